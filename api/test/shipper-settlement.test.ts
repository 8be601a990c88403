// Settlement by shipper (GET /api/settlement/by-shipper, GraphQL shipperSettlements, the export
// /api/settlement/by-shipper/excel) and shipper details (GET /api/settlement/shipper-details, GraphQL
// shipperDetails with its four tiles, the export /api/settlement/shipper-details/excel). Sums are
// worked out by hand for the rows seeded here and checked again against plain SQL over the goods
// lines; every filter, the default period (this month through today, Asia/Seoul), the pages of 12
// and 20, tiles over the whole filter (not the page), and bad input (400 naming the field, never a
// 5xx). Every role may read the settlement area; security.test.ts covers 401 for every route.
import ExcelJS from 'exceljs';
import { contractHarness, contractRows, type NamedRow } from './contract';
import { rowBuilders } from '@parcel/db/src/testing/builders';

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
const MONTH = { startDate: '2021-03-01', endDate: '2021-03-31' };
const MONTH_QUERY = `startDate=${MONTH.startDate}&endDate=${MONTH.endDate}`;
/** 25 goods lines of one shipper: more than a page of 20. */
const BULK_LINES_DAY = '2021-05-03';
/** 14 companies sending one line each: more than a page of 12. */
const BULK_COMPANIES_DAY = '2021-06-07';

const api = contractHarness();
type Company = 'gana' | 'hanbit' | 'duri' | 'idle';
type Line = 'l1' | 'l2' | 'l3' | 'l4' | 'l5' | 'l6';
const companies = {} as Record<Company, number>;
const lines = {} as Record<Line, number>;

const { aCompany, aTransport } = rowBuilders(() => api.server.db.orm.em.fork());

beforeAll(async () => {
  companies.gana = await aCompany({
    ...{ biz_no: '5010000001', company_nm: '가나통신', region_cd: 'DAEGU' },
    ...{ shipper_yn: 'Y', shipper_cd: 'COM' },
  });
  companies.hanbit = await aCompany({ biz_no: '5010000002', company_nm: '한빛상사', region_cd: 'SEOUL' });
  companies.duri = await aCompany({ biz_no: '5010000003', company_nm: '두리상회', region_cd: 'DAEGU' });
  companies.idle = await aCompany({ biz_no: '5010000004', company_nm: '미거래상사', region_cd: 'DAEGU' });
  const { gana, hanbit, duri } = companies;
  const toHanbit = { receiver_company_id: hanbit, company_nm: '한빛상사' };
  const toGana = { receiver_company_id: gana, company_nm: '가나통신' };

  // T1, 3/5, 가나통신 prepaid: to 한빛상사 (a QTY and a WEIGHT line, the latter cheaper for the
  // receiver) and to 두리상회 (a QTY line).
  const t1 = await aTransport({
    ...{ requst_dt: '2021-03-05', sender_company_id: gana, company_nm: '가나통신', charge_cd: 'CH001' },
    receivers: [
      {
        ...{ ...toHanbit, sort_order: 1 },
        shipments: [
          { qty: 3, untpc: 1000, waybill_no: '810000000001', sort_order: 1 },
          {
            ...{ qty: 12, untpc: 500, receiver_untpc: 400, trnsprt_cd: 'WEIGHT', kind_cd: 'TAC0201' },
            ...{ waybill_no: '810000000002', sort_order: 2 },
          },
        ],
      },
      {
        ...{ receiver_company_id: duri, company_nm: '두리상회', sort_order: 2 },
        shipments: [{ qty: 2, untpc: 1500, waybill_no: '810000000003' }],
      },
    ],
  });
  [lines.l1, lines.l2, lines.l3] = t1.shipmentIds as [number, number, number];
  // T2, 3/20, 한빛상사 collect to 가나통신 (the receiver's side priced higher).
  const t2 = await aTransport({
    ...{ requst_dt: '2021-03-20', sender_company_id: hanbit, company_nm: '한빛상사', charge_cd: 'CH002' },
    receivers: [
      {
        ...{ ...toGana },
        shipments: [{ qty: 5, untpc: 1000, receiver_untpc: 1200, waybill_no: '810000000004' }],
      },
    ],
  });
  [lines.l4] = t2.shipmentIds as [number];
  // T3, 3/25, 가나통신 credit collect to a receiver typed by name only (no company).
  const t3 = await aTransport({
    ...{ requst_dt: '2021-03-25', sender_company_id: gana, company_nm: '가나통신', charge_cd: 'CH004' },
    receivers: [
      {
        company_nm: '이름만상점',
        shipments: [{ qty: 7, untpc: 300, trnsprt_cd: 'WEIGHT', waybill_no: '810000000005' }],
      },
    ],
  });
  [lines.l5] = t3.shipmentIds as [number];
  // T4, 3/31, 가나통신 credit prepaid to 한빛상사.
  const t4 = await aTransport({
    ...{ requst_dt: '2021-03-31', sender_company_id: gana, company_nm: '가나통신', charge_cd: 'CH003' },
    receivers: [{ ...toHanbit, shipments: [{ qty: 1, untpc: 2000, waybill_no: '810000000006' }] }],
  });
  [lines.l6] = t4.shipmentIds as [number];
  // Deleted in March: never counted.
  await aTransport({
    ...{ requst_dt: '2021-03-10', sender_company_id: gana, company_nm: '가나통신', charge_cd: 'CH001' },
    del_yn: 'Y',
    receivers: [{ ...toHanbit, shipments: [{ qty: 100, untpc: 100, waybill_no: '810000000007' }] }],
  });
  // April 1st: outside March.
  await aTransport({
    ...{ requst_dt: '2021-04-01', sender_company_id: duri, company_nm: '두리상회', charge_cd: 'CH001' },
    receivers: [{ ...toGana, shipments: [{ qty: 4, untpc: 100, waybill_no: '810000000008' }] }],
  });
  // Today (the default period): 가나통신 to 한빛상사, one line.
  await aTransport({
    ...{ requst_dt: TODAY, sender_company_id: gana, company_nm: '가나통신', charge_cd: 'CH001' },
    receivers: [{ ...toHanbit, shipments: [{ qty: 9, untpc: 100, waybill_no: '810000000009' }] }],
  });

  // 25 goods lines of 대량화주 on one day.
  await aTransport({
    ...{ requst_dt: BULK_LINES_DAY, company_nm: '대량화주' },
    receivers: [
      {
        company_nm: '대량수신',
        shipments: Array.from({ length: 25 }, (_, index) => ({ qty: 1, untpc: 100, sort_order: index + 1 })),
      },
    ],
  });
  // 14 companies sending one line each on another day.
  for (let n = 1; n <= 14; n++) {
    const companyNm = `정산업체${String(n).padStart(2, '0')}`;
    const companyId = await aCompany({ company_nm: companyNm, region_cd: 'BUSAN' });
    await aTransport({
      ...{ requst_dt: BULK_COMPANIES_DAY, company_nm: companyNm, sender_company_id: companyId },
      receivers: [{ company_nm: '수신처', shipments: [{ qty: 2, untpc: 500 }] }],
    });
  }
});

const ZERO_RECEIVED = {
  receivedTransports: 0,
  receivedLines: 0,
  receivedQty: 0,
  receivedWeightKg: 0,
  receivedAmount: 0,
};
/** March, worked out by hand (see the seed). */
const MARCH = {
  gana: {
    ...{ companyNm: '가나통신', regionCd: 'DAEGU', regionNm: '대구', shipperYn: 'Y', shipperNm: '통신' },
    ...{ sentTransports: 3, sentLines: 5, sentQty: 6, sentWeightKg: 19, sentAmount: 16100 },
    ...{ receivedTransports: 1, receivedLines: 1, receivedQty: 5, receivedWeightKg: 0, receivedAmount: 6000 },
    ...{ totalLines: 6, totalQty: 11, totalWeightKg: 19, totalAmount: 22100 },
    // Billed as sender: prepaid T1 (3,000 + both sides of the WEIGHT line 6,000 + 4,800 + 3,000) and
    // T4 (2,000); as receiver: collect T2 at its own side's amount (6,000, not the sender's 5,000).
    // T3 is collect to a typed receiver: nobody pays it.
    ...{ paidAsSenderAmount: 18800, paidAsReceiverAmount: 6000, paidAmount: 24800 },
    settlementTopNm: '가나통신',
  },
  duri: {
    ...{ companyNm: '두리상회', regionCd: 'DAEGU', regionNm: '대구', shipperYn: 'N', shipperNm: null },
    ...{ sentTransports: 0, sentLines: 0, sentQty: 0, sentWeightKg: 0, sentAmount: 0 },
    ...{ receivedTransports: 1, receivedLines: 1, receivedQty: 2, receivedWeightKg: 0, receivedAmount: 3000 },
    ...{ totalLines: 1, totalQty: 2, totalWeightKg: 0, totalAmount: 3000 },
    ...{ paidAsSenderAmount: 0, paidAsReceiverAmount: 0, paidAmount: 0 },
    settlementTopNm: '두리상회',
  },
  hanbit: {
    ...{ companyNm: '한빛상사', regionCd: 'SEOUL', regionNm: '서울', shipperYn: 'N', shipperNm: null },
    ...{ sentTransports: 1, sentLines: 1, sentQty: 5, sentWeightKg: 0, sentAmount: 5000 },
    ...{
      receivedTransports: 2,
      receivedLines: 3,
      receivedQty: 4,
      receivedWeightKg: 12,
      receivedAmount: 9800,
    },
    ...{ totalLines: 4, totalQty: 9, totalWeightKg: 12, totalAmount: 14800 },
    // It sent T2 collect and received prepaid lines: it pays nothing.
    ...{ paidAsSenderAmount: 0, paidAsReceiverAmount: 0, paidAmount: 0 },
    settlementTopNm: '한빛상사',
  },
};
const MARCH_TOTALS = {
  ...{ sentTransports: 4, sentLines: 6, sentQty: 11, sentWeightKg: 19, sentAmount: 21100 },
  ...{
    receivedTransports: 4,
    receivedLines: 5,
    receivedQty: 11,
    receivedWeightKg: 12,
    receivedAmount: 18800,
  },
  ...{ totalLines: 11, totalQty: 22, totalWeightKg: 31, totalAmount: 39900 },
  ...{ paidAsSenderAmount: 18800, paidAsReceiverAmount: 6000, paidAmount: 24800 },
};
/** A company's March row; each settles on its own, so it is its own settlement group top. */
const settlementRow = (key: 'gana' | 'duri' | 'hanbit') => ({
  companyId: companies[key],
  ...MARCH[key],
  settlementTopId: companies[key],
});

const settlements = (query = '') => `GET /api/settlement/by-shipper${query ? `?${query}` : ''}`;
const details = (query = '') => `GET /api/settlement/shipper-details${query ? `?${query}` : ''}`;
const linesOf = (...keys: Line[]) => keys.map((key) => expect.objectContaining({ shipmentId: lines[key] }));

const settlementRows: NamedRow[] = [
  {
    name: 'March: every company that sent or received, by name, with sent, received and total, and the totals',
    rest: settlements(MONTH_QUERY),
    status: 200,
    answer: () => ({
      items: [settlementRow('gana'), settlementRow('duri'), settlementRow('hanbit')],
      total: 3,
      totals: MARCH_TOTALS,
    }),
  },
  {
    name: "regionCd: the company's region (대구: 가나통신 and 두리상회), totals of those only",
    rest: settlements(`${MONTH_QUERY}&regionCd=DAEGU`),
    status: 200,
    matches: () => ({
      items: [{ companyId: companies.gana }, { companyId: companies.duri }],
      total: 2,
      totals: { sentLines: 5, receivedLines: 2, totalLines: 7, totalAmount: 25100 },
    }),
  },
  {
    name: 'regionCd all or blank: every region',
    rest: settlements(`${MONTH_QUERY}&regionCd=all`),
    status: 200,
    matches: { total: 3 },
  },
  {
    name: 'the period picks the days: 3/20 through 3/25 (T2 and T3 only)',
    rest: settlements('startDate=2021-03-20&endDate=2021-03-25'),
    status: 200,
    answer: () => ({
      items: [
        {
          ...settlementRow('gana'),
          ...{ sentTransports: 1, sentLines: 1, sentQty: 0, sentWeightKg: 7, sentAmount: 2100 },
          ...{ totalLines: 2, totalQty: 5, totalWeightKg: 7, totalAmount: 8100 },
          ...{ paidAsSenderAmount: 0, paidAsReceiverAmount: 6000, paidAmount: 6000 },
        },
        {
          ...settlementRow('hanbit'),
          ...ZERO_RECEIVED,
          ...{ totalLines: 1, totalQty: 5, totalWeightKg: 0, totalAmount: 5000 },
        },
      ],
      total: 2,
      totals: {
        ...{ sentTransports: 2, sentLines: 2, sentQty: 5, sentWeightKg: 7, sentAmount: 7100 },
        ...{
          receivedTransports: 1,
          receivedLines: 1,
          receivedQty: 5,
          receivedWeightKg: 0,
          receivedAmount: 6000,
        },
        ...{ totalLines: 3, totalQty: 10, totalWeightKg: 7, totalAmount: 13100 },
        ...{ paidAsSenderAmount: 0, paidAsReceiverAmount: 6000, paidAmount: 6000 },
      },
    }),
  },
  {
    name: 'no filters: this month through today (Asia/Seoul)',
    rest: settlements(),
    status: 200,
    matches: () => ({
      items: [
        { companyId: companies.gana, sentLines: 1, sentQty: 9, receivedLines: 0, totalAmount: 900 },
        { companyId: companies.hanbit, sentLines: 0, receivedLines: 1, receivedQty: 9, totalAmount: 900 },
      ],
      total: 2,
    }),
  },
  {
    name: 'a period with nothing: no rows, totals of zero',
    rest: settlements('startDate=2019-01-01&endDate=2019-01-31'),
    status: 200,
    answer: {
      items: [],
      total: 0,
      totals: {
        ...{ sentTransports: 0, sentLines: 0, sentQty: 0, sentWeightKg: 0, sentAmount: 0 },
        ...ZERO_RECEIVED,
        ...{ totalLines: 0, totalQty: 0, totalWeightKg: 0, totalAmount: 0 },
        ...{ paidAsSenderAmount: 0, paidAsReceiverAmount: 0, paidAmount: 0 },
      },
    },
  },
  {
    name: 'pages of 12 by default: the first 12 of 14 companies, totals of all 14',
    rest: settlements(`startDate=${BULK_COMPANIES_DAY}&endDate=${BULK_COMPANIES_DAY}`),
    status: 200,
    matches: {
      items: Array.from({ length: 12 }, (_, n) => ({
        companyNm: `정산업체${String(n + 1).padStart(2, '0')}`,
      })),
      total: 14,
      totals: { sentLines: 14, sentQty: 28, sentAmount: 14000 },
    },
  },
  {
    name: 'pages: the second page of 12',
    rest: settlements(`startDate=${BULK_COMPANIES_DAY}&endDate=${BULK_COMPANIES_DAY}&page=1`),
    status: 200,
    matches: { items: [{ companyNm: '정산업체13' }, { companyNm: '정산업체14' }], total: 14 },
  },
];

const detailRows: NamedRow[] = [
  {
    name: 'March: every live goods line, newest first, the tiles over all of them',
    rest: details(MONTH_QUERY),
    status: 200,
    answer: () => ({
      items: linesOf('l6', 'l5', 'l4', 'l1', 'l2', 'l3'),
      total: 6,
      summary: { qty: 11, weightKg: 19, prepaidAmount: 14000, collectAmount: 7100 },
    }),
  },
  {
    name: 'a line carries the reception, shipper, receiver, goods, price and charge',
    rest: details(`${MONTH_QUERY}&companyNm=${encodeURIComponent('한빛')}`),
    status: 200,
    answer: () => ({
      items: [
        {
          ...{
            shipmentId: lines.l4,
            senderTransportId: expect.any(Number) as number,
            requstDt: '2021-03-20',
          },
          ...{ companyId: companies.hanbit, companyNm: '한빛상사', receiverCompanyNm: '가나통신' },
          ...{
            waybillNo: '810000000004',
            kindNm: '박스',
            trnsprtCd: 'QTY',
            qty: 5,
            untpc: 1000,
            amount: 5000,
          },
          ...{ chargeCd: 'CH002', chargeNm: '착불' },
        },
      ],
      total: 1,
      summary: { qty: 5, weightKg: 0, prepaidAmount: 0, collectAmount: 5000 },
    }),
  },
  {
    name: "companyNm: part of the shipper's name; prepaid CH001+CH003, collect CH004",
    rest: details(`${MONTH_QUERY}&companyNm=${encodeURIComponent('가나')}`),
    status: 200,
    answer: () => ({
      items: linesOf('l6', 'l5', 'l1', 'l2', 'l3'),
      total: 5,
      summary: { qty: 6, weightKg: 19, prepaidAmount: 14000, collectAmount: 2100 },
    }),
  },
  {
    name: 'the tiles are over the whole filter, not the page',
    rest: details(`${MONTH_QUERY}&companyNm=${encodeURIComponent('가나')}&size=2`),
    status: 200,
    answer: () => ({
      items: linesOf('l6', 'l5'),
      total: 5,
      summary: { qty: 6, weightKg: 19, prepaidAmount: 14000, collectAmount: 2100 },
    }),
  },
  {
    name: 'companyNm is the shipper (sender), not a receiver: 두리상회 sent nothing in March',
    rest: details(`${MONTH_QUERY}&companyNm=${encodeURIComponent('두리')}`),
    status: 200,
    answer: { items: [], total: 0, summary: { qty: 0, weightKg: 0, prepaidAmount: 0, collectAmount: 0 } },
  },
  {
    name: 'a name with LIKE wildcards finds only that text',
    rest: details(`${MONTH_QUERY}&companyNm=${encodeURIComponent('%')}`),
    status: 200,
    matches: { items: [], total: 0 },
  },
  {
    name: 'the period picks the days: 3/31 only',
    rest: details('startDate=2021-03-31&endDate=2021-03-31'),
    status: 200,
    answer: () => ({
      items: linesOf('l6'),
      total: 1,
      summary: { qty: 1, weightKg: 0, prepaidAmount: 2000, collectAmount: 0 },
    }),
  },
  {
    name: 'an end alone: the 1st of its month through it',
    rest: details('endDate=2021-03-20'),
    status: 200,
    matches: () => ({ items: linesOf('l4', 'l1', 'l2', 'l3'), total: 4 }),
  },
  {
    name: 'no filters: this month through today',
    rest: details(),
    status: 200,
    matches: {
      items: [{ waybillNo: '810000000009', companyNm: '가나통신', qty: 9 }],
      total: 1,
      summary: { qty: 9, weightKg: 0, prepaidAmount: 900, collectAmount: 0 },
    },
  },
  {
    name: 'pages of 20 by default: the first 20 of 25, tiles of all 25',
    rest: details(`startDate=${BULK_LINES_DAY}&endDate=${BULK_LINES_DAY}`),
    status: 200,
    matches: {
      items: Array.from({ length: 20 }, () => ({ companyNm: '대량화주' })),
      total: 25,
      summary: { qty: 25, prepaidAmount: 2500 },
    },
  },
  {
    name: 'pages: the second page of 20',
    rest: details(`startDate=${BULK_LINES_DAY}&endDate=${BULK_LINES_DAY}&page=1`),
    status: 200,
    matches: { items: Array.from({ length: 5 }, () => ({})), total: 25 },
  },
];

const badRows: NamedRow[] = [
  {
    name: 'settlement: a malformed start date is a 400 naming startDate',
    rest: settlements('startDate=2021-02-30'),
    code: 'BAD_USER_INPUT',
    answer: {
      code: 'BAD_USER_INPUT',
      message: '접수 시작일(startDate)은 yyyy-MM-dd 형식이어야 합니다.',
      field: 'startDate',
    },
  },
  {
    name: 'settlement: an end before the start is a 400 naming endDate',
    rest: settlements('startDate=2021-03-02&endDate=2021-03-01'),
    code: 'BAD_USER_INPUT',
    matches: { field: 'endDate', message: '접수 종료일(endDate)은 시작일(startDate) 이후여야 합니다.' },
  },
  {
    name: 'settlement: a period over 366 days is a 400 naming endDate',
    rest: settlements('startDate=2020-01-01&endDate=2021-01-01'),
    code: 'BAD_USER_INPUT',
    matches: { field: 'endDate', message: '접수 기간(startDate ~ endDate)은 366일을 넘을 수 없습니다.' },
  },
  {
    name: 'settlement: a code longer than any code is a 400 naming regionCd',
    rest: settlements(`regionCd=${'A'.repeat(31)}`),
    code: 'BAD_USER_INPUT',
    matches: { field: 'regionCd' },
  },
  {
    name: 'settlement: a repeated parameter is a 400',
    rest: settlements('regionCd=DAEGU&regionCd=SEOUL'),
    code: 'BAD_USER_INPUT',
    matches: { field: 'regionCd' },
  },
  {
    name: 'settlement: a page size over 100 is a 400 naming size',
    rest: settlements('size=101'),
    code: 'BAD_USER_INPUT',
    matches: { field: 'size' },
  },
  {
    name: 'details: a name longer than any name is a 400 naming companyNm',
    rest: details(`companyNm=${'가'.repeat(101)}`),
    code: 'BAD_USER_INPUT',
    matches: { field: 'companyNm', message: '화주명(companyNm)은 100자 이하로 입력해주세요.' },
  },
  {
    name: 'details: a malformed end date is a 400 naming endDate',
    rest: details('endDate=tomorrow'),
    code: 'BAD_USER_INPUT',
    matches: { field: 'endDate' },
  },
  {
    name: 'details: a negative page is a 400 naming page',
    rest: details('page=-1'),
    code: 'BAD_USER_INPUT',
    matches: { field: 'page' },
  },
  {
    name: 'the settlement export refuses bad filters with 400',
    rest: 'GET /api/settlement/by-shipper/excel?startDate=2021-13-01',
    code: 'BAD_USER_INPUT',
    matches: { field: 'startDate' },
  },
  {
    name: 'the details export refuses bad filters with 400',
    rest: `GET /api/settlement/shipper-details/excel?companyNm=${'가'.repeat(101)}`,
    code: 'BAD_USER_INPUT',
    matches: { field: 'companyNm' },
  },
];

describe('GET /api/settlement/by-shipper: sums and filters', () => {
  contractRows(api, { as: 'member_view' }, settlementRows);
});

describe('GET /api/settlement/shipper-details: lines, tiles and filters', () => {
  contractRows(api, { as: 'member_view' }, detailRows);
});

describe('bad input is a 400 naming the field, never a 5xx', () => {
  contractRows(api, { as: 'member_view' }, badRows);
});

describe('the sums agree with plain SQL over the goods lines', () => {
  type Sums = Record<string, number>;
  const sql = async (text: string, params: unknown[]) =>
    api.server.db.orm.em.fork().execute<Sums[]>(text, params);

  it('settlement by shipper: each company of March, sent and received side by side', async () => {
    // Independently: every live goods line once per side, summed per company in JavaScript.
    const rows = await sql(
      `select ts.sender_company_id as "sender", tr.receiver_company_id as "receiver", s.trnsprt_cd as "kind",
              s.sender_qty as "sq", s.receiver_qty as "rq", s.sender_amount as "sa", s.receiver_amount as "ra"
         from shipment s
         join transport_receiver tr using (receiver_transport_id)
         join transport_sender ts using (sender_transport_id)
        where ts.del_yn = 'N' and ts.requst_dt >= ? and ts.requst_dt <= ?`,
      [MONTH.startDate, MONTH.endDate],
    );
    const expected = new Map<number, Sums>();
    const add = (
      id: number | null,
      side: 'sent' | 'received',
      qty: number,
      kind: unknown,
      amount: number,
    ) => {
      if (id === null) return;
      const sums = expected.get(id) ?? {};
      const bump = (name: string, by: number) =>
        (sums[`${side}${name}`] = (sums[`${side}${name}`] ?? 0) + by);
      bump('Lines', 1);
      bump(kind === 'WEIGHT' ? 'WeightKg' : 'Qty', qty);
      bump('Amount', amount);
      expected.set(id, sums);
    };
    for (const row of rows as unknown as Record<string, number | string | null>[]) {
      add(row.sender as number | null, 'sent', Number(row.sq), row.kind, Number(row.sa));
      add(row.receiver as number | null, 'received', Number(row.rq), row.kind, Number(row.ra));
    }
    const answer = await api.rest<{ items: Sums[] }>('GET', `/api/settlement/by-shipper?${MONTH_QUERY}`);
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(expected.size);
    for (const item of answer.body.items) {
      const sums = expected.get(item.companyId!)!;
      for (const side of ['sent', 'received'])
        for (const name of ['Lines', 'Qty', 'WeightKg', 'Amount'])
          expect([item.companyId, `${side}${name}`, item[`${side}${name}`]]).toEqual([
            item.companyId,
            `${side}${name}`,
            sums[`${side}${name}`] ?? 0,
          ]);
      expect(item.totalAmount).toBe((sums.sentAmount ?? 0) + (sums.receivedAmount ?? 0));
    }
  });

  it('shipper details: the tiles of March equal sums by charge and calculation', async () => {
    const [sums] = await sql(
      `select sum(case when s.trnsprt_cd = 'QTY' then s.sender_qty else 0 end)::int as "qty",
              sum(case when s.trnsprt_cd = 'WEIGHT' then s.sender_qty else 0 end)::int as "weightKg",
              sum(case when ts.charge_cd in ('CH001', 'CH003') then s.sender_amount else 0 end)::int as "prepaidAmount",
              sum(case when ts.charge_cd in ('CH002', 'CH004') then s.sender_amount else 0 end)::int as "collectAmount"
         from shipment s
         join transport_receiver tr using (receiver_transport_id)
         join transport_sender ts using (sender_transport_id)
        where ts.del_yn = 'N' and ts.requst_dt >= ? and ts.requst_dt <= ?`,
      [MONTH.startDate, MONTH.endDate],
    );
    const answer = await api.rest<{ summary: Sums }>(
      'GET',
      `/api/settlement/shipper-details?${MONTH_QUERY}&size=1`,
    );
    expect(answer.body.summary).toEqual(sums);
  });
});

const SETTLEMENTS_QUERY = `query ($filter: ShipperSettlementFilterInput, $page: PageInput) {
  shipperSettlements(filter: $filter, page: $page) {
    total
    totals { sentLines receivedLines totalAmount }
    items { companyId companyNm regionNm sentAmount receivedAmount totalAmount }
  }
}`;
const DETAILS_QUERY = `query ($filter: ShipperDetailsFilterInput, $page: PageInput) {
  shipperDetails(filter: $filter, page: $page) {
    total
    summary { qty weightKg prepaidAmount collectAmount }
    items { shipmentId companyNm chargeNm amount }
  }
}`;

describe('GraphQL shipperSettlements and shipperDetails', () => {
  contractRows(api, { as: 'member_view' }, [
    {
      name: 'shipperSettlements: the filters as in REST',
      graphql: SETTLEMENTS_QUERY,
      input: { filter: { ...MONTH, regionCd: 'SEOUL' } },
      status: 200,
      answer: () => ({
        shipperSettlements: {
          total: 1,
          totals: { sentLines: 1, receivedLines: 3, totalAmount: 14800 },
          items: [
            {
              ...{ companyId: companies.hanbit, companyNm: '한빛상사', regionNm: '서울' },
              ...{ sentAmount: 5000, receivedAmount: 9800, totalAmount: 14800 },
            },
          ],
        },
      }),
    },
    {
      name: 'shipperDetails: a page of 2 with the tiles of all 5 lines',
      graphql: DETAILS_QUERY,
      input: { filter: { ...MONTH, companyNm: '가나' }, page: { page: 2, size: 2 } },
      status: 200,
      answer: () => ({
        shipperDetails: {
          total: 5,
          summary: { qty: 6, weightKg: 19, prepaidAmount: 14000, collectAmount: 2100 },
          items: [{ shipmentId: lines.l3, companyNm: '가나통신', chargeNm: '선불', amount: 3000 }],
        },
      }),
    },
    {
      name: 'shipperSettlements refuses an end before the start with BAD_USER_INPUT naming endDate',
      graphql: SETTLEMENTS_QUERY,
      input: { filter: { startDate: '2021-03-02', endDate: '2021-03-01' } },
      code: 'BAD_USER_INPUT',
      matches: { extensions: { field: 'endDate' } },
    },
    {
      name: 'shipperDetails refuses a malformed date with BAD_USER_INPUT naming startDate',
      graphql: DETAILS_QUERY,
      input: { filter: { startDate: '2021/03/01' } },
      code: 'BAD_USER_INPUT',
      matches: { extensions: { field: 'startDate' } },
    },
  ]);
});

describe('who may read the settlement screens', () => {
  contractRows(api, {}, [
    { name: 'REST without a token: 401', as: 'anonymous', rest: settlements(), code: 'UNAUTHENTICATED' },
    {
      name: 'GraphQL without a token: 401',
      as: 'anonymous',
      graphql: DETAILS_QUERY,
      code: 'UNAUTHENTICATED',
    },
    // The settlement area is readable by every role (docs/decisions.md#who-may-write-each-area).
    ...(['member_view', 'member_pickup', 'member_delivery', 'member_all', 'admin'] as const).map(
      (role): NamedRow => ({
        name: `${role} may read`,
        as: role,
        rest: details(`${MONTH_QUERY}&companyNm=${encodeURIComponent('한빛')}`),
        status: 200,
        matches: { total: 1 },
      }),
    ),
  ]);
});

describe('spreadsheet exports', () => {
  const download = async (path: string) => {
    const token = await api.token('member_view');
    const response = await fetch(`${api.server.url}${path}`, {
      headers: { authorization: `Bearer ${String(token)}` },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    return { response, sheet: workbook.worksheets[0]! };
  };

  it('settlement by shipper: one row per company of the filters, with Korean headers', async () => {
    const { response, sheet } = await download(
      `/api/settlement/by-shipper/excel?${MONTH_QUERY}&regionCd=DAEGU`,
    );
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('화주별정산.xlsx'));
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['업체명', '지역', '화주 구분']);
    expect(sheet.actualRowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe('가나통신');
    expect(sheet.getRow(2).getCell(17).value).toBe(22100);
    expect(sheet.getRow(3).getCell(1).value).toBe('두리상회');
  });

  it('shipper details: the filtered lines, every page of them', async () => {
    const { response, sheet } = await download(
      `/api/settlement/shipper-details/excel?startDate=${BULK_LINES_DAY}&endDate=${BULK_LINES_DAY}`,
    );
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('화주상세.xlsx'));
    expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['접수일', '화주']);
    expect(sheet.actualRowCount).toBe(26);
    expect(sheet.getRow(2).getCell(2).value).toBe('대량화주');
  });
});
