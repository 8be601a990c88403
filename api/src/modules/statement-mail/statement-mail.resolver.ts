import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import type { RequestContext } from '../../context';
import { listStatementMails, sendStatement } from './statement-mail.service';
import { StatementMail, StatementSendResult } from './statement-mail.types';

@Resolver()
export class StatementMailResolver {
  @Authorized(authorizedFor(sendStatement))
  @Mutation(() => StatementSendResult, {
    description:
      "Admins and member_all: mails a billed company its statement (거래명세서, .xlsx attached, subject '[공급자] yyyy년 m월 거래명세서') to its row's e-mail, through SMTP_URL's server or, without one, into the outbox folder as an .eml file; records the attempt and sets the row's status to SENT or FAILED. A refusal by the mail server or a connection failure is answered as a FAILED attempt with its reason (not an error), so it can be sent again. BAD_USER_INPUT (field email) when the row has no e-mail, and then nothing is sent; NOT_FOUND for an unknown row.",
  })
  sendStatement(
    @Ctx() context: RequestContext,
    @Arg('billHistoryDetailId', () => Int, { description: "The invoice's company row (InvoiceDetail)." })
    billHistoryDetailId: number,
  ): Promise<StatementSendResult> {
    return sendStatement(context, billHistoryDetailId);
  }

  @Authorized(authorizedFor(listStatementMails))
  @Query(() => [StatementMail], {
    description:
      "A company row's statement mails, newest first: when, to whom, by whom, the result and why it failed. Empty when never sent; NOT_FOUND for an unknown row.",
  })
  statementMails(
    @Ctx() context: RequestContext,
    @Arg('billHistoryDetailId', () => Int, { description: "The invoice's company row (InvoiceDetail)." })
    billHistoryDetailId: number,
  ): Promise<StatementMail[]> {
    return listStatementMails(context, billHistoryDetailId);
  }
}
