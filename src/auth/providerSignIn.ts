/**
 * Google and Apple sign-in for the public pages: runs the provider's widget and reports the outcome to
 * the auth actor (`auth.googleCallback` / `auth.appleCallback`, or `auth.oauthError`). Without a
 * configured client id the click reports the configuration error (spec §8).
 */
import type { AuthActor } from '../app/context';
import { absoluteAppUrl } from '../app/paths';
import type { RuntimeConfig } from '../config';
import { requestAppleIdToken } from './apple';
import { requestGoogleAccessToken } from './google';

export interface ProviderSignIn {
  google(rememberMe?: boolean): Promise<void>;
  apple(rememberMe?: boolean): Promise<void>;
}

export interface ProviderSignInDeps {
  config: Pick<RuntimeConfig, 'googleClientId' | 'appleClientId' | 'appleRedirectUri'>;
  auth: Pick<AuthActor, 'send'>;
  requestGoogle?: typeof requestGoogleAccessToken;
  requestApple?: typeof requestAppleIdToken;
}

export function createProviderSignIn({
  config,
  auth,
  requestGoogle = requestGoogleAccessToken,
  requestApple = requestAppleIdToken,
}: ProviderSignInDeps): ProviderSignIn {
  return {
    async google(rememberMe = true) {
      if (!config.googleClientId) {
        auth.send({ type: 'auth.oauthError', provider: 'google', reason: 'not_configured' });
        return;
      }
      const result = await requestGoogle(config.googleClientId);
      if (result.ok) auth.send({ type: 'auth.googleCallback', accessToken: result.value, rememberMe });
      else auth.send({ type: 'auth.oauthError', provider: 'google', reason: result.reason });
    },
    async apple(rememberMe = true) {
      if (!config.appleClientId) {
        auth.send({ type: 'auth.oauthError', provider: 'apple', reason: 'not_configured' });
        return;
      }
      const redirectUri = config.appleRedirectUri || absoluteAppUrl('/login');
      const result = await requestApple(config.appleClientId, redirectUri);
      if (result.ok) auth.send({ type: 'auth.appleCallback', ...result.value, rememberMe });
      else auth.send({ type: 'auth.oauthError', provider: 'apple', reason: result.reason });
    },
  };
}
