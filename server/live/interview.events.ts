import type { ClientMessage } from '../../openapi/live-protocol';
import type { CloseReason } from '../interviewer/types';
import type { SpeechTiming } from '../speech/timing';

/**
 * What the server's interview machine hears and what its actors are given (LIVE-PROTOCOL.md,
 * "Interview lifecycle"). The candidate's frames arrive as `answer.*`, `interview.end` and
 * `candidate.activity`; the actors answer with `turn.*`, `transcript.*` and `closing.*`.
 */

export type TurnKind = 'open' | 'respond';

export interface Answer {
  /** The candidate's final words (possibly empty: nothing was heard). */
  text: string;
  /** The `USER` message id (partials and final share it). */
  messageId: string;
  /** Length of the spoken answer; null for a typed one. */
  audioMs: number | null;
  /** How the spoken answer was delivered (talking time, long pauses); null for a typed one. */
  speech: SpeechTiming | null;
  /**
   * A spoken answer's speech as the voice activity detector counted it (ms); null when it could not
   * measure; absent for a typed or stored answer. With the words, it decides whether the recording is an answer.
   */
  voicedMs?: number | null;
  /** Stored already: the answer of a resumed interview whose reply was lost with its process. */
  stored?: boolean;
}

export type InterviewEvent =
  | { type: 'answer.audioStart'; messageId: string }
  /** `audio_chunk`: the announcement of the next binary frame. */
  | { type: 'answer.chunkAnnounced' }
  /** The binary frame that followed an `audio_chunk`. */
  | { type: 'answer.audioChunk'; pcm: Uint8Array }
  | { type: 'answer.audioStop' }
  | { type: 'answer.text'; text: string; messageId: string }
  /** `correct_transcript`: the candidate's latest final answer should read `text` (trimmed). */
  | { type: 'answer.correct'; messageId: string; text: string }
  /** The turn actor sent the answer's final `USER` message (and queued its storing): it may be corrected now. */
  | { type: 'answer.accepted'; messageId: string }
  | { type: 'interview.end' }
  | { type: 'interview.expire' }
  | { type: 'candidate.activity' }
  | { type: 'socket.attached' }
  | { type: 'socket.detached' }
  | { type: 'turn.question' }
  | { type: 'turn.speaking' }
  | { type: 'turn.done'; finished: boolean }
  | { type: 'turn.failed'; error: unknown }
  | { type: 'transcript.final'; answer: Answer }
  | { type: 'transcript.failed'; error: unknown }
  /** Another process took the interview over. */
  | { type: 'lease.lost' }
  | { type: 'closing.done'; reportId: string }
  | { type: 'closing.failed'; error: unknown };

export interface InterviewInput {
  /** The opening turn was already stored (a resumed interview continues by listening). */
  opened: boolean;
  /** The panel had already closed the interview when it was stored (only the end is left). */
  finished: boolean;
  /**
   * The candidate's last answer, stored without the panel's reply (the process that ran the
   * interview stopped in between): a resumed interview replies to it first.
   */
  unanswered?: Answer | null;
  /** This server can recognise speech (absent: it can); without it spoken answers are refused. */
  canTranscribe?: boolean;
  /**
   * A resumed interview that goes on listening: the `USER` message id of the candidate's latest stored
   * answer, which they may still correct until the next answer begins, as in the process that took it
   * (absent or null: none). Taken only when the interview starts by listening.
   */
  correctable?: string | null;
}

/**
 * Why a candidate's message is not taken as an answer; `nothingHeard`: a recording without words;
 * `tooShort`: a recording with too few words or too little speech to be an answer (`answerGate.ts`).
 */
export type Refusal = 'busy' | 'noRecognizer' | 'notRecording' | 'nothingHeard' | 'tooShort';

/**
 * Why a `correct_transcript` is not taken: `notCorrectable` (not the candidate's latest final answer,
 * the next answer has begun, or the interview is closing), `correctionNotSaved` (storing it failed),
 * `tooManyCorrections` (the account's or the address's correction budget, shared with the HTTP
 * corrections, is used up: refused before the interview sees it).
 */
export type CorrectionRefusal = 'notCorrectable' | 'correctionNotSaved' | 'tooManyCorrections';

export interface TurnActorInput {
  kind: TurnKind;
  answer: Answer | null;
}
export interface TranscribeActorInput {
  messageId: string;
}
export interface CloseActorInput {
  reason: CloseReason;
  /** The panel already said goodbye: only store the end. */
  finished: boolean;
}

/** A candidate's message for a running interview (start and reconnect open one instead). */
export type InterviewMessage = Exclude<ClientMessage, { type: 'start' | 'reconnect' }>;

/** What the interview machine hears of a candidate's message; `newId` names a new answer's `USER` message. */
export function toInterviewEvent(message: InterviewMessage, newId: () => string): InterviewEvent {
  switch (message.type) {
    case 'audio_start':
      return { type: 'answer.audioStart', messageId: newId() };
    case 'audio_chunk':
      return { type: 'answer.chunkAnnounced' };
    case 'audio_stop':
      return { type: 'answer.audioStop' };
    case 'answer_text':
      return { type: 'answer.text', text: message.text.trim(), messageId: newId() };
    case 'end_interview':
      return { type: 'interview.end' };
    case 'extend_session':
      return { type: 'candidate.activity' };
    case 'correct_transcript':
      return { type: 'answer.correct', messageId: message.messageId, text: message.text.trim() };
  }
}
