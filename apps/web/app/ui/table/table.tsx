import { type ReactNode, useState } from 'react';
import { cx } from '../cx.util';
import { type SortDirection, type SortState, sortRows } from './sort-rows.util';
import styles from './table.module.css';

export interface TableColumn<Row> {
  readonly key: string;
  readonly header: ReactNode;
  /** The header as plain text: the label of the cell when the table stacks on phones. */
  readonly label: string;
  readonly cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  readonly sortValue?: (row: Row) => string | number | null | undefined;
  /** Numbers and prices right-aligned. */
  readonly align?: 'start' | 'end';
}

export interface TableProps<Row> {
  /** Names the table (may be visually hidden with `hideCaption`). */
  readonly caption: ReactNode;
  readonly hideCaption?: boolean;
  readonly columns: readonly TableColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  readonly defaultSort?: SortState;
  /** Below 768 px each row becomes a block of labelled lines instead of a table row. */
  readonly stackOnPhones?: boolean;
  readonly className?: string;
}

const NEXT: Record<SortDirection, SortDirection> = { ascending: 'descending', descending: 'ascending' };

/**
 * A data table with sortable columns (a button in the header, aria-sort on the sorted one) that stacks into
 * labelled blocks on phones, so it never scrolls sideways.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  defaultSort,
  stackOnPhones = true,
  className,
}: TableProps<Row>) {
  const [sort, setSort] = useState(defaultSort);
  const sortColumn = columns.find((column) => column.key === sort?.column);
  const shownRows =
    sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows;
  const toggle = (column: string) =>
    setSort((current) => ({
      column,
      direction: current?.column === column ? NEXT[current.direction] : 'ascending',
    }));

  return (
    <div className={cx(styles.wrapper, className)}>
      <table className={cx(styles.table, stackOnPhones && styles.stack)}>
        <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.column === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                  className={cx(column.align === 'end' && styles.end)}
                >
                  {column.sortValue ? (
                    <button type="button" className={styles.sortButton} onClick={() => toggle(column.key)}>
                      {column.header}
                      <span className={styles.sortIcon} aria-hidden="true" data-direction={direction}>
                        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shownRows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.label}
                  className={cx(column.align === 'end' && styles.end)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
