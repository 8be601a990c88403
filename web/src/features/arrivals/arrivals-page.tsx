import { useMutation, useQuery } from '@apollo/client/react';
import EditIcon from '@mui/icons-material/Edit';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Box from '@mui/material/Box';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/session-provider';
import { ExportAction } from '../../components/export-action';
import { ListCard } from '../../components/list-card';
import { ListActions, useListScreen, type ListAction } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { ReadOnlyDialog } from '../../components/read-only-dialog';
import { SearchPanel, type SearchField } from '../../components/search-panel';
import type { ArrivalRowFragment } from '../../gql/graphql';
import { ArrivalsQuery, MarkOutForDeliveryMutation } from './api/arrivals';
import { evictDeliveryLists } from './api/refresh-deliveries';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import { ROUTE_OPTIONS, useOptions } from '../../lib/option-queries';
import { ARRIVAL_COLUMNS } from './arrival-columns';
import { ScanPanel } from './scan-panel';

export const ARRIVALS_EMPTY_MESSAGE = '등록된 도착 정보가 없습니다.';
export const SCAN_DIALOG_TITLE = '스캔 배송 완료';
export const OUT_FOR_DELIVERY_ACTION = '배송 출발';
export const OUT_FOR_DELIVERY_FAILED = '배송 출발 처리에 실패했습니다.';

/** Today in Asia/Seoul when the screen was loaded: the default reception period. */
const TODAY = seoulToday();
const DEFAULT_FILTERS = {
  startDate: TODAY,
  endDate: TODAY,
  deliveryRouteId: '',
  senderCompanyNm: '',
  receiverCompanyNm: '',
};
type ArrivalFilters = typeof DEFAULT_FILTERS;

/** 도착 물품 (/transport/arrivals): one row per goods line; filters, page and selection in the URL. */
export function ArrivalsPage() {
  const { auth } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS });
  const [scanning, setScanning] = useState(false);
  const routes = useOptions(ROUTE_OPTIONS);
  const [markOutForDelivery] = useMutation(MarkOutForDeliveryMutation);
  const { run, busy } = useMutationFeedback({ oneAtATime: true });
  const { data, loading } = useQuery(ArrivalsQuery, {
    variables: {
      filter: { ...list.filterInput, deliveryRouteId: Number(list.filters.deliveryRouteId) || null },
      page: list.pageInput,
    },
    fetchPolicy: 'cache-and-network',
  });
  const rows: readonly ArrivalRowFragment[] = data?.arrivals.items ?? [];
  const selected = rows.find((row) => String(row.shipmentId) === list.selectedIds[0]) ?? null;

  const filterFields = useMemo<SearchField<ArrivalFilters>[]>(
    () => [
      { name: 'startDate', toName: 'endDate', label: '접수 기간', kind: 'dateRange' },
      {
        name: 'deliveryRouteId',
        label: '배송 코스',
        kind: 'select',
        allLabel: '전체',
        options: routes.options,
      },
      { name: 'senderCompanyNm', label: '보내는 곳', kind: 'text' },
      { name: 'receiverCompanyNm', label: '받는 곳', kind: 'text' },
    ],
    [routes.options],
  );

  const actions: ListAction<ArrivalRowFragment>[] = [
    {
      label: SCAN_DIALOG_TITLE,
      icon: <QrCodeScannerIcon />,
      variant: 'outlined',
      writes: 'deliveries',
      onClick: () => setScanning(true),
    },
    {
      // The selected lines leave for delivery now (배송 출발): their tracking shows it.
      label: OUT_FOR_DELIVERY_ACTION,
      icon: <LocalShippingIcon />,
      variant: 'outlined',
      needs: 'some',
      writes: 'deliveries',
      busy,
      onClick: (chosen) =>
        void run(
          async () =>
            (
              await markOutForDelivery({
                variables: { shipmentIds: chosen.map((row) => row.shipmentId) },
                update: (cache) => evictDeliveryLists(cache),
              })
            ).data?.markOutForDelivery,
          { done: (answer) => answer?.message ?? null, failed: { prefix: OUT_FOR_DELIVERY_FAILED } },
        ),
    },
    {
      label: '선택 수정',
      icon: <EditIcon />,
      variant: 'contained',
      needs: 'one',
      writes: 'deliveries',
      onClick: ([row]) =>
        row &&
        void navigate(`/transport/arrivals-editor/${row.shipmentId}`, {
          state: { listSearch: location.search },
        }),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="도착 물품" />
      <SearchPanel title="검색 조건" fields={filterFields} {...list.searchPanelProps} />
      <ListCard<ArrivalRowFragment>
        title="도착 물품 목록"
        exportAction={
          <ExportAction
            path="/api/transport/arrivals-excel"
            filters={list.filterInput}
            fileName="도착정보목록.xlsx"
          />
        }
        actions={<ListActions actions={actions} selected={selected ? [selected] : []} role={auth.role} />}
        columns={ARRIVAL_COLUMNS}
        rows={rows}
        rowCount={data?.arrivals.total ?? 0}
        rowCountExact={data?.arrivals.totalExact ?? true}
        loading={loading}
        {...list.pagingProps}
        getRowId={(row) => row.shipmentId}
        selectedId={selected?.shipmentId ?? null}
        onSelect={(row) => list.select([row.shipmentId])}
        emptyMessage={ARRIVALS_EMPTY_MESSAGE}
      />
      <ReadOnlyDialog
        open={scanning}
        title={SCAN_DIALOG_TITLE}
        onClose={() => setScanning(false)}
        maxWidth="sm"
      >
        <ScanPanel />
      </ReadOnlyDialog>
    </Box>
  );
}
