import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { settlementDefaultPeriod } from '@parcel/shared/forms/shipper-settlement-filter';
import type { FixedListPageSize } from '@parcel/shared/lists';
import { SHIPPER_DETAIL_LIST } from '@parcel/shared/records/shipper-settlement-list';
import { gridColumnsOf } from '../../components/declared-list';
import { ExportAction } from '../../components/export-action';
import { ListCard } from '../../components/list-card';
import { useListScreen } from '../../components/list-screen';
import { PageHeader } from '../../components/page-header';
import { SearchPanel, type SearchField } from '../../components/search-panel';
import type { ShipperDetailsQuery as ShipperDetailsQueryType } from '../../gql/graphql';
import { ShipperDetailsQuery } from './api/shipper-settlement';
import { koreanNumber } from './korean-number';
import { SummaryTiles } from './summary-tiles';

export type ShipperDetailRow = ShipperDetailsQueryType['shipperDetails']['items'][number];

/** The spec's page length for shipper details. */
const DETAILS_PAGE_SIZE: FixedListPageSize = 20;

export const DETAILS_EMPTY_MESSAGE = '조건에 맞는 화주 물품이 없습니다.';

/** This month through today (Asia/Seoul) when the screen was loaded: the default period. */
const DEFAULT_FILTERS = { ...settlementDefaultPeriod(), companyNm: '' };
type DetailsFilters = typeof DEFAULT_FILTERS;

const FILTER_FIELDS: SearchField<DetailsFilters>[] = [
  { name: 'startDate', toName: 'endDate', label: '접수 기간', kind: 'dateRange' },
  { name: 'companyNm', label: '화주명', kind: 'text' },
];

/** The grid's widths where they are not the sheet's; a WEIGHT line's quantity is kilograms. */
const COLUMNS = gridColumnsOf<ShipperDetailRow>(SHIPPER_DETAIL_LIST, {
  requstDt: { width: 100 },
  companyNm: { minWidth: 130 },
  receiverCompanyNm: { minWidth: 130 },
  waybillNo: { width: 130 },
  kindNm: { width: 80 },
  qty: {
    width: 90,
    valueFormatter: (value: number, row: ShipperDetailRow) =>
      `${koreanNumber(value)}${row.trnsprtCd === 'WEIGHT' ? ' kg' : ''}`,
  },
  untpc: { width: 90 },
  amount: { width: 110 },
  chargeNm: { width: 100 },
});

/**
 * 화주 상세 (/transport/shipper-details): the goods lines of the period whose shipper's (sender's)
 * name contains the text, 20 a page, with four tiles the server sums over every matching line:
 * quantity (pieces), weight (kg), prepaid and collect amounts. 엑셀 다운로드 writes the same rows.
 */
export function ShipperDetailsPage() {
  const list = useListScreen({ defaultFilters: DEFAULT_FILTERS, pageSize: DETAILS_PAGE_SIZE });
  const { data, previousData, loading } = useQuery(ShipperDetailsQuery, {
    variables: { filter: list.filterInput, page: list.pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.shipperDetails.summary;
  const shown = (value: number | undefined, unit: string) =>
    value === undefined ? '' : `${koreanNumber(value)}${unit}`;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="화주별 상세 내역" />
      <SearchPanel title="검색 조건" fields={FILTER_FIELDS} {...list.searchPanelProps} />
      <SummaryTiles
        label="화주별 상세 내역 합계"
        tiles={[
          { label: '수량', value: shown(summary?.qty, '개') },
          { label: '중량', value: shown(summary?.weightKg, 'kg') },
          { label: '선불', value: shown(summary?.prepaidAmount, '원') },
          { label: '착불', value: shown(summary?.collectAmount, '원') },
        ]}
      />
      <ListCard<ShipperDetailRow>
        title="화주 물품 목록"
        exportAction={
          <ExportAction
            path="/api/settlement/shipper-details/excel"
            filters={list.filterInput}
            fileName="화주상세.xlsx"
          />
        }
        columns={COLUMNS}
        rows={data?.shipperDetails.items ?? []}
        rowCount={(data ?? previousData)?.shipperDetails.total ?? 0}
        loading={loading}
        page={list.page}
        onPageChange={list.setPage}
        pageSize={DETAILS_PAGE_SIZE}
        getRowId={(row) => row.shipmentId}
        emptyMessage={DETAILS_EMPTY_MESSAGE}
        height={640}
      />
    </Box>
  );
}
