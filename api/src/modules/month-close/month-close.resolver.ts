import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import type { RequestContext } from '../../context';
import { Invoice } from '../invoice/invoice.types';
import { MonthCloseInput, ReopenInvoiceInput } from './month-close.inputs';
import { closeInvoice, monthClose, reopenInvoice, taxBillDownloads } from './month-close.service';
import { MonthClose, TaxBillDownload } from './month-close.types';

@Resolver()
export class MonthCloseResolver {
  @Authorized(authorizedFor(monthClose))
  @Query(() => MonthClose, {
    description:
      "The month-end close board (월 마감) of a month: per supplier and billing day, the invoice's checklist (generated and stale, undelivered goods lines, statements sent, failed and skipped, tax-bill downloads) and whether it is closed; and the goods lines received in the month that no invoice bills, billed to nobody by accident and of suspended groups; each count with the link to its list.",
  })
  monthClose(
    @Ctx() context: RequestContext,
    @Arg('input', () => MonthCloseInput, { description: 'The month.' }) input: MonthCloseInput,
  ): Promise<MonthClose> {
    return monthClose(context, input);
  }

  @Authorized(authorizedFor(taxBillDownloads))
  @Query(() => [TaxBillDownload], {
    description:
      "Who downloaded an invoice's tax-bill zip (세금계산서 다운로드) when, newest first (the close board's count); NOT_FOUND for an unknown invoice.",
  })
  taxBillDownloads(
    @Ctx() context: RequestContext,
    @Arg('billHistoryId', () => Int, { description: 'The invoice.' }) billHistoryId: number,
  ): Promise<TaxBillDownload[]> {
    return taxBillDownloads(context, billHistoryId);
  }

  @Authorized(authorizedFor(closeInvoice))
  @Mutation(() => Invoice, {
    description:
      "Admins and member_all: closes an invoice (마감), recorded with who and when. From then on the database refuses any change of the goods lines, receivers and transports it bills, of its companies' supplier, billing day and settlement group, and its regeneration or deletion (CONFLICT naming the invoice). CONFLICT when already closed; NOT_FOUND for an unknown invoice.",
  })
  closeInvoice(
    @Ctx() context: RequestContext,
    @Arg('billHistoryId', () => Int, { description: 'The invoice to close.' }) billHistoryId: number,
  ): Promise<Invoice> {
    return closeInvoice(context, billHistoryId);
  }

  @Authorized(authorizedFor(reopenInvoice))
  @Mutation(() => Invoice, {
    description:
      'Admins only: reopens a closed invoice (마감 해제), recorded with who, when and the reason (required: BAD_USER_INPUT with field reason). CONFLICT when it is not closed.',
  })
  reopenInvoice(
    @Ctx() context: RequestContext,
    @Arg('billHistoryId', () => Int, { description: 'The invoice to reopen.' }) billHistoryId: number,
    @Arg('input', () => ReopenInvoiceInput, { description: 'Why.' }) input: ReopenInvoiceInput,
  ): Promise<Invoice> {
    return reopenInvoice(context, billHistoryId, input);
  }
}
