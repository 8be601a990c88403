import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { ROUTE_COMPANY_LIST, ROUTE_LIST } from '@parcel/shared/records/delivery-route-list';
import { gridColumnsOf } from '../../components/declared-list';
import type { RouteCompanyRowFragment, RouteRowFragment } from '../../gql/graphql';

/** The course list's columns: the name and how many companies the course has. */
export const ROUTE_COLUMNS = gridColumnsOf<RouteRowFragment>(ROUTE_LIST);

/** The selected course's companies (spec: company name, phone, manager phone, address). */
export const ROUTE_COMPANY_COLUMNS = gridColumnsOf<RouteCompanyRowFragment>(ROUTE_COMPANY_LIST, {
  companyNm: {
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
});
