import type { FastifyBaseLogger } from 'fastify';
import { createActor, fromCallback, type Actor } from 'xstate';
import { CloseCode, CloseReason as LiveCloseReason, LiveStatus, USER_ROLE, type RoleMessage, type ServerMessage } from '../../openapi/live-protocol';
import type { LiveConfig } from '../config';
import type { Database } from '../db/database';
import type { Interviewer, JobScenario, Utterance } from '../interviewer/types';
import { assignVoices, splitForSpeech, type SpeechRecognizer, type SpeechSynthesizer } from '../speech';
import { createSpeechTimer } from '../speech/timing';
import {
  interviewMachine,
  type Answer,
  type CloseActorInput,
  type InterviewEvent,
  type InterviewMachine,
  type TranscribeActorInput,
  type TurnActorInput,
} from './interview.machine';
import {
  endConversation,
  heartbeat,
  lastPanelMessages,
  LeaseLost,
  markDetached,
  newMessageId,
  storeTurn,
  type Lease,
  type LiveState,
  type StoredMessage,
} from './repository';

/** The candidate's socket as a session sees it. */
export interface LiveConnection {
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
}

export interface SessionDeps {
  db: Database;
  log: FastifyBaseLogger;
  config: LiveConfig;
  now: () => Date;
  recognizer: SpeechRecognizer | null;
  synthesizer: SpeechSynthesizer | null;
}

export interface SessionInit {
  uid: string;
  userId: string;
  conversationId: string;
  scenario: JobScenario;
  interviewer: Interviewer;
  lease: Lease;
  /** Next message sequence number in the database. */
  nextSeq: number;
  /** Final answers already stored (a resumed interview). */
  answers: number;
  opened: boolean;
  finished: boolean;
  /** A stored answer the panel has not replied to (its process stopped in between): replied to first. */
  unanswered?: Answer | null;
  /** Called once the session stops (ended, lost or shut down): the registry forgets it. */
  onStopped: (session: LiveSession) => void;
}

const OUTBOX_LIMIT = 500;

/**
 * One running interview on this process: the machine, the interviewer panel, speech in and out, the
 * candidate's connection (which may come and go), and the writes to the database in order.
 */
export class LiveSession {
  readonly uid: string;
  readonly userId: string;
  readonly conversationId: string;
  private readonly scenario: JobScenario;
  private readonly interviewer: Interviewer;
  private lease: Lease;
  private nextSeq: number;
  private answers: number;
  private connection: LiveConnection | null = null;
  /** Messages produced while no connection was attached; sent on re-attach. */
  private outbox: ServerMessage[] = [];
  private readonly voices: Map<string, string>;
  private readonly actor: Actor<InterviewMachine>;
  /** Database writes, one after the other (sequence numbers stay in order). */
  private writes: Promise<unknown> = Promise.resolve();
  /** The interviewer call in progress (calls never overlap). */
  private turn: Promise<void> = Promise.resolve();
  private busy = new Set<Promise<unknown>>();
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly onStopped: (session: LiveSession) => void;

  constructor(
    private readonly deps: SessionDeps,
    init: SessionInit,
  ) {
    this.uid = init.uid;
    this.userId = init.userId;
    this.conversationId = init.conversationId;
    this.scenario = init.scenario;
    this.interviewer = init.interviewer;
    this.lease = init.lease;
    this.nextSeq = init.nextSeq;
    this.answers = init.answers;
    this.onStopped = init.onStopped;
    this.voices = deps.synthesizer
      ? assignVoices(
          init.scenario.participants.map((p) => ({ id: p.id, gender: p.gender ?? null })),
          deps.synthesizer.voices,
          init.scenario.id,
        )
      : new Map();

    const { config } = deps;
    const machine = interviewMachine.provide({
      actors: {
        turn: fromCallback<InterviewEvent, TurnActorInput>(({ input, sendBack }) => {
          const abort = new AbortController();
          this.track(this.runTurn(input, abort.signal, sendBack));
          return () => abort.abort();
        }),
        transcribe: fromCallback<InterviewEvent, TranscribeActorInput>(({ input, sendBack, receive }) =>
          this.transcribe(input, sendBack, receive),
        ),
        closeInterview: fromCallback<InterviewEvent, CloseActorInput>(({ input, sendBack }) => {
          this.track(this.runClose(input, sendBack));
        }),
      },
      actions: {
        warn: (_, params) =>
          this.send({ type: 'inactivity_warning', secondsRemaining: params.expired ? 0 : Math.ceil(config.warningMs / 1000) }),
        reportAnswerProblem: (_, params) => {
          deps.log.warn({ err: params.error, uid: this.uid }, 'an answer could not be transcribed');
          this.send({ type: 'error', message: 'Your answer could not be transcribed. Please try again or type your answer.' });
        },
        announceEnd: (_, params) => this.announceEnd(params.reportId),
        abandon: (_, params) => this.abandon(params.error),
      },
      delays: {
        untilWarning: config.inactivityMs - config.warningMs,
        warning: config.warningMs,
        resumeWindow: config.resumeMs,
      },
    });
    this.actor = createActor(machine, { input: { opened: init.opened, finished: init.finished, unanswered: init.unanswered ?? null } });
  }

  /** The machine's state, for tests and logs. */
  get state() {
    return this.actor.getSnapshot().value;
  }

  get attached(): boolean {
    return this.connection !== null;
  }

  /** Attaches the first connection and runs the machine; `replay` is sent after the confirmation. */
  start(connection: LiveConnection, replay: readonly RoleMessage[] = []): void {
    this.connection = connection;
    this.confirm();
    for (const message of replay) connection.send(message);
    this.startHeartbeat();
    this.actor.start();
  }

  /** The panel's messages since the candidate's last answer, with their audio, to say again on resume. */
  async lastPanelMessages(): Promise<RoleMessage[]> {
    const stored = await lastPanelMessages(this.deps.db, this.conversationId);
    const messages: RoleMessage[] = [];
    for (const m of stored) {
      const audio = await this.synthesize(m.text, m.senderId);
      messages.push({
        type: 'role',
        id: m.id,
        role: m.role,
        sender: m.sender,
        senderId: m.senderId,
        text: m.text,
        timestamp: m.createdAt.toISOString(),
        isFinal: true,
        typing: false,
        ...(audio ? { audio } : {}),
      });
    }
    return messages;
  }

  /** Another process runs the interview now: stop here without writing. */
  leaseLost(): void {
    if (!this.stopped) this.actor.send({ type: 'lease.lost' });
  }

  /** A new connection for this interview (reconnect or start with its uid). */
  attach(connection: LiveConnection): void {
    const previous = this.connection;
    this.connection = connection;
    if (previous && previous !== connection) previous.close(CloseCode.clientLeft, 'replaced by a new connection');
    this.confirm();
    for (const message of this.outbox.splice(0)) connection.send(message);
    this.startHeartbeat();
    this.actor.send({ type: 'socket.attached' });
  }

  /** The candidate's connection went away without an end: the resume window starts. */
  detach(connection: LiveConnection): void {
    if (this.connection !== connection || this.stopped) return;
    this.connection = null;
    this.stopHeartbeat();
    this.actor.send({ type: 'socket.detached' });
    this.track(markDetached(this.deps.db, this.lease, this.deps.now(), false).catch((err) => this.deps.log.warn({ err }, 'detach not stored')));
  }

  /** Is the lease still ours (another process may have taken the interview over)? */
  async stillOwned(): Promise<boolean> {
    return heartbeat(this.deps.db, this.lease, this.deps.now());
  }

  // ───────── candidate input ─────────

  get listening(): boolean {
    return this.actor.getSnapshot().matches({ conversation: 'listening' });
  }
  get transcribing(): boolean {
    return this.actor.getSnapshot().matches({ conversation: 'transcribing' });
  }

  activity(): void {
    this.actor.send({ type: 'candidate.activity' });
  }

  audioStart(): boolean {
    if (!this.listening) return false;
    this.activity();
    this.actor.send({ type: 'answer.audioStart', messageId: newMessageId() });
    return true;
  }

  audioChunk(pcm: Uint8Array): void {
    if (!this.transcribing) return;
    this.actor.send({ type: 'answer.audioChunk', pcm });
  }

  audioStop(): boolean {
    if (!this.transcribing) return false;
    this.activity();
    this.actor.send({ type: 'answer.audioStop' });
    return true;
  }

  answerText(text: string): boolean {
    if (!this.listening) return false;
    this.activity();
    this.actor.send({ type: 'answer.text', text: text.trim(), messageId: newMessageId() });
    return true;
  }

  endInterview(): void {
    this.actor.send({ type: 'interview.end' });
  }

  /**
   * Shutdown: waits for the turn in flight to be stored, stops the machine without ending the
   * interview, releases it for any process and closes the socket with 1012.
   */
  async shutdown(timeoutMs = 10_000): Promise<void> {
    if (this.stopped) return;
    const deadline = Date.now() + timeoutMs;
    while (this.busy.size && !this.stopped && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.busy]),
        new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
      ]);
      clearTimeout(timer);
    }
    if (this.stopped) return;
    this.stop();
    await this.writes.catch(() => undefined);
    await markDetached(this.deps.db, this.lease, this.deps.now(), true).catch((err) => this.deps.log.warn({ err }, 'release not stored'));
    this.connection?.close(CloseCode.restarting, LiveCloseReason.restarting);
    this.connection = null;
  }

  // ───────── output ─────────

  private send(message: ServerMessage): void {
    if (this.connection) this.connection.send(message);
    else if (message.type === 'role' && this.outbox.length < OUTBOX_LIMIT) this.outbox.push(message);
  }

  private confirm(): void {
    this.connection?.send({ type: 'status', code: 200, message: 'connected', status: LiveStatus.connected, uid: this.uid });
    if (!this.deps.recognizer) {
      this.connection?.send({
        type: 'status',
        code: 200,
        message: 'Speech recognition is not available on this server: please type your answers.',
        status: LiveStatus.speechUnavailable,
        uid: this.uid,
      });
    }
  }

  private participant(id: string) {
    const p = this.scenario.participants.find((x) => x.id === id) ?? this.scenario.participants[0];
    return { id: p?.id ?? id, name: p?.name ?? 'Interviewer', role: p?.role ?? 'Interviewer' };
  }

  /** Speaks a sequence of utterances: typing, then one `role` message with audio per sentence or two. */
  private async speak(
    utterances: AsyncIterable<Utterance>,
    signal: AbortSignal,
    onUtterance: (u: Utterance) => void,
    expectedSpeaker: string | null = null,
  ): Promise<StoredMessage[]> {
    const spoken: StoredMessage[] = [];
    let speaker: string | null = null;
    if (expectedSpeaker) {
      // Shown while the reply is still being phrased (an LLM brain takes a moment).
      speaker = this.participant(expectedSpeaker).id;
      this.send({ type: 'typing', senderId: speaker, isTyping: true });
    }
    try {
      for await (const utterance of utterances) {
        if (signal.aborted) break;
        onUtterance(utterance);
        const who = this.participant(utterance.participantId);
        if (speaker !== who.id) {
          if (speaker) this.send({ type: 'typing', senderId: speaker, isTyping: false });
          speaker = who.id;
          this.send({ type: 'typing', senderId: who.id, isTyping: true });
        }
        for (const text of splitForSpeech(utterance.text)) {
          if (signal.aborted) break;
          const audio = await this.synthesize(text, who.id);
          const message: RoleMessage = {
            type: 'role',
            id: newMessageId(),
            role: who.role,
            sender: who.name,
            senderId: who.id,
            text,
            timestamp: this.deps.now().toISOString(),
            isFinal: true,
            typing: false,
            ...(audio ? { audio } : {}),
          };
          this.send(message);
          spoken.push({ id: message.id, role: who.role, sender: who.name, senderId: who.id, text, createdAt: new Date(message.timestamp) });
        }
      }
    } finally {
      if (speaker) this.send({ type: 'typing', senderId: speaker, isTyping: false });
    }
    return spoken;
  }

  private async synthesize(text: string, participantId: string): Promise<string | null> {
    const synthesizer = this.deps.synthesizer;
    if (!synthesizer) return null;
    try {
      const pcm = await synthesizer.synthesize(text, this.voices.get(participantId) ?? synthesizer.voices[0].id);
      return pcm.length ? pcm.toString('base64') : null;
    } catch (err) {
      this.deps.log.warn({ err, uid: this.uid }, 'speech synthesis failed: text sent without audio');
      return null;
    }
  }

  // ───────── actors ─────────

  private async runTurn(input: TurnActorInput, signal: AbortSignal, sendBack: (event: InterviewEvent) => void): Promise<void> {
    let release!: () => void;
    const previous = this.turn;
    this.turn = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      if (input.answer) this.acceptAnswer(input.answer);
      // The interviewer who asked usually answers first (an acknowledgement or a follow-up).
      const expected = input.kind === 'respond' ? (this.interviewer.progress().awaiting?.participantId ?? null) : null;
      const utterances =
        input.kind === 'open' ? this.interviewer.open(signal) : this.interviewer.respond(input.answer?.text ?? '', signal);
      let first = true;
      const spoken = await this.speak(
        utterances,
        signal,
        (u) => {
          if (first) sendBack({ type: 'turn.speaking' });
          first = false;
          if (input.kind === 'open' && u.kind !== 'welcome') sendBack({ type: 'turn.question' });
        },
        expected,
      );
      // An interrupted turn keeps what was said, but not the panel's half-way progress.
      const liveState: LiveState | undefined = signal.aborted
        ? undefined
        : { version: 1, progress: this.interviewer.progress(), answers: this.answers };
      await this.store(spoken, liveState);
      if (!signal.aborted) sendBack({ type: 'turn.done', finished: this.interviewer.finished });
    } catch (error) {
      if (!signal.aborted) sendBack({ type: 'turn.failed', error });
    } finally {
      release();
    }
  }

  /**
   * The final `USER` message goes out at once and is stored before the panel replies (an answer
   * stored already, by the process that stopped before replying, is only shown again).
   */
  private acceptAnswer(answer: Answer): void {
    const timestamp = this.deps.now();
    this.send({
      type: 'role',
      id: answer.messageId,
      role: USER_ROLE,
      sender: 'candidate',
      senderId: this.userId,
      text: answer.text,
      timestamp: timestamp.toISOString(),
      isFinal: true,
      typing: false,
    });
    if (!answer.text) return;
    this.answers += 1;
    if (answer.stored) return;
    void this.store([
      { id: answer.messageId, role: USER_ROLE, sender: 'candidate', senderId: this.userId, text: answer.text, createdAt: timestamp, audioMs: answer.audioMs, speech: answer.speech },
    ]).catch(() => undefined);
  }

  private transcribe(
    input: TranscribeActorInput,
    sendBack: (event: InterviewEvent) => void,
    receive: (listener: (event: InterviewEvent) => void) => void,
  ): () => void {
    const recognizer = this.deps.recognizer;
    if (!recognizer) {
      sendBack({ type: 'transcript.failed', error: new Error('no speech recognizer') });
      return () => undefined;
    }
    let done = false;
    const timer = createSpeechTimer();
    const session = recognizer.createSession({
      speaker: this.uid,
      hints: this.scenario.skills,
      onPartial: (text) => {
        if (done) return;
        this.send({
          type: 'role',
          id: input.messageId,
          role: USER_ROLE,
          sender: 'candidate',
          senderId: this.userId,
          text,
          timestamp: this.deps.now().toISOString(),
          isFinal: false,
          typing: true,
        });
      },
    });
    receive((event) => {
      if (done) return;
      if (event.type === 'answer.audioChunk') {
        session.write(event.pcm);
        timer.write(event.pcm);
      }
      if (event.type === 'answer.audioStop') {
        const ending = session.end().then(
          (result) => {
            done = true;
            sendBack({ type: 'transcript.final', answer: { text: result.text.trim(), messageId: input.messageId, audioMs: result.audioMs, speech: timer.result() } });
          },
          (error: unknown) => {
            done = true;
            sendBack({ type: 'transcript.failed', error });
          },
        );
        this.track(ending);
      }
    });
    return () => {
      if (!done) {
        done = true;
        session.abort();
      }
    };
  }

  private async runClose(input: CloseActorInput, sendBack: (event: InterviewEvent) => void): Promise<void> {
    try {
      await this.turn;
      let spoken: StoredMessage[] = [];
      if (!input.finished && !this.interviewer.finished) {
        spoken = await this.speak(this.interviewer.close(input.reason, undefined), new AbortController().signal, () => undefined);
      }
      const result = await this.write(() =>
        endConversation(
          this.deps.db,
          { lease: this.lease },
          { firstSeq: this.take(spoken.length), messages: spoken, reason: input.reason, answers: this.answers, now: this.deps.now() },
        ),
      );
      if (!result) throw new LeaseLost();
      sendBack({ type: 'closing.done', reportId: result.reportId });
    } catch (error) {
      sendBack({ type: 'closing.failed', error });
    }
  }

  private announceEnd(reportId: string): void {
    const connection = this.connection;
    this.stop();
    if (!connection) return;
    connection.send({ type: 'system', cmd: 'end', report_id: reportId });
    connection.send({ type: 'status', code: 200, message: 'The interview is complete.', status: LiveStatus.complete, uid: this.uid, reportId });
    connection.close(CloseCode.finished, LiveCloseReason.finished);
  }

  private abandon(error: unknown): void {
    const connection = this.connection;
    const lost = error instanceof LeaseLost;
    if (lost) this.deps.log.info({ uid: this.uid }, 'interview taken over by another process');
    else this.deps.log.error({ err: error, uid: this.uid }, 'live interview failed; it stays resumable');
    this.stop();
    if (!lost) {
      void markDetached(this.deps.db, this.lease, this.deps.now(), true).catch(() => undefined);
    }
    if (connection) {
      if (!lost) connection.send({ type: 'error', message: 'The interview was interrupted. Reconnecting…' });
      connection.close(CloseCode.restarting, lost ? 'interview moved' : LiveCloseReason.restarting);
    }
  }

  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.stopHeartbeat();
    this.connection = null;
    queueMicrotask(() => this.actor.stop());
    this.onStopped(this);
  }

  // ───────── storage ─────────

  /** Reserves `count` sequence numbers, in call order. */
  private take(count: number): number {
    const first = this.nextSeq;
    this.nextSeq += count;
    return first;
  }

  private write<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.writes.then(fn, fn);
    this.writes = run.catch(() => undefined);
    this.track(run);
    return run;
  }

  private store(messages: StoredMessage[], liveState?: LiveState): Promise<unknown> {
    if (!messages.length && !liveState) return Promise.resolve();
    const firstSeq = this.take(messages.length);
    return this.write(() => storeTurn(this.deps.db, this.lease, { firstSeq, messages, liveState, now: this.deps.now() }));
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.busy.add(promise);
    const forget = () => this.busy.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    const every = Math.max(250, Math.min(20_000, Math.floor(this.deps.config.resumeMs / 3)));
    this.heartbeatTimer = setInterval(() => {
      heartbeat(this.deps.db, this.lease, this.deps.now()).then(
        (owned) => {
          if (!owned && !this.stopped) this.actor.send({ type: 'lease.lost' });
        },
        () => undefined,
      );
    }, every);
    this.heartbeatTimer.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }
}

