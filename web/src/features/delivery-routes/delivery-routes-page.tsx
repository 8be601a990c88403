import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import { DELIVERY_ROUTE_MESSAGES } from '@parcel/shared/forms/delivery-route-form';
import { useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ExportAction } from '../../components/export-action';
import { ListCard } from '../../components/list-card';
import { ListActions, useListScreen, type ListAction } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import { useNotify } from '../../components/use-notify';
import type { RouteRowFragment } from '../../gql/graphql';
import {
  DeleteRouteMutation,
  RouteCompaniesQuery,
  RouteHasCompaniesQuery,
  RoutesQuery,
} from './api/delivery-routes';
import { ROUTE_COLUMNS, ROUTE_COMPANY_COLUMNS } from './route-columns';
import { ROUTE_TOASTS, RouteFormDialog } from './route-form-dialog';

/**
 * The selected course is the companies grid's one filter: it lives in the URL (?deliveryRouteId=),
 * with that grid's page and size, so a reload or a shared link opens the same course.
 */
const DEFAULT_FILTERS = { deliveryRouteId: '' };

export const ROUTE_LIST_TITLE = '배송 코스 목록';
export const ROUTE_COMPANIES_TITLE = '소속 업체';

/** 배송 코스 설정 (/transport/route-settings): courses on the left, the selected one's companies on the right. */
export function DeliveryRoutesPage() {
  const { auth } = useSession();
  const notify = useNotify();
  const { run } = useMutationFeedback();
  const client = useApolloClient();
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS });
  const [dialog, setDialog] = useState<'none' | 'create' | 'edit'>('none');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [checkingDelete, setCheckingDelete] = useState(false);
  const routes = useQuery(RoutesQuery, { fetchPolicy: 'cache-and-network' });
  const courses = routes.data?.routes.items ?? [];
  const selected =
    courses.find((route) => String(route.deliveryRouteId) === list.filters.deliveryRouteId) ?? null;
  // Asked only for a course the list holds: a stale link selects nothing and asks nothing.
  const companies = useQuery(
    RouteCompaniesQuery,
    selected
      ? {
          variables: { deliveryRouteId: selected.deliveryRouteId, page: list.pageInput },
          fetchPolicy: 'cache-and-network',
        }
      : skipToken,
  );
  const [deleteRoute, deleting] = useMutation(DeleteRouteMutation);

  const selectCourse = (route: RouteRowFragment | null) =>
    list.search({ deliveryRouteId: route ? String(route.deliveryRouteId) : '' });

  const refresh = async () => {
    await Promise.all([routes.refetch(), selected ? companies.refetch() : null]);
  };

  /** The spec's existence check first: a course with companies is refused before any confirm. */
  const askDelete = async (route: RouteRowFragment) => {
    setCheckingDelete(true);
    try {
      const { data } = await client.query({
        query: RouteHasCompaniesQuery,
        variables: { deliveryRouteId: route.deliveryRouteId },
        fetchPolicy: 'network-only',
      });
      if (data?.routeHasCompanies) {
        notify.error(DELIVERY_ROUTE_MESSAGES.hasCompanies, ROUTE_TOASTS.deleteFailed);
        await refresh();
      } else if (data) {
        setConfirmingDelete(true);
      }
    } catch {
      // The failed read has shown its toast (apollo-client's toastLink).
    } finally {
      setCheckingDelete(false);
    }
  };

  const remove = async (route: RouteRowFragment) => {
    // E.g. a company joined the course meanwhile: the server refuses with the spec's message.
    const outcome = await run(() => deleteRoute({ variables: { deliveryRouteId: route.deliveryRouteId } }), {
      done: ROUTE_TOASTS.deleted,
      failed: { prefix: ROUTE_TOASTS.deleteFailed },
    });
    setConfirmingDelete(false);
    if (outcome.ok) {
      selectCourse(null);
      await routes.refetch();
    } else await refresh();
  };

  const actions: ListAction<RouteRowFragment>[] = [
    {
      label: '선택 삭제',
      icon: <DeleteIcon />,
      color: 'error',
      needs: 'one',
      writes: 'companies',
      busy: checkingDelete || deleting.loading,
      onClick: ([route]) => route && void askDelete(route),
    },
    {
      label: '선택 수정',
      icon: <EditIcon />,
      variant: 'outlined',
      needs: 'one',
      writes: 'companies',
      onClick: () => setDialog('edit'),
    },
    {
      label: '신규 추가',
      icon: <AddIcon />,
      variant: 'contained',
      writes: 'companies',
      onClick: () => setDialog('create'),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        title="배송 코스 설정"
        subtitle="배송 코스를 선택하면 그 코스에 속한 업체를 볼 수 있습니다."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          // Side by side from md; stacked (courses first) on small screens.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(300px, 2fr) minmax(0, 3fr)' },
        }}
      >
        <ListCard<RouteRowFragment>
          title={ROUTE_LIST_TITLE}
          actions={<ListActions actions={actions} selected={selected ? [selected] : []} role={auth.role} />}
          columns={ROUTE_COLUMNS}
          rows={courses}
          loading={routes.loading}
          pageSize="all"
          getRowId={(row) => row.deliveryRouteId}
          selectedId={selected?.deliveryRouteId ?? null}
          onSelect={selectCourse}
          emptyMessage="등록된 배송 코스가 없습니다."
        />
        <ListCard
          title={selected ? `${selected.deliveryRouteNm} ${ROUTE_COMPANIES_TITLE}` : ROUTE_COMPANIES_TITLE}
          exportAction={
            selected && (
              <ExportAction
                path="/api/delivery-route/mapping/excel"
                filters={{ deliveryRouteId: String(selected.deliveryRouteId) }}
                fileName={`${selected.deliveryRouteNm} 업체목록.xlsx`}
              />
            )
          }
          columns={ROUTE_COMPANY_COLUMNS}
          rows={selected ? (companies.data?.routeCompanies.items ?? []) : []}
          rowCount={selected ? (companies.data?.routeCompanies.total ?? 0) : 0}
          loading={Boolean(selected) && companies.loading}
          {...list.pagingProps}
          getRowId={(row) => row.companyId}
          emptyMessage={
            selected ? '이 배송 코스에 속한 업체가 없습니다.' : '왼쪽 목록에서 배송 코스를 선택해주세요.'
          }
        />
      </Box>
      {dialog !== 'none' && (
        <RouteFormDialog
          route={dialog === 'edit' ? selected : null}
          onClose={() => setDialog('none')}
          onSaved={(route) => {
            // A new course becomes the selected one; a renamed one stays selected.
            if (dialog === 'create') selectCourse(route);
            setDialog('none');
            void routes.refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={confirmingDelete && selected !== null}
        title="배송 코스 삭제"
        message={`${selected?.deliveryRouteNm ?? ''} 배송 코스를 삭제하시겠습니까?`}
        confirmLabel="삭제"
        destructive
        busy={deleting.loading}
        onConfirm={() => selected && void remove(selected)}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Box>
  );
}
