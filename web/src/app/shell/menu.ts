import { mayUseWorkbench } from '@parcel/shared/access';

/**
 * The sidebar: the spec's three sections, every item listed for every user (spec section 2), and
 * the analysts' section, shown to the roles that may use it.
 */
export interface MenuItem {
  path: string;
  label: string;
  /** Shown only to the roles this admits; items without it are shown to everyone. */
  visibleTo?: (role: string | null) => boolean;
}

export interface MenuSection {
  title: string;
  items: MenuItem[];
}

export const MENU: MenuSection[] = [
  {
    title: '기본 설정',
    items: [
      { path: '/settings/members', label: '사용자 관리' },
      { path: '/settings/companies', label: '업체 관리' },
    ],
  },
  {
    title: '택배',
    items: [
      { path: '/transport/shipments', label: '운송 정보 입력' },
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
    ],
  },
  {
    title: '분석',
    items: [{ path: '/analysis/graphql', label: 'GraphQL 워크벤치', visibleTo: mayUseWorkbench }],
  },
];

/** The sections and items a role sees; a section left without items is left out. */
export function menuFor(role: string | null): MenuSection[] {
  return MENU.map((section) => ({
    ...section,
    items: section.items.filter((item) => item.visibleTo?.(role) ?? true),
  })).filter((section) => section.items.length > 0);
}

/** The label of a menu path, for page titles of screens still to be built. */
export function menuLabel(path: string): string {
  for (const section of MENU) {
    const item = section.items.find((entry) => entry.path === path);
    if (item) return item.label;
  }
  return '';
}
