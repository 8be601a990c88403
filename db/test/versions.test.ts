import type { EntityManager } from '@mikro-orm/postgresql';
import { Company } from '../src';
import { rowBuilders } from '../src/testing/builders';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

/**
 * The database moves a versioned row's version on (bump_version(), migration
 * ..._versions_bumped_by_database): every table with a version column has the trigger, and any
 * write, raw or MikroORM's, raises the version by exactly one (once per transaction for raw SQL).
 */
let db: TestDatabase;
let em: EntityManager;
const {
  aCompany,
  aSupplier,
  aDeliveryRoute,
  aMember,
  aWaybillRange,
  aTransport,
  aReceiver,
  anInvoice,
  anInvoiceRow,
} = rowBuilders(() => em);

beforeAll(async () => {
  db = await createTestDatabase();
  em = db.orm.em.fork() as EntityManager;
});
afterAll(() => db.destroy());

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<Row[]> =>
  em.getConnection().execute(query, params) as Promise<Row[]>;

/** The tables of the public schema with a `version` column. */
const versionedTables = async () =>
  (
    await sql<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'version' and t.table_type = 'BASE TABLE'
        order by 1`,
    )
  ).map((row) => row.table_name);

const versionOf = async (table: string, idColumn: string, id: number) => {
  const [row] = await sql<{ version: number }>(`select version from "${table}" where "${idColumn}" = ?`, [
    id,
  ]);
  return row!.version;
};

describe('the version trigger', () => {
  it('is on every table with a version column, before each row update', async () => {
    const tables = await versionedTables();
    expect(tables).toEqual(
      expect.arrayContaining([
        'company',
        'member',
        'shipment',
        'transport_sender',
        'bill_history',
        'payment',
      ]),
    );
    const withTrigger = await sql<{ table_name: string }>(
      `select c.relname as table_name
         from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where not g.tgisinternal and g.tgenabled <> 'D' and g.tgfoid::regproc::text = 'bump_version'
          -- row-level (1), before (2), on update (16)
          and g.tgtype & (1 | 2 | 16) = (1 | 2 | 16)`,
    );
    const covered = new Set(withTrigger.map((row) => row.table_name));
    expect(tables.filter((table) => !covered.has(table))).toEqual([]);
  });

  it('raises the version of a raw update of any versioned table by exactly one', async () => {
    const companyId = await aCompany();
    const supplierId = await aSupplier();
    const { senderId, receivers, shipmentIds } = await aTransport({
      receivers: [{ shipments: [{}] }],
    });
    const invoiceId = await anInvoice({ bill_company_id: supplierId });
    const rowId = await anInvoiceRow({ bill_history_id: invoiceId, company_id: companyId });
    const [payment] = await sql<{ payment_id: number }>(
      `insert into payment (bill_history_detail_id, paid_on, amount, method) values (?, '2026-02-01', 1000, 'CASH')
       returning payment_id`,
      [rowId],
    );
    const [notice] = await sql<{ notice_id: number }>(
      `insert into notice (title, body) values ('공지', '내용') returning notice_id`,
    );
    const rows: [string, string, number][] = [
      ['bill_company', 'bill_company_id', supplierId],
      ['bill_history', 'bill_history_id', invoiceId],
      ['company', 'company_id', companyId],
      ['delivery_route', 'delivery_route_id', await aDeliveryRoute()],
      ['member', 'member_id', await aMember()],
      ['notice', 'notice_id', notice!.notice_id],
      ['payment', 'payment_id', payment!.payment_id],
      ['shipment', 'shipment_id', shipmentIds[0]!],
      ['transport_receiver', 'receiver_transport_id', receivers[0]!.receiverId],
      ['transport_sender', 'sender_transport_id', senderId],
      ['waybill', 'waybill_id', await aWaybillRange({ sender_company_id: companyId })],
    ];
    expect(rows.map(([table]) => table)).toEqual(await versionedTables());
    for (const [table, idColumn, id] of rows) {
      const before = await versionOf(table, idColumn, id);
      await sql(`update "${table}" set chg_id = coalesce(chg_id, 0) + 1 where "${idColumn}" = ?`, [id]);
      expect({ table, version: await versionOf(table, idColumn, id) }).toEqual({
        table,
        version: before + 1,
      });
    }
  });

  it('gives exactly one more whatever version the statement sets', async () => {
    const id = await aCompany({ company_nm: '버전상사' });
    const update = (set: string) => sql(`update company set ${set} where company_id = ?`, [id]);
    await update(`company_nm = '버전상사2', version = version + 1`);
    expect(await versionOf('company', 'company_id', id)).toBe(2);
    await update(`company_nm = '버전상사3', version = 40`);
    expect(await versionOf('company', 'company_id', id)).toBe(3);
    await update(`version = version - 1`);
    expect(await versionOf('company', 'company_id', id)).toBe(4);
    // An update that changes nothing is still the transaction's write (see the migration).
    await update(`company_nm = company_nm`);
    expect(await versionOf('company', 'company_id', id)).toBe(5);
  });

  it('moves on once per transaction: later writes of the row in it keep the new version', async () => {
    const id = await aCompany({ company_nm: '한 번에' });
    await em.transactional(async (tx) => {
      await tx.execute(`update company set company_nm = '두 번' where company_id = ?`, [id]);
      await tx.execute(`update company set rmk = '세 번' where company_id = ?`, [id]);
    });
    expect(await versionOf('company', 'company_id', id)).toBe(2);
    // A row inserted and changed in one transaction is its first version.
    const inserted = await em.transactional(async (tx) => {
      const [row] = await tx.execute<{ company_id: number }[]>(
        `insert into company (biz_no, company_nm) values ('1018100777', '새 업체') returning company_id`,
      );
      await tx.execute(`update company set rmk = '바로 고침' where company_id = ?`, [row!.company_id]);
      return row!.company_id;
    });
    expect(await versionOf('company', 'company_id', inserted)).toBe(1);
  });

  it('counts a transport saved and recounted by its triggers in one transaction once', async () => {
    const { senderId, receivers } = await aTransport({ receivers: [{ shipments: [{}] }] });
    await em.transactional(async (tx) => {
      await tx.execute(`update transport_sender set rmk = '저장' where sender_transport_id = ?`, [senderId]);
      // The receiver's insert recounts the transport (receiver_count), the same transaction's row.
      await tx.execute(
        `insert into transport_receiver (sender_transport_id, company_nm, sort_order) values (?, '추가 수신', 1)`,
        [senderId],
      );
    });
    const [saved] = await sql<{ receiver_count: number; version: number }>(
      'select receiver_count, version from transport_sender where sender_transport_id = ?',
      [senderId],
    );
    expect(saved).toEqual({ receiver_count: 2, version: 2 });
    // A receiver added in a transaction of its own changes the transport's count: a new version.
    await aReceiver(senderId);
    expect(await versionOf('transport_sender', 'sender_transport_id', senderId)).toBe(3);
    expect(await versionOf('transport_receiver', 'receiver_transport_id', receivers[0]!.receiverId)).toBe(1);
  });

  it('agrees with MikroORM: a flush raises the version by one, and the entity holds the stored value', async () => {
    const id = await aCompany();
    const orm = db.orm.em.fork();
    const company = await orm.findOneOrFail(Company, { companyId: id });
    company.companyNm = '한 번 저장';
    await orm.flush();
    expect(company.version).toBe(2);
    expect(await versionOf('company', 'company_id', id)).toBe(2);
    // The next flush of the same entity finds the version it expects (no OptimisticLockError).
    company.companyNm = '두 번 저장';
    await orm.flush();
    expect(company.version).toBe(3);
    expect(await versionOf('company', 'company_id', id)).toBe(3);
    // Two flushes in one transaction: each asks for a version and gets exactly one more.
    await orm.transactional(async (tx) => {
      const inTx = await tx.findOneOrFail(Company, { companyId: id });
      inTx.companyNm = '세 번 저장';
      await tx.flush();
      inTx.rmk = '네 번 저장';
      await tx.flush();
      expect(inTx.version).toBe(5);
    });
    expect(await versionOf('company', 'company_id', id)).toBe(5);
  });
});
