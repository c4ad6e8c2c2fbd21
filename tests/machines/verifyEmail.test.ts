import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { BUSY } from '../../machines/shared/tags';
import { createVerifyEmailActors } from '../../machines/verifyEmail/verifyEmail.actors';
import { verifyEmailMachine } from '../../machines/verifyEmail/verifyEmail.machine';
import { selectError, selectIsVerified } from '../../machines/verifyEmail/verifyEmail.selectors';
import { fakeApi, jsonResponse, networkError } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

describe('verifyEmail machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    await runModelBasedTest({
      machine: verifyEmailMachine,
      inputs: [{ key: 'k1', redirectUri: 'http://localhost/jobtalkai/login' }, { key: 'k2' }, {}, { key: '  ' }],
      recordActions: ['redirectToLogin'],
      events: {
        'xstate.done.actor.verifyEmail': [{ type: 'xstate.done.actor.verifyEmail', output: { email: 'ann@example.com' } }],
        'xstate.error.actor.verifyEmail': [
          { type: 'xstate.error.actor.verifyEmail', error: { text: { raw: 'This link has expired.' } } },
          { type: 'xstate.error.actor.verifyEmail', error: new Error('bug') },
        ],
      },
      invariants: {
        verifying: (s, { calls, input }) => {
          expect(s.hasTag(BUSY)).toBe(true);
          const given = input as { key?: string; redirectUri?: string };
          expect(calls[0].input).toEqual(
            given.redirectUri ? { key: given.key, redirectUri: given.redirectUri } : { key: given.key },
          );
        },
        verified: (s, { allActions }) => {
          expect(selectIsVerified(s)).toBe(true);
          expect(allActions).toEqual([]);
        },
        redirected: (s, { actions }) => {
          expect(s.status).toBe('done');
          expect(actions.map((a) => a.name)).toEqual(['redirectToLogin']);
        },
        failed: (s, { input, allActions, previous }) => {
          expect(s.status).toBe('done');
          expect(allActions).toEqual([]);
          if (!(input as { key?: string }).key?.trim()) {
            expect(selectError(s)).toEqual({ key: 'verify.missingKey' });
            expect(previous).toBeNull();
          } else {
            expect(selectError(s)).not.toBeNull();
          }
        },
      },
    });
  });
});

describe('verifyEmail behaviour', () => {
  it('fails at once with "verification key is missing" and calls nothing', () => {
    const api = fakeApi(() => jsonResponse(200, {}));
    const actor = createActor(verifyEmailMachine.provide({ actors: createVerifyEmailActors({ api }) }), {
      input: { redirectUri: 'x' },
    }).start();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'verify.missingKey' });
    expect(api.requests).toHaveLength(0);
  });

  it('sends key and redirectUri as query and redirects to sign-in exactly 3 s after success', async () => {
    const clock = new SimulatedClock();
    const api = fakeApi(() => jsonResponse(200, { message: 'Verified', email: 'ann@example.com' }));
    let redirects = 0;
    const actor = createActor(
      verifyEmailMachine.provide({
        actors: createVerifyEmailActors({ api }),
        actions: { redirectToLogin: () => void (redirects += 1) },
      }),
      { input: { key: 'abc', redirectUri: 'http://h/jobtalkai/login' }, clock },
    ).start();
    await waitFor(actor, (s) => s.matches('verified'));
    const url = new URL(api.requests[0].url);
    expect(url.pathname).toBe('/web-api/auth/verify-email');
    expect(url.searchParams.get('key')).toBe('abc');
    expect(url.searchParams.get('redirectUri')).toBe('http://h/jobtalkai/login');
    clock.increment(2999);
    expect(redirects).toBe(0);
    clock.increment(1);
    expect(redirects).toBe(1);
    expect(actor.getSnapshot().value).toBe('redirected');
  });

  it('shows the server message, else "The link may be expired or invalid."', async () => {
    for (const [handler, expected] of [
      [() => jsonResponse(400, { error: 'invalid_verification_key', message: 'Link expired' }), { raw: 'Link expired' }],
      [() => jsonResponse(400, {}), { key: 'verify.failedDetail' }],
      [networkError, { key: 'verify.failedDetail' }],
    ] as const) {
      const actor = createActor(verifyEmailMachine.provide({ actors: createVerifyEmailActors({ api: fakeApi(handler) }) }), {
        input: { key: 'abc' },
      }).start();
      const s = await waitFor(actor, (x) => x.status === 'done');
      expect(s.value).toBe('failed');
      expect(s.context.error).toEqual(expected);
    }
  });
});
