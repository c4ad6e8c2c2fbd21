/** Events of the "My jobs" list on /jobs: the user's own scenarios built from job postings. */
export type MyJobsEvent =
  /** Retry after the list could not be loaded. */
  | { type: 'myJobs.retry' }
  /** "Delete" on one of them: ask first. */
  | { type: 'myJobs.delete'; id: string }
  /** The confirmation's "Delete". */
  | { type: 'myJobs.confirm' }
  /** The confirmation's "Cancel" (or Escape). */
  | { type: 'myJobs.cancel' };
