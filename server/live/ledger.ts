import type { Database } from '../db/database';
import {
  correctAnswer,
  endConversation,
  heartbeat,
  lastTurnMessages,
  LeaseLost,
  markDetached,
  storeTurn,
  type CorrectedAnswer,
  type EndResult,
  type Lease,
  type LiveState,
  type StoredMessage,
} from './repository';

/** What the live interview needs of the conversation repository (a repository over the database satisfies it). */
export interface LiveStore {
  storeTurn(lease: Lease, input: { firstSeq: number; messages: readonly StoredMessage[]; liveState?: LiveState; now: Date }): Promise<number>;
  heartbeat(lease: Lease, now: Date): Promise<boolean>;
  markDetached(lease: Lease, now: Date, release: boolean): Promise<void>;
  endConversation(
    target: { lease: Lease } | { conversationId: string },
    input: { firstSeq?: number; messages?: readonly StoredMessage[]; reason: string; answers: number; now: Date },
  ): Promise<EndResult | null>;
  lastTurnMessages(conversationId: string): Promise<StoredMessage[]>;
  correctAnswer(lease: Lease, input: { messageId: string; text: string; now: Date }): Promise<CorrectedAnswer | null>;
}

/** The repository's functions over one database handle. */
export function liveStoreOver(db: Database): LiveStore {
  return {
    storeTurn: (lease, input) => storeTurn(db, lease, input),
    heartbeat: (lease, now) => heartbeat(db, lease, now),
    markDetached: (lease, now, release) => markDetached(db, lease, now, release),
    endConversation: (target, input) => endConversation(db, target, input),
    lastTurnMessages: (conversationId) => lastTurnMessages(db, conversationId),
    correctAnswer: (lease, input) => correctAnswer(db, lease, input),
  };
}

export interface Clock {
  now(): Date;
}

/** Work still running for an interview (a turn, a write, a transcription ending): a shutdown waits for it. */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>();

  track<T>(promise: Promise<T>): Promise<T> {
    this.running.add(promise);
    const forget = () => this.running.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  get idle(): boolean {
    return this.running.size === 0;
  }

  /** Resolves once everything running now has settled, or at `deadline` (epoch ms). */
  async settle(deadline: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
    ]);
    clearTimeout(timer);
  }
}

export interface InterviewLedgerInit {
  store: LiveStore;
  lease: Lease;
  conversationId: string;
  /** Next message sequence number in the database. */
  nextSeq: number;
  /** Final answers already stored (a resumed interview). */
  answers: number;
  clock: Clock;
  work: InFlight;
}

/**
 * The writes of one interview, fenced by its lease: messages get their sequence numbers in call
 * order and are stored one write after the other; the number of answers goes into each turn.
 */
export class InterviewLedger {
  private nextSeq: number;
  private answerCount: number;
  /** Database writes, one after the other (sequence numbers stay in order). */
  private writes: Promise<unknown> = Promise.resolve();

  constructor(private readonly init: InterviewLedgerInit) {
    this.nextSeq = init.nextSeq;
    this.answerCount = init.answers;
  }

  get answers(): number {
    return this.answerCount;
  }

  countAnswer(): void {
    this.answerCount += 1;
  }

  /** Stores finished messages (and after a turn the panel's progress) in order. */
  store(messages: StoredMessage[], liveState?: LiveState): Promise<unknown> {
    if (!messages.length && !liveState) return Promise.resolve();
    const firstSeq = this.take(messages.length);
    const { store, lease, clock } = this.init;
    return this.write(() => store.storeTurn(lease, { firstSeq, messages, liveState, now: clock.now() }));
  }

  /** Stores the last messages and the end; rejects with `LeaseLost` when the interview is not ours any more. */
  async end(messages: StoredMessage[], reason: string): Promise<EndResult> {
    const firstSeq = this.take(messages.length);
    const { store, lease, clock } = this.init;
    const result = await this.write(() =>
      store.endConversation({ lease }, { firstSeq, messages, reason, answers: this.answerCount, now: clock.now() }),
    );
    if (!result) throw new LeaseLost();
    return result;
  }

  /**
   * The candidate's correction of an answer, written after everything queued before it (the answer's
   * own write first). Null when there is no such answer; rejects when the lease is gone or the write fails.
   */
  correct(messageId: string, text: string): Promise<CorrectedAnswer | null> {
    const { store, lease, clock } = this.init;
    return this.write(() => store.correctAnswer(lease, { messageId, text, now: clock.now() }));
  }

  /** Is the lease still ours (another process may have taken the interview over)? */
  stillOwned(): Promise<boolean> {
    return this.init.store.heartbeat(this.init.lease, this.init.clock.now());
  }

  /** The candidate's connection went away (`release`: this process lets the interview go). */
  detached(release: boolean): Promise<void> {
    return this.init.store.markDetached(this.init.lease, this.init.clock.now(), release);
  }

  /** The candidate's last answer and the panel's messages since, as stored. */
  lastTurnMessages(): Promise<StoredMessage[]> {
    return this.init.store.lastTurnMessages(this.init.conversationId);
  }

  /** Resolves once the writes queued so far are done (their failures are reported to whoever queued them). */
  async flushed(): Promise<void> {
    await this.writes;
  }

  /** Reserves `count` sequence numbers, in call order. */
  private take(count: number): number {
    const first = this.nextSeq;
    this.nextSeq += count;
    return first;
  }

  private write<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.writes.then(fn, fn);
    // The chain goes on after a failed write; the failure reaches the caller through `run`.
    this.writes = run.then(
      () => undefined,
      () => undefined,
    );
    this.init.work.track(run);
    return run;
  }
}
