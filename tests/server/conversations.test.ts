import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, errorOf, signedInUser } from './support/accounts';
import { backends } from './support/databases';
import { seedConversation as seed, userIdOf as userId } from './support/conversations';
import { useHarness } from './support/harness';

function list(app: FastifyInstance, token: string, query = '') {
  return app.inject({ method: 'GET', url: `/web-api/conversations/user${query}`, headers: bearer(token) });
}

describe.each(backends())('GET /web-api/conversations/user (%s)', (backend) => {
  const h = useHarness(backend);

  it('is empty for a new user', async () => {
    const session = await signedInUser(h.app);
    const response = await list(h.app, session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lists the user's interviews newest first, with messages in order, report status and score", async () => {
    const session = await signedInUser(h.app);
    const stranger = await signedInUser(h.app);
    const id = await userId(h.db, session.email);
    const scenario = {
      id: 'frontend-react',
      position: 'Frontend Developer',
      company: { name: 'Acme', industry: 'Software' },
      description: 'Build UIs',
      skills: ['React', 'TypeScript'],
      category: 'Engineering',
      location: 'Remote',
      participants: [{ id: 'p1', name: 'Sam', role: 'Engineering Manager' }],
    };
    const older = await seed(h.db, id, {
      startedAt: '2026-03-01T10:00:00Z',
      endedAt: '2026-03-01T10:12:30Z',
      scenario,
      messages: [
        { id: 'm1', role: 'Engineering Manager', sender: 'Sam', text: 'Welcome!', at: '2026-03-01T10:00:05Z' },
        { id: 'm2', role: 'USER', text: 'Thank you.', at: '2026-03-01T10:00:20Z' },
        { id: 'm3', role: 'Engineering Manager', sender: 'Sam', text: 'Tell me about React.', at: '2026-03-01T10:00:30Z' },
      ],
      report: { status: 2, score: 7.5 },
    });
    const newer = await seed(h.db, id, {
      startedAt: '2026-03-02T09:00:00Z',
      endedAt: '2026-03-02T09:05:00Z',
      scenario: { id: 'data-eng', position: 'Data Engineer', company: 'DataCo' },
      report: { status: 1 },
    });
    const failed = await seed(h.db, id, {
      startedAt: '2026-02-20T09:00:00Z',
      endedAt: '2026-02-20T09:01:00Z',
      scenario: { id: 'x', position: 'QA', company: 'Q' },
      report: { status: 3, error: 'No answers were given in this interview.' },
    });
    const running = await seed(h.db, id, { startedAt: '2026-03-03T09:00:00Z', scenario: { position: 'SRE' } });
    await seed(h.db, await userId(h.db, stranger.email), { startedAt: '2026-03-04T09:00:00Z', scenario: { position: 'Not yours' } });

    const response = await list(h.app, session.accessToken, '?scenarioTypes=0');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Array<Record<string, unknown>>;
    expect(body.map((c) => c.id)).toEqual([running, newer, older, failed]);

    expect(body[2]).toEqual({
      id: older,
      startTime: '2026-03-01T10:00:00.000Z',
      endTime: '2026-03-01T10:12:30.000Z',
      scenarioType: 0,
      scenarioData: {
        id: 'frontend-react',
        position: 'Frontend Developer',
        company: { name: 'Acme', industry: 'Software' },
        description: 'Build UIs',
        skills: ['React', 'TypeScript'],
        category: 'Engineering',
        location: 'Remote',
      },
      jobPosition: 'Frontend Developer',
      messages: [
        { id: 'm1', role: 'Engineering Manager', text: 'Welcome!', timestamp: '2026-03-01T10:00:05.000Z', sender: 'Sam', senderId: 'Sam-id' },
        { id: 'm2', role: 'USER', text: 'Thank you.', timestamp: '2026-03-01T10:00:20.000Z', sender: '', senderId: '' },
        { id: 'm3', role: 'Engineering Manager', text: 'Tell me about React.', timestamp: '2026-03-01T10:00:30.000Z', sender: 'Sam', senderId: 'Sam-id' },
      ],
      reportStatus: 2,
      reportError: null,
      overallScore: 7.5,
      durationSeconds: 750,
    });
    expect(body[1]).toMatchObject({ reportStatus: 1, overallScore: null, messages: [], scenarioData: { company: 'DataCo' } });
    expect(body[3]).toMatchObject({ reportStatus: 3, reportError: 'No answers were given in this interview.' });
    expect(body[0]).toMatchObject({ reportStatus: 0, endTime: null, durationSeconds: null, jobPosition: 'SRE' });
  });

  it('filters by scenario type (JobTalk = 0 by default) and refuses an unknown type', async () => {
    const session = await signedInUser(h.app);
    const id = await userId(h.db, session.email);
    await seed(h.db, id, { startedAt: '2026-03-01T10:00:00Z', scenario: { position: 'Dev' } });
    await seed(h.db, id, { startedAt: '2026-03-02T10:00:00Z', scenario: { position: 'Other type' }, scenarioType: 5 });
    const byDefault = (await list(h.app, session.accessToken)).json() as unknown[];
    expect(byDefault).toHaveLength(1);
    const bad = await list(h.app, session.accessToken, '?scenarioTypes=5');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).error).toBe('validation_error');
    const notANumber = await list(h.app, session.accessToken, '?scenarioTypes=abc');
    expect(notANumber.statusCode).toBe(400);
  });

  it('needs a signed-in user (401)', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/web-api/conversations/user' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).error).toBe('unauthorized');
  });
});
