/** Pure reads of the jobs snapshot for the /jobs list and the /jobs/{id} detail page. */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import { categoriesOf, filterJobs, findJob, isGated, toJobCard, type JobCard, type JobScenario } from './jobs.list';
import type { jobsMachine } from './jobs.machine';

type JobsSnapshot = SnapshotFrom<typeof jobsMachine>;

export { isGated, toJobCard, type JobCard };

/** A load is under way (the first one, a stale list's reload, or a retry). */
export const selectIsLoading = (snapshot: JobsSnapshot): boolean => snapshot.hasTag(BUSY);
/** "Failed to fetch scenarios" (show it with a Retry button), or null. */
export const selectError = (snapshot: JobsSnapshot): UiText | null =>
  snapshot.matches('failed') ? snapshot.context.error : null;
export const selectIsLoaded = (snapshot: JobsSnapshot): boolean => snapshot.matches('loaded');
export const selectHasPro = (snapshot: JobsSnapshot): boolean => snapshot.context.hasPro;

export const selectQuery = (snapshot: JobsSnapshot): string => snapshot.context.query;
export const selectCategory = (snapshot: JobsSnapshot): string | null => snapshot.context.category;
export const selectHasActiveFilters = (snapshot: JobsSnapshot): boolean =>
  snapshot.context.query.trim() !== '' || snapshot.context.category !== null;

/** Every scenario held, sorted (non-PRO first, then newest). */
export const selectAllJobs = (snapshot: JobsSnapshot): JobScenario[] => snapshot.context.scenarios;
/*
 * The list's derived arrays are the same array while their inputs are: a snapshot that changes
 * something else (the scroll memory, a load's tag) does not re-render the 36 cards, and the categories
 * are not sorted again on every read.
 */
let lastVisible: { scenarios: JobScenario[]; query: string; category: string | null; jobs: JobScenario[] } | null = null;
const lastCategories = new WeakMap<JobScenario[], string[]>();

/** The scenarios matching the search and the category, in list order (the same array for the same inputs). */
export const selectVisibleJobs = (snapshot: JobsSnapshot): JobScenario[] => {
  const { scenarios, query, category } = snapshot.context;
  if (lastVisible?.scenarios !== scenarios || lastVisible.query !== query || lastVisible.category !== category) {
    lastVisible = { scenarios, query, category, jobs: filterJobs(scenarios, query, category) };
  }
  return lastVisible.jobs;
};
/** The visible scenarios as cards (first 5 skills, "+N more", PRO badge for a user without PRO). */
export const selectVisibleCards = (snapshot: JobsSnapshot): JobCard[] =>
  selectVisibleJobs(snapshot).map((job) => toJobCard(job, snapshot.context.hasPro));
/** The category filter's options: the data's distinct categories, sorted (the same array for the same list). */
export const selectCategories = (snapshot: JobsSnapshot): string[] => {
  const { scenarios } = snapshot.context;
  let categories = lastCategories.get(scenarios);
  if (!categories) lastCategories.set(scenarios, (categories = categoriesOf(scenarios)));
  return categories;
};
/** Loaded and nothing to show: "No jobs found matching your criteria." with a Clear filters action. */
export const selectIsEmptyResult = (snapshot: JobsSnapshot): boolean =>
  snapshot.matches('loaded') && selectVisibleJobs(snapshot).length === 0;

export const selectJobById = (snapshot: JobsSnapshot, id: string): JobScenario | null =>
  findJob(snapshot.context.scenarios, id);
export const selectSelectedId = (snapshot: JobsSnapshot): string | null => snapshot.context.selectedId;
/** The job open on the detail page, once the list holds it. */
export const selectSelectedJob = (snapshot: JobsSnapshot): JobScenario | null =>
  snapshot.context.selectedId === null ? null : findJob(snapshot.context.scenarios, snapshot.context.selectedId);
/** "Job Not Found": the list is loaded and does not hold the selected id. */
export const selectIsSelectedJobNotFound = (snapshot: JobsSnapshot): boolean =>
  snapshot.context.selectedId !== null && snapshot.matches('loaded') && selectSelectedJob(snapshot) === null;
/** The selected job is PRO-only and the user is not PRO: "Requires Pro Subscription", no Start Interview. */
export const selectIsSelectedJobGated = (snapshot: JobsSnapshot): boolean => {
  const job = selectSelectedJob(snapshot);
  return job !== null && isGated(job, snapshot.context.hasPro);
};

/** The offset the /jobs page scrolls to after `jobs.restoreScroll` (null: leave the page where it is). */
export const selectScrollToRestore = (snapshot: JobsSnapshot): number | null => snapshot.context.scrollToRestore;
