import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pcmBytesForMs } from '../../../server/speech/audio';
import { createEmbeddedRecognizer, type EmbeddedRecognizer } from '../../../server/speech/stt/embedded';
import { SpeechError } from '../../../server/speech/stt/types';
import { wordErrorRate } from '../../../server/speech/stt/wer';
import { ANSWERS } from './support/answers';
import { eventLoopBusy, pocketsphinxMissing, recognize } from './support/engines';
import { FestivalVoice, festivalMissing } from './support/festival';

const missing = pocketsphinxMissing() ?? festivalMissing();
// CI installs the speech packages; there a missing one fails the run instead of skipping it.
if (missing && process.env.CI) throw new Error(`[speech] ${missing}`);
if (missing) console.warn(`[speech] skipping embedded recognizer tests: ${missing}`);


/** A dozen answers decoded one after another: slow when other test files share both cores. */
const DECODING_TIMEOUT_MS = 120_000;
describe('embedded recognizer: availability', () => {
  it('resolves to null with the reason when the library cannot be loaded', async () => {
    const { engine, reason } = await createEmbeddedRecognizer({
      libraries: { pocketsphinx: 'libpocketsphinx-missing.so.3', sphinxbase: 'libsphinxbase-missing.so.3' },
    });
    expect(engine).toBeNull();
    expect(reason).toMatch(/embedded speech recognition unavailable: .*lib(sphinxbase|pocketsphinx)-missing\.so\.3/);
  });

  it('resolves to null with the reason when the model is missing', async () => {
    const { engine, reason } = await createEmbeddedRecognizer({ modelDir: '/nonexistent/pocketsphinx-model' });
    expect(engine).toBeNull();
    expect(reason).toMatch(/model file missing .*install pocketsphinx-en-us/);
  });
});

describe.skipIf(missing !== null)('embedded recognizer: PocketSphinx in worker threads on festival speech', () => {
  const voice = missing ? null : new FestivalVoice();
  let recognizer: EmbeddedRecognizer;
  const audio = new Map<string, Buffer>();
  const say = async (text: string) => {
    if (!audio.has(text)) audio.set(text, await voice!.say(text));
    return audio.get(text)!;
  };
  const technical = ANSWERS.filter((a) => a.kind === 'technical');

  beforeAll(async () => {
    const [created] = await Promise.all([
      createEmbeddedRecognizer({ minWorkers: 2, maxWorkers: 2 }),
      Promise.all(ANSWERS.map((a) => say(a.text))),
    ]);
    if (!created.engine) throw new Error(created.reason);
    recognizer = created.engine;
  }, 120_000);

  afterAll(async () => {
    await recognizer?.close();
    voice?.dispose();
  });

  it('streams partial transcripts while the answer is spoken, then the final one', async () => {
    const answer = ANSWERS[0];
    const pcm = await say(answer.text);
    const { result: r, utilization } = await eventLoopBusy(() => recognize(recognizer, pcm, { pace: 100, speaker: 'partials' }));
    expect(r.partials.length).toBeGreaterThan(3);
    expect(r.partials[0].atMs).toBeLessThan(1500); // the first words show up early
    expect(r.partials.every((p) => p.atMs < r.endAtMs + 50)).toBe(true);
    expect(r.partials.at(-1)!.text.split(' ').length).toBeGreaterThan(3);
    expect(r.audioMs).toBeCloseTo((pcm.length / 32_000) * 1000, 0);
    expect(r.latencyMs).toBeLessThan(1500);
    expect(wordErrorRate(answer.text, r.text)).toBeLessThanOrEqual(0.3);
    console.info(`[speech] event loop busy ${utilization.toFixed(3)}`);
    expect(utilization).toBeLessThan(0.5); // decoding happens off the event loop
  });

  it('hears technical answers with a word error rate under 30 % and most technical terms', async () => {
    const results: { reference: string; hypothesis: string; terms: string[] }[] = [];
    for (const answer of technical) {
      const r = await recognize(recognizer, await say(answer.text), { speaker: 'wer-candidate' });
      results.push({ reference: answer.text, hypothesis: r.text, terms: answer.terms ?? [] });
    }
    const wer = wordErrorRate(results);
    const terms = results.flatMap((r) => r.terms.map((term) => r.hypothesis.toLowerCase().split(' ').includes(term.toLowerCase())));
    const heard = terms.filter(Boolean).length / terms.length;
    console.info(`[speech] technical WER ${(wer * 100).toFixed(1)} %, terms heard ${(heard * 100).toFixed(0)} %`);
    for (const r of results) console.info(`[speech]   ${r.hypothesis}`);
    expect(wer).toBeLessThanOrEqual(0.3);
    expect(heard).toBeGreaterThanOrEqual(0.7);
    for (const term of ['TypeScript', 'Kubernetes', 'PostgreSQL']) {
      expect(results.some((r) => r.hypothesis.includes(term)), term).toBe(true);
    }
  }, DECODING_TIMEOUT_MS);

  it('hears behavioural answers with a word error rate under 20 %', async () => {
    const results = [];
    for (const answer of ANSWERS.filter((a) => a.kind === 'behavioural')) {
      const r = await recognize(recognizer, await say(answer.text), { speaker: 'behavioural-candidate' });
      results.push({ reference: answer.text, hypothesis: r.text });
    }
    expect(wordErrorRate(results)).toBeLessThanOrEqual(0.2);
  }, DECODING_TIMEOUT_MS);

  it('decodes several sessions at once, queuing beyond the pool and keeping the event loop free', async () => {
    const answers = technical.slice(0, 5);
    const pcms = await Promise.all(answers.map((a) => say(a.text)));
    const { result: results, utilization } = await eventLoopBusy(() =>
      Promise.all(pcms.map((pcm, i) => recognize(recognizer, pcm, { pace: 20, speaker: `parallel-${i}` }))),
    );
    expect(recognizer.load.workers).toBe(2); // maxWorkers: the others waited with their audio buffered
    results.forEach((r, i) => expect(wordErrorRate(answers[i].text, r.text), r.text).toBeLessThanOrEqual(0.5));
    expect(utilization).toBeLessThan(0.5);
    expect(recognizer.load).toMatchObject({ busy: 0, queued: 0 });
  });

  it('decodes in economy when more answers are decoded than the cores keep up with, and still hears them', async () => {
    // A threshold below one answer: every answer of this recognizer is decoded in economy.
    const { engine, reason } = await createEmbeddedRecognizer({ minWorkers: 1, maxWorkers: 1, economy: { speakersPerCore: 0.1, maxHmmPerFrame: 1000 } });
    if (!engine) throw new Error(reason);
    try {
      const answer = technical[0];
      const r = await recognize(engine, await say(answer.text), { speaker: 'economy' });
      expect(engine.decodedAnswers).toEqual({ answers: 1, economy: 1 });
      expect(wordErrorRate(answer.text, r.text), r.text).toBeLessThanOrEqual(0.5);
    } finally {
      await engine.close();
    }
    // The shared recognizer's two decoders never pass three answers per core: all in full.
    expect(recognizer.decodedAnswers.economy).toBe(0);
  }, DECODING_TIMEOUT_MS);

  it('gives the same transcript whatever the chunk sizes, odd byte counts included', async () => {
    const pcm = await say(technical[2].text);
    const even = await recognize(recognizer, pcm, { speaker: 'chunks-a' });
    // Sizes the network may cut: odd byte counts, a few samples, more than a block, the whole answer.
    for (const [i, chunkBytes] of [1001, 37, 8191, pcm.length].entries()) {
      const other = await recognize(recognizer, pcm, { speaker: `chunks-${i}`, chunkBytes });
      expect(other.text, `${chunkBytes}-byte chunks`).toBe(even.text);
      expect(other.audioMs).toBe(even.audioMs);
    }
  });

  it('frees the decoder when a session is aborted', async () => {
    const pcm = await say(technical[3].text);
    // Occupy both decoders; abort one in the middle of its audio.
    const a = recognizer.createSession({ speaker: 'abort-a' });
    const b = recognizer.createSession({ speaker: 'abort-b' });
    a.write(pcm.subarray(0, pcm.length / 2));
    b.write(pcm);
    const aEnd = a.end();
    a.abort();
    await expect(aEnd).rejects.toMatchObject({ code: 'aborted' });
    a.write(pcm); // ignored
    // A third session gets the freed decoder while b still holds the other one.
    const c = await recognize(recognizer, pcm, { speaker: 'abort-c' });
    expect(wordErrorRate(technical[3].text, c.text)).toBeLessThanOrEqual(0.3);
    expect((await b.end()).text.length).toBeGreaterThan(0);
    expect(recognizer.load).toMatchObject({ busy: 0, queued: 0 });
    await expect(a.end()).rejects.toBeInstanceOf(SpeechError);
  });

  it('returns an empty transcript for no audio and near silence', async () => {
    const empty = recognizer.createSession();
    expect(await empty.end()).toMatchObject({ text: '', audioMs: 0 });
    const quiet = recognizer.createSession();
    quiet.write(Buffer.alloc(pcmBytesForMs(1500)));
    const r = await quiet.end();
    expect(r.audioMs).toBe(1500);
    expect(r.text.split(' ').filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(quiet.end()).toBe(quiet.end());
  });

  it('rejects sessions after close', async () => {
    const { engine } = await createEmbeddedRecognizer({ maxWorkers: 1 });
    const pending = engine!.createSession();
    pending.write(Buffer.alloc(3200));
    const ended = expect(pending.end()).rejects.toMatchObject({ code: 'closed' });
    await engine!.close();
    await ended;
    await expect(engine!.createSession().end()).rejects.toMatchObject({ code: 'closed' });
  });
});
