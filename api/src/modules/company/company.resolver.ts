import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { recordResolver } from '../../common/record-endpoints';
import type { RequestContext } from '../../context';
import { COMPANY_ENDPOINTS } from './company.endpoints';
import { CompanyCreateInput, CompanyFilterInput, CompanyUpdateInput } from './company.inputs';
import {
  COMPANY_SEARCH_DEFAULT_SIZE,
  COMPANY_SEARCH_MAX_SIZE,
  createCompanyWarnings,
  isBizNoTaken,
  listCompanies,
  searchCompanies,
  updateCompanyWarnings,
} from './company.service';
import { CompanyOption, CompanyPage, CompanySaveWarning } from './company.types';

@Resolver()
export class CompanyResolver extends recordResolver(
  {
    name: 'companies',
    description:
      'Companies matching the filters, newest first, one page at a time, with code and related names.',
    filter: CompanyFilterInput,
    page: CompanyPage,
    list: listCompanies,
  },
  COMPANY_ENDPOINTS,
) {
  @Authorized(authorizedFor(searchCompanies))
  @Query(() => [CompanyOption], {
    description:
      "The company pickers' search: companies whose name contains the text or, for 4 to 12 digits (hyphens allowed: the last four a caller gives, or a whole number), whose telephone or contact person's phone ends with them; in use first (useYn Y; not in use ones follow, to be shown as 사용 중지), then names starting with the text, then by name; a blank text finds none.",
  })
  companySearch(
    @Ctx() context: RequestContext,
    @Arg('name', {
      description:
        'Part of the company name, or the end of one of its phones (4 to 12 digits); trimmed, at least 1 character.',
    })
    name: string,
    @Arg('size', () => Int, {
      nullable: true,
      defaultValue: COMPANY_SEARCH_DEFAULT_SIZE,
      description: `Largest number of companies to answer, 1-${COMPANY_SEARCH_MAX_SIZE}.`,
    })
    size?: number | null,
  ): Promise<CompanyOption[]> {
    return searchCompanies(context, { companyNm: name, size });
  }

  @Authorized(authorizedFor(isBizNoTaken))
  @Query(() => Boolean, {
    description:
      'True when the business registration number is already registered. Refuses a malformed number or a wrong check digit.',
  })
  bizNoTaken(
    @Ctx() context: RequestContext,
    @Arg('bizNo', { description: 'The number, 123-45-67890 or 10 digits.' }) bizNo: string,
  ): Promise<boolean> {
    return isBizNoTaken(context, bizNo);
  }

  @Authorized(authorizedFor(createCompanyWarnings))
  @Query(() => [CompanySaveWarning], {
    description:
      'What createCompany would warn of with this input, nothing stored: the company form asks for a confirmation naming the settlement group top before it saves. Refuses the input as createCompany would.',
  })
  createCompanyWarnings(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'The new company, as createCompany would take it.' })
    input: CompanyCreateInput,
  ): Promise<CompanySaveWarning[]> {
    return createCompanyWarnings(context, input);
  }

  @Authorized(authorizedFor(updateCompanyWarnings))
  @Query(() => [CompanySaveWarning], {
    description:
      'What updateCompany would warn of with this input, nothing stored. Refuses the input as updateCompany would.',
  })
  updateCompanyWarnings(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'The changes, as updateCompany would take them.' })
    input: CompanyUpdateInput,
  ): Promise<CompanySaveWarning[]> {
    return updateCompanyWarnings(context, input);
  }
}
