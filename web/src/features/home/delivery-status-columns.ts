import type { GridColDef } from '@mui/x-data-grid';
import { wonCell } from '@parcel/shared/money';
import { SHIPMENT_COLUMNS as SHIPMENT, type ShipmentColumn } from '@parcel/shared/records/shipment';
import { formatPhone } from '@parcel/shared/validation';
import { declaredColumn } from '../../components/declared-list';
import type { DeliveryStatusQuery } from '../../gql/graphql';

export type DeliveryStatusRow = DeliveryStatusQuery['deliveryStatus']['items'][number];

const phone = (value: string | null | undefined) => formatPhone(value ?? '');

const column = (
  field: keyof DeliveryStatusRow & string,
  headerName: string,
  width: number,
  extra: Partial<GridColDef<DeliveryStatusRow>> = {},
): GridColDef<DeliveryStatusRow> => ({ field, headerName, width, sortable: false, ...extra });
/** A shipment's field under its declared header (shared/src/records/shipment.ts), or the spec's own. */
const shipment = (
  field: ShipmentColumn & keyof DeliveryStatusRow,
  width: number,
  extra: Partial<GridColDef<DeliveryStatusRow>> = {},
): GridColDef<DeliveryStatusRow> => declaredColumn(field, SHIPMENT[field], { width, ...extra });
const amount = { type: 'number', valueFormatter: wonCell } as const;

/** The home grid's 27 columns, in the spec's order (part 1, Home screen). */
export const DELIVERY_STATUS_COLUMNS: GridColDef<DeliveryStatusRow>[] = [
  column('transportProcessNm', '구분', 100),
  column('requstDt', '접수일', 110),
  column('senderRegionNm', '발송 지역', 120),
  column('collectorNm', '집하 담당', 100),
  column('senderCompanyNm', '청구 화주명', 150),
  shipment('waybillNo', 140),
  column('senderManagerNm', '보내는 분', 110),
  shipment('chargeNm', 100),
  column('qty', '수량', 80, amount),
  column('untpc', '단가', 90, amount),
  column('sumAmount', '합계 금액', 110, amount),
  column('weightUntpc', 'kg당 단가', 100, amount),
  column('weightQty', '중량', 80, amount),
  column('weightAmount', '중량 합계', 110, amount),
  column('rmk', '비고', 150),
  column('receiverRegionNm', '받는 지역', 120),
  shipment('kindNm', 90, { headerName: '종류' }),
  column('receiverCompanyNm', '받는 분', 150),
  column('receiverTelNo', '받는 분 전화', 130, { valueFormatter: phone }),
  column('receiverMobileNo', '받는 분 휴대폰', 140, { valueFormatter: phone }),
  column('deliveryRouteNm', '배송 코스', 120),
  shipment('pickupCheck', 90),
  shipment('transportManager', 100),
  shipment('transportDate', 110),
  shipment('transportCodeNm', 100, { headerName: '배송 코드' }),
  shipment('memo', 150),
  column('receiverAddress', '받는 분 주소', 240),
];
