import { randomUUID } from 'node:crypto';
import { USER_ROLE } from '../../openapi/live-protocol';
import { conversationMessages } from '../conversations/repository';
import {
  correctLiveAnswer,
  endInterview,
  startInterview,
  storeTurn as storeInterviewTurn,
  type EndResult,
  type StartResult,
} from '../conversations/service';
import type { JobScenario } from '../catalog/repository';
import type { Database } from '../db/database';
import type { ConversationMessageView, Lease, LiveState, StoredMessage } from '../conversations/repository';
import { LeaseLost } from './errors';

/**
 * The live interview's store, as server/live uses it. The conversations table is owned by
 * server/conversations/repository.ts, and the use cases spanning tables (start with its charge, a
 * turn fenced by the lease, the end with the refund and the report) by server/conversations/service.ts:
 * this module only keeps the names the live code imports.
 */

export type { Lease, LiveState, StoredConversation, StoredMessage } from '../conversations/repository';
export { claimConversation, findAbandoned, findConversationByUid, heartbeat, lastTurnMessages, markDetached, unfinishedTurn } from '../conversations/repository';
export { NO_ANSWERS_ERROR, type EndResult } from '../conversations/service';
export { LeaseLost };

export type CreateResult = StartResult;

/** Takes one interview from the allowance and creates the conversation, in one transaction (see startInterview). */
export function createConversation(
  db: Database,
  input: { userId: string; uid: string; scenario: JobScenario; owner: string; now: Date },
): Promise<CreateResult> {
  return startInterview(db, input);
}

/** Stores finished messages (and the panel's progress) fenced by the lease; returns the next sequence number. */
export function storeTurn(
  db: Database,
  lease: Lease,
  input: { firstSeq: number; messages: readonly StoredMessage[]; liveState?: LiveState; now: Date },
): Promise<number> {
  return storeInterviewTurn(db, lease, input);
}

/** Ends the interview: messages, status, refund or queued report, in one transaction (see endInterview). */
export function endConversation(
  db: Database,
  target: { lease: Lease } | { conversationId: string },
  input: { firstSeq?: number; messages?: readonly StoredMessage[]; reason: string; answers: number; now: Date },
): Promise<EndResult | null> {
  return endInterview(db, target, input);
}

/** An answer as stored after a correction (`recognizedText` set while it differs from the first text). */
export type CorrectedAnswer = ConversationMessageView;

/** The candidate's correction of an answer, fenced by the lease; null when there is no such answer (yet). */
export function correctAnswer(
  db: Database,
  lease: Lease,
  input: { messageId: string; text: string; now: Date },
): Promise<CorrectedAnswer | null> {
  return correctLiveAnswer(db, lease, input);
}

/**
 * The `USER` message id of the candidate's latest stored answer, when it has words (null: no answer
 * yet, or the latest was empty). A resumed interview that listens lets the candidate correct it, as the
 * process that took it did until the next answer began.
 */
export async function latestAnswerId(db: Database, conversationId: string): Promise<string | null> {
  const latest = (await conversationMessages(db, conversationId)).findLast((m) => m.role === USER_ROLE);
  return latest && latest.text !== '' ? latest.id : null;
}

export const newMessageId = () => randomUUID();
