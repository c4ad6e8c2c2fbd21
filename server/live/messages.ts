import {
  LiveStatus,
  USER_ROLE,
  type CorrectionRefusedMessage,
  type ErrorMessage,
  type InactivityWarningMessage,
  type RoleMessage,
  type ServerMessage,
  type StatusMessage,
  type SystemMessage,
  type TranscriptCorrectedMessage,
  type TypingMessage,
} from '../../openapi/live-protocol';
import type { CorrectionRefusal, Refusal } from './interview.events';
import type { CorrectedAnswer, StoredMessage } from './repository';

/**
 * The server's messages of the live protocol (`openapi/live-protocol.ts`): one builder per message
 * type, and the texts the candidate reads (LIVE-PROTOCOL.md, spec §8).
 */

export const LiveTexts = {
  complete: 'The interview is complete.',
  connected: 'connected',
  speechUnavailable: 'Speech recognition is not available on this server: please type your answers.',
  answerNotTranscribed: 'Your answer could not be transcribed. Please try again or type your answer.',
  interrupted: 'The interview was interrupted. Reconnecting…',
  somethingWrong: 'Something went wrong. Please try again.',
  invalid: (reason: string) => `Invalid message: ${reason}`,
  notOpenedTwice: 'The interview could not be opened. Please try again.',
} as const;

/** Spec texts of what the endpoint or the interview refuses (LIVE-PROTOCOL.md, spec §8). */
export const LiveErrors = {
  startFirst: 'Send start or reconnect first.',
  otherInterview: 'This connection is already used by another interview.',
  wrongUid: 'This message is for another interview.',
  audioWithoutChunk: 'A binary frame must follow an audio_chunk message.',
  busy: 'Please wait until the interviewer has finished speaking.',
  noRecognizer: 'Speech recognition is not available on this server: please type your answer.',
  notRecording: 'No answer is being recorded.',
  nothingHeard: "We didn't hear any words, so the question still stands. Press the button and answer again, or type your answer.",
  tooShort:
    'That was too short to take as your answer, so the question still stands. Press the button and answer in a sentence or two, or type your answer.',
  notCorrectable:
    'Only your latest answer can be corrected here, until you start the next one. You can correct every answer in the report.',
  correctionNotSaved: 'Your correction could not be saved. Please try again.',
  tooManyCorrections: 'Too many corrections in a short time. Please try again in a few minutes.',
} as const;

/** What the candidate reads when the interview refuses their message. */
export function refusalText(refusal: Refusal | CorrectionRefusal): string {
  return LiveErrors[refusal];
}

/** Who a `role` message is from: a panel member, or the candidate. */
export interface Speaker {
  id: string;
  name: string;
  role: string;
}

/** The candidate as the sender of their answers. */
export function candidate(userId: string): Speaker {
  return { id: userId, name: 'candidate', role: USER_ROLE };
}

// ───────── one builder per message type ─────────

export function statusMessage(
  uid: string,
  fields: { code: number; message: string; status: string; reportId?: string },
): StatusMessage {
  return {
    type: 'status',
    code: fields.code,
    message: fields.message,
    status: fields.status,
    uid,
    ...(fields.reportId !== undefined ? { reportId: fields.reportId } : {}),
  };
}

/**
 * A final message (`isFinal`, not typing), or with `partial` the running transcript of an answer
 * (not final, typing). `audio` (base64 PCM of exactly `text`) only when there is some.
 */
export function roleMessage(input: {
  id: string;
  from: Speaker;
  text: string;
  at: Date;
  partial?: boolean;
  audio?: string | null;
}): RoleMessage {
  return {
    type: 'role',
    id: input.id,
    role: input.from.role,
    sender: input.from.name,
    senderId: input.from.id,
    text: input.text,
    timestamp: input.at.toISOString(),
    isFinal: !input.partial,
    typing: !!input.partial,
    ...(input.audio ? { audio: input.audio } : {}),
  };
}

export function typingMessage(senderId: string, isTyping: boolean): TypingMessage {
  return { type: 'typing', senderId, isTyping };
}

export function systemEndMessage(reportId: string): SystemMessage {
  return { type: 'system', cmd: 'end', report_id: reportId };
}

export function inactivityWarningMessage(secondsRemaining: number): InactivityWarningMessage {
  return { type: 'inactivity_warning', secondsRemaining };
}

export function errorMessage(message: string): ErrorMessage {
  return { type: 'error', message };
}

/** A stored correction: the answer's text now, and what was first recognised (or typed). */
export function transcriptCorrected(answer: CorrectedAnswer): TranscriptCorrectedMessage {
  return { type: 'transcript_corrected', messageId: answer.id, text: answer.text, recognizedText: answer.recognizedText ?? answer.text };
}

export function correctionRefused(messageId: string, refusal: CorrectionRefusal): CorrectionRefusedMessage {
  return { type: 'correction_refused', messageId, message: refusalText(refusal) };
}

// ───────── the protocol's fixed sequences ─────────

/** The confirmation of a start or reconnect (and that answers must be typed, without a recognizer). */
export function confirmation(uid: string, canTranscribe: boolean): StatusMessage[] {
  const connected = statusMessage(uid, { code: 200, message: LiveTexts.connected, status: LiveStatus.connected });
  if (canTranscribe) return [connected];
  return [connected, statusMessage(uid, { code: 200, message: LiveTexts.speechUnavailable, status: LiveStatus.speechUnavailable })];
}

/** The end of an interview, stored with its report: `system` end, then `interview_complete`. */
export function interviewComplete(uid: string, reportId: string): ServerMessage[] {
  return [
    systemEndMessage(reportId),
    statusMessage(uid, { code: 200, message: LiveTexts.complete, status: LiveStatus.complete, reportId }),
  ];
}

/** A start or reconnect that is refused (403 someone else's, 404 unknown, …). */
export function refusalStatus(uid: string, code: number, message: string): StatusMessage {
  return statusMessage(uid, { code, message, status: LiveStatus.error });
}

/** `inactivity_warning`: the seconds of the warning period, or 0 once the window passed. */
export function inactivityWarning(warningMs: number, expired: boolean): InactivityWarningMessage {
  return inactivityWarningMessage(expired ? 0 : Math.ceil(warningMs / 1000));
}

/** A final `role` message as stored (the audio is not). */
export function toStored(message: RoleMessage, extra: Pick<StoredMessage, 'audioMs' | 'speech'> = {}): StoredMessage {
  return {
    id: message.id,
    role: message.role,
    sender: message.sender,
    senderId: message.senderId,
    text: message.text,
    createdAt: new Date(message.timestamp),
    ...extra,
  };
}

/** A stored message said again (on resume), with its audio. */
export function fromStored(stored: StoredMessage, audio: string | null): RoleMessage {
  return roleMessage({
    id: stored.id,
    from: { id: stored.senderId, name: stored.sender, role: stored.role },
    text: stored.text,
    at: stored.createdAt,
    audio,
  });
}
