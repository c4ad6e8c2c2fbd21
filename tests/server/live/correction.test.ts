/**
 * The candidate corrects the transcript of their latest answer during the interview
 * (`correct_transcript` → `transcript_corrected` / `correction_refused`), through the WebSocket on
 * PGlite: stored beside the recognised text, what the scorer reads afterwards.
 */
import { describe, expect, it } from 'vitest';
import type { RoleMessage, ServerMessage } from '../../../openapi/live-protocol';
import type { Database } from '../../../server/db/database';
import { loadEvaluationInput } from '../../../server/evaluation/repository';
import { LiveErrors } from '../../../server/live/messages';
import { isStatus, type LiveClient } from './support/client';
import { TWO_PANEL_JOB, useLiveHarness } from './support/liveHarness';

const HEARD = 'I work with react and tide has crept and I enjoy mentoring';
const MEANT = 'I work with React and TypeScript and I enjoy mentoring.';

const isCorrection = (messageId: string) => (m: ServerMessage): m is Extract<ServerMessage, { type: 'transcript_corrected' | 'correction_refused' }> =>
  (m.type === 'transcript_corrected' || m.type === 'correction_refused') && m.messageId === messageId;

async function answerRow(db: Database, id: string) {
  const [row] = await db.query<{ text: string; recognized_text: string | null; corrected_at: Date | null }>(
    'SELECT text, recognized_text, corrected_at FROM messages WHERE id = $1',
    [id],
  );
  return row;
}

/** The candidate's final answers so far, in order. */
const finals = (client: LiveClient): RoleMessage[] => client.roles().filter((m) => m.role === 'USER' && m.isFinal && m.text);

describe('live interview: correcting the transcript of the latest answer (pglite)', () => {
  const h = useLiveHarness('pglite');

  async function started() {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await client.next(isStatus('connected'));
    await h.settled(client, uid);
    return { user, client, uid };
  }

  async function correct(client: LiveClient, uid: string, messageId: string, text: string) {
    const from = client.messages.length;
    client.send({ type: 'correct_transcript', uid, messageId, text });
    return client.next(isCorrection(messageId), { from });
  }

  it('stores the corrected text beside the recognised one and acknowledges it; the scorer reads the corrected text', async () => {
    const { client, uid } = await started();
    await h.answer(client, uid, HEARD);
    const [answer] = finals(client);
    expect(answer.text).toBe(HEARD);

    expect(await correct(client, uid, answer.id, `  ${MEANT} `)).toEqual({
      type: 'transcript_corrected',
      messageId: answer.id,
      text: MEANT,
      recognizedText: HEARD,
    });
    expect(await answerRow(h.db, answer.id)).toMatchObject({ text: MEANT, recognized_text: HEARD });
    // Corrected again before the next answer: the first text stays the recognised one.
    expect(await correct(client, uid, answer.id, `${MEANT} And testing.`)).toMatchObject({ text: `${MEANT} And testing.`, recognizedText: HEARD });

    // The panel remembers the corrected answer: the conversation it replies from (an LLM brain reads
    // it for every later reply) and stores with its progress after the next turn.
    await h.answer(client, uid, 'I led the migration of our checkout and cut its load time in half.');
    const [{ live_state: state }] = await h.db.query<{ live_state: { progress: { transcript: { speaker: string; text: string }[] } } }>(
      'SELECT live_state FROM conversations WHERE uid = $1',
      [uid],
    );
    const said = state.progress.transcript.filter((e) => e.speaker === 'candidate').map((e) => e.text);
    expect(said).toEqual([`${MEANT} And testing.`, 'I led the migration of our checkout and cut its load time in half.']);

    const before = client.messages.length;
    client.send({ type: 'end_interview', uid });
    const [end] = await Promise.all([client.next((m): m is Extract<ServerMessage, { type: 'system' }> => m.type === 'system', { from: before }), client.closed]);
    const input = await loadEvaluationInput(h.db, end.report_id);
    const stored = input!.messages.find((m) => m.id === answer.id)!;
    expect(stored).toMatchObject({ role: 'USER', text: `${MEANT} And testing.`, recognizedText: HEARD });
    expect(client.invalid).toEqual([]);
    expect(client.ofType('error')).toEqual([]);
  });

  it('refuses a correction of anything but the latest answer, and of the latest once the next answer is taken; nothing changes', async () => {
    const { client, uid } = await started();
    const panel = client.roles().find((m) => m.role !== 'USER')!;
    // Before any answer, and a panel message.
    expect(await correct(client, uid, panel.id, MEANT)).toEqual({ type: 'correction_refused', messageId: panel.id, message: LiveErrors.notCorrectable });
    expect(await answerRow(h.db, panel.id)).toMatchObject({ recognized_text: null });

    await h.answer(client, uid, HEARD);
    await h.answer(client, uid, 'I also wrote the tests with Vitest and Playwright for every screen we shipped.');
    const [first, second] = finals(client);
    expect(await correct(client, uid, first.id, MEANT)).toEqual({ type: 'correction_refused', messageId: first.id, message: LiveErrors.notCorrectable });
    expect(await answerRow(h.db, first.id)).toMatchObject({ text: HEARD, recognized_text: null, corrected_at: null });
    expect(await correct(client, uid, 'no-such-message', MEANT)).toMatchObject({ type: 'correction_refused' });
    // The latest one still is.
    expect(await correct(client, uid, second.id, 'I also wrote the tests with Vitest and Playwright.')).toMatchObject({ type: 'transcript_corrected' });
    expect(client.ofType('error')).toEqual([]);
    // The interview goes on as before: the next answer is taken.
    await h.answer(client, uid, 'Yes, I would do it the same way again.');
    expect(finals(client)).toHaveLength(3);
  });

  it('after a restart, the resumed interview takes the correction of its latest answer until the next one, and the panel remembers it', async () => {
    const { user, client: first, uid } = await started();
    await h.answer(first, uid, HEARD);
    const [answer] = finals(first);
    await h.restart();
    await first.closed;

    // Another process now runs the interview, loaded from the database, listening for the next answer.
    const client = await h.connect();
    client.reconnect(user.accessToken, uid);
    await client.next(isStatus('connected'));
    await h.settled(client, uid);
    const question = client.roles().find((m) => m.role !== 'USER')!;
    expect(await correct(client, uid, question.id, MEANT)).toEqual({ type: 'correction_refused', messageId: question.id, message: LiveErrors.notCorrectable });
    expect(await correct(client, uid, answer.id, MEANT)).toEqual({ type: 'transcript_corrected', messageId: answer.id, text: MEANT, recognizedText: HEARD });
    expect(await answerRow(h.db, answer.id)).toMatchObject({ text: MEANT, recognized_text: HEARD });

    await h.answer(client, uid, 'I led the migration of our checkout and cut its load time in half.');
    const [{ live_state: state }] = await h.db.query<{ live_state: { progress: { transcript: { speaker: string; text: string }[] } } }>(
      'SELECT live_state FROM conversations WHERE uid = $1',
      [uid],
    );
    expect(state.progress.transcript.filter((e) => e.speaker === 'candidate').map((e) => e.text)).toEqual([
      MEANT,
      'I led the migration of our checkout and cut its load time in half.',
    ]);
    // Once the next answer is taken, the one before it is corrected in the report only.
    expect(await correct(client, uid, answer.id, HEARD)).toEqual({ type: 'correction_refused', messageId: answer.id, message: LiveErrors.notCorrectable });
    expect(await answerRow(h.db, answer.id)).toMatchObject({ text: MEANT, recognized_text: HEARD });
    expect(client.ofType('error')).toEqual([]);
  });

  it('answers an invalid correction (blank text, too long, another interview) with an error and changes nothing', async () => {
    const { client, uid } = await started();
    await h.answer(client, uid, HEARD);
    const [answer] = finals(client);
    for (const bad of [
      { type: 'correct_transcript', uid, messageId: answer.id, text: '   ' },
      { type: 'correct_transcript', uid, messageId: answer.id, text: 'x'.repeat(16_001) },
      { type: 'correct_transcript', uid, messageId: answer.id },
    ]) {
      const from = client.messages.length;
      client.send(bad);
      const error = await client.next((m): m is Extract<ServerMessage, { type: 'error' }> => m.type === 'error', { from });
      expect(error.message).toMatch(/^Invalid message: correct_transcript\.text/);
    }
    const from = client.messages.length;
    client.send({ type: 'correct_transcript', uid: 'another-interview', messageId: answer.id, text: MEANT });
    expect(await client.next((m): m is Extract<ServerMessage, { type: 'error' }> => m.type === 'error', { from })).toEqual({
      type: 'error',
      message: LiveErrors.wrongUid,
    });
    expect(await answerRow(h.db, answer.id)).toMatchObject({ text: HEARD, recognized_text: null });
    // Still correctable afterwards.
    expect(await correct(client, uid, answer.id, MEANT)).toMatchObject({ type: 'transcript_corrected', text: MEANT });
  });
});
