/** What the conversation reads from the correction editor (pure functions of its snapshot). */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import type { answerCorrectionMachine } from './answerCorrection.machine';

type AnswerCorrectionSnapshot = SnapshotFrom<typeof answerCorrectionMachine>;

/** The message whose editor is open (editing or saving), or null. */
export const selectEditingId = (s: AnswerCorrectionSnapshot): string | null => (s.matches('idle') ? null : s.context.messageId);
export const selectIsSaving = (s: AnswerCorrectionSnapshot): boolean => s.matches('saving');
export const selectDraft = (s: AnswerCorrectionSnapshot): string => s.context.draft;
export const selectCorrectionError = (s: AnswerCorrectionSnapshot): UiText | null => s.context.error;
