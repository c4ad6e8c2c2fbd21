import type { FastifyBaseLogger } from 'fastify';
import { CloseCode, CloseReason, type ServerMessage } from '../../openapi/live-protocol';
import { OUTBOX_LIMIT } from './live.constants';
import { interviewComplete, refusalStatus } from './messages';

/** The candidate's socket as an interview sees it. */
export interface LiveConnection {
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
}

export interface CandidateLinkOptions {
  /** How often the lease is confirmed while a socket is attached. */
  heartbeatMs: number;
  /** Confirms the lease: false once another process runs the interview (or it ended, or the account is gone). */
  beat: () => Promise<boolean>;
  /** Called once a beat finds the lease gone. */
  onLeaseLost: () => void;
  log: FastifyBaseLogger;
  /** For the logs. */
  uid: string;
}

/**
 * The candidate's side of one interview: the socket attached now (they may come and go), the
 * outbox of panel messages produced while none is, and the lease heartbeat that runs while one is.
 */
export class CandidateLink {
  private connection: LiveConnection | null = null;
  /** Messages produced while no connection was attached; sent on re-attach. */
  private readonly outbox: ServerMessage[] = [];
  private heartbeatTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: CandidateLinkOptions) {}

  get attached(): boolean {
    return this.connection !== null;
  }

  /**
   * `connection` is the candidate's now: a previous one is closed, `greeting` (the confirmation,
   * a replay) goes first, then what waited in the outbox; the heartbeat runs.
   */
  attach(connection: LiveConnection, greeting: readonly ServerMessage[]): void {
    const previous = this.connection;
    this.connection = connection;
    if (previous && previous !== connection) previous.close(CloseCode.clientLeft, 'replaced by a new connection');
    for (const message of greeting) connection.send(message);
    for (const message of this.outbox.splice(0)) connection.send(message);
    this.startHeartbeat();
  }

  /** The connection went away: true if it was the attached one (the interview is then detached). */
  detach(connection: LiveConnection): boolean {
    if (this.connection !== connection) return false;
    this.connection = null;
    this.stopHeartbeat();
    return true;
  }

  /** To the attached connection; while none is, the panel's messages wait in the outbox. */
  send(message: ServerMessage): void {
    if (this.connection) this.connection.send(message);
    else if (message.type === 'role' && this.outbox.length < OUTBOX_LIMIT) this.outbox.push(message);
  }

  /** The interview is over here: no more heartbeat; returns the connection (if any) for its last words. */
  release(): LiveConnection | null {
    const connection = this.connection;
    this.connection = null;
    this.stopHeartbeat();
    return connection;
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    const { beat, onLeaseLost, log, uid } = this.options;
    const timer = setInterval(() => {
      beat().then(
        (owned) => {
          if (!owned) onLeaseLost();
        },
        (err: unknown) => log.warn({ err, uid }, 'live heartbeat failed; the next one tries again'),
      );
    }, this.options.heartbeatMs);
    timer.unref();
    this.heartbeatTimer = timer;
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }
}

/**
 * The interview is over and stored: `system` end, `interview_complete`, close 1000. The one place
 * that says so, for an interview ending here and for a reconnect to one that ended before.
 */
export function closeAsComplete(connection: LiveConnection, uid: string, reportId: string): void {
  for (const message of interviewComplete(uid, reportId)) connection.send(message);
  connection.close(CloseCode.finished, CloseReason.finished);
}

/** A start or reconnect refused with a status (403, 404, 409): the status, then close 1000 with its message. */
export function closeAsRefused(connection: LiveConnection, uid: string, code: number, message: string): void {
  connection.send(refusalStatus(uid, code, message));
  connection.close(CloseCode.finished, message);
}
