import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import { emptyFiltersOf } from '@parcel/shared/records/define-list';
import { SUPPLIER_LIST } from '@parcel/shared/records/supplier';
import { formatBusinessNumber } from '@parcel/shared/validation';
import { useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { searchFieldsOf } from '../../components/declared-list';
import { useDeleteAction } from '../../components/delete-action';
import { ExportAction } from '../../components/export-action';
import { ListCard } from '../../components/list-card';
import { ListActions, useListScreen, type ListAction } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { SearchPanel } from '../../components/search-panel';
import type { SupplierRowFragment } from '../../gql/graphql';
import { DeleteSupplierMutation, SuppliersQuery } from './api/suppliers';
import { SUPPLIER_COLUMNS } from './supplier-columns';
import { SupplierFormDialog } from './supplier-form-dialog';

export const SUPPLIER_DELETE_TOASTS = {
  deleted: '공급자가 삭제되었습니다.',
  deleteFailed: '공급자 삭제에 실패했습니다.',
} as const;

const DEFAULT_FILTERS = emptyFiltersOf(SUPPLIER_LIST);
const FILTER_FIELDS = searchFieldsOf(SUPPLIER_LIST);

/** What the delete confirmation asks, and what it warns of when companies still use the supplier. */
function deleteQuestion(supplier: SupplierRowFragment): string {
  const question = `${supplier.companyNm}(${formatBusinessNumber(supplier.bizNo)}) 공급자를 삭제하시겠습니까?`;
  return supplier.companyCount > 0
    ? `${question}\n이 공급자를 사용하는 업체가 ${supplier.companyCount}곳 있어 지금은 삭제할 수 없습니다. 업체의 공급자를 먼저 바꿔주세요.`
    : question;
}

/** 공급자 계좌 관리 (/settlement/billCompany): its filters, page and selection live in the URL. */
export function SuppliersPage() {
  const { auth } = useSession();
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS });
  const [dialog, setDialog] = useState<'none' | 'create' | 'edit'>('none');
  const { data, loading, refetch } = useQuery(SuppliersQuery, {
    variables: { filter: list.filterInput, page: list.pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteSupplier] = useMutation(DeleteSupplierMutation);
  const rows = data?.suppliers.items ?? [];
  const selected = rows.find((row) => String(row.billCompanyId) === list.selectedIds[0]) ?? null;

  // The server says why a delete fails, e.g. companies still billed through the supplier.
  const deletion = useDeleteAction<SupplierRowFragment>({
    writes: 'settlement',
    title: '공급자 삭제',
    question: deleteQuestion,
    remove: (supplier) => deleteSupplier({ variables: { billCompanyId: supplier.billCompanyId } }),
    messages: SUPPLIER_DELETE_TOASTS,
    onDeleted: () => {
      list.select([]);
      return refetch();
    },
  });

  const actions: ListAction<SupplierRowFragment>[] = [
    deletion.action,
    {
      label: '선택 수정',
      icon: <EditIcon />,
      variant: 'outlined',
      needs: 'one',
      writes: 'settlement',
      onClick: () => setDialog('edit'),
    },
    {
      label: '신규 추가',
      icon: <AddIcon />,
      variant: 'contained',
      writes: 'settlement',
      onClick: () => setDialog('create'),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="공급자 계좌 관리" />
      <SearchPanel title="검색 조건" fields={FILTER_FIELDS} {...list.searchPanelProps} />
      <ListCard<SupplierRowFragment>
        title="공급자 목록"
        actions={<ListActions actions={actions} selected={selected ? [selected] : []} role={auth.role} />}
        exportAction={
          <ExportAction
            path="/api/bill-company/excel"
            filters={list.filterInput}
            fileName="공급자목록.xlsx"
          />
        }
        columns={SUPPLIER_COLUMNS}
        rows={rows}
        rowCount={data?.suppliers.total ?? 0}
        loading={loading}
        {...list.pagingProps}
        getRowId={(row) => row.billCompanyId}
        selectedId={selected?.billCompanyId ?? null}
        onSelect={(row) => list.select([row.billCompanyId])}
        emptyMessage="등록된 공급자가 없습니다."
      />
      {dialog !== 'none' && (
        <SupplierFormDialog
          supplier={dialog === 'edit' ? selected : null}
          onClose={() => setDialog('none')}
          onSaved={(supplier) => {
            setDialog('none');
            list.select([supplier.billCompanyId]);
            void refetch();
          }}
        />
      )}
      {deletion.dialog}
    </Box>
  );
}
