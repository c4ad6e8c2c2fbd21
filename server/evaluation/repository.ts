import type { Queryable } from '../db/database';
import type { Analysis, EvaluationInput, ScenarioFacts, TranscriptMessage } from './types';

/**
 * The report job's rows (`reports`, migrations 002 and 005): 0 queued → 1 generating (leased to one
 * worker until `lease_until`) → 2 complete, or 3 failed with the error kept. A row in status 1 whose
 * lease ran out belongs to a worker that died: any worker may claim it again. On a queued row
 * `lease_until` is the earliest time of the next attempt after a failed one.
 */

export type ReportStatus = 0 | 1 | 2 | 3;

/** What a worker claimed. */
export interface ClaimedReport {
  conversationId: string;
  /** Attempts including this one. */
  attempts: number;
}

/** The stored report document (`reports.report`). */
export interface StoredReport {
  version: 1;
  analysis: Analysis;
  /** How it was scored: `rubric`, or `rubric+llm:<model>` when the judge was blended in. */
  scoredBy: string;
}

/** The next queued report, or one whose worker's lease ran out, now leased to `worker`. */
export async function claimNextReport(q: Queryable, worker: string, now: Date, leaseMs: number): Promise<ClaimedReport | null> {
  const rows = await q.query<{ conversation_id: string; attempts: number }>(
    `UPDATE reports SET status = 1, attempts = attempts + 1, worker = $1, lease_until = $3, updated_at = $2
     WHERE conversation_id = (
       SELECT conversation_id FROM reports
       WHERE status IN (0, 1) AND (lease_until IS NULL OR lease_until < $2)
       ORDER BY created_at, conversation_id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING conversation_id, attempts`,
    [worker, now, new Date(now.getTime() + leaseMs)],
  );
  return rows.length ? { conversationId: rows[0].conversation_id, attempts: rows[0].attempts } : null;
}

/** Stores the finished report, if this worker still holds the job. Returns whether it did. */
export async function completeReport(
  q: Queryable,
  conversationId: string,
  worker: string,
  report: StoredReport,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE reports SET status = 2, report = $3, overall_score = $4, error = NULL, generated_at = $5, updated_at = $5,
       lease_until = NULL
     WHERE conversation_id = $1 AND worker = $2 AND status = 1
     RETURNING 1`,
    [conversationId, worker, JSON.stringify(report), report.analysis.overallScore, now],
  );
  return rows.length > 0;
}

/**
 * A failed attempt: back to the queue with the error noted, not to be tried again before `retryAt`,
 * or status 3 (the error kept for the candidate) when `retryAt` is null.
 */
export async function failReport(
  q: Queryable,
  conversationId: string,
  worker: string,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE reports SET status = $3, error = $4, updated_at = $5, lease_until = $6
     WHERE conversation_id = $1 AND worker = $2 AND status = 1
     RETURNING 1`,
    [conversationId, worker, retryAt ? 0 : 3, error, now, retryAt],
  );
  return rows.length > 0;
}

interface ConversationRow {
  scenario: Record<string, unknown> | null;
  started_at: Date;
  ended_at: Date | null;
  last_activity_at: Date;
}

interface MessageRow {
  id: string;
  role: string;
  sender: string;
  text: string;
  created_at: Date;
  audio_ms: number | null;
  voiced_ms: number | null;
  long_pauses: number | null;
  longest_pause_ms: number | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function companyName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return text((value as { name?: unknown }).name);
  return '';
}

/** The scenario snapshot of a conversation, read defensively (it is stored JSON). */
export function scenarioFacts(scenario: Record<string, unknown> | null): ScenarioFacts {
  const s = scenario ?? {};
  return {
    position: text(s.position),
    company: companyName(s.company),
    skills: texts(s.skills),
    requirements: texts(s.requirements),
    responsibilities: texts(s.responsibilities),
    description: text(s.description),
  };
}

/** Everything the rubric reads about one interview; null when it does not exist. */
export async function loadEvaluationInput(q: Queryable, conversationId: string): Promise<EvaluationInput | null> {
  const [conversation] = await q.query<ConversationRow>(
    'SELECT scenario, started_at, ended_at, last_activity_at FROM conversations WHERE id = $1',
    [conversationId],
  );
  if (!conversation) return null;
  const rows = await q.query<MessageRow>(
    `SELECT id, role, sender, text, created_at, audio_ms, voiced_ms, long_pauses, longest_pause_ms
     FROM messages WHERE conversation_id = $1 ORDER BY seq`,
    [conversationId],
  );
  const messages: TranscriptMessage[] = rows.map((m) => ({
    id: m.id,
    role: m.role,
    sender: m.sender,
    text: m.text,
    createdAt: new Date(m.created_at),
    audioMs: m.audio_ms,
    speech:
      m.voiced_ms === null
        ? null
        : { voicedMs: m.voiced_ms, longPauses: m.long_pauses ?? 0, longestPauseMs: m.longest_pause_ms ?? 0 },
  }));
  return {
    scenario: scenarioFacts(conversation.scenario),
    messages,
    startedAt: new Date(conversation.started_at),
    endedAt: new Date(conversation.ended_at ?? conversation.last_activity_at),
  };
}

/** One conversation of a user with its report row, for `GET /conversations/{id}/report`. */
export interface UserReportRow {
  conversationId: string;
  scenario: Record<string, unknown> | null;
  startedAt: Date;
  endedAt: Date | null;
  /** Null: the interview is still running (no report row yet). */
  status: ReportStatus | null;
  report: StoredReport | null;
  error: string | null;
  generatedAt: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserReport(q: Queryable, userId: string, conversationId: string): Promise<UserReportRow | null> {
  if (!UUID.test(conversationId)) return null;
  const [row] = await q.query<{
    id: string;
    scenario: Record<string, unknown> | null;
    started_at: Date;
    ended_at: Date | null;
    status: number | null;
    report: StoredReport | null;
    error: string | null;
    generated_at: Date | null;
  }>(
    `SELECT c.id, c.scenario, c.started_at, c.ended_at, r.status, r.report, r.error, r.generated_at
     FROM conversations c LEFT JOIN reports r ON r.conversation_id = c.id
     WHERE c.id = $1 AND c.user_id = $2`,
    [conversationId, userId],
  );
  if (!row) return null;
  return {
    conversationId: row.id,
    scenario: row.scenario,
    startedAt: new Date(row.started_at),
    endedAt: row.ended_at ? new Date(row.ended_at) : null,
    status: row.status === null ? null : (row.status as ReportStatus),
    report: row.report,
    error: row.error,
    generatedAt: row.generated_at ? new Date(row.generated_at) : null,
  };
}
