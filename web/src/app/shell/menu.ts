import { isCustomer } from '@parcel/shared/access';
import { APP_ROUTES, CUSTOMER_MENU_SECTION, MENU_SECTIONS, type MenuSectionTitle } from '../routes';

/**
 * The sidebar: the spec's three sections, every item listed for every user (spec section 2), and
 * the screens only some roles may use (the analysts' section, the admins' 변경 이력), shown to those
 * roles. Items are the route table's screens that name a section.
 */
export interface MenuItem {
  path: string;
  label: string;
  /** Shown only to the roles this admits; items without it are shown to everyone. */
  visibleTo?: (role: string | null) => boolean;
}

export interface MenuSection {
  title: MenuSectionTitle | typeof CUSTOMER_MENU_SECTION;
  items: MenuItem[];
}

export const MENU: MenuSection[] = MENU_SECTIONS.map((title) => ({
  title,
  items: APP_ROUTES.filter((route) => route.menu === title).map(({ path, title: label, visibleTo }) => ({
    path,
    label,
    visibleTo,
  })),
}));

/** A customer's (화주) sidebar: one section of the route table's screens with a customer label. */
export const CUSTOMER_MENU: MenuSection[] = [
  {
    title: CUSTOMER_MENU_SECTION,
    items: APP_ROUTES.flatMap(({ path, customerMenu }) =>
      customerMenu ? [{ path, label: customerMenu }] : [],
    ),
  },
];

/**
 * The sections and items a role sees; a section left without items is left out. A customer sees
 * its own menu only.
 */
export function menuFor(role: string | null): MenuSection[] {
  if (isCustomer(role)) return CUSTOMER_MENU;
  return MENU.map((section) => ({
    ...section,
    items: section.items.filter((item) => item.visibleTo?.(role) ?? true),
  })).filter((section) => section.items.length > 0);
}
