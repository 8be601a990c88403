import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import { ArrivalFilterInput, DeliveryRecordInput } from './arrival.inputs';
import { getArrival, listArrivals, recordDelivery, scanDelivery } from './arrival.service';
import { Arrival, ArrivalPage, ScanResult } from './arrival.types';

@Resolver(() => Arrival)
export class ArrivalResolver {
  @Authorized(authorizedFor(listArrivals))
  @Query(() => ArrivalPage, {
    description:
      'Goods lines of live transports (도착 정보) matching the filters (reception period, delivering course, sender and receiver names), newest transport first, one page at a time.',
  })
  arrivals(
    @Ctx() context: RequestContext,
    @Arg('filter', () => ArrivalFilterInput, {
      nullable: true,
      description: 'Filters; empty ones are ignored, the period defaults to today.',
    })
    filter?: ArrivalFilterInput | null,
    @Arg('page', () => PageInput, { nullable: true, description: 'Which page; default the first 17.' })
    page?: PageInput | null,
  ): Promise<ArrivalPage> {
    return listArrivals(context, filter ?? {}, page ?? {});
  }

  @Authorized(authorizedFor(getArrival))
  @Query(() => Arrival, { description: 'One goods line of a live transport, for the arrivals editor.' })
  arrival(
    @Ctx() context: RequestContext,
    @Arg('shipmentId', () => Int, { description: 'Goods line number.' }) shipmentId: number,
  ): Promise<Arrival> {
    return getArrival(context, shipmentId);
  }

  @Authorized(authorizedFor(recordDelivery))
  @Mutation(() => Arrival, {
    description:
      "Records a goods line's delivery (manager, completion date, code, pickup check, memo); an empty date records it as not delivered. CONFLICT for a stale version.",
  })
  recordDelivery(
    @Ctx() context: RequestContext,
    @Arg('input', () => DeliveryRecordInput, {
      description: 'The goods line, the version read and its delivery facts.',
    })
    input: DeliveryRecordInput,
  ): Promise<Arrival> {
    return recordDelivery(context, input);
  }

  @Authorized(authorizedFor(scanDelivery))
  @Mutation(() => ScanResult, {
    description:
      'A scanned waybill number: its live goods line is delivered today (Asia/Seoul), the caller its manager when none; answers DELIVERED, UNKNOWN or ALREADY_DELIVERED.',
  })
  scanDelivery(
    @Ctx() context: RequestContext,
    @Arg('waybillNo', () => String, { description: 'The waybill number, digits (hyphens allowed).' })
    waybillNo: string,
  ): Promise<ScanResult> {
    return scanDelivery(context, { waybillNo });
  }
}
