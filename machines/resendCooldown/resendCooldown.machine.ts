/**
 * Resend verification (spec §4): idle → sending → a 60 s countdown in 1 s ticks → enabled again.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { RESEND_COOLDOWN_SECONDS, RESEND_COOLDOWN_TICK_MS } from '../shared/constants';
import { failureText, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import type { ResendCooldownEvent, ResendCooldownInput } from './resendCooldown.events';

export interface ResendCooldownContext {
  email: string;
  redirectUri: string | undefined;
  /** Seconds until the button is enabled again; 0 when it is. */
  secondsLeft: number;
  /** Success text after a resend. */
  message: UiText | null;
  error: UiText | null;
}

export interface ResendRequest {
  email: string;
  redirectUri?: string;
}

export const resendCooldownMachine = setup({
  types: {
    context: {} as ResendCooldownContext,
    events: {} as ResendCooldownEvent,
    input: {} as ResendCooldownInput,
    tags: {} as MachineTag,
  },
  actors: {
    resendVerification: fromPromise<void, ResendRequest>(notProvided('resendCooldown', 'resendVerification')),
  },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: {
    resendTick: RESEND_COOLDOWN_TICK_MS,
  },
}).createMachine({
  id: 'resendCooldown',
  description: 'The resend button of /check-email with its 60 s cooldown.',
  initial: 'idle',
  context: ({ input }) => ({
    email: input.email,
    redirectUri: input.redirectUri,
    secondsLeft: 0,
    message: null,
    error: null,
  }),
  states: {
    idle: {
      description: 'The resend button is enabled.',
      on: {
        'resend.request': { target: 'sending', actions: assign({ message: null, error: null }) },
      },
    },
    sending: {
      description: 'Asking the server to mail a new verification link.',
      tags: [BUSY],
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ context }) =>
          context.redirectUri ? { email: context.email, redirectUri: context.redirectUri } : { email: context.email },
        onDone: {
          target: 'coolingDown',
          actions: assign({ secondsLeft: RESEND_COOLDOWN_SECONDS, message: { key: 'checkEmail.resent' } }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => failureText(event.error, { key: 'checkEmail.resendFailed' }),
          }),
        },
      },
    },
    coolingDown: {
      description: 'The button is disabled and shows the seconds left, counting down once per second.',
      after: {
        resendTick: [
          { guard: 'isLastSecond', target: 'idle', actions: assign({ secondsLeft: 0 }) },
          {
            target: 'coolingDown',
            reenter: true,
            actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
          },
        ],
      },
    },
  },
});
