import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ARRIVAL_LIST } from '@parcel/shared/records/arrival-list';
import { SCAN_STATUSES, type ScanStatus } from '@parcel/shared/forms/delivery-record-form';
import { listObjectType, TOTAL_EXACT_DESCRIPTION } from '../../common/list-graphql';

/**
 * One goods line (물품) of a live transport as the arrivals screen (도착 정보) lists it: the receiver
 * it goes to, the goods priced for the receiver, the sender's columns, and the delivery facts
 * recorded for it (배송 처리). The spec's "Arrivals list columns" plus the delivery facts.
 */
export const Arrival = listObjectType(
  'Arrival',
  ARRIVAL_LIST,
  'One goods line of a live transport as the arrivals screen lists it: receiver, goods (receiver prices), sender and the delivery facts.',
);
export type Arrival = InstanceType<typeof Arrival>;

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
