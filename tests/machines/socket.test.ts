import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer, type RawData } from 'ws';
import { createActor, fromCallback, sendTo, setup, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import type { ClientMessage, ServerMessage, StatusMessage } from '../../openapi/live-protocol';
import {
  RECONNECT_BASE_DELAY_MS,
  RECONNECT_GROWTH_FACTOR,
  RECONNECT_MAX_ATTEMPTS,
  SOCKET_OPEN_TIMEOUT_MS,
} from '../../machines/shared/constants';
import { createSocketActions, createSocketActors } from '../../machines/socket/socket.actors';
import type { SocketEvent, SocketFailureState, SocketInput, SocketNotice } from '../../machines/socket/socket.events';
import {
  reconnectDelay,
  socketMachine,
  type ConnectionCommand,
  type ConnectionInput,
} from '../../machines/socket/socket.machine';
import {
  selectCanRecord,
  selectConnectionStatus,
  selectError,
  selectIsOpen,
  selectBusyReason,
  selectModal,
  selectReconnectAttempt,
  type ConnectionStatus,
} from '../../machines/socket/socket.selectors';
import type { UiText } from '../../src/i18n';
import { STORAGE_KEYS } from '../../machines/shared/storageKeys';
import { runModelBasedTest, type RecordedAction } from './support/modelBased';

type SocketSnapshot = SnapshotFrom<typeof socketMachine>;

const URL = 'ws://live.test/live';
const UID = 'uid-1';
/** The spec's back-off, written out: 2 s × 1.5ⁿ, in whole milliseconds. */
const BACKOFF_MS = [2000, 3000, 4500, 6750, 10125, 15188, 22781, 34172, 51258, 76887];
const LOST: UiText = { key: 'live.connectionLost' };
const MAX_TEXT: UiText = { key: 'live.maxReconnect', values: { max: 10 } };

const status = (code: number, name: string, message = name): StatusMessage => ({
  type: 'status',
  code,
  message,
  status: name,
  uid: UID,
});
const confirmation = status(200, 'connected');
const typing: ServerMessage = { type: 'typing', senderId: 'p1', isTyping: true };
const refusal = status(403, 'error', 'This interview requires a PRO subscription');
const serverError: ServerMessage = { type: 'error', message: 'Speech engine unavailable' };
const complete: ServerMessage = { ...status(200, 'interview_complete'), reportId: 'r-1' };
const audioChunk = { type: 'audio_chunk' as const, uid: UID, seq: 0 };
const closed = (code: number, reason = ''): SocketEvent => ({ type: 'connection.closed', code, reason });

/** The state names the parent hears in `live.down`, by the machine's top-level state. */
const FAILURE_STATES: readonly SocketFailureState[] = [
  'disconnected',
  'reconnecting',
  'error',
  'noAvailableSessions',
  'busy',
  'authRequired',
  'connectionError',
];

const STATUS_OF: Record<string, ConnectionStatus> = {
  disconnected: 'disconnected',
  'live.connecting': 'connecting',
  'live.retrying': 'reconnecting',
  'live.open.connected': 'connected',
  'live.open.connectionConfirmed': 'connection_confirmed',
  reconnecting: 'reconnecting',
  error: 'error',
  noAvailableSessions: 'no_available_sessions',
  busy: 'panel_busy',
  authRequired: 'auth_required',
  connectionError: 'connection_error',
};

function pathOf(s: SocketSnapshot): string {
  const walk = (value: unknown): string =>
    typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${walk(v)}`)[0];
  return walk(s.value);
}

const noticesOf = (actions: RecordedAction[]) =>
  actions.filter((a) => a.name === 'notify').map((a) => a.params as SocketNotice);

/** The connection actor's stand-in: records each socket created, each command and each cleanup. */
const wire = { starts: [] as ConnectionInput[], commands: [] as ConnectionCommand[], stops: 0 };
const fakeConnection = fromCallback<ConnectionCommand, ConnectionInput>(({ input, receive }) => {
  wire.starts.push(input);
  receive((command) => wire.commands.push(command));
  return () => {
    wire.stops += 1;
  };
});

describe('socket machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const mark = { starts: 0, commands: 0, stops: 0 };
    const delta = { starts: [] as ConnectionInput[], commands: [] as ConnectionCommand[], stops: 0 };
    const inputs: SocketInput[] = [{ url: URL }, { url: URL, autoReconnect: false }];
    const report = await runModelBasedTest({
      // The walk has no parent to `sendParent` to; the replay records `notify` instead.
      machine: socketMachine.provide({ actions: { notify: () => {} } }),
      inputs,
      // The attempt count is bounded (0…10) and decides the back-off and the give-up: part of the key.
      serializeState: (s) => JSON.stringify([s.value, s.context.attempt]),
      limit: 50_000,
      actors: { connection: fakeConnection },
      recordActions: ['notify', 'storeSessionUid', 'logProblem'],
      events: {
        'socket.send': [{ type: 'socket.send', message: { type: 'audio_stop', uid: UID } }],
        'socket.sendAudio': [{ type: 'socket.sendAudio', message: audioChunk, pcm: new ArrayBuffer(4) }],
        'connection.message': [confirmation, typing, refusal, serverError, complete].map((message) => ({
          type: 'connection.message',
          message,
        })),
        'connection.invalid': [{ type: 'connection.invalid', error: 'message is not valid JSON' }],
        'connection.closed': [
          closed(1000, 'interview finished'),
          closed(1001),
          closed(1006),
          closed(1012, 'server restarting'),
          closed(1008, 'no available sessions'),
          closed(1008, 'authentication required'),
          closed(1013, 'panel busy'),
          closed(1013, 'server draining'),
          closed(1009, 'frame too large'),
          closed(4000, 'something else'),
        ],
      },
      invariants: {
        '*': (s, { event, previous, actions }) => {
          // What the connection stand-in saw during this step.
          if (event.type === 'xstate.init') Object.assign(mark, { starts: wire.starts.length, commands: wire.commands.length, stops: wire.stops });
          delta.starts = wire.starts.slice(mark.starts);
          delta.commands = wire.commands.slice(mark.commands);
          delta.stops = wire.stops - mark.stops;
          Object.assign(mark, { starts: wire.starts.length, commands: wire.commands.length, stops: wire.stops });

          const e = event as SocketEvent;
          const wasLive = previous?.matches('live') ?? false;
          const isLive = s.matches('live');
          expect(selectConnectionStatus(s)).toBe(STATUS_OF[pathOf(s)]);
          expect(selectCanRecord(s)).toBe(s.matches({ live: 'open' }));
          expect(selectIsOpen(s)).toBe(selectCanRecord(s));
          expect(selectError(s)).toBe(s.context.error);

          // One socket per stay in `live` (a fresh one only when socket.connect restarts an attempt).
          const restarted = wasLive && isLive && e.type === 'socket.connect';
          expect(delta.starts).toEqual(isLive && (!wasLive || restarted) ? [{ url: URL }] : []);
          expect(delta.stops).toBe(wasLive && (!isLive || restarted) ? 1 : 0);

          // Sends reach the socket only while open; otherwise "Cannot send message…".
          if (e.type === 'socket.send' || e.type === 'socket.sendAudio') {
            if (previous?.matches({ live: 'open' })) {
              expect(delta.commands).toEqual([
                e.type === 'socket.send'
                  ? { type: 'send', message: e.message }
                  : { type: 'sendAudio', message: e.message, pcm: e.pcm },
              ]);
              expect(s.context.error).toEqual(previous.context.error);
            } else {
              expect(delta.commands).toEqual([]);
              expect(s.context.error).toEqual({ key: 'live.notConnected' });
            }
          } else {
            expect(delta.commands).toEqual([]);
          }

          // The parent's notices.
          const notices = noticesOf(actions);
          if (e.type === 'connection.opened') {
            expect(notices).toEqual([{ type: 'live.opened', resumed: previous!.matches({ live: 'retrying' }) }]);
          } else if (e.type === 'connection.message') {
            expect(notices).toEqual([{ type: 'live.message', message: e.message }]);
          } else {
            const stillReconnecting = previous?.matches({ live: 'retrying' }) && s.matches('reconnecting');
            const down = wasLive && !isLive && e.type !== 'socket.disconnect' && !stillReconnecting;
            expect(notices).toEqual(down ? [{ type: 'live.down', state: s.value }] : []);
            if (down) expect(FAILURE_STATES).toContain(s.value);
          }

          // The session uid is stored once, on the confirmation, before the message is passed on.
          const confirming = previous?.matches({ live: { open: 'connected' } }) && s.matches({ live: { open: 'connectionConfirmed' } });
          expect(actions.filter((a) => a.name !== 'notify' && a.name !== 'logProblem').map((a) => a.name)).toEqual(
            confirming ? ['storeSessionUid'] : [],
          );
          if (confirming) {
            expect(actions.map((a) => a.name)).toEqual(['storeSessionUid', 'notify']);
            expect(actions[0].params).toEqual({ uid: UID });
          }

          // Only the spec's "logged" problems are logged.
          const logged = actions.filter((a) => a.name === 'logProblem').map((a) => a.params);
          if (e.type === 'connection.invalid') expect(logged).toEqual([{ problem: { raw: 'message is not valid JSON' } }]);
          else if (s.matches('connectionError') && !previous?.matches('connectionError')) {
            expect(logged).toEqual([{ problem: { key: 'live.connectTimeout' } }]);
          } else if (s.matches('error') && previous?.matches({ live: 'retrying' }) && s.context.attempt === RECONNECT_MAX_ATTEMPTS && (e.type.startsWith('xstate.after.') || (e.type === 'connection.closed' && [1006, 1012].includes(e.code)))) {
            expect(logged).toEqual([{ problem: MAX_TEXT }]);
          } else expect(logged).toEqual([]);

          // A close is remembered.
          if (e.type === 'connection.closed') expect(s.context.lastClose).toEqual({ code: e.code, reason: e.reason });
          if (e.type === 'connection.error') expect(s.context.error).toEqual({ key: 'live.wsError' });
        },
        disconnected: (s, { event, input }) => {
          expect(selectReconnectAttempt(s)).toBe(0);
          const e = event as SocketEvent;
          if (e.type === 'socket.disconnect') {
            expect(s.context.manual).toBe(true);
            expect(s.context.error).toBeNull();
            expect(selectModal(s)).toBeNull();
          } else if (e.type === 'connection.closed' && (e.code === 1006 || e.code === 1012)) {
            // A drop with auto-reconnect off: no reconnect, but "Connection Lost".
            expect((input as SocketInput).autoReconnect).toBe(false);
            expect(s.context.error).toEqual(LOST);
            expect(selectModal(s)).toEqual({ kind: 'lost', error: LOST });
          } else if (e.type === 'connection.closed') {
            expect([1000, 1001]).toContain(e.code);
            expect(selectModal(s)).toBeNull();
          } else if (event.type === 'xstate.init') {
            expect(s.context).toMatchObject({ url: URL, attempt: 0, error: null, sessionUid: null, manual: false, lastClose: null });
            expect(s.context.autoReconnect).toBe((input as SocketInput).autoReconnect ?? true);
          }
        },
        'live.connecting': (s, { event }) => {
          expect(selectModal(s)).toBeNull();
          expect(selectReconnectAttempt(s)).toBe(0);
          if (event.type === 'socket.connect') {
            expect(s.context).toMatchObject({ attempt: 0, manual: false, error: null });
          }
        },
        'live.retrying': (s, { event, previous }) => {
          expect(s.context.attempt).toBeGreaterThanOrEqual(1);
          expect(s.context.attempt).toBeLessThanOrEqual(RECONNECT_MAX_ATTEMPTS);
          expect(selectReconnectAttempt(s)).toBe(s.context.attempt);
          expect(selectModal(s)).toEqual({ kind: 'lost', error: LOST });
          if (event.type.startsWith('xstate.after.')) {
            // Attempt n+1 starts after the back-off of n attempts made: 2000, 3000, 4500, …
            expect(event.type).toBe('xstate.after.reconnectBackoff.socket.reconnecting');
            const made = previous!.context.attempt;
            expect(s.context.attempt).toBe(made + 1);
            expect(reconnectDelay(made)).toBe(BACKOFF_MS[made]);
          }
        },
        'live.open': (s, { event }) => {
          expect(selectModal(s)).toBeNull();
          expect(s.context.attempt).toBe(0);
          if (event.type === 'connection.opened') expect(s.context.error).toBeNull();
          const e = event as SocketEvent;
          if (e.type === 'connection.message') {
            const m = e.message;
            if (m.type === 'error') expect(s.context.error).toEqual({ raw: m.message });
            else if (m.type === 'status' && m.code >= 400) expect(s.context.error).toEqual({ raw: m.message });
          }
        },
        'live.open.connectionConfirmed': (s) => {
          expect(s.context.sessionUid).toBe(UID);
        },
        'live.open.connected': (s, { event }) => {
          if (event.type === 'connection.opened') expect(s.context.sessionUid).toBeNull();
        },
        reconnecting: (s, { event, previous, input }) => {
          expect((input as SocketInput).autoReconnect ?? true).toBe(true);
          expect(s.context.attempt).toBeGreaterThanOrEqual(0);
          expect(s.context.attempt).toBeLessThan(RECONNECT_MAX_ATTEMPTS);
          expect(selectReconnectAttempt(s)).toBe(s.context.attempt + 1);
          expect(selectModal(s)).toEqual({ kind: 'lost', error: LOST });
          if (previous?.matches({ live: 'retrying' })) {
            // A failed attempt (drop or 10 s without open) schedules the next one.
            expect(s.context.attempt).toBe(previous.context.attempt);
            if (event.type.startsWith('xstate.after.')) expect(event.type).toBe('xstate.after.openTimeout.socket.live.retrying');
          } else if (previous?.matches('live')) {
            expect(s.context.attempt).toBe(0);
            expect(s.context.error).toEqual(LOST);
          }
        },
        error: (s, { event, previous }) => {
          const e = event as SocketEvent;
          const modal = selectModal(s);
          expect(modal?.kind).toBe('error');
          if (!previous?.matches('live')) return;
          if (e.type === 'connection.closed' && e.code === 1009) {
            expect(s.context.error).toEqual({ key: 'live.frameTooLarge' });
            expect(modal?.error).toEqual({ key: 'live.frameTooLarge' });
          } else if (e.type === 'connection.closed' && ![1006, 1012].includes(e.code)) {
            expect(s.context.error).toEqual({ key: 'live.wsError' });
            expect(modal?.error).toEqual({ key: 'live.wsError' });
          } else {
            // Gave up after the 10th failed attempt: the text is logged, the modal still offers Retry.
            expect(previous.matches({ live: 'retrying' })).toBe(true);
            expect(previous.context.attempt).toBe(RECONNECT_MAX_ATTEMPTS);
            expect(s.context.error).toEqual(MAX_TEXT);
            expect(modal?.error).toEqual(LOST);
          }
        },
        noAvailableSessions: (s, { event }) => {
          if (event.type === 'connection.closed') expect(s.context.error).toEqual({ key: 'live.noSessions' });
          expect(s.context.lastClose).toEqual({ code: 1008, reason: 'no available sessions' });
          expect(selectModal(s)).toEqual({ kind: 'noSessions', error: { key: 'live.noSessions' } });
        },
        busy: (s, { event }) => {
          // Refused for now: no modal (the interview page shows the busy panel and tries again itself).
          expect(s.context.lastClose?.code).toBe(1013);
          expect(selectModal(s)).toBeNull();
          expect(selectBusyReason(s)).toBe(s.context.lastClose?.reason === 'server draining' ? 'draining' : 'busy');
          if (event.type === 'connection.closed') expect(s.context.error).toBeNull();
        },
        authRequired: (s, { event }) => {
          if (event.type === 'connection.closed') expect(s.context.error).toEqual({ key: 'live.authRequired' });
          expect(s.context.lastClose?.code).toBe(1008);
          expect(selectModal(s)).toEqual({ kind: 'authRequired', error: { key: 'live.authRequired' } });
        },
        connectionError: (s, { event, previous }) => {
          if (!previous?.matches('connectionError')) {
            // Only the first open times out into connectionError, after SOCKET_OPEN_TIMEOUT_MS.
            expect(event.type).toBe('xstate.after.openTimeout.socket.live.connecting');
            expect(previous?.matches({ live: 'connecting' })).toBe(true);
            expect(s.context.error).toEqual({ key: 'live.connectTimeout' });
          }
          expect(selectModal(s)).toEqual({ kind: 'error', error: { key: 'live.wsError' } });
        },
      },
    });
    expect(socketMachine.implementations.delays.openTimeout).toBe(SOCKET_OPEN_TIMEOUT_MS);
    expect(report.stateNodes).toBe(14);
    expect(report.transitions).toBe(34);
    expect(report.paths).toBeGreaterThan(100);
  });
});

// ---------------------------------------------------------------- behaviour on a simulated clock

function startFake(input: SocketInput = { url: URL }) {
  const clock = new SimulatedClock();
  const notices: SocketNotice[] = [];
  const stored: string[] = [];
  const logged: UiText[] = [];
  const actor = createActor(
    socketMachine.provide({
      actors: { connection: fakeConnection },
      actions: {
        notify: (_, notice: SocketNotice) => notices.push(notice),
        storeSessionUid: (_, { uid }: { uid: string }) => stored.push(uid),
        logProblem: (_, { problem }: { problem: UiText }) => logged.push(problem),
      },
    }),
    { input, clock },
  ).start();
  const starts = wire.starts.length;
  return { actor, clock, notices, stored, logged, socketsMade: () => wire.starts.length - starts };
}

describe('socket behaviour', () => {
  it('has the spec back-off: 2 s × 1.5ⁿ, from the constants', () => {
    expect(RECONNECT_BASE_DELAY_MS).toBe(2000);
    expect(RECONNECT_GROWTH_FACTOR).toBe(1.5);
    expect(RECONNECT_MAX_ATTEMPTS).toBe(10);
    expect(Array.from({ length: 10 }, (_, n) => reconnectDelay(n))).toEqual(BACKOFF_MS);
  });

  it('gives up opening after exactly 10 s: connection_error, the parent told, the text only logged', () => {
    const { actor, clock, notices, logged } = startFake();
    actor.send({ type: 'socket.connect' });
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('connecting');
    clock.increment(SOCKET_OPEN_TIMEOUT_MS - 1);
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('connecting');
    clock.increment(1);
    const s = actor.getSnapshot();
    expect(selectConnectionStatus(s)).toBe('connection_error');
    expect(s.context.error).toEqual({ key: 'live.connectTimeout' });
    expect(notices).toEqual([{ type: 'live.down', state: 'connectionError' }]);
    expect(logged).toEqual([{ key: 'live.connectTimeout' }]);
    expect(selectModal(s)).toEqual({ kind: 'error', error: { key: 'live.wsError' } });
    actor.stop();
  });

  it('reconnects after a drop at 2000, 3000, 4500, … ms and stops after 10 failed attempts', () => {
    const { actor, clock, notices, logged, socketsMade } = startFake();
    actor.send({ type: 'socket.connect' });
    actor.send({ type: 'connection.opened' });
    actor.send({ type: 'connection.message', message: confirmation });
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('connection_confirmed');
    actor.send(closed(1006));
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('reconnecting');
    expect(notices.at(-1)).toEqual({ type: 'live.down', state: 'reconnecting' });
    expect(actor.getSnapshot().context.error).toEqual(LOST);

    for (let n = 0; n < RECONNECT_MAX_ATTEMPTS; n += 1) {
      expect(actor.getSnapshot().matches('reconnecting')).toBe(true);
      expect(selectReconnectAttempt(actor.getSnapshot())).toBe(n + 1);
      clock.increment(BACKOFF_MS[n] - 1);
      expect(socketsMade()).toBe(1 + n);
      clock.increment(1);
      expect(actor.getSnapshot().matches({ live: 'retrying' })).toBe(true);
      expect(actor.getSnapshot().context.attempt).toBe(n + 1);
      expect(socketsMade()).toBe(2 + n);
      // Alternate the two ways an attempt fails: a drop, or 10 s without open.
      if (n % 2 === 0) actor.send(closed(n % 4 === 0 ? 1006 : 1012));
      else clock.increment(SOCKET_OPEN_TIMEOUT_MS);
    }
    const s = actor.getSnapshot();
    expect(s.value).toBe('error');
    expect(s.context.error).toEqual(MAX_TEXT);
    expect(logged).toEqual([MAX_TEXT]);
    // Only two notices for the whole loop: down (reconnecting), then down (error).
    expect(notices.map((n) => n.type)).toEqual(['live.opened', 'live.message', 'live.down', 'live.down']);
    expect(notices.at(-1)).toEqual({ type: 'live.down', state: 'error' });
    expect(selectModal(s)).toEqual({ kind: 'error', error: LOST });
    clock.increment(10 * 60_000);
    expect(socketsMade()).toBe(11);
    // Retry starts over.
    actor.send({ type: 'socket.connect' });
    expect(actor.getSnapshot().matches({ live: 'connecting' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 0, error: null });
    actor.stop();
  });

  it('resumes on a successful attempt (resumed: true) and the next drop starts the back-off afresh', () => {
    const { actor, clock, notices } = startFake();
    actor.send({ type: 'socket.connect' });
    actor.send(closed(1006)); // the server is not reachable yet: counts as a drop
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('reconnecting');
    clock.increment(2000);
    actor.send(closed(1006));
    clock.increment(3000);
    expect(actor.getSnapshot().context.attempt).toBe(2);
    actor.send({ type: 'connection.opened' });
    expect(notices.filter((n) => n.type === 'live.opened')).toEqual([{ type: 'live.opened', resumed: true }]);
    expect(actor.getSnapshot().context.attempt).toBe(0);
    actor.send(closed(1012, 'server restarting'));
    clock.increment(1999);
    expect(actor.getSnapshot().matches('reconnecting')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ live: 'retrying' })).toBe(true);
    actor.stop();
  });

  it('without auto-reconnect a drop ends in disconnected with "Connection Lost"', () => {
    const { actor, clock, notices } = startFake({ url: URL, autoReconnect: false });
    actor.send({ type: 'socket.connect' });
    actor.send({ type: 'connection.opened' });
    actor.send(closed(1006));
    clock.increment(60_000);
    const s = actor.getSnapshot();
    expect(s.value).toBe('disconnected');
    expect(s.context.error).toEqual(LOST);
    expect(selectModal(s)).toEqual({ kind: 'lost', error: LOST });
    expect(notices.at(-1)).toEqual({ type: 'live.down', state: 'disconnected' });
    actor.stop();
  });

  it('socket.disconnect closes without a notice and without reconnecting; sends are then refused', () => {
    const { actor, clock, notices } = startFake();
    actor.send({ type: 'socket.connect' });
    actor.send({ type: 'connection.opened' });
    const stops = wire.stops;
    actor.send({ type: 'socket.disconnect' });
    expect(wire.stops).toBe(stops + 1);
    clock.increment(60_000);
    const s = actor.getSnapshot();
    expect(s.value).toBe('disconnected');
    expect(s.context.manual).toBe(true);
    expect(selectModal(s)).toBeNull();
    expect(notices).toEqual([{ type: 'live.opened', resumed: false }]);
    const commands = wire.commands.length;
    actor.send({ type: 'socket.send', message: { type: 'audio_stop', uid: UID } });
    expect(wire.commands.length).toBe(commands);
    expect(selectError(actor.getSnapshot())).toEqual({ key: 'live.notConnected' });
    actor.stop();
  });

  it('confirms on status 200 (stores the uid), passes every message on, shows status >= 400 and error messages', () => {
    const { actor, notices, stored } = startFake();
    actor.send({ type: 'socket.connect' });
    actor.send({ type: 'connection.opened' });
    actor.send({ type: 'connection.message', message: complete });
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('connected');
    actor.send({ type: 'connection.message', message: confirmation });
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('connection_confirmed');
    expect(stored).toEqual([UID]);
    actor.send({ type: 'connection.message', message: refusal });
    expect(selectError(actor.getSnapshot())).toEqual({ raw: 'This interview requires a PRO subscription' });
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('connection_confirmed');
    actor.send({ type: 'connection.message', message: serverError });
    expect(selectError(actor.getSnapshot())).toEqual({ raw: 'Speech engine unavailable' });
    actor.send({ type: 'connection.invalid', error: 'bad' });
    expect(notices).toEqual([
      { type: 'live.opened', resumed: false },
      { type: 'live.message', message: complete },
      { type: 'live.message', message: confirmation },
      { type: 'live.message', message: refusal },
      { type: 'live.message', message: serverError },
    ]);
    actor.stop();
  });

  it('tells its parent by default (sendParent): opened, message, down', () => {
    const heard: SocketNotice[] = [];
    const parent = setup({
      types: { events: {} as SocketNotice | { type: 'forward'; event: SocketEvent } },
      actors: { socket: socketMachine.provide({ actors: { connection: fakeConnection } }) },
    }).createMachine({
      invoke: { id: 'socket', src: 'socket', input: { url: URL } },
      on: {
        forward: { actions: sendTo('socket', ({ event }) => event.event) },
        'live.opened': { actions: ({ event }) => heard.push(event) },
        'live.message': { actions: ({ event }) => heard.push(event) },
        'live.down': { actions: ({ event }) => heard.push(event) },
      },
    });
    const actor = createActor(parent).start();
    for (const event of [{ type: 'socket.connect' }, { type: 'connection.opened' }, { type: 'connection.message', message: typing }, closed(1009)] as SocketEvent[]) {
      actor.send({ type: 'forward', event });
    }
    expect(heard).toEqual([
      { type: 'live.opened', resumed: false },
      { type: 'live.message', message: typing },
      { type: 'live.down', state: 'error' },
    ]);
    actor.stop();
  });

  it('keeps "WebSocket connection error" only when the close brings no better text', () => {
    const a = startFake();
    a.actor.send({ type: 'socket.connect' });
    a.actor.send({ type: 'connection.opened' });
    a.actor.send({ type: 'connection.error' });
    a.actor.send(closed(1000));
    expect(a.actor.getSnapshot().context.error).toEqual({ key: 'live.wsError' });
    a.actor.send({ type: 'socket.connect' });
    a.actor.send({ type: 'connection.error' });
    a.actor.send(closed(1008, 'No Available Sessions for this user'));
    expect(a.actor.getSnapshot().value).toBe('noAvailableSessions');
    expect(a.actor.getSnapshot().context.error).toEqual({ key: 'live.noSessions' });
    a.actor.stop();
  });
});

// ---------------------------------------------------------------- the real connection actor over a real WebSocket

interface Received {
  data: RawData;
  isBinary: boolean;
}

interface ServerSide {
  socket: WebSocket;
  received: Received[];
  closed: Promise<{ code: number; reason: string }>;
}

const servers: WebSocketServer[] = [];

async function startServer(): Promise<{ url: string; next: () => Promise<ServerSide> }> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const waiting: Array<(side: ServerSide) => void> = [];
  const ready: ServerSide[] = [];
  server.on('connection', (socket) => {
    const received: Received[] = [];
    socket.on('message', (data, isBinary) => received.push({ data, isBinary }));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    const side = { socket, received, closed };
    const waiter = waiting.shift();
    if (waiter) waiter(side);
    else ready.push(side);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/live`,
    next: () => {
      const side = ready.shift();
      return side ? Promise.resolve(side) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          for (const client of server.clients) client.terminate();
          server.close(() => resolve());
        }),
    ),
  );
});

function startReal(url: string) {
  const notices: SocketNotice[] = [];
  const storage = new Map<string, string>();
  const logs: string[] = [];
  const actor = createActor(
    socketMachine.provide({
      actors: createSocketActors({ WebSocket }),
      actions: {
        ...createSocketActions({
          storage: { set: (key, value) => (storage.set(key, value), 'ok') },
          log: (message) => logs.push(message),
        }),
        notify: (_, notice: SocketNotice) => notices.push(notice),
      },
    }),
    { input: { url } },
  ).start();
  return { actor, notices, storage, logs };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!check()) throw new Error(`Timed out waiting for ${what}`);
};

describe('createSocketActors over a real WebSocket server', () => {
  it('opens, parses server frames, ignores binary and invalid ones, frames sends as JSON then binary', async () => {
    const { url, next } = await startServer();
    const { actor, notices, storage, logs } = startReal(url);
    actor.send({ type: 'socket.connect' });
    const server = await next();
    await waitFor(actor, (s) => s.matches({ live: 'open' }));
    expect(notices).toEqual([{ type: 'live.opened', resumed: false }]);

    server.socket.send(JSON.stringify(confirmation));
    await waitFor(actor, (s) => s.matches({ live: { open: 'connectionConfirmed' } }));
    expect(storage.get(STORAGE_KEYS.sessionUid)).toBe(UID);
    expect(actor.getSnapshot().context.sessionUid).toBe(UID);

    server.socket.send('{not json');
    server.socket.send(JSON.stringify({ type: 'status', code: 200 }));
    server.socket.send(new Uint8Array([1, 2, 3]), { binary: true });
    server.socket.send(JSON.stringify(typing));
    await until(() => notices.length === 3, 'the typing message');
    expect(notices.slice(1)).toEqual([
      { type: 'live.message', message: confirmation },
      { type: 'live.message', message: typing },
    ]);
    expect(logs).toEqual(['[live] message is not valid JSON', '[live] status.message is required (a message)']);
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('connection_confirmed');

    const stop: ClientMessage = { type: 'audio_stop', uid: UID };
    const pcm = new Int16Array([1, -1, 300]).buffer;
    actor.send({ type: 'socket.sendAudio', message: audioChunk, pcm });
    actor.send({ type: 'socket.send', message: stop });
    await until(() => server.received.length === 3, 'three frames at the server');
    expect(server.received.map((r) => r.isBinary)).toEqual([false, true, false]);
    expect(JSON.parse(server.received[0].data.toString())).toEqual(audioChunk);
    expect(new Uint8Array(server.received[1].data as Buffer)).toEqual(new Uint8Array(pcm));
    expect(JSON.parse(server.received[2].data.toString())).toEqual(stop);

    // socket.disconnect: the cleanup closes with 1000, and nothing arrives afterwards.
    actor.send({ type: 'socket.disconnect' });
    expect(await server.closed).toEqual({ code: 1000, reason: '' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(actor.getSnapshot().value).toBe('disconnected');
    expect(notices).toHaveLength(3);
    actor.stop();
  });

  it.each([
    [1000, 'interview finished', 'disconnected', null],
    [1008, 'no available sessions', 'noAvailableSessions', { key: 'live.noSessions' }],
    [1008, 'authentication required', 'authRequired', { key: 'live.authRequired' }],
    [1013, 'panel busy', 'busy', null],
    [1013, 'server draining', 'busy', null],
    [1009, 'frame too large', 'error', { key: 'live.frameTooLarge' }],
    [4000, 'something else', 'error', { key: 'live.wsError' }],
    [1012, 'server restarting', 'reconnecting', LOST],
  ] as const)('delivers close %i "%s" → %s', async (code, reason, state, error) => {
    const { url, next } = await startServer();
    const { actor, notices } = startReal(url);
    actor.send({ type: 'socket.connect' });
    const server = await next();
    await waitFor(actor, (s) => s.matches({ live: 'open' }));
    server.socket.close(code, reason);
    const s = await waitFor(actor, (x) => !x.matches('live'));
    expect(s.value).toBe(state);
    expect(s.context.lastClose).toEqual({ code, reason });
    expect(s.context.error).toEqual(error);
    expect(notices.at(-1)).toEqual({ type: 'live.down', state });
    actor.stop();
  });

  it('a server that is not reachable counts as a drop (1006): reconnecting', async () => {
    const { url } = await startServer();
    await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()));
    const { actor, notices } = startReal(url);
    actor.send({ type: 'socket.connect' });
    const s = await waitFor(actor, (x) => !x.matches('live'));
    expect(s.value).toBe('reconnecting');
    expect(s.context.lastClose?.code).toBe(1006);
    expect(notices).toEqual([{ type: 'live.down', state: 'reconnecting' }]);
    actor.stop();
  });

  it('stopping the actor closes the socket with 1000', async () => {
    const { url, next } = await startServer();
    const { actor } = startReal(url);
    actor.send({ type: 'socket.connect' });
    const server = await next();
    await waitFor(actor, (s) => s.matches({ live: 'open' }));
    actor.stop();
    expect((await server.closed).code).toBe(1000);
  });

  it('a socket still connecting is closed quietly when the machine leaves', async () => {
    const { url } = await startServer();
    const { actor, notices } = startReal(url);
    actor.send({ type: 'socket.connect' });
    actor.send({ type: 'socket.disconnect' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(actor.getSnapshot().value).toBe('disconnected');
    expect(notices).toEqual([]);
    actor.stop();
  });
});
