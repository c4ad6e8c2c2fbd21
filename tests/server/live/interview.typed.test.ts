import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../openapi/live-protocol';
import { FREE_PLAN_SESSIONS } from '../../../server/billing/allowance';
import type { Database } from '../../../server/db/database';
import { NO_ANSWERS_ERROR } from '../../../server/live/repository';
import type { SpeechSynthesizer } from '../../../server/speech';
import { backends } from '../support/databases';
import { isStatus, isType, type LiveClient } from './support/client';
import { chargedInterviews, expectClosed, PRO_JOB, TWO_PANEL_JOB, useLiveHarness, type LiveHarness } from './support/liveHarness';

export const LONG_ANSWER =
  'In my last role I led the migration of our React dashboard to TypeScript. For example, I split the work into twelve small steps, ' +
  'paired with two colleagues, and we cut production errors by forty percent within three months while shipping features every week.';
const NO_QUESTIONS = 'No, I have no more questions, thank you.';

/** Answers every question in writing until the panel closes the interview; returns the number of answers. */
export async function answerUntilEnd(h: LiveHarness, client: LiveClient, uid: string, maxTurns = 40): Promise<number> {
  for (let turn = 0; turn < maxTurns; turn++) {
    await h.settled(client, uid);
    if (client.ofType('system').length || client.isClosed) return turn;
    const asked = client.roles().filter((m) => m.role !== 'USER').at(-1)?.text ?? '';
    await h.answer(client, uid, /\bquestions?\b.*\b(for|about)\b|anything you.d like to ask/i.test(asked) ? NO_QUESTIONS : LONG_ANSWER);
  }
  throw new Error('the interview did not end');
}

async function storedMessages(db: Database, uid: string) {
  return db.query<{ id: string; role: string; sender_id: string; text: string }>(
    `SELECT m.id, m.role, m.sender_id, m.text FROM messages m JOIN conversations c ON c.id = m.conversation_id
     WHERE c.uid = $1 ORDER BY m.seq`,
    [uid],
  );
}

async function conversationOf(db: Database, uid: string) {
  const [row] = await db.query<{ id: string; status: string; end_reason: string | null; report_status: number | null; report_error: string | null }>(
    `SELECT c.id, c.status, c.end_reason, r.status AS report_status, r.error AS report_error
     FROM conversations c LEFT JOIN reports r ON r.conversation_id = c.id WHERE c.uid = $1`,
    [uid],
  );
  return row;
}

/** Uses up all but `left` of the user's free interviews this month. */
async function useInterviews(db: Database, userId: string, left: number) {
  for (let i = 0; i < FREE_PLAN_SESSIONS - left; i++) {
    await db.query(
      `INSERT INTO conversations (user_id, uid, job_id, scenario, status, charged_to, started_at) VALUES ($1, $2, 'old', '{}'::jsonb, 'ended', 'plan', now())`,
      [userId, randomUUID()],
    );
  }
}

/** The end of an interview as the protocol fixes it: system end, interview_complete, close 1000. */
async function expectEnd(client: LiveClient, uid: string): Promise<string> {
  const closed = await client.closed;
  expectClosed(closed, 1000, 'interview finished');
  const system = client.ofType('system');
  expect(system).toHaveLength(1);
  const last = client.messages.slice(-2);
  expect(last[0]).toEqual({ type: 'system', cmd: 'end', report_id: system[0].report_id });
  expect(last[1]).toMatchObject({ type: 'status', code: 200, status: 'interview_complete', reportId: system[0].report_id, uid });
  return system[0].report_id;
}

describe.each(backends())('live interview, typed answers (%s)', (backend) => {
  const h = useLiveHarness(backend);

  it('holds a whole interview with a 2-interviewer panel, stores every final message and queues the report', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    expect(await client.next(isStatus('connected'))).toMatchObject({ code: 200, uid });
    // Nothing configured: no recognizer, and the server says so.
    expect(await client.next(isStatus('speech_recognition_unavailable'))).toMatchObject({ code: 200, uid });

    const answers = await answerUntilEnd(h, client, uid);
    expect(answers).toBeGreaterThanOrEqual(8);
    const reportId = await expectEnd(client, uid);
    expect(client.invalid).toEqual([]);
    expect(client.ofType('error')).toEqual([]);

    // Both interviewers speak, each announced by typing, each message final with text.
    const panel = client.roles().filter((m) => m.role !== 'USER');
    expect(new Set(panel.map((m) => m.senderId))).toEqual(new Set(TWO_PANEL_JOB.participants.map((p) => p.id)));
    for (const m of panel) {
      const who = TWO_PANEL_JOB.participants.find((p) => p.id === m.senderId)!;
      expect(m).toMatchObject({ role: who.role, sender: who.name, isFinal: true });
      expect(m.text.length).toBeGreaterThan(0);
      const typingAt = client.messages.findIndex((x) => x.type === 'typing' && x.senderId === m.senderId && x.isTyping);
      expect(typingAt).toBeLessThan(client.messages.indexOf(m));
    }
    // A hello from each interviewer comes first, each saying their own name.
    const opening = panel.slice(0, TWO_PANEL_JOB.participants.length);
    expect(new Set(opening.map((m) => m.senderId))).toEqual(new Set(TWO_PANEL_JOB.participants.map((p) => p.id)));
    for (const m of opening) expect(m.text).toContain(TWO_PANEL_JOB.participants.find((p) => p.id === m.senderId)!.name.split(' ')[0]);

    const stored = await storedMessages(h.db, uid);
    expect(stored.map((m) => m.id)).toEqual(client.roles().filter((m) => m.isFinal).map((m) => m.id));
    expect(stored.filter((m) => m.role === 'USER')).toHaveLength(answers);
    expect(await conversationOf(h.db, uid)).toMatchObject({ id: reportId, status: 'ended', end_reason: 'completed', report_status: 0 });
    expect(await chargedInterviews(h.db, user.id)).toBe(1);
  });

  it('stores each turn as it completes, not only at the end', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    const opening = await storedMessages(h.db, uid);
    expect(opening.length).toBeGreaterThanOrEqual(3);
    await h.answer(client, uid, LONG_ANSWER);
    const afterOne = await storedMessages(h.db, uid);
    expect(afterOne.map((m) => m.id)).toEqual(client.roles().filter((m) => m.isFinal).map((m) => m.id));
    const [state] = await h.db.query<{ live_state: { progress: { turn: number }; answers: number } }>(
      'SELECT live_state FROM conversations WHERE uid = $1',
      [uid],
    );
    expect(state.live_state.answers).toBe(1);
    expect(state.live_state.progress.turn).toBe(1);
  });

  it('ends on end_interview: closing words, report queued, close 1000', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    await h.answer(client, uid, LONG_ANSWER);
    const before = client.messages.length;
    client.send({ type: 'end_interview', uid });
    const reportId = await expectEnd(client, uid);
    expect(client.roles(before).filter((m) => m.role !== 'USER').length).toBeGreaterThan(0); // a polite close
    expect(await conversationOf(h.db, uid)).toMatchObject({ id: reportId, status: 'ended', end_reason: 'candidate_ended', report_status: 0 });
    expect(await chargedInterviews(h.db, user.id)).toBe(1);
  });

  it('gives the interview back when it ends before any answer (report failed with the reason)', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    client.send({ type: 'end_interview', uid });
    await expectEnd(client, uid);
    expect(await conversationOf(h.db, uid)).toMatchObject({ status: 'ended', report_status: 3, report_error: NO_ANSWERS_ERROR });
    expect(await chargedInterviews(h.db, user.id)).toBe(0);
  });

  it('resumes after a dropped connection (reconnect, or start with the same uid) without taking another interview', async () => {
    const user = await h.user();
    const first = await h.connect();
    const uid = first.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(first, uid);
    await h.answer(first, uid, LONG_ANSWER);
    first.drop();
    await first.closed;

    const second = await h.connect();
    second.reconnect(user.accessToken, uid);
    expect(await second.next(isStatus('connected'))).toMatchObject({ code: 200, uid });
    await h.answer(second, uid, LONG_ANSWER);
    expect(second.roles().filter((m) => m.role !== 'USER').length).toBeGreaterThan(0);
    second.drop();
    await second.closed;

    const third = await h.connect();
    third.start(user.accessToken, TWO_PANEL_JOB.id, uid);
    await third.next(isStatus('connected'));
    await h.answer(third, uid, LONG_ANSWER);
    third.send({ type: 'end_interview', uid });
    await expectEnd(third, uid);

    const stored = await storedMessages(h.db, uid);
    expect(stored.filter((m) => m.role === 'USER')).toHaveLength(3);
    expect(new Set(stored.map((m) => m.id)).size).toBe(stored.length);
    expect(await chargedInterviews(h.db, user.id)).toBe(1);
  });

  it('resumes after a server restart on the same database: 1012, then reconnect continues where it was', async () => {
    const user = await h.user();
    const first = await h.connect();
    const uid = first.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(first, uid);
    await h.answer(first, uid, LONG_ANSWER);
    const lastQuestion = first.roles().filter((m) => m.role !== 'USER').slice(-1)[0];

    await h.restart();
    expectClosed(await first.closed, 1012, 'server restarting');
    const [released] = await h.db.query<{ live_owner: string | null; live_detached_at: Date | null }>(
      'SELECT live_owner, live_detached_at FROM conversations WHERE uid = $1',
      [uid],
    );
    expect(released.live_owner).toBeNull();
    expect(released.live_detached_at).not.toBeNull();

    const second = await h.connect();
    second.reconnect(user.accessToken, uid);
    await second.next(isStatus('connected'));
    // The question waiting for an answer is said again, as it was stored.
    const replayed = await second.next((m): m is Extract<ServerMessage, { type: 'role' }> => m.type === 'role' && m.id === lastQuestion.id);
    expect(replayed.text).toBe(lastQuestion.text);
    await h.settled(second, uid);
    await h.answer(second, uid, LONG_ANSWER);
    const reply = second.roles().filter((m) => m.role !== 'USER' && m.id !== lastQuestion.id);
    expect(reply.length).toBeGreaterThan(0);
    const answersSoFar = await answerUntilEnd(h, second, uid);
    await expectEnd(second, uid);
    const stored = await storedMessages(h.db, uid);
    expect(stored.filter((m) => m.role === 'USER')).toHaveLength(2 + answersSoFar);
    expect(new Set(stored.map((m) => m.id)).size).toBe(stored.length);
    expect((await conversationOf(h.db, uid)).report_status).toBe(0);
  });

  it('a drop right after an answer, then a restart before the reconnect: the answer and its reply come again on resume', async () => {
    const user = await h.user();
    const first = await h.connect();
    const uid = first.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(first, uid);
    const from = first.messages.length;
    first.send({ type: 'answer_text', uid, text: LONG_ANSWER });
    await first.next((m): m is Extract<ServerMessage, { type: 'role' }> => m.type === 'role' && m.role === 'USER' && m.isFinal === true, { from });
    first.drop();
    await first.closed;
    // The process finishes the turn into its outbox and stores it, then stops before the candidate is back.
    await h.restart();
    const stored = await storedMessages(h.db, uid);
    const answerAt = stored.findLastIndex((m) => m.role === 'USER');
    const reply = stored.slice(answerAt + 1);
    expect(stored[answerAt].text).toBe(LONG_ANSWER);
    expect(reply.length).toBeGreaterThan(0);

    const second = await h.connect();
    second.reconnect(user.accessToken, uid);
    await second.next(isStatus('connected'));
    await second.next((m): m is Extract<ServerMessage, { type: 'role' }> => m.type === 'role' && m.id === reply.at(-1)!.id);
    // The answer first (final, as stored, without audio), then the panel's reply in order.
    expect(second.roles().map((m) => m.id)).toEqual([stored[answerAt].id, ...reply.map((m) => m.id)]);
    expect(second.roles()[0]).toMatchObject({ role: 'USER', isFinal: true, text: LONG_ANSWER });
    expect(second.roles()[0].audio).toBeUndefined();
    // And the interview goes on from there.
    await h.settled(second, uid);
    await h.answer(second, uid, LONG_ANSWER);
    expect((await storedMessages(h.db, uid)).filter((m) => m.role === 'USER')).toHaveLength(2);
  });

  it('resumes on another server process sharing the database; the first one stops writing', async () => {
    const user = await h.user();
    const first = await h.connect();
    const uid = first.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(first, uid);
    await h.answer(first, uid, LONG_ANSWER);
    first.drop();
    await first.closed;

    const other = await h.sibling();
    const second = await h.connect(other.url);
    second.reconnect(user.accessToken, uid);
    await second.next(isStatus('connected'));
    await h.settled(second, uid, 30_000, other.app);
    expect(other.app.live.registry.get(uid)).toBeDefined();
    await h.answer(second, uid, LONG_ANSWER, other.app);
    // The first process still holds its detached copy, but its lease is gone: a write from it is refused.
    expect(await h.app.live.registry.get(uid)?.stillOwned()).toBe(false);
    second.send({ type: 'end_interview', uid });
    await expectEnd(second, uid);
    const [row] = await h.db.query<{ live_epoch: number }>('SELECT live_epoch FROM conversations WHERE uid = $1', [uid]);
    expect(row.live_epoch).toBe(2);
    const stored = await storedMessages(h.db, uid);
    expect(stored.filter((m) => m.role === 'USER')).toHaveLength(2);
    expect(new Set(stored.map((m) => m.id)).size).toBe(stored.length);
  });

  it('closes a socket whose interview another process has taken over before it takes an answer', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    const before = await storedMessages(h.db, uid);
    // Another process claims the interview (as a reconnect there does): the lease moves on.
    await h.db.query(`UPDATE conversations SET live_epoch = live_epoch + 1, live_owner = 'another-process' WHERE uid = $1`, [uid]);
    client.send({ type: 'answer_text', uid, text: LONG_ANSWER });
    expectClosed(await client.closed, 1012, 'interview moved');
    expect(client.roles().filter((m) => m.role === 'USER')).toEqual([]);
    expect(await storedMessages(h.db, uid)).toEqual(before);
  });

  it('deactivating the account ends its running interview and closes the socket; elsewhere the lease is gone', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    await h.answer(client, uid, LONG_ANSWER);
    const session = h.app.live.registry.get(uid)!;

    const deactivated = await h.app.inject({ method: 'DELETE', url: '/web-api/profile', headers: { authorization: `Bearer ${user.accessToken}` }, payload: {} });
    expect(deactivated.statusCode).toBe(200);
    await expectEnd(client, uid);
    expect(await conversationOf(h.db, uid)).toMatchObject({ status: 'ended', end_reason: 'candidate_ended', report_status: 0 });
    // A process running another of the account's interviews finds its lease gone at its next beat or answer.
    expect(await session.stillOwned()).toBe(false);
  });

  it('a process holding an interview of a deactivated account loses its lease', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    const session = h.app.live.registry.get(uid)!;
    expect(await session.stillOwned()).toBe(true);
    await h.db.query(`UPDATE users SET status = 'deactivated' WHERE id = $1`, [user.id]);
    expect(await session.stillOwned()).toBe(false);
    client.send({ type: 'answer_text', uid, text: LONG_ANSWER });
    expectClosed(await client.closed, 1012);
    expect(client.roles().filter((m) => m.role === 'USER')).toEqual([]);
  });

  it('refuses a PRO job for a free user with status 403 and close 1000, taking no interview', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, PRO_JOB.id);
    const status = await client.next(isType('status'));
    expect(status).toEqual({ type: 'status', code: 403, message: 'This interview requires a PRO subscription', status: 'error', uid });
    expectClosed(await client.closed, 1000);
    expect(await h.db.query('SELECT 1 FROM conversations WHERE uid = $1', [uid])).toHaveLength(0);
    expect(await chargedInterviews(h.db, user.id)).toBe(0);
  });

  it('lets a PRO user start a PRO job', async () => {
    const user = await h.user();
    await h.db.query(
      `INSERT INTO pro_subscriptions (user_id, product_id, period_sessions, starts_at, ends_at) VALUES ($1, 'pro_monthly', 60, now() - interval '1 day', now() + interval '29 days')`,
      [user.id],
    );
    const client = await h.connect();
    const uid = client.start(user.accessToken, PRO_JOB.id);
    expect(await client.next(isStatus('connected'))).toMatchObject({ code: 200, uid });
  });

  it('refuses an unknown job with status 404 and close 1000, taking no interview', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, 'no-such-job');
    expect(await client.next(isType('status'))).toMatchObject({ code: 404, uid });
    expectClosed(await client.closed, 1000);
    expect(await chargedInterviews(h.db, user.id)).toBe(0);
  });

  it('closes 1008 "no available sessions" when the allowance is used up', async () => {
    const user = await h.user();
    await useInterviews(h.db, user.id, 0);
    const client = await h.connect();
    client.start(user.accessToken, TWO_PANEL_JOB.id);
    expectClosed(await client.closed, 1008, 'no available sessions');
    expect(client.ofType('status')).toEqual([]);
  });

  it('20 parallel starts with 1 interview left: exactly 1 succeeds', async () => {
    const user = await h.user();
    await useInterviews(h.db, user.id, 1);
    const clients = await Promise.all(Array.from({ length: 20 }, () => h.connect()));
    const uids = clients.map((c) => c.start(user.accessToken, TWO_PANEL_JOB.id));
    const outcomes = await Promise.all(
      clients.map((c, i) =>
        Promise.race([
          c.next(isStatus('connected'), { timeoutMs: 30_000 }).then(() => 'started' as const),
          c.closed.then((closed) => (closed.code === 1008 && closed.reason === 'no available sessions' ? ('refused' as const) : `closed ${closed.code}`)),
        ]).then((outcome) => ({ outcome, uid: uids[i] })),
      ),
    );
    expect(outcomes.filter((o) => o.outcome === 'started')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'refused')).toHaveLength(19);
    const [count] = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM conversations WHERE user_id = $1 AND job_id = $2`, [
      user.id,
      TWO_PANEL_JOB.id,
    ]);
    expect(count.n).toBe(1);
    expect(await chargedInterviews(h.db, user.id)).toBe(FREE_PLAN_SESSIONS);
  });

  it('closes 1008 "authentication required" for a missing, invalid or expired token', async () => {
    const user = await h.user();
    const missing = await h.connect();
    missing.send({ type: 'start', uid: randomUUID(), script: 'job_talk', scenarioType: 0, data: { jobId: TWO_PANEL_JOB.id } });
    expectClosed(await missing.closed, 1008, 'authentication required');

    const invalid = await h.connect();
    invalid.start('not-a-token', TWO_PANEL_JOB.id);
    expectClosed(await invalid.closed, 1008, 'authentication required');

    h.clock.advance((h.config.accessTokenTtlSeconds + 60) * 1000);
    const expired = await h.connect();
    expired.start(user.accessToken, TWO_PANEL_JOB.id);
    expectClosed(await expired.closed, 1008, 'authentication required');
    expect(await chargedInterviews(h.db, user.id)).toBe(0);
  });

  it('answers reconnect to an unknown interview with 404, and someone else’s with 403', async () => {
    const owner = await h.user();
    const other = await h.user();
    const client = await h.connect();
    const uid = client.start(owner.accessToken, TWO_PANEL_JOB.id);
    await client.next(isStatus('connected'));

    const stranger = await h.connect();
    stranger.reconnect(other.accessToken, uid);
    expect(await stranger.next(isType('status'))).toMatchObject({ code: 403, uid });
    expectClosed(await stranger.closed, 1000);

    const lost = await h.connect();
    const unknown = randomUUID();
    lost.reconnect(owner.accessToken, unknown);
    expect(await lost.next(isType('status'))).toMatchObject({ code: 404, uid: unknown });
    expectClosed(await lost.closed, 1000);
  });

  it('answers a reconnect after the end with the end again', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    await h.answer(client, uid, LONG_ANSWER);
    client.send({ type: 'end_interview', uid });
    const reportId = await expectEnd(client, uid);
    const again = await h.connect();
    again.reconnect(user.accessToken, uid);
    expect(await again.next(isType('system'))).toEqual({ type: 'system', cmd: 'end', report_id: reportId });
    expectClosed(await again.closed, 1000);
  });
});

/** A synthesizer that takes its time (silence of the right length), so a turn is still in flight at shutdown. */
function slowSynthesizer(delayMs: number): SpeechSynthesizer {
  return {
    name: 'slow-test-voice',
    voices: [
      { id: 'a', gender: 'female', description: 'test voice a' },
      { id: 'b', gender: 'male', description: 'test voice b' },
    ],
    async synthesize(text: string) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return Buffer.alloc(Math.round(text.split(/\s+/).length * 0.3 * 32000) & ~1);
    },
    async close() {},
  };
}

describe('live interview: shutdown during a turn', () => {
  const h = useLiveHarness('pglite', { speech: () => ({ recognizer: null, synthesizer: slowSynthesizer(150) }) });

  it('stores the turn in flight, then closes with 1012; the interview resumes from there', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    const from = client.messages.length;
    client.send({ type: 'answer_text', uid, text: LONG_ANSWER });
    // The reply has begun (its first sentence is out) when the server is asked to stop.
    await client.next((m): m is Extract<ServerMessage, { type: 'role' }> => m.type === 'role' && m.role !== 'USER', { from });
    expect(h.app.live.registry.get(uid)?.listening).toBe(false);
    await h.restart();
    expectClosed(await client.closed, 1012, 'server restarting');

    const reply = client.roles(from).filter((m) => m.role !== 'USER');
    expect(reply.length).toBeGreaterThan(0);
    // Every message of the turn was sent and stored before the socket closed.
    expect(client.messages.filter((m) => m.type === 'typing').at(-1)).toMatchObject({ isTyping: false });
    const stored = await storedMessages(h.db, uid);
    expect(stored.map((m) => m.id)).toEqual(client.roles().filter((m) => m.isFinal).map((m) => m.id));
    const [state] = await h.db.query<{ live_state: { progress: { turn: number }; answers: number } }>(
      'SELECT live_state FROM conversations WHERE uid = $1',
      [uid],
    );
    expect(state.live_state).toMatchObject({ answers: 1, progress: { turn: 1 } });

    const again = await h.connect();
    again.reconnect(user.accessToken, uid);
    await again.next(isStatus('connected'));
    // The last question comes again, with its audio.
    const replayed = await again.next((m): m is Extract<ServerMessage, { type: 'role' }> => m.type === 'role' && m.id === reply.at(-1)!.id);
    expect(replayed.audio).toBeDefined();
  });
});

describe('live interview: a process killed while it opens the interview', () => {
  let first: ReturnType<typeof heldSynthesizer> | null = null;
  const h = useLiveHarness('pglite', {
    speech: () => {
      if (first) return { recognizer: null, synthesizer: heldSynthesizer().synthesizer };
      first = heldSynthesizer();
      // The opening's first sentence reaches the candidate; the process freezes before the next.
      first.holdAfter(1);
      return { recognizer: null, synthesizer: first.synthesizer };
    },
  });

  it('another process resuming it says the opening on from where it stopped, nothing shown twice or lost', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    const welcome = await client.next((m): m is Extract<ServerMessage, { type: 'role' }> => m.type === 'role');
    await h.db.query(`UPDATE conversations SET live_epoch = live_epoch + 1, live_owner = 'killed' WHERE uid = $1`, [uid]);
    client.drop();
    first!.go();
    const before = await storedMessages(h.db, uid);
    expect(before.map((m) => m.id)).toContain(welcome.id);

    const other = await h.sibling();
    const second = await h.connect(other.url);
    second.reconnect(user.accessToken, uid);
    await second.next(isStatus('connected'));
    await h.settled(second, uid, 30_000, other.app);
    const after = await storedMessages(h.db, uid);
    // The welcome is said again under its id, once; the opening goes on to the first question.
    expect(after.filter((m) => m.text === welcome.text)).toHaveLength(1);
    expect(second.roles().filter((m) => m.id === welcome.id)).toHaveLength(1);
    expect(after.length).toBeGreaterThan(1);
    expect(new Set(after.map((m) => m.id)).size).toBe(after.length);
    const shown = [...new Map([...client.roles(), ...second.roles()].map((m) => [m.id, m])).keys()];
    expect(after.map((m) => m.id)).toEqual(shown);

    await h.answer(second, uid, LONG_ANSWER, other.app);
    expect((await storedMessages(h.db, uid)).filter((m) => m.role === 'USER')).toHaveLength(1);
  });
});

/** A synthesizer that, once told, speaks `n` more sentences and then waits (a process frozen mid-reply) until `go`. */
function heldSynthesizer() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let allowed = Infinity;
  const synthesizer: SpeechSynthesizer = {
    name: 'held-test-voice',
    voices: [{ id: 'a', gender: 'female', description: 'test voice a' }],
    async synthesize(text: string) {
      if (allowed-- <= 0) await gate;
      return Buffer.alloc(Math.round(text.split(/\s+/).length * 0.3 * 32000) & ~1);
    },
    async close() {},
  };
  return {
    synthesizer,
    holdAfter(n: number) {
      allowed = n;
    },
    go() {
      allowed = Infinity;
      release();
    },
  };
}

describe('live interview: a process killed while its reply is delivered', () => {
  // The first process's voice can be held mid-reply; a sibling's speaks freely.
  let first: ReturnType<typeof heldSynthesizer> | null = null;
  const h = useLiveHarness('pglite', {
    speech: () => {
      if (first) return { recognizer: null, synthesizer: heldSynthesizer().synthesizer };
      first = heldSynthesizer();
      return { recognizer: null, synthesizer: first.synthesizer };
    },
  });

  it('another process resuming it replies to the stored answer and asks the next question', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    const from = client.messages.length;
    // The first sentence of the reply reaches the candidate; the process freezes before the next.
    first!.holdAfter(1);
    client.send({ type: 'answer_text', uid, text: LONG_ANSWER });
    await client.next((m): m is Extract<ServerMessage, { type: 'role' }> => m.type === 'role' && m.role !== 'USER', { from });
    const delivered = client.roles(from).filter((m) => m.role !== 'USER');
    // As after kill -9: the process is gone (the lease moves on; nothing it does lands), the socket drops.
    await h.db.query(`UPDATE conversations SET live_epoch = live_epoch + 1, live_owner = 'killed' WHERE uid = $1`, [uid]);
    client.drop();
    first!.go();
    const before = await storedMessages(h.db, uid);
    // Each sentence is stored before it is sent: what the candidate saw is kept.
    const answerRow = before.find((m) => m.role === 'USER');
    expect(answerRow).toMatchObject({ text: LONG_ANSWER });
    for (const m of client.roles()) expect(before.map((b) => b.id)).toContain(m.id);

    const other = await h.sibling();
    const second = await h.connect(other.url);
    second.reconnect(user.accessToken, uid);
    await second.next(isStatus('connected'));
    const reply = await second.next((m): m is Extract<ServerMessage, { type: 'role' }> => m.type === 'role' && m.role !== 'USER');
    expect(reply.text.length).toBeGreaterThan(0);
    await h.settled(second, uid, 30_000, other.app);
    // The answer is shown again (same id, once), stored once, counted once; the reply goes on where it
    // stopped: its delivered sentence comes again under its own id (once), and the rest follows.
    expect(second.roles().filter((m) => m.role === 'USER')).toEqual([expect.objectContaining({ id: answerRow!.id, text: LONG_ANSWER })]);
    expect(second.roles().filter((m) => m.id === delivered[0].id)).toEqual([expect.objectContaining({ text: delivered[0].text })]);
    const after = await storedMessages(h.db, uid);
    expect(after.filter((m) => m.role === 'USER')).toHaveLength(1);
    expect(after.at(-1)?.role).not.toBe('USER');
    expect(new Set(after.map((m) => m.id)).size).toBe(after.length);
    // Every message either candidate's page shows is stored, in the order shown.
    const shown = [...new Map([...client.roles(), ...second.roles()].map((m) => [m.id, m])).keys()];
    expect(after.map((m) => m.id)).toEqual(shown);
    const [state] = await h.db.query<{ live_state: { answers: number } }>('SELECT live_state FROM conversations WHERE uid = $1', [uid]);
    expect(state.live_state.answers).toBe(1);

    await h.answer(second, uid, LONG_ANSWER, other.app);
    second.send({ type: 'end_interview', uid });
    await expectEnd(second, uid);
    expect((await storedMessages(h.db, uid)).filter((m) => m.role === 'USER')).toHaveLength(2);
  });
});
