import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { createResendCooldownActors } from '../../machines/resendCooldown/resendCooldown.actors';
import { resendCooldownMachine, type ResendRequest } from '../../machines/resendCooldown/resendCooldown.machine';
import { selectButtonLabel, selectCanResend } from '../../machines/resendCooldown/resendCooldown.selectors';
import { RESEND_COOLDOWN_SECONDS } from '../../machines/shared/constants';
import { BUSY } from '../../machines/shared/tags';
import { fakeApi, jsonResponse, networkError } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

const input = { email: 'ann@example.com', redirectUri: 'http://localhost:8080/jobtalkai/login' };

describe('resendCooldown machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const report = await runModelBasedTest({
      machine: resendCooldownMachine,
      inputs: [input, { email: 'bob@example.com' }],
      // secondsLeft is bounded (60 → 0), so it can be part of the key: the walk counts the whole way down.
      serializeState: (s) => JSON.stringify([s.value, s.context.secondsLeft]),
      events: {
        'xstate.done.actor.resendVerification': [{ type: 'xstate.done.actor.resendVerification' }],
        'xstate.error.actor.resendVerification': [
          { type: 'xstate.error.actor.resendVerification', error: { text: { raw: 'Too many requests' } } },
          { type: 'xstate.error.actor.resendVerification', error: new Error('bug') },
        ],
      },
      invariants: {
        idle: (s) => {
          expect(s.context.secondsLeft).toBe(0);
          expect(selectCanResend(s)).toBe(true);
        },
        sending: (s, { calls, input: given }) => {
          expect(s.hasTag(BUSY)).toBe(true);
          expect(s.context.error).toBeNull();
          if (calls.length) expect(calls[0].input).toEqual(given);
        },
        coolingDown: (s, { event, previous }) => {
          expect(selectCanResend(s)).toBe(false);
          expect(s.context.secondsLeft).toBeGreaterThanOrEqual(1);
          expect(s.context.secondsLeft).toBeLessThanOrEqual(RESEND_COOLDOWN_SECONDS);
          expect(s.context.message).toEqual({ key: 'checkEmail.resent' });
          if (event.type.startsWith('xstate.after.')) {
            expect(s.context.secondsLeft).toBe(previous!.context.secondsLeft - 1);
          } else {
            expect(s.context.secondsLeft).toBe(RESEND_COOLDOWN_SECONDS);
          }
        },
      },
    });
    // Two inputs; the longest path counts the full minute down.
    expect(report.steps).toBeGreaterThan(2 * RESEND_COOLDOWN_SECONDS);
  });
});

describe('resendCooldown behaviour', () => {
  it('counts 60 → 0 in one-second ticks on the simulated clock, then enables the button', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      resendCooldownMachine.provide({ actors: { resendVerification: fromPromise<void, ResendRequest>(async () => {}) } }),
      { input, clock },
    ).start();
    actor.send({ type: 'resend.request' });
    await waitFor(actor, (s) => s.matches('coolingDown'));
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(selectButtonLabel(actor.getSnapshot())).toEqual({ key: 'checkEmail.resendIn', values: { seconds: 60 } });
    clock.increment(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    for (let i = 0; i < 58; i += 1) clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().matches('coolingDown')).toBe(true);
    actor.send({ type: 'resend.request' });
    expect(actor.getSnapshot().matches('coolingDown')).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(selectButtonLabel(actor.getSnapshot())).toEqual({ key: 'checkEmail.resend' });
  });

  it('posts email and redirectUri, and shows "A new verification email has been sent."', async () => {
    const api = fakeApi(() => jsonResponse(200, { message: 'ok' }));
    const actor = createActor(resendCooldownMachine.provide({ actors: createResendCooldownActors({ api }) }), {
      input,
    }).start();
    actor.send({ type: 'resend.request' });
    const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
    expect(s.value).toBe('coolingDown');
    expect(s.context.message).toEqual({ key: 'checkEmail.resent' });
    expect(api.requests[0].url).toBe('http://api.test/web-api/auth/resend-verification');
    expect(api.requests[0].body).toEqual(input);
    actor.stop();
  });

  it('omits redirectUri when there is none', async () => {
    const api = fakeApi(() => jsonResponse(200, { message: 'ok' }));
    const actor = createActor(resendCooldownMachine.provide({ actors: createResendCooldownActors({ api }) }), {
      input: { email: 'bob@example.com' },
    }).start();
    actor.send({ type: 'resend.request' });
    await waitFor(actor, (x) => !x.hasTag(BUSY));
    expect(api.requests[0].body).toEqual({ email: 'bob@example.com' });
    actor.stop();
  });

  it('fails back to idle with the server message, else "Failed to resend verification email"', async () => {
    for (const [handler, expected] of [
      [() => jsonResponse(429, { error: 'too_many_requests', message: 'Slow down' }), { raw: 'Slow down' }],
      [() => jsonResponse(500, 'oops'), { key: 'checkEmail.resendFailed' }],
      [networkError, { key: 'checkEmail.resendFailed' }],
    ] as const) {
      const api = fakeApi(handler);
      const actor = createActor(resendCooldownMachine.provide({ actors: createResendCooldownActors({ api }) }), {
        input,
      }).start();
      actor.send({ type: 'resend.request' });
      const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
      expect(s.value).toBe('idle');
      expect(s.context.error).toEqual(expected);
      expect(s.context.secondsLeft).toBe(0);
    }
  });
});
