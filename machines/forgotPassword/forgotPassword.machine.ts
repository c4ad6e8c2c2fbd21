/** /forgot-password (spec §2, §5, §8): one email field, "Send Instructions". */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { failureText, notProvided } from '../shared/failure';
import { checkForm, hasFieldErrors, NO_FIELD_ERRORS, type FieldErrors } from '../shared/fieldErrors';
import { BUSY, type MachineTag } from '../shared/tags';
import type { ForgotPasswordEvent } from './forgotPassword.events';

export interface ForgotPasswordContext {
  /** The address the instructions were (or are being) sent to. */
  email: string;
  error: UiText | null;
  /** The address's error under its field: the contract's EmailRequest, checked before sending. */
  fieldErrors: FieldErrors;
  /** "If an account exists for {email}, ..." once sent. */
  message: UiText | null;
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    tags: {} as MachineTag,
  },
  actors: {
    requestPasswordReset: fromPromise<void, { email: string }>(notProvided('forgotPassword', 'requestPasswordReset')),
  },
  guards: {
    isEmailMissing: ({ event }) => event.email.trim() === '',
    hasEmailErrors: ({ event }) => hasFieldErrors(checkForm('EmailRequest', { email: event.email.trim() })),
  },
}).createMachine({
  id: 'forgotPassword',
  description: 'Asks the server to mail a password-reset link.',
  initial: 'editing',
  context: { email: '', error: null, fieldErrors: NO_FIELD_ERRORS, message: null },
  states: {
    editing: {
      description: 'The email form, with the last error if any.',
      on: {
        'forgot.submit': [
          { guard: 'isEmailMissing', actions: assign({ error: { key: 'forgot.missingEmail' }, fieldErrors: NO_FIELD_ERRORS }) },
          {
            guard: 'hasEmailErrors',
            actions: assign({ error: null, fieldErrors: ({ event }) => checkForm('EmailRequest', { email: event.email.trim() }) }),
          },
          { target: 'sending', actions: assign({ error: null, fieldErrors: NO_FIELD_ERRORS, email: ({ event }) => event.email.trim() }) },
        ],
      },
    },
    sending: {
      description: 'Sending the request ("Sending...").',
      tags: [BUSY],
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'sent',
          actions: assign({ message: ({ context }) => ({ key: 'forgot.sent', values: { email: context.email } }) }),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => failureText(event.error, { key: 'forgot.error' }) }),
        },
      },
    },
    sent: {
      description: 'The confirmation text is shown with a link back to sign-in.',
      type: 'final',
    },
  },
});
