import type { EvidenceQuote } from '../../../../../machines/report/report.selectors';
import { t } from '../../../../i18n';
import { Stack } from '../../../../ui';
import * as styles from './Report.css';
import { formatTime, isValidTime } from './format';

/** The candidate's own words a score or a recommendation rests on, each with when it was said. */
export function Evidence({ quotes }: { quotes: readonly EvidenceQuote[] }) {
  if (quotes.length === 0) return null;
  return (
    <>
      <p className={styles.evidenceLabel}>{t('report.evidence')}</p>
      <Stack as="ul" space="xsmall" margin="none" marginTop="xsmall" padding="none" listStyle="none">
        {quotes.map((item, index) => (
          <li key={`${item.time}-${index}`}>
            <blockquote className={styles.quote}>
              “{item.quote}”
              {isValidTime(item.time) ? (
                <time className={styles.quoteTime} dateTime={item.time}>
                  {t('report.evidenceAt', { time: formatTime(item.time) })}
                </time>
              ) : null}
            </blockquote>
          </li>
        ))}
      </Stack>
    </>
  );
}
