import { useSelector } from '@xstate/react';
import {
  selectAvailableSessions,
  selectHasPro,
  selectIsLoading,
  selectPlanDate,
} from '../../../../../machines/subscription/subscription.selectors';
import type { SubscriptionActor } from '../../../../app/context';
import { PlanPanel } from '../../../../components/PlanPanel';
import { PlanSummary } from '../../../../components/PlanSummary';
import { t } from '../../../../i18n';
import { Inline, Spinner, Text } from '../../../../ui';

/**
 * The current-plan panel (spec §2 /subscription): Status ("Pro Subscription" or "Free Plan"),
 * Available Sessions ("N remaining"), and "Subscription expires" (PRO) or "Sessions reset" (free)
 * with the date. The app's subscription actor holds the data.
 */
export function CurrentPlanPanel({ subscription }: { subscription: SubscriptionActor }) {
  const hasPro = useSelector(subscription, selectHasPro);
  const available = useSelector(subscription, selectAvailableSessions);
  const planDate = useSelector(subscription, selectPlanDate);
  const loading = useSelector(subscription, selectIsLoading);

  return (
    <PlanPanel
      subscription={subscription}
      headingId="current-plan-heading"
      heading={t('subscription.currentPlanHeading')}
      loading={
        <Inline space="xsmall" alignY="center" wrap={false} color="secondary" role="status">
          <Spinner size="small" label={null} />
          <Text tone="secondary" as="span">
            {t('common.loading')}
          </Text>
        </Inline>
      }
      failure={t('subscription.pageLoadFailed')}
      summary={
        <PlanSummary variant="detailed" hasPro={hasPro} available={available} planDate={planDate} busy={loading} />
      }
    />
  );
}
