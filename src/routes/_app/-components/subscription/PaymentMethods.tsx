import { t, type MessageKey } from '../../../../i18n';
import { Box, Card, Heading, Stack, Text } from '../../../../ui';
import * as styles from './Subscription.css';

/** A coin the payment provider takes: its name and its own sign (a currency symbol, else its ticker). */
export interface PaymentMethod {
  name: MessageKey;
  sign: string;
}

/** The coins the payment provider takes (spec §2 Payment Methods), in the spec's order. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { name: 'subscription.coinBitcoin', sign: '₿' },
  { name: 'subscription.coinEthereum', sign: 'Ξ' },
  { name: 'subscription.coinLitecoin', sign: 'Ł' },
  { name: 'subscription.coinTron', sign: 'TRX' },
  { name: 'subscription.coinBinanceCoin', sign: 'BNB' },
  { name: 'subscription.coinToncoin', sign: 'TON' },
  { name: 'subscription.coinSolana', sign: 'SOL' },
  { name: 'subscription.coinUsdCoin', sign: 'USDC' },
  { name: 'subscription.coinTether', sign: '₮' },
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
          {PAYMENT_METHODS.map(({ name, sign }) => (
            <Box
              as="li"
              key={name}
              display="flex"
              alignItems="center"
              gap="xsmall"
              minWidth={0}
              paddingX="small"
              paddingY="xsmall"
              border="standard"
              borderRadius="medium"
              background="surface"
              fontSize="small"
              fontWeight="medium"
            >
              <span className={styles.coinMark} data-long={sign.length > 2 || undefined} aria-hidden="true">
                {sign}
              </span>
              <span>{t(name)}</span>
            </Box>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
