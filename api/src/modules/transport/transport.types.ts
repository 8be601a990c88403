import { Extensions, Field, Int, ObjectType } from 'type-graphql';
import { SHIPMENT_COLUMNS } from '@parcel/shared/records/shipment';
import { TRANSPORT_LIST } from '@parcel/shared/records/transport-list';
import { columnField, listObjectType, TOTAL_EXACT_DESCRIPTION } from '../../common/list-graphql';

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

  @Field(() => String, {
    description:
      "알림 수신 동의: Y when the receiver agreed to delivery notifications (알림톡, else 문자) at its contact's mobile.",
  })
  notifyYn!: string;

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

/**
 * A row of the transports list (운송 정보 목록): one receiver of a live transport with its sender's
 * columns. The grid, REST's GET /api/transport/list and the export page the same rows.
 */
export const TransportListRow = listObjectType(
  'TransportListRow',
  TRANSPORT_LIST,
  "A row of the transports list: one receiver of a transport, with its sender's columns.",
);
export type TransportListRow = InstanceType<typeof TransportListRow>;

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
