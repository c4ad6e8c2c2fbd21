/**
 * Correcting an answer of a finished interview from the report (PUT /web-api/conversations/{id}/messages/{messageId}):
 * the owner only, the corrected text scored and quoted by the regenerated report, the recognised text
 * kept for the delivery figures.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import type { StoredReport } from '../../server/evaluation/repository';
import { bearer, errorOf, signedInUser } from './support/accounts';
import { seedConversation, userIdOf, type SeedMessage } from './support/conversations';
import { backends } from './support/databases';
import { useHarness } from './support/harness';
import { useInProcessEvaluator } from './support/evaluator';

const SCENARIO = {
  id: 'frontend-react',
  position: 'Frontend Developer',
  company: { name: 'Acme' },
  description: 'Build the dashboard our customers plan their work in.',
  skills: ['React', 'TypeScript', 'Testing'],
  requirements: ['Three years building web applications'],
  responsibilities: ['Build and test the dashboard'],
};

const T0 = Date.parse('2026-11-02T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

/** What the recogniser heard: a technology misheard, fillers said. */
const HEARD =
  'Um in my last job I built the customer dashboard with react and tide has crept, um, and I enjoy mentoring. ' +
  'I split the migration into twelve small steps, paired with two colleagues and we cut production errors by forty percent in three months.';
/** What the candidate meant. */
const MEANT =
  'In my last job I built the customer dashboard with React and TypeScript, and I enjoy mentoring. ' +
  'I split the migration into twelve small steps, paired with two colleagues and we cut production errors by forty percent in three months.';

let seeded = 0;
function transcript(): { messages: SeedMessage[]; answerId: string; questionId: string } {
  const p = `c${++seeded}:`;
  return {
    answerId: `${p}a1`,
    questionId: `${p}q1`,
    messages: [
      { id: `${p}q1`, role: 'Tech Lead', sender: 'Ann', text: 'Tell us about a frontend project you built with React and TypeScript.', at: at(5) },
      { id: `${p}a1`, role: 'USER', text: HEARD, at: at(60), audioMs: 20_000, speech: { voicedMs: 18_000, longPauses: 0, longestPauseMs: 600 } },
    ],
  };
}

function correct(app: FastifyInstance, token: string, id: string, messageId: string, text: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/web-api/conversations/${id}/messages/${encodeURIComponent(messageId)}`,
    headers: bearer(token),
    payload: { text },
  });
}

const getReport = (app: FastifyInstance, token: string, id: string) =>
  app.inject({ method: 'GET', url: `/web-api/conversations/${id}/report`, headers: bearer(token) });

async function reportRow(db: Database, id: string) {
  const [row] = await db.query<{ status: number; attempts: number; error: string | null; report: StoredReport | null }>(
    'SELECT status, attempts, error, report FROM reports WHERE conversation_id = $1',
    [id],
  );
  return row;
}

async function answerRow(db: Database, id: string) {
  const [row] = await db.query<{ text: string; recognized_text: string | null; corrected_at: Date | null; audio_ms: number | null; voiced_ms: number | null }>(
    'SELECT text, recognized_text, corrected_at, audio_ms, voiced_ms FROM messages WHERE id = $1',
    [id],
  );
  return row;
}

async function makePro(db: Database, email: string, now: Date) {
  await db.query(
    `INSERT INTO pro_subscriptions (user_id, product_id, period_sessions, starts_at, ends_at) VALUES ($1, 'pro-monthly', 60, $2, $3)`,
    [await userIdOf(db, email), new Date(now.getTime() - 86_400_000), new Date(now.getTime() + 29 * 86_400_000)],
  );
}

/** Every quote of a report (the evidence of each item, the coaching's answers). */
function quotes(analysis: StoredReport['analysis']): string[] {
  const found: string[] = [];
  JSON.stringify(analysis, (key, value: unknown) => {
    if (key === 'quote' && typeof value === 'string') found.push(value);
    return value;
  });
  return found;
}

const evaluator = useInProcessEvaluator();

describe.each(backends())('correcting an answer from the report (%s)', (backend) => {
  const h = useHarness(backend, {
    // Only explicit drains run the report job here.
    env: () => ({ REPORT_WORKER: 'on', REPORT_POLL_MS: '3600000' }),
    reports: () => ({ evaluator, judge: null }),
  });

  async function finishedInterview(email: string) {
    const t = transcript();
    const id = await seedConversation(h.db, await userIdOf(h.db, email), {
      startedAt: at(0),
      endedAt: at(90),
      scenario: SCENARIO,
      messages: t.messages,
      report: { status: 0 },
    });
    await h.app.reportWorker!.drain();
    expect(await reportRow(h.db, id)).toMatchObject({ status: 2, attempts: 1, error: null });
    return { id, ...t };
  }

  it('stores the corrected text beside the recognised one, queues the report again and regenerates it from the corrected text', async () => {
    const user = await signedInUser(h.app);
    await makePro(h.db, user.email, h.clock.now());
    const { id, answerId } = await finishedInterview(user.email);
    const before = (await reportRow(h.db, id)).report!.analysis;
    expect(quotes(before).some((q) => q.includes('tide has crept'))).toBe(true);

    const response = await correct(h.app, user.accessToken, id, answerId, `  ${MEANT}  `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: answerId, role: 'USER', text: MEANT, recognizedText: HEARD });
    expect(await answerRow(h.db, answerId)).toMatchObject({ text: MEANT, recognized_text: HEARD, audio_ms: 20_000, voiced_ms: 18_000 });
    expect((await answerRow(h.db, answerId)).corrected_at).not.toBeNull();

    // Queued again: the report page waits for the new one.
    expect(await reportRow(h.db, id)).toMatchObject({ status: 0, attempts: 0 });
    expect((await getReport(h.app, user.accessToken, id)).statusCode).toBe(202);
    expect(await h.app.reportWorker!.drain()).toBe(1);

    const body = (await getReport(h.app, user.accessToken, id)).json();
    expect(body.status).toBe(2);
    // The conversation view shows the corrected answer, marked with what was recognised.
    expect(body.conversation.find((m: { id: string }) => m.id === answerId)).toMatchObject({ text: MEANT, recognizedText: HEARD });
    const after = (await reportRow(h.db, id)).report!.analysis;
    const quoted = quotes(after);
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.some((q) => q.includes('tide has crept'))).toBe(false);
    expect(quoted.some((q) => q.includes('TypeScript'))).toBe(true);
    // Scored from the corrected text: TypeScript is named now.
    expect(JSON.stringify(after.hardSkills)).toContain('TypeScript');
    // The delivery figures stay what was said: the fillers the recogniser heard, the words spoken per minute.
    const heardWords = HEARD.match(/[a-z0-9][a-z0-9+#'’./-]*/gi)!.length;
    expect(after.metrics.wordsPerMinute).toBeCloseTo(heardWords / (18_000 / 60_000), 1);
    expect(after.metrics.fillersPer100Words).toBeGreaterThan(0);
    expect(after.delivery?.fillerWords).toEqual([{ word: 'um', count: 2 }]);
  });

  it('changes nothing and queues nothing for the same text, and clears the mark when the recognised text is restored', async () => {
    const user = await signedInUser(h.app);
    const { id, answerId } = await finishedInterview(user.email);
    const same = await correct(h.app, user.accessToken, id, answerId, HEARD);
    expect(same.statusCode).toBe(200);
    expect(same.json()).not.toHaveProperty('recognizedText');
    expect((await reportRow(h.db, id)).status).toBe(2);

    expect((await correct(h.app, user.accessToken, id, answerId, MEANT)).json()).toMatchObject({ text: MEANT, recognizedText: HEARD });
    await h.app.reportWorker!.drain();
    // A second correction keeps the first recognised text, not the previous correction.
    expect((await correct(h.app, user.accessToken, id, answerId, `${MEANT} Thanks.`)).json()).toMatchObject({ recognizedText: HEARD });
    const restored = await correct(h.app, user.accessToken, id, answerId, HEARD);
    expect(restored.json()).toEqual(expect.objectContaining({ text: HEARD }));
    expect(restored.json()).not.toHaveProperty('recognizedText');
    expect(await answerRow(h.db, answerId)).toMatchObject({ text: HEARD, recognized_text: null, corrected_at: null });
  });

  it("answers 404 for another user's interview, an unknown or malformed interview, a panel message and an unknown answer, changing nothing", async () => {
    const owner = await signedInUser(h.app);
    const stranger = await signedInUser(h.app);
    const { id, answerId, questionId } = await finishedInterview(owner.email);
    for (const [token, conversation, message] of [
      [stranger.accessToken, id, answerId],
      [owner.accessToken, '9b2f1c3e-0000-4000-8000-000000000000', answerId],
      [owner.accessToken, 'not-an-id', answerId],
      [owner.accessToken, id, questionId],
      [owner.accessToken, id, 'no-such-answer'],
    ] as const) {
      const response = await correct(h.app, token, conversation, message, MEANT);
      expect(response.statusCode, `${conversation} ${message}`).toBe(404);
      expect(errorOf(response)).toMatchObject({ error: 'answer_not_found', message: 'This answer does not exist or has been deleted.' });
    }
    expect(await answerRow(h.db, answerId)).toMatchObject({ text: HEARD, recognized_text: null });
    expect((await reportRow(h.db, id)).status).toBe(2);
  });

  it('refuses a running interview (409), a blank, empty, oversize or missing text (400), and an anonymous caller (401)', async () => {
    const user = await signedInUser(h.app);
    const t = transcript();
    const running = await seedConversation(h.db, await userIdOf(h.db, user.email), { startedAt: at(0), scenario: SCENARIO, messages: t.messages });
    const refused = await correct(h.app, user.accessToken, running, t.answerId, MEANT);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ error: 'interview_running' });
    expect(await answerRow(h.db, t.answerId)).toMatchObject({ text: HEARD, recognized_text: null });

    const { id, answerId } = await finishedInterview(user.email);
    for (const text of ['', '   \n ', 'x'.repeat(16_001), null]) {
      const response = await correct(h.app, user.accessToken, id, answerId, text);
      expect(response.statusCode, JSON.stringify(text).slice(0, 20)).toBe(400);
    }
    const noBody = await h.app.inject({ method: 'PUT', url: `/web-api/conversations/${id}/messages/${answerId}`, headers: bearer(user.accessToken), payload: {} });
    expect(noBody.statusCode).toBe(400);
    const anonymous = await h.app.inject({ method: 'PUT', url: `/web-api/conversations/${id}/messages/${answerId}`, payload: { text: MEANT } });
    expect(anonymous.statusCode).toBe(401);
    expect(await answerRow(h.db, answerId)).toMatchObject({ text: HEARD, recognized_text: null });
    expect((await reportRow(h.db, id)).status).toBe(2);
  });

  it('keeps a report being generated from the old text from being stored over the new one', async () => {
    const user = await signedInUser(h.app);
    const { id, answerId } = await finishedInterview(user.email);
    // Another process is generating it again right now (as after a first correction).
    await h.db.query(`UPDATE reports SET status = 1, worker = 'elsewhere', lease_until = $2 WHERE conversation_id = $1`, [id, new Date(h.clock.now().getTime() + 60_000)]);
    expect((await correct(h.app, user.accessToken, id, answerId, MEANT)).statusCode).toBe(200);
    const row = await h.db.query<{ status: number; worker: string | null }>('SELECT status, worker FROM reports WHERE conversation_id = $1', [id]);
    expect(row[0]).toEqual({ status: 0, worker: null });
    expect(await h.app.reportWorker!.drain()).toBe(1);
    expect(quotes((await reportRow(h.db, id)).report!.analysis).some((q) => q.includes('tide has crept'))).toBe(false);
  });
});
