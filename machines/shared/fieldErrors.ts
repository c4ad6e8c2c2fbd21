/**
 * Field errors of a form, next to their fields: the rules of the contract a form breaks, found before
 * it is sent (openapi/requestChecks.ts, from openapi.yaml) or listed by the server's `validation_error`,
 * each said from the catalogue by its rule (`validation.<keyword>` with the limit), naming the field
 * by its label. Both go through `fieldErrorText`, so a form says the same thing whichever found it.
 */
import { checkRequest, type ContractFieldError, type FormRequest } from '../../openapi/requestChecks';
import type { ApiCallFailure } from './apiCall';
import type { MessageKey, UiText } from './text';

/** The rules of the contract a field error may name, each with its catalogue text `validation.<keyword>`. */
export const VALIDATION_KEYWORDS = [
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'type',
  'enum',
  'additionalProperties',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
] as const;
export type ValidationKeyword = (typeof VALIDATION_KEYWORDS)[number];

/** The fields a user types that the contract checks, each with its label `validation.field.<name>`. */
export const VALIDATED_FIELDS = ['email', 'password', 'name', 'firstName', 'lastName', 'currentPassword', 'newPassword', 'confirmPassword'] as const;
export type ValidatedField = (typeof VALIDATED_FIELDS)[number];

const isKeyword = (value: string | undefined): value is ValidationKeyword =>
  value !== undefined && (VALIDATION_KEYWORDS as ReadonlyArray<string>).includes(value);

/** A form's field errors by the field's path (`email`, `skills.2`, `participants.0.name`). */
export type FieldErrors = Readonly<Record<string, UiText>>;
export const NO_FIELD_ERRORS: FieldErrors = Object.freeze({});

/** How a form says its fields' errors where it differs from the general texts. */
export interface FormWords {
  /** The label of a field by its path, where the catalogue's `validation.field.<name>` does not name it. */
  label?: (field: string) => MessageKey | undefined;
  /**
   * A text of the form's own for a rule of a field, said next to that field (`skills:minItems`,
   * `skills.*:maxLength`, `*:required`), given the limit as `count`.
   */
  own?: Readonly<Record<string, MessageKey>>;
}

/**
 * One field error in the UI's language, or null for a rule the catalogue has no text for. A length of
 * at least one character (the contract's way of saying "not empty") is said as "required".
 */
export function fieldErrorText(error: { field?: string; keyword?: string; limit?: number }, words: FormWords = {}): UiText | null {
  const field = error.field ?? '';
  const keyword = error.keyword === 'minLength' && error.limit === 1 ? 'required' : error.keyword;
  if (!isKeyword(keyword)) return null;
  const own = words.own?.[`${field.replace(/\.\d+(?=\.|$)/g, '.*')}:${keyword}`] ?? words.own?.[`*:${keyword}`];
  if (own) return error.limit === undefined || keyword === 'required' ? { key: own } : { key: own, values: { count: error.limit } };
  const name = field.split('.').pop() ?? '';
  const label = words.label?.(field) ?? ((VALIDATED_FIELDS as ReadonlyArray<string>).includes(name) ? (`validation.field.${name as ValidatedField}` as const) : undefined);
  const values: Record<string, string | number | { key: MessageKey }> = { field: label ? { key: label } : name };
  if (error.limit !== undefined && keyword !== 'required') values.limit = error.limit;
  return { key: `validation.${keyword}`, values };
}

/** The first error of each field, said as `fieldErrorText` says it (fields without a text left out). */
export function fieldErrorsOf(errors: ReadonlyArray<{ field?: string; keyword?: string; limit?: number }>, words: FormWords = {}): FieldErrors {
  const out: Record<string, UiText> = {};
  for (const error of errors) {
    const field = error.field ?? '';
    if (!field || field in out) continue;
    const said = fieldErrorText(error, words);
    if (said) out[field] = said;
  }
  return Object.keys(out).length ? out : NO_FIELD_ERRORS;
}

/** A field left empty is "required", whatever else its rules say of an empty text. */
function emptyAsRequired(errors: ContractFieldError[], body: unknown): ContractFieldError[] {
  const valueAt = (field: string) =>
    field.split('.').reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined), body);
  return errors.map((error) => (valueAt(error.field) === '' ? { field: error.field, keyword: 'required' } : error));
}

/** The field errors of a form's request before it is sent: none when the contract takes it. */
export function checkForm(request: FormRequest, body: unknown, words: FormWords = {}): FieldErrors {
  return fieldErrorsOf(emptyAsRequired(checkRequest(request, body), body), words);
}

/** The field errors of the server's `validation_error`, as the form says them. */
export function serverFieldErrors(failure: ApiCallFailure, words: FormWords = {}): FieldErrors {
  if (failure.kind !== 'http' || failure.body.error !== 'validation_error') return NO_FIELD_ERRORS;
  return fieldErrorsOf(failure.body.errors ?? [], words);
}

/** Two sets of field errors as one; the first set's error of a field wins. */
export function mergeFieldErrors(first: FieldErrors, second: FieldErrors): FieldErrors {
  const merged = { ...second, ...first };
  return Object.keys(merged).length ? merged : NO_FIELD_ERRORS;
}

export const hasFieldErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
