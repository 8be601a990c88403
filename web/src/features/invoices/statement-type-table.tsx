import { formatWon } from '@parcel/shared/money';
import { NUMBER_CELL, StatementTable } from './statement-table';
import {
  quantityText,
  SECTION_LABELS,
  splitsByCharge,
  STATEMENT_TYPE_COLUMNS,
  typeSubtotalLabel,
} from '@parcel/shared/settlement/statement-layout';
import type { StatementTypeGroup, StatementTypeRow } from './statement-types';

/** The last three columns hold numbers. */
const NUMERIC: ReadonlySet<string> = new Set(STATEMENT_TYPE_COLUMNS.slice(-3));

function TypeRow({ row }: { row: StatementTypeRow }) {
  return (
    <tr>
      <td>{SECTION_LABELS[row.trnsprtCd] ?? row.trnsprtCd}</td>
      <td>{row.kindNm}</td>
      <td className={NUMBER_CELL}>{row.lineCount.toLocaleString('ko-KR')}</td>
      <td className={NUMBER_CELL}>{quantityText(row.qty, row.trnsprtCd)}</td>
      <td className={NUMBER_CELL}>{formatWon(row.amount)}</td>
    </tr>
  );
}

/** A sum row: 합계 or a charge group's subtotal, its lines and amount (quantities mix units). */
function SumRow({ label, lineCount, amount }: { label: string; lineCount: number; amount: number }) {
  return (
    <tr>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td className={NUMBER_CELL}>{lineCount.toLocaleString('ko-KR')}</td>
      <td />
      <td className={NUMBER_CELL}>{formatWon(amount)}</td>
    </tr>
  );
}

const rowKey = (row: StatementTypeRow) => `${row.trnsprtCd}-${row.kindCd}`;

/**
 * 유형별 청구서: the goods lines added up per section (택배, 통신) and goods kind; split by charge
 * (선불, then 착불 (도착분), each with its subtotal) when the company pays lines as receiver.
 */
export function StatementTypeTable({
  rows,
  groups,
}: {
  rows: readonly StatementTypeRow[];
  groups: readonly StatementTypeGroup[];
}) {
  const lineCount = rows.reduce((sum, row) => sum + row.lineCount, 0);
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const body = splitsByCharge(groups)
    ? groups.flatMap((group) => [
        <tr key={`${group.chargeGroup}-heading`}>
          <th scope="rowgroup" colSpan={STATEMENT_TYPE_COLUMNS.length}>
            {group.chargeGroupNm}
          </th>
        </tr>,
        ...group.rows.map((row) => <TypeRow key={`${group.chargeGroup}-${rowKey(row)}`} row={row} />),
        <SumRow
          key={`${group.chargeGroup}-subtotal`}
          label={typeSubtotalLabel(group.chargeGroupNm)}
          lineCount={group.lineCount}
          amount={group.amount}
        />,
      ])
    : rows.map((row) => <TypeRow key={rowKey(row)} row={row} />);
  return (
    <StatementTable
      title="유형별 내역"
      columns={STATEMENT_TYPE_COLUMNS}
      numeric={NUMERIC}
      rows={body}
      footer={<SumRow label="합계" lineCount={lineCount} amount={total} />}
    />
  );
}
