import type { Report } from '../../../../../machines/report/report.events';
import { t } from '../../../../i18n';
import { formatNumber } from '../../../../i18n/format';
import { Card, Heading, Stack, Text } from '../../../../ui';
import { Comment, Fact } from './Fact';
import * as styles from './Report.css';

type Delivery = NonNullable<Report['delivery']>;

/** A figure with one decimal in the UI's language ("2.5", "2,5"). */
const oneDecimal = (value: number) => formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Delivery (PRO): how the answers were said — speaking rate against the conversational band, fillers
 * with the words used, long pauses, lexical diversity — and the grammar checker's findings, each with
 * the candidate's sentence and the corrected one.
 */
export function DeliveryPanel({ delivery }: { delivery: Delivery }) {
  const { low, high } = delivery.targetWordsPerMinute;
  const fillers = delivery.fillerWords.map((f) => t('report.deliveryFillerWord', { word: f.word, count: f.count })).join(', ');
  return (
    <Card as="section" aria-labelledby="delivery-title">
      <Heading level={2} id="delivery-title">
        {t('report.deliveryTitle')}
      </Heading>
      <dl className={styles.facts}>
        <Fact label={t('report.deliveryRate')}>
          {delivery.wordsPerMinute === null || delivery.wordsPerMinute === undefined
            ? t('report.deliveryNotMeasured')
            : t('report.deliveryRateValue', { wpm: delivery.wordsPerMinute, low, high })}
        </Fact>
        <Fact label={t('report.deliveryFillers')}>
          {t('report.deliveryFillersValue', { per100: oneDecimal(delivery.fillersPer100Words) })}
          {fillers ? ` — ${fillers}` : ''}
        </Fact>
        <Fact label={t('report.deliveryPauses')}>
          {delivery.longPauses === null || delivery.longPauses === undefined ? t('report.deliveryNotMeasured') : formatNumber(delivery.longPauses)}
        </Fact>
        <Fact label={t('report.deliveryDiversity')}>
          {delivery.lexicalDiversity === null || delivery.lexicalDiversity === undefined ? t('report.deliveryTooFewWords') : oneDecimal(delivery.lexicalDiversity)}
        </Fact>
      </dl>
      <Heading level={3} as="h3">
        {t('report.deliveryGrammar')}
      </Heading>
      {delivery.grammarIssues.length === 0 ? (
        <Text tone="secondary">{t('report.deliveryNoGrammar')}</Text>
      ) : (
        <Stack as="ul" space="xxsmall" margin="none" paddingLeft="large">
          {delivery.grammarIssues.map((issue, index) => (
            <li key={`${issue.sentence}-${index}`}>
              <blockquote className={styles.quote} lang="en">
                “{issue.sentence}”
              </blockquote>
              <Comment>
                {issue.message}
                {issue.correction ? ` ${t('report.deliveryCorrection', { sentence: issue.correction })}` : ''}
              </Comment>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
