import type { LoginBanner } from './LoginPage';

/** The query of / and /login: `verified=true` or `reset=success` shows a success banner (spec §2). */
export interface LoginSearch {
  verified?: string;
  reset?: string;
}

/** A search value as the address wrote it (the router keeps values as strings). */
export function searchString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const verified = searchString(search.verified);
  const reset = searchString(search.reset);
  return {
    ...(verified === undefined ? {} : { verified }),
    ...(reset === undefined ? {} : { reset }),
  };
}

export function loginBanner(search: LoginSearch): LoginBanner {
  if (search.verified === 'true') return 'verified';
  if (search.reset === 'success') return 'reset';
  return null;
}
