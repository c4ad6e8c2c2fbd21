import { useId } from 'react';
import { sessionsText } from '../../../../../machines/checkout/checkout.plans';
import type { PlanCardView } from '../../../../../machines/checkout/checkout.selectors';
import { t, text } from '../../../../i18n';
import { planTexts } from '../../../../i18n/catalogue';
import { formatDate } from '../../../../i18n/format';
import { priceTexts } from '../../../../i18n/price';
import { Badge, Box, Button, Heading, Inline, Stack, Text } from '../../../../ui';
import { CheckCircleIcon } from '../../../../ui/icons';
import * as styles from './Subscription.css';

export interface PlanCardProps {
  card: PlanCardView;
  /** A payment is being created: selection is locked. */
  locked: boolean;
  onSelect: (planId: string) => void;
  /**
   * The PRO plan the user bought and when it ends, when the subscription says so: another PRO plan's
   * card says it can be chosen once that one ends (the spec's current-plan rule keeps it off sale).
   */
  proPlan?: { id: string; name: string; endsAt: string | null } | null;
}

/**
 * One plan (spec §2, §3): name, price with currency symbol and interval, the interviews it gives,
 * its features; "Current Plan" on the plan bought (the current-plan rule when the subscription does not
 * say which); the annual plan recommended with its "Save 20%" badge unless the user has it. Only a
 * plan that may be bought has "Select Plan" (a toggle: `aria-pressed`; "Selected" once chosen).
 */
export function PlanCard({ card, locked, onSelect, proPlan = null }: PlanCardProps) {
  const { plan, isCurrent, isMarkedCurrent, isPurchasable, isSelected } = card;
  const nameId = useId();
  const price = priceTexts(plan.price);
  const sessions = text(sessionsText(plan));
  const texts = planTexts(plan);
  // The server may already list the interviews among the features: say it once.
  const features = texts.features.filter((feature) => feature.trim().toLowerCase() !== sessions.toLowerCase());
  // Another PRO plan than the one bought: covered by the rule, but not what the user has.
  const otherProPlan = isCurrent && !isMarkedCurrent && proPlan && proPlan.id !== plan.id && proPlan.endsAt ? proPlan : null;
  const classes = [
    styles.card,
    plan.recommended ? styles.recommended : null,
    isMarkedCurrent ? styles.current : null,
    isSelected ? styles.selected : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Box
      as="li"
      display="flex"
      minWidth={0}
      data-plan-id={plan.id}
      data-current={isMarkedCurrent || undefined}
      data-recommended={plan.recommended || undefined}
      data-selected={isSelected || undefined}
    >
      <article className={classes} aria-labelledby={nameId}>
        <Stack space="xsmall">
          <Inline space="xxsmall" className={styles.markers}>
            {isMarkedCurrent ? <Badge tone="info">{t('subscription.currentPlan')}</Badge> : null}
            {/* A plan the user already has is not recommended to them; the selection shows on its button. */}
            {plan.recommended && !isCurrent ? <Badge tone="brand">{t('subscription.recommended')}</Badge> : null}
            {texts.badge && !isCurrent ? <Badge tone="success">{texts.badge}</Badge> : null}
          </Inline>
          <Heading level={3} id={nameId}>
            {texts.name}
          </Heading>
          {texts.description ? (
            <Text size="small" tone="secondary">
              {texts.description}
            </Text>
          ) : null}
        </Stack>
        <Inline as="p" space="xxsmall" alignY="baseline">
          <Box as="span" fontSize="h1" lineHeight="h1" fontWeight="bold" color="text">
            {text(price.amount)}
          </Box>{' '}
          <span className={styles.period}>{text(price.period)}</span>
        </Inline>
        <Box as="p" fontWeight="semibold" color="primaryActive">
          {sessions}
        </Box>
        {features.length ? (
          <Stack
            as="ul"
            space="xsmall"
            flexGrow={1}
            margin="none"
            padding="none"
            listStyle="none"
            fontSize="small"
            lineHeight="small"
            color="text"
          >
            {features.map((feature, index) => (
              <Inline as="li" key={index} space="xsmall" alignY="top" wrap={false}>
                <CheckCircleIcon className={styles.featureIcon} />
                <span>{feature}</span>
              </Inline>
            ))}
          </Stack>
        ) : (
          <Box flexGrow={1} />
        )}
        <Stack space="xsmall">
          {isPurchasable ? (
            <Button
              variant={isSelected || plan.recommended ? 'primary' : 'secondary'}
              fullWidth
              aria-pressed={isSelected}
              disabled={locked}
              onClick={() => onSelect(plan.id)}
            >
              {t(isSelected ? 'subscription.selectedPlanButton' : 'subscription.selectPlan')}
            </Button>
          ) : plan.isFree && !isCurrent ? (
            <p className={styles.footnote}>{t('subscription.alwaysIncluded')}</p>
          ) : otherProPlan ? (
            <p className={styles.footnote}>
              {t('subscription.otherProPlan', { plan: otherProPlan.name, date: formatDate(otherProPlan.endsAt) })}
            </p>
          ) : isCurrent && !isMarkedCurrent ? (
            <p className={styles.footnote}>{t('subscription.coveredByPro')}</p>
          ) : null}
        </Stack>
      </article>
    </Box>
  );
}
