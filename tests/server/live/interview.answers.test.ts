import { describe, expect, it } from 'vitest';
import type { RoleMessage, ServerMessage } from '../../../openapi/live-protocol';
import type { RecognitionSessionOptions, SpeechRecognizer } from '../../../server/speech';
import { LiveErrors } from '../../../server/live/messages';
import { isType } from './support/client';
import { TWO_PANEL_JOB, useLiveHarness } from './support/liveHarness';
import { voicedPcm } from './support/voiced';

const HEARD = 'I built the checkout of our web shop in React and TypeScript, for example.';
/** An accidental press: it caught one word, heard as two. */
const CAUGHT = 'I have';
const BYTES_PER_SECOND = 32_000;

/**
 * A recognizer that hears `HEARD` in any audio of a second or more and `CAUGHT` in shorter audio: a
 * partial per write, the final on end.
 */
function scriptedRecognizer(): SpeechRecognizer {
  return {
    name: 'scripted-test-recognizer',
    streaming: true,
    createSession(options: RecognitionSessionOptions = {}) {
      let bytes = 0;
      let ended = false;
      return {
        write(pcm: Uint8Array) {
          if (ended) return;
          bytes += pcm.length;
          const words = HEARD.split(' ');
          options.onPartial?.(words.slice(0, Math.min(words.length, Math.ceil(bytes / 3200))).join(' '));
        },
        async end() {
          ended = true;
          return { text: ` ${bytes >= BYTES_PER_SECOND ? HEARD : CAUGHT} `, audioMs: Math.round((bytes / BYTES_PER_SECOND) * 1000), latencyMs: 1 };
        },
        abort() {
          ended = true;
        },
      };
    },
    async close() {},
  };
}

const isRole = (m: ServerMessage): m is RoleMessage => m.type === 'role';

describe('live interview: spoken answers are taken only while the interview listens', () => {
  const h = useLiveHarness('pglite', { speech: () => ({ recognizer: scriptedRecognizer(), synthesizer: null }) });

  it('streams partials of a spoken answer under one id, stores its final, and refuses a stop with nothing recorded', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);
    // A recognizer is there: no "please type" status.
    expect(client.ofType('status').map((s) => s.status)).toEqual(['connected']);

    const stray = client.messages.length;
    client.send({ type: 'audio_stop', uid });
    expect(await client.next(isType('error'), { from: stray })).toEqual({ type: 'error', message: 'No answer is being recorded.' });

    const from = client.messages.length;
    await client.speak(uid, voicedPcm(2), 3200);
    const final = await client.next((m): m is RoleMessage => isRole(m) && m.role === 'USER' && m.isFinal, { from });
    expect(final.text).toBe(HEARD);
    const partials = client.roles(from).filter((m) => m.role === 'USER' && !m.isFinal);
    expect(partials.length).toBeGreaterThan(0);
    for (const p of partials) expect(p).toMatchObject({ id: final.id, typing: true });
    await h.settled(client, uid);
    expect(client.roles(from).filter((m) => m.role !== 'USER').length).toBeGreaterThan(0);

    const [stored] = await h.db.query<{ text: string; audio_ms: number }>(
      `SELECT m.text, m.audio_ms FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.uid = $1 AND m.role = 'USER'`,
      [uid],
    );
    expect(stored).toEqual({ text: HEARD, audio_ms: 2000 });
    expect(client.ofType('error')).toHaveLength(1);
  });

  it('discards a short press and a silent one with a hint: the question is not spent, the next answer is taken', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(client, uid);

    // 0.6 s with a word in it (the recognizer hears two): too little speech to be an answer.
    let from = client.messages.length;
    await client.speak(uid, voicedPcm(0.6), 3200);
    expect(await client.next(isType('error'), { from })).toEqual({ type: 'error', message: LiveErrors.tooShort });
    let finals = client.roles(from).filter((m) => m.role === 'USER' && m.isFinal);
    expect(finals.map((m) => m.text)).toEqual(['']);
    // Two seconds of silence that the recognizer still "hears" words in: no speech in it either.
    from = client.messages.length;
    await client.speak(uid, Buffer.alloc(BYTES_PER_SECOND * 2), 3200);
    expect(await client.next(isType('error'), { from })).toEqual({ type: 'error', message: LiveErrors.tooShort });
    await client.flush();
    // Nothing of the panel's after either press, nothing stored, and the question still waits.
    expect(client.roles(from).filter((m) => m.role !== 'USER')).toEqual([]);
    const count = async () =>
      (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.uid = $1 AND m.role = 'USER'`, [uid]))[0].n;
    expect(await count()).toBe(0);
    expect(h.app.live.registry.get(uid)?.listening).toBe(true);

    // The real answer is taken and replied to.
    from = client.messages.length;
    await client.speak(uid, voicedPcm(1.5), 3200);
    finals = [await client.next((m): m is RoleMessage => isRole(m) && m.role === 'USER' && m.isFinal, { from })];
    expect(finals[0].text).toBe(HEARD);
    await h.settled(client, uid);
    expect(client.roles(from).filter((m) => m.role !== 'USER').length).toBeGreaterThan(0);
    expect(await count()).toBe(1);
  });

  it('drops a recording its connection cut off before the stop: after the reconnect its bubble goes, the question stands, the latest answer is still correctable', async () => {
    const user = await h.user();
    const first = await h.connect();
    const uid = first.start(user.accessToken, TWO_PANEL_JOB.id);
    await h.settled(first, uid);
    let from = first.messages.length;
    await first.speak(uid, voicedPcm(1.5), 3200);
    const answer = await first.next((m): m is RoleMessage => isRole(m) && m.role === 'USER' && m.isFinal, { from });
    await h.settled(first, uid);

    // The next answer starts; the connection drops before its stop can be sent.
    from = first.messages.length;
    first.send({ type: 'audio_start', uid });
    first.send({ type: 'audio_chunk', uid, seq: 0 });
    first.sendRaw(voicedPcm(0.2), true);
    const partial = await first.next((m): m is RoleMessage => isRole(m) && m.role === 'USER' && !m.isFinal, { from });
    first.drop();
    await first.closed;

    const second = await h.connect();
    second.reconnect(user.accessToken, uid);
    const taken = await second.next((m): m is RoleMessage => isRole(m) && m.id === partial.id);
    expect(taken).toMatchObject({ role: 'USER', text: '', isFinal: true });
    await second.flush();
    expect(h.app.live.registry.get(uid)?.listening).toBe(true);
    expect(second.ofType('error')).toEqual([]);
    from = second.messages.length;
    second.send({ type: 'correct_transcript', uid, messageId: answer.id, text: 'I built the checkout of our web shop.' });
    expect(await second.next(isType('transcript_corrected'), { from })).toMatchObject({ messageId: answer.id });
    // The next answer is taken as usual.
    from = second.messages.length;
    await second.speak(uid, voicedPcm(1.5), 3200);
    expect(await second.next((m): m is RoleMessage => isRole(m) && m.role === 'USER' && m.isFinal, { from })).toMatchObject({ text: HEARD });
    const stored = await h.db.query<{ id: string }>(
      `SELECT m.id FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.uid = $1 AND m.role = 'USER' ORDER BY m.seq`,
      [uid],
    );
    expect(stored.map((m) => m.id)).not.toContain(partial.id);
    expect(stored).toHaveLength(2);
  });

  it('refuses a spoken answer while the panel speaks and drops its audio and stop without a word', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    // Right away: the panel is still opening the interview.
    await client.speak(uid, Buffer.alloc(6400), 3200);
    expect(await client.next(isType('error'))).toEqual({ type: 'error', message: 'Please wait until the interviewer has finished speaking.' });
    await h.settled(client, uid);
    expect(client.ofType('error')).toHaveLength(1);
    expect(client.roles().filter((m) => m.role === 'USER')).toEqual([]);
  });
});
