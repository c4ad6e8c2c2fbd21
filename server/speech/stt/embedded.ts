/**
 * The embedded recognizer: PocketSphinx decoders in a small pool of worker threads (one decoder
 * per worker, one answer per decoder at a time), so decoding never blocks the server's event loop.
 *
 * - A session takes a free decoder at once and is decoded while the candidate speaks, so that little
 *   is left to decode after the stop. The pool keeps a spare decoder loaded ahead of the speakers
 *   (loading one takes seconds); should every decoder still be busy, the session's audio is
 *   buffered meanwhile, then decoded faster than real time.
 * - The pool is sized by memory, not cores: an idle decoder costs memory only, and one speaking
 *   uses ~0.1 of a core, so a decoder per speaker shares the CPU fairly where a smaller pool made a
 *   speaker beyond it wait for someone else's whole answer (issue 19: turn p95 846 ms at 6 speakers
 *   with 4 decoders on 2 cores).
 * - Cepstral mean normalisation is saved per speaker at the end of each answer and restored when
 *   the same speaker's next answer starts, on whichever decoder: every interview gets its own
 *   normalisation as if it had its own decoder, and nobody inherits another candidate's
 *   (STACK.md pitfall; measured here: 14.3 % → 10.9 % WER once a speaker's first answer is heard).
 */
import { availableParallelism, totalmem } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { scenarios } from '../../catalog/scenarios';
import { lexicon } from '../../postings/lexicon';
import { BYTES_PER_SAMPLE } from '../../../openapi/pcm';
import { SAMPLE_RATE } from '../audio';
import { startWorker } from '../../workers/threads';
import type { DecoderInfo, DecoderOptions } from './decoder';
import type { FromWorker, ToWorker, WorkerSetup } from './embeddedWorker';
import {
  SpeechError,
  type Availability,
  type RecognitionResult,
  type RecognitionSession,
  type RecognitionSessionOptions,
  type SpeechRecognizer,
} from './types';

export interface EmbeddedRecognizerOptions {
  /** Decoders started up front (default 1). */
  minWorkers?: number;
  /**
   * Most decoders at once, i.e. answers decoded concurrently (default `defaultMaxDecoders()`: as
   * many as a quarter of the memory holds, at most 64).
   */
  maxWorkers?: number;
  /** Idle decoders kept loaded beyond the sessions' (default 1), so that a new speaker never waits for one to load. */
  spareWorkers?: number;
  /** A running hypothesis at most this often, in audio time (default 300 ms). */
  partialIntervalMs?: number;
  /** Folder of the PocketSphinx model (default Debian's `pocketsphinx-en-us`). */
  modelDir?: string;
  /** Shared library names (default `libpocketsphinx.so.3`, `libsphinxbase.so.3`). */
  libraries?: DecoderOptions['libraries'];
  /** Skill lists, one per job, for the domain language model (default: the whole catalogue). */
  skillSets?: readonly (readonly string[])[];
  /**
   * Terms interviews may bring beyond the catalogue, whose missing words get pronunciations at load
   * (default: every spelling of the postings' skills lexicon, server/postings/lexicon.ts).
   */
  extraTerms?: readonly string[];
  /** Speakers whose normalisation is remembered (least recently used forgotten first; default 2000). */
  maxSpeakers?: number;
  /** Suppress background noise before decoding (RNNoise, `denoise.ts`; default true). */
  denoise?: boolean;
  /**
   * Decoding in economy while the machine is busy: an answer that starts while more than
   * `speakersPerCore` answers per CPU core are being decoded (this one included) is decoded with
   * `maxHmmPerFrame` instead of the full search. `false`: always the full search.
   */
  economy?: EconomyOptions | false;
}

export interface EconomyOptions {
  speakersPerCore: number;
  maxHmmPerFrame: number;
}

/**
 * Measured on the development answers (in-process, one decoder, RNNoise on): the full search
 * (`-maxhmmpf 3000`) costs about 0.27 CPU-seconds per audio second, so a core keeps up with about
 * three speakers; see README "Hearing the candidate" for the economy search's figures.
 */
export const DEFAULT_ECONOMY: EconomyOptions = { speakersPerCore: 3, maxHmmPerFrame: 1000 };

/** Whether an answer starting now is decoded in economy: `decoding` answers (this one included) on `cores` cores. */
export function decodeInEconomy(decoding: number, cores: number, economy: EconomyOptions | false): boolean {
  return economy !== false && decoding > Math.max(1, cores) * economy.speakersPerCore;
}

/**
 * What one decoder worker holds (thread, acoustic and language models, noise suppressor): the
 * process's RSS grew by ~244 MB a decoder with its economy searches (~214 MB without them), measured
 * with two decoders loaded.
 */
export const DECODER_MEMORY_BYTES = 256 * 1024 * 1024;
/** The share of the machine's memory (or of the process's cgroup limit) decoders may take by default. */
const DECODER_MEMORY_SHARE = 0.25;
/** Most decoders by default, whatever the memory. */
const MAX_DEFAULT_DECODERS = 64;

/** Decoders a machine with `memoryBytes` runs by default: its memory share's worth, 2 to 64. */
export function defaultMaxDecoders(memoryBytes: number): number {
  return Math.max(2, Math.min(MAX_DEFAULT_DECODERS, Math.floor((memoryBytes * DECODER_MEMORY_SHARE) / DECODER_MEMORY_BYTES)));
}

/** The memory this process may use: the machine's, or its cgroup's limit when lower. */
function processMemory(): number {
  const limit = (process as { constrainedMemory?: () => number | undefined }).constrainedMemory?.();
  return limit && limit > 0 ? Math.min(limit, totalmem()) : totalmem();
}

/**
 * How many decoders to start now: one for each waiting session and `spare` more beyond the busy
 * ones, counting those idle or loading already, within `max`.
 */
export function decodersToStart(pool: { queued: number; idle: number; starting: number; running: number; max: number; spare: number }): number {
  const wanted = pool.queued + pool.spare - pool.idle - pool.starting;
  return Math.max(0, Math.min(wanted, pool.max - pool.running - pool.starting));
}

interface Slot {
  worker: Worker;
  aborted: Int32Array;
  session: EmbeddedSession | null;
  /** Waiting for the worker to acknowledge an abort before it takes another session. */
  draining: boolean;
  ready: boolean;
}

let nextSessionId = 1;

class EmbeddedSession implements RecognitionSession {
  readonly id = nextSessionId++;
  state: 'queued' | 'running' | 'done' = 'queued';
  slot: Slot | null = null;
  endRequested = false;
  private pending: Buffer[] = [];
  private carry: Buffer | null = null;
  private bytes = 0;
  private endedAt = 0;
  private attachedAt = 0;
  private result: Promise<RecognitionResult> | null = null;
  /** Why the session ended without a result (given to an `end()` that comes later). */
  private error: SpeechError | null = null;
  private settle: { resolve: (r: RecognitionResult) => void; reject: (e: Error) => void } | null = null;

  constructor(
    private readonly pool: EmbeddedRecognizer,
    readonly options: RecognitionSessionOptions,
  ) {}

  write(pcm: Uint8Array): void {
    if (this.state === 'done' || this.endRequested || pcm.byteLength === 0) return;
    let bytes = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
    if (this.carry) {
      bytes = Buffer.concat([this.carry, bytes]);
      this.carry = null;
    }
    if (bytes.byteLength % BYTES_PER_SAMPLE) {
      this.carry = Buffer.from(bytes.subarray(bytes.byteLength - 1));
      bytes = bytes.subarray(0, bytes.byteLength - 1);
    }
    if (bytes.byteLength === 0) return;
    this.bytes += bytes.byteLength;
    if (this.state === 'running') this.send(bytes);
    else this.pending.push(Buffer.from(bytes)); // a copy: the caller may reuse its buffer
  }

  private send(bytes: Buffer): void {
    const copy = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(copy).set(bytes);
    this.pool.post(this.slot!, { type: 'audio', id: this.id, pcm: copy }, [copy]);
  }

  /** Called by the pool when a decoder takes this session. */
  attach(slot: Slot, cmn: Float32Array | null, partialEverySamples: number, economy: boolean): void {
    this.slot = slot;
    this.state = 'running';
    this.attachedAt = performance.now();
    // The interview's own terms (a posting's skills, a CV's): the decoder's model for them.
    this.pool.post(slot, { type: 'start', id: this.id, cmn, partialEverySamples, vocabulary: this.options.hints ?? null, economy });
    for (const bytes of this.pending) this.send(bytes);
    this.pending = [];
    if (this.endRequested) this.pool.post(slot, { type: 'end', id: this.id });
  }

  end(): Promise<RecognitionResult> {
    if (this.result) return this.result;
    this.endRequested = true;
    this.endedAt = performance.now();
    this.result = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
    if (this.state === 'done') this.settle!.reject(this.error ?? new SpeechError('aborted', 'the session was aborted'));
    else if (this.state === 'running') this.pool.post(this.slot!, { type: 'end', id: this.id });
    return this.result;
  }

  abort(): void {
    if (this.state === 'done') return;
    this.fail(new SpeechError('aborted', 'the session was aborted'));
    this.pool.release(this, true);
  }

  onPartial(text: string): void {
    if (this.state === 'running' && !this.endRequested) this.options.onPartial?.(text);
  }

  onFinal(text: string): void {
    if (this.state === 'done') return;
    this.state = 'done';
    const audioMs = ((this.bytes / BYTES_PER_SAMPLE) * 1000) / SAMPLE_RATE;
    const waitMs = Math.max(0, Math.round(this.attachedAt - this.endedAt));
    this.settle?.resolve({ text, audioMs, latencyMs: Math.round(performance.now() - this.endedAt), waitMs });
  }

  fail(error: SpeechError): void {
    if (this.state === 'done') return;
    this.state = 'done';
    this.pending = [];
    this.error = error; // an end() that comes later rejects with it
    this.settle?.reject(error);
  }
}

export class EmbeddedRecognizer implements SpeechRecognizer {
  readonly name = 'pocketsphinx';
  readonly streaming = true;
  private readonly slots: Slot[] = [];
  private readonly queue: EmbeddedSession[] = [];
  private readonly cmnBySpeaker = new Map<string, Float32Array>();
  private starting = 0;
  private closed = false;
  private readonly partialEverySamples: number;
  private readonly maxWorkers: number;
  private readonly spareWorkers: number;
  private readonly maxSpeakers: number;
  private readonly economy: EconomyOptions | false;
  private readonly cores = availableParallelism();
  /** Answers decoded so far, and how many of them in economy. */
  private readonly decoded = { answers: 0, economy: 0 };
  /** What the first decoder reported when it loaded. */
  info: DecoderInfo | null = null;

  /** Use `createEmbeddedRecognizer`, which also checks that the engine can start. */
  constructor(private readonly options: EmbeddedRecognizerOptions & { decoder: DecoderOptions }) {
    this.partialEverySamples = Math.round(((options.partialIntervalMs ?? 300) * SAMPLE_RATE) / 1000);
    this.maxWorkers = Math.max(1, options.maxWorkers ?? defaultMaxDecoders(processMemory()));
    this.spareWorkers = Math.max(0, options.spareWorkers ?? 1);
    this.maxSpeakers = options.maxSpeakers ?? 2000;
    this.economy = options.economy ?? DEFAULT_ECONOMY;
  }

  /** Answers given to a decoder since the start, and how many of them were decoded in economy. */
  get decodedAnswers(): { answers: number; economy: number } {
    return { ...this.decoded };
  }

  /** Decoders running (busy or idle), loading, and sessions waiting for one. */
  get load(): { workers: number; busy: number; queued: number; starting: number; max: number } {
    return {
      workers: this.slots.length,
      busy: this.slots.filter((s) => s.session || s.draining).length,
      queued: this.queue.length,
      starting: this.starting,
      max: this.maxWorkers,
    };
  }

  /** Starts one decoder worker; resolves when it is ready, rejects with the reason it could not load. */
  spawn(): Promise<void> {
    this.starting++;
    const aborted = new Int32Array(new SharedArrayBuffer(4));
    const setup: WorkerSetup = {
      options: this.options.decoder,
      aborted: aborted.buffer as SharedArrayBuffer,
      denoise: this.options.denoise ?? true,
    };
    const worker = startWorker(new URL('./embeddedWorker.ts', import.meta.url), { workerData: setup });
    const slot: Slot = { worker, aborted, session: null, draining: false, ready: false };
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        this.starting--;
        if (error) reject(error);
        else resolve();
      };
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          slot.ready = true;
          this.info ??= message.info;
          if (this.closed) {
            this.post(slot, { type: 'close' });
          } else {
            this.slots.push(slot);
            this.dispatch();
          }
          settle();
        } else if (message.type === 'init-error') {
          settle(new Error(message.reason));
          void worker.terminate();
        } else this.onMessage(slot, message);
      });
      worker.on('error', (error) => {
        settle(error);
        this.onWorkerLost(slot, `decoder worker failed: ${error.message}`);
      });
      worker.on('exit', (code) => {
        settle(new Error(`decoder worker exited (${code}) before it was ready`));
        this.onWorkerLost(slot, `decoder worker exited (${code})`);
      });
    });
  }

  private onWorkerLost(slot: Slot, reason: string): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    slot.session?.fail(new SpeechError(this.closed ? 'closed' : 'engine', reason));
    slot.session = null;
    if (!this.closed) this.dispatch();
  }

  post(slot: Slot, message: ToWorker, transfer: ArrayBuffer[] = []): void {
    slot.worker.postMessage(message, transfer);
  }

  private onMessage(slot: Slot, message: FromWorker): void {
    const session = slot.session;
    switch (message.type) {
      case 'partial':
        if (session?.id === message.id) session.onPartial(message.text);
        break;
      case 'final':
        if (session?.id !== message.id) break;
        this.remember(session.options.speaker, message.cmn);
        session.onFinal(message.text);
        slot.session = null;
        this.dispatch();
        break;
      case 'error':
        if (session?.id !== message.id) break;
        session.fail(new SpeechError('engine', message.message));
        slot.session = null;
        this.dispatch();
        break;
      case 'aborted':
        if (slot.draining && (!session || session.id === message.id)) {
          slot.draining = false;
          slot.session = null;
          this.dispatch();
        }
        break;
    }
  }

  private remember(speaker: string | undefined, cmn: Float32Array | null): void {
    if (!speaker || !cmn) return;
    this.cmnBySpeaker.delete(speaker); // re-insert: most recently used last
    this.cmnBySpeaker.set(speaker, cmn);
    if (this.cmnBySpeaker.size > this.maxSpeakers) this.cmnBySpeaker.delete(this.cmnBySpeaker.keys().next().value!);
  }

  /** Gives waiting sessions to idle decoders, and grows the pool when sessions wait or no spare is left. */
  private dispatch(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (!this.queue.length) break;
      if (!slot.ready || slot.session || slot.draining) continue;
      const session = this.queue.shift()!;
      slot.session = session;
      const speaker = session.options.speaker;
      const decoding = this.slots.filter((s) => s.session).length;
      const economy = decodeInEconomy(decoding, this.cores, this.economy);
      this.decoded.answers++;
      if (economy) this.decoded.economy++;
      session.attach(slot, (speaker && this.cmnBySpeaker.get(speaker)) || null, this.partialEverySamples, economy);
    }
    const wanted = decodersToStart({
      queued: this.queue.length,
      idle: this.slots.filter((s) => s.ready && !s.session && !s.draining).length,
      starting: this.starting,
      running: this.slots.length,
      max: this.maxWorkers,
      spare: this.spareWorkers,
    });
    for (let i = 0; i < wanted; i++) {
      this.spawn().catch((error: Error) => {
        // Nothing left to decode with: waiting sessions would wait forever.
        if (this.slots.length || this.starting) return;
        for (const session of this.queue.splice(0)) session.fail(new SpeechError('engine', `no decoder could start: ${error.message}`));
      });
    }
  }

  createSession(options: RecognitionSessionOptions = {}): RecognitionSession {
    const session = new EmbeddedSession(this, options);
    if (this.closed) {
      session.fail(new SpeechError('closed', 'the recognizer is closed'));
      return session;
    }
    this.queue.push(session);
    this.dispatch();
    return session;
  }

  /** The session is over (aborted): frees its decoder or its place in the queue. */
  release(session: EmbeddedSession, abort: boolean): void {
    const queued = this.queue.indexOf(session);
    if (queued >= 0) this.queue.splice(queued, 1);
    const slot = session.slot;
    if (!slot || slot.session !== session || !abort) return;
    Atomics.store(slot.aborted, 0, session.id); // the worker skips audio already queued for it
    slot.draining = true;
    this.post(slot, { type: 'abort', id: session.id });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const session of this.queue.splice(0)) session.fail(new SpeechError('closed', 'the recognizer is closed'));
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map(async (slot) => {
        slot.session?.fail(new SpeechError('closed', 'the recognizer is closed'));
        slot.session = null;
        const exited = new Promise<void>((resolve) => slot.worker.once('exit', () => resolve()));
        this.post(slot, { type: 'close' });
        const timer = setTimeout(() => void slot.worker.terminate(), 2000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}

/**
 * Starts the embedded recognizer (`minWorkers` decoders loaded and ready), or says why it cannot:
 * the PocketSphinx libraries or model are missing, or the decoder failed to load. The server still
 * starts without it (typed answers).
 */
export async function createEmbeddedRecognizer(options: EmbeddedRecognizerOptions = {}): Promise<Availability<EmbeddedRecognizer>> {
  const decoder: DecoderOptions = {
    modelDir: options.modelDir,
    libraries: options.libraries,
    skillSets: options.skillSets ?? scenarios.map((scenario) => scenario.skills),
    extraTerms: options.extraTerms ?? lexicon().flatMap((entry) => entry.spellings),
    economyMaxHmmPerFrame: options.economy === false ? 0 : (options.economy ?? DEFAULT_ECONOMY).maxHmmPerFrame,
  };
  const recognizer = new EmbeddedRecognizer({ ...options, decoder });
  const count = Math.max(1, Math.min(options.minWorkers ?? 1, options.maxWorkers ?? Infinity));
  const results = await Promise.allSettled(Array.from({ length: count }, () => recognizer.spawn()));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await recognizer.close();
    const reason = failure.reason instanceof Error ? failure.reason.message : String(failure.reason);
    return { engine: null, reason: `embedded speech recognition unavailable: ${reason}` };
  }
  return { engine: recognizer };
}
