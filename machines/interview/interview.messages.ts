/**
 * The conversation of the live interview as the page shows it (spec §3 "Chat message", §4 "Interview
 * flow"): pure functions over the server's `role` messages. The candidate's words arrive as partial
 * messages updated in place under one id until the final one; an id already final is never replaced
 * (the server re-sends the pending question on resume).
 */
import { normalizeIsFinal, USER_ROLE, type RoleMessage, type TranscriptCorrectedMessage } from '../../openapi/live-protocol';
import { matchLiveRefusal } from '../../openapi/refusals';
import type { UiText } from '../shared/text';
import { companyNameOf, type JobScenario } from '../jobs/jobs.list';

export interface ChatMessage {
  id: string;
  text: string;
  timestamp: string;
  /** The interviewer's name, or '' for the candidate. */
  sender: string;
  senderId: string;
  /** `user` for the candidate, else the interviewer's role. */
  senderRole: string;
  isUser: boolean;
  /** Candidate messages: the transcript is final. Interviewer messages are always final. */
  isFinal: boolean;
  /** An interviewer message that came with (non-empty) audio. */
  hasAudio: boolean;
  /** A candidate message they corrected: what was recognised (null: not corrected). */
  recognizedText: string | null;
}

export interface InterviewerEntry {
  id: string;
  name: UiText;
  role: UiText;
  avatar: string | null;
}

/** Shown when a scenario has no participants (spec §2). */
export const DEFAULT_INTERVIEWERS: readonly InterviewerEntry[] = [
  {
    id: 'default-frontend',
    name: { key: 'interview.defaultInterviewer1Name' },
    role: { key: 'interview.defaultInterviewer1Role' },
    avatar: null,
  },
  {
    id: 'default-manager',
    name: { key: 'interview.defaultInterviewer2Name' },
    role: { key: 'interview.defaultInterviewer2Role' },
    avatar: null,
  },
];

export function interviewersOf(job: JobScenario | null): InterviewerEntry[] {
  const participants = job?.participants ?? [];
  if (participants.length === 0) return [...DEFAULT_INTERVIEWERS];
  return participants.map((p) => ({
    id: p.id,
    name: { raw: p.name },
    role: { raw: p.role },
    avatar: p.avatar ?? null,
  }));
}

export function toChatMessage(message: RoleMessage): ChatMessage {
  const isUser = message.role === USER_ROLE;
  return {
    id: message.id,
    text: message.text,
    timestamp: message.timestamp,
    sender: isUser ? '' : message.sender,
    senderId: isUser ? USER_ROLE : message.senderId,
    senderRole: isUser ? 'user' : message.role,
    isUser,
    isFinal: isUser ? normalizeIsFinal(message.isFinal) : true,
    hasAudio: !isUser && typeof message.audio === 'string' && message.audio.length > 0,
    recognizedText: null,
  };
}

/** The conversation after the server stored a correction: that answer reads the corrected text. */
export function applyTranscriptCorrection(messages: readonly ChatMessage[], correction: TranscriptCorrectedMessage): ChatMessage[] {
  return messages.map((m) =>
    m.id === correction.messageId && m.isUser
      ? { ...m, text: correction.text, recognizedText: correction.recognizedText === correction.text ? null : correction.recognizedText }
      : m,
  );
}

/**
 * The candidate's answer they may still correct: the last final one, while no later answer has begun
 * (the server refuses anything else).
 */
export function correctableAnswerId(messages: readonly ChatMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i];
    if (m.isUser) return m.isFinal && m.text.trim() !== '' ? m.id : null;
  }
  return null;
}

/**
 * The conversation after one `role` message: a new id is appended; a candidate's partial replaces its
 * earlier partial in place; a final replaces the partial; anything arriving for an id that is already
 * final is skipped.
 */
export function applyRoleMessage(messages: readonly ChatMessage[], message: RoleMessage): ChatMessage[] {
  const next = toChatMessage(message);
  // An answer that ends with no words was not an answer (the server says so): its partial bubble goes.
  if (next.isUser && next.isFinal && next.text.trim() === '') return messages.filter((m) => m.id !== next.id);
  const index = messages.findIndex((m) => m.id === next.id);
  if (index === -1) return [...messages, next];
  const known = messages[index];
  if (known.isFinal) return messages as ChatMessage[];
  const updated = [...messages];
  updated[index] = next;
  return updated;
}

/**
 * The conversation once the connection dropped: a recording under way ends with it (its stop cannot be
 * sent) and the server does not take it, so its unfinished bubble goes; the answer before it is the
 * latest again.
 */
export function withoutUnfinishedAnswer(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.some((m) => m.isUser && !m.isFinal) ? messages.filter((m) => !m.isUser || m.isFinal) : (messages as ChatMessage[]);
}

/** True when this `role` message would change nothing (a duplicate of a final message). */
export function isDuplicate(messages: readonly ChatMessage[], message: RoleMessage): boolean {
  const known = messages.find((m) => m.id === message.id);
  return known !== undefined && known.isFinal;
}

export interface MessageGroup {
  /** The first message's id. */
  key: string;
  senderId: string;
  sender: string;
  senderRole: string;
  isUser: boolean;
  messages: ChatMessage[];
}

/** Consecutive messages of the same sender form one group (spec §2). */
export function groupMessages(messages: readonly ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of messages) {
    const last = groups[groups.length - 1];
    if (last && last.senderId === message.senderId) {
      last.messages.push(message);
      continue;
    }
    groups.push({
      key: message.id,
      senderId: message.senderId,
      sender: message.sender,
      senderRole: message.senderRole,
      isUser: message.isUser,
      messages: [message],
    });
  }
  return groups;
}

/** spec §3 temp_interview: the title and company with their defaults. */
export function jobTitleOf(job: JobScenario | null): string {
  return job?.position?.trim() || 'Interview';
}

export function companyOf(job: JobScenario | null): string {
  const name = job ? companyNameOf(job) : '';
  return name.trim() || 'Company';
}

/** The server's hints about the candidate's last attempt to answer: stale once they try again. */
const ANSWER_HINTS: ReadonlySet<string> = new Set(['liveError.nothingHeard', 'liveError.tooShort', 'liveError.busy', 'liveError.answerNotTranscribed']);

/** The notice once the candidate answers again (recording or typing): a hint about the last attempt goes. */
export function afterNewAttempt(notice: UiText | null): UiText | null {
  return notice && 'key' in notice && ANSWER_HINTS.has(notice.key) ? null : notice;
}

/**
 * The text of a live `error` message or refusing `status` message: a sentence the client knows
 * (openapi/refusals.ts) as its catalogue key, so it reads in the UI's language; any other as the server
 * wrote it.
 */
export function liveNotice(message: string): UiText {
  const known = matchLiveRefusal(message);
  return known ? { key: `liveError.${known.name}`, values: known.values } : { raw: message };
}
