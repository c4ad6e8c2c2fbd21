import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '../components/layout/PublicLayout';

/** Pathless layout of the public pages (sign-in, register, password and email flows). */
export const Route = createFileRoute('/_public')({
  component: PublicRoute,
});

function PublicRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
