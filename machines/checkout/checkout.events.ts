/** Events, input and actor contracts of the /subscription page's checkout (spec §2, §4 Checkout, §5 Payment). */
import type { Product } from './checkout.plans';

export type CheckoutEvent =
  /** A plan card's "Select Plan" (Free and the current plan are refused). */
  | { type: 'checkout.select'; planId: string }
  /** The Checkout panel's Cancel: clears the selection. */
  | { type: 'checkout.cancel' }
  /** "Proceed to Payment". */
  | { type: 'checkout.proceed' }
  /** Retry after "Failed to load subscription data. Please try again." */
  | { type: 'checkout.retry' }
  /** The user's plan, forwarded from the subscription actor whenever it changes. */
  | { type: 'checkout.planChanged'; hasPro: boolean }
  /** The page came back from the browser's back-forward cache after leaving for the provider. */
  | { type: 'checkout.resume' };

export interface CheckoutInput {
  /** The user's plan when the page opens (the subscription actor's `hasProSubscription`). */
  hasPro?: boolean;
  /** Absolute URL of /jobtalkai/subscription?payment=success. */
  returnUrl: string;
  /** Absolute URL of /jobtalkai/subscription?payment=cancelled. */
  cancelUrl: string;
}

/** POST /web-api/payments/create's body. */
export interface CreatePaymentInput {
  productId: string;
  returnUrl: string;
  cancelUrl: string;
}

/** What `createPayment` answers: the provider page to go to, or null when the server gave none usable. */
export interface CreatedPayment {
  paymentId: string | null;
  redirectUrl: string | null;
}

export type { Product };
