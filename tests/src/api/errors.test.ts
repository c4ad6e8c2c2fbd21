import { describe, expect, it } from 'vitest';
import { isNetworkError, joinFieldErrors, toApiError } from '../../../src/api/errors';

describe('toApiError', () => {
  it('reads the contract\'s Error body', () => {
    const error = toApiError(
      {
        error: 'validation_error',
        message: 'Invalid body',
        errors: [
          { field: 'firstName', message: 'First name is required' },
          { field: 'lastName', message: 'Last name is required' },
          { nonsense: true },
        ],
      },
      { status: 400 },
    );
    expect(error).toEqual({
      status: 400,
      code: 'validation_error',
      message: 'Invalid body',
      errors: [
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
      ],
      emailVerificationRequired: false,
    });
    expect(joinFieldErrors(error.errors)).toBe('First name is required, Last name is required');
  });

  it('flags the email-verification case by code or by flag', () => {
    expect(toApiError({ error: 'email_verification_required', message: 'x' }, { status: 401 }).emailVerificationRequired).toBe(true);
    expect(toApiError({ error: 'other', message: 'x', emailVerificationRequired: true }, { status: 401 }).emailVerificationRequired).toBe(true);
  });

  it('gives nulls for bodies that are not the contract\'s shape (the caller uses the spec\'s text)', () => {
    expect(toApiError('<html>Bad gateway</html>', { status: 502 })).toEqual({
      status: 502,
      code: null,
      message: null,
      errors: [],
      emailVerificationRequired: false,
    });
    expect(toApiError(undefined, undefined).status).toBe(0);
    expect(toApiError({ message: '   ' }, { status: 400 }).message).toBeNull();
  });

  it('tells network failures from other errors', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
