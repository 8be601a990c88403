import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import type { RequestContext } from '../../context';
import { COMPANY_SEARCH_DEFAULT_SIZE, COMPANY_SEARCH_MAX_SIZE, searchCompanies } from './company.service';
import { CompanyOption } from './company.types';

@Resolver()
export class CompanyResolver {
  @Authorized(authorizedFor(searchCompanies))
  @Query(() => [CompanyOption], {
    description:
      'Company name autocomplete: companies in use whose name contains the text, names starting with it first; a blank text finds none.',
  })
  companySearch(
    @Ctx() context: RequestContext,
    @Arg('name', { description: 'Part of the company name (trimmed; at least 1 character).' }) name: string,
    @Arg('size', () => Int, {
      nullable: true,
      defaultValue: COMPANY_SEARCH_DEFAULT_SIZE,
      description: `Most companies to answer, 1-${COMPANY_SEARCH_MAX_SIZE}.`,
    })
    size?: number | null,
  ): Promise<CompanyOption[]> {
    return searchCompanies(context, { companyNm: name, size });
  }
}
