import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import {
  selectError,
  selectIsSigningIn,
  selectShowsResendPrompt,
  selectSignOutNotice,
} from '../../../../machines/auth/auth.selectors';
import type { AuthActor } from '../../../app/context';
import type { ProviderSignIn } from '../../../auth/providerSignIn';
import { t, text } from '../../../i18n';
import { Alert, AppLink, Button, Checkbox, Inline, PasswordField, Stack, Text, TextField } from '../../../ui';
import { PageHeading } from './PageHeading';
import { ProviderButtons } from './ProviderButtons';

/** The success banner of the query: `verified=true` or `reset=success` (spec §2). */
export type LoginBanner = 'verified' | 'reset' | null;

export interface LoginPageProps {
  auth: AuthActor;
  banner: LoginBanner;
  providers: ProviderSignIn;
  /** The remember-me choice to start from. */
  initialRememberMe: boolean;
}

/** / and /login: sign in with email and password, Google or Apple (spec §2, §5, §8). */
export function LoginPage({ auth, banner, providers, initialRememberMe }: LoginPageProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(initialRememberMe);
  const error = useSelector(auth, selectError);
  const signingIn = useSelector(auth, selectIsSigningIn);
  const asksToResend = useSelector(auth, selectShowsResendPrompt);
  const notice = useSelector(auth, selectSignOutNotice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'auth.login', email, password, rememberMe });
  };

  return (
    <Stack space="large">
      <PageHeading title={t('login.title')} subtitle={t('login.subtitle')} />

      {notice ? <Alert tone="info">{text(notice)}</Alert> : null}
      {banner === 'verified' ? <Alert tone="success">{t('login.verifiedBanner')}</Alert> : null}
      {banner === 'reset' ? <Alert tone="success">{t('login.resetBanner')}</Alert> : null}
      {error ? <Alert tone="error">{text(error)}</Alert> : null}
      {asksToResend ? (
        <Alert
          tone="info"
          action={
            <Inline space="xsmall">
              <Button size="small" onClick={() => auth.send({ type: 'auth.resendAccepted' })}>
                {t('login.resendPromptYes')}
              </Button>
              <Button size="small" variant="ghost" onClick={() => auth.send({ type: 'auth.resendDeclined' })}>
                {t('login.resendPromptNo')}
              </Button>
            </Inline>
          }
        >
          {t('login.resendPrompt')}
        </Alert>
      ) : null}

      <form noValidate onSubmit={submit}>
        <Stack space="medium">
          <TextField
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Inline space="xsmall" align="space-between" alignY="center">
            <Checkbox
              label={t('login.rememberMe')}
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            <AppLink to="/forgot-password">{t('login.forgotPassword')}</AppLink>
          </Inline>
          <Button type="submit" size="large" fullWidth loading={signingIn} loadingLabel={t('login.submitting')}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>

      <ProviderButtons
        onGoogle={() => void providers.google(rememberMe)}
        onApple={() => void providers.apple(rememberMe)}
        disabled={signingIn}
      />

      <Text align="center" tone="secondary">
        {t('login.noAccount')} <AppLink to="/register">{t('login.registerLink')}</AppLink>
      </Text>
    </Stack>
  );
}
