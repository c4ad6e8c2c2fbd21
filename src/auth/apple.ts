/** Sign in with Apple JS in popup mode: an identity token (and, the first time only, the user's name). */
import type { OAuthErrorReason } from '../../machines/auth/auth.errors';
import type { ProviderResult } from './google';
import { loadScript, type ScriptLoader } from './loadScript';

export const APPLE_SCRIPT_URL =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

interface AppleSignInResponse {
  authorization?: { id_token?: string; code?: string; state?: string };
  user?: { name?: { firstName?: string; lastName?: string }; email?: string };
}
export interface AppleAuth {
  init(config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean; state?: string }): void;
  signIn(options?: { usePopup?: boolean }): Promise<AppleSignInResponse>;
}

declare global {
  interface Window {
    AppleID?: { auth?: AppleAuth };
  }
}

export interface AppleCredential {
  idToken: string;
  name?: string;
}

/** Apple's popup errors → the spec's failure kinds. */
export function appleErrorReason(error: unknown): OAuthErrorReason {
  const code = typeof error === 'object' && error !== null ? (error as { error?: unknown }).error : undefined;
  if (code === 'popup_closed_by_user' || code === 'user_cancelled_authorize') return 'cancelled';
  if (code === 'popup_blocked_by_browser') return 'popup_blocked';
  return 'failed';
}

/** Opens Apple's sign-in popup and resolves with the identity token (empty when Apple gave none). */
export async function requestAppleIdToken(
  clientId: string,
  redirectUri: string,
  load: ScriptLoader = loadScript,
  getAuth: () => AppleAuth | undefined = () => window.AppleID?.auth,
): Promise<ProviderResult<AppleCredential>> {
  try {
    await load(APPLE_SCRIPT_URL);
  } catch (error) {
    console.warn('Apple sign-in: the Sign in with Apple script did not load', error);
    return { ok: false, reason: 'failed' };
  }
  const auth = getAuth();
  if (!auth) return { ok: false, reason: 'failed' };
  try {
    auth.init({ clientId, scope: 'name email', redirectURI: redirectUri, usePopup: true });
    const response = await auth.signIn({ usePopup: true });
    const first = response.user?.name?.firstName?.trim() ?? '';
    const last = response.user?.name?.lastName?.trim() ?? '';
    const name = `${first} ${last}`.trim();
    const idToken = response.authorization?.id_token ?? '';
    return { ok: true, value: name ? { idToken, name } : { idToken } };
  } catch (error) {
    return { ok: false, reason: appleErrorReason(error) };
  }
}
