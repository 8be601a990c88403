// Transport aggregates for analysts (GraphQL transportStats, GET /api/transport-stats): the sums
// checked against an independent reading of the seeded rows (plain joins, grouped here in
// TypeScript), every group alone and a few together, the shipments list's filters, and bad input.
// 401 and per-role 403 are security.test.ts's.
import { contractHarness, contractRows, koreanMentioning, type NamedRow } from './contract';
import { gqlBadInput } from './kit';
import { rowInserter } from './rows';

const api = contractHarness();

/** Days far from today, so only this file's rows are there. */
const DAYS = ['2024-02-01', '2024-02-02', '2024-02-03'] as const;
const REGIONS = ['DAEGU', 'SEOUL', 'BUSAN', null] as const;
const SHIPPERS = ['COM', 'PCL', 'GEN', null] as const;
const CHARGES = ['CH001', 'CH002', 'CH003', 'CH004'] as const;
const NAMES = ['가나물산', '다라유통', '한빛상사', '두리상회', '세모상사'] as const;

const execute = <T>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

const insert = rowInserter(api);

const routes: number[] = [];

beforeAll(async () => {
  routes.push(await insert('delivery_route', 'delivery_route_id', { delivery_route_nm: '동구 1코스' }));
  routes.push(await insert('delivery_route', 'delivery_route_id', { delivery_route_nm: '서구 2코스' }));
  // 30 transports spread over the days, courses (and none), regions, shipper and charge types;
  // 1-3 receivers each, 0-3 goods lines per receiver, QTY and WEIGHT; some deleted, some outside.
  let waybill = 700_000_000_000;
  for (let i = 0; i < 30; i += 1) {
    const sender = await insert('transport_sender', 'sender_transport_id', {
      requst_dt: i < 27 ? DAYS[i % 3] : i === 27 ? '2024-01-31' : '2024-02-04',
      transport_process_cd: 'COMM_RECV',
      charge_cd: CHARGES[i % 4],
      company_nm: NAMES[i % 5],
      delivery_route_id: i % 3 === 2 ? null : routes[i % 2],
      region_cd: REGIONS[i % 4],
      shipper_cd: SHIPPERS[(i >> 1) % 4],
      del_yn: i % 11 === 10 ? 'Y' : 'N',
    });
    for (let r = 0; r < 1 + (i % 3); r += 1) {
      const receiver = await insert('transport_receiver', 'receiver_transport_id', {
        sender_transport_id: sender,
        company_nm: NAMES[(i + r + 2) % 5],
        region_cd: REGIONS[(i + r) % 4],
        sort_order: r + 1,
      });
      for (let l = 0; l < (i + r) % 4; l += 1) {
        const qty = 1 + ((i * 7 + l) % 9);
        const [untpc, receiverUntpc] = [1000 + 500 * (l % 3), 800 + 300 * (r % 2)];
        await insert('shipment', 'shipment_id', {
          ...{ receiver_transport_id: receiver, kind_cd: 'TAC0202', waybill_no: String((waybill += 1)) },
          ...{ trnsprt_cd: (i + l) % 3 === 0 ? 'WEIGHT' : 'QTY', sort_order: l + 1 },
          ...{ sender_qty: qty, receiver_qty: qty + 1, sender_untpc: untpc, receiver_untpc: receiverUntpc },
          ...{ sender_amount: qty * untpc, receiver_amount: (qty + 1) * receiverUntpc },
        });
      }
    }
  }
});

// --- The independent reading -------------------------------------------------------------------

interface Flat {
  sender: number;
  receiver: number;
  line: number | null;
  day: string;
  route: number | null;
  routeNm: string | null;
  senderRegion: string | null;
  receiverRegion: string | null;
  shipper: string | null;
  charge: string;
  senderNm: string;
  receiverNm: string;
  calc: string | null;
  qty: number;
  senderAmount: number;
  receiverAmount: number;
}

/** Every (transport, receiver, goods line) of live transports, read without any grouping. */
async function flatRows(): Promise<Flat[]> {
  return execute<Flat>(
    `select ts.sender_transport_id as sender, tr.receiver_transport_id as receiver, s.shipment_id as line,
            ts.requst_dt::text as day, ts.delivery_route_id as route, dr.delivery_route_nm as "routeNm",
            ts.region_cd as "senderRegion", tr.region_cd as "receiverRegion", ts.shipper_cd as shipper,
            ts.charge_cd as charge, ts.company_nm as "senderNm", tr.company_nm as "receiverNm",
            s.trnsprt_cd as calc, coalesce(s.sender_qty, 0) as qty,
            coalesce(s.sender_amount, 0) as "senderAmount", coalesce(s.receiver_amount, 0) as "receiverAmount"
       from transport_sender ts
       join transport_receiver tr using (sender_transport_id)
       left join shipment s using (receiver_transport_id)
       left join delivery_route dr on dr.delivery_route_id = ts.delivery_route_id
      where ts.del_yn = 'N'`,
  );
}

let codeNames: Map<string, string>;
const nameOf = (type: string, value: string | null) =>
  value === null ? null : (codeNames.get(`${type}/${value}`) ?? null);

beforeAll(async () => {
  const codes = await execute<{ t: string; v: string; n: string }>(
    `select code_type as t, code_val as v, code_nm as n from code`,
  );
  codeNames = new Map(codes.map((code) => [`${code.t}/${code.v}`, code.n]));
});

type Group = 'DAY' | 'COURSE' | 'SENDER_REGION' | 'RECEIVER_REGION' | 'SHIPPER_TYPE' | 'CHARGE';
const ORDER: Group[] = ['DAY', 'COURSE', 'SENDER_REGION', 'RECEIVER_REGION', 'SHIPPER_TYPE', 'CHARGE'];

const groupFields = (group: Group, row: Flat): Record<string, unknown> => {
  switch (group) {
    case 'DAY':
      return { requstDt: row.day };
    case 'COURSE':
      return { deliveryRouteId: row.route, deliveryRouteNm: row.routeNm };
    case 'SENDER_REGION':
      return { senderRegionCd: row.senderRegion, senderRegionNm: nameOf('REGION_TYPE', row.senderRegion) };
    case 'RECEIVER_REGION':
      return {
        receiverRegionCd: row.receiverRegion,
        receiverRegionNm: nameOf('REGION_TYPE', row.receiverRegion),
      };
    case 'SHIPPER_TYPE':
      return { shipperCd: row.shipper, shipperNm: nameOf('SHIPPER_TYPE', row.shipper) };
    case 'CHARGE':
      return { chargeCd: row.charge, chargeNm: nameOf('CHARGE', row.charge) };
  }
};

function sums(rows: Flat[]) {
  return {
    transportCount: new Set(rows.map((row) => row.sender)).size,
    receiverCount: new Set(rows.map((row) => row.receiver)).size,
    goodsLineCount: rows.filter((row) => row.line !== null).length,
    qtyPieces: rows.filter((row) => row.calc === 'QTY').reduce((sum, row) => sum + row.qty, 0),
    weightKg: rows.filter((row) => row.calc === 'WEIGHT').reduce((sum, row) => sum + row.qty, 0),
    senderAmount: rows.reduce((sum, row) => sum + row.senderAmount, 0),
    receiverAmount: rows.reduce((sum, row) => sum + row.receiverAmount, 0),
  };
}

/** What the aggregates must answer, computed here: groups as a set (their order checked apart). */
function expected(rows: Flat[], groups: Group[]) {
  const byKey = new Map<string, { fields: Record<string, unknown>; rows: Flat[] }>();
  for (const row of rows) {
    const fields = Object.assign({}, ...groups.map((group) => groupFields(group, row))) as Record<
      string,
      unknown
    >;
    const key = JSON.stringify(fields);
    const entry = byKey.get(key) ?? { fields, rows: [] };
    entry.rows.push(row);
    byKey.set(key, entry);
  }
  return {
    rows: [...byKey.values()].map((entry) => ({ ...entry.fields, ...sums(entry.rows) })),
    totals: sums(rows),
  };
}

const STATS = `query ($filter: TransportFilterInput, $groupBy: [String!]) {
  transportStats(filter: $filter, groupBy: $groupBy) {
    startDate endDate groupBy
    rows { requstDt deliveryRouteId deliveryRouteNm senderRegionCd senderRegionNm receiverRegionCd
      receiverRegionNm shipperCd shipperNm chargeCd chargeNm transportCount receiverCount goodsLineCount
      qtyPieces weightKg senderAmount receiverAmount }
    totals { transportCount receiverCount goodsLineCount qtyPieces weightKg senderAmount receiverAmount }
  }
}`;

interface StatsAnswer {
  startDate: string;
  endDate: string;
  groupBy: string[];
  rows: Record<string, unknown>[];
  totals: Record<string, unknown>;
}

async function stats(filter: Record<string, unknown>, groupBy: Group[]): Promise<StatsAnswer> {
  const answer = await api.graphql<{ transportStats: StatsAnswer }>(STATS, { filter, groupBy });
  expect(answer.errors).toBeUndefined();
  return answer.data!.transportStats;
}

/** Drops the null fields of groups not asked for (GraphQL answers them all). */
const compact = (row: Record<string, unknown>, groups: Group[]) => {
  const wanted = new Set(
    ORDER.filter((g) => groups.includes(g)).flatMap((g) => Object.keys(groupFields(g, {} as Flat))),
  );
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => wanted.has(key) || !/(Dt|Id|Nm|Cd)$/.test(key)),
  );
};

const PERIOD = { startDate: DAYS[0], endDate: DAYS[2] };
const inPeriod = (row: Flat) => row.day >= PERIOD.startDate && row.day <= PERIOD.endDate;

describe('sums against the rows themselves', () => {
  const groupings: Group[][] = [
    [],
    ...ORDER.map((group) => [group]),
    ['DAY', 'COURSE'],
    ['SENDER_REGION', 'RECEIVER_REGION'],
    ['CHARGE', 'SHIPPER_TYPE', 'DAY'],
    ORDER,
  ];
  it.each(groupings.map((groups) => [groups.join(', ') || '(total only)', groups] as const))(
    'grouped by %s',
    async (_name, groups) => {
      const rows = (await flatRows()).filter(inPeriod);
      const answer = await stats(PERIOD, groups);
      const want = expected(rows, groups);
      expect(answer.groupBy).toEqual(ORDER.filter((group) => groups.includes(group)));
      expect(answer.totals).toEqual(want.totals);
      expect(answer.rows.map((row) => compact(row, groups))).toEqual(
        groups.length ? expect.arrayContaining(want.rows) : [],
      );
      expect(answer.rows).toHaveLength(groups.length ? want.rows.length : 0);
      // The seeded rows hold both units, and deleted transports are left out.
      expect(want.totals.qtyPieces).toBeGreaterThan(0);
      expect(want.totals.weightKg).toBeGreaterThan(0);
    },
  );

  it('orders the groups by their keys, empty keys last', async () => {
    const answer = await stats(PERIOD, ['DAY', 'COURSE']);
    const keys = answer.rows.map((row) => [row.requstDt, row.deliveryRouteId ?? Infinity] as const);
    const sorted = [...keys].sort(
      (a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1]),
    );
    expect(keys).toEqual(sorted);
    expect(answer.rows.find((row) => row.deliveryRouteId === routes[0])?.deliveryRouteNm).toBe('동구 1코스');
  });

  it('counts a transport once in the total when its receivers fall in two groups', async () => {
    const answer = await stats(PERIOD, ['RECEIVER_REGION']);
    const summed = answer.rows.reduce((sum, row) => sum + Number(row.transportCount), 0);
    expect(summed).toBeGreaterThan(Number(answer.totals.transportCount));
    expect(answer.rows.reduce((sum, row) => sum + Number(row.senderAmount), 0)).toBe(
      answer.totals.senderAmount,
    );
  });
});

describe("the shipments list's filters", () => {
  const cases: [string, Record<string, unknown>, (row: Flat) => boolean][] = [
    ['one day', { startDate: DAYS[1], endDate: DAYS[1] }, (row) => row.day === DAYS[1]],
    ['the default period (today): nothing here', {}, () => false],
    ['a course', { ...PERIOD, deliveryRouteId: 'R1' }, (row) => inPeriod(row) && row.route === routes[1]],
    ['course 0 is every course', { ...PERIOD, deliveryRouteId: 0 }, inPeriod],
    [
      "part of the sender's name",
      { ...PERIOD, senderCompanyNm: '물산' },
      (row) => inPeriod(row) && row.senderNm.includes('물산'),
    ],
    [
      "part of the receiver's name keeps the matching receivers",
      { ...PERIOD, receiverCompanyNm: '한빛' },
      (row) => inPeriod(row) && row.receiverNm.includes('한빛'),
    ],
    ['a period beyond the rows', { startDate: '2024-01-31', endDate: '2024-02-04' }, () => true],
  ];
  it.each(cases)('%s', async (_name, filterTemplate, keep) => {
    const filter = { ...filterTemplate };
    if (filter.deliveryRouteId === 'R1') filter.deliveryRouteId = routes[1];
    const rows = (await flatRows()).filter(keep);
    const answer = await stats(filter, ['DAY', 'CHARGE']);
    const want = expected(rows, ['DAY', 'CHARGE']);
    expect(answer.totals).toEqual(want.totals);
    expect(answer.rows.map((row) => compact(row, ['DAY', 'CHARGE']))).toEqual(
      expect.arrayContaining(want.rows),
    );
    expect(answer.rows).toHaveLength(want.rows.length);
  });

  it('answers the same over REST (groupBy comma-separated, any case)', async () => {
    const graph = await stats({ ...PERIOD, senderCompanyNm: '가나' }, ['DAY', 'COURSE']);
    const rest = await api.rest<StatsAnswer>(
      'GET',
      `/api/transport-stats?startDate=${PERIOD.startDate}&endDate=${PERIOD.endDate}&senderCompanyNm=${encodeURIComponent('가나')}&groupBy=course,day`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      ...graph,
      rows: graph.rows.map((row) => compact(row, ['DAY', 'COURSE'])),
      totals: graph.totals,
    });
  });
});

const query = `query ($filter: TransportFilterInput, $groupBy: [String!]) {
  transportStats(filter: $filter, groupBy: $groupBy) { totals { transportCount } } }`;

contractRows(api, { as: 'member_view' }, [
  {
    name: 'a viewer may read the aggregates (area shipments, read)',
    graphql: query,
    input: { filter: PERIOD },
    status: 200,
    answer: { transportStats: { totals: { transportCount: expect.any(Number) as number } } },
  },
  {
    name: 'an unknown group is a 400 naming groupBy',
    graphql: query,
    input: { filter: PERIOD, groupBy: ['DAY', 'WEEKDAY'] },
    ...gqlBadInput(koreanMentioning('groupBy', 'DAY', 'COURSE'), 'groupBy.1'),
  },
  {
    name: 'SQL instead of a group name is refused the same way',
    rest: `GET /api/transport-stats?groupBy=${encodeURIComponent('ts.company_nm; drop table member')}`,
    status: 400,
    code: 'BAD_USER_INPUT',
    matches: { message: koreanMentioning('groupBy') },
  },
  {
    name: 'a group named twice is a 400',
    graphql: query,
    input: { filter: PERIOD, groupBy: ['DAY', 'day'] },
    ...gqlBadInput(koreanMentioning('groupBy'), 'groupBy'),
  },
  {
    name: 'a period of 367 days is a 400 naming the period',
    graphql: query,
    input: { filter: { startDate: '2023-01-01', endDate: '2024-01-02' }, groupBy: ['DAY'] },
    ...gqlBadInput(koreanMentioning('366', '기간'), 'endDate'),
  },
  {
    name: 'a period of 366 days is fine',
    graphql: query,
    input: { filter: { startDate: '2024-01-01', endDate: '2024-12-31' }, groupBy: ['DAY'] },
    status: 200,
    answer: { transportStats: { totals: { transportCount: 28 } } },
  },
  {
    name: 'a period too long over REST too',
    rest: 'GET /api/transport-stats?startDate=2020-01-01&endDate=2024-01-01',
    status: 400,
    code: 'BAD_USER_INPUT',
    matches: { message: koreanMentioning('366'), field: 'endDate' },
  },
  {
    name: "a malformed date is the shipments list's 400",
    graphql: query,
    input: { filter: { startDate: '2024-02-30' } },
    ...gqlBadInput(koreanMentioning('startDate'), 'startDate'),
  },
  {
    name: 'an end before the start is a 400',
    graphql: query,
    input: { filter: { startDate: '2024-02-03', endDate: '2024-02-01' } },
    ...gqlBadInput(koreanMentioning('endDate'), 'endDate'),
  },
] satisfies NamedRow[]);
