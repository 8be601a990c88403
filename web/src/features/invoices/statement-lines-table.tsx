import { formatWon } from '@parcel/shared/money';
import { formatQuantity, quantityUnit, SECTION_LABELS, type StatementLine } from './statement-types';

const NUMBER = 'statement-table__number';
const COLUMNS = [
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

/** 상세 청구서: every goods line billed, with the number of lines and their amounts added up. */
export function StatementLinesTable({ lines }: { lines: readonly StatementLine[] }) {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <section aria-label="운송 내역">
      <h2>운송 내역</h2>
      <table className="statement-table statement-table--lines">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={NUMERIC.has(column) ? NUMBER : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length}>이 기간에 청구된 운송 내역이 없습니다.</td>
            </tr>
          ) : (
            lines.map((line) => (
              <tr key={line.shipmentId}>
                <td>{line.billDate}</td>
                <td>{line.waybillNo ?? ''}</td>
                <td>{line.senderNm}</td>
                <td>{line.receiverNm}</td>
                <td>{line.kindNm}</td>
                <td>{line.chargeNm}</td>
                <td>{SECTION_LABELS[line.trnsprtCd] ?? line.trnsprtCd}</td>
                <td className={NUMBER}>
                  {formatQuantity(line.qty)}
                  {quantityUnit(line.trnsprtCd)}
                </td>
                <td className={NUMBER}>{formatWon(line.untpc)}</td>
                <td className={NUMBER}>{formatWon(line.amount)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={COLUMNS.length - 1}>
              합계 {lines.length.toLocaleString('ko-KR')}건
            </th>
            <td className={NUMBER}>{formatWon(total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
