/** Events of the live interview page (spec §2 /interview/{id}, §4 "Interview flow"), its input and notices. */
import type { AnswerCorrectionSubmit } from '../answerCorrection/answerCorrection.events';
import type { InactivityNotice } from '../inactivity/inactivity.events';
import type { JobScenario } from '../jobs/jobs.list';
import type { RecorderNotice } from '../recorder/recorder.events';
import type { PlaybackSpeed } from '../shared/constants';
import type { SocketNotice } from '../socket/socket.events';

export type InterviewEvent =
  // ---- from the page
  /** The round record/stop button. */
  | { type: 'interview.toggleRecording' }
  /** The typed-answer box (no microphone, or no recognizer on the server). */
  | { type: 'interview.sendText'; text: string }
  /** The settings' playback speed. */
  | { type: 'interview.setSpeed'; speed: PlaybackSpeed }
  /** A group's play button: stop what plays and play these interviewer messages. */
  | { type: 'interview.playGroup'; ids: string[] }
  /** A group's eye toggle: show (or hide again) the text of these messages before their audio played. */
  | { type: 'interview.toggleReveal'; ids: string[] }
  /** "Continue" in the inactivity modal. */
  | { type: 'interview.continue' }
  /** The connection indicator's reconnect action. */
  | { type: 'interview.reconnect' }
  /** "Retry Connection" in the error modal: disconnect, 500 ms, reconnect, 1 s, start again. */
  | { type: 'interview.retry' }
  /** "Close" in the error modal. */
  | { type: 'interview.dismissError' }
  /** "Cancel" while the panel is busy: stop trying to start and leave for the jobs. */
  | { type: 'interview.cancelWait' }
  /** Dismiss a recorder notice or a server message. */
  | { type: 'interview.dismissNotice' }
  /** The red "End Interview" button: asks for confirmation. */
  | { type: 'interview.requestEnd' }
  | { type: 'interview.cancelEnd' }
  | { type: 'interview.confirmEnd' }
  /** The edit action on the candidate's latest final answer: open the correction editor on its text. */
  | { type: 'interview.editAnswer'; messageId: string; text: string }
  /** The correction editor's Save (Enter). */
  | { type: 'interview.saveAnswer'; text: string }
  /** The correction editor's Cancel (Escape). */
  | { type: 'interview.cancelEdit' }
  /** The page is being left (unmount, navigation, tab closed): end the interview and disconnect. */
  | { type: 'interview.leave' }
  // ---- raised by the machine itself once end_interview is on its way
  | { type: 'interview.ended' }
  | { type: 'interview.abandoned' }
  // ---- from the children
  | SocketNotice
  | RecorderNotice
  | InactivityNotice
  | AnswerCorrectionSubmit;

export interface InterviewInput {
  /** The job id of the route (/interview/{id}). */
  jobId: string;
  /** The interview's uid for the live protocol (made by the page: `crypto.randomUUID()`). */
  uid: string;
}

/** What `loadJob` answers (spec §2: the job from state, else the list, else a fetch). */
export type JobLookupResult =
  | { status: 'found'; job: JobScenario; hasPro: boolean }
  | { status: 'notFound' };

/** The temporary history record saved when an interview ends (spec §3 temp_interview). */
export interface TempInterviewRecord {
  id: string;
  jobTitle: string;
  company: string;
  date: string;
  score: 0;
  hasReport: false;
  reportStatus: 0;
  isTemporary: true;
}
