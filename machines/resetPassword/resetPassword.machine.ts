/**
 * /reset-password (spec §2, §4, §5, §8): validating, then the form or "Invalid Reset Link", then
 * success with a redirect to /login?reset=success after 3 s.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { MIN_PASSWORD_LENGTH, REDIRECT_AFTER_VERIFY_OR_RESET_MS } from '../shared/constants';
import { failureCode, failureText, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import type { ResetPasswordEvent, ResetPasswordInput } from './resetPassword.events';

/** The failure code that sends the page to "Invalid Reset Link". */
export const INVALID_RESET_TOKEN = 'invalid_reset_token';

export interface ResetPasswordContext {
  token: string | null;
  /** The address the link was sent to, when the server tells. */
  email: string | null;
  /** The passwords being submitted (only while `submitting`). */
  pending: { newPassword: string; confirmPassword: string } | null;
  error: UiText | null;
}

export interface ResetPasswordRequest {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
    tags: {} as MachineTag,
  },
  actors: {
    validateResetToken: fromPromise<{ email: string | null }, { token: string }>(
      notProvided('resetPassword', 'validateResetToken'),
    ),
    resetPassword: fromPromise<void, ResetPasswordRequest>(notProvided('resetPassword', 'resetPassword')),
  },
  actions: {
    /** Provided by the route: go to /login?reset=success. */
    redirectToLogin: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isMissingFields: ({ event }) => !event.newPassword || !event.confirmPassword,
    isMismatch: ({ event }) => event.newPassword !== event.confirmPassword,
    isTooShort: ({ event }) => event.newPassword.length < MIN_PASSWORD_LENGTH,
    isInvalidTokenFailure: (_, params: { error: unknown }) => failureCode(params.error) === INVALID_RESET_TOKEN,
  },
  delays: {
    redirectDelay: REDIRECT_AFTER_VERIFY_OR_RESET_MS,
  },
}).createMachine({
  id: 'resetPassword',
  description: 'Sets a new password with the token of a reset link.',
  initial: 'checkingLink',
  context: ({ input }) => ({
    token: input.token?.trim() ? input.token.trim() : null,
    email: null,
    pending: null,
    error: null,
  }),
  states: {
    checkingLink: {
      description: 'Transient: a link without a token is invalid at once, without a call.',
      always: [
        { guard: 'hasToken', target: 'validating' },
        { target: 'invalid', actions: assign({ error: { key: 'reset.missingToken' } }) },
      ],
    },
    validating: {
      description: 'Checking the token with the server before showing the form.',
      tags: [BUSY],
      invoke: {
        id: 'validateResetToken',
        src: 'validateResetToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'valid', actions: assign({ email: ({ event }) => event.output.email }) },
        onError: {
          target: 'invalid',
          actions: assign({ error: ({ event }) => failureText(event.error, { key: 'reset.validateFailed' }) }),
        },
      },
    },
    valid: {
      description: 'The form "New Password" / "Confirm New Password", with the last error if any.',
      on: {
        'reset.submit': [
          { guard: 'isMissingFields', actions: assign({ error: { key: 'reset.missingFields' } }) },
          { guard: 'isMismatch', actions: assign({ error: { key: 'reset.passwordMismatch' } }) },
          { guard: 'isTooShort', actions: assign({ error: { key: 'reset.tooShort' } }) },
          {
            target: 'submitting',
            actions: assign({
              error: null,
              pending: ({ event }) => ({ newPassword: event.newPassword, confirmPassword: event.confirmPassword }),
            }),
          },
        ],
      },
    },
    submitting: {
      description: 'Sending the new password.',
      tags: [BUSY],
      exit: assign({ pending: null }),
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          token: context.token ?? '',
          newPassword: context.pending?.newPassword ?? '',
          confirmPassword: context.pending?.confirmPassword ?? '',
        }),
        onDone: { target: 'succeeded' },
        onError: [
          {
            guard: { type: 'isInvalidTokenFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
            actions: assign({ error: ({ event }) => failureText(event.error, { key: 'reset.invalidToken' }) }),
          },
          {
            target: 'valid',
            actions: assign({ error: ({ event }) => failureText(event.error, { key: 'reset.unexpected' }) }),
          },
        ],
      },
    },
    succeeded: {
      description: 'Success is shown; after 3 s the route goes to /login?reset=success.',
      after: { redirectDelay: { target: 'redirected', actions: 'redirectToLogin' } },
    },
    redirected: {
      description: 'Handed over to the sign-in page.',
      type: 'final',
    },
    invalid: {
      description: '"Invalid Reset Link" with links to /forgot-password and /login.',
      type: 'final',
    },
  },
});
