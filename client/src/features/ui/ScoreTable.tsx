import type { Key, ReactNode } from 'react';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** One column of a score table: its header, and what each row shows in it. */
export interface ScoreColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A number (points, a price, a count): aligned right, under a header aligned the same. */
  numeric?: boolean;
  /** More classes for the column's cells (not its header). */
  className?: string;
}

interface ScoreTableProps<Row> {
  caption: ReactNode;
  /** The caption is for screen readers only: the page's heading already says what the table is. */
  captionHidden?: boolean;
  columns: readonly ScoreColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The viewer's own row stands out (`is-viewer`) and is announced as the current row. */
  isViewer?: (row: Row) => boolean;
  rowClassName?: (row: Row) => string | undefined;
  /** More classes for the table, beside `table`. */
  className?: string;
  /** Without column headers: a lone row under a table that has them (the leaderboard's "your best"). */
  headless?: boolean;
  /** In a box that scrolls sideways when the table is wider than a phone (every table but the party's narrow ones). */
  scroll?: boolean;
}

/**
 * Every table of scores, guesses and counts: a caption, column headers scoped to their columns, numbers aligned
 * right, the viewer's row marked. Its own module, so that only the pages that show a table load it.
 */
export function ScoreTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  isViewer,
  rowClassName,
  className,
  headless = false,
  scroll = true,
}: ScoreTableProps<Row>) {
  const table = (
    <table className={className ? `table ${className}` : 'table'}>
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      {!headless && (
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.numeric ? 'number' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((row) => {
          const viewer = isViewer?.(row) ?? false;
          return (
            <tr
              key={rowKey(row)}
              className={classes(viewer && 'is-viewer', rowClassName?.(row))}
              aria-current={viewer ? 'true' : undefined}
            >
              {columns.map((column, index) => (
                <td key={index} className={classes(column.numeric && 'number', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  return scroll ? <div className="table-scroll">{table}</div> : table;
}
