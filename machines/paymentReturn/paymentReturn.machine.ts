/**
 * The /subscription page back from the payment provider (spec §2 /subscription, §4 "Payment return",
 * §8 Subscription, §9 payment-return refresh). Created by the route with the query parameters
 * payment, paymentId and error; it clears them from the address at once (provided
 * `clearReturnParams`).
 *
 * With a status and a payment id it asks the server (GET /web-api/payments/{paymentId}: the server
 * asks the provider and applies a finished payment): applied → "Payment successful! ..." and the
 * subscription is refreshed at once, after 1 s and after 5 s (provided `refreshSubscription`); the
 * server says failed / expired / partially paid / refunded, or the provider said failed → "Payment
 * failed. ..."; cancelled → "Payment was cancelled. ..."; success not applied yet → the post-purchase
 * refresh (child `purchaseRefresh`) until it is, else what its status says under "Payment Issue".
 * Success is never claimed before the server confirms it. An unknown status → "Unknown payment
 * status"; an `error` parameter beside a known status is a machine code (card_declined) and the
 * status's own text is shown; without one it is shown in the provider's words after the product's own; a failed call → "Failed to process payment result.
 * Please contact support."
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import type { PaymentResult, PurchaseRefreshOutput } from '../purchaseRefresh/purchaseRefresh.events';
import { purchaseRefreshMachine } from '../purchaseRefresh/purchaseRefresh.machine';
import { isFailedPaymentStatus, isPaymentApplied, isPendingPaymentStatus } from '../purchaseRefresh/purchaseRefresh.rules';
import { PAYMENT_RETURN_REFRESH_DELAYS_MS } from '../shared/constants';
import { notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import {
  RETURN_STATUSES,
  type PaymentIdInput,
  type PaymentOutcome,
  type PaymentReturnEvent,
  type PaymentReturnInput,
  type ReturnStatus,
} from './paymentReturn.events';

export interface PaymentReturnContext {
  /** The `payment` parameter as given (trimmed), or null. */
  payment: string | null;
  paymentId: string | null;
  /** The `error` parameter, or null. */
  errorParam: string | null;
  /** What the server said about the payment. */
  result: PaymentResult | null;
  outcome: PaymentOutcome | null;
  /** The banner's text. */
  message: UiText | null;
  /** The banner was closed. */
  dismissed: boolean;
}

const clean = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

const isReturnStatus = (value: string | null): value is ReturnStatus =>
  value !== null && (RETURN_STATUSES as readonly string[]).includes(value);

/** The refreshes after a success are at these offsets from it: the waits between them. */
const [FIRST_REFRESH_MS, SECOND_REFRESH_MS, THIRD_REFRESH_MS] = PAYMENT_RETURN_REFRESH_DELAYS_MS;

/**
 * What a payment that was not confirmed in time says, read from its status (not the server's English
 * sentence, so it reads in the UI's language): received but not applied yet, still on its way, or
 * not known at all.
 */
export function unconfirmedText(payment: PaymentResult | null): UiText {
  if (payment === null) return { key: 'subscription.paymentNotConfirmed' };
  if (payment.status === 'finished') return { key: 'subscription.paymentActivating' };
  if (isPendingPaymentStatus(payment.status)) return { key: 'subscription.paymentStillConfirming' };
  if (isFailedPaymentStatus(payment.status)) return { key: 'subscription.paymentFailed' };
  return { key: 'subscription.paymentNotConfirmed' };
}

export const paymentReturnMachine = setup({
  types: {
    context: {} as PaymentReturnContext,
    events: {} as PaymentReturnEvent,
    input: {} as PaymentReturnInput,
    tags: {} as MachineTag,
  },
  actors: {
    /** GET /web-api/payments/{paymentId}. Rejects with a `FlowFailure` ("Failed to process payment result..."). */
    fetchPaymentResult: fromPromise<PaymentResult, PaymentIdInput>(notProvided('paymentReturn', 'fetchPaymentResult')),
    /** The post-purchase refresh; the caller provides it with its actors (`createPaymentReturnActors`). */
    purchaseRefresh: purchaseRefreshMachine,
  },
  actions: {
    /** Provided by the route: remove payment, paymentId and error from the address (history replace). */
    clearReturnParams: () => {},
    /** Provided by the route: ask the app's subscription actor for a load. */
    refreshSubscription: () => {},
    /** A banner text, and the outcome it belongs to. */
    showOutcome: assign((_, params: { outcome: PaymentOutcome; message: UiText }) => ({
      outcome: params.outcome,
      message: params.message,
      dismissed: false,
    })),
  },
  guards: {
    hasNoReturn: ({ context }) => context.payment === null && context.paymentId === null && context.errorParam === null,
    /** A provider's error without a status we know: its own words are all there is. */
    hasErrorParam: ({ context }) => context.errorParam !== null && !isReturnStatus(context.payment),
    isUnknownStatus: ({ context }) => !isReturnStatus(context.payment),
    hasPaymentId: ({ context }) => context.paymentId !== null,
    isReturnStatus: ({ context }, params: { status: ReturnStatus }) => context.payment === params.status,
    isApplied: (_, result: PaymentResult) => isPaymentApplied(result),
    isFailedResult: (_, result: PaymentResult) => isFailedPaymentStatus(result.status),
    isOutcome: (_, params: { output: PurchaseRefreshOutput; outcome: PurchaseRefreshOutput['outcome'] }) =>
      params.output.outcome === params.outcome,
  },
  delays: {
    secondRefresh: SECOND_REFRESH_MS - FIRST_REFRESH_MS,
    thirdRefresh: THIRD_REFRESH_MS - SECOND_REFRESH_MS,
  },
}).createMachine({
  id: 'paymentReturn',
  description: 'Reads the return from the payment provider, confirms it with the server and shows the banner.',
  initial: 'reading',
  context: ({ input }) => ({
    payment: clean(input.payment)?.toLowerCase() ?? null,
    paymentId: clean(input.paymentId),
    errorParam: clean(input.error),
    result: null,
    outcome: null,
    message: null,
    dismissed: false,
  }),
  on: {
    'paymentReturn.dismiss': { actions: assign({ dismissed: true }) },
  },
  states: {
    reading: {
      description: 'Transient: the parameters decide; any of them is cleared from the address at once.',
      always: [
        { guard: 'hasNoReturn', target: 'idle' },
        {
          guard: 'hasErrorParam',
          target: 'issue',
          actions: [
            'clearReturnParams',
            {
              type: 'showOutcome',
              params: ({ context }) => ({
                outcome: 'issue' as const,
                message: { key: 'subscription.paymentProviderError', values: { error: context.errorParam! } },
              }),
            },
          ],
        },
        {
          guard: 'isUnknownStatus',
          target: 'issue',
          actions: ['clearReturnParams', { type: 'showOutcome', params: { outcome: 'issue', message: { key: 'subscription.paymentUnknown' } } }],
        },
        { guard: 'hasPaymentId', target: 'resolving', actions: 'clearReturnParams' },
        // Without a payment id only the subscription itself can confirm a success.
        { guard: { type: 'isReturnStatus', params: { status: 'success' } }, target: 'confirming', actions: 'clearReturnParams' },
        { guard: { type: 'isReturnStatus', params: { status: 'cancelled' } }, target: 'cancelled', actions: 'clearReturnParams' },
        { target: 'failed', actions: 'clearReturnParams' },
      ],
    },
    idle: {
      description: 'An ordinary visit: no return from the provider, no banner.',
    },
    resolving: {
      description: 'The payment callback handler: the server asks the provider and applies a finished payment.',
      tags: [BUSY],
      invoke: {
        id: 'fetchPaymentResult',
        src: 'fetchPaymentResult',
        input: ({ context }) => ({ paymentId: context.paymentId! }),
        onDone: [
          {
            guard: { type: 'isApplied', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: assign({ result: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isFailedResult', params: ({ event }) => event.output },
            target: 'failed',
            actions: assign({ result: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isReturnStatus', params: { status: 'cancelled' } },
            target: 'cancelled',
            actions: assign({ result: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isReturnStatus', params: { status: 'failed' } },
            target: 'failed',
            actions: assign({ result: ({ event }) => event.output }),
          },
          // payment=success, not applied yet: follow it.
          { target: 'confirming', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'issue',
          actions: { type: 'showOutcome', params: { outcome: 'issue', message: { key: 'subscription.paymentResultFailed' } } },
        },
      },
    },
    confirming: {
      description: 'The provider says paid, the server has not applied it yet: the post-purchase refresh follows it.',
      tags: [BUSY],
      invoke: {
        id: 'purchaseRefresh',
        src: 'purchaseRefresh',
        input: ({ context }) => ({ paymentId: context.paymentId }),
        onDone: [
          {
            guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'confirmed' as const }) },
            target: 'succeeded',
            actions: assign({ result: ({ context, event }) => event.output.payment ?? context.result }),
          },
          {
            guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'failed' as const }) },
            target: 'failed',
            actions: assign({ result: ({ context, event }) => event.output.payment ?? context.result }),
          },
          {
            target: 'unconfirmed',
            actions: [
              assign({ result: ({ context, event }) => event.output.payment ?? context.result }),
              {
                type: 'showOutcome',
                params: ({ context, event }) => ({
                  outcome: 'unconfirmed' as const,
                  message: unconfirmedText(event.output.payment ?? context.result),
                }),
              },
            ],
          },
        ],
        onError: {
          target: 'issue',
          actions: { type: 'showOutcome', params: { outcome: 'issue', message: { key: 'subscription.paymentResultFailed' } } },
        },
      },
    },
    succeeded: {
      description:
        '"Payment successful! Your subscription has been activated." The subscription is refreshed at once, after 1 s and after 5 s.',
      entry: [{ type: 'showOutcome', params: { outcome: 'success', message: { key: 'subscription.paymentSuccess' } } }, 'refreshSubscription'],
      initial: 'awaitingSecondRefresh',
      states: {
        awaitingSecondRefresh: {
          description: 'Refreshed at once; the second refresh comes 1 s after the success.',
          after: { secondRefresh: { target: 'awaitingThirdRefresh', actions: 'refreshSubscription' } },
        },
        awaitingThirdRefresh: {
          description: 'Refreshed twice; the third refresh comes 5 s after the success.',
          after: { thirdRefresh: { target: 'refreshed', actions: 'refreshSubscription' } },
        },
        refreshed: {
          description: 'All three refreshes were asked for.',
        },
      },
    },
    cancelled: {
      description: '"Payment was cancelled. You can try selecting a different plan or payment method."',
      entry: { type: 'showOutcome', params: { outcome: 'cancelled', message: { key: 'subscription.paymentCancelled' } } },
    },
    failed: {
      description: '"Payment failed. Please try again or contact support."',
      entry: { type: 'showOutcome', params: { outcome: 'failed', message: { key: 'subscription.paymentFailed' } } },
    },
    unconfirmed: {
      description: 'The payment was not confirmed in time: what its status says under "Payment Issue"; nothing is claimed.',
    },
    issue: {
      description: 'An unknown status, an error parameter, or the handler call failed: "Payment Issue" with its text.',
    },
  },
});
