import { Extensions, Field, Int, ObjectType } from 'type-graphql';
import { SHIPMENT_COLUMNS } from '@parcel/shared/records/shipment';
import { columnField, TOTAL_EXACT_DESCRIPTION } from '../../common/list-graphql';

/**
 * A shipment (물품) of a receiver: what goes under one waybill number, priced for the sender and
 * for the receiver (amount = quantity x unit price, checked by the database), and the delivery facts.
 */
@ObjectType({ description: 'A shipment (물품) of a receiver, priced for the sender and the receiver.' })
export class Shipment {
  @columnField(SHIPMENT_COLUMNS.shipmentId)
  shipmentId!: number;

  @Field(() => Int, { description: 'The receiver the line belongs to.' })
  receiverTransportId!: number;

  @columnField(SHIPMENT_COLUMNS.kindCd)
  kindCd!: string;

  @columnField(SHIPMENT_COLUMNS.kindNm)
  kindNm!: string;

  @columnField(SHIPMENT_COLUMNS.waybillNo)
  waybillNo!: string | null;

  @columnField(SHIPMENT_COLUMNS.trnsprtCd)
  trnsprtCd!: string;

  @columnField(SHIPMENT_COLUMNS.senderQty)
  senderQty!: number;

  @columnField(SHIPMENT_COLUMNS.receiverQty)
  receiverQty!: number;

  @columnField(SHIPMENT_COLUMNS.senderUntpc)
  senderUntpc!: number;

  @columnField(SHIPMENT_COLUMNS.receiverUntpc)
  receiverUntpc!: number;

  @columnField(SHIPMENT_COLUMNS.senderAmount)
  senderAmount!: number;

  @columnField(SHIPMENT_COLUMNS.receiverAmount)
  receiverAmount!: number;

  @Field(() => Int, { description: "Order among the receiver's lines." })
  sortOrder!: number;

  @columnField(SHIPMENT_COLUMNS.pickupCheck)
  pickupCheck!: string;

  @columnField(SHIPMENT_COLUMNS.transportManager)
  transportManager!: string | null;

  @columnField(SHIPMENT_COLUMNS.transportDate)
  transportDate!: string | null;

  @columnField(SHIPMENT_COLUMNS.transportCode)
  transportCode!: string | null;

  @columnField(SHIPMENT_COLUMNS.memo)
  memo!: string | null;
}

/**
 * The fields a transport's sender and each receiver both answer (their party columns, TransportParty
 * in db/, with code and course names), declared once.
 */
// Not referenced by any field, so the schema never prints it: only its subclasses are types.
@ObjectType()
export abstract class TransportPartyFields {
  @Field({ description: 'Name (상호) as registered on the transport.' })
  companyNm!: string;

  @Field(() => String, { nullable: true, description: 'Telephone, digits only.' })
  telNo!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Mobile phone, digits only (the sender's manager's).",
  })
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

  @Field(() => Int, {
    nullable: true,
    description: "Delivery course: the sender's pickup course, or the one to the receiver.",
  })
  deliveryRouteId!: number | null;

  @Field(() => String, { nullable: true, description: 'Delivery course name.' })
  deliveryRouteNm!: string | null;

  @Field(() => Int, { description: 'Unit price per piece in won, copied from the company.' })
  untpc!: number;

  @Field(() => Int, { description: 'Unit price per kg in won, copied from the company.' })
  weightUntpc!: number;
}

/** Rows the query-cost limit (graphql/limits.ts) expects a transport and a receiver to have. */
const RECEIVERS_PER_TRANSPORT = 3;
const LINES_PER_RECEIVER = 3;

/** One receiver (받는 곳) of a transport, with its goods lines when the read asks for them. */
@ObjectType({ description: 'One receiver (받는 곳) of a transport, with its goods lines.' })
export class Receiver extends TransportPartyFields {
  @Field(() => Int, { description: 'Receiver number.' })
  receiverTransportId!: number;

  @Field(() => Int, { description: 'The transport (sender side) it belongs to.' })
  senderTransportId!: number;

  @Field(() => Int, { nullable: true, description: 'Registered company, when chosen from the list.' })
  receiverCompanyId!: number | null;

  @Field(() => Int, { description: "Order among the transport's receivers." })
  sortOrder!: number;

  @Field(() => Int, { description: "Sum of the goods lines' sender amounts in won." })
  totalSenderAmount!: number;

  @Field(() => Int, { description: "Sum of the goods lines' receiver amounts in won." })
  totalReceiverAmount!: number;

  // REST's transport-info answers `shipments` too.
  // Read with the receivers, in one statement for all of them, only when the query asks for them.
  @Extensions({ rowsPerParent: LINES_PER_RECEIVER })
  @Field(() => [Shipment], {
    description: "The receiver's shipments, in their order.",
  })
  shipments?: Shipment[];
}

/** A transport: its sender side, with its receivers when the read asks for them. */
@ObjectType({
  description:
    'A transport record (운송 정보), its sender side: who sends, when it was received, how it is charged; receivers and their goods lines nested.',
})
export class Transport extends TransportPartyFields {
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

  @Field(() => String, { nullable: true, description: 'Sender manager (담당자).' })
  managerNm!: string | null;

  @Field(() => Int, { description: 'Sum of the sender amounts in won, as stored.' })
  amount!: number;

  @Field(() => Int, { description: 'Optimistic-lock version: send it back with a save.' })
  version!: number;

  // Read with the transports, in one statement for all of them, only when the query asks for them;
  // the query-cost limit counts a few receivers a transport, not a page of them.
  @Extensions({ rowsPerParent: RECEIVERS_PER_TRANSPORT })
  @Field(() => [Receiver], { description: 'The receivers, in their order.' })
  receivers?: Receiver[];
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

  @Field({ description: TOTAL_EXACT_DESCRIPTION })
  totalExact!: boolean;
}

const text = (description: string) => ({ description });
const maybe = (description: string) => ({ nullable: true, description });

/**
 * A row of the transports list (운송 정보 목록): one receiver of a live transport with its sender's
 * columns. The grid, REST's GET /api/transport/list and the export page the same rows.
 */
@ObjectType({
  description: "A row of the transports list: one receiver of a transport, with its sender's columns.",
})
export class TransportListRow {
  @Field(() => Int, text('Transport number.'))
  senderTransportId!: number;

  @Field(() => Int, text('The same as senderTransportId (the spec names both).'))
  transportId!: number;

  @Field(text('Reception date (접수일), yyyy-MM-dd (Asia/Seoul).'))
  requstDt!: string;

  @Field(text('Registration time (UTC).'))
  regDt!: Date;

  @Field(() => String, maybe("Sender's region name."))
  senderRegionNm!: string | null;

  @Field(() => String, maybe("Sender's region code (REGION_TYPE)."))
  senderRegionCd!: string | null;

  @Field(() => String, maybe("Sender's district name."))
  senderRegionDtlNm!: string | null;

  @Field(() => String, maybe("Sender's district code (REGION_DTL_TYPE)."))
  senderRegionDtlCd!: string | null;

  @Field(() => String, maybe("The sender's delivery course (배송 코스) name."))
  senderDeliveryRouteNm!: string | null;

  @Field(text('Sender name (보내는 곳).'))
  senderCompanyNm!: string;

  @Field(() => Int, maybe('Registered sender company, when chosen.'))
  senderCompanyId!: number | null;

  @Field(() => String, maybe("Sender's shipper type name."))
  senderShipperNm!: string | null;

  @Field(() => String, maybe("Sender's shipper type code (SHIPPER_TYPE)."))
  senderShipperCd!: string | null;

  @Field(() => String, maybe("Sender's telephone, digits only."))
  senderTelNo!: string | null;

  @Field(() => String, maybe("Sender's address."))
  senderAddress!: string | null;

  @Field(() => String, maybe('Sender manager (담당자).'))
  senderManagerNm!: string | null;

  @Field(() => String, maybe("Sender manager's mobile phone, digits only."))
  senderManagerTelNo!: string | null;

  @Field(() => String, maybe("Sender's remark (비고)."))
  senderRmk!: string | null;

  @Field(text('Charge name (운임 구분), e.g. 선불.'))
  chargeNm!: string;

  @Field(text('Charge code (CHARGE).'))
  chargeCd!: string;

  @Field(() => Int, text('Receiver number.'))
  receiverTransportId!: number;

  @Field(() => Int, text('The same as receiverTransportId (the spec names both).'))
  receiverId!: number;

  @Field(() => Int, maybe('Registered receiver company, when chosen.'))
  receiverCompanyId!: number | null;

  @Field(text('Receiver name (받는 곳).'))
  receiverCompanyNm!: string;

  @Field(() => String, maybe("Receiver's shipper type name."))
  receiverShipperNm!: string | null;

  @Field(() => String, maybe("Receiver's shipper type code (SHIPPER_TYPE)."))
  receiverShipperCd!: string | null;

  @Field(() => String, maybe("Receiver's telephone, digits only."))
  receiverTelNo!: string | null;

  @Field(() => String, maybe("Receiver's mobile phone, digits only."))
  receiverManagerTelNo!: string | null;

  @Field(() => String, maybe("Receiver's region name."))
  receiverRegionNm!: string | null;

  @Field(() => String, maybe("Receiver's region code (REGION_TYPE)."))
  receiverRegionCd!: string | null;

  @Field(() => String, maybe("Receiver's district name."))
  receiverRegionDtlNm!: string | null;

  @Field(() => String, maybe("Receiver's district code (REGION_DTL_TYPE)."))
  receiverRegionDtlCd!: string | null;

  @Field(() => String, maybe("Receiver's address."))
  receiverAddress!: string | null;

  @Field(() => String, maybe("Receiver's remark (비고)."))
  receiverRmk!: string | null;

  @Field(() => Int, text("The receiver's goods lines at the sender's prices, in won."))
  totalSenderAmount!: number;

  @Field(() => Int, text("The same at the receiver's prices, in won."))
  totalReceiverAmount!: number;
}

@ObjectType({ description: 'One page of the transports list and the number of all its rows.' })
export class TransportListPage {
  @Field(() => [TransportListRow], {
    description: 'The rows of this page: newest transport first, its receivers in order.',
  })
  items!: TransportListRow[];

  @Field(() => Int, { description: 'Number of rows (receivers) matching the filters, on all pages.' })
  total!: number;

  @Field({ description: TOTAL_EXACT_DESCRIPTION })
  totalExact!: boolean;
}

/** A goods line of the details overlay (transporDtl-list), priced for one side. */
export interface PricedShipment {
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

@ObjectType({
  description:
    "Whom a party's lines would bill if it paid them: its company as a save links it, and that company's billing state.",
})
export class PartyBilling {
  @Field(() => Int, {
    nullable: true,
    description:
      'The registered company: the one chosen, or the only one of exactly the typed name (trimmed); null for none.',
  })
  companyId!: number | null;

  @Field({ description: "The company's name, or the typed name when there is no company." })
  companyNm!: string;

  @Field({
    description:
      'BILLED (its settlement group top is a shipper in use with a supplier), SUSPENDED (that top is not in use) or NOBODY (no company, or a top that is no shipper or has no supplier: its lines bill nobody).',
  })
  billingState!: string;

  @Field(() => Int, { nullable: true, description: "The company's settlement group top." })
  topCompanyId!: number | null;

  @Field(() => String, { nullable: true, description: "The top's name." })
  topCompanyNm!: string | null;
}
