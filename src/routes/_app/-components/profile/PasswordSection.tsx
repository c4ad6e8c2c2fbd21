import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  selectDetails,
  selectIsChangingPassword,
  selectPasswordChanged,
  selectPasswordError,
  selectPasswordMessage,
} from '../../../../../machines/profile/profile.selectors';
import { t, text } from '../../../../i18n';
import { Alert, Box, Button, Card, Heading, NewPasswordFields, PasswordField, Stack } from '../../../../ui';
import type { ProfileActor } from './ProfilePage';

/** Change Password: current, new and confirm, "Update Password"; the fields are cleared after a change. */
export function PasswordSection({ actor }: { actor: ProfileActor }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const changing = useSelector(actor, selectIsChangingPassword);
  const changed = useSelector(actor, selectPasswordChanged);
  const error = useSelector(actor, selectPasswordError);
  const message = useSelector(actor, selectPasswordMessage);
  const email = useSelector(actor, (snapshot) => selectDetails(snapshot).email);

  useEffect(() => {
    if (!changed) return;
    setCurrentPassword('');
    setNewPassword('');
    setConfirmPassword('');
  }, [changed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'profile.changePassword', currentPassword, newPassword, confirmPassword });
  };

  return (
    <Card as="section" aria-labelledby="password-heading">
      <form noValidate onSubmit={submit}>
        <Stack space="medium">
          <Heading level={3} as="h2" id="password-heading">
            {t('profile.changePassword')}
          </Heading>
          {error ? <Alert tone="error">{text(error)}</Alert> : null}
          {message ? <Alert tone="success">{text(message)}</Alert> : null}
          {/* Lets password managers file the new password under the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
          <PasswordField
            label={t('profile.currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
          <NewPasswordFields
            password={{ label: t('profile.newPassword'), name: 'newPassword', value: newPassword, onChange: setNewPassword }}
            confirmation={{ label: t('profile.confirmPassword'), value: confirmPassword, onChange: setConfirmPassword }}
          />
          <Box display="flex" justifyContent="flex-end">
            <Button type="submit" loading={changing} loadingLabel={t('profile.updatingPassword')}>
              {t('profile.updatePassword')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Card>
  );
}
