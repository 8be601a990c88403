import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { formatPhone } from '@parcel/shared/validation';
import type { ArrivalRowFragment } from '../../gql/graphql';

const won = (value: number | null) => (value == null ? '' : value.toLocaleString('ko-KR'));
const region = (name: string | null, detail: string | null) => [name, detail].filter(Boolean).join(' ');

/** The arrivals grid's columns, the delivery facts early (server paging: no sorting in the browser). */
export const ARRIVAL_COLUMNS: GridColDef<ArrivalRowFragment>[] = [
  { field: 'requstDt', headerName: '접수일', width: 100, sortable: false },
  { field: 'waybillNo', headerName: '운송장 번호', width: 130, sortable: false },
  { field: 'receiverCompanyNm', headerName: '받는 곳', flex: 1, minWidth: 130, sortable: false },
  {
    field: 'receiverRegion',
    headerName: '도착 지역',
    width: 110,
    sortable: false,
    valueGetter: (_value: unknown, row: ArrivalRowFragment) =>
      region(row.receiverRegionNm, row.receiverRegionDtlNm),
  },
  { field: 'deliveryRouteNm', headerName: '배송 코스', width: 110, sortable: false },
  {
    field: 'transportDate',
    headerName: '배송 완료',
    width: 120,
    sortable: false,
    renderCell: ({ row }) =>
      row.transportDate ? (
        <Chip size="small" color="success" label={row.transportDate} />
      ) : (
        <Chip size="small" variant="outlined" label="미배송" />
      ),
  },
  { field: 'transportManager', headerName: '배송 담당', width: 90, sortable: false },
  {
    field: 'transportNm',
    headerName: '배송 구분',
    width: 80,
    sortable: false,
    valueGetter: (_value: unknown, row: ArrivalRowFragment) => row.transportNm ?? row.transportCode ?? '',
  },
  { field: 'pickupCheck', headerName: '픽업', width: 60, sortable: false },
  { field: 'kindNm', headerName: '품목', width: 70, sortable: false },
  { field: 'receiverQty', headerName: '수량', width: 70, type: 'number', sortable: false },
  {
    field: 'receiverAmount',
    headerName: '금액',
    width: 90,
    type: 'number',
    sortable: false,
    valueFormatter: (value: number | null) => won(value),
  },
  { field: 'chargeNm', headerName: '운임', width: 70, sortable: false },
  { field: 'senderCompanyNm', headerName: '보내는 곳', flex: 1, minWidth: 120, sortable: false },
  {
    field: 'receiverTelNo',
    headerName: '받는 곳 전화번호',
    width: 130,
    sortable: false,
    valueFormatter: (value: string | null) => formatPhone(value ?? ''),
  },
];
