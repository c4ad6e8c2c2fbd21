import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { historyMachine } from '../../../../../machines/history/history.machine';
import {
  selectError,
  selectErrorDetail,
  selectIsEmpty,
  selectIsInitialLoading,
  selectIsSyncing,
  selectRows,
  selectScorePoints,
  SCORE_CHART_MIN_POINTS,
  type ScorePoint,
} from '../../../../../machines/history/history.selectors';
import { t, text } from '../../../../i18n';
import { Alert, Box, Button, Heading, Inline, Spinner, Stack, Text, sprinkles } from '../../../../ui';
import { HistoryTable } from './HistoryTable';
import { ScoreChart } from './ScoreChart';

export type HistoryActor = ActorRefFrom<typeof historyMachine>;

/**
 * /history (spec §2, §8): "Interview History" with Refresh ("Syncing..." while a sync runs), the
 * cached rows at once, then the synced ones; the just-finished interview on top; the empty text; the
 * sync's error above whatever the cache held; above the table, the progress chart once two or more
 * interviews have a score.
 */
export function HistoryPage({ history }: { history: HistoryActor }) {
  const rows = useSelector(history, selectRows);
  const syncing = useSelector(history, selectIsSyncing);
  const initialLoading = useSelector(history, selectIsInitialLoading);
  const empty = useSelector(history, selectIsEmpty);
  const error = useSelector(history, selectError);
  const errorDetail = useSelector(history, selectErrorDetail);
  const points = useSelector(history, selectScorePoints, samePoints);

  return (
    <Stack space="large">
      <Inline space="small" collapseBelow="tablet" align="space-between" alignY="bottom" wrap={false}>
        <Stack space="xsmall">
          <Heading level={1}>{t('history.title')}</Heading>
          <Text tone="secondary">{t('history.subtitle')}</Text>
        </Stack>
        <Button
          variant="secondary"
          className={sprinkles({ alignSelf: { mobile: 'stretch', tablet: 'auto' }, flexShrink: 0 })}
          loading={syncing}
          loadingLabel={t('history.syncing')}
          onClick={() => history.send({ type: 'history.refresh' })}
        >
          {t('history.refresh')}
        </Button>
      </Inline>

      {error ? (
        <Alert tone="error">
          {text(error)}
          {errorDetail ? (
            <Box as="p" marginTop="xxsmall" fontSize="small" lineHeight="small">
              {text(errorDetail)}
            </Box>
          ) : null}
        </Alert>
      ) : null}

      {initialLoading ? (
        <Stack space="small" align="center" paddingY="xlarge" textAlign="center" role="status">
          <Spinner size="large" label={null} />
          <Text tone="secondary">{t('history.loading')}</Text>
        </Stack>
      ) : empty ? (
        <Stack space="small" align="center" paddingY="xlarge" textAlign="center">
          <Text tone="secondary">{t('history.empty')}</Text>
        </Stack>
      ) : rows.length > 0 ? (
        <Stack space="large" aria-busy={syncing || undefined}>
          {points.length >= SCORE_CHART_MIN_POINTS ? <ScoreChart points={points} /> : null}
          <HistoryTable rows={rows} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The chart re-renders only when its points change, not on every snapshot. */
function samePoints(a: readonly ScorePoint[], b: readonly ScorePoint[]): boolean {
  return a.length === b.length && a.every((point, i) => point.id === b[i].id && point.score === b[i].score && point.date === b[i].date);
}
