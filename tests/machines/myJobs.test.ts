import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMyJobsActors } from '../../machines/myJobs/myJobs.actors';
import { myJobsMachine } from '../../machines/myJobs/myJobs.machine';
import { FREE_PRIVATE_SCENARIOS, selectPending, selectScenarios, usageOf } from '../../machines/myJobs/myJobs.selectors';
import type { PrivateScenario } from '../../machines/postingDraft/postingDraft.rules';
import { BUSY } from '../../machines/shared/tags';
import { jobScenario } from '../support/fixtures';
import { emptyResponse, fakeApi, jsonResponse, networkError, type FakeHandler } from './support/fakeApi';
import { runModelBasedTest } from './support/modelBased';

const mine = (id: string): PrivateScenario => ({
  id,
  hasCv: id === 'b',
  createdAt: '2026-11-26T01:00:00.000Z',
  updatedAt: '2026-11-26T01:00:00.000Z',
  scenario: jobScenario(id),
});
const LIST = [mine('a'), mine('b')];

describe('myJobs machine (model-based)', () => {
  it('walks every path, reaching every state and transition', async () => {
    const report = await runModelBasedTest({
      machine: myJobsMachine,
      serializeState: (s) => JSON.stringify([s.value, s.context.scenarios.map((x) => x.id), s.context.pendingId]),
      events: {
        'myJobs.delete': [
          { type: 'myJobs.delete', id: 'a' },
          { type: 'myJobs.delete', id: 'missing' },
        ],
        'xstate.done.actor.listScenarios': [
          { type: 'xstate.done.actor.listScenarios', output: LIST },
          { type: 'xstate.done.actor.listScenarios', output: [] },
        ],
        'xstate.error.actor.listScenarios': [{ type: 'xstate.error.actor.listScenarios', error: new Error('offline') }],
        'xstate.done.actor.deleteScenario': [{ type: 'xstate.done.actor.deleteScenario' }],
        'xstate.error.actor.deleteScenario': [{ type: 'xstate.error.actor.deleteScenario', error: { text: { key: 'myJobs.deleteFailed' } } }],
      },
      invariants: {
        '*': (s) => {
          expect(s.hasTag(BUSY)).toBe(s.matches('loading') || s.matches({ loaded: 'deleting' }));
          expect(selectPending(s) !== null).toBe(s.matches({ loaded: 'confirming' }) || s.matches({ loaded: 'deleting' }));
        },
        loading: (s, { calls, previous }) => {
          if (!previous?.matches('loading')) expect(calls.map((c) => c.src)).toEqual(['listScenarios']);
          expect(s.context.error).toBeNull();
        },
        failed: (s) => {
          expect(s.context.error).toEqual({ key: 'myJobs.loadFailed' });
          expect(s.context.scenarios).toEqual([]);
        },
        'loaded.idle': (s, { event, previous }) => {
          expect(s.context.pendingId).toBeNull();
          if (event.type === 'myJobs.delete') {
            // Only a listed scenario is asked about.
            expect(s.context).toEqual(previous?.context);
          }
          if (event.type === 'xstate.done.actor.deleteScenario') {
            expect(selectScenarios(s).map((x) => x.id)).toEqual(['b']);
            expect(s.context.message).toEqual({ key: 'myJobs.deleted' });
          }
          if (event.type === 'xstate.error.actor.deleteScenario') {
            expect(s.context.error).toEqual({ key: 'myJobs.deleteFailed' });
            expect(selectScenarios(s)).toEqual(previous?.context.scenarios);
          }
          if (event.type === 'myJobs.cancel') expect(selectScenarios(s)).toEqual(LIST);
        },
        'loaded.confirming': (s) => expect(selectPending(s)?.id).toBe('a'),
        'loaded.deleting': (s, { calls }) => expect(calls).toEqual([{ src: 'deleteScenario', id: 'deleteScenario', input: { id: 'a' } }]),
      },
    });
    expect(report.stateNodes).toBe(7);
  });
});

function start(handler: FakeHandler) {
  const api = fakeApi(handler);
  const actor = createActor(myJobsMachine.provide({ actors: createMyJobsActors({ api }) })).start();
  return { api, actor };
}
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag(BUSY));
const path = (url: string) => new URL(url).pathname;

describe('myJobs behaviour', () => {
  it('lists the scenarios and deletes one after asking', async () => {
    const { actor, api } = start((r) => (r.method === 'GET' ? jsonResponse(200, LIST) : emptyResponse(204)));
    await settled(actor);
    expect(selectScenarios(actor.getSnapshot()).map((s) => s.id)).toEqual(['a', 'b']);
    actor.send({ type: 'myJobs.delete', id: 'b' });
    expect(api.requests).toHaveLength(1);
    actor.send({ type: 'myJobs.confirm' });
    await settled(actor);
    expect(api.requests[1]!.method).toBe('DELETE');
    expect(path(api.requests[1]!.url)).toBe('/web-api/private-scenarios/b');
    expect(selectScenarios(actor.getSnapshot()).map((s) => s.id)).toEqual(['a']);
  });

  it('says a deletion failed in the server’s words it knows, and keeps the list; Retry after a failed load', async () => {
    let online = false;
    const { actor } = start((r) => {
      if (!online) return networkError();
      return r.method === 'GET'
        ? jsonResponse(200, LIST)
        : jsonResponse(404, { error: 'private_scenario_not_found', message: 'The requested job does not exist or has been deleted.' });
    });
    await settled(actor);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    online = true;
    actor.send({ type: 'myJobs.retry' });
    await settled(actor);
    actor.send({ type: 'myJobs.delete', id: 'a' });
    actor.send({ type: 'myJobs.confirm' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'serverError.private_scenario_not_found', values: {} });
    expect(selectScenarios(actor.getSnapshot())).toHaveLength(2);
  });

  it('counts the free plan’s scenarios; PRO has no limit', () => {
    expect(usageOf(2, false)).toEqual({ used: 2, limit: FREE_PRIVATE_SCENARIOS, full: false });
    expect(usageOf(3, false)).toEqual({ used: 3, limit: 3, full: true });
    expect(usageOf(7, true)).toEqual({ used: 7, limit: null, full: false });
  });
});
