import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createRegisterActors } from '../../machines/register/register.actors';
import { registerMachine, USER_EXISTS } from '../../machines/register/register.machine';
import { selectOfferSignIn } from '../../machines/register/register.selectors';
import { BUSY } from '../../machines/shared/tags';
import { fakeApi, jsonResponse, networkError, type FakeHandler } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

const redirectUri = 'http://localhost:8080/jobtalkai/login';
const form = { type: 'register.submit', name: ' Ann ', email: ' ann@example.com ', password: 'secret123', confirmPassword: 'secret123' } as const;

describe('register machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    await runModelBasedTest({
      machine: registerMachine,
      inputs: [{ redirectUri }],
      serializeState: (s) => JSON.stringify([s.value, s.context.offerSignIn]),
      recordActions: ['goToCheckEmail'],
      events: {
        'register.submit': [
          form,
          { ...form, name: '' },
          { ...form, confirmPassword: 'other' },
          { ...form, password: 'short12', confirmPassword: 'short12' },
        ],
        'xstate.done.actor.register': [{ type: 'xstate.done.actor.register' }],
        'xstate.error.actor.register': [
          { type: 'xstate.error.actor.register', error: { text: { key: 'register.userExists' }, code: USER_EXISTS } },
          { type: 'xstate.error.actor.register', error: { text: { raw: 'Password is too short' } } },
        ],
      },
      invariants: {
        editing: (s, { event }) => {
          expect(s.hasTag(BUSY)).toBe(false);
          if (event.type === 'register.submit') {
            const submitted = event as unknown as typeof form;
            // The spec's message above the form for an empty field, with each field's error.
            expect(s.context.error).toEqual(!submitted.name ? { key: 'register.missingFields' } : null);
            expect(s.context.fieldErrors).toEqual(
              !submitted.name
                ? { name: { key: 'validation.required', values: { field: { key: 'validation.field.name' } } } }
                : submitted.password !== submitted.confirmPassword
                  ? { confirmPassword: { key: 'register.passwordMismatch' } }
                  : { password: { key: 'validation.minLength', values: { field: { key: 'validation.field.password' }, limit: 8 } } },
            );
            expect(selectOfferSignIn(s)).toBe(false);
          }
          if (event.type === 'xstate.error.actor.register') {
            expect(selectOfferSignIn(s)).toBe((event as unknown as { error: { code?: string } }).error.code === USER_EXISTS);
          }
        },
        submitting: (s, { calls }) => {
          expect(s.hasTag(BUSY)).toBe(true);
          expect(s.context.offerSignIn).toBe(false);
          expect(calls[0].input).toEqual({ name: 'Ann', email: 'ann@example.com', password: 'secret123', redirectUri });
        },
        registered: (s, { actions }) => {
          expect(s.status).toBe('done');
          expect(actions).toEqual([{ name: 'goToCheckEmail', params: { email: 'ann@example.com' } }]);
          expect(s.context.pending).toBeNull();
        },
      },
    });
  });
});

function start(handler: FakeHandler) {
  const api = fakeApi(handler);
  const checkEmail: string[] = [];
  const actor = createActor(
    registerMachine.provide({
      actors: createRegisterActors({ api }),
      actions: { goToCheckEmail: (_, { email }) => void checkEmail.push(email) },
    }),
    { input: { redirectUri } },
  ).start();
  return { api, actor, checkEmail };
}

describe('register behaviour', () => {
  it("checks every field against the contract's RegisterRequest and the confirmation before calling, each error by its field", async () => {
    const { actor, api } = start(() => jsonResponse(201, { message: 'ok', email: 'x' }));
    actor.send({ ...form, name: ' ', email: 'ann@', password: 'a', confirmPassword: '' });
    const label = (name: string) => ({ key: `validation.field.${name}` });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: { key: 'validation.required', values: { field: label('name') } },
      email: { key: 'validation.format', values: { field: label('email') } },
      password: { key: 'validation.minLength', values: { field: label('password'), limit: 8 } },
      confirmPassword: { key: 'validation.required', values: { field: label('confirmPassword') } },
    });
    actor.send({ ...form, email: `${'a'.repeat(250)}@x.io`, confirmPassword: 'b' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: { key: 'validation.maxLength', values: { field: label('email'), limit: 254 } },
      confirmPassword: { key: 'register.passwordMismatch' },
    });
    expect(api.requests).toHaveLength(0);
    // A corrected form goes out and clears them.
    actor.send(form);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    await waitFor(actor, (x) => !x.hasTag(BUSY));
    expect(api.requests).toHaveLength(1);
  });

  it("shows each field error of the server's validation_error next to its field", async () => {
    const { actor } = start(() =>
      jsonResponse(400, {
        error: 'validation_error',
        message: 'name must NOT have more than 200 characters, email is not valid',
        errors: [
          { field: 'name', message: 'name must NOT have more than 200 characters', keyword: 'maxLength', limit: 200 },
          { field: 'email', message: 'Please enter a valid email address', keyword: 'format' },
        ],
      }),
    );
    actor.send(form);
    const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
    expect(s.context.error).toEqual({ key: 'register.invalidDetails' });
    expect(s.context.fieldErrors).toEqual({
      name: { key: 'validation.maxLength', values: { field: { key: 'validation.field.name' }, limit: 200 } },
      email: { key: 'validation.format', values: { field: { key: 'validation.field.email' } } },
    });
  });

  it('posts name, email, password and the /login redirectUri, then goes to /check-email', async () => {
    const { actor, api, checkEmail } = start(() => jsonResponse(201, { message: 'ok', email: 'ann@example.com' }));
    actor.send(form);
    const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
    expect(s.value).toBe('registered');
    expect(api.requests[0].body).toEqual({ name: 'Ann', email: 'ann@example.com', password: 'secret123', redirectUri });
    expect(checkEmail).toEqual(['ann@example.com']);
  });

  it('maps failures: 409 / "already exists" offer sign-in; server message; default; network', async () => {
    const cases = [
      [() => jsonResponse(409, { error: 'user_already_exists', message: 'Conflict' }), { key: 'register.userExists' }, true],
      [() => jsonResponse(400, { error: 'x', message: 'User already exists!' }), { key: 'register.userExists' }, true],
      [() => jsonResponse(400, { error: 'validation_error', message: 'body/password must NOT have fewer than 8 characters' }), { key: 'register.invalidDetails' }, false],
      [() => jsonResponse(400, { error: 'weak_password', message: 'Password too common' }), { raw: 'Password too common' }, false],
      [() => jsonResponse(500, ''), { key: 'register.defaultError' }, false],
      [networkError, { key: 'register.unexpectedError' }, false],
    ] as const;
    for (const [handler, error, offer] of cases) {
      const { actor, checkEmail } = start(handler);
      actor.send(form);
      const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
      expect(s.value).toBe('editing');
      expect(s.context.error).toEqual(error);
      expect(s.context.offerSignIn).toBe(offer);
      expect(checkEmail).toEqual([]);
    }
  });
});
