import type { EntityManager } from '@mikro-orm/postgresql';
import { hash, verify } from 'argon2';
import type { ClientBase } from 'pg';
import { isCalendarDate, seoulToday } from '@parcel/shared/dates/seoul-date';
import { passwordHashOptions } from '../password-hash';
import {
  BulkTable,
  IdReserver,
  insertTogether,
  LockedTableIds,
  transactionClient,
  type TableSchema,
} from './bulk-insert';
import { BulkLoad } from './bulk-load';
import { copyIn, copyStatement } from './copy-rows';
import { demoCompanyCount } from './demo-companies';
import type { DemoBase } from './demo-generation';
import {
  DEMO_ADMIN_PASSWORD,
  DEMO_ADMIN_USER_ID,
  DEMO_MEMBER_COUNT,
  DEMO_USER_PASSWORD,
} from './demo-members';
import { DEMO_ROUTE_COUNT, DEMO_SUPPLIER_COUNT } from './demo-suppliers';
import { DEFAULT_DEMO_MONTHS } from './demo-transports';
import { DEMO_WAYBILL_RANGES, type NewWaybillRow } from './demo-waybills';
import { loadTablesWithTransports, refreshDerivedTables, tablesLoadedWithTransports } from './derived-tables';
import { generateInWorker } from './generation-thread';
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
export { DEFAULT_DEMO_MONTHS };
/** Upper bound of --months: five years of history. */
export const MAX_DEMO_MONTHS = 60;
// Senders per batch of COPY statements (with ~2.4 receivers and ~4.3 goods lines each).
const BATCH_SENDERS = 5000;
/** The tables loaded in bulk (BulkLoad), parents first. */
const TRANSPORT_TABLES = ['transport_sender', 'transport_receiver', 'shipment'] as const;
// The tables were truncated in the seed's transaction (BulkLoad), so their rows can go in frozen.
const COPY_SENDERS = copyStatement('transport_sender', TRANSPORT_SENDER, { freeze: true });
const COPY_RECEIVERS = copyStatement('transport_receiver', TRANSPORT_RECEIVER, { freeze: true });
const COPY_LINES = copyStatement('shipment', SHIPMENT, { freeze: true });

export interface SeedOptions {
  /** Number of transports (senders) to create. */
  transports: number;
  /** Number of companies; by default as many as the transports need (demoCompanyCount). */
  companies?: number;
  /** The demo's "today", yyyy-MM-dd in Asia/Seoul; defaults to the real today. */
  today?: string;
  /** Months up to today the transports are spread over (DEFAULT_DEMO_MONTHS: a busy quarter). */
  months?: number;
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
  /** Where the time went, in ms (they add up to about elapsedMs, less the password hashing). */
  phases: SeedPhases;
  today: string;
  months: number;
  seed: number;
}

export interface SeedPhases {
  /** Generating every row and copying it in (the two overlap: one batch is written while the next is made). */
  rows: number;
  /** Building the transport tables' indexes, checking their constraints, their triggers back on. */
  indexes: number;
  /** Bringing the tables derived from the transports up to date (derived-tables.ts). */
  derived: number;
  /** Fresh planner statistics. */
  analyze: number;
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
 * demo password. Only then may the login form be prefilled with it (docs/decisions.md#demo-sign-in).
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
 * and `transports` transports with receivers and goods lines over the last `months` months, in ONE
 * transaction (all or nothing) with the audit trail switched off. Rows are generated in a worker
 * thread, the transports in batches that are copied in while the next is made, as a bulk load
 * (bulk-load.ts: indexes, constraints and triggers after the rows), so 2,000,000 transports take
 * minutes, not hours.
 */
export async function seedDemoData(em: EntityManager, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const today = options.today ?? seoulToday();
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const months = options.months ?? DEFAULT_DEMO_MONTHS;
  validateOptions(options.transports, today, seed, months);
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

  const { counts, phases } = await em.transactional(async (tx) => {
    const client = await transactionClient(tx as EntityManager);
    // The audit triggers skip rows while this is on (see the initial migration).
    await client.query(`set local app.skip_audit = 'on'`);
    if (options.reset) await truncateBusinessTables(client, ['code', migrationsTable]);
    else await refuseExistingData(client);
    return writeDemoData(client, { ...options, today, seed, months }, hashes);
  });
  return { counts, elapsedMs: Math.round(performance.now() - started), phases, today, months, seed };
}

function validateOptions(transports: number, today: string, seed: number, months: number): void {
  if (!Number.isInteger(transports) || transports < 0 || transports > MAX_DEMO_TRANSPORTS) {
    throw new Error(`transports must be a whole number from 0 to ${MAX_DEMO_TRANSPORTS}: ${transports}`);
  }
  if (!isCalendarDate(today)) throw new Error(`today must be a yyyy-MM-dd date: ${today}`);
  if (!Number.isInteger(seed)) throw new Error(`seed must be a whole number: ${seed}`);
  if (!Number.isInteger(months) || months < 1 || months > MAX_DEMO_MONTHS) {
    throw new Error(`months must be a whole number from 1 to ${MAX_DEMO_MONTHS}: ${months}`);
  }
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
  options: SeedOptions & { today: string; seed: number; months: number },
  hashes: { admin: string; user: string },
): Promise<{ counts: Record<SeededTable, number>; phases: SeedPhases }> {
  const { today, transports, months, seed } = options;
  const reserver = await IdReserver.create(client, {
    member: ['member', 'member_id'],
    bill_company: ['bill_company', 'bill_company_id'],
    delivery_route: ['delivery_route', 'delivery_route_id'],
    company: ['company', 'company_id'],
    waybill: ['waybill', 'waybill_id'],
  });
  const ids = await reserver.reserve({
    member: DEMO_MEMBER_COUNT,
    bill_company: DEMO_SUPPLIER_COUNT,
    delivery_route: DEMO_ROUTE_COUNT,
    company: options.companies ?? demoCompanyCount(transports),
    waybill: DEMO_WAYBILL_RANGES,
  });

  const timer = phaseTimer();
  const loadedWith = await tablesLoadedWithTransports(client);
  const load = await BulkLoad.begin(client, [...TRANSPORT_TABLES, ...loadedWith]);
  const transportIds = {
    sender: await LockedTableIds.open(client, 'transport_sender', 'sender_transport_id'),
    receiver: await LockedTableIds.open(client, 'transport_receiver', 'receiver_transport_id'),
    line: await LockedTableIds.open(client, 'shipment', 'shipment_id'),
  };
  const counts: Record<SeededTable, number> = {
    member: 0,
    bill_company: 0,
    delivery_route: 0,
    company: 0,
    waybill: 0,
    transport_sender: 0,
    transport_receiver: 0,
    shipment: 0,
  };
  // Ranges senders registered when theirs ran out: written after the transports (nothing refers
  // to a range by its id), with ids in the order they were registered.
  const registered: NewWaybillRow[] = [];
  const generation = generateInWorker({
    transports,
    months,
    today,
    seed,
    hashes,
    ids,
    firstIds: {
      sender: transportIds.sender.first,
      receiver: transportIds.receiver.first,
      line: transportIds.line.first,
    },
    batchSize: BATCH_SENDERS,
  });
  // While PostgreSQL copies one part in, the worker makes the next.
  for await (const part of generation) {
    if (part.kind === 'base') {
      await insertBase(client, part);
      counts.member = part.members.length;
      counts.bill_company = part.suppliers.length;
      counts.delivery_route = part.routes.length;
      counts.company = part.companies.length;
      counts.waybill = part.waybills.length;
      continue;
    }
    await copyIn(client, COPY_SENDERS, part.senders);
    await copyIn(client, COPY_RECEIVERS, part.receivers);
    await copyIn(client, COPY_LINES, part.lines);
    registered.push(...part.registered);
    counts.transport_sender += part.counts.transports;
    counts.transport_receiver += part.counts.receivers;
    counts.shipment += part.counts.lines;
    options.onProgress?.(counts.transport_sender, transports);
  }
  await transportIds.sender.close(counts.transport_sender);
  await transportIds.receiver.close(counts.transport_receiver);
  await transportIds.line.close(counts.shipment);
  const registeredIds = await reserver.reserve({ waybill: registered.length });
  await insertTogether(client, [
    filled(
      new BulkTable('waybill', WAYBILL),
      registered.map((row, i) => ({ ...row, waybill_id: registeredIds.waybill[i] ?? 0 })),
    ),
  ]);
  counts.waybill += registered.length;
  await loadTablesWithTransports(client, loadedWith);
  const rows = timer.lap();

  await load.finish();
  const indexes = timer.lap();
  await refreshDerivedTables(client);
  const derived = timer.lap();
  // Fresh planner statistics, so the first screens after seeding do not crawl.
  await client.query('analyze');
  const analyze = timer.lap();
  return { counts, phases: { rows, indexes, derived, analyze } };
}

async function insertBase(client: ClientBase, base: DemoBase): Promise<void> {
  // A customer account refers to its company: written after the companies.
  const staff = base.members.filter((member) => member.company_id === null);
  const customers = base.members.filter((member) => member.company_id !== null);
  await insertTogether(client, [
    filled(new BulkTable('member', MEMBER), staff),
    filled(new BulkTable('bill_company', BILL_COMPANY), base.suppliers),
    filled(new BulkTable('delivery_route', DELIVERY_ROUTE), base.routes),
  ]);
  // Settlement groups point at companies of the same statement: checked at its end, all present.
  await insertTogether(client, [filled(new BulkTable('company', COMPANY), base.companies)]);
  await insertTogether(client, [
    filled(new BulkTable('waybill', WAYBILL), base.waybills),
    filled(new BulkTable('member', MEMBER), customers),
  ]);
}

/** Milliseconds since the timer started or since the previous lap. */
function phaseTimer(): { lap(): number } {
  let last = performance.now();
  return {
    lap() {
      const now = performance.now();
      const elapsed = Math.round(now - last);
      last = now;
      return elapsed;
    },
  };
}

function filled<S extends TableSchema>(
  table: BulkTable<S>,
  rows: Parameters<BulkTable<S>['add']>[0][],
): BulkTable<S> {
  for (const row of rows) table.add(row);
  return table;
}
