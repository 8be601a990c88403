// 종류별 청구서 split by charge (issue 34): companyStatement.typeGroups lists what a group top pays as
// sender (선불) then as receiver (착불 (도착분)), per calculation and goods kind, with subtotals; the
// print page and the PDF draw it. Compared with sums worked out by independent SQL over the raw
// lines (the payer by the charge, billed amounts by the line type), and the grand total with the
// invoice row's parcel and communication sections, unchanged.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';
import { pdfText } from './pdf-text';

const api = contractHarness();
const em = () => api.server.db.orm.em.fork();
const { newSupplier, newCompany } = billingRows(api, '74');
const { aTransport } = rowBuilders(em);

const PERIOD = { year: 2026, month: 4, billCd: '30' } as const;
const START = '2026-04-01';
const END = '2026-04-30';

interface Row {
  trnsprtCd: string;
  kindCd: string;
  kindNm: string;
  lineCount: number;
  qty: number;
  amount: number;
}
interface Group {
  chargeGroup: string;
  chargeGroupNm: string;
  lineCount: number;
  amount: number;
  rows: Row[];
}
interface Answer {
  companyStatement: {
    amounts: { billHistoryDetailId: number; untpc: number; weightUntpc: number; totAmount: number };
    typeSummary: Row[];
    typeGroups: Group[];
  };
}

let supplier: number;
let top: number;

beforeAll(async () => {
  supplier = await newSupplier('분리 공급상사');
  top = await newCompany('가 분리본점', { supplier, billStdrCd: '30' });
  const member = await newCompany('나 분리지점', { supplier: null, excclcCompanyId: top });
  const other = await newCompany('다 거래처', { supplier: null });
  const receiverOf = (companyId: number, shipments: Record<string, unknown>[]) => ({
    company_nm: '받는곳',
    receiver_company_id: companyId,
    shipments,
  });
  // Prepaid by the top and its member: boxes and a sack (WEIGHT, both sides billed).
  await aTransport({
    ...{ requst_dt: '2026-04-02', charge_cd: 'CH001', sender_company_id: top },
    receivers: [
      receiverOf(other, [
        {
          trnsprt_cd: 'QTY',
          kind_cd: 'TAC0202',
          sender_qty: 2,
          receiver_qty: 2,
          sender_untpc: 1_005,
          receiver_untpc: 3,
        },
        { trnsprt_cd: 'WEIGHT', kind_cd: 'TAC0206', qty: 7, untpc: 301 },
      ]),
    ],
  });
  await aTransport({
    ...{ requst_dt: '2026-04-09', charge_cd: 'CH003', sender_company_id: member },
    receivers: [receiverOf(other, [{ trnsprt_cd: 'QTY', kind_cd: 'TAC0201', qty: 1, untpc: 2_007 }])],
  });
  // Collect to the top and to its member (도착분): boxes again and a sack, at the receiver's prices.
  await aTransport({
    ...{ requst_dt: '2026-04-15', charge_cd: 'CH002', sender_company_id: other },
    receivers: [
      receiverOf(top, [
        {
          trnsprt_cd: 'QTY',
          kind_cd: 'TAC0202',
          sender_qty: 4,
          receiver_qty: 4,
          sender_untpc: 9,
          receiver_untpc: 1_111,
        },
      ]),
      receiverOf(member, [{ trnsprt_cd: 'WEIGHT', kind_cd: 'TAC0206', qty: 3, untpc: 333 }]),
    ],
  });
  await aTransport({
    ...{ requst_dt: '2026-04-30', charge_cd: 'CH004', company_nm: '이름만 보내는곳' },
    receivers: [receiverOf(member, [{ trnsprt_cd: 'QTY', kind_cd: 'TAC0202', qty: 1, untpc: 1_013 }])],
  });
  // Another month: not on this invoice.
  await aTransport({
    ...{ requst_dt: '2026-05-01', charge_cd: 'CH002', sender_company_id: other },
    receivers: [receiverOf(top, [{ trnsprt_cd: 'QTY', kind_cd: 'TAC0202', qty: 1, untpc: 99_999 }])],
  });
  const generated = await api.rest('POST', '/api/bill-history/insert', {
    body: { billCompanyId: supplier, ...PERIOD },
  });
  expect(generated.status).toBe(200);
});

const QUERY = `query ($billCompanyId: Int!, $year: Int!, $month: Int!, $billCd: String!, $companyId: Int!) {
  companyStatement(billCompanyId: $billCompanyId, year: $year, month: $month, billCd: $billCd, companyId: $companyId) {
    amounts { billHistoryDetailId untpc weightUntpc totAmount }
    typeSummary { trnsprtCd kindCd kindNm lineCount qty amount }
    typeGroups { chargeGroup chargeGroupNm lineCount amount rows { trnsprtCd kindCd kindNm lineCount qty amount } }
  }
}`;

async function statement(): Promise<Answer['companyStatement']> {
  const answer = await api.graphql<Answer>(
    QUERY,
    { billCompanyId: supplier, ...PERIOD, companyId: top },
    'member_view',
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.companyStatement;
}

/** Per charge group, calculation and kind: lines, quantity and billed amount, from the raw lines. */
function expectedGroups() {
  return em().execute<(Omit<Row, 'kindNm'> & { chargeGroup: string })[]>(
    `select case when ts.charge_cd in ('CH001', 'CH003') then 'PREPAID' else 'COLLECT' end as "chargeGroup",
            s.trnsprt_cd as "trnsprtCd", s.kind_cd as "kindCd", count(*)::int as "lineCount",
            sum(case when s.trnsprt_cd = 'QTY' and ts.charge_cd in ('CH002', 'CH004') then s.receiver_qty
                     else s.sender_qty end)::float8 as qty,
            sum(case when s.trnsprt_cd = 'WEIGHT' then s.sender_amount + s.receiver_amount
                     when ts.charge_cd in ('CH002', 'CH004') then s.receiver_amount
                     else s.sender_amount end)::float8 as amount
       from shipment s join transport_receiver tr using (receiver_transport_id)
       join transport_sender ts using (sender_transport_id)
       join company_settlement_top t on t.company_id =
            case when ts.charge_cd in ('CH001', 'CH003') then ts.sender_company_id else tr.receiver_company_id end
      where ts.del_yn = 'N' and ts.requst_dt between ? and ? and t.top_company_id = ?
      group by 1, 2, 3
      order by 1 desc, 2, 3`,
    [START, END, top],
  );
}

describe('the per-type statement split by charge', () => {
  it('lists 선불 then 착불 (도착분), each per calculation and kind as the raw lines sum', async () => {
    const answer = await statement();
    const expected = await expectedGroups();
    expect(
      answer.typeGroups.flatMap((group) =>
        group.rows.map(({ kindNm: _name, ...row }) => ({ chargeGroup: group.chargeGroup, ...row })),
      ),
    ).toEqual(expected);
    expect(answer.typeGroups.map((group) => [group.chargeGroup, group.chargeGroupNm])).toEqual([
      ['PREPAID', '선불'],
      ['COLLECT', '착불 (도착분)'],
    ]);
    for (const group of answer.typeGroups) {
      const own = expected.filter((row) => row.chargeGroup === group.chargeGroup);
      expect(group.lineCount).toBe(own.reduce((sum, row) => sum + row.lineCount, 0));
      expect(group.amount).toBe(own.reduce((sum, row) => sum + row.amount, 0));
    }
  });

  it('keeps the grand total: the groups add up to typeSummary and the invoice row', async () => {
    const answer = await statement();
    const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
    const lines = (rows: { lineCount: number }[]) => rows.reduce((total, row) => total + row.lineCount, 0);
    expect(sum(answer.typeGroups)).toBe(sum(answer.typeSummary));
    expect(lines(answer.typeGroups)).toBe(lines(answer.typeSummary));
    expect(sum(answer.typeSummary)).toBe(answer.amounts.untpc + answer.amounts.weightUntpc);
    expect(sum(answer.typeSummary)).toBe(sum(await expectedGroups()));
  });

  it('prints the groups with their subtotals and the unchanged total in the PDF', async () => {
    const answer = await statement();
    const token = await api.token('member_view');
    const response = await fetch(
      `${api.server.url}/api/bill-history-detail/statement-pdf/${answer.amounts.billHistoryDetailId}?view=type`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    const text = (await pdfText(Buffer.from(await response.arrayBuffer()))).pages.flat();
    const won = (value: number) => value.toLocaleString('ko-KR');
    const [prepaid, collect] = answer.typeGroups;
    const at = (line: string) => text.indexOf(line);
    expect(at('선불')).toBeGreaterThan(0);
    expect(at(`선불 소계   ${prepaid!.lineCount}   ${won(prepaid!.amount)}`)).toBeGreaterThan(at('선불'));
    expect(at('착불 (도착분)')).toBeGreaterThan(
      at(`선불 소계   ${prepaid!.lineCount}   ${won(prepaid!.amount)}`),
    );
    expect(at(`착불 (도착분) 소계   ${collect!.lineCount}   ${won(collect!.amount)}`)).toBeGreaterThan(
      at('착불 (도착분)'),
    );
    const lineCount = answer.typeSummary.reduce((sum, row) => sum + row.lineCount, 0);
    const total = answer.typeSummary.reduce((sum, row) => sum + row.amount, 0);
    expect(text).toContain(`합계   ${lineCount}   ${won(total)}`);
  });
});
