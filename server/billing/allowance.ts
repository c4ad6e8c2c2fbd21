import { countPlanCharged, markRefunded, type Charge } from '../conversations/repository';
import type { Queryable } from '../db/database';

/** DECISIONS.md, "Plans and allowance". */
export const FREE_PLAN_SESSIONS = 10;
export const PRO_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the user may still start, and why. */
export interface Allowance {
  hasProSubscription: boolean;
  plan: { id: string; name: string };
  /** Interviews the plan gives in the current period. */
  planSessions: number;
  /** Interviews charged to the plan in the current period and not given back. */
  usedSessions: number;
  /** Interviews left from bought packs (valid until used). */
  extraSessions: number;
  /** Plan allowance left plus extra interviews. */
  availableSessions: number;
  periodStart: Date;
  /** When the plan allowance renews: free — first day of next month 00:00 UTC; PRO — end of the 30-day period. */
  sessionsResetDate: Date;
  /** End of the paid PRO time (renewals that follow on are included); null on the free plan. */
  subscriptionExpiresAt: Date | null;
}

interface SubscriptionRow {
  product_id: string;
  period_sessions: number;
  starts_at: Date;
  ends_at: Date;
}

/** Which allowance paid for an interview. */
export type { Charge };

function monthPeriod(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

function planName(productId: string): string {
  if (/annual|year/i.test(productId)) return 'PRO Annual';
  if (/month/i.test(productId)) return 'PRO Monthly';
  return 'PRO';
}

async function loadPlan(q: Queryable, userId: string, now: Date) {
  const subscriptions = await q.query<SubscriptionRow>(
    `SELECT product_id, period_sessions, starts_at, ends_at FROM pro_subscriptions
     WHERE user_id = $1 AND ends_at > $2 ORDER BY starts_at ASC`,
    [userId, now],
  );
  const active = subscriptions.filter((s) => s.starts_at.getTime() <= now.getTime()).at(-1);
  if (!active) {
    const { start, end } = monthPeriod(now);
    return {
      hasPro: false,
      plan: { id: 'free', name: 'Free Plan' },
      planSessions: FREE_PLAN_SESSIONS,
      periodStart: start,
      periodEnd: end,
      expiresAt: null,
    };
  }
  // A renewal bought before the end starts where the previous one ends: the paid time runs on.
  let expiresAt = active.ends_at;
  for (const s of subscriptions) {
    if (s.starts_at.getTime() <= expiresAt.getTime() && s.ends_at.getTime() > expiresAt.getTime()) expiresAt = s.ends_at;
  }
  const periodMs = PRO_PERIOD_DAYS * DAY_MS;
  const elapsed = Math.floor((now.getTime() - active.starts_at.getTime()) / periodMs);
  const periodStart = new Date(active.starts_at.getTime() + elapsed * periodMs);
  const periodEnd = new Date(Math.min(periodStart.getTime() + periodMs, active.ends_at.getTime()));
  return {
    hasPro: true,
    plan: { id: active.product_id, name: planName(active.product_id) },
    planSessions: active.period_sessions,
    periodStart,
    periodEnd,
    expiresAt,
  };
}

/**
 * The user's allowance at `now`. Used = interviews charged to the plan that started in the current
 * period and were not given back. Conversations must therefore be created with `started_at = now`
 * of the charge (see takeSession).
 */
export async function readAllowance(q: Queryable, userId: string, now: Date): Promise<Allowance> {
  const plan = await loadPlan(q, userId, now);
  const used = await countPlanCharged(q, userId, plan.periodStart, plan.periodEnd);
  const [user] = await q.query<{ extra: number }>('SELECT extra_sessions AS extra FROM users WHERE id = $1', [userId]);
  const extra = Number(user?.extra ?? 0);
  return {
    hasProSubscription: plan.hasPro,
    plan: plan.plan,
    planSessions: plan.planSessions,
    usedSessions: used,
    extraSessions: extra,
    availableSessions: Math.max(0, plan.planSessions - used) + extra,
    periodStart: plan.periodStart,
    sessionsResetDate: plan.periodEnd,
    subscriptionExpiresAt: plan.expiresAt,
  };
}

/**
 * Takes one interview from the user's allowance: from the plan while it lasts, then from bought packs.
 * Call it inside the transaction that creates the conversation, and create that conversation with
 * `charged_to` = the returned charge and `started_at = now`. The user's row is locked for the rest
 * of the transaction, so parallel starts are serialised: with one interview left exactly one wins.
 * Returns null when nothing is left (the caller refuses the interview).
 */
export async function takeSession(tx: Queryable, userId: string, now: Date): Promise<Charge | null> {
  const locked = await tx.query<{ id: string }>(`SELECT id FROM users WHERE id = $1 AND status = 'active' FOR UPDATE`, [
    userId,
  ]);
  if (!locked.length) return null;
  const allowance = await readAllowance(tx, userId, now);
  if (allowance.usedSessions < allowance.planSessions) return 'plan';
  if (allowance.extraSessions > 0) {
    await tx.query('UPDATE users SET extra_sessions = extra_sessions - 1 WHERE id = $1', [userId]);
    return 'pack';
  }
  return null;
}

/**
 * Gives an interview back (it ended before the candidate's first answer: DECISIONS.md). Idempotent:
 * returns false when the conversation was not charged or was already given back.
 */
export async function giveSessionBack(tx: Queryable, conversationId: string, now: Date): Promise<boolean> {
  const refunded = await markRefunded(tx, conversationId, now);
  if (!refunded) return false;
  if (refunded.charge === 'pack') {
    await tx.query('UPDATE users SET extra_sessions = extra_sessions + 1 WHERE id = $1', [refunded.userId]);
  }
  return true;
}
