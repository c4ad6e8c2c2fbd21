/**
 * The live interview's server-side limits and timings (the protocol's own, such as the inactivity
 * and resume windows, are in `openapi/live-protocol.ts`).
 */

/** Panel messages kept for a candidate who is not connected, sent when they come back. */
export const OUTBOX_LIMIT = 500;

/** The owner's heartbeat runs three times per resume window, within these bounds. */
export const HEARTBEATS_PER_RESUME_WINDOW = 3;
export const HEARTBEAT_MIN_MS = 250;
export const HEARTBEAT_MAX_MS = 20_000;

/** The sweep of abandoned interviews runs twice per resume window, within these bounds. */
export const SWEEPS_PER_RESUME_WINDOW = 2;
export const SWEEP_MIN_MS = 500;
export const SWEEP_MAX_MS = 60_000;

/** How long a shutdown waits for the turn in flight to be stored. */
export const SHUTDOWN_WAIT_MS = 10_000;

/** A start or reconnect racing another one for the same uid is tried this many times. */
export const OPEN_ATTEMPTS = 3;

/** A WebSocket close reason is at most 123 bytes. */
export const CLOSE_REASON_MAX_BYTES = 123;

/** Above the protocol's frame limit, so that up to this size the endpoint checks the exact limit itself. */
export const WS_PAYLOAD_SLACK_BYTES = 1024;

/** Once every `resumeMs / perWindow`, clamped to [min, max]. */
export function periodWithin(resumeMs: number, perWindow: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, Math.floor(resumeMs / perWindow)));
}
