/** Pure reads of the auth snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import type { AuthUser } from './auth.claims';
import type { authMachine } from './auth.machine';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** `isAuthenticated` of the spec: signed in, or being re-checked with a token. */
export const selectIsAuthenticated = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches('signedIn') ||
  ((snapshot.matches('checking') || snapshot.matches('refreshing')) && snapshot.context.token !== null);
/**
 * No check, refresh, sign-in or sign-out is under way: what the protected layout's `beforeLoad`
 * waits for (`waitFor(auth, selectIsSettled)`) after sending `auth.check`.
 */
export const selectIsSettled = (snapshot: AuthSnapshot): boolean => !snapshot.hasTag(BUSY);
/** `loading` of the spec. */
export const selectIsBusy = (snapshot: AuthSnapshot): boolean => snapshot.hasTag(BUSY);
export const selectIsSigningIn = (snapshot: AuthSnapshot): boolean => snapshot.matches('signingIn');
export const selectUser = (snapshot: AuthSnapshot): AuthUser | null => snapshot.context.user;
export const selectToken = (snapshot: AuthSnapshot): string | null => snapshot.context.token;
export const selectError = (snapshot: AuthSnapshot): UiText | null => snapshot.context.error;
/** The header's greeting: "Hello, {name}", or "User" without a name. */
export const selectGreeting = (snapshot: AuthSnapshot): UiText => {
  const name = snapshot.context.user?.name;
  return name ? { key: 'nav.hello', values: { name } } : { key: 'common.user' };
};
/** Show "Would you like us to resend the verification email?". */
export const selectShowsResendPrompt = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ signedOut: 'resendPrompt' });
export const selectIsConfirmingLogout = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ signedIn: 'confirmingLogout' });
/** What the sign-in page says about the last sign-out, when the user did not ask for it. */
export const selectSignOutNotice = (snapshot: AuthSnapshot): UiText | null =>
  snapshot.matches('signedOut') ? snapshot.context.notice : null;
