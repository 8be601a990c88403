import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { formatPhone } from '@parcel/shared/validation';
import type { RouteCompanyRowFragment, RouteRowFragment } from '../../gql/graphql';

/** The course list's columns: the name and how many companies the course has. */
export const ROUTE_COLUMNS: GridColDef<RouteRowFragment>[] = [
  { field: 'deliveryRouteNm', headerName: '배송 코스명', flex: 1, minWidth: 140, sortable: false },
  {
    field: 'companyCount',
    headerName: '업체 수',
    width: 90,
    type: 'number',
    sortable: false,
    valueFormatter: (value: number) => value.toLocaleString('ko-KR'),
  },
];

const phoneColumn = (
  field: 'telNo' | 'managerTelNo',
  headerName: string,
): GridColDef<RouteCompanyRowFragment> => ({
  field,
  headerName,
  width: 140,
  sortable: false,
  valueFormatter: (value: string | null) => formatPhone(value ?? ''),
});

/** The selected course's companies (spec: company name, phone, manager phone, address). */
export const ROUTE_COMPANY_COLUMNS: GridColDef<RouteCompanyRowFragment>[] = [
  {
    field: 'companyNm',
    headerName: '업체명',
    flex: 1,
    minWidth: 150,
    sortable: false,
    // A suspended company still keeps its course (and so still blocks a delete): say so.
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, height: '100%' }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {row.companyNm}
        </Box>
        {row.useYn === 'N' && <Chip size="small" variant="outlined" label="중지" />}
      </Box>
    ),
  },
  phoneColumn('telNo', '전화번호'),
  phoneColumn('managerTelNo', '담당자 연락처'),
  { field: 'address', headerName: '주소', flex: 2, minWidth: 200, sortable: false },
];
