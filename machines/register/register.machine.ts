/**
 * /register (spec §2, §5, §8): Name, Email, Password, Confirm Password. Success goes to /check-email
 * carrying the email; "Registration Failed" offers a sign-in link when the account already exists.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { failureCode, failureFields, failureText, notProvided } from '../shared/failure';
import { checkForm, hasFieldErrors, mergeFieldErrors, NO_FIELD_ERRORS, type FieldErrors } from '../shared/fieldErrors';
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
  /** Each field's error, shown next to it: the contract's rules, checked before sending, or the server's. */
  fieldErrors: FieldErrors;
  /** The error says the account exists: offer a sign-in link. */
  offerSignIn: boolean;
}

type RegisterSubmit = Extract<RegisterEvent, { type: 'register.submit' }>;

/** What is wrong with the form by field, before it is sent: the contract's RegisterRequest, and the confirmation. */
export function registerFormErrors(event: RegisterSubmit, redirectUri: string): FieldErrors {
  const contract = checkForm('RegisterRequest', { name: event.name.trim(), email: event.email.trim(), password: event.password, redirectUri });
  const confirmation: FieldErrors = !event.confirmPassword
    ? { confirmPassword: { key: 'validation.required', values: { field: { key: 'validation.field.confirmPassword' } } } }
    : event.password !== event.confirmPassword
      ? { confirmPassword: { key: 'register.passwordMismatch' } }
      : NO_FIELD_ERRORS;
  return mergeFieldErrors(contract, confirmation);
}

/**
 * The form's own message above the fields for an empty one (spec: "Please fill in all required
 * fields"), said with each field's error; the spec's "Passwords do not match" is the confirmation's
 * own error, under it, and not said twice.
 */
export function registerFormMessage(event: RegisterSubmit): UiText | null {
  return !event.name.trim() || !event.email.trim() || !event.password || !event.confirmPassword ? { key: 'register.missingFields' } : null;
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
    hasFormErrors: ({ event, context }) => hasFieldErrors(registerFormErrors(event, context.redirectUri)),
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
    fieldErrors: NO_FIELD_ERRORS,
    offerSignIn: false,
  }),
  states: {
    editing: {
      description: 'The form, with the last error ("Registration Failed") if any, and each field\'s error next to it.',
      on: {
        'register.submit': [
          {
            guard: 'hasFormErrors',
            actions: assign({
              error: ({ event }) => registerFormMessage(event),
              offerSignIn: false,
              fieldErrors: ({ event, context }) => registerFormErrors(event, context.redirectUri),
            }),
          },
          {
            target: 'submitting',
            actions: assign({
              error: null,
              fieldErrors: NO_FIELD_ERRORS,
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
              fieldErrors: ({ event }) => failureFields(event.error),
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
