import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  bearer,
  errorOf,
  login,
  me,
  refresh,
  register,
  signIn,
  signedInUser,
} from './support/accounts';
import { backends } from './support/databases';
import { useHarness } from './support/harness';

const NEW_PASSWORD = 'battery staple 77';

function updateProfile(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: '/web-api/profile', headers: bearer(token), payload });
}

function changePassword(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/web-api/profile/change-password', headers: bearer(token), payload });
}

function deactivate(app: FastifyInstance, token: string, payload?: Record<string, unknown>) {
  return app.inject({
    method: 'DELETE',
    url: '/web-api/profile',
    headers: bearer(token),
    ...(payload !== undefined && { payload }),
  });
}

describe.each(backends())('profile (%s)', (backend) => {
  const h = useHarness(backend);

  describe('update', () => {
    it('saves first and last name; the name becomes "First Last" and the next token carries it', async () => {
      const session = await signedInUser(h.app, { name: 'Ada Lovelace' });
      const response = await updateProfile(h.app, session.accessToken, { firstName: ' Augusta ', lastName: 'King' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ firstName: 'Augusta', lastName: 'King', name: 'Augusta King', email: session.email });
      expect((await me(h.app, session.accessToken)).json()).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
      const renewed = (await refresh(h.app, session.refreshToken)).json() as { accessToken: string };
      expect(decodeJwt(renewed.accessToken).name).toBe('Augusta King');
    });

    it.each([
      ['no last name', { firstName: 'Ada' }],
      ['no first name', { lastName: 'King' }],
      ['a blank first name', { firstName: '   ', lastName: 'King' }],
      ['an empty last name', { firstName: 'Ada', lastName: '' }],
      ['an email change', { firstName: 'Ada', lastName: 'King', email: 'new@example.com' }],
      ['a name over 100 characters', { firstName: 'A'.repeat(101), lastName: 'King' }],
    ])('refuses %s with 400 and changes nothing', async (_label, payload) => {
      const session = await signedInUser(h.app, { name: 'Ada Lovelace' });
      const response = await updateProfile(h.app, session.accessToken, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).error).toBe('validation_error');
      expect((await me(h.app, session.accessToken)).json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    });

    it('names the rule each field broke (keyword, limit), so the client can say it in its own language', async () => {
      const session = await signedInUser(h.app, { name: 'Ada Lovelace' });
      const tooLong = await updateProfile(h.app, session.accessToken, { firstName: 'A'.repeat(101), lastName: 'King' });
      expect(errorOf(tooLong).errors).toEqual([expect.objectContaining({ field: 'firstName', keyword: 'maxLength', limit: 100 })]);
      const missing = await updateProfile(h.app, session.accessToken, { firstName: 'Ada' });
      expect(errorOf(missing).errors).toEqual([expect.objectContaining({ field: 'lastName', keyword: 'required' })]);
      expect((errorOf(missing).errors as Array<Record<string, unknown>>)[0]).not.toHaveProperty('limit');
    });

    it('needs a signed-in user (401)', async () => {
      const response = await h.app.inject({
        method: 'PUT',
        url: '/web-api/profile',
        payload: { firstName: 'A', lastName: 'B' },
      });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).error).toBe('unauthorized');
    });
  });

  describe('change password', () => {
    it('changes it, keeps this session and signs out the other ones', async () => {
      const here = await signedInUser(h.app);
      const there = await signIn(h.app, here.email);
      const response = await changePassword(h.app, here.accessToken, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(errorOf(await login(h.app, here.email, PASSWORD)).error).toBe('invalid_credentials');
      expect((await login(h.app, here.email, NEW_PASSWORD)).statusCode).toBe(200);
      // This device goes on.
      expect((await me(h.app, here.accessToken)).statusCode).toBe(200);
      expect((await refresh(h.app, here.refreshToken)).statusCode).toBe(200);
      // The other one is signed out.
      expect((await refresh(h.app, there.refreshToken)).statusCode).toBe(401);
      expect((await me(h.app, there.accessToken)).statusCode).toBe(401);
    });

    it("checks in the spec's order with its texts, changing nothing", async () => {
      const session = await signedInUser(h.app);
      const cases: Array<[Record<string, unknown>, string, string | null]> = [
        [{ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'validation_error', null],
        [{ currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'validation_error', null],
        [{ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, 'validation_error', null],
        [
          { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` },
          'password_mismatch',
          'New passwords do not match.',
        ],
        [
          { currentPassword: PASSWORD, newPassword: 'short', confirmPassword: 'short' },
          'password_too_short',
          'New password must be at least 8 characters long.',
        ],
        [
          { currentPassword: 'not my password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          'invalid_current_password',
          'Current password is incorrect.',
        ],
        // Mismatch is reported before a wrong current password.
        [
          { currentPassword: 'not my password', newPassword: NEW_PASSWORD, confirmPassword: 'other one 123' },
          'password_mismatch',
          null,
        ],
      ];
      for (const [payload, code, message] of cases) {
        const response = await changePassword(h.app, session.accessToken, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        const body = errorOf(response);
        expect(body.error).toBe(code);
        if (message) expect(body.message).toBe(message);
      }
      expect((await login(h.app, session.email, PASSWORD)).statusCode).toBe(200);
    });

    it('answers password_not_set for an account without a password (Google/Apple only)', async () => {
      const session = await signedInUser(h.app);
      await h.db.query('UPDATE users SET password_hash = NULL, google_sub = $2 WHERE email = $1', [session.email, 'g-1']);
      const response = await changePassword(h.app, session.accessToken, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).error).toBe('password_not_set');
    });

    it('needs a signed-in user (401)', async () => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/web-api/profile/change-password',
        payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('deactivate (DELETE /web-api/profile)', () => {
    it('deactivates: no sign-in, anonymous name and email, no password or provider link, no session; interviews kept', async () => {
      const session = await signedInUser(h.app, { name: 'Ada Lovelace' });
      const other = await signIn(h.app, session.email);
      const [{ id }] = await h.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [session.email]);
      await h.db.query('UPDATE users SET google_sub = $2 WHERE id = $1', [id, 'google-sub-1']);
      await h.db.query(
        `INSERT INTO conversations (user_id, uid, job_id, scenario, charged_to) VALUES ($1, 'uid-1', 'job-1', '{"position":"Dev"}', 'plan')`,
        [id],
      );

      const response = await deactivate(h.app, session.accessToken, { anonymizeData: false });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: expect.any(String) });

      const [row] = await h.db.query<Record<string, unknown>>(
        'SELECT email, name, first_name, last_name, password_hash, google_sub, apple_sub, status FROM users WHERE id = $1',
        [id],
      );
      expect(row.status).toBe('deactivated');
      expect(row.email).not.toBe(session.email);
      expect(String(row.email)).not.toContain(session.email.split('@')[0]);
      expect(row.name).not.toContain('Ada');
      expect(row).toMatchObject({ first_name: '', last_name: '', password_hash: null, google_sub: null, apple_sub: null });

      expect(errorOf(await login(h.app, session.email)).error).toBe('invalid_credentials');
      for (const s of [session, other]) {
        expect((await me(h.app, s.accessToken)).statusCode).toBe(401);
        expect((await refresh(h.app, s.refreshToken)).statusCode).toBe(401);
      }
      expect(await h.db.query('SELECT 1 FROM conversations WHERE user_id = $1', [id])).toHaveLength(1);
      // The address is free again.
      expect((await register(h.app, { email: session.email })).response.statusCode).toBe(201);
    });

    it('works without a body, refuses a malformed one and needs a signed-in user', async () => {
      const none = await h.app.inject({ method: 'DELETE', url: '/web-api/profile' });
      expect(none.statusCode).toBe(401);
      const session = await signedInUser(h.app);
      const bad = await deactivate(h.app, session.accessToken, { anonymizeData: 'maybe' });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).error).toBe('validation_error');
      expect((await me(h.app, session.accessToken)).statusCode).toBe(200);
      expect((await deactivate(h.app, session.accessToken)).statusCode).toBe(200);
      expect((await deactivate(h.app, session.accessToken)).statusCode).toBe(401);
    });
  });
});
