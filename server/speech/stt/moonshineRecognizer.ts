/**
 * The Moonshine recognizer (the default; `STT_ENGINE=pocketsphinx` chooses the other): the answer is
 * cut at the candidate's pauses while it is spoken, and each stretch is transcribed as soon as it is
 * closed, so that after the stop only the last stretch is left to transcribe. While a worker is idle,
 * the open stretch is also transcribed ahead — every `GUESS_EVERY_MS` of audio and after `GUESS_AFTER_MS`
 * of silence: the running transcript is the stretches done plus that guess, and a guess that no speech
 * followed is the stretch's text, so a candidate who stops talking before pressing stop finds their
 * answer already transcribed. A guess decoded as the stop would decode it also gives the stop the
 * text's beginning (all but its last words), which the decoder then reads in one run instead of
 * writing it token by token again.
 *
 * Pauses are WebRTC's voice activity detector's (`vad.ts`): a stretch closes after `PAUSE_MS` without
 * speech once it holds `MIN_STRETCH_MS` of audio, or at `MAX_STRETCH_MS` whatever it holds. A stretch
 * in which the detector found no speech is not transcribed (a neural recognizer writes words into
 * noise). At most one transcription per CPU core runs at once, each in a worker thread with models
 * of its own (base hears the candidate; tiny, greedily, is the economy of workers that fall behind and
 * the running transcript's); the stretches that wait meanwhile, the last ones of finished answers
 * first, go together as one batch to the next worker free, decoded by whether the workers keep up
 * (`WorkerPool`, `ScheduleRule`).
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { scenarios } from '../../catalog/scenarios';
import { spokenRank } from '../../language/frequency';
import { lexicon } from '../../postings/lexicon';
import { SAMPLE_RATE, SampleReader } from '../audio';
import { startWorker } from '../../workers/threads';
import { createVoiceActivityMeter, VAD_FRAME_MS, VAD_FRAME_SAMPLES, type VoiceActivityMeter } from '../vad';
import { DEFAULT_BEAM, moonshineModelDir, type BiasWeights, type MoonshineOptions, type MoonshineSize } from './moonshine';
import type { FromMoonshine, MoonshineWorkerSetup, ToMoonshine } from './moonshineWorker';
import { normaliseWords } from './wer';
import { SpeechError, type Availability, type EngineLoad, type RecognitionResult, type RecognitionSession, type RecognitionSessionOptions, type SpeechRecognizer } from './types';

/**
 * Silence that closes a stretch. On the development answers (single sentences, few pauses, so the
 * last stretch is most of the answer) the rule barely matters: minimum 1.5 / 2 / 3 / 5 s gave WER
 * 0.214 / 0.212 / 0.212 / 0.212 and the stop → text p50 359 / 363 / 351 / 381 ms; a 210 ms pause
 * 0.212 / 402 ms.
 */
export const PAUSE_MS = 300;
/** A stretch is not closed at a pause before it holds this much audio (short stretches lose context). */
export const MIN_STRETCH_MS = 3_000;
/** A stretch is closed here whatever it holds. */
export const MAX_STRETCH_MS = 20_000;
/**
 * The open stretch is transcribed ahead, while a worker is idle, after this much silence: if the
 * candidate says nothing more before the stop (or before the pause closes the stretch), that text is
 * the stretch's and the stop finds it done; if they go on, it is dropped.
 */
export const GUESS_AFTER_MS = 90;
/**
 * …and every time this much audio has come since the last guess, so that the running transcript
 * follows the voice (the guess is shown after the stretches done; the stretch's own text replaces it)…
 */
export const GUESS_EVERY_MS = 1_000;
/**
 * …and at least this share of the audio the last guess read: each guess reads the whole open stretch
 * again, so at a fixed cadence the work grows with the square of the stretch's length; spaced in
 * proportion, a stretch of L seconds costs at most about L × (1 + 1 / share) of audio decoded ahead
 * (share 0.5: guesses at 1, 2, 3, 4.5, 6.75… s). Early in a stretch the running transcript gains words
 * every second as before; in a long one every second and a half, then two and more.
 * `npm run bench -- capacity` on the development answers of 26–95 s (issue 40; 2 shared cores, load
 * average 15–25): one candidate, every second 3.27 × the audio decoded, 0.143 CPU-seconds per audio
 * second, word error rate 0.176; every 2 s, 2.08 ×, 0.106, 0.154; this rule, 2.30 ×, 0.111, 0.182 (the
 * error rate of four answers moves by ±0.02 between runs). Four candidates: 2.03 × / 0.095 / 0.093, every
 * 2 s 1.49 × / 0.081 / 0.097, this rule 2.14 × / 0.086 / 0.134 (on a quieter machine, whose idle workers
 * guessed more stretches ahead: their texts are base's greedy ones, not the beam's). Every 2 s would show
 * a phrase every 2 s of speech, lagging the voice by 2–4 s; this rule costs about as much on stretches of
 * a sentence and less on longer ones.
 */
export const GUESS_GROWTH = 0.5;

export interface MoonshineRecognizerOptions extends MoonshineOptions {
  /** Terms every answer may bring (default: the favoured ones of the catalogue's skills and the postings lexicon's spellings). */
  terms?: readonly string[];
  /**
   * Where answers are cut and guessed ahead, and how much of them is decoded (default `PAUSE_MS`,
   * `MIN_STRETCH_MS`, `MAX_STRETCH_MS`, `GUESS_AFTER_MS`, `GUESS_EVERY_MS`, `GUESS_GROWTH`, `SILENCE_KEPT_MS`, agreed words
   * read), for measuring.
   */
  stretch?: Partial<StretchRule>;
  /** Transcriptions at once, a worker thread with a loaded model each (default: one per CPU core). */
  concurrency?: number;
  /**
   * Hypotheses kept per stretch decoded in full while the answer goes on (default `DEFAULT_BEAM`); the
   * last stretch, which the candidate waits for, and every stretch while the workers are busy are
   * decoded greedily (`ScheduleRule`).
   */
  beam?: number;
  /**
   * The model that hears the candidate (default base; `modelDir` overrides its folder). When stretches
   * pile up, and for the running transcript, tiny decodes greedily.
   */
  model?: MoonshineSize;
  bias?: BiasWeights;
  /** When stretches are decoded with the beam, greedily or in economy (default `PILE_UP_MS`, `BEAM_BELOW`, `GUESS_BELOW`, the beam ahead), for measuring. */
  schedule?: Partial<ScheduleRule>;
}

export interface StretchRule {
  pauseMs: number;
  minMs: number;
  maxMs: number;
  /** Silence after which the open stretch is transcribed ahead (null: never). */
  guessAfterMs: number | null;
  /** Audio after which the open stretch is transcribed ahead again (null: never)… */
  guessEveryMs: number | null;
  /** …and at least this share of the audio the last guess read (0: every `guessEveryMs`). */
  guessGrowth: number;
  /** Silence longer than this is cut down to it before decoding (`keptAudio`; null: every sample is decoded). */
  silenceKeptMs: number | null;
  /** The running transcript's guesses read the words guesses before agreed on as the text's beginning. */
  readAgreed: boolean;
}

/** A word rarer than this in spoken English (SUBTLEX-US rank) makes a term worth favouring. */
export const RARE_WORD_RANK = 50_000;

/** Every term an interview of the catalogue may bring: its jobs' skills and the postings lexicon's spellings. */
export function catalogueTerms(): string[] {
  return [...scenarios.flatMap((scenario) => scenario.skills), ...lexicon().flatMap((entry) => entry.spellings)];
}

/**
 * The terms the decoder is biased towards: those with a word that everyday speech rarely has (Kafka,
 * Sidekiq) or written with a capital inside (TypeScript, gRPC). The model already hears common words;
 * favouring them only makes it write them where they were not said. On the development answers
 * (30, Moonshine tiny, start/continuation bonus 1/3): every catalogue term 0.216, rank > 5,000 0.216,
 * > 20,000 0.220, > 50,000 0.207 (words missing from CMUdict, which needs Debian's package: 0.202); no bias 0.243.
 */
export function favouredTerms(terms: readonly string[]): string[] {
  return terms.filter((term) =>
    term.split(/[\s/]+/).some((word) => /.[A-Z]/.test(word) || (spokenRank(word.toLowerCase()) ?? Infinity) > RARE_WORD_RANK),
  );
}

/** Stretches one worker transcribes at once when several wait (a batch of 4 took 0.6 of the time of 4 alone). */
export const MAX_BATCH = 4;
/**
 * How the transcription workers' decoding follows the load (`WorkerPool`): whether the workers keep
 * up, measured, rather than how many answers are open. `npm run bench -- capacity` (issue 40, 12
 * candidates speaking the development answers of 26–95 s, 2 shared cores, load average under 1.5):
 * with every stretch in economy as soon as more than 3 answers per worker were open, tiny read 1.99 of
 * the 2.34 × the audio decoded and the word error rate was 0.165; with this rule 95.5 % of the audio
 * was heard with the beam, none by tiny, 0.112, first audio p95 77 ms (held out: 97.4 %, 0.090, 117 ms).
 */
export interface ScheduleRule {
  /**
   * Stretches pile up — the oldest waiting has waited this long, or what waits would take the workers
   * this long at the measured pace of base greedy — and every batch is decoded in economy until the
   * queue is short again.
   */
  pileUpMs: number;
  /**
   * A stretch alone, nothing waiting behind it, is decoded with the beam while the workers' busy share
   * (the time they spent on stretches over the last `BUSY_WINDOW_MS`, measured) is under this;
   * above it, base greedily (the beam takes about twice the time, and an urgent stretch would stop it).
   */
  beamBelow: number;
  /** The running transcript's guesses are made on a transcription worker while its busy share is under this (else on their own worker, in economy). */
  guessBelow: number;
  /** A guess made at a silence (usually the stretch's text) is decoded as the stretch would be, with the beam when `beamBelow` allows (false: greedily). */
  beamAhead: boolean;
}

/** See `ScheduleRule.pileUpMs`. */
export const PILE_UP_MS = 1_000;
/** See `ScheduleRule.beamBelow`. */
export const BEAM_BELOW = 0.5;
/** See `ScheduleRule.guessBelow`. */
export const GUESS_BELOW = 0.25;
/** The workers' busy share is an average over about this much of the recent past (exponentially weighted). */
export const BUSY_WINDOW_MS = 10_000;

/** Audio for a worker: the samples, the interview's favoured terms, and the text's beginning if known. */
export interface StretchAudio {
  samples: Float32Array<ArrayBuffer>;
  hints: readonly string[];
  prefix?: string;
}

/**
 * A stretch to guess ahead: `runningPrefix`, the words the running transcript's guesses agree on (but
 * the last ones), is read as the text's beginning by the running transcript's worker only (tiny's
 * words; the stop's decoder is given base's alone).
 */
interface GuessAudio extends StretchAudio {
  runningPrefix?: string;
}

/**
 * A closed stretch waiting for a worker, of `owner`'s answer; `urgent` when the candidate is waiting
 * for it (their answer has stopped); `queuedAt`: when it was first queued (a stretch stopped for an
 * urgent one keeps it).
 */
interface Job extends StretchAudio {
  owner: object;
  urgent: boolean;
  queuedAt: number;
  resolve(text: string): void;
  reject(error: unknown): void;
}

/** How a batch is decoded: by the model that hears the candidate or by the economy one, and the beam. */
export interface Decoding {
  economy: boolean;
  beam: number;
}

/** What a decoding was for: a stretch closed while the answer goes on, the stretch a candidate waits for, a guess made ahead on a transcription worker, or the running transcript's. */
export type DecodingPurpose = 'stretch' | 'final' | 'ahead' | 'running';

/** A decoding's name: model and search, e.g. "base beam 4", "tiny greedy". */
export const decodingName = (model: MoonshineSize, { economy, beam }: Decoding) => `${economy ? 'tiny' : model} ${beam > 1 ? `beam ${beam}` : 'greedy'}`;

/** How audio handed to the decoders is counted (`decodedAudio`): model, search and purpose, e.g. "base beam 4 stretch". */
export const decodingKey = (model: MoonshineSize, decoding: Decoding, purpose: DecodingPurpose) => `${decodingName(model, decoding)} ${purpose}`;

/** Economy: the tiny model, greedily (about a quarter of the work of base with a beam of 4). */
export const ECONOMY: Decoding = { economy: true, beam: 1 };
/**
 * What the candidate waits for (the last stretch after the stop), and what a stretch gets when the
 * workers are busy but keep up: base, greedily. On the development answers (whole answers) base
 * greedy 0.122 word error rate, with a beam of 4 0.107, but about twice the time: on 2 cores, stop →
 * first interviewer audio p50 563 ms with the beam for the last stretch (before the logits rewrite,
 * `moonshineGraph.ts`), 365 ms greedily; tiny with a beam of 4 (the earlier default): 0.141, 247–287 ms.
 */
export const PROMPT: Decoding = { economy: false, beam: 1 };

/**
 * Milliseconds of a worker's time per millisecond of audio, before any is measured (the pool then
 * follows what its workers take, `WorkerPool.pace`): `npm run bench -- onnx-options` gave base greedy
 * 0.054 and tiny 0.022 CPU-seconds per audio second; the beam of 4 about doubles base's.
 */
const ASSUMED_PACE = { greedy: 0.06, beam: 0.12, economy: 0.025 };

/** A transcription worker as the pool sees it (`MoonshineWorker`; the tests give it stand-ins). */
export interface DecodingWorker {
  transcribe(stretches: readonly StretchAudio[], decoding: Decoding, cancel?: SharedArrayBuffer): Promise<string[]>;
}

/**
 * Hands out the transcription workers (loaded models each) to the stretches waiting, urgent ones
 * first. A worker that comes free takes up to `MAX_BATCH` of them as one batch (urgent ones without
 * the others), decoded by whether the workers keep up (`ScheduleRule`):
 * - stretches pile up (the oldest has waited `pileUpMs`, or the queue holds that much work at the
 *   measured pace): `ECONOMY`, urgent ones too, until the queue is short again (`decoded.economy`
 *   counts those stretches);
 * - else a stretch the candidate waits for: `PROMPT` (base, greedy);
 * - else a stretch alone, nothing behind it, while the workers' measured busy share is under
 *   `beamBelow`: in full (the recognizer's model with its beam, `STT_BEAM`);
 * - else (a batch, a queue behind it, or busy workers): `PROMPT`.
 *
 * A candidate waiting never waits behind work nobody waits for: when an urgent stretch finds no worker
 * free, a guess made ahead is stopped, else a batch of stretches of answers still going on is stopped
 * within a decoding step and queued again (`decoded.preempted` counts them); an answer that stops
 * makes its stretches still queued urgent. A stretch that finds no worker free stops a guess of the
 * running transcript (work shown, never kept).
 */
export class WorkerPool {
  private readonly free: DecodingWorker[];
  private readonly size: number;
  private readonly waiting: Job[] = [];
  /** Batches being transcribed that may be stopped for an urgent stretch (none of theirs is urgent). */
  private readonly yielding = new Set<{ batch: readonly Job[]; cancel: SharedArrayBuffer; decoding: Decoding; startedAt: number }>();
  /** Answers that have stopped (their stretches are urgent). */
  private readonly waitedFor = new WeakSet<object>();
  /** Guesses made ahead on a transcription worker, running (stopped first for an urgent stretch); `running`: the running transcript's. */
  private readonly guesses = new Map<SharedArrayBuffer, { running: boolean; decoding: Decoding; audioMs: number; startedAt: number }>();
  /** Stretches transcribed, of those greedily under load, and stretches stopped for urgent ones. */
  readonly decoded = { answers: 0, economy: 0, preempted: 0 };
  /** Audio handed to the decoders, in ms, by model, decoding and purpose (`decodingKey`). */
  readonly audio = new Map<string, number>();
  /** Audio whose text went into the answers' transcripts, in ms, by model and decoding (`decodingName`). */
  readonly heard = new Map<string, number>();
  /** Measured worker ms per audio ms of a batch, by decoding (`decodingName`). */
  private readonly paces = new Map<string, number>();
  /**
   * Workers decoding stretches now (queued ones, or guessed at a silence: usually the stretch's text;
   * not the running transcript's guesses, which any stretch stops), and their share of the workers
   * averaged over `BUSY_WINDOW_MS` up to `busyAt`.
   */
  private stretchesBusy = 0;
  private busyAverage = 0;
  private busyAt: number;

  constructor(
    workers: readonly DecodingWorker[],
    /** Counts the transcriptions running (the running transcript's worker gives way meanwhile). */
    private readonly busy: Int32Array,
    private readonly full: Decoding,
    /** The model that hears the candidate (what `full` and `PROMPT` decode with). */
    private readonly model: MoonshineSize = 'base',
    private readonly rule: ScheduleRule = { pileUpMs: PILE_UP_MS, beamBelow: BEAM_BELOW, guessBelow: GUESS_BELOW, beamAhead: true },
    private readonly now: () => number = () => performance.now(),
  ) {
    this.free = [...workers];
    this.size = workers.length;
    this.busyAt = now();
  }

  transcribe(stretch: StretchAudio, owner: object, urgent: boolean): Promise<string> {
    return new Promise((resolve, reject) => {
      this.enqueue({ ...stretch, owner, urgent, queuedAt: this.now(), resolve, reject });
      this.dispatch();
    });
  }

  /**
   * `owner`'s answer has stopped: its stretches queued or running are urgent now. One being decoded with
   * the beam is stopped and queued again (base, greedily) if the beam's time left, at the measured
   * paces, is longer than decoding it greedily from the start.
   */
  hurry(owner: object): void {
    this.waitedFor.add(owner);
    const own = this.waiting.filter((job) => job.owner === owner && !job.urgent);
    for (const running of this.yielding) {
      if (!running.batch.some((job) => job.owner === owner)) continue;
      this.yielding.delete(running);
      const audioMs = (running.batch.reduce((sum, job) => sum + job.samples.length, 0) / SAMPLE_RATE) * 1000;
      if (this.greedyIsSooner(running.decoding, audioMs, running.startedAt)) Atomics.store(new Int32Array(running.cancel), 0, 1);
    }
    if (own.length === 0) return;
    for (const job of own) this.waiting.splice(this.waiting.indexOf(job), 1);
    for (const job of own) this.enqueue({ ...job, urgent: true });
    this.dispatch();
  }

  /**
   * Queues a job: an urgent one behind the urgent ones only. If no worker is free for it, an urgent one
   * stops a guess, else a batch nobody waits for; another stops a guess of the running transcript.
   */
  private enqueue(job: Job): void {
    const at = job.urgent ? this.waiting.findIndex((other) => !other.urgent) : -1;
    this.waiting.splice(at === -1 ? this.waiting.length : at, 0, job);
    if (this.free.length > 0) return;
    // A guess is thrown away sooner than a stretch that will have to be decoded again.
    const guess = [...this.guesses].find(([, { running }]) => job.urgent || running);
    if (guess) {
      this.guesses.delete(guess[0]);
      Atomics.store(new Int32Array(guess[0]), 0, 1);
      return;
    }
    const running = this.yielding.values().next();
    if (job.urgent && !running.done) {
      this.yielding.delete(running.value);
      Atomics.store(new Int32Array(running.value.cancel), 0, 1);
    }
  }

  /**
   * Transcribes a stretch ahead only if a worker is free now and another stays free for the candidate
   * who may stop next (work that may be thrown away must not hold anyone up), and no stretch waits; null
   * when it is not run. A guess at a silence (`running` false: usually the stretch's text) is decoded as
   * the stretch would be when it closes (`full` while the workers' busy share allows the beam, else
   * `PROMPT`); the running transcript's in `PROMPT`, and only while the workers' busy share is under
   * `guessBelow`. Finals first: an urgent stretch that finds no worker free stops such a guess within a
   * decoding step (before a batch that would have to be decoded again), any stretch a running one.
   */
  runIfIdle(stretch: () => StretchAudio, cancel: SharedArrayBuffer, running: boolean): { text: Promise<string>; decoding: Decoding; samples: number } | null {
    if (this.waiting.length > 0 || this.free.length < Math.min(2, this.size)) return null;
    const busy = this.busyShare();
    if (running && busy >= this.rule.guessBelow) return null;
    const worker = this.free.pop()!;
    const { samples, hints, prefix } = stretch();
    const audio = { samples, hints, prefix };
    const decoding = !running && this.rule.beamAhead && busy < this.rule.beamBelow ? this.full : PROMPT;
    const length = samples.length;
    this.count(decoding, 'ahead', length);
    this.guesses.set(cancel, { running, decoding, audioMs: (length / SAMPLE_RATE) * 1000, startedAt: this.now() });
    if (!running) this.noteBusy(1);
    const work = worker.transcribe([audio], decoding, cancel).finally(() => {
      if (!running) this.noteBusy(-1);
    });
    const text = this.occupy(worker, work).finally(() => this.guesses.delete(cancel));
    return { text: text.then(([guessed]) => guessed), decoding, samples: length };
  }

  /** A decoding of `audioMs` started at `startedAt` with the beam would end later, at the measured paces, than base greedily from the start. */
  private greedyIsSooner(decoding: Decoding, audioMs: number, startedAt: number): boolean {
    return decoding.beam > 1 && audioMs * this.pace(decoding) - (this.now() - startedAt) > audioMs * this.pace(PROMPT);
  }

  /** The guess stopped by `cancel`, still running with the beam, would end later than base greedily from the start (the stop then asks for that instead). */
  guessIsSlower(cancel: SharedArrayBuffer): boolean {
    const guess = this.guesses.get(cancel);
    return guess !== undefined && this.greedyIsSooner(guess.decoding, guess.audioMs, guess.startedAt);
  }

  /** The guess stopped by `cancel` is a stretch's text now: it is no longer stopped for a candidate waiting. */
  keep(cancel: SharedArrayBuffer): void {
    this.guesses.delete(cancel);
  }

  /** Counts `samples` of audio handed to a decoder. */
  count(decoding: Decoding, purpose: DecodingPurpose, samples: number): void {
    const key = decodingKey(this.model, decoding, purpose);
    this.audio.set(key, (this.audio.get(key) ?? 0) + (samples / SAMPLE_RATE) * 1000);
  }

  /** Counts `samples` of audio whose text went into a transcript. */
  hear(decoding: Decoding, samples: number): void {
    const key = decodingName(this.model, decoding);
    this.heard.set(key, (this.heard.get(key) ?? 0) + (samples / SAMPLE_RATE) * 1000);
  }

  /** The transcription workers, those transcribing now and the stretches waiting for one (the metrics read it). */
  get load(): EngineLoad {
    return { workers: this.size, busy: Atomics.load(this.busy, 0), queued: this.waiting.length };
  }

  /** The share of the workers' time spent on stretches (`stretchesBusy`) over about the last `BUSY_WINDOW_MS` (0 to 1). */
  busyShare(): number {
    this.noteBusy(0);
    return this.busyAverage;
  }

  /** Brings the busy average up to now, then counts `change` more workers decoding stretches. */
  private noteBusy(change: number): void {
    const at = this.now();
    const kept = Math.exp(-(at - this.busyAt) / BUSY_WINDOW_MS);
    this.busyAverage = this.busyAverage * kept + (this.stretchesBusy / this.size) * (1 - kept);
    this.busyAt = at;
    this.stretchesBusy += change;
  }

  /** Worker ms per audio ms of `decoding`: measured (the latest batches weigh most), else assumed. */
  pace(decoding: Decoding): number {
    const assumed = decoding.economy ? ASSUMED_PACE.economy : decoding.beam > 1 ? ASSUMED_PACE.beam : ASSUMED_PACE.greedy;
    return this.paces.get(decodingName(this.model, decoding)) ?? assumed;
  }

  /** Stretches pile up: the oldest of `jobs` (default: those waiting) has waited `pileUpMs`, or they would take the workers that long at base greedy's measured pace. */
  behind(jobs: readonly Job[] = this.waiting): boolean {
    if (jobs.length === 0) return false;
    const at = this.now();
    if (jobs.some((job) => at - job.queuedAt >= this.rule.pileUpMs)) return true;
    const queuedMs = (jobs.reduce((sum, job) => sum + job.samples.length, 0) / SAMPLE_RATE) * 1000;
    return (queuedMs * this.pace(PROMPT)) / this.size >= this.rule.pileUpMs;
  }

  /** How a batch taken from the head of the queue is decoded (`ScheduleRule`; the class's comment). */
  private decide(batch: readonly Job[]): Decoding {
    if (this.behind([...batch, ...this.waiting])) return ECONOMY;
    if (batch[0].urgent) return PROMPT;
    if (batch.length === 1 && this.waiting.length === 0 && this.busyShare() < this.rule.beamBelow) return this.full;
    return PROMPT;
  }

  private dispatch(): void {
    while (this.free.length > 0 && this.waiting.length > 0) {
      const worker = this.free.pop()!;
      // Candidates waiting go without the stretches nobody waits for yet (a batch takes longer than its stretches alone).
      const urgentAhead = this.waiting.findIndex((job) => !job.urgent);
      const batch = this.waiting.splice(0, urgentAhead > 0 ? Math.min(MAX_BATCH, urgentAhead) : MAX_BATCH);
      const decoding = this.decide(batch);
      const economy = decoding.economy;
      this.decoded.answers += batch.length;
      if (economy) this.decoded.economy += batch.length;
      // A batch nobody waits for may be stopped and queued again: its audio is sent as a copy (sent
      // audio is moved to the worker). A batch's stretches are read from their start (a prefix is
      // read for a stretch alone).
      const running = batch.some((job) => job.urgent) ? null : { batch, cancel: new SharedArrayBuffer(4), decoding, startedAt: this.now() };
      const stretches = batch.map(({ samples, hints, prefix }) => ({ samples: running ? samples.slice() : samples, hints, prefix: batch.length > 1 ? undefined : prefix }));
      if (running) this.yielding.add(running);
      const stopped = () => running !== null && Atomics.load(new Int32Array(running.cancel), 0) === 1;
      const lengths = batch.map((job) => job.samples.length);
      for (const [k, job] of batch.entries()) this.count(decoding, job.urgent ? 'final' : 'stretch', lengths[k]);
      // The pace is measured on stretches read from their start (a known beginning is not decoded).
      const measured = stretches.every((stretch) => stretch.prefix === undefined);
      const started = this.now();
      this.noteBusy(1);
      const work = worker.transcribe(stretches, decoding, running?.cancel).finally(() => this.noteBusy(-1));
      this.occupy(worker, work).then(
        (texts) => {
          if (running) this.yielding.delete(running);
          const audioMs = (lengths.reduce((a, b) => a + b, 0) / SAMPLE_RATE) * 1000;
          if (measured && audioMs > 0) this.notePace(decoding, (this.now() - started) / audioMs);
          batch.forEach((job, k) => {
            this.hear(decoding, lengths[k]);
            job.resolve(texts[k]);
          });
        },
        (error: unknown) => {
          if (running) this.yielding.delete(running);
          if (!stopped()) return batch.forEach((job) => job.reject(error));
          this.decoded.answers -= batch.length;
          if (economy) this.decoded.economy -= batch.length;
          this.decoded.preempted += batch.length;
          // Queued again in their order, ahead of later stretches nobody waits for (urgent if their answer has stopped since).
          const again = batch.map((job) => ({ ...job, urgent: this.waitedFor.has(job.owner) }));
          for (const urgent of [true, false]) {
            const at = this.waiting.findIndex((job) => !job.urgent);
            this.waiting.splice(at === -1 ? this.waiting.length : at, 0, ...again.filter((job) => job.urgent === urgent));
          }
          this.dispatch();
        },
      );
    }
  }

  /** Weighs a batch's measured pace in (a fifth: a few batches follow a machine that got busier). */
  private notePace(decoding: Decoding, pace: number): void {
    const key = decodingName(this.model, decoding);
    const before = this.paces.get(key);
    this.paces.set(key, before === undefined ? pace : before * 0.8 + pace * 0.2);
  }

  /** Counts the worker busy while `work` runs, then gives it to the stretches waiting. */
  private async occupy<T>(worker: DecodingWorker, work: Promise<T>): Promise<T> {
    Atomics.add(this.busy, 0, 1);
    try {
      return await work;
    } finally {
      Atomics.sub(this.busy, 0, 1);
      this.free.push(worker);
      this.dispatch();
    }
  }
}

/** One worker thread and its model, seen from the server's thread. */
class MoonshineWorker {
  private readonly pending = new Map<number, { resolve: (texts: string[]) => void; reject: (error: SpeechError) => void }>();
  private nextId = 0;
  private failure: SpeechError | null = null;
  private closing = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: FromMoonshine) => {
      if (message.type !== 'texts' && message.type !== 'error' && message.type !== 'preempted') return;
      const request = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.type === 'texts') request?.resolve(message.texts);
      else if (message.type === 'preempted') request?.reject(new SpeechError('aborted', 'the guess was stopped'));
      else request?.reject(new SpeechError('engine', `Moonshine failed: ${message.message}`));
    });
    const fail = (why: string) => {
      if (this.closing) return;
      this.failure = new SpeechError('engine', `the Moonshine worker stopped: ${why}`);
      for (const request of this.pending.values()) request.reject(this.failure);
      this.pending.clear();
    };
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => fail(`exit code ${code}`));
  }

  /** Transcriptions sent and not answered yet. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  static start(setup: MoonshineWorkerSetup): Promise<MoonshineWorker> {
    const worker = startWorker(new URL('./moonshineWorker.ts', import.meta.url), { workerData: setup });
    return new Promise((resolve, reject) => {
      const onMessage = (message: FromMoonshine) => {
        if (message.type === 'ready') resolve(new MoonshineWorker(worker));
        else if (message.type === 'init-error') reject(new Error(message.reason));
        else return;
        worker.off('message', onMessage);
        worker.off('error', reject);
      };
      worker.on('message', onMessage);
      worker.on('error', reject);
    });
  }

  /** Transcribes the stretches as one batch; `cancel`: one Int32 that, set to 1, stops it (rejected as aborted). */
  transcribe(stretches: readonly StretchAudio[], { economy, beam }: Decoding, cancel?: SharedArrayBuffer): Promise<string[]> {
    if (this.closing) return Promise.reject(new SpeechError('closed', 'the recognizer is closed'));
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Only the audio, hints and prefix go (a waiting job also holds its callbacks); the audio is moved, not copied.
      const message: ToMoonshine = { type: 'transcribe', id, stretches: stretches.map(({ samples, hints, prefix }) => ({ samples, hints, prefix })), beam, economy, cancel };
      this.worker.postMessage(message, stretches.map(({ samples }) => samples.buffer));
    });
  }

  /** Stops the worker once the batch it is transcribing is done; the ones still queued are refused. */
  async close(): Promise<void> {
    this.closing = true;
    const closed = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.postMessage({ type: 'close' } satisfies ToMoonshine);
    await closed;
    for (const request of this.pending.values()) request.reject(new SpeechError('closed', 'the recognizer is closed'));
    this.pending.clear();
  }
}

export class MoonshineRecognizer implements SpeechRecognizer {
  readonly streaming = true;
  private readonly pool: WorkerPool;
  private readonly sessions = new Set<MoonshineSession>();
  private closed = false;

  private readonly stretch: StretchRule;

  /**
   * One worker per transcription that may run at once (a worker transcribes one at a time), and the
   * running transcript's own, whose thread has the lowest CPU priority and gives way within a decoding
   * step whenever the others transcribe (`othersBusy` counts their transcriptions).
   */
  private constructor(
    readonly name: string,
    private readonly workers: readonly MoonshineWorker[],
    private readonly partialWorker: MoonshineWorker,
    private readonly othersBusy: Int32Array,
    stretch: Partial<StretchRule> = {},
    beam: number = DEFAULT_BEAM,
    schedule: Partial<ScheduleRule> = {},
  ) {
    this.pool = new WorkerPool(workers, othersBusy, { economy: false, beam }, name === 'moonshine-tiny' ? 'tiny' : 'base', {
      pileUpMs: PILE_UP_MS,
      beamBelow: BEAM_BELOW,
      guessBelow: GUESS_BELOW,
      beamAhead: true,
      ...schedule,
    });
    this.stretch = { pauseMs: PAUSE_MS, minMs: MIN_STRETCH_MS, maxMs: MAX_STRETCH_MS, guessAfterMs: GUESS_AFTER_MS, guessEveryMs: GUESS_EVERY_MS, guessGrowth: GUESS_GROWTH, silenceKeptMs: SILENCE_KEPT_MS, readAgreed: true, ...stretch };
  }

  /** Starts the workers; each loads its model (about a second). */
  static async start(options: MoonshineRecognizerOptions = {}): Promise<MoonshineRecognizer> {
    const count = Math.max(1, options.concurrency ?? availableParallelism());
    const model = options.model ?? 'base';
    const economyDir = moonshineModelDir('tiny');
    const common = { threads: options.threads, terms: options.terms ?? favouredTerms(catalogueTerms()), bias: options.bias };
    const setup: MoonshineWorkerSetup = {
      ...common,
      modelDir: options.modelDir ?? moonshineModelDir(model),
      economyModelDir: model === 'tiny' ? undefined : economyDir,
    };
    const setups = Array.from({ length: count }, () => setup);
    const othersBusy = new SharedArrayBuffer(4);
    // The running transcript's worker decodes in economy only.
    setups.push({ ...common, modelDir: economyDir, lowPriority: { othersBusy } });
    const started = await Promise.allSettled(setups.map((one) => MoonshineWorker.start(one)));
    const workers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) {
      await Promise.all(workers.map((worker) => worker.close()));
      throw failed.reason;
    }
    return new MoonshineRecognizer(`moonshine-${model}`, workers.slice(0, count), workers[count], new Int32Array(othersBusy), options.stretch, options.beam, options.schedule);
  }

  createSession(options: RecognitionSessionOptions = {}): RecognitionSession {
    const hints = [...new Set(favouredTerms(options.hints ?? []).map((h) => h.trim()))].sort();
    const session = new MoonshineSession(this, this.stretch, hints, options.onPartial, () => this.sessions.delete(session));
    if (this.closed) session.abort();
    else this.sessions.add(session);
    return session;
  }

  /** Transcribes one stretch of `owner`'s answer in its turn; `urgent` when the candidate is waiting for it. */
  transcribe(stretch: StretchAudio, owner: object, urgent: boolean): Promise<string> {
    if (this.closed) return Promise.reject(new SpeechError('closed', 'the recognizer is closed'));
    return this.pool.transcribe(stretch, owner, urgent);
  }

  /** `owner`'s answer has stopped: the candidate waits for its stretches still to transcribe. */
  hurry(owner: object): void {
    this.pool.hurry(owner);
  }

  /** Its transcription workers (not the running transcript's) and the stretches waiting for them. */
  get load(): EngineLoad {
    return this.pool.load;
  }

  /** Stretches pile up: one queued now would be decoded in economy (`ScheduleRule.pileUpMs`). */
  get behind(): boolean {
    return this.pool.behind();
  }

  /** The text of `samples` of audio went into a transcript, decoded so (`heardAudio`). */
  heard(decoding: Decoding, samples: number): void {
    this.pool.hear(decoding, samples);
  }

  /** Stretches transcribed since the start, of those in economy because others waited, and stretches stopped for urgent ones. */
  get decodedAnswers(): { answers: number; economy: number; preempted: number } {
    return { ...this.pool.decoded };
  }

  /**
   * Audio handed to the decoders since the start, in ms, by model, search and purpose (`decodingKey`):
   * set beside the audio heard, it says how often the same audio is decoded again.
   */
  get decodedAudio(): Record<string, number> {
    return Object.fromEntries([...this.pool.audio].map(([key, ms]) => [key, Math.round(ms)]));
  }

  /**
   * Audio whose text went into the answers' transcripts since the start, in ms, by model and search
   * (`decodingName`): the share of it heard by tiny is the audio heard in economy.
   */
  get heardAudio(): Record<string, number> {
    return Object.fromEntries([...this.pool.heard].map(([key, ms]) => [key, Math.round(ms)]));
  }

  /**
   * Transcribes a stretch ahead if a worker for it is idle, else null (it never waits). An idle
   * transcription worker (if another stays idle) takes it in base (`WorkerPool.runIfIdle`): `likely`, a
   * guess after a silence, is usually the stretch's text, and the running transcript's guesses give the
   * stop the text's beginning. Otherwise the running transcript's go to its own worker, in economy; a
   * likely one is not made.
   */
  transcribeAhead(stretch: () => GuessAudio, likely: boolean): Guess | null {
    if (this.closed) return null;
    const cancel = new SharedArrayBuffer(4);
    const stop = () => Atomics.store(new Int32Array(cancel), 0, 1);
    const pooled = this.pool.runIfIdle(stretch, cancel, !likely);
    if (pooled) {
      return { text: pooled.text, cancel: stop, keep: () => this.pool.keep(cancel), slower: () => this.pool.guessIsSlower(cancel), by: 'prompt', decoding: pooled.decoding, samples: pooled.samples };
    }
    if (likely || this.partialWorker.busy || Atomics.load(this.othersBusy, 0) > 0) return null;
    // The running transcript's: greedy (it is replaced by the stretch's own text); the beginning that
    // guesses before agreed on is read in one run, not written again token by token.
    const { samples, hints, prefix, runningPrefix } = stretch();
    this.pool.count(ECONOMY, 'running', samples.length);
    return {
      text: this.partialWorker.transcribe([{ samples, hints, prefix: prefix ?? runningPrefix }], ECONOMY, cancel).then(([guessed]) => guessed),
      cancel: stop,
      // Only a guess done is kept (`guessUsable`).
      keep: () => undefined,
      slower: () => false,
      by: 'running',
      decoding: ECONOMY,
      samples: samples.length,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const session of [...this.sessions]) session.abort();
    await Promise.all([...this.workers, this.partialWorker].map((worker) => worker.close()));
  }
}

/**
 * A transcription made ahead; `cancel` stops it within a decoding step (its text is then refused).
 * `by`: a transcription worker, in base (greedily or with the beam: its words may begin the stretch's
 * text), or the running transcript's worker (tiny); `decoding` and `samples`: how, and how much audio.
 */
interface Guess {
  text: Promise<string>;
  cancel(): void;
  /** It is a stretch's text now: a candidate waiting for another stretch no longer stops it. */
  keep(): void;
  /** Still decoding with the beam, it would end later than base greedily from the start (`WorkerPool.guessIsSlower`). */
  slower(): boolean;
  by: 'prompt' | 'running';
  decoding: Decoding;
  samples: number;
}

/**
 * The words of a guess the decoder is not given as the text's beginning: a guess ends where the audio
 * did, maybe inside a word, and its last words are the likeliest to change. On the development answers
 * (base, greedy), each given all but the last 2 words of a guess over all but its last second: word
 * error rate 0.121 (0.122 from the start), the decoding 310 → 211 ms per answer.
 */
export const PREFIX_HELD_BACK_WORDS = 2;
/** A guess over less audio than this gives no beginning (too few words to be worth it). */
export const MIN_PREFIX_AUDIO_MS = 1_500;

/**
 * Silence the decoders are not given: of a stretch's audio, a silence longer than `SILENCE_KEPT_MS`
 * (no speech frame in it, by the voice activity detector) is cut down to that, half of it after the
 * speech before it and half before the speech after it; before the stretch's first speech only half
 * of it is kept, and after its last speech judged too (the detector judges 30 ms frames as they come).
 * A candidate's pauses between sentences (half a second to two, and the rest of the pause that closed
 * the stretch before) are then not read by the encoder again at every guess. Chosen on the development
 * answers (`npm run bench -- recognition`, one sentence each, so only the edges are cut): word error
 * rate 0.122 with every sample, 0.123 cutting to 1 s, 0.125 to 600 ms; on the long answers of the
 * capacity bench, 600 ms with the agreed beginning took one candidate's decoding from 3.74 to 3.27 × the
 * audio (WER 0.173 → 0.176, four answers).
 */
export const SILENCE_KEPT_MS = 1_000;

/**
 * The parts of `[from, to)` (samples from the answer's start) the decoder is given: everything but the
 * silences `SILENCE_KEPT_MS` cuts. `speech`: the runs of speech frames the detector found, in order, as
 * `[start, end)`; `judged`: how far it has judged (audio past it is kept whole).
 */
export function keptAudio(from: number, to: number, speech: readonly (readonly [number, number])[], judged: number, keptMs = SILENCE_KEPT_MS): [number, number][] {
  const half = Math.round((keptMs / 2 / 1000) * SAMPLE_RATE);
  const end = Math.min(to, judged);
  const runs = speech.filter(([start, stop]) => stop > from && start < end).map(([start, stop]) => [Math.max(start, from), Math.min(stop, end)] as [number, number]);
  if (runs.length === 0) return end < to ? [[Math.max(from, end - half), to]] : [];
  const kept: [number, number][] = [];
  // Each run with up to `half` of silence either side; runs closer than that share the silence between them.
  for (const [start, stop] of runs) {
    const begin = Math.max(from, start - half);
    const last = kept.at(-1);
    if (last && begin <= last[1]) last[1] = Math.min(end, stop + half);
    else kept.push([begin, Math.min(end, stop + half)]);
  }
  // Audio the detector has not judged yet is kept whole.
  const last = kept.at(-1)!;
  if (end < to) {
    if (last[1] >= end - half) last[1] = to;
    else kept.push([end - half, to]);
  }
  return kept;
}

class MoonshineSession implements RecognitionSession {
  private readonly meter: VoiceActivityMeter;
  /** The open stretch's audio, as received. */
  private chunks: Int16Array[] = [];
  private stretchSamples = 0;
  private totalSamples = 0;
  private readonly reader = new SampleReader();
  private quietFrames = 0;
  private stretchHasSpeech = false;
  /** Samples judged by the detector, and where its last speech frame ended (from the answer's start). */
  private judgedSamples = 0;
  private speechEnd = 0;
  /** The open stretch's runs of speech frames, `[start, end)` from the answer's start (`keptAudio`). */
  private speechRuns: [number, number][] = [];
  /**
   * The open stretch transcribed ahead, up to `upTo` samples from the answer's start; `atPause`: after
   * a silence (made for the stretch's end).
   */
  private guess: (Guess & { upTo: number; atPause: boolean; done: boolean }) | null = null;
  /** The open stretch's guesses still running (stopped when it closes, unless used). */
  private readonly running = new Set<Guess>();
  /** The open stretch's words as the stop would decode them (the latest `PROMPT` guess's), and the samples they cover. */
  private known: { words: string[]; upTo: number } | null = null;
  /** Counts the stretches closed (a guess that comes after its stretch closed is not its successor's). */
  private stretchNumber = 0;
  /** Closed stretches whose text has not come yet. */
  private pendingStretches = 0;
  /** The words of the open stretch's last guess (over the samples up to `guessedUpTo`), and those of its guesses shown. */
  private guessedWords: string[] = [];
  private guessedUpTo = 0;
  /** The words two guesses of the open stretch agreed on last, and the samples the earlier one covered. */
  private agreed: { words: string[]; upTo: number } | null = null;
  private guessShown: string[] = [];
  /** The stretches' texts in order, filled as they are transcribed. */
  private readonly texts: string[] = [];
  /** The running transcript last given to `onPartial`. */
  private partial = '';
  private done: Promise<void> = Promise.resolve();
  private failure: SpeechError | null = null;
  private ending: Promise<RecognitionResult> | null = null;
  /** No more audio is taken (ended or aborted). */
  private over = false;
  private aborted = false;

  constructor(
    private readonly recognizer: MoonshineRecognizer,
    private readonly rule: StretchRule,
    private readonly hints: readonly string[],
    private readonly onPartial: ((text: string) => void) | undefined,
    private readonly release: () => void,
  ) {
    this.meter = createVoiceActivityMeter(undefined, (speech) => {
      this.judgedSamples += VAD_FRAME_SAMPLES;
      if (speech) {
        this.quietFrames = 0;
        this.stretchHasSpeech = true;
        const last = this.speechRuns.at(-1);
        if (last && last[1] === this.judgedSamples - VAD_FRAME_SAMPLES) last[1] = this.judgedSamples;
        else this.speechRuns.push([this.judgedSamples - VAD_FRAME_SAMPLES, this.judgedSamples]);
        this.speechEnd = this.judgedSamples;
      } else this.quietFrames += 1;
    });
  }

  write(pcm: Uint8Array): void {
    if (this.over || pcm.byteLength === 0) return;
    this.meter.write(pcm);
    const samples = this.reader.read(pcm);
    this.chunks.push(samples);
    this.stretchSamples += samples.length;
    this.totalSamples += samples.length;
    const heldMs = (this.stretchSamples / SAMPLE_RATE) * 1000;
    const quietMs = this.stretchHasSpeech ? this.quietFrames * VAD_FRAME_MS : 0;
    if ((quietMs >= this.rule.pauseMs && heldMs >= this.rule.minMs) || heldMs >= this.rule.maxMs) {
      this.closeStretch();
      return;
    }
    if (!this.stretchHasSpeech) return;
    // A guess made at a silence that speech has overtaken gives the worker back.
    if (this.guess?.atPause && !this.guess.done && !this.guessHolds()) this.guess.cancel();
    const { guessAfterMs, guessEveryMs } = this.rule;
    if (guessAfterMs !== null && quietMs >= guessAfterMs) {
      if (!this.guessUsable()) this.guessAhead(true);
      return;
    }
    const stretchStart = this.totalSamples - this.stretchSamples;
    const sinceGuessMs = ((this.totalSamples - (this.guess?.upTo ?? stretchStart)) / SAMPLE_RATE) * 1000;
    // The audio the last guess read (0 before the first), of which the next waits for a share.
    const guessedMs = this.guess ? ((this.guess.upTo - stretchStart) / SAMPLE_RATE) * 1000 : 0;
    if (guessEveryMs !== null && sinceGuessMs >= Math.max(guessEveryMs, this.rule.guessGrowth * guessedMs) && !this.guessHolds()) this.guessAhead(false);
  }

  /** The guess covers every speech frame judged so far. */
  private guessHolds(): boolean {
    return this.guess !== null && this.speechEnd <= this.guess.upTo;
  }

  /**
   * The guess holds and will not keep a candidate waiting, and is as good as the stretch's own text: a
   * transcription worker's, or the running transcript's (done in economy) while stretches pile up (the
   * stretch would be decoded in economy anyway).
   */
  private guessUsable(): boolean {
    return this.guessHolds() && (this.guess!.by !== 'running' || (this.guess!.done && this.recognizer.behind));
  }

  /**
   * The beginning of the open stretch's text for the decoder: the known words but the last
   * `PREFIX_HELD_BACK_WORDS`, if they cover `MIN_PREFIX_AUDIO_MS` of it.
   */
  private knownPrefix(): string | undefined {
    if (!this.known) return undefined;
    const coveredMs = ((this.known.upTo - (this.totalSamples - this.stretchSamples)) / SAMPLE_RATE) * 1000;
    if (coveredMs < MIN_PREFIX_AUDIO_MS || this.known.words.length <= PREFIX_HELD_BACK_WORDS + 1) return undefined;
    return this.known.words.slice(0, -PREFIX_HELD_BACK_WORDS).join(' ');
  }

  /**
   * The beginning of the open stretch's text for the running transcript's guesses: the words two
   * guesses agreed on but the last `PREFIX_HELD_BACK_WORDS` (the earlier guess ended where its audio
   * did), if they cover `MIN_PREFIX_AUDIO_MS` of it.
   */
  private agreedPrefix(): string | undefined {
    if (!this.agreed || !this.rule.readAgreed) return undefined;
    const coveredMs = ((this.agreed.upTo - (this.totalSamples - this.stretchSamples)) / SAMPLE_RATE) * 1000;
    if (coveredMs < MIN_PREFIX_AUDIO_MS || this.agreed.words.length <= PREFIX_HELD_BACK_WORDS + 1) return undefined;
    return this.agreed.words.slice(0, -PREFIX_HELD_BACK_WORDS).join(' ');
  }

  /** Transcribes the open stretch ahead; `atPause`: after a silence (likely the stretch's end). */
  private guessAhead(atPause: boolean): void {
    const made = this.recognizer.transcribeAhead(
      () => ({ samples: this.stretchAudio(), hints: this.hints, prefix: this.knownPrefix(), runningPrefix: this.agreedPrefix() }),
      atPause,
    );
    if (!made) return;
    const guess = { ...made, upTo: this.totalSamples, atPause, done: false };
    const stretch = this.stretchNumber;
    this.guess = guess;
    this.running.add(guess);
    made.text.then(
      (guessed) => {
        guess.done = true;
        this.running.delete(guess);
        if (this.over || stretch !== this.stretchNumber) return;
        if (guess.by === 'prompt' && guess.upTo > (this.known?.upTo ?? 0)) this.known = { words: guessed.split(/\s+/).filter(Boolean), upTo: guess.upTo };
        if (this.guess !== guess) return;
        // Shown as far as it agrees with the stretch's guess before (a guess's last words are the
        // likeliest to change: a pause may fall inside "Type Script"), when that goes further than the
        // words shown and keeps them (shown words stay until the stretch's own text), and nothing
        // before it is missing.
        const words = guessed.split(/\s+/).filter(Boolean);
        const agreed = agreeingWords(this.guessedWords, words);
        if (agreed.length > (this.agreed?.words.length ?? 0)) this.agreed = { words: agreed, upTo: this.guessedUpTo };
        this.guessedWords = words;
        this.guessedUpTo = guess.upTo;
        const extends_ = agreed.length > this.guessShown.length && agreeingWords(this.guessShown, agreed).length === this.guessShown.length;
        if (!extends_ || this.pendingStretches > 0) return;
        this.guessShown = agreed;
        this.showPartial([this.text(), ...agreed].filter(Boolean).join(' '));
      },
      // Thrown away unless used; a failure then is the transcription's own.
      () => this.running.delete(guess),
    );
  }

  private showPartial(text: string): void {
    if (text === this.partial) return;
    this.partial = text;
    this.onPartial?.(text);
  }

  /** The open stretch's audio as samples in [-1, 1], but the silences `keptAudio` cuts. */
  private stretchAudio(): Float32Array<ArrayBuffer> {
    const start = this.totalSamples - this.stretchSamples;
    const kept = this.rule.silenceKeptMs === null ? [[start, this.totalSamples] as [number, number]] : keptAudio(start, this.totalSamples, this.speechRuns, this.judgedSamples, this.rule.silenceKeptMs);
    const samples = new Float32Array(kept.reduce((sum, [from, to]) => sum + to - from, 0));
    let out = 0;
    let chunkStart = start;
    let part = 0;
    for (const chunk of this.chunks) {
      const chunkEnd = chunkStart + chunk.length;
      // The kept parts that overlap this chunk, in order.
      while (part < kept.length && kept[part][0] < chunkEnd) {
        const from = Math.max(kept[part][0], chunkStart);
        const to = Math.min(kept[part][1], chunkEnd);
        for (let i = from; i < to; i++) samples[out++] = chunk[i - chunkStart] / 32768;
        if (kept[part][1] > chunkEnd) break;
        part += 1;
      }
      chunkStart = chunkEnd;
    }
    return samples;
  }

  /**
   * Queues the open stretch for transcription (after the ones before it) and opens the next. A guess
   * made ahead is its text when no speech came after it (what followed was silence).
   */
  private closeStretch(urgent = false): void {
    const hasSpeech = this.stretchHasSpeech && this.stretchSamples > 0;
    // The candidate waiting is not kept waiting for a guess with the beam that greedy decoding would overtake.
    const used = hasSpeech && this.guessUsable() && !(urgent && !this.guess!.done && this.guess!.slower()) ? this.guess : null;
    // Guesses not used are stopped (their workers go on with what is wanted).
    for (const guess of this.running) if (guess !== used) guess.cancel();
    this.running.clear();
    // The candidate waits for the last stretch: its beginning, if known, is not decoded again.
    if (used) {
      used.keep();
      const { decoding, samples } = used;
      used.text.then(
        () => this.recognizer.heard(decoding, samples),
        () => undefined,
      );
    }
    const transcribed = !hasSpeech
      ? null
      : used
        ? used.text
        : this.recognizer.transcribe({ samples: this.stretchAudio(), hints: this.hints, prefix: urgent ? this.knownPrefix() : undefined }, this, urgent);
    this.known = null;
    this.stretchNumber += 1;
    this.chunks = [];
    this.stretchSamples = 0;
    this.stretchHasSpeech = false;
    this.quietFrames = 0;
    this.guess = null;
    this.guessedWords = [];
    this.guessedUpTo = 0;
    this.agreed = null;
    this.guessShown = [];
    // Speech runs of the stretch closed are of no use any more (one running on is kept).
    this.speechRuns = this.speechRuns.filter(([, end]) => end > this.totalSamples);
    if (!transcribed) return;
    const index = this.texts.push('') - 1;
    this.pendingStretches += 1;
    // Awaited in order below; a failure before its turn must not count as unhandled meanwhile.
    transcribed.catch(() => undefined);
    this.done = this.done.then(async () => {
      try {
        this.texts[index] = await transcribed;
      } catch (error) {
        this.failure ??= error instanceof SpeechError ? error : new SpeechError('engine', `Moonshine failed: ${String(error)}`);
        return;
      } finally {
        this.pendingStretches -= 1;
      }
      if (!this.over && !this.failure) this.showPartial(this.text());
    });
  }

  private text(): string {
    return this.texts.filter(Boolean).join(' ');
  }

  end(): Promise<RecognitionResult> {
    this.ending ??= this.finish();
    return this.ending;
  }

  private async finish(): Promise<RecognitionResult> {
    const started = performance.now();
    if (this.over) throw new SpeechError('aborted', 'the answer was aborted');
    this.over = true;
    // Once the detector has judged every frame written (it may still have been compiling), the last
    // stretch has speech or not.
    await this.meter.result().catch(() => null);
    if (this.aborted) throw new SpeechError('aborted', 'the answer was aborted');
    this.recognizer.hurry(this);
    this.closeStretch(true);
    await this.done;
    this.release();
    if (this.aborted) throw new SpeechError('aborted', 'the answer was aborted');
    if (this.failure) throw this.failure;
    return {
      text: this.text(),
      audioMs: Math.round((this.totalSamples / SAMPLE_RATE) * 1000),
      latencyMs: Math.round(performance.now() - started),
    };
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.over = true;
    for (const guess of this.running) guess.cancel();
    this.running.clear();
    this.meter.dispose();
    this.chunks = [];
    this.release();
  }
}

/** The first words of `latest` that `earlier` has too, in the same places (as the word error rate compares words). */
export function agreeingWords(earlier: readonly string[], latest: readonly string[]): string[] {
  const bare = (word: string) => normaliseWords(word).join(' ');
  let count = 0;
  while (count < Math.min(earlier.length, latest.length) && bare(earlier[count]) === bare(latest[count])) count += 1;
  return latest.slice(0, count);
}

/** Starts the workers; unavailable (with the reason) when the model's files or the runtime are missing. */
export async function createMoonshineRecognizer(options: MoonshineRecognizerOptions = {}): Promise<Availability<MoonshineRecognizer>> {
  try {
    return { engine: await MoonshineRecognizer.start(options) };
  } catch (error) {
    return { engine: null, reason: `Moonshine unavailable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
