/**
 * The inactivity warning (spec §4 "Inactivity", §9; LIVE-PROTOCOL.md `inactivity_warning`). The server
 * owns the 5-minute window and warns during its last 30 s; this machine shows the modal and counts the
 * seconds down on the actor's clock. "Continue" (or the candidate doing something while warned) asks the
 * parent to send `extend_session`; the countdown reaching 0, or the server saying <= 0, expires the
 * interview. The parent hears it through the one action `notify` (by default `sendParent`). No I/O here.
 */
import { assign, sendParent, setup } from 'xstate';
import { INACTIVITY_TICK_MS, INACTIVITY_WARNING_SECONDS } from '../shared/constants';
import type { InactivityEvent, InactivityNotice } from './inactivity.events';

export type { InactivityEvent, InactivityNotice };

export interface InactivityContext {
  /** Whole seconds shown in the modal while warned; 0 otherwise. */
  secondsLeft: number;
}

/** The modal's first number: the server's seconds rounded up; 30 when the value makes no sense. */
export function initialSeconds(secondsRemaining: unknown): number {
  return typeof secondsRemaining === 'number' && Number.isFinite(secondsRemaining)
    ? Math.ceil(secondsRemaining)
    : INACTIVITY_WARNING_SECONDS;
}

/** `<= 0`: the window already passed. A value that is not a number is not "passed" (it shows 30). */
function hasPassed(secondsRemaining: unknown): boolean {
  return typeof secondsRemaining === 'number' && secondsRemaining <= 0;
}

export const inactivityMachine = setup({
  types: {
    context: {} as InactivityContext,
    events: {} as InactivityEvent,
  },
  actions: {
    /** Tell the parent (the interview machine); tests replace it with a recorder. */
    notify: sendParent((_, notice: InactivityNotice) => notice),
    syncSeconds: assign({
      secondsLeft: ({ event }) => (event.type === 'inactivity.warning' ? initialSeconds(event.secondsRemaining) : 0),
    }),
  },
  guards: {
    hasPassed: ({ event }) => event.type === 'inactivity.warning' && hasPassed(event.secondsRemaining),
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: {
    inactivityTick: INACTIVITY_TICK_MS,
  },
}).createMachine({
  id: 'inactivity',
  description: 'The inactivity warning modal: the server warns, the modal counts down, Continue extends.',
  initial: 'idle',
  context: { secondsLeft: 0 },
  on: {
    // The interview is over: no modal, whatever was showing.
    'inactivity.reset': { target: '.idle', actions: assign({ secondsLeft: 0 }) },
  },
  states: {
    idle: {
      description:
        'No modal. The candidate\'s activity is not reported from here: the server already counts their audio and answers as activity.',
      on: {
        'inactivity.warning': [
          { guard: 'hasPassed', target: 'expired' },
          { target: 'warning', actions: 'syncSeconds' },
        ],
      },
    },
    warning: {
      description: 'The modal counts the seconds down once per second; Continue or activity extends the session.',
      after: {
        inactivityTick: [
          { guard: 'isLastSecond', target: 'expired' },
          { target: 'warning', reenter: true, actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
        ],
      },
      on: {
        // A later warning resyncs the count (and restarts the one-second tick).
        'inactivity.warning': [
          { guard: 'hasPassed', target: 'expired' },
          { target: 'warning', reenter: true, actions: 'syncSeconds' },
        ],
        'inactivity.continue': {
          target: 'idle',
          actions: [assign({ secondsLeft: 0 }), { type: 'notify', params: { type: 'inactivity.extend' } }],
        },
        'inactivity.activity': {
          target: 'idle',
          actions: [assign({ secondsLeft: 0 }), { type: 'notify', params: { type: 'inactivity.extend' } }],
        },
      },
    },
    expired: {
      description: 'The window passed: the modal is closed and the parent ends the interview; inactivity.reset starts over.',
      entry: [assign({ secondsLeft: 0 }), { type: 'notify', params: { type: 'inactivity.expired' } }],
    },
  },
});
