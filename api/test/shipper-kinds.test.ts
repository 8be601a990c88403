// 화주별 정산서 per goods kind (issue 34): GraphQL shipperKindSettlements, GET
// /api/settlement/by-shipper/kinds and its .xlsx. Every company's 발신, 수신 and 합계 per kind is
// compared with independent SQL over the raw lines (a QTY line its side's pieces, a WEIGHT line one).
import { rowBuilders } from '@parcel/db/src/testing/builders';
import ExcelJS from 'exceljs';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';

const api = contractHarness();
const em = () => api.server.db.orm.em.fork();
const { newCompany } = billingRows(api, '75');
const { aTransport } = rowBuilders(em);

const START = '2019-08-01';
const END = '2019-08-31';
const FILTER = { startDate: START, endDate: END };

interface Counts {
  sent: number[];
  received: number[];
  total: number[];
}
interface KindPage {
  total: number;
  kinds: { kindCd: string; kindNm: string }[];
  totals: Counts;
  items: (Counts & { companyId: number; companyNm: string; regionNm: string | null })[];
}

let ids: Record<'ga' | 'na' | 'da', number>;

beforeAll(async () => {
  ids = {
    ga: await newCompany('가 품목화주', { supplier: null }),
    na: await newCompany('나 품목화주', { supplier: null }),
    da: await newCompany('다 품목화주', { supplier: null }),
  };
  await em().execute(`update company set region_cd = 'SEOUL' where company_id = ?`, [ids.da]);
  // 가 sends 나: documents, boxes (receiver counted otherwise) and a weighed sack.
  await aTransport({
    ...{ requst_dt: '2019-08-03', charge_cd: 'CH001', sender_company_id: ids.ga },
    receivers: [
      {
        ...{ company_nm: '나 품목화주', receiver_company_id: ids.na },
        shipments: [
          { trnsprt_cd: 'QTY', kind_cd: 'TAC0201', qty: 3, untpc: 1_000 },
          { trnsprt_cd: 'QTY', kind_cd: 'TAC0202', sender_qty: 5, receiver_qty: 4, untpc: 1_000 },
          { trnsprt_cd: 'WEIGHT', kind_cd: 'TAC0206', qty: 17, untpc: 300 },
        ],
      },
      // A receiver typed by name: counted for the sender only.
      { company_nm: '이름만 받는곳', shipments: [{ trnsprt_cd: 'QTY', kind_cd: 'TAC0205', qty: 2 }] },
    ],
  });
  // 다 (Seoul) sends 가 rolls and samples, collect.
  await aTransport({
    ...{ requst_dt: '2019-08-31', charge_cd: 'CH002', sender_company_id: ids.da },
    receivers: [
      {
        ...{ company_nm: '가 품목화주', receiver_company_id: ids.ga },
        shipments: [
          { trnsprt_cd: 'QTY', kind_cd: 'TAC0203', qty: 1 },
          { trnsprt_cd: 'QTY', kind_cd: 'TAC0204', qty: 6 },
        ],
      },
    ],
  });
  // Outside the period, and deleted: not counted.
  await aTransport({
    ...{ requst_dt: '2019-09-01', sender_company_id: ids.ga },
    receivers: [{ company_nm: 'x', shipments: [{ trnsprt_cd: 'QTY', kind_cd: 'TAC0201', qty: 50 }] }],
  });
  await aTransport({
    ...{ requst_dt: '2019-08-10', sender_company_id: ids.ga, del_yn: 'Y' },
    receivers: [{ company_nm: 'x', shipments: [{ trnsprt_cd: 'QTY', kind_cd: 'TAC0201', qty: 70 }] }],
  });
});

/** Per company and kind, what it sent and received, from the raw lines. */
function rawSums() {
  return em().execute<{ companyId: number; kindCd: string; sent: number; received: number }[]>(
    `select company_id as "companyId", kind_cd as "kindCd", sum(sent)::float8 as sent, sum(received)::float8 as received
       from (select ts.sender_company_id as company_id, s.kind_cd,
                    case when s.trnsprt_cd = 'WEIGHT' then 1 else s.sender_qty end as sent, 0 as received
               from shipment s join transport_receiver tr using (receiver_transport_id)
               join transport_sender ts using (sender_transport_id)
              where ts.del_yn = 'N' and ts.requst_dt between ? and ?
             union all
             select tr.receiver_company_id, s.kind_cd, 0,
                    case when s.trnsprt_cd = 'WEIGHT' then 1 else s.receiver_qty end
               from shipment s join transport_receiver tr using (receiver_transport_id)
               join transport_sender ts using (sender_transport_id)
              where ts.del_yn = 'N' and ts.requst_dt between ? and ?) sides
      where company_id is not null
      group by 1, 2`,
    [START, END, START, END],
  );
}

async function kindPage(filter: Record<string, unknown> = FILTER): Promise<KindPage> {
  const answer = await api.graphql<{ shipperKindSettlements: KindPage }>(
    `query ($filter: ShipperSettlementFilterInput) {
       shipperKindSettlements(filter: $filter, page: { size: 100 }) {
         total kinds { kindCd kindNm } totals { sent received total }
         items { companyId companyNm regionNm sent received total }
       }
     }`,
    { filter },
    'member_view',
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.shipperKindSettlements;
}

describe('settlement by shipper per goods kind', () => {
  it('columns are the GOODS_KIND codes in order', async () => {
    const page = await kindPage();
    expect(page.kinds.map((kind) => kind.kindNm).slice(0, 6)).toEqual([
      '서류',
      '박스',
      '롤',
      '샘플',
      '김밥',
      '마대',
    ]);
  });

  it("counts each company's 발신, 수신 and 합계 per kind as the raw lines sum them", async () => {
    const page = await kindPage();
    const sums = await rawSums();
    const columns = page.kinds.map((kind) => kind.kindCd);
    const expectedOf = (companyId: number) => {
      const own = sums.filter((sum) => sum.companyId === companyId);
      const sent = columns.map((kindCd) => own.find((sum) => sum.kindCd === kindCd)?.sent ?? 0);
      const received = columns.map((kindCd) => own.find((sum) => sum.kindCd === kindCd)?.received ?? 0);
      return { sent, received, total: sent.map((value, index) => value + received[index]!) };
    };
    const companies = [...new Set(sums.map((sum) => sum.companyId))];
    expect(page.total).toBe(companies.length);
    expect(page.items.map((item) => item.companyNm)).toEqual(['가 품목화주', '나 품목화주', '다 품목화주']);
    for (const item of page.items) {
      const { companyId, companyNm: _name, regionNm: _region, ...counts } = item;
      expect(counts).toEqual(expectedOf(companyId));
    }
    const add = (side: keyof Counts) =>
      columns.map((_kind, index) => page.items.reduce((sum, item) => sum + item[side][index]!, 0));
    expect(page.totals).toEqual({ sent: add('sent'), received: add('received'), total: add('total') });
    // 가: 3 documents, 5 boxes, one sack and 2 gimbap sent; a roll and 6 samples received.
    const ga = page.items.find((item) => item.companyId === ids.ga)!;
    expect(ga.sent.slice(0, 6)).toEqual([3, 5, 0, 0, 2, 1]);
    expect(ga.received.slice(0, 6)).toEqual([0, 0, 1, 6, 0, 0]);
  });

  it("filters by the company's region, and answers the same over REST", async () => {
    const seoul = await kindPage({ ...FILTER, regionCd: 'SEOUL' });
    expect(seoul.items.map((item) => item.companyId)).toEqual([ids.da]);
    const rest = await api.rest<KindPage>(
      'GET',
      `/api/settlement/by-shipper/kinds?startDate=${START}&endDate=${END}&regionCd=SEOUL`,
      { as: 'member_view' },
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(seoul);
  });

  it('exports three rows a company with a column per kind', async () => {
    const token = await api.token('member_view');
    const response = await fetch(
      `${api.server.url}/api/settlement/by-shipper/kinds/excel?startDate=${START}&endDate=${END}`,
      { headers: { authorization: `Bearer ${String(token)}` } },
    );
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const page = await kindPage();
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(['업체명', '지역', '구분', ...page.kinds.map((kind) => kind.kindNm), '합계']);
    expect(sheet.actualRowCount).toBe(1 + 3 * page.items.length);
    page.items.forEach((item, index) => {
      (['sent', 'received', 'total'] as const).forEach((side, offset) => {
        const values = (sheet.getRow(2 + index * 3 + offset).values as unknown[]).slice(1);
        expect(values).toEqual([
          item.companyNm,
          ...(item.regionNm ? [item.regionNm] : [undefined]),
          ['발신', '수신', '합계'][offset],
          ...item[side],
          item[side].reduce((sum, count) => sum + count, 0),
        ]);
      });
    });
  });
});
