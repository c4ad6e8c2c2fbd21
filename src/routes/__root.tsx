import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { markDocument } from '../app/language';
import type { RouterContext } from '../app/context';
import { DocumentTitle } from '../components/DocumentTitle';
import { ErrorPage } from '../components/ErrorPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { useLocale } from '../i18n/react';

/** The root: every route gets `{ api, config, auth, subscription, inspect }` as its context. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
});

function RootLayout() {
  const locale = useLocale();
  useEffect(markDocument, [locale]);
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
