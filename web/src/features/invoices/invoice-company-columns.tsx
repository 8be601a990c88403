import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { formatWon } from '@parcel/shared/money';
import { INVOICE_AMOUNTS, INVOICE_COMPANY_LIST } from '@parcel/shared/records/invoice-list';
import type { ReactNode } from 'react';
import { type ColumnOverrides, gridColumnsOf } from '../../components/declared-list';
import type { InvoiceCompanyRowFragment } from '../../gql/graphql';
import { StatementStatusCell } from './statement-status-cell';

type Row = InvoiceCompanyRowFragment;

/** The amount columns of a company row, in the bill history grid's order and words. */
export const COMPANY_AMOUNT_COLUMNS = INVOICE_AMOUNTS.map((field) => ({
  field,
  label: INVOICE_COMPANY_LIST.columns[field].label,
}));

const amount = { width: 110, valueFormatter: (value: number | null) => formatWon(value ?? 0) };

const OVERRIDES: ColumnOverrides<Row> = {
  companyNm: { minWidth: 130 },
  email: { width: 180 },
  status: {
    // Room for 발송 완료 and the 발송 후 변경 mark on one line.
    width: 210,
    renderCell: ({ row }) => (
      <StatementStatusCell
        status={row.status}
        mailExcluded={row.mailExcluded}
        lastSentAt={row.lastSentAt}
        lastSendError={row.lastSendError}
        sendState={row.sendState}
        changedAfterSend={row.changedAfterSend}
        sentTotAmount={row.sentTotAmount}
        totAmount={row.totAmount}
      />
    ),
  },
  totAmount: amount,
  totQty: { width: 80 },
  ...Object.fromEntries(INVOICE_AMOUNTS.map((field) => [field, amount])),
};

/**
 * 업체별 보기: company, e-mail, where its statement stands and the row's buttons (drawn by
 * `renderActions`) first, so they show without scrolling; then the total, the quantity and the six
 * amount columns (#,###), as declared.
 */
export function invoiceCompanyColumns(
  renderActions: (params: GridRenderCellParams<Row>) => ReactNode,
): GridColDef<Row>[] {
  const columns = gridColumnsOf<Row>(INVOICE_COMPANY_LIST, OVERRIDES);
  const actions: GridColDef<Row> = {
    field: 'actions',
    headerName: '작업',
    width: 520,
    sortable: false,
    renderCell: renderActions,
  };
  const afterStatus = columns.findIndex((column) => column.field === 'status') + 1;
  return [...columns.slice(0, afterStatus), actions, ...columns.slice(afterStatus)];
}
