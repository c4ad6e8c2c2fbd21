/** What the "Practise for your own job" page reads from the posting draft actor. */
import type { SnapshotFrom } from 'xstate';
import { BUSY } from '../shared/tags';
import type { PostingDraftContext, postingDraftMachine } from './postingDraft.machine';
import { draftErrors, sameDraft, type DraftErrors } from './postingDraft.rules';

type Snapshot = SnapshotFrom<typeof postingDraftMachine>;

const NO_ERRORS: DraftErrors = {};

/** Which screen to show: the posting form, the review form, or a load that failed. */
export function selectStep(s: Snapshot): 'source' | 'review' | 'loading' | 'loadFailed' {
  if (s.matches('review') || s.matches('saving') || s.matches('creating')) return 'review';
  if (s.matches('loading') || s.matches('opening')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  return 'source';
}

export const selectIsBusy = (s: Snapshot) => s.hasTag(BUSY);
export const selectIsExtracting = (s: Snapshot) => s.matches('extracting');
export const selectIsSaving = (s: Snapshot) => s.matches('saving') || s.matches('creating');
/** A draft read from a posting and not saved yet: leaving the page keeps nothing. */
export const selectIsUnsaved = (s: Snapshot) => s.context.draft !== null && s.context.id === null;
/** The category guessed from the posting, while the form still has it: shown as a suggestion to change. */
export const selectSuggestedCategory = (s: Snapshot) =>
  s.context.suggestedCategory !== null && s.context.draft?.category.trim() === s.context.suggestedCategory ? s.context.suggestedCategory : null;
export const selectReading = (s: Snapshot): PostingDraftContext['reading'] => (s.matches('reading') ? s.context.reading : null);
export const selectPosting = (s: Snapshot) => s.context.posting;
export const selectCv = (s: Snapshot) => s.context.cv;
export const selectSourceErrors = (s: Snapshot) => s.context.sourceErrors;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectId = (s: Snapshot) => s.context.id;
export const selectError = (s: Snapshot) => s.context.error;
export const selectIsLimitReached = (s: Snapshot) => s.context.errorCode === 'private_scenario_limit';
export const selectMessage = (s: Snapshot) => s.context.message;
export const selectHasChanges = (s: Snapshot) => s.context.draft !== null && !sameDraft(s.context.draft, s.context.saved);

/**
 * The field errors to show: none until a save found some, then those of the form as it is now (the
 * contract's rules), with the server's of a refused save.
 */
export function selectFieldErrors(s: Snapshot): DraftErrors {
  const own = s.context.showErrors && s.context.draft ? draftErrors(s.context.draft) : NO_ERRORS;
  const errors = { ...s.context.serverErrors, ...own };
  return Object.keys(errors).length ? errors : NO_ERRORS;
}
