import type { FastifyBaseLogger } from 'fastify';
import { createActor, type Actor } from 'xstate';
import { CloseCode, CloseReason, USER_ROLE, type RoleMessage } from '../../openapi/live-protocol';
import type { LiveConfig } from '../config';
import type { Interviewer, JobScenario } from '../interviewer/types';
import { CandidateLink, type LiveConnection } from './connection';
import { toInterviewEvent, type InterviewMessage } from './interview.events';
import { interviewMachine, type Answer, type InterviewEvent, type InterviewMachine } from './interview.machine';
import { isAwaitingAnswer, isTranscribing } from './interview.selectors';
import { createLiveActions, createLiveActors } from './live.actors';
import { HEARTBEAT_MAX_MS, HEARTBEAT_MIN_MS, HEARTBEATS_PER_RESUME_WINDOW, periodWithin, SHUTDOWN_WAIT_MS } from './live.constants';
import { InFlight, InterviewLedger, type Clock, type LiveStore } from './ledger';
import { confirmation, correctionRefused, fromStored } from './messages';
import { createInterviewSpeech, type InterviewSpeech, type SpeechEngines } from './panel';
import { newMessageId, type Lease, type StoredMessage } from './repository';
import type { TurnTimings } from './timings';
import type { RateLimiter } from '../http/rateLimits';

export type { LiveConnection };

export interface SessionDeps {
  store: LiveStore;
  log: FastifyBaseLogger;
  config: LiveConfig;
  clock: Clock;
  speech: SpeechEngines;
  /** Where each spoken turn's stages are reported. */
  timings?: TurnTimings;
  /** The rate limits shared with the HTTP routes (null: none, as in some unit tests). */
  limits?: RateLimiter | null;
}

export interface SessionInit {
  uid: string;
  userId: string;
  conversationId: string;
  scenario: JobScenario;
  /** Terms the candidate may say beyond the scenario's skills (their CV's), for the recognizer. */
  terms?: readonly string[];
  interviewer: Interviewer;
  lease: Lease;
  /** Next message sequence number in the database. */
  nextSeq: number;
  /** Final answers already stored (a resumed interview). */
  answers: number;
  opened: boolean;
  finished: boolean;
  /** A stored answer the panel has not finished replying to (its process stopped in between): replied to first. */
  unanswered?: Answer | null;
  /** The panel's messages of that unfinished turn (or of an unfinished opening), stored and sent already. */
  interrupted?: readonly StoredMessage[];
  /** A resumed interview that listens: the latest stored answer's message id, still correctable (null: none). */
  correctable?: string | null;
  /** Called once the session stops (ended, lost or shut down): the registry forgets it. */
  onStopped: (session: LiveSession) => void;
}

/**
 * One running interview on this process, wired: the interview machine with its actors and actions,
 * the candidate's link (socket, outbox, heartbeat) and the interview's writes. The machine decides;
 * this forwards the candidate's messages to it and lets the interview go when it stops.
 */
export class LiveSession {
  readonly uid: string;
  readonly userId: string;
  readonly conversationId: string;
  private readonly actor: Actor<InterviewMachine>;
  private readonly link: CandidateLink;
  private readonly ledger: InterviewLedger;
  private readonly work = new InFlight();
  private readonly speech: InterviewSpeech;
  private readonly log: FastifyBaseLogger;
  private stopped = false;

  constructor(private readonly deps: SessionDeps, private readonly init: SessionInit) {
    const { config, log, clock } = deps;
    this.uid = init.uid;
    this.userId = init.userId;
    this.conversationId = init.conversationId;
    this.log = log;
    this.speech = createInterviewSpeech({ engines: deps.speech, scenario: init.scenario, terms: init.terms, uid: init.uid, log });
    this.ledger = new InterviewLedger({
      store: deps.store,
      lease: init.lease,
      conversationId: init.conversationId,
      nextSeq: init.nextSeq,
      answers: init.answers,
      clock,
      work: this.work,
    });
    this.link = new CandidateLink({
      heartbeatMs: periodWithin(config.resumeMs, HEARTBEATS_PER_RESUME_WINDOW, HEARTBEAT_MIN_MS, HEARTBEAT_MAX_MS),
      beat: () => this.ledger.stillOwned(),
      onLeaseLost: () => this.leaseLost(),
      log,
      uid: init.uid,
    });
    const machine = interviewMachine.provide({
      actors: createLiveActors({
        interviewer: init.interviewer,
        speech: this.speech,
        store: this.ledger,
        clock,
        outbox: this.link,
        candidateId: init.userId,
        work: this.work,
        log,
        uid: init.uid,
        timings: deps.timings,
        interrupted: init.interrupted ?? [],
      }),
      actions: createLiveActions({
        uid: init.uid,
        link: this.link,
        store: this.ledger,
        warningMs: config.warningMs,
        log,
        stop: () => this.stop(),
        candidateId: init.userId,
        clock,
        interviewer: init.interviewer,
      }),
      delays: {
        untilWarning: config.inactivityMs - config.warningMs,
        warning: config.warningMs,
        resumeWindow: config.resumeMs,
      },
    });
    this.actor = createActor(machine, {
      input: {
        opened: init.opened,
        finished: init.finished,
        unanswered: init.unanswered ?? null,
        correctable: init.correctable ?? null,
        canTranscribe: this.speech.canTranscribe,
      },
    });
  }

  /** The machine's state, for tests and logs. */
  get state() {
    return this.actor.getSnapshot().value;
  }

  get attached(): boolean {
    return this.link.attached;
  }

  /** The interview waits for the candidate's answer. */
  get listening(): boolean {
    return isAwaitingAnswer(this.actor.getSnapshot());
  }

  /** The candidate's spoken answer is being received or transcribed (the metrics' speaking candidates). */
  get speaking(): boolean {
    return isTranscribing(this.actor.getSnapshot());
  }

  /** Attaches the first connection and runs the machine; `replay` is sent after the confirmation. */
  start(connection: LiveConnection, replay: readonly RoleMessage[] = []): void {
    this.link.attach(connection, [...confirmation(this.uid, this.speech.canTranscribe), ...replay]);
    this.actor.start();
  }

  /** A new connection for this interview (reconnect or start with its uid). */
  attach(connection: LiveConnection): void {
    this.link.attach(connection, confirmation(this.uid, this.speech.canTranscribe));
    this.send({ type: 'socket.attached' });
  }

  /** The candidate's connection went away without an end: the resume window starts. */
  detach(connection: LiveConnection): void {
    if (this.stopped || !this.link.detach(connection)) return;
    this.send({ type: 'socket.detached' });
    this.work.track(this.ledger.detached(false)).catch((err: unknown) => this.log.warn({ err, uid: this.uid }, 'detach not stored'));
  }

  /**
   * A message of the candidate for this interview, from `address`: the machine decides what comes of
   * it. A transcript correction first reserves its count on the account's and the address's budgets of
   * corrections (in the database, shared with the HTTP corrections); refused, it never reaches the
   * interview (nothing is changed) and the candidate is told (`correction_refused`). The caller waits
   * for this before the connection's next message, so the messages keep their order.
   */
  async receive(message: InterviewMessage, address: string): Promise<void> {
    const limits = this.deps.limits;
    if (message.type === 'correct_transcript' && limits) {
      const allowed = await limits.reserve('correction', { address, account: this.userId });
      if (!allowed) {
        this.link.send(correctionRefused(message.messageId, 'tooManyCorrections'));
        return;
      }
    }
    this.send(toInterviewEvent(message, newMessageId));
  }

  /** The audio frame announced by the last `audio_chunk`. */
  receiveAudio(pcm: Uint8Array): void {
    this.send({ type: 'answer.audioChunk', pcm });
  }

  /** Ends the interview as if the candidate had (their account is gone). */
  endInterview(): void {
    this.send({ type: 'interview.end' });
  }

  /** Is the lease still ours (another process may have taken the interview over)? */
  stillOwned(): Promise<boolean> {
    return this.ledger.stillOwned();
  }

  /** Another process runs the interview now: stop here without writing. */
  leaseLost(): void {
    this.send({ type: 'lease.lost' });
  }

  /**
   * The latest turn, to say again on resume: the candidate's last answer (its final text may have been
   * lost with a connection that dropped after the stop) and the panel's messages since, with their audio.
   */
  async lastTurnMessages(): Promise<RoleMessage[]> {
    const messages: RoleMessage[] = [];
    for (const stored of await this.ledger.lastTurnMessages()) {
      const audio = stored.role === USER_ROLE ? null : await this.speech.audioFor(stored.text, stored.senderId);
      messages.push(fromStored(stored, audio));
    }
    return messages;
  }

  /**
   * Shutdown: waits for the turn in flight to be stored, stops the machine without ending the
   * interview, releases it for any process and closes the socket with 1012.
   */
  async shutdown(timeoutMs = SHUTDOWN_WAIT_MS): Promise<void> {
    if (this.stopped) return;
    const deadline = Date.now() + timeoutMs;
    while (!this.work.idle && !this.stopped && Date.now() < deadline) await this.work.settle(deadline);
    if (this.stopped) return;
    const connection = this.link.release();
    this.stop();
    await this.ledger.flushed();
    await this.ledger.detached(true).catch((err: unknown) => this.log.warn({ err, uid: this.uid }, 'release not stored'));
    connection?.close(CloseCode.restarting, CloseReason.restarting);
  }

  private send(event: InterviewEvent): void {
    if (!this.stopped) this.actor.send(event);
  }

  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.link.release();
    queueMicrotask(() => this.actor.stop());
    this.init.onStopped(this);
  }
}
