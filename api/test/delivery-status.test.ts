// Today's delivery status (the home screen's grid) through GET /api/transport/list and GraphQL
// deliveryStatus, against the real server and database: one row per goods line of the day's
// transports, code names resolved, QTY and WEIGHT columns, order, paging, the date parameter.
import { call, createUser, graphql, type HttpAnswer, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

interface RowJson {
  shipmentId: number;
  senderTransportId: number;
  transportProcessCd: string;
  requstDt: string;
  deliveryRegionId1: string | null;
  managerId: string | null;
  companyNm1: string;
  waybillNo: string | null;
  sender: string | null;
  chargeCd: string;
  qty: number | null;
  untpc: number | null;
  sumAmount: number | null;
  weight: number | null;
  weightQty: number | null;
  sumWeight: number | null;
  rmk: string | null;
  deliveryRegionId2: string | null;
  kindCode: string;
  companyNm2: string;
  telNo2: string | null;
  mobileNo2: string | null;
  transportCourse: string | null;
  pickupCheck: string;
  transportManager: string | null;
  transportDate: string | null;
  transportCode: string | null;
  memo: string | null;
  companyNm2Address: string | null;
}

interface PageJson {
  items: RowJson[];
  total: number;
}

interface ErrorJson {
  code: string;
  message: string;
  field?: string;
}

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

let server: TestServer;
let token: string;

/** The rows inserted, by name, for the expectations. */
const ids: Record<string, number> = {};

/** Runs an insert and answers the new row's id (the column `idColumn`). */
async function insert(sql: string, params: unknown[], idColumn: string): Promise<number> {
  const [row] = await server.db.orm.em
    .fork()
    .execute<{ id: number }[]>(`${sql} returning ${idColumn} as id`, params);
  if (typeof row?.id !== 'number') throw new Error(`insert failed: ${sql}`);
  return row.id;
}

const insertSender = (values: {
  date: string;
  process: string;
  charge: string;
  companyId: number | null;
  companyNm: string;
  managerNm?: string | null;
  region?: string | null;
  district?: string | null;
  rmk?: string | null;
  collectorId?: number | null;
  delYn?: string;
}) =>
  insert(
    `insert into transport_sender (requst_dt, transport_process_cd, charge_cd, sender_company_id, company_nm,
       manager_nm, region_cd, region_dtl_cd, rmk, manager_id, del_yn)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      values.date,
      values.process,
      values.charge,
      values.companyId,
      values.companyNm,
      values.managerNm ?? null,
      values.region ?? null,
      values.district ?? null,
      values.rmk ?? null,
      values.collectorId ?? null,
      values.delYn ?? 'N',
    ],
    'sender_transport_id',
  );

const insertReceiver = (values: {
  senderId: number;
  companyId: number | null;
  companyNm: string;
  telNo?: string | null;
  mobileNo?: string | null;
  address?: string | null;
  region?: string | null;
  district?: string | null;
  routeId?: number | null;
  sortOrder: number;
}) =>
  insert(
    `insert into transport_receiver (sender_transport_id, receiver_company_id, company_nm, tel_no, manager_tel_no,
       address, region_cd, region_dtl_cd, delivery_route_id, sort_order)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      values.senderId,
      values.companyId,
      values.companyNm,
      values.telNo ?? null,
      values.mobileNo ?? null,
      values.address ?? null,
      values.region ?? null,
      values.district ?? null,
      values.routeId ?? null,
      values.sortOrder,
    ],
    'receiver_transport_id',
  );

const insertLine = (values: {
  receiverId: number;
  kind: string;
  waybillNo: string;
  calculation: 'QTY' | 'WEIGHT';
  qty: number;
  untpc: number;
  sortOrder: number;
  pickupCheck?: string;
  transportManager?: string | null;
  transportDate?: string | null;
  transportCode?: string | null;
  memo?: string | null;
}) =>
  insert(
    `insert into shipment (receiver_transport_id, kind_cd, waybill_no, trnsprt_cd, sender_qty, receiver_qty,
       sender_untpc, receiver_untpc, sender_amount, receiver_amount, sort_order, pickup_check,
       transport_manager, transport_date, transport_code, memo)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      values.receiverId,
      values.kind,
      values.waybillNo,
      values.calculation,
      values.qty,
      values.qty,
      values.untpc,
      values.untpc,
      values.qty * values.untpc,
      values.qty * values.untpc,
      values.sortOrder,
      values.pickupCheck ?? 'N',
      values.transportManager ?? null,
      values.transportDate ?? null,
      values.transportCode ?? null,
      values.memo ?? null,
    ],
    'shipment_id',
  );

beforeAll(async () => {
  server = await startTestServer();
  // Every signed-in role may read deliveries; the least privileged one shows it.
  await createUser(server, 'viewer', 'viewer-pass-1', 'member_view');
  token = (await signIn(server, 'viewer', 'viewer-pass-1')).accessToken;

  const collectorId = await createUser(server, 'collector', 'collector-pass-1', 'member_pickup', '김집하');
  const senderCompany = await insert(
    `insert into company (biz_no, company_nm, tel_no, region_cd, region_dtl_cd) values (?, ?, ?, ?, ?)`,
    ['1018100001', '대성통신', '0531110001', 'DAEGU', 'BUKGU'],
    'company_id',
  );
  const receiverCompany = await insert(
    `insert into company (biz_no, company_nm, tel_no) values (?, ?, ?)`,
    ['1018100002', '한빛상사', '0532220002'],
    'company_id',
  );
  const route = await insert(
    `insert into delivery_route (delivery_route_nm) values (?)`,
    ['수성 1코스'],
    'delivery_route_id',
  );

  // Transport A, today: two receivers; the second (sort order 1) has a QTY and a WEIGHT line.
  ids.senderA = await insertSender({
    date: TODAY,
    process: 'COMM_RECV',
    charge: 'CH001',
    companyId: senderCompany,
    companyNm: '대성통신',
    managerNm: '박보냄',
    region: 'DAEGU',
    district: 'BUKGU',
    rmk: '취급주의',
    collectorId,
  });
  const laterReceiver = await insertReceiver({
    senderId: ids.senderA,
    companyId: null,
    companyNm: '두번째상회',
    sortOrder: 2,
  });
  const firstReceiver = await insertReceiver({
    senderId: ids.senderA,
    companyId: receiverCompany,
    companyNm: '한빛상사',
    telNo: '0532220002',
    mobileNo: '01098765432',
    address: '대구 수성구 달구벌대로 1',
    region: 'DAEGU',
    district: 'SUSEONGGU',
    routeId: route,
    sortOrder: 1,
  });
  ids.lineLater = await insertLine({
    receiverId: laterReceiver,
    kind: 'TAC0207',
    waybillNo: '900000000003',
    calculation: 'QTY',
    qty: 1,
    untpc: 3000,
    sortOrder: 1,
  });
  // Inserted before the QTY line but sorted after it.
  ids.lineWeight = await insertLine({
    receiverId: firstReceiver,
    kind: 'TAC0201',
    waybillNo: '900000000002',
    calculation: 'WEIGHT',
    qty: 12,
    untpc: 1000,
    sortOrder: 2,
  });
  ids.lineQty = await insertLine({
    receiverId: firstReceiver,
    kind: 'TAC0202',
    waybillNo: '900000000001',
    calculation: 'QTY',
    qty: 3,
    untpc: 4500,
    sortOrder: 1,
    pickupCheck: 'Y',
    transportManager: '이배송',
    transportDate: TODAY,
    transportCode: 'PARCEL',
    memo: '문 앞',
  });

  // Transport B, today and newer: no codes for regions, no collector, no course.
  ids.senderB = await insertSender({
    date: TODAY,
    process: 'PARCEL',
    charge: 'CH002',
    companyId: null,
    companyNm: '뜨내기손님',
  });
  const bReceiver = await insertReceiver({
    senderId: ids.senderB,
    companyId: null,
    companyNm: '받는분',
    sortOrder: 1,
  });
  ids.lineB = await insertLine({
    receiverId: bReceiver,
    kind: 'TAC0206',
    waybillNo: '900000000004',
    calculation: 'QTY',
    qty: 2,
    untpc: 6000,
    sortOrder: 1,
  });

  // Yesterday's transport, and a deleted one of today: neither is on today's list.
  ids.senderYesterday = await insertSender({
    date: YESTERDAY,
    process: 'GENERAL',
    charge: 'CH003',
    companyId: senderCompany,
    companyNm: '대성통신',
  });
  const yReceiver = await insertReceiver({
    senderId: ids.senderYesterday,
    companyId: receiverCompany,
    companyNm: '한빛상사',
    sortOrder: 1,
  });
  ids.lineYesterday = await insertLine({
    receiverId: yReceiver,
    kind: 'TAC0202',
    waybillNo: '900000000005',
    calculation: 'QTY',
    qty: 1,
    untpc: 4000,
    sortOrder: 1,
  });
  const deleted = await insertSender({
    date: TODAY,
    process: 'PARCEL',
    charge: 'CH001',
    companyId: senderCompany,
    companyNm: '대성통신',
    delYn: 'Y',
  });
  const dReceiver = await insertReceiver({
    senderId: deleted,
    companyId: null,
    companyNm: '삭제됨',
    sortOrder: 1,
  });
  ids.lineDeleted = await insertLine({
    receiverId: dReceiver,
    kind: 'TAC0202',
    waybillNo: '900000000006',
    calculation: 'QTY',
    qty: 1,
    untpc: 4000,
    sortOrder: 1,
  });
});
afterAll(() => server.close());

/** GET /api/transport/list with the query given (already encoded). */
const transportList = <Body = RowJson[]>(
  query = '',
  withToken: string | null = token,
): Promise<HttpAnswer<Body>> =>
  call<Body>(server, 'GET', `/api/transport/list${query}`, { token: withToken });

const deliveryStatus = (variables: Record<string, unknown> = {}, withToken: string | null = token) =>
  graphql<{ deliveryStatus: PageJson }>(server, STATUS_QUERY, variables, withToken);

const TODAY_ORDER = () => [ids.lineB, ids.lineQty, ids.lineWeight, ids.lineLater];

describe('GET /api/transport/list without parameters (the home screen)', () => {
  it("answers an array of today's goods lines: newest transport first, then receiver and line order", async () => {
    const answer = await transportList();
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body.map((row) => row.shipmentId)).toEqual(TODAY_ORDER());
  });

  it("leaves out yesterday's and deleted transports", async () => {
    const shown = (await transportList()).body.map((row) => row.shipmentId);
    expect(shown).not.toContain(ids.lineYesterday);
    expect(shown).not.toContain(ids.lineDeleted);
  });

  it('answers a QTY line with code names, region names, the collector and the delivery facts', async () => {
    const row = (await transportList()).body.find((line) => line.shipmentId === ids.lineQty);
    expect(row).toEqual({
      shipmentId: ids.lineQty,
      senderTransportId: ids.senderA,
      transportProcessCd: '통신수신',
      requstDt: TODAY,
      deliveryRegionId1: '대구 북구',
      managerId: '김집하',
      companyNm1: '대성통신',
      waybillNo: '900000000001',
      sender: '박보냄',
      chargeCd: '선불',
      qty: 3,
      untpc: 4500,
      sumAmount: 13500,
      weight: null,
      weightQty: null,
      sumWeight: null,
      rmk: '취급주의',
      deliveryRegionId2: '대구 수성구',
      kindCode: '박스',
      companyNm2: '한빛상사',
      telNo2: '0532220002',
      mobileNo2: '01098765432',
      transportCourse: '수성 1코스',
      pickupCheck: 'Y',
      transportManager: '이배송',
      transportDate: TODAY,
      transportCode: '택배',
      memo: '문 앞',
      companyNm2Address: '대구 수성구 달구벌대로 1',
    });
  });

  it('answers a WEIGHT line in the weight columns only', async () => {
    const row = (await transportList()).body.find((line) => line.shipmentId === ids.lineWeight);
    expect(row).toMatchObject({
      kindCode: '서류',
      qty: null,
      untpc: null,
      sumAmount: null,
      weight: 1000,
      weightQty: 12,
      sumWeight: 12000,
      pickupCheck: 'N',
      transportManager: null,
      transportDate: null,
      transportCode: null,
      memo: null,
    });
  });

  it('answers null for what a transport does not have (region, collector, course)', async () => {
    const row = (await transportList()).body.find((line) => line.shipmentId === ids.lineB);
    expect(row).toMatchObject({
      transportProcessCd: '택배',
      chargeCd: '착불',
      kindCode: '마대',
      deliveryRegionId1: null,
      deliveryRegionId2: null,
      managerId: null,
      sender: null,
      transportCourse: null,
      telNo2: null,
      mobileNo2: null,
      qty: 2,
      untpc: 6000,
      sumAmount: 12000,
    });
  });
});

describe('GET /api/transport/list with date, page or size', () => {
  it('answers {items, total} a page at a time', async () => {
    const first = await transportList<PageJson>('?page=0&size=3');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(4);
    expect(first.body.items.map((row) => row.shipmentId)).toEqual(TODAY_ORDER().slice(0, 3));

    const second = await transportList<PageJson>('?page=1&size=3');
    expect(second.body.total).toBe(4);
    expect(second.body.items.map((row) => row.shipmentId)).toEqual(TODAY_ORDER().slice(3));

    const past = await transportList<PageJson>('?page=5&size=3');
    expect(past.body).toEqual({ items: [], total: 4 });
  });

  it('picks the day with date', async () => {
    const answer = await transportList<PageJson>(`?date=${YESTERDAY}`);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(1);
    expect(answer.body.items).toHaveLength(1);
    expect(answer.body.items[0]).toMatchObject({
      shipmentId: ids.lineYesterday,
      requstDt: YESTERDAY,
      transportProcessCd: '일반',
      chargeCd: '신용(선불)',
    });
    expect((await transportList<PageJson>(`?date=${TODAY}&size=100`)).body.total).toBe(4);
    expect(await transportList<PageJson>('?date=2001-01-01')).toMatchObject({
      status: 200,
      body: { items: [], total: 0 },
    });
  });

  it.each([
    ['2024-13-01'],
    ['2023-02-29'],
    ['20240101'],
    ['2024-1-1'],
    ['yesterday'],
    ['0000-01-01'],
    ["' or 1=1"],
  ])('refuses the date %j with 400 and the Korean message', async (date) => {
    const answer = await transportList<ErrorJson>(`?date=${encodeURIComponent(date)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'BAD_USER_INPUT', message: BAD_DATE, field: 'date' });
  });

  it('refuses a repeated date and a bad page size with 400', async () => {
    const repeated = await transportList<ErrorJson>(`?date=${TODAY}&date=${YESTERDAY}`);
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe(BAD_DATE);
    const size = await transportList<ErrorJson>('?size=101');
    expect(size.status).toBe(400);
    expect(size.body.field).toBe('size');
  });

  it('answers 401 without a token', async () => {
    const answer = await transportList<ErrorJson>('', null);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' });
  });
});

describe('GraphQL deliveryStatus', () => {
  it('answers the first 17 lines of today by default, the same rows as REST', async () => {
    const answer = await deliveryStatus();
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.deliveryStatus.total).toBe(4);
    expect(answer.data!.deliveryStatus.items).toEqual((await transportList()).body);
  });

  it('pages and picks the day', async () => {
    const page = await deliveryStatus({ page: { page: 1, size: 2 } });
    expect(page.data!.deliveryStatus).toMatchObject({ total: 4 });
    expect(page.data!.deliveryStatus.items.map((row) => row.shipmentId)).toEqual(TODAY_ORDER().slice(2, 4));

    const yesterday = await deliveryStatus({ date: YESTERDAY });
    expect(yesterday.data!.deliveryStatus.items.map((row) => row.shipmentId)).toEqual([ids.lineYesterday]);
  });

  it('refuses a bad date with BAD_USER_INPUT, 400 and the Korean message', async () => {
    const answer = await deliveryStatus({ date: '2024-02-30' });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({
      message: BAD_DATE,
      extensions: { code: 'BAD_USER_INPUT', field: 'date' },
    });
  });

  it('answers 401 without a token', async () => {
    const answer = await deliveryStatus({}, null);
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reads the whole page with two SQL statements, the page and its count (no query per row)', async () => {
    const connection = server.db.orm.em.getConnection();
    const execute = jest.spyOn(connection, 'execute');
    try {
      const answer = await deliveryStatus({ page: { page: 0, size: 17 } });
      expect(answer.data!.deliveryStatus.items).toHaveLength(4);
      // The page and its count (paged-query.ts), besides the lookup of the caller's current role
      // and session (context.ts).
      const statements = execute.mock.calls.map(([sql]) => String(sql));
      expect(statements.filter((sql) => !sql.includes('session_version'))).toHaveLength(2);
    } finally {
      execute.mockRestore();
    }
  });
});
