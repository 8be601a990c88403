import { WAYBILL_LIST } from '@parcel/shared/records/waybill-list';
import { gridColumnsOf } from '../../components/declared-list';
import type { WaybillRowFragment } from '../../gql/graphql';

/** The waybill list's columns, as declared, at the widths the screen had; numbers come as digits. */
export const WAYBILL_COLUMNS = gridColumnsOf<WaybillRowFragment>(WAYBILL_LIST, {
  senderCompanyNm: { minWidth: 160 },
  receiverCompanyNm: { minWidth: 160 },
  chargeNm: { width: 90 },
  startNo: { width: 180 },
  endNo: { width: 180 },
  qty: { width: 80 },
  printCount: {
    headerName: '인쇄',
    width: 80,
    valueFormatter: (value: number | null) => (value ? `${value}회` : '미인쇄'),
  },
  regDt: { width: 110 },
});
