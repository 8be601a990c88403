import { mayUseWorkbench } from '@parcel/shared/access';
import { MEMBER_GROUPS } from '@parcel/shared/forms/member-form';
import { APP_ROUTES, CUSTOMER_MENU_SECTION, mayOpenRoute } from '../routes';
import { MENU, menuFor } from './menu';

const labelsAndPaths = (sections: ReturnType<typeof menuFor>) =>
  sections.map(({ title, items }) => ({ title, items: items.map(({ path, label }) => ({ path, label })) }));

describe('the sidebar, read from the route table', () => {
  it('lists the spec’s sections and screens in the spec’s order', () => {
    expect(labelsAndPaths(MENU)).toEqual([
      {
        title: '기본 설정',
        items: [
          { path: '/settings/members', label: '사용자 관리' },
          { path: '/settings/companies', label: '업체 관리' },
          { path: '/settings/audit-log', label: '변경 이력' },
          { path: '/settings/notices', label: '공지사항' },
        ],
      },
      {
        title: '택배',
        items: [
          { path: '/transport/shipments', label: '운송 정보 입력' },
          { path: '/transport/import', label: '운송 정보 일괄 등록' },
          { path: '/transport/arrivals', label: '도착 물품' },
          { path: '/transport/check', label: '배송 확인' },
          { path: '/transport/settlement-by-shipper', label: '화주별 정산서' },
          { path: '/transport/shipper-details', label: '화주별 상세 내역' },
          { path: '/transport/route-settings', label: '배송 코스 설정' },
          { path: '/transport/waybill-preregister', label: '운송장 사전 등록' },
        ],
      },
      {
        title: '정산 관리',
        items: [
          { path: '/settlement/invoices', label: '청구서 관리' },
          { path: '/settlement/billCompany', label: '공급자 계좌 관리' },
          { path: '/settlement/close', label: '월 마감' },
          { path: '/settlement/receivables', label: '미수금 관리' },
          { path: '/settlement/deposits', label: '입금 내역 반영' },
        ],
      },
      { title: '분석', items: [{ path: '/analysis/graphql', label: 'GraphQL 워크벤치' }] },
    ]);
  });

  it('shows the analysts’ section only to the roles that may use the workbench', () => {
    expect(MENU.find((section) => section.title === '분석')?.items[0]?.visibleTo).toBe(mayUseWorkbench);
    expect(menuFor('member_pickup').map((section) => section.title)).toEqual([
      '기본 설정',
      '택배',
      '정산 관리',
    ]);
    expect(menuFor('admin').map((section) => section.title)).toEqual([
      '기본 설정',
      '택배',
      '정산 관리',
      '분석',
    ]);
  });

  it('shows 변경 이력 to 관리자 only, as the server answers its log to them only', () => {
    const seesAuditLog = (role: string | null) =>
      menuFor(role).some((section) => section.items.some((item) => item.path === '/settings/audit-log'));
    expect(MEMBER_GROUPS.filter(seesAuditLog)).toEqual(['admin']);
    expect(seesAuditLog(null)).toBe(false);
  });

  it('shows 공지사항 (writing notices) to 관리자 only; everyone reads them on the home screens', () => {
    const seesNotices = (role: string | null) =>
      menuFor(role).some((section) => section.items.some((item) => item.path === '/settings/notices'));
    expect(MEMBER_GROUPS.filter(seesNotices)).toEqual(['admin']);
    expect(seesNotices(null)).toBe(false);
  });

  it('has one route per path, and every screen a title', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of APP_ROUTES) expect(route.title.trim()).not.toBe('');
  });

  it('gives a customer (화주) exactly its six screens, landing page included', () => {
    expect(labelsAndPaths(menuFor('customer'))).toEqual([
      {
        title: CUSTOMER_MENU_SECTION,
        items: [
          { path: '/transport/shipments', label: '운송 정보' },
          { path: '/transport/import', label: '일괄 등록' },
          { path: '/transport/check', label: '배송 조회' },
          { path: '/my/invoices', label: '청구서' },
          { path: '/my/receivables', label: '미수금' },
          { path: '/account', label: '내 정보' },
        ],
      },
    ]);
  });

  it('leaves the customers’ own screens out of every staff menu', () => {
    const customerOnly = APP_ROUTES.filter((route) => route.customers === 'only').map((route) => route.path);
    expect(customerOnly).toEqual(['/my/invoices', '/my/receivables']);
    for (const role of MEMBER_GROUPS.filter((group) => group !== 'customer')) {
      const paths = menuFor(role).flatMap((section) => section.items.map((item) => item.path));
      expect(paths.filter((path) => customerOnly.includes(path) || path === '/account')).toEqual([]);
    }
  });

  it('opens to a customer only the routes the table marks, and every staff route to staff', () => {
    const customerRoutes = APP_ROUTES.filter((route) => mayOpenRoute(route, 'customer')).map(
      (route) => route.path,
    );
    expect(customerRoutes).toEqual([
      '/transport/shipments',
      '/transport/import',
      '/transport/shipments-editor',
      '/transport/shipments-editor/:deliveryId',
      '/transport/check',
      '/settlement/invoices/print',
      '/my/invoices',
      '/my/receivables',
      '/account',
    ]);
    // Every sidebar item of a customer is a route it may open.
    for (const item of menuFor('customer')[0]!.items) expect(customerRoutes).toContain(item.path);
    const staffRoutes = APP_ROUTES.filter((route) => mayOpenRoute(route, 'member_view'));
    expect(staffRoutes.map((route) => route.path)).not.toContain('/my/invoices');
    expect(staffRoutes.map((route) => route.path)).toContain('/settings/members');
    expect(staffRoutes.map((route) => route.path)).toContain('/account');
  });
});
