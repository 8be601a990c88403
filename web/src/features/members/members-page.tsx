import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState, type ReactElement } from 'react';
import { mayWrite, WRITE_DENIED_MESSAGE } from '@parcel/shared/access';
import { MEMBER_GROUP_LABELS, MEMBER_GROUPS, isMemberGroup } from '@parcel/shared/forms/member-form';
import { formatPhone } from '@parcel/shared/validation';
import { useSession } from '../../app/session/session-provider';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListCard } from '../../components/list-card';
import { PageHeader } from '../../components/page-header';
import { SearchPanel, type SearchField } from '../../components/search-panel';
import { useNotify } from '../../components/use-notify';
import type { MemberRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { MembersQuery, UnlockMemberMutation, WithdrawMemberMutation } from './api/members';
import { MemberFormDialog } from './member-form-dialog';

const PAGE_SIZE = 17;

type MemberFilters = { groupVal: string; name: string; telNo: string };
const INITIAL_FILTERS: MemberFilters = { groupVal: '', name: '', telNo: '' };

const FILTER_FIELDS: SearchField<MemberFilters>[] = [
  {
    name: 'groupVal',
    label: '권한',
    kind: 'select',
    options: [
      { value: '', label: '전체' },
      ...MEMBER_GROUPS.map((group) => ({ value: group, label: MEMBER_GROUP_LABELS[group] })),
    ],
  },
  { name: 'name', label: '이름', kind: 'text' },
  { name: 'telNo', label: '전화번호', kind: 'phone' },
];

const COLUMNS: GridColDef<MemberRowFragment>[] = [
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
    valueFormatter: (value: string) => seoulDate(value),
  },
];

/** yyyy-MM-dd of a timestamp, in Seoul. */
function seoulDate(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }) : '';
}

/** Users' phone numbers are answered to admins only, who alone write users (the server's rule): others get neither filter nor column. */
const ADMIN_ONLY_FIELDS = new Set(['telNo']);
const withoutContacts = <T extends { name?: string; field?: string }>(items: T[]) =>
  items.filter((item) => !ADMIN_ONLY_FIELDS.has(item.name ?? item.field ?? ''));

/** 사용자 관리 (/settings/members). */
export function MembersPage() {
  const { auth } = useSession();
  const notify = useNotify();
  const canWrite = mayWrite(auth.role, 'users');
  const filterFields = useMemo(() => (canWrite ? FILTER_FIELDS : withoutContacts(FILTER_FIELDS)), [canWrite]);
  const columns = useMemo(() => (canWrite ? COLUMNS : withoutContacts(COLUMNS)), [canWrite]);
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<MemberRowFragment | null>(null);
  const [dialog, setDialog] = useState<'none' | 'create' | 'edit'>('none');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const variables = useMemo(
    () => ({
      filter: {
        groupVal: filters.groupVal || null,
        name: filters.name || null,
        telNo: filters.telNo || null,
      },
      page: { page, size: PAGE_SIZE },
    }),
    [filters, page],
  );
  const { data, loading, refetch } = useQuery(MembersQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [withdraw, withdrawing] = useMutation(WithdrawMemberMutation);
  const [unlock, unlocking] = useMutation(UnlockMemberMutation);

  const search = (values: MemberFilters) => {
    setFilters(values);
    setPage(0);
    setSelected(null);
  };

  const unlockSelected = async () => {
    if (!selected) return;
    try {
      await unlock({ variables: { memberId: selected.memberId } });
      notify.success(`${selected.name}(${selected.userId}) 사용자의 로그인 잠금을 해제했습니다.`);
    } catch (error) {
      notify.error(`로그인 잠금 해제에 실패했습니다. ${messageOf(error)}`);
    }
  };

  const remove = async () => {
    if (!selected) return;
    try {
      await withdraw({ variables: { memberId: selected.memberId } });
      notify.success('사용자가 성공적으로 삭제되었습니다.');
      setConfirmingDelete(false);
      setSelected(null);
      await refetch();
    } catch (error) {
      notify.error(`사용자 삭제에 실패했습니다. ${messageOf(error)}`);
      setConfirmingDelete(false);
    }
  };

  const writeOnly = (button: ReactElement) =>
    canWrite ? (
      button
    ) : (
      <Tooltip title={WRITE_DENIED_MESSAGE.users} enterDelay={700}>
        <span>{button}</span>
      </Tooltip>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="사용자 관리" />
      <SearchPanel
        title="검색 조건"
        fields={filterFields}
        initialValues={INITIAL_FILTERS}
        onSearch={search}
      />
      <ListCard<MemberRowFragment>
        title="사용자 목록"
        actions={
          <>
            {writeOnly(
              <Button
                startIcon={<LockOpenIcon />}
                disabled={!canWrite || !selected || unlocking.loading}
                onClick={() => void unlockSelected()}
              >
                잠금 해제
              </Button>,
            )}
            {writeOnly(
              <Button
                startIcon={<DeleteIcon />}
                color="error"
                disabled={!canWrite || !selected}
                onClick={() => setConfirmingDelete(true)}
              >
                선택 삭제
              </Button>,
            )}
            {writeOnly(
              <Button
                startIcon={<EditIcon />}
                variant="outlined"
                disabled={!canWrite || !selected}
                onClick={() => setDialog('edit')}
              >
                선택 수정
              </Button>,
            )}
            {writeOnly(
              <Button
                startIcon={<AddIcon />}
                variant="contained"
                disabled={!canWrite}
                onClick={() => setDialog('create')}
              >
                신규 추가
              </Button>,
            )}
          </>
        }
        columns={columns}
        rows={data?.members.items ?? []}
        rowCount={data?.members.total ?? 0}
        loading={loading}
        page={page}
        onPageChange={setPage}
        getRowId={(row) => row.memberId}
        selectedId={selected?.memberId ?? null}
        onSelect={setSelected}
        emptyMessage="등록된 사용자가 없습니다."
      />
      {dialog !== 'none' && (
        <MemberFormDialog
          member={dialog === 'edit' ? selected : null}
          onClose={() => setDialog('none')}
          onSaved={(member) => {
            setDialog('none');
            setSelected(member);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={confirmingDelete}
        title="사용자 삭제"
        message={`${selected?.name ?? ''}(${selected?.userId ?? ''}) 사용자를 삭제(탈퇴 처리)하시겠습니까?`}
        confirmLabel="삭제"
        destructive
        busy={withdrawing.loading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Box>
  );
}
