import type { components } from '../../openapi/schema.gen';

/** A product as the contract lists it (`Product`). */
export type ProductView = components['schemas']['Product'];
export type ProductType = components['schemas']['ProductType'];

/** What buying a product gives (DECISIONS.md, "Plans and allowance"). */
export type Grant =
  /** PRO for `periodDays`, with `periodSessions` interviews per 30-day period. */
  | { kind: 'pro'; periodDays: number; periodSessions: number }
  /** Interviews added to the user's extra interviews, valid until used. */
  | { kind: 'pack'; sessions: number };

export interface CatalogProduct {
  id: string;
  name: string;
  description: string;
  type: ProductType;
  /** The price charged; every product has one price in one currency. */
  price: { amount: number; currency: string; interval: 'month' | 'year' | 'once' };
  features: string[];
  grant: Grant;
  recommended?: boolean;
  badge?: string;
}

const PRO_FEATURES = [
  '60 interviews every 30 days',
  'PRO-only job scenarios',
  'Full report analysis: technical, soft and English skills',
  'AI-powered recommendations with quotes from your answers',
  'PDF export of every report',
];

/**
 * The products on sale. The Free plan is not sold, so it is not listed: the client adds it itself.
 * PRO annual is 20 % below twelve months of PRO monthly (12 × 19.99 = 239.88 → 191.90).
 */
export const products: readonly CatalogProduct[] = [
  {
    id: 'pro-monthly',
    name: 'PRO Monthly',
    description: 'Everything in PRO, renewed by you month by month.',
    type: 'subscription',
    price: { amount: 19.99, currency: 'USD', interval: 'month' },
    features: [...PRO_FEATURES, '30 days of PRO per payment'],
    grant: { kind: 'pro', periodDays: 30, periodSessions: 60 },
  },
  {
    id: 'pro-annual',
    name: 'PRO Annual',
    description: 'A full year of PRO for the price of under ten months.',
    type: 'subscription',
    price: { amount: 191.9, currency: 'USD', interval: 'year' },
    features: [...PRO_FEATURES, '365 days of PRO per payment', 'Save 20% against monthly'],
    grant: { kind: 'pro', periodDays: 365, periodSessions: 60 },
    recommended: true,
    badge: 'Save 20%',
  },
  {
    id: 'pack-10',
    name: 'Interview Pack',
    description: 'Ten extra interviews on top of your plan, on the Free plan or PRO.',
    type: 'other',
    price: { amount: 9.99, currency: 'USD', interval: 'once' },
    features: ['10 extra interviews', 'Valid until used, never expire', 'Used after your plan’s monthly interviews', 'Works with the Free plan and PRO'],
    grant: { kind: 'pack', sessions: 10 },
  },
];

export function findProduct(id: string): CatalogProduct | null {
  return products.find((p) => p.id === id) ?? null;
}

/** Interviews a product gives: per 30 days for plans, in all for packs. */
export function sessionCountOf(product: CatalogProduct): number {
  return product.grant.kind === 'pro' ? product.grant.periodSessions : product.grant.sessions;
}

export function toProductView(product: CatalogProduct): ProductView {
  const view: ProductView = {
    id: product.id,
    name: product.name,
    description: product.description,
    type: product.type,
    prices: [{ ...product.price }],
    features: [...product.features],
    sessionCount: sessionCountOf(product),
    interval: product.price.interval,
  };
  if (product.grant.kind === 'pro') view.periodDays = product.grant.periodDays;
  if (product.recommended !== undefined) view.recommended = product.recommended;
  if (product.badge !== undefined) view.badge = product.badge;
  return view;
}

/** The products of `GET /web-api/products`: only those of `type`, only prices in `currency` (none priced in it: left out). */
export function listProducts(filter: { type?: ProductType; currency?: string } = {}): ProductView[] {
  return products
    .filter((p) => !filter.type || p.type === filter.type)
    .filter((p) => !filter.currency || p.price.currency === filter.currency)
    .map(toProductView);
}
