/**
 * A Moonshine worker thread: owns its loaded models (the one that hears the candidate, and the smaller
 * one of economy decoding) and transcribes one batch of stretches at a time for `moonshineRecognizer.ts`
 * (onnxruntime-node runs an inference on the calling thread, so on the server's main thread it would
 * hold up every socket). Messages are `ToMoonshine` / `FromMoonshine`.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import llamaTokenizer from 'llama-tokenizer-js';
import { SAMPLE_RATE } from '../audio';
import { MoonshineModel, Preempted, TermBias, type BiasWeights, type MoonshineOptions } from './moonshine';

export interface MoonshineWorkerSetup extends MoonshineOptions {
  /** The model of economy decoding (`economy` in a message), if not the one of `modelDir`. */
  economyModelDir?: string;
  /** Terms every answer may bring (already filtered to the favoured ones). */
  terms: readonly string[];
  bias?: BiasWeights;
  /**
   * The thread runs at the lowest CPU priority (work that may wait: the running transcript's), and
   * stops a transcription while the count in this buffer (the other workers' transcriptions) is not 0.
   */
  lowPriority?: { othersBusy: SharedArrayBuffer };
}

export type ToMoonshine =
  | {
      type: 'transcribe';
      id: number;
      /**
       * Transcribed together (one batch); `hints`: the interview's own favoured terms, sorted (the key
       * of its bias); `prefix`: the text's beginning, known already (a stretch transcribed alone).
       */
      stretches: { samples: Float32Array; hints: readonly string[]; prefix?: string }[];
      /** Hypotheses kept per stretch (1: greedy). */
      beam: number;
      /** Decoded by the economy model (the setup's `economyModelDir`, else its only one). */
      economy: boolean;
      /** One Int32: set to 1, the transcription stops (a guess that speech has overtaken). */
      cancel?: SharedArrayBuffer;
    }
  | { type: 'close' };

export type FromMoonshine =
  | { type: 'ready' }
  | { type: 'init-error'; reason: string }
  | { type: 'texts'; id: number; texts: string[] }
  | { type: 'error'; id: number; message: string }
  | { type: 'preempted'; id: number };

/** A stretch of a batch that comes out empty is decoded again alone if it holds this much audio (half a second). */
const RETRIED_SAMPLES = SAMPLE_RATE / 2;

/** Term biases kept per set of hints (an interview's vocabulary; the least recently used goes first). */
const BIAS_CACHE = 64;

const port = parentPort!;
const setup = workerData as MoonshineWorkerSetup;
const send = (message: FromMoonshine) => port.postMessage(message);
const biases = new Map<string, TermBias>();

function biasFor(hints: readonly string[]): TermBias {
  const key = hints.join('\n');
  let bias = biases.get(key);
  if (bias) biases.delete(key);
  else bias = new TermBias([...setup.terms, ...hints], setup.bias);
  biases.set(key, bias);
  if (biases.size > BIAS_CACHE) biases.delete(biases.keys().next().value as string);
  return bias;
}

try {
  // On Linux the priority is the calling thread's; inference runs on this thread (one intra-op thread).
  if (setup.lowPriority) setPriority(19);
  const othersBusy = setup.lowPriority ? new Int32Array(setup.lowPriority.othersBusy) : null;
  const model = await MoonshineModel.load(setup);
  const economyModel = setup.economyModelDir ? await MoonshineModel.load({ ...setup, modelDir: setup.economyModelDir }) : model;
  biasFor([]); // the catalogue's, ready for the first answer
  // One batch at a time: a message waits for the one before it.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (message: ToMoonshine) => {
    queue = queue.then(async () => {
      if (message.type === 'close') {
        await Promise.all([...new Set([model, economyModel])].map((one) => one.close()));
        port.close();
        return;
      }
      try {
        const cancel = message.cancel ? new Int32Array(message.cancel) : null;
        const yieldTo = () => (cancel !== null && Atomics.load(cancel, 0) !== 0) || (othersBusy !== null && Atomics.load(othersBusy, 0) > 0);
        const stretches = message.stretches.map(({ samples, hints, prefix }) => ({
          samples,
          bias: biasFor(hints),
          // The text's tokens as the model writes them: a word's first token carries its space.
          prefix: prefix ? llamaTokenizer.encode(prefix, false, true) : undefined,
        }));
        const decoder = message.economy ? economyModel : model;
        const texts = await decoder.transcribeAll(stretches, { yieldTo, beam: message.beam });
        // A stretch of a batch can come out empty where alone it has words (base, greedily: a 5 s
        // stretch padded to a 9 s one's length, its first token the end): a stretch reaches a worker
        // only if the voice activity detector heard speech in it, so an empty one is decoded again alone.
        if (stretches.length > 1) {
          for (const [k, stretch] of stretches.entries()) {
            if (texts[k] === '' && stretch.samples.length >= RETRIED_SAMPLES) [texts[k]] = await decoder.transcribeAll([stretch], { yieldTo, beam: message.beam });
          }
        }
        send({ type: 'texts', id: message.id, texts });
      } catch (error) {
        if (error instanceof Preempted) send({ type: 'preempted', id: message.id });
        else send({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) });
      }
    });
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'init-error', reason: error instanceof Error ? error.message : String(error) });
}
