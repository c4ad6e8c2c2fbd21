/**
 * Voice activity of a recording: WebRTC's voice activity detector (libfvad, compiled to WebAssembly
 * in @echogarden/fvad-wasm) says for each 30 ms frame whether it holds speech; the voiced time is the
 * number of voiced frames times 30 ms. Its Gaussian models of speech and noise look at the spectrum,
 * not at the level, so steady noise (a fan, hiss) and breath are not taken for speech the way an
 * energy threshold takes them (`timing.ts` measures delivery, not whether anything was said).
 *
 * Streaming and cheap (a few microseconds a frame, on the calling thread): a meter takes the PCM of
 * one recording as it arrives and gives its voiced time at the end. The module compiles once per
 * thread; writes made before it is ready wait for it.
 */
import initialize, { type FvadModule } from '@echogarden/fvad-wasm';
import { SAMPLE_RATE, SampleReader } from './audio';

/** One frame of the detector: 30 ms, 480 samples at 16 kHz (it takes 10, 20 or 30 ms). */
export const VAD_FRAME_MS = 30;
/** Samples in one detector frame. */
export const VAD_FRAME_SAMPLES = (SAMPLE_RATE * VAD_FRAME_MS) / 1000;
/**
 * The detector's aggressiveness, 0 (most frames are speech) to 3 (only clear speech). 3 was chosen on
 * the development recordings (`npm run bench -- vad`): the gate is right on 0.926 of them at modes 0
 * and 1, 0.963 at 2 and 3, and 3 counts the least of a breath or a lone word as speech (a breath
 * 780 ms at 3, 990 ms at 0). Loud steady noise is speech at every mode: there the recognizer's words decide.
 */
export const VAD_MODE = 3;

/** What the detector found in one recording. */
export interface VoiceActivity {
  /** Frames with speech, in milliseconds. */
  voicedMs: number;
  /** The whole frames examined, in milliseconds. */
  audioMs: number;
}

let loading: Promise<FvadModule> | null = null;

/** Compiles the detector once per thread (later calls share it). */
export function loadVad(): Promise<FvadModule> {
  loading ??= initialize();
  return loading;
}

/** Measures one recording while it arrives (s16le mono 16 kHz, any chunk sizes). */
export interface VoiceActivityMeter {
  write(pcm: Uint8Array): void;
  /** The voice activity of everything written; the meter is done after it. */
  result(): Promise<VoiceActivity>;
  /** Drops the recording without a result. */
  dispose(): void;
}

class FvadMeter {
  private readonly handle: number;
  private readonly buffer: number;
  private readonly frame = new Int16Array(VAD_FRAME_SAMPLES);
  private inFrame = 0;
  private readonly reader = new SampleReader();
  private frames = 0;
  private voiced = 0;
  private freed = false;

  constructor(
    private readonly wasm: FvadModule,
    mode: number,
    private readonly onFrame?: (speech: boolean) => void,
  ) {
    this.handle = wasm._fvad_new();
    if (!this.handle) throw new Error('voice activity detector: out of memory');
    if (wasm._fvad_set_sample_rate(this.handle, SAMPLE_RATE) !== 0 || wasm._fvad_set_mode(this.handle, mode) !== 0) {
      wasm._fvad_free(this.handle);
      throw new Error(`voice activity detector: mode ${mode} at ${SAMPLE_RATE} Hz refused`);
    }
    this.buffer = wasm._malloc(VAD_FRAME_SAMPLES * 2);
  }

  write(pcm: Uint8Array): void {
    if (this.freed) return;
    for (const sample of this.reader.read(pcm)) this.add(sample);
  }

  private add(sample: number): void {
    this.frame[this.inFrame++] = sample;
    if (this.inFrame < VAD_FRAME_SAMPLES) return;
    this.inFrame = 0;
    this.wasm.HEAP16.set(this.frame, this.buffer >> 1);
    const speech = this.wasm._fvad_process(this.handle, this.buffer, VAD_FRAME_SAMPLES);
    if (speech < 0) throw new Error('voice activity detector: frame refused');
    this.frames += 1;
    if (speech === 1) this.voiced += 1;
    this.onFrame?.(speech === 1);
  }

  finish(): VoiceActivity {
    const activity = { voicedMs: this.voiced * VAD_FRAME_MS, audioMs: this.frames * VAD_FRAME_MS };
    this.free();
    return activity;
  }

  free(): void {
    if (this.freed) return;
    this.freed = true;
    this.wasm._fvad_free(this.handle);
    this.wasm._free(this.buffer);
  }
}

/**
 * A meter for one recording; it measures as soon as the detector is compiled. `onFrame` hears each
 * 30 ms frame's verdict as it is made (during `write`, once the detector is ready).
 */
export function createVoiceActivityMeter(mode: number = VAD_MODE, onFrame?: (speech: boolean) => void): VoiceActivityMeter {
  let meter: FvadMeter | null = null;
  let pending: Uint8Array[] | null = [];
  let disposed = false;
  const ready = loadVad().then((wasm) => {
    if (disposed) return null;
    meter = new FvadMeter(wasm, mode, onFrame);
    for (const chunk of pending ?? []) meter.write(chunk);
    pending = null;
    return meter;
  });
  return {
    write(pcm) {
      if (disposed) return;
      if (meter) meter.write(pcm);
      // Copied: the caller may reuse its buffer before the detector is ready.
      else pending?.push(Uint8Array.from(pcm));
    },
    async result() {
      const ready_ = await ready;
      if (!ready_ || disposed) throw new Error('voice activity meter disposed');
      disposed = true;
      return ready_.finish();
    },
    dispose() {
      disposed = true;
      pending = null;
      (meter as FvadMeter | null)?.free();
    },
  };
}

/** The voice activity of a whole recording (s16le mono 16 kHz). */
export async function measureVoiceActivity(pcm: Uint8Array, mode: number = VAD_MODE): Promise<VoiceActivity> {
  const meter = createVoiceActivityMeter(mode);
  meter.write(pcm);
  return meter.result();
}
