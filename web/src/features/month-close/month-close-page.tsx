import { useMutation, useQuery } from '@apollo/client/react';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { BILL_STANDARD_DAY_LABELS, type BillStandardDay } from '@parcel/shared/codes';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { useMemo, useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListCard } from '../../components/list-card';
import { ListActions, useListScreen, type ListAction } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { SearchPanel, type SearchField } from '../../components/search-panel';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import type { MonthCloseRowFieldsFragment as Row } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { CloseInvoiceMutation, MonthCloseQuery, ReopenInvoiceMutation } from './api/month-close';
import { monthCloseColumns, monthCloseRowId } from './month-close-columns';
import { ReopenDialog } from './reopen-dialog';
import { TaxBillDownloadsDialog } from './tax-bill-downloads-dialog';
import { UnbilledLines } from './unbilled-lines';

const [THIS_YEAR, THIS_MONTH] = seoulToday().split('-');
const DEFAULT_FILTERS = { year: THIS_YEAR!, month: String(Number(THIS_MONTH)) };
type MonthFilters = typeof DEFAULT_FILTERS;

const FILTER_FIELDS: SearchField<MonthFilters>[] = [
  {
    name: 'year',
    label: '연도',
    kind: 'select',
    options: Array.from({ length: 6 }, (_, index) => {
      const year = String(Number(THIS_YEAR) - index);
      return { value: year, label: `${year}년` };
    }),
  },
  {
    name: 'month',
    label: '월',
    kind: 'select',
    options: Array.from({ length: 12 }, (_, index) => ({
      value: String(index + 1),
      label: `${index + 1}월`,
    })),
  },
];

const rowName = (row: Row, year: string, month: string) =>
  `${year}년 ${month}월 ${row.billCompanyNm} ${BILL_STANDARD_DAY_LABELS[row.billCd as BillStandardDay] ?? row.billCd}`;

/**
 * 월 마감 (/settlement/close): the month's goods lines no invoice bills, and per supplier and billing
 * day the month's checklist, 마감 and 마감 해제.
 */
export function MonthClosePage() {
  const { auth } = useSession();
  const { run } = useMutationFeedback();
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS });
  const { year, month } = list.filters;
  const { data, loading, error, refetch } = useQuery(MonthCloseQuery, {
    variables: { input: { year: Number(year), month: Number(month) } },
    fetchPolicy: 'cache-and-network',
  });
  const [closeInvoice, closing] = useMutation(CloseInvoiceMutation);
  const [reopenInvoice, reopening] = useMutation(ReopenInvoiceMutation);
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [reopenTarget, setReopenTarget] = useState<Row | null>(null);
  const [downloadsOf, setDownloadsOf] = useState<Row | null>(null);
  const columns = useMemo(() => monthCloseColumns(setDownloadsOf), []);

  const rows = data?.monthClose.rows ?? [];
  const selected = rows.find((row) => monthCloseRowId(row) === list.selectedIds[0]) ?? null;
  const closable = selected && selected.billHistoryId !== null && !selected.closedAt ? [selected] : [];
  const reopenable = selected?.closedAt ? [selected] : [];

  const close = async (row: Row) => {
    const outcome = await run(() => closeInvoice({ variables: { billHistoryId: row.billHistoryId! } }), {
      done: `${rowName(row, year, month)} 청구서를 마감했습니다.`,
      failed: { prefix: '마감하지 못했습니다.' },
    });
    setConfirming(null);
    if (outcome.ok) await refetch();
  };
  const reopen = async (row: Row, reason: string) => {
    const outcome = await run(
      () => reopenInvoice({ variables: { billHistoryId: row.billHistoryId!, input: { reason } } }),
      {
        done: `${rowName(row, year, month)} 청구서의 마감을 해제했습니다.`,
        failed: { prefix: '마감을 해제하지 못했습니다.' },
      },
    );
    if (!outcome.ok) return;
    setReopenTarget(null);
    await refetch();
  };

  const closeAction: ListAction<Row> = {
    label: '마감',
    icon: <LockIcon />,
    variant: 'contained',
    needs: 'one',
    writes: 'settlement',
    busy: closing.loading,
    onClick: ([row]) => row && setConfirming(row),
  };
  const reopenAction: ListAction<Row> = {
    label: '마감 해제',
    icon: <LockOpenIcon />,
    color: 'error',
    needs: 'one',
    writes: 'reopening',
    busy: reopening.loading,
    onClick: ([row]) => row && setReopenTarget(row),
  };
  const stale = selected?.staleCompanies ? selected.staleCompanies : 0;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="월 마감" />
      <SearchPanel title="마감 월" fields={FILTER_FIELDS} {...list.searchPanelProps} />
      {error && <Alert severity="error">마감 현황을 불러오지 못했습니다. {messageOf(error)}</Alert>}
      {data && <UnbilledLines board={data.monthClose} />}
      <ListCard<Row>
        title={`${year}년 ${month}월 마감 현황`}
        actions={
          <>
            <ListActions actions={[reopenAction]} selected={reopenable} role={auth.role} />
            <ListActions actions={[closeAction]} selected={closable} role={auth.role} />
          </>
        }
        columns={columns}
        rows={rows}
        loading={loading}
        pageSize="all"
        getRowId={monthCloseRowId}
        selectedId={selected ? monthCloseRowId(selected) : null}
        onSelect={(row) => list.select([monthCloseRowId(row)])}
        emptyMessage="이 달에 청구할 공급자가 없습니다."
      />
      {selected && (
        <Alert severity={selected.closedAt ? 'success' : 'info'}>
          {rowName(selected, year, month)}:{' '}
          {selected.billHistoryId === null
            ? '청구서가 아직 생성되지 않았습니다. 청구서 관리에서 생성한 뒤 마감할 수 있습니다.'
            : selected.closedAt
              ? '마감되었습니다. 청구된 물품, 수신처, 운송 정보와 업체의 공급자·청구 기준일·정산 그룹은 바꿀 수 없습니다.'
              : `열려 있습니다.${stale ? ` 생성 후 ${stale}곳의 금액이 바뀌었으니 청구서를 다시 생성한 뒤 마감하세요.` : ''}`}
          {selected.events.length > 0 &&
            ` 기록: ${selected.events
              .map((event) =>
                event.action === 'CLOSE'
                  ? `${event.memberNm} 마감`
                  : `${event.memberNm} 마감 해제(${event.reason ?? ''})`,
              )
              .join(', ')}`}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="마감"
        message={
          confirming === null
            ? ''
            : `${rowName(confirming, year, month)} 청구서를 마감하시겠습니까?\n마감하면 청구된 물품과 업체를 바꿀 수 없고, 청구서를 다시 생성하거나 삭제할 수 없습니다.${
                confirming.staleCompanies
                  ? `\n생성 후 ${confirming.staleCompanies}곳의 금액이 바뀌었습니다.`
                  : ''
              }`
        }
        confirmLabel="마감"
        busy={closing.loading}
        onConfirm={() => confirming && void close(confirming)}
        onCancel={() => setConfirming(null)}
      />
      <TaxBillDownloadsDialog
        invoice={
          downloadsOf?.billHistoryId
            ? { billHistoryId: downloadsOf.billHistoryId, name: rowName(downloadsOf, year, month) }
            : null
        }
        onClose={() => setDownloadsOf(null)}
      />
      <ReopenDialog
        invoiceName={reopenTarget ? rowName(reopenTarget, year, month) : null}
        busy={reopening.loading}
        onReopen={(reason) => reopenTarget && void reopen(reopenTarget, reason)}
        onCancel={() => setReopenTarget(null)}
      />
    </Box>
  );
}
