import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { selectIsAuthenticated, selectIsSettled } from '../../machines/auth/auth.selectors';
import { PublicLayout } from '../components/layout/PublicLayout';
import { useLocale } from '../i18n/react';

/**
 * Pathless layout of the public pages (sign-in, register, password and email flows). An authenticated
 * visitor is sent to /dashboard (spec §2); a stored token is checked first, so an expired one does not
 * bounce the visitor between the two layouts.
 */
export const Route = createFileRoute('/_public')({
  beforeLoad: async ({ context: { auth }, preload }) => {
    if (preload || !selectIsAuthenticated(auth.getSnapshot())) return;
    auth.send({ type: 'auth.check' });
    await waitFor(auth, selectIsSettled);
    if (selectIsAuthenticated(auth.getSnapshot())) throw redirect({ to: '/dashboard', replace: true });
  },
  component: PublicRoute,
});

function PublicRoute() {
  useLocale();
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
