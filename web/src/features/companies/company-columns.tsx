import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { seoulDateOf } from '@parcel/shared/dates/seoul-date';
import { COMPANY_FIELD_LABELS as LABELS } from '@parcel/shared/forms/company-form';
import { formatBusinessNumber, formatPhone } from '@parcel/shared/validation';
import type { CompanyRowFragment } from '../../gql/graphql';

/** The company list's columns (server paging: no sorting in the browser). */
export const COMPANY_COLUMNS: GridColDef<CompanyRowFragment>[] = [
  { field: 'companyNm', headerName: LABELS.companyNm, flex: 1.4, minWidth: 140, sortable: false },
  {
    field: 'bizNo',
    headerName: LABELS.bizNo,
    width: 130,
    sortable: false,
    valueFormatter: (value: string) => formatBusinessNumber(value),
  },
  { field: 'representativeNm', headerName: LABELS.representativeNm, width: 100, sortable: false },
  {
    field: 'telNo',
    headerName: LABELS.telNo,
    width: 130,
    sortable: false,
    valueFormatter: (value: string | null) => formatPhone(value ?? ''),
  },
  {
    field: 'regionNm',
    headerName: LABELS.regionCd,
    width: 110,
    sortable: false,
    valueGetter: (_value, row) => [row.regionNm, row.regionDtlNm].filter(Boolean).join(' '),
  },
  { field: 'billCompanyNm', headerName: '공급자', flex: 1, minWidth: 120, sortable: false },
  {
    field: 'shipperYn',
    headerName: '화주',
    width: 90,
    sortable: false,
    renderCell: ({ row }) =>
      row.shipperYn === 'Y' ? (
        <Chip size="small" color="primary" variant="outlined" label={row.shipperNm ?? '화주'} />
      ) : null,
  },
  {
    field: 'useYn',
    headerName: '상태',
    width: 80,
    sortable: false,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        variant="outlined"
        label={value === 'N' ? '중지' : '정상'}
        color={value === 'N' ? 'default' : 'success'}
      />
    ),
  },
  {
    field: 'regDt',
    headerName: '등록일',
    width: 110,
    sortable: false,
    valueFormatter: (value: string | null) => (value ? seoulDateOf(new Date(value)) : ''),
  },
];
