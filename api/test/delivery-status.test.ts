// Today's delivery status (the home screen's grid) through GET /api/transport/list and GraphQL
// deliveryStatus, against the real server and database: one row per goods line of the day's
// transports, code names resolved, QTY and WEIGHT columns, order, paging, the date parameter. Rows
// call as member_view (every role may read deliveries); 401 without a token is security.test.ts's.
import { contract, contractHarness } from './contract';
import { rowInserter } from './rows';
import { createUser } from './http';

const ROW_FIELDS = `shipmentId senderTransportId transportProcessCd requstDt deliveryRegionId1 managerId companyNm1
  waybillNo sender chargeCd qty untpc sumAmount weight weightQty sumWeight rmk deliveryRegionId2 kindCode
  companyNm2 telNo2 mobileNo2 transportCourse pickupCheck transportManager transportDate transportCode memo
  companyNm2Address`;
const STATUS_QUERY = `query ($date: String, $page: PageInput) {
  deliveryStatus(date: $date, page: $page) { items { ${ROW_FIELDS} } total }
}`;
const BAD_DATE = '조회일(date)은 yyyy-MM-dd 형식이어야 합니다.';

/** Today and yesterday as Asia/Seoul calendar dates, computed here independently of the API. */
const seoulDate = (time: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(time));
const TODAY = seoulDate(Date.now());
const YESTERDAY = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const api = contractHarness();
type Inserted =
  'senderA' | 'senderB' | 'lineQty' | 'lineWeight' | 'lineLater' | 'lineB' | 'lineYesterday' | 'lineDeleted';
/** The rows inserted, by name, for the expectations. */
const ids = {} as Record<Inserted, number>;

const insert = rowInserter(api);
const sender = (values: Record<string, unknown>) => insert('transport_sender', 'sender_transport_id', values);
const receiver = (values: Record<string, unknown>) =>
  insert('transport_receiver', 'receiver_transport_id', values);
/** A goods line; quantity and unit price are the sender's and the receiver's alike. */
const line = ({ qty, untpc, ...values }: Record<string, unknown> & { qty: number; untpc: number }) =>
  insert('shipment', 'shipment_id', {
    ...{ sender_qty: qty, receiver_qty: qty, sender_untpc: untpc, receiver_untpc: untpc },
    ...{ sender_amount: qty * untpc, receiver_amount: qty * untpc },
    ...values,
  });

beforeAll(async () => {
  const collectorId = await createUser(
    api.server,
    'collector',
    'collector-pass-1',
    'member_pickup',
    '김집하',
  );
  const company = (biz_no: string, company_nm: string, more: Record<string, unknown> = {}) =>
    insert('company', 'company_id', { biz_no, company_nm, ...more });
  const senderCompany = await company('1018100001', '대성통신', {
    ...{ tel_no: '0531110001', region_cd: 'DAEGU', region_dtl_cd: 'BUKGU' },
  });
  const receiverCompany = await company('1018100002', '한빛상사', { tel_no: '0532220002' });
  const route = await insert('delivery_route', 'delivery_route_id', { delivery_route_nm: '수성 1코스' });
  const today = { requst_dt: TODAY, transport_process_cd: 'COMM_RECV', charge_cd: 'CH001' };

  // Transport A, today: two receivers; the second (sort order 1) has a QTY and a WEIGHT line.
  ids.senderA = await sender({
    ...today,
    ...{ sender_company_id: senderCompany, company_nm: '대성통신', manager_nm: '박보냄' },
    ...{ region_cd: 'DAEGU', region_dtl_cd: 'BUKGU', rmk: '취급주의', manager_id: collectorId },
  });
  const laterReceiver = await receiver({
    ...{ sender_transport_id: ids.senderA, company_nm: '두번째상회', sort_order: 2 },
  });
  const firstReceiver = await receiver({
    ...{ sender_transport_id: ids.senderA, receiver_company_id: receiverCompany, company_nm: '한빛상사' },
    ...{ tel_no: '0532220002', manager_tel_no: '01098765432', address: '대구 수성구 달구벌대로 1' },
    ...{ region_cd: 'DAEGU', region_dtl_cd: 'SUSEONGGU', delivery_route_id: route, sort_order: 1 },
  });
  const qtyLine = { trnsprt_cd: 'QTY', sort_order: 1 };
  ids.lineLater = await line({
    ...{ receiver_transport_id: laterReceiver, kind_cd: 'TAC0207', waybill_no: '900000000003' },
    ...{ ...qtyLine, qty: 1, untpc: 3000 },
  });
  // Inserted before the QTY line but sorted after it.
  ids.lineWeight = await line({
    ...{ receiver_transport_id: firstReceiver, kind_cd: 'TAC0201', waybill_no: '900000000002' },
    ...{ trnsprt_cd: 'WEIGHT', qty: 12, untpc: 1000, sort_order: 2 },
  });
  ids.lineQty = await line({
    ...{ receiver_transport_id: firstReceiver, kind_cd: 'TAC0202', waybill_no: '900000000001' },
    ...{ ...qtyLine, qty: 3, untpc: 4500, pickup_check: 'Y', transport_manager: '이배송' },
    ...{ transport_date: TODAY, transport_code: 'PARCEL', memo: '문 앞' },
  });

  // Transport B, today and newer: no codes for regions, no collector, no course.
  ids.senderB = await sender({
    ...today,
    transport_process_cd: 'PARCEL',
    charge_cd: 'CH002',
    company_nm: '뜨내기손님',
  });
  const bReceiver = await receiver({ sender_transport_id: ids.senderB, company_nm: '받는분', sort_order: 1 });
  ids.lineB = await line({
    ...{ receiver_transport_id: bReceiver, kind_cd: 'TAC0206', waybill_no: '900000000004' },
    ...{ ...qtyLine, qty: 2, untpc: 6000 },
  });

  // Yesterday's transport, and a deleted one of today: neither is on today's list.
  const fromSenderCompany = { sender_company_id: senderCompany, company_nm: '대성통신' };
  const yesterday = await sender({
    ...{ requst_dt: YESTERDAY, transport_process_cd: 'GENERAL', charge_cd: 'CH003', ...fromSenderCompany },
  });
  const yReceiver = await receiver({
    ...{ sender_transport_id: yesterday, receiver_company_id: receiverCompany, company_nm: '한빛상사' },
    sort_order: 1,
  });
  ids.lineYesterday = await line({
    ...{ receiver_transport_id: yReceiver, kind_cd: 'TAC0202', waybill_no: '900000000005' },
    ...{ ...qtyLine, qty: 1, untpc: 4000 },
  });
  const deleted = await sender({
    ...today,
    transport_process_cd: 'PARCEL',
    ...fromSenderCompany,
    del_yn: 'Y',
  });
  const dReceiver = await receiver({ sender_transport_id: deleted, company_nm: '삭제됨', sort_order: 1 });
  ids.lineDeleted = await line({
    ...{ receiver_transport_id: dReceiver, kind_cd: 'TAC0202', waybill_no: '900000000006' },
    ...{ ...qtyLine, qty: 1, untpc: 4000 },
  });
});

/** Today's lines in the order the grid shows them. */
const todayOrder = () => [ids.lineB, ids.lineQty, ids.lineWeight, ids.lineLater];
/** The rows of these lines, in this order. */
const lines = (shipmentIds: number[]) =>
  shipmentIds.map((shipmentId) => expect.objectContaining({ shipmentId }));
/** A list holding the row of this line, with these columns. */
const withLine = (key: Inserted, columns: Record<string, unknown>) => () =>
  expect.arrayContaining([expect.objectContaining({ shipmentId: ids[key], ...columns })]);
const transportList = (query = '') => `GET /api/transport/list${query}`;

const row = contract(api, { as: 'member_view' });

describe('GET /api/transport/list without parameters (the home screen)', () => {
  row("answers an array of today's goods lines: newest transport first, then receiver and line order", {
    rest: transportList(),
    status: 200,
    answer: () => lines(todayOrder()),
  });
  row("leaves out yesterday's and deleted transports", {
    rest: transportList(),
    status: 200,
    after: ({ answer }) => {
      const shown = (answer as { shipmentId: number }[]).map((line) => line.shipmentId);
      expect(shown).not.toContain(ids.lineYesterday);
      expect(shown).not.toContain(ids.lineDeleted);
    },
  });
  row('answers a QTY line with code names, region names, the collector and the delivery facts', {
    rest: transportList(),
    status: 200,
    answer: () =>
      expect.arrayContaining([
        {
          ...{ shipmentId: ids.lineQty, senderTransportId: ids.senderA, transportProcessCd: '통신수신' },
          ...{ requstDt: TODAY, deliveryRegionId1: '대구 북구', managerId: '김집하', companyNm1: '대성통신' },
          ...{ waybillNo: '900000000001', sender: '박보냄', chargeCd: '선불', qty: 3, untpc: 4500 },
          ...{ sumAmount: 13500, weight: null, weightQty: null, sumWeight: null, rmk: '취급주의' },
          ...{
            deliveryRegionId2: '대구 수성구',
            kindCode: '박스',
            companyNm2: '한빛상사',
            telNo2: '0532220002',
          },
          ...{ mobileNo2: '01098765432', transportCourse: '수성 1코스', pickupCheck: 'Y' },
          ...{ transportManager: '이배송', transportDate: TODAY, transportCode: '택배', memo: '문 앞' },
          companyNm2Address: '대구 수성구 달구벌대로 1',
        },
      ]),
  });
  row('answers a WEIGHT line in the weight columns only', {
    rest: transportList(),
    status: 200,
    answer: withLine('lineWeight', {
      ...{ kindCode: '서류', qty: null, untpc: null, sumAmount: null, weight: 1000, weightQty: 12 },
      ...{ sumWeight: 12000, pickupCheck: 'N', transportManager: null, transportDate: null },
      ...{ transportCode: null, memo: null },
    }),
  });
  row('answers null for what a transport does not have (region, collector, course)', {
    rest: transportList(),
    status: 200,
    answer: withLine('lineB', {
      ...{ transportProcessCd: '택배', chargeCd: '착불', kindCode: '마대', deliveryRegionId1: null },
      ...{ deliveryRegionId2: null, managerId: null, sender: null, transportCourse: null, telNo2: null },
      ...{ mobileNo2: null, qty: 2, untpc: 6000, sumAmount: 12000 },
    }),
  });
});

describe('GET /api/transport/list with date, page or size', () => {
  row('answers {items, total} a page at a time: the first page', {
    rest: transportList('?page=0&size=3'),
    status: 200,
    answer: () => ({ items: lines(todayOrder().slice(0, 3)), total: 4, totalExact: true }),
  });
  row('answers {items, total} a page at a time: the last page', {
    rest: transportList('?page=1&size=3'),
    status: 200,
    answer: () => ({ items: lines(todayOrder().slice(3)), total: 4, totalExact: true }),
  });
  row('answers {items, total} a page at a time: past the last page', {
    rest: transportList('?page=5&size=3'),
    status: 200,
    answer: { items: [], total: 4, totalExact: true },
  });
  row('picks the day with date', {
    rest: transportList(`?date=${YESTERDAY}`),
    status: 200,
    matches: () => ({
      items: [
        {
          shipmentId: ids.lineYesterday,
          requstDt: YESTERDAY,
          transportProcessCd: '일반',
          chargeCd: '신용(선불)',
        },
      ],
      total: 1,
      totalExact: true,
    }),
  });
  row("picks today's lines with today's date", {
    rest: transportList(`?date=${TODAY}&size=100`),
    status: 200,
    matches: { total: 4 },
  });
  row('answers no lines for a day without transports', {
    rest: transportList('?date=2001-01-01'),
    status: 200,
    answer: { items: [], total: 0, totalExact: true },
  });
  for (const date of [
    '2024-13-01',
    '2023-02-29',
    '20240101',
    '2024-1-1',
    'yesterday',
    '0000-01-01',
    "' or 1=1",
  ])
    row(`refuses the date ${JSON.stringify(date)} with 400 and the Korean message`, {
      rest: transportList(`?date=${encodeURIComponent(date)}`),
      status: 400,
      answer: { code: 'BAD_USER_INPUT', message: BAD_DATE, field: 'date' },
    });
  row('refuses a repeated date with 400', {
    rest: transportList(`?date=${TODAY}&date=${YESTERDAY}`),
    status: 400,
    matches: { message: BAD_DATE },
  });
  row('refuses a page size over 100 with 400 naming size', {
    rest: transportList('?size=101'),
    status: 400,
    matches: { field: 'size' },
  });
});

describe('GraphQL deliveryStatus', () => {
  row('answers the first 17 lines of today by default, the same rows as REST', {
    before: async (harness) => (await harness.rest('GET', '/api/transport/list', { as: 'member_view' })).body,
    graphql: STATUS_QUERY,
    status: 200,
    answer: (viaRest) => ({ deliveryStatus: { items: viaRest, total: 4 } }),
  });
  row('pages', {
    graphql: STATUS_QUERY,
    input: { page: { page: 1, size: 2 } },
    status: 200,
    answer: () => ({ deliveryStatus: { items: lines(todayOrder().slice(2, 4)), total: 4 } }),
  });
  row('picks the day', {
    graphql: STATUS_QUERY,
    input: { date: YESTERDAY },
    status: 200,
    matches: () => ({ deliveryStatus: { items: [{ shipmentId: ids.lineYesterday }] } }),
  });
  row('refuses a bad date with BAD_USER_INPUT, 400 and the Korean message', {
    graphql: STATUS_QUERY,
    input: { date: '2024-02-30' },
    code: 'BAD_USER_INPUT',
    matches: { message: BAD_DATE, extensions: { field: 'date' } },
  });

  it('reads the whole page with two SQL statements, the page and its count (no query per row)', async () => {
    const connection = api.server.db.orm.em.getConnection();
    const execute = jest.spyOn(connection, 'execute');
    try {
      const answer = await api.graphql<{ deliveryStatus: { items: unknown[] } }>(
        STATUS_QUERY,
        { page: { page: 0, size: 17 } },
        'member_view',
      );
      expect(answer.data!.deliveryStatus.items).toHaveLength(4);
      // The page and its count (paged-query.ts), besides the lookup of the caller's current role
      // and session (context.ts) and, this query not being one of the web app's, the analysts'
      // statement timeout (analyst-reads.ts).
      const statements = execute.mock.calls.map(([sql]) => String(sql));
      const listStatements = statements.filter(
        (sql) => !sql.includes('session_version') && !sql.includes("set_config('statement_timeout'"),
      );
      expect(listStatements).toHaveLength(2);
    } finally {
      execute.mockRestore();
    }
  });
});
