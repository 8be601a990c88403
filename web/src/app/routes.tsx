// The signed-in screens, each written once: its path, its title (the browser tab's), the page (a
// lazy chunk of its own) and its sidebar entry. The router (router.tsx), the sidebar (shell/menu.ts)
// and the tab title (shell/page-title.ts) read this table.
import { isCustomer, mayReadAuditLog, mayUseWorkbench, mayWrite } from '@parcel/shared/access';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The sidebar's sections, in their order (spec section 2, and the analysts' section). */
export const MENU_SECTIONS = ['기본 설정', '택배', '정산 관리', '분석'] as const;
export type MenuSectionTitle = (typeof MENU_SECTIONS)[number];

export interface AppRoute {
  path: string;
  /** The screen's name: its sidebar label and the browser tab's title. */
  title: string;
  page: LazyExoticComponent<ComponentType>;
  /** Where the sidebar lists it (in this table's order); screens reached from another have none. */
  menu?: MenuSectionTitle;
  /** Shown in the sidebar only to the roles this admits; everyone else sees every item. */
  visibleTo?: (role: string | null) => boolean;
  /** `bare`: a page opened in a window of its own to be printed, without header and sidebar. */
  frame?: 'bare';
  /**
   * Customers (화주) may open it: `true` beside staff, `'only'` for a customer's own screen (staff
   * see the 403 page there). Every route without it shows a customer the 403 page, as the server
   * refuses it the screen's data (docs/decisions.md#customer-accounts).
   */
  customers?: true | 'only';
  /** Its label in a customer's sidebar, in this table's order; customers see only these items. */
  customerMenu?: string;
}

/** The section holding a customer's whole sidebar. */
export const CUSTOMER_MENU_SECTION = '화주 메뉴';

/** Whether a role may open a route: staff every route but customers' own, customers theirs only. */
export function mayOpenRoute(route: Pick<AppRoute, 'customers'>, role: string | null): boolean {
  return isCustomer(role) ? route.customers !== undefined : route.customers !== 'only';
}

/** A named export of a module as a lazily loaded page. */
const page = <Module,>(load: () => Promise<Module>, name: keyof Module) =>
  lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));

export const LANDING_PATH = '/transport/check';

const MembersPage = page(() => import('../features/members/members-page'), 'MembersPage');
const CompaniesPage = page(() => import('../features/companies/companies-page'), 'CompaniesPage');
const TransportsPage = page(() => import('../features/transports/transports-page'), 'TransportsPage');
const TransportEditorPage = page(
  () => import('../features/transport-editor/transport-editor-page'),
  'TransportEditorPage',
);
const TransportImportPage = page(
  () => import('../features/transport-import/transport-import-page'),
  'TransportImportPage',
);
const ArrivalsPage = page(() => import('../features/arrivals/arrivals-page'), 'ArrivalsPage');
const ArrivalEditorPage = page(() => import('../features/arrivals/arrival-editor-page'), 'ArrivalEditorPage');
const DeliveryCheckPage = page(
  () => import('../features/delivery-check/delivery-check-page'),
  'DeliveryCheckPage',
);
const SettlementByShipperPage = page(
  () => import('../features/shipper-settlement/settlement-by-shipper-page'),
  'SettlementByShipperPage',
);
const ShipperDetailsPage = page(
  () => import('../features/shipper-settlement/shipper-details-page'),
  'ShipperDetailsPage',
);
const DeliveryRoutesPage = page(
  () => import('../features/delivery-routes/delivery-routes-page'),
  'DeliveryRoutesPage',
);
const WaybillsPage = page(() => import('../features/waybills/waybills-page'), 'WaybillsPage');
const InvoicesPage = page(() => import('../features/invoices/invoices-page'), 'InvoicesPage');
const StatementPrintPage = page(
  () => import('../features/invoices/statement-print-page'),
  'StatementPrintPage',
);
const MonthClosePage = page(() => import('../features/month-close/month-close-page'), 'MonthClosePage');
const SuppliersPage = page(() => import('../features/suppliers/suppliers-page'), 'SuppliersPage');
const ReceivablesPage = page(() => import('../features/receivables/receivables-page'), 'ReceivablesPage');
const BankDepositsPage = page(
  () => import('../features/bank-deposits/bank-deposits-page'),
  'BankDepositsPage',
);
const GraphqlWorkbenchPage = page(
  () => import('../features/graphql-workbench/graphql-workbench-page'),
  'GraphqlWorkbenchPage',
);
const DashboardPage = page(() => import('../features/home/dashboard-page'), 'DashboardPage');
const AuditLogPage = page(() => import('../features/audit-log/audit-log-page'), 'AuditLogPage');
const AccountPage = page(() => import('../features/account/account-page'), 'AccountPage');
const NoticesPage = page(() => import('../features/notices/notices-page'), 'NoticesPage');
const CustomerInvoicesPage = page(
  () => import('../features/customer/customer-invoices-page'),
  'CustomerInvoicesPage',
);
const CustomerReceivablesPage = page(
  () => import('../features/customer/customer-receivables-page'),
  'CustomerReceivablesPage',
);

/** The spec's route table (part 1, section 2), in the sidebar's order. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/settings/members', title: '사용자 관리', page: MembersPage, menu: '기본 설정' },
  { path: '/settings/companies', title: '업체 관리', page: CompaniesPage, menu: '기본 설정' },
  {
    path: '/settings/audit-log',
    title: '변경 이력',
    page: AuditLogPage,
    menu: '기본 설정',
    // 관리자 only, as the server's auditLog: other roles' sidebar leaves it out.
    visibleTo: mayReadAuditLog,
  },
  {
    path: '/settings/notices',
    title: '공지사항',
    page: NoticesPage,
    menu: '기본 설정',
    // 관리자 only, who write notices: everyone reads them on the home screens.
    visibleTo: (role) => mayWrite(role, 'notices'),
  },
  {
    path: '/transport/shipments',
    title: '운송 정보 입력',
    page: TransportsPage,
    menu: '택배',
    customers: true,
    customerMenu: '운송 정보',
  },
  {
    path: '/transport/import',
    title: '운송 정보 일괄 등록',
    page: TransportImportPage,
    menu: '택배',
    customers: true,
    customerMenu: '일괄 등록',
  },
  {
    path: '/transport/shipments-editor',
    title: '신규 운송 정보',
    page: TransportEditorPage,
    customers: true,
  },
  {
    path: '/transport/shipments-editor/:deliveryId',
    title: '운송 정보 수정',
    page: TransportEditorPage,
    customers: true,
  },
  { path: '/transport/arrivals', title: '도착 물품', page: ArrivalsPage, menu: '택배' },
  { path: '/transport/arrivals-editor/:id', title: '배송 처리', page: ArrivalEditorPage },
  // The landing page after sign-in.
  {
    path: LANDING_PATH,
    title: '배송 확인',
    page: DeliveryCheckPage,
    menu: '택배',
    customers: true,
    customerMenu: '배송 조회',
  },
  {
    path: '/transport/settlement-by-shipper',
    title: '화주별 정산서',
    page: SettlementByShipperPage,
    menu: '택배',
  },
  { path: '/transport/shipper-details', title: '화주별 상세 내역', page: ShipperDetailsPage, menu: '택배' },
  { path: '/transport/route-settings', title: '배송 코스 설정', page: DeliveryRoutesPage, menu: '택배' },
  { path: '/transport/waybill-preregister', title: '운송장 사전 등록', page: WaybillsPage, menu: '택배' },
  { path: '/settlement/invoices', title: '청구서 관리', page: InvoicesPage, menu: '정산 관리' },
  // The printable statement sets its own tab title (the company and month it shows).
  {
    path: '/settlement/invoices/print',
    title: '청구서 인쇄',
    page: StatementPrintPage,
    frame: 'bare',
    customers: true,
  },
  { path: '/settlement/billCompany', title: '공급자 계좌 관리', page: SuppliersPage, menu: '정산 관리' },
  { path: '/settlement/close', title: '월 마감', page: MonthClosePage, menu: '정산 관리' },
  { path: '/settlement/receivables', title: '미수금 관리', page: ReceivablesPage, menu: '정산 관리' },
  { path: '/settlement/deposits', title: '입금 내역 반영', page: BankDepositsPage, menu: '정산 관리' },
  {
    path: '/analysis/graphql',
    title: 'GraphQL 워크벤치',
    page: GraphqlWorkbenchPage,
    menu: '분석',
    visibleTo: mayUseWorkbench,
  },
  { path: '/dashboard', title: '대시보드', page: DashboardPage },
  // A customer's own screens: its invoices and its ledger (its companies', as the server limits them).
  {
    path: '/my/invoices',
    title: '청구서',
    page: CustomerInvoicesPage,
    customers: 'only',
    customerMenu: '청구서',
  },
  {
    path: '/my/receivables',
    title: '미수금',
    page: CustomerReceivablesPage,
    customers: 'only',
    customerMenu: '미수금',
  },
  // Everyone's own account; staff reach it from the header, customers from their sidebar.
  { path: '/account', title: '내 정보', page: AccountPage, customers: true, customerMenu: '내 정보' },
];
