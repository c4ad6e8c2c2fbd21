/** Real implementation of the subscription load over the typed API client, and a way to await a load. */
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { callApi, serverText, type ApiCallFailure } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import type { Api } from '../shared/ports';
import type { SubscriptionLoad, subscriptionMachine } from './subscription.machine';

export interface SubscriptionDeps {
  api: Api;
}

function loadFailure(failure: ApiCallFailure) {
  return flowFailure(serverText(failure) ?? { key: 'subscription.loadFailed' });
}

export function createSubscriptionActors({ api }: SubscriptionDeps) {
  return {
    loadSubscription: fromPromise<SubscriptionLoad>(async ({ signal }) => {
      const [subscription, me] = await Promise.all([
        callApi(() => api.GET('/web-api/auth/subscription', { signal })),
        callApi(() => api.GET('/web-api/auth/me', { signal })),
      ]);
      if (!subscription.ok) throw loadFailure(subscription);
      if (!me.ok) throw loadFailure(me);
      return { subscription: subscription.data, me: me.data };
    }),
  };
}

export type SubscriptionLoadResult =
  | { success: true; hasProSubscription: boolean; availableSessions: number }
  | { success: false; error: UiText };

/**
 * Asks the subscription actor for a load and resolves with its result; while another load is in
 * flight it resolves at once with the failure "Already loading" (spec §4).
 */
export function requestSubscriptionLoad(
  actor: ActorRefFrom<typeof subscriptionMachine>,
): Promise<SubscriptionLoadResult> {
  return new Promise((resolve) => {
    // Only this request's own skip counts: listen for it just while sending (sends are processed
    // synchronously), so a later request being skipped does not answer this one.
    let skipped: UiText | null = null;
    const skipListener = actor.on('subscription.skipped', ({ error }) => (skipped = error));
    const outcome = [
      actor.on('subscription.failed', ({ error }) => finish({ success: false, error })),
      actor.on('subscription.loaded', ({ hasProSubscription, availableSessions }) =>
        finish({ success: true, hasProSubscription, availableSessions }),
      ),
    ];
    function finish(result: SubscriptionLoadResult) {
      outcome.forEach((subscription) => subscription.unsubscribe());
      resolve(result);
    }
    actor.send({ type: 'subscription.load' });
    skipListener.unsubscribe();
    if (skipped) finish({ success: false, error: skipped });
  });
}
