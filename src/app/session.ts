import type { RedirectStorage, TokenStorage } from '../../machines/shared/ports';

export interface ForcedSignOutDeps {
  tokens: TokenStorage;
  redirect: RedirectStorage;
  /** Goes to the sign-in page. */
  goToLogin: () => void;
}

/**
 * Spec §8 "forced sign-out": clear every stored token and the remember-me flag, keep the current path
 * for after login, go to /login. Until the auth machine owns this (it will also reset its context),
 * the app calls it straight from the API client's `onUnauthorized`.
 */
export function createForcedSignOut({ tokens, redirect, goToLogin }: ForcedSignOutDeps): (currentPath: string) => void {
  return (currentPath) => {
    tokens.clear();
    redirect.save(currentPath);
    goToLogin();
  };
}
