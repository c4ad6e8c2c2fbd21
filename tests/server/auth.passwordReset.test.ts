import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  errorOf,
  latestMailTo,
  login,
  mailsTo,
  me,
  param,
  refresh,
  register,
  signIn,
  signedInUser,
  uniqueEmail,
} from './support/accounts';
import { backends } from './support/databases';
import { PUBLIC_URL, useHarness } from './support/harness';

const NEW_PASSWORD = 'battery staple 77';

function forgot(app: FastifyInstance, email: string) {
  return app.inject({ method: 'POST', url: '/web-api/auth/forgot-password', payload: { email } });
}

function validate(app: FastifyInstance, token: string) {
  return app.inject({ method: 'POST', url: '/web-api/auth/validate-reset-token', payload: { token } });
}

function reset(app: FastifyInstance, token: string, newPassword = NEW_PASSWORD, confirmPassword = newPassword) {
  return app.inject({
    method: 'POST',
    url: '/web-api/auth/reset-password',
    payload: { token, newPassword, confirmPassword },
  });
}

async function resetToken(app: FastifyInstance, email: string): Promise<string> {
  const mail = await latestMailTo(app, email);
  const link = mail.links.find((l) => l.includes('/jobtalkai/reset-password?'));
  expect(link).toBeDefined();
  expect(link!.startsWith(`${PUBLIC_URL}/jobtalkai/reset-password?token=`)).toBe(true);
  return param(link!, 'token');
}

describe.each(backends())('password reset (%s)', (backend) => {
  const h = useHarness(backend);

  describe('forgot-password', () => {
    it('answers the same for a known and an unknown email, mailing a 1-hour link only to the known one', async () => {
      const session = await signedInUser(h.app);
      const unknown = uniqueEmail('nobody');
      const a = await forgot(h.app, session.email);
      const b = await forgot(h.app, unknown);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.body).toBe(b.body);
      expect(await mailsTo(h.app, unknown)).toHaveLength(0);
      const mail = await latestMailTo(h.app, session.email);
      expect(mail.subject).toMatch(/reset/i);
      await resetToken(h.app, session.email);
      const [row] = await h.db.query<{ created_at: Date; expires_at: Date }>(
        `SELECT created_at, expires_at FROM email_tokens WHERE purpose = 'reset_password'`,
      );
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(3_600_000);
    });

    it('refuses a malformed email with 400 validation_error', async () => {
      for (const payload of [{}, { email: 'x' }, { email: 'a@example.com', extra: 1 }]) {
        const response = await h.app.inject({ method: 'POST', url: '/web-api/auth/forgot-password', payload });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).error).toBe('validation_error');
      }
    });
  });

  describe('validate-reset-token', () => {
    it('says valid with the address for a fresh token', async () => {
      const session = await signedInUser(h.app);
      await forgot(h.app, session.email);
      const response = await validate(h.app, await resetToken(h.app, session.email));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true, email: session.email });
    });

    it('refuses an unknown, an expired (after 1 h) and a used token with 400 invalid_reset_token', async () => {
      expect(errorOf(await validate(h.app, 'unknown-token'))).toMatchObject({
        error: 'invalid_reset_token',
        message: 'Invalid or expired reset token',
      });
      const session = await signedInUser(h.app);
      await forgot(h.app, session.email);
      const token = await resetToken(h.app, session.email);
      expect((await reset(h.app, token)).statusCode).toBe(200);
      expect((await validate(h.app, token)).statusCode).toBe(400);

      await forgot(h.app, session.email);
      const second = await resetToken(h.app, session.email);
      h.clock.advance(59 * 60_000);
      expect((await validate(h.app, second)).statusCode).toBe(200);
      h.clock.advance(2 * 60_000);
      const expired = await validate(h.app, second);
      expect(expired.statusCode).toBe(400);
      expect(errorOf(expired).error).toBe('invalid_reset_token');
    });

    it('refuses a missing token with 400 validation_error', async () => {
      const response = await h.app.inject({ method: 'POST', url: '/web-api/auth/validate-reset-token', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).error).toBe('validation_error');
    });
  });

  describe('reset-password', () => {
    it('sets the new password, signs out every session, and the link works once', async () => {
      const session = await signedInUser(h.app);
      const other = await signIn(h.app, session.email);
      await forgot(h.app, session.email);
      const token = await resetToken(h.app, session.email);
      const response = await reset(h.app, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: expect.any(String) });

      expect(errorOf(await login(h.app, session.email, PASSWORD)).error).toBe('invalid_credentials');
      expect((await login(h.app, session.email, NEW_PASSWORD)).statusCode).toBe(200);
      for (const s of [session, other]) {
        expect(errorOf(await refresh(h.app, s.refreshToken)).error).toBe('invalid_refresh_token');
        expect((await me(h.app, s.accessToken)).statusCode).toBe(401);
      }
      const again = await reset(h.app, token, 'yet another pass 9');
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).error).toBe('invalid_reset_token');
      expect((await login(h.app, session.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('marks an unverified address verified (the mailbox owner holds the link)', async () => {
      const { email } = await register(h.app);
      await forgot(h.app, email);
      expect((await reset(h.app, await resetToken(h.app, email))).statusCode).toBe(200);
      expect((await login(h.app, email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('keeps only the newest reset link working', async () => {
      const session = await signedInUser(h.app);
      await forgot(h.app, session.email);
      const first = await resetToken(h.app, session.email);
      await forgot(h.app, session.email);
      const second = await resetToken(h.app, session.email);
      expect(errorOf(await reset(h.app, first)).error).toBe('invalid_reset_token');
      expect((await reset(h.app, second)).statusCode).toBe(200);
    });

    it('checks the contract: passwords that differ, a short password, an expired token; nothing changes', async () => {
      const session = await signedInUser(h.app);
      await forgot(h.app, session.email);
      const token = await resetToken(h.app, session.email);

      const differ = await reset(h.app, token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
      expect(differ.statusCode).toBe(400);
      expect(errorOf(differ)).toMatchObject({ error: 'password_mismatch', message: 'Passwords do not match' });

      const short = await reset(h.app, token, 'short12', 'short12');
      expect(short.statusCode).toBe(400);
      expect(errorOf(short)).toMatchObject({
        error: 'password_too_short',
        message: 'Password must be at least 8 characters long',
      });

      for (const payload of [{ token }, { token, newPassword: NEW_PASSWORD }, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }]) {
        const malformed = await h.app.inject({ method: 'POST', url: '/web-api/auth/reset-password', payload });
        expect(malformed.statusCode).toBe(400);
        expect(errorOf(malformed).error).toBe('validation_error');
      }

      h.clock.advance(3_600_000 + 1000);
      const expired = await reset(h.app, token);
      expect(expired.statusCode).toBe(400);
      expect(errorOf(expired).error).toBe('invalid_reset_token');

      expect((await login(h.app, session.email, PASSWORD)).statusCode).toBe(200);
      expect((await refresh(h.app, session.refreshToken)).statusCode).toBe(200);
    });
  });
});
