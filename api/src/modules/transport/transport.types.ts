import { Field, Int, ObjectType } from 'type-graphql';

/**
 * A goods line (물품) of a receiver: what goes under one waybill number, priced for the sender and
 * for the receiver (amount = quantity x unit price, checked by the database), and the delivery facts.
 */
@ObjectType({ description: 'A goods line (물품) of a receiver, priced for the sender and the receiver.' })
export class Shipment {
  @Field(() => Int, { description: 'Goods line number.' })
  shipmentId!: number;

  @Field(() => Int, { description: 'The receiver the line belongs to.' })
  receiverTransportId!: number;

  @Field({ description: 'Goods kind code (GOODS_KIND, TAC0201 document ... TAC0207 bag).' })
  kindCd!: string;

  @Field({ description: 'Goods kind name (품목), the code when unknown.' })
  kindNm!: string;

  @Field(() => String, { nullable: true, description: 'Waybill number (운송장 번호), digits.' })
  waybillNo!: string | null;

  @Field({ description: 'Calculation (계산 방식): QTY per piece, WEIGHT per kg.' })
  trnsprtCd!: string;

  @Field(() => Int, { description: "Sender's quantity: pieces (QTY) or kg (WEIGHT)." })
  senderQty!: number;

  @Field(() => Int, { description: "Receiver's quantity: pieces (QTY) or kg (WEIGHT)." })
  receiverQty!: number;

  @Field(() => Int, { description: "Sender's unit price in won." })
  senderUntpc!: number;

  @Field(() => Int, { description: "Receiver's unit price in won." })
  receiverUntpc!: number;

  @Field(() => Int, { description: "Sender's amount in won (quantity x unit price)." })
  senderAmount!: number;

  @Field(() => Int, { description: "Receiver's amount in won (quantity x unit price)." })
  receiverAmount!: number;

  @Field(() => Int, { description: "Order among the receiver's lines." })
  sortOrder!: number;

  @Field({ description: 'Pickup check (픽업 확인): Y or N.' })
  pickupCheck!: string;

  @Field(() => String, { nullable: true, description: 'Delivery manager (배송 담당).' })
  transportManager!: string | null;

  @Field(() => String, { nullable: true, description: 'Delivery completion date, yyyy-MM-dd (Asia/Seoul).' })
  transportDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Delivery code (TRANSPORT_CD).' })
  transportCode!: string | null;

  @Field(() => String, { nullable: true, description: 'Delivery memo.' })
  memo!: string | null;
}

/** One receiver (받는 곳) of a transport; its goods lines are read in one batch per request. */
@ObjectType({ description: 'One receiver (받는 곳) of a transport, with its goods lines.' })
export class Receiver {
  @Field(() => Int, { description: 'Receiver number.' })
  receiverTransportId!: number;

  @Field(() => Int, { description: 'The transport (sender side) it belongs to.' })
  senderTransportId!: number;

  @Field(() => Int, { nullable: true, description: 'Registered company, when chosen from the list.' })
  receiverCompanyId!: number | null;

  @Field({ description: 'Receiver name (상호), as registered on the transport.' })
  companyNm!: string;

  @Field(() => String, { nullable: true, description: 'Telephone, digits only.' })
  telNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Mobile phone, digits only.' })
  managerTelNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Address.' })
  address!: string | null;

  @Field(() => String, { nullable: true, description: 'Remark (비고).' })
  rmk!: string | null;

  @Field(() => String, { nullable: true, description: 'Region code (REGION_TYPE).' })
  regionCd!: string | null;

  @Field(() => String, { nullable: true, description: 'Region name.' })
  regionNm!: string | null;

  @Field(() => String, { nullable: true, description: 'District code (REGION_DTL_TYPE).' })
  regionDtlCd!: string | null;

  @Field(() => String, { nullable: true, description: 'District name.' })
  regionDtlNm!: string | null;

  @Field(() => String, { nullable: true, description: 'Shipper type code (SHIPPER_TYPE).' })
  shipperCd!: string | null;

  @Field(() => String, { nullable: true, description: 'Shipper type name.' })
  shipperNm!: string | null;

  @Field(() => Int, { nullable: true, description: 'Delivery course to this receiver.' })
  deliveryRouteId!: number | null;

  @Field(() => String, { nullable: true, description: 'Delivery course name.' })
  deliveryRouteNm!: string | null;

  @Field(() => Int, { description: 'Unit price per piece in won, copied from the company.' })
  untpc!: number;

  @Field(() => Int, { description: 'Unit price per kg in won, copied from the company.' })
  weightUntpc!: number;

  @Field(() => Int, { description: "Order among the transport's receivers." })
  sortOrder!: number;

  @Field(() => Int, { description: "Sum of the goods lines' sender amounts in won." })
  totalSenderAmount!: number;

  @Field(() => Int, { description: "Sum of the goods lines' receiver amounts in won." })
  totalReceiverAmount!: number;
}

/** The sender side of a transport record (운송 정보); receivers are read in one batch per request. */
@ObjectType({
  description:
    'A transport record (운송 정보), its sender side: who sends, when it was received, how it is charged; receivers and their goods lines nested.',
})
export class Transport {
  @Field(() => Int, { description: 'Transport number (senderTransportId).' })
  senderTransportId!: number;

  @Field({ description: 'Reception date (접수일), yyyy-MM-dd (Asia/Seoul).' })
  requstDt!: string;

  @Field({ description: 'Registration time (UTC).' })
  regDt!: Date;

  @Field({ description: 'Transport type code (TRANSPORT_PROCESS).' })
  transportProcessCd!: string;

  @Field({ description: 'Transport type name, e.g. 통신수신.' })
  transportProcessNm!: string;

  @Field({ description: 'Charge code (CHARGE).' })
  chargeCd!: string;

  @Field({ description: 'Charge name (운임 구분), e.g. 선불.' })
  chargeNm!: string;

  @Field(() => Int, { nullable: true, description: 'Registered sender company, when chosen.' })
  senderCompanyId!: number | null;

  @Field({ description: 'Sender name (보내는 곳).' })
  companyNm!: string;

  @Field(() => String, { nullable: true, description: 'Telephone, digits only.' })
  telNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Address.' })
  address!: string | null;

  @Field(() => String, { nullable: true, description: 'Sender manager (담당자).' })
  managerNm!: string | null;

  @Field(() => String, { nullable: true, description: "Manager's mobile phone, digits only." })
  managerTelNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Remark (비고).' })
  rmk!: string | null;

  @Field(() => Int, { description: 'Sum of the sender amounts in won, as stored.' })
  amount!: number;

  @Field(() => String, { nullable: true, description: 'Region code (REGION_TYPE).' })
  regionCd!: string | null;

  @Field(() => String, { nullable: true, description: 'Region name.' })
  regionNm!: string | null;

  @Field(() => String, { nullable: true, description: 'District code (REGION_DTL_TYPE).' })
  regionDtlCd!: string | null;

  @Field(() => String, { nullable: true, description: 'District name.' })
  regionDtlNm!: string | null;

  @Field(() => String, { nullable: true, description: 'Shipper type code (SHIPPER_TYPE).' })
  shipperCd!: string | null;

  @Field(() => String, { nullable: true, description: 'Shipper type name.' })
  shipperNm!: string | null;

  @Field(() => Int, { nullable: true, description: "The sender's delivery course (pickup)." })
  deliveryRouteId!: number | null;

  @Field(() => String, { nullable: true, description: 'Delivery course name.' })
  deliveryRouteNm!: string | null;

  @Field(() => Int, { description: 'Unit price per piece in won, copied from the company.' })
  untpc!: number;

  @Field(() => Int, { description: 'Unit price per kg in won, copied from the company.' })
  weightUntpc!: number;

  @Field(() => Int, { description: 'Optimistic-lock version: send it back with a save.' })
  version!: number;
}

@ObjectType({ description: 'What a transport save or a receiver or line delete answers.' })
export class TransportSaveResult {
  @Field(() => Int, { description: 'Transport number (senderTransportId).' })
  senderTransportId!: number;

  @Field(() => Int, { description: 'The new version: what the next save sends.' })
  version!: number;
}

@ObjectType({ description: 'One page of transports and the number of all matching transports.' })
export class TransportPage {
  @Field(() => [Transport], { description: 'The transports of this page, newest first.' })
  items!: Transport[];

  @Field(() => Int, { description: 'Number of transports matching the filters, on all pages.' })
  total!: number;
}

/** A row of the REST shipments list: one receiver of a transport with its sender's columns. */
export interface ShipmentListRow {
  senderTransportId: number;
  transportId: number;
  requstDt: string;
  regDt: Date;
  senderRegionNm: string | null;
  senderRegionCd: string | null;
  senderRegionDtlNm: string | null;
  senderRegionDtlCd: string | null;
  senderDeliveryRouteNm: string | null;
  senderCompanyNm: string;
  senderCompanyId: number | null;
  senderShipperNm: string | null;
  senderShipperCd: string | null;
  senderTelNo: string | null;
  senderAddress: string | null;
  senderManagerNm: string | null;
  senderManagerTelNo: string | null;
  senderRmk: string | null;
  chargeNm: string;
  chargeCd: string;
  receiverTransportId: number;
  receiverId: number;
  receiverCompanyId: number | null;
  receiverCompanyNm: string;
  receiverShipperNm: string | null;
  receiverShipperCd: string | null;
  receiverTelNo: string | null;
  receiverManagerTelNo: string | null;
  receiverRegionNm: string | null;
  receiverRegionCd: string | null;
  receiverRegionDtlNm: string | null;
  receiverRegionDtlCd: string | null;
  receiverAddress: string | null;
  receiverRmk: string | null;
  totalSenderAmount: number;
  totalReceiverAmount: number;
}

/** A goods line of the details overlay (transporDtl-list), priced for one side. */
export interface GoodsLine {
  shipmentId: number;
  receiverTransportId: number;
  receiverCompanyNm: string;
  calculationCd: string;
  kindCd: string;
  kindNm: string;
  waybillNo: string | null;
  qty: number;
  untpc: number;
  amount: number;
}
