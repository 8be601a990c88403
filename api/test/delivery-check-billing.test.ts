// The delivery check's billing columns (issue 34): 청구 화주 (the top of the payer's settlement
// group), 회수 코스 (the paying side's course), 구분 (선불, 착불, 도착분), 단가 and Kg 단가 of the billed
// side, 수량 of QTY lines and 중량 of WEIGHT lines, over GraphQL and in 배송조회목록.xlsx. Each row is
// compared with the same facts worked out here by independent SQL over the raw lines, the payer by
// the charge and the group top from the view company_settlement_top, as the invoice reads them.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import ExcelJS from 'exceljs';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';
import { rowInserter } from './rows';

const api = contractHarness();
const em = () => api.server.db.orm.em.fork();
const { newSupplier, newCompany } = billingRows(api, '73');
const { aTransport } = rowBuilders(em);
const insert = rowInserter(api);

const DAY = '2019-05-07';
const FILTER = { startDate: DAY, endDate: DAY };

interface Expected {
  shipmentId: number;
  billedCompanyId: number | null;
  billedCompanyNm: string | null;
  collectionRouteNm: string | null;
  chargeGroupNm: string | null;
  billedUntpc: number | null;
  billedKgUntpc: number | null;
  pieceQty: number | null;
  weightKg: number | null;
}

/** The day's lines with their billing facts, from the raw tables (not the list's SQL fragments). */
function expectedRows(): Promise<Expected[]> {
  return em().execute<Expected[]>(
    `with line as (
       select s.shipment_id, s.trnsprt_cd, s.transport_date, s.sender_qty, s.receiver_qty, s.sender_untpc,
              s.receiver_untpc, ts.charge_cd in ('CH001', 'CH003') as prepaid,
              ts.charge_cd in ('CH002', 'CH004') as collect,
              case when ts.charge_cd in ('CH001', 'CH003') then ts.sender_company_id
                   when ts.charge_cd in ('CH002', 'CH004') then tr.receiver_company_id end as payer,
              case when ts.charge_cd in ('CH001', 'CH003') then ts.delivery_route_id
                   when ts.charge_cd in ('CH002', 'CH004') then tr.delivery_route_id end as route_id
         from shipment s join transport_receiver tr using (receiver_transport_id)
         join transport_sender ts using (sender_transport_id)
        where ts.del_yn = 'N' and ts.requst_dt = ?)
     select line.shipment_id as "shipmentId", top.company_id as "billedCompanyId",
            top.company_nm as "billedCompanyNm", route.delivery_route_nm as "collectionRouteNm",
            case when prepaid then '선불' when collect and transport_date is not null then '도착분'
                 when collect then '착불' end as "chargeGroupNm",
            case when trnsprt_cd = 'QTY' then case when collect then receiver_untpc else sender_untpc end end
              as "billedUntpc",
            case when trnsprt_cd = 'WEIGHT' then sender_untpc end as "billedKgUntpc",
            case when trnsprt_cd = 'QTY' then case when collect then receiver_qty else sender_qty end end
              as "pieceQty",
            case when trnsprt_cd = 'WEIGHT' then sender_qty end as "weightKg"
       from line
       left join company_settlement_top t on t.company_id = line.payer
       left join company top on top.company_id = t.top_company_id
       left join delivery_route route on route.delivery_route_id = line.route_id
      order by line.shipment_id`,
    [DAY],
  );
}

const ROW_FIELDS =
  'shipmentId billedCompanyId billedCompanyNm collectionRouteNm chargeGroupNm billedUntpc billedKgUntpc pieceQty weightKg';

let lines: Record<'prepaidQty' | 'prepaidWeight' | 'collectPending' | 'collectArrived' | 'typed', number>;

beforeAll(async () => {
  const supplier = await newSupplier('확인 공급상사');
  const top = await newCompany('가 본점', { supplier });
  const member = await newCompany('나 지점', { supplier: null, excclcCompanyId: top });
  const receiverCompany = await newCompany('다 수신처', { supplier });
  const pickupRoute = await insert('delivery_route', 'delivery_route_id', {
    delivery_route_nm: '집하 1코스',
  });
  const deliveryRoute = await insert('delivery_route', 'delivery_route_id', {
    delivery_route_nm: '배송 2코스',
  });

  // Prepaid from the member: billed to its top, collected on the sender's course. Receiver prices differ.
  const prepaid = await aTransport({
    ...{ requst_dt: DAY, charge_cd: 'CH001', sender_company_id: member, delivery_route_id: pickupRoute },
    receivers: [
      {
        ...{
          company_nm: '다 수신처',
          receiver_company_id: receiverCompany,
          delivery_route_id: deliveryRoute,
        },
        shipments: [
          { trnsprt_cd: 'QTY', sender_qty: 3, receiver_qty: 3, sender_untpc: 1_500, receiver_untpc: 777 },
          { trnsprt_cd: 'WEIGHT', kind_cd: 'TAC0206', qty: 12, untpc: 300 },
        ],
      },
    ],
  });
  // Collect to the registered receiver: billed to it at its side's price, collected on its course.
  const collect = await aTransport({
    ...{ requst_dt: DAY, charge_cd: 'CH004', company_nm: '라 이름만', delivery_route_id: pickupRoute },
    receivers: [
      {
        ...{
          company_nm: '다 수신처',
          receiver_company_id: receiverCompany,
          delivery_route_id: deliveryRoute,
        },
        shipments: [
          { trnsprt_cd: 'QTY', sender_qty: 2, receiver_qty: 2, sender_untpc: 900, receiver_untpc: 1_100 },
          { trnsprt_cd: 'QTY', qty: 1, untpc: 1_100, transport_date: DAY },
        ],
      },
    ],
  });
  // Collect to a receiver typed by name: billed to nobody.
  const typed = await aTransport({
    ...{ requst_dt: DAY, charge_cd: 'CH002', sender_company_id: member },
    receivers: [{ company_nm: '마 이름만', shipments: [{ trnsprt_cd: 'QTY', qty: 1, untpc: 500 }] }],
  });
  lines = {
    prepaidQty: prepaid.shipmentIds[0]!,
    prepaidWeight: prepaid.shipmentIds[1]!,
    collectPending: collect.shipmentIds[0]!,
    collectArrived: collect.shipmentIds[1]!,
    typed: typed.shipmentIds[0]!,
  };
});

async function listed(): Promise<Expected[]> {
  const answer = await api.graphql<{ deliveryChecks: { items: Expected[] } }>(
    `query ($filter: DeliveryCheckFilterInput) {
       deliveryChecks(filter: $filter, page: { size: 50 }) { items { ${ROW_FIELDS} } }
     }`,
    { filter: FILTER },
    'member_view',
  );
  expect(answer.errors).toBeUndefined();
  return [...answer.data!.deliveryChecks.items].sort((a, b) => a.shipmentId - b.shipmentId);
}

describe('the delivery check billing columns', () => {
  it('answers each line as independent SQL over the raw lines gives it', async () => {
    const expected = await expectedRows();
    expect(expected).toHaveLength(5);
    expect(await listed()).toEqual(expected);
  });

  it('bills the member to its top, the collect line to the receiver, the typed party to nobody', async () => {
    const rows = new Map((await listed()).map((row) => [row.shipmentId, row]));
    expect(rows.get(lines.prepaidQty)).toMatchObject({
      ...{ billedCompanyNm: '가 본점', collectionRouteNm: '집하 1코스', chargeGroupNm: '선불' },
      ...{ billedUntpc: 1_500, billedKgUntpc: null, pieceQty: 3, weightKg: null },
    });
    expect(rows.get(lines.prepaidWeight)).toMatchObject({
      ...{ billedCompanyNm: '가 본점', chargeGroupNm: '선불' },
      ...{ billedUntpc: null, billedKgUntpc: 300, pieceQty: null, weightKg: 12 },
    });
    expect(rows.get(lines.collectPending)).toMatchObject({
      ...{ billedCompanyNm: '다 수신처', collectionRouteNm: '배송 2코스', chargeGroupNm: '착불' },
      ...{ billedUntpc: 1_100, pieceQty: 2 },
    });
    expect(rows.get(lines.collectArrived)).toMatchObject({ chargeGroupNm: '도착분' });
    expect(rows.get(lines.typed)).toMatchObject({
      ...{ billedCompanyId: null, billedCompanyNm: null, collectionRouteNm: null, chargeGroupNm: '착불' },
    });
  });

  it('writes the columns into 배송조회목록.xlsx beside the existing ones', async () => {
    const token = await api.token('member_view');
    const response = await fetch(
      `${api.server.url}/api/transport/check-excel?startDate=${DAY}&endDate=${DAY}`,
      { headers: { authorization: `Bearer ${String(token)}` } },
    );
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    // The columns the sheet had stay, in their order.
    for (const kept of [
      '접수일',
      '배송 상태',
      '운송장 번호',
      '운임 구분',
      '수량',
      '금액',
      '배송 코스',
      '메모',
    ])
      expect(headers).toContain(kept);
    const at = (header: string) => headers.indexOf(header) + 1;
    for (const added of ['구분', '청구 화주', '회수 코스', '수량(개)', '중량(kg)', '단가', 'Kg 단가'])
      expect(at(added)).toBeGreaterThan(0);

    const expected = await expectedRows();
    expect(sheet.actualRowCount).toBe(1 + expected.length);
    // The sheet's rows are in the list's order, not by line number: compared as sets of rows.
    const sheetRows = expected.map((_row, index) => {
      const row = sheet.getRow(index + 2);
      const value = (header: string) => row.getCell(at(header)).value ?? null;
      return {
        billedCompanyNm: value('청구 화주'),
        collectionRouteNm: value('회수 코스'),
        chargeGroupNm: value('구분'),
        billedUntpc: value('단가'),
        billedKgUntpc: value('Kg 단가'),
        pieceQty: value('수량(개)'),
        weightKg: value('중량(kg)'),
      };
    });
    const withoutIds = expected.map(({ shipmentId: _id, billedCompanyId: _company, ...rest }) => rest);
    const key = (row: object) => JSON.stringify(row);
    expect(sheetRows.map(key).sort()).toEqual(withoutIds.map(key).sort());
  });
});
