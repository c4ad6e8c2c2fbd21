import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../openapi/schema.gen';
import type { FetchLike } from '../accounts/providers';
import { findProduct, type CatalogProduct } from '../catalog/products';
import { trustedOrigins, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { Refused, refusal, refusalsOf, type Result } from '../results';
import { createNowPaymentsClient, ProviderError, type PaymentProvider, type PaymentStatus } from './provider';
import { findUserPayment, insertPayment, recordStatus, type PaymentRow, type StatusReport } from './repository';
import { SANDBOX_ACCOUNT_EMAIL, type SandboxKeys } from './sandbox/keys';
import type { SelfAddress } from './selfAddress';

type Schemas = components['schemas'];
export type CreatePaymentRequest = Schemas['CreatePaymentRequest'];
export type CreatePaymentResponse = Schemas['CreatePaymentResponse'];
export type PaymentResult = Schemas['PaymentResult'];
export type PaymentNotification = Schemas['PaymentNotification'];

/** Where the sandbox provider is served by this process. */
export const SANDBOX_PREFIX = '/sandbox-pay';
export const CALLBACK_PATH = '/web-api/payments/callback';

export const PRODUCT_NOT_FOUND = 'This product does not exist.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const INVALID_RETURN_URL = 'returnUrl and cancelUrl must be absolute http(s) addresses of this product.';
export const PROVIDER_ERROR = 'The payment provider is not available right now. Please try again later.';
export const UNKNOWN_COIN = 'This coin is not accepted. Choose another one on the payment page.';
export const PAYMENT_MISMATCH = 'The notification does not match the payment it names.';

/** Why a payment request is refused; the HTTP layer maps each to its status (server/http/refusals.ts). */
export type PaymentRefusal =
  | 'product_not_found'
  | 'invalid_return_url'
  | 'invalid_pay_currency'
  | 'payment_provider_error'
  | 'payment_not_found'
  | 'payment_mismatch';

export type PaymentAnswer<T> = Result<T, PaymentRefusal>;

export const NOTIFICATION_NOT_OURS = 'The notification names no payment of ours.';

const refused = (reason: PaymentRefusal, message: string) => new Refused(refusal(reason, message));
const answer = <T>(body: () => Promise<T>): Promise<PaymentAnswer<T>> => refusalsOf<T, PaymentRefusal>(body);

const IN_PROGRESS: readonly PaymentStatus[] = ['waiting', 'confirming', 'confirmed', 'sending'];

/** The sentence the subscription page shows for a payment (PaymentResult.message). */
export function paymentMessage(status: PaymentStatus, applied: boolean, product: CatalogProduct | null): string {
  if (status === 'finished') {
    if (!applied) return 'Payment received. Your purchase is being activated.';
    return product?.grant.kind === 'pack'
      ? `Payment successful! ${product.grant.sessions} interviews were added.`
      : 'Payment successful! Your subscription has been activated.';
  }
  if (IN_PROGRESS.includes(status)) {
    return 'Your payment is being confirmed. Your purchase will be activated as soon as the payment completes.';
  }
  switch (status) {
    case 'partially_paid':
      return 'Your payment did not complete: less than the full amount arrived. Please contact support.';
    case 'expired':
      return 'Your payment did not complete: the invoice expired before it was paid. Please try again.';
    case 'refunded':
      return 'Your payment did not complete and was refunded.';
    default:
      return 'Your payment did not complete. Please try again or contact support.';
  }
}

function resultOf(payment: PaymentRow): PaymentResult {
  const product = findProduct(payment.product_id);
  const applied = payment.applied_at !== null;
  return {
    paymentId: payment.id,
    productId: payment.product_id,
    status: payment.status,
    success: payment.status === 'finished' && applied,
    message: paymentMessage(payment.status, applied, product),
    subscriptionUpdated: applied,
  };
}

/** The URL with `params` set (an existing value of the same name is replaced). */
function withParams(url: URL, params: Record<string, string>): string {
  const copy = new URL(url);
  for (const [name, value] of Object.entries(params)) copy.searchParams.set(name, value);
  return copy.toString();
}

const idText = (value: unknown): string | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : typeof value === 'string' && value.trim() ? value.trim() : null;

/** What a verified notification says, in the terms of a status report. */
export function reportOfNotification(body: PaymentNotification): StatusReport {
  return {
    status: body.payment_status,
    providerPaymentId: idText(body.payment_id),
    invoiceId: idText(body.invoice_id),
    // A number or its decimal text (the contract's ProviderAmount): bodies are not coerced.
    priceAmount: typeof body.price_amount === 'number' ? body.price_amount : body.price_amount === undefined ? null : Number(body.price_amount),
    priceCurrency: body.price_currency ?? null,
    payCurrency: body.pay_currency ?? null,
  };
}

export interface PaymentService {
  readonly provider: 'sandbox' | 'nowpayments';
  /** The key the provider's notifications are signed with. */
  readonly ipnSecret: string;
  /** The sandbox provider's keys (null with NOWPayments). */
  readonly sandboxKeys: SandboxKeys | null;
  /** This process's own address (the sandbox's API base and its default callback). */
  readonly self: SelfAddress;
  create(userId: string, request: CreatePaymentRequest): Promise<PaymentAnswer<CreatePaymentResponse>>;
  status(userId: string, paymentId: string): Promise<PaymentAnswer<PaymentResult>>;
  /** A notification whose signature was verified on the raw body. */
  notify(body: PaymentNotification): Promise<PaymentAnswer<{ message: string }>>;
}

export interface PaymentServiceOptions {
  config: ServerConfig;
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  self: SelfAddress;
  /** The sandbox's keys when `PAYMENTS_PROVIDER=sandbox`. */
  sandboxKeys: SandboxKeys | null;
  fetch?: FetchLike;
}

export function createPaymentService(options: PaymentServiceOptions): PaymentService {
  const { config, db, log, now, self, sandboxKeys } = options;
  const kind = config.payments.provider;
  if (kind === 'sandbox' && !sandboxKeys) throw new Error('the sandbox provider needs its keys');
  const apiKey = kind === 'sandbox' ? sandboxKeys!.apiKey : config.payments.apiKey;
  const ipnSecret = kind === 'sandbox' ? sandboxKeys!.ipnSecret : config.payments.ipnSecret;
  // The real client in every mode: against the sandbox it speaks HTTP to this very process.
  const provider: PaymentProvider = createNowPaymentsClient({
    baseUrl: () => (kind === 'sandbox' ? `${self.url()}${SANDBOX_PREFIX}` : config.payments.apiUrl),
    apiKey,
    account: kind === 'sandbox' ? { email: SANDBOX_ACCOUNT_EMAIL, password: sandboxKeys!.accountPassword } : config.payments.account,
    fetch: options.fetch,
  });
  const callbackUrl = () =>
    config.payments.callbackUrl ?? `${kind === 'sandbox' ? self.url() : config.publicUrl}${CALLBACK_PATH}`;

  function returnUrl(value: string): URL {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw refused('invalid_return_url', INVALID_RETURN_URL);
    }
    const trusted = trustedOrigins(config);
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || !trusted.includes(url.origin)) {
      throw refused('invalid_return_url', INVALID_RETURN_URL);
    }
    return url;
  }

  /**
   * Asks the provider how our payment stands and records it: by the provider's payment id once a
   * notification taught it, otherwise by our invoice (the notifications may never have arrived —
   * their process gone, their address unreachable). Each payment of the invoice is recorded oldest
   * first; statuses only move forward and a finished payment is applied once (recordStatus).
   */
  async function askProvider(payment: PaymentRow): Promise<void> {
    try {
      const answers = payment.provider_payment_id
        ? [await provider.getPayment(payment.provider_payment_id)]
        : await provider.findInvoicePayments(payment.provider_invoice_id);
      for (const answer of answers) {
        if (answer.orderId !== payment.id) {
          log.warn({ paymentId: payment.id, orderId: answer.orderId }, 'the provider answered with a payment of another order; ignored');
          continue;
        }
        const outcome = await recordStatus(
          db,
          payment.id,
          {
            status: answer.status,
            providerPaymentId: answer.paymentId,
            invoiceId: answer.invoiceId,
            priceAmount: answer.priceAmount,
            priceCurrency: answer.priceCurrency,
            payCurrency: answer.payCurrency,
          },
          now(),
        );
        if (outcome.kind === 'mismatch') log.warn({ paymentId: payment.id, reason: outcome.reason }, 'provider status refused');
        if (outcome.kind === 'recorded' && outcome.appliedNow) log.info({ paymentId: payment.id }, 'payment applied (status query)');
      }
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // The stored state is still a true answer; the callback or the next query will bring the rest.
      log.warn({ paymentId: payment.id, err: error.message }, 'payment status query failed');
    }
  }

  return {
    provider: kind,
    ipnSecret,
    sandboxKeys,
    self,

    create(userId, request) {
      return answer(async () => {
        const product = findProduct(request.productId);
        if (!product) throw refused('product_not_found', PRODUCT_NOT_FOUND);
        const back = returnUrl(request.returnUrl);
        const cancel = returnUrl(request.cancelUrl);
        const id = randomUUID();
        let invoice;
        try {
          invoice = await provider.createInvoice({
            priceAmount: product.price.amount,
            priceCurrency: product.price.currency,
            orderId: id,
            orderDescription: `JobTalk AI — ${product.name}`,
            ipnCallbackUrl: callbackUrl(),
            successUrl: withParams(back, { paymentId: id }),
            cancelUrl: withParams(cancel, { paymentId: id }),
            partiallyPaidUrl: withParams(back, { payment: 'failed', paymentId: id }),
            payCurrency: request.payCurrency,
          });
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          // Our request is right but for the coin the user asked for: that is their choice to change.
          if (request.payCurrency && error.status === 400) throw refused('invalid_pay_currency', UNKNOWN_COIN);
          log.warn({ err: error.message, productId: product.id }, 'the payment provider refused the invoice');
          throw refused('payment_provider_error', PROVIDER_ERROR);
        }
        await insertPayment(db, {
          id,
          userId,
          productId: product.id,
          priceAmount: product.price.amount,
          priceCurrency: product.price.currency,
          provider: kind,
          invoiceId: invoice.id,
          payCurrency: request.payCurrency?.toLowerCase() ?? null,
          now: now(),
        });
        return { paymentId: id, redirectUrl: invoice.invoiceUrl };
      });
    },

    status(userId, paymentId) {
      return answer(async () => {
        const payment = await findUserPayment(db, userId, paymentId);
        if (!payment) throw refused('payment_not_found', PAYMENT_NOT_FOUND);
        if (payment.applied_at !== null || payment.status === 'refunded') return resultOf(payment);
        await askProvider(payment);
        return resultOf((await findUserPayment(db, userId, paymentId)) ?? payment);
      });
    },

    notify(body) {
      return answer(async () => {
        const outcome = await recordStatus(db, body.order_id ?? '', reportOfNotification(body), now());
        if (outcome.kind === 'notFound') {
          log.warn({ orderId: body.order_id, paymentId: body.payment_id }, 'payment notification for no payment of ours');
          throw refused('payment_not_found', NOTIFICATION_NOT_OURS);
        }
        if (outcome.kind === 'mismatch') {
          log.warn({ paymentId: outcome.payment.id, reason: outcome.reason }, 'payment notification refused: it does not match the payment');
          throw refused('payment_mismatch', PAYMENT_MISMATCH);
        }
        if (outcome.appliedNow) {
          log.info({ paymentId: outcome.payment.id, productId: outcome.payment.product_id }, 'payment applied');
          return { message: 'The payment is finished and what was bought is active.' };
        }
        return { message: `Notification received; the payment is ${outcome.payment.status}.` };
      });
    },
  };
}
