/**
 * A Moonshine worker thread: owns one loaded model and transcribes one stretch at a time for
 * `moonshineRecognizer.ts` (onnxruntime-node runs an inference on the calling thread, so on the
 * server's main thread it would hold up every socket). Messages are `ToMoonshine` / `FromMoonshine`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { MoonshineModel, TermBias, type BiasWeights, type MoonshineOptions } from './moonshine';

export interface MoonshineWorkerSetup extends MoonshineOptions {
  /** Terms every answer may bring (already filtered to the favoured ones). */
  terms: readonly string[];
  bias?: BiasWeights;
}

export type ToMoonshine =
  | {
      type: 'transcribe';
      id: number;
      samples: Float32Array;
      /** The interview's own favoured terms, sorted (the key of its bias). */
      hints: readonly string[];
    }
  | { type: 'close' };

export type FromMoonshine =
  | { type: 'ready' }
  | { type: 'init-error'; reason: string }
  | { type: 'text'; id: number; text: string }
  | { type: 'error'; id: number; message: string };

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
  const model = await MoonshineModel.load(setup);
  biasFor([]); // the catalogue's, ready for the first answer
  // One stretch at a time: a message waits for the one before it.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (message: ToMoonshine) => {
    queue = queue.then(async () => {
      if (message.type === 'close') {
        await model.close();
        port.close();
        return;
      }
      try {
        send({ type: 'text', id: message.id, text: await model.transcribe(message.samples, biasFor(message.hints)) });
      } catch (error) {
        send({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) });
      }
    });
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'init-error', reason: error instanceof Error ? error.message : String(error) });
}
