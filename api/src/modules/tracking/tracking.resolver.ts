import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import type { RequestContext } from '../../context';
import { markOutForDelivery, scanOutForDelivery } from './out-for-delivery.service';
import { OutForDeliveryMarks, OutForDeliveryScan } from './tracking.types';

@Resolver()
export class TrackingResolver {
  @Authorized(authorizedFor(scanOutForDelivery))
  @Mutation(() => OutForDeliveryScan, {
    description:
      'A scanned waybill number leaves for delivery now (배송 출발): its live goods line gets its OUT_FOR_DELIVERY step once; answers OUT_FOR_DELIVERY, ALREADY_OUT, ALREADY_DELIVERED or UNKNOWN.',
  })
  scanOutForDelivery(
    @Ctx() context: RequestContext,
    @Arg('waybillNo', () => String, { description: 'The waybill number, digits (hyphens allowed).' })
    waybillNo: string,
  ): Promise<OutForDeliveryScan> {
    return scanOutForDelivery(context, { waybillNo });
  }

  @Authorized(authorizedFor(markOutForDelivery))
  @Mutation(() => OutForDeliveryMarks, {
    description:
      'Selected goods lines of live transports leave for delivery now (배송 출발), once each; delivered lines are left as they are. NOT_FOUND (nothing written) when one is not a live line.',
  })
  markOutForDelivery(
    @Ctx() context: RequestContext,
    @Arg('shipmentIds', () => [Int], { description: 'The goods lines (at most 500).' })
    shipmentIds: number[],
  ): Promise<OutForDeliveryMarks> {
    return markOutForDelivery(context, { shipmentIds });
  }
}
