/**
 * What machines' actors need from the outside world. Machines declare side effects by name; the
 * `create<Flow>Actors(deps)` factories implement them over these ports, and the SPA provides real
 * implementations (src/storage, src/api) while tests provide in-memory ones.
 */
import type { Api } from '../../openapi/types';

export type { Api };

export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  rememberMe: boolean;
}

/** Tokens live in localStorage when remember-me is on, else in sessionStorage (spec §3). */
export interface TokenStorage {
  read(): StoredTokens | null;
  write(tokens: { accessToken: string; refreshToken?: string | null }, rememberMe: boolean): void;
  /** Removes access token, refresh token and the remember-me flag from both storages. */
  clear(): void;
}

/** A pair of tokens just obtained from `POST /auth/refresh` (or by another tab doing so). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * The one way the SPA refreshes a session: one refresh at a time across every tab of the browser
 * (refresh tokens rotate), new tokens stored before it resolves. Null: there is no session to refresh.
 */
export interface SessionRefresher {
  refresh(): Promise<SessionTokens | null>;
}

/** The browser's copies of one account's data (spec §3 per-user keys), emptied on every sign-out. */
export interface UserDataStorage {
  clear(): void;
}

/** The post-login redirect target (`redirect_after_login`, without the base path). */
export interface RedirectStorage {
  read(): string | null;
  save(path: string): void;
  clear(): void;
}

/** Wall-clock time, injectable so token expiry can be tested. */
export interface Clock {
  now(): number;
}
