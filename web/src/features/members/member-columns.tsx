import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { seoulDateOf } from '@parcel/shared/dates/seoul-date';
import { isMemberGroup, MEMBER_GROUP_LABELS } from '@parcel/shared/forms/member-form';
import { formatPhone } from '@parcel/shared/validation';
import type { MemberRowFragment } from '../../gql/graphql';

/** The users list's columns (server paging: no sorting in the browser). */
export const MEMBER_COLUMNS: GridColDef<MemberRowFragment>[] = [
  { field: 'name', headerName: '이름', flex: 1, minWidth: 110, sortable: false },
  { field: 'userId', headerName: '아이디', flex: 1, minWidth: 110, sortable: false },
  {
    field: 'telNo',
    headerName: '전화번호',
    width: 150,
    sortable: false,
    valueFormatter: (value: string | null) => formatPhone(value ?? ''),
  },
  {
    field: 'groupVal',
    headerName: '등급',
    width: 130,
    sortable: false,
    valueFormatter: (value: string) => (isMemberGroup(value) ? MEMBER_GROUP_LABELS[value] : value),
  },
  {
    field: 'delYn',
    headerName: '상태',
    width: 100,
    sortable: false,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        label={value === 'Y' ? '탈퇴' : '정상'}
        color={value === 'Y' ? 'default' : 'success'}
        variant="outlined"
      />
    ),
  },
  {
    field: 'regDt',
    headerName: '등록일',
    width: 120,
    sortable: false,
    valueFormatter: (value: string | null) => (value ? seoulDateOf(new Date(value)) : ''),
  },
];
