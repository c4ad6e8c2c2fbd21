/** Pure reads of the live connection's snapshot (the connection indicator, the controls, the error modal). */
import type { SnapshotFrom } from 'xstate';
import { CloseCode, CloseReason } from '../../openapi/live-protocol';
import type { UiText } from '../shared/text';
import { isDropCode, type socketMachine } from './socket.machine';

type SocketSnapshot = SnapshotFrom<typeof socketMachine>;

/** The spec's names of the connection states (§4). */
export type ConnectionStatus =
  | 'disconnected'
  | 'connecting'
  | 'connected'
  | 'connection_confirmed'
  | 'error'
  | 'no_available_sessions'
  | 'panel_busy'
  | 'auth_required'
  | 'connection_error'
  | 'reconnecting';

export type SocketModalKind = 'noSessions' | 'authRequired' | 'lost' | 'error';

/** The connection error modal (spec §2/§8): its kind picks the title and links, `error` is its text. */
export interface SocketModal {
  kind: SocketModalKind;
  error: UiText;
}

export function selectConnectionStatus(snapshot: SocketSnapshot): ConnectionStatus {
  if (snapshot.matches({ live: { open: 'connectionConfirmed' } })) return 'connection_confirmed';
  if (snapshot.matches({ live: 'open' })) return 'connected';
  if (snapshot.matches({ live: 'connecting' })) return 'connecting';
  if (snapshot.matches({ live: 'retrying' }) || snapshot.matches('reconnecting')) return 'reconnecting';
  if (snapshot.matches('noAvailableSessions')) return 'no_available_sessions';
  if (snapshot.matches('busy')) return 'panel_busy';
  if (snapshot.matches('authRequired')) return 'auth_required';
  if (snapshot.matches('connectionError')) return 'connection_error';
  if (snapshot.matches('error')) return 'error';
  return 'disconnected';
}

/**
 * Why the server took no new interview (1013): `draining` when it is about to restart, else `busy`
 * (as many candidates as it hears at its stated quality); null when the socket is not in `busy`.
 */
export function selectBusyReason(snapshot: SocketSnapshot): 'busy' | 'draining' | null {
  if (!snapshot.matches('busy')) return null;
  return snapshot.context.lastClose?.reason === CloseReason.draining ? 'draining' : 'busy';
}

/** Record and play controls are enabled only when connected or connection_confirmed (spec §4). */
export const selectCanRecord = (snapshot: SocketSnapshot): boolean => snapshot.matches({ live: 'open' });
export const selectIsOpen = selectCanRecord;
/** The last problem as the machine recorded it (including texts the modal does not show, for logs). */
export const selectError = (snapshot: SocketSnapshot): UiText | null => snapshot.context.error;

/**
 * The reconnect attempt to show while reconnecting: the one under way, or the next one while waiting out
 * its back-off (1…10); 0 when not reconnecting.
 */
export function selectReconnectAttempt(snapshot: SocketSnapshot): number {
  if (snapshot.matches({ live: 'retrying' })) return snapshot.context.attempt;
  if (snapshot.matches('reconnecting')) return snapshot.context.attempt + 1;
  return 0;
}

const CONNECTION_LOST: UiText = { key: 'live.connectionLost' };

/**
 * The connection error modal, or null. The texts come from the state and the close, not from
 * `context.error`, so a refused send ("Cannot send message…") never replaces the reason shown.
 *
 * Spec §8: "Maximum reconnection attempts…" and "Failed to connect to server" are only logged, never
 * shown. Both states still get a modal, because its Retry button is the way out:
 * - `error` after 10 failed attempts: "Connection Error" with "Connection with the server was lost…";
 * - `connectionError` (no open within 10 s): "Connection Error" with "WebSocket connection error".
 */
export function selectModal(snapshot: SocketSnapshot): SocketModal | null {
  const { lastClose, manual } = snapshot.context;
  if (snapshot.matches('noAvailableSessions')) return { kind: 'noSessions', error: { key: 'live.noSessions' } };
  if (snapshot.matches('authRequired')) return { kind: 'authRequired', error: { key: 'live.authRequired' } };
  if (snapshot.matches('reconnecting') || snapshot.matches({ live: 'retrying' })) {
    return { kind: 'lost', error: CONNECTION_LOST };
  }
  // A drop with auto-reconnect off (never after socket.disconnect, which is asked for).
  if (snapshot.matches('disconnected')) {
    return !manual && lastClose && isDropCode(lastClose.code) ? { kind: 'lost', error: CONNECTION_LOST } : null;
  }
  if (snapshot.matches('connectionError')) return { kind: 'error', error: { key: 'live.wsError' } };
  if (snapshot.matches('error')) {
    if (lastClose?.code === CloseCode.tooLarge) return { kind: 'error', error: { key: 'live.frameTooLarge' } };
    // Only the reconnect loop ends in `error` after a drop: it gave up.
    if (lastClose && isDropCode(lastClose.code)) return { kind: 'error', error: CONNECTION_LOST };
    return { kind: 'error', error: { key: 'live.wsError' } };
  }
  return null;
}
