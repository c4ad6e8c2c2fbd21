import { en, type MessageKey, type Messages } from './en';

export type { MessageKey, Messages };

/** The languages of the UI, English first (the default and the fallback). */
export const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** A text to show: a catalog entry (with values for its placeholders) or a server's own words. */
export type UiText = { key: MessageKey; values?: Record<string, string | number> } | { raw: string };

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

type Values = Record<string, string | number>;

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

function formatCount(locale: Locale, count: number): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(count);
}

/** The index just after the `}` that closes the `{` at `open`, or -1. */
function closingBrace(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === '{') depth++;
    else if (template[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

const PLURAL_HEAD = /^\s*(\w+)\s*,\s*plural\s*,/;

/** `one {# job} other {# jobs}` → { one: '# job', other: '# jobs' }. */
function pluralOptions(body: string): Map<string, string> {
  const options = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!selector) break;
    const open = i + selector[0].length - 1;
    const close = closingBrace(body, open);
    if (close < 0) break;
    options.set(selector[1], body.slice(open + 1, close - 1));
    i = close;
  }
  return options;
}

/**
 * Fills a template: `{name}` takes the value as it is; `{count, plural, one {# job} other {# jobs}}`
 * picks the form by the locale's plural rules (`=N` for an exact number) and writes the number for `#`
 * in the locale's digits. A placeholder without a value stays as written.
 */
export function formatMessage(locale: Locale, template: string, values: Values | undefined): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = closingBrace(template, open);
    if (close < 0) {
      out += template.slice(open);
      break;
    }
    const whole = template.slice(open, close);
    const inner = whole.slice(1, -1);
    const plural = PLURAL_HEAD.exec(inner);
    if (plural) {
      const raw = values && Object.hasOwn(values, plural[1]) ? values[plural[1]] : undefined;
      const count = typeof raw === 'number' ? raw : Number(raw);
      if (raw === undefined || Number.isNaN(count)) {
        out += whole;
      } else {
        const options = pluralOptions(inner.slice(plural[0].length));
        const form = options.get(`=${count}`) ?? options.get(pluralCategory(locale, count)) ?? options.get('other') ?? '';
        out += formatMessage(locale, form.replace(/#/g, formatCount(locale, count)), values);
      }
    } else if (/^\w+$/.test(inner) && values && Object.hasOwn(values, inner)) {
      out += String(values[inner]);
    } else {
      out += whole;
    }
    i = close;
  }
  return out;
}

/** The text of a catalog key in the UI's language, with `{placeholders}` filled in. */
export function t(key: MessageKey, values?: Values): string {
  const template = catalogs[active]?.[key] ?? en[key];
  return formatMessage(active, template, values);
}

/** Renders a UiText. */
export function text(value: UiText): string {
  return 'raw' in value ? value.raw : t(value.key, value.values);
}

export const ui = {
  key: (key: MessageKey, values?: Record<string, string | number>): UiText => ({ key, values }),
  raw: (raw: string): UiText => ({ raw }),
};
