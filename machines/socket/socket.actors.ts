/**
 * Real implementations for the socket machine: the `connection` actor over a WebSocket constructor
 * (the browser's, or `ws` in tests) and the `storeSessionUid` / `logProblem` actions.
 */
import { fromCallback } from 'xstate';
import { parseServerMessage } from '../../openapi/live-protocol';
import { describeText, type UiText } from '../shared/text';
import { STORAGE_KEYS } from '../shared/storageKeys';
import type { SafeStorage } from '../shared/ports';
import type { ConnectionCommand, ConnectionEvent, ConnectionInput } from './socket.machine';

/** The part of a WebSocket the connection actor uses (the DOM `WebSocket` and `ws` both fit). */
export interface LiveSocket {
  binaryType: string;
  readonly readyState: number;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  removeEventListener(type: 'open' | 'error', listener: () => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
}

export type LiveSocketConstructor = new (url: string) => LiveSocket;

export interface SocketDeps {
  /** `globalThis.WebSocket` in the SPA. */
  WebSocket: LiveSocketConstructor;
}

export interface SocketActionDeps {
  /** Where `session_uid` is kept (localStorage in the SPA). */
  storage: Pick<SafeStorage, 'set'>;
  /** Where what the spec "only logs" goes (default `console.warn`). */
  log?: (message: string) => void;
}

// WebSocket.readyState values (the constructor's static constants are not on every implementation's type).
const CONNECTING = 0;
const OPEN = 1;
/** A socket that cannot even be created (a malformed URL) is a protocol error, not a drop worth retrying. */
const CREATE_FAILED_CLOSE = { code: 1002, reason: 'the WebSocket could not be created' };
/** The close code of a close asked for (spec §4: socket.disconnect closes with 1000). */
const NORMAL_CLOSURE = 1000;

export function createSocketActors({ WebSocket }: SocketDeps) {
  return {
    connection: fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
      const send = (event: ConnectionEvent) => sendBack(event);
      let socket: LiveSocket;
      try {
        socket = new WebSocket(input.url);
      } catch (error) {
        let stopped = false;
        queueMicrotask(() => {
          if (stopped) return;
          send({ type: 'connection.error' });
          send({ type: 'connection.closed', ...CREATE_FAILED_CLOSE, reason: `${CREATE_FAILED_CLOSE.reason}: ${String(error)}` });
        });
        return () => {
          stopped = true;
        };
      }
      socket.binaryType = 'arraybuffer';

      const onOpen = () => send({ type: 'connection.opened' });
      const onError = () => send({ type: 'connection.error' });
      const onClose = (event: { code: number; reason: string }) =>
        send({ type: 'connection.closed', code: event.code, reason: event.reason ?? '' });
      const onMessage = (event: { data: unknown }) => {
        // Binary frames carry audio only, and the server sends none: ignored.
        if (typeof event.data !== 'string') return;
        const parsed = parseServerMessage(event.data);
        send(parsed.ok ? { type: 'connection.message', message: parsed.value } : { type: 'connection.invalid', error: parsed.error });
      };
      socket.addEventListener('open', onOpen);
      socket.addEventListener('error', onError);
      socket.addEventListener('close', onClose);
      socket.addEventListener('message', onMessage);

      receive((command) => {
        // The machine only forwards while open; a command racing a close is dropped (the close follows).
        if (socket.readyState !== OPEN) return;
        socket.send(JSON.stringify(command.message));
        if (command.type === 'sendAudio') socket.send(command.pcm);
      });

      return () => {
        socket.removeEventListener('open', onOpen);
        socket.removeEventListener('error', onError);
        socket.removeEventListener('close', onClose);
        socket.removeEventListener('message', onMessage);
        // Closing a socket that is still connecting fails it with an `error` event; Node's `ws` throws an
        // error event nobody listens to, so keep a silent listener.
        socket.addEventListener('error', ignore);
        if (socket.readyState === CONNECTING || socket.readyState === OPEN) socket.close(NORMAL_CLOSURE);
      };
    }),
  };
}

function ignore(): void {}

/** The machine's side-effect actions: `session_uid` in storage, and the spec's "only logged" texts. */
export function createSocketActions({ storage, log = (message) => console.warn(message) }: SocketActionDeps) {
  return {
    storeSessionUid: (_: unknown, { uid }: { uid: string }) => {
      storage.set(STORAGE_KEYS.sessionUid, uid);
    },
    logProblem: (_: unknown, { problem }: { problem: UiText }) => {
      log(`[live] ${describeText(problem)}`);
    },
  };
}
