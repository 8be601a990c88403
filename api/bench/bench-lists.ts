import { DEFAULT_PAGE_SIZE } from '@parcel/shared/lists';
import { BILL_CHARGE_TYPE_WIRE, type WireCodes } from '../src/rest/wire-codes';
import { WIRE_NAMES, type WireNames } from '../src/rest/wire-names';
import type { TargetName } from './bench-targets';

/** How the three targets ask for one list: the same path for the bare handler and REST. */
export interface BenchList {
  id: string;
  title: string;
  /** REST path and query string; the bare handler serves the same path. */
  path: string;
  /** The GraphQL query answering the same rows; none for a REST-only list. */
  graphql?: { query: string; variables: Record<string, unknown>; field: string };
  /** The targets that serve the list (default all three): a screen's REST and GraphQL may differ in shape. */
  targets?: readonly TargetName[];
  /** An analysts' aggregate, not a screen's list: reported, not held to the lists' limits. */
  aggregate?: boolean;
  /** Code fields REST answers in the spec's form (its route's wire codes): compared as stored. */
  restWireCodes?: WireCodes;
  /** Fields REST answers under their old names (its route's wire names): compared under the new ones. */
  restWireNames?: WireNames;
  /**
   * A main list: also loaded by autocannon (req/s, p50 and p99 under load, the ratio to the bare
   * handler). Every list is measured one request at a time and by EXPLAIN ANALYZE.
   */
  loaded?: boolean;
}

/** The request of one page of a list screen: its path and GraphQL query. */
export type PageRequest = Pick<BenchList, 'path' | 'graphql'>;

/**
 * A list screen with pages: the bench measures its first page and page DEEP_PAGE, or its last page
 * when it has fewer, read from the first page's total (one page: the first alone).
 */
export interface PagedBenchList extends Omit<BenchList, 'path' | 'graphql' | 'loaded'> {
  /** The screen's page length. */
  pageSize: number;
  /** The request for a page, 0 the first. */
  pageAt(page: number): PageRequest;
  /** Which of its pages are main lists (loaded too). */
  loaded?: 'first' | 'both';
}

/** A list as the bench declares it: one request, or a screen with pages. */
export type BenchListEntry = BenchList | PagedBenchList;

export const isPaged = (entry: BenchListEntry): entry is PagedBenchList => 'pageAt' in entry;

/** The deep page the issues ask about (page 300, zero-based as the screens send it). */
export const DEEP_PAGE = 300;

/** Page DEEP_PAGE, or the last page of a list of `total` rows. */
export function deepPageOf(total: number, size: number): number {
  return Math.max(0, Math.min(DEEP_PAGE, Math.ceil(total / size) - 1));
}

/** The number of rows a list answer says it has on all pages (its `total`). */
export function rowCountOf(answer: unknown): number {
  const total = (answer as { total?: unknown } | null)?.total;
  if (typeof total !== 'number')
    throw new Error(`no total in the answer: ${JSON.stringify(answer).slice(0, 200)}`);
  return total;
}

/** Whether a list answer's total is a lower bound: its count stopped past the page (`totalExact` false). */
export const totalIsLowerBound = (answer: unknown): boolean =>
  (answer as { totalExact?: unknown } | null)?.totalExact === false;

/** The first page of a paged list, and its deep page when it has more than one. */
export function pagesOf(entry: PagedBenchList, total: number): BenchList[] {
  const { pageSize, pageAt, loaded, ...list } = entry;
  const deep = deepPageOf(total, pageSize);
  const first: BenchList = {
    ...list,
    ...pageAt(0),
    id: `${entry.id}-first`,
    title: `${entry.title}, first page`,
    loaded: loaded !== undefined,
  };
  if (deep === 0) return [{ ...first, title: `${entry.title}, its only page` }];
  return [
    first,
    {
      ...list,
      ...pageAt(deep),
      id: `${entry.id}-deep`,
      title: `${entry.title}, page ${deep}${deep < DEEP_PAGE ? ' (the last)' : ''}`,
      loaded: loaded === 'both',
    },
  ];
}

/** The targets measured for a list. */
export const targetsOf = (list: BenchList): readonly TargetName[] =>
  list.targets ?? ['bare', 'rest', 'graphql'];

/** A list route's path: `filter` and the page as query parameters, empty ones left out. */
export function listPath(
  route: string,
  filter: Record<string, unknown>,
  page?: number,
  size?: number,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries<unknown>({ ...filter, page, size }))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const query = params.toString();
  return query ? `${route}?${query}` : route;
}

/** A page of a list screen on REST and GraphQL: the same filter as query parameters and variables. */
export function screenPage(
  route: string,
  graphql: { query: string; field: string } | undefined,
  filter: Record<string, unknown> | undefined,
  page: number,
  size: number,
): PageRequest {
  return {
    path: listPath(route, filter ?? {}, page, size),
    ...(graphql && {
      graphql: { ...graphql, variables: { ...(filter && { filter }), page: { page, size } } },
    }),
  };
}

const DELIVERY_FIELDS = `shipmentId senderTransportId transportProcessNm requstDt senderRegionNm collectorNm
  senderCompanyNm waybillNo senderManagerNm chargeNm qty untpc sumAmount weightUntpc weightQty weightAmount rmk receiverRegionNm
  kindNm receiverCompanyNm receiverTelNo receiverMobileNo deliveryRouteNm pickupCheck transportManager transportDate
  transportCodeNm memo receiverAddress`;
const MEMBER_FIELDS = 'memberId userId name email telNo companyId companyNm groupVal delYn regDt version';

const MEMBER_NAME = '김';
const COMPANY_TEXT = '통신';

const COMPANY_FIELDS = `companyId bizNo companyNm representativeNm bizType bizItem address telNo faxNo email rmk
  managerNm managerTelNo regionCd regionNm regionDtlCd regionDtlNm shipperYn shipperCd shipperNm useYn vatYn
  taxbilOutputYn billStdrCd billCharCd communicationFee untpc weightUntpc deliveryRouteId deliveryRouteNm
  deliveryRouteCd billCompanyId billCompanyNm excclcCompanyId excclcCompanyNm regDt version`;
const COMPANIES = {
  query: `query ($filter: CompanyFilterInput, $page: PageInput) {
    companies(filter: $filter, page: $page) { items { ${COMPANY_FIELDS} } total } }`,
  field: 'companies',
};

const MEMBERS = {
  query: `query ($filter: MemberFilterInput, $page: PageInput) {
    members(filter: $filter, page: $page) { items { ${MEMBER_FIELDS} } total } }`,
  field: 'members',
};

const INVOICE_FIELDS = `billHistoryId billCompanyId billCompanyNm year month billCd periodStart periodEnd totAmount
  communicationFee communicationFeeVat untpc untpcVat weightUntpc weightUntpcVat companyCount regDt chgDt version
  closedAt closedByNm`;
const INVOICES = {
  query: `query ($page: PageInput) { invoices(page: $page) { items { ${INVOICE_FIELDS} } total } }`,
  field: 'invoices',
};

/** The company pickers' search: REST's plain array without page or size (its 10 rows) and GraphQL's. */
function companySearch(id: string, title: string, text: string): BenchList {
  return {
    id,
    title,
    path: listPath('/api/company/list', { companyNm: text }),
    graphql: {
      query: `query ($name: String!) { companySearch(name: $name, size: 10) {
        companyId companyNm telNo address managerTelNo useYn } }`,
      variables: { name: text },
      field: 'companySearch',
    },
  };
}

/** The home grid, today's goods lines (one day: the screen has no period). */
const HOME: PagedBenchList = {
  id: 'home',
  title: 'home grid (today)',
  pageSize: DEFAULT_PAGE_SIZE,
  pageAt: (page) =>
    screenPage(
      '/api/transport/list',
      {
        query: `query ($page: PageInput) { deliveryStatus(page: $page) { items { ${DELIVERY_FIELDS} } total totalExact } }`,
        field: 'deliveryStatus',
      },
      undefined,
      page,
      DEFAULT_PAGE_SIZE,
    ),
  restWireNames: WIRE_NAMES.DeliveryStatusRow,
  loaded: 'both',
};

/**
 * The lists outside the transport and receivables screens: home grid, users, companies (by name, and
 * by `phoneEnd`, the last four digits of a phone, as a clerk finds a caller), invoices.
 */
export function benchLists(phoneEnd: string): BenchListEntry[] {
  return [
    HOME,
    {
      id: 'members',
      title: 'users list',
      ...screenPage('/api/member/list', MEMBERS, undefined, 0, DEFAULT_PAGE_SIZE),
      loaded: true,
    },
    {
      id: 'members-filtered',
      title: `users list, name contains ${MEMBER_NAME}`,
      ...screenPage('/api/member/list', MEMBERS, { name: MEMBER_NAME }, 0, DEFAULT_PAGE_SIZE),
    },
    {
      id: 'companies',
      title: 'company grid',
      pageSize: DEFAULT_PAGE_SIZE,
      pageAt: (page) => screenPage('/api/company/list', COMPANIES, {}, page, DEFAULT_PAGE_SIZE),
      restWireCodes: { billCharCd: BILL_CHARGE_TYPE_WIRE },
      loaded: 'first',
    },
    {
      id: 'companies-filtered',
      title: `company grid, name contains ${COMPANY_TEXT}`,
      pageSize: DEFAULT_PAGE_SIZE,
      pageAt: (page) =>
        screenPage('/api/company/list', COMPANIES, { companyNm: COMPANY_TEXT }, page, DEFAULT_PAGE_SIZE),
      restWireCodes: { billCharCd: BILL_CHARGE_TYPE_WIRE },
    },
    {
      id: 'companies-phone-end',
      title: `company grid, name or a phone ending with ${phoneEnd}`,
      pageSize: DEFAULT_PAGE_SIZE,
      pageAt: (page) =>
        screenPage('/api/company/list', COMPANIES, { companyNm: phoneEnd }, page, DEFAULT_PAGE_SIZE),
      restWireCodes: { billCharCd: BILL_CHARGE_TYPE_WIRE },
    },
    companySearch('company-search', `company autocomplete "${COMPANY_TEXT}"`, COMPANY_TEXT),
    companySearch('company-search-phone-end', `company autocomplete "${phoneEnd}" (a phone's end)`, phoneEnd),
    {
      id: 'invoices',
      title: 'invoices (bill history)',
      pageSize: DEFAULT_PAGE_SIZE,
      // No filter: every supplier's invoices of every month, the screen's widest.
      pageAt: (page) => screenPage('/api/bill-history/list', INVOICES, undefined, page, DEFAULT_PAGE_SIZE),
      loaded: 'first',
    },
  ];
}
