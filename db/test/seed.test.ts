import type { EntityManager } from '@mikro-orm/postgresql';
import { verify } from 'argon2';
import { isBusinessNumberChecksumValid } from '@parcel/shared/validation/business-number';
import { isValidMobilePhone, isValidPhone } from '@parcel/shared/validation/phone';
import {
  DEMO_ADMIN_PASSWORD,
  driftQuery,
  ROLLUPS,
  DEMO_USER_PASSWORD,
  DemoDataExistsError,
  GROUP_VALUES,
  hasDemoData,
  isDatabaseEmpty,
  seedDemoData,
  type SeedSummary,
} from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

/** The demo data generator: realistic, consistent with the rules, reproducible. */
const TODAY = '2026-03-15';
const THREE_MONTHS_BEFORE = '2025-12-15';
const SEED = 7;

let db: TestDatabase;
let em: EntityManager;
let summary: SeedSummary;
let emptyBefore: boolean;
let demoBefore: boolean;
let catalogBefore: string[];

const sql = <T>(query: string, params: unknown[] = []) => em.getConnection().execute<T[]>(query, params);
const count = async (query: string, params: unknown[] = []) =>
  Number((await sql<{ n: string | number }>(query, params))[0]?.n);

/** The indexes, constraints and enabled triggers of the transport tables, as SQL text. */
const transportCatalog = async () =>
  (
    await sql<{ item: string }>(
      `select pg_get_indexdef(indexrelid) as item from pg_index
        where indrelid in ('transport_sender'::regclass, 'transport_receiver'::regclass, 'shipment'::regclass)
       union all
       select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
        where conrelid in ('transport_sender'::regclass, 'transport_receiver'::regclass, 'shipment'::regclass)
           or confrelid in ('transport_sender'::regclass, 'transport_receiver'::regclass, 'shipment'::regclass)
       union all
       select tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text from pg_trigger
        where tgrelid in ('transport_sender'::regclass, 'transport_receiver'::regclass, 'shipment'::regclass)
          and not tgisinternal
       order by 1`,
    )
  ).map((row) => row.item);

beforeAll(async () => {
  db = await createTestDatabase();
  em = db.orm.em.fork() as EntityManager;
  emptyBefore = await isDatabaseEmpty(em);
  demoBefore = await hasDemoData(em);
  catalogBefore = await transportCatalog();
  summary = await seedDemoData(em, { transports: 60, today: TODAY, seed: SEED });
}, 60_000);
afterAll(() => db.destroy());

describe('sizes', () => {
  it('reports what it created, and the tables hold exactly that', async () => {
    const c = summary.counts;
    expect(c.transport_sender).toBe(60);
    expect(c.member).toBeGreaterThanOrEqual(6);
    expect(c.bill_company).toBeGreaterThanOrEqual(3);
    expect(c.bill_company).toBeLessThanOrEqual(4);
    expect(c.delivery_route).toBeGreaterThanOrEqual(8);
    expect(c.company).toBe(150);
    // 40 ranges before the period, and the blocks senders registered when theirs ran out.
    expect(c.waybill).toBeGreaterThanOrEqual(40);
    expect(c.transport_receiver).toBeGreaterThanOrEqual(60);
    expect(c.transport_receiver).toBeLessThanOrEqual(240);
    expect(c.shipment).toBeGreaterThanOrEqual(c.transport_receiver);
    expect(c.shipment).toBeLessThanOrEqual(3 * c.transport_receiver);
    for (const [table, expected] of Object.entries(c)) {
      expect([table, await count(`select count(*) as n from ${table}`)]).toEqual([table, expected]);
    }
    expect(await count('select count(*) as n from bill_history')).toBe(0);
    expect(summary.elapsedMs).toBeGreaterThan(0);
  });

  it('leaves no audit trail: seeding is not somebody editing', async () => {
    expect(await count('select count(*) as n from audit_log')).toBe(0);
  });

  it('tells an empty database from one with demo data', async () => {
    expect(emptyBefore).toBe(true);
    expect(demoBefore).toBe(false);
    expect(await isDatabaseEmpty(em)).toBe(false);
    expect(await hasDemoData(em)).toBe(true);
  });
});

describe('members', () => {
  it('has the demo admin, whose password is admin1234', async () => {
    const [admin] = await sql<{ user_pw: string; name: string; group_val: string; del_yn: string }>(
      `select user_pw, name, group_val, del_yn from member where user_id = 'admin'`,
    );
    expect(admin).toMatchObject({ name: '관리자', group_val: 'admin', del_yn: 'N' });
    expect(admin?.user_pw).toMatch(/^\$argon2id\$/);
    expect(await verify(admin?.user_pw ?? '', DEMO_ADMIN_PASSWORD)).toBe(true);
  });

  it('has a user in every permission group, with the demo password, and one withdrawn user', async () => {
    const rows = await sql<{
      user_id: string;
      user_pw: string;
      group_val: string;
      del_yn: string;
      tel_no: string;
    }>(`select user_id, user_pw, group_val, del_yn, tel_no from member where user_id <> 'admin'`);
    expect(new Set(rows.map((row) => row.group_val))).toEqual(
      new Set(GROUP_VALUES.filter((g) => g !== 'admin')),
    );
    expect(rows.filter((row) => row.del_yn === 'Y')).toHaveLength(1);
    const demoView = rows.find((row) => row.user_id === 'demo_view');
    expect(await verify(demoView?.user_pw ?? '', DEMO_USER_PASSWORD)).toBe(true);
    // Hashed once and shared: argon2 is slow on purpose.
    expect(new Set(rows.map((row) => row.user_pw)).size).toBe(1);
    expect(rows.every((row) => isValidMobilePhone(row.tel_no))).toBe(true);
  });

  it('assigns transports to collectors (pickup or all permission)', async () => {
    const groups = await sql<{ group_val: string }>(
      `select distinct m.group_val from transport_sender s join member m on m.member_id = s.manager_id`,
    );
    expect(groups.length).toBeGreaterThan(0);
    for (const { group_val } of groups) expect(['member_pickup', 'member_all']).toContain(group_val);
    expect(await count(`select count(*) as n from transport_sender where manager_id is null`)).toBe(0);
  });
});

describe('companies and suppliers', () => {
  it('gives every company and supplier a valid business number', async () => {
    const rows = await sql<{ biz_no: string }>(
      `select biz_no from company union all select biz_no from bill_company`,
    );
    expect(rows.length).toBe(summary.counts.company + summary.counts.bill_company);
    const invalid = rows.filter((row) => !isBusinessNumberChecksumValid(row.biz_no));
    expect(invalid).toEqual([]);
  });

  it('uses phone numbers with the area code of the region', async () => {
    const rows = await sql<{ region_cd: string; tel_no: string; fax_no: string; manager_tel_no: string }>(
      `select region_cd, tel_no, fax_no, manager_tel_no from company`,
    );
    const areaCodes: Record<string, string> = { DAEGU: '053', SEOUL: '02', GYEONGGI: '031', BUSAN: '051' };
    for (const row of rows) {
      expect(row.tel_no.startsWith(areaCodes[row.region_cd] ?? '?')).toBe(true);
      expect(isValidPhone(row.tel_no) && isValidPhone(row.fax_no)).toBe(true);
      expect(isValidMobilePhone(row.manager_tel_no)).toBe(true);
    }
  });

  it('puts the districts in their region and mostly in Daegu', async () => {
    expect(
      await count(`select count(*) as n from company c
        left join code d on d.code_type = 'REGION_DTL_TYPE' and d.code_val = c.region_dtl_cd
        left join code r on r.code_id = d.parent_id
        where r.code_val is distinct from c.region_cd`),
    ).toBe(0);
    expect(await count(`select count(*) as n from company where region_cd = 'DAEGU'`)).toBeGreaterThan(75);
  });

  it('makes about a third shippers, each in use, billed through a supplier, on a course, in a group', async () => {
    const shippers = await count(`select count(*) as n from company where shipper_yn = 'Y'`);
    expect(shippers).toBeGreaterThanOrEqual(40);
    expect(shippers).toBeLessThanOrEqual(60);
    expect(
      await count(`select count(*) as n from company where shipper_yn = 'Y' and (use_yn <> 'Y'
        or bill_company_id is null or delivery_route_id is null or excclc_company_id is null
        or shipper_cd not in ('COM', 'PCL', 'GEN') or untpc <= 0)`),
    ).toBe(0);
    // A few settle through another shipper, which is itself a shipper settling on its own.
    expect(
      await count(`select count(*) as n from company c join company g on g.company_id = c.excclc_company_id
        where c.company_id <> g.company_id and g.shipper_yn = 'Y' and g.excclc_company_id = g.company_id`),
    ).toBeGreaterThanOrEqual(1);
    // A few suspended customers, none of them a shipper (the database refuses that anyway).
    expect(
      await count(`select count(*) as n from company where use_yn = 'N' and shipper_yn = 'N'`),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count(`select count(*) as n from transport_sender t join company c on c.company_id = t.sender_company_id
        where c.use_yn = 'N'`),
    ).toBe(0);
  });
});

describe('transports', () => {
  it('receives them in the three months up to today, none later', async () => {
    const [range] = await sql<{ first: string; last: string }>(
      `select min(requst_dt)::text as first, max(requst_dt)::text as last from transport_sender`,
    );
    expect(range?.first && range.first >= THREE_MONTHS_BEFORE).toBe(true);
    expect(range?.last && range.last <= TODAY).toBe(true);
    expect(
      await count(
        `select count(*) as n from shipment s
        join transport_receiver r using (receiver_transport_id)
        join transport_sender t using (sender_transport_id)
        where s.transport_date < t.requst_dt or s.transport_date > ?::date`,
        [TODAY],
      ),
    ).toBe(0);
  });

  it('prices every goods line as quantity times unit price and totals them on sender and receiver', async () => {
    expect(
      await count(`select count(*) as n from shipment
        where sender_amount <> sender_qty * sender_untpc or receiver_amount <> receiver_qty * receiver_untpc
           or sender_qty not between 1 and 30 or sender_untpc <= 0`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from transport_sender t where t.amount <> (
        select coalesce(sum(s.sender_amount), 0) from transport_receiver r
          join shipment s using (receiver_transport_id) where r.sender_transport_id = t.sender_transport_id)`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from transport_receiver r where r.amount <> (
        select coalesce(sum(s.receiver_amount), 0) from shipment s where s.receiver_transport_id = r.receiver_transport_id)`),
    ).toBe(0);
  });

  it('charges by weight exactly when both ends are communication shippers', async () => {
    expect(
      await count(`select count(*) as n from shipment s
        join transport_receiver r using (receiver_transport_id)
        join transport_sender t using (sender_transport_id)
        where (s.trnsprt_cd = 'WEIGHT') <> (coalesce(t.shipper_cd, '') = 'COM' and coalesce(r.shipper_cd, '') = 'COM')`),
    ).toBe(0);
  });

  it('copies the sender and receivers from their companies', async () => {
    expect(
      await count(`select count(*) as n from transport_sender t join company c on c.company_id = t.sender_company_id
        where t.company_nm <> c.company_nm or t.tel_no <> c.tel_no or t.region_cd <> c.region_cd`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from transport_receiver r join company c on c.company_id = r.receiver_company_id
        where r.company_nm <> c.company_nm or r.address <> c.address`),
    ).toBe(0);
  });

  it('uses valid codes and unique 12-digit waybill numbers', async () => {
    const codes = async (column: string, table: string, type: string) =>
      count(`select count(*) as n from ${table} x where x.${column} is not null and not exists
        (select 1 from code where code_type = '${type}' and code_val = x.${column})`);
    expect(await codes('transport_process_cd', 'transport_sender', 'TRANSPORT_PROCESS')).toBe(0);
    expect(await codes('charge_cd', 'transport_sender', 'CHARGE')).toBe(0);
    expect(await codes('kind_cd', 'shipment', 'GOODS_KIND')).toBe(0);
    expect(await codes('transport_code', 'shipment', 'TRANSPORT_CD')).toBe(0);
    expect(await count(`select count(*) as n from shipment where waybill_no !~ '^[0-9]{12}$'`)).toBe(0);
    expect(await count(`select count(distinct waybill_no) as n from shipment`)).toBe(summary.counts.shipment);
  });

  it('has delivered most older goods and only some of the recent ones', async () => {
    const [row] = await sql<{ old: number; old_done: number }>(
      `select count(*)::int as old, count(s.transport_date)::int as old_done from shipment s
        join transport_receiver r using (receiver_transport_id)
        join transport_sender t using (sender_transport_id) where t.requst_dt < ?::date - 2`,
      [TODAY],
    );
    expect(row && row.old_done / row.old).toBeGreaterThan(0.85);
    expect(
      await count(`select count(*) as n from shipment where transport_date is not null
        and (transport_manager is null or transport_code is null or pickup_check <> 'Y')`),
    ).toBe(0);
  });

  it("takes every goods line's number of a sender with ranges from one of its live ranges", async () => {
    // The shipment editor's rule: such a sender's numbers must lie inside one of its own ranges.
    expect(
      await count(`select count(*) as n from shipment s
        join transport_receiver r using (receiver_transport_id)
        join transport_sender t using (sender_transport_id)
        where exists (select 1 from waybill w where w.sender_company_id = t.sender_company_id and w.del_yn = 'N')
          and not exists (select 1 from waybill w where w.sender_company_id = t.sender_company_id
            and w.del_yn = 'N' and s.waybill_no::bigint between w.start_no and w.end_no)`),
    ).toBe(0);
    // ... from a range registered before the goods were received, and most of them do use ranges.
    expect(
      await count(`select count(*) as n from shipment s
        join transport_receiver r using (receiver_transport_id)
        join transport_sender t using (sender_transport_id)
        join waybill w on s.waybill_no::bigint between w.start_no and w.end_no
        where w.reg_dt >= t.reg_dt or w.sender_company_id <> t.sender_company_id`),
    ).toBe(0);
    const inRanges = await count(`select count(*) as n from shipment s
      where exists (select 1 from waybill w where s.waybill_no::bigint between w.start_no and w.end_no)`);
    expect(inRanges / summary.counts.shipment).toBeGreaterThan(0.5);
    expect(await count(`select count(*) - count(distinct waybill_no) as n from shipment`)).toBe(0);
  });

  it('registers another block when a sender runs out, never overlapping, realistic dates', async () => {
    // A bigger run with few companies: the busiest senders use up their ranges.
    const busy = await createTestDatabase();
    try {
      const busyEm = busy.orm.em.fork() as EntityManager;
      const busySql = <T>(query: string) => busyEm.getConnection().execute<T[]>(query);
      const result = await seedDemoData(busyEm, {
        transports: 5000,
        companies: 40,
        today: TODAY,
        seed: SEED,
      });
      expect(result.counts.waybill).toBeGreaterThan(40);
      const [row] = await busySql<{ bad: number; later: number; overlaps: number; stray: number }>(
        `select
           (select count(*) from shipment s join transport_receiver r using (receiver_transport_id)
              join transport_sender t using (sender_transport_id)
             where exists (select 1 from waybill w where w.sender_company_id = t.sender_company_id)
               and not exists (select 1 from waybill w where w.sender_company_id = t.sender_company_id
                 and s.waybill_no::bigint between w.start_no and w.end_no))::int as bad,
           (select count(*) from waybill w where w.reg_dt > ?::date + 1)::int as later,
           (select count(*) from waybill a join waybill b on a.waybill_id < b.waybill_id
             and a.start_no <= b.end_no and b.start_no <= a.end_no)::int as overlaps,
           (select count(*) from shipment s join waybill w on s.waybill_no::bigint between w.start_no and w.end_no
              join transport_receiver r using (receiver_transport_id)
              join transport_sender t using (sender_transport_id)
             where w.reg_dt >= t.reg_dt)::int as stray`.replace('?', `'${TODAY}'`),
      );
      expect(row).toEqual({ bad: 0, later: 0, overlaps: 0, stray: 0 });
      expect(
        Number(
          (await busySql<{ n: number }>(`select count(*) - count(distinct waybill_no) as n from shipment`))[0]
            ?.n,
        ),
      ).toBe(0);
    } finally {
      await busy.destroy();
    }
  }, 120_000);

  it('registers non-overlapping waybill ranges of at most 1000 numbers for shippers', async () => {
    expect(
      await count(`select count(*) as n from waybill w join company c on c.company_id = w.sender_company_id
        where c.shipper_yn <> 'Y' or w.qty <> w.end_no - w.start_no + 1 or w.qty > 1000
           or w.start_no::text !~ '^[0-9]{12}$' or w.end_no::text !~ '^[0-9]{12}$'`),
    ).toBe(0);
  });
});

describe('the bulk load of the transports', () => {
  it('leaves the transport tables with the indexes, constraints and triggers they had', async () => {
    expect(catalogBefore.length).toBeGreaterThan(20);
    expect(await transportCatalog()).toEqual(catalogBefore);
  });

  it('brings what the triggers keep up to date: counts, and every derived row equal to a recompute', async () => {
    expect(
      await count(`select count(*) as n from transport_sender t where (t.receiver_count, t.goods_line_count) <> (
        (select count(*) from transport_receiver r where r.sender_transport_id = t.sender_transport_id),
        (select count(*) from transport_receiver r join shipment s using (receiver_transport_id)
          where r.sender_transport_id = t.sender_transport_id))`),
    ).toBe(0);
    // The derived rows are built, not left for the first reader: no delta, and no row off.
    for (const rollup of ROLLUPS) {
      expect(await count(`select count(*) as n from ${rollup.table}_day`)).toBeGreaterThan(10);
      expect(await count(`select count(*) as n from ${rollup.table}_delta`)).toBe(0);
      expect({ table: rollup.table, drift: await sql(driftQuery(rollup)) }).toEqual({
        table: rollup.table,
        drift: [],
      });
    }
  });

  it('moves the id sequences past the loaded rows', async () => {
    for (const [table, column] of [
      ['transport_sender', 'sender_transport_id'],
      ['transport_receiver', 'receiver_transport_id'],
      ['shipment', 'shipment_id'],
      ['waybill', 'waybill_id'],
    ] as const) {
      const [row] = await sql<{ last: number; max: number }>(
        `select (select max(${column}) from ${table})::int as max,
                (select last_value from ${`${table}_${column}_seq`})::int as last`,
      );
      expect([table, row?.last]).toEqual([table, row?.max]);
    }
  });
});

describe('a longer history (--months)', () => {
  const MONTHS_BEFORE_24 = '2024-03-15';
  let long: TestDatabase;
  let longSql: <T>(query: string, params?: unknown[]) => Promise<T[]>;
  let result: SeedSummary;

  beforeAll(async () => {
    long = await createTestDatabase();
    const longEm = long.orm.em.fork() as EntityManager;
    longSql = <T>(query: string, params: unknown[] = []) =>
      longEm.getConnection().execute<T[]>(query, params);
    result = await seedDemoData(longEm, { transports: 3000, months: 24, today: TODAY, seed: SEED });
  }, 60_000);
  afterAll(() => long.destroy());

  it('spreads the same count over the 24 months up to today, every month about as busy', async () => {
    expect(result.counts.transport_sender).toBe(3000);
    expect(result.months).toBe(24);
    const months = await longSql<{ month: string; n: number; first: string; last: string }>(
      `select to_char(requst_dt, 'YYYY-MM') as month, count(*)::int as n,
              min(requst_dt)::text as first, max(requst_dt)::text as last
         from transport_sender group by 1 order by 1`,
    );
    // 2024-03-16 .. 2026-03-15: the two partial months at the ends and 23 whole ones.
    expect(months.map((m) => m.month)).toHaveLength(25);
    expect(months[0]?.first && months[0].first > MONTHS_BEFORE_24).toBe(true);
    expect(months.at(-1)?.last).toBe(TODAY);
    const whole = months.slice(1, -1).map((m) => m.n);
    expect(Math.max(...whole)).toBeLessThan(1.5 * Math.min(...whole));
  });

  it('keeps today busy for the home grid, and every company registered before it sends', async () => {
    const [today] = await longSql<{ n: number; weekday: number }>(
      `select count(*) filter (where requst_dt = ?::date)::int as n,
              (count(*) filter (where extract(isodow from requst_dt) between 1 and 5)
                / count(distinct requst_dt) filter (where extract(isodow from requst_dt) between 1 and 5))::int as weekday
         from transport_sender`,
      [TODAY],
    );
    // Half a working day's share, whatever today's weekday.
    expect(today?.n).toBeGreaterThanOrEqual(Math.floor((today?.weekday ?? 0) * 0.3));
    expect(today?.n).toBeGreaterThan(0);
    const [late] = await longSql<{ n: number }>(
      `select count(*)::int as n from transport_sender t join company c on c.company_id = t.sender_company_id
        where c.reg_dt >= t.reg_dt`,
    );
    expect(late?.n).toBe(0);
  });
});

describe('running it again', () => {
  it('refuses while the database has data, and leaves it untouched', async () => {
    await expect(seedDemoData(em, { transports: 10, today: TODAY })).rejects.toBeInstanceOf(
      DemoDataExistsError,
    );
    expect(await count('select count(*) as n from transport_sender')).toBe(60);
  });

  it('replaces everything with --reset, and the same seed gives the same data', async () => {
    const fingerprint = async () =>
      (
        await sql<{ f: string }>(
          `select (select string_agg(company_nm || biz_no, ',' order by company_id) from company)
                  || (select sum(amount)::text from transport_sender) as f`,
        )
      )[0]?.f;
    const [first] = await sql<{ company_nm: string }>(
      `select company_nm from company order by company_id limit 1`,
    );
    const before = await fingerprint();
    const again = await seedDemoData(em, { transports: 60, today: TODAY, seed: SEED, reset: true });
    expect(again.counts).toEqual(summary.counts);
    expect(await fingerprint()).toBe(before);
    // restart identity: ids start over
    const [firstAgain] = await sql<{ company_id: number; company_nm: string }>(
      `select company_id, company_nm from company order by company_id limit 1`,
    );
    expect(firstAgain).toEqual({ company_id: 1, company_nm: first?.company_nm });
    await seedDemoData(em, { transports: 60, today: TODAY, seed: SEED + 1, reset: true });
    expect(await fingerprint()).not.toBe(before);
  });

  it('rejects nonsense options before touching the database', async () => {
    await expect(seedDemoData(em, { transports: -1, reset: true })).rejects.toThrow('transports');
    await expect(seedDemoData(em, { transports: 5, today: '2026-02-30', reset: true })).rejects.toThrow(
      'today',
    );
    for (const months of [0, 61, 1.5])
      await expect(seedDemoData(em, { transports: 5, months, reset: true })).rejects.toThrow('months');
    expect(await count('select count(*) as n from transport_sender')).toBe(60);
  });
});
