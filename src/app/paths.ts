/** The fixed base path the SPA is served under (spec §1, §9). */
export const BASE_PATH = '/jobtalkai';

/** `/jobtalkai/history?x=1` → `/history?x=1`; paths without the prefix are returned as they are. */
export function stripBasePath(path: string): string {
  if (path === BASE_PATH) return '/';
  if (path.startsWith(`${BASE_PATH}/`) || path.startsWith(`${BASE_PATH}?`) || path.startsWith(`${BASE_PATH}#`)) {
    const rest = path.slice(BASE_PATH.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return path;
}

/** The page's current route path without the base prefix, with its query (e.g. `/history?tab=2`). */
export function currentAppPath(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return stripBasePath(`${location.pathname}${location.search}`);
}

/** An absolute URL of a route of the SPA (for redirect URIs sent to the server). */
export function absoluteAppUrl(path: string, origin: string = window.location.origin): string {
  return `${origin}${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}
