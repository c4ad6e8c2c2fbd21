import type { RedirectStorage, SafeStorage } from '../../machines/shared/ports';
import { stripBasePath } from '../app/paths';
import { STORAGE_KEYS } from '../../machines/shared/storageKeys';
import { localArea } from './safeStorage';

/** Paths that are never a post-login target (spec §2): the home and sign-in pages. */
const NOT_A_TARGET = new Set(['/', '/login']);

function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** Only same-app paths: `/x`, never `//host/x` or `https://…` (no open redirect). */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Normalises a path for `redirect_after_login`: strips the /jobtalkai prefix; null when the path must
 * not be saved (not an app path, or / or /login).
 */
export function toRedirectTarget(path: string): string | null {
  const trimmed = path.trim();
  if (!isAppPath(trimmed)) return null;
  const appPath = stripBasePath(trimmed);
  if (NOT_A_TARGET.has(pathnameOf(appPath))) return null;
  return appPath;
}

/** `redirect_after_login` in localStorage, without the base path, never / or /login (spec §2). */
export function createRedirectStorage(area: SafeStorage = localArea): RedirectStorage {
  const key = STORAGE_KEYS.redirectAfterLogin;
  return {
    read() {
      const stored = area.get(key);
      return stored === null ? null : toRedirectTarget(stored);
    },
    save(path) {
      const target = toRedirectTarget(path);
      if (target !== null) area.set(key, target);
    },
    clear() {
      area.remove(key);
    },
  };
}
