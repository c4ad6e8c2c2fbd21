/** Pure reads of the registration snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../shared/fieldErrors';
import type { UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import type { registerMachine } from './register.machine';

type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

export const selectIsSubmitting = (snapshot: RegisterSnapshot): boolean => snapshot.hasTag(BUSY);
export const selectError = (snapshot: RegisterSnapshot): UiText | null => snapshot.context.error;
/** Each field's error, next to it. */
export const selectFieldErrors = (snapshot: RegisterSnapshot): FieldErrors => snapshot.context.fieldErrors;
/** Show the "Registration Failed" banner's sign-in link. */
export const selectOfferSignIn = (snapshot: RegisterSnapshot): boolean => snapshot.context.offerSignIn;
export const selectIsRegistered = (snapshot: RegisterSnapshot): boolean => snapshot.matches('registered');
