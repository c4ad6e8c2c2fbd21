import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectUserName } from '../app/selectors';
import { AppShell } from '../components/layout/AppShell';

/** Pathless layout of the protected pages. The sign-in check (`beforeLoad`) is wired with the auth machine. */
export const Route = createFileRoute('/_app')({
  component: AppRoute,
});

function AppRoute() {
  const { auth } = Route.useRouteContext();
  const userName = useSelector(auth, selectUserName);
  return (
    <AppShell userName={userName} onLogout={() => auth.send({ type: 'auth.logout' })}>
      <Outlet />
    </AppShell>
  );
}
