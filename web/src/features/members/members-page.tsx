import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Box from '@mui/material/Box';
import { mayWrite } from '@parcel/shared/access';
import { emptyFiltersOf } from '@parcel/shared/records/define-list';
import { MEMBER_LIST } from '@parcel/shared/records/member-list';
import { useMemo, useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { searchFieldsOf } from '../../components/declared-list';
import { useDeleteAction } from '../../components/delete-action';
import { ListCard } from '../../components/list-card';
import { ListActions, useListScreen, type ListAction } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { SearchPanel } from '../../components/search-panel';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import type { MemberRowFragment } from '../../gql/graphql';
import { MembersQuery, UnlockMemberMutation, WithdrawMemberMutation } from './api/members';
import { MEMBER_COLUMNS } from './member-columns';
import { MemberFormDialog } from './member-form-dialog';

const DEFAULT_FILTERS = emptyFiltersOf(MEMBER_LIST);
const FILTER_FIELDS = searchFieldsOf(MEMBER_LIST);

/** Users' phone numbers are answered to admins only, who alone write users (the server's rule): others get neither filter nor column. */
const ADMIN_ONLY_FIELDS = new Set(['telNo']);
const withoutContacts = <T extends { name?: string; field?: string }>(items: T[]) =>
  items.filter((item) => !ADMIN_ONLY_FIELDS.has(item.name ?? item.field ?? ''));

/** 사용자 관리 (/settings/members): its filters, page and selection live in the URL. */
export function MembersPage() {
  const { auth } = useSession();
  const { run } = useMutationFeedback();
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS });
  const [dialog, setDialog] = useState<'none' | 'create' | 'edit'>('none');
  const seesContacts = mayWrite(auth.role, 'users');
  const { data, loading, refetch } = useQuery(MembersQuery, {
    variables: { filter: list.filterInput, page: list.pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const [withdraw] = useMutation(WithdrawMemberMutation);
  const [unlock, unlocking] = useMutation(UnlockMemberMutation);
  const rows = data?.members.items ?? [];
  const selected = rows.find((row) => String(row.memberId) === list.selectedIds[0]) ?? null;

  const unlockSelected = (member: MemberRowFragment) =>
    run(() => unlock({ variables: { memberId: member.memberId } }), {
      done: `${member.name}(${member.userId}) 사용자의 로그인 잠금을 해제했습니다.`,
      failed: { prefix: '로그인 잠금 해제에 실패했습니다.' },
    });

  const deletion = useDeleteAction<MemberRowFragment>({
    writes: 'users',
    title: '사용자 삭제',
    question: (member) => `${member.name}(${member.userId}) 사용자를 삭제(탈퇴 처리)하시겠습니까?`,
    remove: (member) => withdraw({ variables: { memberId: member.memberId } }),
    messages: { deleted: '사용자가 성공적으로 삭제되었습니다.', deleteFailed: '사용자 삭제에 실패했습니다.' },
    onDeleted: () => {
      list.select([]);
      return refetch();
    },
  });

  const actions: ListAction<MemberRowFragment>[] = [
    {
      label: '잠금 해제',
      icon: <LockOpenIcon />,
      needs: 'one',
      writes: 'users',
      busy: unlocking.loading,
      onClick: ([member]) => member && void unlockSelected(member),
    },
    deletion.action,
    {
      label: '선택 수정',
      icon: <EditIcon />,
      variant: 'outlined',
      needs: 'one',
      writes: 'users',
      onClick: () => setDialog('edit'),
    },
    {
      label: '신규 추가',
      icon: <AddIcon />,
      variant: 'contained',
      writes: 'users',
      onClick: () => setDialog('create'),
    },
  ];
  const filterFields = useMemo(
    () => (seesContacts ? FILTER_FIELDS : withoutContacts(FILTER_FIELDS)),
    [seesContacts],
  );
  const columns = useMemo(
    () => (seesContacts ? MEMBER_COLUMNS : withoutContacts(MEMBER_COLUMNS)),
    [seesContacts],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="사용자 관리" />
      <SearchPanel title="검색 조건" fields={filterFields} {...list.searchPanelProps} />
      <ListCard<MemberRowFragment>
        title="사용자 목록"
        actions={<ListActions actions={actions} selected={selected ? [selected] : []} role={auth.role} />}
        columns={columns}
        rows={rows}
        rowCount={data?.members.total ?? 0}
        loading={loading}
        {...list.pagingProps}
        getRowId={(row) => row.memberId}
        selectedId={selected?.memberId ?? null}
        onSelect={(row) => list.select([row.memberId])}
        emptyMessage="등록된 사용자가 없습니다."
      />
      {dialog !== 'none' && (
        <MemberFormDialog
          member={dialog === 'edit' ? selected : null}
          onClose={() => setDialog('none')}
          onSaved={(member) => {
            setDialog('none');
            list.select([member.memberId]);
            void refetch();
          }}
        />
      )}
      {deletion.dialog}
    </Box>
  );
}
