import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import {
  createJobsActions,
  createJobsActors,
  createJobsScrollStorage,
  requestJob,
} from '../../machines/jobs/jobs.actors';
import type { JobsInput, ScrollMemory } from '../../machines/jobs/jobs.events';
import {
  categoriesOf,
  companyNameOf,
  filterJobs,
  isGated,
  matchesQuery,
  sortJobs,
  toJobCard,
  type JobScenario,
} from '../../machines/jobs/jobs.list';
import { jobsMachine } from '../../machines/jobs/jobs.machine';
import {
  selectCategories,
  selectError,
  selectHasActiveFilters,
  selectIsEmptyResult,
  selectIsLoading,
  selectIsSelectedJobGated,
  selectIsSelectedJobNotFound,
  selectScrollToRestore,
  selectSelectedJob,
  selectVisibleCards,
  selectVisibleJobs,
} from '../../machines/jobs/jobs.selectors';
import { JOBS_CACHE_TTL_MS, SKILLS_SHOWN_ON_CARD } from '../../machines/shared/constants';
import { BUSY } from '../../machines/shared/tags';
import { text } from '../../src/i18n';
import { STORAGE_KEYS } from '../../machines/shared/storageKeys';
import { createSafeStorage } from '../../src/storage/safeStorage';
import { fakeApi, jsonResponse, networkError } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';
import { jobScenario } from '../support/fixtures';

type JobsSnapshot = SnapshotFrom<typeof jobsMachine>;

const job = (id: string, extra: Partial<JobScenario> = {}): JobScenario => jobScenario(id, extra);

/** Unsorted on purpose: PRO and free mixed, dates out of order. */
const catalogue: JobScenario[] = [
  job('pro-new', { isPro: true, postedDate: '2024-03-01T00:00:00Z', category: 'Management' }),
  job('free-old', { postedDate: '2024-01-01T00:00:00Z', skills: ['React', 'TypeScript'] }),
  job('free-new', {
    postedDate: '2024-02-15T00:00:00Z',
    company: 'Acme Widgets',
    skills: ['Go', 'Kubernetes', 'PostgreSQL', 'gRPC', 'Terraform', 'AWS', 'Linux'],
    category: 'Data',
  }),
  job('pro-old', { isPro: true, postedDate: '2023-12-01T00:00:00Z', description: 'Lead a DATA platform team' }),
];
const sortedIds = ['free-new', 'free-old', 'pro-new', 'pro-old'];

const isSorted = (jobs: readonly JobScenario[]) =>
  expect(jobs.map((j) => j.id)).toEqual(sortJobs(jobs).map((j) => j.id));

describe('jobs machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const inputs: JobsInput[] = [{}, { savedScroll: { y: 300, manual: true }, hasProSubscription: true }];
    const report = await runModelBasedTest({
      machine: jobsMachine,
      inputs,
      // The scroll memory decides the saveScroll / restoreScroll branches, so it is part of the key.
      serializeState: (s) => JSON.stringify([s.value, s.context.scroll === null ? 'none' : s.context.scroll.manual]),
      recordActions: ['persistScroll'],
      events: {
        'xstate.done.actor.loadScenarios': [
          { type: 'xstate.done.actor.loadScenarios', output: catalogue },
          { type: 'xstate.done.actor.loadScenarios', output: [] },
        ],
        'xstate.error.actor.loadScenarios': [
          { type: 'xstate.error.actor.loadScenarios', error: { text: { key: 'jobs.fetchFailed' } } },
          { type: 'xstate.error.actor.loadScenarios', error: new Error('bug') },
        ],
        'jobs.search': [{ type: 'jobs.search', query: 'REACT' }],
        'jobs.filterCategory': [
          { type: 'jobs.filterCategory', category: 'Data' },
          { type: 'jobs.filterCategory', category: null },
        ],
        'jobs.proStatus': [{ type: 'jobs.proStatus', hasPro: true }],
        'jobs.select': [
          { type: 'jobs.select', id: 'pro-new' },
          { type: 'jobs.select', id: 'missing' },
        ],
        'jobs.saveScroll': [
          { type: 'jobs.saveScroll', y: 640, manual: true },
          { type: 'jobs.saveScroll', y: 120.4, manual: false },
        ],
      },
      invariants: {
        '*': (s, { event, previous, actions }) => {
          isSorted(s.context.scenarios);
          expect(selectError(s) !== null).toBe(s.matches('failed'));
          const before: ScrollMemory | null = previous ? previous.context.scroll : null;
          if (event.type === 'jobs.saveScroll') {
            const save = event as unknown as { y: number; manual: boolean };
            if (before?.manual && !save.manual) {
              // An automatic save never replaces a pending manual one.
              expect(s.context.scroll).toEqual(before);
              expect(actions).toEqual([]);
            } else {
              const expected = { y: Math.round(save.y), manual: save.manual };
              expect(s.context.scroll).toEqual(expected);
              expect(actions).toEqual([{ name: 'persistScroll', params: expected }]);
            }
          } else if (event.type === 'jobs.restoreScroll') {
            if (before?.manual) {
              expect(selectScrollToRestore(s)).toBe(before.y);
              expect(s.context.scroll).toEqual({ y: before.y, manual: false });
              expect(actions).toEqual([{ name: 'persistScroll', params: { y: before.y, manual: false } }]);
            } else {
              expect(selectScrollToRestore(s)).toBeNull();
              expect(s.context.scroll).toEqual(before);
              expect(actions).toEqual([]);
            }
          } else {
            expect(actions).toEqual([]);
          }
        },
        loading: (s, { calls, previous }) => {
          expect(s.hasTag(BUSY)).toBe(true);
          expect(s.context.error).toBeNull();
          expect(selectIsEmptyResult(s)).toBe(false);
          if (previous?.matches('loading')) expect(calls).toEqual([]);
          else expect(calls.map((c) => c.src)).toEqual(['loadScenarios']);
          // A stale list stays on screen while it reloads.
          if (previous?.matches({ loaded: 'stale' })) expect(s.context.scenarios).toBe(previous.context.scenarios);
        },
        loaded: (s, { event, previous }) => {
          expect(s.hasTag(BUSY)).toBe(false);
          expect(s.context.error).toBeNull();
          expect(selectIsEmptyResult(s)).toBe(selectVisibleJobs(s).length === 0);
          if (event.type.startsWith('xstate.after.')) {
            expect(previous?.matches({ loaded: 'fresh' })).toBe(true);
            expect(s.matches({ loaded: 'stale' })).toBe(true);
          }
        },
        'loaded.fresh': (s, { event, previous }) => {
          if (event.type === 'xstate.done.actor.loadScenarios') {
            const output = (event as unknown as { output: JobScenario[] }).output;
            expect(s.context.scenarios.map((j) => j.id)).toEqual(sortJobs(output).map((j) => j.id));
          } else {
            // Only a finished load makes a list fresh; nothing else replaces it.
            expect(previous?.matches({ loaded: 'fresh' })).toBe(true);
            expect(s.context.scenarios).toBe(previous?.context.scenarios);
          }
        },
        failed: (s) => {
          expect(s.context.error).toEqual({ key: 'jobs.fetchFailed' });
          expect(s.context.scenarios).toEqual([]);
          expect(selectIsEmptyResult(s)).toBe(false);
          expect(selectIsSelectedJobNotFound(s)).toBe(false);
        },
        idle: (s) => {
          expect(s.context.scenarios).toEqual([]);
          expect(selectIsSelectedJobNotFound(s)).toBe(false);
        },
      },
    });
    expect(report.stateNodes).toBe(7);
    expect(report.paths).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------- behaviour

function memoryArea() {
  const map = new Map<string, string>();
  const storage = {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  } as Storage;
  return { map, area: createSafeStorage('session', () => storage) };
}

function start(options: { answer?: () => Response; clock?: SimulatedClock; input?: JobsInput } = {}) {
  const answer = options.answer ?? (() => jsonResponse(200, catalogue));
  const api = fakeApi(() => answer());
  const { map, area } = memoryArea();
  const scroll = createJobsScrollStorage(area);
  const actor = createActor(
    jobsMachine.provide({ actors: createJobsActors({ api }), actions: createJobsActions({ scroll }) }),
    { input: options.input ?? { savedScroll: scroll.read() }, ...(options.clock ? { clock: options.clock } : {}) },
  ).start();
  return { actor, api, map, area, scroll };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s: JobsSnapshot) => !s.hasTag(BUSY));

describe('jobs loading and the 5-minute cache', () => {
  it('asks for the JobTalk scenarios and holds them sorted', async () => {
    const { actor, api } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(api.requests).toHaveLength(0);
    actor.send({ type: 'jobs.load' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const loaded = await settled(actor);
    expect(loaded.value).toEqual({ loaded: 'fresh' });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].method).toBe('POST');
    expect(new URL(api.requests[0].url).pathname).toBe('/web-api/scenario/by-type');
    expect(api.requests[0].body).toEqual({ type: 0 });
    expect(selectVisibleJobs(loaded).map((j) => j.id)).toEqual(sortedIds);
  });

  it('keeps the same visible list and categories while only something else changes (the page does not re-render its cards)', async () => {
    const { actor } = start();
    actor.send({ type: 'jobs.load' });
    const loaded = await settled(actor);
    const visible = selectVisibleJobs(loaded);
    const categories = selectCategories(loaded);
    actor.send({ type: 'jobs.saveScroll', y: 640, manual: true });
    const scrolled = actor.getSnapshot();
    expect(scrolled).not.toBe(loaded);
    expect(selectVisibleJobs(scrolled)).toBe(visible);
    expect(selectCategories(scrolled)).toBe(categories);
    // A new query is a new list, and the same query again gives the same list.
    actor.send({ type: 'jobs.search', query: 'acme' });
    const searched = selectVisibleJobs(actor.getSnapshot());
    expect(searched.map((j) => j.id)).toEqual(['free-new']);
    expect(selectVisibleJobs(actor.getSnapshot())).toBe(searched);
    actor.send({ type: 'jobs.search', query: '' });
    expect(selectVisibleJobs(actor.getSnapshot()).map((j) => j.id)).toEqual(sortedIds);
  });

  it('reuses the list at 4:59 and reloads it at 5:01 on the simulated clock', async () => {
    expect(JOBS_CACHE_TTL_MS).toBe(5 * 60_000);
    const clock = new SimulatedClock();
    const { actor, api } = start({ clock });
    actor.send({ type: 'jobs.load' });
    await settled(actor);
    expect(api.requests).toHaveLength(1);

    clock.increment(4 * 60_000 + 59_000);
    actor.send({ type: 'jobs.load' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'fresh' });
    await settled(actor);
    expect(api.requests).toHaveLength(1);

    clock.increment(2_000); // 5:01
    expect(actor.getSnapshot().value).toEqual({ loaded: 'stale' });
    expect(api.requests).toHaveLength(1); // going stale alone fetches nothing
    actor.send({ type: 'jobs.load' });
    // The stale list stays on screen while it reloads.
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectVisibleJobs(actor.getSnapshot())).toHaveLength(catalogue.length);
    const reloaded = await settled(actor);
    expect(reloaded.value).toEqual({ loaded: 'fresh' });
    expect(api.requests).toHaveLength(2);

    // The timer starts again from the reload.
    clock.increment(JOBS_CACHE_TTL_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'fresh' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'stale' });
  });

  it('ignores jobs.load while a load is in flight', async () => {
    const { actor, api } = start();
    actor.send({ type: 'jobs.load' });
    actor.send({ type: 'jobs.load' });
    actor.send({ type: 'jobs.retry' });
    await settled(actor);
    expect(api.requests).toHaveLength(1);
  });

  it.each([
    ['an HTTP error', () => jsonResponse(500, { error: 'internal', message: 'boom' })],
    ['a network error', () => networkError()],
    ['a body that is not a list', () => jsonResponse(200, { scenarios: [] })],
  ])('shows "Failed to fetch scenarios" after %s, then retries', async (_, failure) => {
    let fail = true;
    const { actor, api } = start({ answer: () => (fail ? failure() : jsonResponse(200, catalogue)) });
    actor.send({ type: 'jobs.load' });
    const failed = await settled(actor);
    expect(failed.value).toBe('failed');
    expect(selectError(failed)).toEqual({ key: 'jobs.fetchFailed' });
    expect(text(selectError(failed)!)).toBe('Failed to fetch scenarios');
    expect(selectIsEmptyResult(failed)).toBe(false);

    actor.send({ type: 'jobs.retry' });
    const stillFailed = await settled(actor);
    expect(stillFailed.value).toBe('failed');
    expect(api.requests).toHaveLength(2);

    fail = false;
    actor.send({ type: 'jobs.retry' });
    const loaded = await settled(actor);
    expect(loaded.value).toEqual({ loaded: 'fresh' });
    expect(selectError(loaded)).toBeNull();
    expect(api.requests).toHaveLength(3);
  });

  it('a page that needs the list after a failure (jobs.load) tries again too', async () => {
    let fail = true;
    const { actor } = start({ answer: () => (fail ? jsonResponse(503, {}) : jsonResponse(200, catalogue)) });
    actor.send({ type: 'jobs.load' });
    await settled(actor);
    fail = false;
    actor.send({ type: 'jobs.load' });
    expect((await settled(actor)).matches('loaded')).toBe(true);
  });

  it('a failed reload of a stale list drops it and shows the error', async () => {
    const clock = new SimulatedClock();
    let fail = false;
    const { actor } = start({ clock, answer: () => (fail ? jsonResponse(500, {}) : jsonResponse(200, catalogue)) });
    actor.send({ type: 'jobs.load' });
    await settled(actor);
    clock.increment(JOBS_CACHE_TTL_MS);
    fail = true;
    actor.send({ type: 'jobs.load' });
    const failed = await settled(actor);
    expect(failed.value).toBe('failed');
    expect(selectVisibleJobs(failed)).toEqual([]);
  });
});

describe('jobs requestJob (for /interview/{id})', () => {
  it('finds a job, loading the list once and reusing it while fresh', async () => {
    const { actor, api } = start();
    expect(await requestJob(actor, 'pro-old')).toEqual({ status: 'found', job: expect.objectContaining({ id: 'pro-old' }) });
    expect(await requestJob(actor, 'nope')).toEqual({ status: 'notFound' });
    expect(api.requests).toHaveLength(1);
  });

  it('reports a failed load', async () => {
    const { actor } = start({ answer: () => jsonResponse(500, {}) });
    expect(await requestJob(actor, 'pro-old')).toEqual({ status: 'failed', error: { key: 'jobs.fetchFailed' } });
  });
});

describe('jobs sort, search and filter', () => {
  it('sorts non-PRO first, then newest postedDate, undated last', () => {
    expect(sortJobs(catalogue).map((j) => j.id)).toEqual(sortedIds);
    const undated = job('undated', { postedDate: 'not a date' });
    expect(sortJobs([undated, ...catalogue]).map((j) => j.id)).toEqual(['free-new', 'free-old', 'undated', 'pro-new', 'pro-old']);
  });

  it.each([
    ['position', 'position FREE-OLD', ['free-old']],
    ['company name (object)', 'company pro-new', ['pro-new']],
    ['company name (plain string)', 'acme WIDGETS', ['free-new']],
    ['description', 'data platform', ['pro-old']],
    ['skills', 'kubernetes', ['free-new']],
    ['skills (any case)', 'TYPEscript', ['free-old']],
  ])('searches the %s case-insensitively', (_, query, ids) => {
    expect(filterJobs(sortJobs(catalogue), query, null).map((j) => j.id)).toEqual(ids);
  });

  it('does not search other fields; a blank query matches everything', () => {
    expect(filterJobs(catalogue, 'remote', null)).toEqual([]);
    expect(filterJobs(catalogue, 'management', null)).toEqual([]); // a category, not searched
    expect(filterJobs(catalogue, '   ', null)).toHaveLength(catalogue.length);
    expect(matchesQuery(job('x', { skills: ['Rust'] }), '  rust ')).toBe(true);
  });

  it('filters on the exact category', () => {
    const jobs = [
      job('a', { category: 'Engineering' }),
      job('b', { category: 'engineering' }),
      job('c', { category: 'Engineering Management' }),
    ];
    expect(filterJobs(jobs, '', 'Engineering').map((j) => j.id)).toEqual(['a']);
    expect(filterJobs(jobs, '', 'Engineer')).toEqual([]);
    expect(filterJobs(jobs, '', null)).toHaveLength(3);
  });

  it('lists the data\'s categories, distinct and sorted', () => {
    expect(categoriesOf(catalogue)).toEqual(['Data', 'Engineering', 'Management']);
    expect(categoriesOf([job('x', { category: '' })])).toEqual([]);
  });

  it('combines search and category in the actor, shows the empty result and clears the filters', async () => {
    const { actor } = start();
    actor.send({ type: 'jobs.search', query: 'position' });
    actor.send({ type: 'jobs.filterCategory', category: 'Management' });
    // Not loaded yet: no empty-result text.
    expect(selectIsEmptyResult(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'jobs.load' });
    let s = await settled(actor);
    expect(selectVisibleJobs(s).map((j) => j.id)).toEqual(['pro-new']);
    expect(selectCategories(s)).toEqual(['Data', 'Engineering', 'Management']);
    expect(selectHasActiveFilters(s)).toBe(true);

    actor.send({ type: 'jobs.search', query: 'kubernetes' });
    s = actor.getSnapshot();
    expect(selectVisibleJobs(s)).toEqual([]);
    expect(selectIsEmptyResult(s)).toBe(true);
    expect(text({ key: 'jobs.noResults' })).toBe('No jobs found matching your criteria.');

    actor.send({ type: 'jobs.clearFilters' });
    s = actor.getSnapshot();
    expect(selectHasActiveFilters(s)).toBe(false);
    expect(selectIsEmptyResult(s)).toBe(false);
    expect(selectVisibleJobs(s).map((j) => j.id)).toEqual(sortedIds);
  });
});

describe('jobs cards, company and gating', () => {
  it('shows the first 5 skills, then "+N more"', () => {
    const card = toJobCard(catalogue[2], false);
    expect(card.skills).toEqual(['Go', 'Kubernetes', 'PostgreSQL', 'gRPC', 'Terraform']);
    expect(card.skills).toHaveLength(SKILLS_SHOWN_ON_CARD);
    expect(card.moreSkills).toBe(2);
    expect(card.moreSkillsText).toEqual({ key: 'jobs.moreSkills', values: { count: 2 } });
    expect(text(card.moreSkillsText!)).toBe('+2 more');
    const five = toJobCard(job('five', { skills: ['a', 'b', 'c', 'd', 'e'] }), false);
    expect(five.skills).toHaveLength(5);
    expect(five.moreSkills).toBe(0);
    expect(five.moreSkillsText).toBeNull();
    expect(toJobCard(job('none'), false).skills).toEqual([]);
  });

  it('reads the company as an object with a name or as a plain string', () => {
    expect(companyNameOf(job('o', { company: { name: ' Globex ', industry: 'Energy' } }))).toBe('Globex');
    expect(companyNameOf(job('s', { company: 'Initech' }))).toBe('Initech');
    expect(toJobCard(job('s', { company: 'Initech' }), false).company).toEqual({ raw: 'Initech' });
    expect(toJobCard(job('e', { company: '' }), false).company).toEqual({ key: 'common.unknownCompany' });
    expect(toJobCard(job('p', { position: ' ' }), false).position).toEqual({ key: 'common.unknownPosition' });
    expect(toJobCard(job('a/b'), false).href).toBe('/jobs/a%2Fb');
  });

  it('gates a PRO job for a user without PRO only', () => {
    expect(isGated({ isPro: true }, false)).toBe(true);
    expect(isGated({ isPro: true }, true)).toBe(false);
    expect(isGated({ isPro: false }, false)).toBe(false);
    expect(isGated({ isPro: false }, true)).toBe(false);
  });

  it('shows the PRO badge and the gate until the user is PRO', async () => {
    const { actor } = start();
    actor.send({ type: 'jobs.load' });
    actor.send({ type: 'jobs.select', id: 'pro-new' });
    let s = await settled(actor);
    expect(selectVisibleCards(s).map((c) => [c.id, c.showProBadge])).toEqual([
      ['free-new', false],
      ['free-old', false],
      ['pro-new', true],
      ['pro-old', true],
    ]);
    expect(selectIsSelectedJobGated(s)).toBe(true);
    actor.send({ type: 'jobs.proStatus', hasPro: true });
    s = actor.getSnapshot();
    expect(selectVisibleCards(s).some((c) => c.showProBadge)).toBe(false);
    expect(selectIsSelectedJobGated(s)).toBe(false);
  });

  it('takes the plan from the input too', () => {
    const { actor } = start({ input: { hasProSubscription: true } });
    expect(actor.getSnapshot().context.hasPro).toBe(true);
  });
});

describe('jobs selection', () => {
  it('selects by id, says "Job Not Found" only once loaded, and deselects', async () => {
    const { actor } = start();
    actor.send({ type: 'jobs.select', id: 'missing' });
    expect(selectIsSelectedJobNotFound(actor.getSnapshot())).toBe(false); // idle
    actor.send({ type: 'jobs.load' });
    expect(selectIsSelectedJobNotFound(actor.getSnapshot())).toBe(false); // loading
    let s = await settled(actor);
    expect(selectSelectedJob(s)).toBeNull();
    expect(selectIsSelectedJobNotFound(s)).toBe(true);
    expect(text({ key: 'jobs.notFound' })).toBe('Job Not Found');

    actor.send({ type: 'jobs.select', id: 'free-old' });
    s = actor.getSnapshot();
    expect(selectSelectedJob(s)?.id).toBe('free-old');
    expect(selectIsSelectedJobNotFound(s)).toBe(false);
    expect(selectIsSelectedJobGated(s)).toBe(false);

    actor.send({ type: 'jobs.deselect' });
    s = actor.getSnapshot();
    expect(selectSelectedJob(s)).toBeNull();
    expect(selectIsSelectedJobNotFound(s)).toBe(false);
  });
});

describe('jobs scroll memory', () => {
  const { jobsScrollPosition: POSITION, jobsScrollManualSave: MANUAL } = STORAGE_KEYS;

  it('Back from a job returns to the saved place, once', () => {
    const { actor, map } = start();
    actor.send({ type: 'jobs.saveScroll', y: 812.6, manual: true }); // a card was clicked
    expect(map.get(POSITION)).toBe('813');
    expect(map.get(MANUAL)).toBe('true');
    actor.send({ type: 'jobs.saveScroll', y: 0, manual: false }); // the page unmounting
    expect(map.get(POSITION)).toBe('813');
    expect(actor.getSnapshot().context.scroll).toEqual({ y: 813, manual: true });

    actor.send({ type: 'jobs.restoreScroll' }); // back on /jobs
    expect(selectScrollToRestore(actor.getSnapshot())).toBe(813);
    expect(map.get(POSITION)).toBe('813');
    expect(map.has(MANUAL)).toBe(false);

    actor.send({ type: 'jobs.restoreScroll' }); // the next visit (header link) starts at the top
    expect(selectScrollToRestore(actor.getSnapshot())).toBeNull();
  });

  it('automatic saves are stored once no manual save is pending', () => {
    const { actor, map } = start();
    actor.send({ type: 'jobs.saveScroll', y: 200, manual: false });
    expect(map.get(POSITION)).toBe('200');
    expect(map.has(MANUAL)).toBe(false);
    actor.send({ type: 'jobs.restoreScroll' });
    expect(selectScrollToRestore(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'jobs.saveScroll', y: -5, manual: false });
    expect(map.get(POSITION)).toBe('0');
    actor.send({ type: 'jobs.saveScroll', y: Number.NaN, manual: true });
    expect(actor.getSnapshot().context.scroll).toEqual({ y: 0, manual: true });
  });

  it('restores a manual save kept in storage across a page reload', () => {
    const { area } = memoryArea();
    area.set(POSITION, '450');
    area.set(MANUAL, 'true');
    const scroll = createJobsScrollStorage(area);
    expect(scroll.read()).toEqual({ y: 450, manual: true });
    const actor = createActor(jobsMachine.provide({ actions: createJobsActions({ scroll }) }), {
      input: { savedScroll: scroll.read() },
    }).start();
    actor.send({ type: 'jobs.restoreScroll' });
    expect(selectScrollToRestore(actor.getSnapshot())).toBe(450);
    expect(scroll.read()).toEqual({ y: 450, manual: false });
  });

  it('reads nothing from empty or garbled storage', () => {
    const { area } = memoryArea();
    const scroll = createJobsScrollStorage(area);
    expect(scroll.read()).toBeNull();
    area.set(POSITION, 'abc');
    expect(scroll.read()).toBeNull();
    const blocked = createJobsScrollStorage(
      createSafeStorage('session', () => {
        throw new Error('SecurityError');
      }),
    );
    expect(blocked.read()).toBeNull();
    expect(() => blocked.write({ y: 1, manual: true })).not.toThrow();
  });
});

describe('jobs texts', () => {
  it('uses the spec\'s words', () => {
    expect(text({ key: 'jobs.fetchFailed' })).toBe('Failed to fetch scenarios');
    expect(text({ key: 'jobs.noResults' })).toBe('No jobs found matching your criteria.');
    expect(text({ key: 'jobs.notFound' })).toBe('Job Not Found');
    expect(text({ key: 'jobs.requiresPro' })).toBe('Requires Pro Subscription');
  });

  it('stubs are only needed where used: the load actor can be replaced', async () => {
    const actor = createActor(
      jobsMachine.provide({ actors: { loadScenarios: fromPromise<JobScenario[]>(async () => [catalogue[0]]) } }),
      { input: {} },
    ).start();
    actor.send({ type: 'jobs.load' });
    const s = await waitFor(actor, (snap) => snap.matches('loaded'));
    expect(selectVisibleJobs(s).map((j) => j.id)).toEqual(['pro-new']);
  });
});
