import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import { emptyFiltersOf } from '@parcel/shared/records/define-list';
import { WAYBILL_LIST } from '@parcel/shared/records/waybill-list';
import { formatRangeNumber } from '@parcel/shared/validation';
import { useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { searchFieldsOf } from '../../components/declared-list';
import { useDeleteAction } from '../../components/delete-action';
import { ExportAction } from '../../components/export-action';
import { ListCard } from '../../components/list-card';
import { ListActions, useListScreen, type ListAction } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { SearchPanel } from '../../components/search-panel';
import type { WaybillRowFragment } from '../../gql/graphql';
import { DeleteWaybillMutation, WaybillsQuery } from './api/waybills';
import { WAYBILL_COLUMNS } from './waybill-columns';
import { WAYBILL_TOASTS, WaybillFormDialog } from './waybill-form-dialog';
import { WaybillPrintDialog } from './waybill-print-dialog';

const DEFAULT_FILTERS = emptyFiltersOf(WAYBILL_LIST);
const FILTER_FIELDS = searchFieldsOf(WAYBILL_LIST);

const rangeText = (waybill: WaybillRowFragment) =>
  `${formatRangeNumber(waybill.startNo)} ~ ${formatRangeNumber(waybill.endNo)}`;

/** 운송장 사전 등록 (/transport/waybill-preregister): filters, page and selection live in the URL. */
export function WaybillsPage() {
  const { auth } = useSession();
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS });
  const [dialog, setDialog] = useState<'none' | 'create' | 'edit'>('none');
  const [confirmingReprint, setConfirmingReprint] = useState(false);
  const [printing, setPrinting] = useState<{ waybill: WaybillRowFragment; reprint: boolean } | null>(null);
  const { data, loading, refetch } = useQuery(WaybillsQuery, {
    variables: { filter: list.filterInput, page: list.pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteWaybill] = useMutation(DeleteWaybillMutation);
  const rows = data?.waybills.items ?? [];
  const selected = rows.find((row) => String(row.waybillId) === list.selectedIds[0]) ?? null;

  const deletion = useDeleteAction<WaybillRowFragment>({
    writes: 'transports',
    title: '운송장 대역 삭제',
    question: (waybill) => `${rangeText(waybill)} 운송장 대역을 삭제하시겠습니까?`,
    remove: (waybill) => deleteWaybill({ variables: { waybillId: waybill.waybillId } }),
    messages: WAYBILL_TOASTS,
    onDeleted: () => {
      list.select([]);
      return refetch();
    },
  });

  const print = (waybill: WaybillRowFragment) => {
    // A range printed before is printed again only once the user confirms.
    if (waybill.printCount > 0) setConfirmingReprint(true);
    else setPrinting({ waybill, reprint: false });
  };

  const actions: ListAction<WaybillRowFragment>[] = [
    {
      label: '선택 인쇄',
      icon: <PrintIcon />,
      variant: 'outlined',
      needs: 'one',
      writes: 'transports',
      onClick: ([waybill]) => waybill && print(waybill),
    },
    deletion.action,
    {
      label: '선택 수정',
      icon: <EditIcon />,
      variant: 'outlined',
      needs: 'one',
      writes: 'transports',
      onClick: () => setDialog('edit'),
    },
    {
      label: '신규 추가',
      icon: <AddIcon />,
      variant: 'contained',
      writes: 'transports',
      onClick: () => setDialog('create'),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="운송장 사전 등록" />
      <SearchPanel title="검색 조건" fields={FILTER_FIELDS} {...list.searchPanelProps} />
      <ListCard<WaybillRowFragment>
        title="운송장 대역 목록"
        actions={<ListActions actions={actions} selected={selected ? [selected] : []} role={auth.role} />}
        exportAction={
          <ExportAction path="/api/waybill/excel" filters={list.filterInput} fileName="운송장사전등록.xlsx" />
        }
        columns={WAYBILL_COLUMNS}
        rows={rows}
        rowCount={data?.waybills.total ?? 0}
        loading={loading}
        {...list.pagingProps}
        getRowId={(row) => row.waybillId}
        selectedId={selected?.waybillId ?? null}
        onSelect={(row) => list.select([row.waybillId])}
        emptyMessage="등록된 운송장이 없습니다."
      />
      {dialog !== 'none' && (
        <WaybillFormDialog
          waybill={dialog === 'edit' ? selected : null}
          onClose={() => setDialog('none')}
          onSaved={(waybill) => {
            setDialog('none');
            list.select([waybill.waybillId]);
            void refetch();
          }}
        />
      )}
      {printing && (
        <WaybillPrintDialog
          waybill={printing.waybill}
          reprint={printing.reprint}
          onClose={() => setPrinting(null)}
          onPrinted={() => void refetch()}
        />
      )}
      {deletion.dialog}
      <ConfirmDialog
        open={confirmingReprint && selected !== null}
        title="다시 인쇄"
        message={
          selected
            ? `${rangeText(selected)} 운송장은 이미 ${selected.printCount}회 인쇄했습니다. 다시 인쇄하시겠습니까?`
            : ''
        }
        confirmLabel="다시 인쇄"
        onConfirm={() => {
          if (selected) setPrinting({ waybill: selected, reprint: true });
          setConfirmingReprint(false);
        }}
        onCancel={() => setConfirmingReprint(false)}
      />
    </Box>
  );
}
