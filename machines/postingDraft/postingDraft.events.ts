/** Events of the "Practise for your own job" flow (/jobs/new, /jobs/mine/{id}), and its input. */
import type { DraftInterviewer, DraftList, DraftText } from './postingDraft.rules';

/** A chosen file as the flow reads it (a browser's `File`, or any `Blob`). */
export interface UploadFile {
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Which text an uploaded file fills in. */
export type SourceField = 'posting' | 'cv';

/** An interviewer's field the form edits (the gender from a list, the others as typed). */
export type InterviewerField = keyof Pick<DraftInterviewer, 'name' | 'role' | 'gender' | 'welcomeMessage'>;

export type PostingDraftEvent =
  /** The posting's textarea, as typed or pasted. */
  | { type: 'draft.posting'; text: string }
  /** The CV's textarea (optional). */
  | { type: 'draft.cv'; text: string }
  /** A PDF or .docx file chosen for the posting or the CV: its text replaces the field's. */
  | { type: 'draft.upload'; field: SourceField; file: UploadFile }
  /** "Read the posting": a draft of the scenario from the posting (nothing stored yet). */
  | { type: 'draft.submit' }
  /** A text field of the review form. */
  | { type: 'draft.edit'; field: DraftText; value: string }
  /** One item of a list (a skill, a requirement, a responsibility). */
  | { type: 'draft.editItem'; list: DraftList; index: number; value: string }
  /** "Add skill" and the like: an empty item at the end, to be typed in. */
  | { type: 'draft.addItem'; list: DraftList }
  | { type: 'draft.removeItem'; list: DraftList; index: number }
  | { type: 'draft.editInterviewer'; index: number; field: InterviewerField; value: string }
  /** "Save": keep a new draft, or store the changes of a stored one. */
  | { type: 'draft.save' }
  /** "Start interview": store the form if it changed, then open the interview. */
  | { type: 'draft.start' }
  /** Retry after the stored scenario could not be loaded. */
  | { type: 'draft.retry' };

export interface PostingDraftInput {
  /** The private scenario to edit (/jobs/mine/{id}); absent for a new one (/jobs/new). */
  id?: string | null;
}
