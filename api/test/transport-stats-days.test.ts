// transportStats and the home screen's delivery states read per-day rows that the writes keep: deltas
// appended at each writer's commit, folded into the rows in the background, added by the reads
// (db/src/derived, api/src/modules/transport-stats/transport-stats-days.ts).
// These tests change transports every way the app and a person at psql can (inserts, a whole
// transport in one statement, quantities, units, a delivery recorded and undone, regions, course,
// shipper type, charge, reception date, hard and soft deletes), alone, several in one transaction
// and in two transactions at once, and after each change compare the answers, in every grouping,
// with sums worked out from the goods lines directly, before and after a fold; a full rebuild gives
// the same rows.
import { foldDerivedRows } from '@parcel/db';
import { Client } from 'pg';
import { contractHarness } from './contract';
import { rowBuilders } from '@parcel/db/src/testing/builders';

const api = contractHarness();
const { aDeliveryRoute, aShipment, aTransport } = rowBuilders(() => api.server.db.orm.em.fork());
const execute = <T extends object>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

const PERIOD = { startDate: '2019-03-01', endDate: '2019-03-31' };

type Group = 'DAY' | 'COURSE' | 'SENDER_REGION' | 'RECEIVER_REGION' | 'SHIPPER_TYPE' | 'CHARGE';

/** Each group's column over the goods lines, named as the answer names its code. */
const GROUP_SQL: Record<Group, string> = {
  DAY: `to_char(ts.requst_dt, 'YYYY-MM-DD') as "requstDt"`,
  COURSE: 'ts.delivery_route_id as "deliveryRouteId"',
  SENDER_REGION: 'ts.region_cd as "senderRegionCd"',
  RECEIVER_REGION: 'tr.region_cd as "receiverRegionCd"',
  SHIPPER_TYPE: 'ts.shipper_cd as "shipperCd"',
  CHARGE: 'ts.charge_cd as "chargeCd"',
};
const CODE_FIELDS = [
  'requstDt',
  'deliveryRouteId',
  'senderRegionCd',
  'receiverRegionCd',
  'shipperCd',
  'chargeCd',
];
const MEASURES = `count(distinct ts.sender_transport_id)::int as "transportCount",
  count(distinct tr.receiver_transport_id)::int as "receiverCount", count(s.shipment_id)::int as "goodsLineCount",
  coalesce(sum(s.sender_qty) filter (where s.trnsprt_cd = 'QTY'), 0)::float8 as "qtyPieces",
  coalesce(sum(s.sender_qty) filter (where s.trnsprt_cd = 'WEIGHT'), 0)::float8 as "weightKg",
  coalesce(sum(s.sender_amount), 0)::float8 as "senderAmount",
  coalesce(sum(s.receiver_amount), 0)::float8 as "receiverAmount"`;
const LINES = `transport_sender ts join transport_receiver tr using (sender_transport_id)
  left join shipment s using (receiver_transport_id)
  where ts.del_yn = 'N' and ts.requst_dt between ?::date and ?::date`;

type Row = Record<string, unknown>;
/** Rows in the order of their group codes (each grouping's rows have distinct codes). */
const byKey = (rows: Row[]) => {
  const key = (row: Row) => JSON.stringify(CODE_FIELDS.map((field) => row[field] ?? null));
  return [...rows].sort((a, b) => key(a).localeCompare(key(b)));
};

/** The groups and the total worked out from the live goods lines, as the answer holds them. */
async function fromShipments(groups: Group[], routeId?: number) {
  const course = routeId === undefined ? '' : ' and ts.delivery_route_id = ?';
  const params = [PERIOD.startDate, PERIOD.endDate, ...(routeId === undefined ? [] : [routeId])];
  const rows = groups.length
    ? await execute<Row>(
        `select ${groups.map((group) => GROUP_SQL[group]).join(', ')}, ${MEASURES}
           from ${LINES}${course} group by ${groups.map((_, index) => index + 1).join(', ')}`,
        params,
      )
    : [];
  const [totals] = await execute<Row>(`select ${MEASURES} from ${LINES}${course}`, params);
  return { rows: byKey(rows), totals };
}

const STATS = `query ($filter: TransportFilterInput, $groupBy: [String!]) {
  transportStats(filter: $filter, groupBy: $groupBy) {
    rows { requstDt deliveryRouteId senderRegionCd receiverRegionCd shipperCd chargeCd
      transportCount receiverCount goodsLineCount qtyPieces weightKg senderAmount receiverAmount }
    totals { transportCount receiverCount goodsLineCount qtyPieces weightKg senderAmount receiverAmount }
  }
}`;

/** The answer from the day rows, group codes only (names are the same subqueries either way). */
async function fromTheDayRows(groups: Group[], routeId?: number) {
  const filter = { ...PERIOD, ...(routeId === undefined ? {} : { deliveryRouteId: routeId }) };
  const answer = await api.graphql<{ transportStats: { rows: Row[]; totals: Row } }>(STATS, {
    filter,
    groupBy: groups,
  });
  expect(answer.errors).toBeUndefined();
  const { rows, totals } = answer.data!.transportStats;
  const fields = new Set(groups.map((group) => GROUP_SQL[group].replace(/.* as "(\w+)"$/, '$1')));
  const codesAsked = (row: Row) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !CODE_FIELDS.includes(key) || fields.has(key)));
  return { rows: byKey(rows.map(codesAsked)), totals };
}

const STATES = `query ($filter: DeliveryCheckFilterInput) {
  deliveryStateStats(filter: $filter) { states { state goodsLineCount } }
}`;

/** Delivered and pending goods lines of the period from the day rows, with `filter`. */
async function statesFromTheDayRows(filter: Row) {
  const answer = await api.graphql<{ deliveryStateStats: { states: { goodsLineCount: number }[] } }>(STATES, {
    filter: { ...PERIOD, ...filter },
  });
  expect(answer.errors).toBeUndefined();
  const [delivered, pending] = answer.data!.deliveryStateStats.states;
  return { delivered: delivered!.goodsLineCount, pending: pending!.goodsLineCount };
}

async function statesFromShipments(condition: string, params: unknown[]) {
  const [row] = await execute<{ delivered: number; pending: number }>(
    `select count(*) filter (where s.transport_date is not null)::int as delivered,
            count(*) filter (where s.transport_date is null)::int as pending
       from transport_sender ts join transport_receiver tr using (sender_transport_id)
       join shipment s using (receiver_transport_id)
      where ts.del_yn = 'N' and ts.requst_dt between ?::date and ?::date and ${condition}`,
    [PERIOD.startDate, PERIOD.endDate, ...params],
  );
  return row!;
}

const GROUPINGS: Group[][] = [
  [],
  ['DAY', 'COURSE'],
  ['RECEIVER_REGION'],
  ['COURSE', 'SENDER_REGION', 'SHIPPER_TYPE'],
  ['DAY', 'RECEIVER_REGION', 'CHARGE'],
  ['DAY', 'COURSE', 'SENDER_REGION', 'RECEIVER_REGION', 'SHIPPER_TYPE', 'CHARGE'],
];

/** Every grouping, a course alone, and the delivery states with the filters the day rows answer. */
/** The answers equal the goods lines with the deltas not yet folded, and again once folded. */
async function expectExact(): Promise<void> {
  await expectExactNow();
  await foldDerivedRows(api.server.db.orm.em.fork());
  await expectExactNow();
}

async function expectExactNow(): Promise<void> {
  for (const groups of GROUPINGS)
    expect({ groups, ...(await fromTheDayRows(groups)) }).toEqual({
      groups,
      ...(await fromShipments(groups)),
    });
  expect(await fromTheDayRows(['DAY'], routes[0])).toEqual(await fromShipments(['DAY'], routes[0]));
  expect(await statesFromTheDayRows({})).toEqual(await statesFromShipments('true', []));
  expect(await statesFromTheDayRows({ chargeCd: 'CH002', receiverRegionCd: 'SEOUL' })).toEqual(
    await statesFromShipments(`ts.charge_cd = 'CH002' and tr.region_cd = 'SEOUL'`, []),
  );
}

const routes: number[] = [];
let waybill = 940_000_000_000;
const nextWaybill = () => String(++waybill);

interface Made {
  senderId: number;
  receiverIds: number[];
  lineIds: number[];
}

/**
 * A transport on `day`: one receiver per region given (null: none), each with `lines` goods lines
 * of `qty` pieces at 1,000 won (receiver side 900).
 */
async function transport(
  day: string,
  options: {
    route?: number | null;
    senderRegion?: string | null;
    receiverRegions?: (string | null)[];
    shipperCd?: string | null;
    chargeCd?: string;
    lines?: number;
    qty?: number;
  } = {},
): Promise<Made> {
  const { receiverRegions = ['DAEGU'], lines = 1, qty = 2 } = options;
  const made = await aTransport({
    ...{ requst_dt: day, charge_cd: options.chargeCd ?? 'CH001' },
    ...{ company_nm: '일별집계', delivery_route_id: options.route === undefined ? routes[0] : options.route },
    ...{ region_cd: options.senderRegion ?? 'DAEGU', shipper_cd: options.shipperCd ?? 'PCL' },
    receivers: receiverRegions.map((region, index) => ({
      ...{ company_nm: `받는곳${index}`, region_cd: region, sort_order: index + 1 },
      shipments: Array.from({ length: lines }, (_, line) => ({
        ...{ waybill_no: nextWaybill(), qty, sender_untpc: 1000, receiver_untpc: 900, sort_order: line + 1 },
      })),
    })),
  });
  return {
    senderId: made.senderId,
    receiverIds: made.receivers.map((receiver) => receiver.receiverId),
    lineIds: made.shipmentIds,
  };
}

/** Runs `statements` in one transaction on a connection of its own. */
async function inOneTransaction(statements: [string, unknown[]][]): Promise<void> {
  const client = new Client({ connectionString: api.server.db.url });
  await client.connect();
  try {
    await client.query('begin');
    for (const [text, params] of statements) await client.query(text, params);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** The stats deltas appended so far and not folded. */
const statsDeltas = async () =>
  (await execute<{ deltas: number }>('select count(*)::int as deltas from transport_stats_delta'))[0]!.deltas;

beforeAll(async () => {
  routes.push(await aDeliveryRoute({ delivery_route_nm: '집계 1코스' }));
  routes.push(await aDeliveryRoute({ delivery_route_nm: '집계 2코스' }));
});

describe('the day rows stay exact through every kind of change', () => {
  let first: Made;
  let second: Made;
  let third: Made;

  it('reads the first transports: two receiver regions, a receiver without lines, no course', async () => {
    first = await transport('2019-03-04', { receiverRegions: ['DAEGU', 'SEOUL', 'SEOUL'], lines: 2 });
    second = await transport('2019-03-04', {
      route: routes[1],
      chargeCd: 'CH002',
      receiverRegions: ['SEOUL'],
    });
    third = await transport('2019-03-05', { route: null, senderRegion: null, shipperCd: null, qty: 5 });
    await transport('2019-03-05', { receiverRegions: [null, 'BUSAN'], lines: 0 });
    await transport('2019-02-28', { receiverRegions: ['SEOUL'] }); // outside the period
    await expectExact();
  });

  it('after lines are added, repriced, weighed instead of counted, delivered, undelivered and deleted', async () => {
    await aShipment(second.receiverIds[0]!, {
      ...{ kind_cd: 'TAC0201', trnsprt_cd: 'WEIGHT', waybill_no: nextWaybill() },
      ...{ qty: 12, sender_untpc: 500, receiver_untpc: 400 },
    });
    await expectExact();
    await execute(
      `update shipment set sender_qty = 7, receiver_qty = 7, sender_amount = 7000, receiver_amount = 6300
        where shipment_id = ?`,
      [first.lineIds[0]],
    );
    await expectExact();
    await execute(`update shipment set trnsprt_cd = 'WEIGHT' where shipment_id = ?`, [first.lineIds[1]]);
    await expectExact();
    await execute(`update shipment set transport_date = '2019-03-06' where shipment_id in (?, ?)`, [
      first.lineIds[2],
      second.lineIds[0],
    ]);
    await expectExact();
    await execute(`update shipment set transport_date = null where shipment_id = ?`, [second.lineIds[0]]);
    await expectExact();
    const removed = await api.rest('DELETE', `/api/transport/shipment-delete/${first.lineIds[3]}`);
    expect(removed.status).toBe(200);
    await expectExact();
  });

  it('a memo or a delivery person recorded appends no delta; a delivery date does', async () => {
    await expectExact();
    const before = await statsDeltas();
    await execute(`update shipment set memo = '문 앞', transport_manager = '배달원' where shipment_id = ?`, [
      third.lineIds[0],
    ]);
    await execute(`update transport_sender set rmk = '비고' where sender_transport_id = ?`, [third.senderId]);
    expect(await statsDeltas()).toBe(before);
    await execute(`update shipment set transport_date = '2019-03-07' where shipment_id = ?`, [
      third.lineIds[0],
    ]);
    expect(await statsDeltas()).toBeGreaterThan(before);
    await expectExact();
  });

  it("after a receiver's region changes, a receiver moves to another transport and one is deleted", async () => {
    await execute(`update transport_receiver set region_cd = 'BUSAN' where receiver_transport_id = ?`, [
      first.receiverIds[0],
    ]);
    await expectExact();
    await execute(`update transport_receiver set sender_transport_id = ? where receiver_transport_id = ?`, [
      third.senderId,
      first.receiverIds[2],
    ]);
    await expectExact();
    const removed = await api.rest('DELETE', `/api/transport/receiver-delete/${first.receiverIds[1]}`);
    expect(removed.status).toBe(200);
    await expectExact();
  });

  it("after a transport's course, sender region, shipper type and charge change", async () => {
    await execute(`update transport_sender set delivery_route_id = ? where sender_transport_id = ?`, [
      routes[1],
      first.senderId,
    ]);
    await expectExact();
    await execute(
      `update transport_sender set delivery_route_id = ?, region_cd = 'SEOUL', shipper_cd = 'COM', charge_cd = 'CH004'
        where sender_transport_id = ?`,
      [routes[0], third.senderId],
    );
    await expectExact();
  });

  it('after a transport moves to another day, out of the period and back', async () => {
    await execute(`update transport_sender set requst_dt = '2019-03-20' where sender_transport_id = ?`, [
      first.senderId,
    ]);
    await expectExact();
    await execute(`update transport_sender set requst_dt = '2019-04-02' where sender_transport_id = ?`, [
      first.senderId,
    ]);
    await expectExact();
    await execute(
      `update transport_sender set requst_dt = '2019-03-31', delivery_route_id = null where sender_transport_id = ?`,
      [first.senderId],
    );
    await expectExact();
  });

  it('after a whole transport is written by one statement, as the editor saves', async () => {
    // Raw: the one statement is the point (the builders write a transport in three).
    await execute(
      `with sender as (
         insert into transport_sender (transport_process_cd, requst_dt, charge_cd, company_nm, delivery_route_id, region_cd)
         values ('COMM_RECV', '2019-03-15', 'CH002', '한번에', ?, 'DAEGU') returning sender_transport_id),
       receivers as (
         insert into transport_receiver (sender_transport_id, company_nm, region_cd, sort_order)
         select sender_transport_id, '받는곳', region, position
           from sender, unnest(cast(? as text[])) with ordinality as r (region, position)
         returning receiver_transport_id)
       insert into shipment (receiver_transport_id, kind_cd, waybill_no, sender_qty, receiver_qty,
                             sender_untpc, receiver_untpc, sender_amount, receiver_amount)
       select receiver_transport_id, 'TAC0202', ? || receiver_transport_id, 4, 4, 250, 250, 1000, 1000
         from receivers`,
      [routes[1], '{SEOUL,BUSAN,SEOUL}', '95'],
    );
    await expectExact();
  });

  it('after a soft delete through the app and a hard delete at psql', async () => {
    const deleted = await api.rest('DELETE', `/api/transport/delete/${second.senderId}`);
    expect(deleted.status).toBe(200);
    await expectExact();
    await execute('delete from transport_sender where sender_transport_id = ?', [third.senderId]);
    await expectExact();
  });
});

describe('several changes in one transaction, and two transactions at once', () => {
  it('one transaction: a new transport, lines edited, a date moved, a transport soft deleted', async () => {
    const moved = await transport('2019-03-10', { route: routes[1], receiverRegions: ['SEOUL', 'DAEGU'] });
    const edited = await transport('2019-03-10', { lines: 3 });
    const dropped = await transport('2019-03-11', { chargeCd: 'CH003' });
    await expectExact();
    // Raw: statements of one transaction, as the point is.
    await inOneTransaction([
      [
        `insert into transport_sender (transport_process_cd, requst_dt, charge_cd, company_nm, delivery_route_id)
         values ('COMM_RECV', '2019-03-10', 'CH001', '같은 트랜잭션', $1)`,
        [routes[1]],
      ],
      [
        `update shipment set sender_qty = 9, sender_amount = 9000, transport_date = '2019-03-12'
          where shipment_id = $1`,
        [edited.lineIds[1]],
      ],
      [`delete from shipment where shipment_id = $1`, [edited.lineIds[2]]],
      [
        `update transport_sender set requst_dt = '2019-03-25' where sender_transport_id = $1`,
        [moved.senderId],
      ],
      [`update transport_sender set del_yn = 'Y' where sender_transport_id = $1`, [dropped.senderId]],
    ]);
    await expectExact();
  });

  it("a writer still open: reads before its commit don't count it, the read after does", async () => {
    const { receiverIds } = await transport('2019-03-18', { route: routes[1] });
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
        [receiverIds[0], nextWaybill()],
      );
      // The reads (and the folds between them) run while the line and its deltas are not committed.
      await expectExact();
      await writer.query('commit');
    } finally {
      await writer.end();
    }
    await expectExact();
  });

  it('two writers of the same day and course commit one after the other, each seen', async () => {
    const shared = await transport('2019-03-19');
    await expectExact();
    const [one, two] = [
      new Client({ connectionString: api.server.db.url }),
      new Client({ connectionString: api.server.db.url }),
    ];
    await Promise.all([one.connect(), two.connect()]);
    try {
      await Promise.all([one.query('begin'), two.query('begin')]);
      await one.query(`update shipment set sender_qty = 3, sender_amount = 3000 where shipment_id = $1`, [
        shared.lineIds[0],
      ]);
      // Raw: written on the second writer's own open transaction.
      await two.query(
        `insert into transport_sender (transport_process_cd, requst_dt, charge_cd, company_nm, delivery_route_id)
         values ('COMM_RECV', '2019-03-19', 'CH001', '둘째 작성자', $1)`,
        [routes[0]],
      );
      await one.query('commit');
      await expectExact();
      await two.query('commit');
      await expectExact();
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
  });
});

describe('rebuild_derived_rows() (after a bulk load)', () => {
  const everyRow = () =>
    execute<Row>(
      `select *, requst_dt::text as day from transport_stats_day
        order by requst_dt, delivery_route_id, sender_region_cd, receiver_region_cd, shipper_cd, charge_cd`,
    );

  it('recomputes the same rows the writes kept, and leaves no delta', async () => {
    await foldDerivedRows(api.server.db.orm.em.fork());
    const kept = await everyRow();
    expect(kept.length).toBeGreaterThan(5);
    await transport('2019-03-22'); // a delta not folded: the rebuild counts its transport too
    await execute('select rebuild_derived_rows()');
    expect(await statsDeltas()).toBe(0);
    const rebuilt = await everyRow();
    expect(rebuilt.length).toBeGreaterThan(kept.length);
    const otherDays = (rows: Row[]) => rows.filter((row) => row.day !== '2019-03-22');
    expect(otherDays(rebuilt)).toEqual(otherDays(kept));
    await expectExact();
  });
});
