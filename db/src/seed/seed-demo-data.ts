import type { EntityManager } from '@mikro-orm/postgresql';
import { hash, verify } from 'argon2';
import type { ClientBase } from 'pg';
import { BulkTable, IdReserver, insertTogether, transactionClient, type TableSchema } from './bulk-insert';
import { BusinessNumbers } from './business-numbers';
import { isCalendarDate, seoulToday } from '@parcel/shared/dates/seoul-date';
import { CustomerPools } from './customer-pools';
import { passwordHashOptions } from '../password-hash';
import { buildCompanies, demoCompanyCount } from './demo-companies';
import {
  buildMembers,
  DEMO_ADMIN_PASSWORD,
  DEMO_ADMIN_USER_ID,
  DEMO_MEMBER_COUNT,
  DEMO_USER_PASSWORD,
} from './demo-members';
import { buildRoutes, buildSuppliers, DEMO_ROUTE_COUNT, DEMO_SUPPLIER_COUNT } from './demo-suppliers';
import { demoPeriodStart, planDays, transportBatches, type TransportBatch } from './demo-transports';
import { buildWaybills, DEMO_WAYBILL_RANGES, WaybillNumbers } from './demo-waybills';
import { Random } from './random';
import {
  BILL_COMPANY,
  COMPANY,
  DELIVERY_ROUTE,
  MEMBER,
  SHIPMENT,
  TRANSPORT_RECEIVER,
  TRANSPORT_SENDER,
  WAYBILL,
} from './tables';

/** Transports loaded on the first start of the embedded database. */
export const DEFAULT_DEMO_TRANSPORTS = 1500;
export const DEFAULT_DEMO_SEED = 20240;
/** Upper bound of --transports: int4 ids and a few minutes of loading stay comfortable below it. */
export const MAX_DEMO_TRANSPORTS = 2_000_000;
export const MAX_DEMO_COMPANIES = 200_000;
// Senders per insert statement (with ~2.4 receivers and ~4.3 goods lines each).
const BATCH_SENDERS = 2000;

export interface SeedOptions {
  /** Number of transports (senders) to create. */
  transports: number;
  /** Number of companies; by default as many as the transports need (demoCompanyCount). */
  companies?: number;
  /** The demo's "today", yyyy-MM-dd in Asia/Seoul; defaults to the real today. */
  today?: string;
  /** PRNG seed: the same options give the same data. */
  seed?: number;
  /** Empty every business table first (restart identity); otherwise existing data makes it refuse. */
  reset?: boolean;
  /** Called after each batch of transports is written. */
  onProgress?: (written: number, total: number) => void;
}

export const SEEDED_TABLES = [
  'member',
  'bill_company',
  'delivery_route',
  'company',
  'waybill',
  'transport_sender',
  'transport_receiver',
  'shipment',
] as const;
export type SeededTable = (typeof SEEDED_TABLES)[number];

export interface SeedSummary {
  /** Rows created per table. */
  counts: Record<SeededTable, number>;
  elapsedMs: number;
  today: string;
  seed: number;
}

/** Thrown when the database already holds data and no reset was asked for. */
export class DemoDataExistsError extends Error {
  constructor(readonly existing: { members: number; companies: number; transports: number }) {
    super(
      `the database already has data (${existing.members} members, ${existing.companies} companies, ` +
        `${existing.transports} transports); demo data is only loaded into an empty database. ` +
        'Run again with --reset to delete all business data first.',
    );
    this.name = 'DemoDataExistsError';
  }
}

/** True when no member exists: a new database, which the server fills with demo data on first start. */
export async function isDatabaseEmpty(em: EntityManager): Promise<boolean> {
  const [row] = await em
    .getConnection()
    .execute<{ found: boolean }[]>('select exists (select 1 from member) as found');
  return !row?.found;
}

/**
 * True when the demo sign-in works here: the demo admin exists, is not withdrawn and still has the
 * demo password. Only then may the login form be prefilled with it (DECISIONS.md).
 */
export async function hasDemoData(em: EntityManager): Promise<boolean> {
  const [row] = await em
    .getConnection()
    .execute<{ user_pw: string }[]>(`select user_pw from member where user_id = ? and del_yn = 'N'`, [
      DEMO_ADMIN_USER_ID,
    ]);
  if (!row) return false;
  try {
    return await verify(row.user_pw, DEMO_ADMIN_PASSWORD);
  } catch {
    return false; // not an argon2 hash: not ours
  }
}

/**
 * Fills the database with realistic demo data: users, suppliers, courses, companies, waybill ranges
 * and `transports` transports with receivers and goods lines over the last three months, in ONE
 * transaction (all or nothing) with the audit trail switched off. Rows are generated in batches and
 * written with bulk statements, so 200,000 transports take minutes, not hours.
 */
export async function seedDemoData(em: EntityManager, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const today = options.today ?? seoulToday();
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  validateOptions(options.transports, today, seed);
  const { companies } = options;
  if (
    companies !== undefined &&
    (!Number.isInteger(companies) || companies < 10 || companies > MAX_DEMO_COMPANIES)
  ) {
    throw new Error(`companies must be a whole number from 10 to ${MAX_DEMO_COMPANIES}: ${companies}`);
  }
  // argon2 is deliberately slow: hash each demo password once and share it.
  const hashes = {
    admin: await hash(DEMO_ADMIN_PASSWORD, passwordHashOptions()),
    user: await hash(DEMO_USER_PASSWORD, passwordHashOptions()),
  };
  const migrationsTable = em.config.get('migrations').tableName ?? 'mikro_orm_migrations';

  const counts = await em.transactional(async (tx) => {
    const client = await transactionClient(tx as EntityManager);
    // The audit triggers skip rows while this is on (see the initial migration).
    await client.query(`set local app.skip_audit = 'on'`);
    if (options.reset) await truncateBusinessTables(client, ['code', migrationsTable]);
    else await refuseExistingData(client);
    return writeDemoData(client, { ...options, today, seed }, hashes);
  });
  return { counts, elapsedMs: Math.round(performance.now() - started), today, seed };
}

function validateOptions(transports: number, today: string, seed: number): void {
  if (!Number.isInteger(transports) || transports < 0 || transports > MAX_DEMO_TRANSPORTS) {
    throw new Error(`transports must be a whole number from 0 to ${MAX_DEMO_TRANSPORTS}: ${transports}`);
  }
  if (!isCalendarDate(today)) throw new Error(`today must be a yyyy-MM-dd date: ${today}`);
  if (!Number.isInteger(seed)) throw new Error(`seed must be a whole number: ${seed}`);
}

async function refuseExistingData(client: ClientBase): Promise<void> {
  const { rows } = await client.query<{ members: number; companies: number; transports: number }>(
    `select (select count(*) from member)::int as members, (select count(*) from company)::int as companies,
            (select count(*) from transport_sender)::int as transports`,
  );
  const existing = rows[0] ?? { members: 0, companies: 0, transports: 0 };
  if (existing.members + existing.companies + existing.transports > 0)
    throw new DemoDataExistsError(existing);
}

/** Empties every table of the schema except the code lists and the migration history. */
async function truncateBusinessTables(client: ClientBase, keep: string[]): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I', tablename) as name from pg_tables
      where schemaname = current_schema() and tablename <> all($1::text[]) order by tablename`,
    [keep],
  );
  if (rows.length === 0) return;
  await client.query(`truncate table ${rows.map((row) => row.name).join(', ')} restart identity cascade`);
}

async function writeDemoData(
  client: ClientBase,
  options: SeedOptions & { today: string; seed: number },
  hashes: { admin: string; user: string },
): Promise<Record<SeededTable, number>> {
  const { today, transports } = options;
  const random = new Random(options.seed);
  const reserver = await IdReserver.create(client, {
    member: ['member', 'member_id'],
    bill_company: ['bill_company', 'bill_company_id'],
    delivery_route: ['delivery_route', 'delivery_route_id'],
    company: ['company', 'company_id'],
    waybill: ['waybill', 'waybill_id'],
    transport_sender: ['transport_sender', 'sender_transport_id'],
    transport_receiver: ['transport_receiver', 'receiver_transport_id'],
    shipment: ['shipment', 'shipment_id'],
  });
  const ids = await reserver.reserve({
    member: DEMO_MEMBER_COUNT,
    bill_company: DEMO_SUPPLIER_COUNT,
    delivery_route: DEMO_ROUTE_COUNT,
    company: options.companies ?? demoCompanyCount(transports),
    waybill: DEMO_WAYBILL_RANGES,
  });

  const numbers = new BusinessNumbers(random);
  const members = buildMembers(random, ids.member, hashes, today);
  const suppliers = buildSuppliers(random, ids.bill_company, numbers, today);
  const routes = buildRoutes(random, ids.delivery_route, today);
  const companies = buildCompanies(random, {
    ids: ids.company,
    supplierIds: ids.bill_company,
    routes,
    numbers,
    today,
  });
  const pools = new CustomerPools(random, companies);
  const waybillNumbers = new WaybillNumbers(random);
  const waybills = buildWaybills(random, ids.waybill, pools, waybillNumbers, demoPeriodStart(today));

  const counts: Record<SeededTable, number> = {
    member: members.rows.length,
    bill_company: suppliers.length,
    delivery_route: routes.rows.length,
    company: companies.length,
    waybill: waybills.length,
    transport_sender: 0,
    transport_receiver: 0,
    shipment: 0,
  };
  await insertTogether(client, [
    filled(new BulkTable('member', MEMBER), members.rows),
    filled(new BulkTable('bill_company', BILL_COMPANY), suppliers),
    filled(new BulkTable('delivery_route', DELIVERY_ROUTE), routes.rows),
  ]);
  // Settlement groups point at companies of the same statement: checked at its end, all present.
  await insertTogether(client, [filled(new BulkTable('company', COMPANY), companies)]);
  await insertTogether(client, [filled(new BulkTable('waybill', WAYBILL), waybills)]);

  const batches = transportBatches(
    random,
    {
      today,
      plan: planDays(random, today, transports),
      pools,
      waybills: waybillNumbers,
      collectorIds: members.collectorIds,
      driverNames: members.driverNames,
      routeIds: ids.delivery_route,
    },
    BATCH_SENDERS,
  );
  // While PostgreSQL writes one batch, the next is generated (the loop body runs between awaits).
  let writing: Promise<void> = Promise.resolve();
  for (const batch of batches) {
    await writing;
    const batchIds = await reserver.reserve({
      waybill: batch.waybills.length,
      transport_sender: batch.transports.length,
      transport_receiver: batch.receiverCount,
      shipment: batch.lineCount,
    });
    counts.waybill += batch.waybills.length;
    counts.transport_sender += batch.transports.length;
    counts.transport_receiver += batch.receiverCount;
    counts.shipment += batch.lineCount;
    const written = counts.transport_sender;
    writing = writeTransports(client, batch, batchIds).then(() => options.onProgress?.(written, transports));
    // Handled when awaited; this only keeps a failure from being reported as unhandled meanwhile.
    writing.catch(() => undefined);
  }
  await writing;
  // Fresh planner statistics, so the first screens after seeding do not crawl.
  await client.query(`analyze ${SEEDED_TABLES.join(', ')}`);
  return counts;
}

function filled<S extends TableSchema>(
  table: BulkTable<S>,
  rows: Parameters<BulkTable<S>['add']>[0][],
): BulkTable<S> {
  for (const row of rows) table.add(row);
  return table;
}

async function writeTransports(
  client: ClientBase,
  batch: TransportBatch,
  ids: Record<'waybill' | 'transport_sender' | 'transport_receiver' | 'shipment', number[]>,
): Promise<void> {
  // Ranges registered during the batch: before its transports, whose numbers they hold.
  const waybills = new BulkTable('waybill', WAYBILL);
  batch.waybills.forEach((row, i) => waybills.add({ ...row, waybill_id: ids.waybill[i] ?? 0 }));
  const senders = new BulkTable('transport_sender', TRANSPORT_SENDER);
  const receivers = new BulkTable('transport_receiver', TRANSPORT_RECEIVER);
  const shipments = new BulkTable('shipment', SHIPMENT);
  let receiverIndex = 0;
  let lineIndex = 0;
  batch.transports.forEach((transport, i) => {
    const senderId = ids.transport_sender[i] ?? 0;
    senders.add({ ...transport.sender, sender_transport_id: senderId });
    for (const receiver of transport.receivers) {
      const receiverId = ids.transport_receiver[receiverIndex++] ?? 0;
      receivers.add({ ...receiver.row, receiver_transport_id: receiverId, sender_transport_id: senderId });
      for (const line of receiver.lines) {
        shipments.add({
          ...line,
          shipment_id: ids.shipment[lineIndex++] ?? 0,
          receiver_transport_id: receiverId,
        });
      }
    }
  });
  await insertTogether(client, [waybills, senders, receivers, shipments]);
}
