import type { JobScenario } from '../catalog/repository';
import type { Queryable } from '../db/database';
import type { InterviewProgress } from '../interviewer/types';
import type { TranscriptMessage } from '../evaluation/types';
import type { SpeechTiming } from '../speech/timing';

/**
 * The one module that reads and writes the `conversations` table and its `messages` (migrations 002
 * and 004): the live interview's rows and lease, the history, the transcript a report is scored
 * from, and the allowance's charge. Every function takes the database or an open transaction.
 */

/** A stored message of an interview, as the history shows it. */
export interface ConversationMessageView {
  id: string;
  role: string;
  text: string;
  timestamp: string;
  sender: string;
  senderId: string;
  /** Only on an answer the candidate corrected: the text as first recognised (or typed). */
  recognizedText?: string;
}

export type CompanyView = string | { name: string; website?: string; industry?: string; size?: string };

export interface ConversationView {
  id: string;
  startTime: string;
  endTime: string | null;
  scenarioType: 0;
  scenarioData: {
    id: string;
    position: string;
    company: CompanyView;
    description?: string;
    skills?: string[];
    category?: string;
    location?: string;
  };
  jobPosition: string;
  messages: ConversationMessageView[];
  reportStatus: 0 | 1 | 2 | 3;
  reportError: string | null;
  overallScore: number | null;
  durationSeconds: number | null;
}

interface HistoryRow {
  id: string;
  job_id: string;
  scenario_type: number;
  scenario: unknown;
  started_at: Date;
  ended_at: Date | null;
  report_status: number | null;
  report_error: string | null;
  overall_score: string | number | null;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  role: string;
  sender: string;
  sender_id: string;
  text: string;
  created_at: Date;
  recognized_text: string | null;
}

function toMessageView(m: MessageRow): ConversationMessageView {
  return {
    id: m.id,
    role: m.role,
    text: m.text,
    timestamp: new Date(m.created_at).toISOString(),
    sender: m.sender,
    senderId: m.sender_id,
    ...(m.recognized_text !== null && { recognizedText: m.recognized_text }),
  };
}

/** The stored messages of one interview, in order. */
export async function conversationMessages(q: Queryable, conversationId: string): Promise<ConversationMessageView[]> {
  const rows = await q.query<MessageRow>(
    `SELECT id, conversation_id, role, sender, sender_id, text, created_at, recognized_text FROM messages
     WHERE conversation_id = $1 ORDER BY seq`,
    [conversationId],
  );
  return rows.map(toMessageView);
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

/**
 * The scenario snapshot stored with a conversation (`conversations.scenario`, the catalogue's job as
 * it was when the interview started), decoded field by field: it is stored JSON, written by older
 * versions too, so a field of the wrong type reads as absent.
 */
export interface StoredScenario {
  id: string | undefined;
  position: string | undefined;
  company: CompanyView;
  description: string | undefined;
  skills: string[] | undefined;
  category: string | undefined;
  location: string | undefined;
  requirements: string[] | undefined;
  responsibilities: string[] | undefined;
}

export function decodeScenario(value: unknown): StoredScenario {
  const s = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    id: str(s.id),
    position: str(s.position),
    company: companyOf(s.company),
    description: str(s.description),
    skills: strings(s.skills),
    category: str(s.category),
    location: str(s.location),
    requirements: strings(s.requirements),
    responsibilities: strings(s.responsibilities),
  };
}

/** The company's name of a decoded scenario ('' when none). */
export function companyName(company: CompanyView): string {
  return typeof company === 'string' ? company : company.name;
}

/**
 * The scenario a live interview runs, as the interviewer reads it: the snapshot is written from the
 * catalogue by `insertConversation`, so it is a whole `JobScenario`; anything but an object is refused.
 */
export function decodeJobScenario(value: unknown, conversationId: string): JobScenario {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`the stored scenario of conversation ${conversationId} is not an object`);
  }
  return value as JobScenario;
}

export function companyOf(value: unknown): CompanyView {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string') {
    const c = value as Record<string, unknown>;
    return {
      name: c.name as string,
      ...(str(c.website) !== undefined && { website: str(c.website) }),
      ...(str(c.industry) !== undefined && { industry: str(c.industry) }),
      ...(str(c.size) !== undefined && { size: str(c.size) }),
    };
  }
  return '';
}

function reportStatusOf(value: number | null): 0 | 1 | 2 | 3 {
  return value === 1 || value === 2 || value === 3 ? value : 0;
}

/**
 * The user's interviews of the given scenario types, newest first, each with its messages in order
 * and its report's status and overall score.
 */
export async function listUserConversations(
  q: Queryable,
  userId: string,
  scenarioTypes: readonly number[],
): Promise<ConversationView[]> {
  const rows = await q.query<HistoryRow>(
    `SELECT c.id, c.job_id, c.scenario_type, c.scenario, c.started_at, c.ended_at,
            r.status AS report_status, r.error AS report_error, r.overall_score
     FROM conversations c LEFT JOIN reports r ON r.conversation_id = c.id
     WHERE c.user_id = $1 AND c.scenario_type = ANY($2::int[])
     ORDER BY c.started_at DESC, c.id DESC`,
    [userId, [...scenarioTypes]],
  );
  if (!rows.length) return [];
  const messages = await q.query<MessageRow>(
    `SELECT m.id, m.conversation_id, m.role, m.sender, m.sender_id, m.text, m.created_at, m.recognized_text
     FROM messages m JOIN conversations c ON c.id = m.conversation_id
     WHERE c.user_id = $1 AND c.scenario_type = ANY($2::int[])
     ORDER BY m.conversation_id, m.seq`,
    [userId, [...scenarioTypes]],
  );
  const byConversation = new Map<string, ConversationMessageView[]>();
  for (const m of messages) {
    const list = byConversation.get(m.conversation_id) ?? [];
    list.push(toMessageView(m));
    byConversation.set(m.conversation_id, list);
  }
  return rows.map((row) => {
    const scenario = decodeScenario(row.scenario);
    const position = scenario.position ?? '';
    const skills = scenario.skills;
    const status = reportStatusOf(row.report_status);
    const score = row.overall_score === null || row.overall_score === undefined ? null : Number(row.overall_score);
    return {
      id: row.id,
      startTime: new Date(row.started_at).toISOString(),
      endTime: row.ended_at ? new Date(row.ended_at).toISOString() : null,
      scenarioType: 0,
      scenarioData: {
        id: scenario.id ?? row.job_id,
        position,
        company: scenario.company,
        ...(scenario.description !== undefined && { description: scenario.description }),
        ...(skills && { skills }),
        ...(scenario.category !== undefined && { category: scenario.category }),
        ...(scenario.location !== undefined && { location: scenario.location }),
      },
      jobPosition: position,
      messages: byConversation.get(row.id) ?? [],
      reportStatus: status,
      reportError: status === 3 ? row.report_error : null,
      overallScore: status === 2 && score !== null && Number.isFinite(score) ? score : null,
      durationSeconds: row.ended_at
        ? Math.max(0, Math.round((new Date(row.ended_at).getTime() - new Date(row.started_at).getTime()) / 1000))
        : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The live interview's rows: creation, the lease that fences writes, turns, detach, end.

/** What a running interview keeps in `conversations.live_state` after every turn. */
export interface LiveState {
  version: 1;
  /** The interviewer panel's progress (null until the opening turn was stored). */
  progress: InterviewProgress | null;
  /** Final candidate answers stored so far. */
  answers: number;
}

export interface StoredConversation {
  id: string;
  userId: string;
  uid: string;
  jobId: string;
  scenario: JobScenario;
  status: 'active' | 'ended';
  endReason: string | null;
  liveState: LiveState | null;
  liveOwner: string | null;
  liveEpoch: number;
  /** Last sign of life: the owner's heartbeat, the moment the connection went away, or the last turn. */
  lastSeenAt: Date;
  detachedAt: Date | null;
  nextSeq: number;
}

/** One final message of the conversation, as stored. */
export interface StoredMessage {
  id: string;
  role: string;
  sender: string;
  senderId: string;
  text: string;
  createdAt: Date;
  audioMs?: number | null;
  speech?: SpeechTiming | null;
}

/** The right of one process (owner) to write an active interview, at one epoch. */
export interface Lease {
  conversationId: string;
  owner: string;
  epoch: number;
}

/** Which allowance paid for an interview (server/billing). */
export type Charge = 'plan' | 'pack';

interface LiveRow {
  id: string;
  user_id: string;
  uid: string;
  job_id: string;
  scenario: unknown;
  status: 'active' | 'ended';
  end_reason: string | null;
  live_state: LiveState | null;
  live_owner: string | null;
  live_epoch: number;
  last_activity_at: Date;
  live_seen_at: Date | null;
  live_detached_at: Date | null;
  next_seq: number;
}

const SELECT_LIVE = `
  SELECT c.id, c.user_id, c.uid, c.job_id, c.scenario, c.status, c.end_reason, c.live_state, c.live_owner,
         c.live_epoch, c.last_activity_at, c.live_seen_at, c.live_detached_at,
         (SELECT coalesce(max(seq), -1) + 1 FROM messages m WHERE m.conversation_id = c.id)::int AS next_seq
  FROM conversations c`;

function toStoredConversation(row: LiveRow): StoredConversation {
  const times = [row.last_activity_at, row.live_seen_at, row.live_detached_at].filter((d): d is Date => d !== null);
  return {
    id: row.id,
    userId: row.user_id,
    uid: row.uid,
    jobId: row.job_id,
    scenario: decodeJobScenario(row.scenario, row.id),
    status: row.status,
    endReason: row.end_reason,
    liveState: row.live_state,
    liveOwner: row.live_owner,
    liveEpoch: Number(row.live_epoch),
    lastSeenAt: new Date(Math.max(...times.map((d) => new Date(d).getTime()))),
    detachedAt: row.live_detached_at ? new Date(row.live_detached_at) : null,
    nextSeq: Number(row.next_seq),
  };
}

export async function findConversationByUid(q: Queryable, uid: string): Promise<StoredConversation | null> {
  const [row] = await q.query<LiveRow>(`${SELECT_LIVE} WHERE c.uid = $1`, [uid]);
  return row ? toStoredConversation(row) : null;
}

export async function findConversationById(q: Queryable, id: string): Promise<StoredConversation | null> {
  const [row] = await q.query<LiveRow>(`${SELECT_LIVE} WHERE c.id = $1`, [id]);
  return row ? toStoredConversation(row) : null;
}

/**
 * A new active interview, charged to `charge`, held by `owner` (epoch 1) and started `now` (the
 * allowance counts plan interviews by their start). Null: another start with this uid won.
 */
export async function insertConversation(
  tx: Queryable,
  input: { userId: string; uid: string; scenario: JobScenario; charge: Charge; liveState: LiveState; owner: string; now: Date },
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO conversations (user_id, uid, job_id, scenario_type, scenario, charged_to, live_state, live_owner,
                                live_epoch, live_seen_at, started_at, last_activity_at)
     VALUES ($1, $2, $3, 0, $4::jsonb, $5, $6::jsonb, $7, 1, $8, $8, $8)
     ON CONFLICT (uid) DO NOTHING
     RETURNING id`,
    [input.userId, input.uid, input.scenario.id, JSON.stringify(input.scenario), input.charge, JSON.stringify(input.liveState), input.owner, input.now],
  );
  return row?.id ?? null;
}

/**
 * Makes `owner` the process running an active interview (a reconnect here, or a resume after a
 * restart elsewhere). The epoch goes up, so the previous owner's next write is refused.
 */
export async function claimConversation(db: Queryable, conversationId: string, owner: string, now: Date): Promise<Lease | null> {
  const [row] = await db.query<{ live_epoch: number }>(
    `UPDATE conversations SET live_owner = $2, live_epoch = live_epoch + 1, live_seen_at = $3, live_detached_at = NULL
     WHERE id = $1 AND status = 'active' RETURNING live_epoch`,
    [conversationId, owner, now],
  );
  return row ? { conversationId, owner, epoch: Number(row.live_epoch) } : null;
}

/** Whether the lease still holds (the interview is active at its epoch); locks the row by default. */
export async function holdsLease(tx: Queryable, lease: Lease, forUpdate = true): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM conversations WHERE id = $1 AND live_epoch = $2 AND status = 'active'${forUpdate ? ' FOR UPDATE' : ''}`,
    [lease.conversationId, lease.epoch],
  );
  return rows.length > 0;
}

/** Locks an active interview for the rest of the transaction; false when it is not active. */
export async function lockActiveConversation(tx: Queryable, conversationId: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM conversations WHERE id = $1 AND status = 'active' FOR UPDATE`, [conversationId]);
  return rows.length > 0;
}

/** Appends messages from sequence number `firstSeq`; returns the next one. */
export async function insertMessages(tx: Queryable, conversationId: string, firstSeq: number, messages: readonly StoredMessage[]): Promise<number> {
  let seq = firstSeq;
  for (const m of messages) {
    await tx.query(
      `INSERT INTO messages (id, conversation_id, seq, role, sender, sender_id, text, created_at, audio_ms,
                             voiced_ms, long_pauses, longest_pause_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        m.id, conversationId, seq++, m.role, m.sender, m.senderId, m.text, m.createdAt, m.audioMs ?? null,
        m.speech?.voicedMs ?? null, m.speech?.longPauses ?? null, m.speech?.longestPauseMs ?? null,
      ],
    );
  }
  return seq;
}

/** A turn was stored: the last activity (and, after a panel turn, its progress). */
export async function recordActivity(tx: Queryable, conversationId: string, now: Date, liveState?: LiveState): Promise<void> {
  if (liveState) {
    await tx.query(`UPDATE conversations SET live_state = $2::jsonb, last_activity_at = $3, live_seen_at = $3 WHERE id = $1`, [
      conversationId,
      JSON.stringify(liveState),
      now,
    ]);
  } else {
    await tx.query(`UPDATE conversations SET last_activity_at = $2, live_seen_at = $2 WHERE id = $1`, [conversationId, now]);
  }
}

/**
 * The owner's sign of life while the candidate is connected (false: the lease is gone — another
 * process took the interview over, it ended, or its account was deactivated).
 */
export async function heartbeat(db: Queryable, lease: Lease, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE conversations SET live_seen_at = $3, live_detached_at = NULL
     WHERE id = $1 AND live_epoch = $2 AND status = 'active'
       AND EXISTS (SELECT 1 FROM users u WHERE u.id = conversations.user_id AND u.status = 'active')
     RETURNING 1`,
    [lease.conversationId, lease.epoch, now],
  );
  return rows.length > 0;
}

/** The candidate's connection went away (or this process is shutting down): the resume window starts. */
export async function markDetached(db: Queryable, lease: Lease, now: Date, release: boolean): Promise<void> {
  await db.query(
    `UPDATE conversations SET live_detached_at = $3${release ? ', live_owner = NULL' : ''}
     WHERE id = $1 AND live_epoch = $2 AND status = 'active'`,
    [lease.conversationId, lease.epoch, now],
  );
}

/** The interview ends with `reason`; nobody holds it any more. */
export async function markEnded(tx: Queryable, conversationId: string, reason: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE conversations SET status = 'ended', end_reason = $2, ended_at = $3, last_activity_at = $3,
       live_owner = NULL, live_detached_at = NULL
     WHERE id = $1`,
    [conversationId, reason, now],
  );
}

/**
 * Active interviews nobody has been connected to for `resumeMs` (dropped and never resumed, or their
 * process died): they end as if by inactivity.
 */
export async function findAbandoned(db: Queryable, now: Date, resumeMs: number): Promise<StoredConversation[]> {
  const before = new Date(now.getTime() - resumeMs);
  const rows = await db.query<LiveRow>(
    `${SELECT_LIVE}
     WHERE c.status = 'active'
       AND greatest(c.last_activity_at, coalesce(c.live_seen_at, c.last_activity_at), coalesce(c.live_detached_at, c.last_activity_at)) < $1
     LIMIT 100`,
    [before],
  );
  return rows.map(toStoredConversation);
}

/**
 * The latest turn: the candidate's last answer (as stored, corrected or not) and the interviewers'
 * messages after it, which the candidate should answer next; before any answer, the panel's opening.
 * A connection that dropped right after the answer may never have received its final text.
 */
export async function lastTurnMessages(q: Queryable, conversationId: string): Promise<StoredMessage[]> {
  const rows = await q.query<{ id: string; role: string; sender: string; sender_id: string; text: string; created_at: Date }>(
    `SELECT id, role, sender, sender_id, text, created_at FROM messages
     WHERE conversation_id = $1
       AND seq >= coalesce((SELECT max(seq) FROM messages WHERE conversation_id = $1 AND role = 'USER'), -1)
     ORDER BY seq`,
    [conversationId],
  );
  return rows.map((r) => ({ id: r.id, role: r.role, sender: r.sender, senderId: r.sender_id, text: r.text, createdAt: new Date(r.created_at) }));
}

/**
 * The panel's turn that its process began and did not finish (it stopped after storing the answer, or
 * mid-reply, since each sentence is stored before it is sent): the answer it replied to and the
 * messages of the reply stored so far, or, for an opening never finished, the opening's messages.
 * A turn is finished when the progress stored after it counts its answer (`answersReplied`: the stored
 * progress's count of answers). Null when the last turn was finished.
 */
export async function unfinishedTurn(
  q: Queryable,
  conversationId: string,
  opened: boolean,
  answersReplied: number,
): Promise<{ answer: StoredMessage | null; said: StoredMessage[] } | null> {
  const rows = await q.query<{ id: string; role: string; sender: string; sender_id: string; text: string; created_at: Date; audio_ms: number | null }>(
    `SELECT id, role, sender, sender_id, text, created_at, audio_ms FROM messages
     WHERE conversation_id = $1
       AND seq >= coalesce((SELECT max(seq) FROM messages WHERE conversation_id = $1 AND role = 'USER'), -1)
     ORDER BY seq`,
    [conversationId],
  );
  const messages = rows.map((r) => ({
    id: r.id,
    role: r.role,
    sender: r.sender,
    senderId: r.sender_id,
    text: r.text,
    createdAt: new Date(r.created_at),
    audioMs: r.audio_ms,
  }));
  if (!opened) return messages.length ? { answer: null, said: messages } : null;
  const [answer, ...said] = messages;
  if (answer?.role !== 'USER') return null;
  const [count] = await q.query<{ answers: number }>(
    `SELECT count(*)::int AS answers FROM messages WHERE conversation_id = $1 AND role = 'USER'`,
    [conversationId],
  );
  return Number(count?.answers ?? 0) > answersReplied ? { answer, said } : null;
}

/**
 * The main questions the panel asked in the user's interview of the same job that started last before
 * the interview `uid` (its stored progress: the plan and the items reached), so the new interview words
 * its questions otherwise. The same answer before and after `uid` opens (a resume that rebuilds the plan
 * gets the plan it began with); empty for a first interview of the job.
 */
export async function previousInterviewQuestions(q: Queryable, userId: string, jobId: string, uid: string): Promise<string[]> {
  const [row] = await q.query<{ live_state: LiveState | null }>(
    `SELECT c.live_state FROM conversations c
     WHERE c.user_id = $1 AND c.job_id = $2 AND c.uid <> $3
       AND (c.started_at, c.id) < (SELECT me.started_at, me.id FROM conversations me WHERE me.uid = $3)
     ORDER BY c.started_at DESC, c.id DESC
     LIMIT 1`,
    [userId, jobId, uid],
  );
  const progress = row?.live_state?.progress;
  if (!progress) return [];
  const reached = new Set(progress.asked.map((a) => a.itemId));
  return progress.plan.items.filter((item) => (item.kind === 'technical' || item.kind === 'behavioural') && reached.has(item.id)).map((item) => item.text);
}

// ---------------------------------------------------------------------------------------------
// The allowance's charge (server/billing reads and gives back through these).

/** Interviews charged to the plan that started in [from, to) and were not given back. */
export async function countPlanCharged(q: Queryable, userId: string, from: Date, to: Date): Promise<number> {
  const [row] = await q.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM conversations
     WHERE user_id = $1 AND charged_to = 'plan' AND refunded_at IS NULL AND started_at >= $2 AND started_at < $3`,
    [userId, from, to],
  );
  return Number(row?.used ?? 0);
}

/** Marks a charged interview given back; null when it was not charged or was already given back. */
export async function markRefunded(tx: Queryable, conversationId: string, now: Date): Promise<{ userId: string; charge: Charge } | null> {
  const [row] = await tx.query<{ user_id: string; charged_to: Charge }>(
    `UPDATE conversations SET refunded_at = $2
     WHERE id = $1 AND charged_to IS NOT NULL AND refunded_at IS NULL
     RETURNING user_id, charged_to`,
    [conversationId, now],
  );
  return row ? { userId: row.user_id, charge: row.charged_to } : null;
}

// ---------------------------------------------------------------------------------------------
// What a report is made from (server/evaluation).

/** When an interview ran and what it was for. */
export interface ConversationSummary {
  id: string;
  scenario: StoredScenario;
  startedAt: Date;
  endedAt: Date | null;
  lastActivityAt: Date;
}

interface SummaryRow {
  id: string;
  scenario: unknown;
  started_at: Date;
  ended_at: Date | null;
  last_activity_at: Date;
}

const toSummary = (row: SummaryRow): ConversationSummary => ({
  id: row.id,
  scenario: decodeScenario(row.scenario),
  startedAt: new Date(row.started_at),
  endedAt: row.ended_at ? new Date(row.ended_at) : null,
  lastActivityAt: new Date(row.last_activity_at),
});

export async function findConversationSummary(q: Queryable, conversationId: string): Promise<ConversationSummary | null> {
  const [row] = await q.query<SummaryRow>('SELECT id, scenario, started_at, ended_at, last_activity_at FROM conversations WHERE id = $1', [
    conversationId,
  ]);
  return row ? toSummary(row) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the user's interviews (another user's is as unknown as a missing one). */
export async function findUserConversationSummary(q: Queryable, userId: string, conversationId: string): Promise<ConversationSummary | null> {
  if (!UUID.test(conversationId)) return null;
  const [row] = await q.query<SummaryRow>(
    'SELECT id, scenario, started_at, ended_at, last_activity_at FROM conversations WHERE id = $1 AND user_id = $2',
    [conversationId, userId],
  );
  return row ? toSummary(row) : null;
}


/** The whole transcript of an interview, in order. */
export async function transcriptOf(q: Queryable, conversationId: string): Promise<TranscriptMessage[]> {
  const rows = await q.query<{
    id: string;
    role: string;
    sender: string;
    text: string;
    created_at: Date;
    audio_ms: number | null;
    voiced_ms: number | null;
    long_pauses: number | null;
    longest_pause_ms: number | null;
    recognized_text: string | null;
  }>(
    `SELECT id, role, sender, text, created_at, audio_ms, voiced_ms, long_pauses, longest_pause_ms, recognized_text
     FROM messages WHERE conversation_id = $1 ORDER BY seq`,
    [conversationId],
  );
  return rows.map((m) => ({
    id: m.id,
    role: m.role,
    sender: m.sender,
    text: m.text,
    recognizedText: m.recognized_text,
    createdAt: new Date(m.created_at),
    audioMs: m.audio_ms,
    speech:
      m.voiced_ms === null
        ? null
        : { voicedMs: m.voiced_ms, longPauses: m.long_pauses ?? 0, longestPauseMs: m.longest_pause_ms ?? 0 },
  }));
}

// ---------------------------------------------------------------------------------------------
// The candidate's corrections of their answers' transcripts (migration 009).

/** One of the candidate's answers (a `USER` message with words) of an interview, as stored; null when there is none with this id. */
export async function findAnswer(q: Queryable, conversationId: string, messageId: string): Promise<ConversationMessageView | null> {
  const [row] = await q.query<MessageRow>(
    `SELECT id, conversation_id, role, sender, sender_id, text, created_at, recognized_text FROM messages
     WHERE conversation_id = $1 AND id = $2 AND role = 'USER' AND text <> ''`,
    [conversationId, messageId],
  );
  return row ? toMessageView(row) : null;
}

/**
 * The answer's text becomes `text`; the first text (recognised or typed) is kept in `recognized_text`
 * the first time, and a correction back to it clears the mark. Returns the answer as stored now, or
 * null when the interview has no such answer.
 */
export async function correctAnswerText(
  q: Queryable,
  input: { conversationId: string; messageId: string; text: string; now: Date },
): Promise<ConversationMessageView | null> {
  // Every SET expression reads the row as it was before the update.
  const [row] = await q.query<MessageRow>(
    `UPDATE messages SET
       recognized_text = CASE WHEN coalesce(recognized_text, text) = $3 THEN NULL ELSE coalesce(recognized_text, text) END,
       corrected_at = CASE WHEN coalesce(recognized_text, text) = $3 THEN NULL ELSE $4::timestamptz END,
       text = $3
     WHERE conversation_id = $1 AND id = $2 AND role = 'USER' AND text <> ''
     RETURNING id, conversation_id, role, sender, sender_id, text, created_at, recognized_text`,
    [input.conversationId, input.messageId, input.text, input.now],
  );
  return row ? toMessageView(row) : null;
}

/** One of the user's interviews, locked for the rest of the transaction: its status, or null when it is not theirs (or missing). */
export async function lockUserConversation(tx: Queryable, userId: string, conversationId: string): Promise<'active' | 'ended' | null> {
  if (!UUID.test(conversationId)) return null;
  const [row] = await tx.query<{ status: 'active' | 'ended' }>(
    'SELECT status FROM conversations WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [conversationId, userId],
  );
  return row?.status ?? null;
}
