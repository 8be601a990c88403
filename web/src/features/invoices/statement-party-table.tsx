import type { ReactNode } from 'react';

export interface PartyTableProps {
  /** 공급자 or 공급받는자. */
  title: string;
  rows: readonly { label: string; value: ReactNode }[];
}

/** One party of a statement: its heading and a two-column table of label and value. */
export function PartyTable({ title, rows }: PartyTableProps) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <table className="statement-table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="statement-table__label">
                {row.label}
              </th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
