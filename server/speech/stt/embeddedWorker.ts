/**
 * Decoder worker thread: owns one InterviewDecoder and decodes one session at a time for the pool
 * in `embedded.ts`. Messages are `ToWorker` / `FromWorker`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { InterviewDecoder, type DecoderInfo, type DecoderOptions } from './decoder';
import { loadRnnoise, NoiseSuppressor } from './denoise';

export interface WorkerSetup {
  options: DecoderOptions;
  /** Int32 [0]: id of the session the pool aborted, so queued audio of it is skipped unprocessed. */
  aborted: SharedArrayBuffer;
  /** Suppress background noise before the decoder hears the audio. */
  denoise: boolean;
}

export type ToWorker =
  | {
      type: 'start';
      id: number;
      cmn: Float32Array | null;
      partialEverySamples: number;
      vocabulary: readonly string[] | null;
      /** Decode this answer with the economy searches (the machine has more speakers than it decodes in full). */
      economy: boolean;
    }
  | { type: 'audio'; id: number; pcm: ArrayBuffer }
  | { type: 'end'; id: number }
  | { type: 'abort'; id: number }
  | { type: 'close' };

export type FromWorker =
  | { type: 'ready'; info: DecoderInfo }
  | { type: 'init-error'; reason: string }
  | { type: 'partial'; id: number; text: string }
  | { type: 'final'; id: number; text: string; cmn: Float32Array | null; decodeMs: number }
  | { type: 'aborted'; id: number }
  | { type: 'error'; id: number; message: string };

const port = parentPort!;
const setup = workerData as WorkerSetup;
const aborted = new Int32Array(setup.aborted);
const post = (message: FromWorker) => port.postMessage(message);

let decoder: InterviewDecoder | null = null;
let denoiser: NoiseSuppressor | null = null;
try {
  decoder = new InterviewDecoder(setup.options);
  if (setup.denoise) denoiser = new NoiseSuppressor(await loadRnnoise());
  post({ type: 'ready', info: decoder.info });
} catch (error) {
  decoder?.free();
  decoder = null;
  post({ type: 'init-error', reason: error instanceof Error ? error.message : String(error) });
}

/**
 * The decoder hears the audio in blocks of this many samples (100 ms), however it arrived. PocketSphinx's
 * live cepstral normalisation moves its mean at the end of a `ps_process_raw` call once a long answer
 * passes its window, so blocks cut where the network cut them made one recording decode differently
 * depending on its chunking ("we stored they are tears" for "we started our tears").
 */
const BLOCK_SAMPLES = 1600;

let current: { id: number; samples: number; partialAt: number; partialEvery: number; partial: string; decodeMs: number } | null = null;
/** Samples waiting for a whole block. */
const block = new Int16Array(BLOCK_SAMPLES);
let blockLength = 0;

/** Hands the decoder every whole block of `samples` (after what waits), keeping the rest for later. */
function feed(target: InterviewDecoder, samples: Int16Array): void {
  let read = 0;
  while (read < samples.length) {
    const take = Math.min(BLOCK_SAMPLES - blockLength, samples.length - read);
    block.set(samples.subarray(read, read + take), blockLength);
    blockLength += take;
    read += take;
    if (blockLength === BLOCK_SAMPLES) {
      target.process(block);
      blockLength = 0;
    }
  }
}

/** Hands the decoder what waits for a whole block (the end of an answer). */
function drain(target: InterviewDecoder): void {
  if (blockLength > 0) target.process(block.subarray(0, blockLength));
  blockLength = 0;
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'close') {
    decoder?.cancel();
    decoder?.free();
    decoder = null;
    denoiser?.free();
    denoiser = null;
    port.close();
    return;
  }
  if (!decoder) return;
  const id = message.id;
  try {
    switch (message.type) {
      case 'start':
        decoder.useVocabulary(message.vocabulary, message.economy);
        decoder.start(message.cmn);
        denoiser?.reset();
        blockLength = 0;
        current = { id, samples: 0, partialAt: 0, partialEvery: message.partialEverySamples, partial: '', decodeMs: 0 };
        break;
      case 'audio': {
        if (current?.id !== id || Atomics.load(aborted, 0) === id) break;
        const heard = new Int16Array(message.pcm);
        const started = performance.now();
        const samples = denoiser ? denoiser.process(heard) : heard;
        feed(decoder, samples);
        current.samples += heard.length;
        if (current.partialEvery > 0 && current.samples - current.partialAt >= current.partialEvery) {
          current.partialAt = current.samples;
          const text = decoder.partial();
          if (text && text !== current.partial) {
            current.partial = text;
            post({ type: 'partial', id, text });
          }
        }
        current.decodeMs += performance.now() - started;
        break;
      }
      case 'end': {
        if (current?.id !== id) throw new Error(`session ${id} is not the one being decoded`);
        const started = performance.now();
        const rest = denoiser?.flush();
        if (rest?.length) feed(decoder, rest);
        drain(decoder);
        const { text, cmn } = decoder.finish();
        post({ type: 'final', id, text, cmn, decodeMs: Math.round(current.decodeMs + performance.now() - started) });
        current = null;
        break;
      }
      case 'abort':
        if (current?.id === id) decoder.cancel();
        current = null;
        post({ type: 'aborted', id });
        break;
    }
  } catch (error) {
    if (current?.id === id) {
      decoder.cancel();
      current = null;
    }
    post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }
});
