/**
 * The interview machine's own actors (`createInterviewActors`) and its storage actions
 * (`createInterviewActions`). The children (socket, recorder, audio queue, inactivity) get their real
 * actors from their own `create…Actors` where the page creates the interview actor.
 */
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { readAccessToken, isExpiring } from '../auth/auth.claims';
import { requestJob, type JobLookup } from '../jobs/jobs.actors';
import type { jobsMachine } from '../jobs/jobs.machine';
import { callApi } from '../shared/apiCall';
import { flowFailure } from '../shared/failure';
import type { Api, Clock, SafeStorage, SessionRefresher, TokenStorage } from '../shared/ports';
import type { subscriptionMachine } from '../subscription/subscription.machine';
import { selectHasPro, selectIsPlanKnown } from '../subscription/subscription.selectors';
import { STORAGE_KEYS } from '../shared/storageKeys';
import type { JobLookupResult, TempInterviewRecord } from './interview.events';

export interface InterviewDeps {
  tokens: TokenStorage;
  /** The app's one session refresher: new tokens reach the auth actor too. */
  refresher: SessionRefresher;
  clock: Clock;
  /** The app-lifetime jobs actor: the job comes from its state, its list, or a fetch of the list. */
  jobs: ActorRefFrom<typeof jobsMachine>;
  /** The app-lifetime subscription actor: a PRO-only job needs the user's plan. */
  subscription: ActorRefFrom<typeof subscriptionMachine>;
  /** The typed API client: a job not in the catalogue may be one of the user's own (private scenarios). */
  api: Api;
}

/** Private scenarios have UUIDs; the catalogue's ids are words, so only a UUID is asked for. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the user's own scenarios (built from a pasted posting): found, unknown or another user's (404), or failed. */
export async function requestOwnJob(api: Api, id: string, signal?: AbortSignal): Promise<JobLookup> {
  if (!UUID.test(id)) return { status: 'notFound' };
  const result = await callApi(() => api.GET('/web-api/private-scenarios/{id}', { params: { path: { id } }, signal }));
  if (result.ok) return { status: 'found', job: result.data.scenario };
  if (result.kind === 'http' && result.status === 404) return { status: 'notFound' };
  return { status: 'failed', error: { key: 'jobs.fetchFailed' } };
}

/** The job of /interview/{id}: the catalogue's (from the jobs actor), else the user's own scenario. */
export async function lookUpJob(deps: Pick<InterviewDeps, 'jobs' | 'api'>, id: string, signal?: AbortSignal): Promise<JobLookup> {
  const catalogue = await requestJob(deps.jobs, id);
  if (catalogue.status !== 'notFound') return catalogue;
  return requestOwnJob(deps.api, id, signal);
}

/** A plan still loading is waited for this long; after that the user counts as free (the server decides anyway). */
const PLAN_WAIT_MS = 15_000;

async function userHasPro(subscription: InterviewDeps['subscription']): Promise<boolean> {
  if (!selectIsPlanKnown(subscription.getSnapshot())) {
    subscription.send({ type: 'subscription.load' });
    await waitFor(subscription, selectIsPlanKnown, { timeout: PLAN_WAIT_MS }).catch(() => undefined);
  }
  return selectHasPro(subscription.getSnapshot());
}

export function createInterviewActors({ tokens, refresher, clock, jobs, subscription, api }: InterviewDeps) {
  return {
    loadJob: fromPromise<JobLookupResult, { jobId: string }>(async ({ input, signal }) => {
      const lookup = await lookUpJob({ jobs, api }, input.jobId, signal);
      if (lookup.status === 'failed') throw flowFailure(lookup.error);
      if (lookup.status === 'notFound') return { status: 'notFound' };
      const hasPro = lookup.job.isPro ? await userHasPro(subscription) : selectHasPro(subscription.getSnapshot());
      return { status: 'found', job: lookup.job, hasPro };
    }),
    /**
     * The token for `start` / `reconnect`: the stored one while valid for 30 s more; otherwise (or when
     * `fresh`, after the server refused it) a refreshed one. No token at all: "Authentication required".
     */
    getToken: fromPromise<string, { fresh: boolean }>(async ({ input }) => {
      const stored = tokens.read()?.accessToken ?? null;
      const reading = readAccessToken(stored);
      const usable = reading.ok && !isExpiring(reading.expiresAt, clock.now());
      if (stored && usable && !input.fresh) return stored;
      const refreshed = await refresher.refresh();
      if (refreshed) return refreshed.accessToken;
      if (stored) return stored; // the server answers 1008 and the sign-in modal shows
      throw flowFailure({ key: 'live.authRequired' }, 'auth');
    }),
  };
}

/** Storage actions: `temp_interview` and `session_uid` live in localStorage (spec §3). */
export function createInterviewActions({ storage }: { storage: Pick<SafeStorage, 'setJson' | 'remove'> }) {
  return {
    saveTempInterview: (_: unknown, record: TempInterviewRecord) => {
      storage.setJson(STORAGE_KEYS.tempInterview, record);
    },
    clearSession: () => storage.remove(STORAGE_KEYS.sessionUid),
  };
}
