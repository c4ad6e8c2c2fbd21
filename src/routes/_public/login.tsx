import { createFileRoute } from '@tanstack/react-router';
import { LoginRoute } from './-components/LoginRoute';
import { validateLoginSearch } from './-components/loginSearch';
import { useLocale } from '../../i18n/react';

/** /login?verified=true|reset=success: the sign-in page (spec §2). */
export const Route = createFileRoute('/_public/login')({
  staticData: { title: 'pageTitle.login' },
  validateSearch: validateLoginSearch,
  component: LoginRouteComponent,
});

function LoginRouteComponent() {
  useLocale();
  return <LoginRoute search={Route.useSearch()} />;
}
