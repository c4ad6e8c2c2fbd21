import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CloseCode, CloseReason, type RoleMessage } from '../../openapi/live-protocol';
import { readAllowance } from '../billing/allowance';
import type { LiveConfig } from '../config';
import type { Database } from '../db/database';
import type { RateLimiter } from '../http/rateLimits';
import { previousInterviewQuestions } from '../conversations/repository';
import type { InterviewerFactory } from '../interviewer/types';
import type { SpeechRecognizer, SpeechSynthesizer } from '../speech';
import {
  claimConversation,
  createConversation,
  endConversation,
  findAbandoned,
  findConversationByUid,
  latestAnswerId,
  unfinishedTurn,
  type StoredConversation,
  type StoredMessage,
} from './repository';
import { LiveAdmission, REFUSAL_REASON, type Place } from './admission';
import { closeAsComplete, closeAsRefused, type LiveConnection } from './connection';
import type { Answer } from './interview.events';
import { cvOf, findInterviewJob, isOwnJobId } from './jobs';
import { liveStoreOver, type LiveStore } from './ledger';
import { OPEN_ATTEMPTS, periodWithin, SWEEP_MAX_MS, SWEEP_MIN_MS, SWEEPS_PER_RESUME_WINDOW } from './live.constants';
import { LiveTexts } from './messages';
import { SessionRegistry } from './registry';
import { LiveSession } from './session';
import { TurnTimings } from './timings';

export interface LiveServiceDeps {
  db: Database;
  log: FastifyBaseLogger;
  config: LiveConfig;
  now: () => Date;
  recognizer: SpeechRecognizer | null;
  synthesizer: SpeechSynthesizer | null;
  interviewers: InterviewerFactory;
  /** The rate limits shared with the HTTP routes: transcript corrections (none when absent). */
  limits?: RateLimiter | null;
  /** True while the process drains before it stops (`app.lifecycle.draining`): no new interview then. */
  draining?: () => boolean;
}

export interface OpenRequest {
  kind: 'start' | 'reconnect';
  uid: string;
  userId: string;
  /** The job of a `start` (a `reconnect` has none). */
  jobId: string | null;
}

export const PRO_REQUIRED = 'This interview requires a PRO subscription';
export const JOB_NOT_FOUND = 'Job not found';
export const INTERVIEW_NOT_FOUND = 'Interview not found';
export const NOT_YOURS = 'This interview belongs to another account';

/**
 * The live interviews of this process: starts (allowance and conversation in one transaction),
 * re-attaches and resumes (from memory, or from the database after a restart or on another
 * process), the sweep of interviews abandoned longer than the resume window, and shutdown.
 */
export class LiveService {
  /** This process, as the owner recorded on the interviews it runs. */
  readonly owner = `${process.pid}-${randomUUID()}`;
  readonly registry = new SessionRegistry();
  /** Each spoken turn's stages (the live bench listens). */
  readonly timings = new TurnTimings();
  /** The interviews held here against `LIVE_CAPACITY`; a new one past it is refused before anything is charged. */
  readonly admission: LiveAdmission;
  private sweepTimer: NodeJS.Timeout | null = null;
  private shuttingDown = false;
  private readonly store: LiveStore;

  constructor(private readonly deps: LiveServiceDeps) {
    this.store = liveStoreOver(deps.db);
    this.admission = new LiveAdmission({ capacity: deps.config.capacity, draining: deps.draining ?? (() => false) });
  }

  get closing(): boolean {
    return this.shuttingDown;
  }

  /** The interviewer engine's brain (`scripted` or `llm:<model>`). */
  get interviewerName(): string {
    return this.deps.interviewers.brainName;
  }

  get recognizerAvailable(): boolean {
    return this.deps.recognizer !== null;
  }

  startSweeping(): void {
    const every = periodWithin(this.deps.config.resumeMs, SWEEPS_PER_RESUME_WINDOW, SWEEP_MIN_MS, SWEEP_MAX_MS);
    this.sweepTimer = setInterval(() => void this.sweep(), every);
    this.sweepTimer.unref();
  }

  /**
   * The account is gone (deactivated): its interviews running here end now, stored and closed as if
   * the candidate had ended them. Those on other processes lose their lease at their next beat.
   */
  endForUser(userId: string): void {
    for (const session of this.registry.all()) {
      if (session.userId === userId) session.endInterview();
    }
  }

  /** Ends the interviews nobody resumed within the window (their process may be gone). */
  async sweep(): Promise<number> {
    let ended = 0;
    try {
      const abandoned = await findAbandoned(this.deps.db, this.deps.now(), this.deps.config.resumeMs);
      for (const conversation of abandoned) {
        if (this.registry.has(conversation.uid)) continue; // its own machine ends it
        if (await this.endAbandoned(conversation)) ended += 1;
      }
    } catch (err) {
      this.deps.log.warn({ err }, 'sweep of abandoned interviews failed');
    }
    return ended;
  }

  private async endAbandoned(conversation: StoredConversation) {
    return endConversation(
      this.deps.db,
      { conversationId: conversation.id },
      { reason: 'inactivity', answers: conversation.liveState?.answers ?? 0, now: this.deps.now() },
    );
  }

  /**
   * `start` or `reconnect` of an authenticated user. Returns the session now attached to the
   * connection, or null when the connection was answered and closed (refused, or already over).
   */
  async open(request: OpenRequest, connection: LiveConnection): Promise<LiveSession | null> {
    for (let attempt = 0; attempt < OPEN_ATTEMPTS; attempt++) {
      const local = this.registry.get(request.uid);
      if (local) {
        if (local.userId !== request.userId) return this.refuse(connection, request.uid, 403, NOT_YOURS);
        if (await local.stillOwned()) {
          local.attach(connection);
          return local;
        }
        local.leaseLost();
        this.registry.remove(local);
      }
      const stored = await findConversationByUid(this.deps.db, request.uid);
      if (!stored) {
        if (request.kind === 'reconnect' || !request.jobId) return this.refuse(connection, request.uid, 404, INTERVIEW_NOT_FOUND);
        const created = await this.create(request, request.jobId, connection);
        if (created !== 'exists') return created;
        continue; // the same uid was created a moment ago: resume that one
      }
      if (stored.userId !== request.userId) return this.refuse(connection, request.uid, 403, NOT_YOURS);
      if (stored.status === 'ended') return this.alreadyOver(connection, stored.uid, stored.id);
      if (this.deps.now().getTime() - stored.lastSeenAt.getTime() > this.deps.config.resumeMs) {
        await this.endAbandoned(stored);
        return this.alreadyOver(connection, stored.uid, stored.id);
      }
      return this.resume(stored, connection);
    }
    return this.refuse(connection, request.uid, 409, LiveTexts.notOpenedTwice);
  }

  private async create(request: OpenRequest, jobId: string, connection: LiveConnection): Promise<LiveSession | null | 'exists'> {
    const { db, now } = this.deps;
    // A catalogue job, or the candidate's own scenario from a posting (anyone else's is as unknown).
    const job = await findInterviewJob(db, request.userId, jobId);
    if (!job) return this.refuse(connection, request.uid, 404, JOB_NOT_FOUND);
    const { scenario } = job;
    if (scenario.isPro && !job.own) {
      const allowance = await readAllowance(db, request.userId, now());
      if (!allowance.hasProSubscription) return this.refuse(connection, request.uid, 403, PRO_REQUIRED);
    }
    // A place before the charge: past the capacity (or while draining) nothing is stored or charged,
    // and the client starts the same interview again later.
    const admitted = this.admission.admitNew();
    if (!admitted.ok) {
      this.deps.log.info({ uid: request.uid, refusal: admitted.refusal, admitted: this.admission.admitted }, 'new live interview refused for now');
      connection.close(CloseCode.tryAgainLater, REFUSAL_REASON[admitted.refusal]);
      return null;
    }
    const { place } = admitted;
    let result: Awaited<ReturnType<typeof createConversation>>;
    try {
      result = await createConversation(db, {
        userId: request.userId,
        uid: request.uid,
        scenario,
        owner: this.owner,
        now: now(),
      });
    } catch (err) {
      place.release();
      throw err;
    }
    if (result.kind !== 'created') place.release();
    if (result.kind === 'exists') return 'exists';
    if (result.kind === 'no_sessions') {
      connection.close(CloseCode.policy, CloseReason.noSessions);
      return null;
    }
    // Worded otherwise than the candidate's last interview of this job, where the plan can.
    const avoid = await this.previousQuestions(request.userId, jobId, request.uid);
    if (this.shuttingDown) {
      place.release();
      connection.close(CloseCode.restarting, CloseReason.restarting);
      return null;
    }
    const session = this.sessionFor(result.conversation, result.lease, place, {
      interviewer: this.deps.interviewers.create(scenario, { seed: request.uid, cv: job.cv, own: job.own, avoid }),
      opened: false,
      finished: false,
      terms: job.cvTerms,
    });
    session.start(connection);
    return session;
  }

  /** The main questions of the user's last interview of the job before `uid`; none when they cannot be read (the plan is then the seed's own). */
  private async previousQuestions(userId: string, jobId: string, uid: string): Promise<string[]> {
    try {
      return await previousInterviewQuestions(this.deps.db, userId, jobId, uid);
    } catch (err) {
      this.deps.log.warn({ uid, err }, 'the previous interview of this job could not be read; its questions may come again');
      return [];
    }
  }

  private async resume(stored: StoredConversation, connection: LiveConnection): Promise<LiveSession | null> {
    const lease = await claimConversation(this.deps.db, stored.id, this.owner, this.deps.now());
    if (!lease) return this.alreadyOver(connection, stored.uid, stored.id);
    const progress = stored.liveState?.progress ?? null;
    // The plan (with any questions about the candidate's CV) is in the progress; an interview that
    // never opened makes it again, from the CV as it is now (gone with a deleted scenario).
    const cv = await cvOf(this.deps.db, stored.userId, stored.jobId, stored.scenario.skills);
    const avoid = progress ? [] : await this.previousQuestions(stored.userId, stored.jobId, stored.uid);
    const interviewer = progress
      ? this.deps.interviewers.resume(stored.scenario, progress)
      : this.deps.interviewers.create(stored.scenario, { seed: stored.uid, cv: cv?.plan ?? null, own: isOwnJobId(stored.jobId), avoid });
    const opened = progress !== null && progress.phase !== 'new';
    const finished = progress?.phase === 'finished';
    // The process that ran it may have stopped after storing an answer, or mid-reply: the turn is said
    // again, its stored sentences under their own ids.
    const unfinished = finished ? null : await unfinishedTurn(this.deps.db, stored.id, opened, stored.liveState?.answers ?? 0);
    const unanswered = unfinished?.answer ?? null;
    // Listening for the next answer, as that process was: the candidate may still correct their latest one.
    const correctable = opened && !finished && !unanswered ? await latestAnswerId(this.deps.db, stored.id) : null;
    // Already running for its candidate: admitted whatever the count (it counts from now on).
    const session = this.sessionFor(stored, lease, this.admission.admitResumed(), {
      interviewer,
      opened,
      finished,
      unanswered: unanswered && { text: unanswered.text, messageId: unanswered.id, audioMs: unanswered.audioMs ?? null, speech: null, stored: true },
      interrupted: unfinished?.said ?? [],
      correctable,
      terms: cv?.terms ?? [],
    });
    this.deps.log.info({ uid: stored.uid, epoch: lease.epoch }, 'live interview resumed');
    // The candidate sees their last answer and hears the panel's last words again (the question
    // waiting for an answer); a client that has them already skips them by id. An answer stored
    // without its reply is shown again by the reply itself.
    const replay: RoleMessage[] = opened && !unanswered ? await session.lastTurnMessages() : [];
    session.start(connection, replay);
    return session;
  }

  private sessionFor(
    conversation: StoredConversation,
    lease: { conversationId: string; owner: string; epoch: number },
    place: Place,
    panel: {
      interviewer: ReturnType<InterviewerFactory['create']>;
      opened: boolean;
      finished: boolean;
      unanswered?: Answer | null;
      /** The panel's messages of the turn its previous process did not finish. */
      interrupted?: readonly StoredMessage[];
      /** A resumed interview that listens: its latest stored answer, still correctable. */
      correctable?: string | null;
      /** The CV's terms, for the recognizer. */
      terms?: readonly string[];
    },
  ): LiveSession {
    const session = new LiveSession(
      {
        store: this.store,
        log: this.deps.log,
        config: this.deps.config,
        clock: { now: this.deps.now },
        speech: { recognizer: this.deps.recognizer, synthesizer: this.deps.synthesizer },
        timings: this.timings,
        limits: this.deps.limits ?? null,
      },
      {
        uid: conversation.uid,
        userId: conversation.userId,
        conversationId: conversation.id,
        scenario: conversation.scenario,
        terms: panel.terms ?? [],
        interviewer: panel.interviewer,
        lease,
        nextSeq: conversation.nextSeq,
        answers: conversation.liveState?.answers ?? 0,
        opened: panel.opened,
        finished: panel.finished,
        unanswered: panel.unanswered ?? null,
        interrupted: panel.interrupted ?? [],
        correctable: panel.correctable ?? null,
        onStopped: (s) => {
          this.registry.remove(s);
          place.release();
        },
      },
    );
    this.registry.add(session);
    return session;
  }

  private refuse(connection: LiveConnection, uid: string, code: number, message: string): null {
    closeAsRefused(connection, uid, code, message);
    return null;
  }

  private alreadyOver(connection: LiveConnection, uid: string, reportId: string): null {
    closeAsComplete(connection, uid, reportId);
    return null;
  }

  /**
   * Graceful shutdown: no new interviews; each running one finishes storing its turn in flight, is
   * released for any process and its socket closed with 1012.
   */
  async shutdown(): Promise<void> {
    this.shuttingDown = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    await Promise.all(this.registry.all().map((session) => session.shutdown()));
  }
}

/** The live interviews of this process (the app builds one). */
export function createLiveService(deps: LiveServiceDeps): LiveService {
  return new LiveService(deps);
}
