// The delivery check (/transport/check): GET /api/transport/check-list, GraphQL deliveryChecks and
// the export GET /api/transport/check-excel. Every filter is tried on rows seeded here, the default
// period (the 7 days through today, Asia/Seoul), the page of 10, the derived delivery state, and bad
// input (400 naming the field, never a 5xx). Rows call as member_view (every role may read the
// deliveries area); 401 rows are here too, and security.test.ts iterates over both routes and the
// operation for every role.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import ExcelJS from 'exceljs';
import { contractHarness, contractRows, type NamedRow } from './contract';
import { rowInserter } from './rows';

const DAY = 86_400_000;
const seoulDate = (time: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(time));
const TODAY = seoulDate(Date.now());
const daysAgo = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
const YESTERDAY = daysAgo(1);
const THREE_DAYS_AGO = daysAgo(3);
/** Outside the default period (today and the 6 days before). */
const TEN_DAYS_AGO = daysAgo(10);
/** A day far away with 12 goods lines: more than a page. */
const BULK_DAY = '2020-06-01';
/** A day far away whose parties are registered companies with other phones than they were saved with. */
const REGISTERED_DAY = '2020-07-01';

const api = contractHarness();
type Inserted =
  | 'collectorKim'
  | 'collectorLee'
  | 'routeEast'
  | 'senderToday'
  | 'senderThreeDays'
  | 'senderOld'
  | 'senderYesterday'
  | 'receiverHanbit'
  | 'receiverDuri'
  | 'lineDelivered'
  | 'linePending'
  | 'lineSeoul'
  | 'lineCollect'
  | 'lineOld'
  | 'lineCreditCollect'
  | 'lineDeleted'
  | 'lineRegistered';
const ids = {} as Record<Inserted, number>;

const insert = rowInserter(api);
const { manyTransports } = rowBuilders(() => api.server.db.orm.em.fork());
const member = (userId: string, name: string) =>
  insert('member', 'member_id', {
    ...{ user_id: userId, user_pw: 'not-a-password-hash', name, email: `${userId}@example.com` },
    ...{ tel_no: '01000000000', group_val: 'member_pickup' },
  });
const sender = (values: Record<string, unknown>) =>
  insert('transport_sender', 'sender_transport_id', {
    transport_process_cd: 'COMM_RECV',
    charge_cd: 'CH001',
    ...values,
  });
const receiver = (values: Record<string, unknown>) =>
  insert('transport_receiver', 'receiver_transport_id', values);
const line = ({
  qty = 1,
  untpc = 1000,
  ...values
}: Record<string, unknown> & { qty?: number; untpc?: number }) =>
  insert('shipment', 'shipment_id', {
    ...{ kind_cd: 'TAC0202', sender_qty: qty, receiver_qty: qty, sender_untpc: untpc, receiver_untpc: untpc },
    ...{ sender_amount: qty * untpc, receiver_amount: qty * untpc },
    ...values,
  });

beforeAll(async () => {
  ids.collectorKim = await member('collector.kim', '김집하');
  ids.collectorLee = await member('collector.lee', '이수거');
  ids.routeEast = await insert('delivery_route', 'delivery_route_id', { delivery_route_nm: '수성 1코스' });

  // Today: 가나물산 (Daegu, 통신 shipper, prepaid) to 한빛상사 (2 lines) and 두리상회 (1 line).
  ids.senderToday = await sender({
    ...{ requst_dt: TODAY, company_nm: '가나물산', charge_cd: 'CH001', shipper_cd: 'COM' },
    ...{ region_cd: 'DAEGU', region_dtl_cd: 'BUKGU', tel_no: '0531110001', manager_tel_no: '01011112222' },
    manager_id: ids.collectorKim,
  });
  ids.receiverHanbit = await receiver({
    ...{ sender_transport_id: ids.senderToday, company_nm: '한빛상사', sort_order: 1 },
    ...{
      region_cd: 'DAEGU',
      region_dtl_cd: 'SUSEONGGU',
      tel_no: '0532220002',
      manager_tel_no: '01033334444',
    },
    ...{ address: '대구 수성구 달구벌대로 1', delivery_route_id: ids.routeEast },
  });
  ids.receiverDuri = await receiver({
    ...{ sender_transport_id: ids.senderToday, company_nm: '두리상회', sort_order: 2 },
    ...{ region_cd: 'SEOUL', region_dtl_cd: 'SEOUL_GANGNAM', tel_no: '0212345678' },
  });
  ids.lineDelivered = await line({
    ...{ receiver_transport_id: ids.receiverHanbit, waybill_no: '700000000001', qty: 3, untpc: 4500 },
    ...{ sort_order: 1, transport_date: TODAY, transport_manager: '최배송', transport_code: 'PARCEL' },
    ...{ pickup_check: 'Y', memo: '문 앞에 두었습니다' },
  });
  ids.linePending = await line({
    ...{ receiver_transport_id: ids.receiverHanbit, waybill_no: '700000000002', sort_order: 2 },
    ...{ kind_cd: 'TAC0201', trnsprt_cd: 'WEIGHT', qty: 12, untpc: 500 },
  });
  ids.lineSeoul = await line({ receiver_transport_id: ids.receiverDuri, waybill_no: '700000000003' });

  // Yesterday: 사자물류 on credit (collect), no region.
  ids.senderYesterday = await sender({ requst_dt: YESTERDAY, company_nm: '사자물류', charge_cd: 'CH004' });
  const receiverCha = await receiver({ sender_transport_id: ids.senderYesterday, company_nm: '차카마트' });
  ids.lineCreditCollect = await line({ receiver_transport_id: receiverCha });

  // Three days ago: 다라유통 (Seoul, 택배 shipper, collect) to 마바상점 in Daegu 북구.
  ids.senderThreeDays = await sender({
    ...{ requst_dt: THREE_DAYS_AGO, company_nm: '다라유통', charge_cd: 'CH002', shipper_cd: 'PCL' },
    ...{ region_cd: 'SEOUL', tel_no: '0229998888', manager_id: ids.collectorLee },
  });
  const receiverMaba = await receiver({
    ...{ sender_transport_id: ids.senderThreeDays, company_nm: '마바상점' },
    ...{ region_cd: 'DAEGU', region_dtl_cd: 'BUKGU', manager_tel_no: '01055556666' },
  });
  ids.lineCollect = await line({ receiver_transport_id: receiverMaba, waybill_no: '700000000004' });

  // Ten days ago, outside the default period.
  ids.senderOld = await sender({ requst_dt: TEN_DAYS_AGO, company_nm: '가나물산', charge_cd: 'CH003' });
  const receiverOld = await receiver({ sender_transport_id: ids.senderOld, company_nm: '사아상사' });
  ids.lineOld = await line({ receiver_transport_id: receiverOld, waybill_no: '700000000005' });

  // Deleted today: never listed.
  const senderDeleted = await sender({ requst_dt: TODAY, company_nm: '가나물산', del_yn: 'Y' });
  const receiverDeleted = await receiver({ sender_transport_id: senderDeleted, company_nm: '한빛상사' });
  ids.lineDeleted = await line({ receiver_transport_id: receiverDeleted, waybill_no: '700000000006' });

  // REGISTERED_DAY: both parties are registered companies whose phones changed after the save.
  const company = (name: string, bizNo: string, telNo: string, managerTelNo: string) =>
    insert('company', 'company_id', {
      biz_no: bizNo,
      company_nm: name,
      tel_no: telNo,
      manager_tel_no: managerTelNo,
    });
  const senderRegistered = await sender({
    ...{ requst_dt: REGISTERED_DAY, company_nm: '등록보냄상사', tel_no: '0531230001' },
    sender_company_id: await company('등록보냄상사', '1018100920', '0534567001', '01045674321'),
  });
  const receiverRegistered = await receiver({
    ...{ sender_transport_id: senderRegistered, company_nm: '등록받음상회', tel_no: '0531230002' },
    receiver_company_id: await company('등록받음상회', '1018100921', '0534567002', '01098761122'),
  });
  ids.lineRegistered = await line({ receiver_transport_id: receiverRegistered, waybill_no: '700000000007' });

  // 12 goods lines on BULK_DAY (3 transports x 2 receivers x 2 lines): more than a page of 10.
  await manyTransports({ day: BULK_DAY, transports: 3 });
});

const list = (query = '') => `GET /api/transport/check-list${query ? `?${query}` : ''}`;
/** The answer with exactly these goods lines, in this order. */
const linesOf = (...keys: Inserted[]) => ({
  items: keys.map((key) => expect.objectContaining({ shipmentId: ids[key] })),
  total: keys.length,
  totalExact: true,
});
/** Every line in the default period, in the list's order. */
const DEFAULT_LINES: Inserted[] = [
  'lineDelivered',
  'linePending',
  'lineSeoul',
  'lineCreditCollect',
  'lineCollect',
];

const filterRows: NamedRow[] = [
  {
    name: 'no filters: the 7 days through today, live transports only, newest first, lines in order',
    rest: list(),
    status: 200,
    answer: () => linesOf(...DEFAULT_LINES),
  },
  {
    name: 'a row carries the reception, both sides, the goods, the charge, course, collector and delivery facts',
    rest: list('waybillNo=700000000001'),
    status: 200,
    answer: () => ({
      items: [
        {
          ...{ shipmentId: ids.lineDelivered, senderTransportId: ids.senderToday },
          ...{ receiverTransportId: ids.receiverHanbit, requstDt: TODAY },
          ...{ senderCompanyNm: '가나물산', senderRegionNm: '대구', senderTelNo: '0531110001' },
          ...{ senderShipperNm: '통신', receiverCompanyNm: '한빛상사', receiverRegionNm: '대구' },
          ...{ receiverRegionDtlNm: '수성구', receiverTelNo: '0532220002', receiverMobileNo: '01033334444' },
          ...{ receiverAddress: '대구 수성구 달구벌대로 1', kindNm: '박스', waybillNo: '700000000001' },
          ...{ trnsprtCd: 'QTY', qty: 3, amount: 13500, chargeCd: 'CH001', chargeNm: '선불' },
          ...{ deliveryRouteNm: '수성 1코스', collectorNm: '김집하', transportManager: '최배송' },
          ...{ transportDate: TODAY, transportCodeNm: '택배', pickupCheck: 'Y', memo: '문 앞에 두었습니다' },
          ...{ delivered: true, deliveryState: '배송 완료' },
        },
      ],
      total: 1,
      totalExact: true,
    }),
  },
  {
    name: 'a line without a completion date is 미배송',
    rest: list('waybillNo=700000000002'),
    status: 200,
    matches: () => ({
      items: [
        {
          ...{ shipmentId: ids.linePending, delivered: false, deliveryState: '미배송' },
          ...{ transportDate: null, transportManager: null, transportCodeNm: null, pickupCheck: 'N' },
          ...{ kindNm: '서류', trnsprtCd: 'WEIGHT', qty: 12, amount: 6000 },
        },
      ],
      total: 1,
      totalExact: true,
    }),
  },
  {
    name: 'a blank period is the default one',
    rest: list('startDate=&endDate='),
    status: 200,
    answer: () => linesOf(...DEFAULT_LINES),
  },
  {
    name: 'the period picks the days: ten days ago only',
    rest: list(`startDate=${TEN_DAYS_AGO}&endDate=${TEN_DAYS_AGO}`),
    status: 200,
    answer: () => linesOf('lineOld'),
  },
  {
    name: 'the period picks the days: ten days ago through today',
    rest: list(`startDate=${TEN_DAYS_AGO}&endDate=${TODAY}`),
    status: 200,
    answer: () => linesOf(...DEFAULT_LINES, 'lineOld'),
  },
  {
    name: 'an end alone: the 7 days ending then',
    rest: list(`endDate=${THREE_DAYS_AGO}`),
    status: 200,
    answer: () => linesOf('lineCollect'),
  },
  {
    name: 'a start alone: through today',
    rest: list(`startDate=${YESTERDAY}`),
    status: 200,
    answer: () => linesOf('lineDelivered', 'linePending', 'lineSeoul', 'lineCreditCollect'),
  },
  {
    name: 'chargeCd CH002 (착불)',
    rest: list('chargeCd=CH002'),
    status: 200,
    answer: () => linesOf('lineCollect'),
  },
  {
    name: "chargeCd by the spec's name: collect",
    rest: list('chargeCd=collect'),
    status: 200,
    answer: () => linesOf('lineCollect'),
  },
  {
    name: "chargeCd by the spec's name: credit_collect (CH004)",
    rest: list('chargeCd=credit_collect'),
    status: 200,
    answer: () => linesOf('lineCreditCollect'),
  },
  {
    name: "chargeCd by the spec's name: prepaid (CH001)",
    rest: list('chargeCd=prepaid'),
    status: 200,
    answer: () => linesOf('lineDelivered', 'linePending', 'lineSeoul'),
  },
  {
    name: 'chargeCd credit_prepaid (CH003) with its period',
    rest: list(`chargeCd=credit_prepaid&startDate=${TEN_DAYS_AGO}`),
    status: 200,
    answer: () => linesOf('lineOld'),
  },
  {
    name: 'chargeCd blank or all: every charge',
    rest: list('chargeCd=all'),
    status: 200,
    matches: { total: 5 },
  },
  {
    name: "senderRegionCd: the sender's region",
    rest: list('senderRegionCd=SEOUL'),
    status: 200,
    answer: () => linesOf('lineCollect'),
  },
  {
    name: "receiverRegionCd: the receiver's region",
    rest: list('receiverRegionCd=DAEGU'),
    status: 200,
    answer: () => linesOf('lineDelivered', 'linePending', 'lineCollect'),
  },
  {
    name: 'receiverRegionCd and receiverRegionDtlCd: the district of the region',
    rest: list('receiverRegionCd=DAEGU&receiverRegionDtlCd=BUKGU'),
    status: 200,
    answer: () => linesOf('lineCollect'),
  },
  {
    name: "receiverRegionCd SEOUL: the receiver's region, not the sender's",
    rest: list('receiverRegionCd=SEOUL'),
    status: 200,
    answer: () => linesOf('lineSeoul'),
  },
  {
    name: "shipperCd: the sender's shipper type",
    rest: list('shipperCd=PCL'),
    status: 200,
    answer: () => linesOf('lineCollect'),
  },
  {
    name: "senderCompanyNm: part of the sender's name",
    rest: list(`senderCompanyNm=${encodeURIComponent('다라')}`),
    status: 200,
    answer: () => linesOf('lineCollect'),
  },
  {
    name: "senderCompanyNm of 4 digits: the sender's phone ends with them",
    rest: list('senderCompanyNm=0001'),
    status: 200,
    answer: () => linesOf('lineDelivered', 'linePending', 'lineSeoul'),
  },
  {
    name: "senderCompanyNm of 4 digits: the sender manager's mobile, hyphenated",
    rest: list('senderCompanyNm=22-22'),
    status: 200,
    answer: () => linesOf('lineDelivered', 'linePending', 'lineSeoul'),
  },
  {
    name: 'senderCompanyNm of digits: another sender by its whole phone',
    rest: list('senderCompanyNm=02-2999-8888'),
    status: 200,
    answer: () => linesOf('lineCollect'),
  },
  {
    name: "receiverCompanyNm of 4 digits: the receiver's mobile",
    rest: list('receiverCompanyNm=4444'),
    status: 200,
    answer: () => linesOf('lineDelivered', 'linePending'),
  },
  {
    name: "receiverCompanyNm of 4 digits: the receiver's phone",
    rest: list('receiverCompanyNm=5678'),
    status: 200,
    answer: () => linesOf('lineSeoul'),
  },
  {
    name: 'receiverCompanyNm of 3 digits: part of a name only, no phone',
    rest: list('receiverCompanyNm=678'),
    status: 200,
    answer: { items: [], total: 0, totalExact: true },
  },
  {
    name: "senderCompanyNm of 4 digits: the registered company's phone, not the one saved",
    rest: list(`startDate=${REGISTERED_DAY}&endDate=${REGISTERED_DAY}&senderCompanyNm=4321`),
    status: 200,
    answer: () => linesOf('lineRegistered'),
  },
  {
    name: "receiverCompanyNm of 4 digits: the registered company's telephone",
    rest: list(`startDate=${REGISTERED_DAY}&endDate=${REGISTERED_DAY}&receiverCompanyNm=7002`),
    status: 200,
    answer: () => linesOf('lineRegistered'),
  },
  {
    name: 'the digits of the saved phones still find the party',
    rest: list(`startDate=${REGISTERED_DAY}&endDate=${REGISTERED_DAY}&receiverCompanyNm=0002`),
    status: 200,
    answer: () => linesOf('lineRegistered'),
  },
  {
    name: 'a name with LIKE wildcards finds only that text',
    rest: list(`senderCompanyNm=${encodeURIComponent('%')}`),
    status: 200,
    answer: { items: [], total: 0, totalExact: true },
  },
  {
    name: "receiverCompanyNm: part of the receiver's name",
    rest: list(`receiverCompanyNm=${encodeURIComponent('두리')}`),
    status: 200,
    answer: () => linesOf('lineSeoul'),
  },
  {
    name: "collectorNm: part of the collector's name",
    rest: list(`collectorNm=${encodeURIComponent('집하')}`),
    status: 200,
    answer: () => linesOf('lineDelivered', 'linePending', 'lineSeoul'),
  },
  {
    name: 'collectorNm: another collector',
    rest: list(`collectorNm=${encodeURIComponent('이수')}`),
    status: 200,
    answer: () => linesOf('lineCollect'),
  },
  {
    name: "senderTelNo with hyphens: part of the sender's phone",
    rest: list('senderTelNo=053-111'),
    status: 200,
    answer: () => linesOf('lineDelivered', 'linePending', 'lineSeoul'),
  },
  {
    name: "senderTelNo: the sender manager's mobile, hyphenated",
    rest: list('senderTelNo=010-1111-2222'),
    status: 200,
    answer: () => linesOf('lineDelivered', 'linePending', 'lineSeoul'),
  },
  {
    name: "receiverTelNo: the receiver's mobile, hyphenated",
    rest: list('receiverTelNo=010-5555-6666'),
    status: 200,
    answer: () => linesOf('lineCollect'),
  },
  {
    name: "receiverTelNo: the receiver's phone without hyphens",
    rest: list('receiverTelNo=0212345678'),
    status: 200,
    answer: () => linesOf('lineSeoul'),
  },
  {
    name: "receiverTelNo: the last digits of the receiver's phone",
    rest: list('receiverTelNo=2220002'),
    status: 200,
    answer: () => linesOf('lineDelivered', 'linePending'),
  },
  {
    name: 'waybillNo with hyphens: that line',
    rest: list('waybillNo=7000-0000-0004'),
    status: 200,
    answer: () => linesOf('lineCollect'),
  },
  {
    name: 'waybillNo of a deleted transport: nothing',
    rest: list('waybillNo=700000000006'),
    status: 200,
    answer: { items: [], total: 0, totalExact: true },
  },
  {
    name: 'waybillNo is the whole number, not a part',
    rest: list('waybillNo=70000000000'),
    status: 200,
    answer: { items: [], total: 0, totalExact: true },
  },
  {
    name: 'waybillNo outside the period: the period still applies',
    rest: list('waybillNo=700000000005'),
    status: 200,
    answer: { items: [], total: 0, totalExact: true },
  },
  {
    name: 'deliveryState undelivered: the lines without a completion date',
    rest: list('deliveryState=undelivered'),
    status: 200,
    answer: () => linesOf('linePending', 'lineSeoul', 'lineCreditCollect', 'lineCollect'),
  },
  {
    name: 'deliveryState delivered: the lines with one',
    rest: list('deliveryState=delivered'),
    status: 200,
    answer: () => linesOf('lineDelivered'),
  },
  {
    name: 'filters together',
    rest: list(`receiverRegionCd=DAEGU&collectorNm=${encodeURIComponent('김')}&receiverTelNo=0103333`),
    status: 200,
    answer: () => linesOf('lineDelivered', 'linePending'),
  },
  {
    name: 'pages of 10 by default: the first 10 of 12',
    rest: list(`startDate=${BULK_DAY}&endDate=${BULK_DAY}`),
    status: 200,
    matches: { items: Array.from({ length: 10 }, () => ({})), total: 12 },
  },
  {
    name: 'pages: the second page of 10',
    rest: list(`startDate=${BULK_DAY}&endDate=${BULK_DAY}&page=1`),
    status: 200,
    matches: { items: [{}, {}], total: 12 },
  },
  {
    name: 'pages: page and size',
    rest: list('page=1&size=2'),
    status: 200,
    answer: () => ({ ...linesOf('lineSeoul', 'lineCreditCollect'), total: 5 }),
  },
];

const badRows: NamedRow[] = [
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
    name: 'refuses an end before the start with 400 naming endDate',
    rest: list(`startDate=${TODAY}&endDate=${YESTERDAY}`),
    code: 'BAD_USER_INPUT',
    matches: { field: 'endDate', message: '접수 종료일(endDate)은 시작일(startDate) 이후여야 합니다.' },
  },
  {
    name: 'refuses an unknown charge with 400 naming chargeCd',
    rest: list('chargeCd=CH009'),
    code: 'BAD_USER_INPUT',
    matches: {
      field: 'chargeCd',
      message:
        '운임 구분(chargeCd)은 CH001~CH004(prepaid, collect, credit_prepaid, credit_collect) 중 하나여야 합니다.',
    },
  },
  {
    name: 'refuses an unknown delivery state with 400 naming deliveryState',
    rest: list('deliveryState=late'),
    code: 'BAD_USER_INPUT',
    matches: {
      field: 'deliveryState',
      message: '배송 상태(deliveryState)는 undelivered(미배송) 또는 delivered(배송 완료)여야 합니다.',
    },
  },
  {
    name: 'refuses letters in a phone with 400 naming receiverTelNo',
    rest: list('receiverTelNo=010-abcd'),
    code: 'BAD_USER_INPUT',
    matches: {
      field: 'receiverTelNo',
      message: '받는 곳 전화번호(receiverTelNo)는 숫자와 하이픈으로 12자리까지 입력해주세요.',
    },
  },
  {
    name: 'refuses a phone longer than any phone with 400 naming senderTelNo',
    rest: list('senderTelNo=0101234567890'),
    code: 'BAD_USER_INPUT',
    matches: { field: 'senderTelNo' },
  },
  {
    name: 'refuses a waybill number of 21 digits with 400 naming waybillNo',
    rest: list(`waybillNo=${'1'.repeat(21)}`),
    code: 'BAD_USER_INPUT',
    matches: {
      field: 'waybillNo',
      message: '운송장 번호(waybillNo)는 숫자와 하이픈으로 20자리까지 입력해주세요.',
    },
  },
  {
    name: 'refuses a repeated parameter with 400',
    rest: list('senderCompanyNm=a&senderCompanyNm=b'),
    code: 'BAD_USER_INPUT',
    matches: { field: 'senderCompanyNm' },
  },
  {
    name: 'refuses a name longer than any name with 400',
    rest: list(`receiverCompanyNm=${'가'.repeat(101)}`),
    code: 'BAD_USER_INPUT',
    matches: {
      field: 'receiverCompanyNm',
      message: '받는 곳(receiverCompanyNm)은 100자 이하로 입력해주세요.',
    },
  },
  {
    name: 'refuses a code longer than any code with 400',
    rest: list(`receiverRegionDtlCd=${'A'.repeat(31)}`),
    code: 'BAD_USER_INPUT',
    matches: { field: 'receiverRegionDtlCd' },
  },
  {
    name: 'refuses a page size over 100 with 400 naming size',
    rest: list('size=101'),
    code: 'BAD_USER_INPUT',
    matches: { field: 'size' },
  },
  {
    name: 'refuses a negative page with 400 naming page',
    rest: list('page=-1'),
    code: 'BAD_USER_INPUT',
    matches: { field: 'page' },
  },
];

describe('GET /api/transport/check-list: every filter', () => {
  contractRows(api, { as: 'member_view' }, filterRows);
});

describe('GET /api/transport/check-list: bad input is a 400 naming the field', () => {
  contractRows(api, { as: 'member_view' }, badRows);
});

const CHECKS_QUERY = `query ($filter: DeliveryCheckFilterInput, $page: PageInput) {
  deliveryChecks(filter: $filter, page: $page) {
    total
    items { shipmentId waybillNo receiverCompanyNm receiverRegionNm receiverRegionDtlNm chargeNm deliveryState }
  }
}`;

describe('GraphQL deliveryChecks', () => {
  contractRows(api, { as: 'member_view' }, [
    {
      name: 'without filters: the default period, the first 10',
      graphql: CHECKS_QUERY,
      status: 200,
      matches: () => ({
        deliveryChecks: {
          total: 5,
          items: DEFAULT_LINES.map((key) => ({ shipmentId: ids[key] })),
        },
      }),
    },
    {
      name: 'the sender and receiver by the ends of their phones, as in REST',
      graphql: CHECKS_QUERY,
      input: { filter: { senderCompanyNm: '2222', receiverCompanyNm: '010-3333-4444' } },
      status: 200,
      matches: () => ({
        deliveryChecks: {
          total: 2,
          items: [{ shipmentId: ids.lineDelivered }, { shipmentId: ids.linePending }],
        },
      }),
    },
    {
      name: 'the filters as in REST: receiver region and district, phone, charge by name',
      graphql: CHECKS_QUERY,
      input: {
        filter: { receiverRegionCd: 'DAEGU', receiverRegionDtlCd: 'BUKGU', receiverTelNo: '010-5555-6666' },
      },
      status: 200,
      answer: () => ({
        deliveryChecks: {
          total: 1,
          items: [
            {
              ...{ shipmentId: ids.lineCollect, waybillNo: '700000000004', receiverCompanyNm: '마바상점' },
              ...{
                receiverRegionNm: '대구',
                receiverRegionDtlNm: '북구',
                chargeNm: '착불',
                deliveryState: '미배송',
              },
            },
          ],
        },
      }),
    },
    {
      name: 'a page of 10 of 12 rows',
      graphql: CHECKS_QUERY,
      input: { filter: { startDate: BULK_DAY, endDate: BULK_DAY }, page: { page: 0, size: 10 } },
      status: 200,
      matches: { deliveryChecks: { total: 12, items: Array.from({ length: 10 }, () => ({})) } },
    },
    {
      name: 'refuses an end before the start with BAD_USER_INPUT naming endDate',
      graphql: CHECKS_QUERY,
      input: { filter: { startDate: TODAY, endDate: YESTERDAY } },
      code: 'BAD_USER_INPUT',
      matches: { extensions: { field: 'endDate' } },
    },
    {
      name: 'refuses a bad waybill number with BAD_USER_INPUT naming waybillNo',
      graphql: CHECKS_QUERY,
      input: { filter: { waybillNo: '7000-abc' } },
      code: 'BAD_USER_INPUT',
      matches: { extensions: { field: 'waybillNo' } },
    },
  ]);
});

describe('who may read the delivery check', () => {
  contractRows(api, {}, [
    { name: 'REST without a token: 401', as: 'anonymous', rest: list(), code: 'UNAUTHENTICATED' },
    {
      name: 'GraphQL without a token: 401',
      as: 'anonymous',
      graphql: CHECKS_QUERY,
      code: 'UNAUTHENTICATED',
    },
    {
      name: 'the export without a token: 401',
      as: 'anonymous',
      rest: 'GET /api/transport/check-excel',
      code: 'UNAUTHENTICATED',
    },
    // The deliveries area is readable by every role (docs/decisions.md#who-may-write-each-area): no
    // role gets a 403 here.
    ...(['member_view', 'member_pickup', 'member_delivery', 'member_all', 'admin'] as const).map(
      (role): NamedRow => ({
        name: `${role} may read`,
        as: role,
        rest: list('waybillNo=700000000004'),
        status: 200,
        matches: { total: 1 },
      }),
    ),
  ]);
});

describe('GET /api/transport/check-excel', () => {
  it('exports the filtered goods lines as an .xlsx with Korean headers', async () => {
    const token = await api.token('member_view');
    const response = await fetch(
      `${api.server.url}/api/transport/check-excel?receiverRegionCd=DAEGU&collectorNm=${encodeURIComponent('김집하')}`,
      { headers: { authorization: `Bearer ${String(token)}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('배송조회목록.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
      '접수일',
      '배송 상태',
      '운송장 번호',
      '운임 구분',
    ]);
    expect(sheet.actualRowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('배송 완료');
    expect(sheet.getRow(2).getCell(3).value).toBe('700000000001');
    expect(sheet.getRow(3).getCell(2).value).toBe('미배송');
  });

  it('refuses bad filters with 400', async () => {
    const answer = await api.rest('GET', '/api/transport/check-excel?waybillNo=abc', { as: 'member_view' });
    expect(answer.status).toBe(400);
  });
});
