import { useEffect, useRef } from 'react';
import type { Plan } from '../../../../../machines/checkout/checkout.plans';
import { t, text, type UiText } from '../../../../i18n';
import { planTexts } from '../../../../i18n/catalogue';
import { priceTexts } from '../../../../i18n/price';
import { Alert, Button, Card, Heading, Inline, Stack, Text } from '../../../../ui';
import { PlanFact } from '../../../../components/PlanSummary';
import * as styles from './Subscription.css';

export interface CheckoutPanelProps {
  selected: Plan | null;
  processing: boolean;
  error: UiText | null;
  onCancel: () => void;
  onProceed: () => void;
}

/**
 * The Checkout panel (spec §2, §4 Checkout, §5): Selected Plan, Cancel and "Proceed to Payment"
 * ("Processing..." while the payment is created and the browser leaves for the provider).
 */
export function CheckoutPanel({ selected, processing, error, onCancel, onProceed }: CheckoutPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const selectedId = selected?.id ?? null;
  // Below the grid on a phone: bring the panel into view when a plan is chosen.
  useEffect(() => {
    if (selectedId) panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);
  const price = selected ? priceTexts(selected.price) : null;

  return (
    <div ref={panel}>
      <Card as="section" aria-labelledby="checkout-heading" tone="brand">
        <Stack space="medium">
          <Heading level={3} as="h2" id="checkout-heading">
            {t('subscription.checkout')}
          </Heading>
          {selected && price ? (
            <PlanFact as="dl" label={t('subscription.selectedPlan')}>
              <span>{planTexts(selected).name}</span>
              <span className={styles.period}>
                {text(price.amount)} {text(price.period)}
              </span>
            </PlanFact>
          ) : (
            <Text tone="secondary">{t('subscription.noPlanSelected')}</Text>
          )}
          {error ? <Alert tone="error">{text(error)}</Alert> : null}
          <Text size="small" tone="secondary">
            {t('subscription.checkoutNote')}
          </Text>
          <Inline
            space="small"
            collapseBelow="tablet"
            align="end"
            wrap={false}
            flexDirection={{ mobile: 'column-reverse', tablet: 'row' }}
          >
            <Button variant="secondary" onClick={onCancel} disabled={processing || !selected}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={processing}
              loadingLabel={t('subscription.processing')}
              disabled={!selected}
              onClick={onProceed}
            >
              {t('subscription.proceed')}
            </Button>
          </Inline>
        </Stack>
      </Card>
    </div>
  );
}
