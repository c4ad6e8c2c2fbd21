/**
 * How a plan's price reads in the UI's language (spec §2 /subscription, §9): the amount formatted for
 * the locale, the currency's symbol and the period as catalogue texts.
 */
import { currencySymbol, type PlanPrice, type ProductInterval } from '../../machines/checkout/checkout.plans';
import { getLocale, type Locale, type UiText } from './index';

/** In English 0 → "0", 19.99 → "19.99", 191.9 → "191.90", 1200 → "1,200"; in Russian "19,99", "1 200". */
export function formatAmount(amount: number, locale: Locale = getLocale()): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** How a price reads in the UI's language: "$19.99" and "/ month" (or "/ year", "one-time payment"); "19,99 $" in Russian. */
export function priceTexts(price: PlanPrice): { amount: UiText; period: UiText } {
  const period: Record<ProductInterval, UiText> = {
    month: { key: 'subscription.perMonth' },
    year: { key: 'subscription.perYear' },
    once: { key: 'subscription.once' },
  };
  return {
    amount: { key: 'subscription.price', values: { symbol: currencySymbol(price.currency), amount: formatAmount(price.amount) } },
    period: period[price.interval],
  };
}
