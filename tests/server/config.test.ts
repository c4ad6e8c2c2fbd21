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

  it('uses the sandbox payment provider by default and needs the NOWPayments keys to start with nowpayments', () => {
    expect(loadConfig({}).payments).toEqual({
      provider: 'sandbox',
      apiUrl: 'https://api.nowpayments.io',
      apiKey: '',
      ipnSecret: '',
      callbackUrl: null,
      account: null,
    });
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'nowpayments' })).toThrow(/NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'nowpayments', NOWPAYMENTS_API_KEY: 'k' })).toThrow(/needs NOWPAYMENTS_IPN_SECRET/);
    expect(
      loadConfig({
        PAYMENTS_PROVIDER: 'NOWPayments',
        NOWPAYMENTS_API_KEY: 'k',
        NOWPAYMENTS_IPN_SECRET: 's',
        NOWPAYMENTS_API_URL: 'https://api-sandbox.nowpayments.io/',
        PAYMENTS_CALLBACK_URL: 'https://hooks.example/ipn',
      }).payments,
    ).toEqual({ provider: 'nowpayments', apiUrl: 'https://api-sandbox.nowpayments.io', apiKey: 'k', ipnSecret: 's', callbackUrl: 'https://hooks.example/ipn', account: null });
    const withAccount = { PAYMENTS_PROVIDER: 'nowpayments', NOWPAYMENTS_API_KEY: 'k', NOWPAYMENTS_IPN_SECRET: 's', NOWPAYMENTS_EMAIL: 'shop@jobtalk.example' };
    expect(() => loadConfig(withAccount)).toThrow(/NOWPAYMENTS_EMAIL and NOWPAYMENTS_PASSWORD/);
    expect(loadConfig({ ...withAccount, NOWPAYMENTS_PASSWORD: 'pw' }).payments.account).toEqual({ email: 'shop@jobtalk.example', password: 'pw' });
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => loadConfig({ NOWPAYMENTS_API_URL: 'ftp://x' })).toThrow(/NOWPAYMENTS_API_URL/);
    expect(() => loadConfig({ PAYMENTS_CALLBACK_URL: '/web-api/payments/callback' })).toThrow(/PAYMENTS_CALLBACK_URL/);
  });

  it('drains for 5 s after SIGTERM unless DRAIN_DELAY_MS says otherwise', () => {
    expect(loadConfig({}).drainDelayMs).toBe(5000);
    expect(loadConfig({ DRAIN_DELAY_MS: '0' }).drainDelayMs).toBe(0);
    expect(() => loadConfig({ DRAIN_DELAY_MS: '-1' })).toThrow(/DRAIN_DELAY_MS/);
  });

  it('serves no metrics unless METRICS_PORT or METRICS_TOKEN is set; their listener binds loopback by default', () => {
    expect(loadConfig({}).metrics).toEqual({ port: null, host: '127.0.0.1', token: null });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: null });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 'a-long-enough-token-1' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
      token: 'a-long-enough-token-1',
    });
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads LOG_LEVEL and the modules\' own levels from LOG_LEVELS, refusing unknown names', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({}).logLevels).toEqual({});
    expect(loadConfig({ LOG_LEVEL: 'WARN', LOG_LEVELS: ' live=debug, http=warn ,' })).toMatchObject({ logLevel: 'warn', logLevels: { live: 'debug', http: 'warn' } });
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig({ LOG_LEVELS: 'lvie=debug' })).toThrow(/unknown module "lvie"/);
    expect(() => loadConfig({ LOG_LEVELS: 'live=loud' })).toThrow(/level for live/);
    expect(() => loadConfig({ LOG_LEVELS: 'live' })).toThrow(/module=level pairs/);
  });

  it('refuses malformed settings', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
