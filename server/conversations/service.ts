import { giveSessionBack, takeSession } from '../billing/allowance';
import type { JobScenario } from '../catalog/repository';
import type { Database, Queryable } from '../db/database';
import { insertReport, requeueReport } from '../evaluation/repository';
import { LeaseLost } from '../live/errors';
import { ok, refusal, type Result } from '../results';
import {
  correctAnswerText,
  findAnswer,
  findConversationById,
  holdsLease,
  insertConversation,
  insertMessages,
  listUserConversations,
  lockActiveConversation,
  lockUserConversation,
  markEnded,
  recordActivity,
  type ConversationMessageView,
  type ConversationView,
  type Lease,
  type LiveState,
  type StoredConversation,
  type StoredMessage,
} from './repository';

/** Why an answer of a finished interview is not corrected (the HTTP layer maps each to a status). */
export type ConversationRefusal = 'answer_not_found' | 'interview_running';

export const ANSWER_NOT_FOUND = 'This answer does not exist or has been deleted.';
export const INTERVIEW_RUNNING = 'The interview is still running: correct your latest answer in the interview itself.';

/** The user's interviews as the history shows them, and the corrections of their answers afterwards. */
export interface ConversationService {
  listForUser(userId: string, scenarioTypes: readonly number[]): Promise<ConversationView[]>;
  /**
   * One of the candidate's answers in a finished interview reads `text` (trimmed) from now on, and the
   * interview's report is queued again to be made from it; the same text again changes nothing.
   * Another user's interview is as unknown as a missing one.
   */
  correctAnswer(
    userId: string,
    input: { conversationId: string; messageId: string; text: string },
  ): Promise<Result<ConversationMessageView, ConversationRefusal>>;
}

export function createConversationService(deps: { db: Database; now: () => Date }): ConversationService {
  return {
    listForUser: (userId, scenarioTypes) => listUserConversations(deps.db, userId, scenarioTypes),
    correctAnswer: (userId, { conversationId, messageId, text }) =>
      deps.db.transaction(async (tx): Promise<Result<ConversationMessageView, ConversationRefusal>> => {
        const status = await lockUserConversation(tx, userId, conversationId);
        if (status === null) return refusal('answer_not_found', ANSWER_NOT_FOUND);
        const current = await findAnswer(tx, conversationId, messageId);
        if (!current) return refusal('answer_not_found', ANSWER_NOT_FOUND);
        if (status === 'active') return refusal('interview_running', INTERVIEW_RUNNING);
        const corrected = text.trim();
        if (corrected === current.text) return ok(current);
        const now = deps.now();
        const stored = await correctAnswerText(tx, { conversationId, messageId, text: corrected, now });
        if (!stored) throw new Error(`answer ${messageId} of conversation ${conversationId} vanished under its lock`);
        await requeueReport(tx, conversationId, now);
        return ok(stored);
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// The interview's use cases that span tables: start (the allowance's charge), turns (fenced by the
// lease) and end (the charge given back or the report queued). Each runs in one transaction.

export type StartResult =
  | { kind: 'created'; conversation: StoredConversation; lease: Lease }
  | { kind: 'no_sessions' }
  /** Another start with this uid won (two tabs, a retried start): resume that one instead. */
  | { kind: 'exists' };

/** Rolls the start back when the uid turns out to be taken, so the interview taken is not spent. */
class UidTaken extends Error {}

/**
 * Takes one interview from the user's allowance and creates the conversation in the same
 * transaction: the user's row lock serialises parallel starts, so with one interview left exactly one
 * of them is created. The creating process holds the lease (epoch 1).
 */
export async function startInterview(
  db: Database,
  input: { userId: string; uid: string; scenario: JobScenario; owner: string; now: Date },
): Promise<StartResult> {
  try {
    return await db.transaction(async (tx): Promise<StartResult> => {
      const charge = await takeSession(tx, input.userId, input.now);
      if (!charge) return { kind: 'no_sessions' };
      const id = await insertConversation(tx, {
        ...input,
        charge,
        liveState: { version: 1, progress: null, answers: 0 },
      });
      if (!id) throw new UidTaken();
      const created = await findConversationById(tx, id);
      if (!created) throw new Error(`conversation ${id} not found right after it was created`);
      return { kind: 'created', conversation: created, lease: { conversationId: id, owner: input.owner, epoch: 1 } };
    });
  } catch (error) {
    // Rolled back, so the session taken above is not spent.
    if (error instanceof UidTaken) return { kind: 'exists' };
    throw error;
  }
}

async function requireLease(tx: Queryable, lease: Lease): Promise<void> {
  if (!(await holdsLease(tx, lease))) throw new LeaseLost();
}

/**
 * Stores finished messages (and, after a turn, the panel's progress) in one transaction, fenced by
 * the lease (LeaseLost when another process holds it). Returns the next message sequence number.
 */
export async function storeTurn(
  db: Database,
  lease: Lease,
  input: { firstSeq: number; messages: readonly StoredMessage[]; liveState?: LiveState; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    await requireLease(tx, lease);
    const next = await insertMessages(tx, lease.conversationId, input.firstSeq, input.messages);
    await recordActivity(tx, lease.conversationId, input.now, input.liveState);
    return next;
  });
}

/**
 * The candidate corrected their latest answer during the interview: stored fenced by the lease
 * (LeaseLost when another process holds it). Returns the answer as stored now, or null when the
 * interview has no such answer (yet).
 */
export async function correctLiveAnswer(
  db: Database,
  lease: Lease,
  input: { messageId: string; text: string; now: Date },
): Promise<ConversationMessageView | null> {
  return db.transaction(async (tx) => {
    await requireLease(tx, lease);
    return correctAnswerText(tx, { conversationId: lease.conversationId, ...input });
  });
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
 * Without a lease (a sweep of an abandoned interview) any active interview may be ended; null when
 * it is no longer active.
 */
export async function endInterview(
  db: Database,
  target: { lease: Lease } | { conversationId: string },
  input: { firstSeq?: number; messages?: readonly StoredMessage[]; reason: string; answers: number; now: Date },
): Promise<EndResult | null> {
  return db.transaction(async (tx) => {
    const conversationId = 'lease' in target ? target.lease.conversationId : target.conversationId;
    if ('lease' in target) {
      await requireLease(tx, target.lease);
    } else if (!(await lockActiveConversation(tx, conversationId))) {
      return null;
    }
    if (input.messages?.length) await insertMessages(tx, conversationId, input.firstSeq ?? 0, input.messages);
    await markEnded(tx, conversationId, input.reason, input.now);
    const answered = input.answers > 0;
    const refunded = answered ? false : await giveSessionBack(tx, conversationId, input.now);
    await insertReport(tx, conversationId, answered ? 0 : 3, answered ? null : NO_ANSWERS_ERROR, input.now);
    return { reportId: conversationId, reportStatus: answered ? 0 : 3, refunded };
  });
}
