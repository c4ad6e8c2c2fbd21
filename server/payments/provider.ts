import type { FetchLike } from '../accounts/providers';
import type { components } from '../../openapi/schema.gen';

export type PaymentStatus = components['schemas']['PaymentStatus'];

export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'waiting',
  'confirming',
  'confirmed',
  'sending',
  'partially_paid',
  'finished',
  'failed',
  'refunded',
  'expired',
];

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** The provider did not answer, refused, or answered something that is not what its API promises. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** `POST /v1/invoice`: what we ask the provider for. */
export interface InvoiceRequest {
  priceAmount: number;
  priceCurrency: string;
  /** Our payment id; the provider echoes it in every notification. */
  orderId: string;
  orderDescription: string;
  ipnCallbackUrl: string;
  successUrl: string;
  cancelUrl: string;
  /** Where the buyer returns when the payment failed or was only partly paid. */
  partiallyPaidUrl: string;
  payCurrency?: string;
}

export interface Invoice {
  id: string;
  /** The provider's page the buyer pays on. */
  invoiceUrl: string;
}

/** `GET /v1/payment/{id}`: one payment of an invoice, as the provider sees it now. */
export interface ProviderPayment {
  paymentId: string;
  status: PaymentStatus;
  priceAmount: number;
  priceCurrency: string;
  payAmount: number | null;
  actuallyPaid: number | null;
  payCurrency: string | null;
  orderId: string | null;
  invoiceId: string | null;
}

/** The part of NOWPayments' API the product uses. */
export interface PaymentProvider {
  createInvoice(request: InvoiceRequest): Promise<Invoice>;
  getPayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * `GET /v1/payment/?invoiceId=…`: the payments made on one invoice, oldest first — how a payment
   * whose notification never arrived is found. Needs the merchant account (a bearer token from `POST /v1/auth`).
   */
  findInvoicePayments(invoiceId: string): Promise<ProviderPayment[]>;
}

/** The merchant account's sign-in, for the calls NOWPayments guards with a bearer token. */
export interface ProviderAccount {
  email: string;
  password: string;
}

export interface NowPaymentsClientOptions {
  /** The API base (`https://api.nowpayments.io`, or the sandbox's `http://127.0.0.1:PORT/sandbox-pay`), read per call. */
  baseUrl: () => string;
  apiKey: string;
  /** The merchant account (null: the calls needing it fail with a ProviderError). */
  account: ProviderAccount | null;
  fetch?: FetchLike;
  timeoutMs?: number;
  now?: () => number;
}

/** NOWPayments' tokens last 5 minutes; one is used for at most 4. */
const TOKEN_REUSE_MS = 4 * 60_000;
/** Payments listed per invoice (an invoice rarely has more than one or two). */
const INVOICE_PAYMENTS_LIMIT = 100;

/** NOWPayments sends amounts as numbers or as decimal strings ("19.99"). */
function amount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value.trim())) return Number(value);
  return null;
}

function idText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The client of NOWPayments' REST API (https://documenter.getpostman.com/view/7907941/2s93JusNJt). */
export function createNowPaymentsClient(options: NowPaymentsClientOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  const now = options.now ?? Date.now;
  let token: { value: string; until: number } | null = null;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, bearer?: string): Promise<Record<string, unknown>> {
    let base: string;
    try {
      base = options.baseUrl().replace(/\/+$/, '');
    } catch (error) {
      throw new ProviderError(`no provider address: ${(error as Error).message}`);
    }
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          'x-api-key': options.apiKey,
          accept: 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      throw new ProviderError(`${method} ${path}: ${reason}`);
    }
    // An unreadable body reads as empty: the status and the checks below then say what went wrong.
    const raw = await response.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) {
      const message = parsed && typeof parsed === 'object' ? text((parsed as Record<string, unknown>).message) : null;
      throw new ProviderError(`${method} ${path}: HTTP ${response.status}${message ? ` (${message})` : ''}`, response.status);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new ProviderError(`${method} ${path}: the answer is not a JSON object`, response.status);
    }
    return parsed as Record<string, unknown>;
  }

  async function signIn(): Promise<string> {
    if (token && token.until > now()) return token.value;
    if (!options.account) throw new ProviderError('POST /v1/auth: no merchant account is configured');
    const answer = await call('POST', '/v1/auth', { email: options.account.email, password: options.account.password });
    const value = text(answer.token);
    if (!value) throw new ProviderError('POST /v1/auth: the answer has no token');
    token = { value, until: now() + TOKEN_REUSE_MS };
    return value;
  }

  /** A call guarded by the account's token; a refused token (expired early) is renewed once. */
  async function callSignedIn(method: 'GET' | 'POST', path: string): Promise<Record<string, unknown>> {
    try {
      return await call(method, path, undefined, await signIn());
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
      token = null;
      return call(method, path, undefined, await signIn());
    }
  }

  function paymentOf(answer: Record<string, unknown>, where: string): ProviderPayment {
    const status = answer.payment_status;
    const priceAmount = amount(answer.price_amount);
    const priceCurrency = text(answer.price_currency);
    const id = idText(answer.payment_id);
    if (!isPaymentStatus(status) || priceAmount === null || !priceCurrency || !id) {
      throw new ProviderError(`${where}: the answer lacks payment_id, payment_status or the price`);
    }
    return {
      paymentId: id,
      status,
      priceAmount,
      priceCurrency,
      payAmount: amount(answer.pay_amount),
      actuallyPaid: amount(answer.actually_paid),
      payCurrency: text(answer.pay_currency),
      orderId: idText(answer.order_id),
      invoiceId: idText(answer.invoice_id),
    };
  }

  return {
    async createInvoice(request) {
      const answer = await call('POST', '/v1/invoice', {
        price_amount: request.priceAmount,
        price_currency: request.priceCurrency.toLowerCase(),
        order_id: request.orderId,
        order_description: request.orderDescription,
        ipn_callback_url: request.ipnCallbackUrl,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        partially_paid_url: request.partiallyPaidUrl,
        ...(request.payCurrency ? { pay_currency: request.payCurrency.toLowerCase() } : {}),
      });
      const id = idText(answer.id);
      const invoiceUrl = text(answer.invoice_url);
      if (!id || !invoiceUrl || !/^https?:\/\//i.test(invoiceUrl)) {
        throw new ProviderError('POST /v1/invoice: the answer has no invoice id or invoice_url');
      }
      return { id, invoiceUrl };
    },

    async getPayment(paymentId) {
      const path = `/v1/payment/${encodeURIComponent(paymentId)}`;
      return paymentOf(await call('GET', path), `GET ${path}`);
    },

    async findInvoicePayments(invoiceId) {
      const query = new URLSearchParams({
        invoiceId,
        limit: String(INVOICE_PAYMENTS_LIMIT),
        page: '0',
        sortBy: 'created_at',
        orderBy: 'asc',
      });
      const answer = await callSignedIn('GET', `/v1/payment/?${query}`);
      if (!Array.isArray(answer.data)) throw new ProviderError('GET /v1/payment/: the answer has no data list');
      return answer.data
        .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object' && !Array.isArray(item))
        .map((item) => paymentOf(item, 'GET /v1/payment/'));
    },
  };
}
