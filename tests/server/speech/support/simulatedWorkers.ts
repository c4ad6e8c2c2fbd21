import { SAMPLE_RATE } from '../../../../server/speech/audio';
import {
  BEAM_BELOW,
  GUESS_BELOW,
  PILE_UP_MS,
  WorkerPool,
  type Decoding,
  type DecodingWorker,
  type ScheduleRule,
  type StretchAudio,
} from '../../../../server/speech/stt/moonshineRecognizer';
import { SpeechError } from '../../../../server/speech/stt/types';

/** A batch a stand-in worker was given: how it was to be decoded, how much audio, and when. */
export interface HeldBatch {
  worker: number;
  decoding: Decoding;
  stretches: number;
  audioMs: number;
  startedAt: number;
  cancel?: SharedArrayBuffer;
  /** Ends it with a text per stretch, as a worker would. */
  finish(): void;
  /** Ends it as a worker stopped by its cancel flag would (the pool queues it again). */
  stop(): void;
  settled: boolean;
}

/** Worker ms per audio ms of each decoding on the simulated machine (about those of 2 quiet cores). */
export const QUIET_PACE = { beam: 0.12, greedy: 0.06, economy: 0.025 };

/**
 * A `WorkerPool` over stand-in workers and a simulated clock: each batch waits until the test (or
 * `run`) finishes it, so the pool's decisions can be looked at under any queue.
 */
export class SimulatedPool {
  clock = 0;
  readonly batches: HeldBatch[] = [];
  readonly pool: WorkerPool;

  constructor(workers = 2, rule: Partial<ScheduleRule> = {}, beam = 4) {
    const stand = (worker: number): DecodingWorker => ({
      transcribe: (stretches: readonly StretchAudio[], decoding: Decoding, cancel?: SharedArrayBuffer) =>
        new Promise<string[]>((resolve, reject) => {
          const batch: HeldBatch = {
            worker,
            decoding,
            stretches: stretches.length,
            audioMs: (stretches.reduce((sum, s) => sum + s.samples.length, 0) / SAMPLE_RATE) * 1000,
            startedAt: this.clock,
            cancel,
            settled: false,
            finish: () => {
              batch.settled = true;
              resolve(stretches.map((_, k) => `text ${k}`));
            },
            stop: () => {
              batch.settled = true;
              reject(new SpeechError('aborted', 'the guess was stopped'));
            },
          };
          this.batches.push(batch);
        }),
    });
    this.pool = new WorkerPool(
      Array.from({ length: workers }, (_, k) => stand(k)),
      new Int32Array(new SharedArrayBuffer(4)),
      { economy: false, beam },
      'base',
      { pileUpMs: PILE_UP_MS, beamBelow: BEAM_BELOW, guessBelow: GUESS_BELOW, beamAhead: true, ...rule },
      () => this.clock,
    );
  }

  /** A stretch of `seconds` of audio. */
  static stretch(seconds: number): StretchAudio {
    return { samples: new Float32Array(Math.round(seconds * SAMPLE_RATE)), hints: [] };
  }

  /** The batches still being decoded. */
  get running(): HeldBatch[] {
    return this.batches.filter((batch) => !batch.settled);
  }

  /** Lets the pool see batches settled (their promises' callbacks run). */
  async settle(): Promise<void> {
    // setImmediate runs once every promise callback queued before it has run.
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Finishes the batch (default: the oldest still running) and lets the pool hand its worker on. */
  async finish(batch = this.running[0]): Promise<void> {
    batch.finish();
    await this.settle();
  }

  /**
   * Runs the simulated machine for `ms`, in 10 ms steps: `arrivals(at)` queues the stretches closing
   * at that moment, and each batch ends when its worker has decoded it at `pace` (a batch of several
   * stretches in 0.6 of the time of each alone, as measured). A batch stopped by its cancel flag stops.
   */
  async run(ms: number, arrivals: (at: number) => void, pace = QUIET_PACE): Promise<void> {
    const end = this.clock + ms;
    while (this.clock < end) {
      this.clock += 10;
      arrivals(this.clock);
      for (const batch of this.running) {
        if (batch.cancel && Atomics.load(new Int32Array(batch.cancel), 0) === 1) {
          batch.stop();
          continue;
        }
        const perMs = batch.decoding.economy ? pace.economy : batch.decoding.beam > 1 ? pace.beam : pace.greedy;
        const takes = batch.audioMs * perMs * (batch.stretches > 1 ? 0.6 : 1);
        if (this.clock - batch.startedAt >= takes) batch.finish();
      }
      await this.settle();
    }
  }
}

/** The share of the audio the pool heard (texts given back) by each decoding's name. */
export function heardShares(pool: WorkerPool): Record<string, number> {
  const total = [...pool.heard.values()].reduce((a, b) => a + b, 0);
  return Object.fromEntries([...pool.heard].map(([name, ms]) => [name, ms / total]));
}
