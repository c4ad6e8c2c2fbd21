/** What the interview page reads from the interview actor (pure functions of the snapshot). */
import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import { correctableAnswerId, groupMessages, interviewersOf, type InterviewerEntry, type MessageGroup } from './interview.messages';
import { busyRetryDelay, type interviewMachine } from './interview.machine';

type InterviewSnapshot = SnapshotFrom<typeof interviewMachine>;

export const selectIsLoadingJob = (s: InterviewSnapshot) => s.hasTag(BUSY) && s.matches('loadingJob');
export const selectIsNotFound = (s: InterviewSnapshot) => s.matches('notFound');
export const selectLoadError = (s: InterviewSnapshot): UiText | null => (s.matches('loadFailed') ? s.context.loadError : null);
export const selectIsInSession = (s: InterviewSnapshot) => s.matches('session');
export const selectIsFinished = (s: InterviewSnapshot) => s.matches('finished') || s.matches('left');
export const selectJob = (s: InterviewSnapshot) => s.context.job;
export const selectIsActive = (s: InterviewSnapshot) => s.matches({ session: { link: 'active' } });
export const selectIsRefused = (s: InterviewSnapshot) => s.matches({ session: { link: 'refused' } });
export const selectIsRetrying = (s: InterviewSnapshot) => s.matches({ session: { link: 'retrying' } });
/** The server took no new interview now: the page shows "the panel is busy" while the machine waits to try again. */
export const selectIsPanelBusy = (s: InterviewSnapshot) => s.matches({ session: { link: 'busy' } });
/** The wait before the next try, in whole seconds (2, 4, 8, 16, then 30). */
export const selectBusyRetrySeconds = (s: InterviewSnapshot) => Math.round(busyRetryDelay(s.context.busyAttempts) / 1000);
export const selectIsEndDialogOpen = (s: InterviewSnapshot) => s.matches({ session: { endDialog: 'open' } });
export const selectNotice = (s: InterviewSnapshot) => s.context.notice;
export const selectSpeechAvailable = (s: InterviewSnapshot) => s.context.speechAvailable;
export const selectMessages = (s: InterviewSnapshot) => s.context.messages;
/** How many of the candidate's answers the server has taken (final candidate messages). */
export const selectAnswersTaken = (s: InterviewSnapshot) => s.context.messages.filter((m) => m.isUser && m.isFinal).length;
export const selectMessageGroups = (s: InterviewSnapshot): MessageGroup[] => groupMessages(s.context.messages);
export const selectRevealed = (s: InterviewSnapshot) => s.context.revealed;
export const selectErrorDismissed = (s: InterviewSnapshot) => s.context.errorDismissed;
/** The answer the candidate may correct now (their last final one, while the link is up), or null. */
export const selectCorrectableId = (s: InterviewSnapshot): string | null =>
  s.matches({ session: { link: 'active' } }) ? correctableAnswerId(s.context.messages) : null;

export interface InterviewerView extends InterviewerEntry {
  isTyping: boolean;
}

/** The panel: the scenario's participants (or the two defaults) with their "typing..." markers. */
export function selectInterviewers(s: InterviewSnapshot): InterviewerView[] {
  return interviewersOf(s.context.job).map((entry) => ({ ...entry, isTyping: s.context.typing.includes(entry.id) }));
}

/** The children, for the components that render them (undefined outside the session). */
export const selectSocketRef = (s: InterviewSnapshot) => s.children.socket;
export const selectRecorderRef = (s: InterviewSnapshot) => s.children.recorder;
export const selectAudioQueueRef = (s: InterviewSnapshot) => s.children.audioQueue;
export const selectInactivityRef = (s: InterviewSnapshot) => s.children.inactivity;
export const selectCorrectionRef = (s: InterviewSnapshot) => s.children.correction;
