/**
 * How starting the microphone fails (spec §8): a refusal (NotAllowedError / SecurityError) shows the
 * "Microphone access denied" modal; anything else "Failed to start recording".
 */

/** The user or the browser refused the microphone. */
export class MicrophoneDeniedError extends Error {
  override readonly name = 'MicrophoneDeniedError';
  constructor(cause?: unknown) {
    super('Microphone access denied', { cause });
  }
}

/** Capture could not start or stopped by itself (no device, AudioContext or worklet failure). */
export class CaptureFailedError extends Error {
  override readonly name = 'CaptureFailedError';
  constructor(
    readonly reason: string,
    cause?: unknown,
  ) {
    super(reason, { cause });
  }
}

/** DOMException names that mean "permission refused" (PermissionDeniedError: older Chromium). */
const DENIED_NAMES = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

export function isPermissionDenial(error: unknown): boolean {
  return typeof error === 'object' && error !== null && DENIED_NAMES.has(String((error as { name?: unknown }).name));
}

/** A short, loggable reason for any thrown value. */
export function reasonOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && ('name' in error || 'message' in error)) {
    // Error or DOMException (not an Error subclass everywhere).
    const { name, message } = error as { name?: unknown; message?: unknown };
    const label = typeof name === 'string' && name ? name : 'Error';
    return typeof message === 'string' && message ? `${label}: ${message}` : label;
  }
  return String(error);
}
