import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createPurchaseRefreshActors, getPaymentResult, reloadSubscription } from '../../machines/purchaseRefresh/purchaseRefresh.actors';
import type { PaymentResult, PurchaseCheck, PurchaseRefreshInput } from '../../machines/purchaseRefresh/purchaseRefresh.events';
import { backoffAfterAttempt, purchaseRefreshMachine } from '../../machines/purchaseRefresh/purchaseRefresh.machine';
import {
  isFailedPaymentStatus,
  isPaymentFailed,
  isPendingPaymentStatus,
  isPurchaseConfirmed,
} from '../../machines/purchaseRefresh/purchaseRefresh.rules';
import { selectAttempt, selectIsChecking, selectIsDone } from '../../machines/purchaseRefresh/purchaseRefresh.selectors';
import {
  POST_PURCHASE_BACKOFF_STEP_MS,
  POST_PURCHASE_INITIAL_DELAY_MS,
  POST_PURCHASE_MAX_ATTEMPTS,
} from '../../machines/shared/constants';
import { BUSY } from '../../machines/shared/tags';
import { createSubscriptionActors } from '../../machines/subscription/subscription.actors';
import { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import { meBody, proSubscriptionBody, subscriptionBody } from '../support/fixtures';
import { fakeApi, jsonResponse, networkError, type RecordedRequest } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

// ---------------------------------------------------------------- fixtures

function paymentResult(extra: Partial<PaymentResult> = {}): PaymentResult {
  return {
    paymentId: 'pay-1',
    productId: 'pro-monthly',
    status: 'confirming',
    success: false,
    message: 'The payment is being confirmed by the network.',
    subscriptionUpdated: false,
    ...extra,
  };
}

const applied = paymentResult({ status: 'finished', success: true, message: 'Payment applied.', subscriptionUpdated: true });
const pending = paymentResult();
const expired = paymentResult({ status: 'expired', message: 'The invoice expired.' });

const CHECKS: Record<string, PurchaseCheck> = {
  applied: { payment: applied, hasPro: true },
  pendingFree: { payment: pending, hasPro: false },
  // Already PRO (buying a pack): PRO alone does not confirm a followed payment.
  pendingPro: { payment: pending, hasPro: true },
  expired: { payment: expired, hasPro: false },
  proOnly: { payment: null, hasPro: true },
  nothing: { payment: null, hasPro: null },
};

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const outcomes = (id: string) => Object.values(CHECKS).map((check) => done(id, check));

const paymentIdOf = (input: unknown): string | null => (input as PurchaseRefreshInput).paymentId ?? null;

// ---------------------------------------------------------------- model-based

describe('purchaseRefresh machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const result = await runModelBasedTest({
      machine: purchaseRefreshMachine,
      inputs: [{ paymentId: 'pay-1' }, {}],
      // The attempt count is what the guards read.
      serializeState: (s) => JSON.stringify([s.value, s.context.attempt]),
      events: {
        'xstate.done.actor.checkPurchase': outcomes('checkPurchase'),
        'xstate.error.actor.checkPurchase': [failed('checkPurchase', new Error('offline'))],
        'xstate.done.actor.finalCheck': outcomes('finalCheck'),
        'xstate.error.actor.finalCheck': [failed('finalCheck', new Error('offline'))],
      },
      invariants: {
        '*': (s) => {
          expect(s.hasTag(BUSY)).toBe(s.matches('checking') || s.matches('finalCheck'));
          expect(selectIsChecking(s)).toBe(s.hasTag(BUSY));
          expect(selectAttempt(s)).toBeLessThanOrEqual(POST_PURCHASE_MAX_ATTEMPTS);
          expect(selectIsDone(s)).toBe(s.matches('confirmed') || s.matches('failed') || s.matches('unconfirmed'));
        },
        waiting: (s, { calls }) => {
          expect(s.context.attempt).toBe(0);
          expect(calls).toEqual([]);
        },
        checking: (s, { calls, event, previous, input }) => {
          expect(s.context.attempt).toBe(previous!.context.attempt + 1);
          expect(calls).toEqual([{ src: 'checkPurchase', id: 'checkPurchase', input: { paymentId: paymentIdOf(input) } }]);
          // The first attempt after the initial wait, the others after a back-off.
          if (s.context.attempt === 1) expect(event.type).toBe('xstate.after.initialDelay.purchaseRefresh.waiting');
          else expect(event.type).toBe('xstate.after.backoff.purchaseRefresh.backingOff');
        },
        backingOff: (s, { input }) => {
          expect(s.context.attempt).toBeLessThan(POST_PURCHASE_MAX_ATTEMPTS);
          expect(isPurchaseConfirmed(paymentIdOf(input), s.context.last)).toBe(false);
          expect(isPaymentFailed(s.context.last.payment)).toBe(false);
        },
        finalCheck: (s, { calls, input }) => {
          // Only once every attempt was used.
          expect(s.context.attempt).toBe(POST_PURCHASE_MAX_ATTEMPTS);
          expect(calls).toEqual([{ src: 'checkPurchase', id: 'finalCheck', input: { paymentId: paymentIdOf(input) } }]);
        },
        confirmed: (s, { input }) => {
          expect(s.status).toBe('done');
          expect(isPurchaseConfirmed(paymentIdOf(input), s.context.last)).toBe(true);
          // With a payment id only the applied payment confirms; without one only PRO does.
          if (paymentIdOf(input)) expect(s.context.last.payment?.success).toBe(true);
          else expect(s.context.last.hasPro).toBe(true);
          expect(s.output).toEqual({ outcome: 'confirmed', ...s.context.last, attempts: s.context.attempt });
        },
        failed: (s) => {
          expect(s.status).toBe('done');
          expect(s.context.last.payment?.status).toBe('expired');
          expect(s.output).toEqual({ outcome: 'failed', ...s.context.last, attempts: s.context.attempt });
        },
        unconfirmed: (s, { event, input }) => {
          expect(s.status).toBe('done');
          expect(s.context.attempt).toBe(POST_PURCHASE_MAX_ATTEMPTS);
          expect(event.type.endsWith('.finalCheck')).toBe(true);
          expect(isPurchaseConfirmed(paymentIdOf(input), s.context.last)).toBe(false);
          // The output is the final load (or, when it failed, the last attempt's).
          expect(s.output).toEqual({ outcome: 'unconfirmed', ...s.context.last, attempts: POST_PURCHASE_MAX_ATTEMPTS });
        },
      },
    });
    expect(result.stateNodes).toBe(8);
    expect(result.paths).toBeGreaterThan(0);
  });

  it('names its delays from the spec §9 constants', () => {
    expect(POST_PURCHASE_INITIAL_DELAY_MS).toBe(2000);
    expect(POST_PURCHASE_MAX_ATTEMPTS).toBe(3);
    expect(POST_PURCHASE_BACKOFF_STEP_MS).toBe(3000);
    expect(purchaseRefreshMachine.implementations.delays.initialDelay).toBe(POST_PURCHASE_INITIAL_DELAY_MS);
    expect([1, 2].map(backoffAfterAttempt)).toEqual([3000, 6000]);
  });
});

describe('payment status rules', () => {
  it('reads the provider statuses', () => {
    expect(['waiting', 'confirming', 'confirmed', 'sending'].every((s) => isPendingPaymentStatus(s as never))).toBe(true);
    expect(['failed', 'expired', 'partially_paid', 'refunded'].every((s) => isFailedPaymentStatus(s as never))).toBe(true);
    expect(isPendingPaymentStatus('finished')).toBe(false);
    expect(isFailedPaymentStatus('finished')).toBe(false);
    expect(isPaymentFailed(expired)).toBe(true);
    expect(isPaymentFailed(pending)).toBe(false);
    expect(isPaymentFailed(null)).toBe(false);
  });

  it('confirms a followed payment only when applied, otherwise by PRO', () => {
    expect(isPurchaseConfirmed('pay-1', CHECKS.applied)).toBe(true);
    expect(isPurchaseConfirmed('pay-1', CHECKS.pendingPro)).toBe(false);
    expect(isPurchaseConfirmed(null, CHECKS.proOnly)).toBe(true);
    expect(isPurchaseConfirmed(null, CHECKS.nothing)).toBe(false);
  });
});

// ---------------------------------------------------------------- the real actors over a fake server

const subscriptionOf = (hasPro: boolean) => (hasPro ? proSubscriptionBody() : subscriptionBody());

interface ServerScript {
  /** The payment's answers in turn (the last repeats). */
  payments?: Array<() => Response>;
  /** The plan's answers in turn (the last repeats). */
  plans?: boolean[];
}

function startRefresh(input: PurchaseRefreshInput, script: ServerScript) {
  let paymentCalls = 0;
  let planCalls = 0;
  const clock = new SimulatedClock();
  const api = fakeApi((request: RecordedRequest) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/web-api/payments/')) {
      const answers = script.payments ?? [() => jsonResponse(200, pending)];
      return answers[Math.min(paymentCalls++, answers.length - 1)]();
    }
    if (path === '/web-api/auth/subscription') {
      const plans = script.plans ?? [false];
      return jsonResponse(200, subscriptionOf(plans[Math.min(planCalls++, plans.length - 1)]));
    }
    if (path === '/web-api/auth/me') return jsonResponse(200, meBody());
    return jsonResponse(404, { error: 'not_found', message: path });
  });
  const subscription = createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api }) })).start();
  const actor = createActor(purchaseRefreshMachine.provide({ actors: createPurchaseRefreshActors({ api, subscription }) }), {
    input,
    clock,
  }).start();
  const calls = (prefix: string) => api.requests.filter((r) => new URL(r.url).pathname.startsWith(prefix)).length;
  return { actor, api, clock, subscription, calls };
}

const flush = async () => {
  for (let i = 0; i < 8; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('purchaseRefresh over the API and the subscription actor', () => {
  it('waits 2 s, tries 3 times 3 s and 6 s apart, then does a final load and returns it', async () => {
    const { actor, clock, calls, subscription } = startRefresh({ paymentId: 'pay-1' }, {});
    await flush();
    expect(calls('/web-api/payments/')).toBe(0);
    clock.increment(POST_PURCHASE_INITIAL_DELAY_MS - 1);
    await flush();
    expect(calls('/web-api/payments/')).toBe(0);
    clock.increment(1);
    await flush();
    expect(calls('/web-api/payments/pay-1')).toBe(1);
    expect(calls('/web-api/auth/subscription')).toBe(1);
    expect(actor.getSnapshot().value).toBe('backingOff');

    clock.increment(3000 - 1);
    await flush();
    expect(calls('/web-api/payments/')).toBe(1);
    clock.increment(1);
    await flush();
    expect(calls('/web-api/payments/')).toBe(2);

    clock.increment(6000 - 1);
    await flush();
    expect(calls('/web-api/payments/')).toBe(2);
    clock.increment(1);
    await flush();
    // Attempt 3, then the final load at once.
    expect(calls('/web-api/payments/')).toBe(4);
    expect(calls('/web-api/auth/subscription')).toBe(4);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ outcome: 'unconfirmed', payment: pending, hasPro: false, attempts: 3 });
    // The reloads went through the app's subscription actor.
    expect(subscription.getSnapshot().matches('loaded')).toBe(true);
  });

  it('stops as soon as the server has applied the payment', async () => {
    const { actor, clock, calls, subscription } = startRefresh(
      { paymentId: 'pay-1' },
      { payments: [() => jsonResponse(200, pending), () => jsonResponse(200, applied)], plans: [false, true] },
    );
    clock.increment(POST_PURCHASE_INITIAL_DELAY_MS);
    await flush();
    clock.increment(3000);
    await flush();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ outcome: 'confirmed', payment: applied, hasPro: true, attempts: 2 });
    clock.increment(60_000);
    await flush();
    expect(calls('/web-api/payments/')).toBe(2);
    expect(subscription.getSnapshot().context.hasProSubscription).toBe(true);
  });

  it('does not take an existing PRO plan for the confirmation of a followed payment', async () => {
    const { actor, clock, calls } = startRefresh({ paymentId: 'pay-1' }, { plans: [true] });
    clock.increment(POST_PURCHASE_INITIAL_DELAY_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('backingOff');
    expect(calls('/web-api/payments/')).toBe(1);
  });

  it('without a payment id stops once PRO is confirmed', async () => {
    const { actor, clock, calls } = startRefresh({}, { plans: [false, false, true] });
    clock.increment(POST_PURCHASE_INITIAL_DELAY_MS);
    await flush();
    clock.increment(3000);
    await flush();
    clock.increment(6000);
    await flush();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ outcome: 'confirmed', payment: null, hasPro: true, attempts: 3 });
    expect(calls('/web-api/payments/')).toBe(0);
  });

  it('stops with "failed" when the server says the payment expired', async () => {
    const { actor, clock } = startRefresh({ paymentId: 'pay-1' }, { payments: [() => jsonResponse(200, expired)] });
    clock.increment(POST_PURCHASE_INITIAL_DELAY_MS);
    await flush();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toMatchObject({ outcome: 'failed', payment: expired, attempts: 1 });
  });

  it('keeps trying through calls that fail, and ends unconfirmed with nothing learnt', async () => {
    const { actor, clock } = startRefresh({ paymentId: 'pay-1' }, { payments: [networkError] });
    clock.increment(POST_PURCHASE_INITIAL_DELAY_MS);
    await flush();
    clock.increment(3000);
    await flush();
    clock.increment(6000);
    await flush();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ outcome: 'unconfirmed', payment: null, hasPro: false, attempts: 3 });
  });
});

describe('purchaseRefresh actors', () => {
  it('asks GET /web-api/payments/{paymentId} and maps a failure to "Failed to process payment result..."', async () => {
    const ok = fakeApi(() => jsonResponse(200, applied));
    await expect(getPaymentResult(ok, 'pay 1')).resolves.toEqual(applied);
    expect(new URL(ok.requests[0].url).pathname).toBe('/web-api/payments/pay%201');
    for (const answer of [() => jsonResponse(404, { error: 'payment_not_found', message: 'No such payment' }), networkError, () => jsonResponse(200, {})]) {
      await expect(getPaymentResult(fakeApi(answer), 'pay-1')).rejects.toEqual({ text: { key: 'subscription.paymentResultFailed' } });
    }
  });

  it('uses the answer of a subscription load already in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi(async (request) => {
      await gate;
      return jsonResponse(200, new URL(request.url).pathname.endsWith('/subscription') ? subscriptionOf(true) : meBody());
    });
    const subscription = createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api }) })).start();
    subscription.send({ type: 'subscription.load' });
    const reloaded = reloadSubscription(subscription);
    release();
    await expect(reloaded).resolves.toBe(true);
    expect(api.requests).toHaveLength(2);

    const down = fakeApi(() => jsonResponse(500, {}));
    const failing = createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api: down }) })).start();
    await expect(reloadSubscription(failing)).resolves.toBeNull();
  });
});
