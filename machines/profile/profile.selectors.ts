/** Pure reads of the profile snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../shared/fieldErrors';
import type { UiText } from '../shared/text';
import type { profileMachine } from './profile.machine';

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export const selectIsLoading = (snapshot: ProfileSnapshot): boolean => snapshot.matches('loading');
export const selectLoadError = (snapshot: ProfileSnapshot): UiText | null =>
  snapshot.matches('loadFailed') ? snapshot.context.loadError : null;
export const selectDetails = (snapshot: ProfileSnapshot) => ({
  email: snapshot.context.email,
  firstName: snapshot.context.firstName,
  lastName: snapshot.context.lastName,
});
export const selectIsSaving = (snapshot: ProfileSnapshot): boolean =>
  snapshot.matches({ ready: { details: 'saving' } });
export const selectDetailsError = (snapshot: ProfileSnapshot): UiText | null => snapshot.context.detailsError;
/** The names' errors, each next to its field. */
export const selectDetailsFieldErrors = (snapshot: ProfileSnapshot): FieldErrors => snapshot.context.detailsFieldErrors;
export const selectDetailsMessage = (snapshot: ProfileSnapshot): UiText | null => snapshot.context.detailsMessage;
export const selectIsChangingPassword = (snapshot: ProfileSnapshot): boolean =>
  snapshot.matches({ ready: { password: 'changing' } });
/** True right after a successful change: the component clears the password fields. */
export const selectPasswordChanged = (snapshot: ProfileSnapshot): boolean =>
  snapshot.matches({ ready: { password: 'changed' } });
export const selectPasswordError = (snapshot: ProfileSnapshot): UiText | null => snapshot.context.passwordError;
export const selectPasswordMessage = (snapshot: ProfileSnapshot): UiText | null => snapshot.context.passwordMessage;
/** Which confirmation dialog is open, if any. */
export const selectConfirmation = (
  snapshot: ProfileSnapshot,
): 'logout' | 'deactivate' | 'deactivateAgain' | null => {
  if (snapshot.matches({ ready: { account: 'confirmingLogout' } })) return 'logout';
  if (snapshot.matches({ ready: { account: 'confirmingDeactivation' } })) return 'deactivate';
  if (snapshot.matches({ ready: { account: 'confirmingDeactivationAgain' } })) return 'deactivateAgain';
  return null;
};
export const selectIsDeactivating = (snapshot: ProfileSnapshot): boolean =>
  snapshot.matches({ ready: { account: 'deactivating' } });
/** The alert "Failed to deactivate account. Please try again." */
export const selectAccountError = (snapshot: ProfileSnapshot): UiText | null => snapshot.context.accountError;
