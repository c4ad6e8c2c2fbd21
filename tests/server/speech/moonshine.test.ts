import llamaTokenizer from 'llama-tokenizer-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpeechEngines, readSpeechConfig } from '../../../server/speech';
import { pcmBytesForMs } from '../../../server/speech/audio';
import { DEFAULT_BIAS, TermBias } from '../../../server/speech/stt/moonshine';
import { createMoonshineRecognizer, favouredTerms, type MoonshineRecognizer } from '../../../server/speech/stt/moonshineRecognizer';
import { SpeechError } from '../../../server/speech/stt/types';
import { wordErrorRate } from '../../../server/speech/stt/wer';
import { ANSWERS } from './support/answers';
import { eventLoopBusy, recognize } from './support/engines';
import { FestivalVoice, festivalMissing } from './support/festival';

const missing = festivalMissing();
if (missing && process.env.CI) throw new Error(`[speech] ${missing}`);

describe('term bias', () => {
  it('favours the first token of a term, then its next tokens once it has begun', () => {
    const bias = new TermBias(['Kafka']);
    const tokens = llamaTokenizer.encode(' Kafka', false, false);
    expect(tokens.length).toBeGreaterThan(1);
    const atStart = bias.bonuses([]);
    expect(atStart.get(tokens[0])).toBe(DEFAULT_BIAS.start);
    expect(atStart.has(tokens[1])).toBe(false);
    const begun = bias.advance([], tokens[0]);
    expect(bias.bonuses(begun).get(tokens[1])).toBe(DEFAULT_BIAS.continuation);
    // Another token ends the match.
    expect(bias.advance(begun, tokens[0] + 1)).toHaveLength(0);
  });

  it('counts each term once, whatever its case', () => {
    expect(new TermBias(['Kafka', 'kafka', ' Kafka ', '']).terms).toBe(1);
  });
});

describe('favoured terms', () => {
  it('keeps terms with a word everyday speech rarely has or a capital inside, not common words', () => {
    expect(favouredTerms(['Terraform', 'TypeScript', 'gRPC', 'Sidekiq', 'Communication', 'Testing', 'project management'])).toEqual([
      'Terraform',
      'TypeScript',
      'gRPC',
      'Sidekiq',
    ]);
  });
});

describe('Moonshine recognizer: choice and availability', () => {
  it('is chosen by STT_ENGINE (PocketSphinx unless told), anything else refused', async () => {
    expect(readSpeechConfig({}).stt.engine).toBe('pocketsphinx');
    expect(readSpeechConfig({ STT_ENGINE: 'Moonshine' }).stt.engine).toBe('moonshine');
    expect(() => readSpeechConfig({ STT_ENGINE: 'whisper' })).toThrow(/STT_ENGINE must be pocketsphinx or moonshine, got "whisper"/);
    const engines = await createSpeechEngines(readSpeechConfig({ STT_ENGINE: 'moonshine', TTS_URL: 'http://127.0.0.1:9' }));
    try {
      expect(engines.recognizer?.name).toBe('moonshine-tiny');
      expect(engines.recognizer?.streaming).toBe(true);
    } finally {
      await engines.close();
    }
  }, 60_000);

  it('is unavailable, with the reason, when the model is missing', async () => {
    const { engine, reason } = await createMoonshineRecognizer({ modelDir: '/nonexistent/moonshine' });
    expect(engine).toBeNull();
    expect(reason).toMatch(/Moonshine model file missing: \/nonexistent\/moonshine\/encoder_model\.onnx/);
  });
});

describe.skipIf(missing !== null)('Moonshine recognizer on festival speech', () => {
  const voice = missing ? null : new FestivalVoice();
  let recognizer: MoonshineRecognizer;
  const technical = ANSWERS.filter((a) => a.kind === 'technical');
  const audio = new Map<string, Buffer>();

  beforeAll(async () => {
    const created = await createMoonshineRecognizer({ terms: technical.flatMap((a) => a.terms ?? []) });
    if (!created.engine) throw new Error(created.reason);
    recognizer = created.engine;
    for (const answer of ANSWERS) audio.set(answer.text, await voice!.say(answer.text));
  }, 120_000);

  afterAll(async () => {
    await recognizer?.close();
    voice?.dispose();
  });

  it('hears the technical answers with a word error rate under 30 %', async () => {
    const results: { reference: string; hypothesis: string }[] = [];
    for (const answer of technical) {
      const r = await recognize(recognizer, audio.get(answer.text)!, { speaker: 'moonshine' });
      results.push({ reference: answer.text, hypothesis: r.text });
    }
    const wer = wordErrorRate(results);
    console.info(`[speech] Moonshine on ${results.length} technical festival answers: WER ${wer.toFixed(3)}`);
    expect(wer).toBeLessThanOrEqual(0.3);
  }, 120_000);

  it('transcribes the answer stretch by stretch while it is spoken: the running text only grows, off the event loop', async () => {
    // Three answers one after another, with the pauses between sentences: more than one stretch.
    const pcm = Buffer.concat(ANSWERS.slice(0, 3).flatMap((a) => [audio.get(a.text)!, Buffer.alloc(pcmBytesForMs(600))]));
    const { result: r, utilization } = await eventLoopBusy(() => recognize(recognizer, pcm, { pace: 25, speaker: 'stretches' }));
    expect(r.partials.length).toBeGreaterThan(1);
    for (let i = 1; i < r.partials.length; i++) expect(r.partials[i].text.startsWith(r.partials[i - 1].text)).toBe(true);
    expect(r.text.startsWith(r.partials.at(-1)!.text)).toBe(true);
    expect(r.partials[0].atMs).toBeLessThan(r.endAtMs);
    expect(r.audioMs).toBeCloseTo((pcm.length / 32_000) * 1000, 0);
    expect(wordErrorRate(ANSWERS.slice(0, 3).map((a) => a.text).join(' '), r.text)).toBeLessThanOrEqual(0.3);
    expect(utilization).toBeLessThan(0.5);
  }, 120_000);

  it('gives nothing for silence, the same text for odd-sized chunks, and refuses an aborted answer', async () => {
    const silent = await recognize(recognizer, Buffer.alloc(pcmBytesForMs(2000)));
    expect(silent.text).toBe('');
    expect(silent.partials).toHaveLength(0);

    const pcm = audio.get(ANSWERS[0].text)!;
    const even = await recognize(recognizer, pcm);
    const odd = await recognize(recognizer, pcm, { chunkBytes: 3199 });
    expect(odd.text).toBe(even.text);

    const session = recognizer.createSession();
    session.write(pcm);
    const ending = session.end();
    session.abort();
    await expect(ending).rejects.toMatchObject({ code: 'aborted' });
    await expect(ending).rejects.toBeInstanceOf(SpeechError);
  }, 120_000);

  it('closing it mid-answer aborts the answer, its stretches in flight or queued with it', async () => {
    const own = await createMoonshineRecognizer({ concurrency: 1 });
    if (!own.engine) throw new Error(own.reason);
    const session = own.engine.createSession();
    // Stretches closed while spoken: transcribing or waiting for the one worker when it closes.
    const pcm = Buffer.concat(ANSWERS.slice(0, 3).flatMap((a) => [audio.get(a.text)!, Buffer.alloc(pcmBytesForMs(600))]));
    for (let at = 0; at < pcm.length; at += 3200) {
      session.write(pcm.subarray(at, at + 3200));
      if ((at / 3200) % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await own.engine.close();
    await expect(session.end()).rejects.toBeInstanceOf(SpeechError);
    await expect(own.engine.createSession().end()).rejects.toMatchObject({ code: 'aborted' });
  }, 60_000);
});
