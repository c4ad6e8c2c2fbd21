/** Pure reads of the post-purchase refresh snapshot. */
import type { SnapshotFrom } from 'xstate';
import { BUSY } from '../shared/tags';
import type { purchaseRefreshMachine } from './purchaseRefresh.machine';

type PurchaseRefreshSnapshot = SnapshotFrom<typeof purchaseRefreshMachine>;

/** An attempt or the final load is running. */
export const selectIsChecking = (snapshot: PurchaseRefreshSnapshot): boolean => snapshot.hasTag(BUSY);
/** Attempts started so far (the final load not counted). */
export const selectAttempt = (snapshot: PurchaseRefreshSnapshot): number => snapshot.context.attempt;
/** The refresh has ended (confirmed, failed or unconfirmed); its output is then set. */
export const selectIsDone = (snapshot: PurchaseRefreshSnapshot): boolean => snapshot.status === 'done';
