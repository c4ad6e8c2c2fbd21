import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pcmDurationMs } from '../../../server/speech/audio';
import { createEmbeddedRecognizer, type EmbeddedRecognizer } from '../../../server/speech/stt/embedded';
import { wordErrorRate } from '../../../server/speech/stt/wer';
import { CachedSynthesizer } from '../../../server/speech/tts/cache';
import { createEmbeddedSynthesizer } from '../../../server/speech/tts/embedded';
import { createFliteSynthesizer, FLITE_VOICES, type FliteSynthesizer } from '../../../server/speech/tts/flite';
import { joinSpelledLetters, speechText, spokenReference } from '../../../server/speech/tts/speakable';
import { eventLoopBusy, pocketsphinxMissing, recognize } from './support/engines';
import { medianPitchHz } from './support/pitch';

const SENTENCE = 'Tell me about a time you made a slow dashboard fast for the teachers who use it every day.';
const WORDS = SENTENCE.split(/\s+/).length;

let flite: FliteSynthesizer;

beforeAll(async () => {
  const started = await createFliteSynthesizer({ workers: 2 });
  if (!started.engine) throw new Error(started.reason);
  flite = started.engine;
});
afterAll(() => flite?.close());

describe('the flite synthesizer (WASI, worker threads)', () => {
  it('speaks every voice as 16 kHz speech of a plausible length, at the pitch of its gender', async () => {
    for (const voice of FLITE_VOICES) {
      const pcm = await flite.synthesize(SENTENCE, voice.id);
      const seconds = pcmDurationMs(pcm) / 1000;
      // 1.5–4.5 words a second: read at 16 kHz, audio written at 8 kHz would last half as long, at 22 kHz 1.4 times longer.
      expect(seconds, voice.id).toBeGreaterThan(WORDS / 4.5);
      expect(seconds, voice.id).toBeLessThan(WORDS / 1.5);
      const pitch = medianPitchHz(pcm);
      if (voice.gender === 'female') expect(pitch, voice.id).toBeGreaterThan(160);
      else expect(pitch, voice.id).toBeLessThan(150);
    }
  });

  it('gives the two female voices clearly different pitches', async () => {
    const female = FLITE_VOICES.filter((v) => v.gender === 'female');
    expect(female.length).toBeGreaterThanOrEqual(2);
    const pitches = await Promise.all(female.map(async (v) => medianPitchHz(await flite.synthesize(SENTENCE, v.id))));
    expect(Math.abs(pitches[0] - pitches[1])).toBeGreaterThan(25);
  });

  it('says numbers, money and acronyms as words (the normalised text is longer to say than the digits would be)', async () => {
    const written = await flite.synthesize('£48,000 – £60,000 for 3–5 years of CI/CD on AWS.', 'flite-rms');
    const plain = await flite.synthesize('money for years of work.', 'flite-rms');
    expect(pcmDurationMs(written)).toBeGreaterThan(pcmDurationMs(plain) * 3);
  });

  it('returns nothing for text with nothing to say, and keeps the event loop free while it works', async () => {
    expect((await flite.synthesize(' … ', 'flite-slt')).length).toBe(0);
    const { result, utilization } = await eventLoopBusy(() => Promise.all(Array.from({ length: 6 }, () => flite.synthesize(SENTENCE, 'flite-awb'))));
    expect(result.every((pcm) => pcm.length > 0)).toBe(true);
    expect(utilization).toBeLessThan(0.5);
  });

  it('keeps working over many sentences (a worker instantiates flite once per sentence)', async () => {
    const texts = Array.from({ length: 30 }, (_, i) => `Question ${i + 1}: what did you learn from project number ${i * 7}?`);
    const results = await Promise.all(texts.map((text, i) => flite.synthesize(text, FLITE_VOICES[i % FLITE_VOICES.length].id)));
    expect(results.filter((pcm) => pcmDurationMs(pcm) > 1000)).toHaveLength(30);
  });

  it('gives a cached sentence back exactly as flite said it, for any written form of the same words', async () => {
    const direct = await flite.synthesize('We ship React 18 weekly.', 'flite-slt');
    // Not closed here: closing the cache closes the engine, which the other cases share.
    const cache = new CachedSynthesizer(flite, { maxBytes: 1 << 20, speakable: speechText });
    const heard = await cache.synthesize('We ship React 18 weekly.', 'flite-slt', { urgent: true });
    const again = await cache.synthesize('We ship React eighteen weekly.', 'flite-slt');
    expect(heard.equals(direct)).toBe(true);
    expect(again.equals(direct)).toBe(true);
    expect(cache.cacheStats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('is what the server starts by default', async () => {
    const started = await createEmbeddedSynthesizer({ workers: 1 });
    try {
      expect(started.engine?.name).toMatch(/^flite/);
      expect(started.engine?.voices.map((v) => v.id)).toEqual(FLITE_VOICES.map((v) => v.id));
    } finally {
      await started.engine?.close();
    }
  });
});

describe.skipIf(pocketsphinxMissing() !== null)('the recognizer follows every flite voice', () => {
  let recognizer: EmbeddedRecognizer;
  beforeAll(async () => {
    // The listener stands in for a person hearing the panel's clean synthesized voice: no noise
    // suppression (with RNNoise, which the product applies to candidates' answers, flite-slt's three
    // sentences here score 0.49; on the 20 development answers RNNoise moves slt 0.167 -> 0.178).
    const started = await createEmbeddedRecognizer({ minWorkers: 2, maxWorkers: 2, denoise: false });
    if (!started.engine) throw new Error(started.reason);
    recognizer = started.engine;
  });
  afterAll(() => recognizer?.close());

  // Three sentences are a small sample (the bench's target of 0.30 is on the catalogue's questions);
  // eSpeak NG's voices score 0.7–0.9 here.
  it('with a word error rate under 0.45 on interview questions', async () => {
    const questions = [
      'How would you keep a busy React dashboard fast on older Chromebooks?',
      'Tell us about a time you disagreed with a colleague and how you resolved it.',
      'What would you do in your first three months on the team?',
    ];
    for (const voice of FLITE_VOICES) {
      const pairs = await Promise.all(
        questions.map(async (q) => ({
          reference: spokenReference(q),
          hypothesis: joinSpelledLetters((await recognize(recognizer, await flite.synthesize(q, voice.id), { speaker: voice.id })).text),
        })),
      );
      expect(wordErrorRate(pairs), `${voice.id}: ${pairs.map((p) => p.hypothesis).join(' | ')}`).toBeLessThan(0.45);
    }
  }, 120_000);
});
