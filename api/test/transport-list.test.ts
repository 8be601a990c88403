// The transports list (/transport/shipments) through GET /api/transport/list with its parameters and
// GraphQL transportList (the same rows and pages),
// the goods lines (transporDtl-list), delete, the export, and GraphQL transports with receivers and
// goods lines nested (batched: a fixed number of statements per page). The home's call without
// parameters keeps answering today's goods lines. Rows call as member_view unless they write;
// 401 and per-role 403 are security.test.ts's.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import ExcelJS from 'exceljs';
import { contractHarness, contractRows, type NamedRow } from './contract';
import { rowInserter } from './rows';

const seoulDate = (time: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(time));
const TODAY = seoulDate(Date.now());
const YESTERDAY = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** A day far from today that only the statement-count fixture uses. */
const BULK_DAY = '2020-05-04';
/** The day of the transports found by the end of a phone. */
const PHONE_DAY = '2021-06-15';

const api = contractHarness();
type Inserted =
  | 'routeEast'
  | 'routeWest'
  | 'senderA'
  | 'senderB'
  | 'senderOld'
  | 'senderDeleted'
  | 'senderToDelete'
  | 'receiverA1'
  | 'receiverA2'
  | 'receiverB1'
  | 'receiverOld'
  | 'lineA1Qty'
  | 'lineA1Weight'
  | 'lineA2'
  | 'lineB1'
  | 'phoneSender'
  | 'phoneReceiver'
  | 'otherReceiver';
const ids = {} as Record<Inserted, number>;

const insert = rowInserter(api);
const { manyTransports } = rowBuilders(() => api.server.db.orm.em.fork());
const sender = (values: Record<string, unknown>) =>
  insert('transport_sender', 'sender_transport_id', {
    transport_process_cd: 'COMM_RECV',
    charge_cd: 'CH001',
    ...values,
  });
const receiver = (values: Record<string, unknown>) =>
  insert('transport_receiver', 'receiver_transport_id', values);
const line = ({
  qty,
  untpc,
  receiverQty = qty,
  receiverUntpc = untpc,
  ...values
}: Record<string, unknown> & { qty: number; untpc: number; receiverQty?: number; receiverUntpc?: number }) =>
  insert('shipment', 'shipment_id', {
    ...{ sender_qty: qty, receiver_qty: receiverQty, sender_untpc: untpc, receiver_untpc: receiverUntpc },
    ...{ sender_amount: qty * untpc, receiver_amount: receiverQty * receiverUntpc },
    ...values,
  });

beforeAll(async () => {
  ids.routeEast = await insert('delivery_route', 'delivery_route_id', { delivery_route_nm: '동구 1코스' });
  ids.routeWest = await insert('delivery_route', 'delivery_route_id', { delivery_route_nm: '서구 2코스' });

  ids.senderA = await sender({
    ...{ requst_dt: TODAY, company_nm: '가나물산', delivery_route_id: ids.routeEast },
    ...{ region_cd: 'DAEGU', region_dtl_cd: 'BUKGU', manager_nm: '박보냄', tel_no: '0531110001' },
  });
  ids.receiverA2 = await receiver({
    sender_transport_id: ids.senderA,
    company_nm: '두리상회',
    sort_order: 2,
  });
  ids.receiverA1 = await receiver({
    ...{ sender_transport_id: ids.senderA, company_nm: '한빛상사', sort_order: 1 },
    ...{ region_cd: 'DAEGU', region_dtl_cd: 'SUSEONGGU', tel_no: '0532220002' },
  });
  ids.lineA1Weight = await line({
    ...{ receiver_transport_id: ids.receiverA1, kind_cd: 'TAC0201', waybill_no: '800000000002' },
    ...{ trnsprt_cd: 'WEIGHT', qty: 12, untpc: 1000, receiverUntpc: 500, sort_order: 2 },
  });
  ids.lineA1Qty = await line({
    ...{ receiver_transport_id: ids.receiverA1, kind_cd: 'TAC0202', waybill_no: '800000000001' },
    ...{ trnsprt_cd: 'QTY', qty: 3, untpc: 4500, receiverUntpc: 4000, sort_order: 1 },
  });
  ids.lineA2 = await line({
    ...{ receiver_transport_id: ids.receiverA2, kind_cd: 'TAC0207', waybill_no: '800000000003' },
    ...{ qty: 1, untpc: 3000, sort_order: 1 },
  });

  ids.senderB = await sender({
    ...{ requst_dt: TODAY, company_nm: '다라유통', delivery_route_id: ids.routeWest, charge_cd: 'CH002' },
  });
  ids.receiverB1 = await receiver({
    sender_transport_id: ids.senderB,
    company_nm: '한빛마트',
    sort_order: 1,
  });
  ids.lineB1 = await line({
    ...{ receiver_transport_id: ids.receiverB1, kind_cd: 'TAC0206', waybill_no: '800000000004' },
    ...{ qty: 2, untpc: 6000 },
  });

  ids.senderOld = await sender({
    ...{ requst_dt: YESTERDAY, company_nm: '가나물산', delivery_route_id: ids.routeEast },
  });
  ids.receiverOld = await receiver({ sender_transport_id: ids.senderOld, company_nm: '세모상사' });

  ids.senderDeleted = await sender({ requst_dt: TODAY, company_nm: '가나물산', del_yn: 'Y' });
  await receiver({ sender_transport_id: ids.senderDeleted, company_nm: '삭제상회' });

  // Deleted by a test below; its day is far away so the other rows never see it.
  ids.senderToDelete = await sender({ requst_dt: '2021-03-02', company_nm: '지울상사' });
  const toDeleteReceiver = await receiver({ sender_transport_id: ids.senderToDelete, company_nm: '받을곳' });
  await line({ receiver_transport_id: toDeleteReceiver, kind_cd: 'TAC0202', qty: 1, untpc: 1000 });

  // PHONE_DAY: parties found by the end of a phone. Each is linked to a registered company whose
  // phones have changed since (the transport keeps the ones it was saved with).
  const registered = async (name: string, bizNo: string, telNo: string, managerTelNo: string) =>
    insert('company', 'company_id', {
      ...{ biz_no: bizNo, company_nm: name, tel_no: telNo, manager_tel_no: managerTelNo },
    });
  ids.phoneSender = await sender({
    ...{
      requst_dt: PHONE_DAY,
      company_nm: '끝번호보냄상사',
      tel_no: '0535551234',
      manager_tel_no: '01099995678',
    },
    sender_company_id: await registered('끝번호보냄상사', '1018100910', '0531117777', '01044448888'),
  });
  ids.phoneReceiver = await receiver({
    ...{ sender_transport_id: ids.phoneSender, company_nm: '끝번호받음상회', sort_order: 1 },
    ...{ tel_no: '0536662468', manager_tel_no: '01077771357' },
    receiver_company_id: await registered('끝번호받음상회', '1018100911', '0538889999', '01000003131'),
  });
  ids.otherReceiver = await receiver({
    ...{ sender_transport_id: ids.phoneSender, company_nm: '다른받음', sort_order: 2, tel_no: '0531110000' },
  });
  // Another transport of the day whose phones end otherwise.
  const otherSender = await sender({ requst_dt: PHONE_DAY, company_nm: '다른보냄', tel_no: '0530000000' });
  await receiver({ sender_transport_id: otherSender, company_nm: '또다른받음', tel_no: '0539990000' });

  // 20 transports on BULK_DAY, each with 2 receivers of 2 goods lines: for the statement count.
  await manyTransports({ day: BULK_DAY, transports: 20 });
});

const list = (query: string) => `GET /api/transport/list?${query}`;
const today = `startDate=${TODAY}&endDate=${TODAY}`;
const phoneDay = `startDate=${PHONE_DAY}&endDate=${PHONE_DAY}`;
/** Rows of these receivers, in this order. */
const receiverRows = (...keys: Inserted[]) =>
  keys.map((key) => expect.objectContaining({ receiverTransportId: ids[key] }));

const listRows: NamedRow[] = [
  {
    name: "the period alone: today's live transports, one row per receiver, newest transport first",
    rest: list(today),
    status: 200,
    answer: () => ({
      items: receiverRows('receiverB1', 'receiverA1', 'receiverA2'),
      total: 3,
      totalExact: true,
    }),
  },
  {
    name: "a row carries the sender's columns, code and course names, and the receiver's sums",
    rest: list(`${today}&senderCompanyNm=가나`),
    status: 200,
    matches: () => ({
      items: [
        {
          ...{ senderTransportId: ids.senderA, transportId: ids.senderA, requstDt: TODAY },
          ...{ senderCompanyNm: '가나물산', senderRegionNm: '대구', senderRegionCd: 'DAEGU' },
          ...{ senderRegionDtlNm: '북구', senderDeliveryRouteNm: '동구 1코스', senderManagerNm: '박보냄' },
          ...{ senderTelNo: '0531110001', chargeNm: '선불', chargeCd: 'CH001' },
          ...{ receiverTransportId: ids.receiverA1, receiverId: ids.receiverA1 },
          ...{ receiverCompanyNm: '한빛상사', receiverRegionNm: '대구', receiverRegionDtlNm: '수성구' },
          ...{ receiverTelNo: '0532220002', totalSenderAmount: 13500 + 12000 },
          totalReceiverAmount: 12000 + 6000,
        },
        { receiverTransportId: ids.receiverA2, receiverCompanyNm: '두리상회', totalSenderAmount: 3000 },
      ],
      total: 2,
      totalExact: true,
    }),
  },
  {
    name: "senderCompanyNm filters by part of the sender's name",
    rest: list(`${today}&senderCompanyNm=${encodeURIComponent('다라')}`),
    status: 200,
    answer: () => ({ items: receiverRows('receiverB1'), total: 1, totalExact: true }),
  },
  {
    name: 'receiverCompanyNm keeps the receivers whose name matches',
    rest: list(`${today}&receiverCompanyNm=${encodeURIComponent('한빛')}`),
    status: 200,
    answer: () => ({ items: receiverRows('receiverB1', 'receiverA1'), total: 2, totalExact: true }),
  },
  {
    name: 'sender and receiver filters together',
    rest: list(`${today}&senderCompanyNm=가나&receiverCompanyNm=두리`),
    status: 200,
    answer: () => ({ items: receiverRows('receiverA2'), total: 1, totalExact: true }),
  },
  {
    name: "senderCompanyNm of 4 digits: the sender's phone ends with them (every receiver row)",
    rest: list(`${phoneDay}&senderCompanyNm=1234`),
    status: 200,
    answer: () => ({ items: receiverRows('phoneReceiver', 'otherReceiver'), total: 2, totalExact: true }),
  },
  {
    name: "senderCompanyNm of 4 digits: the sender's mobile (manager's) ends with them",
    rest: list(`${phoneDay}&senderCompanyNm=5678`),
    status: 200,
    answer: () => ({ items: receiverRows('phoneReceiver', 'otherReceiver'), total: 2, totalExact: true }),
  },
  {
    name: "senderCompanyNm of digits: the registered company's phones, changed since the transport",
    rest: list(`${phoneDay}&senderCompanyNm=${encodeURIComponent('010-4444-8888')}`),
    status: 200,
    answer: () => ({ items: receiverRows('phoneReceiver', 'otherReceiver'), total: 2, totalExact: true }),
  },
  {
    name: 'senderCompanyNm of 4 digits with a hyphen',
    rest: list(`${phoneDay}&senderCompanyNm=${encodeURIComponent('12-34')}`),
    status: 200,
    matches: { total: 2 },
  },
  {
    name: "receiverCompanyNm of 4 digits: the receiver's phone ends with them",
    rest: list(`${phoneDay}&receiverCompanyNm=2468`),
    status: 200,
    answer: () => ({ items: receiverRows('phoneReceiver'), total: 1, totalExact: true }),
  },
  {
    name: "receiverCompanyNm of 4 digits: the receiver's mobile",
    rest: list(`${phoneDay}&receiverCompanyNm=1357`),
    status: 200,
    answer: () => ({ items: receiverRows('phoneReceiver'), total: 1, totalExact: true }),
  },
  {
    name: "receiverCompanyNm of 4 digits: the registered company's phone",
    rest: list(`${phoneDay}&receiverCompanyNm=3131`),
    status: 200,
    answer: () => ({ items: receiverRows('phoneReceiver'), total: 1, totalExact: true }),
  },
  {
    name: 'receiverCompanyNm of digits: every receiver whose phone ends with them',
    rest: list(`${phoneDay}&receiverCompanyNm=0000`),
    status: 200,
    matches: { total: 2 },
  },
  {
    name: 'receiverCompanyNm of 3 digits: part of a name only, no phone',
    rest: list(`${phoneDay}&receiverCompanyNm=468`),
    status: 200,
    answer: { items: [], total: 0, totalExact: true },
  },
  {
    name: 'a name still finds its party on the same filter',
    rest: list(`${phoneDay}&receiverCompanyNm=${encodeURIComponent('끝번호')}`),
    status: 200,
    answer: () => ({ items: receiverRows('phoneReceiver'), total: 1, totalExact: true }),
  },
  {
    name: 'a name with LIKE wildcards finds only that text',
    rest: list(`${today}&senderCompanyNm=${encodeURIComponent('%')}`),
    status: 200,
    answer: { items: [], total: 0, totalExact: true },
  },
  {
    name: "deliveryRouteId keeps the transports of the sender's course",
    rest: () => list(`${today}&deliveryRouteId=${ids.routeWest}`),
    status: 200,
    answer: () => ({ items: receiverRows('receiverB1'), total: 1, totalExact: true }),
  },
  {
    name: 'deliveryRouteId 0 means every course',
    rest: list(`${today}&deliveryRouteId=0`),
    status: 200,
    matches: { total: 3 },
  },
  {
    name: 'the period picks the days: yesterday only',
    rest: list(`startDate=${YESTERDAY}&endDate=${YESTERDAY}`),
    status: 200,
    answer: () => ({ items: receiverRows('receiverOld'), total: 1, totalExact: true }),
  },
  {
    name: 'the period picks the days: yesterday through today',
    rest: list(`startDate=${YESTERDAY}&endDate=${TODAY}`),
    status: 200,
    answer: () => ({
      items: receiverRows('receiverB1', 'receiverA1', 'receiverA2', 'receiverOld'),
      total: 4,
      totalExact: true,
    }),
  },
  {
    name: 'a blank period is today',
    rest: list('startDate=&endDate='),
    status: 200,
    matches: { total: 3 },
  },
  {
    name: 'pages: the second page of two rows',
    rest: list(`${today}&page=1&size=2`),
    status: 200,
    answer: () => ({ items: receiverRows('receiverA2'), total: 3, totalExact: true }),
  },
  {
    name: 'pages: past the last page',
    rest: list(`${today}&page=9&size=2`),
    status: 200,
    answer: { items: [], total: 3, totalExact: true },
  },
  {
    name: 'refuses a malformed start date with 400 naming startDate',
    rest: list('startDate=2024-13-01'),
    code: 'BAD_USER_INPUT',
    answer: {
      code: 'BAD_USER_INPUT',
      message: '접수 시작일(startDate)은 yyyy-MM-dd 형식이어야 합니다.',
      field: 'startDate',
    },
  },
  {
    name: 'refuses an end date before the start with 400 naming endDate',
    rest: list(`startDate=${TODAY}&endDate=${YESTERDAY}`),
    code: 'BAD_USER_INPUT',
    matches: { field: 'endDate', message: '접수 종료일(endDate)은 시작일(startDate) 이후여야 합니다.' },
  },
  ...['abc', '-1', '1.5', '99999999999'].map((deliveryRouteId): NamedRow => ({
    name: `refuses the course ${deliveryRouteId} with 400 naming deliveryRouteId`,
    rest: list(`${today}&deliveryRouteId=${deliveryRouteId}`),
    code: 'BAD_USER_INPUT',
    matches: { field: 'deliveryRouteId' },
  })),
  {
    name: 'refuses a repeated sender name with 400',
    rest: list(`${today}&senderCompanyNm=a&senderCompanyNm=b`),
    code: 'BAD_USER_INPUT',
    matches: { field: 'senderCompanyNm' },
  },
  {
    name: 'refuses a name longer than any name with 400',
    rest: list(`${today}&receiverCompanyNm=${'가'.repeat(101)}`),
    code: 'BAD_USER_INPUT',
    matches: { field: 'receiverCompanyNm' },
  },
  {
    name: 'refuses a page size over 100 with 400 naming size',
    rest: list(`${today}&size=101`),
    code: 'BAD_USER_INPUT',
    matches: { field: 'size' },
  },
];

describe('GET /api/transport/list with the shipments parameters', () => {
  contractRows(api, { as: 'member_view' }, listRows);
});

describe('GET /api/transport/list without parameters (the home screen) still answers', () => {
  contractRows(api, { as: 'member_view' }, [
    {
      name: "a plain array of today's goods lines, deleted and other days left out",
      rest: 'GET /api/transport/list',
      status: 200,
      answer: () =>
        [ids.lineB1, ids.lineA1Qty, ids.lineA1Weight, ids.lineA2].map((shipmentId) =>
          expect.objectContaining({ shipmentId }),
        ),
    },
    {
      name: 'with page and size: the page of the day',
      rest: 'GET /api/transport/list?page=0&size=2',
      status: 200,
      matches: { total: 4 },
    },
  ]);
});

const goods = (query: string) => `GET /api/transport/transporDtl-list?${query}`;
describe('GET /api/transport/transporDtl-list', () => {
  contractRows(api, { as: 'member_view' }, [
    {
      name: "answers a transport's goods lines priced for the sender, receivers and lines in order",
      rest: () => goods(`transportId=${ids.senderA}&senderReceiverCd=SENDER`),
      status: 200,
      answer: () => [
        {
          ...{
            shipmentId: ids.lineA1Qty,
            receiverTransportId: ids.receiverA1,
            receiverCompanyNm: '한빛상사',
          },
          ...{ calculationCd: 'QTY', kindCd: 'TAC0202', kindNm: '박스', waybillNo: '800000000001' },
          ...{ qty: 3, untpc: 4500, amount: 13500 },
        },
        expect.objectContaining({ shipmentId: ids.lineA1Weight, calculationCd: 'WEIGHT', amount: 12000 }),
        expect.objectContaining({ shipmentId: ids.lineA2, kindNm: '봉투', amount: 3000 }),
      ],
    },
    {
      name: 'prices for the receiver with RECEIVER',
      rest: () => goods(`transportId=${ids.senderA}&senderReceiverCd=RECEIVER`),
      status: 200,
      matches: () => [{ untpc: 4000, amount: 12000 }, { untpc: 500, amount: 6000 }, { amount: 3000 }],
    },
    {
      name: 'the sender side by default',
      rest: () => goods(`transportId=${ids.senderB}`),
      status: 200,
      matches: () => [{ shipmentId: ids.lineB1, qty: 2, untpc: 6000, amount: 12000 }],
    },
    {
      name: 'no lines for a transport without goods, unknown or deleted',
      rest: () => goods(`transportId=${ids.senderOld}`),
      status: 200,
      answer: [],
    },
    {
      name: 'no lines for a deleted transport',
      rest: () => goods(`transportId=${ids.senderDeleted}`),
      status: 200,
      answer: [],
    },
    {
      name: 'refuses a missing transportId with 400',
      rest: goods(''),
      code: 'BAD_USER_INPUT',
      matches: { field: 'transportId' },
    },
    {
      name: 'refuses an unknown side with 400',
      rest: () => goods(`transportId=${ids.senderA}&senderReceiverCd=BOTH`),
      code: 'BAD_USER_INPUT',
      matches: { field: 'senderReceiverCd', message: '구분(senderReceiverCd)은 SENDER 또는 RECEIVER입니다.' },
    },
  ]);
});

describe('DELETE /api/transport/delete/{id}', () => {
  contractRows(api, { as: 'member_pickup' }, [
    {
      name: 'marks the transport deleted: the lists leave it out, the row stays',
      rest: () => `DELETE /api/transport/delete/${ids.senderToDelete}`,
      status: 200,
      answer: () => ({ senderTransportId: ids.senderToDelete }),
      after: async (_answer, _given, harness) => {
        const rows = await harness.rest('GET', '/api/transport/list?startDate=2021-03-02&endDate=2021-03-02');
        expect(rows.body).toEqual({ items: [], total: 0, totalExact: true });
        const [stored] = await harness.server.db.orm.em
          .fork()
          .execute<{ del_yn: string; chg_id: number | null }[]>(
            'select del_yn, chg_id from transport_sender where sender_transport_id = ?',
            [ids.senderToDelete],
          );
        expect(stored).toEqual({ del_yn: 'Y', chg_id: await harness.memberId('member_pickup') });
      },
    },
    {
      name: 'answers 404 for a transport already deleted',
      rest: () => `DELETE /api/transport/delete/${ids.senderDeleted}`,
      code: 'NOT_FOUND',
      answer: { code: 'NOT_FOUND', message: '운송 정보를 찾을 수 없습니다.' },
    },
    {
      name: 'answers 404 for an unknown transport',
      rest: 'DELETE /api/transport/delete/987654321',
      code: 'NOT_FOUND',
      matches: { message: '운송 정보를 찾을 수 없습니다.' },
    },
    {
      name: 'refuses an id that is not a number with 400',
      rest: 'DELETE /api/transport/delete/abc',
      code: 'BAD_USER_INPUT',
      matches: { message: '운송 번호(transportId)가 올바르지 않습니다.' },
    },
  ]);
});

const TRANSPORTS_QUERY = `query ($filter: TransportFilterInput, $page: PageInput) {
  transports(filter: $filter, page: $page) {
    total
    items {
      senderTransportId companyNm chargeNm regionNm regionDtlNm deliveryRouteNm requstDt
      receivers {
        receiverTransportId companyNm regionDtlNm totalSenderAmount
        shipments { shipmentId kindNm trnsprtCd senderQty senderUntpc senderAmount receiverAmount }
      }
    }
  }
}`;

describe('GraphQL transports', () => {
  contractRows(api, { as: 'member_view' }, [
    {
      name: 'receiverCompanyNm of 4 digits keeps the transports sending to a receiver whose phone ends with them',
      graphql: TRANSPORTS_QUERY,
      input: { filter: { startDate: PHONE_DAY, endDate: PHONE_DAY, receiverCompanyNm: '1357' } },
      status: 200,
      matches: () => ({
        transports: {
          total: 1,
          items: [
            {
              senderTransportId: ids.phoneSender,
              receivers: [
                { receiverTransportId: ids.phoneReceiver },
                { receiverTransportId: ids.otherReceiver },
              ],
            },
          ],
        },
      }),
    },
    {
      name: "answers today's transports with receivers and goods lines nested, in order",
      graphql: TRANSPORTS_QUERY,
      status: 200,
      matches: () => ({
        transports: {
          total: 2,
          items: [
            {
              ...{ senderTransportId: ids.senderB, companyNm: '다라유통', chargeNm: '착불' },
              receivers: [{ receiverTransportId: ids.receiverB1, shipments: [{ shipmentId: ids.lineB1 }] }],
            },
            {
              ...{ senderTransportId: ids.senderA, regionNm: '대구', regionDtlNm: '북구' },
              ...{ deliveryRouteNm: '동구 1코스', requstDt: TODAY },
              receivers: [
                {
                  ...{ receiverTransportId: ids.receiverA1, regionDtlNm: '수성구', totalSenderAmount: 25500 },
                  shipments: [
                    { shipmentId: ids.lineA1Qty, kindNm: '박스', senderAmount: 13500, receiverAmount: 12000 },
                    { shipmentId: ids.lineA1Weight, trnsprtCd: 'WEIGHT', senderQty: 12 },
                  ],
                },
                { receiverTransportId: ids.receiverA2, shipments: [{ shipmentId: ids.lineA2 }] },
              ],
            },
          ],
        },
      }),
    },
    {
      name: 'the receiver filter keeps transports sending to a match, with all their receivers',
      graphql: TRANSPORTS_QUERY,
      input: { filter: { receiverCompanyNm: '두리' } },
      status: 200,
      matches: () => ({
        transports: {
          total: 1,
          items: [{ senderTransportId: ids.senderA, receivers: [{}, { companyNm: '두리상회' }] }],
        },
      }),
    },
    {
      name: 'the course, sender and period filters',
      graphql: TRANSPORTS_QUERY,
      input: () => ({
        filter: {
          startDate: YESTERDAY,
          endDate: TODAY,
          deliveryRouteId: ids.routeEast,
          senderCompanyNm: '가나',
        },
      }),
      status: 200,
      matches: () => ({
        transports: {
          total: 2,
          items: [{ senderTransportId: ids.senderA }, { senderTransportId: ids.senderOld, receivers: [{}] }],
        },
      }),
    },
    {
      name: 'refuses an end before the start with BAD_USER_INPUT naming endDate',
      graphql: TRANSPORTS_QUERY,
      input: { filter: { startDate: TODAY, endDate: YESTERDAY } },
      code: 'BAD_USER_INPUT',
      matches: { extensions: { field: 'endDate' } },
    },
    {
      name: 'transportGoodsLines answers the goods lines of a transport',
      graphql: `query ($id: Int!) { transportGoodsLines(transportId: $id) { shipmentId senderAmount } }`,
      input: () => ({ id: ids.senderA }),
      status: 200,
      answer: () => ({
        transportGoodsLines: [
          { shipmentId: ids.lineA1Qty, senderAmount: 13500 },
          { shipmentId: ids.lineA1Weight, senderAmount: 12000 },
          { shipmentId: ids.lineA2, senderAmount: 3000 },
        ],
      }),
    },
  ]);

  const BULK_PAGE = (size: number) => ({
    filter: { startDate: BULK_DAY, endDate: BULK_DAY },
    page: { page: 0, size },
  });

  /** The SQL statements one GraphQL request runs, but the caller's lookup (context.ts). */
  async function statementsOf(size: number, query = TRANSPORTS_QUERY) {
    const connection = api.server.db.orm.em.getConnection();
    const execute = jest.spyOn(connection, 'execute');
    try {
      const answer = await api.graphql<{
        transports: { items: { receivers?: { shipments?: unknown[] }[] }[] };
      }>(query, BULK_PAGE(size), 'member_view');
      const items = answer.data!.transports.items;
      const statements = execute.mock.calls
        .map(([sql]) => String(sql))
        .filter((sql) => !sql.includes('session_version') && !sql.includes('statement_timeout'));
      return {
        transports: items.length,
        receivers: items.flatMap((item) => item.receivers ?? []).length,
        lines: items.flatMap((item) => (item.receivers ?? []).flatMap((receiver) => receiver.shipments ?? []))
          .length,
        statements: statements.length,
        linesRead: statements.some((sql) => sql.includes('s.shipment_id')),
        // Columns of the transports and the receivers only TRANSPORTS_QUERY asks for.
        namesRead: statements.some((sql) => sql.includes('ts.company_nm')),
        receiverNamesRead: statements.some((sql) => sql.includes('tr.company_nm')),
      };
    } finally {
      execute.mockRestore();
    }
  }

  it('reads a nested page of 17 transports with 2 statements, as many as a page of 2', async () => {
    // The page with its receivers and their goods lines, and its count.
    const nested = { statements: 2, linesRead: true, namesRead: true, receiverNamesRead: true };
    expect(await statementsOf(17)).toEqual({ transports: 17, receivers: 34, lines: 68, ...nested });
    expect(await statementsOf(2)).toEqual({ transports: 2, receivers: 4, lines: 8, ...nested });
  });

  it('reads only the nested lists and columns the query asks for', async () => {
    const unread = { linesRead: false, namesRead: false, receiverNamesRead: false };
    const withoutLines = `query ($filter: TransportFilterInput, $page: PageInput) {
      transports(filter: $filter, page: $page) { items { senderTransportId receivers { receiverTransportId } } } }`;
    const withReceivers = { transports: 17, receivers: 34, lines: 0, statements: 2 };
    expect(await statementsOf(17, withoutLines)).toEqual({ ...withReceivers, ...unread });
    const transportsAlone = `query ($filter: TransportFilterInput, $page: PageInput) {
      transports(filter: $filter, page: $page) { items { senderTransportId } } }`;
    const noReceivers = { transports: 17, receivers: 0, lines: 0, statements: 2 };
    expect(await statementsOf(17, transportsAlone)).toEqual({ ...noReceivers, ...unread });
  });

  it('nests receivers and goods lines asked for through fragments and aliases alike', async () => {
    const throughFragments = `
      fragment Line on Shipment { shipmentId kindNm trnsprtCd senderQty senderUntpc senderAmount receiverAmount }
      fragment ReceiverRow on Receiver {
        receiverTransportId companyNm regionDtlNm totalSenderAmount
        ... on Receiver { shipments { ...Line } }
      }
      fragment TransportRow on Transport {
        senderTransportId companyNm chargeNm regionNm regionDtlNm deliveryRouteNm requstDt
        receivers { ...ReceiverRow }
      }
      query ($filter: TransportFilterInput, $page: PageInput) {
        page: transports(filter: $filter, page: $page) { total items { ...TransportRow } }
      }`;
    const plain = await api.graphql<{ transports: unknown }>(TRANSPORTS_QUERY, BULK_PAGE(5), 'member_view');
    const fragmented = await api.graphql<{ page: unknown }>(throughFragments, BULK_PAGE(5), 'member_view');
    expect(fragmented.errors).toBeUndefined();
    expect(fragmented.data?.page).toEqual(plain.data?.transports);
  });

  it('nests the receivers and goods lines of one transport by its number', async () => {
    const answer = await api.graphql<{ transport: { receivers: { shipments: { shipmentId: number }[] }[] } }>(
      `query ($id: Int!) { transport(senderTransportId: $id) {
        senderTransportId receivers { receiverTransportId shipments { shipmentId } } } }`,
      { id: ids.senderA },
      'member_view',
    );
    expect(answer.data?.transport).toEqual({
      senderTransportId: ids.senderA,
      receivers: [
        {
          receiverTransportId: ids.receiverA1,
          shipments: [{ shipmentId: ids.lineA1Qty }, { shipmentId: ids.lineA1Weight }],
        },
        { receiverTransportId: ids.receiverA2, shipments: [{ shipmentId: ids.lineA2 }] },
      ],
    });
  });
});

const TRANSPORT_LIST_QUERY = `query ($filter: TransportFilterInput, $page: PageInput) {
  transportList(filter: $filter, page: $page) {
    total
    totalExact
    items { senderTransportId transportId requstDt regDt senderCompanyNm senderRegionNm senderRegionDtlNm
      senderRegionCd senderRegionDtlCd senderDeliveryRouteNm senderCompanyId senderShipperNm senderShipperCd
      senderTelNo senderAddress senderManagerNm senderManagerTelNo senderRmk chargeNm chargeCd
      receiverTransportId receiverId receiverCompanyId receiverCompanyNm receiverShipperNm receiverShipperCd
      receiverTelNo receiverManagerTelNo receiverRegionNm receiverRegionCd receiverRegionDtlNm
      receiverRegionDtlCd receiverAddress receiverRmk totalSenderAmount totalReceiverAmount }
  }
}`;

describe('GraphQL transportList: the grid reads the REST list’s rows and pages', () => {
  it.each([
    [`startDate=${TODAY}&endDate=${TODAY}&page=0&size=2`, { page: 0, size: 2 }, {}],
    [`startDate=${TODAY}&endDate=${TODAY}&page=1&size=2`, { page: 1, size: 2 }, {}],
    [
      `startDate=${YESTERDAY}&endDate=${TODAY}&receiverCompanyNm=${encodeURIComponent('두리')}`,
      { page: 0, size: 17 },
      { startDate: YESTERDAY, endDate: TODAY, receiverCompanyNm: '두리' },
    ],
    [
      `startDate=${PHONE_DAY}&endDate=${PHONE_DAY}&senderCompanyNm=5678&receiverCompanyNm=${encodeURIComponent('66-2468')}`,
      { page: 0, size: 17 },
      { startDate: PHONE_DAY, endDate: PHONE_DAY, senderCompanyNm: '5678', receiverCompanyNm: '66-2468' },
    ],
  ])('page N of GET /api/transport/list?%s is page N of transportList', async (query, page, filter) => {
    const rest = await api.rest<{ items: unknown[]; total: number }>('GET', `/api/transport/list?${query}`, {
      as: 'member_view',
    });
    const graphql = await api.graphql<{ transportList: { items: unknown[]; total: number } }>(
      TRANSPORT_LIST_QUERY,
      { filter: { startDate: TODAY, endDate: TODAY, ...filter }, page },
      'member_view',
    );
    expect(rest.status).toBe(200);
    expect(rest.body.items.length).toBeGreaterThan(0);
    expect(graphql.data?.transportList).toEqual(rest.body);
  });
});

describe('GET /api/transport/excel', () => {
  it('exports the filtered rows as an .xlsx, one row per receiver', async () => {
    const token = await api.token('member_view');
    const response = await fetch(
      `${api.server.url}/api/transport/excel?startDate=${TODAY}&endDate=${TODAY}&senderCompanyNm=${encodeURIComponent('가나')}`,
      { headers: { authorization: `Bearer ${String(token)}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('운송정보목록.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['운송 번호', '접수일', '보내는 곳']);
    expect(sheet.actualRowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(ids.senderA);
    expect(sheet.getRow(2).getCell(10).value).toBe('한빛상사');
    expect(sheet.getRow(3).getCell(10).value).toBe('두리상회');
  });

  it('refuses bad filters with 400', async () => {
    const answer = await api.rest('GET', '/api/transport/excel?startDate=nope', { as: 'member_view' });
    expect(answer.status).toBe(400);
  });
});
