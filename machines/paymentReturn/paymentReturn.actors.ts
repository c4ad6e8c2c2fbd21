/**
 * Real implementations of the payment return's actors: the payment callback handler over the typed
 * API client, and the post-purchase refresh provided with its own actors.
 */
import { fromPromise } from 'xstate';
import { createPurchaseRefreshActors, getPaymentResult, type PurchaseRefreshDeps } from '../purchaseRefresh/purchaseRefresh.actors';
import type { PaymentResult } from '../purchaseRefresh/purchaseRefresh.events';
import { purchaseRefreshMachine } from '../purchaseRefresh/purchaseRefresh.machine';
import type { PaymentIdInput } from './paymentReturn.events';

export type PaymentReturnDeps = PurchaseRefreshDeps;

export function createPaymentReturnActors(deps: PaymentReturnDeps) {
  return {
    fetchPaymentResult: fromPromise<PaymentResult, PaymentIdInput>(({ input, signal }) =>
      getPaymentResult(deps.api, input.paymentId, signal),
    ),
    purchaseRefresh: purchaseRefreshMachine.provide({ actors: createPurchaseRefreshActors(deps) }),
  };
}

/** The subscription refreshes after a success go through the app's subscription actor. */
export function createPaymentReturnActions({ subscription }: Pick<PaymentReturnDeps, 'subscription'>) {
  return {
    refreshSubscription: () => subscription.send({ type: 'subscription.load' }),
  };
}
