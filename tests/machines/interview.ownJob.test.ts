import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lookUpJob } from '../../machines/interview/interview.actors';
import { createJobsActions, createJobsActors } from '../../machines/jobs/jobs.actors';
import { jobsMachine } from '../../machines/jobs/jobs.machine';
import { jobScenario } from '../support/fixtures';
import { fakeApi, jsonResponse, networkError, type RecordedRequest } from './support/fakeApi';

/**
 * /interview/{id} finds its job in the catalogue, else among the user's own scenarios built from a
 * pasted posting (GET /web-api/private-scenarios/{id}): the page shows that scenario's header and panel.
 */

const CATALOGUE = [jobScenario('frontend-react'), jobScenario('pro-data', { isPro: true })];
const OWN_ID = '3f6c1a2e-8b4d-4c1e-9a7f-2d5e6b7c8d9e';
const OWN = jobScenario(OWN_ID, {
  position: 'Senior Backend Engineer (Go)',
  company: 'Quillfern Payments',
  participants: [{ id: 'luca', name: 'Luca Okonjo', role: 'Staff Backend Engineer', gender: 'male', focus: 'technical' }],
});

function setUp(own: (request: RecordedRequest) => Response) {
  const api = fakeApi((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/web-api/scenario/by-type') return jsonResponse(200, CATALOGUE);
    return own(request);
  });
  const jobs = createActor(
    jobsMachine.provide({ actors: createJobsActors({ api }), actions: createJobsActions({ scroll: { read: () => null, write: () => undefined } }) }),
    { input: { savedScroll: null } },
  ).start();
  return { api, jobs };
}

const ownPaths = (requests: RecordedRequest[]) => requests.map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/web-api/private-scenarios'));

describe('the interview’s job lookup', () => {
  it('takes a catalogue job from the catalogue, without asking for a private scenario', async () => {
    const { api, jobs } = setUp(() => jsonResponse(500, {}));
    expect(await lookUpJob({ api, jobs }, 'frontend-react')).toEqual({ status: 'found', job: expect.objectContaining({ id: 'frontend-react' }) });
    expect(ownPaths(api.requests)).toEqual([]);
  });

  it('finds the user’s own scenario when the id is not a catalogue job', async () => {
    const { api, jobs } = setUp(() =>
      jsonResponse(200, { id: OWN_ID, scenario: OWN, hasCv: true, createdAt: '2026-11-25T10:00:00.000Z', updatedAt: '2026-11-25T10:00:00.000Z' }),
    );
    expect(await lookUpJob({ api, jobs }, OWN_ID)).toEqual({ status: 'found', job: OWN });
    expect(ownPaths(api.requests)).toEqual([`/web-api/private-scenarios/${OWN_ID}`]);
  });

  it('says not found for another user’s scenario or an unknown one (404), and asks nothing for an id that is no UUID', async () => {
    const { api, jobs } = setUp(() => jsonResponse(404, { error: 'private_scenario_not_found', message: 'The requested job does not exist or has been deleted.' }));
    expect(await lookUpJob({ api, jobs }, OWN_ID)).toEqual({ status: 'notFound' });
    expect(await lookUpJob({ api, jobs }, 'no-such-job')).toEqual({ status: 'notFound' });
    expect(ownPaths(api.requests)).toEqual([`/web-api/private-scenarios/${OWN_ID}`]);
  });

  it('fails (Retry) when the scenario cannot be fetched', async () => {
    for (const answer of [() => jsonResponse(500, {}), networkError]) {
      const { api, jobs } = setUp(answer);
      expect(await lookUpJob({ api, jobs }, OWN_ID)).toEqual({ status: 'failed', error: { key: 'jobs.fetchFailed' } });
    }
  });
});
