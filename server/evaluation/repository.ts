import {
  companyName,
  decodeScenario,
  findConversationSummary,
  findUserConversationSummary,
  transcriptOf,
  type StoredScenario,
} from '../conversations/repository';
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

/**
 * A report row for an interview that just ended: queued (status 0), or failed (status 3) with the
 * error kept. An interview already ended keeps the report it has.
 */
export async function insertReport(q: Queryable, conversationId: string, status: 0 | 3, error: string | null, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO reports (conversation_id, status, error, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (conversation_id) DO NOTHING`,
    [conversationId, status, error, now],
  );
}

/**
 * The interview's report is made again from its transcript (an answer was corrected): queued (status 0)
 * with its attempts and error cleared, whatever its status was. A worker generating it now loses its
 * claim (`completeReport` stores only for status 1 and its worker), so the old transcript's report is
 * never stored over the new one. The previous report stays in the row until the new one replaces it.
 */
export async function requeueReport(q: Queryable, conversationId: string, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO reports (conversation_id, status, created_at, updated_at) VALUES ($1, 0, $2, $2)
     ON CONFLICT (conversation_id) DO UPDATE
       SET status = 0, attempts = 0, error = NULL, worker = NULL, lease_until = NULL, updated_at = $2`,
    [conversationId, now],
  );
}

/** The scenario snapshot of a conversation as the rubric reads it (decoded by the conversation repository). */
export function scenarioFacts(scenario: Record<string, unknown> | null): ScenarioFacts {
  return factsOf(decodeScenario(scenario));
}

function factsOf(s: StoredScenario): ScenarioFacts {
  return {
    position: s.position ?? '',
    company: companyName(s.company),
    skills: s.skills ?? [],
    requirements: s.requirements ?? [],
    responsibilities: s.responsibilities ?? [],
    description: s.description ?? '',
  };
}

/** Everything the rubric reads about one interview; null when it does not exist. */
export async function loadEvaluationInput(q: Queryable, conversationId: string): Promise<EvaluationInput | null> {
  const conversation = await findConversationSummary(q, conversationId);
  if (!conversation) return null;
  const messages: TranscriptMessage[] = await transcriptOf(q, conversationId);
  return {
    scenario: factsOf(conversation.scenario),
    messages,
    startedAt: conversation.startedAt,
    endedAt: conversation.endedAt ?? conversation.lastActivityAt,
  };
}

/** One conversation of a user with its report row, for `GET /conversations/{id}/report`. */
export interface UserReportRow {
  conversationId: string;
  scenario: ScenarioFacts;
  startedAt: Date;
  endedAt: Date | null;
  /** Null: the interview is still running (no report row yet). */
  status: ReportStatus | null;
  report: StoredReport | null;
  error: string | null;
  generatedAt: Date | null;
}

export async function findUserReport(q: Queryable, userId: string, conversationId: string): Promise<UserReportRow | null> {
  const conversation = await findUserConversationSummary(q, userId, conversationId);
  if (!conversation) return null;
  const [row] = await q.query<{ status: number; report: StoredReport | null; error: string | null; generated_at: Date | null }>(
    'SELECT status, report, error, generated_at FROM reports WHERE conversation_id = $1',
    [conversation.id],
  );
  return {
    conversationId: conversation.id,
    scenario: factsOf(conversation.scenario),
    startedAt: conversation.startedAt,
    endedAt: conversation.endedAt,
    status: row ? (row.status as ReportStatus) : null,
    report: row?.report ?? null,
    error: row?.error ?? null,
    generatedAt: row?.generated_at ? new Date(row.generated_at) : null,
  };
}
