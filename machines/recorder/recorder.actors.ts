/**
 * Real implementation of the recorder's `microphone` actor over `src/audio/capture.ts`: start the
 * capture, forward chunks and levels, report a refusal apart from other failures, and release the
 * device in the cleanup (also when the actor stops before the capture has finished starting).
 */
import { fromCallback, type EventObject } from 'xstate';
import type { CaptureHandlers, CaptureSession } from '../shared/ports';
import { CaptureFailedError, MicrophoneDeniedError, reasonOf } from '../shared/audioErrors';
import type { RecorderEvent } from './recorder.events';

export interface RecorderDeps {
  /** `startCapture` from src/audio/capture.ts (a fake in tests). */
  startCapture(handlers: CaptureHandlers): Promise<CaptureSession>;
}

type MicrophoneEvent = Extract<RecorderEvent, { type: `microphone.${string}` }>;

export function createRecorderActors({ startCapture }: RecorderDeps) {
  return {
    microphone: fromCallback<EventObject>(({ sendBack }) => {
      let released = false;
      let session: CaptureSession | null = null;
      const send = (event: MicrophoneEvent) => {
        if (!released) sendBack(event);
      };

      let started: Promise<CaptureSession>;
      try {
        started = startCapture({
          onChunk: (pcm) => send({ type: 'microphone.chunk', pcm }),
          onLevel: (level) => send({ type: 'microphone.level', level }),
          onError: (reason) => send({ type: 'microphone.failed', reason }),
        });
      } catch (error) {
        started = Promise.reject(error);
      }
      started.then(
        (running) => {
          if (released) {
            void running.stop();
            return;
          }
          session = running;
          send({ type: 'microphone.ready' });
        },
        (error: unknown) => {
          if (error instanceof MicrophoneDeniedError) send({ type: 'microphone.denied' });
          else send({ type: 'microphone.failed', reason: error instanceof CaptureFailedError ? error.reason : reasonOf(error) });
        },
      );

      return () => {
        released = true;
        if (session) void session.stop();
        session = null;
      };
    }),
  };
}
