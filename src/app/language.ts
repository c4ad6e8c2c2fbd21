import { changeLocale, getLocale, type Locale } from '../i18n';
import { browserLanguages, createLanguageStorage, startingLocale, type LanguageStorage } from '../storage/language';

const storage: LanguageStorage = createLanguageStorage();

/** `<html lang>` in the UI's language, so screen readers and hyphenation use the right one. */
export function markDocument(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = getLocale();
}

/**
 * Before the first render: the remembered language, else the browser's (English when it speaks
 * neither). The page's `lang` is set here and then follows every change (the root route).
 */
export async function startLanguage(languages: ReadonlyArray<string> = browserLanguages()): Promise<void> {
  await changeLocale(startingLocale(storage, languages)).catch(() => changeLocale('en'));
  markDocument();
}

/** The visitor picked a language in the switch: remember it and show the UI in it. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  storage.save(locale);
  await changeLocale(locale);
}
