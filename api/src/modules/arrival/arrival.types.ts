import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SHIPMENT_COLUMNS } from '@parcel/shared/records/shipment';
import { SCAN_STATUSES, type ScanStatus } from '@parcel/shared/forms/delivery-record-form';
import { columnField, TOTAL_EXACT_DESCRIPTION } from '../../common/list-graphql';

/**
 * One goods line (물품) of a live transport as the arrivals screen (도착 정보) lists it: the receiver
 * it goes to, the goods priced for the receiver, the sender's columns, and the delivery facts
 * recorded for it (배송 처리). The spec's "Arrivals list columns" plus the delivery facts.
 */
@ObjectType({
  description:
    'One goods line of a live transport as the arrivals screen lists it: receiver, goods (receiver prices), sender and the delivery facts.',
})
export class Arrival {
  @Field(() => Int, { description: 'Goods line number (shipmentId): the row id and the editor route id.' })
  shipmentId!: number;

  @Field(() => Int, { description: 'Receiver number.' })
  receiverTransportId!: number;

  @Field(() => Int, { description: 'Transport number (senderTransportId).' })
  senderTransportId!: number;

  @Field(() => Int, { nullable: true, description: 'Registered receiver company, when chosen.' })
  receiverCompanyId!: number | null;

  @Field({ description: 'Reception date (접수일) of the transport, yyyy-MM-dd (Asia/Seoul).' })
  requstDt!: string;

  @Field({ description: 'Registration time of the transport (UTC).' })
  regDt!: Date;

  @Field(() => String, { nullable: true, description: "Receiver's region name." })
  receiverRegionNm!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's region code (REGION_TYPE)." })
  receiverRegionCd!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's district name." })
  receiverRegionDtlNm!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's district code (REGION_DTL_TYPE)." })
  receiverRegionDtlCd!: string | null;

  @Field(() => String, { nullable: true, description: "The sender's delivery course name (pickup)." })
  senderDeliveryRouteNm!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "The course delivering the line: the receiver's, else the sender's (the course filter's).",
  })
  deliveryRouteId!: number | null;

  @Field(() => String, { nullable: true, description: 'Name of that course.' })
  deliveryRouteNm!: string | null;

  @Field({ description: 'Receiver name (받는 곳).' })
  receiverCompanyNm!: string;

  @Field(() => String, { nullable: true, description: "Receiver's telephone, digits only." })
  receiverTelNo!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's mobile phone, digits only." })
  receiverManagerTelNo!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's address." })
  receiverAddress!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's remark (비고)." })
  receiverRmk!: string | null;

  @columnField(SHIPMENT_COLUMNS.chargeNm)
  chargeNm!: string;

  @columnField(SHIPMENT_COLUMNS.chargeCd)
  chargeCd!: string;

  @columnField(SHIPMENT_COLUMNS.kindCd)
  kindCd!: string;

  @columnField(SHIPMENT_COLUMNS.kindNm)
  kindNm!: string;

  @columnField(SHIPMENT_COLUMNS.waybillNo)
  waybillNo!: string | null;

  @columnField(SHIPMENT_COLUMNS.trnsprtCd)
  trnsprtCd!: string;

  @columnField(SHIPMENT_COLUMNS.receiverQty)
  receiverQty!: number;

  @columnField(SHIPMENT_COLUMNS.receiverUntpc)
  receiverUntpc!: number;

  @columnField(SHIPMENT_COLUMNS.receiverAmount)
  receiverAmount!: number;

  @Field(() => Int, { nullable: true, description: 'Registered sender company, when chosen.' })
  senderCompanyId!: number | null;

  @Field({ description: 'Sender name (보내는 곳).' })
  senderCompanyNm!: string;

  @Field(() => String, { nullable: true, description: "Sender's telephone, digits only." })
  senderTelNo!: string | null;

  @Field(() => String, { nullable: true, description: "Sender's address." })
  senderAddress!: string | null;

  @Field(() => String, { nullable: true, description: "Sender's manager (담당자)." })
  senderManagerNm!: string | null;

  @Field(() => String, { nullable: true, description: "Sender manager's mobile phone, digits only." })
  senderManagerTelNo!: string | null;

  @Field(() => String, { nullable: true, description: "Sender's region name." })
  senderRegionNm!: string | null;

  @Field(() => String, { nullable: true, description: "Sender's district name." })
  senderRegionDtlNm!: string | null;

  @columnField(SHIPMENT_COLUMNS.pickupCheck)
  pickupCheck!: string;

  @columnField(SHIPMENT_COLUMNS.transportManager)
  transportManager!: string | null;

  @columnField(SHIPMENT_COLUMNS.transportDate)
  transportDate!: string | null;

  @columnField(SHIPMENT_COLUMNS.transportCode)
  transportCode!: string | null;

  @columnField(SHIPMENT_COLUMNS.transportCodeNm)
  transportNm!: string | null;

  @columnField(SHIPMENT_COLUMNS.memo)
  memo!: string | null;

  @Field(() => Int, { description: "The goods line's optimistic-lock version: send it back when recording." })
  version!: number;
}

@ObjectType({ description: 'One page of arrivals (goods lines) and the number of all matching lines.' })
export class ArrivalPage {
  @Field(() => [Arrival], { description: 'The lines of this page.' })
  items!: Arrival[];

  @Field(() => Int, { description: 'Number of goods lines matching the filters, on all pages.' })
  total!: number;

  @Field({ description: TOTAL_EXACT_DESCRIPTION })
  totalExact!: boolean;
}

export const ScanStatusEnum = Object.fromEntries(SCAN_STATUSES.map((status) => [status, status])) as {
  [S in ScanStatus]: S;
};
registerEnumType(ScanStatusEnum, {
  name: 'ScanStatus',
  description: 'What a scan of a waybill number did.',
  valuesConfig: {
    DELIVERED: { description: 'The live goods line with the number is now delivered today.' },
    UNKNOWN: { description: 'No goods line of a live transport has the number.' },
    ALREADY_DELIVERED: { description: 'The line was delivered before (transportDate says when).' },
  },
});

@ObjectType({ description: 'The answer to one scanned waybill number (스캔 배송 완료).' })
export class ScanResult {
  @Field(() => ScanStatusEnum, { description: 'DELIVERED, UNKNOWN or ALREADY_DELIVERED.' })
  status!: ScanStatus;

  @Field({ description: 'The number scanned, digits only.' })
  waybillNo!: string;

  @Field({ description: 'What happened, in Korean, for the screen and its announcement.' })
  message!: string;

  @Field(() => Int, { nullable: true, description: 'The goods line, when one has the number.' })
  shipmentId!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Its completion date, yyyy-MM-dd (Asia/Seoul), when delivered.',
  })
  transportDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Its delivery manager.' })
  transportManager!: string | null;

  @Field(() => String, { nullable: true, description: 'Its receiver name.' })
  receiverCompanyNm!: string | null;

  @Field(() => String, { nullable: true, description: 'Its goods kind name.' })
  kindNm!: string | null;

  @Field(() => Int, { nullable: true, description: "The line's version after the scan." })
  version!: number | null;
}
