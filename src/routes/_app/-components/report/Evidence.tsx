import type { EvidenceQuote } from '../../../../../machines/report/report.selectors';
import { getLocale, t } from '../../../../i18n';
import { Box, Stack } from '../../../../ui';
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
            {/* The candidate's English words; the time under them is in the UI's language. */}
            <blockquote className={styles.quote} lang="en">
              “{item.quote}”
              {isValidTime(item.time) ? (
                <Box
                  as="time"
                  lang={getLocale()}
                  dateTime={item.time}
                  display="block"
                  marginTop="xxsmall"
                  fontSize="xsmall"
                  lineHeight="xsmall"
                  color="secondary"
                >
                  {t('report.evidenceAt', { time: formatTime(item.time) })}
                </Box>
              ) : null}
            </blockquote>
          </li>
        ))}
      </Stack>
    </>
  );
}
