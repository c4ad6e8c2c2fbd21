/** Pure reads of the resend button's snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import type { resendCooldownMachine } from './resendCooldown.machine';

type ResendCooldownSnapshot = SnapshotFrom<typeof resendCooldownMachine>;

export const selectCanResend = (snapshot: ResendCooldownSnapshot): boolean => snapshot.matches('idle');
export const selectIsSending = (snapshot: ResendCooldownSnapshot): boolean => snapshot.hasTag(BUSY);
export const selectSecondsLeft = (snapshot: ResendCooldownSnapshot): number => snapshot.context.secondsLeft;
/** The button's label: "Resend available in {seconds}s" while cooling down. */
export const selectButtonLabel = (snapshot: ResendCooldownSnapshot): UiText =>
  snapshot.matches('coolingDown')
    ? { key: 'checkEmail.resendIn', values: { seconds: snapshot.context.secondsLeft } }
    : snapshot.hasTag(BUSY)
      ? { key: 'checkEmail.resending' }
      : { key: 'checkEmail.resend' };
export const selectMessage = (snapshot: ResendCooldownSnapshot): UiText | null => snapshot.context.message;
export const selectError = (snapshot: ResendCooldownSnapshot): UiText | null => snapshot.context.error;
