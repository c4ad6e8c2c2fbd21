import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CONSTRAINTS, CONTRACT, constraintsModule } from '../../build/contractConstraints';
import { checkRequest, fieldConstraints, REQUEST_SCHEMAS, type FormRequest } from '../../openapi/requestChecks';

/** The server's validator as server/app.ts sets it up, but listing every error. */
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

/** Ajv's errors in the server's FieldError shape (server/http/errors.ts). */
function serverErrors(request: FormRequest, body: unknown) {
  const validate = ajv.compile(REQUEST_SCHEMAS[request]);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((issue) => {
    const params = issue.params as Record<string, unknown>;
    const parts = issue.instancePath.split('/').filter(Boolean);
    const missing = params.missingProperty ?? params.additionalProperty;
    if (typeof missing === 'string') parts.push(missing);
    return { field: parts.join('.') || 'body', keyword: issue.keyword, ...(typeof params.limit === 'number' ? { limit: params.limit } : {}) };
  });
}

const sorted = <T>(items: T[]) => items.map((item) => JSON.stringify(item)).sort();

describe('openapi/constraints.gen.ts', () => {
  it('is exactly what `npm run gen:api` makes of the contract now', () => {
    const fresh = constraintsModule(readFileSync(CONTRACT, 'utf8'));
    expect(fresh === readFileSync(CONSTRAINTS, 'utf8'), 'openapi/constraints.gen.ts is stale: run `npm run gen:api`').toBe(true);
    expect(fieldConstraints('RegisterRequest', 'password').minLength).toBe(8);
    expect(fieldConstraints('PrivateScenarioUpdateRequest', 'skills', '0').maxLength).toBe(100);
  });

  it('refuses a contract whose form schema uses a rule the check does not know', () => {
    const contract = readFileSync(CONTRACT, 'utf8').replace(/( {4}ProfileUpdateRequest:\n {6}type: object\n)/, '$1      oneOf: []\n');
    expect(() => constraintsModule(contract)).toThrow(/ProfileUpdateRequest: the keyword oneOf/);
  });
});

describe('checking a form against the contract before sending it', () => {
  const long = (n: number) => 'x'.repeat(n);
  const cases: Array<[FormRequest, unknown]> = [
    ['RegisterRequest', { name: 'Ann', email: 'ann@example.com', password: 'long enough', redirectUri: 'http://x/login' }],
    ['RegisterRequest', { name: '', email: 'not an address', password: 'short', redirectUri: 'http://x/login' }],
    ['RegisterRequest', { email: `${long(250)}@example.com`, password: long(257), extra: 1 }],
    ['LoginRequest', { email: 'a@b', password: '' }],
    ['EmailRequest', { email: 'anna@example' }],
    ['ResetPasswordRequest', { token: 't', newPassword: '', confirmPassword: long(300) }],
    ['ProfileUpdateRequest', { firstName: '   ', lastName: long(101) }],
    ['ChangePasswordRequest', { currentPassword: 'x', newPassword: 'y' }],
    ['PrivateScenarioCreateRequest', { postingText: long(199), cvText: long(20001) }],
    [
      'PrivateScenarioUpdateRequest',
      {
        position: '',
        skills: Array.from({ length: 41 }, (_, i) => (i === 2 ? long(101) : `skill ${i}`)),
        requirements: [''],
        participants: [{ name: 'A', role: 'B', gender: 'other', welcomeMessage: long(1001) }],
      },
    ],
    ['PrivateScenarioUpdateRequest', { skills: [] }],
    ['PrivateScenarioUpdateRequest', {}],
  ];

  it.each(cases)('%s: the same fields, rules and limits as the server finds in %j', (request, body) => {
    const found = checkRequest(request, body);
    expect(sorted(found)).toEqual(sorted(serverErrors(request, body)));
  });

  it('names each field by its path and counts characters as the server does', () => {
    expect(checkRequest('RegisterRequest', { name: '', email: 'x', password: 'short', redirectUri: 'u' })).toEqual(
      expect.arrayContaining([
        { field: 'name', keyword: 'minLength', limit: 1 },
        { field: 'email', keyword: 'format' },
        { field: 'password', keyword: 'minLength', limit: 8 },
      ]),
    );
    // An emoji is one character (two UTF-16 units), as for the server's validator.
    expect(checkRequest('ProfileUpdateRequest', { firstName: '😀'.repeat(100), lastName: 'B' })).toEqual([]);
    expect(checkRequest('PrivateScenarioUpdateRequest', { participants: [{ name: 'A', role: 'B', gender: 'male' }] })).toEqual([
      { field: 'participants', keyword: 'minItems', limit: 2 },
    ]);
  });
});
