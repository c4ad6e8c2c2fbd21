/** Real implementations of the checkout's actors over the typed API client (spec §7 products and payments). */
import { fromPromise } from 'xstate';
import { callApi } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import type { Api } from '../shared/ports';
import type { CreatedPayment, CreatePaymentInput } from './checkout.events';
import type { Product } from './checkout.plans';

export interface CheckoutDeps {
  api: Api;
}

/** Only an absolute http(s) address is followed; anything else counts as no redirect URL. */
export function usableRedirectUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function createCheckoutActors({ api }: CheckoutDeps) {
  return {
    loadProducts: fromPromise<Product[]>(async ({ signal }) => {
      const result = await callApi(() => api.GET('/web-api/products', { signal }));
      if (!result.ok || !Array.isArray(result.data?.products)) {
        throw flowFailure({ key: 'subscription.pageLoadFailed' });
      }
      return result.data.products;
    }),

    createPayment: fromPromise<CreatedPayment, CreatePaymentInput>(async ({ input, signal }) => {
      const result = await callApi(() => api.POST('/web-api/payments/create', { body: input, signal }));
      if (!result.ok) throw flowFailure({ key: 'subscription.paymentStartFailed' });
      const data: unknown = result.data;
      const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
      return {
        paymentId: typeof record.paymentId === 'string' && record.paymentId ? record.paymentId : null,
        redirectUrl: usableRedirectUrl(record.redirectUrl),
      };
    }),
  };
}
