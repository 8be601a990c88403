import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { useDeleteAction } from '../../components/delete-action';
import { ListCard } from '../../components/list-card';
import { ListActions, useListScreen, type ListAction } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import type { NoticeRowFragment } from '../../gql/graphql';
import { DeleteNoticeMutation, NoticesQuery } from './api/notices';
import { NOTICE_COLUMNS } from './notice-columns';
import { NoticeFormDialog } from './notice-form-dialog';

export const NOTICE_DELETE_TOASTS = {
  deleted: '공지사항이 삭제되었습니다.',
  deleteFailed: '공지사항 삭제에 실패했습니다.',
} as const;

const NO_FILTERS = {};

/** 공지사항 (/settings/notices): admins write, change and remove notices; pinned first, then newest. */
export function NoticesPage() {
  const { auth } = useSession();
  const list = useListScreen({ defaultFilters: NO_FILTERS });
  const [dialog, setDialog] = useState<'none' | 'create' | 'edit'>('none');
  const { data, loading, refetch } = useQuery(NoticesQuery, {
    variables: { page: list.pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteNotice] = useMutation(DeleteNoticeMutation);
  const rows = data?.notices.items ?? [];
  const selected = rows.find((row) => String(row.noticeId) === list.selectedIds[0]) ?? null;

  const deletion = useDeleteAction<NoticeRowFragment>({
    writes: 'notices',
    title: '공지사항 삭제',
    question: (notice) => `"${notice.title}" 공지사항을 삭제하시겠습니까?`,
    remove: (notice) => deleteNotice({ variables: { noticeId: notice.noticeId } }),
    messages: NOTICE_DELETE_TOASTS,
    onDeleted: () => {
      list.select([]);
      return refetch();
    },
  });

  const actions: ListAction<NoticeRowFragment>[] = [
    deletion.action,
    {
      label: '선택 수정',
      icon: <EditIcon />,
      variant: 'outlined',
      needs: 'one',
      writes: 'notices',
      onClick: () => setDialog('edit'),
    },
    {
      label: '신규 추가',
      icon: <AddIcon />,
      variant: 'contained',
      writes: 'notices',
      onClick: () => setDialog('create'),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        title="공지사항"
        subtitle="직원과 화주에게 보이는 공지사항을 관리합니다. 고정한 공지가 먼저 보입니다."
      />
      <ListCard<NoticeRowFragment>
        title="공지사항 목록"
        actions={<ListActions actions={actions} selected={selected ? [selected] : []} role={auth.role} />}
        columns={NOTICE_COLUMNS}
        rows={rows}
        rowCount={data?.notices.total ?? 0}
        loading={loading}
        {...list.pagingProps}
        getRowId={(row) => row.noticeId}
        selectedId={selected?.noticeId ?? null}
        onSelect={(row) => list.select([row.noticeId])}
        emptyMessage="등록된 공지사항이 없습니다."
      />
      {dialog !== 'none' && (
        <NoticeFormDialog
          notice={dialog === 'edit' ? selected : null}
          onClose={() => setDialog('none')}
          onSaved={(notice) => {
            setDialog('none');
            list.select([notice.noticeId]);
            void refetch();
          }}
        />
      )}
      {deletion.dialog}
    </Box>
  );
}
