import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { formatPhone } from '@parcel/shared/validation';
import type { ShipmentRow } from './shipment-rows';

const won = (value: number | null) => (value == null ? '' : value.toLocaleString('ko-KR'));

/**
 * A transport's columns: merged over its receivers (rowSpanning), never with the next transport's
 * equal values, since the span value carries the transport's number.
 */
const perTransport = (column: GridColDef<ShipmentRow>): GridColDef<ShipmentRow> => ({
  ...column,
  rowSpanValueGetter: (value: unknown, row: ShipmentRow) => `${row.senderTransportId}:${String(value ?? '')}`,
});

/** The shipments grid's columns; `onShowGoods` opens a transport's goods lines. */
export function shipmentColumns(onShowGoods: (row: ShipmentRow) => void): GridColDef<ShipmentRow>[] {
  return [
    perTransport({ field: 'requstDt', headerName: '접수일', width: 100, sortable: false }),
    perTransport({
      field: 'senderCompanyNm',
      headerName: '보내는 곳',
      flex: 1,
      minWidth: 130,
      sortable: false,
    }),
    perTransport({ field: 'senderRegion', headerName: '발송 지역', width: 100, sortable: false }),
    perTransport({ field: 'deliveryRouteNm', headerName: '배송 코스', width: 110, sortable: false }),
    perTransport({ field: 'chargeNm', headerName: '운임 구분', width: 90, sortable: false }),
    {
      field: 'goods',
      headerName: '물품',
      width: 100,
      sortable: false,
      rowSpanValueGetter: (_value: unknown, row: ShipmentRow) => row.senderTransportId,
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
    { field: 'receiverRegion', headerName: '도착 지역', width: 100, sortable: false },
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
      field: 'amount',
      headerName: '금액',
      width: 100,
      type: 'number',
      sortable: false,
      valueFormatter: (value: number | null) => won(value),
    },
  ];
}
