import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import { ShipperDetailsFilterInput, ShipperSettlementFilterInput } from './shipper-settlement.inputs';
import {
  listShipperDetails,
  listShipperSettlements,
  SHIPPER_DETAILS_PAGE_SIZE,
  SHIPPER_SETTLEMENT_PAGE_SIZE,
  shipperDetailsPage,
  shipperSettlementPage,
} from './shipper-settlement.service';
import { ShipperDetailsPage, ShipperKindPage, ShipperSettlementPage } from './shipper-settlement.types';
import { listShipperKinds } from './shipper-kinds';

@Resolver()
export class ShipperSettlementResolver {
  @Authorized(authorizedFor(listShipperSettlements))
  @Query(() => ShipperSettlementPage, {
    description:
      "Settlement by shipper (화주별 정산): per registered company in the period's live transports, what it sent (as the sender), received (as a receiver) and both, by name, one page at a time, with the totals of all pages.",
  })
  shipperSettlements(
    @Ctx() context: RequestContext,
    @Arg('filter', () => ShipperSettlementFilterInput, {
      nullable: true,
      description: 'Filters; empty ones are ignored, the period defaults to this month through today.',
    })
    filter?: ShipperSettlementFilterInput | null,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: `Which page; default the first ${SHIPPER_SETTLEMENT_PAGE_SIZE} companies.`,
    })
    page?: PageInput | null,
  ): Promise<ShipperSettlementPage> {
    return listShipperSettlements(context, filter ?? {}, page ?? shipperSettlementPage(null));
  }

  @Authorized(authorizedFor(listShipperDetails))
  @Query(() => ShipperDetailsPage, {
    description:
      "Shipper details (화주 상세): the goods lines of the period's live transports whose sender's name contains the text, newest first, one page at a time, with the four tiles (quantity, weight, prepaid, collect) over every matching line.",
  })
  shipperDetails(
    @Ctx() context: RequestContext,
    @Arg('filter', () => ShipperDetailsFilterInput, {
      nullable: true,
      description: 'Filters; empty ones are ignored, the period defaults to this month through today.',
    })
    filter?: ShipperDetailsFilterInput | null,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: `Which page; default the first ${SHIPPER_DETAILS_PAGE_SIZE} lines.`,
    })
    page?: PageInput | null,
  ): Promise<ShipperDetailsPage> {
    return listShipperDetails(context, filter ?? {}, page ?? shipperDetailsPage(null));
  }

  @Authorized(authorizedFor(listShipperKinds))
  @Query(() => ShipperKindPage, {
    description:
      "Settlement by shipper per goods kind (화주별 정산서, 품목별): per registered company in the period's live transports, how many goods of each kind it sent (발신), received (수신) and both (합계), a QTY line counting its pieces and a WEIGHT line one; by name, one page at a time, with the counts of all pages.",
  })
  shipperKindSettlements(
    @Ctx() context: RequestContext,
    @Arg('filter', () => ShipperSettlementFilterInput, {
      nullable: true,
      description: 'Filters; empty ones are ignored, the period defaults to this month through today.',
    })
    filter?: ShipperSettlementFilterInput | null,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: `Which page; default the first ${SHIPPER_SETTLEMENT_PAGE_SIZE} companies.`,
    })
    page?: PageInput | null,
  ): Promise<ShipperKindPage> {
    return listShipperKinds(context, filter ?? {}, shipperSettlementPage(page));
  }
}
