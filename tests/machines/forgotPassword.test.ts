import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createForgotPasswordActors } from '../../machines/forgotPassword/forgotPassword.actors';
import { forgotPasswordMachine } from '../../machines/forgotPassword/forgotPassword.machine';
import { selectIsSent, selectMessage } from '../../machines/forgotPassword/forgotPassword.selectors';
import { BUSY } from '../../machines/shared/tags';
import { fakeApi, jsonResponse, networkError } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

describe('forgotPassword machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    await runModelBasedTest({
      machine: forgotPasswordMachine,
      events: {
        'forgot.submit': [
          { type: 'forgot.submit', email: ' ann@example.com ' },
          { type: 'forgot.submit', email: '   ' },
          { type: 'forgot.submit', email: 'ann@' },
        ],
        'xstate.done.actor.requestPasswordReset': [{ type: 'xstate.done.actor.requestPasswordReset' }],
        'xstate.error.actor.requestPasswordReset': [
          { type: 'xstate.error.actor.requestPasswordReset', error: { text: { raw: 'Too many requests' } } },
        ],
      },
      invariants: {
        editing: (s, { event }) => {
          expect(s.hasTag(BUSY)).toBe(false);
          if (event.type === 'forgot.submit') {
            const invalid = (event as unknown as { email: string }).email.trim() !== '';
            expect(s.context.error).toEqual(invalid ? null : { key: 'forgot.missingEmail' });
            expect(Object.keys(s.context.fieldErrors)).toEqual(invalid ? ['email'] : []);
          }
          if (event.type.startsWith('xstate.error')) expect(s.context.error).toEqual({ raw: 'Too many requests' });
        },
        sending: (s, { calls }) => {
          expect(s.hasTag(BUSY)).toBe(true);
          expect(calls[0].input).toEqual({ email: 'ann@example.com' });
        },
        sent: (s) => {
          expect(selectIsSent(s)).toBe(true);
          expect(selectMessage(s)).toEqual({ key: 'forgot.sent', values: { email: 'ann@example.com' } });
        },
      },
    });
  });
});

describe('forgotPassword behaviour', () => {
  it('requires an email ("Please enter your email") without calling', () => {
    const api = fakeApi(() => jsonResponse(200, { message: 'ok' }));
    const actor = createActor(forgotPasswordMachine.provide({ actors: createForgotPasswordActors({ api }) })).start();
    actor.send({ type: 'forgot.submit', email: '' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'forgot.missingEmail' });
    expect(api.requests).toHaveLength(0);
  });

  it("checks the address against the contract's EmailRequest, its error under the field, without calling", () => {
    const api = fakeApi(() => jsonResponse(200, { message: 'ok' }));
    const actor = createActor(forgotPasswordMachine.provide({ actors: createForgotPasswordActors({ api }) })).start();
    actor.send({ type: 'forgot.submit', email: ' ann@example ' });
    expect(actor.getSnapshot().context).toMatchObject({
      error: null,
      fieldErrors: { email: { key: 'validation.format', values: { field: { key: 'validation.field.email' } } } },
    });
    expect(api.requests).toHaveLength(0);
  });

  it('posts the email and reports it sent', async () => {
    const api = fakeApi(() => jsonResponse(200, { message: 'ok' }));
    const actor = createActor(forgotPasswordMachine.provide({ actors: createForgotPasswordActors({ api }) })).start();
    actor.send({ type: 'forgot.submit', email: 'ann@example.com' });
    const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
    expect(s.value).toBe('sent');
    expect(api.requests[0].url).toBe('http://api.test/web-api/auth/forgot-password');
    expect(api.requests[0].body).toEqual({ email: 'ann@example.com' });
  });

  it('shows the server message, else "Password recovery error"', async () => {
    for (const [handler, expected] of [
      [() => jsonResponse(429, { error: 'too_many_requests', message: 'Slow down' }), { raw: 'Slow down' }],
      [() => jsonResponse(500, {}), { key: 'forgot.error' }],
      [networkError, { key: 'forgot.error' }],
    ] as const) {
      const actor = createActor(
        forgotPasswordMachine.provide({ actors: createForgotPasswordActors({ api: fakeApi(handler) }) }),
      ).start();
      actor.send({ type: 'forgot.submit', email: 'ann@example.com' });
      const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
      expect(s.value).toBe('editing');
      expect(s.context.error).toEqual(expected);
    }
  });
});
