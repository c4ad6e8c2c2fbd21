/** Pure reads of the verify-email snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import type { verifyEmailMachine } from './verifyEmail.machine';

type VerifyEmailSnapshot = SnapshotFrom<typeof verifyEmailMachine>;

export const selectIsVerifying = (snapshot: VerifyEmailSnapshot): boolean => snapshot.hasTag(BUSY);
export const selectIsVerified = (snapshot: VerifyEmailSnapshot): boolean =>
  snapshot.matches('verified') || snapshot.matches('redirected');
export const selectError = (snapshot: VerifyEmailSnapshot): UiText | null =>
  snapshot.matches('failed') ? snapshot.context.error : null;
export const selectEmail = (snapshot: VerifyEmailSnapshot): string | null => snapshot.context.email;
