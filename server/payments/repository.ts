import type { Database, Queryable } from '../db/database';
import { findProduct, type CatalogProduct } from '../catalog/products';
import type { PaymentStatus } from './provider';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isPaymentId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export interface PaymentRow {
  id: string;
  user_id: string;
  product_id: string;
  /** numeric(12,2): the drivers answer it as text. */
  price_amount: string | number;
  price_currency: string;
  status: PaymentStatus;
  provider: 'sandbox' | 'nowpayments';
  provider_invoice_id: string;
  provider_payment_id: string | null;
  pay_currency: string | null;
  created_at: Date;
  updated_at: Date;
  applied_at: Date | null;
}

const COLUMNS = `id, user_id, product_id, price_amount, price_currency, status, provider, provider_invoice_id,
  provider_payment_id, pay_currency, created_at, updated_at, applied_at`;

export interface NewPayment {
  id: string;
  userId: string;
  productId: string;
  priceAmount: number;
  priceCurrency: string;
  provider: 'sandbox' | 'nowpayments';
  invoiceId: string;
  payCurrency: string | null;
  now: Date;
}

export async function insertPayment(q: Queryable, p: NewPayment): Promise<void> {
  await q.query(
    `INSERT INTO payments (id, user_id, product_id, price_amount, price_currency, status, provider, provider_invoice_id,
       pay_currency, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'waiting', $6, $7, $8, $9, $9)`,
    [p.id, p.userId, p.productId, p.priceAmount.toFixed(2), p.priceCurrency, p.provider, p.invoiceId, p.payCurrency, p.now],
  );
}

/** One of the user's payments; another user's is as unknown as a missing one. */
export async function findUserPayment(q: Queryable, userId: string, paymentId: string): Promise<PaymentRow | null> {
  if (!isPaymentId(paymentId)) return null;
  const [row] = await q.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE id = $1 AND user_id = $2`, [paymentId, userId]);
  return row ?? null;
}

/** What the provider says about a payment: a verified notification or the answer to our status query. */
export interface StatusReport {
  status: PaymentStatus;
  providerPaymentId: string | null;
  invoiceId: string | null;
  /** The price the provider charges; must be the one we asked for. */
  priceAmount: number | null;
  priceCurrency: string | null;
  payCurrency: string | null;
}

export type RecordOutcome =
  | { kind: 'notFound' }
  /** The report names our payment but another price or invoice: nothing was changed. */
  | { kind: 'mismatch'; reason: string; payment: PaymentRow }
  | { kind: 'recorded'; payment: PaymentRow; statusChanged: boolean; appliedNow: boolean };

const PROGRESS: readonly PaymentStatus[] = ['waiting', 'confirming', 'confirmed', 'sending'];

/**
 * The status a payment moves to when the provider reports `reported`: only forward. Progress steps
 * only climb; a failure (failed, expired, partially_paid) ends the progress; `finished` wins over a
 * failure, since the money arrived after all; `refunded` is the last word. Late or repeated reports
 * change nothing.
 */
export function nextStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus {
  if (current === reported || current === 'refunded') return current;
  if (reported === 'refunded') return 'refunded';
  if (current === 'finished') return current;
  if (reported === 'finished') return 'finished';
  if (!PROGRESS.includes(current)) return current;
  if (PROGRESS.includes(reported)) return PROGRESS.indexOf(reported) > PROGRESS.indexOf(current) ? reported : current;
  return reported;
}

const cents = (value: string | number): number => Math.round(Number(value) * 100);

function mismatchOf(payment: PaymentRow, report: StatusReport): string | null {
  if (report.priceAmount === null || cents(report.priceAmount) !== cents(payment.price_amount)) {
    return `price_amount ${String(report.priceAmount)} is not the ${String(payment.price_amount)} asked`;
  }
  if (!report.priceCurrency || report.priceCurrency.toLowerCase() !== payment.price_currency.toLowerCase()) {
    return `price_currency ${String(report.priceCurrency)} is not ${payment.price_currency}`;
  }
  if (report.invoiceId && report.invoiceId !== payment.provider_invoice_id) {
    return `invoice_id ${report.invoiceId} is not ${payment.provider_invoice_id}`;
  }
  return null;
}

/**
 * Grants what a payment bought, inside the transaction that marked it applied. A PRO period starts
 * where the user's paid PRO time ends (or now), so a renewal runs on; a pack adds its interviews.
 */
async function grant(tx: Queryable, payment: PaymentRow, product: CatalogProduct, now: Date): Promise<void> {
  // The user's row serialises two purchases of one user: each sees the other's period.
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [payment.user_id]);
  if (product.grant.kind === 'pack') {
    await tx.query('UPDATE users SET extra_sessions = extra_sessions + $2, updated_at = $3 WHERE id = $1', [
      payment.user_id,
      product.grant.sessions,
      now,
    ]);
    return;
  }
  const [current] = await tx.query<{ ends_at: Date | null }>(
    'SELECT max(ends_at) AS ends_at FROM pro_subscriptions WHERE user_id = $1 AND ends_at > $2',
    [payment.user_id, now],
  );
  const startsAt = current?.ends_at && current.ends_at.getTime() > now.getTime() ? current.ends_at : now;
  const endsAt = new Date(startsAt.getTime() + product.grant.periodDays * DAY_MS);
  await tx.query(
    `INSERT INTO pro_subscriptions (user_id, product_id, period_sessions, starts_at, ends_at, payment_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [payment.user_id, product.id, product.grant.periodSessions, startsAt, endsAt, payment.id],
  );
}

/**
 * Records what the provider reports about our payment `paymentId`, in one transaction: the status
 * moves only forward (nextStatus), and a finished payment is applied exactly once — the guarded
 * `applied_at` update claims it, and the unique `pro_subscriptions.payment_id` backs that up.
 */
export async function recordStatus(db: Database, paymentId: string, report: StatusReport, now: Date): Promise<RecordOutcome> {
  if (!isPaymentId(paymentId)) return { kind: 'notFound' };
  return db.transaction(async (tx): Promise<RecordOutcome> => {
    const [payment] = await tx.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE id = $1 FOR UPDATE`, [paymentId]);
    if (!payment) return { kind: 'notFound' };
    const mismatch = mismatchOf(payment, report);
    if (mismatch) return { kind: 'mismatch', reason: mismatch, payment };

    const status = nextStatus(payment.status, report.status);
    const statusChanged = status !== payment.status;
    // The provider's payment id and coin are kept from the report that moved the payment on (or the first one).
    const learnsPayment = report.providerPaymentId !== null && (statusChanged || payment.provider_payment_id === null);
    let current = payment;
    if (statusChanged || learnsPayment) {
      const [updated] = await tx.query<PaymentRow>(
        `UPDATE payments SET status = $2,
           provider_payment_id = CASE WHEN $3::boolean THEN $4 ELSE provider_payment_id END,
           pay_currency = CASE WHEN $3::boolean THEN coalesce($5, pay_currency) ELSE pay_currency END,
           updated_at = $6
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [payment.id, status, learnsPayment, report.providerPaymentId, report.payCurrency, now],
      );
      current = updated;
    }

    let appliedNow = false;
    if (current.status === 'finished' && current.applied_at === null) {
      const claimed = await tx.query<PaymentRow>(
        `UPDATE payments SET applied_at = $2 WHERE id = $1 AND applied_at IS NULL RETURNING ${COLUMNS}`,
        [payment.id, now],
      );
      if (claimed.length) {
        const product = findProduct(payment.product_id);
        // A product taken off sale after it was paid for is still owed: refuse loudly (500, logged) rather than drop it.
        if (!product) throw new Error(`payment ${payment.id} bought ${payment.product_id}, which the catalogue no longer has`);
        await grant(tx, payment, product, now);
        current = claimed[0];
        appliedNow = true;
      }
    }
    return { kind: 'recorded', payment: current, statusChanged, appliedNow };
  });
}
