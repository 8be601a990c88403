import Chip from '@mui/material/Chip';
import { wonCell } from '@parcel/shared/money';
import type { GridColDef } from '@mui/x-data-grid';
import { SHIPMENT_COLUMNS as SHIPMENT } from '@parcel/shared/records/shipment';
import { formatPhone } from '@parcel/shared/validation';
import { declaredColumn } from '../../components/declared-list';
import type { ArrivalRowFragment } from '../../gql/graphql';

const region = (name: string | null, detail: string | null) => [name, detail].filter(Boolean).join(' ');

/** The arrivals grid's columns, the delivery facts early (server paging: no sorting in the browser). */
export const ARRIVAL_COLUMNS: GridColDef<ArrivalRowFragment>[] = [
  { field: 'requstDt', headerName: '접수일', width: 100, sortable: false },
  declaredColumn('waybillNo', SHIPMENT.waybillNo, { width: 130 }),
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
  declaredColumn('transportDate', SHIPMENT.transportDate, {
    headerName: '배송 완료',
    width: 120,
    renderCell: ({ row }) =>
      row.transportDate ? (
        <Chip size="small" color="success" label={row.transportDate} />
      ) : (
        <Chip size="small" variant="outlined" label="미배송" />
      ),
  }),
  declaredColumn('transportManager', SHIPMENT.transportManager, { width: 90 }),
  declaredColumn('transportNm', SHIPMENT.transportCodeNm, {
    width: 80,
    valueGetter: (_value: unknown, row: ArrivalRowFragment) => row.transportNm ?? row.transportCode ?? '',
  }),
  declaredColumn('pickupCheck', SHIPMENT.pickupCheck, { headerName: '픽업', width: 60 }),
  declaredColumn('kindNm', SHIPMENT.kindNm, { width: 70 }),
  declaredColumn('receiverQty', SHIPMENT.receiverQty, { width: 70, type: 'number' }),
  declaredColumn('receiverAmount', SHIPMENT.receiverAmount, {
    width: 90,
    type: 'number',
    valueFormatter: (value: number | null) => wonCell(value),
  }),
  declaredColumn('chargeNm', SHIPMENT.chargeNm, { headerName: '운임', width: 70 }),
  { field: 'senderCompanyNm', headerName: '보내는 곳', flex: 1, minWidth: 120, sortable: false },
  {
    field: 'receiverTelNo',
    headerName: '받는 곳 전화번호',
    width: 130,
    sortable: false,
    valueFormatter: (value: string | null) => formatPhone(value ?? ''),
  },
];
