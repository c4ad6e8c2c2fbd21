import { describe, expect, it } from 'vitest';
import { loadConfig, trustedOrigins } from '../../server/config';
import { useHarness } from './support/harness';

describe('GET /jobtalkai/config.json (getRuntimeConfig)', () => {
  const h = useHarness('pglite', {
    env: () => ({
      API_BASE_URL: 'https://api.jobtalk.test',
      LIVE_URL: 'wss://live.jobtalk.test/live',
      GOOGLE_CLIENT_ID: 'google-id',
      APPLE_CLIENT_ID: 'apple-id',
      APPLE_REDIRECT_URI: 'https://jobtalk.test/jobtalkai/login',
      SPA_INSPECT: 'true',
    }),
  });

  it('writes the SPA configuration from the environment, never cached', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/jobtalkai/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      apiBaseUrl: 'https://api.jobtalk.test',
      liveUrl: 'wss://live.jobtalk.test/live',
      googleClientId: 'google-id',
      appleClientId: 'apple-id',
      appleRedirectUri: 'https://jobtalk.test/jobtalkai/login',
      inspect: true,
    });
  });

  it('has empty client ids when Google and Apple are not configured', async () => {
    const plain = await h.sibling({ GOOGLE_CLIENT_ID: '', APPLE_CLIENT_ID: '', API_BASE_URL: '', LIVE_URL: '', SPA_INSPECT: '' });
    expect((await plain.inject({ method: 'GET', url: '/jobtalkai/config.json' })).json()).toMatchObject({
      apiBaseUrl: '',
      liveUrl: '',
      googleClientId: '',
      appleClientId: '',
      inspect: false,
    });
  });
});

describe('configuration', () => {
  it('needs nothing and trusts the public origin plus ALLOWED_ORIGINS', () => {
    const config = loadConfig({});
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.trustProxy).toBe('loopback');
    expect(trustedOrigins(loadConfig({ PUBLIC_URL: 'https://jobtalk.example/', ALLOWED_ORIGINS: 'http://localhost:5173/x' }))).toEqual([
      'https://jobtalk.example',
      'http://localhost:5173',
    ]);
  });

  it('refuses malformed settings', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
