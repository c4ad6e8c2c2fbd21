import { randomUUID } from 'node:crypto';
import { giveSessionBack, takeSession } from '../billing/allowance';
import type { JobScenario } from '../catalog/repository';
import type { Database, Queryable } from '../db/database';
import type { InterviewProgress } from '../interviewer/types';
import type { SpeechTiming } from '../speech/timing';
import { LeaseLost } from './errors';

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

export interface Lease {
  conversationId: string;
  owner: string;
  epoch: number;
}

interface ConversationRow {
  id: string;
  user_id: string;
  uid: string;
  job_id: string;
  scenario: JobScenario;
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

const SELECT_CONVERSATION = `
  SELECT c.id, c.user_id, c.uid, c.job_id, c.scenario, c.status, c.end_reason, c.live_state, c.live_owner,
         c.live_epoch, c.last_activity_at, c.live_seen_at, c.live_detached_at,
         (SELECT coalesce(max(seq), -1) + 1 FROM messages m WHERE m.conversation_id = c.id)::int AS next_seq
  FROM conversations c`;

function toConversation(row: ConversationRow): StoredConversation {
  const times = [row.last_activity_at, row.live_seen_at, row.live_detached_at].filter((d): d is Date => d !== null);
  return {
    id: row.id,
    userId: row.user_id,
    uid: row.uid,
    jobId: row.job_id,
    scenario: row.scenario,
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
  const [row] = await q.query<ConversationRow>(`${SELECT_CONVERSATION} WHERE c.uid = $1`, [uid]);
  return row ? toConversation(row) : null;
}

export type CreateResult =
  | { kind: 'created'; conversation: StoredConversation; lease: Lease }
  | { kind: 'no_sessions' }
  /** Another start with this uid won (two tabs, a retried start): resume that one instead. */
  | { kind: 'exists' };

/**
 * Takes one interview from the user's allowance and creates the conversation in the same
 * transaction: the user's row lock serialises parallel starts, so with one interview left exactly one
 * of them is created. The creating process holds the lease (epoch 1).
 */
export async function createConversation(
  db: Database,
  input: { userId: string; uid: string; scenario: JobScenario; owner: string; now: Date },
): Promise<CreateResult> {
  try {
    return await db.transaction(async (tx): Promise<CreateResult> => {
      const charge = await takeSession(tx, input.userId, input.now);
      if (!charge) return { kind: 'no_sessions' };
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO conversations (user_id, uid, job_id, scenario_type, scenario, charged_to, live_state, live_owner,
                                    live_epoch, live_seen_at, started_at, last_activity_at)
         VALUES ($1, $2, $3, 0, $4::jsonb, $5, $6::jsonb, $7, 1, $8, $8, $8)
         ON CONFLICT (uid) DO NOTHING
         RETURNING id`,
        [
          input.userId,
          input.uid,
          input.scenario.id,
          JSON.stringify(input.scenario),
          charge,
          JSON.stringify({ version: 1, progress: null, answers: 0 } satisfies LiveState),
          input.owner,
          input.now,
        ],
      );
      if (!row) throw new UidTaken();
      const [created] = await tx.query<ConversationRow>(`${SELECT_CONVERSATION} WHERE c.id = $1`, [row.id]);
      return {
        kind: 'created',
        conversation: toConversation(created),
        lease: { conversationId: row.id, owner: input.owner, epoch: 1 },
      };
    });
  } catch (error) {
    // Rolled back, so the session taken above is not spent.
    if (error instanceof UidTaken) return { kind: 'exists' };
    throw error;
  }
}

class UidTaken extends Error {}

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

export { LeaseLost };

async function checkLease(tx: Queryable, lease: Lease, forUpdate = true): Promise<void> {
  const rows = await tx.query(
    `SELECT 1 FROM conversations WHERE id = $1 AND live_epoch = $2 AND status = 'active'${forUpdate ? ' FOR UPDATE' : ''}`,
    [lease.conversationId, lease.epoch],
  );
  if (!rows.length) throw new LeaseLost();
}

async function insertMessages(tx: Queryable, conversationId: string, firstSeq: number, messages: readonly StoredMessage[]) {
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

/**
 * Stores finished messages (and, after a turn, the panel's progress) in one transaction, fenced by
 * the lease. Returns the next message sequence number.
 */
export async function storeTurn(
  db: Database,
  lease: Lease,
  input: { firstSeq: number; messages: readonly StoredMessage[]; liveState?: LiveState; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    await checkLease(tx, lease);
    const next = await insertMessages(tx, lease.conversationId, input.firstSeq, input.messages);
    if (input.liveState) {
      await tx.query(`UPDATE conversations SET live_state = $2::jsonb, last_activity_at = $3, live_seen_at = $3 WHERE id = $1`, [
        lease.conversationId,
        JSON.stringify(input.liveState),
        input.now,
      ]);
    } else {
      await tx.query(`UPDATE conversations SET last_activity_at = $2, live_seen_at = $2 WHERE id = $1`, [lease.conversationId, input.now]);
    }
    return next;
  });
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

export const NO_ANSWERS_ERROR = 'No answers were given in this interview.';

export interface EndResult {
  reportId: string;
  reportStatus: 0 | 3;
  refunded: boolean;
}

/**
 * Ends the interview in one transaction: the remaining messages, `ended` with its reason, and the
 * report row: queued (status 0) when the candidate answered, otherwise failed with the reason and the
 * interview given back (DECISIONS.md). Idempotent: an interview already ended keeps its report.
 * Without a lease (a sweep of an abandoned interview) any active interview may be ended.
 */
export async function endConversation(
  db: Database,
  target: { lease: Lease } | { conversationId: string },
  input: { firstSeq?: number; messages?: readonly StoredMessage[]; reason: string; answers: number; now: Date },
): Promise<EndResult | null> {
  return db.transaction(async (tx) => {
    const conversationId = 'lease' in target ? target.lease.conversationId : target.conversationId;
    if ('lease' in target) {
      await checkLease(tx, target.lease);
    } else {
      const rows = await tx.query(`SELECT 1 FROM conversations WHERE id = $1 AND status = 'active' FOR UPDATE`, [conversationId]);
      if (!rows.length) return null;
    }
    if (input.messages?.length) await insertMessages(tx, conversationId, input.firstSeq ?? 0, input.messages);
    await tx.query(
      `UPDATE conversations SET status = 'ended', end_reason = $2, ended_at = $3, last_activity_at = $3,
         live_owner = NULL, live_detached_at = NULL
       WHERE id = $1`,
      [conversationId, input.reason, input.now],
    );
    const answered = input.answers > 0;
    const refunded = answered ? false : await giveSessionBack(tx, conversationId, input.now);
    await tx.query(
      `INSERT INTO reports (conversation_id, status, error, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (conversation_id) DO NOTHING`,
      [conversationId, answered ? 0 : 3, answered ? null : NO_ANSWERS_ERROR, input.now],
    );
    return { reportId: conversationId, reportStatus: answered ? 0 : 3, refunded };
  });
}

/**
 * Active interviews nobody has been connected to for `resumeMs` (dropped and never resumed, or their
 * process died): they end as if by inactivity.
 */
export async function findAbandoned(db: Queryable, now: Date, resumeMs: number): Promise<StoredConversation[]> {
  const before = new Date(now.getTime() - resumeMs);
  const rows = await db.query<ConversationRow>(
    `${SELECT_CONVERSATION}
     WHERE c.status = 'active'
       AND greatest(c.last_activity_at, coalesce(c.live_seen_at, c.last_activity_at), coalesce(c.live_detached_at, c.last_activity_at)) < $1
     LIMIT 100`,
    [before],
  );
  return rows.map(toConversation);
}

export const newMessageId = () => randomUUID();

/** The interviewers' messages after the candidate's last answer (what the candidate should answer next). */
export async function lastPanelMessages(q: Queryable, conversationId: string): Promise<StoredMessage[]> {
  const rows = await q.query<{ id: string; role: string; sender: string; sender_id: string; text: string; created_at: Date }>(
    `SELECT id, role, sender, sender_id, text, created_at FROM messages
     WHERE conversation_id = $1
       AND seq > coalesce((SELECT max(seq) FROM messages WHERE conversation_id = $1 AND role = 'USER'), -1)
     ORDER BY seq`,
    [conversationId],
  );
  return rows.map((r) => ({ id: r.id, role: r.role, sender: r.sender, senderId: r.sender_id, text: r.text, createdAt: new Date(r.created_at) }));
}

/**
 * The candidate's last answer when nothing of the panel's reply was stored after it: the process
 * running the interview stopped between storing the answer and storing the reply.
 */
export async function unansweredAnswer(q: Queryable, conversationId: string): Promise<StoredMessage | null> {
  const [row] = await q.query<{ id: string; role: string; sender: string; sender_id: string; text: string; created_at: Date; audio_ms: number | null }>(
    `SELECT id, role, sender, sender_id, text, created_at, audio_ms FROM messages
     WHERE conversation_id = $1 ORDER BY seq DESC LIMIT 1`,
    [conversationId],
  );
  if (!row || row.role !== 'USER') return null;
  return { id: row.id, role: row.role, sender: row.sender, senderId: row.sender_id, text: row.text, createdAt: new Date(row.created_at), audioMs: row.audio_ms };
}
