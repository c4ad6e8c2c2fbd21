import { describe, expect, it } from 'vitest';
import { checkForm, fieldErrorText, mergeFieldErrors, serverFieldErrors } from '../../machines/shared/fieldErrors';

describe('field errors in the UI language', () => {
  it("say a rule by its keyword and limit, naming the field by the catalogue's label or its own name", () => {
    expect(fieldErrorText({ field: 'firstName', keyword: 'maxLength', limit: 100 })).toEqual({
      key: 'validation.maxLength',
      values: { field: { key: 'validation.field.firstName' }, limit: 100 },
    });
    // "at least one character" is the contract's "required".
    expect(fieldErrorText({ field: 'name', keyword: 'minLength', limit: 1 })).toEqual({ key: 'validation.required', values: { field: { key: 'validation.field.name' } } });
    expect(fieldErrorText({ field: 'participants', keyword: 'minItems', limit: 2 })).toEqual({ key: 'validation.minItems', values: { field: 'participants', limit: 2 } });
    // A rule the catalogue has no text for is not said in the validator's English.
    expect(fieldErrorText({ field: 'x', keyword: 'uniqueItems' })).toBeNull();
  });

  it("use a form's own text for a rule of a field, list items matched by *", () => {
    const own = { 'skills.*:maxLength': 'draft.tooLong', 'skills:minItems': 'draft.skillsRequired', '*:required': 'draft.required' } as const;
    expect(fieldErrorText({ field: 'skills.3', keyword: 'maxLength', limit: 100 }, { own })).toEqual({ key: 'draft.tooLong', values: { count: 100 } });
    expect(fieldErrorText({ field: 'skills', keyword: 'minItems', limit: 1 }, { own })).toEqual({ key: 'draft.skillsRequired', values: { count: 1 } });
    expect(fieldErrorText({ field: 'position', keyword: 'minLength', limit: 1 }, { own })).toEqual({ key: 'draft.required' });
  });

  it("keep each field's first error, from the server's answer or the contract's check", () => {
    const failure = {
      ok: false as const,
      kind: 'http' as const,
      status: 400,
      body: {
        error: 'validation_error',
        message: '...',
        errors: [
          { field: 'lastName', keyword: 'maxLength', limit: 100 },
          { field: 'lastName', keyword: 'pattern' },
          { field: 'firstName', keyword: 'required' },
        ],
      },
    };
    expect(Object.keys(serverFieldErrors(failure))).toEqual(['lastName', 'firstName']);
    expect(serverFieldErrors(failure).lastName).toMatchObject({ key: 'validation.maxLength' });
    expect(serverFieldErrors({ ...failure, body: { error: 'other', message: 'x' } })).toEqual({});
    // An empty field is "required" whatever else the rules say of an empty text (the email's format).
    expect(checkForm('LoginRequest', { email: '', password: 'x' })).toEqual({ email: { key: 'validation.required', values: { field: { key: 'validation.field.email' } } } });
    expect(mergeFieldErrors({ a: { raw: '1' } }, { a: { raw: '2' }, b: { raw: '3' } })).toEqual({ a: { raw: '1' }, b: { raw: '3' } });
  });
});
