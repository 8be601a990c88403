import { Field, Int, ObjectType } from 'type-graphql';
import { SHIPMENT_COLUMNS } from '@parcel/shared/records/shipment';
import { columnField, TOTAL_EXACT_DESCRIPTION } from '../../common/list-graphql';

/**
 * One shipment of a transport received on the day, as the home screen's grid shows it (오늘의 배송
 * 확인 현황): code columns carry the code's Korean name (`...Nm`), dates are yyyy-MM-dd and phone
 * numbers digits only. The REST wire and GraphQL's deprecated fields keep the spec's names for the
 * grid's columns (rest/wire-names.ts).
 */
@ObjectType({
  description: "One goods line of a transport received on the day (the home screen's grid row).",
})
export class DeliveryStatusRow {
  @Field(() => Int, { description: 'Goods line (shipment) number; the row id.' })
  shipmentId!: number;

  @Field(() => Int, { description: 'Transport (sender) number the line belongs to.' })
  senderTransportId!: number;

  @Field({ description: 'Category (구분): TRANSPORT_PROCESS code name, e.g. 통신수신.' })
  transportProcessNm!: string;

  @Field({ description: 'Reception date (접수일), yyyy-MM-dd (Asia/Seoul).' })
  requstDt!: string;

  @Field(() => String, {
    nullable: true,
    description: "Dispatch region (발송 지역): the sender's region and district names, e.g. 대구 북구.",
  })
  senderRegionNm!: string | null;

  @Field(() => String, { nullable: true, description: 'Collector (집하 담당): name of the member.' })
  collectorNm!: string | null;

  @Field({ description: "Billed shipper name (청구 화주명): the sender's company name." })
  senderCompanyNm!: string;

  @columnField(SHIPMENT_COLUMNS.waybillNo)
  waybillNo!: string | null;

  @Field(() => String, { nullable: true, description: "Sender (보내는 사람): the sender's manager name." })
  senderManagerNm!: string | null;

  @columnField(SHIPMENT_COLUMNS.chargeNm)
  chargeNm!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Quantity (수량) in pieces of a per-piece (QTY) line; null otherwise.',
  })
  qty!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Unit price (단가) in won of a per-piece (QTY) line; null otherwise.',
  })
  untpc!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Total amount (합계 금액) in won of a per-piece (QTY) line; null otherwise.',
  })
  sumAmount!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Price per kg (kg당 단가) in won of a by-weight (WEIGHT) line; null otherwise.',
  })
  weightUntpc!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Weight in kg (중량) of a by-weight (WEIGHT) line; null otherwise.',
  })
  weightQty!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Total amount (중량 합계 금액) in won of a by-weight (WEIGHT) line; null otherwise.',
  })
  weightAmount!: number | null;

  @Field(() => String, { nullable: true, description: "Remarks (비고): the sender's remark." })
  rmk!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Receiving region (도착 지역): the receiver's region and district names.",
  })
  receiverRegionNm!: string | null;

  @columnField(SHIPMENT_COLUMNS.kindNm)
  kindNm!: string;

  @Field({ description: 'Receiver (받는 곳) name.' })
  receiverCompanyNm!: string;

  @Field(() => String, { nullable: true, description: "Receiver's telephone, digits only." })
  receiverTelNo!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's mobile phone, digits only." })
  receiverMobileNo!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Delivery course (배송 코스): name of the receiver's delivery route.",
  })
  deliveryRouteNm!: string | null;

  @columnField(SHIPMENT_COLUMNS.pickupCheck)
  pickupCheck!: string;

  @columnField(SHIPMENT_COLUMNS.transportManager)
  transportManager!: string | null;

  @columnField(SHIPMENT_COLUMNS.transportDate)
  transportDate!: string | null;

  @columnField(SHIPMENT_COLUMNS.transportCodeNm)
  transportCodeNm!: string | null;

  @columnField(SHIPMENT_COLUMNS.memo)
  memo!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's address (받는 곳 주소)." })
  receiverAddress!: string | null;
}

@ObjectType({ description: "One page of the day's goods lines and the number of all of them." })
export class DeliveryStatusPage {
  @Field(() => [DeliveryStatusRow], { description: 'The goods lines of this page.' })
  items!: DeliveryStatusRow[];

  @Field(() => Int, { description: 'Number of goods lines received on the day, on all pages.' })
  total!: number;

  @Field({ description: TOTAL_EXACT_DESCRIPTION })
  totalExact!: boolean;
}
