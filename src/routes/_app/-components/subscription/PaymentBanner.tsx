import type { PaymentBanner as Banner } from '../../../../../machines/paymentReturn/paymentReturn.events';
import { t, text } from '../../../../i18n';
import { Alert, Inline, Spinner, Text } from '../../../../ui';

export interface PaymentBannerProps {
  banner: Banner | null;
  /** The server is confirming the payment: "Confirming your payment...". */
  confirming: boolean;
  onDismiss: () => void;
}

/** A banner's text without an opening that repeats its title ("Payment successful! Your subscription…"). */
function withoutTitle(said: string, title: string): string {
  return said.toLocaleLowerCase().startsWith(title.toLocaleLowerCase()) ? said.slice(title.length).trim() : said;
}

/**
 * Back from the payment provider (spec §2, §4 "Payment return"): "Payment Successful!" only once the
 * server has applied the payment, otherwise "Payment Issue" with its text. A text that opens with
 * the title's words (the spec's "Payment successful! Your subscription has been activated.") goes on
 * after them: the banner says it once.
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
  const title = banner.title === 'success' ? t('subscription.bannerSuccessTitle') : t('subscription.bannerIssueTitle');
  const said = withoutTitle(text(banner.text), title);
  return (
    <Alert id="payment-banner" tone={banner.tone} title={title} onDismiss={onDismiss}>
      {said || null}
    </Alert>
  );
}
