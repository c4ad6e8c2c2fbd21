import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signNotification } from '../../../server/payments/signature';
import { bearer } from '../support/accounts';
import { PUBLIC_URL } from '../support/harness';
import { startHttpServer, type LocalHttpServer } from '../support/localServers';

export const SUBSCRIPTION_URL = `${PUBLIC_URL}/jobtalkai/subscription`;
export const RETURN_URL = `${SUBSCRIPTION_URL}?payment=success`;
export const CANCEL_URL = `${SUBSCRIPTION_URL}?payment=cancelled`;

/** A local server speaking the part of NOWPayments' API the product uses, with its x-api-key check. */
export interface FakeNowPayments {
  server: LocalHttpServer;
  readonly url: string;
  apiKey: string;
  /** Answers of `GET /v1/payment/{id}`, by payment id; `GET /v1/payment/?invoiceId=` lists those of the invoice. */
  payments: Map<string, Record<string, unknown>>;
  /** The merchant account `POST /v1/auth` signs in. */
  account: { email: string; password: string };
  /** Forgets the tokens it gave (as when they expire). */
  expireTokens(): void;
  /** When set, `POST /v1/invoice` answers this status and an error. */
  failInvoicesWith: number | null;
  /** The invoice bodies received, oldest first. */
  invoices(): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function startFakeNowPayments(apiKey: string): Promise<FakeNowPayments> {
  let count = 0;
  const ACCEPTED_COINS = ['btc', 'eth', 'ltc', 'bnbbsc', 'usdttrc20', 'usdterc20', 'sol', 'trx', 'xrp'];
  const tokens = new Set<string>();
  const fake: Omit<FakeNowPayments, 'server' | 'url' | 'invoices' | 'close'> = {
    apiKey,
    payments: new Map(),
    failInvoicesWith: null,
    account: { email: 'shop@jobtalk.example', password: 'merchant-password' },
    expireTokens: () => tokens.clear(),
  };
  const server = await startHttpServer((request) => {
    if (request.method === 'POST' && request.url === '/v1/auth') {
      const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
      if (body.email !== fake.account.email || body.password !== fake.account.password) {
        return { status: 401, body: { status: false, statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong email or password' } };
      }
      const token = `jwt-${tokens.size + 1}-${Date.now()}`;
      tokens.add(token);
      return { status: 200, body: { token } };
    }
    if (request.headers['x-api-key'] !== fake.apiKey) {
      return { status: 403, body: { status: false, statusCode: 403, code: 'INVALID_API_KEY', message: 'Invalid api key' } };
    }
    if (request.method === 'POST' && request.url === '/v1/invoice') {
      if (fake.failInvoicesWith) {
        return { status: fake.failInvoicesWith, body: { status: false, statusCode: fake.failInvoicesWith, code: 'INTERNAL_ERROR', message: 'Something broke' } };
      }
      const body = JSON.parse(request.body) as Record<string, unknown>;
      // As the real API does for a coin it does not take.
      if (body.pay_currency !== undefined && !ACCEPTED_COINS.includes(String(body.pay_currency).toLowerCase())) {
        return { status: 400, body: { status: false, statusCode: 400, code: 'INVALID_REQUEST_PARAMS', message: 'pay_currency is not supported' } };
      }
      const id = String(4_500_000_000 + ++count);
      return {
        status: 200,
        body: {
          id,
          token_id: `tok${id}`,
          order_id: body.order_id,
          order_description: body.order_description,
          price_amount: String(body.price_amount),
          price_currency: body.price_currency,
          pay_currency: body.pay_currency ?? null,
          ipn_callback_url: body.ipn_callback_url,
          invoice_url: `https://nowpayments.test/payment/?iid=${id}`,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          created_at: '2026-03-01T10:00:00.000Z',
          updated_at: '2026-03-01T10:00:00.000Z',
          is_fixed_rate: false,
          is_fee_paid_by_user: false,
        },
      };
    }
    const listed = new URL(request.url, 'http://fake').searchParams;
    if (request.method === 'GET' && request.url.startsWith('/v1/payment/?')) {
      const bearer = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
      if (!bearer || !tokens.has(bearer)) {
        return { status: 401, body: { status: false, statusCode: 401, code: 'AUTH_REQUIRED', message: 'Authorization header is empty' } };
      }
      const invoiceId = listed.get('invoiceId');
      const data = [...fake.payments.values()]
        .filter((p) => invoiceId === null || String(p.invoice_id) === invoiceId)
        .sort((a, b) => String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')));
      return { status: 200, body: { data, limit: Number(listed.get('limit') ?? 10), page: 0, pagesCount: 1, total: data.length } };
    }
    const match = /^\/v1\/payment\/(\d+)$/.exec(request.url);
    if (request.method === 'GET' && match) {
      const payment = fake.payments.get(match[1]);
      return payment
        ? { status: 200, body: payment }
        : { status: 404, body: { status: false, statusCode: 404, code: 'PAYMENT_NOT_FOUND', message: 'Payment not found' } };
    }
    return { status: 404, body: { status: false, statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
  return Object.assign(fake, {
    server,
    url: server.url,
    invoices: () => server.requests.filter((r) => r.method === 'POST' && r.url === '/v1/invoice').map((r) => JSON.parse(r.body) as Record<string, unknown>),
    close: () => server.close(),
  });
}

export function createPayment(app: FastifyInstance, token: string, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/web-api/payments/create',
    headers: bearer(token),
    payload: { productId: 'pro-monthly', returnUrl: RETURN_URL, cancelUrl: CANCEL_URL, ...body },
  });
}

export async function createdPayment(app: FastifyInstance, token: string, body: Record<string, unknown> = {}) {
  const response = await createPayment(app, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { paymentId: string; redirectUrl: string };
}

export function paymentStatus(app: FastifyInstance, token: string, paymentId: string) {
  return app.inject({ method: 'GET', url: `/web-api/payments/${paymentId}`, headers: bearer(token) });
}

/** A NOWPayments IPN body for our payment, with the fields the provider sends (more than the contract names). */
export function ipnBody(orderId: string, status: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    payment_id: 5_077_125_051,
    invoice_id: null,
    parent_payment_id: null,
    payment_status: status,
    pay_address: 'TJ7vKLtd1y7uXAq3XYmm1nv8yt7Qp2Y7y2',
    payin_extra_id: null,
    price_amount: 19.99,
    price_currency: 'usd',
    pay_amount: 0.00030754,
    actually_paid: status === 'waiting' ? 0 : 0.00030754,
    actually_paid_at_fiat: 0,
    pay_currency: 'btc',
    order_id: orderId,
    order_description: 'JobTalk AI — PRO Monthly',
    purchase_id: '5837122679',
    outcome_amount: 0.0003,
    outcome_currency: 'btc',
    fee: { currency: 'btc', depositFee: 0.0000012, withdrawalFee: 0, serviceFee: 0 },
    updated_at: 1_772_359_200_000,
    ...extra,
  };
}

/** Posts a notification as the provider does: the JSON as text, its signature in x-nowpayments-sig. */
export function notify(app: FastifyInstance, body: unknown, secret: string | null, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sig = signature ?? (secret ? signNotification(body, secret) : undefined);
  if (sig !== undefined) headers['x-nowpayments-sig'] = sig;
  return app.inject({ method: 'POST', url: '/web-api/payments/callback', headers, payload: JSON.stringify(body) });
}
