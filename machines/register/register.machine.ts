/**
 * /register (spec §2, §5, §8): Name, Email, Password, Confirm Password. Success goes to /check-email
 * carrying the email; "Registration Failed" offers a sign-in link when the account already exists.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { failureCode, failureText, notProvided } from '../shared/failure';
import { MIN_PASSWORD_LENGTH } from '../shared/constants';
import { BUSY, type MachineTag } from '../shared/tags';
import type { RegisterEvent, RegisterInput } from './register.events';

/** The failure code of an existing account. */
export const USER_EXISTS = 'user_exists';

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  redirectUri: string;
}

export interface RegisterContext {
  redirectUri: string;
  /** The registration being sent (only while `submitting`). */
  pending: RegisterRequest | null;
  /** The address of the last registration sent (kept after `pending` is cleared). */
  email: string | null;
  error: UiText | null;
  /** The error says the account exists: offer a sign-in link. */
  offerSignIn: boolean;
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
    tags: {} as MachineTag,
  },
  actors: {
    register: fromPromise<void, RegisterRequest>(notProvided('register', 'register')),
  },
  actions: {
    /** Provided by the route: go to /check-email with the email in navigation state. */
    goToCheckEmail: (_, _params: { email: string }) => {},
  },
  guards: {
    isMissingFields: ({ event }) =>
      !event.name.trim() || !event.email.trim() || !event.password || !event.confirmPassword,
    isPasswordMismatch: ({ event }) => event.password !== event.confirmPassword,
    isPasswordTooShort: ({ event }) => event.password.length < MIN_PASSWORD_LENGTH,
    isUserExistsFailure: (_, params: { error: unknown }) => failureCode(params.error) === USER_EXISTS,
  },
}).createMachine({
  id: 'register',
  description: 'Creates an account; the server mails a verification link.',
  initial: 'editing',
  context: ({ input }) => ({
    redirectUri: input.redirectUri,
    pending: null,
    email: null,
    error: null,
    offerSignIn: false,
  }),
  states: {
    editing: {
      description: 'The form, with the last error ("Registration Failed") if any.',
      on: {
        'register.submit': [
          {
            guard: 'isMissingFields',
            actions: assign({ error: { key: 'register.missingFields' }, offerSignIn: false }),
          },
          {
            guard: 'isPasswordMismatch',
            actions: assign({ error: { key: 'register.passwordMismatch' }, offerSignIn: false }),
          },
          {
            guard: 'isPasswordTooShort',
            actions: assign({ error: { key: 'register.passwordTooShort' }, offerSignIn: false }),
          },
          {
            target: 'submitting',
            actions: assign({
              error: null,
              offerSignIn: false,
              email: ({ event }) => event.email.trim(),
              pending: ({ event, context }) => ({
                name: event.name.trim(),
                email: event.email.trim(),
                password: event.password,
                redirectUri: context.redirectUri,
              }),
            }),
          },
        ],
      },
    },
    submitting: {
      description: 'Creating the account ("Creating account...").',
      tags: [BUSY],
      exit: assign({ pending: null }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) =>
          context.pending ?? { name: '', email: '', password: '', redirectUri: context.redirectUri },
        onDone: {
          target: 'registered',
          // `pending` is already cleared by the exit action here: read the kept email.
          actions: { type: 'goToCheckEmail', params: ({ context }) => ({ email: context.email ?? '' }) },
        },
        onError: [
          {
            guard: { type: 'isUserExistsFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({ error: { key: 'register.userExists' }, offerSignIn: true }),
          },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) => failureText(event.error, { key: 'register.unexpectedError' }),
            }),
          },
        ],
      },
    },
    registered: {
      description: 'Registered; the route has gone to /check-email.',
      type: 'final',
    },
  },
});
