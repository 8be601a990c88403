// The settlement screens read per-day totals that the writes keep: each writing transaction appends
// its change as deltas at its commit, a fold moves them into the day and month rows, and reads add
// the deltas not yet folded (db/src/derived). These tests change transports in every way the app
// and a person at psql can (insert, multi-table statements, quantity, company, date, soft and hard
// delete, a delivery record) and after each change compare settlement by shipper, shipper details'
// tiles and the month's invoice with sums worked out from the goods lines directly (the invoice by
// the shared money rules: payer by the charge, settlement group tops), before and after a fold; a
// writer's change counts from its commit. A period of several months reads month rows and the days
// of its partial months (added or subtracted): it too is compared with the lines.
// derived-rows-exact.test.ts interleaves random writes, transactions and folds.
import { invoiceRows } from '@parcel/shared/settlement/billing';
import { foldDerivedRows } from '@parcel/db';
import { Client } from 'pg';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';
import { rowBuilders } from '@parcel/db/src/testing/builders';

type Period = { startDate: string; endDate: string };
const PERIOD: Period = { startDate: '2019-07-01', endDate: '2019-07-31' };
const queryOf = (period: Period) => `startDate=${period.startDate}&endDate=${period.endDate}&size=100`;
const MEASURES = [
  'sentTransports',
  'sentLines',
  'sentQty',
  'sentWeightKg',
  'sentAmount',
  'receivedTransports',
  'receivedLines',
  'receivedQty',
  'receivedWeightKg',
  'receivedAmount',
  'paidAsSenderAmount',
  'paidAsReceiverAmount',
] as const;
type Measures = Record<(typeof MEASURES)[number], number>;

const api = contractHarness();
const { aCompany, aShipment, aTransport } = rowBuilders(() => api.server.db.orm.em.fork());
const billing = billingRows(api, '70');
const execute = <T extends object>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

/** The period's sums per company, worked out from the live goods lines without the day rows. */
async function fromShipments(period = PERIOD): Promise<Map<number, Measures>> {
  const rows = await execute<{ companyId: number } & Measures>(
    `with lines as (
       select ts.sender_transport_id, ts.sender_company_id, ts.charge_cd, tr.receiver_company_id, s.*
         from shipment s
         join transport_receiver tr using (receiver_transport_id)
         join transport_sender ts using (sender_transport_id)
        where ts.del_yn = 'N' and ts.requst_dt between ? and ?)
     select c.company_id as "companyId",
            (select count(distinct sender_transport_id) from lines where sender_company_id = c.company_id)::int as "sentTransports",
            (select count(*) from lines where sender_company_id = c.company_id)::int as "sentLines",
            (select coalesce(sum(sender_qty), 0) from lines where sender_company_id = c.company_id and trnsprt_cd = 'QTY')::int as "sentQty",
            (select coalesce(sum(sender_qty), 0) from lines where sender_company_id = c.company_id and trnsprt_cd = 'WEIGHT')::int as "sentWeightKg",
            (select coalesce(sum(sender_amount), 0) from lines where sender_company_id = c.company_id)::int as "sentAmount",
            (select count(distinct sender_transport_id) from lines where receiver_company_id = c.company_id)::int as "receivedTransports",
            (select count(*) from lines where receiver_company_id = c.company_id)::int as "receivedLines",
            (select coalesce(sum(receiver_qty), 0) from lines where receiver_company_id = c.company_id and trnsprt_cd = 'QTY')::int as "receivedQty",
            (select coalesce(sum(receiver_qty), 0) from lines where receiver_company_id = c.company_id and trnsprt_cd = 'WEIGHT')::int as "receivedWeightKg",
            (select coalesce(sum(receiver_amount), 0) from lines where receiver_company_id = c.company_id)::int as "receivedAmount",
            (select coalesce(sum(sender_amount + case when trnsprt_cd = 'WEIGHT' then receiver_amount else 0 end), 0)
               from lines where sender_company_id = c.company_id and charge_cd in ('CH001', 'CH003'))::int as "paidAsSenderAmount",
            (select coalesce(sum(receiver_amount + case when trnsprt_cd = 'WEIGHT' then sender_amount else 0 end), 0)
               from lines where receiver_company_id = c.company_id and charge_cd in ('CH002', 'CH004'))::int as "paidAsReceiverAmount"
       from company c
      where c.company_id in (select sender_company_id from lines union select receiver_company_id from lines)`,
    [period.startDate, period.endDate],
  );
  return new Map(rows.map(({ companyId, ...measures }) => [companyId, measures]));
}

/** The screen's answer for the period, as the same map. */
async function fromTheScreen(period = PERIOD): Promise<Map<number, Measures>> {
  const answer = await api.rest<{ items: ({ companyId: number } & Measures)[] }>(
    'GET',
    `/api/settlement/by-shipper?${queryOf(period)}`,
  );
  expect(answer.status).toBe(200);
  return new Map(
    answer.body.items.map((item) => [
      item.companyId,
      Object.fromEntries(MEASURES.map((name) => [name, item[name]])) as Measures,
    ]),
  );
}

/** Shipper details' total and tiles for the period (and a sender name), from the goods lines. */
async function detailsFromShipments(name: string, period = PERIOD) {
  const [sums] = await execute<Record<string, number>>(
    `select count(*)::int as "total",
            coalesce(sum(case when s.trnsprt_cd = 'QTY' then s.sender_qty end), 0)::int as "qty",
            coalesce(sum(case when s.trnsprt_cd = 'WEIGHT' then s.sender_qty end), 0)::int as "weightKg",
            coalesce(sum(case when ts.charge_cd in ('CH001', 'CH003') then s.sender_amount end), 0)::int as "prepaidAmount",
            coalesce(sum(case when ts.charge_cd in ('CH002', 'CH004') then s.sender_amount end), 0)::int as "collectAmount"
       from shipment s
       join transport_receiver tr using (receiver_transport_id)
       join transport_sender ts using (sender_transport_id)
      where ts.del_yn = 'N' and ts.requst_dt between ? and ? and strpos(ts.company_nm, ?) > 0`,
    [period.startDate, period.endDate, name],
  );
  return sums;
}

async function detailsFromTheScreen(name: string, period = PERIOD) {
  const answer = await api.rest<{ total: number; summary: Record<string, number> }>(
    'GET',
    `/api/settlement/shipper-details?${queryOf(period)}&companyNm=${encodeURIComponent(name)}`,
  );
  expect(answer.status).toBe(200);
  return { total: answer.body.total, ...answer.body.summary };
}

/**
 * Per billed company: what the period's invoice should bill, by the shared money rules (payer,
 * settlement group top; billing.ts invoiceRows) applied to the live goods lines read directly.
 */
async function invoiceFromShipments() {
  const everyCompany = await billing.everyCompany();
  const lines = await billing.periodLines(PERIOD.startDate, PERIOD.endDate);
  const rows = invoiceRows(everyCompany, lines, { billCompanyId: supplier, billCd: '30' });
  return [...rows]
    .map(([companyId, amounts]) => ({
      companyId,
      untpc: amounts.untpc,
      weightUntpc: amounts.weightUntpc,
      totQty: amounts.totQty,
    }))
    .sort((a, b) => a.companyId - b.companyId);
}

/** The period's invoice generated (again) through the app, its company rows as the same list. */
async function invoiceFromTheApp() {
  const generated = await api.rest('POST', '/api/bill-history/insert', {
    body: { billCompanyId: supplier, year: 2019, month: 7, billCd: '30' },
  });
  expect(generated.status).toBe(200);
  return execute(
    `select d.company_id as "companyId", d.untpc::int as "untpc", d.weight_untpc::int as "weightUntpc",
            d.tot_qty::int as "totQty"
       from bill_history_detail d join bill_history h using (bill_history_id)
      where h.bill_company_id = ? and h.year = 2019 and h.month = 7 and h.bill_cd = '30'
      order by d.company_id`,
    [supplier],
  );
}

/** The screens equal the goods lines with the deltas not yet folded, and again once folded. */
async function expectExact(): Promise<void> {
  await expectExactNow();
  await foldDerivedRows(api.server.db.orm.em.fork());
  await expectExactNow();
}

async function expectExactNow(): Promise<void> {
  const expected = await fromShipments();
  expect(expected.size).toBeGreaterThan(0);
  expect(await fromTheScreen()).toEqual(expected);
  // Invoice generation sums the same day rows.
  expect(await invoiceFromTheApp()).toEqual(await invoiceFromShipments());
  // Shipper details: every sender name, and one name (names are typed per transport).
  for (const name of ['', '보내는곳1'])
    expect({ name, ...(await detailsFromTheScreen(name)) }).toEqual({
      name,
      ...(await detailsFromShipments(name)),
    });
}

const companies: number[] = [];
/** The supplier that bills every company of these tests, on the calendar month (billing day 30). */
let supplier: number;
let waybill = 920000000000;
const nextWaybill = () => String(++waybill);

async function transport(
  day: string,
  senderIndex: number,
  receiverIndex: number,
  qty: number,
  chargeCd = 'CH001',
) {
  const { senderId, receivers, shipmentIds } = await aTransport({
    ...{ requst_dt: day, charge_cd: chargeCd },
    ...{ sender_company_id: companies[senderIndex], company_nm: `보내는곳${senderIndex}` },
    receivers: [
      {
        ...{ receiver_company_id: companies[receiverIndex], company_nm: `받는곳${receiverIndex}` },
        shipments: [{ waybill_no: nextWaybill(), qty, sender_untpc: 1000, receiver_untpc: 900 }],
      },
    ],
  });
  return { senderId, receiverId: receivers[0]!.receiverId, lineId: shipmentIds[0]! };
}

beforeAll(async () => {
  supplier = await billing.newSupplier('일별정산 공급자');
  for (let index = 0; index < 4; index++)
    companies.push(
      await aCompany({
        biz_no: `701000000${index}`,
        company_nm: `일별정산${index}`,
        region_cd: 'DAEGU',
        ...{ bill_company_id: supplier, bill_stdr_cd: '30', shipper_yn: 'Y', use_yn: 'Y' },
      }),
    );
});

describe('settlement by shipper stays exact through every kind of change', () => {
  let first: Awaited<ReturnType<typeof transport>>;
  let second: Awaited<ReturnType<typeof transport>>;

  it('reads the first transports of the period', async () => {
    first = await transport('2019-07-03', 0, 1, 3);
    second = await transport('2019-07-03', 1, 2, 5);
    await transport('2019-07-09', 2, 0, 2);
    await transport('2019-07-10', 1, 3, 4, 'CH002'); // collect: company 3 pays
    await expectExact();
  });

  it('after lines are added, repriced, weighed instead of counted and deleted', async () => {
    await aShipment(first.receiverId, {
      ...{ kind_cd: 'TAC0201', trnsprt_cd: 'WEIGHT', waybill_no: nextWaybill() },
      ...{ qty: 12, sender_untpc: 500, receiver_untpc: 400 },
    });
    await expectExact();
    await execute(
      `update shipment set sender_qty = 7, receiver_qty = 7, sender_amount = 7000, receiver_amount = 6300
        where shipment_id = ?`,
      [first.lineId],
    );
    await expectExact();
    await execute(`update shipment set trnsprt_cd = 'WEIGHT' where shipment_id = ?`, [second.lineId]);
    await expectExact();
    const removed = await api.rest('DELETE', `/api/transport/shipment-delete/${second.lineId}`);
    expect(removed.status).toBe(200);
    await expectExact();
  });

  it('after a receiver changes company and a receiver is deleted', async () => {
    await execute('update transport_receiver set receiver_company_id = ? where receiver_transport_id = ?', [
      companies[3],
      first.receiverId,
    ]);
    await expectExact();
    const removed = await api.rest('DELETE', `/api/transport/receiver-delete/${second.receiverId}`);
    expect(removed.status).toBe(200);
    await expectExact();
  });

  it('after a transport moves to another day, out of the period and back, and changes sender', async () => {
    await execute(`update transport_sender set requst_dt = '2019-07-20' where sender_transport_id = ?`, [
      first.senderId,
    ]);
    await expectExact();
    await execute(`update transport_sender set requst_dt = '2019-08-02' where sender_transport_id = ?`, [
      first.senderId,
    ]);
    await expectExact();
    await execute(
      `update transport_sender set requst_dt = '2019-07-31', sender_company_id = ? where sender_transport_id = ?`,
      [companies[2], first.senderId],
    );
    await expectExact();
  });

  it('after a company joins a settlement group, climbs a chain of two and leaves', async () => {
    // Only the invoice follows groups (the day rows are per company): its row of the top adds the members'.
    await execute('update company set excclc_company_id = ? where company_id = ?', [
      companies[0],
      companies[3],
    ]);
    await expectExact();
    await execute('update company set excclc_company_id = ? where company_id = ?', [
      companies[3],
      companies[2],
    ]);
    await expectExact();
    await execute('update company set excclc_company_id = null where company_id in (?, ?)', [
      companies[2],
      companies[3],
    ]);
    await expectExact();
    await execute('update company set excclc_company_id = ? where company_id = ?', [
      companies[0],
      companies[3],
    ]);
  });

  it("after a transport's typed sender name and charge change", async () => {
    await execute(
      `update transport_sender set company_nm = '보내는곳1 지점', charge_cd = 'CH004' where sender_transport_id = ?`,
      [first.senderId],
    );
    await expectExact();
  });

  it('after a whole transport is written by one statement, as the editor saves', async () => {
    // Raw: the one statement is the point (the builders write a transport in three).
    await execute(
      `with sender as (
         insert into transport_sender (transport_process_cd, requst_dt, charge_cd, sender_company_id, company_nm)
         values ('COMM_RECV', '2019-07-15', 'CH002', ?, '한번에') returning sender_transport_id),
       receivers as (
         insert into transport_receiver (sender_transport_id, receiver_company_id, company_nm, sort_order)
         select sender_transport_id, company_id, '받는곳', position
           from sender, unnest(cast(? as int[])) with ordinality as r (company_id, position)
         returning receiver_transport_id)
       insert into shipment (receiver_transport_id, kind_cd, waybill_no, sender_qty, receiver_qty,
                             sender_untpc, receiver_untpc, sender_amount, receiver_amount)
       select receiver_transport_id, 'TAC0202', ? || receiver_transport_id, 4, 4, 250, 250, 1000, 1000
         from receivers`,
      [companies[3], `{${companies[0]},${companies[1]},${companies[3]}}`, '93'],
    );
    await expectExact();
  });

  it('after a soft delete through the app and a hard delete at psql', async () => {
    const deleted = await api.rest('DELETE', `/api/transport/delete/${second.senderId}`);
    expect(deleted.status).toBe(200);
    await expectExact();
    await execute('delete from transport_sender where sender_transport_id = ?', [first.senderId]);
    await expectExact();
  });

  it('a delivery record changes only what its payer has undelivered, and leaves nothing staged', async () => {
    const fresh = await transport('2019-07-22', 3, 0, 1);
    await expectExact();
    await execute(
      `update shipment set transport_date = '2019-07-23', transport_manager = '배달원' where shipment_id = ?`,
      [fresh.lineId],
    );
    const deltas = await execute<Record<string, number>>(
      `select company_id as "companyId", paid_undelivered_lines as "undelivered",
              (sent_lines, received_lines, paid_lines, sent_amount, received_amount, paid_qty_amount)
                = (0, 0, 0, 0, 0, 0) as "nothingElse"
         from shipper_settlement_delta`,
    );
    expect(deltas).toEqual([{ companyId: companies[3], undelivered: -1, nothingElse: true }]);
    expect(await execute('select count(*)::int as n from shipper_detail_delta')).toEqual([{ n: 0 }]);
    expect(await execute('select count(*)::int as n from derived_change')).toEqual([{ n: 0 }]);
    await expectExact();
  });
});

describe("a writer's change counts from its commit", () => {
  it('reads while it is open do not count it; the read after its commit does', async () => {
    const { receiverId } = await transport('2019-07-27', 0, 3, 1);
    await expectExact();
    const writer = new Client({ connectionString: api.server.db.url });
    await writer.connect();
    try {
      await writer.query('begin');
      // Raw: a line written on the open transaction of a connection of its own.
      await writer.query(
        `insert into shipment (receiver_transport_id, kind_cd, waybill_no, sender_qty, receiver_qty,
                               sender_untpc, receiver_untpc, sender_amount, receiver_amount)
         values ($1, 'TAC0202', $2, 9, 9, 100, 100, 900, 900)`,
        [receiverId, nextWaybill()],
      );
      // The writer's line and its staged change are not committed: the reads see neither.
      await expectExact();
      await writer.query('commit');
    } finally {
      await writer.end();
    }
    await expectExact();
  });
});

describe('a period of several months adds month rows and the days of its partial months', () => {
  // 2019-09-10 to 2019-12-20: September and December read as their months less 9 and 11 days,
  // October and November as months. 2019-09-25 to 2019-12-05: the partial months by their days.
  const PERIODS: Period[] = [
    { startDate: '2019-09-10', endDate: '2019-12-20' },
    { startDate: '2019-09-25', endDate: '2019-12-05' },
    { startDate: '2019-09-01', endDate: '2019-12-31' },
  ];

  async function expectEveryPeriodExact(): Promise<void> {
    await expectEveryPeriodExactNow();
    await foldDerivedRows(api.server.db.orm.em.fork());
    await expectEveryPeriodExactNow();
  }

  async function expectEveryPeriodExactNow(): Promise<void> {
    for (const period of PERIODS) {
      expect({ period, companies: await fromTheScreen(period) }).toEqual({
        period,
        companies: await fromShipments(period),
      });
      for (const name of ['', '보내는곳2'])
        expect({ period, name, ...(await detailsFromTheScreen(name, period)) }).toEqual({
          period,
          name,
          ...(await detailsFromShipments(name, period)),
        });
    }
    // Every month row is the sum of its day rows, and no month of day rows lacks its row.
    const [mismatches] = await execute<{ settlement: number; details: number }>(
      `select (select count(*) from (
                 select date_trunc('month', requst_dt::timestamp)::date as requst_month, company_id,
                        sum(sent_lines) as sent_lines, sum(received_amount) as received_amount,
                        sum(paid_as_receiver_amount) as paid_as_receiver_amount
                   from shipper_settlement_day group by 1, 2) d
                 full join shipper_settlement_month m using (requst_month, company_id)
                where (d.sent_lines, d.received_amount, d.paid_as_receiver_amount)
                      is distinct from (m.sent_lines, m.received_amount, m.paid_as_receiver_amount))::int as settlement,
              (select count(*) from (
                 select date_trunc('month', requst_dt::timestamp)::date as requst_month, sender_nm,
                        sum(lines) as lines, sum(weight_kg) as weight_kg, sum(collect_amount) as collect_amount
                   from shipper_detail_day group by 1, 2) d
                 full join shipper_detail_month m using (requst_month, sender_nm)
                where (d.lines, d.weight_kg, d.collect_amount)
                      is distinct from (m.lines, m.weight_kg, m.collect_amount))::int as details`,
    );
    expect(mismatches).toEqual({ settlement: 0, details: 0 });
  }

  it('stays exact through writes in several months, inside the period and on the days it leaves out', async () => {
    // Company 2 sends only on a day the first period subtracts: it has no row there.
    const leftOut = await transport('2019-09-05', 2, 2, 6);
    const september = await transport('2019-09-27', 0, 1, 3);
    await transport('2019-10-15', 1, 0, 2, 'CH002');
    const november = await transport('2019-11-30', 3, 1, 4);
    await transport('2019-12-03', 0, 3, 5);
    const lateDecember = await transport('2019-12-28', 1, 2, 7, 'CH004');
    await expectEveryPeriodExact();

    await execute(
      `update shipment set trnsprt_cd = 'WEIGHT', sender_qty = 11, receiver_qty = 11, sender_amount = 11000,
              receiver_amount = 9900
        where shipment_id = ?`,
      [september.lineId],
    );
    await execute(`update transport_sender set requst_dt = '2019-12-02' where sender_transport_id = ?`, [
      november.senderId,
    ]);
    await execute(
      `update transport_sender set requst_dt = '2019-09-12', charge_cd = 'CH001' where sender_transport_id = ?`,
      [lateDecember.senderId],
    );
    await expectEveryPeriodExact();

    await execute(`update transport_receiver set receiver_company_id = ? where receiver_transport_id = ?`, [
      companies[0],
      leftOut.receiverId,
    ]);
    const removed = await api.rest('DELETE', `/api/transport/delete/${september.senderId}`);
    expect(removed.status).toBe(200);
    await expectEveryPeriodExact();
  });
});
