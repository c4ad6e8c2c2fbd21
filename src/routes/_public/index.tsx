import { createFileRoute } from '@tanstack/react-router';

/*
 * Placeholder for "/" (the sign-in page, spec §2), which lands with the auth machine. It exists because
 * the route generator rejects pathless layouts without children ("/_public" and "/_app" would both
 * resolve to "/").
 */
export const Route = createFileRoute('/_public/')({
  component: () => null,
});
