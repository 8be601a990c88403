import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { TRANSPORT_LIST } from '@parcel/shared/records/transport-list';
import { type ColumnOverrides, gridColumnsOf } from '../../components/declared-list';
import type { TransportListQuery } from '../../gql/graphql';

/** One grid row: a receiver of a transport with its sender's columns, as the server pages them. */
export type TransportRow = TransportListQuery['transportList']['items'][number];

/** A party's region shown with its district (지역 구분), under the grid's own field and header. */
const regionColumn = (
  field: string,
  headerName: string,
  regionOf: (row: TransportRow) => readonly (string | null | undefined)[],
): Partial<GridColDef<TransportRow>> => ({
  field,
  headerName,
  width: 100,
  valueGetter: (_value: unknown, row: TransportRow) => regionOf(row).filter(Boolean).join(' '),
});

/** The sender's columns, merged over a transport's receivers (rowSpanning). */
const PER_TRANSPORT = new Set([
  'requstDt',
  'senderCompanyNm',
  'senderRegion',
  'senderDeliveryRouteNm',
  'chargeNm',
]);

/**
 * A transport's columns: merged over its receivers (rowSpanning), never with the next transport's
 * equal values, since the span value carries the transport's number.
 */
const perTransport = (column: GridColDef<TransportRow>): GridColDef<TransportRow> => ({
  ...column,
  rowSpanValueGetter: (value: unknown, row: TransportRow) =>
    `${row.senderTransportId}:${String(value ?? '')}`,
});

/** The grid's widths and words where they are not the sheet's; a region shows with its district. */
const OVERRIDES: ColumnOverrides<TransportRow> = {
  requstDt: { width: 100 },
  senderCompanyNm: { minWidth: 130 },
  senderRegionNm: regionColumn('senderRegion', '발송 지역', (row) => [
    row.senderRegionNm,
    row.senderRegionDtlNm,
  ]),
  senderDeliveryRouteNm: { width: 110 },
  chargeNm: { width: 90 },
  receiverCompanyNm: { minWidth: 130 },
  receiverRegionNm: regionColumn('receiverRegion', '도착 지역', (row) => [
    row.receiverRegionNm,
    row.receiverRegionDtlNm,
  ]),
  receiverTelNo: { width: 130 },
  receiverAddress: { flex: 1.4, minWidth: 160 },
  totalSenderAmount: { headerName: '금액', width: 100 },
};

/** The transports grid's columns, as declared; `onShowGoods` opens a transport's goods lines. */
export function transportColumns(onShowGoods: (row: TransportRow) => void): GridColDef<TransportRow>[] {
  const goods: GridColDef<TransportRow> = {
    field: 'goods',
    headerName: '물품',
    width: 100,
    sortable: false,
    rowSpanValueGetter: (_value: unknown, row: TransportRow) => row.senderTransportId,
    renderCell: ({ row }) => (
      <Button
        size="small"
        variant="outlined"
        onClick={(event) => {
          event.stopPropagation();
          onShowGoods(row);
        }}
        aria-label={`${row.senderCompanyNm} 물품 상세 보기`}
      >
        상세 보기
      </Button>
    ),
  };
  const columns = gridColumnsOf<TransportRow>(TRANSPORT_LIST, OVERRIDES).map((column) =>
    PER_TRANSPORT.has(column.field) ? perTransport(column) : column,
  );
  const afterSender = columns.findIndex((column) => column.field === 'chargeNm') + 1;
  return [...columns.slice(0, afterSender), goods, ...columns.slice(afterSender)];
}
