import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { bearer, errorOf, signedInUser } from './support/accounts';
import { backends } from './support/databases';
import { testConfig, useHarness } from './support/harness';

function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe.each(backends())('security properties (%s)', (backend) => {
  const h = useHarness(backend);

  it('sends a Content-Security-Policy without inline script, and the usual security headers', async () => {
    for (const url of ['/jobtalkai/config.json', '/web-api/auth/me', '/no/such/route']) {
      const response = await h.app.inject({ method: 'GET', url });
      const csp = response.headers['content-security-policy'];
      expect(typeof csp, url).toBe('string');
      const map = directives(csp as string);
      const scriptSrc = map.get('script-src') ?? map.get('default-src');
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(map.get('object-src')).toEqual(["'none'"]);
      expect(map.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('allows the Google and Apple script hosts only when they are configured', async () => {
    const plain = directives(
      (await h.app.inject({ method: 'GET', url: '/jobtalkai/config.json' })).headers['content-security-policy'] as string,
    );
    expect(plain.get('script-src')).toEqual(["'self'"]);
    const other = await h.sibling({ GOOGLE_CLIENT_ID: 'g', APPLE_CLIENT_ID: 'a' });
    const configured = directives(
      (await other.inject({ method: 'GET', url: '/jobtalkai/config.json' })).headers['content-security-policy'] as string,
    );
    expect(configured.get('script-src')).toEqual(expect.arrayContaining(['https://accounts.google.com', 'https://appleid.cdn-apple.com']));
    expect(configured.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('answers an unexpected failure with a 500 that leaks nothing', async () => {
    let failing = false;
    const secret = 'connect ECONNREFUSED postgres://admin:hunter2@db.internal:5432/jobtalk';
    const db: Database = {
      ...h.db,
      query: async (sql, params) => {
        if (failing) throw new Error(secret);
        return h.db.query(sql, params);
      },
    };
    const app = await buildApp({ config: testConfig(), db, logger: false });
    try {
      await app.ready();
      const session = await signedInUser(app);
      failing = true;
      for (const request of [
        { method: 'GET' as const, url: '/web-api/auth/me', headers: bearer(session.accessToken) },
        { method: 'POST' as const, url: '/web-api/auth/login', payload: { email: session.email, password: session.password } },
        { method: 'GET' as const, url: '/web-api/conversations/user', headers: bearer(session.accessToken) },
      ]) {
        const response = await app.inject(request);
        // A failing authentication lookup is a refusal (401); anything else a generic 500.
        expect([401, 500]).toContain(response.statusCode);
        const body = errorOf(response);
        expect(response.body).not.toContain('hunter2');
        expect(response.body).not.toContain('ECONNREFUSED');
        expect(response.body).not.toMatch(/at \w+ \(/);
        if (request.url === '/web-api/auth/login') expect(response.statusCode).toBe(500);
        if (response.statusCode === 500) {
          expect(body).toEqual({ error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
        }
      }
    } finally {
      await app.close();
    }
  });

  it('does not let X-Forwarded-For from an untrusted peer choose the rate-limit address', async () => {
    const limited = await h.sibling({ RATE_LIMIT_LOGIN: '1' });
    const attempt = (i: number) =>
      limited.inject({
        method: 'POST',
        url: '/web-api/auth/login',
        payload: { email: 'a@example.com', password: 'x' },
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    expect((await attempt(1)).statusCode).toBe(401);
    expect((await attempt(2)).statusCode).toBe(429);
  });

  it('guards the payment operations: a token for the user’s own, a signature for the provider’s callback', async () => {
    const session = await signedInUser(h.app);
    const anonymous = [
      { method: 'POST' as const, url: '/web-api/payments/create', payload: { productId: 'pro-monthly', returnUrl: 'http://jobtalk.test/a', cancelUrl: 'http://jobtalk.test/b' } },
      { method: 'GET' as const, url: '/web-api/payments/00000000-0000-4000-8000-000000000000' },
    ];
    for (const request of anonymous) {
      const response = await h.app.inject(request);
      expect(response.statusCode, request.url).toBe(401);
      expect(errorOf(response).error).toBe('unauthorized');
    }
    for (const headers of [{}, { 'x-nowpayments-sig': 'abc' }]) {
      const response = await h.app.inject({ method: 'POST', url: '/web-api/payments/callback', payload: { payment_status: 'finished' }, headers });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).error).toBe('invalid_signature');
    }
    // Another user's payment id is as unknown as a missing one.
    const response = await h.app.inject({ method: 'GET', url: '/web-api/payments/00000000-0000-4000-8000-000000000000', headers: bearer(session.accessToken) });
    expect(response.statusCode).toBe(404);
  });

  it('serves the sandbox checkout under the same policy: no inline script, forms may only lead back to the product', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/sandbox-pay/invoice/1234567890' });
    expect(response.statusCode).toBe(404);
    const map = directives(response.headers['content-security-policy'] as string);
    expect(map.get('script-src')).toEqual(["'self'"]);
    expect(map.get('style-src')).toEqual(["'self'"]);
    expect(map.get('form-action')).toEqual(["'self'", 'http://jobtalk.test', 'http://localhost:5173']);
    expect(response.body).not.toMatch(/<script|style=/i);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/web-api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).error).toBe('not_found');
  });
});
