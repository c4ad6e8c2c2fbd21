import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { isStatus, isType, type LiveClient } from './support/client';
import { expectClosed, TWO_PANEL_JOB, useLiveHarness } from './support/liveHarness';

const ANSWER = 'I built the checkout of our web shop in React and TypeScript, and for example cut the page load time by half.';

async function endedReason(db: Database, uid: string): Promise<{ status: string; end_reason: string | null; report_status: number | null }> {
  const [row] = await db.query<{ status: string; end_reason: string | null; report_status: number | null }>(
    `SELECT c.status, c.end_reason, r.status AS report_status FROM conversations c LEFT JOIN reports r ON r.conversation_id = c.id WHERE c.uid = $1`,
    [uid],
  );
  return row;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const warnings = (client: LiveClient) => client.ofType('inactivity_warning').map((w) => w.secondsRemaining);

describe('live interview: inactivity window and resume window (short, configured)', () => {
  const h = useLiveHarness('pglite', {
    env: { LIVE_INACTIVITY_MS: '1200', LIVE_WARNING_MS: '600', LIVE_RESUME_MS: '1500' },
  });

  it('warns during the last part of the window, then ends the interview as inactive', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    await h.answer(client, uid, ANSWER);
    const closed = await client.closed;
    expectClosed(closed, 1000, 'interview finished');
    const types = client.messages.map((m) => m.type);
    const firstWarning = types.indexOf('inactivity_warning');
    expect(firstWarning).toBeGreaterThan(0);
    expect(warnings(client)).toEqual([1, 0]);
    // warning → expiry (0) → closing words → system end → interview_complete
    expect(types.lastIndexOf('inactivity_warning')).toBeLessThan(types.indexOf('system'));
    expect(client.messages.at(-1)).toMatchObject({ type: 'status', status: 'interview_complete' });
    expect(await endedReason(h.db, uid)).toEqual({ status: 'ended', end_reason: 'inactivity', report_status: 0 });
  });

  it('extend_session and candidate activity start the window again', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    await client.next(isType('inactivity_warning'));
    client.send({ type: 'extend_session', uid });
    // A second full warning comes (the window started again) and no expiry before it.
    await client.next(isType('inactivity_warning'), { from: client.messages.findIndex((m) => m.type === 'inactivity_warning') + 1 });
    expect(warnings(client)).toEqual([1, 1]);
    await h.answer(client, uid, ANSWER); // activity too
    const afterAnswer = client.messages.length;
    await client.next(isType('inactivity_warning'), { from: afterAnswer });
    client.send({ type: 'end_interview', uid });
    expectClosed(await client.closed, 1000);
    expect(warnings(client)).not.toContain(0);
    expect((await endedReason(h.db, uid)).end_reason).toBe('candidate_ended');
  });

  it('a dropped interview nobody resumes within the window ends as inactive, its report queued', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    await h.answer(client, uid, ANSWER);
    client.drop();
    await waitUntil(async () => (await endedReason(h.db, uid)).status === 'ended');
    expect(await endedReason(h.db, uid)).toEqual({ status: 'ended', end_reason: 'inactivity', report_status: 0 });
    const late = await h.connect();
    late.reconnect(user.accessToken, uid);
    expect(await late.next(isStatus('interview_complete'))).toMatchObject({ uid });
    expectClosed(await late.closed, 1000);
  });

  it('after a restart, an interview nobody comes back to is ended by the sweep of the new process', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    await h.answer(client, uid, ANSWER);
    await h.restart();
    expectClosed(await client.closed, 1012);
    expect((await endedReason(h.db, uid)).status).toBe('active');
    await waitUntil(async () => (await endedReason(h.db, uid)).status === 'ended');
    expect(await endedReason(h.db, uid)).toEqual({ status: 'ended', end_reason: 'inactivity', report_status: 0 });
  });
});
