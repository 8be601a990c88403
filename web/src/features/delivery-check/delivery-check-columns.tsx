import Chip from '@mui/material/Chip';
import { wonCell } from '@parcel/shared/money';
import type { GridColDef } from '@mui/x-data-grid';
import { SHIPMENT_COLUMNS as SHIPMENT } from '@parcel/shared/records/shipment';
import { formatPhone } from '@parcel/shared/validation';
import { declaredColumn } from '../../components/declared-list';
import type { DeliveryChecksQuery as DeliveryChecksQueryType } from '../../gql/graphql';

export type DeliveryCheckRow = DeliveryChecksQueryType['deliveryChecks']['items'][number];

const phone = (value: string | null) => formatPhone(value ?? '');
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

// The delivery check's columns: reception, state, goods, both sides, course, collector, delivery facts.
const COLUMNS: GridColDef<DeliveryCheckRow>[] = [
  { field: 'requstDt', headerName: '접수일', width: 100 },
  {
    field: 'deliveryState',
    headerName: '배송 상태',
    width: 96,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row.deliveryState}
        color={row.delivered ? 'success' : 'default'}
        variant={row.delivered ? 'filled' : 'outlined'}
      />
    ),
  },
  declaredColumn('waybillNo', SHIPMENT.waybillNo, { width: 130 }),
  declaredColumn('chargeNm', SHIPMENT.chargeNm, { width: 90 }),
  { field: 'senderCompanyNm', headerName: '보내는 곳', minWidth: 120, flex: 1 },
  { field: 'senderRegionNm', headerName: '보내는 곳 지역', width: 100 },
  { field: 'senderTelNo', headerName: '보내는 곳 전화번호', width: 130, valueFormatter: phone },
  { field: 'receiverCompanyNm', headerName: '받는 곳', minWidth: 120, flex: 1 },
  {
    field: 'receiverRegion',
    headerName: '받는 곳 지역',
    width: 110,
    valueGetter: (_value: unknown, row: DeliveryCheckRow) =>
      joined(row.receiverRegionNm, row.receiverRegionDtlNm),
  },
  { field: 'receiverTelNo', headerName: '받는 곳 전화번호', width: 130, valueFormatter: phone },
  { field: 'receiverMobileNo', headerName: '받는 곳 휴대전화', width: 130, valueFormatter: phone },
  { field: 'receiverAddress', headerName: '받는 곳 주소', minWidth: 160, flex: 1 },
  declaredColumn('kindNm', SHIPMENT.kindNm, { width: 80 }),
  declaredColumn('qty', SHIPMENT.senderQty, {
    width: 80,
    type: 'number',
    valueFormatter: (value: number, row: DeliveryCheckRow) =>
      `${wonCell(value)}${row.trnsprtCd === 'WEIGHT' ? ' kg' : ''}`,
  }),
  declaredColumn('amount', SHIPMENT.senderAmount, { width: 100, type: 'number', valueFormatter: wonCell }),
  { field: 'deliveryRouteNm', headerName: '배송 코스', width: 110 },
  { field: 'collectorNm', headerName: '집하 담당', width: 90 },
  declaredColumn('transportManager', SHIPMENT.transportManager, { width: 90 }),
  declaredColumn('transportDate', SHIPMENT.transportDate, { width: 100 }),
  declaredColumn('transportCodeNm', SHIPMENT.transportCodeNm, { width: 90 }),
  declaredColumn('pickupCheck', SHIPMENT.pickupCheck, { width: 80 }),
  declaredColumn('memo', SHIPMENT.memo, { minWidth: 140, flex: 1 }),
];

/** Server paging: sorting one page in the browser would mislead. */
export const deliveryCheckColumns: GridColDef<DeliveryCheckRow>[] = COLUMNS.map((column) => ({
  ...column,
  sortable: false,
}));
