import { routeTo } from '../../../../components/layout/nav';
import { t, text, type UiText } from '../../../../i18n';
import { formatDate } from '../../../../i18n/format';
import { scoreTone } from '../../../../styles/score';
import { Badge, Box, LinkButton, Table, Text, type BadgeTone, type TableColumn } from '../../../../ui';
import type { HistoryRow } from '../../../../../machines/history/history.selectors';
import type { ResultBadge, StatusTone } from '../../../../../machines/history/history.records';
import { formatScore } from '../report/format';
import * as styles from './HistoryTable.css';

/** A position or company the conversation named (a raw text) is the catalogue's English; a fallback is the UI's. */
function englishIf(value: UiText): 'en' | undefined {
  return 'raw' in value ? 'en' : undefined;
}

/** The statuses in their own tones; an interview without answers did not fail, so it is not red. */
const STATUS_TONES: Record<StatusTone, BadgeTone> = {
  completed: 'brand',
  processing: 'info',
  failed: 'danger',
  noAnswers: 'neutral',
  queued: 'neutral',
};

/**
 * A score as the report shows it — out of 10, one decimal, in the colour of its band (issue 36: the
 * history said "88%" in amber where the report said 8.8/10 in green); a status with its reason.
 */
function ResultCell({ result }: { result: ResultBadge }) {
  if (result.tone === 'score') {
    const shown = formatScore(result.score);
    const tone = scoreTone(result.score);
    return (
      <Badge className={styles.scoreBadge[tone]} title={t('report.overallScoreLabel', { score: shown })}>
        <span data-tone={tone}>{t('history.scoreValue', { score: shown })}</span>
      </Badge>
    );
  }
  const badge = <Badge tone={STATUS_TONES[result.tone]}>{text(result.label)}</Badge>;
  if (!result.reason) return badge;
  return (
    // On phones the cell's value sits at the right of its label, as every other cell's does.
    <Box
      display="flex"
      flexDirection="column"
      gap="xxsmall"
      alignItems={{ mobile: 'flex-end', tablet: 'flex-start' }}
      textAlign={{ mobile: 'right', tablet: 'left' }}
    >
      {badge}
      <Text as="span" size="small" tone="secondary" className={styles.reason}>
        {text(result.reason)}
      </Text>
    </Box>
  );
}

/** Built at render time, so the headers follow the active locale. */
function historyColumns(): ReadonlyArray<TableColumn<HistoryRow>> {
  return [
    {
      key: 'position',
      header: t('history.colPosition'),
      cell: (row) => (
        <Box
          as="span"
          display="inline-flex"
          flexWrap="wrap"
          justifyContent={{ mobile: 'flex-end', tablet: 'flex-start' }}
          alignItems="baseline"
          columnGap="xxsmall"
          fontWeight="semibold"
        >
          <span lang={englishIf(row.position)}>{text(row.position)}</span>
          {row.isTemporary ? (
            <Box as="span" fontWeight="medium" color="primaryActive">
              {t('history.justCompleted')}
            </Box>
          ) : null}
        </Box>
      ),
    },
    { key: 'company', header: t('history.colCompany'), cell: (row) => <span lang={englishIf(row.company)}>{text(row.company)}</span> },
    {
      key: 'date',
      header: t('history.colDate'),
      cell: (row) => {
        const shown = formatDate(row.date, { withTime: true });
        return row.date && !Number.isNaN(Date.parse(row.date)) ? <time dateTime={row.date}>{shown}</time> : shown;
      },
    },
    {
      key: 'result',
      header: t('history.colResult'),
      cell: (row) => <ResultCell result={row.result} />,
    },
    {
      key: 'actions',
      header: t('history.colActions'),
      align: 'end',
      hideLabelOnMobile: true,
      cell: (row) =>
        row.reportPath ? (
          <LinkButton to={routeTo(row.reportPath)} variant="secondary" size="small">
            {t('history.viewReport')}
          </LinkButton>
        ) : null,
    },
  ];
}

/** The history table (spec §2): Position, Company, Date, Result, Actions; the temporary record set apart. */
export function HistoryTable({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <Table
      caption={t('history.caption')}
      columns={historyColumns()}
      rows={rows}
      rowKey={(row) => (row.isTemporary ? `temp:${row.id}` : row.id)}
      isRowHighlighted={(row) => row.isTemporary}
    />
  );
}
