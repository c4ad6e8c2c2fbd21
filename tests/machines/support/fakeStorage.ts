/**
 * In-memory stand-ins for the storage ports with the semantics of spec §3: tokens in "local" storage
 * when remember-me is on, else in "session" storage; reads prefer local.
 */
import type { Clock, RedirectStorage, StoredTokens, TokenStorage } from '../../../machines/shared/ports';

export class MemoryTokenStorage implements TokenStorage {
  local = new Map<string, string>();
  session = new Map<string, string>();

  read(): StoredTokens | null {
    for (const [store, rememberMe] of [
      [this.local, true],
      [this.session, false],
    ] as const) {
      const accessToken = store.get('access_token');
      if (accessToken) return { accessToken, refreshToken: store.get('refresh_token') ?? null, rememberMe };
    }
    return null;
  }

  write(tokens: { accessToken: string; refreshToken?: string | null }, rememberMe: boolean): void {
    const [target, other] = rememberMe ? [this.local, this.session] : [this.session, this.local];
    for (const key of ['access_token', 'refresh_token', 'rememberMe']) other.delete(key);
    target.set('access_token', tokens.accessToken);
    if (tokens.refreshToken) target.set('refresh_token', tokens.refreshToken);
    else target.delete('refresh_token');
    this.local.set('rememberMe', String(rememberMe));
  }

  clear(): void {
    for (const store of [this.local, this.session]) {
      for (const key of ['access_token', 'refresh_token', 'rememberMe']) store.delete(key);
    }
  }
}

export class MemoryRedirectStorage implements RedirectStorage {
  value: string | null = null;
  read(): string | null {
    return this.value;
  }
  save(path: string): void {
    this.value = path;
  }
  clear(): void {
    this.value = null;
  }
}

export class ManualClock implements Clock {
  constructor(public time = Date.UTC(2024, 0, 1)) {}
  now(): number {
    return this.time;
  }
}

/** An unsigned JWT with the given claims (jwt-decode reads claims without verifying). */
export function makeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
