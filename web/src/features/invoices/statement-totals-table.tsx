import { formatWon } from '@parcel/shared/money';
import { amountSections } from '@parcel/shared/settlement/statement-layout';
import { NUMBER_CELL } from './statement-table';
import type { Statement } from './statement-types';

/**
 * 청구 금액: each section (기본료, 택배, 통신) with its VAT and sum, as the invoice row holds them (the
 * server's figures, VAT rounded per section), and the grand total.
 */
export function StatementTotalsTable({ amounts }: { amounts: Statement['amounts'] }) {
  const { sections, supplyTotal, vatTotal } = amountSections(amounts);
  return (
    <section aria-label="청구 금액">
      <h2>청구 금액</h2>
      <table className="statement-table">
        <thead>
          <tr>
            <th scope="col">구분</th>
            <th scope="col" className={NUMBER_CELL}>
              공급가액
            </th>
            <th scope="col" className={NUMBER_CELL}>
              부가세
            </th>
            <th scope="col" className={NUMBER_CELL}>
              합계
            </th>
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => (
            <tr key={section.label}>
              <th scope="row">{section.label}</th>
              <td className={NUMBER_CELL}>{formatWon(section.supply)}</td>
              <td className={NUMBER_CELL}>{formatWon(section.vat)}</td>
              <td className={NUMBER_CELL}>{formatWon(section.supply + section.vat)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">합계</th>
            <td className={NUMBER_CELL}>{formatWon(supplyTotal)}</td>
            <td className={NUMBER_CELL}>{formatWon(vatTotal)}</td>
            <td className={NUMBER_CELL}>{formatWon(amounts.totAmount)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="statement-grand-total">
        <span>청구 합계 금액</span>
        <span>{formatWon(amounts.totAmount)}원</span>
      </p>
    </section>
  );
}
