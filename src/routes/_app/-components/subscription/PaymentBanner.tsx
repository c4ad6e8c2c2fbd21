import type { PaymentBanner as Banner } from '../../../../../machines/paymentReturn/paymentReturn.events';
import { t, text } from '../../../../i18n';
import { Alert, Inline, Spinner, Text } from '../../../../ui';

export interface PaymentBannerProps {
  banner: Banner | null;
  /** The server is confirming the payment: "Confirming your payment...". */
  confirming: boolean;
  onDismiss: () => void;
}

/**
 * Back from the payment provider (spec §2, §4 "Payment return"): "Payment Successful!" only once the
 * server has applied the payment, otherwise "Payment Issue" with its text.
 */
export function PaymentBanner({ banner, confirming, onDismiss }: PaymentBannerProps) {
  if (confirming) {
    return (
      <Inline space="xsmall" alignY="center" wrap={false} color="secondary" role="status">
        <Spinner size="small" label={null} />
        <Text as="span" tone="secondary">
          {t('subscription.confirmingPayment')}
        </Text>
      </Inline>
    );
  }
  if (!banner) return null;
  return (
    <Alert
      id="payment-banner"
      tone={banner.tone}
      title={banner.title === 'success' ? t('subscription.bannerSuccessTitle') : t('subscription.bannerIssueTitle')}
      onDismiss={onDismiss}
    >
      {text(banner.text)}
    </Alert>
  );
}
