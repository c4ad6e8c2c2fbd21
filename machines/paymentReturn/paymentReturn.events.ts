/** Events and input of the /subscription page's return from the payment provider (spec §4 "Payment return"). */
import type { UiText } from '../shared/text';

export type PaymentReturnEvent =
  /** The banner's close button. */
  { type: 'paymentReturn.dismiss' };

/** The query parameters the provider (or the server) added to the return address. */
export interface PaymentReturnInput {
  /** success | cancelled | failed; anything else is "Unknown payment status". */
  payment?: string | null;
  paymentId?: string | null;
  /** A problem described by the server; shown in the "Payment Issue" banner. */
  error?: string | null;
}

/** The payment statuses the return address can carry. */
export type ReturnStatus = 'success' | 'cancelled' | 'failed';
export const RETURN_STATUSES: readonly ReturnStatus[] = ['success', 'cancelled', 'failed'];

/**
 * How the return ended: `success` the server applied the payment; `cancelled` and `failed` as the
 * provider or the server said; `unconfirmed` the payment was not confirmed in time (the server's
 * message); `issue` an unknown status, an `error` parameter or a failed call.
 */
export type PaymentOutcome = 'success' | 'cancelled' | 'failed' | 'unconfirmed' | 'issue';

export interface PaymentIdInput {
  paymentId: string;
}

/** The banner of spec §2: "Payment Successful!" or "Payment Issue", with the text of spec §4 / §8. */
export interface PaymentBanner {
  title: 'success' | 'issue';
  tone: 'success' | 'warning' | 'error';
  text: UiText;
}
