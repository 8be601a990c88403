import { migrateDatabase } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

const tableNames = async () =>
  (
    (await db.orm.em
      .getConnection()
      .execute(
        `select table_name from information_schema.tables where table_schema = 'public' and table_name <> 'mikro_orm_migrations' order by 1`,
      )) as { table_name: string }[]
  ).map((row) => row.table_name);

describe('migrations', () => {
  it('leave nothing pending on a migrated database', async () => {
    expect(await db.orm.getMigrator().getPendingMigrations()).toEqual([]);
  });

  it('can be rolled back to an empty schema and applied again', async () => {
    const before = await tableNames();
    expect(before).toEqual(expect.arrayContaining(['company', 'member', 'shipment', 'waybill', 'audit_log']));
    await db.orm.getMigrator().down({ to: 0 });
    expect(await tableNames()).toEqual([]);
    // As the app migrates: the migrations, then the derived rows' views and triggers (db/src/derived).
    await migrateDatabase(db.orm);
    expect(await tableNames()).toEqual(before);
  });
});
