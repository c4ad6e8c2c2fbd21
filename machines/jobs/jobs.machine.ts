/**
 * The job catalogue, for the lifetime of the app (spec §2 /jobs and /jobs/{id}, §3 stored keys, §4 Jobs
 * list, §5 Jobs search, §8, §9): the JobTalk scenarios, loaded on demand and reused while younger than
 * `JOBS_CACHE_TTL_MS` (a timer on the actor's clock), the search and category filter, the user's plan
 * (for PRO gating), the job open on the detail page, and the list's scroll memory.
 *
 * The load is an actor (`createJobsActors`); writing the scroll memory to storage is the provided
 * action `persistScroll`; the stored memory arrives as `input.savedScroll`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { JOBS_CACHE_TTL_MS } from '../shared/constants';
import { failureText, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import type { JobsEvent, JobsInput, ScrollMemory } from './jobs.events';
import { sortJobs, type JobScenario } from './jobs.list';

export type { JobScenario, ScrollMemory };

export interface JobsContext {
  /** The scenarios, sorted (non-PRO first, then newest); kept while a stale list reloads, emptied on failure. */
  scenarios: JobScenario[];
  error: UiText | null;
  /** The search box, as typed. */
  query: string;
  /** The exact category filtered on, or null for all. */
  category: string | null;
  hasPro: boolean;
  /** The job open on the detail page. */
  selectedId: string | null;
  /** The list's scroll memory, mirrored to storage by `persistScroll`. */
  scroll: ScrollMemory | null;
  /** Set by `jobs.restoreScroll`: the offset the /jobs page scrolls to, or null to leave it alone. */
  scrollToRestore: number | null;
}

const FETCH_FAILED: UiText = { key: 'jobs.fetchFailed' };

/** A whole, non-negative offset (anything else counts as the top). */
export function toScrollMemory(y: number, manual: boolean): ScrollMemory {
  return { y: Number.isFinite(y) && y > 0 ? Math.round(y) : 0, manual };
}

export const jobsMachine = setup({
  types: {
    context: {} as JobsContext,
    events: {} as JobsEvent,
    input: {} as JobsInput,
    tags: {} as MachineTag,
  },
  actors: {
    /** POST /web-api/scenario/by-type { type: 0 }; rejects with "Failed to fetch scenarios". */
    loadScenarios: fromPromise<JobScenario[]>(notProvided('jobs', 'loadScenarios')),
  },
  actions: {
    /** Provided: write the scroll memory (jobsPageScrollPosition and the manual-save flag). */
    persistScroll: (_, _params: ScrollMemory) => {},
  },
  guards: {
    /** An automatic save would overwrite a manual one that has not been restored yet. */
    isOverwritingManualSave: ({ context, event }) =>
      event.type === 'jobs.saveScroll' && !event.manual && context.scroll?.manual === true,
    hasManualSave: ({ context }) => context.scroll?.manual === true,
  },
  delays: {
    jobsCacheTtl: JOBS_CACHE_TTL_MS,
  },
}).createMachine({
  id: 'jobs',
  description: 'The job scenarios with their search, filter, selection and scroll memory, for the lifetime of the app.',
  initial: 'idle',
  context: ({ input }) => ({
    scenarios: [],
    error: null,
    query: '',
    category: null,
    hasPro: input.hasProSubscription ?? false,
    selectedId: null,
    scroll: input.savedScroll ? toScrollMemory(input.savedScroll.y, input.savedScroll.manual) : null,
    scrollToRestore: null,
  }),
  on: {
    'jobs.search': { actions: assign({ query: ({ event }) => event.query }) },
    'jobs.filterCategory': { actions: assign({ category: ({ event }) => event.category }) },
    'jobs.clearFilters': { actions: assign({ query: '', category: null }) },
    'jobs.proStatus': { actions: assign({ hasPro: ({ event }) => event.hasPro }) },
    'jobs.select': { actions: assign({ selectedId: ({ event }) => event.id }) },
    'jobs.deselect': { actions: assign({ selectedId: null }) },
    'jobs.saveScroll': [
      // Leaving the page for a job saved the place to come back to; a later automatic save (the page
      // unmounting, a late scroll event) must not replace it.
      { guard: 'isOverwritingManualSave' },
      {
        actions: [
          assign({ scroll: ({ event }) => toScrollMemory(event.y, event.manual) }),
          { type: 'persistScroll', params: ({ event }) => toScrollMemory(event.y, event.manual) },
        ],
      },
    ],
    'jobs.restoreScroll': [
      {
        guard: 'hasManualSave',
        actions: [
          assign(({ context }) => {
            const y = context.scroll?.y ?? 0;
            return { scrollToRestore: y, scroll: toScrollMemory(y, false) };
          }),
          { type: 'persistScroll', params: ({ context }) => toScrollMemory(context.scroll?.y ?? 0, false) },
        ],
      },
      // Arriving at /jobs any other way (header link, dashboard) starts at the top.
      { actions: assign({ scrollToRestore: null }) },
    ],
  },
  states: {
    idle: {
      description: 'Nothing loaded yet; the first page that needs the list sends jobs.load.',
      on: { 'jobs.load': { target: 'loading' } },
    },
    loading: {
      description: 'Fetching the JobTalk scenarios; a stale list stays in context meanwhile.',
      tags: [BUSY],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadScenarios',
        src: 'loadScenarios',
        onDone: {
          target: 'loaded',
          actions: assign({ scenarios: ({ event }) => sortJobs(event.output), error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ scenarios: [], error: ({ event }) => failureText(event.error, FETCH_FAILED) }),
        },
      },
    },
    loaded: {
      description: 'The list is held: shown, searched and filtered.',
      initial: 'fresh',
      states: {
        fresh: {
          // jobs.load is not handled here: the list is reused as it is.
          description: 'Loaded under 5 minutes ago: jobs.load reuses it without a call.',
          after: { jobsCacheTtl: { target: 'stale' } },
        },
        stale: {
          description: 'Loaded 5 minutes ago or more: still shown, but the next jobs.load fetches it again.',
          on: { 'jobs.load': { target: '#jobs.loading' } },
        },
      },
    },
    failed: {
      description: '"Failed to fetch scenarios" with a Retry button; the next jobs.load also tries again.',
      on: {
        'jobs.retry': { target: 'loading' },
        'jobs.load': { target: 'loading' },
      },
    },
  },
});
