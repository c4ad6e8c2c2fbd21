import { describe, expect, it } from 'vitest';
import { isStatus } from './live/support/client';
import { TWO_PANEL_JOB, useLiveHarness } from './live/support/liveHarness';
import { loadPostings } from './postings/support/corpus';
import { renderPdf } from '../src/pdf/support/renderPdf';
import { bearer, signedInUser } from './support/accounts';
import { useHarness, type LogLine } from './support/harness';

const requestLines = (logs: LogLine[]) => logs.filter((line) => line.msg === 'request completed');

describe('request logs (pglite)', () => {
  describe('at LOG_LEVEL=info', () => {
    const h = useHarness('pglite', { env: () => ({ LOG_LEVEL: 'info' }), logs: true });

    it('writes one JSON line per request: method, route pattern (never the URL), status, ms and the request id', async () => {
      await h.app.inject({ method: 'GET', url: '/jobtalkai/config.json' });
      await h.app.inject({ method: 'GET', url: '/web-api/auth/verify-email?key=a-secret-verification-key' });
      const unknown = await h.app.inject({ method: 'GET', url: '/web-api/conversations/7d7e3c5e-8a4f-4c55-9a57-0a8a2f2b9a11/report' });
      const lines = requestLines(h.logs);
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatchObject({ level: 30, module: 'http', method: 'GET', route: '/jobtalkai/config.json', status: 200 });
      expect(lines[1]).toMatchObject({ route: '/web-api/auth/verify-email' });
      expect(lines[2]).toMatchObject({ route: '/web-api/conversations/:id/report', status: 401, reqId: unknown.headers['x-request-id'] });
      for (const line of lines) {
        expect(typeof line.ms).toBe('number');
        expect(line.reqId).toMatch(/^[\w.:-]+$/);
        expect(line).not.toHaveProperty('url');
      }
      expect(new Set(lines.map((line) => line.reqId)).size).toBe(3);
      // Neither the query (a key, a token) nor an id of the path reaches the log.
      const text = JSON.stringify(h.logs);
      expect(text).not.toContain('a-secret-verification-key');
      expect(text).not.toContain('7d7e3c5e');
    });

    it("takes the proxy's X-Request-Id, so one id follows the request through both logs; a strange one is replaced", async () => {
      const given = await h.app.inject({ method: 'GET', url: '/jobtalkai/config.json', headers: { 'x-request-id': 'f00dcafe1234' } });
      expect(given.headers['x-request-id']).toBe('f00dcafe1234');
      const strange = await h.app.inject({ method: 'GET', url: '/jobtalkai/config.json', headers: { 'x-request-id': 'x"\n{injected}' } });
      expect(strange.headers['x-request-id']).not.toContain('injected');
      expect(requestLines(h.logs).map((line) => line.reqId)).toEqual(['f00dcafe1234', strange.headers['x-request-id']]);
    });

    it('writes the probes (/healthz, /readyz) at debug only, so a proxy polling them does not fill the log', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      }
      expect(requestLines(h.logs)).toEqual([]);
    });
  });

  describe('with LOG_LEVELS=http=warn', () => {
    const h = useHarness('pglite', { env: () => ({ LOG_LEVEL: 'info', LOG_LEVELS: 'http=warn' }), logs: true });

    it('quiets the request lines alone', async () => {
      await h.app.inject({ method: 'GET', url: '/jobtalkai/config.json' });
      expect(requestLines(h.logs)).toEqual([]);
      h.app.logFor('live').info('still at info');
      expect(h.logs.filter((line) => line.msg === 'still at info')).toHaveLength(1);
    });
  });

  describe('with LOG_LEVEL=warn and LOG_LEVELS=http=debug', () => {
    const h = useHarness('pglite', { env: () => ({ LOG_LEVEL: 'warn', LOG_LEVELS: 'http=debug' }), logs: true });

    it('writes one module below the default level, and the others not', async () => {
      await h.app.inject({ method: 'GET', url: '/healthz' });
      expect(requestLines(h.logs)).toMatchObject([{ level: 20, module: 'http', route: '/healthz' }]);
      h.app.logFor('live').info('a live line at info');
      expect(h.logs.filter((line) => line.msg === 'a live line at info')).toEqual([]);
    });
  });
});

/**
 * A whole session at debug, the most the log ever says: registration, sign-in, a CV uploaded and kept
 * with a private scenario, a live interview answered in writing. None of the secrets, the CV or the
 * answers may appear in any line.
 */
describe('what the log never holds (pglite)', () => {
  const h = useLiveHarness('pglite', { env: { LOG_LEVEL: 'debug' }, logs: true });

  it('has no password, token, cookie, authorization header, CV text or answer text, and has the live events by id', async () => {
    const password = 'Logged-Nowhere-Pa55word';
    const cvPhrase = 'Quokkaville Regional Tramways 7731';
    const answerPhrase = 'the zeppelin ledger reconciliation';
    const user = await signedInUser(h.app, { password });
    const [posting] = loadPostings('dev').map((p) => p.text);

    const cv = await renderPdf({ content: [{ text: 'Jamie Rivera' }, { text: `Led the signalling upgrade at ${cvPhrase}.` }] });
    const upload = await h.app.inject({
      method: 'POST',
      url: '/web-api/private-scenarios/documents',
      headers: { ...bearer(user.accessToken), cookie: 'session=cookie-value-never-logged' },
      payload: { data: cv.toString('base64') },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const cvText = (upload.json() as { text: string }).text;
    expect(cvText).toContain('Quokkaville');
    const created = await h.app.inject({
      method: 'POST',
      url: '/web-api/private-scenarios',
      headers: bearer(user.accessToken),
      payload: { postingText: posting, cvText },
    });
    expect(created.statusCode, created.body).toBe(201);
    // A refused password and a refused token are logged as refusals, without what was sent.
    expect((await h.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email: user.email, password: 'Wrong-Guess-Pa55word' } })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/web-api/auth/me', headers: bearer('not.a.valid-token-value') })).statusCode).toBe(401);

    const client = await h.connect();
    const uid = client.start(user.accessToken, TWO_PANEL_JOB.id);
    expect(await client.next(isStatus('connected'))).toMatchObject({ uid });
    await h.settled(client, uid);
    await h.answer(client, uid, `In my last role I reconciled ${answerPhrase} every week for two years, and I cut the errors by half.`);
    await h.answer(client, uid, `I would start with ${answerPhrase} again, because the data told us where the money went.`);
    client.send({ type: 'end_interview', uid });
    await client.closed;
    await h.app.services.background.drain();

    const text = h.logs.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of [
      password,
      'Wrong-Guess-Pa55word',
      user.accessToken,
      user.refreshToken,
      'not.a.valid-token-value',
      'cookie-value-never-logged',
      cvPhrase,
      'Quokkaville',
      answerPhrase,
      'zeppelin',
    ]) {
      expect(text, `the log holds "${secret}"`).not.toContain(secret);
    }
    // Nor a fragment of a token long enough to be replayed or matched.
    expect(text).not.toContain(user.accessToken.slice(-40));

    // What it does hold: a line per request, and the interview's events by its id and kind.
    expect(requestLines(h.logs).map((line) => line.route)).toEqual(
      expect.arrayContaining(['/web-api/auth/register', '/web-api/auth/login', '/web-api/private-scenarios/documents', '/web-api/private-scenarios']),
    );
    const events = h.logs.filter((line) => line.msg === 'live event' && line.interview === uid);
    const kinds = events.filter((line) => line.level === 30).map((line) => line.event);
    expect(kinds).toEqual(expect.arrayContaining(['client.start', 'server.status', 'client.answer_text', 'server.role', 'client.end_interview', 'server.system']));
    expect(events.every((line) => line.module === 'live')).toBe(true);
  });
});
