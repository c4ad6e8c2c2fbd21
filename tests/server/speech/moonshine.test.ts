import llamaTokenizer from 'llama-tokenizer-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSpeechEngines, readSpeechConfig } from '../../../server/speech';
import { pcmBytesForMs } from '../../../server/speech/audio';
import { DEFAULT_BEAM, DEFAULT_BIAS, MAX_BEAM, MoonshineModel, Preempted, TermBias } from '../../../server/speech/stt/moonshine';
import {
  agreeingWords,
  BEAM_BELOW,
  createMoonshineRecognizer,
  ECONOMY,
  favouredTerms,
  GUESS_BELOW,
  PILE_UP_MS,
  PROMPT,
  type MoonshineRecognizer,
} from '../../../server/speech/stt/moonshineRecognizer';
import { SpeechError } from '../../../server/speech/stt/types';
import { wordErrorRate, wordErrors } from '../../../server/speech/stt/wer';
import { ANSWERS } from './support/answers';
import { eventLoopBusy, recognize } from './support/engines';
import { FestivalVoice, festivalMissing } from './support/festival';
import { heardShares, SimulatedPool } from './support/simulatedWorkers';

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

describe('running transcript', () => {
  it('shows the words two guesses of a stretch agree on, case and punctuation aside', () => {
    expect(agreeingWords([], ['I', 'used'])).toEqual([]);
    expect(agreeingWords(['I', 'used', 'tight'], ['I', 'used', 'TypeScript', 'and'])).toEqual(['I', 'used']);
    expect(agreeingWords(['i', 'used', 'TypeScript,'], ['I', 'used', 'TypeScript', 'and'])).toEqual(['I', 'used', 'TypeScript']);
    expect(agreeingWords(['Well', 'I'], ['I', 'used'])).toEqual([]);
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

describe('the decoding by whether the workers keep up (WorkerPool)', () => {
  const { stretch } = SimulatedPool;
  const BEAM = { economy: false, beam: 4 };

  it('a stretch alone on idle workers is decoded with the beam; stretches that queued briefly go together in base greedily, not in economy', async () => {
    const sim = new SimulatedPool(2);
    const owners = Array.from({ length: 4 }, () => ({}));
    const texts = owners.map((owner) => sim.pool.transcribe(stretch(5), owner, false));
    // Two went alone, one to each worker, with the beam; two wait.
    expect(sim.running.map((b) => b.decoding)).toEqual([BEAM, BEAM]);
    expect(sim.pool.load.queued).toBe(2);
    sim.clock += 300;
    await sim.finish();
    // Waited 300 ms behind a worker that keeps up: one batch of both, base, greedy.
    expect(sim.running.at(-1)).toMatchObject({ decoding: PROMPT, stretches: 2 });
    await sim.finish();
    await sim.finish();
    expect(await Promise.all(texts)).toHaveLength(4);
    expect(sim.pool.decoded).toEqual({ answers: 4, economy: 0, preempted: 0 });
    expect([...sim.pool.heard.keys()].sort()).toEqual(['base beam 4', 'base greedy']);
  });

  it('twelve candidates whose stretches the workers keep up with are heard by base, none by tiny', async () => {
    const sim = new SimulatedPool(2);
    // Twelve answers, each closing a 5 s stretch every 5 s, one after another every ~417 ms, for a minute.
    const owners = Array.from({ length: 12 }, () => ({}));
    let waitedMax = 0;
    await sim.run(60_000, (at) => {
      if (at % 420 !== 0) return;
      const owner = owners[(at / 420) % 12];
      const queuedAt = sim.clock;
      void sim.pool.transcribe(stretch(5), owner, false).then(() => (waitedMax = Math.max(waitedMax, sim.clock - queuedAt)));
    });
    expect(sim.pool.decoded.answers).toBeGreaterThan(130);
    expect(sim.pool.decoded.economy).toBe(0);
    const shares = heardShares(sim.pool);
    expect(shares['tiny greedy'] ?? 0).toBe(0);
    // The workers spend about a third of their time on base greedily: part of the stretches get the beam.
    expect(shares['base beam 4']).toBeGreaterThan(0.1);
    expect(waitedMax).toBeLessThan(1_500);
  });

  it('when stretches pile up they go to tiny until the queue is short again, and the waits stay bounded', async () => {
    // A machine busy with other work: base takes 4 times as long as on quiet cores.
    const slow = { beam: 0.48, greedy: 0.24, economy: 0.08 };
    const sim = new SimulatedPool(2);
    const owners = Array.from({ length: 16 }, () => ({}));
    const waits: number[] = [];
    await sim.run(60_000, (at) => {
      if (at % 310 !== 0) return;
      const queuedAt = sim.clock;
      void sim.pool.transcribe(stretch(5), owners[(at / 310) % 16], false).then(() => waits.push(sim.clock - queuedAt));
    }, slow);
    const economy = sim.pool.decoded.economy / sim.pool.decoded.answers;
    // Base greedily would need 16 × 0.24 = 3.8 workers: most go to tiny, but not all.
    expect(economy).toBeGreaterThan(0.3);
    expect(economy).toBeLessThan(1);
    expect(Math.max(...waits)).toBeLessThan(5_000);
    // The peak over, a stretch alone is heard by base again.
    await sim.run(30_000, () => undefined, slow);
    void sim.pool.transcribe(stretch(5), {}, false);
    expect(sim.running.at(-1)!.decoding.economy).toBe(false);
  });

  it('stretches that waited past the pile-up time, or whose queue the measured pace will not clear in it, are decoded in economy', async () => {
    const sim = new SimulatedPool(1);
    void sim.pool.transcribe(stretch(5), {}, false);
    void sim.pool.transcribe(stretch(5), {}, false);
    expect(sim.pool.behind()).toBe(false);
    sim.clock += PILE_UP_MS;
    expect(sim.pool.behind()).toBe(true);
    await sim.finish();
    expect(sim.running[0].decoding).toEqual(ECONOMY);
    await sim.finish();
    // A stretch that took 0.5 ms per ms of audio (a busy machine): measured, not assumed.
    void sim.pool.transcribe(stretch(2), {}, true);
    sim.clock += 1_000;
    await sim.finish();
    expect(sim.pool.pace(PROMPT)).toBeCloseTo(0.5);
    // One stretch runs; three of 2 s wait, none for long: 6 s × 0.5 = 3 s of work, past the pile-up time.
    void sim.pool.transcribe(stretch(2), {}, false);
    for (let i = 0; i < 3; i++) void sim.pool.transcribe(stretch(2), {}, false);
    expect(sim.pool.behind()).toBe(true);
    await sim.finish();
    expect(sim.running[0]).toMatchObject({ decoding: ECONOMY, stretches: 3 });
  });

  it('workers busy with stretches over the last seconds decode a stretch alone greedily, not with the beam', async () => {
    const sim = new SimulatedPool(2);
    // Both workers decode stretches back to back for 10 s.
    for (let k = 0; k < 10; k++) {
      void sim.pool.transcribe(stretch(5), {}, false);
      void sim.pool.transcribe(stretch(5), {}, false);
      sim.clock += 1_000;
      await sim.finish();
      await sim.finish();
    }
    expect(sim.pool.busyShare()).toBeGreaterThan(BEAM_BELOW);
    void sim.pool.transcribe(stretch(5), {}, false);
    expect(sim.running[0].decoding).toEqual(PROMPT);
    await sim.finish();
    // Idle for a while: the beam again.
    sim.clock += 20_000;
    void sim.pool.transcribe(stretch(5), {}, false);
    expect(sim.running[0].decoding).toEqual(BEAM);
  });

  it('a candidate waiting goes first, in base greedily, and stops a stretch nobody waits for', async () => {
    const sim = new SimulatedPool(1);
    const long = {};
    void sim.pool.transcribe(stretch(5), long, false);
    void sim.pool.transcribe(stretch(5), long, false);
    const final = sim.pool.transcribe(stretch(3), {}, true);
    // The worker's batch (the beam, nobody waiting for it) is stopped for the candidate who waits.
    const first = sim.batches[0];
    expect(Atomics.load(new Int32Array(first.cancel!), 0)).toBe(1);
    first.stop();
    await sim.settle();
    expect(sim.running[0]).toMatchObject({ decoding: PROMPT, stretches: 1, audioMs: 3_000 });
    await sim.finish();
    expect(await final).toBe('text 0');
    expect(sim.pool.decoded.preempted).toBe(1);
    // Then the two stretches of the answer still going on, together, greedily (they queued).
    expect(sim.running[0]).toMatchObject({ decoding: PROMPT, stretches: 2 });
  });

  it('an answer that stops while its stretch is decoded with the beam: stopped and decoded greedily, unless the beam is nearly done', async () => {
    const sim = new SimulatedPool(2);
    const early = {};
    const late = {};
    void sim.pool.transcribe(stretch(5), early, false);
    void sim.pool.transcribe(stretch(5), late, false);
    const [earlyBatch, lateBatch] = sim.batches;
    expect([earlyBatch.decoding, lateBatch.decoding]).toEqual([BEAM, BEAM]);
    // 5 s with the beam: ~600 ms assumed, greedily ~300. After 100 ms the beam has 500 left; after 400, 200.
    sim.clock += 100;
    sim.pool.hurry(early);
    expect(Atomics.load(new Int32Array(earlyBatch.cancel!), 0)).toBe(1);
    sim.clock += 300;
    sim.pool.hurry(late);
    expect(Atomics.load(new Int32Array(lateBatch.cancel!), 0)).toBe(0);
    earlyBatch.stop();
    await sim.settle();
    expect(sim.running.at(-1)).toMatchObject({ decoding: PROMPT, audioMs: 5_000 });
    expect(sim.pool.decoded.preempted).toBe(1);
    // A guess at a silence with the beam, the stop's text: the stop asks for base greedily instead while that would come sooner.
    const idle = new SimulatedPool(2);
    const cancel = new SharedArrayBuffer(4);
    idle.pool.runIfIdle(() => stretch(5), cancel, false);
    expect(idle.batches[0].decoding).toEqual(BEAM);
    idle.clock += 100;
    expect(idle.pool.guessIsSlower(cancel)).toBe(true);
    idle.clock += 300;
    expect(idle.pool.guessIsSlower(cancel)).toBe(false);
    await idle.finish();
    const greedy = new SharedArrayBuffer(4);
    expect(idle.pool.runIfIdle(() => stretch(5), greedy, true)?.decoding).toEqual(PROMPT);
    expect(idle.pool.guessIsSlower(greedy)).toBe(false);
  });

  it('the running transcript guesses on a transcription worker only while the workers are mostly idle, and a stretch that finds none free stops such a guess', async () => {
    const sim = new SimulatedPool(2);
    const guess = (running: boolean) => sim.pool.runIfIdle(() => stretch(4), new SharedArrayBuffer(4), running);
    // Idle: the running transcript's guess in base greedily; a guess at a silence as the stretch would be decoded, with the beam.
    expect(guess(true)?.decoding).toEqual(PROMPT);
    sim.clock += 2_000;
    await sim.finish();
    // The running transcript's guess is not counted as the workers' busy time; a guess at a silence (a stretch's text, usually) is.
    expect(sim.pool.busyShare()).toBe(0);
    expect(guess(false)?.decoding).toEqual(BEAM);
    // One worker is left: no guess may take it.
    expect(guess(true)).toBeNull();
    sim.clock += 2_000;
    await sim.finish();
    expect(sim.pool.busyShare()).toBeCloseTo(0.5 * (1 - Math.exp(-0.2)));
    // A running guess holds one worker, a stretch the other; the next stretch stops the guess and takes its worker.
    const running = guess(true)!;
    const stopped = running.text.then(
      () => 'done',
      () => 'stopped',
    );
    void sim.pool.transcribe(stretch(5), {}, false);
    void sim.pool.transcribe(stretch(5), {}, false);
    const held = sim.running.find((b) => b.cancel && Atomics.load(new Int32Array(b.cancel), 0) === 1)!;
    expect(held.audioMs).toBe(4_000);
    held.stop();
    expect(await stopped).toBe('stopped');
    await sim.settle();
    expect(sim.running.filter((b) => b.audioMs === 5_000)).toHaveLength(2);
    // A guess at a silence is not stopped by a stretch (it is usually that stretch's text), only by a candidate waiting.
    await sim.finish();
    await sim.finish();
    const likely = guess(false)!;
    void sim.pool.transcribe(stretch(5), {}, false);
    void sim.pool.transcribe(stretch(5), {}, false);
    const likelyBatch = sim.batches.at(-2)!;
    expect(likelyBatch.audioMs).toBe(4_000);
    expect(Atomics.load(new Int32Array(likelyBatch.cancel!), 0)).toBe(0);
    void sim.pool.transcribe(stretch(2), {}, true);
    expect(Atomics.load(new Int32Array(likelyBatch.cancel!), 0)).toBe(1);
    likelyBatch.stop();
    await expect(likely.text).rejects.toBeInstanceOf(SpeechError);
    // A guess kept as its stretch's text is stopped by nobody.
    while (sim.running.length > 0) {
      for (const batch of sim.running) batch.finish();
      await sim.settle();
    }
    const keptCancel = new SharedArrayBuffer(4);
    const kept = sim.pool.runIfIdle(() => stretch(4), keptCancel, false)!;
    sim.pool.keep(keptCancel);
    void sim.pool.transcribe(stretch(5), {}, false);
    void sim.pool.transcribe(stretch(2), {}, true);
    expect(Atomics.load(new Int32Array(keptCancel), 0)).toBe(0);
    await sim.finish(sim.running.find((b) => b.cancel === keptCancel));
    expect(await kept.text).toBe('text 0');
    // Workers busy with stretches most of the time: the running transcript's guesses go to its own worker.
    for (let k = 0; k < 10; k++) {
      sim.clock += 1_000;
      for (const batch of sim.running) batch.finish();
      await sim.settle();
      void sim.pool.transcribe(stretch(5), {}, false);
      void sim.pool.transcribe(stretch(5), {}, false);
    }
    while (sim.running.length > 0) {
      for (const batch of sim.running) batch.finish();
      await sim.settle();
    }
    expect(sim.pool.busyShare()).toBeGreaterThan(GUESS_BELOW);
    expect(guess(true)).toBeNull();
  });
});

describe('Moonshine recognizer: choice and availability', () => {
  it('is the embedded recognizer unless STT_ENGINE says pocketsphinx; anything else is refused', async () => {
    expect(readSpeechConfig({}).stt.engine).toBe('moonshine');
    expect(readSpeechConfig({ STT_ENGINE: 'PocketSphinx' }).stt.engine).toBe('pocketsphinx');
    expect(() => readSpeechConfig({ STT_ENGINE: 'whisper' })).toThrow(/STT_ENGINE must be moonshine or pocketsphinx, got "whisper"/);
    expect(readSpeechConfig({}).stt.beam).toBe(DEFAULT_BEAM);
    expect(readSpeechConfig({ STT_BEAM: '1' }).stt.beam).toBe(1);
    for (const bad of ['0', '2.5', 'wide', String(MAX_BEAM + 1)]) expect(() => readSpeechConfig({ STT_BEAM: bad })).toThrow(/STT_BEAM must be a whole number from 1 to 8/);
    expect(readSpeechConfig({}).stt.moonshineModel).toBe('base');
    expect(readSpeechConfig({ STT_MOONSHINE_MODEL: 'Tiny' }).stt.moonshineModel).toBe('tiny');
    expect(() => readSpeechConfig({ STT_MOONSHINE_MODEL: 'large' })).toThrow(/STT_MOONSHINE_MODEL must be base or tiny, got "large"/);
    for (const [env, name] of [[{}, 'moonshine-base'], [{ STT_MOONSHINE_MODEL: 'tiny' }, 'moonshine-tiny']] as const) {
      const engines = await createSpeechEngines(readSpeechConfig({ ...env, TTS_URL: 'http://127.0.0.1:9' }));
      try {
        expect(engines.recognizer?.name).toBe(name);
        expect(engines.recognizer?.streaming).toBe(true);
      } finally {
        await engines.close();
      }
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
  /** An answer's audio as the model takes it: samples in [-1, 1]. */
  const samplesOf = (text: string) => {
    const pcm = audio.get(text)!;
    return Float32Array.from(new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2), (s) => s / 32768);
  };

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

  it('transcribes the answer while it is spoken: a running text that the final one bears out, off the event loop', async () => {
    // Three answers one after another, with the pauses between sentences: more than one stretch.
    const pcm = Buffer.concat(ANSWERS.slice(0, 3).flatMap((a) => [audio.get(a.text)!, Buffer.alloc(pcmBytesForMs(600))]));
    const { result: r, utilization } = await eventLoopBusy(() => recognize(recognizer, pcm, { pace: 25, speaker: 'stretches' }));
    expect(r.partials.length).toBeGreaterThan(1);
    expect(r.partials[0].atMs).toBeLessThan(r.endAtMs);
    // The running text shows what two guesses of the open stretch agree on: it grows, and its words
    // mostly stand (the stretch's own transcription, with more context, may still revise a term).
    const finalWords = r.text.split(/\s+/);
    let shown = 0;
    let revised = 0;
    for (const [i, partial] of r.partials.entries()) {
      const words = partial.text.split(/\s+/);
      if (i > 0) expect(words.length, partial.text).toBeGreaterThanOrEqual(r.partials[i - 1].text.split(/\s+/).length - 1);
      const errors = wordErrors(finalWords.slice(0, words.length).join(' '), partial.text);
      shown += words.length;
      revised += errors.substitutions + errors.deletions + errors.insertions;
    }
    expect(revised / shown).toBeLessThanOrEqual(0.25);
    expect(r.audioMs).toBeCloseTo((pcm.length / 32_000) * 1000, 0);
    expect(wordErrorRate(ANSWERS.slice(0, 3).map((a) => a.text).join(' '), r.text)).toBeLessThanOrEqual(0.3);
    expect(utilization).toBeLessThan(0.5);
  }, 120_000);

  it('gives nothing for silence, the same text for odd-sized chunks, and refuses an aborted answer', async () => {
    const silent = await recognize(recognizer, Buffer.alloc(pcmBytesForMs(2000)));
    expect(silent.text).toBe('');
    expect(silent.partials).toHaveLength(0);

    // Without guesses ahead (whose cuts fall where the chunks end), the stretches alone decide.
    const own = await createMoonshineRecognizer({ concurrency: 1, stretch: { guessAfterMs: null, guessEveryMs: null } });
    if (!own.engine) throw new Error(own.reason);
    const pcm = audio.get(ANSWERS[0].text)!;
    try {
      const even = await recognize(own.engine, pcm);
      const odd = await recognize(own.engine, pcm, { chunkBytes: 3199 });
      expect(odd.text).toBe(even.text);
    } finally {
      await own.engine.close();
    }

    const session = recognizer.createSession();
    session.write(pcm);
    const ending = session.end();
    session.abort();
    await expect(ending).rejects.toMatchObject({ code: 'aborted' });
    await expect(ending).rejects.toBeInstanceOf(SpeechError);
  }, 120_000);

  it('an answer the candidate stopped speaking before the stop is transcribed ahead; speech after the guess voids it', async () => {
    // Stretches are not closed at pauses here: only the guess after a silence can transcribe ahead.
    const own = await createMoonshineRecognizer({ stretch: { minMs: 60_000, guessEveryMs: null } });
    if (!own.engine) throw new Error(own.reason);
    const engine = own.engine;
    const transcribe = vi.spyOn(engine, 'transcribe');
    const ahead = vi.spyOn(engine, 'transcribeAhead');
    // Speaks `text`, then silence until a guess is made in it (a guess made at a pause inside the
    // answer, overtaken by speech, may hold a worker for a moment), and waits for that guess.
    const speak = async (text: string) => {
      const session = engine.createSession();
      const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
      const pcm = audio.get(text)!;
      for (let at = 0; at < pcm.length; at += 3200) {
        session.write(pcm.subarray(at, at + 3200));
        await pause();
      }
      const made = ahead.mock.calls.length;
      let guess: { text: Promise<string> } | null = null;
      for (let silence = 0; silence < 3_000 && !guess; silence += 100) {
        session.write(Buffer.alloc(pcmBytesForMs(100)));
        await pause();
        guess = ahead.mock.results.slice(made).find((result) => result.value)?.value ?? null;
      }
      if (!guess) throw new Error('no guess was made in 3 s of silence');
      return { session, guessed: await guess.text };
    };
    try {
      const first = await speak(ANSWERS[0].text);
      const done = await first.session.end();
      expect(done.text).toBe(first.guessed);
      expect(transcribe).not.toHaveBeenCalled();
      expect(wordErrorRate(ANSWERS[0].text, done.text)).toBeLessThanOrEqual(0.3);

      const second = await speak(ANSWERS[0].text);
      // More speech, up to the stop (festival's trailing silence cut off): the stop transcribes it all.
      const more = audio.get(ANSWERS[1].text)!;
      second.session.write(more.subarray(0, more.length - pcmBytesForMs(300)));
      const longer = await second.session.end();
      expect(transcribe).toHaveBeenCalledTimes(1);
      expect(wordErrorRate(`${ANSWERS[0].text} ${ANSWERS[1].text}`, longer.text)).toBeLessThanOrEqual(0.3);
    } finally {
      await engine.close();
    }
  }, 60_000);

  it('a transcription stops within a step once it is told to give way', async () => {
    const model = await MoonshineModel.load();
    try {
      const samples = samplesOf(ANSWERS[0].text);
      let asked = 0;
      await expect(model.transcribe(samples, null, () => ++asked > 3)).rejects.toBeInstanceOf(Preempted);
      // Asked before the encoder and before each token: it stopped at the third token.
      expect(asked).toBe(4);
      // Never told: the same text as without the question.
      expect(await model.transcribe(samples, null, () => false)).toBe(await model.transcribe(samples));
    } finally {
      await model.close();
    }
  }, 60_000);

  it('reads a known beginning of the text in one run and writes only the rest', async () => {
    const model = await MoonshineModel.load();
    try {
      const answer = ANSWERS.find((a) => a.text.split(' ').length >= 12)!;
      const samples = samplesOf(answer.text);
      let fromStart = 0;
      const whole = await model.transcribe(samples, null, () => (fromStart++, false), 1);
      const beginning = whole.split(/\s+/).slice(0, 6).join(' ');
      let withPrefix = 0;
      const prefix = llamaTokenizer.encode(beginning, false, true);
      const [text] = await model.transcribeAll([{ samples, prefix }], { yieldTo: () => (withPrefix++, false), beam: 1 });
      expect(text.startsWith(beginning)).toBe(true);
      expect(wordErrorRate(answer.text, text)).toBeLessThanOrEqual(0.3);
      // Asked before the encoder and before each run: written token by token, a text costs its tokens
      // and two asks (the run that writes the end), give or take one for how its words split into tokens.
      const written = llamaTokenizer.encode(text, false, true).length;
      expect(Math.abs(fromStart - (llamaTokenizer.encode(whole, false, true).length + 2))).toBeLessThanOrEqual(1);
      // The beginning's tokens were read in the first run, not written one by one. Counted against the
      // text this run wrote, which may differ from the first by a comma (one token's slack for how the
      // decoded text splits again into tokens).
      expect(prefix.length).toBeGreaterThanOrEqual(6);
      expect(withPrefix).toBeLessThanOrEqual(written + 2 - prefix.length + 1);
      await expect(model.transcribeAll([{ samples, prefix: [1, 2] }, { samples }], { beam: 1 })).rejects.toThrow(/only read for a stretch transcribed alone/);
    } finally {
      await model.close();
    }
  }, 60_000);

  it('the stop gives the decoder the beginning of the last stretch that guesses made while it was spoken', async () => {
    // Two workers: a guess takes one while the other stays free. Stretches are not closed at pauses.
    const own = await createMoonshineRecognizer({ concurrency: 2, stretch: { minMs: 60_000, guessAfterMs: null } });
    if (!own.engine) throw new Error(own.reason);
    const engine = own.engine;
    const transcribe = vi.spyOn(engine, 'transcribe');
    const ahead = vi.spyOn(engine, 'transcribeAhead');
    try {
      const answer = ANSWERS.find((a) => a.text.split(' ').length >= 12)!;
      const pcm = audio.get(answer.text)!;
      const session = engine.createSession();
      // The first two thirds as a fast machine hears them: each guess on a transcription worker comes
      // back before more audio does; then the rest at once, and the stop.
      const cut = Math.floor((pcm.length * 2) / 3 / 3200) * 3200;
      for (let at = 0; at < cut; at += 3200) {
        session.write(pcm.subarray(at, at + 3200));
        await new Promise((resolve) => setTimeout(resolve, 1)); // the voice detector judges the chunk
        const guess = ahead.mock.results.at(-1)?.value as { by: string; text: Promise<string> } | null | undefined;
        if (guess?.by === 'prompt') await guess.text.catch(() => null);
      }
      expect(ahead.mock.results.filter((result) => (result.value as { by: string } | null)?.by === 'prompt').length).toBeGreaterThan(0);
      // From here no worker is idle for a guess (a machine that got busy): the stop decodes the stretch.
      ahead.mockReturnValue(null);
      for (let at = cut; at < pcm.length; at += 3200) session.write(pcm.subarray(at, at + 3200));
      const { text } = await session.end();
      expect(transcribe).toHaveBeenCalledTimes(1);
      const [stretch, , urgent] = transcribe.mock.calls[0];
      expect(urgent).toBe(true);
      expect(stretch.prefix?.split(' ').length).toBeGreaterThanOrEqual(3);
      expect(text.startsWith(stretch.prefix!)).toBe(true);
      expect(wordErrorRate(answer.text, text)).toBeLessThanOrEqual(0.3);
    } finally {
      await engine.close();
    }
  }, 60_000);

  it('transcribes a batch of stretches, each as its own text, and nothing for a stretch under a tenth of a second', async () => {
    const model = await MoonshineModel.load();
    try {
      const texts = ANSWERS.slice(0, 3).map((a) => a.text);
      const bias = new TermBias(favouredTerms(ANSWERS.flatMap((a) => a.terms ?? [])));
      for (const beam of [1, 4]) {
        const batch = await model.transcribeAll([...texts.map((text) => ({ samples: samplesOf(text), bias })), { samples: new Float32Array(1_000) }], { beam });
        expect(batch).toHaveLength(4);
        expect(batch[3]).toBe('');
        expect(wordErrorRate(texts.map((reference, k) => ({ reference, hypothesis: batch[k] })))).toBeLessThanOrEqual(0.3);
        // Each its own answer: a batch does not mix the stretches' words (each text is nearer its own answer than any other).
        texts.forEach((reference, k) => {
          for (const other of texts.filter((_, j) => j !== k)) expect(wordErrorRate(reference, batch[k])).toBeLessThan(wordErrorRate(other, batch[k]));
        });
      }
    } finally {
      await model.close();
    }
  }, 60_000);

  it('stretches that wait for a busy worker go together as one batch, in base greedily while the queue is short, in economy once they pile up', async () => {
    // Nothing transcribed ahead: each answer's one stretch is transcribed at its stop. No wait counts as piling up.
    const own = await createMoonshineRecognizer({ concurrency: 1, stretch: { minMs: 60_000, guessAfterMs: null, guessEveryMs: null }, schedule: { pileUpMs: 600_000 } });
    if (!own.engine) throw new Error(own.reason);
    const engine = own.engine;
    try {
      // Three answers stop at once on one worker: the first goes alone, the two others wait and go together.
      const sessions = ANSWERS.slice(0, 3).map((a) => {
        const session = engine.createSession();
        session.write(audio.get(a.text)!);
        return session;
      });
      const results = await Promise.all(sessions.map((session) => session.end()));
      expect(engine.decodedAnswers).toEqual({ answers: 3, economy: 0, preempted: 0 });
      expect(Object.keys(engine.decodedAudio)).toEqual(['base greedy final']);
      expect(Object.keys(engine.heardAudio)).toEqual(['base greedy']);
      expect(wordErrorRate(results.map((r, k) => ({ reference: ANSWERS[k].text, hypothesis: r.text })))).toBeLessThanOrEqual(0.3);
      const alone = await recognize(engine, audio.get(ANSWERS[0].text)!);
      expect(alone.text).toBe(results[0].text);
    } finally {
      await engine.close();
    }
    // Any wait counts as piling up: every stretch in economy (tiny, greedy: 0.21 on the development answers, base 0.12).
    const piled = await createMoonshineRecognizer({ concurrency: 1, stretch: { minMs: 60_000, guessAfterMs: null, guessEveryMs: null }, schedule: { pileUpMs: 0 } });
    if (!piled.engine) throw new Error(piled.reason);
    try {
      const results = await Promise.all(ANSWERS.slice(0, 3).map((a) => recognize(piled.engine, audio.get(a.text)!)));
      expect(piled.engine.decodedAnswers).toEqual({ answers: 3, economy: 3, preempted: 0 });
      expect(Object.keys(piled.engine.heardAudio)).toEqual(['tiny greedy']);
      expect(wordErrorRate(results.map((r, k) => ({ reference: ANSWERS[k].text, hypothesis: r.text })))).toBeLessThanOrEqual(0.4);
    } finally {
      await piled.engine.close();
    }
  }, 90_000);

  it('a stretch of a batch that comes out empty is decoded again alone', async () => {
    const own = await createMoonshineRecognizer({ concurrency: 1, schedule: { pileUpMs: 600_000 } });
    if (!own.engine) throw new Error(own.reason);
    const engine = own.engine;
    const padded = (texts: string[], seconds: number) => {
      const speech = texts.flatMap((text) => [...samplesOf(text)]);
      const samples = new Float32Array(speech.length + 2 * seconds * 16_000);
      samples.set(speech, seconds * 16_000);
      return samples;
    };
    try {
      // The worker busy with one stretch, two more wait and go together: base, greedily, read the 5 s one
      // padded to the 9 s one's length as nothing (its first token the end).
      const busy = engine.transcribe({ samples: samplesOf(ANSWERS[3].text), hints: [] }, {}, false);
      const long = engine.transcribe({ samples: padded([ANSWERS[0].text, ANSWERS[1].text], 0.3), hints: [] }, {}, false);
      const short = engine.transcribe({ samples: padded([ANSWERS[2].text], 0.5), hints: [] }, {}, false);
      const texts = await Promise.all([busy, long, short]);
      expect(engine.decodedAnswers).toEqual({ answers: 3, economy: 0, preempted: 0 });
      expect(wordErrorRate(`${ANSWERS[0].text} ${ANSWERS[1].text}`, texts[1])).toBeLessThanOrEqual(0.3);
      expect(wordErrorRate(ANSWERS[2].text, texts[2])).toBeLessThanOrEqual(0.3);
    } finally {
      await engine.close();
    }
  }, 60_000);

  it('a candidate waiting never waits behind stretches of an answer still going on: those stop and are transcribed again', async () => {
    // One worker; stretches close at pauses once they hold a second; nothing transcribed ahead.
    const own = await createMoonshineRecognizer({ concurrency: 1, stretch: { minMs: 1_000, guessAfterMs: null, guessEveryMs: null } });
    if (!own.engine) throw new Error(own.reason);
    const engine = own.engine;
    try {
      // A long answer with a pause: its first stretch (two sentences, ~10 s) goes to the worker, with the
      // beam (most of a second), the next one queues.
      const long = engine.createSession();
      const spoken = ANSWERS.slice(0, 3);
      const pause = Buffer.alloc(pcmBytesForMs(600));
      const pcm = Buffer.concat([audio.get(spoken[0].text)!, audio.get(spoken[1].text)!, pause, audio.get(spoken[2].text)!, pause]);
      for (let at = 0; at < pcm.length; at += 3200) {
        long.write(pcm.subarray(at, at + 3200));
        if ((at / 3200) % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 0));
      }
      // Another candidate gives a short answer meanwhile: its stretch takes the worker at once.
      const brief = ANSWERS.slice(3).reduce((a, b) => (a.text.length <= b.text.length ? a : b));
      const short = await recognize(engine, audio.get(brief.text)!);
      expect(engine.decodedAnswers.preempted).toBeGreaterThanOrEqual(1);
      expect(wordErrorRate(brief.text, short.text)).toBeLessThanOrEqual(0.3);
      // The long answer's stretches, stopped or queued, are all transcribed once it stops: none is
      // lost (a lost one of three takes a third of the words), and what is heard is as good as a whole
      // answer's. Where a stopped stretch is cut again depends on timing (the machine's load), and
      // recognition at a cut varies by a few words, so the bound is the word count, not one error rate.
      const done = await long.end();
      const reference = spoken.map((a) => a.text).join(' ');
      const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
      expect(words(done.text)).toBeGreaterThanOrEqual(0.85 * words(reference));
      expect(wordErrorRate(reference, done.text)).toBeLessThanOrEqual(0.35);
    } finally {
      await engine.close();
    }
  }, 60_000);

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
