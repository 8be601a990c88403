import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import { DeliveryCheckFilterInput } from './delivery-check.inputs';
import { DELIVERY_CHECK_PAGE_SIZE, deliveryCheckPage, listDeliveryChecks } from './delivery-check.service';
import { DeliveryCheckPage } from './delivery-check.types';

@Resolver()
export class DeliveryCheckResolver {
  @Authorized(authorizedFor(listDeliveryChecks))
  @Query(() => DeliveryCheckPage, {
    description:
      'The delivery check (배송 조회): goods lines of live transports with their delivery state, filtered (reception period, charge, regions, shipper type, names, collector, phones, waybill number, delivery state, the supplier and billing day that bill the line, why none bills it), newest first, one page at a time.',
  })
  deliveryChecks(
    @Ctx() context: RequestContext,
    @Arg('filter', () => DeliveryCheckFilterInput, {
      nullable: true,
      description: 'Filters; empty ones are ignored, the period defaults to the 7 days through today.',
    })
    filter?: DeliveryCheckFilterInput | null,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: `Which page; default the first ${DELIVERY_CHECK_PAGE_SIZE} rows.`,
    })
    page?: PageInput | null,
  ): Promise<DeliveryCheckPage> {
    return listDeliveryChecks(context, filter ?? {}, page ?? deliveryCheckPage(null));
  }
}
