/** Events of the app-lifetime jobs actor, and its input. */

/** Where the jobs list was scrolled, and whether it was saved on purpose (spec §3). */
export interface ScrollMemory {
  /** Vertical scroll offset in CSS pixels (whole, never negative). */
  y: number;
  /**
   * Saved on purpose (the user opened a job from the list): the next visit of /jobs restores it, and
   * automatic saves do not overwrite it until then.
   */
  manual: boolean;
}

export type JobsEvent =
  /** A page needs the list (/jobs, /jobs/{id}, /interview/{id}): load it unless one under 5 minutes old is held. */
  | { type: 'jobs.load' }
  /** The Retry button after "Failed to fetch scenarios". */
  | { type: 'jobs.retry' }
  /** The search box (case-insensitive over position, company name, description and skills). */
  | { type: 'jobs.search'; query: string }
  /** The category filter: an exact category, or null for all. */
  | { type: 'jobs.filterCategory'; category: string | null }
  /** "Clear filters": empty search, all categories. */
  | { type: 'jobs.clearFilters' }
  /** The user's plan, forwarded from the subscription actor (`hasProSubscription`). */
  | { type: 'jobs.proStatus'; hasPro: boolean }
  /** The job detail page opened job `id`. */
  | { type: 'jobs.select'; id: string }
  /** The job detail page was left. */
  | { type: 'jobs.deselect' }
  /**
   * Remember the list's scroll offset: `manual: true` when leaving the list for a job (restored on
   * the way back), `manual: false` for an automatic save (ignored while a manual one is pending).
   */
  | { type: 'jobs.saveScroll'; y: number; manual: boolean }
  /** The /jobs page mounted: expose the offset to restore (only after a manual save) and clear the flag. */
  | { type: 'jobs.restoreScroll' };

export interface JobsInput {
  /** The scroll memory kept in storage at start-up (`JobsScrollStorage.read()`), if any. */
  savedScroll?: ScrollMemory | null;
  /** The user's plan if already known; later changes arrive as `jobs.proStatus`. */
  hasProSubscription?: boolean;
}
