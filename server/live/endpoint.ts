import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CloseCode,
  CloseReason,
  LIVE_PATH,
  MAX_FRAME_BYTES,
  parseClientMessage,
  type ClientMessage,
  type ServerMessage,
} from '../../openapi/live-protocol';
import type { AuthUser } from '../accounts/authUser';
import { clientEvent, logLiveEvent, serverEvent } from '../observability/liveEvents';
import type { LiveConnection } from './connection';
import { CLOSE_REASON_MAX_BYTES, WS_PAYLOAD_SLACK_BYTES } from './live.constants';
import { errorMessage, LiveErrors, LiveTexts } from './messages';
import type { LiveService } from './service';
import type { LiveSession } from './session';

export { LiveErrors };

export interface LiveEndpointOptions {
  live: LiveService;
  authenticate: (token: string) => Promise<AuthUser | null>;
  authTimeoutMs: number;
  log: FastifyBaseLogger;
}

function sizeOf(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function toBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? Buffer.from(data) : data;
}

/** A start or reconnect without a usable token: the client must sign in again. */
function lacksToken(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return false;
    const { type, token } = value as { type?: unknown; token?: unknown };
    return (type === 'start' || type === 'reconnect') && (typeof token !== 'string' || token.length === 0);
  } catch {
    // Not JSON: not a start without a token either (the caller answers it as an invalid message).
    return false;
  }
}

/**
 * One candidate socket: authentication, frame limits and decoding; each message of a running
 * interview is forwarded to it, which decides what comes of it.
 */
class LiveSocket implements LiveConnection {
  private session: LiveSession | null = null;
  private opening = false;
  /** An audio_chunk was announced: the next binary frame is audio. */
  private expectAudio = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly authTimer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    /** The client's address (as the HTTP routes see it): its budget of corrections. */
    private readonly address: string,
    private readonly options: LiveEndpointOptions,
    private readonly onGone: (socket: LiveSocket) => void,
  ) {
    this.authTimer = setTimeout(() => {
      if (!this.session) this.close(CloseCode.policy, CloseReason.authTimeout);
    }, options.authTimeoutMs);
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    socket.on('close', () => this.onClose());
    socket.on('error', (err) => options.log.debug({ err }, 'live socket error'));
  }

  send(message: ServerMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify(message));
    logLiveEvent(this.options.log, this.session?.uid ?? (message.type === 'status' ? message.uid : undefined), serverEvent(message));
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
      this.socket.close(code, Buffer.from(reason).subarray(0, CLOSE_REASON_MAX_BYTES).toString());
    }
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    if (sizeOf(data) > MAX_FRAME_BYTES) {
      this.options.log.warn({ bytes: sizeOf(data) }, 'live frame too large: closed 1009');
      this.close(CloseCode.tooLarge, CloseReason.tooLarge);
      return;
    }
    const frame = toBuffer(data);
    this.queue = this.queue
      .then(() => (isBinary ? this.onAudio(frame) : this.onText(frame.toString('utf8'))))
      .catch((err: unknown) => {
        this.options.log.error({ err, uid: this.session?.uid }, 'live message failed');
        this.send(errorMessage(LiveTexts.somethingWrong));
      });
  }

  private onAudio(pcm: Buffer): void {
    if (!this.expectAudio) {
      this.send(errorMessage(LiveErrors.audioWithoutChunk));
      return;
    }
    this.expectAudio = false;
    this.session?.receiveAudio(pcm);
  }

  private async onText(text: string): Promise<void> {
    const parsed = parseClientMessage(text);
    if (!parsed.ok && !this.session && lacksToken(text)) {
      this.close(CloseCode.policy, CloseReason.authRequired);
      return;
    }
    if (!parsed.ok) {
      this.send(errorMessage(LiveTexts.invalid(parsed.error)));
      return;
    }
    const message = parsed.value;
    logLiveEvent(this.options.log, message.uid, clientEvent(message));
    if (message.type === 'start' || message.type === 'reconnect') return this.onOpen(message);
    const session = this.session;
    if (!session) {
      this.send(errorMessage(LiveErrors.startFirst));
      return;
    }
    if (message.uid !== session.uid) {
      this.send(errorMessage(LiveErrors.wrongUid));
      return;
    }
    // Framing: a binary frame is audio only after its announcement (an answer's start or stop cancels one).
    if (message.type === 'audio_chunk') this.expectAudio = true;
    else if (message.type === 'audio_start' || message.type === 'audio_stop') this.expectAudio = false;
    await session.receive(message, this.address);
  }

  private async onOpen(message: Extract<ClientMessage, { type: 'start' | 'reconnect' }>): Promise<void> {
    if (this.session) {
      if (message.uid === this.session.uid) this.session.attach(this);
      else this.send(errorMessage(LiveErrors.otherInterview));
      return;
    }
    if (this.opening) return;
    this.opening = true;
    try {
      const user = await this.options.authenticate(message.token);
      if (this.closed) return;
      if (!user) {
        this.close(CloseCode.policy, CloseReason.authRequired);
        return;
      }
      clearTimeout(this.authTimer);
      if (this.options.live.closing) {
        this.close(CloseCode.restarting, CloseReason.restarting);
        return;
      }
      const session = await this.options.live.open(
        {
          kind: message.type,
          uid: message.uid,
          userId: user.id,
          jobId: message.type === 'start' ? message.data.jobId : null,
        },
        this,
      );
      if (!session) return;
      if (this.closed) session.detach(this);
      else this.session = session;
    } finally {
      this.opening = false;
    }
  }

  private onClose(): void {
    this.closed = true;
    clearTimeout(this.authTimer);
    this.session?.detach(this);
    this.onGone(this);
  }

  /** Shutdown of a connection that has no interview yet. */
  restart(): void {
    if (!this.session) this.close(CloseCode.restarting, CloseReason.restarting);
  }
}

/**
 * Registers `/live` (LIVE-PROTOCOL.md) on the app: frames over 64 KiB close with 1009, a
 * connection without a valid start/reconnect is dropped after the auth timeout, every text frame is
 * validated with the shared protocol module. Shutdown stores in-flight turns, then closes 1012.
 */
export async function registerLiveEndpoint(app: FastifyInstance, options: LiveEndpointOptions): Promise<void> {
  const sockets = new Set<LiveSocket>();
  await app.register(websocket, {
    // ws refuses larger frames itself (1009); up to this size the endpoint checks with the exact limit.
    options: { maxPayload: MAX_FRAME_BYTES + WS_PAYLOAD_SLACK_BYTES },
    // A broken or oversized frame is the client's doing: a warning, without a stack.
    errorHandler(error, socket, request) {
      const code = (error as { code?: unknown }).code;
      if (code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        request.log.warn('live frame too large: closed 1009');
      } else if (typeof code === 'string' && (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE')) {
        request.log.warn({ code, reason: error.message }, 'live connection broken by the client');
      } else {
        request.log.error({ err: error }, 'live connection failed');
      }
      socket.terminate();
    },
    preClose: async function closeLiveSockets() {
      await options.live.shutdown();
      for (const socket of sockets) socket.restart();
      for (const client of app.websocketServer.clients) client.close(CloseCode.restarting, CloseReason.restarting);
      // ws calls back only once every client finished its close handshake: do not wait for slow peers.
      app.websocketServer.close();
    },
  });
  app.get(LIVE_PATH, { websocket: true }, (socket, request) => {
    if (options.live.closing) {
      socket.close(CloseCode.restarting, CloseReason.restarting);
      return;
    }
    const live = new LiveSocket(socket, request.ip, options, (gone) => sockets.delete(gone));
    sockets.add(live);
  });
  options.live.startSweeping();
}
