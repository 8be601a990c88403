import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import type { FixedListPageSize } from '@parcel/shared/lists';
import { KIND_SIDE_LABELS, KIND_SIDES, type KindSide } from '@parcel/shared/settlement/kind-counts';
import { useMemo } from 'react';
import { ExportAction } from '../../components/export-action';
import { ListCard } from '../../components/list-card';
import type {
  ShipperKindSettlementsQuery as KindsQueryType,
  ShipperKindSettlementsQueryVariables,
} from '../../gql/graphql';
import { ShipperKindSettlementsQuery } from './api/shipper-settlement';
import { koreanNumber } from './korean-number';

type KindCompany = KindsQueryType['shipperKindSettlements']['items'][number];

/** A grid row: one company's counts on one side (발신, 수신 or 합계). */
interface KindRow {
  id: string;
  companyNm: string;
  regionNm: string | null;
  side: string;
  counts: readonly number[];
  sum: number;
}

const rowsOf = (company: KindCompany): KindRow[] =>
  KIND_SIDES.map((side: KindSide) => ({
    id: `${company.companyId}-${side}`,
    companyNm: company.companyNm,
    regionNm: company.regionNm ?? null,
    side: KIND_SIDE_LABELS[side],
    counts: company[side],
    sum: company[side].reduce((total, count) => total + count, 0),
  }));

const count = (value: number) => koreanNumber(value);

export interface SettlementKindsListProps {
  filterInput: Readonly<Record<string, string | null>>;
  pageInput: ShipperKindSettlementsQueryVariables['page'];
  page: number;
  onPageChange: (page: number) => void;
  pageSize: FixedListPageSize;
  emptyMessage: string;
}

/**
 * 화주별 정산서 per goods kind: a column per kind (the code table's 서류, 박스, 롤 ...), three rows per
 * company (발신, 수신, 합계; the company's name merged over them), counting a QTY line's pieces and a
 * WEIGHT line as one. A page is 12 companies, as the amounts view's.
 */
export function SettlementKindsList({
  filterInput,
  pageInput,
  page,
  onPageChange,
  pageSize,
  emptyMessage,
}: SettlementKindsListProps) {
  const { data, previousData, loading } = useQuery(ShipperKindSettlementsQuery, {
    variables: { filter: filterInput, page: pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const answer = data?.shipperKindSettlements;
  const kinds = (answer ?? previousData?.shipperKindSettlements)?.kinds;
  const columns = useMemo<GridColDef<KindRow>[]>(
    () => [
      { field: 'companyNm', headerName: '업체명', minWidth: 140, flex: 1 },
      { field: 'regionNm', headerName: '지역', width: 80 },
      { field: 'side', headerName: '구분', width: 70, rowSpanValueGetter: (_value, row) => row.id },
      ...(kinds ?? []).map((kind, index): GridColDef<KindRow> => ({
        field: `kind-${kind.kindCd}`,
        headerName: kind.kindNm,
        width: 80,
        type: 'number',
        valueGetter: (_value, row) => row.counts[index] ?? 0,
        valueFormatter: count,
        rowSpanValueGetter: (_value, row) => row.id,
      })),
      {
        field: 'sum',
        headerName: '합계',
        width: 90,
        type: 'number',
        valueFormatter: count,
        rowSpanValueGetter: (_value, row) => row.id,
      },
    ],
    [kinds],
  );
  const totals = answer?.totals;

  return (
    <ListCard<KindRow>
      title="화주별 품목 목록"
      exportAction={
        <ExportAction
          path="/api/settlement/by-shipper/kinds/excel"
          filters={filterInput}
          fileName="화주별정산_품목별.xlsx"
        />
      }
      columns={columns}
      rows={(answer?.items ?? []).flatMap(rowsOf)}
      rowCount={(answer ?? previousData?.shipperKindSettlements)?.total ?? 0}
      loading={loading}
      page={page}
      onPageChange={onPageChange}
      pageSize={pageSize}
      getRowId={(row) => row.id}
      emptyMessage={emptyMessage}
      height={560}
      // A company's name and region span its three rows.
      gridProps={{ rowSpanning: true }}
      summaryRow={
        totals && kinds ? (
          <>
            {KIND_SIDES.map((side) => (
              <span key={side}>
                {KIND_SIDE_LABELS[side]} 합계{' '}
                {kinds.map((kind, index) => `${kind.kindNm} ${count(totals[side][index] ?? 0)}`).join(' · ')}
              </span>
            ))}
          </>
        ) : undefined
      }
    />
  );
}
