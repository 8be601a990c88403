import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { formatWon } from '@parcel/shared/money';
import type { InvoiceAmounts } from '@parcel/shared/settlement/billing';
import type { ReactNode } from 'react';
import type { InvoiceCompanyRowFragment } from '../../gql/graphql';
import { StatementStatusCell } from './statement-status-cell';

type Row = InvoiceCompanyRowFragment;

const amount = (field: keyof Row, headerName: string, width = 110): GridColDef<Row> => ({
  field,
  headerName,
  width,
  type: 'number',
  sortable: false,
  valueFormatter: (value: number | null) => formatWon(value ?? 0),
});

/** The amount columns of a company row, in the bill history grid's order and words. */
export const COMPANY_AMOUNT_COLUMNS: readonly {
  field: Exclude<keyof InvoiceAmounts, 'totQty' | 'totAmount'>;
  label: string;
}[] = [
  { field: 'communicationFee', label: '기본료' },
  { field: 'communicationFeeVat', label: '기본료 부가세' },
  { field: 'untpc', label: '택배' },
  { field: 'untpcVat', label: '택배 부가세' },
  { field: 'weightUntpc', label: '통신 화주' },
  { field: 'weightUntpcVat', label: '통신 부가세' },
];

/**
 * 업체별 보기: company, e-mail, where its statement stands and the row's buttons (drawn by
 * `renderActions`) first, so they show without scrolling; then the total, the quantity and the six
 * amount columns (#,###), the total before the sections as in the bill history grid.
 */
export function invoiceCompanyColumns(
  renderActions: (params: GridRenderCellParams<Row>) => ReactNode,
): GridColDef<Row>[] {
  return [
    { field: 'companyNm', headerName: '업체명', flex: 1, minWidth: 130, sortable: false },
    {
      field: 'email',
      headerName: '이메일',
      width: 180,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? '',
    },
    {
      field: 'status',
      headerName: '발송 상태',
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <StatementStatusCell
          status={row.status}
          mailExcluded={row.mailExcluded}
          lastSentAt={row.lastSentAt}
          lastSendError={row.lastSendError}
        />
      ),
    },
    {
      field: 'actions',
      headerName: '작업',
      width: 320,
      sortable: false,
      renderCell: renderActions,
    },
    amount('totAmount', '합계', 110),
    {
      field: 'totQty',
      headerName: '수량',
      width: 80,
      type: 'number',
      sortable: false,
      valueFormatter: (value: number) => value.toLocaleString('ko-KR'),
    },
    ...COMPANY_AMOUNT_COLUMNS.map(({ field, label }) => amount(field, label)),
  ];
}
