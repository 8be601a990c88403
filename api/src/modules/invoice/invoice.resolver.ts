import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { recordResolver } from '../../common/record-endpoints';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import { INVOICE_ENDPOINTS } from './invoice.endpoints';
import { InvoiceFilterInput } from './invoice.inputs';
import { listInvoices, loadInvoiceCompanyRows } from './invoice.service';
import { Invoice, InvoiceCompanyRow, InvoicePage } from './invoice.types';

@Resolver(() => Invoice)
export class InvoiceResolver extends recordResolver(null, INVOICE_ENDPOINTS) {
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
