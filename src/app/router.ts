import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { MessageKey } from '../i18n';
import type { RouterContext } from './context';
import { BASE_PATH, stripBasePath } from './paths';

declare module '@tanstack/history' {
  interface HistoryState {
    /** /check-email: the address the verification mail went to (spec §2: passed in navigation state). */
    email?: string;
    /** /check-email: send a new verification mail on arrival (the visitor just asked for one elsewhere). */
    resend?: boolean;
    /** /login: the path the visitor came from, the post-login target when none was saved. */
    from?: string;
  }
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the browser tab ("{page} — JobTalk AI"); the deepest route that names one wins. */
    title?: MessageKey;
  }
}

export interface AppRouterOptions {
  /** The browser's history by default; tests pass a memory history. */
  history?: RouterHistory;
}

/**
 * Search values are kept as the strings the address holds: tokens and keys arrive in mailed links,
 * and the default JSON parsing would turn some of them into numbers or booleans.
 */
const parseSearch = parseSearchWith((value) => value);
const stringifySearch = stringifySearchWith(JSON.stringify);

/**
 * Pages that place the window's scroll themselves. /jobs restores the offset the jobs machine
 * remembered (spec §3: jobsPageScrollPosition with its manual-save flag); the router's own
 * restoration would reset it to the top after the page has restored it.
 */
export function managesOwnScroll(pathname: string): boolean {
  const path = stripBasePath(pathname).replace(/\/+$/, '');
  return path === '/jobs';
}

/** The app's router: generated route tree, base path /jobtalkai, context injected by `createApp`. */
export function createAppRouter(context: RouterContext, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    basepath: BASE_PATH,
    context,
    history: options.history,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: ({ location }) => !managesOwnScroll(location.pathname),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
