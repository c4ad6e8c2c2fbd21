import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { StoredReport } from '../../../server/evaluation/repository';
import { SANDBOX_ACCOUNT_EMAIL } from '../../../server/payments/sandbox/keys';
import { verifyNotification } from '../../../server/payments/signature';
import { bearer, signedInUser } from '../support/accounts';
import { seedConversation } from '../support/conversations';
import { backends } from '../support/databases';
import { PUBLIC_URL, testConfig } from '../support/harness';
import { startHttpServer } from '../support/localServers';
import { isStatus, isType } from '../live/support/client';
import { PRO_JOB, useLiveHarness, type LiveHarness } from '../live/support/liveHarness';
import { CANCEL_URL, createdPayment, paymentStatus, RETURN_URL, SUBSCRIPTION_URL } from './support';
import { useInProcessEvaluator } from '../support/evaluator';

const COINS = ['Bitcoin', 'Ethereum', 'Litecoin', 'Tron', 'Binance Coin', 'Toncoin', 'Solana', 'USD Coin', 'Tether'];

const evaluator = useInProcessEvaluator();

const SCENARIO = {
  id: 'backend-node',
  position: 'Backend Engineer',
  company: { name: 'Northwind Logistics' },
  description: 'Build the services that plan deliveries.',
  skills: ['Node.js', 'PostgreSQL'],
  requirements: ['Three years building backend services'],
  responsibilities: ['Design and run the routing API'],
};
const T0 = Date.parse('2026-11-02T10:00:00.000Z');
const at = (s: number) => new Date(T0 + s * 1000).toISOString();
const MESSAGES = [
  { id: 'pay:q1', role: 'Engineering Manager', sender: 'Dana', text: 'Tell us about a backend service you built with Node.js and PostgreSQL.', at: at(5) },
  {
    id: 'pay:a1',
    role: 'USER',
    text: 'I built the order tracking service in Node.js with PostgreSQL, added a composite index and cut the p95 latency from 900 to 120 milliseconds.',
    at: at(60),
  },
];

/** A finished interview of `userId` with a complete report. */
async function seedReport(h: LiveHarness, userId: string): Promise<string> {
  const analysis = await evaluator.evaluate({
    scenario: { ...SCENARIO, company: 'Northwind Logistics' },
    messages: MESSAGES.map((m) => ({ id: m.id, role: m.role, sender: m.sender ?? '', text: m.text, createdAt: new Date(m.at), audioMs: null, speech: null })),
    startedAt: new Date(at(0)),
    endedAt: new Date(at(90)),
  });
  const report: StoredReport = { version: 1, analysis, scoredBy: 'rubric' };
  return seedConversation(h.db, userId, {
    startedAt: at(0),
    endedAt: at(90),
    scenario: SCENARIO,
    messages: MESSAGES,
    report: { status: 2, report, score: analysis.overallScore, generatedAt: at(95) },
  });
}

/** The browser's view: pages linked at PUBLIC_URL are served by the server under test. */
function served(baseUrl: string, link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe(PUBLIC_URL);
  return `${baseUrl}${url.pathname}${url.search}`;
}

/** Submits the checkout page's form as a browser does (no redirect followed). */
async function submit(pageUrl: string, fields: Record<string, string>) {
  const response = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

async function paymentRow(h: { db: LiveHarness['db'] }, id: string) {
  const [row] = await h.db.query<{ status: string; applied_at: Date | null; pay_currency: string | null; provider: string }>(
    'SELECT status, applied_at, pay_currency, provider FROM payments WHERE id = $1',
    [id],
  );
  return row;
}

function subscription(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/web-api/auth/subscription', headers: bearer(token) }).then((r) => r.json());
}

describe.each(backends())('the sandbox payment provider (%s)', (backend) => {
  const h = useLiveHarness(backend);

  it('takes a free user to PRO: PRO job refused and free report before; checkout page, Pay with a coin, callbacks, then PRO everywhere', async () => {
    const user = await h.user();

    // Free: a PRO job is refused and the report is the free view.
    const refused = await h.connect();
    const refusedUid = refused.start(user.accessToken, PRO_JOB.id);
    expect(await refused.next(isType('status'))).toMatchObject({ code: 403, message: 'This interview requires a PRO subscription', uid: refusedUid });
    const reportId = await seedReport(h, user.id);
    const report = () => h.app.inject({ method: 'GET', url: `/web-api/conversations/${reportId}/report`, headers: bearer(user.accessToken) }).then((r) => r.json());
    const free = await report();
    expect(free).toMatchObject({ status: 2, isFullReport: false });
    expect(free).not.toHaveProperty('hardSkills');
    expect(free).not.toHaveProperty('recommendations');

    // Checkout: the invoice page is linked at PUBLIC_URL.
    const { paymentId, redirectUrl } = await createdPayment(h.app, user.accessToken, { productId: 'pro-monthly' });
    expect(redirectUrl).toMatch(new RegExp(`^${PUBLIC_URL}/sandbox-pay/invoice/\\d{10}$`));
    const pageUrl = served(h.url, redirectUrl);
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>Checkout<\/h1>/);
    expect(html).toContain('19.99 USD');
    expect(html).toContain('JobTalk AI — PRO Monthly');
    expect(html).not.toMatch(/<script|style="|\son\w+=/i);
    for (const coin of COINS) expect(html).toMatch(new RegExp(`<label for="coin-[a-z0-9]+">${coin} `));
    expect(html.match(/<input type="radio" id="coin-([a-z0-9]+)" name="coin"/g)).toHaveLength(9);
    for (const action of ['Pay', 'Cancel', 'Fail']) {
      expect(html).toMatch(new RegExp(`<button type="submit" name="action" value="${action.toLowerCase()}"[^>]*>${action}</button>`));
    }
    const css = await fetch(`${h.url}/sandbox-pay/checkout.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);

    // Pay: the notifications reach the product before the buyer is sent back.
    const paid = await submit(pageUrl, { coin: 'sol', action: 'pay' });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${RETURN_URL}&paymentId=${paymentId}`);
    expect(await paymentRow(h, paymentId)).toMatchObject({ status: 'finished', pay_currency: 'sol', provider: 'sandbox' });
    expect((await paymentRow(h, paymentId)).applied_at).not.toBeNull();

    const status = await paymentStatus(h.app, user.accessToken, paymentId);
    expect(status.json()).toEqual({
      paymentId,
      productId: 'pro-monthly',
      status: 'finished',
      success: true,
      message: 'Payment successful! Your subscription has been activated.',
      subscriptionUpdated: true,
    });
    expect(await subscription(h.app, user.accessToken)).toMatchObject({ hasProSubscription: true, plan: { id: 'pro-monthly' }, availableSessions: 60 });
    const full = await report();
    expect(full).toMatchObject({ isFullReport: true });
    expect(full).toHaveProperty('hardSkills');
    expect(full).toHaveProperty('recommendations');
    const client = await h.connect();
    const uid = client.start(user.accessToken, PRO_JOB.id);
    expect(await client.next(isStatus('connected'))).toMatchObject({ code: 200, uid });

    // An invoice is paid once.
    const again = await submit(pageUrl, { coin: 'btc', action: 'pay' });
    expect(again.status).toBe(409);
    expect(again.body).toContain('Invoice closed');
    expect((await fetch(pageUrl)).status).toBe(409);
    expect((await h.db.query('SELECT 1 FROM pro_subscriptions WHERE user_id = $1', [user.id])).length).toBe(1);
  });

  it('signs its notifications like NOWPayments and sends waiting → confirming → confirmed → finished in order', async () => {
    const recorder = await startHttpServer(() => ({ status: 200, body: { message: 'ok' } }));
    const app = await buildApp({ config: testConfig({ PAYMENTS_CALLBACK_URL: `${recorder.url}/ipn` }), db: h.db, logger: false, overrides: { now: h.clock.now } });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const session = await signedInUser(app);
      const { paymentId, redirectUrl } = await createdPayment(app, session.accessToken, { productId: 'pack-10' });
      const paid = await submit(served(url, redirectUrl), { coin: 'usdttrc20', action: 'pay' });
      expect(paid.location).toBe(`${RETURN_URL}&paymentId=${paymentId}`);

      const secret = app.services.payments.sandboxKeys!.ipnSecret;
      const received = recorder.requests.map((r) => ({ body: JSON.parse(r.body) as Record<string, unknown>, signature: String(r.headers['x-nowpayments-sig']) }));
      expect(received.map((r) => r.body.payment_status)).toEqual(['waiting', 'confirming', 'confirmed', 'finished']);
      for (const { body, signature } of received) {
        expect(verifyNotification(body, signature, secret)).toBe(true);
        expect(body).toMatchObject({ order_id: paymentId, price_amount: 9.99, price_currency: 'usd', pay_currency: 'usdttrc20', pay_amount: 9.99 });
        // Fields the contract does not name travel too, and are signed.
        expect(body).toHaveProperty('pay_address');
        expect(body).toHaveProperty('fee');
      }
      expect(recorder.requests.every((r) => r.url === '/ipn' && r.method === 'POST')).toBe(true);

      // Nothing reached the product, so nothing is applied; delivering the same notifications applies the pack once.
      expect(await paymentRow(h, paymentId)).toMatchObject({ status: 'waiting', applied_at: null });
      for (const { body, signature } of [...received, ...received]) {
        const response = await app.inject({ method: 'POST', url: '/web-api/payments/callback', headers: { 'x-nowpayments-sig': signature }, payload: body });
        expect(response.statusCode, response.body).toBe(200);
      }
      expect(await subscription(app, session.accessToken)).toMatchObject({ hasProSubscription: false, extraSessions: 10 });
      // The sandbox's status API agrees.
      const [row] = await h.db.query<{ provider_payment_id: string }>('SELECT provider_payment_id FROM payments WHERE id = $1', [paymentId]);
      const answer = await fetch(`${url}/sandbox-pay/v1/payment/${row.provider_payment_id}`, { headers: { 'x-api-key': app.services.payments.sandboxKeys!.apiKey } });
      expect(await answer.json()).toMatchObject({ payment_status: 'finished', order_id: paymentId, price_amount: 9.99, actually_paid: 9.99 });
    } finally {
      await app.close();
      await recorder.close();
    }
  });

  it('applies a payment whose notifications never reached the product when the buyer returns: found by its invoice, once', async () => {
    // The invoice was made by a process that is gone: nothing answers its callback address any more.
    const gone = await startHttpServer(() => ({ status: 410, body: { message: 'gone' } }));
    const maker = await buildApp({ config: testConfig({ PAYMENTS_CALLBACK_URL: `${gone.url}/web-api/payments/callback` }), db: h.db, logger: false, overrides: { now: h.clock.now } });
    try {
      await maker.listen({ port: 0, host: '127.0.0.1' });
      const session = await signedInUser(maker);
      const { paymentId, redirectUrl } = await createdPayment(maker, session.accessToken, { productId: 'pro-monthly' });
      await maker.close();
      const paid = await submit(served(h.url, redirectUrl), { coin: 'btc', action: 'pay' });
      expect(paid.location).toBe(`${RETURN_URL}&paymentId=${paymentId}`);
      expect(gone.requests.map((r) => (JSON.parse(r.body) as { payment_status: string }).payment_status)).toEqual(['waiting', 'confirming', 'confirmed', 'finished']);
      expect(await paymentRow(h, paymentId)).toMatchObject({ status: 'waiting', applied_at: null });

      // Back on the subscription page, served by another process: it asks the provider by invoice.
      const results = await Promise.all([1, 2].map(() => paymentStatus(h.app, session.accessToken, paymentId)));
      for (const result of results) expect(result.json()).toMatchObject({ status: 'finished', success: true, subscriptionUpdated: true });
      expect(await subscription(h.app, session.accessToken)).toMatchObject({ hasProSubscription: true });
      expect((await h.db.query('SELECT 1 FROM pro_subscriptions WHERE payment_id = $1', [paymentId])).length).toBe(1);
    } finally {
      await maker.close();
      await gone.close();
    }
  });

  it('Fail: notifies waiting then failed and returns the buyer with payment=failed; the user stays free', async () => {
    const user = await h.user();
    const { paymentId, redirectUrl } = await createdPayment(h.app, user.accessToken);
    const failed = await submit(served(h.url, redirectUrl), { coin: 'btc', action: 'fail' });
    expect(failed.status).toBe(303);
    expect(failed.location).toBe(`${SUBSCRIPTION_URL}?payment=failed&paymentId=${paymentId}`);
    expect(await paymentRow(h, paymentId)).toMatchObject({ status: 'failed', applied_at: null });
    expect((await paymentStatus(h.app, user.accessToken, paymentId)).json()).toMatchObject({
      status: 'failed',
      success: false,
      subscriptionUpdated: false,
      message: 'Your payment did not complete. Please try again or contact support.',
    });
    expect(await subscription(h.app, user.accessToken)).toMatchObject({ hasProSubscription: false });
    // A failed invoice cannot be paid afterwards.
    expect((await submit(served(h.url, redirectUrl), { coin: 'btc', action: 'pay' })).status).toBe(409);
  });

  it('Cancel: returns the buyer to cancelUrl with paymentId, changes nothing and leaves the invoice payable', async () => {
    const user = await h.user();
    const { paymentId, redirectUrl } = await createdPayment(h.app, user.accessToken, { productId: 'pack-10', payCurrency: 'eth' });
    const pageUrl = served(h.url, redirectUrl);
    // The coin asked for at checkout is the one chosen on the page.
    expect(await fetch(pageUrl).then((r) => r.text())).toContain('id="coin-eth" name="coin" value="eth" checked');
    const cancelled = await submit(pageUrl, { coin: 'eth', action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(`${CANCEL_URL}&paymentId=${paymentId}`);
    expect((await paymentStatus(h.app, user.accessToken, paymentId)).json()).toMatchObject({ status: 'waiting', success: false, subscriptionUpdated: false });
    expect(await subscription(h.app, user.accessToken)).toMatchObject({ extraSessions: 0 });

    expect((await fetch(pageUrl)).status).toBe(200);
    expect((await submit(pageUrl, { coin: 'eth', action: 'pay' })).status).toBe(303);
    expect((await paymentStatus(h.app, user.accessToken, paymentId)).json()).toMatchObject({
      status: 'finished',
      success: true,
      message: 'Payment successful! 10 interviews were added.',
    });
    expect(await subscription(h.app, user.accessToken)).toMatchObject({ hasProSubscription: false, extraSessions: 10 });
  });

  it('answers an unknown invoice with a 404 page and a bad choice with a 400 page', async () => {
    for (const path of ['/sandbox-pay/invoice/1234567890', '/sandbox-pay/invoice/not-an-invoice']) {
      const page = await fetch(`${h.url}${path}`);
      expect(page.status, path).toBe(404);
      const html = await page.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1>Invoice not found</h1>');
      expect((await submit(`${h.url}${path}`, { coin: 'btc', action: 'pay' })).status).toBe(404);
    }
    const user = await h.user();
    const { redirectUrl } = await createdPayment(h.app, user.accessToken);
    const pageUrl = served(h.url, redirectUrl);
    expect((await submit(pageUrl, { coin: 'btc' })).status).toBe(400);
    expect((await submit(pageUrl, { coin: 'doge', action: 'pay' })).status).toBe(400);
    expect((await fetch(pageUrl)).status).toBe(200);
  });

  it("speaks NOWPayments' API under /sandbox-pay with its x-api-key check", async () => {
    const keys = h.app.services.payments.sandboxKeys!;
    const invoice = {
      price_amount: 19.99,
      price_currency: 'usd',
      order_id: 'order-1',
      order_description: 'Test',
      ipn_callback_url: 'http://127.0.0.1:9/ipn',
      success_url: 'http://127.0.0.1:9/ok',
      cancel_url: 'http://127.0.0.1:9/cancel',
      partially_paid_url: 'http://127.0.0.1:9/failed',
    };
    const post = (key: string | null, body: unknown) =>
      fetch(`${h.url}/sandbox-pay/v1/invoice`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }) },
        body: JSON.stringify(body),
      });
    for (const key of [null, 'wrong']) {
      const refused = await post(key, invoice);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'INVALID_API_KEY' });
    }
    const created = await post(keys.apiKey, invoice);
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ id: expect.stringMatching(/^\d{10}$/), order_id: 'order-1', price_amount: '19.99', invoice_url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/sandbox-pay/invoice/\\d{10}$`)) });
    for (const bad of [{ ...invoice, price_amount: -1 }, { ...invoice, price_currency: 'eur' }, { ...invoice, success_url: 'javascript:x' }, { ...invoice, pay_currency: 'doge' }]) {
      expect((await post(keys.apiKey, bad)).status).toBe(400);
    }
    expect((await fetch(`${h.url}/sandbox-pay/v1/payment/123`)).status).toBe(403);
    expect((await fetch(`${h.url}/sandbox-pay/v1/payment/123`, { headers: { 'x-api-key': keys.apiKey } })).status).toBe(404);

    // The payments list needs the merchant account's bearer token as well as the key.
    const { id: invoiceId } = (await (await post(keys.apiKey, { ...invoice, order_id: 'order-2' })).json()) as { id: string };
    const auth = (body: unknown) =>
      fetch(`${h.url}/sandbox-pay/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await auth({ email: SANDBOX_ACCOUNT_EMAIL, password: 'wrong' })).status).toBe(401);
    expect((await auth({ email: SANDBOX_ACCOUNT_EMAIL })).status).toBe(400);
    const { token } = (await (await auth({ email: SANDBOX_ACCOUNT_EMAIL, password: keys.accountPassword })).json()) as { token: string };
    const list = (headers: Record<string, string>, query = `invoiceId=${invoiceId}`) => fetch(`${h.url}/sandbox-pay/v1/payment/?${query}`, { headers });
    expect((await list({ 'x-api-key': keys.apiKey })).status).toBe(401);
    expect((await list({ 'x-api-key': keys.apiKey, authorization: `Bearer ${token}x` })).status).toBe(401);
    expect((await list({ authorization: `Bearer ${token}` })).status).toBe(403);
    expect((await list({ 'x-api-key': keys.apiKey, authorization: `Bearer ${token}` }, 'invoiceId=abc')).status).toBe(400);
    const empty = await list({ 'x-api-key': keys.apiKey, authorization: `Bearer ${token}` });
    expect(await empty.json()).toEqual({ data: [], limit: 10, page: 0, pagesCount: 0, total: 0 });
  });

  it('keeps its keys in the database across restarts, and is not served with PAYMENTS_PROVIDER=nowpayments', async () => {
    const keys = { ...h.app.services.payments.sandboxKeys! };
    expect(keys.apiKey).not.toBe(keys.ipnSecret);
    await h.restart();
    expect(h.app.services.payments.sandboxKeys).toEqual(keys);

    const real = await buildApp({
      config: testConfig({ PAYMENTS_PROVIDER: 'nowpayments', NOWPAYMENTS_API_KEY: 'k', NOWPAYMENTS_IPN_SECRET: 's' }),
      db: h.db,
      logger: false,
    });
    try {
      await real.ready();
      expect(real.services.payments.sandboxKeys).toBeNull();
      expect((await real.inject({ method: 'GET', url: '/sandbox-pay/checkout.css' })).statusCode).toBe(404);
      expect((await real.inject({ method: 'POST', url: '/sandbox-pay/v1/invoice', payload: {} })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});
