import type { GridColDef } from '@mui/x-data-grid';
import { BILL_STANDARD_DAY_LABELS, type BillStandardDay } from '@parcel/shared/codes';
import type { InvoiceRowFragment } from '../../gql/graphql';

const won = (value: number | null) => (value ?? 0).toLocaleString('ko-KR');

const amount = (
  field: keyof InvoiceRowFragment,
  headerName: string,
  width = 120,
): GridColDef<InvoiceRowFragment> => ({
  field,
  headerName,
  width,
  type: 'number',
  sortable: false,
  valueFormatter: won,
});

/** The bill history grid (spec: year, month, billing day, supplier, total, base fare, VAT, parcel, communication). */
export const INVOICE_COLUMNS: GridColDef<InvoiceRowFragment>[] = [
  {
    field: 'year',
    headerName: '연도',
    width: 80,
    sortable: false,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'month', headerName: '월', width: 60, sortable: false },
  {
    field: 'billCd',
    headerName: '청구 기준일',
    width: 100,
    sortable: false,
    valueFormatter: (value: string) => BILL_STANDARD_DAY_LABELS[value as BillStandardDay] ?? value,
  },
  { field: 'billCompanyNm', headerName: '공급자', flex: 1, minWidth: 160, sortable: false },
  amount('totAmount', '합계', 130),
  amount('communicationFee', '기본료'),
  amount('communicationFeeVat', '기본료 부가세'),
  amount('untpc', '택배'),
  amount('untpcVat', '택배 부가세'),
  amount('weightUntpc', '통신 화주'),
  amount('weightUntpcVat', '통신 부가세'),
  { field: 'companyCount', headerName: '업체 수', width: 80, type: 'number', sortable: false },
];
