import { UNBILLED_REASONS } from '@parcel/shared/settlement/billing';
import type { BenchListEntry, PagedBenchList } from './bench-lists';
import { screenPage } from './bench-lists';
import type { BenchPlan, FilterSamples, Period } from './bench-plan';

/** The delivery check's own page length (spec part 2). */
const CHECK_PAGE_SIZE = 10;

const CHECK_FIELDS = `shipmentId senderTransportId receiverTransportId requstDt senderCompanyNm senderRegionNm
  senderTelNo senderShipperNm receiverCompanyNm receiverRegionNm receiverRegionDtlNm receiverTelNo receiverMobileNo
  receiverAddress kindNm waybillNo trnsprtCd qty amount chargeCd chargeNm deliveryRouteNm collectorNm
  transportManager transportDate transportCodeNm pickupCheck memo delivered deliveryState`;
const CHECKS_QUERY = `query ($filter: DeliveryCheckFilterInput, $page: PageInput) {
  deliveryChecks(filter: $filter, page: $page) { items { ${CHECK_FIELDS} } total totalExact } }`;

/**
 * Each filter of the screen, one at a time: its sample, its id part, how the report names it, and
 * the filter it is given to when not the sample's own (a phone's end to the name filters).
 */
const FILTERS: { key: keyof FilterSamples; id: string; label: string; filter?: string }[] = [
  { key: 'chargeCd', id: 'charge', label: 'charge' },
  { key: 'senderRegionCd', id: 'sender-region', label: 'sender region' },
  { key: 'receiverRegionCd', id: 'receiver-region', label: 'receiver region' },
  { key: 'receiverRegionDtlCd', id: 'receiver-region-detail', label: 'receiver region detail' },
  { key: 'shipperCd', id: 'shipper-type', label: 'shipper type' },
  { key: 'senderCompanyNm', id: 'sender-name', label: 'sender name contains' },
  { key: 'receiverCompanyNm', id: 'receiver-name', label: 'receiver name contains' },
  { key: 'collectorNm', id: 'collector', label: 'collector name contains' },
  { key: 'senderTelNo', id: 'sender-phone', label: 'sender phone contains' },
  { key: 'receiverTelNo', id: 'receiver-phone', label: 'receiver phone contains' },
  {
    key: 'senderPhoneEnd',
    id: 'sender-phone-end',
    label: 'sender (name filter) phone ends with',
    filter: 'senderCompanyNm',
  },
  {
    key: 'receiverPhoneEnd',
    id: 'receiver-phone-end',
    label: 'receiver (name filter) phone ends with',
    filter: 'receiverCompanyNm',
  },
  { key: 'waybillNo', id: 'waybill', label: 'waybill number' },
];

/** The delivery check over `period` with `filter` (none: unfiltered). */
export function checks(
  period: Period,
  id: string,
  title: string,
  filter: Record<string, string>,
  loaded?: 'first',
): PagedBenchList {
  const variables = { startDate: period.startDate, endDate: period.endDate, ...filter };
  return {
    id,
    title: `delivery check (goods lines), ${title}${title ? ', ' : ''}${period.label}`,
    pageSize: CHECK_PAGE_SIZE,
    pageAt: (page) =>
      screenPage(
        '/api/transport/check-list',
        { query: CHECKS_QUERY, field: 'deliveryChecks' },
        variables,
        page,
        CHECK_PAGE_SIZE,
      ),
    ...(loaded && { loaded }),
  };
}

/**
 * The delivery check with a week (its default period) and with the widest (its filter sets no
 * limit: the whole history): unfiltered, then each filter alone with a value of the
 * week's newest transport (one customer's name or phone, one waybill, its codes; the last four digits
 * of its sender's and receiver's phones in the name filters, as a clerk finds a caller), then the
 * lines no invoice bills (unbilled: nobody, suspended), which the month-end close board links.
 */
export function deliveryCheckBenchLists(plan: BenchPlan): BenchListEntry[] {
  const periods = [
    { period: plan.week, id: 'week' },
    { period: plan.widest.unlimited, id: 'widest' },
  ];
  return periods.flatMap(({ period, id }) => [
    checks(period, `checks-${id}`, '', {}, id === 'week' ? 'first' : undefined),
    ...FILTERS.map((filter) =>
      checks(period, `checks-${id}-${filter.id}`, `${filter.label} ${plan.samples[filter.key]}`, {
        [filter.filter ?? filter.key]: plan.samples[filter.key],
      }),
    ),
    ...UNBILLED_REASONS.map((reason) =>
      checks(period, `checks-${id}-unbilled-${reason}`, `unbilled ${reason}`, { unbilled: reason }),
    ),
  ]);
}
