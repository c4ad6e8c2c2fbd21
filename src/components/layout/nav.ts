import type { FileRouteTypes } from '../../routeTree.gen';
import type { MessageKey } from '../../i18n';

/** A path the router knows (from the generated route tree). */
type RoutePath = FileRouteTypes['to'];

/** The protected pages the layout and the dashboard link to (spec §2), including a report's page. */
export type AppNavPath =
  | '/jobs'
  | '/history'
  | '/subscription'
  | '/profile'
  | '/dashboard'
  | `/report/${string}`
  | `/interview/${string}`;

/*
 * /subscription and /report/{id} land in later steps; until then their paths are not
 * in the generated tree, so they are asserted here, in one place. Once they exist, this becomes
 * `(path: AppNavPath & RoutePath) => path`, and a typo in a path is a type error again.
 */
export function routeTo(path: AppNavPath): RoutePath {
  return path as string as RoutePath;
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
