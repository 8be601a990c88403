import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import type { RequestContext } from '../../context';
import { getCompanyStatement, typeGroups } from './statement.service';
import { CompanyStatement, StatementTypeGroup } from './statement.types';

@Resolver(() => CompanyStatement)
export class StatementResolver {
  @Authorized(authorizedFor(getCompanyStatement))
  @Query(() => CompanyStatement, {
    description:
      "A company's detailed statement (거래명세서) of a generated invoice, for the printed and per-type invoice: the supplier and company blocks, the goods lines billed, the invoice row's totals with VAT and the per-type summary. Arguments are checked in the order billCompanyId, year, month, billCd, companyId (BAD_USER_INPUT naming the field); NOT_FOUND when no invoice was generated for the key or it does not bill the company.",
  })
  companyStatement(
    @Ctx() context: RequestContext,
    @Arg('billCompanyId', () => Int, { description: 'The supplier (공급자) of the invoice.' })
    billCompanyId: number,
    @Arg('year', () => Int, {
      description: 'Billing year (청구 연도) of the invoice, 2000-2999, Asia/Seoul calendar.',
    })
    year: number,
    @Arg('month', () => Int, {
      description: 'Billing month (청구 월) of the invoice, 1-12, Asia/Seoul calendar.',
    })
    month: number,
    @Arg('billCd', () => String, { description: "Billing day (청구 기준일): '20' or '30'." }) billCd: string,
    @Arg('companyId', () => Int, { description: 'The billed company (화주).' }) companyId: number,
  ): Promise<CompanyStatement> {
    return getCompanyStatement(context, { billCompanyId, year, month, billCd, companyId });
  }

  // Resolved on demand from the statement's lines: the REST answer (the spec's) stays as it was.
  @FieldResolver(() => [StatementTypeGroup], {
    description:
      'The per-type summary split by charge: 선불 (PREPAID) then 착불 (도착분) (COLLECT), each present when it has lines, with its subtotal; together the same lines and amount as typeSummary.',
  })
  typeGroups(@Root() statement: CompanyStatement): StatementTypeGroup[] {
    return typeGroups(statement.shipmentInfoList);
  }
}
