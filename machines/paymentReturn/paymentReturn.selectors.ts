/** Pure reads of the payment-return snapshot for the /subscription page. */
import type { SnapshotFrom } from 'xstate';
import { BUSY } from '../shared/tags';
import type { PaymentBanner } from './paymentReturn.events';
import type { paymentReturnMachine } from './paymentReturn.machine';

type PaymentReturnSnapshot = SnapshotFrom<typeof paymentReturnMachine>;

const TONES = { success: 'success', cancelled: 'warning', unconfirmed: 'warning', failed: 'error', issue: 'error' } as const;

/** The banner: "Payment Successful!" only for a payment the server applied; "Payment Issue" otherwise. */
export const selectBanner = (snapshot: PaymentReturnSnapshot): PaymentBanner | null => {
  const { outcome, message, dismissed } = snapshot.context;
  if (dismissed || outcome === null || message === null) return null;
  return { title: outcome === 'success' ? 'success' : 'issue', tone: TONES[outcome], text: message };
};

/** The server is being asked, or the purchase is being followed: "Confirming your payment...". */
export const selectIsConfirming = (snapshot: PaymentReturnSnapshot): boolean => snapshot.hasTag(BUSY);

export const selectOutcome = (snapshot: PaymentReturnSnapshot) => snapshot.context.outcome;
