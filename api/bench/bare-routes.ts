import type { PagedList } from '../src/common/paged-query';
import { companyList, companySearchList } from '../src/modules/company/company.service';
import { deliveryStatusList } from '../src/modules/delivery-status/delivery-status.service';
import { memberList } from '../src/modules/member/member.service';

/** A list as the bare handler runs it: the service's own statements, with or without the count. */
export interface BareList {
  list: PagedList | null;
  withTotal: boolean;
}

/**
 * The REST paths of the list screens, mapped to the statement builders the services use, so the
 * bare handler (and EXPLAIN) run the very SQL the app runs. Null for any other path.
 */
export function bareListFor(url: URL): BareList | null {
  const query = Object.fromEntries(url.searchParams);
  const page = { page: query.page, size: query.size };
  switch (url.pathname) {
    case '/api/transport/list':
      return { list: deliveryStatusList({ date: query.date }, page), withTotal: true };
    case '/api/member/list':
      return {
        list: memberList({ groupVal: query.groupVal, name: query.name, telNo: query.telNo }, page),
        withTotal: true,
      };
    case '/api/company/list':
      // The route's two callers: the grid asks for a page, the autocomplete does not.
      return query.page === undefined
        ? { list: companySearchList({ companyNm: query.companyNm, size: query.size }), withTotal: false }
        : { list: companyList(query, page), withTotal: true };
    default:
      return null;
  }
}
