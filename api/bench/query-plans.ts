import type { Client } from 'pg';
import { pageStatement, pageStatements, type Sql } from '../src/common/paged-query';
import type { BareList } from './bare-routes';
import { numbered } from './numbered-sql';

/**
 * A table larger than this must never be read whole by a list to find a part of it: a sequential
 * scan of one counts as a problem unless it kept most of the rows it read (a period that covers the
 * whole table, where reading it whole is the right plan).
 */
export const LARGE_TABLE_ROWS = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  /** EXPLAIN ANALYZE: rows the node returned per loop, and the rows its filter dropped in all. */
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}
type Explained = [{ Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }];

export interface StatementTime {
  /** page, count, or the statement's own name (aggregate). */
  name: string;
  /** Planning and execution inside PostgreSQL, median of the runs. */
  ms: number;
  /** Shared buffers the statement touched (hit or read). */
  buffers: number;
}

export interface ListPlan {
  statements: StatementTime[];
  totalMs: number;
  /** Plans that read a large table whole, or tables no index serves. */
  problems: string[];
}

const seqScanNodes = (node: PlanNode): PlanNode[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node] : []),
  ...(node.Plans ?? []).flatMap(seqScanNodes),
];
const seqScans = (node: PlanNode): string[] => seqScanNodes(node).map((scan) => scan['Relation Name']!);

/**
 * A sequential scan whose filter kept less than a quarter of the rows it read: it read the table to
 * find a small part. Keeping more, the whole read costs about what the index would: a month of
 * transport_stats_day in 3 months of data (a third of its 60,542 rows) took 6.5 ms by the scan
 * PostgreSQL chose and 4.9 ms by the index.
 */
const searchedWhole = (scan: PlanNode): boolean =>
  (scan['Rows Removed by Filter'] ?? 0) > 3 * (scan['Actual Rows'] ?? 0) * (scan['Actual Loops'] ?? 1);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function explain(client: Client, statement: Sql, analyze: boolean): Promise<Explained[0]> {
  const { text, values } = numbered(statement);
  // Timing off: per-node clock reads would inflate the figures; the statement's total is still measured.
  const options = analyze ? 'analyze, buffers, timing off, format json' : 'format json';
  const { rows } = await client.query<{ 'QUERY PLAN': Explained }>(`explain (${options}) ${text}`, values);
  return rows[0]!['QUERY PLAN'][0];
}

/** The statements' plans with sequential scans switched off: a Seq Scan left means no index fits. */
async function tablesWithoutIndex(client: Client, statement: Sql): Promise<string[]> {
  await client.query('begin');
  try {
    await client.query('set local enable_seqscan = off');
    return seqScans((await explain(client, statement, false)).Plan);
  } finally {
    await client.query('rollback');
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a list's statements, `runs` times each (fewer, but at least 3, once
 * a statement has taken `budgetMs`): the time PostgreSQL spends
 * on them, and the problems: a sequential scan of a table over LARGE_TABLE_ROWS rows, or a table
 * that no index serves (the plan still scans it whole with sequential scans disabled, which proves
 * the indexes exist even on data too small for the planner to prefer them).
 */
export async function examineList(
  client: Client,
  bare: BareList,
  runs: number,
  budgetMs = Infinity,
): Promise<ListPlan> {
  if (!bare.list && !bare.statements) return { statements: [], totalMs: 0, problems: [] };
  const { rows: tables } = await client.query<{ relname: string; rows: number }>(
    `select relname, reltuples::float8 as rows from pg_class where relkind = 'r' and relnamespace = current_schema()::regnamespace`,
  );
  const rowsOf = new Map(tables.map((table) => [table.relname, table.rows]));
  const named: [StatementTime['name'], Sql][] = bare.statements
    ? bare.statements.map((statement): [string, Sql] => [statement.name, statement.sql])
    : bare.withTotal
      ? pageStatements(bare.list!).map(({ name, statement }): [string, Sql] => [name, statement])
      : [['page', pageStatement(bare.list!)]];

  const statements: StatementTime[] = [];
  const problems: string[] = [];
  for (const [name, statement] of named) {
    const explained: Explained[0][] = [];
    const started = performance.now();
    for (let run = 0; run < runs; run += 1) {
      if (run >= 3 && performance.now() - started > budgetMs) break;
      explained.push(await explain(client, statement, true));
    }
    const last = explained[explained.length - 1]!;
    statements.push({
      name,
      ms: median(explained.map((e) => e['Planning Time'] + e['Execution Time'])),
      buffers: (last.Plan['Shared Hit Blocks'] ?? 0) + (last.Plan['Shared Read Blocks'] ?? 0),
    });
    for (const scan of seqScanNodes(last.Plan).filter(searchedWhole)) {
      const table = scan['Relation Name']!;
      if ((rowsOf.get(table) ?? 0) > LARGE_TABLE_ROWS)
        problems.push(`${name}: sequential scan of ${table} (${rowsOf.get(table)} rows)`);
    }
    for (const table of await tablesWithoutIndex(client, statement)) {
      problems.push(`${name}: no index serves ${table} (sequential scan even with seq scans off)`);
    }
  }
  return { statements, totalMs: statements.reduce((sum, s) => sum + s.ms, 0), problems };
}
