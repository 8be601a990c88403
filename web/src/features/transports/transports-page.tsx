import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import { isCustomer } from '@parcel/shared/access';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/session-provider';
import { useDeleteAction } from '../../components/delete-action';
import { COMPANY_SEARCH_PLACEHOLDER } from '../../components/company-autocomplete';
import { ExportAction } from '../../components/export-action';
import { ListCard } from '../../components/list-card';
import { ListActions, useListScreen, type ListAction } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { SearchPanel, type SearchField } from '../../components/search-panel';
import { ROUTE_OPTIONS, useOptions } from '../../lib/option-queries';
import { DeleteTransportMutation, TransportListQuery } from './api/transports';
import { GoodsDialog } from './goods-dialog';
import { transportColumns, type TransportRow } from './transport-columns';

export const TRANSPORT_DELETE_TOASTS = {
  deleted: '운송 정보가 삭제되었습니다.',
  deleteFailed: '운송 정보 삭제에 실패했습니다.',
} as const;

/** Today in Asia/Seoul when the screen was loaded: the default reception period. */
const TODAY = seoulToday();
const DEFAULT_FILTERS = {
  startDate: TODAY,
  endDate: TODAY,
  deliveryRouteId: '',
  senderCompanyNm: '',
  receiverCompanyNm: '',
};
type TransportFilters = typeof DEFAULT_FILTERS;

/**
 * 운송 정보 입력 (/transport/shipments): the transports list, one row per receiver as the server pages
 * them (page N is REST's page N); its filters, page and selection live in the URL.
 */
export function TransportsPage() {
  const { auth } = useSession();
  const navigate = useNavigate();
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS });
  const [goodsOf, setGoodsOf] = useState<TransportRow | null>(null);
  // A customer (화주) deletes nothing and has no staff export.
  const customer = isCustomer(auth.role);
  const routes = useOptions(ROUTE_OPTIONS);
  const { data, loading, refetch } = useQuery(TransportListQuery, {
    variables: {
      filter: { ...list.filterInput, deliveryRouteId: Number(list.filters.deliveryRouteId) || null },
      page: list.pageInput,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteTransport] = useMutation(DeleteTransportMutation);
  const rows = data?.transportList.items ?? [];
  const selected = rows.find((row) => String(row.receiverTransportId) === list.selectedIds[0]) ?? null;
  const columns = useMemo(() => transportColumns(setGoodsOf), []);

  const filterFields = useMemo<SearchField<TransportFilters>[]>(
    () => [
      { name: 'startDate', toName: 'endDate', label: '접수 기간', kind: 'dateRange' },
      {
        name: 'deliveryRouteId',
        label: '배송 코스',
        kind: 'select',
        allLabel: '전체',
        options: routes.options,
      },
      { name: 'senderCompanyNm', label: '보내는 곳', kind: 'text', placeholder: COMPANY_SEARCH_PLACEHOLDER },
      { name: 'receiverCompanyNm', label: '받는 곳', kind: 'text', placeholder: COMPANY_SEARCH_PLACEHOLDER },
    ],
    [routes.options],
  );

  const deletion = useDeleteAction<TransportRow>({
    writes: 'transports',
    title: '운송 정보 삭제',
    question: (row) =>
      `${row.requstDt} ${row.senderCompanyNm}의 운송 정보(받는 곳 모두와 물품 포함)를 삭제하시겠습니까?`,
    remove: (row) => deleteTransport({ variables: { senderTransportId: row.senderTransportId } }),
    messages: TRANSPORT_DELETE_TOASTS,
    onDeleted: () => {
      list.select([]);
      return refetch();
    },
  });

  const actions: ListAction<TransportRow>[] = [
    ...(customer ? [] : [{ ...deletion.action, variant: 'outlined' as const }]),
    {
      label: '선택 수정',
      icon: <EditIcon />,
      variant: 'outlined',
      needs: 'one',
      writes: 'transports',
      onClick: ([row]) => row && void navigate(`/transport/shipments-editor/${row.senderTransportId}`),
    },
    {
      label: '신규 추가',
      icon: <AddIcon />,
      variant: 'contained',
      writes: 'transports',
      onClick: () => void navigate('/transport/shipments-editor'),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="운송 정보 입력" />
      <SearchPanel title="검색 조건" fields={filterFields} {...list.searchPanelProps} />
      <ListCard<TransportRow>
        title="운송 정보 목록"
        exportAction={
          customer ? undefined : (
            <ExportAction
              path="/api/transport/excel"
              filters={list.filterInput}
              fileName="운송정보목록.xlsx"
            />
          )
        }
        actions={<ListActions actions={actions} selected={selected ? [selected] : []} role={auth.role} />}
        columns={columns}
        rows={rows}
        rowCount={data?.transportList.total ?? 0}
        rowCountExact={data?.transportList.totalExact ?? true}
        loading={loading}
        {...list.pagingProps}
        getRowId={(row) => row.receiverTransportId}
        selectedId={selected?.receiverTransportId ?? null}
        onSelect={(row) => list.select([String(row.receiverTransportId)])}
        emptyMessage="등록된 운송 정보가 없습니다."
        gridProps={{ rowSpanning: true }}
      />
      <GoodsDialog
        key={goodsOf?.senderTransportId ?? 0}
        transport={goodsOf}
        onClose={() => setGoodsOf(null)}
      />
      {deletion.dialog}
    </Box>
  );
}
