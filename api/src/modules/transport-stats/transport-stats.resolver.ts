import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import type { RequestContext } from '../../context';
import { TransportFilterInput } from '../transport/transport.inputs';
import { transportStats } from './transport-stats.service';
import { retiredFieldsResolver } from '../../graphql/retired-fields';
import { WIRE_NAMES } from '../../rest/wire-names';
import { TransportStats, TransportStatsRow } from './transport-stats.types';

@Resolver(() => TransportStats)
export class TransportStatsResolver {
  @Authorized(authorizedFor(transportStats))
  @Query(() => TransportStats, {
    description:
      'For analysts: counts of transports, receivers and goods lines, pieces and kg, sender and receiver amounts (won) of live transports, grouped by reception day (Asia/Seoul), course, sender or receiver region, shipper type and charge type, with a total; one statement. The period may span at most 366 days (default today).',
  })
  transportStats(
    @Ctx() context: RequestContext,
    @Arg('filter', () => TransportFilterInput, {
      nullable: true,
      description: 'The shipments list filters; empty ones are ignored, the period defaults to today.',
    })
    filter?: TransportFilterInput | null,
    @Arg('groupBy', () => [String], {
      nullable: true,
      description:
        'Group by any of DAY, COURSE, SENDER_REGION, RECEIVER_REGION, SHIPPER_TYPE, CHARGE (none: the total alone). An unknown or repeated name is a 400.',
    })
    groupBy?: string[] | null,
  ): Promise<TransportStats> {
    return transportStats(context, filter ?? {}, groupBy ?? []);
  }
}

/** goodsLineCount (still on REST), deprecated for shipmentCount. */
export const TransportStatsRowOldNames = retiredFieldsResolver(
  TransportStatsRow,
  WIRE_NAMES.TransportStatsRow,
);
