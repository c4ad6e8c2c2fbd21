import type { FileRouteTypes } from '../../routeTree.gen';
import type { MessageKey } from '../../i18n';

/** A path the router knows (from the generated route tree). */
type RoutePath = FileRouteTypes['to'];

type StaticNavPath = '/jobs' | '/history' | '/subscription' | '/profile' | '/dashboard';

/**
 * The protected pages the layout and the dashboard link to (spec §2), including a report's page. The
 * static ones are taken from the route tree: a path the router does not know drops out of the union.
 */
export type AppNavPath = Extract<RoutePath, StaticNavPath> | `/report/${string}` | `/interview/${string}`;

/**
 * A navigation path, checked against the generated route tree: a typo in a static path is a type
 * error. Dynamic paths (a report's or an interview's page) are template literals the tree cannot name.
 */
export function routeTo(path: AppNavPath): RoutePath {
  return path as RoutePath;
}

export interface AppNavItem {
  to: RoutePath;
  label: MessageKey;
}

/** The protected layout's navigation (spec §2: Jobs, History, Subscription, Profile). */
export const APP_NAV_ITEMS: ReadonlyArray<AppNavItem> = [
  { to: routeTo('/jobs'), label: 'nav.jobs' },
  { to: routeTo('/history'), label: 'nav.history' },
  { to: routeTo('/subscription'), label: 'nav.subscription' },
  { to: routeTo('/profile'), label: 'nav.profile' },
];

/** Where the product name in the header leads. */
export const APP_HOME_PATH: RoutePath = routeTo('/dashboard');
