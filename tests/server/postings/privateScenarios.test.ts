import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import type { Database } from '../../../server/db/database';
import { PRIVATE_SCENARIO_LIMIT, PRIVATE_SCENARIO_NOT_FOUND } from '../../../server/postings/service';
import { bearer, errorOf, signedInUser } from '../support/accounts';
import { backends } from '../support/databases';
import { useHarness } from '../support/harness';
import { loadPostings } from './support/corpus';

type PrivateScenario = components['schemas']['PrivateScenario'];
type PostingDraft = components['schemas']['PostingDraft'];

const URL = '/web-api/private-scenarios';
const [first, second, third, fourth] = loadPostings('dev').map((p) => p.text);
const CV = [
  'Jamie Rivera — Backend Engineer',
  'Northwind Pay, Senior Software Engineer, 2021 – present',
  '- Moved the payments service to Kafka, cutting settlement delays from hours to minutes.',
  '- Wrote Go services on PostgreSQL behind gRPC APIs.',
].join('\n');
/** A text of posting length that is not a posting. */
const RECIPE =
  'Heat the oven to two hundred degrees. Mix the flour, the sugar and the butter in a large bowl until the mixture ' +
  'looks like breadcrumbs, then add the eggs one at a time and stir well. Pour everything into the tin, bake it for ' +
  'forty minutes, and let the cake cool on a rack before you slice it and serve it with cream.';

/** The contract's validator of one schema (OpenAPI 3.0: `nullable` and descriptive keywords allowed). */
function contractValidator(schemaName: string) {
  const document = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as { components: Record<string, unknown> };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'contract', components: document.components });
  return ajv.compile({ $ref: `contract#/components/schemas/${schemaName}` });
}
const isPrivateScenario = contractValidator('PrivateScenario');
const isPostingDraft = contractValidator('PostingDraft');

/** The body of a 200/201 answer, checked against the contract's PrivateScenario. */
function scenarioOf(response: LightMyRequestResponse): PrivateScenario {
  const body = response.json() as unknown;
  expect(isPrivateScenario(body), JSON.stringify(isPrivateScenario.errors)).toBe(true);
  return body as PrivateScenario;
}

function create(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: URL, headers: bearer(token), payload });
}
const DRAFTS = `${URL}/drafts`;
function readPosting(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: DRAFTS, headers: bearer(token), payload });
}
/** The draft of a 200 answer, checked against the contract's PostingDraft. */
function draftOf(response: LightMyRequestResponse): PostingDraft {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as unknown;
  expect(isPostingDraft(body), JSON.stringify(isPostingDraft.errors)).toBe(true);
  return body as PostingDraft;
}
const list = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: URL, headers: bearer(token) });
const get = (app: FastifyInstance, token: string, id: string) =>
  app.inject({ method: 'GET', url: `${URL}/${id}`, headers: bearer(token) });
const update = (app: FastifyInstance, token: string, id: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: bearer(token), payload: payload as Record<string, unknown> });
const remove = (app: FastifyInstance, token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: bearer(token) });

async function created(app: FastifyInstance, token: string, postingText: string, cvText?: string): Promise<PrivateScenario> {
  const response = await create(app, token, { postingText, ...(cvText !== undefined && { cvText }) });
  expect(response.statusCode, response.body).toBe(201);
  return scenarioOf(response);
}

async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return row.id;
}

async function storedRows(db: Database) {
  return db.query<{ id: string; user_id: string; cv_text: string | null; posting_text: string }>(
    'SELECT id, user_id, cv_text, posting_text FROM private_scenarios ORDER BY created_at',
  );
}

async function makePro(db: Database, email: string, now: Date) {
  await db.query(
    `INSERT INTO pro_subscriptions (user_id, product_id, period_sessions, starts_at, ends_at) VALUES ($1, 'pro-monthly', 60, $2, $3)`,
    [await userIdOf(db, email), new Date(now.getTime() - 86_400_000), new Date(now.getTime() + 29 * 86_400_000)],
  );
}

describe.each(backends())('private scenarios (%s)', (backend) => {
  const h = useHarness(backend);

  it('builds a scenario of the catalogue’s shape from a posting, keeps it, lists it and gets it', async () => {
    const user = await signedInUser(h.app);
    const response = await create(h.app, user.accessToken, { postingText: first, cvText: CV });
    expect(response.statusCode).toBe(201);
    const body = scenarioOf(response);
    expect(body.scenario.id).toBe(body.id);
    expect(body.hasCv).toBe(true);
    expect(body.scenario).toMatchObject({ position: 'Senior Backend Engineer (Go)', isPro: false });
    expect(body.scenario.skills).toEqual(expect.arrayContaining(['Go', 'PostgreSQL']));
    expect(body.scenario.participants.length).toBeGreaterThanOrEqual(2);
    // The CV is kept with the scenario, never sent back.
    expect(response.body).not.toContain('Northwind');
    const [row] = await storedRows(h.db);
    expect(row).toMatchObject({ id: body.id, user_id: await userIdOf(h.db, user.email), cv_text: CV, posting_text: first });

    const listed = await list(h.app, user.accessToken);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([body]);
    const one = await get(h.app, user.accessToken, body.id);
    expect(one.statusCode).toBe(200);
    expect(scenarioOf(one)).toEqual(body);
  });

  it('keeps no CV when none (or a blank one) is sent, and lists the newest first', async () => {
    const user = await signedInUser(h.app);
    const older = await created(h.app, user.accessToken, first);
    h.clock.advance(1000);
    const newer = await created(h.app, user.accessToken, second, '   ');
    expect([older.hasCv, newer.hasCv]).toEqual([false, false]);
    expect((await storedRows(h.db)).map((r) => r.cv_text)).toEqual([null, null]);
    const listed = (await list(h.app, user.accessToken)).json() as PrivateScenario[];
    expect(listed.map((s) => s.id)).toEqual([newer.id, older.id]);
  });

  it('changes the fields sent, keeps the others, and stores the change', async () => {
    const user = await signedInUser(h.app);
    const before = await created(h.app, user.accessToken, first, CV);
    h.clock.advance(60_000);
    const changes = {
      position: 'Staff Backend Engineer',
      company: '  Acme Payments ',
      location: 'Remote (EU)',
      jobType: 'Contract',
      experience: '8+ years',
      skills: ['Go', 'Kafka', 'Go'],
      requirements: ['Eight years of backend work.'],
      responsibilities: ['Own the ledger service.'],
      category: 'Engineering',
      participants: [
        { name: 'Ada Byron', role: 'Staff Engineer', gender: 'female' },
        { name: 'Alan Turing', role: 'Engineering Manager', gender: 'male', welcomeMessage: 'Hello, I am Alan.' },
      ],
    };
    const response = await update(h.app, user.accessToken, before.id, changes);
    expect(response.statusCode, response.body).toBe(200);
    const after = scenarioOf(response);
    expect(after.scenario).toMatchObject({
      id: before.id,
      position: 'Staff Backend Engineer',
      company: 'Acme Payments',
      location: 'Remote (EU)',
      jobType: 'Contract',
      experience: '8+ years',
      skills: ['Go', 'Kafka'],
      requirements: ['Eight years of backend work.'],
      responsibilities: ['Own the ledger service.'],
      category: 'Engineering',
      participants: [
        { id: 'ada-byron', name: 'Ada Byron', role: 'Staff Engineer', gender: 'female', focus: 'technical' },
        {
          id: 'alan-turing',
          name: 'Alan Turing',
          role: 'Engineering Manager',
          gender: 'male',
          focus: 'behavioural',
          welcomeMessage: 'Hello, I am Alan.',
        },
      ],
    });
    // What was not sent is as it was.
    expect(after.scenario.description).toBe(before.scenario.description);
    expect(after.scenario.salary).toBe(before.scenario.salary);
    expect(after.scenario.metadata).toEqual(before.scenario.metadata);
    expect(after.hasCv).toBe(true);
    expect(after.createdAt).toBe(before.createdAt);
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(scenarioOf(await get(h.app, user.accessToken, before.id))).toEqual(after);

    // One field alone.
    const skill = await update(h.app, user.accessToken, before.id, { skills: ['Rust'] });
    expect(scenarioOf(skill).scenario).toMatchObject({ skills: ['Rust'], position: 'Staff Backend Engineer' });
  });

  it('deletes a scenario with its posting and CV', async () => {
    const user = await signedInUser(h.app);
    const kept = await created(h.app, user.accessToken, first);
    const gone = await created(h.app, user.accessToken, second, CV);
    const response = await remove(h.app, user.accessToken, gone.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await storedRows(h.db)).map((r) => r.id)).toEqual([kept.id]);
    expect(errorOf(await get(h.app, user.accessToken, gone.id)).error).toBe('private_scenario_not_found');
    expect((await remove(h.app, user.accessToken, gone.id)).statusCode).toBe(404);
    expect((await list(h.app, user.accessToken)).json()).toEqual([kept]);
  });

  it("answers another user's scenario as unknown (404) and changes nothing", async () => {
    const owner = await signedInUser(h.app);
    const other = await signedInUser(h.app);
    const mine = await created(h.app, owner.accessToken, first, CV);
    for (const response of [
      await get(h.app, other.accessToken, mine.id),
      await update(h.app, other.accessToken, mine.id, { position: 'Taken over' }),
      await remove(h.app, other.accessToken, mine.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ error: 'private_scenario_not_found', message: PRIVATE_SCENARIO_NOT_FOUND });
      expect(response.body).not.toContain(mine.scenario.position);
    }
    expect((await list(h.app, other.accessToken)).json()).toEqual([]);
    expect(scenarioOf(await get(h.app, owner.accessToken, mine.id))).toEqual(mine);
    // Ids that are not ids are as unknown.
    for (const id of ['not-an-id', '00000000-0000-0000-0000-000000000000']) {
      expect((await get(h.app, owner.accessToken, id)).statusCode).toBe(404);
      expect((await update(h.app, owner.accessToken, id, { position: 'X' })).statusCode).toBe(404);
      expect((await remove(h.app, owner.accessToken, id)).statusCode).toBe(404);
    }
  });

  it('needs a signed-in user for every operation (401)', async () => {
    const id = '00000000-0000-0000-0000-000000000000';
    // Valid bodies: the contract checks a body before the token.
    for (const [method, url, payload] of [
      ['GET', URL, undefined],
      ['POST', URL, { postingText: first }],
      ['POST', DRAFTS, { postingText: first }],
      ['GET', `${URL}/${id}`, undefined],
      ['PUT', `${URL}/${id}`, { position: 'Engineer' }],
      ['DELETE', `${URL}/${id}`, undefined],
    ] as const) {
      const response = await h.app.inject({ method, url, ...(payload && { payload }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(response).error).toBe('unauthorized');
    }
  });

  it('lets a free user keep 3 at a time; the 4th is refused (403) until one is deleted', async () => {
    const user = await signedInUser(h.app);
    const kept = [
      await created(h.app, user.accessToken, first),
      await created(h.app, user.accessToken, second),
      await created(h.app, user.accessToken, third),
    ];
    const refused = await create(h.app, user.accessToken, { postingText: fourth, cvText: CV });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ error: 'private_scenario_limit', message: PRIVATE_SCENARIO_LIMIT });
    expect(await storedRows(h.db)).toHaveLength(3);
    // Another user's scenarios do not count.
    const other = await signedInUser(h.app);
    await created(h.app, other.accessToken, fourth);

    expect((await remove(h.app, user.accessToken, kept[0].id)).statusCode).toBe(204);
    await created(h.app, user.accessToken, fourth);
    expect((await create(h.app, user.accessToken, { postingText: first })).statusCode).toBe(403);
  });

  it('refuses the 4th of two creations at once (the limit holds under a race)', async () => {
    const user = await signedInUser(h.app);
    await created(h.app, user.accessToken, first);
    await created(h.app, user.accessToken, second);
    const answers = await Promise.all([third, fourth].map((postingText) => create(h.app, user.accessToken, { postingText })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect(await storedRows(h.db)).toHaveLength(3);
  });

  it('lets a PRO user keep any number', async () => {
    const user = await signedInUser(h.app);
    await makePro(h.db, user.email, h.clock.now());
    for (const text of [first, second, third, fourth, first]) await created(h.app, user.accessToken, text);
    expect((await list(h.app, user.accessToken)).json()).toHaveLength(5);
  });

  it.each([
    ['no posting', { cvText: CV }, 'validation_error'],
    ['a posting under 200 characters', { postingText: 'x'.repeat(199) }, 'validation_error'],
    ['a posting over 20,000 characters', { postingText: `${first}\n${'More about us. '.repeat(1400)}` }, 'validation_error'],
    ['a CV over 20,000 characters', { postingText: first, cvText: 'C'.repeat(20_001) }, 'validation_error'],
    ['a posting that is not text', { postingText: 42 }, 'validation_error'],
    ['an unknown field', { postingText: first, title: 'Boss' }, 'validation_error'],
    ['a text that is not a job posting', { postingText: RECIPE }, 'not_a_posting'],
    ['a posting of 200 characters that are mostly spaces', { postingText: `Engineer${' '.repeat(200)}` }, 'posting_too_short'],
  ])('refuses %s with 400 and stores nothing', async (_label, payload, error) => {
    const user = await signedInUser(h.app);
    const response = await create(h.app, user.accessToken, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).error).toBe(error);
    expect(await storedRows(h.db)).toEqual([]);
  });

  it('tells which field is too long', async () => {
    const user = await signedInUser(h.app);
    const response = await create(h.app, user.accessToken, { postingText: first, cvText: 'C'.repeat(20_001) });
    expect(errorOf(response).errors).toEqual([
      { field: 'cvText', message: expect.stringContaining('20000'), keyword: 'maxLength', limit: 20_000 },
    ]);
  });

  it.each([
    ['nothing to change', {}],
    ['an unknown field', { isPro: true }],
    ['a blank position', { position: '   ' }],
    ['no skills', { skills: [] }],
    ['a panel of one', { participants: [{ name: 'Ada Byron', role: 'Engineer', gender: 'female' }] }],
    [
      'a panel of four',
      { participants: Array.from({ length: 4 }, (_, i) => ({ name: `Person ${i}`, role: 'Engineer', gender: 'male' })) },
    ],
    ['an interviewer without a gender', { participants: [{ name: 'A', role: 'B' }, { name: 'C', role: 'D', gender: 'male' }] }],
    ['a requirement over 500 characters', { requirements: ['r'.repeat(501)] }],
    ['an object for a company', { company: { name: 'Acme' } }],
  ])('refuses an update with %s (400) and changes nothing', async (_label, payload) => {
    const user = await signedInUser(h.app);
    const before = await created(h.app, user.accessToken, first);
    const response = await update(h.app, user.accessToken, before.id, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).error).toBe('validation_error');
    expect(scenarioOf(await get(h.app, user.accessToken, before.id))).toEqual(before);
  });

  it("deletes the user's scenarios, postings and CVs with the account, and no one else's", async () => {
    const leaving = await signedInUser(h.app);
    const staying = await signedInUser(h.app);
    await created(h.app, leaving.accessToken, first, CV);
    await created(h.app, leaving.accessToken, second);
    const kept = await created(h.app, staying.accessToken, third, CV);
    const response = await h.app.inject({ method: 'DELETE', url: '/web-api/profile', headers: bearer(leaving.accessToken) });
    expect(response.statusCode).toBe(200);
    const rows = await storedRows(h.db);
    expect(rows.map((r) => r.id)).toEqual([kept.id]);
    expect(JSON.stringify(rows)).not.toContain(first.slice(0, 80));
  });
});

describe.each(backends())('reading a posting before it is kept (%s)', (backend) => {
  const h = useHarness(backend);

  it('reads a posting into a draft and stores nothing; Save (create with the review) stores the reviewed form', async () => {
    const user = await signedInUser(h.app);
    const { scenario } = draftOf(await readPosting(h.app, user.accessToken, { postingText: first, cvText: CV }));
    expect(scenario).toMatchObject({ position: 'Senior Backend Engineer (Go)', isPro: false });
    expect(scenario.skills).toEqual(expect.arrayContaining(['Go', 'PostgreSQL']));
    expect(scenario.participants.length).toBeGreaterThanOrEqual(2);
    // Nothing kept, nothing listed, nothing counted; the CV is never sent back.
    expect(await storedRows(h.db)).toEqual([]);
    expect((await list(h.app, user.accessToken)).json()).toEqual([]);
    expect(JSON.stringify(scenario)).not.toContain('Northwind');
    // The draft's id names nothing stored.
    expect((await get(h.app, user.accessToken, scenario.id)).statusCode).toBe(404);

    const [lead, ...rest] = scenario.participants;
    const review = {
      position: 'Staff Backend Engineer',
      category: 'Engineering',
      skills: ['Go', 'Kafka', 'Event sourcing'],
      requirements: ['Five years of Go in production, with a service you ran on call for at least a year.'],
      responsibilities: [],
      participants: [
        { id: lead.id, name: lead.name, role: lead.role, gender: lead.gender ?? 'female', welcomeMessage: 'Hi, I am the lead. Shall we begin?' },
        ...rest.map((p) => ({ id: p.id, name: p.name, role: p.role, gender: p.gender ?? 'male' })),
      ],
    };
    h.clock.advance(60_000);
    const saved = await create(h.app, user.accessToken, { postingText: first, cvText: CV, review });
    expect(saved.statusCode, saved.body).toBe(201);
    const kept = scenarioOf(saved);
    expect(kept.hasCv).toBe(true);
    expect(kept.scenario).toMatchObject({
      id: kept.id,
      position: 'Staff Backend Engineer',
      category: 'Engineering',
      skills: review.skills,
      requirements: review.requirements,
      responsibilities: [],
      // The fields the form does not show are the posting's.
      salary: scenario.salary,
      description: scenario.description,
      location: scenario.location,
    });
    expect(kept.scenario.participants[0]).toMatchObject({ id: lead.id, welcomeMessage: 'Hi, I am the lead. Shall we begin?' });
    const rows = await storedRows(h.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: kept.id, cv_text: CV, posting_text: first });
    expect((await list(h.app, user.accessToken)).json()).toEqual([kept]);
  });

  it('reads any number of drafts without counting them: a free user still keeps 3', async () => {
    const user = await signedInUser(h.app);
    for (const postingText of [first, second, third, fourth, first]) draftOf(await readPosting(h.app, user.accessToken, { postingText }));
    expect(await storedRows(h.db)).toEqual([]);
    for (const postingText of [first, second, third]) await created(h.app, user.accessToken, postingText);
    expect(await storedRows(h.db)).toHaveLength(3);
  });

  it('tells a free user at the limit before the posting is read (403), and reads again once one is deleted', async () => {
    const user = await signedInUser(h.app);
    const kept = [await created(h.app, user.accessToken, first), await created(h.app, user.accessToken, second), await created(h.app, user.accessToken, third)];
    const refused = await readPosting(h.app, user.accessToken, { postingText: fourth });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ error: 'private_scenario_limit', message: PRIVATE_SCENARIO_LIMIT });
    // Not read at all: a text that is no posting gets the limit too, not `not_a_posting`.
    const notRead = await readPosting(h.app, user.accessToken, { postingText: RECIPE });
    expect(notRead.statusCode).toBe(403);
    expect(errorOf(notRead).error).toBe('private_scenario_limit');
    expect(await storedRows(h.db)).toHaveLength(3);
    // Another user is not limited by them.
    const other = await signedInUser(h.app);
    draftOf(await readPosting(h.app, other.accessToken, { postingText: fourth }));

    expect((await remove(h.app, user.accessToken, kept[0].id)).statusCode).toBe(204);
    draftOf(await readPosting(h.app, user.accessToken, { postingText: fourth }));
    expect(errorOf(await readPosting(h.app, other.accessToken, { postingText: RECIPE })).error).toBe('not_a_posting');
  });

  it('reads drafts for a PRO user who keeps more than 3', async () => {
    const user = await signedInUser(h.app);
    await makePro(h.db, user.email, h.clock.now());
    for (const text of [first, second, third, fourth]) await created(h.app, user.accessToken, text);
    draftOf(await readPosting(h.app, user.accessToken, { postingText: first }));
    expect(await storedRows(h.db)).toHaveLength(4);
  });

  it.each([
    ['no posting', { cvText: CV }, 'validation_error'],
    ['a posting under 200 characters', { postingText: 'x'.repeat(199) }, 'validation_error'],
    ['a posting over 20,000 characters', { postingText: `${first}\n${'More about us. '.repeat(1400)}` }, 'validation_error'],
    ['a CV over 20,000 characters', { postingText: first, cvText: 'C'.repeat(20_001) }, 'validation_error'],
    ['a posting that is not text', { postingText: 42 }, 'validation_error'],
    ['an unknown field', { postingText: first, review: { position: 'Boss' } }, 'validation_error'],
    ['a text that is not a job posting', { postingText: RECIPE }, 'not_a_posting'],
    ['a posting of 200 characters that are mostly spaces', { postingText: `Engineer${' '.repeat(200)}` }, 'posting_too_short'],
  ])('refuses to read %s (400) and stores nothing', async (_label, payload, error) => {
    const user = await signedInUser(h.app);
    const response = await readPosting(h.app, user.accessToken, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).error).toBe(error);
    expect(await storedRows(h.db)).toEqual([]);
  });

  it.each([
    ['a blank position', { position: '   ' }],
    ['no skills', { skills: [] }],
    ['a panel of one', { participants: [{ name: 'Ada Byron', role: 'Engineer', gender: 'female' }] }],
    ['a requirement over 500 characters', { requirements: ['r'.repeat(501)] }],
    ['a welcome over 1,000 characters', { participants: [{ name: 'A B', role: 'C', gender: 'male', welcomeMessage: 'w'.repeat(1001) }, { name: 'D E', role: 'F', gender: 'female' }] }],
    ['an unknown field', { isPro: true }],
    ['nothing to change', {}],
  ])('refuses a creation whose review has %s (400) and stores nothing', async (_label, review) => {
    const user = await signedInUser(h.app);
    const response = await create(h.app, user.accessToken, { postingText: first, review });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).error).toBe('validation_error');
    expect(await storedRows(h.db)).toEqual([]);
  });
});

describe.each(backends())('private scenarios in the log (%s)', (backend) => {
  const h = useHarness(backend, { logs: true, env: () => ({ LOG_LEVEL: 'debug' }) });
  const MARK = 'Zanzibar-CV-7f3a';
  const cv = `${CV}\n- Led the ${MARK} migration.`;

  it('never writes the CV to the log, whatever is asked', async () => {
    const user = await signedInUser(h.app);
    draftOf(await readPosting(h.app, user.accessToken, { postingText: first, cvText: cv }));
    await readPosting(h.app, user.accessToken, { postingText: RECIPE, cvText: cv });
    const made = await created(h.app, user.accessToken, first, cv);
    await list(h.app, user.accessToken);
    await get(h.app, user.accessToken, made.id);
    await update(h.app, user.accessToken, made.id, { position: 'Staff Backend Engineer' });
    // Refused ones too: a CV over the limit, a posting that is not one, the plan's limit.
    await create(h.app, user.accessToken, { postingText: first, cvText: `${cv}${'x'.repeat(20_000)}` });
    await create(h.app, user.accessToken, { postingText: RECIPE, cvText: cv });
    await created(h.app, user.accessToken, second, cv);
    await created(h.app, user.accessToken, third, cv);
    expect((await create(h.app, user.accessToken, { postingText: fourth, cvText: cv })).statusCode).toBe(403);
    await remove(h.app, user.accessToken, made.id);
    await h.app.inject({ method: 'DELETE', url: '/web-api/profile', headers: bearer(user.accessToken) });

    // The log was written (the creations are there, by id), and holds neither the CV nor the posting.
    expect(h.logs.filter((l) => l.msg === 'private scenario created')).toHaveLength(3);
    const written = JSON.stringify(h.logs);
    expect(written).not.toContain(MARK);
    expect(written).not.toContain('Northwind');
    expect(written).not.toContain(first.slice(0, 60));
  });
});
