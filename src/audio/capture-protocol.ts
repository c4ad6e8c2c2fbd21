/** What the capture worklet and the main thread agree on (no code that needs either scope). */
import { AUDIO_SAMPLE_RATE_HZ } from '../../machines/shared/constants';

/** The name the worklet registers its processor under. */
export const CAPTURE_PROCESSOR_NAME = 'pcm-capture';

/** Chunks last this long: a live `audio_chunk` every 100 ms. */
export const CAPTURE_CHUNK_MS = 100;

/** 16 kHz samples per chunk (1600, i.e. 3200 bytes of PCM). */
export const CAPTURE_CHUNK_SAMPLES = (AUDIO_SAMPLE_RATE_HZ * CAPTURE_CHUNK_MS) / 1000;

/** Worklet → main thread. */
export interface CaptureMessage {
  type: 'chunk';
  /** Signed 16-bit little-endian mono PCM at 16 kHz. */
  pcm: ArrayBuffer;
  /** The chunk's level for the meter, 0..1. */
  level: number;
}

export function isCaptureMessage(data: unknown): data is CaptureMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<CaptureMessage>;
  return message.type === 'chunk' && message.pcm instanceof ArrayBuffer && typeof message.level === 'number';
}
