/**
 * After a purchase (spec §4 "Subscription loading", §9 post-purchase refresh): wait 2 s, then up to 3
 * attempts, each asking the payment's state (when a payment id is followed) and reloading the
 * subscription; stop early once the purchase is confirmed (the payment applied, or PRO without a
 * payment id) or the server says the payment failed; wait 3 s after attempt 1 and 6 s after attempt 2
 * (3 s × the attempt number); after the limit do a final load and return it as the output.
 *
 * Invoked by the payment-return machine; its one side effect is the `checkPurchase` actor
 * (`createPurchaseRefreshActors`).
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  POST_PURCHASE_BACKOFF_STEP_MS,
  POST_PURCHASE_INITIAL_DELAY_MS,
  POST_PURCHASE_MAX_ATTEMPTS,
} from '../shared/constants';
import { notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import type {
  PurchaseCheck,
  PurchaseCheckInput,
  PurchaseRefreshInput,
  PurchaseRefreshOutcome,
  PurchaseRefreshOutput,
} from './purchaseRefresh.events';
import { isPaymentFailed, isPurchaseConfirmed } from './purchaseRefresh.rules';

export interface PurchaseRefreshContext {
  paymentId: string | null;
  /** Attempts started so far (at most `POST_PURCHASE_MAX_ATTEMPTS`; the final load not counted). */
  attempt: number;
  /** What the latest attempt (or the final load) learnt. */
  last: PurchaseCheck;
  outcome: PurchaseRefreshOutcome | null;
}

const NOTHING_LEARNT: PurchaseCheck = { payment: null, hasPro: null };

/** The wait after attempt n: the back-off step times n (3 s, then 6 s). */
export const backoffAfterAttempt = (attempt: number): number => POST_PURCHASE_BACKOFF_STEP_MS * attempt;

/** An attempt's result as the params of a guard or an action. */
const checkOf = ({ event }: { event: { output: PurchaseCheck } }): PurchaseCheck => event.output;

export const purchaseRefreshMachine = setup({
  types: {
    context: {} as PurchaseRefreshContext,
    input: {} as PurchaseRefreshInput,
    output: {} as PurchaseRefreshOutput,
    tags: {} as MachineTag,
  },
  actors: {
    /** Asks the payment's state (when followed) and reloads the subscription, side by side. */
    checkPurchase: fromPromise<PurchaseCheck, PurchaseCheckInput>(notProvided('purchaseRefresh', 'checkPurchase')),
  },
  actions: {
    /** Keeps what an attempt (or the final load) learnt: the output carries the latest. */
    keepCheck: assign((_, check: PurchaseCheck) => ({ last: check })),
  },
  guards: {
    isConfirmed: ({ context }, check: PurchaseCheck) => isPurchaseConfirmed(context.paymentId, check),
    isPaymentFailed: (_, check: PurchaseCheck) => isPaymentFailed(check.payment),
    hasAttemptsLeft: ({ context }) => context.attempt < POST_PURCHASE_MAX_ATTEMPTS,
  },
  delays: {
    initialDelay: POST_PURCHASE_INITIAL_DELAY_MS,
    backoff: ({ context }) => backoffAfterAttempt(context.attempt),
  },
}).createMachine({
  id: 'purchaseRefresh',
  description: 'Reloads after a purchase with back-off until it is confirmed, then answers with what it found.',
  initial: 'waiting',
  context: ({ input }) => ({
    paymentId: input.paymentId?.trim() ? input.paymentId.trim() : null,
    attempt: 0,
    last: NOTHING_LEARNT,
    outcome: null,
  }),
  output: ({ context }) => ({
    outcome: context.outcome ?? 'unconfirmed',
    payment: context.last.payment,
    hasPro: context.last.hasPro,
    attempts: context.attempt,
  }),
  states: {
    waiting: {
      description: 'The initial 2 s, so the provider and the server can settle the payment.',
      after: { initialDelay: { target: 'checking' } },
    },
    checking: {
      description: 'One attempt: the payment state and a subscription reload.',
      tags: [BUSY],
      entry: assign({ attempt: ({ context }) => context.attempt + 1 }),
      invoke: {
        id: 'checkPurchase',
        src: 'checkPurchase',
        input: ({ context }) => ({ paymentId: context.paymentId }),
        onDone: [
          { guard: { type: 'isConfirmed', params: checkOf }, target: 'confirmed', actions: { type: 'keepCheck', params: checkOf } },
          { guard: { type: 'isPaymentFailed', params: checkOf }, target: 'failed', actions: { type: 'keepCheck', params: checkOf } },
          { guard: 'hasAttemptsLeft', target: 'backingOff', actions: { type: 'keepCheck', params: checkOf } },
          { target: 'finalCheck', actions: { type: 'keepCheck', params: checkOf } },
        ],
        onError: [{ guard: 'hasAttemptsLeft', target: 'backingOff' }, { target: 'finalCheck' }],
      },
    },
    backingOff: {
      description: 'Not confirmed yet: waits 3 s × the attempt number before the next attempt.',
      after: { backoff: { target: 'checking' } },
    },
    finalCheck: {
      description: 'The attempts are used up: one final load, whose result is the output.',
      tags: [BUSY],
      invoke: {
        id: 'finalCheck',
        src: 'checkPurchase',
        input: ({ context }) => ({ paymentId: context.paymentId }),
        onDone: [
          { guard: { type: 'isConfirmed', params: checkOf }, target: 'confirmed', actions: { type: 'keepCheck', params: checkOf } },
          { guard: { type: 'isPaymentFailed', params: checkOf }, target: 'failed', actions: { type: 'keepCheck', params: checkOf } },
          { target: 'unconfirmed', actions: { type: 'keepCheck', params: checkOf } },
        ],
        onError: { target: 'unconfirmed' },
      },
    },
    confirmed: {
      description: 'The purchase is active (the payment applied, or PRO without a payment id).',
      type: 'final',
      entry: assign({ outcome: 'confirmed' as const }),
    },
    failed: {
      description: 'The server says the payment failed, expired, was refunded or only partly paid.',
      type: 'final',
      entry: assign({ outcome: 'failed' as const }),
    },
    unconfirmed: {
      description: 'No confirmation after every attempt and the final load; the output carries that load.',
      type: 'final',
      entry: assign({ outcome: 'unconfirmed' as const }),
    },
  },
});
