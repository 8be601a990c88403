import Chip from '@mui/material/Chip';
import { MEMBER_LIST } from '@parcel/shared/records/member-list';
import { gridColumnsOf } from '../../components/declared-list';
import type { MemberRowFragment } from '../../gql/graphql';

/** The users list's columns, as declared; the state as a chip. */
export const MEMBER_COLUMNS = gridColumnsOf<MemberRowFragment>(MEMBER_LIST, {
  delYn: {
    renderCell: ({ value, formattedValue }) => (
      <Chip
        size="small"
        label={formattedValue}
        color={value === 'Y' ? 'default' : 'success'}
        variant="outlined"
      />
    ),
  },
});
