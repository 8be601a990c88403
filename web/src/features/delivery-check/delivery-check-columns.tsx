import Chip from '@mui/material/Chip';
import { wonCell } from '@parcel/shared/money';
import { DELIVERY_CHECK_LIST } from '@parcel/shared/records/delivery-check-list';
import { type ColumnOverrides, gridColumnsOf } from '../../components/declared-list';
import type { DeliveryChecksQuery as DeliveryChecksQueryType } from '../../gql/graphql';

export type DeliveryCheckRow = DeliveryChecksQueryType['deliveryChecks']['items'][number];

/** The grid's widths where they are not the sheet's, the state as a chip, a region with its district. */
const OVERRIDES: ColumnOverrides<DeliveryCheckRow> = {
  requstDt: { width: 100 },
  deliveryState: {
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row.deliveryState}
        color={row.delivered ? 'success' : 'default'}
        variant={row.delivered ? 'filled' : 'outlined'}
      />
    ),
  },
  waybillNo: { width: 130 },
  chargeNm: { width: 90 },
  chargeGroupNm: { width: 80 },
  senderCompanyNm: { minWidth: 120 },
  senderRegionNm: { width: 100 },
  senderTelNo: { width: 130 },
  receiverCompanyNm: { minWidth: 120 },
  receiverRegionNm: {
    field: 'receiverRegion',
    width: 110,
    valueGetter: (_value: unknown, row: DeliveryCheckRow) =>
      [row.receiverRegionNm, row.receiverRegionDtlNm].filter(Boolean).join(' '),
  },
  receiverTelNo: { width: 130 },
  receiverMobileNo: { width: 130 },
  receiverAddress: { minWidth: 160 },
  kindNm: { width: 80 },
  // A WEIGHT line's quantity is kilograms.
  qty: {
    width: 80,
    valueFormatter: (value: number, row: DeliveryCheckRow) =>
      `${wonCell(value)}${row.trnsprtCd === 'WEIGHT' ? ' kg' : ''}`,
  },
  amount: { width: 100 },
  billedCompanyNm: { minWidth: 120 },
  deliveryRouteNm: { width: 110 },
  collectorNm: { width: 90 },
  transportManager: { width: 90 },
  transportDate: { width: 100 },
  transportCodeNm: { width: 90 },
  memo: { minWidth: 140 },
};

/** The delivery check's columns: reception, state, goods, both sides, course, collector, delivery facts. */
export const deliveryCheckColumns = gridColumnsOf<DeliveryCheckRow>(DELIVERY_CHECK_LIST, OVERRIDES);
