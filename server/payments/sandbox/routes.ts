import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { FetchLike } from '../../accounts/providers';
import type { Database } from '../../db/database';
import type { PaymentStatus } from '../provider';
import { SIGNATURE_HEADER, signNotification } from '../signature';
import { SANDBOX_ACCOUNT_EMAIL, type SandboxKeys } from './keys';
import { CHECKOUT_CSS, renderCheckout, renderProblem } from './page';
import {
  closeInvoice,
  coinOf,
  findInvoice,
  findInvoicePayments,
  findPaymentWithInvoice,
  insertInvoice,
  SANDBOX_COINS,
  setPaymentStatus,
  type SandboxInvoice,
  type SandboxPayment,
} from './store';

export interface SandboxOptions {
  db: Database;
  keys: SandboxKeys;
  /** The address browsers reach this server at (`PUBLIC_URL`): invoice pages are linked there. */
  publicUrl: string;
  /** Origins the buyer may be sent back to (PUBLIC_URL's and ALLOWED_ORIGINS): the page's form may lead there. */
  returnOrigins: string[];
  fetch?: FetchLike;
  /** How long one notification may take to be accepted (10 s). */
  deliveryTimeoutMs?: number;
}

/** The statuses a paid invoice's payment goes through, each notified in order before the buyer is sent back. */
const PAID_SEQUENCE: readonly PaymentStatus[] = ['waiting', 'confirming', 'confirmed', 'finished'];
const FAILED_SEQUENCE: readonly PaymentStatus[] = ['waiting', 'failed'];
const DELIVERY_ATTEMPTS = 3;
/** NOWPayments' bearer tokens last 5 minutes. */
const TOKEN_LIFETIME = '5m';

/** NOWPayments' error shape. */
function apiError(reply: FastifyReply, statusCode: number, code: string, message: string) {
  return reply.code(statusCode).send({ status: false, statusCode, code, message });
}

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function positiveAmount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 && n < 1e9 ? Math.round(n * 100) / 100 : null;
}

/** The invoice as NOWPayments' `POST /v1/invoice` answers it. */
function invoiceJson(invoice: SandboxInvoice, publicUrl: string) {
  return {
    id: invoice.id,
    token_id: invoice.id,
    order_id: invoice.order_id,
    order_description: invoice.order_description,
    price_amount: Number(invoice.price_amount).toFixed(2),
    price_currency: invoice.price_currency,
    pay_currency: invoice.pay_currency,
    ipn_callback_url: invoice.ipn_callback_url,
    invoice_url: `${publicUrl}/sandbox-pay/invoice/${invoice.id}`,
    success_url: invoice.success_url,
    cancel_url: invoice.cancel_url,
    partially_paid_url: invoice.partially_paid_url,
    created_at: invoice.created_at.toISOString(),
    updated_at: invoice.created_at.toISOString(),
    is_fixed_rate: false,
    is_fee_paid_by_user: false,
  };
}

/** A payment as NOWPayments' IPN and `GET /v1/payment/{id}` carry it (more fields than the product reads). */
export function paymentJson(payment: SandboxPayment, invoice: SandboxInvoice) {
  const price = Number(invoice.price_amount);
  const paid = Number(payment.actually_paid);
  const payAmount = Number(payment.pay_amount);
  return {
    payment_id: Number(payment.id),
    invoice_id: Number(invoice.id),
    payment_status: payment.status,
    pay_address: payment.pay_address,
    payin_extra_id: null,
    price_amount: price,
    price_currency: invoice.price_currency,
    pay_amount: payAmount,
    actually_paid: paid,
    actually_paid_at_fiat: payAmount > 0 ? Math.round((paid / payAmount) * price * 100) / 100 : 0,
    pay_currency: payment.pay_currency,
    order_id: invoice.order_id,
    order_description: invoice.order_description,
    purchase_id: `${payment.id}${invoice.id}`.slice(0, 10),
    outcome_amount: payment.status === 'finished' ? payAmount : 0,
    outcome_currency: payment.pay_currency,
    parent_payment_id: null,
    fee: { currency: payment.pay_currency, depositFee: 0, withdrawalFee: 0, serviceFee: 0 },
    created_at: payment.created_at.toISOString(),
    updated_at: payment.updated_at.getTime(),
  };
}

/**
 * Posts one signed notification to the invoice's callback URL, as NOWPayments does; tries again on
 * a network error or a 5xx. A refusal (4xx) is final. Returns whether it was accepted.
 */
async function deliver(
  url: string,
  body: Record<string, unknown>,
  secret: string,
  log: FastifyBaseLogger,
  doFetch: FetchLike,
  timeoutMs: number,
): Promise<boolean> {
  const payload = JSON.stringify(body);
  const signature = signNotification(body, secret);
  for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's body is read only to free the connection; failing to read it changes nothing.
      await response.arrayBuffer().catch((err: unknown) => log.debug({ url, err: (err as Error).message }, 'sandbox notification answer not read'));
      if (response.ok) return true;
      log.warn({ url, status: response.status, paymentStatus: body.payment_status }, 'sandbox notification refused');
      if (response.status < 500) return false;
    } catch (error) {
      log.warn({ url, err: (error as Error).message, attempt }, 'sandbox notification not delivered');
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
  return false;
}

function html(reply: FastifyReply, status: number, body: string, returnOrigins: string[]) {
  // The app's policy, with the form allowed to lead back to the product (its return URLs' origins).
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policy.replace(/form-action [^;]*/, `form-action 'self' ${returnOrigins.join(' ')}`));
  }
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * The embedded payment provider (`PAYMENTS_PROVIDER=sandbox`), under `/sandbox-pay`: NOWPayments'
 * `POST /v1/invoice` and `GET /v1/payment/{id}` (x-api-key checked), `POST /v1/auth` and the
 * payments list `GET /v1/payment/?invoiceId=` (x-api-key and the account's bearer token), and the invoice's checkout page
 * whose Pay / Fail buttons send the signed IPN sequence to the invoice's callback before returning
 * the buyer, like the real provider.
 */
export async function sandboxRoutes(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  const { db, keys, publicUrl, returnOrigins } = options;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.deliveryTimeoutMs ?? 10_000;

  // The checkout page posts an ordinary HTML form; this parser is scoped to the sandbox's routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const requireApiKey = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!sameSecret(request.headers['x-api-key'], keys.apiKey)) return apiError(reply, 403, 'INVALID_API_KEY', 'Invalid api key');
  };

  const tokenKey = new TextEncoder().encode(keys.tokenSecret);

  /** `POST /v1/auth`: the merchant account's email and password for a bearer token. */
  app.post('/sandbox-pay/v1/auth', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.email !== 'string' || typeof body.password !== 'string') {
      return apiError(reply, 400, 'INVALID_REQUEST_PARAMS', 'email and password are required');
    }
    if (!sameSecret(body.email.toLowerCase(), SANDBOX_ACCOUNT_EMAIL) || !sameSecret(body.password, keys.accountPassword)) {
      return apiError(reply, 401, 'INVALID_CREDENTIALS', 'Wrong email or password');
    }
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(SANDBOX_ACCOUNT_EMAIL).setIssuedAt().setExpirationTime(TOKEN_LIFETIME).sign(tokenKey);
    return reply.send({ token });
  });

  const requireToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    try {
      if (!match) throw new Error('no bearer token');
      await jwtVerify(match[1], tokenKey, { algorithms: ['HS256'], subject: SANDBOX_ACCOUNT_EMAIL });
    } catch {
      return apiError(reply, 401, 'AUTH_REQUIRED', 'Authorization header is empty or the token is invalid');
    }
  };

  /** `GET /v1/payment/`: the payments of the merchant, here by `invoiceId` (the filter the product uses). */
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/sandbox-pay/v1/payment/',
    { preHandler: [requireApiKey, requireToken] },
    async (request, reply) => {
      const { invoiceId, limit, page, orderBy } = request.query;
      const size = limit === undefined ? 10 : Number(limit);
      const from = page === undefined ? 0 : Number(page);
      if (!Number.isInteger(size) || size < 1 || size > 500 || !Number.isInteger(from) || from < 0) {
        return apiError(reply, 400, 'INVALID_REQUEST_PARAMS', 'limit must be 1 to 500 and page 0 or more');
      }
      if (invoiceId !== undefined && !/^\d{1,18}$/.test(invoiceId)) {
        return apiError(reply, 400, 'INVALID_REQUEST_PARAMS', 'invoiceId must be a number');
      }
      const invoice = invoiceId === undefined ? null : await findInvoice(db, invoiceId);
      const all = invoice ? await findInvoicePayments(db, invoice.id) : [];
      if (orderBy === 'desc') all.reverse();
      const data = all.slice(from * size, (from + 1) * size).map((payment) => paymentJson(payment, invoice!));
      return reply.send({ data, limit: size, page: from, pagesCount: Math.ceil(all.length / size), total: all.length });
    },
  );

  app.post('/sandbox-pay/v1/invoice', { preHandler: requireApiKey }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const priceAmount = positiveAmount(body.price_amount);
    const priceCurrency = typeof body.price_currency === 'string' ? body.price_currency.toLowerCase() : '';
    const ipn = httpUrl(body.ipn_callback_url);
    const success = httpUrl(body.success_url);
    const cancel = httpUrl(body.cancel_url);
    const partly = body.partially_paid_url === undefined ? cancel : httpUrl(body.partially_paid_url);
    const payCurrency = body.pay_currency === undefined || body.pay_currency === null ? null : coinOf(body.pay_currency);
    if (priceAmount === null) return apiError(reply, 400, 'INVALID_REQUEST_PARAMS', 'price_amount must be a positive number');
    if (priceCurrency !== 'usd') return apiError(reply, 400, 'INVALID_REQUEST_PARAMS', 'price_currency must be usd in the sandbox');
    if (!ipn || !success || !cancel || !partly) {
      return apiError(reply, 400, 'INVALID_REQUEST_PARAMS', 'ipn_callback_url, success_url, cancel_url and partially_paid_url must be http(s) URLs');
    }
    if (typeof body.order_id !== 'string' || !body.order_id || body.order_id.length > 100) {
      return apiError(reply, 400, 'INVALID_REQUEST_PARAMS', 'order_id is required');
    }
    if (body.pay_currency !== undefined && body.pay_currency !== null && !payCurrency) {
      return apiError(reply, 400, 'INVALID_REQUEST_PARAMS', `pay_currency must be one of ${SANDBOX_COINS.map((c) => c.code).join(', ')}`);
    }
    const invoice = await insertInvoice(db, {
      order_id: body.order_id,
      order_description: typeof body.order_description === 'string' ? body.order_description.slice(0, 200) : '',
      price_amount: priceAmount,
      price_currency: priceCurrency,
      pay_currency: payCurrency?.code ?? null,
      ipn_callback_url: ipn,
      success_url: success,
      cancel_url: cancel,
      partially_paid_url: partly,
    });
    return reply.code(200).send(invoiceJson(invoice, publicUrl));
  });

  app.get<{ Params: { paymentId: string } }>('/sandbox-pay/v1/payment/:paymentId', { preHandler: requireApiKey }, async (request, reply) => {
    const found = await findPaymentWithInvoice(db, request.params.paymentId);
    if (!found) return apiError(reply, 404, 'PAYMENT_NOT_FOUND', 'Payment not found');
    return reply.send(paymentJson(found.payment, found.invoice));
  });

  app.get('/sandbox-pay/checkout.css', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(CHECKOUT_CSS),
  );

  app.get<{ Params: { invoiceId: string } }>('/sandbox-pay/invoice/:invoiceId', async (request, reply) => {
    const invoice = await findInvoice(db, request.params.invoiceId);
    if (!invoice) return html(reply, 404, renderProblem('Invoice not found', 'There is no invoice at this address.'), returnOrigins);
    if (invoice.outcome) {
      return html(reply, 409, renderProblem('Invoice closed', `This invoice was already ${invoice.outcome}. Start a new checkout to pay again.`), returnOrigins);
    }
    return html(reply, 200, renderCheckout(invoice), returnOrigins);
  });

  app.post<{ Params: { invoiceId: string }; Body: Record<string, string> | undefined }>(
    '/sandbox-pay/invoice/:invoiceId',
    async (request, reply) => {
      const form = request.body && typeof request.body === 'object' ? request.body : {};
      const action = form.action;
      const invoiceId = request.params.invoiceId;
      if (action !== 'pay' && action !== 'fail' && action !== 'cancel') {
        return html(reply, 400, renderProblem('Unknown choice', 'Choose Pay, Cancel or Fail.'), returnOrigins);
      }
      if (action === 'cancel') {
        const invoice = await findInvoice(db, invoiceId);
        if (!invoice) return html(reply, 404, renderProblem('Invoice not found', 'There is no invoice at this address.'), returnOrigins);
        if (invoice.outcome) {
          return html(reply, 409, renderProblem('Invoice closed', `This invoice was already ${invoice.outcome}.`), returnOrigins);
        }
        // Cancelling leaves the invoice open, as at the real provider: the buyer may come back to it.
        return reply.header('cache-control', 'no-store').redirect(invoice.cancel_url, 303);
      }
      const coin = coinOf(form.coin);
      if (!coin) return html(reply, 400, renderProblem('Choose a coin', 'Choose one of the listed coins to pay with.'), returnOrigins);
      const closed = await closeInvoice(db, invoiceId, action === 'pay' ? 'paid' : 'failed', coin);
      if (closed.kind === 'unknown') return html(reply, 404, renderProblem('Invoice not found', 'There is no invoice at this address.'), returnOrigins);
      if (closed.kind === 'used') {
        return html(reply, 409, renderProblem('Invoice closed', `This invoice was already ${closed.invoice.outcome ?? 'used'}.`), returnOrigins);
      }
      const { invoice } = closed;
      const paymentId = String(closed.payment.id);
      const sequence = action === 'pay' ? PAID_SEQUENCE : FAILED_SEQUENCE;
      for (const status of sequence) {
        const paid = status === 'waiting' || status === 'failed' ? 0 : Number(closed.payment.pay_amount);
        const payment = await setPaymentStatus(db, paymentId, status, paid);
        await deliver(invoice.ipn_callback_url, paymentJson(payment, invoice), keys.ipnSecret, request.log, doFetch, timeoutMs);
      }
      const target = action === 'pay' ? invoice.success_url : invoice.partially_paid_url;
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );
}
