import { Field, Int, ObjectType } from 'type-graphql';
import { SHIPMENT_COLUMNS } from '@parcel/shared/records/shipment';
import { columnField, TOTAL_EXACT_DESCRIPTION } from '../../common/list-graphql';

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

  @columnField(SHIPMENT_COLUMNS.kindNm)
  kindNm!: string;

  @columnField(SHIPMENT_COLUMNS.waybillNo)
  waybillNo!: string | null;

  @columnField(SHIPMENT_COLUMNS.trnsprtCd)
  trnsprtCd!: string;

  @columnField(SHIPMENT_COLUMNS.senderQty)
  qty!: number;

  @columnField(SHIPMENT_COLUMNS.senderAmount)
  amount!: number;

  @columnField(SHIPMENT_COLUMNS.chargeCd)
  chargeCd!: string;

  @columnField(SHIPMENT_COLUMNS.chargeNm)
  chargeNm!: string;

  @Field(() => String, { nullable: true, description: 'Delivery course (배송 코스) of the receiver.' })
  deliveryRouteNm!: string | null;

  @Field(() => String, { nullable: true, description: 'Collector (집하 담당): the member who picked it up.' })
  collectorNm!: string | null;

  @columnField(SHIPMENT_COLUMNS.transportManager)
  transportManager!: string | null;

  @columnField(SHIPMENT_COLUMNS.transportDate)
  transportDate!: string | null;

  @columnField(SHIPMENT_COLUMNS.transportCodeNm)
  transportCodeNm!: string | null;

  @columnField(SHIPMENT_COLUMNS.pickupCheck)
  pickupCheck!: string;

  @columnField(SHIPMENT_COLUMNS.memo)
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
