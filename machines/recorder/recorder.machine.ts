/**
 * The candidate's microphone on the interview page (spec §2 control panel, §4 "Interview flow", §5
 * "Interview", §8, §9): the round record/stop button, 16 kHz mono 16-bit capture, the level meter.
 *
 * Two parallel regions:
 * - `capture`: idle ("Ready") → starting (the `microphone` callback actor opens the device) →
 *   recording ("Speaking...", chunks and levels flow) → back to idle on a click, `recorder.stop` or lost
 *   availability; a refusal ends in `denied` (the §8 modal), any other failure in `failed`.
 * - `lock`: each click taken while unlocked locks the button for RECORD_BUTTON_LOCK_MS; clicks while
 *   locked are ignored by both regions.
 *
 * What the parent must hear goes through the one action `notify` (default: `sendParent`):
 * `recorder.started` when capture runs, `recorder.chunk` per chunk, `recorder.stopped` when a started
 * recording stops. Stopping ends the `microphone` actor, whose cleanup releases the device.
 */
import { and, assign, fromCallback, sendParent, setup, stateIn, type EventObject } from 'xstate';
import type { UiText } from '../shared/text';
import { RECORD_BUTTON_LOCK_MS } from '../shared/constants';
import type { RecorderEvent, RecorderNotice } from './recorder.events';

export type { RecorderEvent, RecorderNotice };

export interface RecorderContext {
  /** Recording is allowed (the socket is connected or confirmed); false until the parent says so. */
  canRecord: boolean;
  /** The input level for the meter, 0..1; 0 whenever not recording. */
  level: number;
  /** The alert or modal text to show, or null. */
  notice: UiText | null;
}

const NOTICE_CONNECT_FIRST: UiText = { key: 'live.connectFirst' };
const NOTICE_DENIED: UiText = { key: 'live.micDenied' };
const NOTICE_FAILED: UiText = { key: 'live.recordFailed' };

function clampLevel(level: number): number {
  return Number.isFinite(level) ? Math.max(0, Math.min(1, level)) : 0;
}

export const recorderMachine = setup({
  types: {
    context: {} as RecorderContext,
    events: {} as RecorderEvent,
  },
  actors: {
    /**
     * Opens the microphone and streams it: sends `microphone.ready`, then `microphone.chunk` and
     * `microphone.level`; `microphone.denied` / `microphone.failed` when it cannot. Its cleanup
     * releases the device. Real implementation: `createRecorderActors({ startCapture })`.
     */
    microphone: fromCallback<EventObject>(({ sendBack }) => {
      sendBack({ type: 'microphone.failed', reason: 'recorder: actor "microphone" was not provided' });
    }),
  },
  actions: {
    /** Tells the parent (interview machine) what to send to the server. */
    notify: sendParent((_, notice: RecorderNotice) => notice),
  },
  guards: {
    isUnlocked: stateIn({ lock: 'unlocked' }),
    canRecord: ({ context }) => context.canRecord,
    isUnavailable: ({ event }) => event.type === 'recorder.availability' && !event.canRecord,
  },
  delays: {
    recordButtonLock: RECORD_BUTTON_LOCK_MS,
  },
}).createMachine({
  id: 'recorder',
  description: 'The record/stop button, the microphone capture and the level meter of the interview page.',
  type: 'parallel',
  context: { canRecord: false, level: 0, notice: null },
  on: {
    'recorder.availability': { actions: assign({ canRecord: ({ event }) => event.canRecord }) },
  },
  states: {
    capture: {
      description: 'What the microphone is doing.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Ready: not recording; a click starts recording when the connection allows it.',
          on: {
            'recorder.toggle': [
              { guard: and(['isUnlocked', 'canRecord']), target: 'active', actions: assign({ notice: null }) },
              // "Please connect to the server before recording" (spec §5).
              { guard: 'isUnlocked', actions: assign({ notice: NOTICE_CONNECT_FIRST }) },
            ],
            'recorder.dismiss': { actions: assign({ notice: null }) },
          },
        },
        active: {
          description: 'The microphone actor runs: opening the device, then recording.',
          invoke: { id: 'microphone', src: 'microphone' },
          exit: assign({ level: 0 }),
          initial: 'starting',
          on: {
            'recorder.toggle': { guard: 'isUnlocked', target: 'idle' },
            'recorder.stop': { target: 'idle' },
            'recorder.availability': {
              guard: 'isUnavailable',
              target: 'idle',
              actions: assign({ canRecord: false }),
            },
            'microphone.failed': { target: 'failed', actions: assign({ notice: NOTICE_FAILED }) },
          },
          states: {
            starting: {
              description: 'Asking for the microphone and starting the capture worklet; nothing is sent yet.',
              on: {
                'microphone.ready': { target: 'recording' },
                'microphone.denied': { target: '#recorder.capture.denied', actions: assign({ notice: NOTICE_DENIED }) },
              },
            },
            recording: {
              description: 'Speaking...: every chunk goes to the parent and the meter follows the level.',
              entry: { type: 'notify', params: { type: 'recorder.started' } },
              // Leaving by any transition ends the answer (not when the whole actor is stopped).
              exit: { type: 'notify', params: { type: 'recorder.stopped' } },
              on: {
                'microphone.chunk': {
                  actions: { type: 'notify', params: ({ event }) => ({ type: 'recorder.chunk' as const, pcm: event.pcm }) },
                },
                'microphone.level': { actions: assign({ level: ({ event }) => clampLevel(event.level) }) },
              },
            },
          },
        },
        denied: {
          description: 'The microphone was refused: the "Microphone access denied" modal shows until dismissed.',
          on: {
            'recorder.dismiss': { target: 'idle', actions: assign({ notice: null }) },
            'recorder.toggle': [
              { guard: and(['isUnlocked', 'canRecord']), target: 'active', actions: assign({ notice: null }) },
              { guard: 'isUnlocked', target: 'idle', actions: assign({ notice: NOTICE_CONNECT_FIRST }) },
            ],
          },
        },
        failed: {
          description: '"Failed to start recording": shown until dismissed or the next click tries again.',
          on: {
            'recorder.dismiss': { target: 'idle', actions: assign({ notice: null }) },
            'recorder.toggle': [
              { guard: and(['isUnlocked', 'canRecord']), target: 'active', actions: assign({ notice: null }) },
              { guard: 'isUnlocked', target: 'idle', actions: assign({ notice: NOTICE_CONNECT_FIRST }) },
            ],
          },
        },
      },
    },
    lock: {
      description: 'The record button is disabled for 500 ms after each click (spec §4).',
      initial: 'unlocked',
      states: {
        unlocked: {
          description: 'The button takes clicks.',
          on: { 'recorder.toggle': { target: 'locked' } },
        },
        locked: {
          description: 'A click was just taken: further clicks are ignored until the lock time passes.',
          after: { recordButtonLock: { target: 'unlocked' } },
        },
      },
    },
  },
});
