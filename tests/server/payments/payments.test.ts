import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FREE_PLAN_SESSIONS, readAllowance, takeSession } from '../../../server/billing/allowance';
import type { Database } from '../../../server/db/database';
import { bearer, errorOf, signIn, signedInUser } from '../support/accounts';
import { userIdOf } from '../support/conversations';
import { backends } from '../support/databases';
import { PUBLIC_URL, SPA_DEV_ORIGIN, useHarness } from '../support/harness';
import {
  CANCEL_URL,
  createdPayment,
  createPayment,
  ipnBody,
  notify,
  paymentStatus,
  RETURN_URL,
  startFakeNowPayments,
  SUBSCRIPTION_URL,
  type FakeNowPayments,
} from './support';

const DAY = 86_400_000;
const API_KEY = 'np-api-key-for-tests';
const IPN_SECRET = 'np-ipn-secret-for-tests';

let provider: FakeNowPayments;
beforeAll(async () => {
  provider = await startFakeNowPayments(API_KEY);
});
afterAll(async () => {
  await provider.close();
});

interface PaymentRowView {
  status: string;
  applied_at: Date | null;
  provider_payment_id: string | null;
  provider_invoice_id: string;
  price_amount: string;
  price_currency: string;
  product_id: string;
}

async function paymentRow(db: Database, id: string): Promise<PaymentRowView> {
  const [row] = await db.query<PaymentRowView>('SELECT * FROM payments WHERE id = $1', [id]);
  return row;
}

async function subscriptions(db: Database, userId: string) {
  return db.query<{ product_id: string; starts_at: Date; ends_at: Date; period_sessions: number; payment_id: string | null }>(
    'SELECT product_id, starts_at, ends_at, period_sessions, payment_id FROM pro_subscriptions WHERE user_id = $1 ORDER BY starts_at',
    [userId],
  );
}

async function extraSessions(db: Database, userId: string): Promise<number> {
  const [row] = await db.query<{ extra_sessions: number }>('SELECT extra_sessions FROM users WHERE id = $1', [userId]);
  return row.extra_sessions;
}

describe.each(backends())('payments with NOWPayments (%s)', (backend) => {
  const h = useHarness(backend, {
    env: () => ({
      PAYMENTS_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_URL: provider.url,
      NOWPAYMENTS_API_KEY: API_KEY,
      NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
      NOWPAYMENTS_EMAIL: provider.account.email,
      NOWPAYMENTS_PASSWORD: provider.account.password,
    }),
  });
  beforeEach(() => {
    provider.payments.clear();
    provider.failInvoicesWith = null;
    provider.apiKey = API_KEY;
  });

  /** A signed-in user with an open payment for `productId`. */
  async function buyer(productId = 'pro-monthly') {
    const session = await signedInUser(h.app);
    const userId = await userIdOf(h.db, session.email);
    const { paymentId, redirectUrl } = await createdPayment(h.app, session.accessToken, { productId });
    const invoiceId = new URL(redirectUrl).searchParams.get('iid')!;
    return { session, userId, paymentId, invoiceId };
  }

  describe('POST /web-api/payments/create', () => {
    it('opens an invoice at the provider and answers its page; the return URLs carry paymentId, the failure URL payment=failed', async () => {
      const session = await signedInUser(h.app);
      const before = provider.invoices().length;
      const response = await createPayment(h.app, session.accessToken, { productId: 'pro-annual', payCurrency: 'eth' });
      expect(response.statusCode).toBe(201);
      const { paymentId, redirectUrl } = response.json() as { paymentId: string; redirectUrl: string };
      expect(paymentId).toMatch(/^[0-9a-f-]{36}$/);
      expect(redirectUrl).toMatch(/^https:\/\/nowpayments\.test\/payment\/\?iid=\d{10}$/);

      expect(provider.invoices()).toHaveLength(before + 1);
      const invoice = provider.invoices().at(-1)!;
      expect(invoice).toEqual({
        price_amount: 191.9,
        price_currency: 'usd',
        order_id: paymentId,
        order_description: 'JobTalk AI — PRO Annual',
        ipn_callback_url: `${PUBLIC_URL}/web-api/payments/callback`,
        success_url: `${SUBSCRIPTION_URL}?payment=success&paymentId=${paymentId}`,
        cancel_url: `${SUBSCRIPTION_URL}?payment=cancelled&paymentId=${paymentId}`,
        partially_paid_url: `${SUBSCRIPTION_URL}?payment=failed&paymentId=${paymentId}`,
        pay_currency: 'eth',
      });
      expect(provider.server.requests.at(-1)!.headers['x-api-key']).toBe(API_KEY);

      const row = await paymentRow(h.db, paymentId);
      expect(row).toMatchObject({
        status: 'waiting',
        product_id: 'pro-annual',
        price_currency: 'USD',
        provider_invoice_id: new URL(redirectUrl).searchParams.get('iid'),
        applied_at: null,
        provider_payment_id: null,
      });
      expect(Number(row.price_amount)).toBe(191.9);
      expect(await paymentStatus(h.app, session.accessToken, paymentId).then((r) => r.json())).toEqual({
        paymentId,
        productId: 'pro-annual',
        status: 'waiting',
        success: false,
        message: 'Your payment is being confirmed. Your purchase will be activated as soon as the payment completes.',
        subscriptionUpdated: false,
      });
    });

    it('accepts return URLs on ALLOWED_ORIGINS and sends notifications to PAYMENTS_CALLBACK_URL when set', async () => {
      const other = await h.sibling({ PAYMENTS_CALLBACK_URL: 'https://hooks.jobtalk.example/ipn' });
      const session = await signedInUser(other);
      const { paymentId } = await createdPayment(other, session.accessToken, {
        returnUrl: `${SPA_DEV_ORIGIN}/jobtalkai/subscription?payment=success&paymentId=stale`,
        cancelUrl: `${SPA_DEV_ORIGIN}/jobtalkai/subscription?payment=cancelled`,
      });
      expect(provider.invoices().at(-1)).toMatchObject({
        ipn_callback_url: 'https://hooks.jobtalk.example/ipn',
        // A paymentId already in the URL is replaced, not repeated.
        success_url: `${SPA_DEV_ORIGIN}/jobtalkai/subscription?payment=success&paymentId=${paymentId}`,
        partially_paid_url: `${SPA_DEV_ORIGIN}/jobtalkai/subscription?payment=failed&paymentId=${paymentId}`,
      });
    });

    it('refuses return URLs off the product’s origins with 400 invalid_return_url, storing and asking nothing', async () => {
      const session = await signedInUser(h.app);
      const before = provider.invoices().length;
      const bad = [
        '/jobtalkai/subscription?payment=success',
        'javascript:alert(1)',
        'https://evil.example/jobtalkai/subscription',
        `${PUBLIC_URL}.evil.example/jobtalkai/subscription`,
        'ftp://jobtalk.test/jobtalkai/subscription',
        'http://user:pass@jobtalk.test/jobtalkai/subscription',
        'https://jobtalk.test/jobtalkai/subscription',
        'not a url',
      ];
      for (const url of bad) {
        for (const body of [{ returnUrl: url }, { cancelUrl: url }]) {
          const response = await createPayment(h.app, session.accessToken, body);
          expect(response.statusCode, `${JSON.stringify(body)}`).toBe(400);
          expect(errorOf(response)).toMatchObject({ error: 'invalid_return_url' });
        }
      }
      expect(provider.invoices()).toHaveLength(before);
      expect(await h.db.query('SELECT 1 FROM payments')).toHaveLength(0);
    });

    it('answers 404 product_not_found, 400 for a malformed body and 401 without a token, storing nothing', async () => {
      const session = await signedInUser(h.app);
      const unknown = await createPayment(h.app, session.accessToken, { productId: 'free' });
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown)).toEqual({ error: 'product_not_found', message: 'This product does not exist.' });
      for (const body of [{ productId: '' }, { returnUrl: undefined }, { extra: 1 }]) {
        const response = await createPayment(h.app, session.accessToken, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(errorOf(response).error).toBe('validation_error');
      }
      const anonymous = await h.app.inject({
        method: 'POST',
        url: '/web-api/payments/create',
        payload: { productId: 'pro-monthly', returnUrl: RETURN_URL, cancelUrl: CANCEL_URL },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous).error).toBe('unauthorized');
      expect(await h.db.query('SELECT 1 FROM payments')).toHaveLength(0);
    });

    it('answers 400 for a coin the provider does not take (not 502), storing nothing', async () => {
      const session = await signedInUser(h.app);
      for (const payCurrency of ['dogecoin2', 'not a coin!']) {
        const response = await createPayment(h.app, session.accessToken, { payCurrency });
        expect(response.statusCode, payCurrency).toBe(400);
        expect(errorOf(response).error).toMatch(/^(invalid_pay_currency|validation_error)$/);
      }
      const unknown = await createPayment(h.app, session.accessToken, { payCurrency: 'dogecoin2' });
      expect(errorOf(unknown)).toEqual({
        error: 'invalid_pay_currency',
        message: 'This coin is not accepted. Choose another one on the payment page.',
      });
      expect(await h.db.query('SELECT 1 FROM payments')).toHaveLength(0);
    });

    it('answers 502 payment_provider_error when the provider fails or refuses our key, storing nothing', async () => {
      const session = await signedInUser(h.app);
      provider.failInvoicesWith = 500;
      let response = await createPayment(h.app, session.accessToken);
      expect(response.statusCode).toBe(502);
      expect(errorOf(response)).toEqual({
        error: 'payment_provider_error',
        message: 'The payment provider is not available right now. Please try again later.',
      });
      provider.failInvoicesWith = null;
      provider.apiKey = 'rotated';
      response = await createPayment(h.app, session.accessToken);
      expect(response.statusCode).toBe(502);
      expect(response.body).not.toContain('Invalid api key');
      expect(await h.db.query('SELECT 1 FROM payments')).toHaveLength(0);
    });
  });

  describe('POST /web-api/payments/callback', () => {
    it('applies a verified finished notification: 30 days of PRO with 60 interviews, the payment kept on the period', async () => {
      h.clock.set('2026-03-01T10:00:00Z');
      const { session, userId, paymentId, invoiceId } = await buyer();
      const response = await notify(h.app, ipnBody(paymentId, 'finished', { invoice_id: Number(invoiceId) }), IPN_SECRET);
      expect(response.statusCode, response.body).toBe(200);
      expect(typeof response.json().message).toBe('string');
      expect(await paymentRow(h.db, paymentId)).toMatchObject({ status: 'finished', provider_payment_id: '5077125051' });
      expect(await subscriptions(h.db, userId)).toEqual([
        {
          product_id: 'pro-monthly',
          starts_at: new Date('2026-03-01T10:00:00Z'),
          ends_at: new Date('2026-03-31T10:00:00Z'),
          period_sessions: 60,
          payment_id: paymentId,
        },
      ]);
      const sub = await h.app.inject({ method: 'GET', url: '/web-api/auth/subscription', headers: bearer(session.accessToken) });
      expect(sub.json()).toMatchObject({ hasProSubscription: true, availableSessions: 60, plan: { id: 'pro-monthly', name: 'PRO Monthly' } });
      expect(await paymentStatus(h.app, session.accessToken, paymentId).then((r) => r.json())).toEqual({
        paymentId,
        productId: 'pro-monthly',
        status: 'finished',
        success: true,
        message: 'Payment successful! Your subscription has been activated.',
        subscriptionUpdated: true,
      });
    });

    it('refuses a wrong, missing or stale signature with 401 invalid_signature, changing nothing', async () => {
      const { userId, paymentId } = await buyer();
      const body = ipnBody(paymentId, 'finished');
      const cases = [
        notify(h.app, body, null), // no header
        notify(h.app, body, null, ''), // empty header
        notify(h.app, body, 'another secret'),
        notify(h.app, body, null, 'deadbeef'),
        // Signed, then a field changed on the way (even one the contract does not name).
        notify(h.app, { ...body, pay_address: 'attacker' }, null, (await import('../../../server/payments/signature')).signNotification(body, IPN_SECRET)),
      ];
      for (const response of await Promise.all(cases)) {
        expect(response.statusCode).toBe(401);
        expect(errorOf(response)).toEqual({ error: 'invalid_signature', message: 'The notification signature is missing or wrong.' });
      }
      expect(await paymentRow(h.db, paymentId)).toMatchObject({ status: 'waiting', applied_at: null, provider_payment_id: null });
      expect(await subscriptions(h.db, userId)).toEqual([]);
    });

    it('verifies the signature on the body as sent, amounts written as text taken as the contract lists them', async () => {
      const { userId, paymentId } = await buyer();
      // Amounts as text, an integer order description (the contract lists both forms; bodies are not coerced).
      const body = ipnBody(paymentId, 'finished', { price_amount: '19.99', pay_amount: '0.00030754', order_description: 12345 });
      const response = await notify(h.app, body, IPN_SECRET);
      expect(response.statusCode, response.body).toBe(200);
      expect(await subscriptions(h.db, userId)).toHaveLength(1);
    });

    it('applies a replayed finished notification once', async () => {
      const { userId, paymentId } = await buyer();
      const body = ipnBody(paymentId, 'finished');
      for (let i = 0; i < 3; i++) expect((await notify(h.app, body, IPN_SECRET)).statusCode).toBe(200);
      expect(await subscriptions(h.db, userId)).toHaveLength(1);
    });

    it('applies concurrent duplicate notifications once (PRO period and pack)', async () => {
      const plan = await buyer('pro-monthly');
      const pack = await buyer('pack-10');
      const responses = await Promise.all([
        ...Array.from({ length: 8 }, () => notify(h.app, ipnBody(plan.paymentId, 'finished'), IPN_SECRET)),
        ...Array.from({ length: 8 }, () => notify(h.app, ipnBody(pack.paymentId, 'finished', { price_amount: 9.99 }), IPN_SECRET)),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
      expect(await subscriptions(h.db, plan.userId)).toHaveLength(1);
      expect(await extraSessions(h.db, pack.userId)).toBe(10);
      expect(await subscriptions(h.db, pack.userId)).toEqual([]);
    });

    it('moves statuses only forward: late or repeated steps change nothing; finished after failed still applies', async () => {
      const { session, userId, paymentId } = await buyer();
      const send = async (status: string) => expect((await notify(h.app, ipnBody(paymentId, status), IPN_SECRET)).statusCode).toBe(200);
      await send('confirming');
      await send('waiting');
      expect((await paymentRow(h.db, paymentId)).status).toBe('confirming');
      await send('failed');
      await send('confirmed');
      expect((await paymentRow(h.db, paymentId)).status).toBe('failed');
      expect(await paymentStatus(h.app, session.accessToken, paymentId).then((r) => r.json())).toMatchObject({
        status: 'failed',
        success: false,
        subscriptionUpdated: false,
        message: 'Your payment did not complete. Please try again or contact support.',
      });
      // The money arrived after all.
      await send('finished');
      await send('confirming');
      await send('expired');
      expect((await paymentRow(h.db, paymentId)).status).toBe('finished');
      expect(await subscriptions(h.db, userId)).toHaveLength(1);
    });

    it('refuses a notification whose price or currency is not the one asked (400), changing nothing', async () => {
      const { userId, paymentId, invoiceId } = await buyer();
      for (const extra of [
        { price_amount: 0.01 },
        { price_amount: 19.98 },
        { price_currency: 'eur' },
        { price_amount: undefined },
        { invoice_id: Number(invoiceId) + 1 },
      ]) {
        const body = ipnBody(paymentId, 'finished', extra);
        if (extra.price_amount === undefined && 'price_amount' in extra) delete body.price_amount;
        const response = await notify(h.app, body, IPN_SECRET);
        expect(response.statusCode, JSON.stringify(extra)).toBe(400);
        expect(errorOf(response)).toMatchObject({ error: 'payment_mismatch' });
      }
      expect(await paymentRow(h.db, paymentId)).toMatchObject({ status: 'waiting', applied_at: null, provider_payment_id: null });
      expect(await subscriptions(h.db, userId)).toEqual([]);
      // The price in another spelling of the same amount and currency is the same price.
      expect((await notify(h.app, ipnBody(paymentId, 'finished', { price_amount: 19.990, price_currency: 'USD' }), IPN_SECRET)).statusCode).toBe(200);
    });

    it('answers 404 payment_not_found for a notification naming no payment of ours', async () => {
      for (const orderId of [randomUUID(), 'order-17', '']) {
        const response = await notify(h.app, ipnBody(orderId, 'finished'), IPN_SECRET);
        expect(response.statusCode, orderId).toBe(404);
        expect(errorOf(response).error).toBe('payment_not_found');
      }
      const body = ipnBody('x', 'finished');
      delete body.order_id;
      expect((await notify(h.app, body, IPN_SECRET)).statusCode).toBe(404);
      // A signed body the contract refuses (unknown status) is a 400.
      expect((await notify(h.app, ipnBody(randomUUID(), 'teleported'), IPN_SECRET)).statusCode).toBe(400);
    });

    it('runs a renewal on from the end of the paid time', async () => {
      h.clock.set('2026-04-01T00:00:00Z');
      const first = await buyer('pro-monthly');
      expect((await notify(h.app, ipnBody(first.paymentId, 'finished'), IPN_SECRET)).statusCode).toBe(200);
      h.clock.set('2026-04-20T00:00:00Z');
      const session = await signIn(h.app, first.session.email);
      const { paymentId: annual } = await createdPayment(h.app, session.accessToken, { productId: 'pro-annual' });
      expect((await notify(h.app, ipnBody(annual, 'finished', { payment_id: 5077125099, price_amount: 191.9 }), IPN_SECRET)).statusCode).toBe(200);
      expect((await subscriptions(h.db, first.userId)).map((s) => [s.product_id, s.starts_at.toISOString(), s.ends_at.toISOString()])).toEqual([
        ['pro-monthly', '2026-04-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z'],
        ['pro-annual', '2026-05-01T00:00:00.000Z', new Date(Date.parse('2026-05-01T00:00:00Z') + 365 * DAY).toISOString()],
      ]);
      expect(await readAllowance(h.db, first.userId, h.clock.now())).toMatchObject({
        hasProSubscription: true,
        subscriptionExpiresAt: new Date(Date.parse('2026-05-01T00:00:00Z') + 365 * DAY),
      });
    });

    it('returns a PRO user to the free plan at the end of the paid period', async () => {
      h.clock.set('2026-06-10T12:00:00Z');
      const { session, userId, paymentId } = await buyer();
      await notify(h.app, ipnBody(paymentId, 'finished'), IPN_SECRET);
      expect(await readAllowance(h.db, userId, h.clock.now())).toMatchObject({ hasProSubscription: true });
      h.clock.set('2026-07-10T12:00:01Z');
      const again = await signIn(h.app, session.email);
      const sub = await h.app.inject({ method: 'GET', url: '/web-api/auth/subscription', headers: bearer(again.accessToken) });
      expect(sub.json()).toMatchObject({ hasProSubscription: false, plan: { id: 'free' }, subscriptionExpiresAt: null, availableSessions: FREE_PLAN_SESSIONS });
    });

    it('adds a pack’s 10 interviews, which the live allowance takes once the plan’s are used', async () => {
      h.clock.set('2026-03-10T12:00:00Z');
      const { session, userId, paymentId } = await buyer('pack-10');
      expect((await notify(h.app, ipnBody(paymentId, 'finished', { price_amount: 9.99 }), IPN_SECRET)).statusCode).toBe(200);
      expect(await paymentStatus(h.app, session.accessToken, paymentId).then((r) => r.json())).toMatchObject({
        success: true,
        subscriptionUpdated: true,
        message: 'Payment successful! 10 interviews were added.',
      });
      const now = h.clock.now();
      expect(await readAllowance(h.db, userId, now)).toMatchObject({ hasProSubscription: false, extraSessions: 10, availableSessions: FREE_PLAN_SESSIONS + 10 });
      const charges: string[] = [];
      for (let i = 0; i < FREE_PLAN_SESSIONS + 11; i++) {
        const charge = await h.db.transaction(async (tx) => {
          const taken = await takeSession(tx, userId, now);
          if (taken) {
            await tx.query(
              `INSERT INTO conversations (user_id, uid, job_id, scenario, charged_to, started_at) VALUES ($1, $2, 'job-1', '{}'::jsonb, $3, $4)`,
              [userId, randomUUID(), taken, now],
            );
          }
          return taken;
        });
        charges.push(String(charge));
      }
      expect(charges).toEqual([...Array(FREE_PLAN_SESSIONS).fill('plan'), ...Array(10).fill('pack'), 'null']);
    });
  });

  describe('GET /web-api/payments/{paymentId}', () => {
    it('asks the provider once the payment id is known, and applies a finished payment exactly once', async () => {
      const { session, userId, paymentId, invoiceId } = await buyer();
      await notify(h.app, ipnBody(paymentId, 'waiting', { invoice_id: Number(invoiceId) }), IPN_SECRET);
      const answer = { payment_id: 5077125051, invoice_id: Number(invoiceId), payment_status: 'finished', price_amount: 19.99, price_currency: 'usd', pay_amount: 0.0003, actually_paid: 0.0003, pay_currency: 'btc', order_id: paymentId };
      provider.payments.set('5077125051', answer);
      const asked = () => provider.server.requests.filter((r) => r.url === '/v1/payment/5077125051').length;

      const results = await Promise.all([1, 2, 3].map(() => paymentStatus(h.app, session.accessToken, paymentId)));
      for (const result of results) {
        expect(result.json()).toMatchObject({ status: 'finished', success: true, subscriptionUpdated: true });
      }
      expect(await subscriptions(h.db, userId)).toHaveLength(1);
      const calls = asked();
      // Applied: later queries answer from the database.
      await paymentStatus(h.app, session.accessToken, paymentId);
      expect(asked()).toBe(calls);
      // The finished notification arriving afterwards changes nothing either.
      await notify(h.app, ipnBody(paymentId, 'finished'), IPN_SECRET);
      expect(await subscriptions(h.db, userId)).toHaveLength(1);
    });

    it('finds a payment whose notifications never arrived by its invoice, and applies it once', async () => {
      const { session, userId, paymentId, invoiceId } = await buyer();
      const listed = () => provider.server.requests.filter((r) => r.url.startsWith(`/v1/payment/?invoiceId=${invoiceId}&`)).length;
      // Nothing paid yet: the invoice has no payment, the payment stays waiting.
      expect((await paymentStatus(h.app, session.accessToken, paymentId)).json()).toMatchObject({ status: 'waiting', success: false });
      expect(listed()).toBe(1);
      const base = { invoice_id: Number(invoiceId), price_amount: 19.99, price_currency: 'usd', pay_amount: 0.0003, pay_currency: 'btc', order_id: paymentId };
      // A first attempt failed, a second one paid: the payment is finished, applied once, with the paying payment's id.
      provider.payments.set('6100000001', { ...base, payment_id: 6100000001, payment_status: 'failed', actually_paid: 0, created_at: '2026-03-01T10:01:00Z' });
      provider.payments.set('6100000002', { ...base, payment_id: 6100000002, payment_status: 'finished', actually_paid: 0.0003, created_at: '2026-03-01T10:04:00Z' });
      const results = await Promise.all([1, 2].map(() => paymentStatus(h.app, session.accessToken, paymentId)));
      for (const result of results) expect(result.json()).toMatchObject({ status: 'finished', success: true, subscriptionUpdated: true });
      expect(await subscriptions(h.db, userId)).toHaveLength(1);
      expect(await paymentRow(h.db, paymentId)).toMatchObject({ status: 'finished', provider_payment_id: '6100000002' });
      // The late notification of the failed attempt changes nothing.
      await notify(h.app, ipnBody(paymentId, 'failed', { payment_id: 6100000001, invoice_id: Number(invoiceId) }), IPN_SECRET);
      expect((await paymentStatus(h.app, session.accessToken, paymentId)).json()).toMatchObject({ status: 'finished', success: true });
      expect(await subscriptions(h.db, userId)).toHaveLength(1);
    });

    it('keeps the stored state when the provider is down or answers for another order or price', async () => {
      const { session, userId, paymentId } = await buyer();
      await notify(h.app, ipnBody(paymentId, 'confirming'), IPN_SECRET);
      // No answer for this payment at the provider: 404 there.
      expect((await paymentStatus(h.app, session.accessToken, paymentId)).json()).toMatchObject({ status: 'confirming', success: false });
      const base = { payment_id: 5077125051, payment_status: 'finished', price_amount: 19.99, price_currency: 'usd', order_id: paymentId };
      provider.payments.set('5077125051', { ...base, order_id: randomUUID() });
      expect((await paymentStatus(h.app, session.accessToken, paymentId)).json()).toMatchObject({ status: 'confirming', success: false });
      provider.payments.set('5077125051', { ...base, price_amount: 1 });
      expect((await paymentStatus(h.app, session.accessToken, paymentId)).json()).toMatchObject({ status: 'confirming', success: false });
      expect(await subscriptions(h.db, userId)).toEqual([]);
    });

    it("answers 404 payment_not_found for another user's payment or a malformed id, 401 without a token", async () => {
      const { paymentId } = await buyer();
      const stranger = await signedInUser(h.app);
      for (const id of [paymentId, randomUUID(), 'not-a-payment']) {
        const response = await paymentStatus(h.app, stranger.accessToken, id);
        expect(response.statusCode, id).toBe(404);
        expect(errorOf(response)).toEqual({ error: 'payment_not_found', message: 'Payment not found.' });
      }
      expect((await h.app.inject({ method: 'GET', url: `/web-api/payments/${paymentId}` })).statusCode).toBe(401);
    });

    it('explains every status in a sentence', async () => {
      const { session, paymentId } = await buyer();
      const message = async () => (await paymentStatus(h.app, session.accessToken, paymentId)).json().message as string;
      await h.db.query(`UPDATE payments SET status = 'expired' WHERE id = $1`, [paymentId]);
      expect(await message()).toBe('Your payment did not complete: the invoice expired before it was paid. Please try again.');
      await h.db.query(`UPDATE payments SET status = 'partially_paid' WHERE id = $1`, [paymentId]);
      expect(await message()).toMatch(/did not complete: less than the full amount arrived/);
      await h.db.query(`UPDATE payments SET status = 'refunded' WHERE id = $1`, [paymentId]);
      expect(await message()).toBe('Your payment did not complete and was refunded.');
      await h.db.query(`UPDATE payments SET status = 'sending' WHERE id = $1`, [paymentId]);
      expect(await message()).toMatch(/being confirmed/);
    });
  });
});
