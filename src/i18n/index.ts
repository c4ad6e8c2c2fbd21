import { formatMessage as formatTemplate, type MessageValues } from '../../openapi/messageFormat';
import { en, type MessageKey, type Messages } from './en';

export type { MessageKey, Messages };

/** The languages of the UI, English first (the default and the fallback). */
export const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** A text to show: a catalog entry (with values for its placeholders) or a server's own words. */
export type UiText = { key: MessageKey; values?: Record<string, UiTextValue> } | { raw: string };
/** A value of a text's placeholder: as it is, or another catalogue text (a field's label). */
export type UiTextValue = string | number | { key: MessageKey };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as ReadonlyArray<string>).includes(value);
}

/**
 * The first of the browser's languages ("ru-RU", "en-GB"…) that the UI speaks; English otherwise.
 * Only the primary subtag counts: any Russian is Russian.
 */
export function pickLocale(languages: ReadonlyArray<string>): Locale {
  for (const language of languages) {
    const primary = language.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

// Other catalogues are separate chunks: an English visitor never downloads the Russian one.
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  ru: () => import('./ru').then((module) => module.ru),
};

const catalogs: Partial<Record<Locale, Messages>> = { en };
let active: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

/** The catalogue of a locale, loaded once. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const loaded = catalogs[locale];
  if (loaded) return loaded;
  const messages = await loaders[locale as Exclude<Locale, 'en'>]();
  catalogs[locale] = messages;
  return messages;
}

/** Makes a locale the UI's language (loading its catalogue first) and tells every subscriber. */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  if (active === locale) return;
  active = locale;
  for (const listener of listeners) listener();
}

/** The UI's language now. */
export function getLocale(): Locale {
  return active;
}

/** Called after every change of the UI's language; returns the unsubscribe. */
export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

type Values = MessageValues;

/**
 * Fills a template in a locale: `{name}`, and `{count, plural, one {# job} other {# jobs}}` by the
 * locale's plural rules (openapi/messageFormat.ts, shared with the server's report texts).
 */
export function formatMessage(locale: Locale, template: string, values: Values | undefined): string {
  return formatTemplate(locale, template, values);
}

/** The text of a catalog key in the UI's language, with `{placeholders}` filled in. */
export function t(key: MessageKey, values?: Values): string {
  const template = catalogs[active]?.[key] ?? en[key];
  return formatMessage(active, template, values);
}

/** Renders a UiText. */
export function text(value: UiText): string {
  if ('raw' in value) return value.raw;
  if (!value.values) return t(value.key);
  const values: Values = {};
  for (const [name, item] of Object.entries(value.values)) values[name] = typeof item === 'object' ? t(item.key) : item;
  return t(value.key, values);
}

export const ui = {
  key: (key: MessageKey, values?: Record<string, string | number>): UiText => ({ key, values }),
  raw: (raw: string): UiText => ({ raw }),
};
