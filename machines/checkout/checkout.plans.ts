/**
 * The plans the /subscription page offers (spec §2 /subscription, §3 Product / plan, §9): the server's
 * products after the client's fixed Free Plan entry, the current-plan rule, what may be bought, and
 * the currency's symbol (src/i18n/price.ts writes the price in the UI's language).
 */
import type { Schemas } from '../../openapi/types';
import type { UiText } from '../shared/text';
import { ANNUAL_PLAN_SAVING_PERCENT, DEFAULT_CURRENCY_SYMBOL, FREE_PLAN_SESSIONS_PER_MONTH } from '../shared/constants';

export type Product = Schemas['Product'];
export type ProductInterval = Product['interval'];

export interface PlanPrice {
  amount: number;
  /** ISO 4217 code as the server gave it (USD). */
  currency: string;
  interval: ProductInterval;
}

/** One card of the grid. Texts are `UiText`: the server's own words (`raw`) or the catalog's (Free Plan). */
export interface Plan {
  id: string;
  name: UiText;
  description: UiText | null;
  type: Product['type'];
  price: PlanPrice;
  features: UiText[];
  /** Interviews per month (Free), per period (plans) or in the pack. */
  sessionCount: number;
  interval: ProductInterval;
  /** Days of PRO a plan gives (plans only). */
  periodDays: number | null;
  recommended: boolean;
  badge: UiText | null;
  isFree: boolean;
}

export const FREE_PLAN_ID = 'free';

/** A plan's `sessionCount` is per 30-day period (contract `Product.sessionCount`). */
export const PLAN_SESSION_PERIOD_DAYS = 30;

/** The client's fixed Free Plan entry (spec §3): 10 interviews a month, price 0. */
export const FREE_PLAN: Plan = {
  id: FREE_PLAN_ID,
  name: { key: 'subscription.freePlanName' },
  description: { key: 'subscription.freePlanDescription' },
  type: 'subscription',
  price: { amount: 0, currency: 'USD', interval: 'month' },
  features: [{ key: 'subscription.freeFeatureJobs' }, { key: 'subscription.freeFeatureReports' }],
  sessionCount: FREE_PLAN_SESSIONS_PER_MONTH,
  interval: 'month',
  periodDays: null,
  recommended: false,
  badge: null,
  isFree: true,
};

function nonBlank(value: string | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

/** A product of GET /web-api/products as a card; null when it has no price to pay. */
export function planFromProduct(product: Product): Plan | null {
  const price = product.prices.find((candidate) => Number.isFinite(candidate.amount) && candidate.amount >= 0);
  if (!price) return null;
  // The annual plan is recommended and labelled "Save 20%" (spec §2, §9) when the server says nothing else.
  const isAnnual = product.type === 'subscription' && product.interval === 'year';
  const badge = nonBlank(product.badge);
  const description = nonBlank(product.description);
  return {
    id: product.id,
    name: { raw: product.name },
    description: description ? { raw: description } : null,
    type: product.type,
    price: { amount: price.amount, currency: price.currency, interval: price.interval },
    features: product.features.map(nonBlank).filter((feature): feature is string => feature !== null).map((raw) => ({ raw })),
    sessionCount: product.sessionCount,
    interval: product.interval,
    periodDays: product.periodDays ?? null,
    recommended: product.recommended ?? isAnnual,
    badge: badge
      ? { raw: badge }
      : isAnnual
        ? { key: 'subscription.saveBadge', values: { percent: ANNUAL_PLAN_SAVING_PERCENT } }
        : null,
    isFree: false,
  };
}

/** The grid: the Free Plan first, then the server's products in its order (a server "free" product is the client's). */
export function plansFromProducts(products: readonly Product[]): Plan[] {
  const sold = products
    .filter((product) => product.id !== FREE_PLAN_ID)
    .map(planFromProduct)
    .filter((plan): plan is Plan => plan !== null);
  return [FREE_PLAN, ...sold];
}

/**
 * The current-plan rule (spec §2): a card is current if the user is Pro and the plan id starts with
 * "pro", or the user is not Pro and the plan is the free one.
 */
export function isCurrentPlan(plan: Pick<Plan, 'id' | 'isFree'>, hasPro: boolean): boolean {
  return hasPro ? plan.id.toLowerCase().startsWith('pro') : plan.isFree;
}

/**
 * Which current plan carries the "Current Plan" badge: the one the user actually bought when the
 * subscription names it and it is among the current ones (after buying Annual, Monthly is covered
 * by the rule but was not bought); otherwise every plan the rule makes current.
 */
export function isMarkedCurrent(
  plan: Pick<Plan, 'id' | 'isFree'>,
  hasPro: boolean,
  boughtPlanId: string | null,
  plans: readonly Pick<Plan, 'id' | 'isFree'>[],
): boolean {
  if (!isCurrentPlan(plan, hasPro)) return false;
  const bought = boughtPlanId ? plans.find((p) => p.id === boughtPlanId && isCurrentPlan(p, hasPro)) : undefined;
  return bought ? bought.id === plan.id : true;
}

/** Free and the current plan cannot be bought. */
export function isPurchasable(plan: Pick<Plan, 'id' | 'isFree'>, hasPro: boolean): boolean {
  return !plan.isFree && !isCurrentPlan(plan, hasPro);
}

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };

/** The symbol of a currency; "$" when it has none of its own (spec §9 default currency symbol). */
export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency.trim().toUpperCase()] ?? DEFAULT_CURRENCY_SYMBOL;
}

/** The interviews a plan gives: "10 interviews per month", "60 interviews every 30 days", "10 extra interviews". */
export function sessionsText(plan: Plan): UiText {
  const count = plan.sessionCount;
  if (plan.type === 'other' || plan.interval === 'once') return { key: 'subscription.sessionsInPack', values: { count } };
  if (plan.isFree || plan.periodDays === null) return { key: 'subscription.sessionsPerMonth', values: { count } };
  return { key: 'subscription.sessionsPerPeriod', values: { count, days: PLAN_SESSION_PERIOD_DAYS } };
}
