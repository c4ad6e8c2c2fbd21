/**
 * The /subscription page's plans and checkout (spec §2 /subscription, §3 Product / plan, §4
 * Checkout, §5 Payment, §8 Subscription). Created by the route with the user's plan and the two
 * return addresses; lives as long as the page.
 *
 * Loads the products and puts the client's Free Plan first ("Failed to load subscription data.
 * Please try again." with Retry). A plan is selected unless it is Free or the current plan; Cancel
 * clears the selection. "Proceed to Payment" ("Processing...") creates the payment with returnUrl
 * (payment=success) and cancelUrl (payment=cancelled) and sends the browser to the provider page
 * (provided `redirectTo`). No selection, or no redirect URL back: "Redirect URL not received from
 * server."; a failed call: "Failed to process payment. Please try again."
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { failureText, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import type { CheckoutEvent, CheckoutInput, CreatedPayment, CreatePaymentInput } from './checkout.events';
import { isPurchasable, plansFromProducts, type Plan, type Product } from './checkout.plans';

export interface CheckoutContext {
  hasPro: boolean;
  returnUrl: string;
  cancelUrl: string;
  /** The grid: Free Plan first, then the products. */
  plans: Plan[];
  selectedId: string | null;
  /** The products could not be loaded. */
  loadError: UiText | null;
  /** The last Proceed to Payment failed. */
  paymentError: UiText | null;
  /** The payment being paid at the provider. */
  paymentId: string | null;
}

const REDIRECT_MISSING: UiText = { key: 'subscription.redirectMissing' };

function planById(context: CheckoutContext, planId: string | null): Plan | undefined {
  return planId === null ? undefined : context.plans.find((plan) => plan.id === planId);
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as MachineTag,
  },
  actors: {
    /** GET /web-api/products. Rejects with a `FlowFailure` ("Failed to load subscription data..."). */
    loadProducts: fromPromise<Product[]>(notProvided('checkout', 'loadProducts')),
    /** POST /web-api/payments/create. Rejects with a `FlowFailure` ("Failed to process payment..."). */
    createPayment: fromPromise<CreatedPayment, CreatePaymentInput>(notProvided('checkout', 'createPayment')),
  },
  actions: {
    /** Provided by the route: send the browser to the provider's page. */
    redirectTo: (_, _params: { url: string }) => {},
    assignPlan: assign({
      hasPro: ({ context, event }) => (event.type === 'checkout.planChanged' ? event.hasPro : context.hasPro),
    }),
  },
  guards: {
    isPurchasable: ({ context, event }) => {
      if (event.type !== 'checkout.select') return false;
      const plan = planById(context, event.planId);
      return plan !== undefined && isPurchasable(plan, context.hasPro);
    },
    /** The selected plan is now current (the user's plan changed): it cannot be bought any more. */
    isSelectionStale: ({ context }) => {
      const plan = planById(context, context.selectedId);
      return plan === undefined || !isPurchasable(plan, context.hasPro);
    },
    hasRedirectUrl: (_, created: CreatedPayment) => created.redirectUrl !== null,
  },
}).createMachine({
  id: 'checkout',
  description: 'The plans on sale, the selected plan, and the hand-over to the payment provider.',
  initial: 'loading',
  context: ({ input }) => ({
    hasPro: input.hasPro ?? false,
    returnUrl: input.returnUrl,
    cancelUrl: input.cancelUrl,
    plans: [],
    selectedId: null,
    loadError: null,
    paymentError: null,
    paymentId: null,
  }),
  on: {
    'checkout.planChanged': { actions: 'assignPlan' },
  },
  states: {
    loading: {
      description: 'Loading the products; the grid shows its progress.',
      tags: [BUSY],
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        onDone: { target: 'ready', actions: assign({ plans: ({ event }) => plansFromProducts(event.output), loadError: null }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => failureText(event.error, { key: 'subscription.pageLoadFailed' }) }),
        },
      },
    },
    loadFailed: {
      description: '"Failed to load subscription data. Please try again." with Retry.',
      on: { 'checkout.retry': { target: 'loading' } },
    },
    ready: {
      description: 'The grid of plans; a purchasable plan can be selected.',
      initial: 'idle',
      on: {
        'checkout.select': {
          guard: 'isPurchasable',
          target: '.selected',
          actions: assign({ selectedId: ({ event }) => event.planId, paymentError: null }),
        },
      },
      states: {
        idle: {
          description: 'No plan selected.',
          on: {
            // spec §5: a product must be selected.
            'checkout.proceed': { actions: assign({ paymentError: REDIRECT_MISSING }) },
          },
        },
        selected: {
          description: 'The Checkout panel shows the selected plan with Cancel and "Proceed to Payment".',
          // The plan changed (e.g. PRO became active) so that the selection cannot be bought any more.
          always: { guard: 'isSelectionStale', target: 'idle', actions: assign({ selectedId: null }) },
          on: {
            'checkout.cancel': { target: 'idle', actions: assign({ selectedId: null, paymentError: null }) },
            'checkout.proceed': { target: '#checkout.processing', actions: assign({ paymentError: null }) },
          },
        },
      },
    },
    processing: {
      description: '"Processing...": the server opens an invoice at the payment provider.',
      tags: [BUSY],
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({
          productId: context.selectedId ?? '',
          returnUrl: context.returnUrl,
          cancelUrl: context.cancelUrl,
        }),
        onDone: [
          {
            guard: { type: 'hasRedirectUrl', params: ({ event }) => event.output },
            target: 'redirecting',
            actions: [
              assign({ paymentId: ({ event }) => event.output.paymentId }),
              { type: 'redirectTo', params: ({ event }) => ({ url: event.output.redirectUrl! }) },
            ],
          },
          { target: '#checkout.ready.selected', actions: assign({ paymentError: REDIRECT_MISSING }) },
        ],
        onError: {
          target: '#checkout.ready.selected',
          actions: assign({ paymentError: ({ event }) => failureText(event.error, { key: 'subscription.paymentStartFailed' }) }),
        },
      },
    },
    redirecting: {
      description: 'The browser is leaving for the provider page; "Processing..." stays until it has gone.',
      tags: [BUSY],
      on: {
        'checkout.resume': { target: '#checkout.ready.selected' },
      },
    },
  },
});
