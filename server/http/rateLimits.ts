import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { countAttempt, countsInWindow, dropWindowsBefore } from './rateLimitRepository';

/**
 * The operation groups of the contract (`x-fastify-config: { rateLimitGroup }`), each one budget per
 * client address: password sign-in (and password change), provider sign-in, token refresh, and the
 * calls that send mail.
 */
export type RateLimitGroup = 'signin' | 'provider' | 'refresh' | 'mail';

/** Failures (a wrong password, a refused token) use up a budget; mail costs on every call. */
const COUNTS: Record<RateLimitGroup, 'failures' | 'calls'> = {
  signin: 'failures',
  provider: 'failures',
  refresh: 'failures',
  mail: 'calls',
};

/** The answers that count as a failed attempt: refused credentials or tokens. */
const FAILURE_STATUSES = new Set([400, 401, 403]);

export interface RateLimitOptions {
  db: Database;
  now: () => Date;
  windowMs: number;
  /** Budget per client address and window, by group. */
  perAddress: Record<RateLimitGroup, number>;
  /** Failed password sign-ins per account (email) and window, from any number of addresses. */
  perAccount: number;
}

interface Charge {
  key: string;
  windowStart: Date;
  counts: 'failures' | 'calls';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The counters this request is charged to once answered (set when a group's check passed). */
    rateLimitCharges?: Charge[];
  }
}

function accountOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown; password?: unknown } | undefined;
  return typeof body?.email === 'string' && typeof body.password === 'string' ? body.email.trim().toLowerCase() : null;
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Fixed-window counters in the database (table `rate_limits`), so that every process sharing it
 * enforces one budget. Checked before the handler, charged after the answer: a successful sign-in
 * costs nothing, a failed one costs its address and its account.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const { db, now, windowMs } = options;
    let lastSweep = 0;

    const windowOf = (at: number) => new Date(Math.floor(at / windowMs) * windowMs);

    async function refuse(reply: FastifyReply, windowStart: Date, at: number) {
      const seconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at) / 1000));
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({ error: 'too_many_requests', message: `Too many attempts. Please try again in ${waitText(seconds)}.` });
    }

    app.addHook('preHandler', async (request, reply) => {
      const group = request.routeOptions.config.rateLimitGroup;
      if (!group) return;
      const at = now().getTime();
      const windowStart = windowOf(at);
      const counts = COUNTS[group];
      const limits: Array<{ key: string; max: number }> = [{ key: `${group}:ip:${request.ip}`, max: options.perAddress[group] }];
      const account = group === 'signin' ? accountOf(request) : null;
      if (account) limits.push({ key: `signin:account:${account}`, max: options.perAccount });

      const used = await countsInWindow(db, limits.map((limit) => limit.key), windowStart);
      if (limits.some((limit) => (used.get(limit.key) ?? 0) >= limit.max)) return refuse(reply, windowStart, at);
      request.rateLimitCharges = limits.map((limit) => ({ key: limit.key, windowStart, counts }));
    });

    app.addHook('onResponse', async (request, reply) => {
      const charges = request.rateLimitCharges;
      if (!charges?.length) return;
      const failed = FAILURE_STATUSES.has(reply.statusCode);
      const due = charges.filter((charge) => charge.counts === 'calls' || failed);
      if (!due.length) return;
      try {
        for (const charge of due) {
          await countAttempt(db, charge.key, charge.windowStart);
        }
        const at = now().getTime();
        if (at - lastSweep >= windowMs) {
          lastSweep = at;
          await dropWindowsBefore(db, windowOf(at - windowMs));
        }
      } catch (error) {
        // The answer is already sent; a counter that could not be written only loosens the limit once.
        request.log.warn({ err: error }, 'rate-limit counter not written');
      }
    });
  },
  { name: 'rate-limits' },
);
