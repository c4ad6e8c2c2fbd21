import { describe, expect, it, vi } from 'vitest';
import {
  CONFIG_URL,
  DEFAULT_CONFIG,
  createInspect,
  loadConfig,
  parseRuntimeConfig,
  resolveApiBaseUrl,
  resolveLiveUrl,
  shouldInspect,
  type RuntimeConfig,
} from '../../src/config';

const page = (url: string) => {
  const u = new URL(url);
  return { origin: u.origin, protocol: u.protocol, host: u.host, search: u.search };
};

const full: RuntimeConfig = {
  apiBaseUrl: 'https://api.example.com',
  liveUrl: 'wss://live.example.com/live',
  googleClientId: 'g-id',
  appleClientId: 'a-id',
  appleRedirectUri: 'https://app.example.com/jobtalkai/login',
  inspect: true,
};

describe('loadConfig', () => {
  it('fetches /jobtalkai/config.json and returns its values', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(full), { status: 200 }));
    const config = await loadConfig({ fetch });
    expect(CONFIG_URL).toBe('/jobtalkai/config.json');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([CONFIG_URL, expect.any(Object)]);
    expect(config).toEqual(full);
  });

  it('a missing file gives the defaults (the product still starts)', async () => {
    const onFallback = vi.fn();
    const config = await loadConfig({ fetch: async () => new Response('Not found', { status: 404 }), onFallback });
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('an unreachable server or broken JSON gives the defaults', async () => {
    const onFallback = vi.fn();
    expect(
      await loadConfig({
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
        onFallback,
      }),
    ).toEqual(DEFAULT_CONFIG);
    expect(await loadConfig({ fetch: async () => new Response('{oops', { status: 200 }), onFallback })).toEqual(
      DEFAULT_CONFIG,
    );
    expect(onFallback).toHaveBeenCalledTimes(2);
  });

  it('mistyped fields fall back one by one', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 42, liveUrl: ' wss://x/live ', inspect: 'yes', googleClientId: 'g' })).toEqual({
      ...DEFAULT_CONFIG,
      liveUrl: 'wss://x/live',
      googleClientId: 'g',
    });
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_CONFIG);
  });
});

describe('resolved addresses', () => {
  it('empty apiBaseUrl means the page\'s origin', () => {
    expect(resolveApiBaseUrl(DEFAULT_CONFIG, page('https://app.example.com/jobtalkai/jobs'))).toBe('https://app.example.com');
    expect(resolveApiBaseUrl({ ...DEFAULT_CONFIG, apiBaseUrl: 'https://api.example.com/' }, page('https://x.test/'))).toBe(
      'https://api.example.com',
    );
  });

  it('empty liveUrl means ws(s)://<page host>/live', () => {
    expect(resolveLiveUrl(DEFAULT_CONFIG, page('http://localhost:8080/jobtalkai/'))).toBe('ws://localhost:8080/live');
    expect(resolveLiveUrl(DEFAULT_CONFIG, page('https://app.example.com/jobtalkai/'))).toBe('wss://app.example.com/live');
    expect(resolveLiveUrl(full, page('https://app.example.com/'))).toBe('wss://live.example.com/live');
  });
});

describe('the Stately inspector', () => {
  it('is on with inspect: true or ?inspect in the address, off otherwise', () => {
    expect(shouldInspect({ ...DEFAULT_CONFIG, inspect: true }, '')).toBe(true);
    expect(shouldInspect(DEFAULT_CONFIG, '?inspect')).toBe(true);
    expect(shouldInspect(DEFAULT_CONFIG, '?a=1&inspect=1')).toBe(true);
    expect(shouldInspect(DEFAULT_CONFIG, '?inspector=no')).toBe(false);
    expect(shouldInspect(DEFAULT_CONFIG, '')).toBe(false);
  });

  it('is only loaded when on, and hands out its inspect observer', async () => {
    const observer = { next: vi.fn() };
    const createBrowserInspector = vi.fn(() => ({ inspect: observer }));
    const load = vi.fn(async () => ({ createBrowserInspector }) as never);

    expect(await createInspect(DEFAULT_CONFIG, '', load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    expect(await createInspect(DEFAULT_CONFIG, '?inspect', load)).toBe(observer);
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);
  });
});
