import { DELIVERY_CHECK_LIST } from '@parcel/shared/records/delivery-check-list';
import { Field, Int, ObjectType } from 'type-graphql';
import { listObjectType, TOTAL_EXACT_DESCRIPTION } from '../../common/list-graphql';

/** The derived delivery state: delivered once a completion date is recorded. */
export const DELIVERY_STATES = { delivered: '배송 완료', pending: '미배송' } as const;

/**
 * One goods line (shipment) of a live transport as the delivery check (배송 조회) shows it: the
 * reception, the sender and receiver, the goods, the charge and course, the collector, and the
 * delivery facts recorded by the arrivals editor. Dates are yyyy-MM-dd, phones digits only.
 */
export const DeliveryCheckRow = listObjectType(
  'DeliveryCheckRow',
  DELIVERY_CHECK_LIST,
  'One goods line of a live transport with its delivery state (배송 조회).',
);
export type DeliveryCheckRow = InstanceType<typeof DeliveryCheckRow>;

@ObjectType({ description: 'A page of the delivery check and the number of rows on all pages.' })
export class DeliveryCheckPage {
  @Field(() => [DeliveryCheckRow], { description: "The page's goods lines, in the list's order." })
  items!: DeliveryCheckRow[];

  @Field(() => Int, { description: 'Number of goods lines matching the filters, on all pages.' })
  total!: number;

  @Field({ description: TOTAL_EXACT_DESCRIPTION })
  totalExact!: boolean;
}
