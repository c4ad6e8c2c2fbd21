/**
 * Transcript corrections sent in a live interview (`correct_transcript`) are limited like the HTTP
 * ones (issue 37): each reserves its count on the account's and the address's budgets of
 * corrections (RATE_LIMIT_CORRECTIONS, RATE_LIMIT_ADDRESS_FACTOR) in the database before the
 * interview sees it; one refused is answered `correction_refused` (tooManyCorrections) and changes
 * nothing. The live and the HTTP corrections share one budget. Over a real socket, on PGlite and
 * (when available) PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { RoleMessage, ServerMessage } from '../../../openapi/live-protocol';
import { LIVE_REFUSALS } from '../../../openapi/refusals';
import type { Database } from '../../../server/db/database';
import { LiveErrors } from '../../../server/live/messages';
import { backends } from '../support/databases';
import { isStatus, type LiveClient } from './support/client';
import { TWO_PANEL_JOB, useLiveHarness, type LiveHarness } from './support/liveHarness';

const LIMIT = 4;
const HEARD = 'I work with react and tide has crept and I enjoy mentoring';

type CorrectionAnswer = Extract<ServerMessage, { type: 'transcript_corrected' | 'correction_refused' }>;

const isCorrection = (messageId: string) => (m: ServerMessage): m is CorrectionAnswer =>
  (m.type === 'transcript_corrected' || m.type === 'correction_refused') && m.messageId === messageId;

const finals = (client: LiveClient): RoleMessage[] => client.roles().filter((m) => m.role === 'USER' && m.isFinal && m.text);

async function answerRow(db: Database, id: string) {
  const [row] = await db.query<{ text: string; recognized_text: string | null }>('SELECT text, recognized_text FROM messages WHERE id = $1', [id]);
  return row;
}

/** Signs a user in, starts an interview and answers once: the answer is correctable. */
async function answered(h: LiveHarness) {
  const user = await h.user();
  const client = await h.connect();
  const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
  await client.next(isStatus('connected'));
  await h.settled(client, uid);
  await h.answer(client, uid, HEARD);
  const [answer] = finals(client);
  expect(answer?.text).toBe(HEARD);
  const [conversation] = await h.db.query<{ id: string }>('SELECT id FROM conversations WHERE uid = $1', [uid]);
  return { user, client, uid, answer: answer!, conversationId: conversation!.id };
}

/** Sends `texts` as corrections of `messageId` all at once and waits for an answer to each. */
async function correctAll(client: LiveClient, uid: string, messageId: string, texts: readonly string[]): Promise<CorrectionAnswer[]> {
  const from = client.messages.length;
  for (const text of texts) client.send({ type: 'correct_transcript', uid, messageId, text });
  const answers = () => client.messages.slice(from).filter(isCorrection(messageId));
  await vi.waitFor(() => expect(answers()).toHaveLength(texts.length), { timeout: 20_000, interval: 20 });
  return answers();
}

/** A transcript correction over HTTP (refused 409 while the interview runs, but counted first). */
function correctOverHttp(h: LiveHarness, token: string, conversationId: string, messageId: string, text: string) {
  return fetch(`${h.url}/web-api/conversations/${conversationId}/messages/${messageId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
}

describe.each(backends())('live interview: transcript corrections are limited per account (%s)', (backend) => {
  // The address's budget (5 × the account's) is not what refuses here.
  const h = useLiveHarness(backend, { env: { RATE_LIMIT_CORRECTIONS: String(LIMIT), RATE_LIMIT_ADDRESS_FACTOR: '5' } });

  it('of limit + 5 corrections sent at once, exactly the limit are applied; the rest are refused and change nothing', async () => {
    const { client, uid, answer, user } = await answered(h);
    const texts = Array.from({ length: LIMIT + 5 }, (_, i) => `I work with React and TypeScript, version ${i + 1}.`);

    const answers = await correctAll(client, uid, answer.id, texts);

    const applied = answers.filter((m) => m.type === 'transcript_corrected');
    const refused = answers.filter((m) => m.type === 'correction_refused');
    expect(applied).toHaveLength(LIMIT);
    expect(refused).toHaveLength(5);
    for (const m of refused) expect(m).toEqual({ type: 'correction_refused', messageId: answer.id, message: LIVE_REFUSALS.tooManyCorrections });
    // The stored answer is the last applied correction, never a refused one's text.
    const appliedTexts = applied.map((m) => (m.type === 'transcript_corrected' ? m.text : ''));
    const row = await answerRow(h.db, answer.id);
    expect(row).toEqual({ text: appliedTexts[appliedTexts.length - 1], recognized_text: HEARD });
    expect(new Set(appliedTexts).size).toBe(LIMIT);
    // Counted in the database: the account's counter is at the limit, not over it.
    const [counter] = await h.db.query<{ count: number }>("SELECT count FROM rate_limits WHERE key = 'correction:account:' || $1", [user.id]);
    expect(Number(counter?.count)).toBe(LIMIT);
    // The refusal is of the correction only: the interview goes on.
    expect(client.ofType('error')).toEqual([]);
    await h.answer(client, uid, 'I led the migration of our checkout and cut its load time in half.');
    expect(finals(client)).toHaveLength(2);
  });

  it('shares one budget with the HTTP corrections, both ways', async () => {
    const { client, uid, answer, user, conversationId } = await answered(h);

    // Two over HTTP (the interview is running, so they are refused 409, but they are counted first).
    for (let i = 0; i < 2; i++) {
      const response = await correctOverHttp(h, user.accessToken, conversationId, answer.id, `HTTP correction ${i + 1}.`);
      expect(response.status).toBe(409);
    }
    const answers = await correctAll(client, uid, answer.id, ['Live correction one.', 'Live correction two.', 'Live correction three.']);
    // The budget is reserved in the order sent; a refusal is answered at once, an applied one after the
    // interview stores it, so the answers may arrive in either order (they were on PostgreSQL).
    const applied = answers.filter((m) => m.type === 'transcript_corrected');
    const refused = answers.filter((m) => m.type === 'correction_refused');
    expect(applied.map((m) => (m.type === 'transcript_corrected' ? m.text : '')).sort()).toEqual(['Live correction one.', 'Live correction two.']);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ message: LiveErrors.tooManyCorrections });
    expect(await answerRow(h.db, answer.id)).toEqual({ text: 'Live correction two.', recognized_text: HEARD });

    // The live corrections used the rest of the HTTP budget.
    const response = await correctOverHttp(h, user.accessToken, conversationId, answer.id, 'HTTP correction 3.');
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: 'too_many_requests' });
  });
});

describe.each(backends())('live interview: transcript corrections are limited per address (%s)', (backend) => {
  // The address's budget equals one account's: another account on the same address finds it used up.
  const h = useLiveHarness(backend, { env: { RATE_LIMIT_CORRECTIONS: String(LIMIT), RATE_LIMIT_ADDRESS_FACTOR: '1' } });

  it("refuses a live correction once the address's budget is used by another account", async () => {
    const other = await h.user();
    for (let i = 0; i < LIMIT; i++) {
      const response = await correctOverHttp(h, other.accessToken, randomUUID(), 'm1', `Correction ${i + 1}.`);
      expect(response.status).not.toBe(429);
    }
    const { client, uid, answer, user } = await answered(h);
    const [refused] = await correctAll(client, uid, answer.id, ['I work with React and TypeScript.']);
    expect(refused).toEqual({ type: 'correction_refused', messageId: answer.id, message: LiveErrors.tooManyCorrections });
    expect(await answerRow(h.db, answer.id)).toEqual({ text: HEARD, recognized_text: null });
    // The refused one took nothing from its own account's budget.
    const rows = await h.db.query<{ count: number }>("SELECT count FROM rate_limits WHERE key = 'correction:account:' || $1", [user.id]);
    expect(rows.reduce((sum, r) => sum + Number(r.count), 0)).toBe(0);
  });
});
