import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { checkoutMachine } from '../../../../../machines/checkout/checkout.machine';
import type { PlanCardView } from '../../../../../machines/checkout/checkout.selectors';
import {
  selectIsLoadingPlans,
  selectIsProcessing,
  selectLoadError,
  selectPaymentError,
  selectPlanCards,
  selectSelectedPlan,
  selectShowsCheckout,
} from '../../../../../machines/checkout/checkout.selectors';
import type { paymentReturnMachine } from '../../../../../machines/paymentReturn/paymentReturn.machine';
import { selectBanner, selectIsConfirming } from '../../../../../machines/paymentReturn/paymentReturn.selectors';
import { selectHasPro, selectPlan, selectSubscriptionExpiresAt } from '../../../../../machines/subscription/subscription.selectors';
import type { SubscriptionActor } from '../../../../app/context';
import { t, text } from '../../../../i18n';
import { productName } from '../../../../i18n/catalogue';
import { Columns, Heading, RetryAlert, Spinner, Stack, Text } from '../../../../ui';
import { CheckoutPanel } from './CheckoutPanel';
import { CurrentPlanPanel } from './CurrentPlanPanel';
import { PaymentBanner } from './PaymentBanner';
import { PaymentMethods } from './PaymentMethods';
import { PlanCard } from './PlanCard';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
export type PaymentReturnActor = ActorRefFrom<typeof paymentReturnMachine>;

export interface SubscriptionPageProps {
  subscription: SubscriptionActor;
  checkout: CheckoutActor;
  paymentReturn: PaymentReturnActor;
  /** The user's plan is known: the current-plan markers wait for it. */
  planKnown: boolean;
}

function sameCards(a: PlanCardView[], b: PlanCardView[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (card, i) =>
        card.plan === b[i].plan &&
        card.isCurrent === b[i].isCurrent &&
        card.isMarkedCurrent === b[i].isMarkedCurrent &&
        card.isSelected === b[i].isSelected,
    )
  );
}

/**
 * /subscription (spec §2): "Subscription Plans", the payment-return banner, the current-plan panel,
 * the grid of plans, the Checkout panel and the Payment Methods list.
 */
export function SubscriptionPage({ subscription, checkout, paymentReturn, planKnown }: SubscriptionPageProps) {
  const banner = useSelector(paymentReturn, selectBanner);
  const confirming = useSelector(paymentReturn, selectIsConfirming);
  const loadingPlans = useSelector(checkout, selectIsLoadingPlans);
  const loadError = useSelector(checkout, selectLoadError);
  const boughtPlan = useSelector(subscription, selectPlan);
  const boughtPlanId = boughtPlan?.id ?? null;
  const hasPro = useSelector(subscription, selectHasPro);
  const proEndsAt = useSelector(subscription, selectSubscriptionExpiresAt);
  const proPlan = hasPro && boughtPlan ? { id: boughtPlan.id, name: productName(boughtPlan.id, boughtPlan.name), endsAt: proEndsAt } : null;
  const cards = useSelector(checkout, (snapshot) => selectPlanCards(snapshot, boughtPlanId), sameCards);
  const selected = useSelector(checkout, selectSelectedPlan);
  const processing = useSelector(checkout, selectIsProcessing);
  const paymentError = useSelector(checkout, selectPaymentError);
  const showsCheckout = useSelector(checkout, selectShowsCheckout);

  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level={1}>{t('subscription.title')}</Heading>
        <Text tone="secondary">{t('subscription.subtitle')}</Text>
      </Stack>

      <PaymentBanner banner={banner} confirming={confirming} onDismiss={() => paymentReturn.send({ type: 'paymentReturn.dismiss' })} />

      <CurrentPlanPanel subscription={subscription} />

      <section aria-labelledby="plans-heading">
        <Stack space="medium">
          <Heading level={3} as="h2" id="plans-heading">
            {t('subscription.plansHeading')}
          </Heading>
          {loadError ? (
            <RetryAlert onRetry={() => checkout.send({ type: 'checkout.retry' })}>
              {text(loadError)}
            </RetryAlert>
          ) : loadingPlans || !planKnown ? (
            <Stack space="small" align="center" paddingY="xlarge" paddingX="medium" textAlign="center" role="status">
              <Spinner size="large" label={null} />
              <Text tone="secondary">{t('subscription.loadingPlans')}</Text>
            </Stack>
          ) : (
            <Columns
              as="ul"
              space="medium"
              columns={{ tablet: 2, desktop: 4 }}
              margin="none"
              padding="none"
              listStyle="none"
            >
              {cards.map((card) => (
                <PlanCard
                  key={card.plan.id}
                  card={card}
                  locked={processing}
                  proPlan={proPlan}
                  onSelect={(planId) => checkout.send({ type: 'checkout.select', planId })}
                />
              ))}
            </Columns>
          )}
        </Stack>
      </section>

      {/* With the Checkout panel: stacked on phones and tablets, side by side on desktops. */}
      <Columns space="large" columns={showsCheckout ? '3:2' : 1} collapseBelow="desktop" alignY="top">
        {showsCheckout ? (
          <CheckoutPanel
            selected={selected}
            processing={processing}
            error={paymentError}
            onCancel={() => checkout.send({ type: 'checkout.cancel' })}
            onProceed={() => checkout.send({ type: 'checkout.proceed' })}
          />
        ) : null}
        <PaymentMethods />
      </Columns>
    </Stack>
  );
}
