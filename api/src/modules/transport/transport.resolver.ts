import {
  Arg,
  Authorized,
  Ctx,
  Extensions,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import { TransportFilterInput } from './transport.inputs';
import {
  deleteTransport,
  listTransports,
  listTransportShipments,
  loadReceivers,
  loadShipments,
} from './transport.service';
import { Receiver, Shipment, Transport, TransportPage } from './transport.types';

/** Rows the query-cost limit (graphql/limits.ts) expects a transport and a receiver to have. */
const RECEIVERS_PER_TRANSPORT = 3;
const LINES_PER_RECEIVER = 3;

@Resolver(() => Transport)
export class TransportResolver {
  @Authorized(authorizedFor(listTransports))
  @Query(() => TransportPage, {
    description:
      'Live transports matching the filters (reception period, course, sender and receiver names), newest first, one page at a time; receivers and goods lines nested, read in one batch each.',
  })
  transports(
    @Ctx() context: RequestContext,
    @Arg('filter', () => TransportFilterInput, {
      nullable: true,
      description: 'Filters; empty ones are ignored, the period defaults to today.',
    })
    filter?: TransportFilterInput | null,
    @Arg('page', () => PageInput, { nullable: true, description: 'Which page; default the first 17.' })
    page?: PageInput | null,
  ): Promise<TransportPage> {
    return listTransports(context, filter ?? {}, page ?? {});
  }

  @Authorized(authorizedFor(listTransportShipments))
  @Query(() => [Shipment], {
    description: "A live transport's goods lines, its receivers and their lines in order (empty if none).",
  })
  transportShipments(
    @Ctx() context: RequestContext,
    @Arg('transportId', () => Int, { description: 'Transport number (senderTransportId).' })
    transportId: number,
  ): Promise<Shipment[]> {
    return listTransportShipments(context, transportId);
  }

  @Authorized(authorizedFor(deleteTransport))
  @Mutation(() => Int, {
    description: 'Deletes a transport (marked deleted: issued invoices keep its lines); answers its number.',
  })
  deleteTransport(
    @Ctx() context: RequestContext,
    @Arg('senderTransportId', () => Int, { description: 'Transport number.' }) senderTransportId: number,
  ): Promise<number> {
    return deleteTransport(context, senderTransportId);
  }

  // The query-cost limit counts a few receivers a transport, not a page of them.
  @Extensions({ rowsPerParent: RECEIVERS_PER_TRANSPORT })
  @FieldResolver(() => [Receiver], { description: 'The receivers, in their order.' })
  receivers(@Root() transport: Transport, @Ctx() context: RequestContext): Promise<Receiver[]> {
    return loadReceivers(context, transport.senderTransportId);
  }
}

@Resolver(() => Receiver)
export class ReceiverResolver {
  @Extensions({ rowsPerParent: LINES_PER_RECEIVER })
  @FieldResolver(() => [Shipment], { description: "The receiver's goods lines, in their order." })
  shipments(@Root() receiver: Receiver, @Ctx() context: RequestContext): Promise<Shipment[]> {
    return loadShipments(context, receiver.receiverTransportId);
  }
}
