// Arrivals (택배 > 도착 정보) through the REST shim and GraphQL against the real server and database:
// the list (one row per goods line of the live transports, its filters, the delivering course),
// one line for the arrivals editor, recording a delivery (the shared form's checks, a known code,
// the optimistic lock, clearing), the export, and the scan that marks a line delivered today
// (atomic: of two scans at once one delivers). 401 and per-role 403 are security.test.ts's.
import ExcelJS from 'exceljs';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { checkedFields } from '@parcel/shared/forms/ordered-form';
import { deliveryRecordSchema } from '@parcel/shared/forms/delivery-record-form';
import { contractHarness, contractRows, koreanMentioning, type NamedRow } from './contract';
import { badInput } from './kit';
import { rowInserter } from './rows';

const TODAY = seoulToday();
const YESTERDAY = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const TOMORROW = new Date(Date.parse(`${TODAY}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const api = contractHarness();
const em = () => api.server.db.orm.em.fork();

const insert = rowInserter(api);
const sender = (values: Record<string, unknown>) =>
  insert('transport_sender', 'sender_transport_id', {
    transport_process_cd: 'COMM_RECV',
    charge_cd: 'CH001',
    requst_dt: TODAY,
    ...values,
  });
const receiver = (values: Record<string, unknown>) =>
  insert('transport_receiver', 'receiver_transport_id', values);
const line = (receiverId: number, waybillNo: string | null, values: Record<string, unknown> = {}) =>
  insert('shipment', 'shipment_id', {
    receiver_transport_id: receiverId,
    kind_cd: 'TAC0202',
    waybill_no: waybillNo,
    ...{ sender_qty: 2, receiver_qty: 2, sender_untpc: 3000, receiver_untpc: 2500 },
    ...{ sender_amount: 6000, receiver_amount: 5000 },
    ...values,
  });

const ids = {} as Record<
  | 'routeNorth'
  | 'routeSouth'
  | 'senderA'
  | 'senderB'
  | 'receiverA1'
  | 'receiverA2'
  | 'receiverB1'
  | 'lineA1a'
  | 'lineA1b'
  | 'lineA2'
  | 'lineB1'
  | 'lineOld'
  | 'lineDeleted'
  | 'lineRecord'
  | 'lineStale'
  | 'lineScan',
  number
>;

/** Lines for the record and scan tests live on a day far away, so the list rows never see them. */
const WORK_DAY = '2022-06-01';

beforeAll(async () => {
  ids.routeNorth = await insert('delivery_route', 'delivery_route_id', {
    delivery_route_nm: '북구 도착코스',
  });
  ids.routeSouth = await insert('delivery_route', 'delivery_route_id', {
    delivery_route_nm: '남구 도착코스',
  });

  ids.senderA = await sender({
    ...{ company_nm: '도착물산', delivery_route_id: ids.routeNorth, region_cd: 'DAEGU' },
    ...{ region_dtl_cd: 'BUKGU', manager_nm: '박보냄', tel_no: '0531110001' },
  });
  // Its own course: the delivering course is the receiver's.
  ids.receiverA1 = await receiver({
    ...{ sender_transport_id: ids.senderA, company_nm: '한솔상회', sort_order: 1 },
    ...{
      region_cd: 'DAEGU',
      region_dtl_cd: 'SUSEONGGU',
      tel_no: '0532220002',
      delivery_route_id: ids.routeSouth,
    },
  });
  // No course of its own: the sender's.
  ids.receiverA2 = await receiver({
    sender_transport_id: ids.senderA,
    company_nm: '두루마트',
    sort_order: 2,
  });
  ids.lineA1b = await line(ids.receiverA1, '700000000002', { sort_order: 2, kind_cd: 'TAC0201' });
  ids.lineA1a = await line(ids.receiverA1, '700000000001', { sort_order: 1 });
  ids.lineA2 = await line(ids.receiverA2, '700000000003');

  ids.senderB = await sender({ company_nm: '나래유통', charge_cd: 'CH002' });
  ids.receiverB1 = await receiver({ sender_transport_id: ids.senderB, company_nm: '한솔마트' });
  ids.lineB1 = await line(ids.receiverB1, '700000000004');

  const old = await sender({ company_nm: '도착물산', requst_dt: YESTERDAY });
  ids.lineOld = await line(
    await receiver({ sender_transport_id: old, company_nm: '어제상회' }),
    '700000000005',
  );

  const deleted = await sender({ company_nm: '도착물산', del_yn: 'Y' });
  ids.lineDeleted = await line(
    await receiver({ sender_transport_id: deleted, company_nm: '지운상회' }),
    '700000000006',
  );

  const work = await sender({ company_nm: '작업상사', requst_dt: WORK_DAY });
  const workReceiver = await receiver({ sender_transport_id: work, company_nm: '작업받는곳' });
  ids.lineRecord = await line(workReceiver, '700000000101');
  ids.lineStale = await line(workReceiver, '700000000102');
  ids.lineScan = await line(workReceiver, '700000000103');
  // Scanned in the concurrency test.
  for (let n = 0; n < 5; n++) await line(workReceiver, `70000000020${n}`);
});

const list = (query: string) => `GET /api/transport/arrivals-list?${query}`;
const today = `startDate=${TODAY}&endDate=${TODAY}`;
const lineRows = (...keys: (keyof typeof ids)[]) =>
  keys.map((key) => expect.objectContaining({ shipmentId: ids[key] }) as unknown);

const ARRIVAL_FIELDS = `shipmentId receiverTransportId senderTransportId receiverCompanyNm waybillNo kindNm
  deliveryRouteNm transportManager transportDate transportCode transportNm pickupCheck memo version`;
const ARRIVALS = `query ($filter: ArrivalFilterInput, $page: PageInput) {
  arrivals(filter: $filter, page: $page) { items { ${ARRIVAL_FIELDS} } total }
}`;
const ARRIVAL = `query ($shipmentId: Int!) { arrival(shipmentId: $shipmentId) { ${ARRIVAL_FIELDS} } }`;
const RECORD = `mutation ($input: DeliveryRecordInput!) { recordDelivery(input: $input) { ${ARRIVAL_FIELDS} } }`;
const SCAN = `mutation ($waybillNo: String!) {
  scanDelivery(waybillNo: $waybillNo) {
    status waybillNo message shipmentId transportDate transportManager receiverCompanyNm kindNm version
  }
}`;

describe('the delivery record form the API parses with', () => {
  it('checks in the form order', () => {
    expect(checkedFields(deliveryRecordSchema)).toEqual([
      'transportManager',
      'transportDate',
      'transportCode',
      'pickupCheck',
      'memo',
    ]);
  });
});

describe('GET /api/transport/arrivals-list and GraphQL arrivals', () => {
  const rows: NamedRow[] = [
    {
      name: "the period alone: today's goods lines of live transports, newest transport first, lines in order",
      rest: list(`${today}&page=0&size=17`),
      status: 200,
      answer: () => ({
        items: lineRows('lineB1', 'lineA1a', 'lineA1b', 'lineA2'),
        total: 4,
        totalExact: true,
      }),
    },
    {
      name: 'answers a plain array without page or size, today by default',
      rest: list(''),
      status: 200,
      answer: () => lineRows('lineB1', 'lineA1a', 'lineA1b', 'lineA2'),
    },
    {
      name: "a row carries the receiver's, the goods' (receiver prices) and the sender's columns",
      rest: list(`${today}&senderCompanyNm=${encodeURIComponent('도착')}&size=1`),
      status: 200,
      matches: () => ({
        items: [
          {
            ...{
              shipmentId: ids.lineA1a,
              receiverTransportId: ids.receiverA1,
              senderTransportId: ids.senderA,
            },
            ...{ requstDt: TODAY, regDt: expect.any(String) as unknown, receiverCompanyId: null },
            ...{ receiverRegionNm: '대구', receiverRegionCd: 'DAEGU', receiverRegionDtlNm: '수성구' },
            ...{ receiverRegionDtlCd: 'SUSEONGGU', senderDeliveryRouteNm: '북구 도착코스' },
            ...{ deliveryRouteId: ids.routeSouth, deliveryRouteNm: '남구 도착코스' },
            ...{
              receiverCompanyNm: '한솔상회',
              receiverTelNo: '0532220002',
              chargeNm: '선불',
              chargeCd: 'CH001',
            },
            ...{ kindCd: 'TAC0202', kindNm: '박스', waybillNo: '700000000001', trnsprtCd: 'QTY' },
            ...{ receiverQty: 2, receiverUntpc: 2500, receiverAmount: 5000 },
            ...{ senderCompanyNm: '도착물산', senderTelNo: '0531110001', senderManagerNm: '박보냄' },
            ...{ senderRegionNm: '대구', senderRegionDtlNm: '북구', pickupCheck: 'N' },
            ...{ transportManager: null, transportDate: null, transportCode: null, transportNm: null },
            ...{ memo: null, version: 1 },
          },
        ],
        total: 3,
        totalExact: true,
      }),
    },
    {
      name: "deliveryRouteId keeps lines of the receiver's course",
      rest: () => list(`${today}&deliveryRouteId=${ids.routeSouth}`),
      status: 200,
      answer: () => lineRows('lineA1a', 'lineA1b'),
    },
    {
      name: "deliveryRouteId falls back to the sender's course for a receiver without one",
      rest: () => list(`${today}&deliveryRouteId=${ids.routeNorth}`),
      status: 200,
      answer: () => lineRows('lineA2'),
    },
    {
      name: 'deliveryRouteId 0 means every course',
      rest: list(`${today}&deliveryRouteId=0`),
      status: 200,
      answer: () => lineRows('lineB1', 'lineA1a', 'lineA1b', 'lineA2'),
    },
    {
      name: 'receiverCompanyNm keeps the lines of receivers whose name contains it',
      rest: list(`${today}&receiverCompanyNm=${encodeURIComponent('한솔')}`),
      status: 200,
      answer: () => lineRows('lineB1', 'lineA1a', 'lineA1b'),
    },
    {
      name: 'sender and receiver filters together; LIKE wildcards are text',
      rest: list(`${today}&senderCompanyNm=${encodeURIComponent('나래')}&receiverCompanyNm=%25`),
      status: 200,
      answer: [],
    },
    {
      name: 'a period over two days adds yesterday’s lines after today’s',
      rest: list(`startDate=${YESTERDAY}&endDate=${TODAY}&senderCompanyNm=${encodeURIComponent('도착')}`),
      status: 200,
      answer: () => lineRows('lineA1a', 'lineA1b', 'lineA2', 'lineOld'),
    },
    {
      name: 'every signed-in role reads the list, paged',
      as: 'member_view',
      rest: list(`${today}&page=1&size=3`),
      status: 200,
      answer: () => ({ items: lineRows('lineA2'), total: 4, totalExact: true }),
    },
    {
      name: 'a malformed start date is a 400 naming startDate',
      rest: list('startDate=2024-02-30'),
      code: 'BAD_USER_INPUT',
      answer: badInput('접수 시작일(startDate)은 yyyy-MM-dd 형식이어야 합니다.', 'startDate'),
    },
    {
      name: 'an end before the start is a 400 naming endDate',
      rest: list(`startDate=${TODAY}&endDate=${YESTERDAY}`),
      code: 'BAD_USER_INPUT',
      matches: { field: 'endDate', message: koreanMentioning('endDate') },
    },
    {
      name: 'a course that is not a whole number is a 400 naming deliveryRouteId',
      rest: list('deliveryRouteId=abc'),
      code: 'BAD_USER_INPUT',
      matches: { field: 'deliveryRouteId', message: koreanMentioning('deliveryRouteId') },
    },
    {
      name: 'a page size over 100 is a 400 naming size',
      rest: list('size=101'),
      code: 'BAD_USER_INPUT',
      matches: { field: 'size' },
    },
    {
      name: 'pages the list over GraphQL with filters',
      graphql: ARRIVALS,
      input: () => ({ filter: { deliveryRouteId: ids.routeSouth }, page: { page: 0, size: 1 } }),
      status: 200,
      matches: () => ({
        arrivals: { items: [{ shipmentId: ids.lineA1a, deliveryRouteNm: '남구 도착코스' }], total: 2 },
      }),
    },
  ];
  contractRows(api, {}, rows);

  it('exports the filtered lines as an .xlsx with Korean headers', async () => {
    const token = await api.token('member_view');
    const response = await fetch(`${api.server.url}/api/transport/arrivals-excel?${today}`, {
      headers: { authorization: `Bearer ${String(token)}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['물품 번호', '접수일', '운송장 번호']);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(1).value).toBe(ids.lineB1);
  });
});

describe('one goods line: GET /api/transport/arrival/{shipmentId} and GraphQL arrival', () => {
  contractRows(api, {}, [
    {
      name: 'answers the line with its delivery facts and version',
      as: 'member_view',
      rest: () => `GET /api/transport/arrival/${ids.lineA2}`,
      status: 200,
      matches: () => ({
        shipmentId: ids.lineA2,
        receiverCompanyNm: '두루마트',
        deliveryRouteNm: '북구 도착코스',
      }),
    },
    {
      name: 'a line of a deleted transport is not found',
      rest: () => `GET /api/transport/arrival/${ids.lineDeleted}`,
      code: 'NOT_FOUND',
      answer: { code: 'NOT_FOUND', message: '물품(운송장) 정보를 찾을 수 없습니다.' },
    },
    {
      name: 'an id that is not a positive number is a 400 naming it',
      rest: 'GET /api/transport/arrival/abc',
      code: 'BAD_USER_INPUT',
      matches: { message: koreanMentioning('shipmentId') },
    },
    {
      name: 'answers over GraphQL',
      graphql: ARRIVAL,
      input: () => ({ shipmentId: ids.lineB1 }),
      status: 200,
      matches: () => ({ arrival: { shipmentId: ids.lineB1, receiverCompanyNm: '한솔마트', version: 1 } }),
    },
    {
      name: 'answers NOT_FOUND over GraphQL for an unknown line',
      graphql: ARRIVAL,
      input: { shipmentId: 99999999 },
      code: 'NOT_FOUND',
    },
  ]);
});

describe('recording a delivery: PUT /api/transport/arrival/{shipmentId} and GraphQL recordDelivery', () => {
  const record = (key: keyof typeof ids = 'lineRecord') => `PUT /api/transport/arrival/${ids[key]}`;
  const delivery = {
    transportManager: ' 김배송 ',
    transportDate: YESTERDAY,
    transportCode: 'DIRECT',
    pickupCheck: 'Y',
    memo: '경비실 보관',
  };
  const versionOf = async (key: keyof typeof ids) => {
    const [row] = await em().execute<{ version: number }[]>(
      'select version from shipment where shipment_id = ?',
      [ids[key]],
    );
    return row!.version;
  };

  contractRows(api, {}, [
    {
      name: 'member_delivery records a delivery: trimmed, the code named, the version raised',
      as: 'member_delivery',
      rest: () => record(),
      input: { ...delivery, version: 1 },
      status: 200,
      matches: () => ({
        shipmentId: ids.lineRecord,
        ...{
          transportManager: '김배송',
          transportDate: YESTERDAY,
          transportCode: 'DIRECT',
          transportNm: '직송',
        },
        ...{ pickupCheck: 'Y', memo: '경비실 보관', version: 2 },
      }),
      after: async () => {
        // The home grid's legacy call for that day shows it at once.
        const home = await api.rest<{ items: unknown[] }>('GET', `/api/transport/list?date=${WORK_DAY}`);
        expect(home.body.items).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              shipmentId: ids.lineRecord,
              transportManager: '김배송',
              transportCode: '직송',
            }),
          ]),
        );
      },
    },
    {
      name: 'a stale version is a 409 with a Korean message',
      rest: () => record(),
      input: { ...delivery, version: 1 },
      code: 'CONFLICT',
      matches: { message: koreanMentioning('새로 고친') },
    },
    {
      name: 'an empty date records it as not delivered (undo), without a version check when none is sent',
      rest: () => record(),
      input: { transportDate: '', transportManager: '', transportCode: '', pickupCheck: 'N' },
      status: 200,
      matches: {
        transportDate: null,
        transportManager: null,
        transportCode: null,
        pickupCheck: 'N',
        version: 3,
      },
    },
    {
      name: 'a date without a manager is a 400 naming transportManager',
      rest: () => record('lineStale'),
      input: { ...delivery, transportManager: '' },
      code: 'BAD_USER_INPUT',
      answer: badInput('배송 담당은 필수 입력 항목입니다.', 'transportManager'),
    },
    {
      name: 'a date that is not a calendar date is a 400 naming transportDate',
      rest: () => record('lineStale'),
      input: { ...delivery, transportDate: '2023-02-29' },
      code: 'BAD_USER_INPUT',
      answer: badInput('올바른 배송 완료일 형식이 아닙니다.', 'transportDate'),
    },
    {
      name: 'a date after today is a 400 naming transportDate',
      rest: () => record('lineStale'),
      input: { ...delivery, transportDate: TOMORROW },
      code: 'BAD_USER_INPUT',
      answer: badInput('배송 완료일은 오늘 이후일 수 없습니다.', 'transportDate'),
    },
    {
      name: 'a date without a code is a 400 naming transportCode',
      rest: () => record('lineStale'),
      input: { ...delivery, transportCode: ' ' },
      code: 'BAD_USER_INPUT',
      answer: badInput('배송 구분은 필수 입력 항목입니다.', 'transportCode'),
    },
    {
      name: 'an unknown delivery code is a 400 naming transportCode',
      rest: () => record('lineStale'),
      input: { ...delivery, transportCode: 'TELEPORT' },
      code: 'BAD_USER_INPUT',
      answer: badInput('올바른 배송 구분 형식이 아닙니다.', 'transportCode'),
    },
    {
      name: 'a pickup check other than Y or N is a 400 naming pickupCheck',
      rest: () => record('lineStale'),
      input: { ...delivery, pickupCheck: 'maybe' },
      code: 'BAD_USER_INPUT',
      matches: { field: 'pickupCheck' },
    },
    {
      name: 'a version that is not a number is a 400 naming version',
      rest: () => record('lineStale'),
      input: { ...delivery, version: 'x' },
      code: 'BAD_USER_INPUT',
      matches: { field: 'version' },
    },
    {
      name: 'a body that is not an object is a 400, never a 5xx',
      rest: () => record('lineStale'),
      input: ['x'],
      status: 400,
    },
    {
      name: 'a line of a deleted transport is not found',
      rest: () => record('lineDeleted'),
      input: delivery,
      code: 'NOT_FOUND',
    },
    {
      name: 'member_pickup may not record deliveries',
      as: 'member_pickup',
      rest: () => record('lineStale'),
      input: delivery,
      code: 'FORBIDDEN',
    },
    {
      name: 'records over GraphQL',
      graphql: RECORD,
      input: () => ({
        input: { shipmentId: ids.lineStale, version: 1, ...delivery, transportCode: 'PARCEL' },
      }),
      status: 200,
      matches: () => ({
        recordDelivery: {
          shipmentId: ids.lineStale,
          transportNm: '택배',
          transportManager: '김배송',
          version: 2,
        },
      }),
    },
    {
      name: 'a stale version over GraphQL is CONFLICT',
      graphql: RECORD,
      input: () => ({ input: { shipmentId: ids.lineStale, version: 1, ...delivery } }),
      code: 'CONFLICT',
    },
  ]);

  it('leaves nothing written when refused', async () => {
    const before = await versionOf('lineStale');
    await api.rest('PUT', `/api/transport/arrival/${ids.lineStale}`, {
      body: { ...delivery, transportCode: 'TELEPORT' },
    });
    expect(await versionOf('lineStale')).toBe(before);
  });
});

describe('scanning: POST /api/transport/arrival/scan and GraphQL scanDelivery', () => {
  const scan = 'POST /api/transport/arrival/scan';
  contractRows(api, {}, [
    {
      name: 'a known number (hyphens allowed) is delivered today with the caller as manager',
      rest: scan,
      input: { waybillNo: '7000-0000-0103' },
      status: 200,
      answer: () => ({
        ...{ status: 'DELIVERED', waybillNo: '700000000103', message: '배송 완료로 처리했습니다.' },
        ...{ shipmentId: ids.lineScan, transportDate: TODAY, transportManager: '관리자' },
        ...{ receiverCompanyNm: '작업받는곳', kindNm: '박스', version: 2 },
      }),
      after: async () => {
        const arrival = await api.rest<Record<string, unknown>>(
          'GET',
          `/api/transport/arrival/${ids.lineScan}`,
        );
        // A communication transport's line: delivered by communication (통신).
        expect(arrival.body).toMatchObject({
          transportDate: TODAY,
          transportCode: 'COMM',
          transportNm: '통신',
        });
      },
    },
    {
      name: 'the same number again is already delivered, with its date',
      rest: scan,
      input: { waybillNo: '700000000103' },
      status: 200,
      matches: () => ({
        status: 'ALREADY_DELIVERED',
        message: `이미 배송 완료된 운송장입니다. (${TODAY})`,
        shipmentId: ids.lineScan,
        transportDate: TODAY,
        version: 2,
      }),
    },
    {
      name: 'a number no line has is unknown',
      rest: scan,
      input: { waybillNo: '999999999999' },
      status: 200,
      answer: {
        ...{ status: 'UNKNOWN', waybillNo: '999999999999', message: '등록되지 않은 운송장 번호입니다.' },
        ...{ shipmentId: null, transportDate: null, transportManager: null, receiverCompanyNm: null },
        ...{ kindNm: null, version: null },
      },
    },
    {
      name: 'a number of a deleted transport is unknown',
      rest: scan,
      input: { waybillNo: '700000000006' },
      status: 200,
      matches: { status: 'UNKNOWN' },
    },
    {
      name: 'no number is a 400 naming waybillNo',
      rest: scan,
      input: { waybillNo: '  ' },
      code: 'BAD_USER_INPUT',
      answer: badInput('운송장 번호는 필수 입력 항목입니다.', 'waybillNo'),
    },
    {
      name: 'letters are a 400 naming waybillNo',
      rest: scan,
      input: { waybillNo: '70000abc' },
      code: 'BAD_USER_INPUT',
      answer: badInput('올바른 운송장 번호 형식이 아닙니다.', 'waybillNo'),
    },
    {
      name: 'more than 20 digits is a 400',
      rest: scan,
      input: { waybillNo: '1'.repeat(21) },
      code: 'BAD_USER_INPUT',
    },
    {
      name: 'member_view may not scan',
      as: 'member_view',
      rest: scan,
      input: { waybillNo: '700000000101' },
      code: 'FORBIDDEN',
    },
    {
      name: 'scans over GraphQL (member_delivery)',
      as: 'member_delivery',
      graphql: SCAN,
      input: { waybillNo: '700000000004' },
      status: 200,
      matches: () => ({
        scanDelivery: {
          status: 'DELIVERED',
          shipmentId: ids.lineB1,
          transportManager: expect.any(String) as unknown,
        },
      }),
    },
  ]);

  it('of two scans of one number at once, one delivers and the other finds it delivered', async () => {
    for (let n = 0; n < 5; n++) {
      const waybillNo = `70000000020${n}`;
      const answers = await Promise.all([
        api.rest<{ status: string }>('POST', '/api/transport/arrival/scan', { body: { waybillNo } }),
        api.rest<{ status: string }>('POST', '/api/transport/arrival/scan', {
          body: { waybillNo },
          as: 'member_delivery',
        }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.body.status).sort()).toEqual(['ALREADY_DELIVERED', 'DELIVERED']);
      const [row] = await em().execute<{ version: number }[]>(
        'select version from shipment where waybill_no = ?',
        [waybillNo],
      );
      expect(row!.version).toBe(2);
    }
  });
});
