import type { RedirectStorage } from '../../machines/shared/ports';
import { toRedirectTarget } from '../storage/redirect';
import type { AppRouter } from './router';

/** Where the auth actor's provided navigation actions go (machines/README.md, auth wiring). */
export interface AppNavigation {
  /** After sign-in: the saved `redirect_after_login`, else the path the user came from, else /dashboard. */
  afterLogin(): void;
  /** To /login (after a logout or a forced sign-out). */
  toLogin(): void;
  /** To /check-email with the address in navigation state. */
  toCheckEmail(email: string): void;
}

export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

/**
 * The post-login target (spec §2): the saved redirect wins and is used once; then the path the visitor
 * came from (navigation state `from`); then /dashboard. Never / or /login, never another site.
 */
export function afterLoginTarget(redirects: RedirectStorage, cameFrom: string | undefined): string {
  const saved = redirects.read();
  redirects.clear();
  if (saved) return saved;
  const from = cameFrom ? toRedirectTarget(cameFrom) : null;
  return from ?? DEFAULT_AFTER_LOGIN_PATH;
}

/** Navigation over the app's router, which is created after the actors that use it. */
export function createRouterNavigation(getRouter: () => AppRouter | undefined, redirects: RedirectStorage): AppNavigation {
  return {
    afterLogin() {
      const router = getRouter();
      const target = afterLoginTarget(redirects, router?.state.location.state.from);
      void router?.navigate({ href: target, replace: true });
    },
    toLogin() {
      const router = getRouter();
      if (!router || router.state.location.pathname === '/login') return;
      void router.navigate({ to: '/login' });
    },
    toCheckEmail(email) {
      // Reached from the login prompt "Would you like us to resend…?": the page sends the mail itself.
      void getRouter()?.navigate({ to: '/check-email', state: (prev) => ({ ...prev, email, resend: true }) });
    },
  };
}
