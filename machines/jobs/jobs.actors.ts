/**
 * Real implementations for the jobs actor: the scenario load over the typed API client, the scroll
 * memory over Web Storage (spec §3: jobsPageScrollPosition + the manual-save flag), and a way for a
 * route to await one job.
 */
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { STORAGE_KEYS } from '../shared/storageKeys';
import type { Api, SafeStorage } from '../shared/ports';
import { callApi } from '../shared/apiCall';
import { SCENARIO_TYPE_JOBTALK } from '../shared/constants';
import { flowFailure } from '../shared/failure';
import type { ScrollMemory } from './jobs.events';
import { findJob, type JobScenario } from './jobs.list';
import { toScrollMemory, type jobsMachine } from './jobs.machine';

/** Where the jobs list's scroll memory is kept between page loads (sessionStorage in the SPA). */
export interface JobsScrollStorage {
  read(): ScrollMemory | null;
  write(memory: ScrollMemory): void;
}

export interface JobsDeps {
  api: Api;
}

export interface JobsActionDeps {
  scroll: JobsScrollStorage;
}

export function createJobsActors({ api }: JobsDeps) {
  return {
    loadScenarios: fromPromise<JobScenario[]>(async ({ signal }) => {
      const result = await callApi(() =>
        api.POST('/web-api/scenario/by-type', { body: { type: SCENARIO_TYPE_JOBTALK }, signal }),
      );
      if (!result.ok || !Array.isArray(result.data)) throw flowFailure({ key: 'jobs.fetchFailed' });
      return result.data;
    }),
  };
}

/** The machine's storage action, over the scroll port. */
export function createJobsActions({ scroll }: JobsActionDeps) {
  return {
    persistScroll: (_: unknown, memory: ScrollMemory) => scroll.write(memory),
  };
}

const { jobsScrollPosition: POSITION, jobsScrollManualSave: MANUAL } = STORAGE_KEYS;

/** The scroll memory in one storage area: the offset as a number string, the flag as "true" (absent otherwise). */
export function createJobsScrollStorage(area: SafeStorage): JobsScrollStorage {
  return {
    read() {
      const raw = area.get(POSITION);
      if (raw === null) return null;
      const y = Number(raw);
      if (!Number.isFinite(y)) return null;
      return toScrollMemory(y, area.get(MANUAL) === 'true');
    },
    write(memory) {
      area.set(POSITION, String(memory.y));
      if (memory.manual) area.set(MANUAL, 'true');
      else area.remove(MANUAL);
    },
  };
}

export type JobLookup =
  | { status: 'found'; job: JobScenario }
  | { status: 'notFound' }
  | { status: 'failed'; error: UiText };

/**
 * The job `id` for a route such as /interview/{id} (spec §2): from the held list when fresh, else after
 * (re)loading it. Sends `jobs.load` and waits for the load to settle.
 */
export async function requestJob(actor: ActorRefFrom<typeof jobsMachine>, id: string): Promise<JobLookup> {
  actor.send({ type: 'jobs.load' });
  const settled = await waitFor(actor, (s) => s.matches('loaded') || s.matches('failed'));
  if (settled.matches('failed')) return { status: 'failed', error: settled.context.error ?? { key: 'jobs.fetchFailed' } };
  const job = findJob(settled.context.scenarios, id);
  return job ? { status: 'found', job } : { status: 'notFound' };
}
