/**
 * Events of the transcript correction of one answer (LIVE-PROTOCOL `correct_transcript`, issue 19): the
 * candidate edits their latest final answer until the next one starts.
 */
import type { UiText } from '../shared/text';

export type AnswerCorrectionEvent =
  /** The edit action on the candidate's message: open the editor with its current text. */
  | { type: 'correction.edit'; messageId: string; text: string }
  /** Save (or Enter) with the editor's text. */
  | { type: 'correction.save'; text: string }
  /** Cancel (or Escape): the message keeps its text. */
  | { type: 'correction.cancel' }
  /** The next answer began (recording, a typed answer): the editor closes, the message keeps its text. */
  | { type: 'correction.close' }
  /** The server stored the correction of `messageId`. */
  | { type: 'correction.accepted'; messageId: string }
  /** The server refused the correction of `messageId` (why, in the UI's words). */
  | { type: 'correction.refused'; messageId: string; error: UiText };

/** What the correction asks of its parent (action `submit`, by default `sendParent`): send the correction. */
export interface AnswerCorrectionSubmit {
  type: 'correction.submit';
  messageId: string;
  text: string;
}
