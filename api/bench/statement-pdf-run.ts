// A company's statement as PDF (issue 34: "Under 300 kB and 1 s for a 500-line statement"): the
// invoice company row of the bench database that bills the most goods lines, read as the server
// reads it (readRowStatement), cut or repeated to the statement size asked, and rendered by the
// server's own statementPdf in both views, the first time and then warm, in this process.
import type { EntityManager } from '@mikro-orm/postgresql';
import { STATEMENT_VIEW_LABELS, type StatementView } from '@parcel/shared/settlement/statement-layout';
import { statementPdf } from '../src/modules/bill-print/statement-pdf';
import { readRowStatement, typeSummary } from '../src/modules/bill-print/statement.service';
import type { CompanyStatement } from '../src/modules/bill-print/statement.types';

/** The limits for a 500-line statement. */
export const STATEMENT_PDF_LINES = 500;
export const STATEMENT_PDF_LIMIT_BYTES = 300 * 1024;
export const STATEMENT_PDF_LIMIT_MS = 1_000;
/** Warm renders of each view after its first (`npm run bench`; `--quick` renders fewer). */
export const STATEMENT_PDF_RUNS = 20;
export const QUICK_STATEMENT_PDF_RUNS = 3;

const VIEWS: readonly StatementView[] = ['detail', 'type'];

/** One view's renders: the document and its times. */
export interface StatementPdfView {
  view: StatementView;
  bytes: number;
  pages: number;
  /** The first render of this view in the process (the detail view's is the process's first PDF). */
  firstMs: number;
  /** Warm renders after the first: their count, nearest-rank median and p95, and the slowest. */
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /**
   * The process's CPU time (user and system) of the first render and the warm renders' median: what
   * a render costs whatever else the machine runs (wall times grow with its load, these barely).
   */
  firstCpuMs: number;
  p50CpuMs: number;
}

export interface StatementPdfResult {
  /** The invoice company row the lines come from, and what it is. */
  source: {
    billHistoryDetailId: number;
    companyNm: string;
    year: number;
    month: number;
    billCd: string;
    /** The row's own statement lines (a WEIGHT goods line is two: its sender's and receiver's side). */
    lines: number;
  };
  /** The statement's lines as rendered. */
  lines: number;
  views: StatementPdfView[];
}

/** The nearest-rank percentile of ascending values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Pages of a pdfkit document: its page objects (`/Type /Page`, not the `/Type /Pages` tree). */
export const pdfPageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/**
 * The statement with exactly `lines` lines: its first ones, or its own repeated (each copy a shipment
 * of its own, so the per-type view counts it) when it has fewer; the per-type sums follow the lines,
 * the amounts stay the invoice row's.
 */
export function statementOfLines(statement: CompanyStatement, lines: number): CompanyStatement {
  const own = statement.shipmentInfoList;
  if (!own.length) throw new Error('the statement to repeat has no lines');
  const shipmentIds = Math.max(...own.map((line) => line.shipmentId));
  const shipmentInfoList = Array.from({ length: lines }, (_, index) => {
    const line = own[index % own.length]!;
    const copy = Math.floor(index / own.length);
    return copy ? { ...line, shipmentId: line.shipmentId + copy * shipmentIds } : line;
  });
  return { ...statement, shipmentInfoList, typeSummary: typeSummary(shipmentInfoList) };
}

/**
 * The invoice company row billing the most goods lines (its group's paid lines in the invoice's
 * period, from the settlement day rows), or null when nothing was invoiced.
 */
async function busiestInvoiceRow(em: EntityManager): Promise<number | null> {
  const [row] = await em.execute<{ id: number }[]>(
    `with tops as materialized (select company_id, top_company_id from company_settlement_top)
     select d.bill_history_detail_id as id
       from bill_history h join bill_history_detail d on d.bill_history_id = h.bill_history_id
       join tops t on t.top_company_id = d.company_id
       join shipper_settlement_day_current day
         on day.company_id = t.company_id and day.requst_dt between h.period_start and h.period_end
      group by d.bill_history_detail_id
      order by sum(day.paid_lines) desc, d.bill_history_detail_id
      limit 1`,
  );
  return row?.id ?? null;
}

/** A render's wall time and the process's CPU time meanwhile (pdfkit's work is all on this thread). */
async function timedRender(statement: CompanyStatement, view: StatementView) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const pdf = await statementPdf(statement, view);
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  return { pdf, ms, cpuMs: (user + system) / 1000 };
}

/**
 * Renders the busiest invoice row's statement, made `lines` long, in each view: once first (cold),
 * then `runs` times each, the views taking turns so both meet the same machine.
 */
export async function measureStatementPdfs(
  em: EntityManager,
  { lines = STATEMENT_PDF_LINES, runs = STATEMENT_PDF_RUNS }: { lines?: number; runs?: number } = {},
): Promise<StatementPdfResult> {
  const rowId = await busiestInvoiceRow(em);
  if (rowId === null)
    throw new Error('the bench database has no invoice company row to render a statement of');
  const read = await readRowStatement({ em, caller: null }, rowId);
  const statement = statementOfLines(read, lines);
  const first = new Map<StatementView, Awaited<ReturnType<typeof timedRender>>>();
  for (const view of VIEWS) first.set(view, await timedRender(statement, view));
  const warm = new Map<StatementView, { ms: number[]; cpuMs: number[] }>(
    VIEWS.map((view) => [view, { ms: [], cpuMs: [] }]),
  );
  for (let run = 0; run < runs; run++)
    for (const view of VIEWS) {
      const { ms, cpuMs } = await timedRender(statement, view);
      warm.get(view)!.ms.push(ms);
      warm.get(view)!.cpuMs.push(cpuMs);
    }
  const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
  return {
    source: {
      billHistoryDetailId: rowId,
      companyNm: read.companyInfo.companyNm,
      year: read.year,
      month: read.month,
      billCd: read.billCd,
      lines: read.shipmentInfoList.length,
    },
    lines: statement.shipmentInfoList.length,
    views: VIEWS.map((view) => {
      const { pdf, ms, cpuMs } = first.get(view)!;
      const times = ascending(warm.get(view)!.ms);
      return {
        view,
        bytes: pdf.length,
        pages: pdfPageCount(pdf),
        firstMs: ms,
        runs: times.length,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        maxMs: times.at(-1) ?? ms,
        firstCpuMs: cpuMs,
        p50CpuMs: percentile(ascending(warm.get(view)!.cpuMs), 50),
      };
    }),
  };
}

/** How the report names a view: `상세 청구서 (detail)`. */
export const statementViewName = (view: StatementView) => `${STATEMENT_VIEW_LABELS[view]} (${view})`;
