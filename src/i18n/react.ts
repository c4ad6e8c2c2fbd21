import { useSyncExternalStore } from 'react';
import { getLocale, subscribeLocale, type Locale } from './index';

/**
 * The UI's language, re-rendering the component when it changes. Every route component calls it:
 * the router memoises its matches, so a change must reach each route's tree from inside.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}
