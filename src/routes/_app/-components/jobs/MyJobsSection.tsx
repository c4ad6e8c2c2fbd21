import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { myJobsMachine } from '../../../../../machines/myJobs/myJobs.machine';
import {
  selectError,
  selectIsDeleting,
  selectIsFailed,
  selectIsLoading,
  selectMessage,
  selectPending,
  selectScenarios,
  usageOf,
} from '../../../../../machines/myJobs/myJobs.selectors';
import { companyNameOf } from '../../../../../machines/jobs/jobs.list';
import { t, text } from '../../../../i18n';
import { Alert, AppLink, Badge, Button, Card, Dialog, Heading, Inline, LinkButton, RetryAlert, Spinner, Stack, Text } from '../../../../ui';
import * as styles from './PrivateJobs.css';

export type MyJobsActor = ActorRefFrom<typeof myJobsMachine>;

/** "My jobs" on /jobs (issue 20): the user's own scenarios with edit and delete, the plan's count, and a new one. */
export function MyJobsSection({ actor, hasPro }: { actor: MyJobsActor; hasPro: boolean }) {
  const scenarios = useSelector(actor, selectScenarios);
  const loading = useSelector(actor, selectIsLoading);
  const error = useSelector(actor, selectError);
  const message = useSelector(actor, selectMessage);
  const pending = useSelector(actor, selectPending);
  const deleting = useSelector(actor, selectIsDeleting);
  const usage = usageOf(scenarios.length, hasPro);
  const failedToLoad = useSelector(actor, selectIsFailed);

  return (
    <Card as="section" aria-labelledby="my-jobs-heading">
      <Stack space="medium">
        <Inline space="small" align="space-between" alignY="center">
          <Stack space="xxsmall">
            <Heading level={3} as="h2" id="my-jobs-heading">
              {t('myJobs.title')}
            </Heading>
            <Text size="small" tone="secondary">
              {t('myJobs.subtitle')}
            </Text>
          </Stack>
          <Inline space="small" alignY="center">
            {usage.limit !== null && !loading ? (
              <Text size="small" tone="secondary" as="span">
                {t('myJobs.usage', { used: usage.used, limit: usage.limit })}
              </Text>
            ) : null}
            {usage.full ? null : (
              <LinkButton to="/jobs/new" size="small">
                {t('myJobs.new')}
              </LinkButton>
            )}
          </Inline>
        </Inline>

        {usage.full ? (
          <Alert
            tone="info"
            action={
              <LinkButton to="/subscription" variant="secondary" size="small">
                {t('myJobs.upgrade')}
              </LinkButton>
            }
          >
            {t('myJobs.full', { limit: usage.limit ?? 0 })}
          </Alert>
        ) : null}
        {message ? (
          <Alert tone="success">
            <span role="status">{text(message)}</span>
          </Alert>
        ) : null}

        {loading ? (
          <Inline space="small" alignY="center" role="status">
            <Spinner size="small" label={null} />
            <Text tone="secondary">{t('myJobs.loading')}</Text>
          </Inline>
        ) : failedToLoad ? (
          <RetryAlert onRetry={() => actor.send({ type: 'myJobs.retry' })}>{error ? text(error) : t('myJobs.loadFailed')}</RetryAlert>
        ) : (
          <>
            {error ? <Alert tone="error">{text(error)}</Alert> : null}
            {scenarios.length === 0 ? (
              <Text tone="secondary">{t('myJobs.empty')}</Text>
            ) : (
              <ul className={styles.mineList} aria-label={t('myJobs.title')}>
                {scenarios.map((item) => {
                  const position = item.scenario.position;
                  const company = companyNameOf(item.scenario);
                  return (
                    <li key={item.id} className={styles.mineRow}>
                      <Stack space="xxsmall" className={styles.mineTitle}>
                        <AppLink to="/jobs/mine/$id" params={{ id: item.id }} tone="neutral">
                          <Text as="span" weight="semibold">
                            {position}
                          </Text>
                        </AppLink>
                        <Inline space="xsmall" alignY="center">
                          {company ? (
                            <Text size="small" tone="secondary" as="span">
                              {company}
                            </Text>
                          ) : null}
                          {item.hasCv ? <Badge tone="neutral">{t('myJobs.withCv')}</Badge> : null}
                        </Inline>
                      </Stack>
                      <Inline space="xsmall">
                        <LinkButton
                          to="/jobs/mine/$id"
                          params={{ id: item.id }}
                          variant="secondary"
                          size="small"
                          aria-label={t('myJobs.editLabel', { position })}
                        >
                          {t('myJobs.edit')}
                        </LinkButton>
                        <Button
                          variant="ghost"
                          size="small"
                          aria-label={t('myJobs.deleteLabel', { position })}
                          onClick={() => actor.send({ type: 'myJobs.delete', id: item.id })}
                        >
                          {t('myJobs.delete')}
                        </Button>
                      </Inline>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </Stack>
      <Dialog
        open={pending !== null}
        onClose={() => actor.send({ type: 'myJobs.cancel' })}
        role="alertdialog"
        title={t('myJobs.confirmTitle')}
        description={t('myJobs.confirmText', { position: pending?.scenario.position ?? '' })}
        actions={
          <>
            <Button variant="secondary" disabled={deleting} onClick={() => actor.send({ type: 'myJobs.cancel' })}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" loading={deleting} loadingLabel={t('myJobs.deleting')} onClick={() => actor.send({ type: 'myJobs.confirm' })}>
              {t('myJobs.delete')}
            </Button>
          </>
        }
      />
    </Card>
  );
}
