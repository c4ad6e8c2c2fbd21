import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';

describe('request logs (pglite)', () => {
  describe('at LOG_LEVEL=info', () => {
    const h = useHarness('pglite', { env: () => ({ LOG_LEVEL: 'info' }), logs: true });

    it('writes nothing for ordinary requests: requests are logged at debug', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await h.app.inject({ method: 'GET', url: '/jobtalkai/config.json' })).statusCode).toBe(200);
        expect((await h.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { email: 'a@example.com', password: 'x' } })).statusCode).toBe(401);
      }
      expect(h.logs.filter((line) => /request|response/i.test(line.msg ?? ''))).toEqual([]);
    });
  });

  describe('at LOG_LEVEL=debug', () => {
    const h = useHarness('pglite', { env: () => ({ LOG_LEVEL: 'debug' }), logs: true });

    it('writes one line per request, with method, path, status and time', async () => {
      await h.app.inject({ method: 'GET', url: '/jobtalkai/config.json' });
      const lines = h.logs.filter((line) => line.msg === 'request completed');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 20, method: 'GET', url: '/jobtalkai/config.json', statusCode: 200 });
      expect(typeof lines[0].ms).toBe('number');
    });
  });
});
