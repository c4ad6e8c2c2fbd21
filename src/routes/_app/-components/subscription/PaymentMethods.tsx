import { t, type MessageKey } from '../../../../i18n';
import { Card, Heading, Stack, Text } from '../../../../ui';
import * as styles from './Subscription.css';

/** The coins the payment provider takes (spec §2 Payment Methods), in the spec's order. */
export const PAYMENT_METHODS: readonly MessageKey[] = [
  'subscription.coinBitcoin',
  'subscription.coinEthereum',
  'subscription.coinLitecoin',
  'subscription.coinTron',
  'subscription.coinBinanceCoin',
  'subscription.coinToncoin',
  'subscription.coinSolana',
  'subscription.coinUsdCoin',
  'subscription.coinTether',
];

/** The Payment Methods list (spec §2). */
export function PaymentMethods() {
  return (
    <Card as="section" aria-labelledby="payment-methods-heading">
      <Stack space="medium">
        <Heading level={3} as="h2" id="payment-methods-heading">
          {t('subscription.paymentMethods')}
        </Heading>
        <Text size="small" tone="secondary">
          {t('subscription.paymentMethodsText')}
        </Text>
        <ul className={styles.coins}>
          {PAYMENT_METHODS.map((key) => (
            <li key={key} className={styles.coin}>
              <span className={styles.coinMark} aria-hidden="true">
                {t(key).charAt(0)}
              </span>
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
