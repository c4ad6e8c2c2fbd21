import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  selectError,
  selectIsSigningIn,
  selectShowsResendPrompt,
  selectSignOutNotice,
} from '../../../../machines/auth/auth.selectors';
import type { AuthActor } from '../../../app/context';
import type { ProviderSignIn } from '../../../auth/providerSignIn';
import { t, text } from '../../../i18n';
import { Alert, AppLink, Button, Checkbox, Inline, PasswordField } from '../../../ui';
import { AuthFormPage, EmailField } from './AuthFormPage';
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

  return (
    <AuthFormPage
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      alerts={
        <>
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
        </>
      }
      onSubmit={() => auth.send({ type: 'auth.login', email, password, rememberMe })}
      submit={{ label: t('login.submit'), loadingLabel: t('login.submitting'), loading: signingIn }}
      afterForm={
        <ProviderButtons
          onGoogle={() => void providers.google(rememberMe)}
          onApple={() => void providers.apple(rememberMe)}
          disabled={signingIn}
        />
      }
      footer={
        <>
          {t('login.noAccount')} <AppLink to="/register">{t('login.registerLink')}</AppLink>
        </>
      }
      footerTone="secondary"
    >
      <EmailField label={t('login.email')} value={email} onChange={(event) => setEmail(event.target.value)} />
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
    </AuthFormPage>
  );
}
