import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/context';
import { ErrorPage } from '../components/ErrorPage';
import { NotFoundPage } from '../components/NotFoundPage';

/** The root: every route gets `{ api, config, auth, subscription, inspect }` as its context. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
});
