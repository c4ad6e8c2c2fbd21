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
import { Alert, Button, Heading, Spinner, Stack, Text } from '../../../../ui';
import * as styles from './History.css';
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
      <div className={styles.header}>
        <Stack space="xsmall">
          <Heading level={1}>{t('history.title')}</Heading>
          <Text tone="secondary">{t('history.subtitle')}</Text>
        </Stack>
        <Button
          variant="secondary"
          className={styles.refresh}
          loading={syncing}
          loadingLabel={t('history.syncing')}
          onClick={() => history.send({ type: 'history.refresh' })}
        >
          {t('history.refresh')}
        </Button>
      </div>

      {error ? (
        <Alert tone="error">
          {text(error)}
          {errorDetail ? <p className={styles.errorDetail}>{text(errorDetail)}</p> : null}
        </Alert>
      ) : null}

      {initialLoading ? (
        <div className={styles.centred} role="status">
          <Spinner size="large" label={null} />
          <Text tone="secondary">{t('history.loading')}</Text>
        </div>
      ) : empty ? (
        <div className={styles.centred}>
          <Text tone="secondary">{t('history.empty')}</Text>
        </div>
      ) : rows.length > 0 ? (
        <div aria-busy={syncing || undefined}>
          <Stack space="large">
            {points.length >= SCORE_CHART_MIN_POINTS ? <ScoreChart points={points} /> : null}
            <HistoryTable rows={rows} />
          </Stack>
        </div>
      ) : null}
    </Stack>
  );
}

/** The chart re-renders only when its points change, not on every snapshot. */
function samePoints(a: readonly ScorePoint[], b: readonly ScorePoint[]): boolean {
  return a.length === b.length && a.every((point, i) => point.id === b[i].id && point.score === b[i].score && point.date === b[i].date);
}
