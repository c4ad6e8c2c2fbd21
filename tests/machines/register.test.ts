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
            expect(s.context.error).toEqual(
              !submitted.name
                ? { key: 'register.missingFields' }
                : submitted.password !== submitted.confirmPassword
                  ? { key: 'register.passwordMismatch' }
                  : { key: 'register.passwordTooShort' },
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
  it('checks all fields, then the match, then the 8-character minimum, before calling', () => {
    const { actor, api } = start(() => jsonResponse(201, { message: 'ok', email: 'x' }));
    actor.send({ ...form, confirmPassword: '', password: 'a' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'register.missingFields' });
    actor.send({ ...form, confirmPassword: 'b', password: 'a' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'register.passwordMismatch' });
    actor.send({ ...form, confirmPassword: 'seven77', password: 'seven77' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'register.passwordTooShort' });
    expect(api.requests).toHaveLength(0);
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
