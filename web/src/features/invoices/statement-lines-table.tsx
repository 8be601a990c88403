import { formatWon } from '@parcel/shared/money';
import { NUMBER_CELL, StatementTable } from './statement-table';
import { formatQuantity, lineSectionLabel, quantityUnit, type StatementLine } from './statement-types';

const COLUMNS = [
  '청구 업체',
  '접수일',
  '운송장 번호',
  '보내는 곳',
  '받는 곳',
  '품목',
  '운임',
  '구분',
  '수량',
  '단가',
  '금액',
];
const NUMERIC = new Set(['수량', '단가', '금액']);

/**
 * 상세 청구서: every goods line billed, with the member of the settlement group that pays it (청구
 * 업체) and, for a communication line, the side it bills; the number of goods lines (a communication
 * line once, though printed per side) and their amounts added up.
 */
export function StatementLinesTable({ lines }: { lines: readonly StatementLine[] }) {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  // A collect parcel line prints its receiver's side alone, so count lines, not sender sides.
  const shipments = new Set(lines.map((line) => line.shipmentId)).size;
  return (
    <StatementTable
      title="운송 내역"
      columns={COLUMNS}
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
          <td className={NUMBER_CELL}>
            {formatQuantity(line.qty)}
            {quantityUnit(line.trnsprtCd)}
          </td>
          <td className={NUMBER_CELL}>{formatWon(line.untpc)}</td>
          <td className={NUMBER_CELL}>{formatWon(line.amount)}</td>
        </tr>
      ))}
      footer={
        <tr>
          <th scope="row" colSpan={COLUMNS.length - 1}>
            합계 {shipments.toLocaleString('ko-KR')}건
          </th>
          <td className={NUMBER_CELL}>{formatWon(total)}</td>
        </tr>
      }
    />
  );
}
