// The mixed run's readers: people at every list and settlement screen, each opening one screen after
// another as fast as the answers come, while the clerks write (mixed-clerks.ts).
import { benchLists, type BenchList, type BenchListEntry, isPaged, listPath, targetsOf } from './bench-lists';
import { periodOf, type BenchPlan, type Period } from './bench-plan';
import { type AppServer, appRequestFor, type TargetName } from './bench-targets';
import { type TimingLog, timedFetch } from './client-timings';
import { checks } from './delivery-check-bench-lists';
import { receivablesBenchLists } from './receivables-bench-lists';
import { arrivals, settlement, shipments, statsOf, transportBenchLists } from './transport-bench-lists';

/** The home screen's volume chart: the last 30 days by day (web dashboard-charts.tsx, VOLUME_DAYS). */
const VOLUME_DAYS = 30;

const MONTH_CLOSE_QUERY = `query ($input: MonthCloseInput!) { monthClose(input: $input) {
  year month receivedFrom receivedTo billedToNobodyLines billedToNobodyLink suspendedGroupLines suspendedGroupLink
  rows { billCompanyId billCompanyNm billCd periodStart periodEnd billHistoryId generatedAt companyCount totAmount
    staleCompanies undeliveredLines statementsSent statementsFailed statementsSkipped statementsUnsent
    taxBillDownloads closedAt closedByNm } } }`;
const DELIVERY_STATES_QUERY = `query { deliveryStateStats {
  startDate shipmentCount states { state stateNm shipmentCount } } }`;
const MONTHLY_REVENUE_QUERY = `query ($filter: InvoiceFilterInput) { monthlyRevenue(filter: $filter) {
  year months { month invoiceCount totAmount } } }`;

/** The home screen's charts besides the volume (GraphQL only). */
function homeChartsOf(today: string): BenchList[] {
  const year = Number(today.slice(0, 4));
  return [
    {
      id: 'home-delivery-states',
      title: 'home: goods lines by delivery state (today)',
      path: '',
      graphql: { query: DELIVERY_STATES_QUERY, variables: {}, field: 'deliveryStateStats' },
      targets: ['graphql'],
    },
    {
      id: 'home-revenue',
      title: `home: invoiced per month of ${year}`,
      path: '',
      graphql: { query: MONTHLY_REVENUE_QUERY, variables: { filter: { year } }, field: 'monthlyRevenue' },
      targets: ['graphql'],
    },
  ];
}

/**
 * The month-end close board of this month (월 마감, as the screen opens). One person's work, so the
 * mixed run gives it a reader of its own instead of putting it in every reader's walk: at 200,000
 * transports it ran into the request time limits (30 s REST, 15 s GraphQL), and four readers walking
 * it spent most of the run waiting there.
 */
export function monthCloseBoard(today: string): BenchList {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return {
    id: 'month-close',
    title: `month-end close board (${year}-${String(month).padStart(2, '0')})`,
    path: listPath('/api/month-close', { year, month }),
    graphql: { query: MONTH_CLOSE_QUERY, variables: { input: { year, month } }, field: 'monthClose' },
  };
}

/** A screen as it opens: its first page. */
function firstPage(entry: BenchListEntry): BenchList {
  if (!isPaged(entry)) return entry;
  const { pageSize: _size, pageAt, loaded: _loaded, ...list } = entry;
  return { ...list, ...pageAt(0), title: `${entry.title}, first page` };
}

/**
 * Every list and settlement screen the readers walk, each as it opens (its first page): the home
 * grid and charts; settlement by shipper, shipper details, the delivery check, shipments and
 * arrivals with today, a week and a month; invoices, receivables, companies, waybill ranges and
 * users (the month-end close board has its own reader: monthCloseBoard). The bench's own list
 * declarations where it has them.
 */
export function readerScreens(plan: BenchPlan): BenchList[] {
  const periods: { period: Period; id: string }[] = [
    { period: periodOf(plan.today, 1, 'today'), id: 'today' },
    { period: plan.week, id: 'week' },
    { period: plan.month, id: 'month' },
  ];
  const byId = (entries: BenchListEntry[], ...ids: string[]) =>
    entries.filter((entry) => ids.includes(entry.id));
  const general = benchLists(plan.samples.receiverPhoneEnd);
  const volume = periodOf(plan.today, VOLUME_DAYS, `${VOLUME_DAYS} days`);
  const entries: BenchListEntry[] = [
    ...byId(general, 'home'),
    statsOf('home-volume', `home: transports per day (${volume.label})`, volume, ['DAY']),
    ...periods.flatMap(({ period, id }) => [
      settlement('settlement', period, `settlement-${id}`),
      settlement('details', period, `details-${id}`),
      checks(period, `checks-${id}`, '', {}),
      shipments(period, `shipments-${id}`),
      arrivals(period, `arrivals-${id}`),
    ]),
    ...byId(general, 'invoices'),
    ...byId(receivablesBenchLists(plan), 'receivables'),
    ...byId(general, 'companies', 'members'),
    ...byId(transportBenchLists(plan), 'waybills'),
  ];
  return [...entries.map(firstPage), ...homeChartsOf(plan.today)];
}

/** A screen's request from one of the app's targets (REST, GraphQL), and its key in the timing log. */
export interface ScreenRequest {
  list: BenchList;
  target: Exclude<TargetName, 'bare'>;
  key: string;
}

/** Every screen from each of the app's targets that serve it. */
export function screenRequests(screens: BenchList[]): ScreenRequest[] {
  return screens.flatMap((list) =>
    targetsOf(list)
      .filter((target) => target !== 'bare')
      .map((target) => ({ list, target, key: `${list.id}/${target}` })),
  );
}

/**
 * `readers` people walking the screens round and round, each from its own starting screen, one
 * request after the other with no pause, until `until` (performance.now()), and each at least
 * through its share of the screens, so that a short run reads every one; each request's time in
 * `log` under its key.
 */
export async function runReaders(
  requests: ScreenRequest[],
  readers: number,
  until: number,
  servers: AppServer,
  log: TimingLog,
): Promise<void> {
  const share = Math.ceil(requests.length / readers);
  const reader = async (first: number) => {
    for (let index = first; index < first + share || performance.now() < until; index += 1) {
      const request = requests[index % requests.length]!;
      const { url, ...init } = appRequestFor(request.list, request.target, servers);
      log.record(request.key, await timedFetch(url, init));
    }
  };
  await Promise.all(Array.from({ length: readers }, (_, r) => reader(r * share)));
}
