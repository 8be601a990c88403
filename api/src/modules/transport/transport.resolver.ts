import type { GraphQLResolveInfo } from 'graphql';
import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
} from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import { selectedFields } from '../../graphql/selection';
import { PartyRefInput, TransportFilterInput, TransportSaveInput } from './transport.inputs';
import { partyBilling } from './party-companies';
import { deleteShipment, deleteReceiver, saveTransport } from './transport-write.service';
import {
  deleteTransport,
  getTransport,
  listTransportRows,
  listTransports,
  listTransportShipments,
  type TransportFields,
} from './transport.service';
import {
  Shipment,
  PartyBilling,
  Transport,
  TransportListPage,
  TransportPage,
  TransportSaveResult,
} from './transport.types';

/** The transports lists' arguments: both lists (per transport, per receiver) take the same. */
@ArgsType()
class TransportListArgs {
  @Field(() => TransportFilterInput, {
    nullable: true,
    description: 'Filters; empty ones are ignored, the period defaults to today.',
  })
  filter?: TransportFilterInput | null;

  @Field(() => PageInput, { nullable: true, description: 'Which page; default the first 17.' })
  page?: PageInput | null;
}

/** The transport, receiver and goods line fields the query asks for of the transports at `path`. */
const fieldsOf = (info: GraphQLResolveInfo, path: string[]): TransportFields => ({
  // No items asked for (a page's total alone): their keys only.
  transports: selectedFields(info, path) ?? [],
  receivers: selectedFields(info, [...path, 'receivers']),
  shipments: selectedFields(info, [...path, 'receivers', 'shipments']),
});

@Resolver(() => Transport)
export class TransportResolver {
  @Authorized(authorizedFor(listTransportRows))
  @Query(() => TransportListPage, {
    description:
      'The transports list (운송 정보 목록): one row per receiver of the live transports matching the filters, newest transport first, its receivers in order; the same rows and pages as GET /api/transport/list.',
  })
  transportList(
    @Ctx() context: RequestContext,
    @Args() { filter, page }: TransportListArgs,
  ): Promise<TransportListPage> {
    return listTransportRows(context, filter ?? {}, page ?? {});
  }

  @Authorized(authorizedFor(listTransports))
  @Query(() => TransportPage, {
    description:
      'Live transports matching the filters (reception period, course, sender and receiver names), newest first, one page at a time; receivers and goods lines nested, read in one batch each.',
  })
  transports(
    @Ctx() context: RequestContext,
    @Args() { filter, page }: TransportListArgs,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TransportPage> {
    return listTransports(context, filter ?? {}, page ?? {}, fieldsOf(info, ['items']));
  }

  @Authorized(authorizedFor(getTransport))
  @Query(() => Transport, {
    description: 'One live transport by its number, for the editor (NOT_FOUND if none).',
  })
  transport(
    @Ctx() context: RequestContext,
    @Arg('senderTransportId', () => Int, { description: 'Transport number.' }) senderTransportId: number,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Transport> {
    return getTransport(context, senderTransportId, fieldsOf(info, []));
  }

  @Authorized(authorizedFor(partyBilling))
  @Query(() => [PartyBilling], {
    description:
      "Whom each party's lines would bill if it paid them, as a save would link it: the editor warns on lines that bill nobody.",
  })
  partyBilling(
    @Ctx() context: RequestContext,
    @Arg('parties', () => [PartyRefInput], {
      description: 'The parties, in any order; answered in the same order.',
    })
    parties: PartyRefInput[],
  ): Promise<PartyBilling[]> {
    return partyBilling(context, parties);
  }

  @Authorized(authorizedFor(saveTransport))
  @Mutation(() => TransportSaveResult, {
    description:
      'Saves a whole transport in one transaction: senderTransportId 0 creates, above 0 updates at `version` (CONFLICT when someone saved first). Amounts are computed (quantity x unit price, won).',
  })
  saveTransport(
    @Ctx() context: RequestContext,
    @Arg('input', () => TransportSaveInput, {
      description: 'The sender, every receiver with its lines, deletions.',
    })
    input: TransportSaveInput,
  ): Promise<TransportSaveResult> {
    return saveTransport(context, input);
  }

  @Authorized(authorizedFor(deleteReceiver))
  @Mutation(() => TransportSaveResult, {
    description: "Deletes one receiver with its goods lines; answers the transport's new version.",
  })
  deleteReceiver(
    @Ctx() context: RequestContext,
    @Arg('receiverTransportId', () => Int, { description: 'Receiver number.' }) receiverTransportId: number,
  ): Promise<TransportSaveResult> {
    return deleteReceiver(context, receiverTransportId);
  }

  @Authorized(authorizedFor(deleteShipment))
  @Mutation(() => TransportSaveResult, {
    description: "Deletes one shipment (물품); answers the transport's new version.",
  })
  deleteShipment(
    @Ctx() context: RequestContext,
    @Arg('shipmentId', () => Int, { description: 'Shipment number.' }) shipmentId: number,
  ): Promise<TransportSaveResult> {
    return deleteShipment(context, shipmentId);
  }

  @Authorized(authorizedFor(deleteShipment))
  @Mutation(() => TransportSaveResult, {
    name: 'deleteGoodsLine',
    description: "Deletes one goods line; answers the transport's new version.",
    deprecationReason: 'Use deleteShipment: a goods line is a Shipment (docs/analysts.md).',
  })
  deleteShipmentByRetiredName(
    @Ctx() context: RequestContext,
    @Arg('shipmentId', () => Int, { description: 'Goods line number.' }) shipmentId: number,
  ): Promise<TransportSaveResult> {
    return deleteShipment(context, shipmentId);
  }

  @Authorized(authorizedFor(listTransportShipments))
  @Query(() => [Shipment], {
    description:
      "A live transport's shipments (물품), its receivers and their shipments in order (empty if none).",
  })
  transportShipments(
    @Ctx() context: RequestContext,
    @Arg('transportId', () => Int, { description: 'Transport number (senderTransportId).' })
    transportId: number,
  ): Promise<Shipment[]> {
    return listTransportShipments(context, transportId);
  }

  @Authorized(authorizedFor(listTransportShipments))
  @Query(() => [Shipment], {
    name: 'transportGoodsLines',
    description: "A live transport's goods lines, its receivers and their lines in order (empty if none).",
    deprecationReason: 'Use transportShipments: a goods line is a Shipment (docs/analysts.md).',
  })
  transportShipmentsByRetiredName(
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
}
