import { DEFAULT_PAGE_SIZE } from '@parcel/shared/lists';
import { BILL_CHARGE_TYPE_WIRE, type WireCodes } from '../src/rest/wire-codes';
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
  /** Part of the home grid: the targets for the home screen apply to it. */
  home: boolean;
  /** An analysts' aggregate, not a screen's list: reported, not held to the lists' 100 ms. */
  aggregate?: boolean;
  /** Code fields REST answers in the spec's form (its route's wire codes): compared as stored. */
  restWireCodes?: WireCodes;
}

const DELIVERY_FIELDS = `shipmentId senderTransportId transportProcessCd requstDt deliveryRegionId1 managerId
  companyNm1 waybillNo sender chargeCd qty untpc sumAmount weight weightQty sumWeight rmk deliveryRegionId2
  kindCode companyNm2 telNo2 mobileNo2 transportCourse pickupCheck transportManager transportDate
  transportCode memo companyNm2Address`;
const MEMBER_FIELDS = 'memberId userId name email telNo companyId companyNm groupVal delYn regDt version';

/** The deep page the issue asks about; a smaller day (quick mode) uses its last page instead. */
export const DEEP_PAGE = 300;
const MEMBER_NAME = '김';
const COMPANY_TEXT = '통신';

const homePage = (page: number, title: string): BenchList => ({
  id: page === 0 ? 'home-first' : 'home-deep',
  title,
  path: `/api/transport/list?page=${page}&size=${DEFAULT_PAGE_SIZE}`,
  graphql: {
    query: `query ($page: PageInput) { deliveryStatus(page: $page) { items { ${DELIVERY_FIELDS} } total } }`,
    variables: { page: { page, size: DEFAULT_PAGE_SIZE } },
    field: 'deliveryStatus',
  },
  home: true,
});

const COMPANY_FIELDS = `companyId bizNo companyNm representativeNm bizType bizItem address telNo faxNo email rmk
  managerNm managerTelNo regionCd regionNm regionDtlCd regionDtlNm shipperYn shipperCd shipperNm useYn vatYn
  taxbilOutputYn billStdrCd billCharCd communicationFee untpc weightUntpc deliveryRouteId deliveryRouteNm
  deliveryRouteCd billCompanyId billCompanyNm excclcCompanyId excclcCompanyNm regDt version`;
const COMPANIES_QUERY = `query ($filter: CompanyFilterInput, $page: PageInput) {
  companies(filter: $filter, page: $page) { items { ${COMPANY_FIELDS} } total } }`;

const MEMBERS_QUERY = `query ($filter: MemberFilterInput, $page: PageInput) {
  members(filter: $filter, page: $page) { items { ${MEMBER_FIELDS} } total } }`;

/** Every list screen of the app, as the web app asks for it; `deepPage` from the day's size. */
export function benchLists(deepPage: number): BenchList[] {
  return [
    homePage(0, 'home grid, first page'),
    homePage(deepPage, `home grid, page ${deepPage}`),
    {
      id: 'members',
      title: 'users list',
      path: `/api/member/list?page=0&size=${DEFAULT_PAGE_SIZE}`,
      graphql: { query: MEMBERS_QUERY, variables: { page: { page: 0 } }, field: 'members' },
      home: false,
    },
    {
      id: 'members-filtered',
      title: `users list, name contains ${MEMBER_NAME}`,
      path: `/api/member/list?name=${encodeURIComponent(MEMBER_NAME)}&page=0&size=${DEFAULT_PAGE_SIZE}`,
      graphql: {
        query: MEMBERS_QUERY,
        variables: { filter: { name: MEMBER_NAME }, page: { page: 0 } },
        field: 'members',
      },
      home: false,
    },
    {
      id: 'companies-filtered',
      title: `company grid, name contains ${COMPANY_TEXT}`,
      path: `/api/company/list?companyNm=${encodeURIComponent(COMPANY_TEXT)}&page=0&size=${DEFAULT_PAGE_SIZE}`,
      graphql: {
        query: COMPANIES_QUERY,
        variables: { filter: { companyNm: COMPANY_TEXT }, page: { page: 0 } },
        field: 'companies',
      },
      restWireCodes: { billCharCd: BILL_CHARGE_TYPE_WIRE },
      home: false,
    },
    {
      id: 'company-search',
      title: `company autocomplete "${COMPANY_TEXT}"`,
      // Without page or size: the autocomplete's plain array (its 10 rows).
      path: `/api/company/list?companyNm=${encodeURIComponent(COMPANY_TEXT)}`,
      graphql: {
        query:
          'query ($name: String!) { companySearch(name: $name, size: 10) { companyId companyNm telNo address } }',
        variables: { name: COMPANY_TEXT },
        field: 'companySearch',
      },
      home: false,
    },
  ];
}

/** The targets measured for a list. */
export const targetsOf = (list: BenchList): readonly TargetName[] =>
  list.targets ?? ['bare', 'rest', 'graphql'];

/** The deep page to measure for a day of `total` lines: page 300, or the last page of a smaller day. */
export function deepPageFor(total: number): number {
  return Math.max(0, Math.min(DEEP_PAGE, Math.ceil(total / DEFAULT_PAGE_SIZE) - 1));
}
