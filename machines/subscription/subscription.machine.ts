/**
 * Subscription info of the signed-in user (spec §3 Auth state, §4 Subscription loading, §8): one load
 * in flight at a time; a load fetches the subscription and the current user in parallel.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Schemas } from '../../openapi/types';
import type { UiText } from '../shared/text';
import { failureText, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import type { SubscriptionEmitted, SubscriptionEvent } from './subscription.events';

export type SubscriptionInfo = Schemas['Subscription'];
export type CurrentUser = Schemas['User'];

export interface SubscriptionLoad {
  subscription: SubscriptionInfo;
  me: CurrentUser;
}

export interface SubscriptionContext {
  hasProSubscription: boolean;
  availableSessions: number;
  /** ISO date-time when the allowance renews. */
  sessionsResetDate: string | null;
  /** ISO date-time when PRO ends; null on the free plan. */
  subscriptionExpiresAt: string | null;
  plan: SubscriptionInfo['plan'] | null;
  /** The current-user response, stored as received. */
  me: CurrentUser | null;
  error: UiText | null;
}

const defaults: SubscriptionContext = {
  hasProSubscription: false,
  availableSessions: 0,
  sessionsResetDate: null,
  subscriptionExpiresAt: null,
  plan: null,
  me: null,
  error: null,
};

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    emitted: {} as SubscriptionEmitted,
    tags: {} as MachineTag,
  },
  actors: {
    loadSubscription: fromPromise<SubscriptionLoad>(notProvided('subscription', 'loadSubscription')),
  },
  actions: {
    resetToDefaults: assign(() => ({ ...defaults })),
    emitSkipped: emit({ type: 'subscription.skipped', error: { key: 'subscription.alreadyLoading' } } as const),
  },
}).createMachine({
  id: 'subscription',
  description: 'The plan and interview allowance of the signed-in user, loaded one load at a time.',
  initial: 'idle',
  context: { ...defaults },
  on: {
    'subscription.load': { target: '.loading' },
    'subscription.reset': { target: '.idle', actions: 'resetToDefaults' },
  },
  states: {
    idle: {
      description: 'Nothing loaded (signed out, or not asked yet): free plan, no sessions.',
    },
    loading: {
      description: 'One load in flight; another load request is skipped ("Already loading").',
      tags: [BUSY],
      on: { 'subscription.load': { actions: 'emitSkipped' } },
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        onDone: {
          target: 'loaded',
          actions: [
            assign(({ event }) => ({
              hasProSubscription: event.output.subscription.hasProSubscription,
              availableSessions: event.output.subscription.availableSessions,
              sessionsResetDate: event.output.subscription.sessionsResetDate ?? null,
              subscriptionExpiresAt: event.output.subscription.subscriptionExpiresAt ?? null,
              plan: event.output.subscription.plan,
              me: event.output.me,
              error: null,
            })),
            emit(({ event }) => ({
              type: 'subscription.loaded' as const,
              hasProSubscription: event.output.subscription.hasProSubscription,
              availableSessions: event.output.subscription.availableSessions,
            })),
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => failureText(event.error, { key: 'subscription.loadFailed' }) }),
            emit(({ context }) => ({
              type: 'subscription.failed' as const,
              error: context.error ?? { key: 'subscription.loadFailed' },
            })),
          ],
        },
      },
    },
    loaded: {
      description: 'The latest load succeeded.',
    },
    failed: {
      description: 'The latest load failed; earlier values are kept and the error is stored.',
    },
  },
});
