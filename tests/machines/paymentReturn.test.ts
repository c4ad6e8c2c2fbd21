import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createPaymentReturnActions, createPaymentReturnActors } from '../../machines/paymentReturn/paymentReturn.actors';
import type { PaymentReturnInput } from '../../machines/paymentReturn/paymentReturn.events';
import { paymentReturnMachine, unconfirmedText } from '../../machines/paymentReturn/paymentReturn.machine';
import { selectBanner, selectIsConfirming, selectOutcome } from '../../machines/paymentReturn/paymentReturn.selectors';
import type { PaymentResult, PurchaseRefreshOutput } from '../../machines/purchaseRefresh/purchaseRefresh.events';
import { PAYMENT_RETURN_REFRESH_DELAYS_MS, POST_PURCHASE_INITIAL_DELAY_MS } from '../../machines/shared/constants';
import { flowFailure } from '../../machines/shared/failure';
import { BUSY } from '../../machines/shared/tags';
import { createSubscriptionActors } from '../../machines/subscription/subscription.actors';
import { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import type { UiText } from '../../src/i18n';
import { meBody, proSubscriptionBody, subscriptionBody } from '../support/fixtures';
import { fakeApi, jsonResponse, networkError } from './support/fakeApi';
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
const confirming = paymentResult({ status: 'confirming', message: 'The payment is being confirmed by the network.' });
const waiting = paymentResult({ status: 'waiting', message: '' });
const expired = paymentResult({ status: 'expired', message: 'The invoice expired.' });
const partlyPaid = paymentResult({ status: 'partially_paid', message: 'Only part of the amount arrived.' });

const refreshOutput = (outcome: PurchaseRefreshOutput['outcome'], payment: PaymentResult | null): PurchaseRefreshOutput => ({
  outcome,
  payment,
  hasPro: outcome === 'confirmed',
  attempts: 3,
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const TEXTS = {
  success: { key: 'subscription.paymentSuccess' },
  cancelled: { key: 'subscription.paymentCancelled' },
  failed: { key: 'subscription.paymentFailed' },
  unknown: { key: 'subscription.paymentUnknown' },
  resultFailed: { key: 'subscription.paymentResultFailed' },
} satisfies Record<string, UiText>;

const INPUTS: PaymentReturnInput[] = [
  {},
  { payment: 'success', paymentId: 'pay-1' },
  { payment: 'cancelled', paymentId: 'pay-1' },
  { payment: 'failed', paymentId: 'pay-1' },
  { payment: 'success' },
  { payment: 'cancelled' },
  { payment: 'failed' },
  { payment: 'refunded', paymentId: 'pay-1' },
  { paymentId: 'pay-1' },
  { payment: 'failed', paymentId: 'pay-1', error: 'card_declined' },
  { error: 'The provider rejected the card.' },
];

const hasParams = (input: PaymentReturnInput) => Boolean(input.payment || input.paymentId || input.error);

// ---------------------------------------------------------------- model-based

describe('paymentReturn machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const result = await runModelBasedTest({
      machine: paymentReturnMachine,
      inputs: INPUTS,
      serializeState: (s) => JSON.stringify([s.value, s.context.dismissed]),
      events: {
        'xstate.done.actor.fetchPaymentResult': [applied, confirming, waiting, expired, partlyPaid].map((r) => done('fetchPaymentResult', r)),
        'xstate.error.actor.fetchPaymentResult': [failed('fetchPaymentResult', flowFailure(TEXTS.resultFailed))],
        'xstate.done.actor.purchaseRefresh': [
          done('purchaseRefresh', refreshOutput('confirmed', applied)),
          done('purchaseRefresh', refreshOutput('confirmed', null)),
          done('purchaseRefresh', refreshOutput('failed', expired)),
          done('purchaseRefresh', refreshOutput('unconfirmed', confirming)),
          done('purchaseRefresh', refreshOutput('unconfirmed', null)),
        ],
        'xstate.error.actor.purchaseRefresh': [failed('purchaseRefresh', new Error('bug'))],
      },
      recordActions: ['clearReturnParams', 'refreshSubscription'],
      invariants: {
        '*': (s, { allActions, input, event, previous }) => {
          const given = input as PaymentReturnInput;
          expect(s.hasTag(BUSY)).toBe(s.matches('resolving') || s.matches('confirming'));
          expect(selectIsConfirming(s)).toBe(s.hasTag(BUSY));
          // The parameters are cleared once, at once, whenever there were any.
          const clears = allActions.filter((a) => a.name === 'clearReturnParams').length;
          expect(clears).toBe(hasParams(given) ? 1 : 0);
          const refreshes = allActions.filter((a) => a.name === 'refreshSubscription').length;
          if (!s.matches('succeeded')) expect(refreshes).toBe(0);
          const banner = selectBanner(s);
          if (s.context.dismissed) expect(banner).toBeNull();
          if (event.type === 'paymentReturn.dismiss') {
            expect(s.value).toEqual(previous!.value);
            expect(banner).toBeNull();
          }
          if (banner) {
            // "Payment Successful!" only where the server confirmed it.
            expect(banner.title === 'success').toBe(s.matches('succeeded'));
            expect(banner.text).toEqual(s.context.message);
          }
          // Nothing shows before the outcome is known, and an ordinary visit shows nothing.
          if (s.matches('idle') || s.hasTag(BUSY)) expect(banner).toBeNull();
        },
        idle: (_s, { input }) => expect(hasParams(input as PaymentReturnInput)).toBe(false),
        resolving: (_s, { calls, event }) => {
          if (event.type === 'paymentReturn.dismiss') return expect(calls).toEqual([]);
          expect(calls).toEqual([{ src: 'fetchPaymentResult', id: 'fetchPaymentResult', input: { paymentId: 'pay-1' } }]);
        },
        confirming: (s, { calls, event, input }) => {
          if (event.type === 'paymentReturn.dismiss') return expect(calls).toEqual([]);
          expect((input as PaymentReturnInput).payment).toBe('success');
          expect(calls).toEqual([{ src: 'purchaseRefresh', id: 'purchaseRefresh', input: { paymentId: (input as PaymentReturnInput).paymentId ?? null } }]);
          // Handed over only while the server says the payment is still on its way.
          if (event.type === 'xstate.done.actor.fetchPaymentResult') expect(['confirming', 'waiting']).toContain(s.context.result!.status);
        },
        succeeded: (s, { event, previous }) => {
          expect(selectOutcome(s)).toBe('success');
          expect(s.context.message).toEqual(TEXTS.success);
          if (event.type === 'xstate.done.actor.fetchPaymentResult') expect(s.context.result!.success).toBe(true);
          if (event.type === 'xstate.done.actor.purchaseRefresh') {
            expect((event as unknown as { output: PurchaseRefreshOutput }).output.outcome).toBe('confirmed');
          }
          if (!previous!.matches('succeeded')) expect(s.matches({ succeeded: 'awaitingSecondRefresh' })).toBe(true);
        },
        'succeeded.awaitingSecondRefresh': (_s, { allActions }) =>
          expect(allActions.filter((a) => a.name === 'refreshSubscription')).toHaveLength(1),
        'succeeded.awaitingThirdRefresh': (_s, { allActions }) =>
          expect(allActions.filter((a) => a.name === 'refreshSubscription')).toHaveLength(2),
        'succeeded.refreshed': (_s, { allActions }) =>
          expect(allActions.filter((a) => a.name === 'refreshSubscription')).toHaveLength(3),
        cancelled: (s, { input }) => {
          expect((input as PaymentReturnInput).payment).toBe('cancelled');
          expect(s.context.message).toEqual(TEXTS.cancelled);
          expect(s.context.result?.success ?? false).toBe(false);
        },
        failed: (s, { input }) => {
          expect(s.context.message).toEqual(TEXTS.failed);
          const given = input as PaymentReturnInput;
          // The provider said failed, or the server did.
          if (given.payment !== 'failed') expect(['expired', 'partially_paid', 'failed', 'refunded']).toContain(s.context.result!.status);
        },
        unconfirmed: (s, { event }) => {
          if (event.type === 'paymentReturn.dismiss') return;
          const output = (event as unknown as { output: PurchaseRefreshOutput }).output;
          expect(output.outcome).toBe('unconfirmed');
          // The server's own words when it gave any, else the product's.
          expect(s.context.message).toEqual(unconfirmedText(output.payment ?? s.context.result));
          expect(selectBanner(s)?.title ?? 'issue').toBe('issue');
        },
        issue: (s, { input, event }) => {
          const given = input as PaymentReturnInput;
          if (event.type === 'paymentReturn.dismiss') return;
          const knownStatus = given.payment === 'success' || given.payment === 'cancelled' || given.payment === 'failed';
          if (given.error && !knownStatus) {
            expect(s.context.message).toEqual({ key: 'subscription.paymentProviderError', values: { error: given.error } });
          }
          else if (given.payment !== 'success' && given.payment !== 'cancelled' && given.payment !== 'failed') {
            expect(s.context.message).toEqual(TEXTS.unknown);
          } else expect(s.context.message).toEqual(TEXTS.resultFailed);
          expect(selectBanner(s)).toEqual({ title: 'issue', tone: 'error', text: s.context.message });
        },
      },
    });
    expect(result.stateNodes).toBe(13);
  });

  it('names its delays from the spec §9 constants', () => {
    expect(PAYMENT_RETURN_REFRESH_DELAYS_MS).toEqual([0, 1000, 5000]);
    expect(paymentReturnMachine.implementations.delays).toMatchObject({ secondRefresh: 1000, thirdRefresh: 4000 });
  });
});

// ---------------------------------------------------------------- the real actors over a fake server

const subscriptionOf = (hasPro: boolean) => (hasPro ? proSubscriptionBody() : subscriptionBody());

function startReturn(input: PaymentReturnInput, payments: Array<() => Response>, plans: boolean[] = [true]) {
  let paymentCalls = 0;
  let planCalls = 0;
  const clock = new SimulatedClock();
  const api = fakeApi((request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/web-api/payments/')) return payments[Math.min(paymentCalls++, payments.length - 1)]();
    if (path === '/web-api/auth/subscription') return jsonResponse(200, subscriptionOf(plans[Math.min(planCalls++, plans.length - 1)]));
    return jsonResponse(200, meBody());
  });
  const subscription = createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api }) })).start();
  let cleared = 0;
  const actor = createActor(
    paymentReturnMachine.provide({
      actors: createPaymentReturnActors({ api, subscription }),
      actions: { ...createPaymentReturnActions({ subscription }), clearReturnParams: () => void (cleared += 1) },
    }),
    { input, clock },
  ).start();
  const count = (prefix: string) => api.requests.filter((r) => new URL(r.url).pathname.startsWith(prefix)).length;
  return { actor, clock, count, cleared: () => cleared, subscription };
}

const flush = async () => {
  for (let i = 0; i < 8; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('paymentReturn over the API and the subscription actor', () => {
  it('success applied by the server: banner, and the subscription refreshed at once, after 1 s and after 5 s', async () => {
    const { actor, clock, count, cleared } = startReturn({ payment: 'success', paymentId: 'pay-1' }, [() => jsonResponse(200, applied)]);
    await flush();
    expect(cleared()).toBe(1);
    expect(count('/web-api/payments/pay-1')).toBe(1);
    expect(selectBanner(actor.getSnapshot())).toEqual({ title: 'success', tone: 'success', text: TEXTS.success });
    expect(count('/web-api/auth/subscription')).toBe(1);
    clock.increment(999);
    await flush();
    expect(count('/web-api/auth/subscription')).toBe(1);
    clock.increment(1);
    await flush();
    expect(count('/web-api/auth/subscription')).toBe(2);
    clock.increment(3999);
    await flush();
    expect(count('/web-api/auth/subscription')).toBe(2);
    clock.increment(1);
    await flush();
    expect(count('/web-api/auth/subscription')).toBe(3);
    expect(actor.getSnapshot().matches({ succeeded: 'refreshed' })).toBe(true);
    actor.send({ type: 'paymentReturn.dismiss' });
    expect(selectBanner(actor.getSnapshot())).toBeNull();
  });

  it('success still being confirmed: follows it with the purchase refresh, then claims success', async () => {
    const { actor, clock, count } = startReturn({ payment: 'success', paymentId: 'pay-1' }, [
      () => jsonResponse(200, confirming),
      () => jsonResponse(200, confirming),
      () => jsonResponse(200, applied),
    ]);
    await flush();
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true);
    expect(selectBanner(actor.getSnapshot())).toBeNull();
    clock.increment(POST_PURCHASE_INITIAL_DELAY_MS);
    await flush();
    expect(count('/web-api/payments/')).toBe(2);
    expect(selectBanner(actor.getSnapshot())).toBeNull();
    clock.increment(3000);
    await flush();
    expect(count('/web-api/payments/')).toBe(3);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(selectBanner(actor.getSnapshot())?.title).toBe('success');
  });

  it('success never confirmed: what its status says under "Payment Issue", in the catalogue\'s words', async () => {
    const { actor, clock } = startReturn({ payment: 'success', paymentId: 'pay-1' }, [() => jsonResponse(200, confirming)], [false]);
    await flush();
    clock.increment(POST_PURCHASE_INITIAL_DELAY_MS);
    await flush();
    clock.increment(3000);
    await flush();
    clock.increment(6000);
    await flush();
    await waitFor(actor, (s) => s.matches('unconfirmed'));
    expect(selectBanner(actor.getSnapshot())).toEqual({ title: 'issue', tone: 'warning', text: { key: 'subscription.paymentStillConfirming' } });
  });

  it.each([
    [{ payment: 'cancelled', paymentId: 'pay-1' }, () => jsonResponse(200, waiting), { title: 'issue', tone: 'warning', text: TEXTS.cancelled }],
    [{ payment: 'failed', paymentId: 'pay-1' }, () => jsonResponse(200, waiting), { title: 'issue', tone: 'error', text: TEXTS.failed }],
    [{ payment: 'success', paymentId: 'pay-1' }, () => jsonResponse(200, expired), { title: 'issue', tone: 'error', text: TEXTS.failed }],
    [{ payment: 'success', paymentId: 'pay-1' }, () => jsonResponse(404, { error: 'payment_not_found', message: 'No such payment' }), { title: 'issue', tone: 'error', text: TEXTS.resultFailed }],
    [{ payment: 'success', paymentId: 'pay-1' }, networkError, { title: 'issue', tone: 'error', text: TEXTS.resultFailed }],
    [{ payment: 'pending', paymentId: 'pay-1' }, () => jsonResponse(200, applied), { title: 'issue', tone: 'error', text: TEXTS.unknown }],
    [{ error: 'Invoice could not be created' }, () => jsonResponse(200, applied), { title: 'issue', tone: 'error', text: { key: 'subscription.paymentProviderError', values: { error: 'Invoice could not be created' } } }],
  ])('%j → its banner', async (input, answer, banner) => {
    const { actor, cleared, count } = startReturn(input, [answer]);
    await flush();
    expect(selectBanner(actor.getSnapshot())).toEqual(banner);
    expect(cleared()).toBe(1);
    // Only a success refreshes the plan.
    expect(count('/web-api/auth/subscription')).toBe(0);
    if (!('paymentId' in input) || input.payment === 'pending') expect(count('/web-api/payments/')).toBe(0);
  });

  it('an unconfirmed payment reads from its status, never the server\'s English sentence', () => {
    expect(unconfirmedText(null)).toEqual({ key: 'subscription.paymentNotConfirmed' });
    expect(unconfirmedText(paymentResult({ status: 'finished', message: 'Payment received. Your purchase is being activated.' }))).toEqual({
      key: 'subscription.paymentActivating',
    });
    for (const status of ['waiting', 'confirming', 'confirmed', 'sending'] as const) {
      expect(unconfirmedText(paymentResult({ status }))).toEqual({ key: 'subscription.paymentStillConfirming' });
    }
    expect(unconfirmedText(partlyPaid)).toEqual({ key: 'subscription.paymentFailed' });
    expect(unconfirmedText(expired)).toEqual({ key: 'subscription.paymentFailed' });
  });

  it('an ordinary visit shows nothing and touches nothing', async () => {
    const { actor, cleared, count } = startReturn({}, [() => jsonResponse(200, applied)]);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(cleared()).toBe(0);
    expect(count('/')).toBe(0);
  });
});
