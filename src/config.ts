import type { InspectionEvent, Observer } from 'xstate';
import { BASE_PATH } from './app/paths';
import type { Schemas } from '../openapi/types';

/** `config.json` as the contract defines it (`RuntimeConfig`). */
export type RuntimeConfig = Schemas['RuntimeConfig'];

/** What the actors created by the app receive as their `inspect` option. */
export type InspectObserver = Observer<InspectionEvent>;

export const CONFIG_URL = `${BASE_PATH}/config.json`;

/** Used when config.json is missing or unreadable: same origin, no third-party sign-in, no inspector. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  liveUrl: '',
  googleClientId: '',
  appleClientId: '',
  appleRedirectUri: '',
  inspect: false,
};

function stringField(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Accepts whatever config.json holds; unknown or mistyped fields fall back to the defaults. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    apiBaseUrl: stringField(source.apiBaseUrl),
    liveUrl: stringField(source.liveUrl),
    googleClientId: stringField(source.googleClientId),
    appleClientId: stringField(source.appleClientId),
    appleRedirectUri: stringField(source.appleRedirectUri),
    inspect: source.inspect === true,
  };
}

export interface LoadConfigOptions {
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  url?: string;
  /** Told when the defaults are used instead (the product still starts). */
  onFallback?: (reason: unknown) => void;
}

/** Loads `/jobtalkai/config.json`; never rejects: a missing or broken file gives the defaults. */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<RuntimeConfig> {
  const fetchImpl = options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
  const onFallback =
    options.onFallback ?? ((reason: unknown) => console.warn('config.json could not be loaded; using defaults', reason));
  try {
    const response = await fetchImpl(options.url ?? CONFIG_URL, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) {
      onFallback(new Error(`HTTP ${response.status}`));
      return { ...DEFAULT_CONFIG };
    }
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    onFallback(error);
    return { ...DEFAULT_CONFIG };
  }
}

type PageLocation = Pick<Location, 'origin' | 'protocol' | 'host' | 'search'>;

/** The API's base URL: the configured one, or the page's origin. */
export function resolveApiBaseUrl(config: RuntimeConfig, location: PageLocation = window.location): string {
  return (config.apiBaseUrl || location.origin).replace(/\/+$/, '');
}

/** The live interview's WebSocket URL: the configured one, or ws(s)://<page host>/live. */
export function resolveLiveUrl(config: RuntimeConfig, location: PageLocation = window.location): string {
  if (config.liveUrl) return config.liveUrl;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/live`;
}

/** The inspector is on when config.json says so or the address has `?inspect`. */
export function shouldInspect(config: RuntimeConfig, search: string = window.location.search): boolean {
  return config.inspect || new URLSearchParams(search).has('inspect');
}

/**
 * Creates the Stately inspector when asked for (loaded on demand: it is not part of the normal
 * bundle) and returns its observer for the actors' `inspect` option.
 */
export async function createInspect(
  config: RuntimeConfig,
  search: string = window.location.search,
  load: () => Promise<Pick<typeof import('@statelyai/inspect'), 'createBrowserInspector'>> = () =>
    import('@statelyai/inspect'),
): Promise<InspectObserver | undefined> {
  if (!shouldInspect(config, search)) return undefined;
  try {
    const { createBrowserInspector } = await load();
    return createBrowserInspector().inspect;
  } catch (error) {
    console.warn('The statechart inspector could not start', error);
    return undefined;
  }
}
