/** How a payment's provider status reads for the subscription page (contract `PaymentStatus`). */
import type { PaymentResult, PaymentStatus, PurchaseCheck } from './purchaseRefresh.events';

/** Still on its way: the provider has seen the payment or waits for it, nothing is applied yet. */
const PENDING: ReadonlySet<PaymentStatus> = new Set<PaymentStatus>(['waiting', 'confirming', 'confirmed', 'sending']);
/** Will not complete: the page says "Payment failed. Please try again or contact support." */
const FAILED: ReadonlySet<PaymentStatus> = new Set<PaymentStatus>(['failed', 'expired', 'partially_paid', 'refunded']);

export const isPendingPaymentStatus = (status: PaymentStatus): boolean => PENDING.has(status);
export const isFailedPaymentStatus = (status: PaymentStatus): boolean => FAILED.has(status);

/** The server applied the payment: what was bought is active. */
export const isPaymentApplied = (payment: PaymentResult | null): boolean => payment?.success === true;

export const isPaymentFailed = (payment: PaymentResult | null): boolean =>
  payment !== null && !payment.success && isFailedPaymentStatus(payment.status);

/**
 * The purchase is confirmed: with a followed payment, only when the server applied it (an existing
 * PRO plan says nothing about a new purchase); without one, when the subscription says PRO.
 */
export function isPurchaseConfirmed(paymentId: string | null, check: PurchaseCheck): boolean {
  return paymentId ? isPaymentApplied(check.payment) : check.hasPro === true;
}
