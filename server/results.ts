/**
 * What a service answers: its value, or a refusal naming why (a stable reason code and the sentence
 * a user may read). Services know nothing of HTTP; the handlers map each reason to a status
 * (server/http/refusals.ts), as they map `ReportService`'s answers.
 */
export interface Refusal<Reason extends string = string> {
  ok: false;
  reason: Reason;
  message: string;
  /** Further fields the client relies on (e.g. `emailVerificationRequired`). */
  details?: Record<string, unknown>;
}

export type Result<T, Reason extends string = string> = { ok: true; value: T } | Refusal<Reason>;

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export function refusal<Reason extends string>(reason: Reason, message: string, details?: Record<string, unknown>): Refusal<Reason> {
  return details ? { ok: false, reason, message, details } : { ok: false, reason, message };
}

/**
 * Inside a service: a refusal met deep in a helper, carried to the public method that turns it into
 * its result (`refusalsOf`). Never leaves the service.
 */
export class Refused<Reason extends string = string> extends Error {
  constructor(readonly refusal: Refusal<Reason>) {
    super(refusal.message);
    this.name = 'Refused';
  }
}

/** Runs a service method's body; a `Refused` thrown inside becomes its refusal, anything else propagates. */
export async function refusalsOf<T, Reason extends string>(body: () => Promise<T>): Promise<Result<T, Reason>> {
  try {
    return ok(await body());
  } catch (error) {
    if (error instanceof Refused) return error.refusal as Refusal<Reason>;
    throw error;
  }
}
