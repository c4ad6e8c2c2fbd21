import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { dropWindowsBefore, releaseAttempt, reserveAttempts } from './rateLimitRepository';

/**
 * The operation groups of the contract (`x-fastify-config: { rateLimitGroup }`): password sign-in (and
 * password change), provider sign-in, token refresh, the calls that send mail, and the calls that make
 * the server work for a signed-in user: document uploads, posting reads, private-scenario creation and
 * transcript corrections.
 */
export type RateLimitGroup = 'signin' | 'provider' | 'refresh' | 'mail' | 'upload' | 'posting' | 'scenario' | 'correction';

/** Failures (a wrong password, a refused token) use up a budget; the other groups cost on every call. */
const COUNTS: Record<RateLimitGroup, 'failures' | 'calls'> = {
  signin: 'failures',
  provider: 'failures',
  refresh: 'failures',
  mail: 'calls',
  upload: 'calls',
  posting: 'calls',
  scenario: 'calls',
  correction: 'calls',
};

/** The answers that count as a failed attempt: refused credentials or tokens. */
const FAILURE_STATUSES = new Set([400, 401, 403]);

export interface GroupLimits {
  /** Budget per client address and window. */
  perAddress: number;
  /**
   * Budget per account and window, from any number of addresses (null: none). `signin`'s account is the
   * email signed in with, or the signed-in user's for a password change; the other groups' is the signed-in user.
   */
  perAccount: number | null;
}

export interface RateLimitOptions {
  db: Database;
  now: () => Date;
  windowMs: number;
  limits: Record<RateLimitGroup, GroupLimits>;
  /** Told of every refusal, HTTP or live (the metrics count them by group). */
  onRefused?: (group: RateLimitGroup) => void;
}

interface Charge {
  group: RateLimitGroup;
  keys: string[];
  windowStart: Date;
}

type Reservation = { ok: true; charge: Charge } | { ok: false; windowStart: Date; at: number };

/**
 * The limits for calls that do not come as an HTTP request of a group (a transcript correction sent
 * in a live interview shares the HTTP corrections' budgets): `reserve` counts one call on the
 * address's and the account's counters, in the database, before anything is done; false: refused
 * (nothing counted).
 */
export interface RateLimiter {
  reserve(group: RateLimitGroup, who: { address: string; account: string | null }): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The counters this request reserved (set once its group's check passed). */
    rateLimitCharge?: Charge;
  }
  interface FastifyInstance {
    rateLimits: RateLimiter;
  }
}

/** The account a password attempt is for: the email signed in with, or the signed-in user's. */
function passwordAccountOf(request: FastifyRequest): string | null {
  if (request.user) return request.user.email.trim().toLowerCase();
  const body = request.body as { email?: unknown; password?: unknown } | undefined;
  return typeof body?.email === 'string' && typeof body.password === 'string' ? body.email.trim().toLowerCase() : null;
}

function accountOf(group: RateLimitGroup, request: FastifyRequest): string | null {
  if (group === 'signin') return passwordAccountOf(request);
  return request.user?.id ?? null;
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Fixed-window counters in the database (table `rate_limits`), so that every process sharing it
 * enforces one budget. A request reserves its attempt on each of its counters in one statement before
 * anything is checked or read; a counter at its limit takes no reservation and the request is refused
 * (429), giving back what it took on its other counters: N concurrent attempts never get more than the
 * limit through, in one process or several. A successful sign-in gives its reservations back too (it
 * costs nothing).
 *
 * The check runs as the route's last preHandler, after the contract's authentication, so that a
 * signed-in user's own budget is known.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const { db, now, windowMs } = options;
    let lastSweep = 0;

    const windowOf = (at: number) => new Date(Math.floor(at / windowMs) * windowMs);

    async function release(keys: readonly string[], windowStart: Date) {
      for (const key of keys) await releaseAttempt(db, key, windowStart);
    }

    function refuse(reply: FastifyReply, windowStart: Date, at: number) {
      const seconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at) / 1000));
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({ error: 'too_many_requests', message: `Too many attempts. Please try again in ${waitText(seconds)}.` });
    }

    /** Reserves one attempt of `group` on the address's and the account's counters (all or none). */
    async function reserve(group: RateLimitGroup, address: string, account: string | null): Promise<Reservation> {
      const at = now().getTime();
      const windowStart = windowOf(at);
      const { perAddress, perAccount } = options.limits[group];
      const limits: Array<{ key: string; max: number }> = [{ key: `${group}:ip:${address}`, max: perAddress }];
      if (account && perAccount !== null) limits.push({ key: `${group}:account:${account}`, max: perAccount });
      const keys = limits.map((limit) => limit.key);

      const counted = await reserveAttempts(db, limits, windowStart);
      if (counted.size < new Set(keys).size) {
        options.onRefused?.(group);
        await release([...counted.keys()], windowStart);
        return { ok: false, windowStart, at };
      }
      if (at - lastSweep >= windowMs) {
        lastSweep = at;
        await dropWindowsBefore(db, windowOf(at - windowMs));
      }
      return { ok: true, charge: { group, keys, windowStart } };
    }

    const check: preHandlerAsyncHookHandler = async function (request, reply) {
      const group = request.routeOptions.config.rateLimitGroup;
      if (!group) return;
      const account = options.limits[group].perAccount === null ? null : accountOf(group, request);
      const reserved = await reserve(group, request.ip, account);
      if (!reserved.ok) return refuse(reply, reserved.windowStart, reserved.at);
      request.rateLimitCharge = reserved.charge;
    };

    // The same budgets for what reaches the server another way (a correction sent in a live interview).
    app.decorate('rateLimits', {
      reserve: async (group, { address, account }) => (await reserve(group, address, account)).ok,
    } satisfies RateLimiter);

    // The check goes after the route's own preHandlers (the contract's authentication).
    app.addHook('onRoute', (route) => {
      if (!(route.config as { rateLimitGroup?: RateLimitGroup } | undefined)?.rateLimitGroup) return;
      const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
      route.preHandler = [...own, check];
    });

    // Before the answer leaves: a client that signed in and at once tries again finds its attempt given back.
    app.addHook('onSend', async (request, reply, payload) => {
      const charge = request.rateLimitCharge;
      if (!charge || COUNTS[charge.group] === 'calls' || FAILURE_STATUSES.has(reply.statusCode)) return payload;
      request.rateLimitCharge = undefined;
      try {
        await release(charge.keys, charge.windowStart);
      } catch (error) {
        // A reservation not given back only tightens the limit, once: the answer is not held up for it.
        request.log.warn({ err: error }, 'rate-limit counter not released');
      }
      return payload;
    });
  },
  { name: 'rate-limits' },
);
