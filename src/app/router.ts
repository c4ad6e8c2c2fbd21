import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './context';
import { BASE_PATH } from './paths';

/** The app's router: generated route tree, base path /jobtalkai, context injected by main.tsx. */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    basepath: BASE_PATH,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
