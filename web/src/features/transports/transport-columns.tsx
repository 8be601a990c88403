import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { formatPhone } from '@parcel/shared/validation';
import type { TransportListQuery } from '../../gql/graphql';

/** One grid row: a receiver of a transport with its sender's columns, as the server pages them. */
export type TransportRow = TransportListQuery['transportList']['items'][number];

const won = (value: number) => value.toLocaleString('ko-KR');

const region = (name: string | null | undefined, district: string | null | undefined) =>
  [name, district].filter(Boolean).join(' ');

/**
 * A transport's columns: merged over its receivers (rowSpanning), never with the next transport's
 * equal values, since the span value carries the transport's number.
 */
const perTransport = (column: GridColDef<TransportRow>): GridColDef<TransportRow> => ({
  ...column,
  rowSpanValueGetter: (value: unknown, row: TransportRow) =>
    `${row.senderTransportId}:${String(value ?? '')}`,
});

/** The transports grid's columns; `onShowGoods` opens a transport's goods lines. */
export function transportColumns(onShowGoods: (row: TransportRow) => void): GridColDef<TransportRow>[] {
  return [
    perTransport({ field: 'requstDt', headerName: '접수일', width: 100, sortable: false }),
    perTransport({
      field: 'senderCompanyNm',
      headerName: '보내는 곳',
      flex: 1,
      minWidth: 130,
      sortable: false,
    }),
    perTransport({
      field: 'senderRegion',
      headerName: '발송 지역',
      width: 100,
      sortable: false,
      valueGetter: (_value: unknown, row: TransportRow) => region(row.senderRegionNm, row.senderRegionDtlNm),
    }),
    perTransport({ field: 'senderDeliveryRouteNm', headerName: '배송 코스', width: 110, sortable: false }),
    perTransport({ field: 'chargeNm', headerName: '운임 구분', width: 90, sortable: false }),
    {
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
    },
    { field: 'receiverCompanyNm', headerName: '받는 곳', flex: 1, minWidth: 130, sortable: false },
    {
      field: 'receiverRegion',
      headerName: '도착 지역',
      width: 100,
      sortable: false,
      valueGetter: (_value: unknown, row: TransportRow) =>
        region(row.receiverRegionNm, row.receiverRegionDtlNm),
    },
    {
      field: 'receiverTelNo',
      headerName: '받는 곳 전화번호',
      width: 130,
      sortable: false,
      valueFormatter: (value: string | null) => formatPhone(value ?? ''),
    },
    {
      field: 'receiverAddress',
      headerName: '받는 곳 주소',
      flex: 1.4,
      minWidth: 160,
      sortable: false,
    },
    {
      field: 'totalSenderAmount',
      headerName: '금액',
      width: 100,
      type: 'number',
      sortable: false,
      valueFormatter: (value: number) => won(value),
    },
  ];
}
