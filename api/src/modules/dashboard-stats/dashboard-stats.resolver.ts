import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import type { RequestContext } from '../../context';
import { DeliveryCheckFilterInput } from '../delivery-check/delivery-check.inputs';
import { InvoiceFilterInput } from '../invoice/invoice.inputs';
import { deliveryStateStats, monthlyRevenue } from './dashboard-stats.service';
import { retiredFieldsResolver } from '../../graphql/retired-fields';
import { WIRE_NAMES } from '../../rest/wire-names';
import { DeliveryStateCount, DeliveryStateStats, MonthlyRevenue } from './dashboard-stats.types';

/** The home screen's charts (/dashboard): aggregates over the delivery check and the invoices. */
@Resolver()
export class DashboardStatsResolver {
  @Authorized(authorizedFor(deliveryStateStats))
  @Query(() => DeliveryStateStats, {
    description:
      'Goods lines of live transports by delivery state (배송 완료 / 미배송), with the delivery check filters; the reception period defaults to today (Asia/Seoul) and may span at most 366 days. One GROUP BY statement.',
  })
  deliveryStateStats(
    @Ctx() context: RequestContext,
    @Arg('filter', () => DeliveryCheckFilterInput, {
      nullable: true,
      description:
        'The delivery check filters; empty ones are ignored. Without startDate and endDate: today (Asia/Seoul) alone.',
    })
    filter?: DeliveryCheckFilterInput | null,
  ): Promise<DeliveryStateStats> {
    return deliveryStateStats(context, filter ?? {});
  }

  @Authorized(authorizedFor(monthlyRevenue))
  @Query(() => MonthlyRevenue, {
    description:
      'Invoiced amounts (청구 금액, won) per billing month of one year, from the invoices (bill_history), with the invoice list filters (supplier, month, billing day); twelve months and the total.',
  })
  monthlyRevenue(
    @Ctx() context: RequestContext,
    @Arg('filter', () => InvoiceFilterInput, {
      nullable: true,
      description:
        'The invoice list filters; empty ones are ignored. The year defaults to this year (Asia/Seoul); billCompanyId narrows to one supplier.',
    })
    filter?: InvoiceFilterInput | null,
  ): Promise<MonthlyRevenue> {
    return monthlyRevenue(context, filter ?? {});
  }
}

/** goodsLineCount, deprecated for shipmentCount. */
export const DeliveryStateStatsOldNames = retiredFieldsResolver(
  DeliveryStateStats,
  WIRE_NAMES.DeliveryStateStats,
);
export const DeliveryStateCountOldNames = retiredFieldsResolver(
  DeliveryStateCount,
  WIRE_NAMES.DeliveryStateCount,
);
