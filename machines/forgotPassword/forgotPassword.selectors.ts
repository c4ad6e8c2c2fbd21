/** Pure reads of the forgot-password snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import type { forgotPasswordMachine } from './forgotPassword.machine';

type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export const selectIsSending = (snapshot: ForgotPasswordSnapshot): boolean => snapshot.hasTag(BUSY);
export const selectIsSent = (snapshot: ForgotPasswordSnapshot): boolean => snapshot.matches('sent');
export const selectError = (snapshot: ForgotPasswordSnapshot): UiText | null => snapshot.context.error;
export const selectMessage = (snapshot: ForgotPasswordSnapshot): UiText | null => snapshot.context.message;
