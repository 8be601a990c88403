import type { Client } from 'pg';
import type { AppServer } from './bench-targets';

/** A month's invoice run: every supplier's invoices for both billing days, generated and generated again. */
export interface InvoiceRunResult {
  year: number;
  month: number;
  invoices: number;
  /** Company rows the invoices bill. */
  companies: number;
  /** Goods lines of the live transports the invoices bill (each billed once, to its payer's group top). */
  lines: number;
  /** Wall time of the whole run, one invoice after another as a person starts them, in ms. */
  firstMs: number;
  rerunMs: number;
  /** The slowest single invoice of each run, in ms. */
  slowestFirstMs: number;
  slowestRerunMs: number;
}

/** The limits for a month's run over some 300,000 goods lines (issue 13). */
export const INVOICE_RUN_LIMIT_MS = 5_000;
export const INVOICE_RERUN_LIMIT_MS = 1_000;

/** The month before the data's last day: the latest month whose both billing periods are complete. */
async function lastFullMonth(client: Client): Promise<{ year: number; month: number }> {
  const { rows } = await client.query<{ year: number; month: number }>(
    `select extract(year from day)::int as year, extract(month from day)::int as month
       from (select date_trunc('month', max(requst_dt)) - interval '1 month' as day from transport_sender) last`,
  );
  return rows[0]!;
}

async function generate(servers: AppServer, body: Record<string, unknown>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${servers.appUrl}/api/bill-history/insert`, {
    method: 'POST',
    headers: { authorization: `Bearer ${servers.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const elapsed = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`invoice ${JSON.stringify(body)}: ${response.status} ${await response.text()}`);
  return elapsed;
}

/** Every supplier's invoices of a month: billing days 20 and 30. */
async function invoiceRequests(client: Client, year: number, month: number) {
  const { rows: suppliers } = await client.query<{ id: number }>(
    `select bill_company_id as id from bill_company where del_yn = 'N' order by bill_company_id`,
  );
  return suppliers.flatMap(({ id }) =>
    ['20', '30'].map((billCd) => ({ billCompanyId: id, year, month, billCd })),
  );
}

/**
 * Every supplier's invoices of each month of the data before the last full month (which
 * measureInvoiceRun generates), as an office keeps them: the bill history list's rows.
 */
export async function generateInvoiceHistory(client: Client, servers: AppServer): Promise<number> {
  const last = await lastFullMonth(client);
  const { rows } = await client.query<{ year: number; month: number }>(
    `select extract(year from month)::int as year, extract(month from month)::int as month
       from generate_series(date_trunc('month', (select min(requst_dt) from transport_sender)),
                            make_date($1, $2, 1) - interval '1 month', interval '1 month') month`,
    [last.year, last.month],
  );
  let invoices = 0;
  for (const { year, month } of rows) {
    for (const request of await invoiceRequests(client, year, month)) {
      await generate(servers, request);
      invoices += 1;
    }
  }
  return invoices;
}

/**
 * Generates every supplier's invoices of the last full month (billing days 20 and 30) through the
 * REST route, then again (the idempotent re-run), and counts what they bill.
 */
export async function measureInvoiceRun(client: Client, servers: AppServer): Promise<InvoiceRunResult> {
  const { year, month } = await lastFullMonth(client);
  const requests = await invoiceRequests(client, year, month);
  const run = async () => {
    const started = performance.now();
    let slowest = 0;
    for (const request of requests) slowest = Math.max(slowest, await generate(servers, request));
    return { ms: performance.now() - started, slowest };
  };
  const first = await run();
  const rerun = await run();
  // Goods lines billed: those each row's group members pay (the day rows, current after the run).
  const { rows } = await client.query<{ companies: number; lines: number }>(
    `with tops as materialized (select company_id, top_company_id from company_settlement_top)
     select count(distinct d.bill_history_detail_id)::int as companies, coalesce(sum(day.paid_lines), 0)::int as lines
       from bill_history h join bill_history_detail d on d.bill_history_id = h.bill_history_id
       left join tops t on t.top_company_id = d.company_id
       left join shipper_settlement_day day
         on day.company_id = t.company_id and day.requst_dt between h.period_start and h.period_end
      where h.year = $1 and h.month = $2`,
    [year, month],
  );
  return {
    year,
    month,
    invoices: requests.length,
    companies: rows[0]!.companies,
    lines: rows[0]!.lines,
    firstMs: first.ms,
    rerunMs: rerun.ms,
    slowestFirstMs: first.slowest,
    slowestRerunMs: rerun.slowest,
  };
}
