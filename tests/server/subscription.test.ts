import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FREE_PLAN_SESSIONS, giveSessionBack, readAllowance, takeSession } from '../../server/billing/allowance';
import type { Database } from '../../server/db/database';
import { bearer, errorOf, me, signIn, signedInUser } from './support/accounts';
import { backends } from './support/databases';
import { useHarness } from './support/harness';

const DAY = 86_400_000;

async function userId(db: Database, email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return row.id;
}

async function addConversation(
  db: Database,
  user: string,
  startedAt: Date,
  chargedTo: 'plan' | 'pack' | null = 'plan',
  refundedAt: Date | null = null,
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO conversations (user_id, uid, job_id, scenario, charged_to, refunded_at, started_at)
     VALUES ($1, $2, 'job-1', '{}'::jsonb, $3, $4, $5) RETURNING id`,
    [user, randomUUID(), chargedTo, refundedAt, startedAt],
  );
  return row.id;
}

async function addPro(db: Database, user: string, productId: string, startsAt: Date, days: number, sessions = 60) {
  await db.query(
    `INSERT INTO pro_subscriptions (user_id, product_id, period_sessions, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)`,
    [user, productId, sessions, startsAt, new Date(startsAt.getTime() + days * DAY)],
  );
}

/** What a live interview start does: take a session and create the conversation in one transaction. */
async function startInterview(db: Database, user: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const charge = await takeSession(tx, user, now);
    if (!charge) return null;
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO conversations (user_id, uid, job_id, scenario, charged_to, started_at)
       VALUES ($1, $2, 'job-1', '{}'::jsonb, $3, $4) RETURNING id`,
      [user, randomUUID(), charge, now],
    );
    return row.id;
  });
}

function subscription(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/web-api/auth/subscription', headers: bearer(token) });
}

describe.each(backends())('plans and allowance (%s)', (backend) => {
  const h = useHarness(backend);

  it('gives a new free user 10 interviews that renew on the first day of next month, 00:00 UTC', async () => {
    h.clock.set('2026-02-15T10:30:00Z');
    const session = await signedInUser(h.app);
    const response = await subscription(h.app, session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hasProSubscription: false,
      availableSessions: 10,
      sessionsResetDate: '2026-03-01T00:00:00.000Z',
      subscriptionExpiresAt: null,
      plan: { id: 'free', name: 'Free Plan' },
      planSessions: 10,
      usedSessions: 0,
      extraSessions: 0,
    });
    h.clock.set('2026-12-31T23:59:59Z');
    // Months later the access token has expired: sign in again.
    expect((await subscription(h.app, (await signIn(h.app, session.email)).accessToken)).json()).toMatchObject({
      sessionsResetDate: '2027-01-01T00:00:00.000Z',
    });
  });

  it("counts only this month's plan interviews that were not given back, and adds bought extras", async () => {
    h.clock.set('2026-03-20T12:00:00Z');
    const session = await signedInUser(h.app);
    const id = await userId(h.db, session.email);
    for (let i = 0; i < 3; i++) await addConversation(h.db, id, new Date(`2026-03-0${i + 1}T08:00:00Z`));
    await addConversation(h.db, id, new Date('2026-03-01T00:00:00Z')); // first instant of the month counts
    await addConversation(h.db, id, new Date('2026-02-28T23:59:59Z')); // last month
    await addConversation(h.db, id, new Date('2026-03-05T08:00:00Z'), 'plan', new Date('2026-03-05T08:05:00Z')); // given back
    await addConversation(h.db, id, new Date('2026-03-06T08:00:00Z'), 'pack'); // paid by a pack
    await addConversation(h.db, id, new Date('2026-03-07T08:00:00Z'), null); // not charged
    await h.db.query('UPDATE users SET extra_sessions = 3 WHERE id = $1', [id]);

    const body = (await subscription(h.app, session.accessToken)).json();
    expect(body).toMatchObject({ usedSessions: 4, extraSessions: 3, availableSessions: 6 + 3 });
    expect((await me(h.app, session.accessToken)).json()).toMatchObject({ availableSessions: 9, hasProSubscription: false });

    // Next month the plan is whole again; extras stay.
    h.clock.set('2026-04-01T00:00:00Z');
    expect((await subscription(h.app, (await signIn(h.app, session.email)).accessToken)).json()).toMatchObject({ usedSessions: 0, availableSessions: 13 });
  });

  it('never answers a negative count when more were taken than the plan gives', async () => {
    h.clock.set('2026-03-20T12:00:00Z');
    const session = await signedInUser(h.app);
    const id = await userId(h.db, session.email);
    for (let i = 0; i < 12; i++) await addConversation(h.db, id, new Date('2026-03-02T08:00:00Z'));
    expect((await subscription(h.app, session.accessToken)).json()).toMatchObject({ usedSessions: 12, availableSessions: 0 });
  });

  it('gives a PRO user 60 interviews per 30-day period since the start, with the expiry of the paid time', async () => {
    h.clock.set('2026-02-20T12:00:00Z');
    const session = await signedInUser(h.app);
    const id = await userId(h.db, session.email);
    const start = new Date('2026-01-10T09:00:00Z');
    await addPro(h.db, id, 'pro_annual', start, 365);
    // Period 2 runs from Feb 9 09:00 to Mar 11 09:00.
    await addConversation(h.db, id, new Date('2026-02-09T08:59:59Z')); // period 1
    await addConversation(h.db, id, new Date('2026-02-09T09:00:00Z'));
    await addConversation(h.db, id, new Date('2026-02-19T09:00:00Z'));

    const body = (await subscription(h.app, session.accessToken)).json();
    expect(body).toEqual({
      hasProSubscription: true,
      availableSessions: 58,
      sessionsResetDate: '2026-03-11T09:00:00.000Z',
      subscriptionExpiresAt: '2027-01-10T09:00:00.000Z',
      plan: { id: 'pro_annual', name: 'PRO Annual' },
      planSessions: 60,
      usedSessions: 2,
      extraSessions: 0,
    });
    expect((await me(h.app, session.accessToken)).json()).toMatchObject({ hasProSubscription: true, availableSessions: 58 });
  });

  it('ends PRO at the end of the paid time: back to the free plan, interviews already taken stay taken', async () => {
    h.clock.set('2026-05-10T12:00:00Z');
    const session = await signedInUser(h.app);
    const id = await userId(h.db, session.email);
    await addPro(h.db, id, 'pro_monthly', new Date('2026-04-20T00:00:00Z'), 30);
    await addConversation(h.db, id, new Date('2026-05-02T10:00:00Z'));
    await addConversation(h.db, id, new Date('2026-05-03T10:00:00Z'));
    const during = (await subscription(h.app, session.accessToken)).json();
    expect(during).toMatchObject({
      hasProSubscription: true,
      plan: { id: 'pro_monthly', name: 'PRO Monthly' },
      sessionsResetDate: '2026-05-20T00:00:00.000Z',
      subscriptionExpiresAt: '2026-05-20T00:00:00.000Z',
      availableSessions: 58,
    });
    h.clock.set('2026-05-20T00:00:01Z');
    const after = (await subscription(h.app, (await signIn(h.app, session.email)).accessToken)).json();
    expect(after).toMatchObject({
      hasProSubscription: false,
      plan: { id: 'free' },
      subscriptionExpiresAt: null,
      usedSessions: 2,
      availableSessions: FREE_PLAN_SESSIONS - 2,
      sessionsResetDate: '2026-06-01T00:00:00.000Z',
    });
  });

  it('counts a renewal that follows on in the expiry date', async () => {
    h.clock.set('2026-05-10T12:00:00Z');
    const session = await signedInUser(h.app);
    const id = await userId(h.db, session.email);
    await addPro(h.db, id, 'pro_monthly', new Date('2026-04-20T00:00:00Z'), 30);
    await addPro(h.db, id, 'pro_monthly', new Date('2026-05-20T00:00:00Z'), 30);
    expect((await subscription(h.app, session.accessToken)).json()).toMatchObject({
      subscriptionExpiresAt: '2026-06-19T00:00:00.000Z',
    });
  });

  it('needs a signed-in user (401)', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/web-api/auth/subscription' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).error).toBe('unauthorized');
  });

  describe('taking and giving back an interview (for the live interview)', () => {
    it('takes from the plan, then from packs, then refuses; a given-back interview can be taken again', async () => {
      const now = new Date('2026-03-10T12:00:00Z');
      h.clock.set(now);
      const session = await signedInUser(h.app);
      const id = await userId(h.db, session.email);
      await h.db.query('UPDATE users SET extra_sessions = 1 WHERE id = $1', [id]);

      const taken: string[] = [];
      for (let i = 0; i < FREE_PLAN_SESSIONS; i++) taken.push((await startInterview(h.db, id, now))!);
      expect(taken.every(Boolean)).toBe(true);
      const fromPack = await startInterview(h.db, id, now);
      expect(fromPack).not.toBeNull();
      expect((await readAllowance(h.db, id, now)).extraSessions).toBe(0);
      expect(await startInterview(h.db, id, now)).toBeNull();
      expect((await readAllowance(h.db, id, now)).availableSessions).toBe(0);

      // Giving back: once only; a pack interview returns to the pack.
      expect(await h.db.transaction((tx) => giveSessionBack(tx, fromPack!, now))).toBe(true);
      expect(await h.db.transaction((tx) => giveSessionBack(tx, fromPack!, now))).toBe(false);
      expect((await readAllowance(h.db, id, now)).extraSessions).toBe(1);
      expect(await h.db.transaction((tx) => giveSessionBack(tx, taken[0], now))).toBe(true);
      expect((await readAllowance(h.db, id, now)).availableSessions).toBe(2);
    });

    it('lets exactly one of 20 parallel starts win the last interview', async () => {
      const now = new Date('2026-03-10T12:00:00Z');
      h.clock.set(now);
      const session = await signedInUser(h.app);
      const id = await userId(h.db, session.email);
      for (let i = 0; i < FREE_PLAN_SESSIONS - 1; i++) await addConversation(h.db, id, new Date('2026-03-02T08:00:00Z'));
      const results = await Promise.all(Array.from({ length: 20 }, () => startInterview(h.db, id, now)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await readAllowance(h.db, id, now)).availableSessions).toBe(0);
    });

    it('refuses a deactivated user', async () => {
      const now = new Date('2026-03-10T12:00:00Z');
      const session = await signedInUser(h.app);
      const id = await userId(h.db, session.email);
      await h.db.query(`UPDATE users SET status = 'deactivated' WHERE id = $1`, [id]);
      expect(await startInterview(h.db, id, now)).toBeNull();
    });
  });
});
