import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectPlanDisplay } from '../../machines/subscription/subscription.selectors';
import type { SubscriptionActor } from '../app/context';
import { Card, Heading, RetryAlert, Stack } from '../ui';

export interface PlanPanelProps {
  subscription: SubscriptionActor;
  /** The heading's id, which names the section. */
  headingId: string;
  heading: ReactNode;
  /** Shown while the plan loads and none is on screen yet. */
  loading: ReactNode;
  /** The message of a load that failed with no plan to show; `null` shows `summary` instead. */
  failure: ReactNode;
  /** The plan (a `PlanSummary`). */
  summary: ReactNode;
  /** Under the plan, whatever it shows: the date, a link. */
  children?: ReactNode;
}

/**
 * The plan's card on the dashboard and on /subscription (spec §2): its heading, then the loading
 * indicator, the failure with "Retry" (reloads the subscription) or the plan. A reload keeps the last
 * plan on screen.
 */
export function PlanPanel({ subscription, headingId, heading, loading, failure, summary, children }: PlanPanelProps) {
  const display = useSelector(subscription, selectPlanDisplay);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={3} as="h2" id={headingId}>
          {heading}
        </Heading>
        {display === 'loading' ? (
          loading
        ) : display === 'failed' && failure !== null ? (
          <RetryAlert onRetry={() => subscription.send({ type: 'subscription.load' })}>
            {failure}
          </RetryAlert>
        ) : (
          summary
        )}
        {children}
      </Stack>
    </Card>
  );
}
