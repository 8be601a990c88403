import type { ReactNode } from 'react';

/** The class of a right-aligned number cell in the printed statement's tables. */
export const NUMBER_CELL = 'statement-table__number';

interface StatementTableProps {
  title: string;
  columns: readonly string[];
  /** The columns holding numbers: their headers align right like their cells. */
  numeric: ReadonlySet<string>;
  /** An extra class of the table (its column widths in statement-print.css). */
  className?: string;
  /** Rows of the body; none shows that nothing was billed in the period. */
  rows: ReactNode[];
  /** The sum row. */
  footer: ReactNode;
}

/** A titled table of the printed statement: column headers, its rows or a no-lines row, its sums. */
export function StatementTable({ title, columns, numeric, className, rows, footer }: StatementTableProps) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <table className={className ? `statement-table ${className}` : 'statement-table'}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={numeric.has(column) ? NUMBER_CELL : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>이 기간에 청구된 운송 내역이 없습니다.</td>
            </tr>
          ) : (
            rows
          )}
        </tbody>
        <tfoot>{footer}</tfoot>
      </table>
    </section>
  );
}
