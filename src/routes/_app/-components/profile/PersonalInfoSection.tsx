import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import {
  selectDetails,
  selectDetailsError,
  selectDetailsFieldErrors,
  selectDetailsMessage,
  selectIsSaving,
} from '../../../../../machines/profile/profile.selectors';
import { t, text } from '../../../../i18n';
import { Alert, Box, Button, Card, Columns, Heading, Stack, TextField } from '../../../../ui';
import type { ProfileActor } from './ProfilePage';

/** Personal Information: read-only Email, First Name, Last Name, "Save Changes" (spec §2, §5, §8). */
export function PersonalInfoSection({ actor }: { actor: ProfileActor }) {
  // Mounted once the profile is loaded, so the stored names are the fields' starting values.
  const details = useSelector(actor, selectDetails, (a, b) => a.email === b.email && a.firstName === b.firstName && a.lastName === b.lastName);
  const [firstName, setFirstName] = useState(details.firstName);
  const [lastName, setLastName] = useState(details.lastName);
  const saving = useSelector(actor, selectIsSaving);
  const error = useSelector(actor, selectDetailsError);
  const fieldErrors = useSelector(actor, selectDetailsFieldErrors);
  const fieldError = (field: string) => (fieldErrors[field] ? text(fieldErrors[field]) : undefined);
  const message = useSelector(actor, selectDetailsMessage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'profile.save', firstName, lastName });
  };

  return (
    <Card as="section" aria-labelledby="personal-heading">
      <form noValidate onSubmit={submit}>
        <Stack space="medium">
          <Heading level={3} as="h2" id="personal-heading">
            {t('profile.personal')}
          </Heading>
          {error ? <Alert tone="error">{text(error)}</Alert> : null}
          {message ? <Alert tone="success">{text(message)}</Alert> : null}
          <TextField
            label={t('profile.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={details.email}
            readOnly
            hint={t('profile.emailHint')}
          />
          <Columns space="medium" columns={2}>
            <TextField
              label={t('profile.firstName')}
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              error={fieldError('firstName')}
              onChange={(event) => setFirstName(event.target.value)}
            />
            <TextField
              label={t('profile.lastName')}
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              error={fieldError('lastName')}
              onChange={(event) => setLastName(event.target.value)}
            />
          </Columns>
          <Box display="flex" justifyContent="flex-end">
            <Button type="submit" loading={saving} loadingLabel={t('profile.saving')}>
              {t('profile.save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Card>
  );
}
