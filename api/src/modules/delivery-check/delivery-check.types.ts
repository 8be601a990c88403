import { Field, Int, ObjectType } from 'type-graphql';
import { TOTAL_EXACT_DESCRIPTION } from '../../common/list-graphql';

/** The derived delivery state: delivered once a completion date is recorded. */
export const DELIVERY_STATES = { delivered: '배송 완료', pending: '미배송' } as const;

/**
 * One goods line (shipment) of a live transport as the delivery check (배송 조회) shows it: the
 * reception, the sender and receiver, the goods, the charge and course, the collector, and the
 * delivery facts recorded by the arrivals editor. Dates are yyyy-MM-dd, phones digits only.
 */
@ObjectType({ description: 'One goods line of a live transport with its delivery state (배송 조회).' })
export class DeliveryCheckRow {
  @Field(() => Int, { description: 'Goods line (shipment) number; the row id.' })
  shipmentId!: number;

  @Field(() => Int, { description: 'Transport (sender) number.' })
  senderTransportId!: number;

  @Field(() => Int, { description: 'Receiver number.' })
  receiverTransportId!: number;

  @Field({ description: 'Reception date (접수일), yyyy-MM-dd (Asia/Seoul).' })
  requstDt!: string;

  @Field({ description: 'Sender name (보내는 곳).' })
  senderCompanyNm!: string;

  @Field(() => String, { nullable: true, description: "Sender's region name (REGION_TYPE)." })
  senderRegionNm!: string | null;

  @Field(() => String, { nullable: true, description: "Sender's phone, digits only." })
  senderTelNo!: string | null;

  @Field(() => String, { nullable: true, description: "Sender's shipper type name (SHIPPER_TYPE)." })
  senderShipperNm!: string | null;

  @Field({ description: 'Receiver name (받는 곳).' })
  receiverCompanyNm!: string;

  @Field(() => String, { nullable: true, description: "Receiver's region name (REGION_TYPE)." })
  receiverRegionNm!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's district name (REGION_DTL_TYPE)." })
  receiverRegionDtlNm!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's phone, digits only." })
  receiverTelNo!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's mobile, digits only." })
  receiverMobileNo!: string | null;

  @Field(() => String, { nullable: true, description: "Receiver's address." })
  receiverAddress!: string | null;

  @Field({ description: 'Goods kind name (품목), the code when unknown.' })
  kindNm!: string;

  @Field(() => String, { nullable: true, description: 'Waybill number (운송장 번호), digits.' })
  waybillNo!: string | null;

  @Field({ description: 'Calculation: QTY (pieces) or WEIGHT (kg).' })
  trnsprtCd!: string;

  @Field(() => Int, { description: "Sender's quantity: pieces (QTY) or kg (WEIGHT)." })
  qty!: number;

  @Field(() => Int, { description: "Sender's amount in won." })
  amount!: number;

  @Field({ description: 'Charge code (CHARGE: CH001 선불 ... CH004 신용(착불)).' })
  chargeCd!: string;

  @Field({ description: 'Charge name (운임 구분), the code when unknown.' })
  chargeNm!: string;

  @Field(() => String, { nullable: true, description: 'Delivery course (배송 코스) of the receiver.' })
  deliveryRouteNm!: string | null;

  @Field(() => String, { nullable: true, description: 'Collector (집하 담당): the member who picked it up.' })
  collectorNm!: string | null;

  @Field(() => String, { nullable: true, description: 'Delivery manager (배송 담당).' })
  transportManager!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Delivery completion date (배송 완료일), yyyy-MM-dd (Asia/Seoul).',
  })
  transportDate!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Delivery code name (TRANSPORT_CD), the code when unknown.',
  })
  transportCodeNm!: string | null;

  @Field({ description: 'Pickup check (픽업 확인): Y or N.' })
  pickupCheck!: string;

  @Field(() => String, { nullable: true, description: 'Delivery memo.' })
  memo!: string | null;

  @Field({ description: 'Delivered: a completion date is recorded.' })
  delivered!: boolean;

  @Field({ description: 'Delivery state (배송 상태): 배송 완료 or 미배송.' })
  deliveryState!: string;
}

@ObjectType({ description: 'A page of the delivery check and the number of rows on all pages.' })
export class DeliveryCheckPage {
  @Field(() => [DeliveryCheckRow], { description: "The page's goods lines, in the list's order." })
  items!: DeliveryCheckRow[];

  @Field(() => Int, { description: 'Number of goods lines matching the filters, on all pages.' })
  total!: number;

  @Field({ description: TOTAL_EXACT_DESCRIPTION })
  totalExact!: boolean;
}
