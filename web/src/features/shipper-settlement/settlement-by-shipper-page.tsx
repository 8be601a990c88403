import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { settlementDefaultPeriod } from '@parcel/shared/forms/shipper-settlement-filter';
import type { FixedListPageSize } from '@parcel/shared/lists';
import { SHIPPER_SETTLEMENT_LIST } from '@parcel/shared/records/shipper-settlement-list';
import { gridColumnsOf } from '../../components/declared-list';
import { ExportAction } from '../../components/export-action';
import { ListCard } from '../../components/list-card';
import { useListScreen } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { SearchPanel, type SearchField } from '../../components/search-panel';
import type { ShipperSettlementsQuery as ShipperSettlementsQueryType } from '../../gql/graphql';
import { ShipperSettlementsQuery } from './api/shipper-settlement';
import { koreanNumber } from './korean-number';
import { SettlementKindsList } from './settlement-kinds-list';
import { useSearchParams } from 'react-router-dom';

export type ShipperSettlementRow = ShipperSettlementsQueryType['shipperSettlements']['items'][number];

/** The spec's page length for settlement by shipper. */
const SETTLEMENT_PAGE_SIZE: FixedListPageSize = 12;

export const SETTLEMENT_EMPTY_MESSAGE = '조건에 맞는 정산 내역이 없습니다.';

/**
 * How the 청구 금액 columns are computed: the invoice's rules
 * (docs/decisions.md#settlement-by-shipper-adds-up-to-the-invoice).
 */
export const BILLING_RULE_NOTE =
  '청구 금액은 청구서와 같은 규칙으로 계산합니다: 선불은 보내는 업체, 착불은 받는 업체가 부담하고 통신은 양쪽 금액을 청구합니다. 정산 그룹 업체의 청구서에 합산됩니다(기본료·부가세 제외).';

/** This month through today (Asia/Seoul) when the screen was loaded: the default period. */
const DEFAULT_FILTERS = { ...settlementDefaultPeriod(), regionCd: '' };
type SettlementFilters = typeof DEFAULT_FILTERS;

const FILTER_FIELDS: SearchField<SettlementFilters>[] = [
  { name: 'startDate', toName: 'endDate', label: '접수 기간', kind: 'dateRange' },
  { name: 'regionCd', label: '지역', kind: 'select', codeGroup: 'REGION_TYPE' },
];

// Per company: who it is, then what it sent, received and both (건수 = goods lines), then what it is
// billed as sender and as receiver, and the company whose invoice row bills it. The grid's widths
// where they are not the sheet's, and its shorter headers of the goods lines.
const COLUMNS = gridColumnsOf<ShipperSettlementRow>(SHIPPER_SETTLEMENT_LIST, {
  companyNm: { minWidth: 140 },
  regionNm: { width: 80 },
  shipperNm: { width: 90 },
  sentLines: { headerName: '보낸 건수', width: 90 },
  sentQty: { width: 90 },
  sentWeightKg: { width: 110 },
  sentAmount: { width: 110 },
  receivedLines: { headerName: '받은 건수', width: 90 },
  receivedQty: { width: 90 },
  receivedWeightKg: { width: 110 },
  receivedAmount: { width: 110 },
  totalLines: { headerName: '합계 건수', width: 90 },
  totalQty: { width: 90 },
  totalWeightKg: { width: 110 },
  totalAmount: { width: 120 },
  paidAsSenderAmount: { width: 120 },
  paidAsReceiverAmount: { width: 120 },
  paidAmount: { width: 120 },
  settlementTopNm: { minWidth: 140 },
});

/**
 * 화주별 정산 (/transport/settlement-by-shipper): per registered company of the period's live
 * transports, what it sent, received and both, and what it is billed by the invoice's rules (a
 * note says how; a group's members add up to its top's invoice row); the region filter is the company's. 12 a page; the
 * summary row sums every company of the filters (all pages), as the server adds them up.
 */
/** The screen's two views: the amounts (금액별) and the goods kinds (품목별), kept in the URL (`view=kinds`). */
type SettlementView = 'amounts' | 'kinds';

function useSettlementView(): [SettlementView, (view: SettlementView) => void] {
  const [params, setParams] = useSearchParams();
  const view: SettlementView = params.get('view') === 'kinds' ? 'kinds' : 'amounts';
  const choose = (next: SettlementView) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'kinds') updated.set('view', 'kinds');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );
  return [view, choose];
}

export function SettlementByShipperPage() {
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS, pageSize: SETTLEMENT_PAGE_SIZE });
  const [view, setView] = useSettlementView();
  const { data, previousData, loading } = useQuery(ShipperSettlementsQuery, {
    variables: { filter: list.filterInput, page: list.pageInput },
    fetchPolicy: 'cache-and-network',
    skip: view !== 'amounts',
  });
  const totals = data?.shipperSettlements.totals;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="화주별 정산서" />
      {/* A standing note, not news: role note, not the alert MUI gives it. */}
      <Alert severity="info" role="note">
        {BILLING_RULE_NOTE}
      </Alert>
      <SearchPanel title="검색 조건" fields={FILTER_FIELDS} {...list.searchPanelProps} />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="보기"
        value={view}
        onChange={(_event, next: SettlementView | null) => {
          if (next) setView(next);
        }}
      >
        <ToggleButton value="amounts">금액별 보기</ToggleButton>
        <ToggleButton value="kinds">품목별 보기</ToggleButton>
      </ToggleButtonGroup>
      {view === 'kinds' ? (
        <SettlementKindsList
          filterInput={list.filterInput}
          pageInput={list.pageInput}
          page={list.page}
          onPageChange={list.setPage}
          pageSize={SETTLEMENT_PAGE_SIZE}
          emptyMessage={SETTLEMENT_EMPTY_MESSAGE}
        />
      ) : (
        <ListCard<ShipperSettlementRow>
          title="화주별 정산 목록"
          exportAction={
            <ExportAction
              path="/api/settlement/by-shipper/excel"
              filters={list.filterInput}
              fileName="화주별정산.xlsx"
            />
          }
          columns={COLUMNS}
          rows={data?.shipperSettlements.items ?? []}
          // The last total while the next page loads, so the pager keeps its pages.
          rowCount={(data ?? previousData)?.shipperSettlements.total ?? 0}
          loading={loading}
          page={list.page}
          onPageChange={list.setPage}
          pageSize={SETTLEMENT_PAGE_SIZE}
          getRowId={(row) => row.companyId}
          emptyMessage={SETTLEMENT_EMPTY_MESSAGE}
          height={560}
          summaryRow={
            totals ? (
              <>
                <span>보낸 금액 합계 {koreanNumber(totals.sentAmount)}원</span>
                <span>받은 금액 합계 {koreanNumber(totals.receivedAmount)}원</span>
                <span>
                  전체 합계 {koreanNumber(totals.totalLines)}건 · 수량 {koreanNumber(totals.totalQty)} · 중량{' '}
                  {koreanNumber(totals.totalWeightKg)}kg · 금액 {koreanNumber(totals.totalAmount)}원
                </span>
                <span>
                  청구 금액 발송 {koreanNumber(totals.paidAsSenderAmount)}원 · 수신{' '}
                  {koreanNumber(totals.paidAsReceiverAmount)}원 · 합계 {koreanNumber(totals.paidAmount)}원
                </span>
              </>
            ) : undefined
          }
        />
      )}
    </Box>
  );
}
