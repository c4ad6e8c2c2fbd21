/**
 * Real implementation of the post-purchase check over the typed API client and the app's
 * subscription actor: the payment's state (GET /web-api/payments/{paymentId}, which makes the server
 * ask the provider and apply a finished payment) and a subscription reload, side by side.
 */
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { callApi } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import type { Api } from '../shared/ports';
import { requestSubscriptionLoad } from '../subscription/subscription.actors';
import type { subscriptionMachine } from '../subscription/subscription.machine';
import type { PaymentResult, PurchaseCheck, PurchaseCheckInput } from './purchaseRefresh.events';

export type SubscriptionActorRef = ActorRefFrom<typeof subscriptionMachine>;

export interface PurchaseRefreshDeps {
  api: Api;
  /** The app-lifetime subscription actor: reloads go through it, so every page sees the new plan. */
  subscription: SubscriptionActorRef;
}

/**
 * The payment's state from the server. Rejects with "Failed to process payment result. Please contact
 * support." when the server cannot answer (unknown payment, network, 5xx).
 */
export async function getPaymentResult(api: Api, paymentId: string, signal?: AbortSignal): Promise<PaymentResult> {
  const result = await callApi(() => api.GET('/web-api/payments/{paymentId}', { params: { path: { paymentId } }, signal }));
  if (!result.ok || typeof result.data !== 'object' || result.data === null || typeof result.data.status !== 'string') {
    throw flowFailure({ key: 'subscription.paymentResultFailed' });
  }
  return result.data;
}

/**
 * Reloads the subscription through the app's actor and answers the plan; null when the load failed.
 * While another load is in flight (the actor skips ours, "Already loading") that load's answer is used.
 */
export async function reloadSubscription(subscription: SubscriptionActorRef, signal?: AbortSignal): Promise<boolean | null> {
  const result = await requestSubscriptionLoad(subscription);
  if (result.success) return result.hasProSubscription;
  if (!subscription.getSnapshot().matches('loading')) return null;
  try {
    const settled = await waitFor(subscription, (snapshot) => !snapshot.matches('loading'), { signal });
    return settled.matches('loaded') ? settled.context.hasProSubscription : null;
  } catch {
    return null;
  }
}

export function createPurchaseRefreshActors({ api, subscription }: PurchaseRefreshDeps) {
  return {
    checkPurchase: fromPromise<PurchaseCheck, PurchaseCheckInput>(async ({ input, signal }) => {
      const [payment, hasPro] = await Promise.all([
        input.paymentId ? getPaymentResult(api, input.paymentId, signal).catch(() => null) : Promise.resolve(null),
        reloadSubscription(subscription, signal),
      ]);
      return { payment, hasPro };
    }),
  };
}
