/**
 * Limits that hold under bursts (issue 37): every attempt reserves its count in the database before it
 * is checked, so however many arrive at once no more than the limit are checked; the per-account
 * limits of the calls that make the server work (uploads, posting reads, creations, corrections) are
 * refused before anything is read; the contract's types are not bent (no coercion of bodies); an id
 * over the contract's length gets the contract's 400.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { DOCUMENT_MESSAGES } from '../../../server/postings/documents';
import type { JobScenario } from '../../../server/catalog/repository';
import type { PostingReader } from '../../../server/postings/reader';
import { insertPrivateScenario } from '../../../server/postings/repository';
import { bearer, errorOf, PASSWORD, signedInUser, type Session } from '../support/accounts';
import { userIdOf } from '../support/conversations';
import { backends } from '../support/databases';
import { useHarness } from '../support/harness';

const LIMIT = 10;
const PER_ACCOUNT = 2;
const ADDRESS_FACTOR = 2;

/** A posting reader that counts what it is asked to read and reads nothing (each answer a refusal). */
function countingReader() {
  const calls = { read: 0, readDocument: 0 };
  const reader: PostingReader = {
    async read() {
      calls.read++;
      return { ok: false, error: { code: 'not_a_posting', message: 'This does not look like a job posting.' } };
    },
    async readDocument() {
      calls.readDocument++;
      return { ok: false, code: 'unsupported_document', message: DOCUMENT_MESSAGES.unsupported_document };
    },
    async start() {},
    async close() {},
  };
  return { reader, calls };
}

function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counted: Record<number, number> = {};
  for (const response of responses) counted[response.statusCode] = (counted[response.statusCode] ?? 0) + 1;
  return counted;
}

const POSTING = 'We are hiring a frontend developer to build our dashboard. '.repeat(5);

describe.each(backends())('limits under bursts (%s)', (backend) => {
  let reading = countingReader();
  const h = useHarness(backend, {
    env: () => ({
      RATE_LIMIT_LOGIN: String(LIMIT),
      RATE_LIMIT_ACCOUNT: String(LIMIT),
      RATE_LIMIT_UPLOADS: String(PER_ACCOUNT),
      RATE_LIMIT_POSTINGS: String(PER_ACCOUNT),
      RATE_LIMIT_SCENARIOS: String(PER_ACCOUNT),
      RATE_LIMIT_CORRECTIONS: String(PER_ACCOUNT),
      RATE_LIMIT_ADDRESS_FACTOR: String(ADDRESS_FACTOR),
    }),
    overrides: () => {
      reading = countingReader();
      return { postingReader: reading.reader };
    },
  });

  const login = (app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email, password }, remoteAddress });

  it('checks no more than the limit of 200 concurrent wrong sign-ins from one address; the rest are 429', async () => {
    const { email } = await signedInUser(h.app);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => login(h.app, email, `wrong password ${i}`)));
    expect(statuses(answers), answers.filter((a) => a.statusCode !== 401 && a.statusCode !== 429).map((a) => a.body).join()).toEqual({ 401: LIMIT, 429: 200 - LIMIT });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(errorOf(refused).error).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks no more than the limit of one account’s wrong sign-ins from 200 addresses at once', async () => {
    const { email } = await signedInUser(h.app);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(h.app, email, `wrong password ${i}`, `10.1.${Math.floor(i / 250)}.${i % 250}`)),
    );
    expect(statuses(answers)).toEqual({ 401: LIMIT, 429: 200 - LIMIT });
  });

  it('never signs in from a burst once the limit is spent, even with the right password inside', async () => {
    const { email } = await signedInUser(h.app);
    const spent = await Promise.all(Array.from({ length: 40 }, (_, i) => login(h.app, email, `wrong ${i}`, `10.2.0.${i}`)));
    expect(statuses(spent)).toEqual({ 401: LIMIT, 429: 40 - LIMIT });
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(h.app, email, i === 25 ? PASSWORD : `wrong ${i}`, `10.3.0.${i}`)),
    );
    expect(statuses(burst)).toEqual({ 429: 50 });
  });

  it('checks at most the limit of a mixed burst: the right password inside signs in only within it', async () => {
    const { email } = await signedInUser(h.app);
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(h.app, email, i === 30 ? PASSWORD : `wrong ${i}`, `10.4.0.${i}`)),
    );
    const counted = statuses(burst);
    // Each wrong password checked keeps its count; the right one, if it was among those checked, costs nothing.
    expect(counted[401]).toBeLessThanOrEqual(LIMIT);
    expect((counted[401] ?? 0) + (counted[200] ?? 0)).toBeLessThanOrEqual(LIMIT + 1);
    expect((counted[401] ?? 0) + (counted[200] ?? 0) + (counted[429] ?? 0)).toBe(60);
  });

  it('limits password changes per account across rotating addresses, in one budget with sign-in', async () => {
    const user = await signedInUser(h.app);
    const change = (i: number) =>
      h.app.inject({
        method: 'POST',
        url: '/web-api/profile/change-password',
        headers: bearer(user.accessToken),
        payload: { currentPassword: `not it ${i}`, newPassword: 'new password 1', confirmPassword: 'new password 1' },
        remoteAddress: `10.5.0.${i}`,
      });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => change(i)));
    expect(statuses(answers)).toEqual({ 400: LIMIT, 429: 30 - LIMIT });
    expect(errorOf(answers.find((a) => a.statusCode === 400)!).error).toBe('invalid_current_password');
    // The account's budget is spent for sign-in too, from an address never seen.
    expect((await login(h.app, user.email, PASSWORD, '10.6.0.1')).statusCode).toBe(429);
    h.clock.advance(h.config.rateLimit.windowMs);
    expect((await login(h.app, user.email, PASSWORD, '10.6.0.1')).statusCode).toBe(200);
  });

  /** The four calls that make the server work for a signed-in user, each limited per account and address. */
  const WORK: Array<[group: string, send: (app: FastifyInstance, user: Session, remoteAddress: string) => Promise<LightMyRequestResponse>, read: () => number]> = [
    [
      'document uploads',
      (app, user, remoteAddress) =>
        app.inject({
          method: 'POST',
          url: '/web-api/private-scenarios/documents',
          headers: bearer(user.accessToken),
          payload: { data: Buffer.from('not a document').toString('base64') },
          remoteAddress,
        }),
      () => reading.calls.readDocument,
    ],
    [
      'posting reads',
      (app, user, remoteAddress) =>
        app.inject({
          method: 'POST',
          url: '/web-api/private-scenarios/drafts',
          headers: bearer(user.accessToken),
          payload: { postingText: POSTING },
          remoteAddress,
        }),
      () => reading.calls.read,
    ],
    [
      'private-scenario creations',
      (app, user, remoteAddress) =>
        app.inject({
          method: 'POST',
          url: '/web-api/private-scenarios',
          headers: bearer(user.accessToken),
          payload: { postingText: POSTING },
          remoteAddress,
        }),
      () => reading.calls.read,
    ],
    [
      'transcript corrections',
      (app, user, remoteAddress) =>
        app.inject({
          method: 'PUT',
          url: `/web-api/conversations/${randomUUID()}/messages/m1`,
          headers: bearer(user.accessToken),
          payload: { text: 'What I meant to say.' },
          remoteAddress,
        }),
      () => NaN,
    ],
  ];

  it.each(WORK)('limits %s per account from rotating addresses, refused before anything is read', async (_group, send, read) => {
    const user = await signedInUser(h.app);
    const other = await signedInUser(h.app);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(h.app, user, `10.7.0.${i}`)));
    const counted = statuses(answers);
    expect(counted[429]).toBe(12 - PER_ACCOUNT);
    expect(Object.values(counted).reduce((a, b) => a + b, 0) - counted[429]).toBe(PER_ACCOUNT);
    // Only the calls within the limit reached the reader (corrections read nothing).
    if (!Number.isNaN(read())) expect(read()).toBe(PER_ACCOUNT);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(errorOf(refused).error).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account has its own budget.
    expect((await send(h.app, other, '10.7.1.1')).statusCode).not.toBe(429);
  });

  it.each(WORK)('limits %s per address across accounts (%#)', async (_group, send) => {
    const users = await Promise.all(Array.from({ length: 3 }, () => signedInUser(h.app)));
    const answers = await Promise.all(users.flatMap((user) => Array.from({ length: PER_ACCOUNT }, () => send(h.app, user, '10.8.0.1'))));
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3 * PER_ACCOUNT - PER_ACCOUNT * ADDRESS_FACTOR);
  });

  async function atFreeLimit(db: Database, email: string) {
    const userId = await userIdOf(db, email);
    for (let i = 0; i < 3; i++) {
      const id = randomUUID();
      const scenario = { id, position: `Job ${i}`, company: { name: 'Acme' }, skills: [], requirements: [], responsibilities: [] };
      await insertPrivateScenario(db, { id, userId, scenario: scenario as unknown as JobScenario, postingText: POSTING, cvText: null, now: h.clock.now() });
    }
  }

  it('tells a free user at the plan’s limit before the posting or the file is read (create, draft, upload)', async () => {
    const user = await signedInUser(h.app);
    await atFreeLimit(h.db, user.email);
    const calls = [
      h.app.inject({ method: 'POST', url: '/web-api/private-scenarios', headers: bearer(user.accessToken), payload: { postingText: POSTING } }),
      h.app.inject({ method: 'POST', url: '/web-api/private-scenarios/drafts', headers: bearer(user.accessToken), payload: { postingText: POSTING } }),
      h.app.inject({
        method: 'POST',
        url: '/web-api/private-scenarios/documents',
        headers: bearer(user.accessToken),
        payload: { data: Buffer.from('%PDF-1.4 not really').toString('base64') },
      }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode).toBe(403);
      expect(errorOf(answer).error).toBe('private_scenario_limit');
    }
    expect(reading.calls).toEqual({ read: 0, readDocument: 0 });
  });

  it('takes the contract’s types as they are in bodies: a number is not a text', async () => {
    const user = await signedInUser(h.app);
    const cases = [
      { method: 'PUT' as const, url: `/web-api/conversations/${randomUUID()}/messages/m1`, payload: { text: 12 }, field: '/text' },
      { method: 'POST' as const, url: '/web-api/auth/login', payload: { email: user.email, password: 12345678 }, field: '/password' },
      { method: 'POST' as const, url: '/web-api/scenario/by-type', payload: { type: '0' }, field: '/type' },
      { method: 'POST' as const, url: '/web-api/private-scenarios/drafts', payload: { postingText: ['a posting'] }, field: '/postingText' },
    ];
    for (const { method, url, payload, field } of cases) {
      const answer = await h.app.inject({ method, url, headers: bearer(user.accessToken), payload });
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(400);
      const body = errorOf(answer) as { error: string; errors?: Array<{ field: string }> };
      expect(body.error).toBe('validation_error');
      expect(JSON.stringify(body.errors)).toContain(field.slice(1));
    }
    expect(reading.calls.read).toBe(0);
    // The same with the types the contract says is taken.
    expect((await h.app.inject({ method: 'POST', url: '/web-api/scenario/by-type', headers: bearer(user.accessToken), payload: { type: 0 } })).statusCode).toBe(200);
  });

  it('still reads numbers and lists from the query string, where everything arrives as text', async () => {
    const user = await signedInUser(h.app);
    for (const query of ['scenarioTypes=0', 'scenarioTypes=0&scenarioTypes=0', '']) {
      const answer = await h.app.inject({ method: 'GET', url: `/web-api/conversations/user?${query}`, headers: bearer(user.accessToken) });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const wrong = await h.app.inject({ method: 'GET', url: '/web-api/conversations/user?scenarioTypes=x', headers: bearer(user.accessToken) });
    expect(wrong.statusCode).toBe(400);
  });

  it('answers an id over the contract’s length with the contract’s 400, and takes one within it', async () => {
    const user = await signedInUser(h.app);
    const get = (url: string) => h.app.inject({ method: 'GET', url, headers: bearer(user.accessToken) });
    for (const url of [
      `/web-api/private-scenarios/${'a'.repeat(101)}`,
      `/web-api/conversations/${'a'.repeat(101)}/report`,
      `/web-api/payments/${'a'.repeat(500)}`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(errorOf(answer).error).toBe('validation_error');
    }
    expect((await get(`/web-api/private-scenarios/${'a'.repeat(100)}`)).statusCode).toBe(404);
    // A message id may be 128 long (the router cut everything at 100 and answered 414).
    const correction = await h.app.inject({
      method: 'PUT',
      url: `/web-api/conversations/${randomUUID()}/messages/${'m'.repeat(128)}`,
      headers: bearer(user.accessToken),
      payload: { text: 'What I meant.' },
    });
    expect(correction.statusCode).toBe(404);
    expect(errorOf(correction).error).toBe('answer_not_found');
  });
});
