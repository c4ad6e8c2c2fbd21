/** Input, checks and output of the post-purchase refresh (spec §4 "Subscription loading", after a purchase). */
import type { Schemas } from '../../openapi/types';

/** GET /web-api/payments/{paymentId}: the server asked the provider and applied a finished payment. */
export type PaymentResult = Schemas['PaymentResult'];
export type PaymentStatus = Schemas['PaymentStatus'];

export interface PurchaseRefreshInput {
  /**
   * The payment to follow. With one, the purchase is confirmed when the server says the payment is
   * applied; without one, when the subscription says PRO.
   */
  paymentId?: string | null;
}

/** What one attempt learnt; null where that part could not be asked or did not answer. */
export interface PurchaseCheck {
  /** The payment's state (only when a payment id is followed). */
  payment: PaymentResult | null;
  /** The plan after the reload of the subscription. */
  hasPro: boolean | null;
}

export interface PurchaseCheckInput {
  paymentId: string | null;
}

/**
 * How the refresh ended: `confirmed` the purchase is active; `failed` the server says the payment
 * failed (failed, expired, refunded, partially paid); `unconfirmed` the limit was reached without a
 * confirmation (the output then carries the final load).
 */
export type PurchaseRefreshOutcome = 'confirmed' | 'failed' | 'unconfirmed';

export interface PurchaseRefreshOutput extends PurchaseCheck {
  outcome: PurchaseRefreshOutcome;
  /** Attempts made (the final load not counted). */
  attempts: number;
}
