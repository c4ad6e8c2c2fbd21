/**
 * One way for actors to call the typed openapi-fetch client: a result that says whether the server
 * answered with success, answered with an error (status and the contract's `Error` body), or could
 * not be reached at all. Actors turn that into the spec's message.
 */
import { matchServerRefusal } from '../../openapi/refusals';
import { fieldErrorText } from './fieldErrors';
import type { UiText } from './text';

/** The contract's `Error` body, read defensively (a proxy may answer with anything). */
export interface ApiErrorBody {
  error?: string;
  message?: string;
  emailVerificationRequired?: boolean;
  errors?: Array<{ field?: string; message?: string; keyword?: string; limit?: number }>;
}

export type ApiCallResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; kind: 'http'; status: number; body: ApiErrorBody }
  | { ok: false; kind: 'network'; cause: unknown };

export type ApiCallFailure = Exclude<ApiCallResult<unknown>, { ok: true }>;

interface FetchOutcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Normalises whatever openapi-fetch gave as `error` (parsed JSON, text or nothing). */
export function readErrorBody(error: unknown): ApiErrorBody {
  if (typeof error !== 'object' || error === null) return {};
  const raw = error as Record<string, unknown>;
  const body: ApiErrorBody = {};
  const code = readString(raw.error);
  if (code !== undefined) body.error = code;
  const message = readString(raw.message);
  if (message !== undefined) body.message = message;
  if (raw.emailVerificationRequired === true) body.emailVerificationRequired = true;
  if (Array.isArray(raw.errors)) {
    body.errors = raw.errors
      .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      .map((item) => ({
        field: readString(item.field),
        message: readString(item.message),
        keyword: readString(item.keyword),
        limit: typeof item.limit === 'number' && Number.isFinite(item.limit) ? item.limit : undefined,
      }));
  }
  return body;
}

/** Performs a call of the typed client; never throws for HTTP or network failures. */
export async function callApi<R extends FetchOutcome>(
  request: () => Promise<R>,
): Promise<ApiCallResult<Exclude<R['data'], undefined>>> {
  let outcome: R;
  try {
    outcome = await request();
  } catch (cause) {
    return { ok: false, kind: 'network', cause };
  }
  const { response } = outcome;
  if (response.ok) {
    return { ok: true, status: response.status, data: outcome.data as Exclude<R['data'], undefined> };
  }
  return { ok: false, kind: 'http', status: response.status, body: readErrorBody(outcome.error) };
}

/** The server's own human message of a failure, when it gave a non-blank one. */
export function serverMessage(failure: ApiCallFailure): string | null {
  if (failure.kind !== 'http') return null;
  const message = failure.body.message?.trim();
  return message ? message : null;
}

/**
 * The server's own message of a failure as a text to show: a refusal the client knows (its code and
 * sentence are in openapi/refusals.ts) as its catalogue key, so it reads in the UI's language; a
 * contract violation (`validation_error`) as its first field error's rule (fieldErrors.ts), else a
 * general catalogue text; any other in the server's words; null when the server gave no message.
 */
export function serverText(failure: ApiCallFailure): UiText | null {
  const message = serverMessage(failure);
  if (message === null) return null;
  const known = matchServerRefusal(errorCode(failure), message);
  if (known) return { key: `serverError.${known.name}`, values: known.values };
  // The contract's validator speaks English: its rule is said from the catalogue instead.
  if (errorCode(failure) === 'validation_error') return firstFieldErrorText(failure) ?? { key: 'validation.generic' };
  return { raw: message };
}

/** The machine-readable code of an HTTP failure (`invalid_reset_token`, ...). */
export function errorCode(failure: ApiCallFailure): string | undefined {
  return failure.kind === 'http' ? failure.body.error : undefined;
}

/** The first field error of a validation failure that the catalogue can say, in the UI's language. */
function firstFieldErrorText(failure: ApiCallFailure): UiText | null {
  if (failure.kind !== 'http') return null;
  for (const error of failure.body.errors ?? []) {
    const said = fieldErrorText(error);
    if (said) return said;
  }
  return null;
}
