// Tracking (배송 추적) against the real server and database: the steps every writer records through
// the shipment triggers (editor save, recordDelivery, the delivery scan), 배송 출발 by scan and by
// selected lines (REST and GraphQL, 401/403/400/404), and public tracking GET /api/public/track/:no
// (no sign-in; known and unknown numbers alike; 400 malformed; no personal data; 429 with
// Retry-After; ETag and 304). 401 and per-role 403 of every field and route are security.test.ts's too.
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { OUT_FOR_DELIVERY_MESSAGES, TRACKING_MESSAGES } from '@parcel/shared/tracking/tracking';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { contractHarness, koreanMentioning } from './contract';
import { rowInserter } from './rows';

// TRUST_PROXY on: each test looks up from an address of its own (X-Forwarded-For), so the flood
// test's 429 never reaches another test.
const api = contractHarness(() => ({ http: { trustProxy: true, introspection: 'analysts' } }));
const em = () => api.server.db.orm.em.fork();
const insert = rowInserter(api);
const { aCompany } = rowBuilders(em);

type Json = Record<string, unknown>;
const TODAY = seoulToday();

/** Personal data of the fixture: none of it may appear in a public answer. */
const PERSONAL = [
  '추적보내는상사',
  '추적받는마트',
  '김보냄',
  '이받음',
  '0531234567',
  '053-123-4567',
  '01012345678',
  '010-1234-5678',
  '0537654321',
  '01098765432',
  '대구광역시 북구 칠성로 1',
  '대구광역시 수성구 달구벌대로 2',
  '칠성로',
  '달구벌대로',
  '4000',
  '12000',
];

const WAYBILL = {
  saved: '760000000001',
  second: '760000000002',
  recorded: '760000000003',
  scanned: '760000000004',
  out: '760000000005',
  unknown: '769999999999',
} as const;

let senderCompany: number;
let receiverCompany: number;
let route: number;
const lineOf: Record<string, number> = {};

interface TrackAnswer {
  waybillNo: string;
  found: boolean;
  deliveryRouteNm: string | null;
  steps: { code: string; label: string; occurredAt: string | null }[];
}

let address = 0;
/** A public lookup from an address of its own (or the one given). */
const track = (waybillNo: string, options: { from?: string; headers?: Record<string, string> } = {}) =>
  api.rest<TrackAnswer>('GET', `/api/public/track/${waybillNo}`, {
    as: 'anonymous',
    headers: { 'x-forwarded-for': options.from ?? `198.51.100.${++address}`, ...options.headers },
  });

const eventsOf = async (shipmentId: number) =>
  (
    await em().execute<{ event_cd: string }[]>(
      `select event_cd from shipment_event where shipment_id = ? order by shipment_event_id`,
      [shipmentId],
    )
  ).map((row) => row.event_cd);

const shipment = (waybillNo: string): Json => ({
  shipmentId: 0,
  trnsprtCd: 'QTY',
  kindCd: 'TAC0202',
  waybillNo,
  senderQty: 3,
  receiverQty: 3,
  senderUntpc: 4000,
  receiverUntpc: 3500,
});

beforeAll(async () => {
  route = await insert('delivery_route', 'delivery_route_id', { delivery_route_nm: '추적 남구코스' });
  const company = (name: string, tel: string, addr: string) =>
    aCompany({ company_nm: name, tel_no: tel, address: addr, shipper_cd: 'COM' });
  senderCompany = await company('추적보내는상사', '0531234567', '대구광역시 북구 칠성로 1');
  receiverCompany = await company('추적받는마트', '0537654321', '대구광역시 수성구 달구벌대로 2');

  // The editor's save (REST shipment-save): one transport, its lines in one statement.
  const saved = await api.rest<{ senderTransportId: number }>('POST', '/api/transport/shipment-save', {
    body: {
      senderTransportId: 0,
      sender: {
        senderCompanyId: senderCompany,
        chargeCd: 'CH001',
        companyNm: '추적보내는상사',
        telNo: '053-123-4567',
        address: '대구광역시 북구 칠성로 1',
        managerNm: '김보냄',
        managerTelNo: '010-1234-5678',
        rmk: null,
        regionCd: 'DAEGU',
        regionDtlCd: 'BUKGU',
        shipperCd: 'COM',
        untpc: 4000,
        weightUntpc: 500,
      },
      receivers: [
        {
          receiverTransportId: 0,
          receiverCompanyId: receiverCompany,
          companyNm: '추적받는마트',
          managerNm: '이받음',
          telNo: '053-765-4321',
          managerTelNo: '010-9876-5432',
          address: '대구광역시 수성구 달구벌대로 2',
          rmk: null,
          regionCd: 'DAEGU',
          regionDtlCd: 'SUSEONGGU',
          shipperCd: 'COM',
          untpc: 3500,
          weightUntpc: 400,
          shipments: Object.values(WAYBILL)
            .filter((no) => no !== WAYBILL.unknown)
            .map(shipment),
          deletedShipmentIds: [],
        },
      ],
      deletedReceiverIds: [],
    },
  });
  if (saved.status !== 200) throw new Error(`save answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  const rows = await em().execute<
    { shipment_id: number; waybill_no: string; receiver_transport_id: number }[]
  >(
    `select s.shipment_id, s.waybill_no, s.receiver_transport_id from shipment s
       join transport_receiver tr on tr.receiver_transport_id = s.receiver_transport_id
      where tr.sender_transport_id = ?`,
    [saved.body.senderTransportId],
  );
  for (const row of rows) lineOf[row.waybill_no] = row.shipment_id;
  // The receiver's course, set after the save: the public answer names the course delivering it now.
  await em().execute(`update transport_receiver set delivery_route_id = ? where receiver_transport_id = ?`, [
    route,
    rows[0]!.receiver_transport_id,
  ]);
});

describe('every writer records the steps (triggers on shipment)', () => {
  it('the editor’s save: each line RECEIVED', async () => {
    expect(Object.keys(lineOf)).toHaveLength(5);
    for (const id of Object.values(lineOf)) expect(await eventsOf(id)).toEqual(['RECEIVED']);
  });

  it('recordDelivery: pickup Y is PICKED_UP, a date DELIVERED; cleared, both go', async () => {
    const id = lineOf[WAYBILL.recorded]!;
    const record = (body: Json) => api.rest<Json>('PUT', `/api/transport/arrival/${id}`, { body });
    expect((await record({ pickupCheck: 'Y' })).status).toBe(200);
    expect(await eventsOf(id)).toEqual(['RECEIVED', 'PICKED_UP']);
    const delivered = await record({
      pickupCheck: 'Y',
      transportDate: TODAY,
      transportManager: '배송기사',
      transportCode: 'PARCEL',
    });
    expect(delivered.status).toBe(200);
    expect(await eventsOf(id)).toEqual(['RECEIVED', 'PICKED_UP', 'DELIVERED']);
    expect((await record({ pickupCheck: 'N' })).status).toBe(200);
    expect(await eventsOf(id)).toEqual(['RECEIVED']);
  });

  it('the delivery scan: DELIVERED', async () => {
    const scanned = await api.rest<{ status: string }>('POST', '/api/transport/arrival/scan', {
      body: { waybillNo: WAYBILL.scanned },
    });
    expect(scanned.body.status).toBe('DELIVERED');
    expect(await eventsOf(lineOf[WAYBILL.scanned]!)).toEqual(['RECEIVED', 'DELIVERED']);
  });
});

describe('배송 출발', () => {
  const MARK = '/api/shipments/out-for-delivery';
  const SCAN = '/api/shipments/out-for-delivery/scan';

  it('refuses the anonymous (401) and roles without deliveries write (403)', async () => {
    const body = { shipmentIds: [lineOf[WAYBILL.out]] };
    expect((await api.rest('POST', MARK, { body, as: 'anonymous' })).status).toBe(401);
    expect((await api.rest('POST', MARK, { body, as: 'member_pickup' })).status).toBe(403);
    expect(
      (await api.rest('POST', SCAN, { body: { waybillNo: WAYBILL.out }, as: 'member_view' })).status,
    ).toBe(403);
    expect(await eventsOf(lineOf[WAYBILL.out]!)).toEqual(['RECEIVED']);
  });

  it('refuses no lines, a malformed id and a malformed number with 400 and a Korean message', async () => {
    expect(await api.rest('POST', MARK, { body: { shipmentIds: [] } })).toMatchObject({
      status: 400,
      body: { message: OUT_FOR_DELIVERY_MESSAGES.shipmentIdsRequired },
    });
    expect(await api.rest('POST', MARK, { body: { shipmentIds: ['x'] } })).toMatchObject({
      status: 400,
      body: { message: OUT_FOR_DELIVERY_MESSAGES.badShipmentId },
    });
    expect(await api.rest('POST', SCAN, { body: { waybillNo: '76-abc' } })).toMatchObject({
      status: 400,
      body: { message: koreanMentioning('운송장') },
    });
  });

  it('a line that is not a live one is a 404 and nothing is written', async () => {
    const answer = await api.rest('POST', MARK, { body: { shipmentIds: [lineOf[WAYBILL.out], 999_999] } });
    expect(answer).toMatchObject({ status: 404, body: { message: OUT_FOR_DELIVERY_MESSAGES.someUnknown } });
    expect(await eventsOf(lineOf[WAYBILL.out]!)).toEqual(['RECEIVED']);
  });

  it('marks the selected lines once; a delivered line is left as it is', async () => {
    const ids = [lineOf[WAYBILL.out], lineOf[WAYBILL.scanned]];
    const first = await api.rest('POST', MARK, { body: { shipmentIds: ids }, as: 'member_delivery' });
    expect(first).toMatchObject({ status: 200, body: { marked: 1, alreadyOut: 0, delivered: 1 } });
    expect(await eventsOf(lineOf[WAYBILL.out]!)).toEqual(['RECEIVED', 'OUT_FOR_DELIVERY']);
    expect(await eventsOf(lineOf[WAYBILL.scanned]!)).toEqual(['RECEIVED', 'DELIVERED']);
    const again = await api.rest('POST', MARK, { body: { shipmentIds: ids } });
    expect(again).toMatchObject({ status: 200, body: { marked: 0, alreadyOut: 1, delivered: 1 } });
  });

  it('by scan (REST and GraphQL): OUT_FOR_DELIVERY, then ALREADY_OUT; UNKNOWN for no live line', async () => {
    const scan = (waybillNo: string) => api.rest<Json>('POST', SCAN, { body: { waybillNo } });
    expect((await scan('760-0000-00002')).body).toMatchObject({
      status: 'OUT_FOR_DELIVERY',
      waybillNo: WAYBILL.second,
      shipmentId: lineOf[WAYBILL.second],
      message: OUT_FOR_DELIVERY_MESSAGES.marked,
    });
    expect((await scan(WAYBILL.second)).body).toMatchObject({ status: 'ALREADY_OUT' });
    expect((await scan(WAYBILL.unknown)).body).toMatchObject({ status: 'UNKNOWN', shipmentId: null });
    const viaGraphql = await api.graphql<{ scanOutForDelivery: Json }>(
      `mutation ($waybillNo: String!) { scanOutForDelivery(waybillNo: $waybillNo) { status message } }`,
      { waybillNo: WAYBILL.scanned },
      'member_delivery',
    );
    expect(viaGraphql.data?.scanOutForDelivery).toEqual({
      status: 'ALREADY_DELIVERED',
      message: OUT_FOR_DELIVERY_MESSAGES.alreadyDelivered,
    });
    const marks = await api.graphql<{ markOutForDelivery: Json }>(
      `mutation ($ids: [Int!]!) { markOutForDelivery(shipmentIds: $ids) { marked alreadyOut delivered } }`,
      { ids: [lineOf[WAYBILL.second]] },
    );
    expect(marks.data?.markOutForDelivery).toEqual({ marked: 0, alreadyOut: 1, delivered: 0 });
  });
});

describe('public tracking', () => {
  const isoSeoul = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/) as unknown;

  it('a known number without signing in: its four steps with their times and its course', async () => {
    const answer = await track(WAYBILL.out);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      waybillNo: WAYBILL.out,
      found: true,
      deliveryRouteNm: '추적 남구코스',
      steps: [
        { code: 'RECEIVED', label: '접수', occurredAt: isoSeoul },
        { code: 'PICKED_UP', label: '집하', occurredAt: null },
        { code: 'OUT_FOR_DELIVERY', label: '배송 출발', occurredAt: isoSeoul },
        { code: 'DELIVERED', label: '배송 완료', occurredAt: null },
      ],
    });
    const delivered = await track('760-0000-00004');
    expect(delivered.body.steps.map((step) => step.occurredAt !== null)).toEqual([true, false, false, true]);
    expect(delivered.body.steps[3]!.occurredAt!.slice(0, 10)).toBe(TODAY);
  });

  it('an unknown number answers alike: 200, the same shape, every step null, after the same statement', async () => {
    const connection = api.server.db.orm.em.getConnection();
    const statements: string[][] = [];
    const spy = jest.spyOn(connection, 'execute');
    const known = await track(WAYBILL.saved);
    statements.push(spy.mock.calls.map((call) => String(call[0])));
    spy.mockClear();
    const unknown = await track(WAYBILL.unknown);
    statements.push(spy.mock.calls.map((call) => String(call[0])));
    spy.mockRestore();

    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual({
      waybillNo: WAYBILL.unknown,
      found: false,
      deliveryRouteNm: null,
      steps: [
        { code: 'RECEIVED', label: '접수', occurredAt: null },
        { code: 'PICKED_UP', label: '집하', occurredAt: null },
        { code: 'OUT_FOR_DELIVERY', label: '배송 출발', occurredAt: null },
        { code: 'DELIVERED', label: '배송 완료', occurredAt: null },
      ],
    });
    expect(Object.keys(unknown.body)).toEqual(Object.keys(known.body));
    expect(unknown.body.steps.map((step) => Object.keys(step))).toEqual(
      known.body.steps.map((step) => Object.keys(step)),
    );
    // No early exit: the unknown number ran exactly the known number's statements.
    expect(statements[0]!.length).toBeGreaterThan(0);
    expect(statements[1]).toEqual(statements[0]);
  });

  it('a malformed number is a 400 with a Korean message naming it', async () => {
    for (const malformed of ['12345', 'abc12345678901', '0123456789012', '1'.repeat(19)]) {
      const answer = await track(malformed);
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'BAD_USER_INPUT', message: koreanMentioning('운송장 번호'), field: 'waybillNo' },
      });
    }
  });

  it('answers no names, phones, addresses, companies or amounts', async () => {
    for (const waybillNo of [WAYBILL.saved, WAYBILL.out, WAYBILL.scanned]) {
      const answer = await track(waybillNo);
      const text = JSON.stringify(answer.body);
      for (const personal of PERSONAL) expect(text).not.toContain(personal);
      expect(Object.keys(answer.body).sort()).toEqual(['deliveryRouteNm', 'found', 'steps', 'waybillNo']);
    }
  });

  it('is cacheable: Cache-Control public for 60 s and an ETag; If-None-Match answers 304', async () => {
    const first = await track(WAYBILL.saved);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await track(WAYBILL.saved, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    // A changed answer has another tag.
    await api.rest('POST', '/api/shipments/out-for-delivery/scan', { body: { waybillNo: WAYBILL.saved } });
    const changed = await track(WAYBILL.saved, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('a flood from one address: 429 with Retry-After and a Korean message past 30 a minute', async () => {
    const from = '203.0.113.77';
    const answers = [];
    for (let n = 0; n < 31; n++) answers.push(await track(WAYBILL.unknown, { from }));
    expect(answers.slice(0, 30).every((answer) => answer.status === 200)).toBe(true);
    const refused = answers[30]!;
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ message: TRACKING_MESSAGES.tooMany(seconds) });
    // Another address is served meanwhile.
    expect((await track(WAYBILL.unknown)).status).toBe(200);
  });
});
