/**
 * Pure rules of the interview history (spec §2 /history, §3 Conversation, temp_interview and Cache
 * metadata, §4 History, §9): validating what storage and the server hold, merging the server list
 * into the cache, the temporary record of a just-finished interview, the newest-first order, the
 * quota eviction and the result badge. No snapshot, no I/O.
 */
import type { Schemas } from '../../openapi/types';
import type { MessageKey, UiText } from '../shared/text';
import { matchReportFailure } from '../../openapi/refusals';
import { failureText } from '../report/report.rules';
import {
  CONVERSATION_CACHE_QUOTA_DROP_FRACTION,
  CONVERSATION_CACHE_QUOTA_DROP_MIN,
  CONVERSATION_CACHE_VERSION,
  SCORE_MAX,
  SCORE_MIN,
} from '../shared/constants';

/** A conversation as the server lists it (GET /web-api/conversations/user). */
export type ServerConversation = Schemas['Conversation'];
export type ReportStatus = Schemas['ReportStatus'];

/**
 * A report kept with a cached conversation (spec §3: `report`). Only its presence and its
 * `overallScore` matter to the history; the rest is kept as stored.
 */
export type CachedReport = Partial<Schemas['Report']> & { overallScore?: number | null };

/** A conversation in the history cache: the server's fields, plus a local report and the sync flag (spec §3). */
export interface HistoryConversation extends ServerConversation {
  report?: CachedReport | null;
  /** True once the server listed it. */
  isSynced?: boolean;
}

/** The conversations cache (`conversations_cache`): `{ version: 1, lastSyncTime, conversations }`. */
export interface ConversationCache {
  version: typeof CONVERSATION_CACHE_VERSION;
  /** ISO time of the last successful sync, or null if never synced. */
  lastSyncTime: string | null;
  conversations: HistoryConversation[];
}

/** The temporary interview record (`temp_interview`, spec §3), written when an interview ends. */
export interface TempInterviewRecord {
  /** The report id (= the conversation id), or `manual_<epoch ms>` for a manual end. */
  id: string;
  jobTitle: string;
  company: string;
  /** ISO time the interview ended. */
  date: string;
  score: number;
  hasReport: boolean;
  reportStatus: number;
  isTemporary: true;
}

/** The id prefix of a temporary record saved on a manual end (no report id known yet). */
export const MANUAL_TEMP_ID_PREFIX = 'manual_';

/**
 * A `manual_` record is matched by job title and time: a conversation of the same job that started
 * at most this long before the record's date (or ended within this long of it).
 */
export const MANUAL_TEMP_MATCH_WINDOW_MS = 5 * 60_000;

// ---------------------------------------------------------------- reading stored and server data

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** An entry of a list that can be shown: an object with a non-blank string id. */
export function isConversationLike(value: unknown): value is HistoryConversation {
  return isObject(value) && typeof value.id === 'string' && value.id.trim() !== '';
}

/**
 * The conversations of a list, keeping only showable entries and giving missing fields safe values
 * (a cache written by an older build, or a server answering more loosely than its contract).
 */
export function toConversations(list: readonly unknown[]): HistoryConversation[] {
  return list.filter(isConversationLike).map((entry) => ({
    ...entry,
    startTime: stringOr(entry.startTime, ''),
    jobPosition: stringOr(entry.jobPosition, ''),
    messages: Array.isArray(entry.messages) ? entry.messages : [],
  }));
}

/** The cache read back from storage, or null when absent, of another version, or malformed. */
export function parseConversationCache(value: unknown): ConversationCache | null {
  if (!isObject(value) || value.version !== CONVERSATION_CACHE_VERSION || !Array.isArray(value.conversations)) {
    return null;
  }
  const lastSyncTime = typeof value.lastSyncTime === 'string' ? value.lastSyncTime : null;
  return { version: CONVERSATION_CACHE_VERSION, lastSyncTime, conversations: toConversations(value.conversations) };
}

/** The temporary record read back from storage, or null when absent or unusable (no id). */
export function parseTempInterview(value: unknown): TempInterviewRecord | null {
  if (!isObject(value) || typeof value.id !== 'string' || value.id.trim() === '') return null;
  return {
    id: value.id,
    jobTitle: stringOr(value.jobTitle, ''),
    company: stringOr(value.company, ''),
    date: stringOr(value.date, ''),
    score: typeof value.score === 'number' ? value.score : 0,
    hasReport: value.hasReport === true,
    reportStatus: typeof value.reportStatus === 'number' ? value.reportStatus : 0,
    isTemporary: true,
  };
}

export function makeConversationCache(conversations: HistoryConversation[], lastSyncTime: string | null): ConversationCache {
  return { version: CONVERSATION_CACHE_VERSION, lastSyncTime, conversations };
}

// ---------------------------------------------------------------- order, merge, temporary record

function timeOf(value: string | null | undefined): number {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Newest startTime first; undated ones last, in their original order. */
export function sortNewestFirst<T extends Pick<ServerConversation, 'startTime'>>(conversations: readonly T[]): T[] {
  return [...conversations].sort((a, b) => {
    const ta = timeOf(a.startTime);
    const tb = timeOf(b.startTime);
    if (ta === tb) return 0;
    if (ta === Number.NEGATIVE_INFINITY) return 1;
    if (tb === Number.NEGATIVE_INFINITY) return -1;
    return tb - ta;
  });
}

function hasReportObject(conversation: Pick<HistoryConversation, 'report'>): boolean {
  return isObject(conversation.report);
}

/** spec §3: the client forces reportStatus 2 whenever a report object exists. */
export function withReportStatus<T extends HistoryConversation>(conversation: T): T {
  return hasReportObject(conversation) && conversation.reportStatus !== 2 ? { ...conversation, reportStatus: 2 } : conversation;
}

/**
 * spec §4: a sync replaces the cache with the server's list; where the server has no messages or no
 * report for a conversation, the cached ones are kept. Conversations only the cache held are dropped.
 * The result is newest first and marked synced.
 */
export function mergeServerIntoCache(
  server: readonly HistoryConversation[],
  cached: readonly HistoryConversation[],
): HistoryConversation[] {
  const local = new Map(cached.map((conversation) => [conversation.id, conversation]));
  const merged = server.map((remote) => {
    const mine = local.get(remote.id);
    const messages = remote.messages.length === 0 && mine?.messages.length ? mine.messages : remote.messages;
    const report = hasReportObject(remote) ? remote.report : mine && hasReportObject(mine) ? mine.report : undefined;
    const next: HistoryConversation = { ...remote, messages, isSynced: true };
    if (report) next.report = report;
    return withReportStatus(next);
  });
  return sortNewestFirst(merged);
}

/** The title a conversation is shown under: the scenario's position, else jobPosition ('' when none). */
export function positionOf(conversation: Pick<ServerConversation, 'scenarioData' | 'jobPosition'>): string {
  const fromScenario = isObject(conversation.scenarioData) ? conversation.scenarioData.position : undefined;
  const position = typeof fromScenario === 'string' && fromScenario.trim() ? fromScenario : conversation.jobPosition;
  return typeof position === 'string' ? position.trim() : '';
}

/** The company's name: the object's `name` or the plain string, trimmed ('' when none). */
export function companyOf(conversation: Pick<ServerConversation, 'scenarioData'>): string {
  const company: unknown = isObject(conversation.scenarioData) ? conversation.scenarioData.company : undefined;
  if (typeof company === 'string') return company.trim();
  if (isObject(company) && typeof company.name === 'string') return company.name.trim();
  return '';
}

function sameTitle(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Whether the server now lists the interview of a temporary record: the conversation with its id, or
 * for a `manual_` record (no id known yet) a conversation of the same job title that started within
 * `MANUAL_TEMP_MATCH_WINDOW_MS` before the record's date (or ended within that window of it).
 */
export function isTempRecordListed(temp: TempInterviewRecord, conversations: readonly HistoryConversation[]): boolean {
  if (conversations.some((conversation) => conversation.id === temp.id)) return true;
  if (!temp.id.startsWith(MANUAL_TEMP_ID_PREFIX)) return false;
  const ended = timeOf(temp.date);
  if (ended === Number.NEGATIVE_INFINITY) return false;
  return conversations.some((conversation) => {
    if (!sameTitle(positionOf(conversation), temp.jobTitle)) return false;
    const started = timeOf(conversation.startTime);
    const startedJustBefore = started <= ended && ended - started <= MANUAL_TEMP_MATCH_WINDOW_MS;
    const endedNear = Math.abs(timeOf(conversation.endTime) - ended) <= MANUAL_TEMP_MATCH_WINDOW_MS;
    return startedJustBefore || endedNear;
  });
}

/** The temporary record still to show at the top: null once the server lists its interview. */
export function pendingTempRecord(
  temp: TempInterviewRecord | null,
  conversations: readonly HistoryConversation[],
): TempInterviewRecord | null {
  return temp && !isTempRecordListed(temp, conversations) ? temp : null;
}

// ---------------------------------------------------------------- storage quota

/** How many of `count` cached conversations a quota error evicts: 20 %, at least one (spec §9). */
export function quotaDropCount(count: number): number {
  if (count <= 0) return 0;
  return Math.min(count, Math.max(CONVERSATION_CACHE_QUOTA_DROP_MIN, Math.floor(count * CONVERSATION_CACHE_QUOTA_DROP_FRACTION)));
}

/** The conversations left after evicting the oldest (by startTime) on a quota error, newest first. */
export function dropOldest(conversations: readonly HistoryConversation[]): HistoryConversation[] {
  const sorted = sortNewestFirst(conversations);
  return sorted.slice(0, sorted.length - quotaDropCount(sorted.length));
}

/** What a storage write answered (the shape of `SafeStorage.setJson`). */
export type CacheWriteResult = 'ok' | 'quota' | 'unavailable';

/**
 * Writes the cache, evicting the oldest 20 % (at least one) and retrying while the storage is full.
 * Returns the conversations that were stored (empty when none could be).
 */
export function writeWithEviction(
  cache: ConversationCache,
  write: (cache: ConversationCache) => CacheWriteResult,
): HistoryConversation[] {
  let conversations = cache.conversations;
  for (;;) {
    const result = write({ ...cache, conversations });
    if (result === 'ok') return conversations;
    if (result !== 'quota' || conversations.length === 0) return [];
    conversations = dropOldest(conversations);
  }
}

// ---------------------------------------------------------------- the result badge

/** The overall score 0–10 when one is known: the cached report's, else the one the server lists; null otherwise. */
export function reportedScore(conversation: Pick<HistoryConversation, 'report' | 'overallScore'>): number | null {
  const fromReport = isObject(conversation.report) ? conversation.report.overallScore : undefined;
  const score = typeof fromReport === 'number' && Number.isFinite(fromReport) ? fromReport : conversation.overallScore;
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
}

/** The overall score 0–10: the report's, else the one the server lists, else 0. */
export function scoreOf(conversation: Pick<HistoryConversation, 'report' | 'overallScore'>): number {
  return reportedScore(conversation) ?? 0;
}

/** spec §3: the status the client acts on — 2 whenever a report object exists, else the listed one. */
export function effectiveReportStatus(conversation: Pick<HistoryConversation, 'report' | 'reportStatus'>): number {
  return hasReportObject(conversation) ? 2 : conversation.reportStatus;
}

/** The tones of a result that is not a score. */
export type StatusTone = 'completed' | 'processing' | 'failed' | 'noAnswers' | 'queued';

/**
 * The Result column: a completed report's overall score on the report's own 0–10 scale (the page
 * colours it by the report's bands), or a status with, for a report that was not made, the reason.
 */
export type ResultBadge =
  | { tone: 'score'; score: number }
  | { tone: StatusTone; label: UiText; reason?: UiText };

const STATUS_BADGES: Record<number, { key: MessageKey; tone: StatusTone }> = {
  1: { key: 'history.statusProcessing', tone: 'processing' },
};

/** Why a report was not made (status 3), as far as the history knows it. */
export interface ReportFailure {
  /** The server's `reportError`, when it gave one. */
  error?: string | null;
  /** Whether the candidate answered at least once. */
  answered: boolean;
}

/**
 * With reportStatus 2 and a score above 0, the score out of 10 as the report shows it (issue 36: not a
 * percentage in other colours than the report's); otherwise "Completed". Status 1 "Processing";
 * status 3 "Failed" with its reason — or, for an interview ended before any answer, "No answers" with
 * that reason: nothing failed, there was nothing to score. Anything else "Queued".
 */
export function resultBadge(reportStatus: number, score: number, failure: ReportFailure = { answered: true }): ResultBadge {
  if (reportStatus === 2) {
    if (score > 0) return { tone: 'score', score };
    return { label: { key: 'history.statusCompleted' }, tone: 'completed' };
  }
  if (reportStatus === 3) {
    const reason = failureText(failure.error);
    const noAnswers = failure.error ? matchReportFailure(failure.error) === 'noAnswers' : !failure.answered;
    if (noAnswers) return { label: { key: 'history.statusNoAnswers' }, tone: 'noAnswers', reason: { key: 'history.reasonNoAnswers' } };
    return { label: { key: 'history.statusFailed' }, tone: 'failed', reason: reason ?? { key: 'reportFailure.notGenerated' } };
  }
  const status = STATUS_BADGES[reportStatus];
  return status ? { label: { key: status.key }, tone: status.tone } : { label: { key: 'history.statusQueued' }, tone: 'queued' };
}

/** The user role of a conversation message; every other role is an interviewer. */
const USER_ROLE = 'USER';

/** Whether the candidate answered at least once (a USER message with words). */
export function hasAnswer(conversation: Pick<HistoryConversation, 'messages'>): boolean {
  return conversation.messages.some((message) => message.role === USER_ROLE && message.text.trim() !== '');
}

// ---------------------------------------------------------------- rows

export interface HistoryRow {
  id: string;
  position: UiText;
  company: UiText;
  /** The ISO date to show (startTime, or the temporary record's date); formatted with "Not available" / "Invalid date". */
  date: string | null;
  result: ResultBadge;
  /** Only completed rows (reportStatus 2) open their report. */
  reportPath: `/report/${string}` | null;
  /** A just-finished interview kept until the server lists it: shown first with "(Just completed)". */
  isTemporary: boolean;
}

function named(value: string, fallback: MessageKey): UiText {
  const trimmed = value.trim();
  return trimmed ? { raw: trimmed } : { key: fallback };
}

export function conversationRow(conversation: HistoryConversation): HistoryRow {
  const reportStatus = effectiveReportStatus(conversation);
  return {
    id: conversation.id,
    position: named(positionOf(conversation), 'common.unknownPosition'),
    company: named(companyOf(conversation), 'common.unknownCompany'),
    date: conversation.startTime || null,
    result: resultBadge(reportStatus, scoreOf(conversation), { error: conversation.reportError, answered: hasAnswer(conversation) }),
    reportPath: reportStatus === 2 ? `/report/${encodeURIComponent(conversation.id)}` : null,
    isTemporary: false,
  };
}

export function tempRow(temp: TempInterviewRecord): HistoryRow {
  return {
    id: temp.id,
    position: named(temp.jobTitle, 'common.unknownPosition'),
    company: named(temp.company, 'common.unknownCompany'),
    date: temp.date || null,
    // An interview ends with status 3 only when nothing was answered (server/conversations endInterview).
    result: resultBadge(temp.reportStatus, temp.score, { answered: temp.reportStatus !== 3 }),
    reportPath: null,
    isTemporary: true,
  };
}

/** The table: the pending temporary record first, then the conversations newest first. */
export function historyRows(conversations: readonly HistoryConversation[], temp: TempInterviewRecord | null): HistoryRow[] {
  const rows = sortNewestFirst(conversations).map(conversationRow);
  const pending = pendingTempRecord(temp, conversations);
  return pending ? [tempRow(pending), ...rows] : rows;
}
