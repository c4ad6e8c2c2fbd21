/**
 * What a flow's actor rejects with: the text to show (already mapped to the spec's message) and,
 * where the machine must branch on it, a code. Machines read failures only through these helpers.
 */
import { NO_FIELD_ERRORS, type FieldErrors } from './fieldErrors';
import type { UiText } from './text';

export interface FlowFailure<TCode extends string = string> {
  text: UiText;
  code?: TCode;
  /** The server's field errors (`validation_error`), to show next to their fields. */
  fields?: FieldErrors;
}

export function flowFailure<TCode extends string>(text: UiText, code?: TCode, fields?: FieldErrors): FlowFailure<TCode> {
  const failure: FlowFailure<TCode> = code === undefined ? { text } : { text, code };
  if (fields && Object.keys(fields).length) failure.fields = fields;
  return failure;
}

function isUiText(value: unknown): value is UiText {
  if (typeof value !== 'object' || value === null) return false;
  return (
    ('raw' in value && typeof (value as { raw: unknown }).raw === 'string') ||
    ('key' in value && typeof (value as { key: unknown }).key === 'string')
  );
}

export function isFlowFailure(value: unknown): value is FlowFailure {
  return typeof value === 'object' && value !== null && 'text' in value && isUiText((value as FlowFailure).text);
}

/** The text of a failure, or `fallback` when the error is anything else (a bug, a thrown value). */
export function failureText(error: unknown, fallback: UiText): UiText {
  return isFlowFailure(error) ? error.text : fallback;
}

/** The field errors of a failure, if it has any. */
export function failureFields(error: unknown): FieldErrors {
  return isFlowFailure(error) && error.fields ? error.fields : NO_FIELD_ERRORS;
}

/** The code of a failure, if it has one. */
export function failureCode(error: unknown): string | undefined {
  return isFlowFailure(error) ? error.code : undefined;
}

/** A promise actor placeholder: the machine declares the actor, the caller provides it. */
export function notProvided<T>(machineId: string, actor: string): () => Promise<T> {
  return () => Promise.reject(new Error(`${machineId}: actor "${actor}" was not provided`));
}
