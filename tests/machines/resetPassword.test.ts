import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createResetPasswordActors } from '../../machines/resetPassword/resetPassword.actors';
import { INVALID_RESET_TOKEN, resetPasswordMachine } from '../../machines/resetPassword/resetPassword.machine';
import { selectShowsForm } from '../../machines/resetPassword/resetPassword.selectors';
import { BUSY } from '../../machines/shared/tags';
import { fakeApi, jsonResponse, networkError, type FakeHandler } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

const good = { type: 'reset.submit', newPassword: 'longenough1', confirmPassword: 'longenough1' } as const;

describe('resetPassword machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    await runModelBasedTest({
      machine: resetPasswordMachine,
      inputs: [{ token: 'tok' }, {}],
      recordActions: ['redirectToLogin'],
      events: {
        'reset.submit': [
          good,
          { type: 'reset.submit', newPassword: '', confirmPassword: 'x' },
          { type: 'reset.submit', newPassword: 'longenough1', confirmPassword: 'longenough2' },
          { type: 'reset.submit', newPassword: 'short', confirmPassword: 'short' },
        ],
        'xstate.done.actor.validateResetToken': [
          { type: 'xstate.done.actor.validateResetToken', output: { email: 'ann@example.com' } },
        ],
        'xstate.error.actor.validateResetToken': [
          {
            type: 'xstate.error.actor.validateResetToken',
            error: { text: { key: 'reset.invalidToken' }, code: INVALID_RESET_TOKEN },
          },
          { type: 'xstate.error.actor.validateResetToken', error: { text: { key: 'reset.validateFailed' } } },
        ],
        'xstate.done.actor.resetPassword': [{ type: 'xstate.done.actor.resetPassword' }],
        'xstate.error.actor.resetPassword': [
          { type: 'xstate.error.actor.resetPassword', error: { text: { key: 'reset.invalidToken' }, code: INVALID_RESET_TOKEN } },
          { type: 'xstate.error.actor.resetPassword', error: { text: { raw: 'Password too common' } } },
        ],
      },
      invariants: {
        '*': (s) => expect(s.hasTag(BUSY)).toBe(s.matches('validating') || s.matches('submitting')),
        valid: (s, { event }) => {
          expect(selectShowsForm(s)).toBe(true);
          if (event.type === 'reset.submit') {
            const { newPassword, confirmPassword } = event as typeof good;
            const expected = !newPassword || !confirmPassword
              ? 'reset.missingFields'
              : newPassword !== confirmPassword
                ? 'reset.passwordMismatch'
                : 'reset.tooShort';
            expect(s.context.error).toEqual({ key: expected });
          }
        },
        submitting: (s, { calls }) => {
          expect(s.context.error).toBeNull();
          expect(calls[0]).toMatchObject({
            src: 'resetPassword',
            input: { token: 'tok', newPassword: 'longenough1', confirmPassword: 'longenough1' },
          });
        },
        invalid: (s, { input }) => {
          expect(s.status).toBe('done');
          if (!(input as { token?: string }).token) expect(s.context.error).toEqual({ key: 'reset.missingToken' });
          else expect(s.context.error).not.toBeNull();
        },
        redirected: (_s, { actions }) => expect(actions).toEqual([{ name: 'redirectToLogin', params: undefined }]),
        succeeded: (s, { allActions }) => {
          expect(allActions).toEqual([]);
          expect(s.context.pending).toBeNull();
        },
      },
    });
  });
});

function start(handler: FakeHandler, token: string | null = 'tok', clock?: SimulatedClock) {
  const api = fakeApi(handler);
  const redirects: string[] = [];
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: createResetPasswordActors({ api }),
      actions: { redirectToLogin: () => void redirects.push('/login?reset=success') },
    }),
    clock ? { input: { token }, clock } : { input: { token } },
  ).start();
  return { api, actor, redirects };
}

describe('resetPassword behaviour', () => {
  it('a link without a token is invalid at once: "The reset token is missing."', () => {
    const { actor, api } = start(() => jsonResponse(200, { valid: true }), null);
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'reset.missingToken' });
    expect(api.requests).toHaveLength(0);
  });

  it('validates on load: 400 → invalid link, other failures → "Failed to validate reset token."', async () => {
    for (const [handler, expected] of [
      [() => jsonResponse(400, { error: 'invalid_reset_token', message: 'nope' }), { key: 'reset.invalidToken' }],
      [() => jsonResponse(200, { valid: false }), { key: 'reset.invalidToken' }],
      [() => jsonResponse(500, { error: 'internal', message: 'x' }), { key: 'reset.validateFailed' }],
      [networkError, { key: 'reset.validateFailed' }],
    ] as const) {
      const { actor, api } = start(handler);
      const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
      expect(s.value).toBe('invalid');
      expect(s.context.error).toEqual(expected);
      expect(api.requests[0].body).toEqual({ token: 'tok' });
    }
  });

  it('checks the form in order: all fields, match, at least 8 characters — without calling', async () => {
    const { actor, api } = start(() => jsonResponse(200, { valid: true, email: 'ann@example.com' }));
    await waitFor(actor, (s) => s.matches('valid'));
    expect(actor.getSnapshot().context.email).toBe('ann@example.com');
    // Both empty and different: "fill in all fields" wins.
    actor.send({ type: 'reset.submit', newPassword: '', confirmPassword: 'abc' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'reset.missingFields' });
    // Short and different: "do not match" wins over "too short".
    actor.send({ type: 'reset.submit', newPassword: 'abc', confirmPassword: 'abd' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'reset.passwordMismatch' });
    actor.send({ type: 'reset.submit', newPassword: '1234567', confirmPassword: '1234567' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'reset.tooShort' });
    expect(api.requests).toHaveLength(1);
    actor.send({ type: 'reset.submit', newPassword: '12345678', confirmPassword: '12345678' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('on success redirects to /login?reset=success after exactly 3 s', async () => {
    const clock = new SimulatedClock();
    const { actor, api, redirects } = start(
      (r) => (r.url.endsWith('validate-reset-token') ? jsonResponse(200, { valid: true }) : jsonResponse(200, { message: 'ok' })),
      'tok',
      clock,
    );
    await waitFor(actor, (s) => s.matches('valid'));
    actor.send(good);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(api.requests[1].body).toEqual({ token: 'tok', newPassword: 'longenough1', confirmPassword: 'longenough1' });
    clock.increment(2999);
    expect(redirects).toEqual([]);
    clock.increment(1);
    expect(redirects).toEqual(['/login?reset=success']);
  });

  it('maps submit failures: invalid token → invalid page; server message; fallback; network', async () => {
    const cases = [
      [jsonResponse(400, { error: 'invalid_reset_token', message: 'used' }), 'invalid', { key: 'reset.invalidToken' }],
      [jsonResponse(400, { error: 'password_too_short', message: 'Too short!' }), 'valid', { raw: 'Too short!' }],
      [jsonResponse(502, ''), 'valid', { key: 'reset.failedRetry' }],
      [null, 'valid', { key: 'reset.unexpected' }],
    ] as const;
    for (const [response, state, error] of cases) {
      const { actor } = start((r) => {
        if (r.url.endsWith('validate-reset-token')) return jsonResponse(200, { valid: true });
        if (response === null) networkError();
        return response.clone();
      });
      await waitFor(actor, (s) => s.matches('valid'));
      actor.send(good);
      const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
      expect(s.value).toBe(state);
      expect(s.context.error).toEqual(error);
    }
  });
});
