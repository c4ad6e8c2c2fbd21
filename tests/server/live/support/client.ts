import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import {
  LIVE_PATH,
  LIVE_SCRIPT,
  parseServerMessage,
  SCENARIO_TYPE_JOBTALK,
  type ClientMessage,
  type RoleMessage,
  type ServerMessage,
} from '../../../../openapi/live-protocol';

export interface Closed {
  code: number;
  reason: string;
}

/**
 * A scripted candidate on a real socket. Every message the server sends is checked with the shared
 * protocol validators (an invalid one fails the test through `invalid`), and kept in arrival order.
 */
export class LiveClient {
  readonly messages: ServerMessage[] = [];
  readonly invalid: string[] = [];
  /** When each message arrived (performance.now()). */
  readonly arrivals: number[] = [];
  readonly closed: Promise<Closed>;
  private waiters: { check: () => boolean; resolve: () => void }[] = [];
  private closedValue: Closed | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        this.invalid.push('binary frame from the server');
        return;
      }
      const parsed = parseServerMessage(data.toString());
      if (!parsed.ok) this.invalid.push(parsed.error);
      else {
        this.messages.push(parsed.value);
        this.arrivals.push(performance.now());
      }
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        this.closedValue = { code, reason: reason.toString() };
        resolve(this.closedValue);
        this.wake();
      });
    });
    socket.on('error', () => undefined);
  }

  static async connect(baseUrl: string): Promise<LiveClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${LIVE_PATH}`);
    const client = new LiveClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  get isClosed(): boolean {
    return this.closedValue !== null;
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: string | Buffer, binary = typeof data !== 'string'): void {
    this.socket.send(data, { binary });
  }

  start(token: string, jobId: string, uid: string = randomUUID()): string {
    this.send({ type: 'start', uid, script: LIVE_SCRIPT, scenarioType: SCENARIO_TYPE_JOBTALK, token, data: { jobId } });
    return uid;
  }

  reconnect(token: string, uid: string): void {
    this.send({ type: 'reconnect', uid, token });
  }

  /** Streams one spoken answer: audio_start, 100 ms chunks (each announced), audio_stop. */
  async speak(uid: string, pcm: Buffer, chunkBytes = 3200, paceMs = 0): Promise<void> {
    this.send({ type: 'audio_start', uid });
    let seq = 0;
    for (let at = 0; at < pcm.length; at += chunkBytes) {
      this.send({ type: 'audio_chunk', uid, seq: seq++ });
      this.sendRaw(pcm.subarray(at, at + chunkBytes), true);
      if (paceMs) await new Promise((resolve) => setTimeout(resolve, paceMs));
      else if (seq % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    this.send({ type: 'audio_stop', uid });
  }

  /** Resolves with the first message from index `from` on that satisfies `predicate`. */
  async next<T extends ServerMessage>(
    predicate: (m: ServerMessage) => m is T,
    { from = 0, timeoutMs = 20_000 }: { from?: number; timeoutMs?: number } = {},
  ): Promise<T> {
    const find = () => this.messages.slice(from).find(predicate) as T | undefined;
    const found = find();
    if (found) return found;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no matching message within ${timeoutMs} ms; got ${this.describe()}`));
      }, timeoutMs);
      const waiter = {
        check: () => find() !== undefined || this.isClosed,
        resolve: () => {
          clearTimeout(timer);
          const value = find();
          if (value) resolve(value);
          else reject(new Error(`closed ${JSON.stringify(this.closedValue)} before a matching message; got ${this.describe()}`));
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** Resolves once every message the server sent before now has arrived (a ping's pong follows them). */
  flush(): Promise<void> {
    if (this.isClosed || this.socket.readyState !== WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.socket.off('pong', done);
        this.socket.off('close', done);
        resolve();
      };
      this.socket.on('pong', done);
      this.socket.on('close', done);
      this.socket.ping();
    });
  }

  roles(from = 0): RoleMessage[] {
    return this.messages.slice(from).filter((m): m is RoleMessage => m.type === 'role');
  }

  ofType<K extends ServerMessage['type']>(type: K, from = 0): Extract<ServerMessage, { type: K }>[] {
    return this.messages.slice(from).filter((m): m is Extract<ServerMessage, { type: K }> => m.type === type);
  }

  close(): void {
    this.socket.close(1000);
  }

  /** Drops the connection without a close handshake (a lost network). */
  drop(): void {
    this.socket.terminate();
  }

  private describe(): string {
    return JSON.stringify(this.messages.map((m) => (m.type === 'role' ? { ...m, audio: m.audio ? `${m.audio.length} b64` : undefined } : m))).slice(-1500);
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) {
      if (waiter.check()) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve();
      }
    }
  }
}

export const isType =
  <K extends ServerMessage['type']>(type: K) =>
  (m: ServerMessage): m is Extract<ServerMessage, { type: K }> =>
    m.type === type;

export const isStatus = (status: string) => (m: ServerMessage): m is Extract<ServerMessage, { type: 'status' }> =>
  m.type === 'status' && m.status === status;
