/**
 * The live connection (spec §4 "Live interview connection states", §8 "Interview and connection", §9;
 * LIVE-PROTOCOL.md "Close codes"). One WebSocket at a time, owned by the `connection` callback actor,
 * which is invoked by the `live` state: the first open (`live.connecting`), a reconnect attempt
 * (`live.retrying`) and the open socket (`live.open.connected` / `live.open.connectionConfirmed`) all
 * share it, so the socket is never re-created between opening and being confirmed.
 *
 * Close codes: 1000/1001 → `disconnected`; 1006/1012 → `reconnecting` (back-off 2 s × 1.5ⁿ, at most
 * 10 attempts, then `error`) unless auto-reconnect is off or the close was asked for; 1008 →
 * `noAvailableSessions` or `authRequired` by its reason; 1013 (a new interview refused for now: the
 * panel is busy, or the server drains) → `busy`, where the parent decides when to try again; 1009 and
 * any other code → `error`. No open
 * within 10 s: `connectionError` (or, during a reconnect, the next attempt).
 *
 * The parent hears about it through the one action `notify` (by default `sendParent`): `live.opened`,
 * `live.message` and `live.down` (see `SocketNotice`). Storing the session uid is the provided action
 * `storeSessionUid`; `logProblem` receives what the spec only logs. No I/O here.
 */
import { assign, fromCallback, sendParent, sendTo, setup } from 'xstate';
import {
  CloseCode,
  isNoSessionsReason,
  isTryAgainLaterCode,
  LiveStatus,
  type ServerMessage,
} from '../../openapi/live-protocol';
import type { UiText } from '../shared/text';
import {
  RECONNECT_BASE_DELAY_MS,
  RECONNECT_GROWTH_FACTOR,
  RECONNECT_MAX_ATTEMPTS,
  SOCKET_OPEN_TIMEOUT_MS,
} from '../shared/constants';
import type { SocketEvent, SocketInput, SocketNotice } from './socket.events';

export type { SocketEvent, SocketInput, SocketNotice };

/** What the socket machine tells the `connection` actor (`sendTo('connection', …)`). */
export type ConnectionCommand =
  | { type: 'send'; message: Extract<SocketEvent, { type: 'socket.send' }>['message'] }
  | {
      type: 'sendAudio';
      message: Extract<SocketEvent, { type: 'socket.sendAudio' }>['message'];
      pcm: ArrayBuffer;
    };

export interface ConnectionInput {
  url: string;
}

/** The events the `connection` actor sends back to the machine. */
export type ConnectionEvent = Extract<SocketEvent, { type: `connection.${string}` }>;

export interface SocketClose {
  code: number;
  reason: string;
}

export interface SocketContext {
  url: string;
  /** Reconnect by itself after 1006/1012 (input, default true). */
  autoReconnect: boolean;
  /** Reconnect attempts made since the connection was last open (or last asked for). */
  attempt: number;
  /** The last problem, as the spec words it (also "Cannot send message…" after a refused send). */
  error: UiText | null;
  /** The uid of the confirming `status` 200 (stored as `session_uid` by `storeSessionUid`). */
  sessionUid: string | null;
  /** The socket was closed on purpose (`socket.disconnect`): no reconnect, no "Connection Lost". */
  manual: boolean;
  lastClose: SocketClose | null;
}

/** Back-off before reconnect attempt `attemptsMade + 1`: 2000, 3000, 4500, 6750, … ms (whole ms). */
export function reconnectDelay(attemptsMade: number): number {
  return Math.round(RECONNECT_BASE_DELAY_MS * RECONNECT_GROWTH_FACTOR ** attemptsMade);
}

/** 1006 (abnormal) and 1012 (server restarting): the connection dropped, reconnecting may help. */
export function isDropCode(code: number): boolean {
  return code === CloseCode.abnormal || code === CloseCode.restarting;
}

const CONNECTION_LOST: UiText = { key: 'live.connectionLost' };
const WS_ERROR: UiText = { key: 'live.wsError' };
const MAX_RECONNECT: UiText = { key: 'live.maxReconnect', values: { max: RECONNECT_MAX_ATTEMPTS } };

function closeOf(event: SocketEvent): SocketClose | null {
  return event.type === 'connection.closed' ? { code: event.code, reason: event.reason } : null;
}

/** The uid of a `status` message ('' for any other message; only called for a confirmation). */
function uidOf(message: ServerMessage): string {
  return message.type === 'status' ? message.uid : '';
}

function messageOf(event: SocketEvent): ServerMessage | null {
  return event.type === 'connection.message' ? event.message : null;
}

export const socketMachine = setup({
  types: {
    context: {} as SocketContext,
    events: {} as SocketEvent,
    input: {} as SocketInput,
  },
  actors: {
    /** The WebSocket (`createSocketActors`): sends back `connection.*`, receives `ConnectionCommand`s. */
    connection: fromCallback<ConnectionCommand, ConnectionInput>(() => {
      throw new Error('socket: actor "connection" was not provided');
    }),
  },
  actions: {
    /** Tell the parent (the interview machine); tests replace it with a recorder. */
    notify: sendParent((_, notice: SocketNotice) => notice),
    /** Provided: write the confirmed session uid (`session_uid` in localStorage, spec §3/§4). */
    storeSessionUid: (_, _params: { uid: string }) => {},
    /** Provided: what the spec only logs (invalid frames, "Maximum reconnection attempts…", "Failed to connect…"). */
    logProblem: (_, _params: { problem: UiText }) => {},
    recordClose: assign({ lastClose: ({ context, event }) => closeOf(event) ?? context.lastClose }),
    resetForConnect: assign({ attempt: 0, manual: false, error: null }),
  },
  guards: {
    isNormalClose: ({ event }) =>
      event.type === 'connection.closed' && (event.code === CloseCode.finished || event.code === CloseCode.clientLeft),
    isNoSessionsClose: ({ event }) =>
      event.type === 'connection.closed' && event.code === CloseCode.policy && isNoSessionsReason(event.reason),
    isPolicyClose: ({ event }) => event.type === 'connection.closed' && event.code === CloseCode.policy,
    isTryAgainLaterClose: ({ event }) => event.type === 'connection.closed' && isTryAgainLaterCode(event.code),
    isTooLargeClose: ({ event }) => event.type === 'connection.closed' && event.code === CloseCode.tooLarge,
    isDropClose: ({ event }) => event.type === 'connection.closed' && isDropCode(event.code),
    /** A drop, not asked for, with auto-reconnect on (spec §4). */
    isDropToReconnect: ({ context, event }) =>
      event.type === 'connection.closed' && isDropCode(event.code) && context.autoReconnect && !context.manual,
    /** A drop during a reconnect attempt, with attempts left. */
    isDropWithAttemptsLeft: ({ context, event }) =>
      event.type === 'connection.closed' && isDropCode(event.code) && context.attempt < RECONNECT_MAX_ATTEMPTS,
    hasAttemptsLeft: ({ context }) => context.attempt < RECONNECT_MAX_ATTEMPTS,
    /** `status` 200 confirms the connection (not the 200 that reports a finished interview). */
    isConfirmation: ({ event }) => {
      const message = messageOf(event);
      return message?.type === 'status' && message.code === 200 && message.status !== LiveStatus.complete;
    },
    /** `status` >= 400 or an `error` message: its text becomes the error; the connection stays. */
    isServerError: ({ event }) => {
      const message = messageOf(event);
      return message?.type === 'error' || (message?.type === 'status' && message.code >= 400);
    },
  },
  delays: {
    openTimeout: SOCKET_OPEN_TIMEOUT_MS,
    reconnectBackoff: ({ context }) => reconnectDelay(context.attempt),
  },
}).createMachine({
  id: 'socket',
  description: 'The live interview WebSocket: open, confirm, drop and reconnect with back-off, refusals.',
  initial: 'disconnected',
  context: ({ input }) => ({
    url: input.url,
    autoReconnect: input.autoReconnect ?? true,
    attempt: 0,
    error: null,
    sessionUid: null,
    manual: false,
    lastClose: null,
  }),
  on: {
    // The connection actor's cleanup closes the socket with 1000; no live.down for a close asked for.
    'socket.disconnect': {
      target: '.disconnected',
      actions: assign({ manual: true, attempt: 0, error: null }),
    },
    // Not open: refused with "Cannot send message, WebSocket is not connected"; nothing is sent.
    'socket.send': { actions: assign({ error: { key: 'live.notConnected' } }) },
    'socket.sendAudio': { actions: assign({ error: { key: 'live.notConnected' } }) },
  },
  states: {
    disconnected: {
      description: 'No socket: before the first socket.connect, after socket.disconnect, a 1000/1001 close, or a drop without auto-reconnect.',
      on: { 'socket.connect': { target: 'live', actions: 'resetForConnect' } },
    },
    live: {
      description: 'A WebSocket exists (opening, reconnecting or open): the one `connection` actor lives here.',
      invoke: { id: 'connection', src: 'connection', input: ({ context }) => ({ url: context.url }) },
      initial: 'connecting',
      on: {
        // A close follows; its code usually brings a better text.
        'connection.error': { actions: assign({ error: WS_ERROR }) },
        'connection.invalid': {
          actions: { type: 'logProblem', params: ({ event }) => ({ problem: { raw: event.error } }) },
        },
        // How each close code ends the socket (LIVE-PROTOCOL.md "Close codes"); `retrying` handles drops itself.
        'connection.closed': [
          {
            guard: 'isNormalClose',
            target: 'disconnected',
            actions: ['recordClose', { type: 'notify', params: { type: 'live.down', state: 'disconnected' } }],
          },
          {
            guard: 'isNoSessionsClose',
            target: 'noAvailableSessions',
            actions: [
              'recordClose',
              assign({ error: { key: 'live.noSessions' } }),
              { type: 'notify', params: { type: 'live.down', state: 'noAvailableSessions' } },
            ],
          },
          {
            guard: 'isPolicyClose',
            target: 'authRequired',
            actions: [
              'recordClose',
              assign({ error: { key: 'live.authRequired' } }),
              { type: 'notify', params: { type: 'live.down', state: 'authRequired' } },
            ],
          },
          {
            guard: 'isTryAgainLaterClose',
            target: 'busy',
            // Not a failure of the connection: no error text, and a later connect counts its attempts afresh.
            actions: ['recordClose', assign({ error: null, attempt: 0 }), { type: 'notify', params: { type: 'live.down', state: 'busy' } }],
          },
          {
            guard: 'isTooLargeClose',
            target: 'error',
            actions: [
              'recordClose',
              assign({ error: { key: 'live.frameTooLarge' } }),
              { type: 'notify', params: { type: 'live.down', state: 'error' } },
            ],
          },
          {
            guard: 'isDropToReconnect',
            target: 'reconnecting',
            actions: [
              'recordClose',
              assign({ error: CONNECTION_LOST, attempt: 0 }),
              { type: 'notify', params: { type: 'live.down', state: 'reconnecting' } },
            ],
          },
          {
            guard: 'isDropClose',
            target: 'disconnected',
            actions: [
              'recordClose',
              assign({ error: CONNECTION_LOST }),
              { type: 'notify', params: { type: 'live.down', state: 'disconnected' } },
            ],
          },
          {
            target: 'error',
            actions: [
              'recordClose',
              assign({ error: WS_ERROR }),
              { type: 'notify', params: { type: 'live.down', state: 'error' } },
            ],
          },
        ],
      },
      states: {
        connecting: {
          description: 'Opening the socket after socket.connect; not open within 10 s → connectionError.',
          on: {
            'connection.opened': {
              target: 'open',
              actions: { type: 'notify', params: { type: 'live.opened', resumed: false } },
            },
          },
          after: {
            openTimeout: {
              target: '#socket.connectionError',
              actions: [
                assign({ error: { key: 'live.connectTimeout' } }),
                { type: 'logProblem', params: { problem: { key: 'live.connectTimeout' } } },
                { type: 'notify', params: { type: 'live.down', state: 'connectionError' } },
              ],
            },
          },
        },
        retrying: {
          description:
            'Reconnecting: attempt `attempt` of 10 is opening a new socket; a drop or 10 s without open schedules the next attempt, the 10th failure gives up.',
          on: {
            'connection.opened': {
              target: 'open',
              actions: { type: 'notify', params: { type: 'live.opened', resumed: true } },
            },
            'connection.closed': [
              { guard: 'isDropWithAttemptsLeft', target: '#socket.reconnecting', actions: 'recordClose' },
              {
                guard: 'isDropClose',
                target: '#socket.error',
                actions: [
                  'recordClose',
                  assign({ error: MAX_RECONNECT }),
                  { type: 'logProblem', params: { problem: MAX_RECONNECT } },
                  { type: 'notify', params: { type: 'live.down', state: 'error' } },
                ],
              },
            ],
            // Asked to connect while an attempt runs: start over with a fresh socket and a fresh count.
            'socket.connect': { target: '#socket.live', reenter: true, actions: 'resetForConnect' },
          },
          after: {
            openTimeout: [
              { guard: 'hasAttemptsLeft', target: '#socket.reconnecting' },
              {
                target: '#socket.error',
                actions: [
                  assign({ error: MAX_RECONNECT }),
                  { type: 'logProblem', params: { problem: MAX_RECONNECT } },
                  { type: 'notify', params: { type: 'live.down', state: 'error' } },
                ],
              },
            ],
          },
        },
        open: {
          description: 'The socket is open: sends go through, server messages are passed on in order.',
          entry: assign({ attempt: 0, error: null }),
          initial: 'connected',
          on: {
            'socket.send': {
              actions: sendTo('connection', ({ event }): ConnectionCommand => ({ type: 'send', message: event.message })),
            },
            'socket.sendAudio': {
              actions: sendTo(
                'connection',
                ({ event }): ConnectionCommand => ({ type: 'sendAudio', message: event.message, pcm: event.pcm }),
              ),
            },
            'connection.message': [
              {
                guard: 'isServerError',
                actions: [
                  assign({
                    error: ({ event }): UiText => ({ raw: 'message' in event.message ? event.message.message : '' }),
                  }),
                  { type: 'notify', params: ({ event }) => ({ type: 'live.message', message: event.message }) },
                ],
              },
              { actions: { type: 'notify', params: ({ event }) => ({ type: 'live.message', message: event.message }) } },
            ],
          },
          states: {
            connected: {
              description: 'Open, waiting for the server to confirm with status 200; record and play are enabled.',
              on: {
                'connection.message': {
                  guard: 'isConfirmation',
                  target: 'connectionConfirmed',
                  actions: [
                    assign({ sessionUid: ({ event }) => uidOf(event.message) }),
                    { type: 'storeSessionUid', params: ({ event }) => ({ uid: uidOf(event.message) }) },
                    { type: 'notify', params: ({ event }) => ({ type: 'live.message', message: event.message }) },
                  ],
                },
              },
            },
            connectionConfirmed: {
              description: 'The server confirmed the connection (status 200); its uid is stored as session_uid.',
            },
          },
        },
      },
    },
    reconnecting: {
      description: 'The connection dropped (1006/1012): waiting 2 s × 1.5ⁿ before the next attempt; socket.connect tries at once.',
      after: {
        reconnectBackoff: {
          target: '#socket.live.retrying',
          actions: assign({ attempt: ({ context }) => context.attempt + 1 }),
        },
      },
      on: { 'socket.connect': { target: 'live', actions: 'resetForConnect' } },
    },
    error: {
      description: 'Failed: close 1009, an unexpected close code, or 10 reconnect attempts without success.',
      on: { 'socket.connect': { target: 'live', actions: 'resetForConnect' } },
    },
    noAvailableSessions: {
      description: 'Refused with 1008 "no available sessions": the upgrade modal.',
      on: { 'socket.connect': { target: 'live', actions: 'resetForConnect' } },
    },
    busy: {
      description: 'Refused with 1013 ("panel busy" or "server draining"): no interview was started; the parent connects again after its back-off.',
      on: { 'socket.connect': { target: 'live', actions: 'resetForConnect' } },
    },
    authRequired: {
      description: 'Refused with 1008 for any other reason (authentication): the sign-in modal.',
      on: { 'socket.connect': { target: 'live', actions: 'resetForConnect' } },
    },
    connectionError: {
      description: 'The socket did not open within 10 s ("Failed to connect to server", only logged).',
      on: { 'socket.connect': { target: 'live', actions: 'resetForConnect' } },
    },
  },
});
