import { BILL_STANDARD_DAY_LABELS, type BillStandardDay } from '@parcel/shared/codes';
import { CompanyBlock } from './statement-company-block';
import { STATEMENT_VIEW_LABELS, type StatementView } from '@parcel/shared/settlement/statement-layout';
import { StatementLinesTable } from './statement-lines-table';
import { StatementTotalsTable } from './statement-totals-table';
import { StatementTypeTable } from './statement-type-table';
import type { Statement } from './statement-types';
import { SupplierBlock } from './statement-supplier-block';

export interface StatementDocumentProps {
  statement: Statement;
  view: StatementView;
}

/**
 * The printed invoice: title and period, the supplier and the billed company side by side, the
 * goods lines (상세) or their per-type sums (유형별), and the amounts with VAT and the grand total.
 */
export function StatementDocument({ statement, view }: StatementDocumentProps) {
  const billDay = BILL_STANDARD_DAY_LABELS[statement.billCd as BillStandardDay] ?? statement.billCd;
  return (
    <article className="statement-sheet" aria-labelledby="statement-title">
      <h1 id="statement-title">{STATEMENT_VIEW_LABELS[view]}</h1>
      <p className="statement-sheet__period">
        {statement.year}년 {statement.month}월분 · 청구 기준일 {billDay}
      </p>
      <div className="statement-parties">
        <SupplierBlock supplier={statement.billCompanyInfo} />
        <CompanyBlock company={statement.companyInfo} />
      </div>
      {view === 'detail' ? (
        <StatementLinesTable lines={statement.shipmentInfoList} />
      ) : (
        <StatementTypeTable rows={statement.typeSummary} groups={statement.typeGroups} />
      )}
      <StatementTotalsTable amounts={statement.amounts} />
    </article>
  );
}
