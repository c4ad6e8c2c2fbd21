/** Events of the app-lifetime subscription actor. */
import type { UiText } from '../shared/text';

export type SubscriptionEvent =
  /** Load plan and current user (skipped while a load is in flight). */
  | { type: 'subscription.load' }
  /** Back to the defaults (on sign-out). */
  | { type: 'subscription.reset' };

/** What the actor emits (`actorRef.on(type, handler)`), so a caller can await one load's result. */
export type SubscriptionEmitted =
  /** A load was asked for while one is in flight: the failure "Already loading". */
  | { type: 'subscription.skipped'; error: UiText }
  | { type: 'subscription.loaded'; hasProSubscription: boolean; availableSessions: number }
  | { type: 'subscription.failed'; error: UiText };
