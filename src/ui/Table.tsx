import type { ReactNode } from 'react';
import { visuallyHidden } from '../styles/utilities.css';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  /** Stable key of the column. */
  key: string;
  /** Column header; also the label shown beside each value on phones. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** `end` for numbers and actions. */
  align?: 'start' | 'end';
  /** On phones, show the value without its column name (e.g. an action button). */
  hideLabelOnMobile?: boolean;
}

export interface TableProps<Row> {
  /** What the table lists; read by assistive technology, shown when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string;
  /** Rows to set apart (e.g. a just-finished interview). */
  isRowHighlighted?: (row: Row) => boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

/**
 * A data table: a normal table from the tablet breakpoint up, one card per row on phones.
 */
export function Table<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  isRowHighlighted,
  empty,
  className,
}: TableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) {
    return <div className={styles.empty}>{empty}</div>;
  }
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <table role="table" className={styles.table}>
        <caption className={showCaption ? styles.caption : visuallyHidden}>{caption}</caption>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                className={[styles.headerCell, column.align === 'end' && styles.alignEnd].filter(Boolean).join(' ')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={styles.body}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className={[styles.row, isRowHighlighted?.(row) && styles.highlightedRow].filter(Boolean).join(' ')}
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  className={[styles.cell, column.align === 'end' && styles.alignEnd].filter(Boolean).join(' ')}
                >
                  {column.hideLabelOnMobile ? null : (
                    <span className={styles.cellLabel} aria-hidden="true">
                      {column.header}
                    </span>
                  )}
                  <span className={styles.cellValue}>{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
