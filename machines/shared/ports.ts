/**
 * What machines' actors need from the outside world. Machines declare side effects by name; the
 * `create<Flow>Actors(deps)` factories implement them over these ports, and the SPA provides real
 * implementations (src/storage, src/audio, src/api) while tests provide in-memory ones.
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

// ---- Web Storage (src/storage/safeStorage.ts implements it over localStorage / sessionStorage)

export type StorageArea = 'local' | 'session';

/** `quota`: the storage is full (the caller may evict and retry); `unavailable`: storage is blocked. */
export type WriteResult = 'ok' | 'quota' | 'unavailable';

/** Web Storage that never throws (blocked storage reads as empty; a full one answers `quota`). */
export interface SafeStorage {
  readonly area: StorageArea;
  get(key: string): string | null;
  set(key: string, value: string): WriteResult;
  remove(key: string): void;
  /** Keys that start with a prefix (e.g. the report cache). */
  keys(prefix?: string): string[];
  /** A JSON value, or null when absent or unparsable. */
  getJson<T>(key: string, isValid?: (value: unknown) => value is T): T | null;
  setJson(key: string, value: unknown): WriteResult;
}

// ---- the interviewer's voice (src/audio/player.ts: `playClip`)

export interface PlayClipOptions {
  /** 16 kHz mono signed 16-bit little-endian PCM. */
  pcm: Uint8Array;
  /** Playback rate (1, 0.75 or 0.5). */
  speed: number;
  /** The clip played to its end (called at most once, never after `stop`). */
  onEnded(): void;
  /** The clip could not be played (called at most once, never after `stop`). */
  onError(reason: string): void;
}

export interface ClipHandle {
  /** Stops and releases the clip; no callback fires afterwards. */
  stop(): void;
  setSpeed(speed: number): void;
  /** Whether the element is actually playing (not paused, not ended). */
  isPlaying(): boolean;
}

export type PlayClip = (options: PlayClipOptions) => ClipHandle;

// ---- the microphone (src/audio/capture.ts: `startCapture`)

export interface CaptureHandlers {
  /** About 100 ms of signed 16-bit little-endian mono PCM at 16 kHz. */
  onChunk(pcm: ArrayBuffer): void;
  /** The input level for the meter, 0..1. */
  onLevel(level: number): void;
  /** Capture stopped by itself after starting (the device went away). */
  onError?(reason: string): void;
}

export interface CaptureSession {
  /** Releases the microphone (stops every track) and closes the AudioContext. Safe to call twice. */
  stop(): Promise<void>;
}

export type StartCapture = (handlers: CaptureHandlers) => Promise<CaptureSession>;
