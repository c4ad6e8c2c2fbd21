import { createFileRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createCheckoutActors } from '../../../machines/checkout/checkout.actors';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import { createPaymentReturnActions, createPaymentReturnActors } from '../../../machines/paymentReturn/paymentReturn.actors';
import { paymentReturnMachine } from '../../../machines/paymentReturn/paymentReturn.machine';
import { selectHasPro, selectIsPlanKnown } from '../../../machines/subscription/subscription.selectors';
import { absoluteAppUrl } from '../../app/paths';
import { usePlanChanges } from '../../app/usePlanChanges';
import { externalNavigation } from './-components/subscription/externalNavigation';
import { SubscriptionPage } from './-components/subscription/SubscriptionPage';
import { validateSubscriptionSearch, withoutReturnParams } from './-components/subscription/subscriptionSearch';
import { useLocale } from '../../i18n/react';

/**
 * /subscription (spec §2, §4 Checkout and "Payment return"): the plans and checkout machine, and the
 * payment-return machine created with the query's payment, paymentId and error (read once; the
 * machine clears them from the address). The user's plan comes from the app's subscription actor and
 * is forwarded to the checkout whenever it changes; the refreshes after a payment go through it.
 */
export const Route = createFileRoute('/_app/subscription')({
  staticData: { title: 'pageTitle.subscription' },
  validateSearch: validateSubscriptionSearch,
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  useLocale();
  const { api, subscription, inspect } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  // The return parameters as the page was opened with them; clearing them must not restart the flow.
  const [returned] = useState(() => ({ payment: search.payment, paymentId: search.paymentId, error: search.error }));
  const planKnown = useSelector(subscription, selectIsPlanKnown);

  const checkout = useActorRef(
    checkoutMachine.provide({
      actors: createCheckoutActors({ api }),
      actions: { redirectTo: (_, { url }) => externalNavigation.assign(url) },
    }),
    {
      input: {
        hasPro: selectHasPro(subscription.getSnapshot()),
        returnUrl: absoluteAppUrl('/subscription?payment=success'),
        cancelUrl: absoluteAppUrl('/subscription?payment=cancelled'),
      },
      inspect,
    },
  );

  const paymentReturn = useActorRef(
    paymentReturnMachine.provide({
      actors: createPaymentReturnActors({ api, subscription }),
      actions: {
        ...createPaymentReturnActions({ subscription }),
        clearReturnParams: () => void navigate({ search: (previous) => withoutReturnParams(previous), replace: true }),
      },
    }),
    { input: returned, inspect },
  );

  usePlanChanges(subscription, (hasPro) => checkout.send({ type: 'checkout.planChanged', hasPro }));

  // Back from the provider page through the browser's back-forward cache: the page is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) checkout.send({ type: 'checkout.resume' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [checkout]);

  return <SubscriptionPage subscription={subscription} checkout={checkout} paymentReturn={paymentReturn} planKnown={planKnown} />;
}
