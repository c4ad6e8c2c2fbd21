import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { recentActivityMachine } from '../../../../../machines/recentActivity/recentActivity.machine';
import {
  selectError,
  selectIsEmpty,
  selectIsLoading,
  selectRows,
  type ActivityRow,
} from '../../../../../machines/recentActivity/recentActivity.selectors';
import { routeTo, type AppNavPath } from '../../../../components/layout/nav';
import { t, text, type MessageKey } from '../../../../i18n';
import { formatDate } from '../../../../i18n/format';
import { AppLink, Badge, Heading, Inline, RetryAlert, Spinner, Stack, Table, Text, type BadgeTone, type TableColumn } from '../../../../ui';

export type RecentActivityActor = ActorRefFrom<typeof recentActivityMachine>;

const STATUS_TONES: Partial<Record<MessageKey, BadgeTone>> = {
  'dashboard.statusCompleted': 'success',
  'dashboard.statusProcessing': 'info',
  'dashboard.statusFailed': 'danger',
};

/** Built at render time, so the headers follow the active locale. */
function activityColumns(): ReadonlyArray<TableColumn<ActivityRow>> {
  return [
  {
    key: 'position',
    header: t('dashboard.colPosition'),
    cell: (row) => (
      <AppLink to={routeTo(row.href as AppNavPath)} tone="neutral">
        {text(row.position)}
      </AppLink>
    ),
  },
  { key: 'company', header: t('dashboard.colCompany'), cell: (row) => text(row.company) },
  {
    key: 'date',
    header: t('dashboard.colDate'),
    cell: (row) => <time dateTime={row.startTime}>{formatDate(row.startTime)}</time>,
  },
  {
    key: 'status',
    header: t('dashboard.colStatus'),
    cell: (row) => <Badge tone={STATUS_TONES[row.status] ?? 'neutral'}>{t(row.status)}</Badge>,
  },
  ];
}

/** The 5 most recent interviews with View All to /history (spec §2, §8). */
export function RecentActivity({ actor }: { actor: RecentActivityActor }) {
  const rows = useSelector(actor, selectRows);
  const loading = useSelector(actor, selectIsLoading);
  const empty = useSelector(actor, selectIsEmpty);
  const error = useSelector(actor, selectError);

  return (
    <section aria-labelledby="recent-activity-heading">
      <Stack space="small">
        <Inline space="xsmall" align="space-between" alignY="baseline">
          <Heading level={3} as="h2" id="recent-activity-heading">
            {t('dashboard.recentActivity')}
          </Heading>
          <AppLink to={routeTo('/history')}>{t('dashboard.viewAll')}</AppLink>
        </Inline>
        {loading ? (
          <Stack space="small" align="center" paddingY="large" textAlign="center" role="status">
            <Spinner label={null} />
            <Text tone="secondary">{t('dashboard.activityLoading')}</Text>
          </Stack>
        ) : error ? (
          <RetryAlert onRetry={() => actor.send({ type: 'recentActivity.retry' })}>
            {text(error)}
          </RetryAlert>
        ) : empty ? (
          <Stack space="small" align="center" paddingY="large" textAlign="center">
            <Text tone="secondary">{t('dashboard.noActivity')}</Text>
          </Stack>
        ) : (
          <Table caption={t('dashboard.recentCaption')} columns={activityColumns()} rows={rows} rowKey={(row) => row.id} />
        )}
      </Stack>
    </section>
  );
}
