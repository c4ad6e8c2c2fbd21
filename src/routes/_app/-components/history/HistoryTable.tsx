import { routeTo } from '../../../../components/layout/nav';
import { t, text } from '../../../../i18n';
import { formatDate } from '../../../../i18n/format';
import { Badge, Box, LinkButton, Table, type BadgeTone, type TableColumn } from '../../../../ui';
import type { HistoryRow } from '../../../../../machines/history/history.selectors';
import type { ResultTone } from '../../../../../machines/history/history.records';

/** spec §2: green at 90 % or more, yellow at 70 % or more, red above 0; the statuses in their own tones. */
const RESULT_TONES: Record<ResultTone, BadgeTone> = {
  green: 'success',
  yellow: 'warning',
  red: 'danger',
  completed: 'brand',
  processing: 'info',
  failed: 'danger',
  queued: 'neutral',
};

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
          <span>{text(row.position)}</span>
          {row.isTemporary ? (
            <Box as="span" fontWeight="medium" color="primaryActive">
              {t('history.justCompleted')}
            </Box>
          ) : null}
        </Box>
      ),
    },
    { key: 'company', header: t('history.colCompany'), cell: (row) => text(row.company) },
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
      cell: (row) => <Badge tone={RESULT_TONES[row.result.tone]}>{text(row.result.label)}</Badge>,
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
