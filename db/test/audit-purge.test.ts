import { Client } from 'pg';
import { AUDIT_PURGE_LOCK_KEY, purgeAuditLog } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

/** The nightly purge of the change history: rows older than the retention go, newer ones stay. */
let db: TestDatabase;
const NOW = new Date('2026-11-25T18:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

const execute = (query: string, params: unknown[] = []) =>
  db.orm.em.getConnection().execute<Record<string, unknown>[]>(query, params);

/** `count` audit rows of entity `name`, changed `daysAgo` days before NOW. */
async function insertRows(name: string, count: number, daysAgo: number): Promise<void> {
  // Raw: audit rows are the triggers' to write; these are made up, aged on purpose.
  await execute(
    `insert into audit_log (entity_name, entity_id, action, changed_at)
     select ?, g::text, 'update', ?::timestamptz from generate_series(1, ?) g`,
    [name, new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString(), count],
  );
}
const remaining = async () =>
  (await execute(`select entity_name, count(*)::int as n from audit_log group by 1 order by 1`)).map(
    (row) => [row.entity_name, row.n],
  );

beforeEach(() => execute('delete from audit_log'));

it('deletes rows older than the retention in batches and keeps the newer ones', async () => {
  await insertRows('old', 23, 31);
  await insertRows('edge', 2, 29.99);
  await insertRows('new', 4, 1);
  const result = await purgeAuditLog(db.url, { retentionDays: 30, batchSize: 5, now: NOW });
  expect(result).toEqual({ ran: true, deleted: 23, cutoff: new Date(NOW.getTime() - 30 * DAY_MS) });
  expect(await remaining()).toEqual([
    ['edge', 2],
    ['new', 4],
  ]);
  // Nothing left to do: a second run deletes nothing.
  expect((await purgeAuditLog(db.url, { retentionDays: 30, now: NOW })).deleted).toBe(0);
});

it('skips while another process holds the purge lock', async () => {
  await insertRows('old', 3, 800);
  const other = new Client({ connectionString: db.url });
  await other.connect();
  try {
    await other.query('select pg_advisory_lock($1)', [AUDIT_PURGE_LOCK_KEY]);
    expect(await purgeAuditLog(db.url, { retentionDays: 730, now: NOW })).toMatchObject({
      ran: false,
      deleted: 0,
    });
    expect(await remaining()).toEqual([['old', 3]]);
    await other.query('select pg_advisory_unlock($1)', [AUDIT_PURGE_LOCK_KEY]);
    expect(await purgeAuditLog(db.url, { retentionDays: 730, now: NOW })).toMatchObject({
      ran: true,
      deleted: 3,
    });
  } finally {
    await other.end();
  }
});

it('refuses a retention that is not a whole number of days', async () => {
  await expect(purgeAuditLog(db.url, { retentionDays: 0 })).rejects.toThrow(/whole number of days/);
  await expect(purgeAuditLog(db.url, { retentionDays: 1.5 })).rejects.toThrow(/whole number of days/);
});
