/**
 * /verify-email (spec §2, §4): loading, then success (redirect to /login?verified=true after 3 s) or
 * an error with links to /check-email and /register.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { REDIRECT_AFTER_VERIFY_OR_RESET_MS } from '../shared/constants';
import { failureText, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import type { VerifyEmailInput } from './verifyEmail.events';

export interface VerifyEmailContext {
  key: string | null;
  redirectUri: string | null;
  /** The verified address, as the server reports it. */
  email: string | null;
  error: UiText | null;
}

export interface VerifyEmailRequest {
  key: string;
  redirectUri?: string;
}

export interface VerifyEmailResult {
  email: string;
}

export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    input: {} as VerifyEmailInput,
    tags: {} as MachineTag,
  },
  actors: {
    verifyEmail: fromPromise<VerifyEmailResult, VerifyEmailRequest>(notProvided('verifyEmail', 'verifyEmail')),
  },
  actions: {
    /** Provided by the route: go to /login?verified=true. */
    redirectToLogin: () => {},
  },
  guards: {
    hasKey: ({ context }) => context.key !== null,
  },
  delays: {
    redirectDelay: REDIRECT_AFTER_VERIFY_OR_RESET_MS,
  },
}).createMachine({
  id: 'verifyEmail',
  description: 'Confirms an email address with the key of the verification link.',
  initial: 'checkingLink',
  context: ({ input }) => ({
    key: input.key?.trim() ? input.key.trim() : null,
    redirectUri: input.redirectUri?.trim() ? input.redirectUri.trim() : null,
    email: null,
    error: null,
  }),
  states: {
    checkingLink: {
      description: 'Transient: a link without a key fails at once, without a call.',
      always: [
        { guard: 'hasKey', target: 'verifying' },
        { target: 'failed', actions: assign({ error: { key: 'verify.missingKey' } }) },
      ],
    },
    verifying: {
      description: 'Loading: the server checks the key.',
      tags: [BUSY],
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) =>
          context.redirectUri
            ? { key: context.key ?? '', redirectUri: context.redirectUri }
            : { key: context.key ?? '' },
        onDone: { target: 'verified', actions: assign({ email: ({ event }) => event.output.email }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => failureText(event.error, { key: 'verify.failedDetail' }) }),
        },
      },
    },
    verified: {
      description: 'Success is shown; after 3 s the route goes to /login?verified=true.',
      after: { redirectDelay: { target: 'redirected', actions: 'redirectToLogin' } },
    },
    redirected: {
      description: 'Handed over to the sign-in page.',
      type: 'final',
    },
    failed: {
      description: 'The error is shown with links to /check-email and /register.',
      type: 'final',
    },
  },
});
