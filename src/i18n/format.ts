import { getLocale, t } from './index';

export interface FormatDateOptions {
  /** Include the time of day. */
  withTime?: boolean;
  /** e.g. 'UTC' for dates the server defines in UTC (the plan's reset date). */
  timeZone?: string;
}

/** A date for display: "Not available" without one, "Invalid date" for one that does not parse (spec §8). */
export function formatDate(value: string | null | undefined, options: FormatDateOptions = {}): string {
  if (!value) return t('common.notAvailable');
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return t('common.invalidDate');
  return new Intl.DateTimeFormat(getLocale(), {
    dateStyle: 'medium',
    timeStyle: options.withTime ? 'short' : undefined,
    timeZone: options.timeZone,
  }).format(date);
}

/** A number in the UI's language ("1,200.5" in English, "1 200,5" in Russian). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(getLocale(), options).format(value);
}

/** The time of day in the UI's language ("10:03 AM", "10:03"); '' for a date that does not parse. */
export function formatTimeOfDay(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(getLocale(), { timeStyle: 'short' }).format(date);
}
