import { createFileRoute } from '@tanstack/react-router';

/*
 * Placeholder for "/dashboard" (spec §2), which lands with the auth and subscription machines. It
 * exists because the route generator rejects pathless layouts without children.
 */
export const Route = createFileRoute('/_app/dashboard')({
  component: () => null,
});
