import { useSelector } from '@xstate/react';
import {
  selectAvailableSessions,
  selectHasPro,
  selectIsLoading,
  selectPlanDate,
  selectPlanDisplay,
} from '../../../../../machines/subscription/subscription.selectors';
import type { SubscriptionActor } from '../../../../app/context';
import { t } from '../../../../i18n';
import { formatDate } from '../../../../i18n/format';
import { Alert, Button, Card, Heading, Spinner, Stack, Text } from '../../../../ui';
import * as styles from './Subscription.css';

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
          <div className={styles.inlineStatus} role="status">
            <Spinner size="small" label={null} />
            <Text tone="secondary" as="span">
              {t('common.loading')}
            </Text>
          </div>
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
          <dl className={styles.planFacts} aria-busy={loading || undefined}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('subscription.status')}</dt>
              <dd className={styles.factValue}>
                {hasPro ? t('subscription.statusPro') : t('subscription.statusFree')}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('subscription.availableSessions')}</dt>
              <dd className={styles.factValue}>{t('subscription.sessionsRemaining', { count: available })}</dd>
            </div>
            {planDate ? (
              <div className={styles.fact}>
                <dt className={styles.factLabel}>
                  {planDate.label === 'expires' ? t('subscription.expires') : t('subscription.resets')}
                </dt>
                <dd className={styles.factValue}>
                  <time dateTime={planDate.date}>{formatDate(planDate.date, { timeZone: 'UTC' })}</time>
                </dd>
              </div>
            ) : null}
          </dl>
        )}
      </Stack>
    </Card>
  );
}
