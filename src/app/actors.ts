import { createActor } from 'xstate';
import { createAuthActors } from '../../machines/auth/auth.actors';
import { authMachine } from '../../machines/auth/auth.machine';
import { createJobsActions, createJobsActors, type JobsScrollStorage } from '../../machines/jobs/jobs.actors';
import { jobsMachine } from '../../machines/jobs/jobs.machine';
import type { Clock, RedirectStorage, SessionRefresher, TokenStorage, UserDataStorage } from '../../machines/shared/ports';
import { createSubscriptionActors } from '../../machines/subscription/subscription.actors';
import { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import { selectHasPro } from '../../machines/subscription/subscription.selectors';
import type { Api } from '../../openapi/types';
import type { InspectObserver } from '../config';
import type { AuthActor, JobsActor, SubscriptionActor } from './context';
import type { AppNavigation } from './navigation';

export interface AppActorDeps {
  api: Api;
  tokens: TokenStorage;
  refresher: SessionRefresher;
  redirects: RedirectStorage;
  clock: Clock;
  userData: UserDataStorage;
  navigation: AppNavigation;
  /** The jobs list's scroll memory (jobsPageScrollPosition and its manual-save flag). */
  jobsScroll: JobsScrollStorage;
  inspect: InspectObserver | undefined;
}

export interface AppActors {
  auth: AuthActor;
  subscription: SubscriptionActor;
  jobs: JobsActor;
  /** Starts the actors and the plan forwarding (subscription → jobs). */
  start(): void;
  stop(): void;
}

/** Creates (not starts) the actors that live as long as the app: auth, subscription and jobs. */
export function createAppActors(deps: AppActorDeps): AppActors {
  const { api, tokens, refresher, redirects, clock, userData, navigation, jobsScroll, inspect } = deps;
  const subscription = createActor(subscriptionMachine.provide({ actors: createSubscriptionActors({ api }) }), {
    inspect,
  });
  const auth = createActor(
    authMachine.provide({
      actors: createAuthActors({ api, tokens, redirects, clock, userData, refresher }),
      actions: {
        requestSubscription: () => subscription.send({ type: 'subscription.load' }),
        clearSubscription: () => subscription.send({ type: 'subscription.reset' }),
        navigateAfterLogin: () => navigation.afterLogin(),
        navigateToLogin: () => navigation.toLogin(),
        goToCheckEmail: (_, { email }) => navigation.toCheckEmail(email),
      },
    }),
    { input: { accessToken: tokens.read()?.accessToken ?? null }, inspect },
  );
  const jobs = createActor(
    jobsMachine.provide({ actors: createJobsActors({ api }), actions: createJobsActions({ scroll: jobsScroll }) }),
    { input: { savedScroll: jobsScroll.read(), hasProSubscription: false }, inspect },
  );

  let planForwarding: { unsubscribe(): void } | undefined;
  return {
    auth,
    subscription,
    jobs,
    start() {
      subscription.start();
      jobs.start();
      // The jobs list gates PRO scenarios by the user's plan: forward every change of it.
      let hasPro = selectHasPro(subscription.getSnapshot());
      jobs.send({ type: 'jobs.proStatus', hasPro });
      planForwarding = subscription.subscribe((snapshot) => {
        const next = selectHasPro(snapshot);
        if (next === hasPro) return;
        hasPro = next;
        jobs.send({ type: 'jobs.proStatus', hasPro });
      });
      auth.start();
    },
    stop() {
      auth.stop();
      planForwarding?.unsubscribe();
      planForwarding = undefined;
      jobs.stop();
      subscription.stop();
    },
  };
}
