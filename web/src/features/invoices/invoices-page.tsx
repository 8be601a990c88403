import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import { BILL_STANDARD_DAY_LABELS, BILL_STANDARD_DAYS } from '@parcel/shared/codes';
import { statementStateSchema, type StatementState } from '@parcel/shared/forms/statement-state-filter';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session/session-provider';
import { useDeleteAction } from '../../components/delete-action';
import { ListCard } from '../../components/list-card';
import { ListActions, useListScreen, type ListAction } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { SearchPanel, type SearchField } from '../../components/search-panel';
import type { InvoiceRowFragment } from '../../gql/graphql';
import { SUPPLIER_OPTIONS, useOptions } from '../../lib/option-queries';
import { DeleteInvoiceMutation, InvoicesQuery } from './api/invoices';
import { INVOICE_COLUMNS } from './invoice-columns';
import { EVERY_STATEMENT_STATE, InvoiceCompaniesDialog } from './invoice-companies-dialog';
import { INVOICE_TOASTS, InvoiceFormDialog } from './invoice-form-dialog';
import { invoiceName } from './invoice-name';

const DEFAULT_FILTERS = { billCompanyId: '', year: '', month: '', billCd: '' };
type InvoiceFilters = typeof DEFAULT_FILTERS;

const MONTH_OPTIONS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: `${index + 1}월`,
}));
const BILL_DAY_OPTIONS = BILL_STANDARD_DAYS.map((day) => ({
  value: day,
  label: BILL_STANDARD_DAY_LABELS[day],
}));

/**
 * 업체별 보기 of the selected invoice is open while the URL has this parameter: its 발송 상태 filter
 * (ALL for every row), so a link (the month-end close board's statement counts) opens it filtered.
 */
const STATEMENT_STATE_PARAM = 'statementState';

/** The 업체별 보기 overlay in the URL: open or not, and its statement state filter. */
function useCompaniesView() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATEMENT_STATE_PARAM);
  const parsed = statementStateSchema.safeParse(raw);
  const state: StatementState | null = parsed.success ? (parsed.data ?? null) : null;
  const show = useCallback(
    (billHistoryId: number | null, next: StatementState | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (billHistoryId === null) updated.delete(STATEMENT_STATE_PARAM);
          else {
            updated.set('selected', String(billHistoryId));
            updated.set(STATEMENT_STATE_PARAM, next ?? EVERY_STATEMENT_STATE);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { open: raw !== null, state, show };
}

/** 청구서 관리 (/settlement/invoices): the bill history, generating and deleting invoices. */
export function InvoicesPage() {
  const { auth } = useSession();
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS });
  const [creating, setCreating] = useState(false);
  const companiesView = useCompaniesView();
  const suppliers = useOptions(SUPPLIER_OPTIONS);
  const { data, loading, refetch } = useQuery(InvoicesQuery, {
    variables: {
      filter: {
        billCompanyId: Number(list.filters.billCompanyId) || null,
        year: Number(list.filters.year) || null,
        month: Number(list.filters.month) || null,
        billCd: list.filters.billCd || null,
      },
      page: list.pageInput,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteInvoice] = useMutation(DeleteInvoiceMutation);
  const rows = data?.invoices.items ?? [];
  const selected = rows.find((row) => String(row.billHistoryId) === list.selectedIds[0]) ?? null;
  const viewing = companiesView.open ? selected : null;
  const view = (invoice: InvoiceRowFragment | undefined) =>
    invoice && companiesView.show(invoice.billHistoryId, null);

  const filterFields = useMemo<SearchField<InvoiceFilters>[]>(
    () => [
      {
        name: 'billCompanyId',
        label: '공급자',
        kind: 'select',
        allLabel: '전체',
        options: suppliers.options,
      },
      { name: 'year', label: '연도', kind: 'text' },
      { name: 'month', label: '월', kind: 'select', allLabel: '전체', options: MONTH_OPTIONS },
      { name: 'billCd', label: '청구 기준일', kind: 'select', allLabel: '전체', options: BILL_DAY_OPTIONS },
    ],
    [suppliers.options],
  );

  const deletion = useDeleteAction<InvoiceRowFragment>({
    writes: 'settlement',
    title: '청구서 삭제',
    question: (invoice) =>
      `${invoiceName(invoice)} 청구서를 삭제하시겠습니까? 업체별 청구 내역도 함께 삭제됩니다.`,
    remove: (invoice) => deleteInvoice({ variables: { billHistoryId: invoice.billHistoryId } }),
    messages: INVOICE_TOASTS,
    onDeleted: () => {
      list.select([]);
      return refetch();
    },
  });

  const actions: ListAction<InvoiceRowFragment>[] = [
    {
      label: '업체별 보기',
      icon: <ViewListIcon />,
      needs: 'one',
      onClick: ([invoice]) => view(invoice),
    },
    deletion.action,
    {
      label: '청구서 생성',
      icon: <AddIcon />,
      variant: 'contained',
      writes: 'settlement',
      onClick: () => setCreating(true),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="청구서 관리" />
      <SearchPanel title="검색 조건" fields={filterFields} {...list.searchPanelProps} />
      <ListCard<InvoiceRowFragment>
        title="청구 내역"
        actions={<ListActions actions={actions} selected={selected ? [selected] : []} role={auth.role} />}
        columns={INVOICE_COLUMNS}
        rows={rows}
        rowCount={data?.invoices.total ?? 0}
        loading={loading}
        {...list.pagingProps}
        getRowId={(row) => row.billHistoryId}
        selectedId={selected?.billHistoryId ?? null}
        onSelect={(row) => list.select([row.billHistoryId])}
        gridProps={{ onRowDoubleClick: ({ row }) => view(row) }}
        emptyMessage="등록된 청구서가 없습니다."
      />
      {creating && (
        <InvoiceFormDialog
          onClose={() => setCreating(false)}
          onGenerated={(invoice) => {
            setCreating(false);
            list.select([invoice.billHistoryId]);
            void refetch();
          }}
        />
      )}
      <InvoiceCompaniesDialog
        invoice={viewing}
        statementState={companiesView.state}
        onStatementStateChange={(state) => viewing && companiesView.show(viewing.billHistoryId, state)}
        onClose={() => companiesView.show(null, null)}
      />
      {deletion.dialog}
    </Box>
  );
}
