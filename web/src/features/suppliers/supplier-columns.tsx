import type { GridColDef } from '@mui/x-data-grid';
import { seoulDateOf } from '@parcel/shared/dates/seoul-date';
import { SUPPLIER_FIELD_LABELS as LABELS } from '@parcel/shared/forms/supplier-form';
import { formatAccountNumber, formatBusinessNumber, formatPhone } from '@parcel/shared/validation';
import type { SupplierRowFragment } from '../../gql/graphql';

const text = (value: string | null | undefined) => value ?? '';

/** The suppliers list's columns (server paging: no sorting in the browser); numbers come as digits. */
export const SUPPLIER_COLUMNS: GridColDef<SupplierRowFragment>[] = [
  { field: 'companyNm', headerName: LABELS.companyNm, flex: 1, minWidth: 160, sortable: false },
  {
    field: 'bizNo',
    headerName: LABELS.bizNo,
    width: 130,
    sortable: false,
    valueFormatter: (value: string | null) => formatBusinessNumber(text(value)),
  },
  { field: 'representativeNm', headerName: '대표자', width: 100, sortable: false },
  {
    field: 'telNo',
    headerName: LABELS.telNo,
    width: 140,
    sortable: false,
    valueFormatter: (value: string | null) => formatPhone(text(value)),
  },
  {
    field: 'faxNo',
    headerName: LABELS.faxNo,
    width: 140,
    sortable: false,
    valueFormatter: (value: string | null) => formatPhone(text(value)),
  },
  { field: 'email', headerName: LABELS.email, flex: 1, minWidth: 180, sortable: false },
  { field: 'bankNm', headerName: LABELS.bankNm, width: 100, sortable: false },
  {
    field: 'accountNo',
    headerName: LABELS.accountNo,
    width: 160,
    sortable: false,
    valueFormatter: (value: string | null) => formatAccountNumber(text(value)),
  },
  { field: 'depositorNm', headerName: LABELS.depositorNm, width: 140, sortable: false },
  {
    field: 'companyCount',
    headerName: '사용 업체',
    width: 90,
    type: 'number',
    sortable: false,
    valueFormatter: (value: number | null) => `${(value ?? 0).toLocaleString('ko-KR')}곳`,
  },
  {
    field: 'regDt',
    headerName: '등록일',
    width: 110,
    sortable: false,
    valueFormatter: (value: string | null) => (value ? seoulDateOf(new Date(value)) : ''),
  },
];
