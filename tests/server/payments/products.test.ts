import { describe, expect, it } from 'vitest';
import { useHarness } from '../support/harness';

describe('GET /web-api/products (getProducts)', () => {
  // The catalogue of products is code, not rows: one backend is enough.
  const h = useHarness('pglite');
  const list = async (query = '') => {
    const response = await h.app.inject({ method: 'GET', url: `/web-api/products${query}` });
    return { status: response.statusCode, body: response.json() as { products: Array<Record<string, unknown>> } };
  };

  it('lists PRO Monthly, PRO Annual (recommended, "Save 20%") and the interview pack, without the Free plan, to anyone', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.products.map((p) => p.id)).toEqual(['pro-monthly', 'pro-annual', 'pack-10']);
    const [monthly, annual, pack] = body.products;
    expect(monthly).toMatchObject({
      name: 'PRO Monthly',
      type: 'subscription',
      prices: [{ amount: 19.99, currency: 'USD', interval: 'month' }],
      interval: 'month',
      periodDays: 30,
      sessionCount: 60,
    });
    expect(monthly).not.toHaveProperty('recommended');
    expect(annual).toMatchObject({
      name: 'PRO Annual',
      type: 'subscription',
      prices: [{ amount: 191.9, currency: 'USD', interval: 'year' }],
      interval: 'year',
      periodDays: 365,
      sessionCount: 60,
      recommended: true,
      badge: 'Save 20%',
    });
    // 20 % below twelve months of PRO Monthly.
    expect(191.9 / (12 * 19.99)).toBeCloseTo(0.8, 3);
    expect(pack).toMatchObject({
      name: 'Interview Pack',
      type: 'other',
      prices: [{ amount: 9.99, currency: 'USD', interval: 'once' }],
      interval: 'once',
      sessionCount: 10,
    });
    expect(pack).not.toHaveProperty('periodDays');
    for (const product of body.products) {
      expect((product.features as string[]).length).toBeGreaterThanOrEqual(3);
      expect(typeof product.description).toBe('string');
    }
  });

  it('filters by type and by currency', async () => {
    expect((await list('?type=subscription')).body.products.map((p) => p.id)).toEqual(['pro-monthly', 'pro-annual']);
    expect((await list('?type=other')).body.products.map((p) => p.id)).toEqual(['pack-10']);
    expect((await list('?currency=USD')).body.products).toHaveLength(3);
    expect((await list('?currency=EUR')).body.products).toEqual([]);
    expect((await list('?type=other&currency=USD')).body.products.map((p) => p.id)).toEqual(['pack-10']);
  });

  it('refuses an unknown type or a malformed currency (400)', async () => {
    for (const query of ['?type=free', '?currency=usd', '?currency=DOLLAR']) {
      const response = await h.app.inject({ method: 'GET', url: `/web-api/products${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error' });
    }
  });
});
