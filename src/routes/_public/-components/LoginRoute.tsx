import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { createProviderSignIn } from '../../../auth/providerSignIn';
import { readRememberMe } from '../../../storage';
import { LoginPage } from './LoginPage';
import { loginBanner, type LoginSearch } from './loginSearch';

/** The sign-in page of / and /login, over the app-lifetime auth actor. */
export function LoginRoute({ search }: { search: LoginSearch }) {
  const { auth, config } = useRouteContext({ from: '/_public' });
  const providers = useMemo(() => createProviderSignIn({ config, auth }), [config, auth]);
  return <LoginPage auth={auth} banner={loginBanner(search)} providers={providers} initialRememberMe={readRememberMe()} />;
}
