/** Events of the app-lifetime auth actor, and its input. */
import type { OAuthErrorReason, OAuthProvider } from './auth.errors';

export type AuthEvent =
  /** Sent by the protected layout on entering a protected route: check the stored token. */
  | { type: 'auth.check' }
  | { type: 'auth.login'; email: string; password: string; rememberMe: boolean }
  /** Google's token flow gave an access token. `rememberMe` defaults to true. */
  | { type: 'auth.googleCallback'; accessToken: string; rememberMe?: boolean }
  /** Apple gave an identity token (and, on first sign-in only, the user's name). `rememberMe` defaults to true. */
  | { type: 'auth.appleCallback'; idToken: string; name?: string; rememberMe?: boolean }
  /** The provider's widget failed before any call of ours. */
  | { type: 'auth.oauthError'; provider: OAuthProvider; reason: OAuthErrorReason }
  /** Answers to "Would you like us to resend the verification email?". */
  | { type: 'auth.resendAccepted' }
  | { type: 'auth.resendDeclined' }
  /** The header's Logout: ask, then sign out of this device. */
  | { type: 'auth.logoutRequested' }
  | { type: 'auth.logoutCancelled' }
  | { type: 'auth.logoutConfirmed' }
  /**
   * Sign out at once (Profile's "Log Out" passes allDevices: true, after its own confirmation; a
   * deactivated account passes deactivated: true, and the sign-in page says so).
   */
  | { type: 'auth.logout'; allDevices?: boolean; deactivated?: boolean }
  /** The API answered 401 (spec §8): sign out, remembering `path` (without the base path) for after login. */
  | { type: 'auth.forceSignOut'; path: string }
  /** The API layer refreshed the tokens itself (and stored them). */
  | { type: 'auth.tokensRefreshed'; accessToken: string; refreshToken: string }
  /** The profile page saved a new name. */
  | { type: 'auth.userRenamed'; name: string };

export interface AuthInput {
  /**
   * The stored access token at start-up (`TokenStorage.read()?.accessToken`): the app starts signed in
   * when there is one (spec §4), and the first `auth.check` validates it.
   */
  accessToken?: string | null;
}
