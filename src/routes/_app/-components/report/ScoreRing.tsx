import { SCORE_MAX, SCORE_MIN } from '../../../../../machines/shared/constants';
import { t } from '../../../../i18n';
import { scoreColor, scoreTone } from '../../../../styles/score';
import { sprinkles } from '../../../../ui';
import * as styles from './Report.css';
import { formatScore } from './format';

const SIZE = 128;
const STROKE = 12;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** On phones the ring sits under the summary's text, centred; beside it from tablets on. */
const ringPlacement = sprinkles({ justifySelf: { mobile: 'center', tablet: 'end' } });

/**
 * The overall score as a ring out of 10 (spec §2), coloured by its band: 8 or more green, 6 or more
 * yellow, 4 or more orange, otherwise primary. One image for assistive technology, named by its score.
 */
export function ScoreRing({ score }: { score: number }) {
  const clamped = Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
  const share = (clamped - SCORE_MIN) / (SCORE_MAX - SCORE_MIN);
  const shown = formatScore(clamped);
  const colour = scoreColor(clamped);
  return (
    <svg
      className={ringPlacement}
      width={SIZE}
      height={SIZE}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={t('report.overallScoreLabel', { score: shown })}
      data-tone={scoreTone(clamped)}
    >
      <circle className={styles.ringTrack} cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} />
      <circle
        className={styles.ringValue}
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill="none"
        stroke={colour}
        strokeWidth={STROKE}
        strokeLinecap="round"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
        data-ring-value=""
      />
      <text className={styles.ringScore} x="50%" y="47%" textAnchor="middle" dominantBaseline="middle" style={{ fill: colour }}>
        {shown}
      </text>
      <text className={styles.ringScale} x="50%" y="68%" textAnchor="middle" dominantBaseline="middle">
        {t('report.outOfTen')}
      </text>
    </svg>
  );
}
