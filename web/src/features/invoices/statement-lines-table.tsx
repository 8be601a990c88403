import { formatWon } from '@parcel/shared/money';
import { NUMBER_CELL, StatementTable } from './statement-table';
import {
  lineCountText,
  lineSectionLabel,
  quantityText,
  STATEMENT_LINE_COLUMNS,
} from '@parcel/shared/settlement/statement-layout';
import type { StatementLine } from './statement-types';

/** The last three columns hold numbers. */
const NUMERIC: ReadonlySet<string> = new Set(STATEMENT_LINE_COLUMNS.slice(-3));

/**
 * 상세 청구서: every goods line billed, with the member of the settlement group that pays it (청구
 * 업체) and, for a communication line, the side it bills; the number of goods lines (a communication
 * line once, though printed per side) and their amounts added up.
 */
export function StatementLinesTable({ lines }: { lines: readonly StatementLine[] }) {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <StatementTable
      title="운송 내역"
      columns={STATEMENT_LINE_COLUMNS}
      numeric={NUMERIC}
      className="statement-table--lines"
      rows={lines.map((line) => (
        <tr key={`${line.shipmentId}-${line.side}`}>
          <td>{line.payerNm}</td>
          <td>{line.billDate}</td>
          <td>{line.waybillNo ?? ''}</td>
          <td>{line.senderNm}</td>
          <td>{line.receiverNm}</td>
          <td>{line.kindNm}</td>
          <td>{line.chargeNm}</td>
          <td>{lineSectionLabel(line)}</td>
          <td className={NUMBER_CELL}>{quantityText(line.qty, line.trnsprtCd)}</td>
          <td className={NUMBER_CELL}>{formatWon(line.untpc)}</td>
          <td className={NUMBER_CELL}>{formatWon(line.amount)}</td>
        </tr>
      ))}
      footer={
        <tr>
          <th scope="row" colSpan={STATEMENT_LINE_COLUMNS.length - 1}>
            {lineCountText(lines)}
          </th>
          <td className={NUMBER_CELL}>{formatWon(total)}</td>
        </tr>
      }
    />
  );
}
