/**
 * /profile (spec §2, §5, §8): loads the current user, then three independent parts — personal
 * details, password change and account management (log out everywhere, deactivate).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { MIN_PASSWORD_LENGTH } from '../shared/constants';
import { failureFields, failureText, notProvided } from '../shared/failure';
import { checkForm, hasFieldErrors, NO_FIELD_ERRORS, type FieldErrors } from '../shared/fieldErrors';
import { BUSY, type MachineTag } from '../shared/tags';
import type { ProfileEvent } from './profile.events';

export interface ProfileDetails {
  email: string;
  firstName: string;
  lastName: string;
  /** The display name ("First Last"). */
  name: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ProfileContext extends ProfileDetails {
  loadError: UiText | null;
  /** Names being saved (only while `saving`). */
  pendingNames: { firstName: string; lastName: string } | null;
  detailsError: UiText | null;
  /** The names' errors, each next to its field: the contract's rules before sending, or the server's. */
  detailsFieldErrors: FieldErrors;
  detailsMessage: UiText | null;
  /** Passwords being sent (only while `changing`). */
  pendingPassword: PasswordChange | null;
  passwordError: UiText | null;
  passwordMessage: UiText | null;
  accountError: UiText | null;
}

type ProfileSave = Extract<ProfileEvent, { type: 'profile.save' }>;
type ProfileChangePassword = Extract<ProfileEvent, { type: 'profile.changePassword' }>;

function isNameEvent(event: ProfileEvent): event is ProfileSave {
  return event.type === 'profile.save';
}
function isPasswordEvent(event: ProfileEvent): event is ProfileChangePassword {
  return event.type === 'profile.changePassword';
}

/** The names' errors before they are sent: the contract's ProfileUpdateRequest. */
function nameErrors(event: ProfileEvent): FieldErrors {
  if (!isNameEvent(event)) return NO_FIELD_ERRORS;
  return checkForm('ProfileUpdateRequest', { firstName: event.firstName.trim(), lastName: event.lastName.trim() });
}

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as MachineTag,
  },
  actors: {
    loadProfile: fromPromise<ProfileDetails>(notProvided('profile', 'loadProfile')),
    updateProfile: fromPromise<ProfileDetails, { firstName: string; lastName: string }>(
      notProvided('profile', 'updateProfile'),
    ),
    changePassword: fromPromise<void, PasswordChange>(notProvided('profile', 'changePassword')),
    deactivateAccount: fromPromise<void>(notProvided('profile', 'deactivateAccount')),
  },
  actions: {
    /** Provided by the page: the new display name, for the signed-in user shown in the header. */
    userRenamed: (_, _params: { name: string }) => {},
    /** Provided by the page: sign out on every device (auth `auth.logout { allDevices: true }`). */
    logoutAllDevices: () => {},
    /** Provided by the page: the account is gone — sign out. */
    deactivated: () => {},
  },
  guards: {
    hasNameErrors: ({ event }) => hasFieldErrors(nameErrors(event)),
    isCurrentPasswordMissing: ({ event }) => isPasswordEvent(event) && !event.currentPassword,
    isNewPasswordMissing: ({ event }) => isPasswordEvent(event) && (!event.newPassword || !event.confirmPassword),
    isNewPasswordMismatch: ({ event }) => isPasswordEvent(event) && event.newPassword !== event.confirmPassword,
    isNewPasswordTooShort: ({ event }) => isPasswordEvent(event) && event.newPassword.length < MIN_PASSWORD_LENGTH,
  },
}).createMachine({
  id: 'profile',
  description: 'Profile Settings: personal information, password change and account management.',
  initial: 'loading',
  context: {
    email: '',
    firstName: '',
    lastName: '',
    name: '',
    loadError: null,
    pendingNames: null,
    detailsError: null,
    detailsFieldErrors: NO_FIELD_ERRORS,
    detailsMessage: null,
    pendingPassword: null,
    passwordError: null,
    passwordMessage: null,
    accountError: null,
  },
  states: {
    loading: {
      description: 'Fetching the current user.',
      tags: [BUSY],
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...event.output })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => failureText(event.error, { key: 'profile.loadFailed' }) }),
        },
      },
    },
    loadFailed: {
      description: 'The profile could not be loaded; the error is shown with a retry.',
      on: { 'profile.retry': 'loading' },
    },
    ready: {
      description: 'The page: three independent parts.',
      type: 'parallel',
      states: {
        details: {
          description: 'Personal Information: read-only email, first and last name, "Save Changes".',
          initial: 'editing',
          on: {
            'profile.save': [
              {
                guard: 'hasNameErrors',
                target: '.editing',
                // The spec's message above the form for a missing name; each name's own error next to it.
                actions: assign({
                  detailsError: ({ event }) =>
                    isNameEvent(event) && (!event.firstName.trim() || !event.lastName.trim()) ? { key: 'profile.namesRequired' } : null,
                  detailsFieldErrors: ({ event }) => nameErrors(event),
                  detailsMessage: null,
                }),
              },
              {
                target: '.saving',
                actions: assign({
                  detailsError: null,
                  detailsFieldErrors: NO_FIELD_ERRORS,
                  detailsMessage: null,
                  pendingNames: ({ event }) =>
                    isNameEvent(event) ? { firstName: event.firstName.trim(), lastName: event.lastName.trim() } : null,
                }),
              },
            ],
          },
          states: {
            editing: { description: 'The names can be edited and saved.' },
            saving: {
              description: 'Saving the names ("Saving..."); a new save is ignored until this one ends.',
              tags: [BUSY],
              on: { 'profile.save': {} },
              exit: assign({ pendingNames: null }),
              invoke: {
                id: 'updateProfile',
                src: 'updateProfile',
                input: ({ context }) => context.pendingNames ?? { firstName: context.firstName, lastName: context.lastName },
                onDone: {
                  target: 'saved',
                  actions: [
                    assign(({ event }) => ({ ...event.output, detailsMessage: { key: 'profile.saved' } as UiText })),
                    { type: 'userRenamed', params: ({ event }) => ({ name: event.output.name }) },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign({
                    // The server's field errors are shown next to their fields, instead of the first one above them.
                    detailsError: ({ event }) =>
                      hasFieldErrors(failureFields(event.error)) ? null : failureText(event.error, { key: 'profile.updateFailed' }),
                    detailsFieldErrors: ({ event }) => failureFields(event.error),
                  }),
                },
              },
            },
            saved: { description: '"Your profile has been updated." is shown; the names can be edited again.' },
          },
        },
        password: {
          description: 'Change Password: current, new and confirm, "Update Password".',
          initial: 'editing',
          on: {
            'profile.changePassword': [
              {
                guard: 'isCurrentPasswordMissing',
                target: '.editing',
                actions: assign({ passwordError: { key: 'profile.currentRequired' }, passwordMessage: null }),
              },
              {
                guard: 'isNewPasswordMissing',
                target: '.editing',
                actions: assign({ passwordError: { key: 'profile.allRequired' }, passwordMessage: null }),
              },
              {
                guard: 'isNewPasswordMismatch',
                target: '.editing',
                actions: assign({ passwordError: { key: 'profile.mismatch' }, passwordMessage: null }),
              },
              {
                guard: 'isNewPasswordTooShort',
                target: '.editing',
                actions: assign({ passwordError: { key: 'profile.tooShort' }, passwordMessage: null }),
              },
              {
                target: '.changing',
                actions: assign({
                  passwordError: null,
                  passwordMessage: null,
                  pendingPassword: ({ event }) =>
                    isPasswordEvent(event)
                      ? {
                          currentPassword: event.currentPassword,
                          newPassword: event.newPassword,
                          confirmPassword: event.confirmPassword,
                        }
                      : null,
                }),
              },
            ],
          },
          states: {
            editing: { description: 'The password form.' },
            changing: {
              description: 'Sending the change ("Updating..."); a new change is ignored until this one ends.',
              tags: [BUSY],
              on: { 'profile.changePassword': {} },
              exit: assign({ pendingPassword: null }),
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ context }) =>
                  context.pendingPassword ?? { currentPassword: '', newPassword: '', confirmPassword: '' },
                onDone: { target: 'changed', actions: assign({ passwordMessage: { key: 'profile.passwordUpdated' } }) },
                onError: {
                  target: 'editing',
                  actions: assign({
                    passwordError: ({ event }) => failureText(event.error, { key: 'profile.passwordFailed' }),
                  }),
                },
              },
            },
            changed: { description: '"Your password has been updated." is shown; the component clears the fields.' },
          },
        },
        account: {
          description: 'Account Management: "Log Out" (all devices) and "Deactivate Account".',
          initial: 'idle',
          states: {
            idle: {
              description: 'Both buttons are available.',
              on: {
                'profile.logoutRequested': { target: 'confirmingLogout', actions: assign({ accountError: null }) },
                'profile.deactivateRequested': {
                  target: 'confirmingDeactivation',
                  actions: assign({ accountError: null }),
                },
              },
            },
            confirmingLogout: {
              description: 'Asking "Log out from all devices?".',
              on: {
                'profile.logoutConfirmed': { target: 'idle', actions: 'logoutAllDevices' },
                'profile.logoutCancelled': 'idle',
              },
            },
            confirmingDeactivation: {
              description: 'First confirmation of the deactivation.',
              on: {
                'profile.deactivateConfirmed': 'confirmingDeactivationAgain',
                'profile.deactivateCancelled': 'idle',
              },
            },
            confirmingDeactivationAgain: {
              description: 'Second confirmation: the deactivation is permanent.',
              on: {
                'profile.deactivateConfirmed': 'deactivating',
                'profile.deactivateCancelled': 'idle',
              },
            },
            deactivating: {
              description: 'Deactivating the account.',
              tags: [BUSY],
              invoke: {
                id: 'deactivateAccount',
                src: 'deactivateAccount',
                onDone: { target: 'deactivated', actions: 'deactivated' },
                onError: {
                  target: 'idle',
                  actions: assign({ accountError: { key: 'profile.deactivateFailed' } }),
                },
              },
            },
            deactivated: {
              description: 'The account is deactivated; the page has signed the user out.',
              type: 'final',
            },
          },
        },
      },
    },
  },
});
