import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_SAMPLE_RATE, type RoleMessage, type ServerMessage } from '../../../openapi/live-protocol';
import { assignVoices, createSpeechEngines, pcmBytesForMs, readSpeechConfig, wordErrorRate, type SpeechEngines } from '../../../server/speech';
import { ANSWERS } from '../speech/support/answers';
import { FestivalVoice, festivalMissing } from '../speech/support/festival';
import { isStatus } from './support/client';
import { expectClosed, TWO_PANEL_JOB, useLiveHarness } from './support/liveHarness';

// The default recognizer (Moonshine) comes from npm; festival voices the answers.
const missing = festivalMissing();
// CI installs the speech packages; there a missing one fails the run instead of skipping it.
if (missing && process.env.CI) throw new Error(`[live speech] ${missing}`);
if (missing) console.warn(`[live speech] skipping the spoken interview: ${missing}`);

/** Longer spoken answers (several test sentences each), so few of them draw a follow-up. */
const SPOKEN_SENTENCES = [0, 1, 2, 3, 4].map((i) => [ANSWERS[i], ANSWERS[10 + i], ANSWERS[(i + 5) % 10], ANSWERS[15 + (i % 5)]].map((a) => a.text));
const SPOKEN_ANSWERS = SPOKEN_SENTENCES.map((sentences) => sentences.join(' '));
/** A candidate's breath between sentences. */
const BETWEEN_SENTENCES_MS = 500;
const NO_QUESTIONS = 'No, I have no more questions, thank you.';
const BYTES_PER_SECOND = AUDIO_SAMPLE_RATE * 2;

const isRole = (m: ServerMessage): m is RoleMessage => m.type === 'role';

describe.skipIf(missing !== null)('live interview, spoken answers with the embedded engines', () => {
  const voice = missing ? null : new FestivalVoice();
  const audio = new Map<string, Buffer>();
  let engines: SpeechEngines;

  beforeAll(async () => {
    const [started] = await Promise.all([
      createSpeechEngines(readSpeechConfig({})),
      (async () => {
        // Each sentence said on its own, a pause between them, as a candidate speaks.
        for (const sentences of [...SPOKEN_SENTENCES, [NO_QUESTIONS]]) {
          const said: Buffer[] = [];
          for (const sentence of sentences) said.push(await voice!.say(sentence), Buffer.alloc(pcmBytesForMs(BETWEEN_SENTENCES_MS)));
          audio.set(sentences.join(' '), Buffer.concat(said.slice(0, -1)));
        }
      })(),
    ]);
    engines = started;
    if (!engines.recognizer) throw new Error(`no recognizer: ${engines.recognizerReason}`);
    if (!engines.synthesizer) throw new Error(`no synthesizer: ${engines.synthesizerReason}`);
  }, 180_000);

  afterAll(async () => {
    await engines?.close();
    voice?.dispose();
  });

  const h = useLiveHarness('pglite', { speech: () => engines });

  it('holds a whole spoken interview with a 2-interviewer panel: partials, finals, interviewer audio, everything stored', async () => {
    const user = await h.user();
    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    expect(await client.next(isStatus('connected'))).toMatchObject({ code: 200, uid });

    const wers: number[] = [];
    let answerIndex = 0;
    for (let turn = 0; turn < 30; turn++) {
      await h.settled(client, uid, 60_000);
      if (client.ofType('system').length || client.isClosed) break;
      const asked = client.roles().filter((m) => m.role !== 'USER').at(-1)?.text ?? '';
      const text = /\bquestions?\b.*\b(for|about)\b|anything you.d like to ask/i.test(asked)
        ? NO_QUESTIONS
        : SPOKEN_ANSWERS[answerIndex++ % SPOKEN_ANSWERS.length];
      const from = client.messages.length;
      // Five times real time: 100 ms of audio every 20 ms.
      await client.speak(uid, audio.get(text)!, 3200, 20);
      const final = await client.next((m): m is RoleMessage => isRole(m) && m.role === 'USER' && m.isFinal, { from, timeoutMs: 60_000 });
      const userMessages = client.roles(from).filter((m) => m.role === 'USER');
      const partials = userMessages.filter((m) => !m.isFinal);
      // Partial transcripts stream while the audio arrives, updated in place (same id), before the final.
      if (text !== NO_QUESTIONS) expect(partials.length).toBeGreaterThan(0);
      for (const p of partials) expect(p.id).toBe(final.id);
      expect(client.messages.indexOf(final)).toBeGreaterThan(client.messages.indexOf(partials.at(-1) ?? final) - 1);
      expect(final.text.length).toBeGreaterThan(0);
      wers.push(wordErrorRate(text, final.text));
    }
    const closed = await client.closed;
    expectClosed(closed, 1000, 'interview finished');
    expect(client.invalid).toEqual([]);
    expect(client.messages.at(-1)).toMatchObject({ type: 'status', status: 'interview_complete', uid });
    expect(wers.length).toBeGreaterThanOrEqual(8);
    // The recognizer hears these answers reasonably (its own tests measure it closely).
    expect(wers.reduce((a, b) => a + b, 0) / wers.length).toBeLessThan(0.4);

    // Every interviewer message carries 16 kHz mono 16-bit PCM of its text, of a plausible length.
    const panel = client.roles().filter((m) => m.role !== 'USER');
    expect(new Set(panel.map((m) => m.senderId)).size).toBe(2);
    for (const m of panel) {
      expect(m.audio, m.text).toBeDefined();
      const pcm = Buffer.from(m.audio!, 'base64');
      expect(pcm.length % 2).toBe(0);
      const seconds = pcm.length / BYTES_PER_SECOND;
      const words = m.text.split(/\s+/).filter(Boolean).length;
      expect(seconds, m.text).toBeGreaterThanOrEqual(words * 0.2);
      expect(seconds, m.text).toBeLessThanOrEqual(words * 1 + 1);
      const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2);
      expect(samples.some((s) => Math.abs(s) > 1000), 'audible').toBe(true);
    }
    // Each interviewer speaks with a voice of their own.
    const voices = assignVoices(TWO_PANEL_JOB.participants.map((p) => ({ id: p.id, gender: p.gender ?? null })), engines.synthesizer!.voices, TWO_PANEL_JOB.id);
    expect(new Set(voices.values()).size).toBe(2);

    const stored = await h.db.query<{ id: string; role: string; audio_ms: number | null; voiced_ms: number | null; long_pauses: number | null }>(
      `SELECT m.id, m.role, m.audio_ms, m.voiced_ms, m.long_pauses FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.uid = $1 ORDER BY m.seq`,
      [uid],
    );
    expect(stored.map((m) => m.id)).toEqual(client.roles().filter((m) => m.isFinal).map((m) => m.id));
    for (const m of stored.filter((x) => x.role === 'USER')) {
      expect(m.audio_ms).toBeGreaterThan(1000);
      // The talking time measured on the audio, for the report's words per minute; festival speaks without long pauses.
      expect(m.voiced_ms).toBeGreaterThan(500);
      expect(m.voiced_ms).toBeLessThanOrEqual(m.audio_ms!);
      expect(m.long_pauses).toBe(0);
    }
    const [report] = await h.db.query<{ status: number }>(
      'SELECT r.status FROM reports r JOIN conversations c ON c.id = r.conversation_id WHERE c.uid = $1',
      [uid],
    );
    expect(report.status).toBe(0);
  }, 240_000);
});
