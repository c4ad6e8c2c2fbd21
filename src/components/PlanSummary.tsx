import type { ElementType, ReactNode } from 'react';
import { t, type MessageKey } from '../i18n';
import { formatDate } from '../i18n/format';
import { Box, Columns, Inline, ProBadge, Stack } from '../ui';

/** When the plan's sessions reset (free) or the subscription expires (PRO), as the subscription says. */
export interface PlanDate {
  label: 'expires' | 'resets';
  date: string;
}

export interface PlanSummaryProps {
  /** The user has a PRO subscription; a free plan otherwise. */
  hasPro: boolean;
  /** The interviews left. */
  available: number;
  /**
   * `compact`: each fact on one line, label left and value right (the dashboard's card, with the PRO
   * badge). `detailed`: each label over a large value, three across from tablets on, with the date (the
   * subscription page's panel).
   */
  variant: 'compact' | 'detailed';
  /** The reset or expiry date; shown by the `detailed` summary. */
  planDate?: PlanDate | null;
  /** The plan is being reloaded (`aria-busy`). */
  busy?: boolean;
}

interface Fact {
  label: string;
  value: ReactNode;
}

const TEXTS = {
  compact: {
    plan: 'dashboard.plan',
    pro: 'dashboard.planPro',
    free: 'dashboard.planFree',
    available: 'dashboard.available',
    count: 'dashboard.availableCount',
  },
  detailed: {
    plan: 'subscription.status',
    pro: 'subscription.statusPro',
    free: 'subscription.statusFree',
    available: 'subscription.availableSessions',
    count: 'subscription.sessionsRemaining',
  },
} as const satisfies Record<PlanSummaryProps['variant'], Record<string, MessageKey>>;

/**
 * The plan summary of the dashboard and of /subscription (spec §2): the plan ("Pro Subscription" or
 * "Free Plan") and the interviews left, as a description list; the detailed one adds "Subscription
 * expires" (PRO) or "Sessions reset" (free) with the date.
 */
export function PlanSummary({ hasPro, available, variant, planDate = null, busy = false }: PlanSummaryProps) {
  const texts = TEXTS[variant];
  const plan = hasPro ? t(texts.pro) : t(texts.free);
  const facts: Fact[] = [
    { label: t(texts.plan), value: plan },
    { label: t(texts.available), value: t(texts.count, { count: available }) },
  ];

  if (variant === 'compact') {
    return (
      <Stack as="dl" space="small" aria-busy={busy || undefined}>
        {facts.map((fact, index) => (
          <Inline key={fact.label} space="xsmall" align="space-between" fontSize="small" lineHeight="small">
            <Box as="dt" color="secondary">
              {fact.label}
            </Box>
            {index === 0 ? (
              <Inline as="dd" space="xsmall" alignY="center" wrap={false} fontWeight="semibold" color="text">
                {fact.value}
                {hasPro ? <ProBadge /> : null}
              </Inline>
            ) : (
              <Box as="dd" fontWeight="semibold" color="text">
                {fact.value}
              </Box>
            )}
          </Inline>
        ))}
      </Stack>
    );
  }

  if (planDate) {
    facts.push({
      label: planDate.label === 'expires' ? t('subscription.expires') : t('subscription.resets'),
      value: <time dateTime={planDate.date}>{formatDate(planDate.date, { timeZone: 'UTC' })}</time>,
    });
  }
  return (
    <Columns as="dl" space="medium" columns={3} aria-busy={busy || undefined}>
      {facts.map((fact) => (
        <PlanFact key={fact.label} label={fact.label}>
          {fact.value}
        </PlanFact>
      ))}
    </Columns>
  );
}

export interface PlanFactProps {
  label: ReactNode;
  children: ReactNode;
  /** `div` inside a list of facts; `dl` when the fact stands alone (the checkout's selected plan). */
  as?: ElementType;
}

/** One fact of the detailed summary: a small label over a large value (the value's parts side by side). */
export function PlanFact({ label, children, as = 'div' }: PlanFactProps) {
  return (
    <Stack as={as} space="xxsmall">
      <Box as="dt" fontSize="small" lineHeight="small" color="secondary">
        {label}
      </Box>
      <Inline as="dd" space="xsmall" alignY="center" fontSize="large" lineHeight="large" fontWeight="semibold" color="text">
        {children}
      </Inline>
    </Stack>
  );
}
