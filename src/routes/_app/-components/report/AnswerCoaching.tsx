import type { Report } from '../../../../../machines/report/report.events';
import { t, type MessageKey } from '../../../../i18n';
import { scoreColor, scoreTone } from '../../../../styles/score';
import { Box, Card, Heading, Inline, Stack, Text } from '../../../../ui';
import { Evidence } from './Evidence';
import { Comment, RecommendationBox } from './Fact';
import * as styles from './Report.css';
import { formatScore } from './format';

type Coaching = NonNullable<Report['answerCoaching']>[number];

const VERDICTS: Record<Coaching['verdict'], MessageKey | null> = {
  answered: null,
  'not-english': 'report.coachingVerdictNotEnglish',
  'addresses-scorer': 'report.coachingVerdictScorer',
  'read-back': 'report.coachingVerdictReadBack',
  copied: 'report.coachingVerdictCopied',
  'keyword-list': 'report.coachingVerdictKeywords',
  repeated: 'report.coachingVerdictRepeated',
  'no-answer': 'report.coachingVerdictNoAnswer',
};

/**
 * Answer by answer (PRO): for each question, the answer's score, what it had and lacked in the
 * candidate's own words, and one concrete way to make it stronger.
 */
export function AnswerCoaching({ coaching }: { coaching: readonly Coaching[] }) {
  if (coaching.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="answer-coaching-title">
      <Heading level={2} id="answer-coaching-title">
        {t('report.coachingTitle')}
      </Heading>
      <Text tone="secondary">{t('report.coachingIntro')}</Text>
      <Stack as="ol" space="large" margin="none" padding="none" listStyle="none">
        {coaching.map((item, index) => {
          const verdict = VERDICTS[item.verdict];
          return (
            <Box as="li" key={`${item.answer.time}-${index}`} borderTop="standard" paddingTop="medium">
              <Inline space="small" align="space-between" alignY="baseline" wrap={false} fontWeight="semibold">
                <Heading level={3} as="h3" className={styles.coachingQuestion}>
                  {t('report.coachingQuestion', { n: String(index + 1) })}{' '}
                  {item.question ? <span lang="en">{item.question}</span> : t('report.coachingNoQuestion')}
                </Heading>
                <Box
                  as="span"
                  fontWeight="semibold"
                  whiteSpace="nowrap"
                  data-tone={scoreTone(item.score)}
                  style={{ color: scoreColor(item.score) }}
                >
                  {t('report.scoreValue', { score: formatScore(item.score) })}
                </Box>
              </Inline>
              {verdict ? <Comment>{t(verdict)}</Comment> : null}
              <Evidence quotes={item.answer.quote ? [{ quote: item.answer.quote, time: item.answer.time }] : []} />
              <Labelled label={t('report.coachingHad')} lines={item.had} />
              <Labelled label={t('report.coachingLacked')} lines={item.lacked} />
              {item.suggestion ? (
                <RecommendationBox title={t('report.coachingStronger')} headingAs="h4">
                  {item.suggestion}
                </RecommendationBox>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Card>
  );
}

/** A labelled list of lines, nothing when empty. */
function Labelled({ label, lines }: { label: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <p className={styles.evidenceLabel}>{label}</p>
      <Stack as="ul" space="xxsmall" margin="none" paddingLeft="large">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Stack>
    </>
  );
}
