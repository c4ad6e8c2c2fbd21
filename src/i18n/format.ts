import { t } from './index';

/** The catalog's locale for dates (English first; a later locale brings its own). */
const DATE_LOCALE = 'en';

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
  return new Intl.DateTimeFormat(DATE_LOCALE, {
    dateStyle: 'medium',
    timeStyle: options.withTime ? 'short' : undefined,
    timeZone: options.timeZone,
  }).format(date);
}
