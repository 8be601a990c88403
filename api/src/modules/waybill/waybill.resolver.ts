import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { recordResolver } from '../../common/record-endpoints';
import type { RequestContext } from '../../context';
import {
  createPrintTicket,
  listPrintLogs,
  printInBrowser,
  printTicketStatus,
  PRINT_LABEL_LIMIT,
  PRINT_TICKET_TTL_SECONDS,
} from './waybill-print.service';
import { WAYBILL_ENDPOINTS } from './waybill.endpoints';
import { WaybillFilterInput } from './waybill.inputs';
import { listWaybills } from './waybill.service';
import { WaybillPage, WaybillPrintData, WaybillPrintLog, WaybillPrintTicket } from './waybill.types';

@Resolver()
export class WaybillResolver extends recordResolver(
  {
    name: 'waybills',
    description: 'Live pre-registered waybill ranges matching the filters, newest first, one page at a time.',
    filter: WaybillFilterInput,
    page: WaybillPage,
    list: listWaybills,
  },
  WAYBILL_ENDPOINTS,
) {
  @Authorized(authorizedFor(createPrintTicket))
  @Mutation(() => WaybillPrintTicket, {
    description: `Print selected, with the print program: a single-use ticket valid ${PRINT_TICKET_TTL_SECONDS} s and the program's address carrying it. CONFLICT (field reprint) for a range printed before unless reprint is true; BAD_USER_INPUT for more than ${PRINT_LABEL_LIMIT} labels. The print is logged when the program fetches the labels (POST /api/waybill/print-data).`,
  })
  createWaybillPrintTicket(
    @Ctx() context: RequestContext,
    @Arg('waybillId', () => Int, { description: 'The range to print.' }) waybillId: number,
    @Arg('reprint', () => Boolean, {
      nullable: true,
      description: 'True once the user confirmed printing a range printed before.',
    })
    reprint?: boolean | null,
  ): Promise<WaybillPrintTicket> {
    return createPrintTicket(context, { waybillId, reprint });
  }

  @Authorized(authorizedFor(printTicketStatus))
  @Query(() => String, {
    description:
      "Whether the print program fetched a ticket's labels: pending, used or expired; NOT_FOUND for a ticket the caller did not ask for.",
  })
  waybillPrintTicketStatus(
    @Ctx() context: RequestContext,
    @Arg('ticket', { description: 'The ticket createWaybillPrintTicket gave.' }) ticket: string,
  ): Promise<string> {
    return printTicketStatus(context, ticket);
  }

  @Authorized(authorizedFor(printInBrowser))
  @Mutation(() => WaybillPrintData, {
    description:
      'Print selected, in the browser (no print program): logs the print (channel browser) and answers the labels. CONFLICT (field reprint) for a range printed before unless reprint is true.',
  })
  printWaybillInBrowser(
    @Ctx() context: RequestContext,
    @Arg('waybillId', () => Int, { description: 'The range to print.' }) waybillId: number,
    @Arg('reprint', () => Boolean, {
      nullable: true,
      description: 'True once the user confirmed printing a range printed before.',
    })
    reprint?: boolean | null,
  ): Promise<WaybillPrintData> {
    return printInBrowser(context, { waybillId, reprint });
  }

  @Authorized(authorizedFor(listPrintLogs))
  @Query(() => [WaybillPrintLog], {
    description: 'The print log of a range (deleted ones too): who printed it, when and how, newest first.',
  })
  waybillPrintLogs(
    @Ctx() context: RequestContext,
    @Arg('waybillId', () => Int, { description: 'Range number.' }) waybillId: number,
  ): Promise<WaybillPrintLog[]> {
    return listPrintLogs(context, waybillId);
  }
}
