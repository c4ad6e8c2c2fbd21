/** Pure reads of the checkout snapshot for the /subscription page. */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { isCurrentPlan, isMarkedCurrent, isPurchasable, type Plan } from './checkout.plans';
import type { checkoutMachine } from './checkout.machine';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** A card of the grid with what the page shows about it. */
export interface PlanCardView {
  plan: Plan;
  /** Current by the spec's rule (a PRO plan for a PRO user, Free otherwise): not for sale. */
  isCurrent: boolean;
  /** Badged "Current Plan": the plan actually bought, when the subscription says which. */
  isMarkedCurrent: boolean;
  isPurchasable: boolean;
  isSelected: boolean;
}

export const selectIsLoadingPlans = (snapshot: CheckoutSnapshot): boolean => snapshot.matches('loading');
export const selectLoadError = (snapshot: CheckoutSnapshot): UiText | null =>
  snapshot.matches('loadFailed') ? snapshot.context.loadError : null;

/** The grid once loaded (empty while loading or after a failed load); `boughtPlanId` from the subscription. */
export const selectPlanCards = (snapshot: CheckoutSnapshot, boughtPlanId: string | null = null): PlanCardView[] => {
  const { plans, hasPro, selectedId } = snapshot.context;
  return plans.map((plan) => ({
    plan,
    isCurrent: isCurrentPlan(plan, hasPro),
    isMarkedCurrent: isMarkedCurrent(plan, hasPro, boughtPlanId, plans),
    isPurchasable: isPurchasable(plan, hasPro),
    isSelected: plan.id === selectedId,
  }));
};

export const selectSelectedPlan = (snapshot: CheckoutSnapshot): Plan | null => {
  const { plans, selectedId } = snapshot.context;
  return selectedId === null ? null : (plans.find((plan) => plan.id === selectedId) ?? null);
};

/** "Processing...": the payment is being created or the browser is leaving for the provider. */
export const selectIsProcessing = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches('processing') || snapshot.matches('redirecting');

export const selectPaymentError = (snapshot: CheckoutSnapshot): UiText | null => snapshot.context.paymentError;

/** The Checkout panel shows while a plan is selected, a payment is under way, or its error is up. */
export const selectShowsCheckout = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.context.selectedId !== null || snapshot.context.paymentError !== null;
