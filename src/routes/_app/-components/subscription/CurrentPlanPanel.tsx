import { useSelector } from '@xstate/react';
import {
  selectAvailableSessions,
  selectHasPro,
  selectIsLoading,
  selectPlanDate,
  selectPlanDisplay,
} from '../../../../../machines/subscription/subscription.selectors';
import type { SubscriptionActor } from '../../../../app/context';
import { PlanSummary } from '../../../../components/PlanSummary';
import { t } from '../../../../i18n';
import { Alert, Button, Card, Heading, Inline, Spinner, Stack, Text } from '../../../../ui';

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
  const display = useSelector(subscription, selectPlanDisplay);

  return (
    <Card as="section" aria-labelledby="current-plan-heading">
      <Stack space="medium">
        <Heading level={3} as="h2" id="current-plan-heading">
          {t('subscription.currentPlanHeading')}
        </Heading>
        {display === 'loading' ? (
          <Inline space="xsmall" alignY="center" wrap={false} color="secondary" role="status">
            <Spinner size="small" label={null} />
            <Text tone="secondary" as="span">
              {t('common.loading')}
            </Text>
          </Inline>
        ) : display === 'failed' ? (
          <Alert
            tone="error"
            action={
              <Button size="small" variant="secondary" onClick={() => subscription.send({ type: 'subscription.load' })}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('subscription.pageLoadFailed')}
          </Alert>
        ) : (
          <PlanSummary variant="detailed" hasPro={hasPro} available={available} planDate={planDate} busy={loading} />
        )}
      </Stack>
    </Card>
  );
}
