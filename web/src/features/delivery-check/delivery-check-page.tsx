import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { isCustomer } from '@parcel/shared/access';
import { BILL_STANDARD_DAY_LABELS, BILL_STANDARD_DAYS } from '@parcel/shared/codes';
import {
  DELIVERY_STATE_FILTERS,
  deliveryCheckDefaultPeriod,
  type DeliveryStateFilter,
  UNBILLED_FILTERS,
} from '@parcel/shared/forms/delivery-check-filter';
import { UNBILLED_REASONS } from '@parcel/shared/settlement/billing';
import type { FixedListPageSize } from '@parcel/shared/lists';
import { useMemo } from 'react';
import { COMPANY_SEARCH_PLACEHOLDER } from '../../components/company-autocomplete';
import { useSession } from '../../app/session/session-provider';
import { ExportAction } from '../../components/export-action';
import { ListCard } from '../../components/list-card';
import { useListScreen } from '../../components/list-screen';
import { LatestNotices } from '../../components/latest-notices';
import { PageHeader } from '../../components/page-header';
import { SearchPanel, type SearchField } from '../../components/search-panel';
import { SUPPLIER_OPTIONS, useOptions } from '../../lib/option-queries';
import { DeliveryChecksQuery } from './api/delivery-check';
import { deliveryCheckColumns, type DeliveryCheckRow } from './delivery-check-columns';

/** The spec's page length for the delivery check. */
const DELIVERY_CHECK_PAGE_SIZE: FixedListPageSize = 10;

export const DELIVERY_CHECK_EMPTY_MESSAGE = '조건에 맞는 배송 정보가 없습니다.';

/** The 7 days through today (Asia/Seoul) when the screen was loaded: the default period. */
const DEFAULT_FILTERS = {
  ...deliveryCheckDefaultPeriod(),
  chargeCd: '',
  senderRegionCd: '',
  receiverRegionCd: '',
  receiverRegionDtlCd: '',
  shipperCd: '',
  senderCompanyNm: '',
  receiverCompanyNm: '',
  collectorNm: '',
  senderTelNo: '',
  receiverTelNo: '',
  waybillNo: '',
  deliveryState: '',
  billCompanyId: '',
  billCd: '',
  unbilled: '',
};
type DeliveryCheckFilters = typeof DEFAULT_FILTERS;

const DELIVERY_STATE_OPTIONS = (Object.keys(DELIVERY_STATE_FILTERS) as DeliveryStateFilter[]).map(
  (state) => ({ value: state, label: DELIVERY_STATE_FILTERS[state] }),
);
const UNBILLED_OPTIONS = UNBILLED_REASONS.map((reason) => ({
  value: reason,
  label: UNBILLED_FILTERS[reason],
}));
const BILL_DAY_OPTIONS = BILL_STANDARD_DAYS.map((day) => ({
  value: day,
  label: BILL_STANDARD_DAY_LABELS[day],
}));

const FILTER_FIELDS: SearchField<DeliveryCheckFilters>[] = [
  { name: 'startDate', toName: 'endDate', label: '접수 기간', kind: 'dateRange' },
  { name: 'chargeCd', label: '운임 구분', kind: 'select', codeGroup: 'CHARGE' },
  { name: 'senderRegionCd', label: '보내는 곳 지역', kind: 'select', codeGroup: 'REGION_TYPE' },
  { name: 'receiverRegionCd', label: '받는 곳 지역', kind: 'select', codeGroup: 'REGION_TYPE' },
  {
    name: 'receiverRegionDtlCd',
    label: '받는 곳 세부 지역',
    kind: 'dependentSelect',
    dependsOn: 'receiverRegionCd',
    codeGroup: 'REGION_DTL_TYPE',
  },
  { name: 'shipperCd', label: '화주 구분', kind: 'select', codeGroup: 'SHIPPER_TYPE' },
  { name: 'senderCompanyNm', label: '보내는 곳', kind: 'text', placeholder: COMPANY_SEARCH_PLACEHOLDER },
  { name: 'receiverCompanyNm', label: '받는 곳', kind: 'text', placeholder: COMPANY_SEARCH_PLACEHOLDER },
  { name: 'collectorNm', label: '집하 담당', kind: 'text' },
  { name: 'senderTelNo', label: '보내는 곳 전화번호', kind: 'phone' },
  { name: 'receiverTelNo', label: '받는 곳 전화번호', kind: 'phone' },
  { name: 'waybillNo', label: '운송장 번호', kind: 'text' },
  {
    name: 'deliveryState',
    label: '배송 상태',
    kind: 'select',
    allLabel: '전체',
    options: DELIVERY_STATE_OPTIONS,
  },
];

/**
 * 배송 확인 (/transport/check, the landing page after sign-in): the goods lines of live transports
 * with their delivery state, every filter of the spec in the URL (and ours: the delivery state, the
 * supplier and billing day that bill the line, why none bills it), 10 a page with a 5-page window.
 */
export function DeliveryCheckPage() {
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS, pageSize: DELIVERY_CHECK_PAGE_SIZE });
  const { auth } = useSession();
  // A customer (화주) sees its own lines: no supplier list (staff's), no staff export.
  const customer = isCustomer(auth.role);
  const suppliers = useOptions(SUPPLIER_OPTIONS, { skip: customer });
  const { data, previousData, loading } = useQuery(DeliveryChecksQuery, {
    variables: {
      filter: { ...list.filterInput, billCompanyId: Number(list.filters.billCompanyId) || null },
      page: list.pageInput,
    },
    fetchPolicy: 'cache-and-network',
  });
  // The supplier that bills the lines (its billing day too): how the month-end close board links here.
  const filterFields = useMemo<SearchField<DeliveryCheckFilters>[]>(
    () => [
      ...FILTER_FIELDS,
      ...(customer
        ? []
        : [
            {
              name: 'billCompanyId',
              label: '청구 공급자',
              kind: 'select',
              allLabel: '전체',
              options: suppliers.options,
            } as const,
          ]),
      { name: 'billCd', label: '청구 기준일', kind: 'select', allLabel: '전체', options: BILL_DAY_OPTIONS },
      // Lines no invoice bills: how the board's counts of lines billed to nobody link here.
      { name: 'unbilled', label: '미청구', kind: 'select', allLabel: '전체', options: UNBILLED_OPTIONS },
    ],
    [suppliers.options, customer],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="배송 확인" />
      <LatestNotices />
      <SearchPanel title="검색 조건" fields={filterFields} {...list.searchPanelProps} />
      <ListCard<DeliveryCheckRow>
        title="배송 정보 목록"
        exportAction={
          customer ? undefined : (
            <ExportAction
              path="/api/transport/check-excel"
              filters={list.filterInput}
              fileName="배송조회목록.xlsx"
            />
          )
        }
        columns={deliveryCheckColumns}
        rows={data?.deliveryChecks.items ?? []}
        // The last total while the next page loads, so the pager keeps its pages.
        rowCount={(data ?? previousData)?.deliveryChecks.total ?? 0}
        rowCountExact={(data ?? previousData)?.deliveryChecks.totalExact ?? true}
        loading={loading}
        page={list.page}
        onPageChange={list.setPage}
        pageSize={DELIVERY_CHECK_PAGE_SIZE}
        pagination="window"
        getRowId={(row) => row.shipmentId}
        emptyMessage={DELIVERY_CHECK_EMPTY_MESSAGE}
        height={440}
      />
    </Box>
  );
}
