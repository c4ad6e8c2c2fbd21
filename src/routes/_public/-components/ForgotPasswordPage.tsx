import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { forgotPasswordMachine } from '../../../../machines/forgotPassword/forgotPassword.machine';
import { selectError, selectFieldErrors, selectIsSending, selectIsSent, selectMessage } from '../../../../machines/forgotPassword/forgotPassword.selectors';
import { t, text } from '../../../i18n';
import { Alert, AppLink } from '../../../ui';
import { AuthFormPage, EmailField } from './AuthFormPage';

export type ForgotPasswordActor = ActorRefFrom<typeof forgotPasswordMachine>;

/** /forgot-password: one email field, "Send Instructions" (spec §2, §5, §8). */
export function ForgotPasswordPage({ actor }: { actor: ForgotPasswordActor }) {
  const [email, setEmail] = useState('');
  const error = useSelector(actor, selectError);
  const fieldErrors = useSelector(actor, selectFieldErrors);
  const sending = useSelector(actor, selectIsSending);
  const sent = useSelector(actor, selectIsSent);
  const message = useSelector(actor, selectMessage);

  return (
    <AuthFormPage
      title={t('forgot.title')}
      subtitle={sent ? undefined : t('forgot.subtitle')}
      alerts={
        <>
          {error ? <Alert tone="error">{text(error)}</Alert> : null}
          {sent && message ? <Alert tone="success">{text(message)}</Alert> : null}
        </>
      }
      showsForm={!sent}
      onSubmit={() => actor.send({ type: 'forgot.submit', email })}
      submit={{ label: t('forgot.submit'), loadingLabel: t('forgot.submitting'), loading: sending }}
      footer={<AppLink to="/login">{t('forgot.backToLogin')}</AppLink>}
    >
      <EmailField
        label={t('forgot.email')}
        value={email}
        error={fieldErrors.email ? text(fieldErrors.email) : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
    </AuthFormPage>
  );
}
