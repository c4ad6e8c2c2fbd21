/** Pure reads of the subscription snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import type { subscriptionMachine } from './subscription.machine';

type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;

export const selectHasPro = (snapshot: SubscriptionSnapshot): boolean => snapshot.context.hasProSubscription;
export const selectAvailableSessions = (snapshot: SubscriptionSnapshot): number => snapshot.context.availableSessions;
export const selectSessionsResetDate = (snapshot: SubscriptionSnapshot): string | null =>
  snapshot.context.sessionsResetDate;
export const selectSubscriptionExpiresAt = (snapshot: SubscriptionSnapshot): string | null =>
  snapshot.context.subscriptionExpiresAt;
export const selectPlan = (snapshot: SubscriptionSnapshot) => snapshot.context.plan;
/** `subscriptionLoading` of the spec's auth state. */
export const selectIsLoading = (snapshot: SubscriptionSnapshot): boolean => snapshot.hasTag(BUSY);
export const selectError = (snapshot: SubscriptionSnapshot): UiText | null => snapshot.context.error;
export const selectMe = (snapshot: SubscriptionSnapshot) => snapshot.context.me;
/** The date shown in the plan panel: "Subscription expires" (PRO) or "Sessions reset" (free). */
export const selectPlanDate = (
  snapshot: SubscriptionSnapshot,
): { label: 'expires' | 'resets'; date: string } | null => {
  const { hasProSubscription, subscriptionExpiresAt, sessionsResetDate } = snapshot.context;
  if (hasProSubscription && subscriptionExpiresAt) return { label: 'expires', date: subscriptionExpiresAt };
  return sessionsResetDate ? { label: 'resets', date: sessionsResetDate } : null;
};
/**
 * The user's plan is known: a load has finished (loaded, or failed with the earlier values kept). Pages
 * that gate PRO content wait for this so a PRO user is not shown an upgrade prompt while it loads.
 */
export const selectIsPlanKnown = (snapshot: SubscriptionSnapshot): boolean =>
  snapshot.matches('loaded') || snapshot.matches('failed') || snapshot.context.plan !== null;
/**
 * What a plan panel shows: `loading` and `failed` only before the first successful load (a reload
 * keeps the last values on screen), otherwise `ready` with the current values.
 */
export const selectPlanDisplay = (snapshot: SubscriptionSnapshot): 'loading' | 'failed' | 'ready' => {
  if (snapshot.context.plan !== null) return 'ready';
  if (snapshot.hasTag(BUSY)) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'ready';
};
