import Chip from '@mui/material/Chip';
import { COMPANY_LIST } from '@parcel/shared/records/company';
import { gridColumnsOf } from '../../components/declared-list';
import type { CompanyRowFragment } from '../../gql/graphql';

/** The company list's columns, as declared, at the widths the screen had and with its chips. */
export const COMPANY_COLUMNS = gridColumnsOf<CompanyRowFragment>(COMPANY_LIST, {
  companyNm: { flex: 1.4, minWidth: 140 },
  bizNo: { width: 130 },
  representativeNm: { width: 100 },
  telNo: { width: 130 },
  regionNm: {
    width: 110,
    valueGetter: (_value, row) => [row.regionNm, row.regionDtlNm].filter(Boolean).join(' '),
  },
  billCompanyNm: { headerName: '공급자', flex: 1, minWidth: 120 },
  shipperYn: {
    width: 90,
    renderCell: ({ row }) =>
      row.shipperYn === 'Y' ? (
        <Chip size="small" color="primary" variant="outlined" label={row.shipperNm ?? '화주'} />
      ) : null,
  },
  useYn: {
    headerName: '상태',
    width: 80,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        variant="outlined"
        label={value === 'N' ? '중지' : '정상'}
        color={value === 'N' ? 'default' : 'success'}
      />
    ),
  },
  regDt: { width: 110 },
});
