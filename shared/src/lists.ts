/**
 * Page lengths of the list screens (spec part 2, section 9): 17 for most lists, 8 for the editor's
 * shipments grid, 10 for delivery check, 12 for settlement by shipper, 20 for shipper details. The
 * web's list card and the api's paging read them from here so both agree.
 */
export const LIST_PAGE_SIZES = [8, 10, 12, 17, 20] as const;
export type FixedListPageSize = (typeof LIST_PAGE_SIZES)[number];

/** The spec's standard page length. */
export const DEFAULT_PAGE_SIZE: FixedListPageSize = 17;

/** Whether a number (e.g. read from the URL) is one of the page lengths the screens use. */
export function isListPageSize(value: unknown): value is FixedListPageSize {
  return (LIST_PAGE_SIZES as readonly unknown[]).includes(value);
}
