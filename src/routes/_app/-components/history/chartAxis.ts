import { formatDate, formatTimeOfDay } from '../../../../i18n/format';

/** A label under the progress chart's x axis, at its start, middle or end. */
export interface AxisLabel {
  text: string;
  anchor: 'start' | 'middle' | 'end';
}

/**
 * The x-axis labels of the progress chart, oldest point first (issue 36: one date at both ends when
 * every interview was on the same day). Different days: the first date at the start, the last at the
 * end. One day: the date once in the middle, with the first and last times at the ends when they
 * differ. No two labels ever say the same thing.
 */
export function axisLabels(firstDate: string, lastDate: string): AxisLabel[] {
  const first = formatDate(firstDate);
  const last = formatDate(lastDate);
  if (first !== last) return [{ text: first, anchor: 'start' }, { text: last, anchor: 'end' }];
  const firstTime = formatTimeOfDay(firstDate);
  const lastTime = formatTimeOfDay(lastDate);
  if (firstTime === lastTime) return [{ text: first, anchor: 'middle' }];
  return [
    { text: firstTime, anchor: 'start' },
    { text: first, anchor: 'middle' },
    { text: lastTime, anchor: 'end' },
  ];
}
