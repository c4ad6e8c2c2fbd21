import { existsSync } from 'node:fs';
import { performance as nodePerformance } from 'node:perf_hooks';
import koffi from 'koffi';
import { DEFAULT_MODEL_DIR } from '../../../../server/speech/stt/decoder';
import { DEFAULT_LIBRARIES } from '../../../../server/speech/stt/pocketsphinx';
import type { RecognitionResult, SpeechRecognizer } from '../../../../server/speech/stt/types';

/** Why the embedded recognizer cannot run here (null: it can). */
export function pocketsphinxMissing(): string | null {
  try {
    koffi.load(DEFAULT_LIBRARIES.sphinxbase);
    koffi.load(DEFAULT_LIBRARIES.pocketsphinx);
  } catch (error) {
    return `PocketSphinx libraries missing (${error instanceof Error ? error.message : error}); apt-get install -y libpocketsphinx3`;
  }
  if (!existsSync(`${DEFAULT_MODEL_DIR}/en-us.lm.bin`)) return `PocketSphinx model missing in ${DEFAULT_MODEL_DIR}; apt-get install -y pocketsphinx-en-us`;
  return null;
}

export const CHUNK_BYTES = 3200; // 100 ms of s16le mono 16 kHz

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Streams `pcm` into a new session in 100 ms chunks, `pace` ms apart (100 = real time), and ends it.
 * Resolves with the result and the partials seen, each with its time relative to the first write.
 */
export async function recognize(
  recognizer: SpeechRecognizer,
  pcm: Buffer,
  { pace = 0, speaker, chunkBytes = CHUNK_BYTES }: { pace?: number; speaker?: string; chunkBytes?: number } = {},
): Promise<RecognitionResult & { partials: { text: string; atMs: number }[]; endAtMs: number; finalAtMs: number }> {
  const partials: { text: string; atMs: number }[] = [];
  const started = performance.now();
  const session = recognizer.createSession({ speaker, onPartial: (text) => partials.push({ text, atMs: performance.now() - started }) });
  for (let at = 0; at < pcm.length; at += chunkBytes) {
    session.write(pcm.subarray(at, at + chunkBytes));
    if (pace > 0) await sleep(pace);
    else if ((at / chunkBytes) % 10 === 9) await sleep(0); // let messages flow, like a socket would
  }
  const endAtMs = performance.now() - started;
  const result = await session.end();
  return { ...result, partials, endAtMs, finalAtMs: performance.now() - started };
}

/**
 * How busy the event loop was while `run` ran (0–1, Node's event-loop utilisation): decoding on the
 * main thread keeps it busy nearly all the time; decoding in worker threads leaves it mostly idle.
 * Unlike the longest timer delay, this does not grow when other processes take the CPU.
 */
export async function eventLoopBusy<T>(run: () => Promise<T>): Promise<{ result: T; utilization: number }> {
  const before = nodePerformance.eventLoopUtilization();
  const result = await run();
  return { result, utilization: nodePerformance.eventLoopUtilization(before).utilization };
}
