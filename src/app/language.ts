import { changeLocale, getLocale, subscribeLocale, type Locale } from '../i18n';
import { browserLanguages, createLanguageStorage, startingLocale, type LanguageStorage } from '../storage/language';

const storage: LanguageStorage = createLanguageStorage();

function markDocument(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = getLocale();
}

/**
 * Before the first render: the remembered language, else the browser's (English when it speaks
 * neither); the page's `lang` follows every change so screen readers and hyphenation use the right one.
 */
export async function startLanguage(languages: ReadonlyArray<string> = browserLanguages()): Promise<void> {
  subscribeLocale(markDocument);
  await changeLocale(startingLocale(storage, languages)).catch(() => changeLocale('en'));
  markDocument();
}

/** The visitor picked a language in the switch: remember it and show the UI in it. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  storage.save(locale);
  await changeLocale(locale);
}
