import Chip from '@mui/material/Chip';
import { ARRIVAL_LIST } from '@parcel/shared/records/arrival-list';
import { gridColumnsOf } from '../../components/declared-list';
import type { ArrivalRowFragment } from '../../gql/graphql';

/**
 * The arrivals grid's columns, as declared, the delivery facts early: the grid's widths and shorter
 * headers, the region with its district, the delivery date as a chip.
 */
export const ARRIVAL_COLUMNS = gridColumnsOf<ArrivalRowFragment>(ARRIVAL_LIST, {
  requstDt: { width: 100 },
  waybillNo: { width: 130 },
  receiverCompanyNm: { minWidth: 130 },
  receiverRegionNm: {
    field: 'receiverRegion',
    width: 110,
    valueGetter: (_value: unknown, row: ArrivalRowFragment) =>
      [row.receiverRegionNm, row.receiverRegionDtlNm].filter(Boolean).join(' '),
  },
  deliveryRouteNm: { width: 110 },
  transportDate: {
    headerName: '배송 완료',
    width: 120,
    renderCell: ({ row }) =>
      row.transportDate ? (
        <Chip size="small" color="success" label={row.transportDate} />
      ) : (
        <Chip size="small" variant="outlined" label="미배송" />
      ),
  },
  transportManager: { width: 90 },
  transportNm: { width: 80 },
  pickupCheck: { headerName: '픽업', width: 60 },
  kindNm: { width: 70 },
  receiverQty: { width: 70 },
  receiverAmount: { width: 90 },
  chargeNm: { headerName: '운임', width: 70 },
  senderCompanyNm: { minWidth: 120 },
  receiverTelNo: { width: 130 },
});
