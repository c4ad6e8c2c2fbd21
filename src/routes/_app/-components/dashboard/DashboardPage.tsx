import { useSelector } from '@xstate/react';
import { selectUser } from '../../../../../machines/auth/auth.selectors';
import type { AuthActor, SubscriptionActor } from '../../../../app/context';
import { t } from '../../../../i18n';
import { Columns, Heading, Stack, Text } from '../../../../ui';
import { QuickActions } from './QuickActions';
import { RecentActivity, type RecentActivityActor } from './RecentActivity';
import { SubscriptionCard } from './SubscriptionCard';

export interface DashboardPageProps {
  auth: AuthActor;
  subscription: SubscriptionActor;
  recentActivity: RecentActivityActor;
}

/** /dashboard: greeting, plan, quick actions and Recent Activity (spec §2). */
export function DashboardPage({ auth, subscription, recentActivity }: DashboardPageProps) {
  const user = useSelector(auth, selectUser);
  const name = user?.name?.trim() || t('common.user');
  return (
    <Stack space="xlarge">
      <Stack space="xsmall">
        <Heading level={1}>{t('dashboard.greeting', { name })}</Heading>
        <Text tone="secondary">{t('dashboard.subtitle')}</Text>
      </Stack>
      <Columns space="large" columns="2:3" collapseBelow="desktop" alignY="top">
        <SubscriptionCard subscription={subscription} />
        <QuickActions />
      </Columns>
      <RecentActivity actor={recentActivity} />
    </Stack>
  );
}
