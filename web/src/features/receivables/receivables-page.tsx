import { useQuery } from '@apollo/client/react';
import { wonText } from '@parcel/shared/money';
import AddCardIcon from '@mui/icons-material/AddCard';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import { emptyFiltersOf, type FilterForm } from '@parcel/shared/records/define-list';
import { RECEIVABLE_LIST } from '@parcel/shared/records/receivable-list';
import { useMemo, useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { searchFieldsOf } from '../../components/declared-list';
import { ExportAction } from '../../components/export-action';
import { ListCard } from '../../components/list-card';
import { ListActions, useListScreen, type ListAction } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { SearchPanel, type SearchField } from '../../components/search-panel';
import type { ReceivableRowFragment } from '../../gql/graphql';
import { SUPPLIER_OPTIONS, useOptions } from '../../lib/option-queries';
import { ReceivablesQuery } from './api/receivables';
import { LedgerDialog } from './ledger-dialog';
import { PaymentDialog } from './payment-dialog';
import { RECEIVABLE_COLUMNS } from './receivable-columns';

type ReceivableFilters = FilterForm<typeof RECEIVABLE_LIST>;
const DEFAULT_FILTERS = emptyFiltersOf(RECEIVABLE_LIST);
const DECLARED_FIELDS = searchFieldsOf(RECEIVABLE_LIST);

/** 미수금 관리 (/settlement/receivables): per company what is billed, paid and owed, aged; payments and the ledger. */
export function ReceivablesPage() {
  const { auth } = useSession();
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS });
  const [dialog, setDialog] = useState<'none' | 'payment' | 'ledger'>('none');
  const suppliers = useOptions(SUPPLIER_OPTIONS);
  const { data, loading, refetch } = useQuery(ReceivablesQuery, {
    variables: { filter: list.filterInput, page: list.pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.receivables;
  const rows = page?.items ?? [];
  const selected = rows.find((row) => String(row.companyId) === list.selectedIds[0]) ?? null;
  const billCompanyId = Number(list.filters.billCompanyId) || null;

  // The declared filters, the supplier's options from the server and the as-of date as a date.
  const filterFields = useMemo<SearchField<ReceivableFilters>[]>(
    () =>
      DECLARED_FIELDS.map((field) => {
        if (field.name === 'billCompanyId' && field.kind === 'select') {
          return {
            ...field,
            options: suppliers.options,
          };
        }
        return field.name === 'asOf' ? { name: 'asOf', label: field.label, kind: 'date' } : field;
      }),
    [suppliers.options],
  );

  const actions: ListAction<ReceivableRowFragment>[] = [
    {
      label: '거래 원장',
      icon: <ReceiptLongIcon />,
      variant: 'outlined',
      needs: 'one',
      onClick: () => setDialog('ledger'),
    },
    {
      label: '입금 등록',
      icon: <AddCardIcon />,
      variant: 'contained',
      needs: 'one',
      writes: 'settlement',
      onClick: () => setDialog('payment'),
    },
  ];

  const totals = page?.totals;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="미수금 관리" />
      <SearchPanel title="검색 조건" fields={filterFields} {...list.searchPanelProps} />
      <ListCard<ReceivableRowFragment>
        title={page ? `업체별 미수금 (기준일 ${page.asOf})` : '업체별 미수금'}
        actions={<ListActions actions={actions} selected={selected ? [selected] : []} role={auth.role} />}
        exportAction={
          <ExportAction path="/api/receivables/excel" filters={list.filterInput} fileName="미수금목록.xlsx" />
        }
        columns={RECEIVABLE_COLUMNS}
        rows={rows}
        rowCount={page?.total ?? 0}
        loading={loading}
        {...list.pagingProps}
        getRowId={(row) => row.companyId}
        selectedId={selected?.companyId ?? null}
        onSelect={(row) => list.select([row.companyId])}
        gridProps={{
          onRowDoubleClick: ({ row }) => {
            list.select([row.companyId]);
            setDialog('ledger');
          },
        }}
        emptyMessage="청구된 업체가 없습니다."
        summaryRow={
          totals && (
            <>
              <span>업체 {(page?.total ?? 0).toLocaleString('ko-KR')}곳</span>
              <span>청구액 {wonText(totals.billed)}</span>
              <span>입금액 {wonText(totals.paid)}</span>
              <span>
                미수금 <strong>{wonText(totals.outstanding)}</strong>
              </span>
              <span>30일 미만 {wonText(totals.current)}</span>
              <span>30~59일 {wonText(totals.days30)}</span>
              <span>60~89일 {wonText(totals.days60)}</span>
              <span>90일 이상 {wonText(totals.days90)}</span>
            </>
          )
        }
      />
      {dialog === 'payment' && selected && (
        <PaymentDialog
          company={selected}
          billCompanyId={billCompanyId}
          onClose={() => setDialog('none')}
          onRecorded={() => {
            setDialog('none');
            void refetch();
          }}
        />
      )}
      {dialog === 'ledger' && selected && (
        <LedgerDialog
          company={selected}
          billCompanyId={billCompanyId}
          onClose={() => setDialog('none')}
          onChanged={() => void refetch()}
        />
      )}
    </Box>
  );
}
