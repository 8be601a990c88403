import type { EntityManager } from '@mikro-orm/postgresql';
import { OptimisticLockError } from '@mikro-orm/core';
import { Company, withActor } from '../src';
import { rowBuilders } from '../src/testing/builders';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

/**
 * The database itself refuses what would corrupt the data, whatever code path writes it. The rows under
 * test are raw SQL (each is the point of its test); the rows they stand on come from the builders.
 */
let db: TestDatabase;
let em: EntityManager;
const { aCompany, aDeliveryRoute, aMember, aTransport } = rowBuilders(() => em);

beforeAll(async () => {
  db = await createTestDatabase();
  em = db.orm.em.fork() as EntityManager;
});
afterAll(() => db.destroy());

/** Runs raw SQL; rows come back as plain objects keyed by column name. */
const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<Row[]> =>
  em.getConnection().execute(query, params) as Promise<Row[]>;
/** Runs `query` and returns the PostgreSQL error code it fails with. */
async function failureCode(query: string, params: unknown[] = []): Promise<string | undefined> {
  try {
    await sql(query, params);
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}
const UNIQUE = '23505';
const CHECK = '23514';
const FOREIGN_KEY = '23503';
/** PostgreSQL 18 reports ON DELETE RESTRICT as restrict_violation; 15 as foreign_key_violation. */
const RESTRICT = '23001';
const EXCLUSION = '23P01';

describe('uniqueness', () => {
  it('refuses a second company with the same business number', async () => {
    await aCompany({ biz_no: '1018100001' });
    expect(
      await failureCode(`insert into company (biz_no, company_nm) values ('1018100001', '다른회사')`),
    ).toBe(UNIQUE);
  });

  it('refuses a second member with the same user id', async () => {
    const insert = `insert into member (user_id, user_pw, name, group_val) values ('kim01', 'x', '김철수', 'member_view')`;
    await sql(insert);
    expect(await failureCode(insert)).toBe(UNIQUE);
  });

  it('refuses a second live supplier with the same business number but allows one after deletion', async () => {
    const insert = `insert into bill_company (company_nm, biz_no, representative_nm, biz_type, biz_item, address, post_no,
       tel_no, fax_no, email, bank_nm, depositor_nm, account_no) values ('대구물류', '5048100004', '박대표', '운수업', '택배',
       '대구 북구', '41590', '0531234567', '0531234568', 'bill@example.kr', '대구은행', '대구물류', '50412345678901')`;
    await sql(insert);
    expect(await failureCode(insert)).toBe(UNIQUE);
    await sql(`update bill_company set del_yn = 'Y' where biz_no = '5048100004'`);
    await expect(sql(insert)).resolves.toBeDefined();
  });
});

describe('checks', () => {
  it('refuses a Y/N flag other than Y or N', async () => {
    expect(
      await failureCode(`insert into company (biz_no, company_nm, use_yn) values ('1018100002', '가', 'X')`),
    ).toBe(CHECK);
    expect(
      await failureCode(
        `insert into member (user_id, user_pw, name, group_val, del_yn) values ('lee', 'x', '이', 'admin', 'y')`,
      ),
    ).toBe(CHECK);
  });

  it('refuses a billing day other than 20 or 30, a negative price and an unknown permission', async () => {
    expect(
      await failureCode(
        `insert into company (biz_no, company_nm, bill_stdr_cd) values ('1018100003', '가', '25')`,
      ),
    ).toBe(CHECK);
    expect(
      await failureCode(`insert into company (biz_no, company_nm, untpc) values ('1018100004', '가', -1)`),
    ).toBe(CHECK);
    expect(
      await failureCode(
        `insert into member (user_id, user_pw, name, group_val) values ('park', 'x', '박', 'member1')`,
      ),
    ).toBe(CHECK);
  });

  it('refuses a business number that is not ten digits', async () => {
    expect(await failureCode(`insert into company (biz_no, company_nm) values ('101-81-00', '가')`)).toBe(
      CHECK,
    );
  });

  it('refuses a suspended shipper', async () => {
    expect(
      await failureCode(
        `insert into company (biz_no, company_nm, shipper_yn, use_yn) values ('1018100005', '가', 'Y', 'N')`,
      ),
    ).toBe(CHECK);
  });

  it('refuses a goods line whose amount is not quantity times unit price', async () => {
    const { receivers } = await aTransport({ requst_dt: '2026-11-02', receivers: [{}] });
    const receiverId = receivers[0]?.receiverId;
    const line = `insert into shipment (receiver_transport_id, kind_cd, sender_qty, sender_untpc, sender_amount) values (?, 'TAC0202', 3, 4000, ?)`;
    expect(await failureCode(line, [receiverId, 11000])).toBe(CHECK);
    await expect(sql(line, [receiverId, 12000])).resolves.toBeDefined();
  });

  it('refuses an invoice whose total is not the sum of its parts', async () => {
    const [supplier] = await sql(`select bill_company_id from bill_company limit 1`);
    const supplierId = (supplier as { bill_company_id: number }).bill_company_id;
    const insert = `insert into bill_history (bill_company_id, year, month, bill_cd, period_start, period_end, tot_amount,
      untpc, untpc_vat) values (?, 2026, 10, '30', '2026-10-01', '2026-10-31', ?, 10000, 1000)`;
    expect(await failureCode(insert, [supplierId, 10999])).toBe(CHECK);
    await expect(sql(insert, [supplierId, 11000])).resolves.toBeDefined();
    expect(await failureCode(insert, [supplierId, 11000])).toBe(UNIQUE);
  });
});

describe('waybill ranges', () => {
  let senderId: number;
  const insertRange = (start: string, end: string) =>
    failureCode(`insert into waybill (sender_company_id, qty, start_no, end_no) values (?, 10, ?, ?)`, [
      senderId,
      start,
      end,
    ]);

  beforeAll(async () => {
    senderId = await aCompany();
  });

  it('accepts separate ranges and refuses one that overlaps a live range', async () => {
    expect(await insertRange('60000000000', '60000000099')).toBeUndefined();
    expect(await insertRange('60000000100', '60000000199')).toBeUndefined();
    expect(await insertRange('60000000099', '60000000100')).toBe(EXCLUSION);
    expect(await insertRange('60000000050', '60000000060')).toBe(EXCLUSION);
  });

  it('lets a deleted range be registered again', async () => {
    await sql(`update waybill set del_yn = 'Y' where start_no = 60000000000`);
    expect(await insertRange('60000000000', '60000000099')).toBeUndefined();
  });

  it('refuses a range whose start is after its end or with fewer than 11 digits', async () => {
    expect(await insertRange('60000000999', '60000000900')).toBe(CHECK);
    expect(await insertRange('1234567890', '1234567899')).toBe(CHECK);
  });
});

describe('foreign keys', () => {
  it('refuses to delete a delivery course that still has companies', async () => {
    const routeId = await aDeliveryRoute();
    await aCompany({ delivery_route_id: routeId });
    const code = await failureCode(`delete from delivery_route where delivery_route_id = ?`, [routeId]);
    expect([FOREIGN_KEY, RESTRICT]).toContain(code);
  });

  it('refuses a goods line for a receiver that does not exist', async () => {
    expect(
      await failureCode(`insert into shipment (receiver_transport_id, kind_cd) values (999999, 'TAC0201')`),
    ).toBe(FOREIGN_KEY);
  });
});

describe('optimistic locking and audit', () => {
  it('refuses to save a company over a newer version', async () => {
    const id = await aCompany();
    const first = db.orm.em.fork();
    const second = db.orm.em.fork();
    const mine = await first.findOneOrFail(Company, { companyId: id });
    const theirs = await second.findOneOrFail(Company, { companyId: id });
    theirs.companyNm = '먼저 저장한 이름';
    await second.flush();
    mine.companyNm = '늦게 저장한 이름';
    await expect(first.flush()).rejects.toBeInstanceOf(OptimisticLockError);
    const [row] = await sql(`select company_nm, version from company where company_id = ?`, [id]);
    expect(row).toEqual({ company_nm: '먼저 저장한 이름', version: 2 });
  });

  it('records who changed what, leaving password hashes out', async () => {
    const memberId = await aMember({ user_pw: 'hash-1', name: '감사', group_val: 'admin' });
    await withActor(db.orm.em.fork() as EntityManager, memberId, async (tx) => {
      await tx.execute(`update member set name = '감사원', user_pw = 'hash-2' where member_id = ?`, [
        memberId,
      ]);
    });
    const rows = await sql<{ action: string; member_id: number; changes: Record<string, unknown> }>(
      `select action, member_id, changes from audit_log where entity_name = 'member' and entity_id = ? order by audit_id`,
      [String(memberId)],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[1]?.member_id).toBe(memberId);
    expect(rows[1]?.changes).toEqual({ name: ['감사', '감사원'], user_pw: ['*', '*'] });
    expect(JSON.stringify(rows)).not.toContain('hash-');
  });
});

describe('reference codes', () => {
  it('lists the regions and puts 북구 BUKGU under 대구 DAEGU', async () => {
    const regions = await sql(
      `select code_val, code_nm from code where code_type = 'REGION_TYPE' order by sort_order`,
    );
    expect(regions.map((region) => region.code_nm)).toEqual(['대구', '서울', '경기', '부산']);
    const [bukgu] = await sql(
      `select d.code_nm, p.code_val as parent from code d join code p on p.code_id = d.parent_id
        where d.code_type = 'REGION_DTL_TYPE' and d.code_val = 'BUKGU'`,
    );
    expect(bukgu).toEqual({ code_nm: '북구', parent: 'DAEGU' });
  });

  it('has the charge, goods kind and shipper codes the screens default to', async () => {
    const rows = await sql(
      `select code_type, code_val from code where (code_type, code_val) in
        (('CHARGE', 'CH001'), ('SHIPPER_TYPE', 'COM'), ('GOODS_KIND', 'TAC0207'), ('TRANSPORT_PROCESS', 'COMM_RECV'))`,
    );
    expect(rows).toHaveLength(4);
  });
});
