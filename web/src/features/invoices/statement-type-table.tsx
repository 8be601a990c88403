import { formatWon } from '@parcel/shared/money';
import { formatQuantity, quantityUnit, SECTION_LABELS, type StatementTypeRow } from './statement-types';

const NUMBER = 'statement-table__number';
const COLUMNS = ['구분', '품목', '건수', '수량', '금액'];
const NUMERIC = new Set(['건수', '수량', '금액']);

/** 유형별 청구서: the goods lines added up per section (택배, 통신) and goods kind. */
export function StatementTypeTable({ rows }: { rows: readonly StatementTypeRow[] }) {
  const lineCount = rows.reduce((sum, row) => sum + row.lineCount, 0);
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  return (
    <section aria-label="유형별 내역">
      <h2>유형별 내역</h2>
      <table className="statement-table">
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
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length}>이 기간에 청구된 운송 내역이 없습니다.</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={`${row.trnsprtCd}-${row.kindCd}`}>
                <td>{SECTION_LABELS[row.trnsprtCd] ?? row.trnsprtCd}</td>
                <td>{row.kindNm}</td>
                <td className={NUMBER}>{row.lineCount.toLocaleString('ko-KR')}</td>
                <td className={NUMBER}>
                  {formatQuantity(row.qty)}
                  {quantityUnit(row.trnsprtCd)}
                </td>
                <td className={NUMBER}>{formatWon(row.amount)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              합계
            </th>
            <td className={NUMBER}>{lineCount.toLocaleString('ko-KR')}</td>
            <td />
            <td className={NUMBER}>{formatWon(total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
