/** Number and time formats of the report page. */
import { t } from '../../../../i18n';
import { formatNumber, formatTimeOfDay } from '../../../../i18n/format';

/** A 0–10 score with at most one decimal ("7.4", "8"). */
export function formatScore(score: number): string {
  return formatNumber(score, { maximumFractionDigits: 1 });
}

/** The time of day of an ISO timestamp ("10:03 AM"); "Invalid date" when it does not parse. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return t('common.notAvailable');
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? t('common.invalidDate') : formatTimeOfDay(date);
}

/** Whether a timestamp parses (worth a `<time dateTime>`). */
export function isValidTime(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value));
}
