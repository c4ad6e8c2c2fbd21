import { useId } from 'react';
import type { ScorePoint } from '../../../../../machines/history/history.selectors';
import { SCORE_MAX, SCORE_MIN } from '../../../../../machines/shared/constants';
import { t, text } from '../../../../i18n';
import { formatDate, formatNumber } from '../../../../i18n/format';
import { scoreColor, scoreTone } from '../../../../styles/score';
import { visuallyHidden } from '../../../../styles/utilities.css';
import { Box, Card, Heading, Stack, Text, sprinkles } from '../../../../ui';
import * as styles from './ScoreChart.css';
import { axisLabels, type AxisLabel } from './chartAxis';

/** Score gridlines (and their labels), 0 to 10 every 2. */
const SCORE_TICKS = [0, 2, 4, 6, 8, 10] as const;

// Vertical geometry in pixels (the SVG has no viewBox: text keeps its size on phones and desktops).
const HEIGHT = 224;
const PLOT_TOP = 8;
const PLOT_BOTTOM = 188;
const DATE_LABEL_Y = 212;
const POINT_RADIUS = 6;
/** Where each x-axis label stands: the first point, the middle, the last point. */
const AXIS_LABEL_X: Record<AxisLabel['anchor'], string> = { start: '0', middle: '50%', end: '100%' };

function formatScore(score: number): string {
  return formatNumber(score, { maximumFractionDigits: 1 });
}

function yOf(score: number): number {
  const share = (score - SCORE_MIN) / (SCORE_MAX - SCORE_MIN);
  return PLOT_BOTTOM - share * (PLOT_BOTTOM - PLOT_TOP);
}

/** Points sit evenly in date order (oldest left), so interviews on the same day stay apart. */
function xOf(index: number, count: number): `${number}%` {
  return count < 2 ? '50%' : `${(index / (count - 1)) * 100}%`;
}

/**
 * /history "Your progress": the overall score of each completed interview over time, an inline SVG
 * coloured by the report's score bands (spec §2, §9). The SVG is one image with a summary for
 * assistive technology; the same data is in a visually hidden table.
 */
export function ScoreChart({ points }: { points: readonly ScorePoint[] }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const summaryId = `${id}-summary`;
  const count = points.length;
  if (count === 0) return null;

  const first = points[0];
  const last = points[count - 1];
  const sameDay = formatDate(first.date) === formatDate(last.date);
  const described = points.map((point, index) => ({
    point,
    index: index + 1,
    date: formatDate(point.date, { withTime: true }),
    score: formatScore(point.score),
    position: text(point.position),
  }));

  return (
    <Card
      as="figure"
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' })}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <Stack as="figcaption" space="xxsmall">
        <Heading level={3} as="h2" id={titleId}>
          {t('history.chartTitle')}
        </Heading>
        <Text size="small" tone="secondary" id={descriptionId}>
          {t('history.chartDescription')}
        </Text>
      </Stack>

      {/* The padding holds what overflows the plot: the score labels on the left, half a point on the right. */}
      <Box paddingLeft={{ mobile: 'xlarge', tablet: 'xxlarge' }} paddingRight={{ mobile: 'small', tablet: 'large' }}>
        <svg className={styles.svg} width="100%" height={HEIGHT} role="img" aria-labelledby={summaryId}>
          <title id={summaryId}>
            {t('history.chartSummary', {
              count,
              // One day: its times tell the interviews apart ("from Nov 28, 10:03 AM to Nov 28, 2:20 PM").
              first: formatDate(first.date, { withTime: sameDay }),
              last: formatDate(last.date, { withTime: sameDay }),
              latest: formatScore(last.score),
            })}
          </title>
          {SCORE_TICKS.map((tick) => (
            <g key={tick}>
              <line
                className={tick === SCORE_MIN ? styles.baseLine : styles.gridLine}
                x1="0"
                x2="100%"
                y1={yOf(tick)}
                y2={yOf(tick)}
                data-tick={tick}
              />
              <text className={styles.axisLabel} x={-12} y={yOf(tick)} textAnchor="end" dominantBaseline="middle">
                {tick}
              </text>
            </g>
          ))}
          {points.slice(1).map((point, index) => (
            <line
              key={`${points[index].id}-${point.id}`}
              className={styles.trendLine}
              x1={xOf(index, count)}
              y1={yOf(points[index].score)}
              x2={xOf(index + 1, count)}
              y2={yOf(point.score)}
            />
          ))}
          {described.map(({ point, index, date, score, position }) => (
            <circle
              key={point.id}
              className={styles.point}
              cx={xOf(index - 1, count)}
              cy={yOf(point.score)}
              r={POINT_RADIUS}
              style={{ fill: scoreColor(point.score) }}
              data-tone={scoreTone(point.score)}
            >
              <title>{t('history.chartPoint', { index, count, position, date, score })}</title>
            </circle>
          ))}
          {axisLabels(first.date, last.date).map(({ text: label, anchor }) => (
            <text key={anchor} className={styles.axisLabel} x={AXIS_LABEL_X[anchor]} y={DATE_LABEL_Y} textAnchor={anchor} data-axis-label={anchor}>
              {label}
            </text>
          ))}
        </svg>
      </Box>

      {/* The wrapper hides it: a table grows to its content whatever width it is given. */}
      <div className={visuallyHidden}>
        <table>
          <caption>{t('history.chartTableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.chartColInterview')}</th>
              <th scope="col">{t('history.chartColPosition')}</th>
              <th scope="col">{t('history.chartColDate')}</th>
              <th scope="col">{t('history.chartColScore')}</th>
            </tr>
          </thead>
          <tbody>
            {described.map(({ point, index, date, score, position }) => (
              <tr key={point.id}>
                <th scope="row">{index}</th>
                <td lang={'raw' in point.position ? 'en' : undefined}>{position}</td>
                <td>
                  <time dateTime={point.date}>{date}</time>
                </td>
                <td>{t('history.chartScore', { score })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
