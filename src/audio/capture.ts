/**
 * The candidate's microphone (spec §4 "Interview flow", §5, §8): getUserMedia → an AudioContext → the
 * `pcm-capture` AudioWorklet, which hands back ~100 ms chunks of 16 kHz mono 16-bit PCM and a level.
 *
 * The worklet is bundled by Vite as a separate same-origin script (`?worker&url`: its own build with
 * its imports inlined), so `audioWorklet.addModule` needs nothing beyond the CSP's script-src 'self'.
 */
import workletUrl from './capture-worklet.ts?worker&url';
import { CAPTURE_PROCESSOR_NAME, isCaptureMessage } from './capture-protocol';
import {
  CaptureFailedError,
  isPermissionDenial,
  MicrophoneDeniedError,
  reasonOf,
} from '../../machines/shared/audioErrors';
import type { CaptureHandlers, CaptureSession } from '../../machines/shared/ports';

export { CaptureFailedError, MicrophoneDeniedError };

/** The browser APIs capture uses, injectable for tests. */
export interface CaptureEnvironment {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  createAudioContext(): AudioContext;
  createWorkletNode(context: AudioContext, name: string, options: AudioWorkletNodeOptions): AudioWorkletNode;
  workletUrl: string;
}

/**
 * Mono, and none of the browser's processing: it would alter the level (STACK.md: Chromium's fake
 * microphone) and the recognizer prefers the raw signal.
 */
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
  video: false,
};

export function browserCaptureEnvironment(): CaptureEnvironment {
  return {
    getUserMedia: (constraints) => {
      const devices = globalThis.navigator?.mediaDevices;
      // Missing outside a secure context or in old browsers: a failure, not a refusal.
      if (!devices?.getUserMedia) return Promise.reject(new CaptureFailedError('getUserMedia is not available'));
      return devices.getUserMedia(constraints);
    },
    createAudioContext: () => new AudioContext(),
    createWorkletNode: (context, name, options) => new AudioWorkletNode(context, name, options),
    workletUrl,
  };
}

/**
 * Opens the microphone and starts streaming chunks. Rejects with `MicrophoneDeniedError` when the
 * permission is refused (NotAllowedError, SecurityError) and `CaptureFailedError` otherwise; on
 * failure everything already opened is released.
 */
export async function startCapture(
  handlers: CaptureHandlers,
  env: CaptureEnvironment = browserCaptureEnvironment(),
): Promise<CaptureSession> {
  let stream: MediaStream;
  try {
    stream = await env.getUserMedia(MICROPHONE_CONSTRAINTS);
  } catch (error) {
    if (isPermissionDenial(error)) throw new MicrophoneDeniedError(error);
    throw error instanceof CaptureFailedError ? error : new CaptureFailedError(reasonOf(error), error);
  }

  let context: AudioContext | null = null;
  let source: MediaStreamAudioSourceNode | null = null;
  let node: AudioWorkletNode | null = null;
  let stopped = false;
  const onTrackEnded = () => {
    if (!stopped) handlers.onError?.('The microphone stopped');
  };
  const tracks = stream.getTracks();

  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    for (const track of tracks) {
      track.removeEventListener('ended', onTrackEnded);
      track.stop();
    }
    if (node) {
      node.port.onmessage = null;
      node.disconnect();
    }
    source?.disconnect();
    if (context && context.state !== 'closed') await context.close().catch(() => undefined);
  };

  try {
    context = env.createAudioContext();
    await context.audioWorklet.addModule(env.workletUrl);
    source = context.createMediaStreamSource(stream);
    node = env.createWorkletNode(context, CAPTURE_PROCESSOR_NAME, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: 1,
      channelCountMode: 'explicit',
      channelInterpretation: 'speakers',
    });
    node.port.onmessage = (event: MessageEvent<unknown>) => {
      if (stopped || !isCaptureMessage(event.data)) return;
      handlers.onChunk(event.data.pcm);
      handlers.onLevel(event.data.level);
    };
    source.connect(node);
    // The node writes silence; connecting it to the output keeps the graph pulling it in every browser.
    node.connect(context.destination);
    if (context.state === 'suspended') await context.resume();
    for (const track of tracks) track.addEventListener('ended', onTrackEnded);
  } catch (error) {
    await stop();
    throw error instanceof CaptureFailedError ? error : new CaptureFailedError(reasonOf(error), error);
  }

  return { stop };
}
