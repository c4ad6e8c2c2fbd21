/** Number and time formats of the report page. */
import { t } from '../../../../i18n';

const SCORE_FORMAT = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const TIME_FORMAT = new Intl.DateTimeFormat('en', { timeStyle: 'short' });

/** A 0–10 score with at most one decimal ("7.4", "8"). */
export function formatScore(score: number): string {
  return SCORE_FORMAT.format(score);
}

/** The time of day of an ISO timestamp ("10:03 AM"); "Invalid date" when it does not parse. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return t('common.notAvailable');
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? t('common.invalidDate') : TIME_FORMAT.format(date);
}

/** Whether a timestamp parses (worth a `<time dateTime>`). */
export function isValidTime(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value));
}
