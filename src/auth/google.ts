/**
 * Google Identity Services, token model (spec §7: an access token from the provider's token flow,
 * checked by the server at Google's userinfo endpoint).
 */
import type { OAuthErrorReason } from '../../machines/auth/auth.errors';
import { loadScript, type ScriptLoader } from './loadScript';

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const SCOPES = 'openid email profile';

/** The part of `google.accounts.oauth2` used here. */
interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}
interface GoogleClientError {
  type?: 'popup_failed_to_open' | 'popup_closed' | 'unknown' | string;
  message?: string;
}
interface GoogleTokenClient {
  requestAccessToken(overrides?: { prompt?: string }): void;
}
export interface GoogleOAuth2 {
  initTokenClient(config: {
    client_id: string;
    scope: string;
    callback: (response: GoogleTokenResponse) => void;
    error_callback?: (error: GoogleClientError) => void;
  }): GoogleTokenClient;
}

declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } };
  }
}

export type ProviderResult<T> = { ok: true; value: T } | { ok: false; reason: OAuthErrorReason };

/** The widget's error types → the spec's failure kinds (cancelled, popup blocked, failed). */
export function googleErrorReason(error: GoogleClientError | GoogleTokenResponse): OAuthErrorReason {
  const code = 'type' in error ? error.type : (error as GoogleTokenResponse).error;
  if (code === 'popup_closed' || code === 'access_denied') return 'cancelled';
  if (code === 'popup_failed_to_open') return 'popup_blocked';
  return 'failed';
}

/** Opens Google's consent popup and resolves with the access token (empty when Google gave none). */
export async function requestGoogleAccessToken(
  clientId: string,
  load: ScriptLoader = loadScript,
  getOAuth2: () => GoogleOAuth2 | undefined = () => window.google?.accounts?.oauth2,
): Promise<ProviderResult<string>> {
  try {
    await load(GOOGLE_SCRIPT_URL);
  } catch (error) {
    console.warn('Google sign-in: the Identity Services script did not load', error);
    return { ok: false, reason: 'failed' };
  }
  const oauth2 = getOAuth2();
  if (!oauth2) return { ok: false, reason: 'failed' };
  return new Promise((resolve) => {
    try {
      const client = oauth2.initTokenClient({
        client_id: clientId,
        scope: SCOPES,
        callback: (response) => {
          if (response.error) resolve({ ok: false, reason: googleErrorReason(response) });
          else resolve({ ok: true, value: response.access_token ?? '' });
        },
        error_callback: (error) => resolve({ ok: false, reason: googleErrorReason(error) }),
      });
      client.requestAccessToken();
    } catch (error) {
      console.warn('Google sign-in: the consent popup could not be opened', error);
      resolve({ ok: false, reason: 'failed' });
    }
  });
}
