import { isLocale, pickLocale, type Locale } from '../i18n';
import { STORAGE_KEYS } from '../../machines/shared/storageKeys';
import { localArea } from './safeStorage';
import type { SafeStorage } from '../../machines/shared/ports';

/** The remembered choice of the UI's language. */
export interface LanguageStorage {
  /** The language chosen before, or null when none was (or the stored value is not a UI language). */
  read(): Locale | null;
  /** Remembers a choice made in the language switch. */
  save(locale: Locale): void;
}

export function createLanguageStorage(area: SafeStorage = localArea): LanguageStorage {
  return {
    read() {
      const stored = area.get(STORAGE_KEYS.language);
      return isLocale(stored) ? stored : null;
    },
    save(locale) {
      area.set(STORAGE_KEYS.language, locale);
    },
  };
}

/** The language to start in: the remembered choice, else the first of the browser's languages the UI speaks. */
export function startingLocale(storage: LanguageStorage, browserLanguages: ReadonlyArray<string>): Locale {
  return storage.read() ?? pickLocale(browserLanguages);
}

/** The browser's preferred languages, most preferred first. */
export function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return [...navigator.languages];
  return navigator.language ? [navigator.language] : [];
}
