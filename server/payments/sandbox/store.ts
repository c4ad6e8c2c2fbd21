import { randomBytes, randomInt } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { PaymentStatus } from '../provider';

/** The coins of the spec's Payment Methods list, with NOWPayments' codes and the sandbox's fixed USD rates. */
export const SANDBOX_COINS = [
  { code: 'btc', name: 'Bitcoin', symbol: 'BTC', usd: 65_000, decimals: 8 },
  { code: 'eth', name: 'Ethereum', symbol: 'ETH', usd: 3_200, decimals: 8 },
  { code: 'ltc', name: 'Litecoin', symbol: 'LTC', usd: 80, decimals: 8 },
  { code: 'trx', name: 'Tron', symbol: 'TRX', usd: 0.125, decimals: 6 },
  { code: 'bnbbsc', name: 'Binance Coin', symbol: 'BNB', usd: 580, decimals: 8 },
  { code: 'ton', name: 'Toncoin', symbol: 'TON', usd: 5.5, decimals: 6 },
  { code: 'sol', name: 'Solana', symbol: 'SOL', usd: 150, decimals: 8 },
  { code: 'usdc', name: 'USD Coin', symbol: 'USDC', usd: 1, decimals: 6 },
  { code: 'usdttrc20', name: 'Tether', symbol: 'USDT', usd: 1, decimals: 6 },
] as const;

export type SandboxCoin = (typeof SANDBOX_COINS)[number];

export function coinOf(code: unknown): SandboxCoin | null {
  return SANDBOX_COINS.find((c) => c.code === (typeof code === 'string' ? code.toLowerCase() : '')) ?? null;
}

/** What the buyer pays in `coin` for a USD price. */
export function coinAmount(priceUsd: number, coin: SandboxCoin): number {
  return Number((priceUsd / coin.usd).toFixed(coin.decimals));
}

export interface SandboxInvoice {
  id: string;
  order_id: string;
  order_description: string;
  price_amount: string | number;
  price_currency: string;
  pay_currency: string | null;
  ipn_callback_url: string;
  success_url: string;
  cancel_url: string;
  partially_paid_url: string;
  outcome: 'paid' | 'failed' | null;
  created_at: Date;
}

export interface SandboxPayment {
  id: string;
  invoice_id: string;
  status: PaymentStatus;
  pay_currency: string;
  pay_amount: string | number;
  actually_paid: string | number;
  pay_address: string;
  created_at: Date;
  updated_at: Date;
}

export type NewInvoice = Omit<SandboxInvoice, 'id' | 'outcome' | 'created_at'>;

/** Ten-digit ids, as NOWPayments gives. */
const providerId = (): number => randomInt(1_000_000_000, 9_999_999_999);

export async function insertInvoice(q: Queryable, invoice: NewInvoice): Promise<SandboxInvoice> {
  const [row] = await q.query<SandboxInvoice>(
    `INSERT INTO sandbox_pay_invoices (id, order_id, order_description, price_amount, price_currency, pay_currency,
       ipn_callback_url, success_url, cancel_url, partially_paid_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      String(providerId()),
      invoice.order_id,
      invoice.order_description,
      invoice.price_amount,
      invoice.price_currency,
      invoice.pay_currency,
      invoice.ipn_callback_url,
      invoice.success_url,
      invoice.cancel_url,
      invoice.partially_paid_url,
    ],
  );
  return row;
}

export async function findInvoice(q: Queryable, id: string): Promise<SandboxInvoice | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await q.query<SandboxInvoice>('SELECT * FROM sandbox_pay_invoices WHERE id = $1', [id]);
  return row ?? null;
}

export type CloseResult = { kind: 'unknown' } | { kind: 'used'; invoice: SandboxInvoice } | { kind: 'closed'; invoice: SandboxInvoice; payment: SandboxPayment };

/**
 * Closes an open invoice with the buyer's choice and opens its one payment (status waiting), in one
 * transaction: an invoice is paid (or failed) once, whoever clicks twice.
 */
export async function closeInvoice(db: Database, id: string, outcome: 'paid' | 'failed', coin: SandboxCoin): Promise<CloseResult> {
  if (!/^\d{1,18}$/.test(id)) return { kind: 'unknown' };
  return db.transaction(async (tx): Promise<CloseResult> => {
    const [closed] = await tx.query<SandboxInvoice>(
      'UPDATE sandbox_pay_invoices SET outcome = $2, pay_currency = $3 WHERE id = $1 AND outcome IS NULL RETURNING *',
      [id, outcome, coin.code],
    );
    if (!closed) {
      const existing = await findInvoice(tx, id);
      return existing ? { kind: 'used', invoice: existing } : { kind: 'unknown' };
    }
    const [payment] = await tx.query<SandboxPayment>(
      `INSERT INTO sandbox_pay_payments (id, invoice_id, status, pay_currency, pay_amount, pay_address)
       VALUES ($1, $2, 'waiting', $3, $4, $5) RETURNING *`,
      [providerId(), id, coin.code, coinAmount(Number(closed.price_amount), coin), `sandbox-${coin.code}-${randomBytes(12).toString('hex')}`],
    );
    return { kind: 'closed', invoice: closed, payment };
  });
}

export async function setPaymentStatus(q: Queryable, paymentId: string, status: PaymentStatus, actuallyPaid: number): Promise<SandboxPayment> {
  const [row] = await q.query<SandboxPayment>(
    'UPDATE sandbox_pay_payments SET status = $2, actually_paid = $3, updated_at = now() WHERE id = $1 RETURNING *',
    [paymentId, status, actuallyPaid],
  );
  return row;
}

export async function findPaymentWithInvoice(q: Queryable, paymentId: string): Promise<{ payment: SandboxPayment; invoice: SandboxInvoice } | null> {
  if (!/^\d{1,18}$/.test(paymentId)) return null;
  const [payment] = await q.query<SandboxPayment>('SELECT * FROM sandbox_pay_payments WHERE id = $1', [paymentId]);
  if (!payment) return null;
  const invoice = await findInvoice(q, payment.invoice_id);
  return invoice ? { payment, invoice } : null;
}

/** The payments made on an invoice, oldest first. */
export async function findInvoicePayments(q: Queryable, invoiceId: string): Promise<SandboxPayment[]> {
  if (!/^\d{1,18}$/.test(invoiceId)) return [];
  return q.query<SandboxPayment>('SELECT * FROM sandbox_pay_payments WHERE invoice_id = $1 ORDER BY created_at, id', [invoiceId]);
}
