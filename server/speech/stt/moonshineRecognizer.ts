/**
 * The Moonshine recognizer (`STT_ENGINE=moonshine`): the answer is cut at the candidate's pauses while
 * it is spoken, and each stretch is transcribed as soon as it is closed, so that after the stop only
 * the last stretch is left to transcribe. The running transcript is the stretches done so far: it lags
 * behind the voice by a stretch and never flickers.
 *
 * Pauses are WebRTC's voice activity detector's (`vad.ts`): a stretch closes after `PAUSE_MS` without
 * speech once it holds `MIN_STRETCH_MS` of audio, or at `MAX_STRETCH_MS` whatever it holds. A stretch
 * in which the detector found no speech is not transcribed (a neural recognizer writes words into
 * noise). At most one transcription per CPU core runs at once, each in a worker thread with a model
 * of its own that transcribes one stretch at a time; the others wait, the last stretches of finished
 * answers first.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { scenarios } from '../../catalog/scenarios';
import { spokenRank } from '../../language/frequency';
import { lexicon } from '../../postings/lexicon';
import { SAMPLE_RATE, SampleReader } from '../audio';
import { startWorker } from '../../workers/threads';
import { createVoiceActivityMeter, VAD_FRAME_MS, type VoiceActivityMeter } from '../vad';
import type { BiasWeights, MoonshineOptions } from './moonshine';
import type { FromMoonshine, MoonshineWorkerSetup, ToMoonshine } from './moonshineWorker';
import { SpeechError, type Availability, type RecognitionResult, type RecognitionSession, type RecognitionSessionOptions, type SpeechRecognizer } from './types';

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

export interface MoonshineRecognizerOptions extends MoonshineOptions {
  /** Terms every answer may bring (default: the favoured ones of the catalogue's skills and the postings lexicon's spellings). */
  terms?: readonly string[];
  /** Where answers are cut (default `PAUSE_MS`, `MIN_STRETCH_MS`, `MAX_STRETCH_MS`), for measuring. */
  stretch?: Partial<StretchRule>;
  /** Transcriptions at once, a worker thread with a loaded model each (default: one per CPU core). */
  concurrency?: number;
  bias?: BiasWeights;
}

export interface StretchRule {
  pauseMs: number;
  minMs: number;
  maxMs: number;
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

/**
 * Hands out `slots` (one loaded model each) to tasks, urgent ones first: a stretch a candidate is
 * waiting for (the last one, after the stop) goes before stretches of answers still being spoken.
 */
class Slots<T> {
  private readonly free: T[];
  private readonly waiting: Array<{ urgent: boolean; take: (slot: T) => void }> = [];

  constructor(slots: readonly T[]) {
    this.free = [...slots];
  }

  async run<R>(urgent: boolean, task: (slot: T) => Promise<R>): Promise<R> {
    const slot =
      this.free.pop() ??
      (await new Promise<T>((take) => {
        // Urgent tasks queue behind the urgent ones only.
        const at = urgent ? this.waiting.findIndex((w) => !w.urgent) : -1;
        if (at === -1) this.waiting.push({ urgent, take });
        else this.waiting.splice(at, 0, { urgent, take });
      }));
    try {
      return await task(slot);
    } finally {
      const next = this.waiting.shift();
      if (next) next.take(slot);
      else this.free.push(slot);
    }
  }
}

/** One worker thread and its model, seen from the server's thread. */
class MoonshineWorker {
  private readonly pending = new Map<number, { resolve: (text: string) => void; reject: (error: SpeechError) => void }>();
  private nextId = 0;
  private failure: SpeechError | null = null;
  private closing = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: FromMoonshine) => {
      if (message.type !== 'text' && message.type !== 'error') return;
      const request = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.type === 'text') request?.resolve(message.text);
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

  transcribe(samples: Float32Array<ArrayBuffer>, hints: readonly string[]): Promise<string> {
    if (this.closing) return Promise.reject(new SpeechError('closed', 'the recognizer is closed'));
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const message: ToMoonshine = { type: 'transcribe', id, samples, hints };
      this.worker.postMessage(message, [samples.buffer]);
    });
  }

  /** Stops the worker once the stretch it is transcribing is done; the ones still queued are refused. */
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
  readonly name = 'moonshine-tiny';
  readonly streaming = true;
  private readonly slots: Slots<MoonshineWorker>;
  private readonly sessions = new Set<MoonshineSession>();
  private closed = false;

  private readonly stretch: StretchRule;

  /** One worker per transcription that may run at once (a worker transcribes one at a time). */
  private constructor(
    private readonly workers: readonly MoonshineWorker[],
    stretch: Partial<StretchRule> = {},
  ) {
    this.slots = new Slots(workers);
    this.stretch = { pauseMs: PAUSE_MS, minMs: MIN_STRETCH_MS, maxMs: MAX_STRETCH_MS, ...stretch };
  }

  /** Starts the workers; each loads its model (about a second). */
  static async start(options: MoonshineRecognizerOptions = {}): Promise<MoonshineRecognizer> {
    const count = Math.max(1, options.concurrency ?? availableParallelism());
    const setup: MoonshineWorkerSetup = { modelDir: options.modelDir, threads: options.threads, terms: options.terms ?? favouredTerms(catalogueTerms()), bias: options.bias };
    const started = await Promise.allSettled(Array.from({ length: count }, () => MoonshineWorker.start(setup)));
    const workers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) {
      await Promise.all(workers.map((worker) => worker.close()));
      throw failed.reason;
    }
    return new MoonshineRecognizer(workers, options.stretch);
  }

  createSession(options: RecognitionSessionOptions = {}): RecognitionSession {
    const hints = [...new Set(favouredTerms(options.hints ?? []).map((h) => h.trim()))].sort();
    const session = new MoonshineSession(this, this.stretch, hints, options.onPartial, () => this.sessions.delete(session));
    if (this.closed) session.abort();
    else this.sessions.add(session);
    return session;
  }

  /** Transcribes one stretch in its turn; `urgent` when the candidate is waiting for it. */
  transcribe(samples: Float32Array<ArrayBuffer>, hints: readonly string[], urgent: boolean): Promise<string> {
    if (this.closed) return Promise.reject(new SpeechError('closed', 'the recognizer is closed'));
    return this.slots.run(urgent, (worker) => worker.transcribe(samples, hints));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const session of [...this.sessions]) session.abort();
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
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
      if (speech) {
        this.quietFrames = 0;
        this.stretchHasSpeech = true;
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
    const paused = this.stretchHasSpeech && this.quietFrames * VAD_FRAME_MS >= this.rule.pauseMs && heldMs >= this.rule.minMs;
    if (paused || heldMs >= this.rule.maxMs) this.closeStretch();
  }

  /** Queues the open stretch for transcription (after the ones before it) and opens the next. */
  private closeStretch(urgent = false): void {
    const chunks = this.chunks;
    const length = this.stretchSamples;
    const hasSpeech = this.stretchHasSpeech;
    this.chunks = [];
    this.stretchSamples = 0;
    this.stretchHasSpeech = false;
    this.quietFrames = 0;
    if (!hasSpeech || length === 0) return;
    const samples = new Float32Array(length);
    let at = 0;
    for (const chunk of chunks) {
      for (let i = 0; i < chunk.length; i++) samples[at + i] = chunk[i] / 32768;
      at += chunk.length;
    }
    const index = this.texts.push('') - 1;
    const transcribed = this.recognizer.transcribe(samples, this.hints, urgent);
    // Awaited in order below; a failure before its turn must not count as unhandled meanwhile.
    transcribed.catch(() => undefined);
    this.done = this.done.then(async () => {
      try {
        this.texts[index] = await transcribed;
      } catch (error) {
        this.failure ??= error instanceof SpeechError ? error : new SpeechError('engine', `Moonshine failed: ${String(error)}`);
        return;
      }
      const text = this.text();
      if (!this.over && !this.failure && text !== this.partial) {
        this.partial = text;
        this.onPartial?.(text);
      }
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
    this.meter.dispose();
    this.chunks = [];
    this.release();
  }
}

/** Starts the workers; unavailable (with the reason) when the model's files or the runtime are missing. */
export async function createMoonshineRecognizer(options: MoonshineRecognizerOptions = {}): Promise<Availability<MoonshineRecognizer>> {
  try {
    return { engine: await MoonshineRecognizer.start(options) };
  } catch (error) {
    return { engine: null, reason: `Moonshine unavailable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
