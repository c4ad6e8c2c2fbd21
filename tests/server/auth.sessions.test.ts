import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, errorOf, me, refresh, signIn, signedInUser } from './support/accounts';
import { backends } from './support/databases';
import { useHarness } from './support/harness';

function logout(app: FastifyInstance, accessToken: string, payload?: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/web-api/auth/logout',
    headers: bearer(accessToken),
    ...(payload !== undefined && { payload }),
  });
}

describe.each(backends())('sessions: refresh rotation and logout (%s)', (backend) => {
  const h = useHarness(backend);

  describe('POST /auth/refresh', () => {
    it('rotates: a new access token and a new refresh token of the same session, 30 days', async () => {
      const session = await signedInUser(h.app);
      h.clock.advance(1000);
      const response = await refresh(h.app, session.refreshToken);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { accessToken: string; refreshToken: string; expiresIn: number };
      expect(body.expiresIn).toBe(900);
      expect(body.refreshToken).not.toBe(session.refreshToken);
      expect(body.accessToken).not.toBe(session.accessToken);
      expect(decodeJwt(body.accessToken).sid).toBe(decodeJwt(session.accessToken).sid);
      expect((await me(h.app, body.accessToken)).statusCode).toBe(200);
      // The successor rotates again.
      expect((await refresh(h.app, body.refreshToken)).statusCode).toBe(200);
      const rows = await h.db.query<{ created_at: Date; expires_at: Date }>(
        'SELECT created_at, expires_at FROM refresh_tokens ORDER BY created_at DESC LIMIT 1',
      );
      expect(rows[0].expires_at.getTime() - rows[0].created_at.getTime()).toBe(30 * 86_400_000);
    });

    it('revokes the whole family when a used refresh token comes back after the 30 s reuse interval', async () => {
      const session = await signedInUser(h.app);
      const other = await signIn(h.app, session.email);
      const first = (await refresh(h.app, session.refreshToken)).json() as { accessToken: string; refreshToken: string };
      h.clock.advance(30_001);

      const replay = await refresh(h.app, session.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(errorOf(replay).error).toBe('invalid_refresh_token');
      // The legitimate successor and its access token are dead too.
      expect((await refresh(h.app, first.refreshToken)).statusCode).toBe(401);
      expect((await me(h.app, first.accessToken)).statusCode).toBe(401);
      expect((await me(h.app, session.accessToken)).statusCode).toBe(401);
      // Another device's session is untouched.
      expect((await me(h.app, other.accessToken)).statusCode).toBe(200);
      expect((await refresh(h.app, other.refreshToken)).statusCode).toBe(200);
    });

    it('gives two simultaneous uses of a token (two tabs) the same successor and keeps the session', async () => {
      const session = await signedInUser(h.app);
      const results = await Promise.all([refresh(h.app, session.refreshToken), refresh(h.app, session.refreshToken)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const [a, b] = results.map((r) => r.json() as { accessToken: string; refreshToken: string });
      expect(a.refreshToken).toBe(b.refreshToken);
      expect((await me(h.app, a.accessToken)).statusCode).toBe(200);
      expect((await me(h.app, b.accessToken)).statusCode).toBe(200);
      const families = await h.db.query('SELECT DISTINCT family_id FROM refresh_tokens WHERE revoked_at IS NULL');
      expect(families).toHaveLength(1);
      // The shared successor rotates once more, as any token does.
      expect((await refresh(h.app, a.refreshToken)).statusCode).toBe(200);
    });

    it('answers a reuse within the interval with the same successor, and not once that successor is revoked', async () => {
      const session = await signedInUser(h.app);
      const first = (await refresh(h.app, session.refreshToken)).json() as { refreshToken: string };
      h.clock.advance(29_000);
      const again = await refresh(h.app, session.refreshToken);
      expect(again.statusCode).toBe(200);
      expect((again.json() as { refreshToken: string }).refreshToken).toBe(first.refreshToken);

      const ended = await logout(h.app, (again.json() as { accessToken: string }).accessToken, {
        refreshToken: first.refreshToken,
      });
      expect(ended.statusCode).toBeLessThan(300);
      expect((await refresh(h.app, session.refreshToken)).statusCode).toBe(401);
    });

    it('refuses an unknown token and one unused for more than 30 days', async () => {
      expect(errorOf(await refresh(h.app, 'no-such-token')).error).toBe('invalid_refresh_token');
      const session = await signedInUser(h.app);
      h.clock.advance(30 * 86_400_000 + 1000);
      const response = await refresh(h.app, session.refreshToken);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).error).toBe('invalid_refresh_token');
    });

    it('refuses a malformed body with 400 validation_error', async () => {
      for (const payload of [{}, { refreshToken: '' }, { refreshToken: 'x', extra: true }]) {
        const response = await h.app.inject({ method: 'POST', url: '/auth/refresh', payload });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).error).toBe('validation_error');
      }
    });
  });

  describe('logout', () => {
    it("ends this device's session only (by the refresh token given)", async () => {
      const here = await signedInUser(h.app);
      const there = await signIn(h.app, here.email);
      const response = await logout(h.app, here.accessToken, { refreshToken: here.refreshToken });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await refresh(h.app, here.refreshToken)).statusCode).toBe(401);
      expect((await me(h.app, here.accessToken)).statusCode).toBe(401);
      expect((await me(h.app, there.accessToken)).statusCode).toBe(200);
      expect((await refresh(h.app, there.refreshToken)).statusCode).toBe(200);
    });

    it("without a body ends the access token's own session", async () => {
      const here = await signedInUser(h.app);
      const there = await signIn(h.app, here.email);
      expect((await logout(h.app, here.accessToken)).statusCode).toBe(204);
      expect((await refresh(h.app, here.refreshToken)).statusCode).toBe(401);
      expect((await refresh(h.app, there.refreshToken)).statusCode).toBe(200);
    });

    it('with allDevices revokes every refresh token of the user', async () => {
      const here = await signedInUser(h.app);
      const there = await signIn(h.app, here.email);
      expect((await logout(h.app, here.accessToken, { allDevices: true })).statusCode).toBe(204);
      for (const s of [here, there]) {
        expect((await refresh(h.app, s.refreshToken)).statusCode).toBe(401);
        expect((await me(h.app, s.accessToken)).statusCode).toBe(401);
      }
      const alive = await h.db.query('SELECT 1 FROM refresh_tokens WHERE revoked_at IS NULL');
      expect(alive).toHaveLength(0);
      // Signing in again works.
      expect((await me(h.app, (await signIn(h.app, here.email)).accessToken)).statusCode).toBe(200);
    });

    it("cannot end another user's session with their refresh token", async () => {
      const mallory = await signedInUser(h.app);
      const alice = await signedInUser(h.app);
      expect((await logout(h.app, mallory.accessToken, { refreshToken: alice.refreshToken })).statusCode).toBe(204);
      expect((await refresh(h.app, alice.refreshToken)).statusCode).toBe(200);
    });

    it('needs a valid access token (401) and a well-formed body (400)', async () => {
      const none = await h.app.inject({ method: 'POST', url: '/web-api/auth/logout' });
      expect(none.statusCode).toBe(401);
      expect(errorOf(none).error).toBe('unauthorized');
      const session = await signedInUser(h.app);
      const bad = await logout(h.app, session.accessToken, { allDevices: 'please' });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).error).toBe('validation_error');
      const extra = await logout(h.app, session.accessToken, { everything: true });
      expect(extra.statusCode).toBe(400);
    });
  });
});
