import { en, type MessageKey, type Messages } from './en';

export type { MessageKey, Messages };

/** A text to show: a catalog entry (with values for its placeholders) or a server's own words. */
export type UiText = { key: MessageKey; values?: Record<string, string | number> } | { raw: string };

const catalogs: Record<string, Messages> = { en };
let active: Messages = en;

export function setLocale(locale: string): void {
  active = catalogs[locale] ?? en;
}

/** The text of a catalog key with `{placeholders}` filled in. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  const template = active[key] ?? en[key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Renders a UiText. */
export function text(value: UiText): string {
  return 'raw' in value ? value.raw : t(value.key, value.values);
}

export const ui = {
  key: (key: MessageKey, values?: Record<string, string | number>): UiText => ({ key, values }),
  raw: (raw: string): UiText => ({ raw }),
};
