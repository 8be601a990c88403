// The SQL side of a declared list (shared/src/records): the select list answering every
// declared column, and the rows as the services answer them.
import { columnNameOf } from '@parcel/shared/records/define-fields';
import type { ColumnSet, ListRow } from '@parcel/shared/records/define-list';

/** A row as the database driver returns it. */
export type DriverRow = Record<string, unknown>;

export interface ListSelect<List extends ColumnSet> {
  /** The alias of the list's main table, e.g. `b` for `bill_company b`. */
  alias: string;
  /**
   * The SQL of each column that is not the main table's column of the same name in snake_case:
   * computed values, joined names, casts. Only declared columns may be named.
   */
  sql?: Partial<Record<keyof List['columns'] & string, string>>;
}

/** The select list of every declared column, each aliased to its name (`b.company_nm as "companyNm"`). */
export function selectListOf<List extends ColumnSet>(list: List, select: ListSelect<List>): string {
  const expressions: Partial<Record<string, string>> = select.sql ?? {};
  return Object.keys(list.columns)
    .map((name) => `${expressions[name] ?? `${select.alias}.${columnNameOf(name)}`} as "${name}"`)
    .join(', ');
}

/**
 * A row as the services answer it, from the driver's row: timestamps (which the driver may give
 * as text) become Dates.
 */
export function rowReaderOf<List extends ColumnSet>(list: List): (row: DriverRow) => ListRow<List> {
  const dates = Object.entries(list.columns)
    .filter(([, column]) => column.kind === 'date')
    .map(([name]) => name);
  return (row) => {
    const answer: Record<string, unknown> = { ...row };
    for (const name of dates) {
      const value = row[name];
      if (value !== null && value !== undefined) answer[name] = new Date(value as string | Date);
    }
    return answer as ListRow<List>;
  };
}
