import { describe, expect, it } from 'vitest';
import { CloseCode, CloseReason } from '../../../openapi/live-protocol';
import { readAllowance } from '../../../server/billing/allowance';
import { DEFAULT_LIVE_CAPACITY, LiveAdmission } from '../../../server/live/admission';
import { loadConfig } from '../../../server/config';
import { backends } from '../support/databases';
import { isStatus, type LiveClient } from './support/client';
import { chargedInterviews, expectClosed, TWO_PANEL_JOB, useLiveHarness, type LiveHarness } from './support/liveHarness';

/** Starts a new interview and waits for the server's word: admitted (status 200) or the close. */
async function startOutcome(h: LiveHarness, client: LiveClient, token: string, uid?: string) {
  const started = client.start(token, TWO_PANEL_JOB.id, uid);
  const outcome = await Promise.race([
    client.next(isStatus('connected'), { timeoutMs: 30_000 }).then(() => 'admitted' as const),
    client.closed.then((closed) => `closed ${closed.code} ${closed.reason}`),
  ]);
  return { uid: started, outcome };
}

async function conversationsOf(h: LiveHarness, userId: string): Promise<number> {
  const [row] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM conversations WHERE user_id = $1', [userId]);
  return Number(row.n);
}

/** Waits until the process holds `count` interviews (a stop frees its place once the session is gone). */
async function admittedBecomes(h: LiveHarness, count: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (h.app.live.admission.admitted !== count) {
    if (Date.now() > deadline) throw new Error(`still ${h.app.live.admission.admitted} interviews admitted, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const BUSY = `closed ${CloseCode.tryAgainLater} ${CloseReason.panelBusy}`;
const DRAINING = `closed ${CloseCode.tryAgainLater} ${CloseReason.draining}`;

describe('admission: counting places', () => {
  it('admits up to the capacity, a resumed interview whatever the count, and frees each place once', () => {
    let draining = false;
    const admission = new LiveAdmission({ capacity: 2, draining: () => draining });
    const first = admission.admitNew();
    const second = admission.admitNew();
    expect([first.ok, second.ok]).toEqual([true, true]);
    expect(admission.admitNew()).toEqual({ ok: false, refusal: 'busy' });
    const resumed = admission.admitResumed();
    expect(admission.admitted).toBe(3);
    if (first.ok) {
      first.place.release();
      first.place.release();
    }
    expect(admission.admitted).toBe(2);
    expect(admission.admitNew()).toEqual({ ok: false, refusal: 'busy' });
    resumed.release();
    draining = true;
    expect(admission.admitNew()).toEqual({ ok: false, refusal: 'draining' });
    expect(admission.admitted).toBe(1);
  });

  it('reads LIVE_CAPACITY, with the measured default', () => {
    expect(loadConfig({}).live.capacity).toBe(DEFAULT_LIVE_CAPACITY);
    expect(loadConfig({ LIVE_CAPACITY: '0' }).live.capacity).toBe(0);
    expect(loadConfig({ LIVE_CAPACITY: '12' }).live.capacity).toBe(12);
    expect(() => loadConfig({ LIVE_CAPACITY: 'many' })).toThrow(/LIVE_CAPACITY/);
  });
});

describe.each(backends())('admission over the live protocol (%s)', (backend) => {
  const h = useLiveHarness(backend, { env: { LIVE_CAPACITY: '2' } });

  it('refuses the third new interview with 1013 "panel busy", charging nothing; a finished one frees its place', async () => {
    const [ann, bob, cyd] = [await h.user(), await h.user(), await h.user()];
    const before = await readAllowance(h.db, cyd.id, h.clock.now());
    const a = await startOutcome(h, await h.connect(), ann.accessToken);
    // A socket that sends nothing takes no place.
    await h.connect();
    const bSocket = await h.connect();
    const b = await startOutcome(h, bSocket, bob.accessToken);
    expect([a.outcome, b.outcome]).toEqual(['admitted', 'admitted']);

    const refused = await h.connect();
    const c = await startOutcome(h, refused, cyd.accessToken);
    expect(c.outcome).toBe(BUSY);
    expect(refused.ofType('status')).toEqual([]);
    expect(await conversationsOf(h, cyd.id)).toBe(0);
    expect(await chargedInterviews(h.db, cyd.id)).toBe(0);
    expect(await readAllowance(h.db, cyd.id, h.clock.now())).toEqual(before);

    // Bob ends his interview: his place goes to the next new one.
    bSocket.send({ type: 'end_interview', uid: b.uid });
    expectClosed(await bSocket.closed, CloseCode.finished);
    await admittedBecomes(h, 1);
    const retried = await startOutcome(h, await h.connect(), cyd.accessToken, c.uid);
    expect(retried.outcome).toBe('admitted');
    expect(await chargedInterviews(h.db, cyd.id)).toBe(1);
  });

  it('parallel new interviews never take more places than the capacity', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => h.user()));
    const clients = await Promise.all(users.map(() => h.connect()));
    const outcomes = await Promise.all(clients.map((client, i) => startOutcome(h, client, users[i].accessToken)));
    expect(outcomes.filter((o) => o.outcome === 'admitted')).toHaveLength(2);
    expect(outcomes.filter((o) => o.outcome === BUSY)).toHaveLength(4);
    const charged = await Promise.all(users.map((user) => chargedInterviews(h.db, user.id)));
    expect(charged.reduce((sum, n) => sum + n, 0)).toBe(2);
  });

  it('a resumed interview is admitted first, past the capacity; new ones wait until the count is under it', async () => {
    const [ann, bob, cyd, dan] = [await h.user(), await h.user(), await h.user(), await h.user()];
    const a = await startOutcome(h, await h.connect(), ann.accessToken);
    const b = await startOutcome(h, await h.connect(), bob.accessToken);
    expect([a.outcome, b.outcome]).toEqual(['admitted', 'admitted']);

    // A restart: both interviews are released; new ones come in before their candidates are back.
    await h.restart();
    const cSocket = await h.connect();
    const c = await startOutcome(h, cSocket, cyd.accessToken);
    const dSocket = await h.connect();
    const d = await startOutcome(h, dSocket, dan.accessToken);
    expect([c.outcome, d.outcome]).toEqual(['admitted', 'admitted']);

    // Ann and Bob come back: running interviews, admitted although the process is full.
    const annBack = await h.connect();
    annBack.reconnect(ann.accessToken, a.uid);
    await annBack.next(isStatus('connected'));
    const bobBack = await h.connect();
    bobBack.start(bob.accessToken, TWO_PANEL_JOB.id, b.uid);
    await bobBack.next(isStatus('connected'));
    expect(h.app.live.admission.admitted).toBe(4);
    expect(await chargedInterviews(h.db, ann.id)).toBe(1);
    expect(await chargedInterviews(h.db, bob.id)).toBe(1);

    // Over the capacity, so a new one is refused until two places are free.
    const eve = await h.user();
    const refused = await startOutcome(h, await h.connect(), eve.accessToken);
    expect(refused.outcome).toBe(BUSY);
    cSocket.send({ type: 'end_interview', uid: c.uid });
    await cSocket.closed;
    await admittedBecomes(h, 3);
    expect((await startOutcome(h, await h.connect(), eve.accessToken, refused.uid)).outcome).toBe(BUSY);
    dSocket.send({ type: 'end_interview', uid: d.uid });
    await dSocket.closed;
    await admittedBecomes(h, 2);
    expect((await startOutcome(h, await h.connect(), eve.accessToken, refused.uid)).outcome).toBe(BUSY);
    annBack.send({ type: 'end_interview', uid: a.uid });
    await annBack.closed;
    await admittedBecomes(h, 1);
    expect((await startOutcome(h, await h.connect(), eve.accessToken, refused.uid)).outcome).toBe('admitted');
    expect(await chargedInterviews(h.db, eve.id)).toBe(1);
  });

  it('while draining: a new interview is refused with 1013 "server draining" and not charged; the running one goes on and resumes', async () => {
    const [ann, bob] = [await h.user(), await h.user()];
    const annSocket = await h.connect();
    const a = await startOutcome(h, annSocket, ann.accessToken);
    expect(a.outcome).toBe('admitted');
    await h.settled(annSocket, a.uid);

    h.app.lifecycle.drain();
    const refused = await h.connect();
    const b = await startOutcome(h, refused, bob.accessToken);
    expect(b.outcome).toBe(DRAINING);
    expect(await conversationsOf(h, bob.id)).toBe(0);

    // Ann's interview is not touched: she answers, drops, and comes back to this process.
    await h.answer(annSocket, a.uid, 'I led the migration of our React dashboard to TypeScript in twelve small steps.');
    annSocket.drop();
    await annSocket.closed;
    const back = await h.connect();
    back.reconnect(ann.accessToken, a.uid);
    expect(await back.next(isStatus('connected'))).toMatchObject({ code: 200, uid: a.uid });
    expect(await chargedInterviews(h.db, ann.id)).toBe(1);
  });
});
