/**
 * Less decoding work per second of speech (issue 40, item 2): silences are not given to the decoders,
 * the running transcript's guesses read the beginning two guesses agreed on instead of writing it again
 * and are spaced in proportion to the stretch they read, and a candidate waiting for their transcript
 * stops a guess made ahead (finals first).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pcmBytesForMs, SAMPLE_RATE } from '../../../server/speech/audio';
import { createMoonshineRecognizer, GUESS_EVERY_MS, GUESS_GROWTH, keptAudio, SILENCE_KEPT_MS } from '../../../server/speech/stt/moonshineRecognizer';
import { wordErrorRate } from '../../../server/speech/stt/wer';
import { ANSWERS } from './support/answers';
import { FestivalVoice, festivalMissing } from './support/festival';

const missing = festivalMissing();
if (missing && process.env.CI) throw new Error(`[speech] ${missing}`);

const ms = (value: number) => Math.round((value / 1000) * SAMPLE_RATE);
const half = ms(SILENCE_KEPT_MS / 2);

describe('the silences the decoders are not given', () => {
  it('cuts a long pause down, keeps a short one whole, and keeps less before the first speech', () => {
    // Speech at 1–3 s and 5–6 s and 6.4–7 s of a stretch from 0 to 8 s, all judged.
    const speech = [
      [ms(1000), ms(3000)],
      [ms(5000), ms(6000)],
      [ms(6400), ms(7000)],
    ] as const;
    expect(keptAudio(0, ms(8000), speech, ms(8000))).toEqual([
      [ms(1000) - half, ms(3000) + half],
      // The 400 ms pause is shorter than what is kept: whole.
      [ms(5000) - half, ms(7000) + half],
    ]);
    // With 600 ms kept, the same.
    expect(keptAudio(0, ms(8000), speech, ms(8000), 600)).toEqual([
      [ms(700), ms(3300)],
      [ms(4700), ms(7300)],
    ]);
  });

  it('keeps audio the detector has not judged yet, and gives nothing for a stretch without speech', () => {
    const speech = [[ms(500), ms(1000)]] as const;
    // Judged up to 3 s of 4: the silence after the speech is cut, the last second kept whole.
    expect(keptAudio(0, ms(4000), speech, ms(3000))).toEqual([
      [ms(500) - half, ms(1000) + half],
      [ms(3000) - half, ms(4000)],
    ]);
    // Judged up to 1.2 s: everything from the speech on is kept.
    expect(keptAudio(0, ms(4000), speech, ms(1200))).toEqual([[ms(500) - half, ms(4000)]]);
    expect(keptAudio(0, ms(4000), [], ms(4000))).toEqual([]);
    // Runs outside the stretch do not count; one that began before it is clipped to its start.
    expect(keptAudio(ms(2000), ms(4000), [[ms(100), ms(2200)]], ms(4000))).toEqual([[ms(2000), ms(2200) + half]]);
  });
});

describe.skipIf(missing !== null)('Moonshine recognizer: less work per second of speech', () => {
  const voice = missing ? null : new FestivalVoice();
  const audio = new Map<string, Buffer>();
  beforeAll(async () => {
    for (const answer of ANSWERS.slice(0, 3)) audio.set(answer.text, await voice!.say(answer.text));
  }, 120_000);
  afterAll(() => voice?.dispose());

  it('a long pause inside a stretch is not decoded, and the text is the same', async () => {
    // Nothing guessed ahead, stretches never closed at pauses: the stop decodes the answer as one stretch.
    const own = await createMoonshineRecognizer({ concurrency: 1, stretch: { minMs: 60_000, guessAfterMs: null, guessEveryMs: null } });
    if (!own.engine) throw new Error(own.reason);
    const engine = own.engine;
    try {
      const [first, second] = ANSWERS.slice(0, 2).map((a) => audio.get(a.text)!);
      const pcm = Buffer.concat([Buffer.alloc(pcmBytesForMs(1500)), first, Buffer.alloc(pcmBytesForMs(2000)), second, Buffer.alloc(pcmBytesForMs(1000))]);
      const session = engine.createSession();
      for (let at = 0; at < pcm.length; at += 3200) {
        session.write(pcm.subarray(at, at + 3200));
        if ((at / 3200) % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 1)); // the detector judges
      }
      const { text } = await session.end();
      // The stop decoded the answer as one stretch (the audio handed over is moved to the worker: counted there).
      expect(Object.keys(engine.decodedAudio)).toEqual(['base greedy final']);
      const given = engine.decodedAudio['base greedy final'] / 1000;
      const spoken = pcm.length / 2 / SAMPLE_RATE;
      // 1.5 + 2 + 1 s of silence, of which at most 0.5 + 1 + 0.5 s (and the frames' edges) are given.
      expect(spoken - given).toBeGreaterThan(2.2);
      expect(wordErrorRate(`${ANSWERS[0].text} ${ANSWERS[1].text}`, text)).toBeLessThanOrEqual(0.3);
    } finally {
      await engine.close();
    }
  }, 60_000);

  it('the running transcript reads the words two guesses agreed on in one run, not writing them again', async () => {
    // The running transcript's guesses never on the transcription worker (as when it is busy): they go to
    // their own worker (tiny). Stretches are not closed at pauses.
    const own = await createMoonshineRecognizer({ concurrency: 1, stretch: { minMs: 60_000, guessAfterMs: null, guessEveryMs: 1_000, guessGrowth: 0 }, schedule: { guessBelow: 0 } });
    if (!own.engine) throw new Error(own.reason);
    const engine = own.engine;
    try {
      // Each guess made, with the beginning it was given.
      const made: { by: string; text: Promise<string>; prefix: string | undefined }[] = [];
      const original = engine.transcribeAhead.bind(engine);
      vi.spyOn(engine, 'transcribeAhead').mockImplementation((stretch, likely) => {
        let prefix: string | undefined;
        const guess = original(() => {
          const audio = stretch();
          prefix = audio.runningPrefix;
          return audio;
        }, likely);
        if (guess) made.push({ ...guess, prefix });
        return guess;
      });
      // Three answers (about 12 s, under a stretch's longest): enough guesses for two to agree even when
      // the machine is loaded and the detector judges late (two answers once gave none that agreed).
      const spoken = ANSWERS.slice(0, 3).map((a) => a.text);
      const pcm = Buffer.concat(ANSWERS.slice(0, 3).map((a) => audio.get(a.text)!));
      const session = engine.createSession();
      // Each guess comes back before more audio does (a quiet machine's running transcript).
      for (let at = 0; at < pcm.length; at += 3200) {
        session.write(pcm.subarray(at, at + 3200));
        await new Promise((resolve) => setTimeout(resolve, 1));
        await made.at(-1)?.text.catch(() => null);
      }
      expect(made.length).toBeGreaterThan(3);
      expect(made.every((g) => g.by === 'running')).toBe(true);
      // The later guesses were given the beginning the ones before agreed on, and their texts begin with it.
      const given = made.filter((g): g is typeof g & { prefix: string } => g.prefix !== undefined);
      const texts = await Promise.all(made.map((g) => g.text.catch(() => '(stopped)')));
      expect(given.length, `guesses: ${JSON.stringify(texts)}`).toBeGreaterThan(0);
      expect(given.at(-1)!.prefix.split(' ').length).toBeGreaterThanOrEqual(3);
      for (const guess of given) {
        const text = await guess.text.catch(() => null);
        if (text !== null) expect(text.startsWith(guess.prefix)).toBe(true);
      }
      const { text } = await session.end();
      // Decoded in economy (tiny, greedily, which hears festival's "Kubernetes" as "Pubernetius"): 0.17 on a quiet machine.
      expect(wordErrorRate(spoken.join(' '), text)).toBeLessThanOrEqual(0.5);
      expect(engine.decodedAudio['tiny greedy running']).toBeGreaterThan(0);
    } finally {
      await engine.close();
    }
  }, 90_000);

  it('the running transcript guesses the open stretch every second at first, then in proportion to what the last guess read', async () => {
    const own = await createMoonshineRecognizer({ concurrency: 1, stretch: { minMs: 60_000, guessAfterMs: null } });
    if (!own.engine) throw new Error(own.reason);
    const engine = own.engine;
    try {
      // Where in the audio each guess was asked for (its text never comes: only the cadence is looked at).
      const askedAtMs: number[] = [];
      let writtenMs = 0;
      vi.spyOn(engine, 'transcribeAhead').mockImplementation(() => {
        askedAtMs.push(writtenMs);
        return { text: new Promise<string>(() => undefined), cancel: () => undefined, keep: () => undefined, slower: () => false, by: 'running', decoding: { economy: true, beam: 1 }, samples: 0 };
      });
      const pcm = Buffer.concat(ANSWERS.slice(0, 3).map((a) => audio.get(a.text)!));
      const session = engine.createSession();
      for (let at = 0; at < pcm.length; at += 3200) {
        session.write(pcm.subarray(at, at + 3200));
        writtenMs += 100;
        await new Promise((resolve) => setTimeout(resolve, 1)); // the detector judges the chunk
      }
      session.abort();
      expect(askedAtMs.length).toBeGreaterThanOrEqual(4);
      // Each guess waits for a second of audio and for half of what the one before read.
      askedAtMs.slice(1).forEach((at, k) => expect(at - askedAtMs[k]).toBeGreaterThanOrEqual(Math.max(GUESS_EVERY_MS, GUESS_GROWTH * askedAtMs[k])));
      // At a fixed second, ~12 s of speech would have been guessed 11 times.
      expect(askedAtMs.length).toBeLessThanOrEqual(7);
    } finally {
      await engine.close();
    }
  }, 60_000);

  it('finals first: a candidate waiting stops a guess made ahead when no worker is free', async () => {
    // Never piled up, however slow a loaded machine is: a candidate's final waiting past `pileUpMs` would be
    // read the economy way (CI once read it so, at a word error rate of 0.67); this test is about who goes first.
    const own = await createMoonshineRecognizer({ concurrency: 2, schedule: { pileUpMs: 600_000 } });
    if (!own.engine) throw new Error(own.reason);
    const engine = own.engine;
    try {
      const long = Buffer.concat(ANSWERS.slice(0, 3).map((a) => audio.get(a.text)!));
      const samples = (pcm: Buffer) => Float32Array.from(new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2), (v) => v / 32768);
      // Both workers idle: a guess takes one of them.
      const guess = engine.transcribeAhead(() => ({ samples: samples(long), hints: [] }), false);
      expect(guess?.by).toBe('prompt');
      const guessed = guess!.text.then(
        () => 'done',
        () => 'stopped',
      );
      // One candidate's last stretch takes the other; a second candidate's finds none free.
      const first = engine.transcribe({ samples: samples(long), hints: [] }, {}, true);
      const second = engine.transcribe({ samples: samples(audio.get(ANSWERS[0].text)!), hints: [] }, {}, true);
      expect(await guessed).toBe('stopped');
      const texts = await Promise.all([first, second]);
      expect(wordErrorRate(ANSWERS[0].text, texts[1])).toBeLessThanOrEqual(0.3);
      expect(engine.decodedAnswers.preempted).toBe(0);
    } finally {
      await engine.close();
    }
  }, 60_000);
});
