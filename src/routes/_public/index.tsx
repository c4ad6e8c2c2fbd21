import { createFileRoute } from '@tanstack/react-router';
import { LoginRoute } from './-components/LoginRoute';
import { validateLoginSearch } from './-components/loginSearch';
import { useLocale } from '../../i18n/react';

/** "/": the sign-in page (spec §2), the same as /login. */
export const Route = createFileRoute('/_public/')({
  staticData: { title: 'pageTitle.home' },
  validateSearch: validateLoginSearch,
  component: IndexRoute,
});

function IndexRoute() {
  useLocale();
  return <LoginRoute search={Route.useSearch()} />;
}
