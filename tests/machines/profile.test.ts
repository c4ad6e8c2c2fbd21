import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createProfileActors } from '../../machines/profile/profile.actors';
import { profileMachine, type ProfileDetails } from '../../machines/profile/profile.machine';
import { selectConfirmation, selectPasswordChanged } from '../../machines/profile/profile.selectors';
import { BUSY } from '../../machines/shared/tags';
import { fakeApi, jsonResponse, networkError, type FakeHandler } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

const details: ProfileDetails = { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', name: 'Ann Lee' };
const renamed: ProfileDetails = { ...details, firstName: 'Anna', lastName: 'Berg', name: 'Anna Berg' };
const change = { type: 'profile.changePassword', currentPassword: 'old-pass', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' } as const;

const passwordErrorFor = (e: typeof change) =>
  !e.currentPassword
    ? 'profile.currentRequired'
    : !e.newPassword || !e.confirmPassword
      ? 'profile.allRequired'
      : e.newPassword !== e.confirmPassword
        ? 'profile.mismatch'
        : 'profile.tooShort';

describe('profile machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const report = await runModelBasedTest({
      machine: profileMachine,
      recordActions: ['userRenamed', 'logoutAllDevices', 'deactivated'],
      events: {
        'profile.save': [
          { type: 'profile.save', firstName: ' Anna ', lastName: 'Berg' },
          { type: 'profile.save', firstName: 'Anna', lastName: '  ' },
        ],
        'profile.changePassword': [
          change,
          { ...change, currentPassword: '' },
          { ...change, confirmPassword: '' },
          { ...change, confirmPassword: 'other-pass' },
          { ...change, newPassword: 'short', confirmPassword: 'short' },
        ],
        'xstate.done.actor.loadProfile': [{ type: 'xstate.done.actor.loadProfile', output: details }],
        'xstate.error.actor.loadProfile': [{ type: 'xstate.error.actor.loadProfile', error: { text: { key: 'profile.loadFailed' } } }],
        'xstate.done.actor.updateProfile': [{ type: 'xstate.done.actor.updateProfile', output: renamed }],
        'xstate.error.actor.updateProfile': [
          { type: 'xstate.error.actor.updateProfile', error: { text: { raw: 'firstName is too long, lastName is too long' } } },
        ],
        'xstate.done.actor.changePassword': [{ type: 'xstate.done.actor.changePassword' }],
        'xstate.error.actor.changePassword': [
          { type: 'xstate.error.actor.changePassword', error: { text: { raw: 'Current password is incorrect' } } },
        ],
        'xstate.done.actor.deactivateAccount': [{ type: 'xstate.done.actor.deactivateAccount' }],
        'xstate.error.actor.deactivateAccount': [
          { type: 'xstate.error.actor.deactivateAccount', error: { text: { key: 'profile.deactivateFailed' } } },
        ],
      },
      invariants: {
        '*': (s, { event, actions }) => {
          const busy = s.matches('loading') || s.matches({ ready: { details: 'saving' } }) ||
            s.matches({ ready: { password: 'changing' } }) || s.matches({ ready: { account: 'deactivating' } });
          expect(s.hasTag(BUSY)).toBe(busy);
          // A provided action fires only on its own step.
          const expected =
            event.type === 'xstate.done.actor.updateProfile'
              ? [{ name: 'userRenamed', params: { name: 'Anna Berg' } }]
              : event.type === 'profile.logoutConfirmed'
                ? [{ name: 'logoutAllDevices', params: undefined }]
                : event.type === 'xstate.done.actor.deactivateAccount'
                  ? [{ name: 'deactivated', params: undefined }]
                  : [];
          expect(actions).toEqual(expected);
        },
        ready: (s) => expect(s.context.email).toBe('ann@example.com'),
        loadFailed: (s) => expect(s.context.loadError).toEqual({ key: 'profile.loadFailed' }),
        'ready.details.editing': (s, { event }) => {
          if (event.type === 'profile.save') {
            expect(s.context.detailsError).toEqual({ key: 'profile.namesRequired' });
            expect(s.context.detailsFieldErrors).toEqual({ lastName: { key: 'validation.required', values: { field: { key: 'validation.field.lastName' } } } });
          }
          if (event.type === 'xstate.error.actor.updateProfile') {
            expect(s.context.detailsError).toEqual({ raw: 'firstName is too long, lastName is too long' });
          }
        },
        'ready.details.saving': (s, { event, calls }) => {
          if (event.type === 'profile.save' && calls.length) {
            expect(calls).toEqual([{ src: 'updateProfile', id: 'updateProfile', input: { firstName: 'Anna', lastName: 'Berg' } }]);
          }
          expect(s.context.detailsError).toBeNull();
        },
        'ready.details.saved': (s) => {
          expect(s.context).toMatchObject({ firstName: 'Anna', lastName: 'Berg', detailsMessage: { key: 'profile.saved' } });
        },
        'ready.password.editing': (s, { event }) => {
          if (event.type === 'profile.changePassword') {
            expect(s.context.passwordError).toEqual({ key: passwordErrorFor(event as unknown as typeof change) });
          }
        },
        'ready.password.changing': (s, { event, calls }) => {
          if (event.type === 'profile.changePassword' && calls.length) {
            expect(calls[0].input).toEqual({ currentPassword: 'old-pass', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' });
          }
          expect(s.context.passwordError).toBeNull();
        },
        'ready.password.changed': (s) => {
          expect(selectPasswordChanged(s)).toBe(true);
          expect(s.context.passwordMessage).toEqual({ key: 'profile.passwordUpdated' });
          expect(s.context.pendingPassword).toBeNull();
        },
        'ready.account.confirmingLogout': (s) => expect(selectConfirmation(s)).toBe('logout'),
        'ready.account.confirmingDeactivation': (s) => expect(selectConfirmation(s)).toBe('deactivate'),
        'ready.account.confirmingDeactivationAgain': (s) => expect(selectConfirmation(s)).toBe('deactivateAgain'),
        'ready.account.idle': (s, { event }) => {
          if (event.type === 'xstate.error.actor.deactivateAccount') {
            expect(s.context.accountError).toEqual({ key: 'profile.deactivateFailed' });
          }
          if (event.type === 'profile.logoutCancelled' || event.type === 'profile.deactivateCancelled') {
            expect(s.context.accountError).toBeNull();
          }
        },
      },
    });
    expect(report.stateNodes).toBe(19);
  });
});

function start(handler: FakeHandler) {
  const api = fakeApi(handler);
  const log: string[] = [];
  const actor = createActor(
    profileMachine.provide({
      actors: createProfileActors({ api }),
      actions: {
        userRenamed: (_, { name }) => void log.push(`renamed:${name}`),
        logoutAllDevices: () => void log.push('logoutAllDevices'),
        deactivated: () => void log.push('deactivated'),
      },
    }),
  ).start();
  return { api, actor, log };
}

const meBody = {
  id: 'u1', email: 'ann@example.com', name: 'Ann Lee', firstName: 'Ann', lastName: 'Lee', emailVerified: true,
  authProviders: ['password'], createdAt: '2024-01-01T00:00:00Z', hasProSubscription: false, availableSessions: 10,
};
const path = (url: string) => new URL(url).pathname;

describe('profile behaviour', () => {
  it('loads the current user, saves the names and reports the new name', async () => {
    const { actor, api, log } = start((r) => {
      if (r.method === 'GET') return jsonResponse(200, meBody);
      return jsonResponse(200, { ...meBody, firstName: 'Anna', lastName: 'Berg', name: 'Anna Berg' });
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' });
    actor.send({ type: 'profile.save', firstName: 'Anna ', lastName: ' Berg' });
    await waitFor(actor, (s) => s.matches({ ready: { details: 'saved' } }));
    expect(api.requests[1]).toMatchObject({ method: 'PUT', body: { firstName: 'Anna', lastName: 'Berg' } });
    expect(path(api.requests[1].url)).toBe('/web-api/profile');
    expect(log).toEqual(['renamed:Anna Berg']);
  });

  it('says each name\'s field error by its rule (catalogue) next to it, another field\'s above the form, a validation error without one in general words, else "Failed to update profile."', async () => {
    const cases = [
      [
        jsonResponse(400, {
          error: 'validation_error',
          message: 'Invalid',
          errors: [
            { field: 'firstName', message: 'firstName must NOT have more than 100 characters', keyword: 'maxLength', limit: 100 },
            { field: 'lastName', message: 'lastName must NOT have more than 100 characters', keyword: 'maxLength', limit: 100 },
          ],
        }),
        null,
      ],
      [jsonResponse(400, { error: 'validation_error', message: 'Invalid', errors: [{ field: 'body.nickname', message: 'nickname is not allowed', keyword: 'additionalProperties' }] }), { key: 'validation.additionalProperties', values: { field: 'nickname' } }],
      [jsonResponse(400, { error: 'validation_error', message: 'Invalid body' }), { key: 'validation.generic' }],
      [jsonResponse(500, ''), { key: 'profile.updateFailed' }],
    ] as const;
    for (const [response, error] of cases) {
      const { actor } = start((r) => (r.method === 'GET' ? jsonResponse(200, meBody) : response.clone()));
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'profile.save', firstName: 'A', lastName: 'B' });
      const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
      expect(s.matches({ ready: { details: 'editing' } })).toBe(true);
      expect(s.context.detailsError).toEqual(error);
      expect(s.context.detailsFieldErrors).toEqual(
        error === null
          ? {
              firstName: { key: 'validation.maxLength', values: { field: { key: 'validation.field.firstName' }, limit: 100 } },
              lastName: { key: 'validation.maxLength', values: { field: { key: 'validation.field.lastName' }, limit: 100 } },
            }
          : {},
      );
    }
  });

  it("checks the names against the contract's ProfileUpdateRequest before calling", async () => {
    const { actor, api } = start((r) => (r.method === 'GET' ? jsonResponse(200, meBody) : jsonResponse(500, '')));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'profile.save', firstName: 'A'.repeat(101), lastName: ' ' });
    expect(actor.getSnapshot().context.detailsFieldErrors).toEqual({
      firstName: { key: 'validation.maxLength', values: { field: { key: 'validation.field.firstName' }, limit: 100 } },
      lastName: { key: 'validation.required', values: { field: { key: 'validation.field.lastName' } } },
    });
    expect(api.requests).toHaveLength(1);
  });

  it('checks the password change in the spec\'s order before calling', async () => {
    const { actor, api } = start((r) => (r.method === 'GET' ? jsonResponse(200, meBody) : jsonResponse(200, { message: 'ok' })));
    await waitFor(actor, (s) => s.matches('ready'));
    const send = (currentPassword: string, newPassword: string, confirmPassword: string) => {
      actor.send({ type: 'profile.changePassword', currentPassword, newPassword, confirmPassword });
      return actor.getSnapshot().context.passwordError;
    };
    // Everything wrong at once: the current password is asked for first.
    expect(send('', '', 'x')).toEqual({ key: 'profile.currentRequired' });
    expect(send('old', '', 'x')).toEqual({ key: 'profile.allRequired' });
    expect(send('old', 'abc', 'abd')).toEqual({ key: 'profile.mismatch' });
    expect(send('old', 'abcdefg', 'abcdefg')).toEqual({ key: 'profile.tooShort' });
    expect(api.requests).toHaveLength(1);
    expect(send('old', 'abcdefgh', 'abcdefgh')).toBeNull();
    await waitFor(actor, (s) => selectPasswordChanged(s));
    expect(api.requests[1]).toMatchObject({
      method: 'POST',
      body: { currentPassword: 'old', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
    });
    expect(actor.getSnapshot().context.passwordMessage).toEqual({ key: 'profile.passwordUpdated' });
  });

  it('shows the server\'s message for a wrong current password', async () => {
    const { actor } = start((r) =>
      r.method === 'GET'
        ? jsonResponse(200, meBody)
        : jsonResponse(400, { error: 'invalid_current_password', message: 'Current password is incorrect' }),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ ...change });
    const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
    expect(s.context.passwordError).toEqual({ raw: 'Current password is incorrect' });
  });

  it('deactivates only after two confirmations, sending anonymizeData false', async () => {
    const { actor, api, log } = start((r) => (r.method === 'GET' ? jsonResponse(200, meBody) : jsonResponse(200, { message: 'ok' })));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'profile.deactivateRequested' });
    actor.send({ type: 'profile.deactivateConfirmed' });
    expect(api.requests).toHaveLength(1);
    actor.send({ type: 'profile.deactivateConfirmed' });
    await waitFor(actor, (s) => s.matches({ ready: { account: 'deactivated' } }));
    expect(api.requests[1]).toMatchObject({ method: 'DELETE', body: { anonymizeData: false } });
    expect(log).toEqual(['deactivated']);
  });

  it('a failed deactivation shows "Failed to deactivate account."; network failures too', async () => {
    for (const handler of [() => jsonResponse(500, { error: 'x', message: 'boom' }), networkError]) {
      const { actor, log } = start((r) => (r.method === 'GET' ? jsonResponse(200, meBody) : handler()));
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'profile.deactivateRequested' });
      actor.send({ type: 'profile.deactivateConfirmed' });
      actor.send({ type: 'profile.deactivateConfirmed' });
      const s = await waitFor(actor, (x) => !x.hasTag(BUSY));
      expect(s.matches({ ready: { account: 'idle' } })).toBe(true);
      expect(s.context.accountError).toEqual({ key: 'profile.deactivateFailed' });
      expect(log).toEqual([]);
    }
  });

  it('log out asks once, then signs out everywhere; cancel does nothing', async () => {
    const { actor, log } = start(() => jsonResponse(200, meBody));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'profile.logoutRequested' });
    actor.send({ type: 'profile.logoutCancelled' });
    expect(log).toEqual([]);
    actor.send({ type: 'profile.logoutRequested' });
    actor.send({ type: 'profile.logoutConfirmed' });
    expect(log).toEqual(['logoutAllDevices']);
  });

  it('a failed load can be retried', async () => {
    let fail = true;
    const { actor } = start(() => (fail ? jsonResponse(500, {}) : jsonResponse(200, meBody)));
    const failed = await waitFor(actor, (s) => !s.hasTag(BUSY));
    expect(failed.value).toBe('loadFailed');
    expect(failed.context.loadError).toEqual({ key: 'profile.loadFailed' });
    fail = false;
    actor.send({ type: 'profile.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
