import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { listQueryResolver } from '../../common/list-graphql';
import type { RequestContext } from '../../context';
import {
  createPrintTicket,
  listPrintLogs,
  printInBrowser,
  printTicketStatus,
  PRINT_LABEL_LIMIT,
  PRINT_TICKET_TTL_SECONDS,
} from './waybill-print.service';
import { WaybillCreateInput, WaybillFilterInput, WaybillUpdateInput } from './waybill.inputs';
import { createWaybill, deleteWaybill, getWaybill, listWaybills, updateWaybill } from './waybill.service';
import { Waybill, WaybillPage, WaybillPrintData, WaybillPrintLog, WaybillPrintTicket } from './waybill.types';

@Resolver()
export class WaybillResolver extends listQueryResolver({
  name: 'waybills',
  description: 'Live pre-registered waybill ranges matching the filters, newest first, one page at a time.',
  filter: WaybillFilterInput,
  page: WaybillPage,
  list: listWaybills,
}) {
  @Authorized(authorizedFor(getWaybill))
  @Query(() => Waybill, { description: 'One live range; NOT_FOUND for a deleted or unknown one.' })
  waybill(
    @Ctx() context: RequestContext,
    @Arg('waybillId', () => Int, { description: 'Range number.' }) waybillId: number,
  ): Promise<Waybill> {
    return getWaybill(context, waybillId);
  }

  @Authorized(authorizedFor(createWaybill))
  @Mutation(() => Waybill, {
    description:
      'Admins, member_all and member_pickup: pre-registers a range; CONFLICT (field startNo) when it shares a number with a live range.',
  })
  createWaybill(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'The new range.' }) input: WaybillCreateInput,
  ): Promise<Waybill> {
    return createWaybill(context, input);
  }

  @Authorized(authorizedFor(updateWaybill))
  @Mutation(() => Waybill, {
    description:
      'Admins, member_all and member_pickup: changes a live range; CONFLICT for an overlap with another live range or a stale version.',
  })
  updateWaybill(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'The changes.' }) input: WaybillUpdateInput,
  ): Promise<Waybill> {
    return updateWaybill(context, input);
  }

  @Authorized(authorizedFor(deleteWaybill))
  @Mutation(() => Waybill, {
    description:
      'Admins, member_all and member_pickup: deletes a range by marking it (delYn Y, chgId the caller); its numbers are free again.',
  })
  deleteWaybill(
    @Ctx() context: RequestContext,
    @Arg('waybillId', () => Int, { description: 'The range to delete.' }) waybillId: number,
  ): Promise<Waybill> {
    return deleteWaybill(context, waybillId);
  }

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
