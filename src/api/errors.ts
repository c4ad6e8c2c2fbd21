import type { Schemas } from '../../openapi/types';

export type FieldError = Schemas['FieldError'];

/** An error answer of the API in one shape (every error body of the contract is `Error`). */
export interface ApiError {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The contract's stable code (`invalid_credentials`, `validation_error`…), when the body had one. */
  code: string | null;
  /** The server's human text, when the body had one. */
  message: string | null;
  /** Field errors of a `validation_error`. */
  errors: FieldError[];
  /** `email_verification_required` on login (spec §8). */
  emailVerificationRequired: boolean;
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

/**
 * Turns openapi-fetch's `error` (the parsed body, a string when it was not JSON, or undefined) and
 * the response into an `ApiError`. Bodies that are not the contract's shape give nulls, so the caller
 * falls back to the spec's own message.
 */
export function toApiError(error: unknown, response: { status: number } | undefined): ApiError {
  const body = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const status =
    response?.status ?? (typeof body.statusCode === 'number' ? body.statusCode : 0);
  const code = typeof body.error === 'string' && body.error !== '' ? body.error : null;
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  const errors = Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [];
  return {
    status,
    code,
    message,
    errors,
    emailVerificationRequired: body.emailVerificationRequired === true || code === 'email_verification_required',
  };
}

/** The field errors' messages joined with commas (spec §5, Profile). */
export function joinFieldErrors(errors: ReadonlyArray<FieldError>): string {
  return errors.map((e) => e.message).join(', ');
}

/** A thrown fetch failure (server unreachable, connection refused, CORS), as opposed to an abort. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
