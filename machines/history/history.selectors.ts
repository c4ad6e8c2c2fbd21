/** Pure reads of the history snapshot for the /history page. */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import type { historyMachine } from './history.machine';
import {
  conversationRow,
  effectiveReportStatus,
  historyRows,
  reportedScore,
  type HistoryConversation,
  type HistoryRow,
} from './history.records';

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

// ---------------------------------------------------------------- the progress chart

/** One completed interview on the /history progress chart. */
export interface ScorePoint {
  id: string;
  /** The interview's startTime (ISO), the x of the point. */
  date: string;
  /** The overall score, 0–10, the y of the point. */
  score: number;
  /** The job position, or "Unknown Position". */
  position: UiText;
}

/** The chart shows once at least this many interviews have a score: one point is not a trend. */
export const SCORE_CHART_MIN_POINTS = 2;

/**
 * The chart's points, oldest first: the completed interviews (reportStatus 2, forced by a cached
 * report) with an overall score above 0 — the same rule that gives the table's percentage badge —
 * and a startTime that parses. The temporary record never has a score, so it is never a point.
 */
export function scorePoints(conversations: readonly HistoryConversation[]): ScorePoint[] {
  const dated: Array<{ time: number; point: ScorePoint }> = [];
  for (const conversation of conversations) {
    if (effectiveReportStatus(conversation) !== 2) continue;
    const score = reportedScore(conversation);
    const time = Date.parse(conversation.startTime);
    if (score === null || score <= 0 || Number.isNaN(time)) continue;
    const { position } = conversationRow(conversation);
    dated.push({ time, point: { id: conversation.id, date: conversation.startTime, score, position } });
  }
  return dated.sort((a, b) => a.time - b.time).map(({ point }) => point);
}

/** The progress chart's points (see `scorePoints`). */
export const selectScorePoints = (snapshot: HistorySnapshot): ScorePoint[] => scorePoints(snapshot.context.conversations);
/** Whether /history shows the progress chart: two or more completed interviews with a score. */
export const selectShowsScoreChart = (snapshot: HistorySnapshot): boolean =>
  selectScorePoints(snapshot).length >= SCORE_CHART_MIN_POINTS;
