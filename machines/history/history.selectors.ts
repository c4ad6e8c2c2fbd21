/** Pure reads of the history snapshot for the /history page. */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../../src/i18n';
import { BUSY } from '../shared/tags';
import type { historyMachine } from './history.machine';
import { historyRows, type HistoryRow } from './history.records';

type HistorySnapshot = SnapshotFrom<typeof historyMachine>;

export type { HistoryRow };

/** The table's rows: the pending temporary record first ("(Just completed)"), then newest first. */
export const selectRows = (snapshot: HistorySnapshot): HistoryRow[] =>
  historyRows(snapshot.context.conversations, snapshot.context.temp);
/** A sync is running: Refresh shows "Syncing..." and is disabled. */
export const selectIsSyncing = (snapshot: HistorySnapshot): boolean => snapshot.hasTag(BUSY);
/** Syncing with nothing cached to show yet: the page shows its loading state. */
export const selectIsInitialLoading = (snapshot: HistorySnapshot): boolean =>
  snapshot.hasTag(BUSY) && selectRows(snapshot).length === 0;
/** "You don't have any completed interviews yet.": a finished sync left nothing to show. */
export const selectIsEmpty = (snapshot: HistorySnapshot): boolean =>
  snapshot.matches('synced') && selectRows(snapshot).length === 0;
export const selectError = (snapshot: HistorySnapshot): UiText | null => snapshot.context.error;
export const selectErrorDetail = (snapshot: HistorySnapshot): UiText | null => snapshot.context.errorDetail;
export const selectLastSyncTime = (snapshot: HistorySnapshot): string | null => snapshot.context.lastSyncTime;
