import { formatWon } from '@parcel/shared/money';
import { NUMBER_CELL, StatementTable } from './statement-table';
import {
  quantityText,
  SECTION_LABELS,
  STATEMENT_TYPE_COLUMNS,
} from '@parcel/shared/settlement/statement-layout';
import type { StatementTypeRow } from './statement-types';

/** The last three columns hold numbers. */
const NUMERIC: ReadonlySet<string> = new Set(STATEMENT_TYPE_COLUMNS.slice(-3));

/** 유형별 청구서: the goods lines added up per section (택배, 통신) and goods kind. */
export function StatementTypeTable({ rows }: { rows: readonly StatementTypeRow[] }) {
  const lineCount = rows.reduce((sum, row) => sum + row.lineCount, 0);
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  return (
    <StatementTable
      title="유형별 내역"
      columns={STATEMENT_TYPE_COLUMNS}
      numeric={NUMERIC}
      rows={rows.map((row) => (
        <tr key={`${row.trnsprtCd}-${row.kindCd}`}>
          <td>{SECTION_LABELS[row.trnsprtCd] ?? row.trnsprtCd}</td>
          <td>{row.kindNm}</td>
          <td className={NUMBER_CELL}>{row.lineCount.toLocaleString('ko-KR')}</td>
          <td className={NUMBER_CELL}>{quantityText(row.qty, row.trnsprtCd)}</td>
          <td className={NUMBER_CELL}>{formatWon(row.amount)}</td>
        </tr>
      ))}
      footer={
        <tr>
          <th scope="row" colSpan={2}>
            합계
          </th>
          <td className={NUMBER_CELL}>{lineCount.toLocaleString('ko-KR')}</td>
          <td />
          <td className={NUMBER_CELL}>{formatWon(total)}</td>
        </tr>
      }
    />
  );
}
