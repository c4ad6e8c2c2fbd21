/**
 * The live interview protocol (version 1), shared by the SPA and the server.
 * Text frames carry one JSON object with a `type`; binary frames carry audio only
 * (PCM, signed 16-bit little-endian, mono, 16 kHz). See ../shared/design/LIVE-PROTOCOL.md.
 */

export const LIVE_PROTOCOL_VERSION = 1;
export const LIVE_PATH = '/live';
export const LIVE_SCRIPT = 'job_talk';
export const SCENARIO_TYPE_JOBTALK = 0;

export const AUDIO_SAMPLE_RATE = 16000;
export const AUDIO_CHANNELS = 1;
export const AUDIO_BITS_PER_SAMPLE = 16;

/** Largest text or binary frame either side accepts (64 KiB, about 2 s of audio). */
export const MAX_FRAME_BYTES = 64 * 1024;
/** The longest typed answer (`answer_text.text`), in UTF-16 code units as JavaScript counts them. */
export const MAX_ANSWER_TEXT = 16_000;
/** The longest corrected transcript (`correct_transcript.text`): as long as a typed answer may be. */
export const MAX_CORRECTION_TEXT = MAX_ANSWER_TEXT;
/**
 * A spoken answer the server takes (see `RoleMessage.text`): the recognizer heard at least
 * `MIN_ANSWER_WORDS` words and the voice activity detector found at least `MIN_VOICED_ANSWER_MS` of
 * speech in the recording. Anything less (an accidental press that caught a word, a breath, noise) is
 * discarded and the question stays open. Chosen on labelled recordings (tests/fixtures/vad,
 * `npm run bench -- vad`); typed answers are never held to it.
 */
export const MIN_ANSWER_WORDS = 2;
export const MIN_VOICED_ANSWER_MS = 680;
/** A connection that sends no valid start/reconnect within this time is dropped. */
export const AUTH_TIMEOUT_MS = 10_000;
/** How long a dropped interview stays resumable. */
export const RESUME_WINDOW_MS = 2 * 60_000;
export const INACTIVITY_TIMEOUT_MS = 5 * 60_000;
export const INACTIVITY_WARNING_MS = 30_000;

export const CloseCode = {
  finished: 1000,
  clientLeft: 1001,
  abnormal: 1006,
  policy: 1008,
  tooLarge: 1009,
  restarting: 1012,
  /**
   * A new interview this process will not start now (RFC 6455's "try again later"): it has as many
   * candidates as it hears at the stated quality, or it is draining before a restart. Nothing was
   * started and nothing charged; the client starts the same interview again after a back-off (on
   * whichever process then answers). Never sent to an interview already running.
   */
  tryAgainLater: 1013,
} as const;

export const CloseReason = {
  finished: 'interview finished',
  noSessions: 'no available sessions',
  authRequired: 'authentication required',
  tooLarge: 'frame too large',
  restarting: 'server restarting',
  authTimeout: 'authentication timeout',
  /** 1013: the process has as many live interviews as its capacity (`LIVE_CAPACITY`). */
  panelBusy: 'panel busy',
  /** 1013: the process is draining before it stops; another process (or this one restarted) takes the start. */
  draining: 'server draining',
} as const;

// ---------- client → server ----------

export interface StartMessage {
  type: 'start';
  uid: string;
  script: typeof LIVE_SCRIPT;
  scenarioType: typeof SCENARIO_TYPE_JOBTALK;
  token: string;
  data: { jobId: string };
}
export interface AudioStartMessage {
  type: 'audio_start';
  uid: string;
}
export interface AudioChunkMessage {
  type: 'audio_chunk';
  uid: string;
  seq: number;
}
export interface AudioStopMessage {
  type: 'audio_stop';
  uid: string;
}
export interface AnswerTextMessage {
  type: 'answer_text';
  uid: string;
  text: string;
}
export interface EndInterviewMessage {
  type: 'end_interview';
  uid: string;
}
export interface ExtendSessionMessage {
  type: 'extend_session';
  uid: string;
}
export interface ReconnectMessage {
  type: 'reconnect';
  uid: string;
  token: string;
}
/**
 * The candidate corrects the transcript of their latest final answer (`messageId`, the `USER` message's
 * id) with `text`: 1 to `MAX_CORRECTION_TEXT` characters with at least one that is not a space. It is
 * taken once the final `USER` message has arrived and until the next answer begins (`audio_start` or
 * `answer_text`); the server answers `transcript_corrected` or `correction_refused`. The corrected text
 * is what the report scores and quotes; the recognised one is kept for the delivery figures (speaking
 * rate, fillers). Earlier answers are corrected after the interview, in the report
 * (`PUT /web-api/conversations/{id}/messages/{messageId}`).
 */
export interface CorrectTranscriptMessage {
  type: 'correct_transcript';
  uid: string;
  messageId: string;
  text: string;
}

export type ClientMessage =
  | StartMessage
  | AudioStartMessage
  | AudioChunkMessage
  | AudioStopMessage
  | AnswerTextMessage
  | EndInterviewMessage
  | ExtendSessionMessage
  | ReconnectMessage
  | CorrectTranscriptMessage;

// ---------- server → client ----------

/**
 * The `status` names the bundled server sends: `connected` (code 200, the connection is confirmed),
 * `speech_recognition_unavailable` (code 200, right after `connected` when the server has no
 * speech recognizer: answers must be typed with `answer_text`), `interview_complete` (with
 * `reportId`) and `error` (code >= 400, e.g. 403 for a PRO-only job, 404 for an unknown job).
 */
export const LiveStatus = {
  connected: 'connected',
  speechUnavailable: 'speech_recognition_unavailable',
  complete: 'interview_complete',
  error: 'error',
} as const;

export interface StatusMessage {
  type: 'status';
  code: number;
  message: string;
  status: string;
  uid: string;
  reportId?: string;
}
export interface RoleMessage {
  type: 'role';
  id: string;
  /** `USER` for the candidate; otherwise the interviewer's role (job title). */
  role: string;
  sender: string;
  senderId: string;
  /**
   * For `USER`: the transcript so far (`isFinal` false) or the final one. A final `USER` message with
   * an empty text takes back that id's partials: no answer was taken and the question still stands;
   * an `error` message says why: nothing was heard (no words), or the recording was too short to be
   * an answer (fewer than `MIN_ANSWER_WORDS` words or less than `MIN_VOICED_ANSWER_MS` of speech).
   */
  text: string;
  timestamp: string;
  isFinal: boolean;
  typing: boolean;
  /** Base64 PCM (16 kHz mono 16-bit) of exactly `text`. */
  audio?: string;
}
export interface TypingMessage {
  type: 'typing';
  senderId: string;
  isTyping: boolean;
}
export interface SystemMessage {
  type: 'system';
  cmd: 'end';
  report_id: string;
}
export interface InactivityWarningMessage {
  type: 'inactivity_warning';
  secondsRemaining: number;
}
export interface ErrorMessage {
  type: 'error';
  message: string;
}
/**
 * A `correct_transcript` was stored: the `USER` message `messageId` now reads `text` (trimmed);
 * `recognizedText` is what the recogniser heard (or the answer as first typed), kept for the delivery
 * figures.
 */
export interface TranscriptCorrectedMessage {
  type: 'transcript_corrected';
  messageId: string;
  text: string;
  recognizedText: string;
}
/**
 * A `correct_transcript` was not taken (`message` says why: not the latest answer, the next answer
 * has begun, the interview is closing, it could not be stored, or too many corrections were sent:
 * the account's and the address's budget of corrections, shared with
 * `PUT /web-api/conversations/{id}/messages/{messageId}`, is reserved before anything is changed);
 * the message keeps its text.
 */
export interface CorrectionRefusedMessage {
  type: 'correction_refused';
  messageId: string;
  message: string;
}

export type ServerMessage =
  | StatusMessage
  | RoleMessage
  | TypingMessage
  | SystemMessage
  | InactivityWarningMessage
  | ErrorMessage
  | TranscriptCorrectedMessage
  | CorrectionRefusedMessage;

export const USER_ROLE = 'USER';

// ---------- runtime validation ----------

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

type FieldCheck = (value: unknown) => boolean;
type Shape = Record<string, { check: FieldCheck; optional?: boolean; describe: string }>;

const MAX_ID = 128;
const MAX_TOKEN = 8192;
const MAX_TEXT = 16_000;

/** A NUL (not storable as PostgreSQL text) or half of a surrogate pair (not encodable as UTF-8). */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored and sent back exactly as it was typed. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** The text without what could not be stored (for texts taken from elsewhere, never a client's). */
export function withoutUnstorable(text: string): string {
  return text.replace(UNSTORABLE_ALL, '');
}

const isString = (max: number, min = 1): FieldCheck => (v) =>
  typeof v === 'string' && v.length >= min && v.length <= max && isStorableText(v);
const isId = isString(MAX_ID);
const isLiteral = (literal: unknown): FieldCheck => (v) => v === literal;
const isInt = (min: number, max: number): FieldCheck => (v) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isFiniteNumber: FieldCheck = (v) => typeof v === 'number' && Number.isFinite(v);
const isBoolean: FieldCheck = (v) => typeof v === 'boolean';
const isIsoDate: FieldCheck = (v) => typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v));
const isJobData: FieldCheck = (v) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && isId((v as { jobId?: unknown }).jobId);
/** A text with at least one character that is not white space. */
const isWords = (max: number): FieldCheck => (v) => isString(max)(v) && /\S/.test(v as string);
const isBase64: FieldCheck = (v) => typeof v === 'string' && /^[A-Za-z0-9+/]*={0,2}$/.test(v);

const uid = { check: isId, describe: 'a uid string' };

const clientShapes: Record<ClientMessage['type'], Shape> = {
  start: {
    uid,
    script: { check: isLiteral(LIVE_SCRIPT), describe: `"${LIVE_SCRIPT}"` },
    scenarioType: { check: isLiteral(SCENARIO_TYPE_JOBTALK), describe: String(SCENARIO_TYPE_JOBTALK) },
    token: { check: isString(MAX_TOKEN), describe: 'a token string' },
    data: { check: isJobData, describe: 'an object with a jobId' },
  },
  audio_start: { uid },
  audio_chunk: { uid, seq: { check: isInt(0, 1_000_000), describe: 'a sequence number' } },
  audio_stop: { uid },
  answer_text: { uid, text: { check: isString(MAX_ANSWER_TEXT), describe: `a non-empty text of at most ${MAX_ANSWER_TEXT} characters, without NUL or broken characters` } },
  end_interview: { uid },
  extend_session: { uid },
  reconnect: { uid, token: { check: isString(MAX_TOKEN), describe: 'a token string' } },
  correct_transcript: {
    uid,
    messageId: { check: isId, describe: 'a message id' },
    text: { check: isWords(MAX_CORRECTION_TEXT), describe: `a text of 1 to ${MAX_CORRECTION_TEXT} characters, not only spaces, without NUL or broken characters` },
  },
};

const serverShapes: Record<ServerMessage['type'], Shape> = {
  status: {
    code: { check: isInt(100, 599), describe: 'an HTTP-like status code' },
    message: { check: isString(MAX_TEXT, 0), describe: 'a message' },
    status: { check: isString(100, 0), describe: 'a status name' },
    uid: { check: isString(MAX_ID, 0), describe: 'a uid string' },
    reportId: { check: isId, optional: true, describe: 'a report id' },
  },
  role: {
    id: { check: isId, describe: 'a message id' },
    role: { check: isString(200), describe: 'a role' },
    sender: { check: isString(200, 0), describe: 'a sender name' },
    senderId: { check: isString(MAX_ID, 0), describe: 'a sender id' },
    text: { check: isString(MAX_TEXT, 0), describe: 'a text' },
    timestamp: { check: isIsoDate, describe: 'an ISO timestamp' },
    isFinal: { check: isBoolean, describe: 'a boolean' },
    typing: { check: isBoolean, describe: 'a boolean' },
    audio: { check: isBase64, optional: true, describe: 'base64 audio' },
  },
  typing: {
    senderId: { check: isString(MAX_ID, 0), describe: 'a sender id' },
    isTyping: { check: isBoolean, describe: 'a boolean' },
  },
  system: {
    cmd: { check: isLiteral('end'), describe: '"end"' },
    report_id: { check: isId, describe: 'a report id' },
  },
  inactivity_warning: { secondsRemaining: { check: isFiniteNumber, describe: 'a number of seconds' } },
  error: { message: { check: isString(MAX_TEXT), describe: 'a message' } },
  transcript_corrected: {
    messageId: { check: isId, describe: 'a message id' },
    text: { check: isWords(MAX_CORRECTION_TEXT), describe: 'the corrected text' },
    recognizedText: { check: isString(MAX_TEXT, 0), describe: 'the recognised text' },
  },
  correction_refused: {
    messageId: { check: isString(MAX_ID, 0), describe: 'a message id' },
    message: { check: isString(MAX_TEXT), describe: 'a message' },
  },
};

function parseWith<T extends { type: string }>(
  shapes: Record<string, Shape>,
  input: unknown,
): ParseResult<T> {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, error: 'message is not valid JSON' };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'message must be a JSON object' };
  }
  const record = value as Record<string, unknown>;
  const type = record.type;
  if (typeof type !== 'string' || !Object.hasOwn(shapes, type)) {
    return { ok: false, error: `unknown message type ${JSON.stringify(type)}` };
  }
  const shape = shapes[type];
  for (const [field, rule] of Object.entries(shape)) {
    const present = Object.hasOwn(record, field) && record[field] !== undefined;
    if (!present) {
      if (rule.optional) continue;
      return { ok: false, error: `${type}.${field} is required (${rule.describe})` };
    }
    if (!rule.check(record[field])) return { ok: false, error: `${type}.${field} must be ${rule.describe}` };
  }
  for (const field of Object.keys(record)) {
    if (field !== 'type' && !Object.hasOwn(shape, field)) {
      return { ok: false, error: `${type}.${field} is not a field of this message` };
    }
  }
  return { ok: true, value: record as T };
}

/** Validates a client → server message (a JSON string or an already parsed value). */
export function parseClientMessage(input: unknown): ParseResult<ClientMessage> {
  return parseWith<ClientMessage>(clientShapes, input);
}

/** Validates a server → client message (a JSON string or an already parsed value). */
export function parseServerMessage(input: unknown): ParseResult<ServerMessage> {
  return parseWith<ServerMessage>(serverShapes, input);
}

/**
 * The spec lets `isFinal` arrive as a boolean, a number or a string such as "true", "yes" or "1";
 * this gives the boolean it means.
 */
export function normalizeIsFinal(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return ['true', 'yes', '1'].includes(value.trim().toLowerCase());
  return false;
}

/** 1013: a new interview refused for now (busy or draining); the client tries the start again later. */
export function isTryAgainLaterCode(code: number): boolean {
  return code === CloseCode.tryAgainLater;
}

/** The close reason for code 1008 tells the client which state to enter. */
export function isNoSessionsReason(reason: string): boolean {
  return reason.toLowerCase().includes(CloseReason.noSessions);
}
