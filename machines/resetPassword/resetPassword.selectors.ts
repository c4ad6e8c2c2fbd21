/** Pure reads of the reset-password snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import type { resetPasswordMachine } from './resetPassword.machine';

type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

export const selectIsValidating = (snapshot: ResetPasswordSnapshot): boolean => snapshot.matches('validating');
export const selectIsSubmitting = (snapshot: ResetPasswordSnapshot): boolean => snapshot.matches('submitting');
export const selectIsBusy = (snapshot: ResetPasswordSnapshot): boolean => snapshot.hasTag(BUSY);
/** The form is shown while valid or submitting. */
export const selectShowsForm = (snapshot: ResetPasswordSnapshot): boolean =>
  snapshot.matches('valid') || snapshot.matches('submitting');
export const selectIsInvalidLink = (snapshot: ResetPasswordSnapshot): boolean => snapshot.matches('invalid');
export const selectSucceeded = (snapshot: ResetPasswordSnapshot): boolean =>
  snapshot.matches('succeeded') || snapshot.matches('redirected');
export const selectError = (snapshot: ResetPasswordSnapshot): UiText | null => snapshot.context.error;
export const selectEmail = (snapshot: ResetPasswordSnapshot): string | null => snapshot.context.email;
