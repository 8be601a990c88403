import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import { InvoiceFilterInput, InvoiceGenerateInput } from './invoice.inputs';
import {
  deleteInvoice,
  generateInvoice,
  getInvoice,
  listInvoices,
  loadInvoiceCompanyRows,
} from './invoice.service';
import { Invoice, InvoiceCompanyRow, InvoicePage } from './invoice.types';

@Resolver(() => Invoice)
export class InvoiceResolver {
  @Authorized(authorizedFor(listInvoices))
  @Query(() => InvoicePage, {
    description: 'Invoices (청구 내역) matching the filters, newest period first, one page at a time.',
  })
  invoices(
    @Ctx() context: RequestContext,
    @Arg('filter', () => InvoiceFilterInput, {
      nullable: true,
      description: 'Filters; empty ones are ignored.',
    })
    filter?: InvoiceFilterInput | null,
    @Arg('page', () => PageInput, { nullable: true, description: 'Which page; default the first 17 rows.' })
    page?: PageInput | null,
  ): Promise<InvoicePage> {
    return listInvoices(context, filter ?? {}, page ?? {});
  }

  @Authorized(authorizedFor(getInvoice))
  @Query(() => Invoice, { description: 'One invoice; NOT_FOUND for an unknown one.' })
  invoice(
    @Ctx() context: RequestContext,
    @Arg('billHistoryId', () => Int, { description: 'Invoice number.' }) billHistoryId: number,
  ): Promise<Invoice> {
    return getInvoice(context, billHistoryId);
  }

  @Authorized(authorizedFor(generateInvoice))
  @Mutation(() => Invoice, {
    description:
      'Admins and member_all: generates the invoice of a supplier, year, month and billing day in one transaction (every shipper in use of the supplier with that billing day: base fare, parcel and communication amounts of the transports it sent in the period, each with 10% VAT rounded half up). Running it again recomputes the same invoice (same billHistoryId, version raised), never a second one.',
  })
  generateInvoice(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'What to generate.' }) input: InvoiceGenerateInput,
  ): Promise<Invoice> {
    return generateInvoice(context, input);
  }

  @Authorized(authorizedFor(deleteInvoice))
  @Mutation(() => Invoice, {
    description: 'Admins and member_all: deletes an invoice with its company rows; answers it as it was.',
  })
  deleteInvoice(
    @Ctx() context: RequestContext,
    @Arg('billHistoryId', () => Int, { description: 'The invoice to delete.' }) billHistoryId: number,
  ): Promise<Invoice> {
    return deleteInvoice(context, billHistoryId);
  }

  @FieldResolver(() => [InvoiceCompanyRow], {
    description:
      'Its company rows (those whose statement is in statementState, when given), by company name.',
  })
  details(
    @Root() invoice: Invoice,
    @Ctx() context: RequestContext,
    @Arg('statementState', () => String, {
      nullable: true,
      description:
        'Only the rows whose statement is READY (not sent yet), SENT, FAILED (latest attempt) or EXCLUDED (0 won, never mailed: 발송 제외); blank or ALL for every row. BAD_USER_INPUT (field statementState) otherwise.',
    })
    statementState?: string | null,
  ): Promise<InvoiceCompanyRow[]> {
    return loadInvoiceCompanyRows(context, invoice.billHistoryId, statementState);
  }
}
