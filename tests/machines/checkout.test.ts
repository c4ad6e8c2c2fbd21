import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCheckoutActors, usableRedirectUrl } from '../../machines/checkout/checkout.actors';
import type { CheckoutInput, CreatedPayment } from '../../machines/checkout/checkout.events';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import {
  currencySymbol,
  FREE_PLAN,
  isCurrentPlan,
  isPurchasable,
  planFromProduct,
  plansFromProducts,
  sessionsText,
} from '../../machines/checkout/checkout.plans';
import { formatAmount, priceTexts } from '../../src/i18n/price';
import {
  selectIsLoadingPlans,
  selectIsProcessing,
  selectLoadError,
  selectPaymentError,
  selectPlanCards,
  selectSelectedPlan,
  selectShowsCheckout,
} from '../../machines/checkout/checkout.selectors';
import { FREE_PLAN_SESSIONS_PER_MONTH } from '../../machines/shared/constants';
import { flowFailure } from '../../machines/shared/failure';
import { BUSY } from '../../machines/shared/tags';
import { PRODUCTS } from '../support/fixtures';
import { fakeApi, jsonResponse, networkError } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

const RETURN_URL = 'http://localhost/jobtalkai/subscription?payment=success';
const CANCEL_URL = 'http://localhost/jobtalkai/subscription?payment=cancelled';
const input = (hasPro?: boolean): CheckoutInput => ({ hasPro, returnUrl: RETURN_URL, cancelUrl: CANCEL_URL });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const created = (redirectUrl: string | null): CreatedPayment => ({ paymentId: 'pay-1', redirectUrl });
const PROVIDER_PAGE = 'https://sandbox.pay.example/invoice/pay-1';

const BUSY_STATES = ['loading', 'processing', 'redirecting'] as const;

// ---------------------------------------------------------------- model-based

describe('checkout machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const result = await runModelBasedTest({
      machine: checkoutMachine,
      inputs: [input(false), input(true), input()],
      // What the guards read: the plan, the selection, and whether an error shows.
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.hasPro, s.context.selectedId, s.context.paymentError !== null, s.context.plans.length]),
      events: {
        'checkout.select': ['free', 'pro-monthly', 'pro-annual', 'pack-10', 'unknown'].map((planId) => ({ type: 'checkout.select', planId })),
        'checkout.planChanged': [
          { type: 'checkout.planChanged', hasPro: true },
          { type: 'checkout.planChanged', hasPro: false },
        ],
        'xstate.done.actor.loadProducts': [done('loadProducts', PRODUCTS)],
        'xstate.error.actor.loadProducts': [
          failed('loadProducts', flowFailure({ key: 'subscription.pageLoadFailed' })),
          failed('loadProducts', new Error('bug')),
        ],
        'xstate.done.actor.createPayment': [done('createPayment', created(PROVIDER_PAGE)), done('createPayment', created(null))],
        'xstate.error.actor.createPayment': [
          failed('createPayment', flowFailure({ key: 'subscription.paymentStartFailed' })),
          failed('createPayment', new Error('bug')),
        ],
      },
      recordActions: ['redirectTo'],
      invariants: {
        '*': (s, { event, previous, actions, allActions }) => {
          expect(s.hasTag(BUSY)).toBe(BUSY_STATES.some((state) => s.matches(state)));
          expect(selectIsLoadingPlans(s)).toBe(s.matches('loading'));
          expect(selectIsProcessing(s)).toBe(s.matches('processing') || s.matches('redirecting'));
          if (event.type === 'checkout.planChanged') expect(s.context.hasPro).toBe((event as { hasPro?: boolean }).hasPro);
          // A selection is always a plan that may be bought: never Free, never the current plan.
          const selected = selectSelectedPlan(s);
          if (selected && !s.matches('redirecting') && !s.matches('processing')) {
            expect(isPurchasable(selected, s.context.hasPro)).toBe(true);
          }
          expect(s.context.selectedId === null).toBe(s.matches('loading') || s.matches('loadFailed') || s.matches({ ready: 'idle' }));
          expect(selectShowsCheckout(s)).toBe(s.context.selectedId !== null || s.context.paymentError !== null);
          // The grid starts with the client's Free Plan once loaded.
          if (s.context.plans.length) expect(s.context.plans.map((p) => p.id)).toEqual(['free', 'pro-monthly', 'pro-annual', 'pack-10']);
          const cards = selectPlanCards(s);
          expect(cards.filter((card) => card.isSelected).length).toBe(s.context.selectedId === null ? 0 : 1);
          // The browser leaves only from a created payment with a redirect URL, once.
          if (!(s.matches('redirecting') && event.type === 'xstate.done.actor.createPayment')) expect(actions).toEqual([]);
          expect(allActions.length).toBeLessThanOrEqual(1);
          // A refused selection changes nothing.
          if (event.type === 'checkout.select' && previous && s.context.selectedId !== (event as { planId?: string }).planId) {
            expect(s.value).toEqual(previous.value);
            expect(s.context.selectedId).toBe(previous.context.selectedId);
          }
        },
        loading: (_s, { calls, event }) => {
          if (event.type === 'checkout.planChanged') return expect(calls).toEqual([]);
          expect(calls.map((c) => c.src)).toEqual(['loadProducts']);
        },
        loadFailed: (s) => {
          expect(selectLoadError(s)).toEqual({ key: 'subscription.pageLoadFailed' });
          expect(s.context.plans).toEqual([]);
        },
        'ready.idle': (s, { event }) => {
          expect(selectSelectedPlan(s)).toBeNull();
          if (event.type === 'checkout.proceed') {
            // spec §5: no product selected.
            expect(selectPaymentError(s)).toEqual({ key: 'subscription.redirectMissing' });
          }
          if (event.type === 'checkout.cancel') expect(selectPaymentError(s)).toBeNull();
        },
        'ready.selected': (s, { event }) => {
          const accepted = event.type === 'checkout.select' && s.context.selectedId === (event as { planId?: string }).planId;
          if (event.type === 'xstate.done.actor.createPayment') expect(selectPaymentError(s)).toEqual({ key: 'subscription.redirectMissing' });
          if (event.type === 'xstate.error.actor.createPayment') expect(selectPaymentError(s)).toEqual({ key: 'subscription.paymentStartFailed' });
          if (accepted || event.type === 'checkout.resume') expect(selectPaymentError(s)).toBeNull();
        },
        processing: (s, { calls, event }) => {
          if (event.type === 'checkout.planChanged') return expect(calls).toEqual([]);
          expect(calls).toEqual([
            {
              src: 'createPayment',
              id: 'createPayment',
              input: { productId: s.context.selectedId, returnUrl: RETURN_URL, cancelUrl: CANCEL_URL },
            },
          ]);
          expect(selectPaymentError(s)).toBeNull();
        },
        redirecting: (s, { actions, event }) => {
          if (event.type === 'checkout.planChanged') return expect(actions).toEqual([]);
          expect(actions).toEqual([{ name: 'redirectTo', params: { url: PROVIDER_PAGE } }]);
          expect(s.context.paymentId).toBe('pay-1');
        },
      },
    });
    expect(result.stateNodes).toBe(8);
  });
});

// ---------------------------------------------------------------- pure plan rules

describe('plans (spec §2, §3, §9)', () => {
  it('puts the fixed Free Plan first: 10 interviews a month, price 0', () => {
    const plans = plansFromProducts([{ ...PRODUCTS[0], id: 'free' }, ...PRODUCTS]);
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'pro-monthly', 'pro-annual', 'pack-10']);
    expect(plans[0]).toBe(FREE_PLAN);
    expect(FREE_PLAN.sessionCount).toBe(FREE_PLAN_SESSIONS_PER_MONTH);
    expect(FREE_PLAN.price.amount).toBe(0);
    expect(plansFromProducts([])).toEqual([FREE_PLAN]);
  });

  it('reads a product: its texts as the server wrote them, the annual badge and recommendation', () => {
    // A blank feature line is dropped.
    const annual = planFromProduct({ ...PRODUCTS[1], features: [...PRODUCTS[1].features, '  '] })!;
    expect(annual).toMatchObject({
      name: { raw: 'PRO Annual' },
      recommended: true,
      badge: { raw: 'Save 20%' },
      features: [{ raw: 'Everything in PRO Monthly' }, { raw: 'Two months free' }],
    });
    // Without the server saying so, the annual plan is still recommended with "Save 20%".
    const bare = planFromProduct({ ...PRODUCTS[1], recommended: undefined, badge: undefined })!;
    expect(bare).toMatchObject({ recommended: true, badge: { key: 'subscription.saveBadge', values: { percent: 20 } } });
    expect(planFromProduct(PRODUCTS[0])).toMatchObject({ recommended: false, badge: null, description: { raw: 'Every PRO feature, billed monthly.' } });
    expect(planFromProduct({ ...PRODUCTS[0], prices: [] })).toBeNull();
  });

  it('applies the current-plan rule and what may be bought', () => {
    const [free, monthly, annual, pack] = plansFromProducts(PRODUCTS);
    // Free user: Free is current; the rest may be bought.
    expect([free, monthly, annual, pack].map((plan) => isCurrentPlan(plan, false))).toEqual([true, false, false, false]);
    expect([free, monthly, annual, pack].map((plan) => isPurchasable(plan, false))).toEqual([false, true, true, true]);
    // PRO user: every plan whose id starts with "pro" is current; only the pack may be bought.
    expect([free, monthly, annual, pack].map((plan) => isCurrentPlan(plan, true))).toEqual([false, true, true, false]);
    expect([free, monthly, annual, pack].map((plan) => isPurchasable(plan, true))).toEqual([false, false, false, true]);
  });

  it('formats prices with the currency symbol and interval', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('eur')).toBe('€');
    expect(currencySymbol('XYZ')).toBe('$');
    expect(formatAmount(19.99)).toBe('19.99');
    expect(formatAmount(191.9)).toBe('191.90');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(1200)).toBe('1,200');
    expect(priceTexts({ amount: 191.9, currency: 'USD', interval: 'year' })).toEqual({
      amount: { key: 'subscription.price', values: { symbol: '$', amount: '191.90' } },
      period: { key: 'subscription.perYear' },
    });
    const [free, monthly, , pack] = plansFromProducts(PRODUCTS);
    expect(sessionsText(free)).toEqual({ key: 'subscription.sessionsPerMonth', values: { count: 10 } });
    expect(sessionsText(monthly)).toEqual({ key: 'subscription.sessionsPerPeriod', values: { count: 60, days: 30 } });
    expect(sessionsText(pack)).toEqual({ key: 'subscription.sessionsInPack', values: { count: 10 } });
  });
});

// ---------------------------------------------------------------- the real actors over a fake server

function startCheckout(answer: (path: string, body: unknown) => Response, hasPro = false) {
  const api = fakeApi((request) => answer(new URL(request.url).pathname, request.body));
  const redirects: string[] = [];
  const actor = createActor(
    checkoutMachine.provide({ actors: createCheckoutActors({ api }), actions: { redirectTo: (_, { url }) => void redirects.push(url) } }),
    { input: input(hasPro) },
  ).start();
  return { actor, api, redirects };
}

const productsOk = (path: string) => (path === '/web-api/products' ? jsonResponse(200, { products: PRODUCTS }) : jsonResponse(404, {}));

describe('checkout over the API', () => {
  it('loads the products, creates the payment with both return addresses and sends the browser to redirectUrl', async () => {
    const { actor, api, redirects } = startCheckout((path, body) =>
      path === '/web-api/payments/create' ? jsonResponse(201, { paymentId: 'pay-1', redirectUrl: PROVIDER_PAGE, body }) : productsOk(path),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'checkout.select', planId: 'pro-annual' });
    expect(selectSelectedPlan(actor.getSnapshot())?.id).toBe('pro-annual');
    actor.send({ type: 'checkout.proceed' });
    expect(selectIsProcessing(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(redirects).toEqual([PROVIDER_PAGE]);
    const create = api.requests.find((r) => new URL(r.url).pathname === '/web-api/payments/create')!;
    expect(create.method).toBe('POST');
    expect(create.body).toEqual({ productId: 'pro-annual', returnUrl: RETURN_URL, cancelUrl: CANCEL_URL });
    actor.send({ type: 'checkout.resume' });
    expect(actor.getSnapshot().matches({ ready: 'selected' })).toBe(true);
  });

  it('refuses Free and the current plan; Cancel clears the selection', async () => {
    const { actor } = startCheckout(productsOk, true);
    await waitFor(actor, (s) => s.matches('ready'));
    for (const planId of ['free', 'pro-monthly', 'pro-annual']) {
      actor.send({ type: 'checkout.select', planId });
      expect(selectSelectedPlan(actor.getSnapshot())).toBeNull();
    }
    actor.send({ type: 'checkout.select', planId: 'pack-10' });
    expect(selectSelectedPlan(actor.getSnapshot())?.id).toBe('pack-10');
    actor.send({ type: 'checkout.cancel' });
    expect(selectSelectedPlan(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('drops a selection that became the current plan', async () => {
    const { actor } = startCheckout(productsOk, false);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'checkout.select', planId: 'pro-monthly' });
    actor.send({ type: 'checkout.planChanged', hasPro: true });
    expect(selectSelectedPlan(actor.getSnapshot())).toBeNull();
    expect(selectPlanCards(actor.getSnapshot()).map((card) => card.isCurrent)).toEqual([false, true, true, false]);
  });

  it.each([
    [() => jsonResponse(502, { error: 'payment_provider_error', message: 'Provider down' }), { key: 'subscription.paymentStartFailed' }],
    [() => jsonResponse(404, { error: 'product_not_found', message: 'No such product' }), { key: 'subscription.paymentStartFailed' }],
    [networkError, { key: 'subscription.paymentStartFailed' }],
    [() => jsonResponse(201, { paymentId: 'pay-1' }), { key: 'subscription.redirectMissing' }],
    [() => jsonResponse(201, { paymentId: 'pay-1', redirectUrl: 'javascript:alert(1)' }), { key: 'subscription.redirectMissing' }],
  ])('maps a failed payment creation to its text (%#)', async (answer, text) => {
    const { actor, redirects } = startCheckout((path) => (path === '/web-api/payments/create' ? answer() : productsOk(path)));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'checkout.select', planId: 'pack-10' });
    actor.send({ type: 'checkout.proceed' });
    await waitFor(actor, (s) => !selectIsProcessing(s));
    expect(selectPaymentError(actor.getSnapshot())).toEqual(text);
    expect(actor.getSnapshot().matches({ ready: 'selected' })).toBe(true);
    expect(redirects).toEqual([]);
  });

  it('says "Failed to load subscription data. Please try again." and loads again on Retry', async () => {
    let n = 0;
    const { actor, api } = startCheckout((path) => (n++ === 0 ? jsonResponse(500, {}) : productsOk(path)));
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(selectLoadError(actor.getSnapshot())).toEqual({ key: 'subscription.pageLoadFailed' });
    actor.send({ type: 'checkout.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api.requests.map((r) => new URL(r.url).pathname)).toEqual(['/web-api/products', '/web-api/products']);
    expect(selectPlanCards(actor.getSnapshot())).toHaveLength(4);
  });

  it('follows only absolute http(s) redirect addresses', () => {
    expect(usableRedirectUrl('https://pay.example/i/1')).toBe('https://pay.example/i/1');
    expect(usableRedirectUrl(' http://localhost:8080/sandbox/pay?x=1 ')).toBe('http://localhost:8080/sandbox/pay?x=1');
    expect(usableRedirectUrl('/relative')).toBeNull();
    expect(usableRedirectUrl('data:text/html,hi')).toBeNull();
    expect(usableRedirectUrl('')).toBeNull();
    expect(usableRedirectUrl(42)).toBeNull();
  });
});
