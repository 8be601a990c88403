import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import { listDeliveryStatus } from './delivery-status.service';
import { retiredFieldsResolver } from '../../graphql/retired-fields';
import { WIRE_NAMES } from '../../rest/wire-names';
import { DeliveryStatusPage, DeliveryStatusRow } from './delivery-status.types';

@Resolver()
export class DeliveryStatusResolver {
  @Authorized(authorizedFor(listDeliveryStatus))
  @Query(() => DeliveryStatusPage, {
    description:
      "The home screen's delivery status: goods lines of the transports received on the day (deleted ones left out), newest transport first, one page at a time.",
  })
  deliveryStatus(
    @Ctx() context: RequestContext,
    @Arg('date', () => String, {
      nullable: true,
      description: 'Reception date, yyyy-MM-dd; default today in Asia/Seoul.',
    })
    date?: string | null,
    @Arg('page', () => PageInput, { nullable: true, description: 'Which page; default the first 17 rows.' })
    page?: PageInput | null,
  ): Promise<DeliveryStatusPage> {
    return listDeliveryStatus(context, { date }, page ?? {});
  }
}

/** The home grid row's old field names (the spec's, still on REST), deprecated. */
export const DeliveryStatusRowOldNames = retiredFieldsResolver(
  DeliveryStatusRow,
  WIRE_NAMES.DeliveryStatusRow,
);
