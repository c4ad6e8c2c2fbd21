/** Pure reads of the forgot-password snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../shared/fieldErrors';
import type { UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import type { forgotPasswordMachine } from './forgotPassword.machine';

type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export const selectIsSending = (snapshot: ForgotPasswordSnapshot): boolean => snapshot.hasTag(BUSY);
export const selectIsSent = (snapshot: ForgotPasswordSnapshot): boolean => snapshot.matches('sent');
export const selectError = (snapshot: ForgotPasswordSnapshot): UiText | null => snapshot.context.error;
/** The address's error, under its field. */
export const selectFieldErrors = (snapshot: ForgotPasswordSnapshot): FieldErrors => snapshot.context.fieldErrors;
export const selectMessage = (snapshot: ForgotPasswordSnapshot): UiText | null => snapshot.context.message;
