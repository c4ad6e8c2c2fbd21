import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectError as selectAuthError, selectIsSigningIn } from '../../../../machines/auth/auth.selectors';
import type { registerMachine } from '../../../../machines/register/register.machine';
import { selectError, selectFieldErrors, selectIsSubmitting, selectOfferSignIn } from '../../../../machines/register/register.selectors';
import { MIN_PASSWORD_LENGTH } from '../../../../machines/shared/constants';
import type { AuthActor } from '../../../app/context';
import type { ProviderSignIn } from '../../../auth/providerSignIn';
import { t, text } from '../../../i18n';
import { Alert, AppLink, NewPasswordFields, TextField } from '../../../ui';
import { AuthFormPage, EmailField } from './AuthFormPage';
import { ProviderButtons } from './ProviderButtons';

export type RegisterActor = ActorRefFrom<typeof registerMachine>;

export interface RegisterPageProps {
  actor: RegisterActor;
  auth: AuthActor;
  providers: ProviderSignIn;
}

/** /register: Name, Email, Password, Confirm Password; Google and Apple (spec §2, §5, §8). */
export function RegisterPage({ actor, auth, providers }: RegisterPageProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  // The auth actor outlives this page: show its error only for a provider sign-in started here.
  const [usedProvider, setUsedProvider] = useState(false);
  const error = useSelector(actor, selectError);
  const fieldErrors = useSelector(actor, selectFieldErrors);
  const fieldError = (field: string) => (fieldErrors[field] ? text(fieldErrors[field]) : undefined);
  const offerSignIn = useSelector(actor, selectOfferSignIn);
  const submitting = useSelector(actor, selectIsSubmitting);
  const providerError = useSelector(auth, selectAuthError);
  const providerBusy = useSelector(auth, selectIsSigningIn);

  const withProvider = (signIn: () => Promise<void>) => () => {
    setUsedProvider(true);
    void signIn();
  };

  return (
    <AuthFormPage
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      alerts={
        <>
          {error ? (
            <Alert
              tone="error"
              title={t('register.failedTitle')}
              action={offerSignIn ? <AppLink to="/login">{t('register.signInLink')}</AppLink> : undefined}
            >
              {text(error)}
            </Alert>
          ) : null}
          {usedProvider && providerError ? <Alert tone="error">{text(providerError)}</Alert> : null}
        </>
      }
      onSubmit={() => actor.send({ type: 'register.submit', name, email, password, confirmPassword })}
      submit={{ label: t('register.submit'), loadingLabel: t('register.submitting'), loading: submitting }}
      afterForm={
        <ProviderButtons
          onGoogle={withProvider(() => providers.google())}
          onApple={withProvider(() => providers.apple())}
          disabled={submitting || providerBusy}
        />
      }
      footer={
        <>
          {t('register.haveAccount')} <AppLink to="/login">{t('register.signInLink')}</AppLink>
        </>
      }
      footerTone="secondary"
    >
      <TextField
        label={t('register.name')}
        name="name"
        autoComplete="name"
        value={name}
        error={fieldError('name')}
        onChange={(event) => setName(event.target.value)}
      />
      <EmailField label={t('register.email')} value={email} error={fieldError('email')} onChange={(event) => setEmail(event.target.value)} />
      <NewPasswordFields
        password={{
          label: t('register.password'),
          name: 'password',
          minLength: MIN_PASSWORD_LENGTH,
          hint: t('register.passwordHint', { count: MIN_PASSWORD_LENGTH }),
          error: fieldError('password'),
          value: password,
          onChange: setPassword,
        }}
        confirmation={{ label: t('register.confirmPassword'), value: confirmPassword, error: fieldError('confirmPassword'), onChange: setConfirmPassword }}
      />
    </AuthFormPage>
  );
}
