import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Transports list filters; empty ones are ignored.' })
export class TransportFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'Reception period start, yyyy-MM-dd (Asia/Seoul); default today.',
  })
  startDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Reception period end, yyyy-MM-dd (Asia/Seoul); default today.',
  })
  endDate?: string | null;

  @Field(() => Int, { nullable: true, description: "The sender's delivery course; 0 or empty for all." })
  deliveryRouteId?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Part of the sender's name or, for 4 to 12 digits (hyphens allowed), the end of its phone or mobile or of its registered company's phones.",
  })
  senderCompanyNm?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Part of a receiver's name or, for 4 to 12 digits (hyphens allowed), the end of its phone or mobile or of its registered company's phones: transports sending to such a receiver.",
  })
  receiverCompanyNm?: string | null;
}

// The editor's save. Fields are loose (strings, nullable) on purpose: the shared form schema checks
// them in the spec's order with Korean messages, which GraphQL's own type errors would pre-empt.

@InputType({ description: 'A shipment (물품) of a receiver, as the editor saves it.' })
export class ShipmentInput {
  @Field(() => Int, { nullable: true, description: 'Shipment number; 0 or empty for a new one.' })
  shipmentId?: number | null;

  @Field(() => String, { nullable: true, description: 'Calculation: QTY (per piece) or WEIGHT (per kg).' })
  trnsprtCd?: string | null;

  @Field(() => String, { nullable: true, description: 'Goods kind code (GOODS_KIND).' })
  kindCd?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Waybill number, 11 to 18 digits (hyphens allowed); inside the sender's ranges if it has any.",
  })
  waybillNo?: string | null;

  @Field(() => Int, { nullable: true, description: "Sender's quantity: pieces (QTY) or kg (WEIGHT)." })
  senderQty?: number | null;

  @Field(() => Int, { nullable: true, description: "Receiver's quantity: pieces (QTY) or kg (WEIGHT)." })
  receiverQty?: number | null;

  @Field(() => Int, { nullable: true, description: "Sender's unit price in won; the amount is computed." })
  senderUntpc?: number | null;

  @Field(() => Int, { nullable: true, description: "Receiver's unit price in won; the amount is computed." })
  receiverUntpc?: number | null;
}

@InputType({ description: 'A receiver (받는 곳) with its goods lines, as the editor saves it.' })
export class ReceiverSaveInput {
  @Field(() => Int, { nullable: true, description: 'Receiver number; 0 or empty for a new receiver.' })
  receiverTransportId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Registered company, when chosen from the list.' })
  receiverCompanyId?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      '알림 수신 동의 (Y/N): delivery notifications to the contact mobile. Not sent: N for a new receiver, unchanged for a saved one.',
  })
  notifyYn?: string | null;

  @Field(() => String, { nullable: true, description: 'Name (상호).' })
  companyNm?: string | null;

  @Field(() => String, { nullable: true, description: 'Telephone.' })
  telNo?: string | null;

  @Field(() => String, { nullable: true, description: 'Mobile phone.' })
  managerTelNo?: string | null;

  @Field(() => String, { nullable: true, description: 'Address.' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Remark (비고).' })
  rmk?: string | null;

  @Field(() => String, { nullable: true, description: 'Region code (REGION_TYPE).' })
  regionCd?: string | null;

  @Field(() => String, { nullable: true, description: 'District code (REGION_DTL_TYPE) of that region.' })
  regionDtlCd?: string | null;

  @Field(() => String, { nullable: true, description: 'Shipper type code (SHIPPER_TYPE).' })
  shipperCd?: string | null;

  @Field(() => Int, { nullable: true, description: 'Unit price per piece in won.' })
  untpc?: number | null;

  @Field(() => Int, { nullable: true, description: 'Unit price per kg in won.' })
  weightUntpc?: number | null;

  @Field(() => [ShipmentInput], { nullable: true, description: 'Every shipment to keep, in order.' })
  shipments?: ShipmentInput[] | null;

  @Field(() => [Int], { nullable: true, description: 'Saved shipments of this receiver to delete.' })
  deletedShipmentIds?: number[] | null;
}

@InputType({ description: 'The sender (보내는 곳) of a transport, as the editor saves it.' })
export class SenderSaveInput {
  @Field(() => Int, { nullable: true, description: 'Registered sender company, when chosen from the list.' })
  senderCompanyId?: number | null;

  @Field(() => String, { nullable: true, description: 'Charge code (CHARGE, e.g. CH001 선불).' })
  chargeCd?: string | null;

  @Field(() => String, { nullable: true, description: 'Name (상호).' })
  companyNm?: string | null;

  @Field(() => String, { nullable: true, description: 'Telephone.' })
  telNo?: string | null;

  @Field(() => String, { nullable: true, description: 'Address.' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Manager (담당자).' })
  managerNm?: string | null;

  @Field(() => String, { nullable: true, description: "Manager's mobile phone." })
  managerTelNo?: string | null;

  @Field(() => String, { nullable: true, description: 'Remark (비고).' })
  rmk?: string | null;

  @Field(() => String, { nullable: true, description: 'Region code (REGION_TYPE).' })
  regionCd?: string | null;

  @Field(() => String, { nullable: true, description: 'District code (REGION_DTL_TYPE) of that region.' })
  regionDtlCd?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Shipper type code (SHIPPER_TYPE): the transport type.',
  })
  shipperCd?: string | null;

  @Field(() => Int, { nullable: true, description: 'Unit price per piece in won.' })
  untpc?: number | null;

  @Field(() => Int, { nullable: true, description: 'Unit price per kg in won.' })
  weightUntpc?: number | null;
}

@InputType({
  description:
    'A whole transport as the editor saves it: the sender, every receiver with its lines, and what was deleted.',
})
export class TransportSaveInput {
  @Field(() => Int, { nullable: true, description: 'Transport number; 0 or empty creates a transport.' })
  senderTransportId?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The version loaded (required to update); a newer stored version answers CONFLICT.',
  })
  version?: number | null;

  @Field(() => SenderSaveInput, { description: 'The sender.' })
  sender!: SenderSaveInput;

  @Field(() => [ReceiverSaveInput], { description: 'Every receiver to keep, in order.' })
  receivers!: ReceiverSaveInput[];

  @Field(() => [Int], { nullable: true, description: 'Saved receivers to delete (with their lines).' })
  deletedReceiverIds?: number[] | null;
}

@InputType({
  description: 'A party of a transport as the editor holds it: the company chosen, or the name typed.',
})
export class PartyRefInput {
  @Field(() => Int, { nullable: true, description: 'The company chosen; empty when the name was typed.' })
  companyId?: number | null;

  @Field(() => String, { nullable: true, description: 'The name (상호) as typed or shown.' })
  companyNm?: string | null;
}
