/** The texts of sign-in failures (spec §8), as catalog keys. Pure. */
import type { UiText } from '../shared/text';
import type { ApiCallFailure } from '../shared/apiCall';
import { serverText } from '../shared/apiCall';
import { flowFailure, type FlowFailure } from '../shared/failure';

export type OAuthProvider = 'google' | 'apple';
/** Failures the provider's own sign-in widget reports to the page, before any call of ours. */
export type OAuthErrorReason = 'cancelled' | 'popup_blocked' | 'not_configured' | 'failed';

/** The failure code for "verify your email before logging in". */
export const VERIFICATION_REQUIRED = 'email_verification_required';

const oauthTexts = {
  google: {
    cancelled: 'oauth.googleCancelled',
    popup_blocked: 'oauth.googlePopupBlocked',
    not_configured: 'oauth.googleNotConfigured',
    failed: 'oauth.googleFailed',
    accountExists: 'oauth.googleAccountExists',
  },
  apple: {
    cancelled: 'oauth.appleCancelled',
    popup_blocked: 'oauth.applePopupBlocked',
    not_configured: 'oauth.appleNotConfigured',
    failed: 'oauth.appleFailed',
    accountExists: 'oauth.appleAccountExists',
  },
} as const;

export function oauthErrorText(provider: OAuthProvider, reason: OAuthErrorReason): UiText {
  return { key: oauthTexts[provider][reason] };
}

/** "Authorization failed: {reason}" (spec §5, OAuth callback). */
export function authorizationFailed(reason: string): FlowFailure {
  return flowFailure({ key: 'oauth.authorizationFailed', values: { reason } });
}

/** POST /web-api/auth/login failed. */
export function passwordLoginFailure(failure: ApiCallFailure): FlowFailure {
  if (failure.kind === 'network') return flowFailure({ key: 'login.unexpectedError' });
  const { body } = failure;
  if (failure.status === 401 && (body.error === VERIFICATION_REQUIRED || body.emailVerificationRequired === true)) {
    return flowFailure({ key: 'login.verificationRequired' }, VERIFICATION_REQUIRED);
  }
  return flowFailure(serverText(failure) ?? { key: 'login.authError' });
}

/** POST /web-api/auth/google-login or apple-login failed. */
export function providerLoginFailure(provider: OAuthProvider, failure: ApiCallFailure): FlowFailure {
  const texts = oauthTexts[provider];
  if (failure.kind === 'network') return flowFailure({ key: texts.failed });
  const code = failure.body.error;
  if (code === 'account_linking_required' || code === 'federated_identity_account_exists') {
    return flowFailure({ key: texts.accountExists });
  }
  if (provider === 'google' && code === 'user_info_call_failure') {
    return flowFailure({ key: 'oauth.googleUserInfoFailure' });
  }
  if (code === 'provider_not_configured' || failure.status === 503) {
    return flowFailure({ key: texts.not_configured });
  }
  return flowFailure({ key: texts.failed });
}
