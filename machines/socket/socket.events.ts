/**
 * Events of the live connection (spec §4 "Live interview connection states", §8, §9; LIVE-PROTOCOL.md).
 * The socket machine owns one WebSocket at a time through its `connection` callback actor and tells
 * its parent (the interview machine) what happened with `notify` (see `SocketNotice`).
 */
import type { ClientMessage, ServerMessage } from '../../openapi/live-protocol';

export type SocketEvent =
  // ---- from the parent (interview machine) or the connection indicator
  /** Open the connection (from disconnected or any failed state). */
  | { type: 'socket.connect' }
  /** Close on purpose (code 1000): no reconnect until the next socket.connect. */
  | { type: 'socket.disconnect' }
  /** Send one JSON message; refused with "Cannot send message, WebSocket is not connected" when not open. */
  | { type: 'socket.send'; message: ClientMessage }
  /** Send an `audio_chunk` message followed by its binary frame (16 kHz mono 16-bit PCM). */
  | { type: 'socket.sendAudio'; message: Extract<ClientMessage, { type: 'audio_chunk' }>; pcm: ArrayBuffer }
  // ---- from the `connection` actor (the WebSocket itself)
  | { type: 'connection.opened' }
  /** A valid server message (validated with `parseServerMessage`). */
  | { type: 'connection.message'; message: ServerMessage }
  /** A text frame that is not a valid server message: logged, otherwise ignored. */
  | { type: 'connection.invalid'; error: string }
  /** The socket's `error` event ("WebSocket connection error"); a close follows. */
  | { type: 'connection.error' }
  | { type: 'connection.closed'; code: number; reason: string };

/** What the socket machine tells its parent (action `notify`, by default `sendParent`). */
export type SocketNotice =
  /** The socket is open. `resumed` when it re-opened after a drop (the interview sends `reconnect`). */
  | { type: 'live.opened'; resumed: boolean }
  /** Every valid server message, in order (after the socket machine's own handling of status 200). */
  | { type: 'live.message'; message: ServerMessage }
  /** The socket closed or failed; `state` is the socket machine's state afterwards. */
  | { type: 'live.down'; state: SocketFailureState };

export type SocketFailureState =
  | 'disconnected'
  | 'reconnecting'
  | 'error'
  | 'noAvailableSessions'
  /** Refused with 1013: the server takes no new interview now (busy or draining); try again later. */
  | 'busy'
  | 'authRequired'
  | 'connectionError';

export interface SocketInput {
  /** ws(s):// URL of the live endpoint (`resolveLiveUrl(config)`). */
  url: string;
  /** Reconnect by itself after 1006/1012 (spec: "if … auto-reconnect is on"). Default true. */
  autoReconnect?: boolean;
}
