import { giveSessionBack, takeSession } from '../billing/allowance';
import type { JobScenario } from '../catalog/repository';
import type { Database, Queryable } from '../db/database';
import { insertReport } from '../evaluation/repository';
import { LeaseLost } from '../live/errors';
import {
  findConversationById,
  holdsLease,
  insertConversation,
  insertMessages,
  listUserConversations,
  lockActiveConversation,
  markEnded,
  recordActivity,
  type ConversationView,
  type Lease,
  type LiveState,
  type StoredConversation,
  type StoredMessage,
} from './repository';

/** The user's interviews as the history shows them. */
export interface ConversationService {
  listForUser(userId: string, scenarioTypes: readonly number[]): Promise<ConversationView[]>;
}

export function createConversationService(deps: { db: Queryable }): ConversationService {
  return {
    listForUser: (userId, scenarioTypes) => listUserConversations(deps.db, userId, scenarioTypes),
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
