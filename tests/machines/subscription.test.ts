import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { BUSY } from '../../machines/shared/tags';
import { createSubscriptionActors, requestSubscriptionLoad } from '../../machines/subscription/subscription.actors';
import { subscriptionMachine, type SubscriptionLoad } from '../../machines/subscription/subscription.machine';
import { selectPlanDate, selectPlanDisplay } from '../../machines/subscription/subscription.selectors';
import { fakeApi, jsonResponse, networkError } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

const me = {
  id: 'u1',
  email: 'ann@example.com',
  name: 'Ann Lee',
  firstName: 'Ann',
  lastName: 'Lee',
  emailVerified: true,
  authProviders: ['password' as const],
  createdAt: '2024-01-01T00:00:00.000Z',
  hasProSubscription: true,
  availableSessions: 57,
};
const subscription = {
  hasProSubscription: true,
  availableSessions: 57,
  sessionsResetDate: '2024-02-01T00:00:00.000Z',
  subscriptionExpiresAt: '2024-03-01T00:00:00.000Z',
  plan: { id: 'pro-monthly', name: 'PRO monthly' },
  planSessions: 60,
  usedSessions: 3,
  extraSessions: 0,
};
const load: SubscriptionLoad = { subscription, me };

describe('subscription machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    await runModelBasedTest({
      machine: subscriptionMachine,
      events: {
        'xstate.done.actor.loadSubscription': [{ type: 'xstate.done.actor.loadSubscription', output: load }],
        'xstate.error.actor.loadSubscription': [
          { type: 'xstate.error.actor.loadSubscription', error: { text: { raw: 'Service unavailable' } } },
          { type: 'xstate.error.actor.loadSubscription', error: new Error('bug') },
        ],
      },
      invariants: {
        '*': (s, { event, emitted }) => {
          expect(s.hasTag(BUSY)).toBe(s.matches('loading'));
          const skipped = emitted.filter((e) => e.type === 'subscription.skipped');
          if (event.type === 'subscription.load' && s.matches('loading') && skipped.length) {
            expect(skipped.at(-1)).toEqual({ type: 'subscription.skipped', error: { key: 'subscription.alreadyLoading' } });
          }
        },
        idle: (s) => {
          expect(s.context).toEqual({
            hasProSubscription: false,
            availableSessions: 0,
            sessionsResetDate: null,
            subscriptionExpiresAt: null,
            plan: null,
            me: null,
            error: null,
          });
        },
        loading: (_s, { event, calls, previous }) => {
          // A load while loading calls nothing more; a fresh load invokes exactly one loader.
          if (event.type === 'subscription.load' && previous?.matches('loading')) expect(calls).toEqual([]);
          else expect(calls.map((c) => c.src)).toEqual(['loadSubscription']);
        },
        loaded: (s, { emitted }) => {
          expect(s.context).toMatchObject({
            hasProSubscription: true,
            availableSessions: 57,
            sessionsResetDate: subscription.sessionsResetDate,
            subscriptionExpiresAt: subscription.subscriptionExpiresAt,
            plan: subscription.plan,
            me,
            error: null,
          });
          expect(emitted.at(-1)).toEqual({ type: 'subscription.loaded', hasProSubscription: true, availableSessions: 57 });
        },
        failed: (s, { emitted }) => {
          expect(s.context.error).not.toBeNull();
          expect(emitted.at(-1)).toEqual({ type: 'subscription.failed', error: s.context.error });
        },
      },
    });
  });
});

describe('subscription behaviour', () => {
  it('fetches subscription and current user in parallel and stores them', async () => {
    const pending: Array<() => void> = [];
    const api = fakeApi(
      (request) =>
        new Promise((resolve) =>
          pending.push(() => resolve(jsonResponse(200, request.url.endsWith('/subscription') ? subscription : me))),
        ),
    );
    const actor = createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api }) })).start();
    actor.send({ type: 'subscription.load' });
    await new Promise((r) => setTimeout(r, 10));
    // Both requests are out before either is answered.
    expect(api.requests.map((r) => new URL(r.url).pathname).sort()).toEqual(['/web-api/auth/me', '/web-api/auth/subscription']);
    pending.forEach((answer) => answer());
    const s = await waitFor(actor, (x) => x.matches('loaded'));
    expect(s.context.hasProSubscription).toBe(true);
    expect(s.context.availableSessions).toBe(57);
    expect(s.context.me).toEqual(me);
    expect(selectPlanDate(s)).toEqual({ label: 'expires', date: subscription.subscriptionExpiresAt });
  });

  it('skips a second load while one is in flight: "Already loading"', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const api = fakeApi(async (request) => {
      await gate;
      return jsonResponse(200, request.url.endsWith('/subscription') ? subscription : me);
    });
    const actor = createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api }) })).start();
    const first = requestSubscriptionLoad(actor);
    const second = await requestSubscriptionLoad(actor);
    expect(second).toEqual({ success: false, error: { key: 'subscription.alreadyLoading' } });
    answer();
    expect(await first).toEqual({ success: true, hasProSubscription: true, availableSessions: 57 });
    expect(api.requests).toHaveLength(2);
    expect(actor.getSnapshot().hasTag(BUSY)).toBe(false);
  });

  it('stores the server message, else "Failed to load subscription info", and clears loading', async () => {
    for (const [handler, expected] of [
      [() => jsonResponse(503, { error: 'unavailable', message: 'Try later' }), { raw: 'Try later' }],
      [() => jsonResponse(500, ''), { key: 'subscription.loadFailed' }],
      [networkError, { key: 'subscription.loadFailed' }],
    ] as const) {
      const actor = createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api: fakeApi(handler) }) })).start();
      const result = await requestSubscriptionLoad(actor);
      expect(result).toEqual({ success: false, error: expected });
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().hasTag(BUSY)).toBe(false);
    }
  });

  it('reset returns to the free defaults, also during a load', async () => {
    const api = fakeApi(() => new Promise(() => undefined));
    const actor = createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api }) })).start();
    actor.send({ type: 'subscription.load' });
    actor.send({ type: 'subscription.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.hasProSubscription).toBe(false);
    expect(actor.getSnapshot().context.availableSessions).toBe(0);
    expect(selectPlanDate(actor.getSnapshot())).toBeNull();
  });

  it('shows loading and failure only until the first load succeeds; reloads keep the plan on screen', async () => {
    const failing = () => jsonResponse(503, { error: 'unavailable', message: 'Try later' });
    const subscriptionAnswers = [failing, () => jsonResponse(200, subscription), failing];
    let subscriptionCalls = 0;
    const api = fakeApi((request) =>
      new URL(request.url).pathname.endsWith('/subscription') ? subscriptionAnswers[subscriptionCalls++]() : jsonResponse(200, me),
    );
    const actor = createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api }) })).start();
    expect(selectPlanDisplay(actor.getSnapshot())).toBe('ready');
    actor.send({ type: 'subscription.load' });
    expect(selectPlanDisplay(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectPlanDisplay(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'subscription.load' });
    expect(selectPlanDisplay(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectPlanDisplay(actor.getSnapshot())).toBe('ready');
    actor.send({ type: 'subscription.load' });
    expect(selectPlanDisplay(actor.getSnapshot())).toBe('ready');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectPlanDisplay(actor.getSnapshot())).toBe('ready');
    expect(subscriptionCalls).toBe(3);
  });
});
