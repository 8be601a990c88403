import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import {
  CompanyLedgerInput,
  PaymentDeleteInput,
  PaymentInput,
  ReceivableFilterInput,
} from './receivables.inputs';
import {
  companyLedger,
  deletePayment,
  listReceivableInvoiceRows,
  listReceivables,
  recordPayment,
} from './receivables.service';
import { CompanyLedger, Payment, ReceivableInvoiceRow, ReceivablePage } from './receivables.types';

@Resolver()
export class ReceivablesResolver {
  @Authorized(authorizedFor(listReceivables))
  @Query(() => ReceivablePage, {
    description:
      "Receivables (미수금) per company as of a date: billed, paid, outstanding and its aging (under 30, 30-59, 60-89, 90+ days after the invoice month's end; payments applied to the oldest rows first), largest outstanding first, with the totals row.",
  })
  receivables(
    @Ctx() context: RequestContext,
    @Arg('filter', () => ReceivableFilterInput, {
      nullable: true,
      description: 'Filters; empty ones are ignored.',
    })
    filter?: object | null,
    @Arg('page', () => PageInput, { nullable: true, description: 'Which page; default the first 17 rows.' })
    page?: PageInput | null,
  ): Promise<ReceivablePage> {
    return listReceivables(context, filter ?? {}, page ?? {});
  }

  @Authorized(authorizedFor(listReceivableInvoiceRows))
  @Query(() => [ReceivableInvoiceRow], {
    description:
      "A company's invoice rows, oldest first, each with the live payments recorded against it: what a payment may pay.",
  })
  receivableInvoiceRows(
    @Ctx() context: RequestContext,
    @Arg('companyId', () => Int, { description: 'The company.' }) companyId: number,
    @Arg('billCompanyId', () => Int, { nullable: true, description: "Only this supplier's invoices." })
    billCompanyId?: number | null,
  ): Promise<ReceivableInvoiceRow[]> {
    return listReceivableInvoiceRows(context, { companyId, billCompanyId });
  }

  @Authorized(authorizedFor(companyLedger))
  @Query(() => CompanyLedger, {
    description:
      "A company's ledger (거래 원장): invoice rows and payments in date order with a running balance from the balance before the period.",
  })
  companyLedger(
    @Ctx() context: RequestContext,
    @Arg('input', () => CompanyLedgerInput, { description: 'The company and the period.' })
    input: CompanyLedgerInput,
  ): Promise<CompanyLedger> {
    return companyLedger(context, input);
  }

  @Authorized(authorizedFor(recordPayment))
  @Mutation(() => Payment, {
    description:
      'Admins and member_all: records a payment (입금 등록) against an invoice company row; partial and over-payments are allowed (an over-payment is a credit).',
  })
  recordPayment(
    @Ctx() context: RequestContext,
    @Arg('input', () => PaymentInput, { description: 'The payment.' }) input: PaymentInput,
  ): Promise<Payment> {
    return recordPayment(context, input);
  }

  @Authorized(authorizedFor(deletePayment))
  @Mutation(() => Payment, {
    description:
      'Admins and member_all: deletes a payment, recording who, when and why; it stays listed and counts for nothing (CONFLICT when already deleted).',
  })
  deletePayment(
    @Ctx() context: RequestContext,
    @Arg('paymentId', () => Int, { description: 'The payment.' }) paymentId: number,
    @Arg('input', () => PaymentDeleteInput, { description: 'Why.' }) input: PaymentDeleteInput,
  ): Promise<Payment> {
    return deletePayment(context, paymentId, input);
  }
}
