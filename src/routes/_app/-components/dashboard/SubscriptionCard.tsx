import { useSelector } from '@xstate/react';
import {
  selectAvailableSessions,
  selectError,
  selectHasPro,
  selectPlanDate,
  selectPlanDisplay,
} from '../../../../../machines/subscription/subscription.selectors';
import type { SubscriptionActor } from '../../../../app/context';
import { routeTo } from '../../../../components/layout/nav';
import { PlanPanel } from '../../../../components/PlanPanel';
import { PlanSummary } from '../../../../components/PlanSummary';
import { t, text } from '../../../../i18n';
import { formatDate } from '../../../../i18n/format';
import { LinkButton, Spinner, Stack, Text } from '../../../../ui';

/** The plan, the interviews left and the reset or expiry date, with a link to /subscription (spec §2). */
export function SubscriptionCard({ subscription }: { subscription: SubscriptionActor }) {
  const hasPro = useSelector(subscription, selectHasPro);
  const available = useSelector(subscription, selectAvailableSessions);
  const planDate = useSelector(subscription, selectPlanDate);
  const error = useSelector(subscription, selectError);
  // Each protected page reloads the plan; the last one stays on screen meanwhile.
  const display = useSelector(subscription, selectPlanDisplay);

  return (
    <PlanPanel
      subscription={subscription}
      headingId="plan-heading"
      heading={t('dashboard.subscription')}
      loading={
        <Stack space="small" align="center" paddingY="large" textAlign="center" role="status">
          <Spinner label={null} />
          <span>{t('common.loading')}</span>
        </Stack>
      }
      failure={error ? text(error) : null}
      summary={<PlanSummary variant="compact" hasPro={hasPro} available={available} />}
    >
      {display !== 'loading' && planDate ? (
        <Text size="small" tone="secondary">
          {t(planDate.label === 'expires' ? 'dashboard.expiresOn' : 'dashboard.resetsOn', {
            date: formatDate(planDate.date, { timeZone: 'UTC' }),
          })}
        </Text>
      ) : null}
      <LinkButton to={routeTo('/subscription')} variant={hasPro ? 'secondary' : 'primary'} fullWidth>
        {hasPro ? t('dashboard.manageSubscription') : t('dashboard.upgrade')}
      </LinkButton>
    </PlanPanel>
  );
}
