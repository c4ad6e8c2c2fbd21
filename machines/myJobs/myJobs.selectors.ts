/** What the "My jobs" section reads from its actor. */
import type { SnapshotFrom } from 'xstate';
import { BUSY } from '../shared/tags';
import type { myJobsMachine } from './myJobs.machine';

type Snapshot = SnapshotFrom<typeof myJobsMachine>;

/** Private scenarios a free user keeps at a time (DECISIONS.md; the server refuses a fourth). */
export const FREE_PRIVATE_SCENARIOS = 3;

export const selectScenarios = (s: Snapshot) => s.context.scenarios;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectIsFailed = (s: Snapshot) => s.matches('failed');
export const selectError = (s: Snapshot) => s.context.error;
export const selectMessage = (s: Snapshot) => s.context.message;
export const selectIsBusy = (s: Snapshot) => s.hasTag(BUSY);
/** The scenario the confirmation asks about (while asking or deleting). */
export const selectPending = (s: Snapshot) =>
  s.matches({ loaded: 'confirming' }) || s.matches({ loaded: 'deleting' })
    ? (s.context.scenarios.find((x) => x.id === s.context.pendingId) ?? null)
    : null;
export const selectIsDeleting = (s: Snapshot) => s.matches({ loaded: 'deleting' });

export interface Usage {
  used: number;
  /** The plan's limit, or null for PRO (no limit). */
  limit: number | null;
  /** A free user at the limit: a new one needs a deletion or PRO. */
  full: boolean;
}

/** How many of the plan's private scenarios are used. */
export function usageOf(used: number, hasPro: boolean): Usage {
  if (hasPro) return { used, limit: null, full: false };
  return { used, limit: FREE_PRIVATE_SCENARIOS, full: used >= FREE_PRIVATE_SCENARIOS };
}
