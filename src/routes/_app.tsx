import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import {
  selectIsAuthenticated,
  selectIsConfirmingLogout,
  selectIsSettled,
  selectUser,
} from '../../machines/auth/auth.selectors';
import { AppShell } from '../components/layout/AppShell';
import { useLocale } from '../i18n/react';

/**
 * Pathless layout of the protected pages. Entering one checks the stored token (auth `auth.check`,
 * which also loads the subscription); without a session the attempted path is saved as
 * `redirect_after_login` (never / or /login) and the visitor goes to /login (spec §2, §4).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context: { auth, redirects }, location, preload }) => {
    if (preload) {
      if (!selectIsAuthenticated(auth.getSnapshot())) throw redirect({ to: '/login' });
      return;
    }
    auth.send({ type: 'auth.check' });
    await waitFor(auth, selectIsSettled);
    if (!selectIsAuthenticated(auth.getSnapshot())) {
      redirects.save(location.href);
      throw redirect({ to: '/login', state: (prev) => ({ ...prev, from: location.href }) });
    }
  },
  component: AppRoute,
});

function AppRoute() {
  useLocale();
  const { auth } = Route.useRouteContext();
  const user = useSelector(auth, selectUser);
  const confirmingLogout = useSelector(auth, selectIsConfirmingLogout);
  return (
    <AppShell
      userName={user?.name ?? null}
      logoutConfirmOpen={confirmingLogout}
      onLogoutRequest={() => auth.send({ type: 'auth.logoutRequested' })}
      onLogoutCancel={() => auth.send({ type: 'auth.logoutCancelled' })}
      onLogout={() => auth.send({ type: 'auth.logoutConfirmed' })}
    >
      <Outlet />
    </AppShell>
  );
}
