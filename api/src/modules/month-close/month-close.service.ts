// Month-end close (월 마감, docs/billing.md "Month-end close"): the board of a month's invoices with
// their checklist, closing an invoice and reopening it. What a close protects is enforced by the
// database (migration _month_close: triggers refuse any change of what a closed invoice bills); this
// service only sets and records the state, and reads the checklist.
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import { BILL_STANDARD_DAYS, type BillStandardDay } from '@parcel/shared/codes';
import {
  MONTH_CLOSE_MESSAGES,
  monthCloseMonthSchema,
  reopenFormSchema,
} from '@parcel/shared/forms/month-close-form';
import type { StatementState } from '@parcel/shared/forms/statement-state-filter';
import { billingPeriod, type UnbilledReason } from '@parcel/shared/settlement/billing';
import { AppError, notFound } from '../../common/errors';
import { operation, type SignedInContext } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import { type Sql, sql } from '../../common/paged-query';
import { BILLED_SHIPPER, UNBILLED_PAYERS } from '@parcel/db';
import { COMPARED_COLUMNS, CURRENT_AMOUNTS } from '../invoice/invoice-generation';
import {
  INVOICE_SERVICE_MESSAGES,
  invoiceIdSchema,
  readInvoice,
  STATEMENT_STATE_SQL,
} from '../invoice/invoice.service';
import type { Invoice } from '../invoice/invoice.types';
import { periodRows } from '../shipper-settlement/settlement-days';
import type { InvoiceCloseEvent, MonthClose, MonthCloseRow, TaxBillDownload } from './month-close.types';

/**
 * The advisory lock of the migration _month_close (CLOSE_LOCK): every write of a billed table
 * shares it in its trigger, a close takes it alone, so a close and a write never interleave.
 */
export const CLOSE_LOCK = 0x5e7c105e;

/**
 * 마감: closes an invoice. Waits for the writes of billed tables in progress (CLOSE_LOCK), so each
 * either committed before (and shows as stale if it changed an amount) or runs after and is refused.
 */
export const closeInvoice = operation(
  { area: 'settlement', level: 'write' },
  async (context, idInput: unknown): Promise<Invoice> => {
    const billHistoryId = parseInput(invoiceIdSchema, idInput);
    const actor = context.caller.memberId;
    await withActor(context.em, actor, async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [CLOSE_LOCK]);
      const closed = await lockedCloseState(tx, billHistoryId);
      if (closed) throw new AppError('CONFLICT', MONTH_CLOSE_MESSAGES.alreadyClosed);
      await tx.execute('update bill_history set closed_at = now(), closed_by = ? where bill_history_id = ?', [
        actor,
        billHistoryId,
      ]);
      await recordEvent(tx, billHistoryId, 'CLOSE', null, actor);
    });
    return readInvoice(context.em, billHistoryId);
  },
);

/** 마감 해제 (관리자): reopens a closed invoice, recording why. */
export const reopenInvoice = operation(
  { area: 'reopening', level: 'write' },
  async (context, idInput: unknown, input: unknown): Promise<Invoice> => {
    const billHistoryId = parseInput(invoiceIdSchema, idInput);
    const { reason } = parseInput(reopenFormSchema, input ?? {});
    const actor = context.caller.memberId;
    await withActor(context.em, actor, async (tx) => {
      const closed = await lockedCloseState(tx, billHistoryId);
      if (!closed) throw new AppError('CONFLICT', MONTH_CLOSE_MESSAGES.notClosed);
      await tx.execute(
        'update bill_history set closed_at = null, closed_by = null where bill_history_id = ?',
        [billHistoryId],
      );
      await recordEvent(tx, billHistoryId, 'REOPEN', reason, actor);
    });
    return readInvoice(context.em, billHistoryId);
  },
);

/** Whether the invoice is closed, its row locked to the transaction's end; 404 for none. */
async function lockedCloseState(tx: EntityManager, billHistoryId: number): Promise<boolean> {
  const [row] = await tx.execute<{ closed: boolean }[]>(
    'select closed_at is not null as closed from bill_history where bill_history_id = ? for update',
    [billHistoryId],
  );
  if (!row) throw notFound(INVOICE_SERVICE_MESSAGES.notFound);
  return row.closed;
}

async function recordEvent(
  tx: EntityManager,
  billHistoryId: number,
  action: 'CLOSE' | 'REOPEN',
  reason: string | null,
  actor: number,
): Promise<void> {
  await tx.execute(
    'insert into invoice_close_event (bill_history_id, action, reason, member_id) values (?, ?, ?, ?)',
    [billHistoryId, action, reason, actor],
  );
}

// --- The board -----------------------------------------------------------------------------------

/**
 * One row per supplier and billing day that has an invoice of the month or shipper companies to
 * bill, with the counts the database keeps: its statements by their state, its tax-bill downloads,
 * its closes and reopens, and its companies (the invoice's rows, else whom it would bill).
 * Parameters: year, month.
 */
const BOARD_ROWS = `
with keys as (
  select b.bill_company_id, b.company_nm, cd.bill_cd, h.bill_history_id
    from bill_company b
   cross join (values ${BILL_STANDARD_DAYS.map((day) => `('${day}')`).join(', ')}) cd (bill_cd)
    left join bill_history h on h.bill_company_id = b.bill_company_id and h.year = ? and h.month = ?
                            and h.bill_cd = cd.bill_cd
   where h.bill_history_id is not null
      or (b.del_yn = 'N' and exists (select 1 from company c where c.bill_company_id = b.bill_company_id
                                        and c.bill_stdr_cd = cd.bill_cd and c.shipper_yn = 'Y' and c.use_yn = 'Y'))
)
select k.bill_company_id as "billCompanyId", k.company_nm as "billCompanyNm", k.bill_cd as "billCd",
       k.bill_history_id as "billHistoryId", coalesce(h.chg_dt, h.reg_dt) as "generatedAt",
       h.tot_amount::float8 as "totAmount", h.closed_at as "closedAt",
       (select m.name from member m where m.member_id = h.closed_by) as "closedByNm",
       coalesce(s.sent, 0) as "statementsSent", coalesce(s.failed, 0) as "statementsFailed",
       coalesce(s.skipped, 0) as "statementsSkipped", coalesce(s.unsent, 0) as "statementsUnsent",
       coalesce(t.downloads, 0) as "taxBillDownloads", t.last_at as "lastTaxBillDownloadAt",
       coalesce(e.events, '[]') as events
  from keys k
  left join bill_history h on h.bill_history_id = k.bill_history_id
  left join lateral (
    select count(*) filter (where ${STATEMENT_STATE_SQL.SENT})::int as sent,
           count(*) filter (where ${STATEMENT_STATE_SQL.FAILED})::int as failed,
           count(*) filter (where ${STATEMENT_STATE_SQL.EXCLUDED})::int as skipped,
           count(*) filter (where ${STATEMENT_STATE_SQL.READY})::int as unsent
      from bill_history_detail d where d.bill_history_id = k.bill_history_id) s on true
  left join lateral (
    select count(*)::int as downloads, max(x.downloaded_at) as last_at
      from tax_bill_download x where x.bill_history_id = k.bill_history_id) t on true
  left join lateral (
    select json_agg(json_build_object('action', v.action, 'reason', v.reason, 'memberNm', m.name, 'at', v.at)
                    order by v.at, v.invoice_close_event_id) as events
      from invoice_close_event v join member m on m.member_id = v.member_id
     where v.bill_history_id = k.bill_history_id) e on true
 order by k.company_nm, k.bill_company_id, k.bill_cd`;

/**
 * The companies each row bills (the invoice's rows, or while not generated the shipper companies in
 * use that are their group's top, as generation chooses), and the goods lines of the row's period
 * with no delivery recorded that its supplier bills now (the payer's group top one of its shippers
 * in use of the billing day, as generation would choose them: the delivery check's filter
 * billCompanyId, billCd, deliveryState undelivered), summed from what each company pays
 * undelivered per day and month (settlement's paid_undelivered_lines, periodRows), not from the
 * period's goods lines.
 */
function boardCompanies(
  periods: readonly { billCd: BillStandardDay; start: string; end: string }[],
  year: number,
  month: number,
): Sql {
  const paid = periods.map((period) => {
    // Only the rows with undelivered lines, from their index alone.
    const rows = periodRows('settlement', period.start, period.end, sql('and paid_undelivered_lines <> 0'), [
      'paid_undelivered_lines',
    ]);
    return sql(
      `select cast(? as text) as bill_cd, company_id, paid_undelivered_lines from (${rows.text}) r`,
      period.billCd,
      ...rows.params,
    );
  });
  return sql(
    `with tops as materialized (
  select company_id, top_company_id from company_settlement_top
), billed_tops as materialized (
  -- Each company whose group top is a billed shipper: that top's supplier and billing day. Joined
  -- to the rows after (a plan that joined the rows to the companies by billing day first made
  -- 10 million pairs).
  select t.company_id, c.bill_company_id, c.bill_stdr_cd
    from tops t
    join tops own on own.company_id = t.top_company_id and own.top_company_id = t.top_company_id
    join company c on c.company_id = t.top_company_id and ${BILLED_SHIPPER}
), undelivered as (
  select b.bill_company_id, p.bill_cd, sum(p.paid_undelivered_lines)::int as lines
    from (${paid.map((part) => part.text).join('\n union all\n')}) p
    join billed_tops b on b.company_id = p.company_id and b.bill_stdr_cd = p.bill_cd
   group by b.bill_company_id, p.bill_cd
  having sum(p.paid_undelivered_lines) <> 0
), billed as (
  select h.bill_company_id, h.bill_cd, d.company_id
    from bill_history h join bill_history_detail d on d.bill_history_id = h.bill_history_id
   where h.year = ? and h.month = ?
  union all
  select c.bill_company_id, c.bill_stdr_cd, c.company_id
    from company c join tops t on t.company_id = c.company_id and t.top_company_id = c.company_id
   where ${BILLED_SHIPPER}
     and not exists (select 1 from bill_history h where h.bill_company_id = c.bill_company_id
                        and h.year = ? and h.month = ? and h.bill_cd = c.bill_stdr_cd)
), companies as (
  select bill_company_id, bill_cd, count(*)::int as companies from billed group by bill_company_id, bill_cd
)
select coalesce(b.bill_company_id, u.bill_company_id) as "billCompanyId",
       coalesce(b.bill_cd, u.bill_cd) as "billCd", coalesce(b.companies, 0) as companies,
       coalesce(u.lines, 0) as undelivered
  from companies b full join undelivered u on u.bill_company_id = b.bill_company_id and u.bill_cd = b.bill_cd`,
    ...paid.flatMap((part) => part.params),
    year,
    month,
    year,
    month,
  );
}

/** The invoice's company rows whose stored amounts differ from what its lines give now. */
const STALE_COMPANIES = `${CURRENT_AMOUNTS}
select count(*)::int as stale
  from amounts a
  full join (select * from bill_history_detail where bill_history_id = ?) d on d.company_id = a.company_id
 where (${COMPARED_COLUMNS.map((column) => `a.${column}`).join(', ')})
       is distinct from (${COMPARED_COLUMNS.map((column) => `d.${column}`).join(', ')})`;

/**
 * The goods lines received in [start, end] that no invoice bills, by why (billing-sql.ts
 * UNBILLED_LINE, the delivery check's filter `unbilled`), counted from the per-day and per-month
 * rows instead of the lines: those with a registered payer from what each company pays
 * (shipper_settlement paid_lines, by UNBILLED_PAYERS), those without one as the period's live goods
 * lines (transport_count_day with its deltas) less the ones with a payer.
 */
function unbilledCounts(start: string, end: string): Sql {
  const paid = periodRows('settlement', start, end);
  return sql(
    `select ((select coalesce(sum(goods_lines), 0) from transport_count_day_current
               where requst_dt between cast(? as date) and cast(? as date))
             - coalesce(sum(p.paid_lines), 0)
             + coalesce(sum(p.paid_lines) filter (where p.company_id in (${UNBILLED_PAYERS.nobody})), 0)
            )::int as nobody,
            coalesce(sum(p.paid_lines) filter (where p.company_id in (${UNBILLED_PAYERS.suspended})), 0)::int
              as suspended
       from (${paid.text}) p`,
    start,
    end,
    ...paid.params,
  );
}

type Timestamp = string | Date;
type BoardRow = Omit<
  MonthCloseRow,
  | 'periodStart'
  | 'periodEnd'
  | 'generatedAt'
  | 'closedAt'
  | 'lastTaxBillDownloadAt'
  | 'events'
  | 'companyCount'
  | 'staleCompanies'
  | 'undeliveredLines'
  | 'undeliveredLink'
  | 'invoiceLink'
  | 'statementLinks'
> & {
  billCd: BillStandardDay;
  generatedAt: Timestamp | null;
  closedAt: Timestamp | null;
  lastTaxBillDownloadAt: Timestamp | null;
  events: (Omit<InvoiceCloseEvent, 'at'> & { at: string })[];
};

const dateOrNull = (value: Timestamp | null) => (value === null ? null : new Date(value));

/** A list screen's path with its filters in the query (the list keeps its filters in the URL). */
const linkTo = (path: string, filters: Record<string, string | number | null>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== null) query.set(name, String(value));
  return `${path}?${query.toString()}`;
};

/** The invoice in the invoice list with its company rows (업체별 보기) open on one statement state. */
const statementsLink = (invoiceFilters: Record<string, string | number | null>, state: StatementState) =>
  linkTo('/settlement/invoices', { ...invoiceFilters, statementState: state });

/**
 * 월 마감 board: per supplier and billing day, the month's invoice and its checklist, and the month's
 * goods lines no invoice bills (stale and the unbilled counts read the settlement rows; the day-30
 * period is the calendar month).
 */
export const monthClose = operation(
  { area: 'settlement', level: 'read' },
  async (context, input: unknown): Promise<MonthClose> => {
    const { year, month } = parseInput(monthCloseMonthSchema, input ?? {});
    const periods = BILL_STANDARD_DAYS.map((billCd) => ({ billCd, ...billingPeriod(year, month, billCd) }));
    const em = context.em;
    const rows = await em.execute<BoardRow[]>(BOARD_ROWS, [year, month]);
    const perRow = boardCompanies(periods, year, month);
    const companies = await em.execute<
      { billCompanyId: number; billCd: string; companies: number; undelivered: number }[]
    >(perRow.text, [...perRow.params]);
    const countsOf = (row: BoardRow) =>
      companies.find((entry) => entry.billCompanyId === row.billCompanyId && entry.billCd === row.billCd);
    // The calendar month: billing day 30's period.
    const received = billingPeriod(year, month, '30');
    const unbilled = unbilledCounts(received.start, received.end);
    const [counts] = await em.execute<Record<UnbilledReason, number>[]>(unbilled.text, [...unbilled.params]);
    const unbilledLink = (reason: UnbilledReason) =>
      linkTo('/transport/check', { startDate: received.start, endDate: received.end, unbilled: reason });
    const board: MonthCloseRow[] = [];
    // One statement at a time: they share the request's connection.
    for (const row of rows) {
      const period = billingPeriod(year, month, row.billCd);
      const counts = countsOf(row);
      const invoiceFilters = {
        billCompanyId: row.billCompanyId,
        year,
        month,
        billCd: row.billCd,
        selected: row.billHistoryId,
      };
      board.push({
        ...row,
        periodStart: period.start,
        periodEnd: period.end,
        generatedAt: dateOrNull(row.generatedAt),
        closedAt: dateOrNull(row.closedAt),
        lastTaxBillDownloadAt: dateOrNull(row.lastTaxBillDownloadAt),
        events: row.events.map((event) => ({ ...event, at: new Date(event.at) })),
        companyCount: counts?.companies ?? 0,
        undeliveredLines: counts?.undelivered ?? 0,
        staleCompanies:
          row.billHistoryId === null ? null : await staleCompanies(em, row, period, row.billHistoryId),
        undeliveredLink: linkTo('/transport/check', {
          startDate: period.start,
          endDate: period.end,
          billCompanyId: row.billCompanyId,
          billCd: row.billCd,
          deliveryState: 'undelivered',
        }),
        invoiceLink: linkTo('/settlement/invoices', invoiceFilters),
        statementLinks:
          row.billHistoryId === null
            ? null
            : {
                sent: statementsLink(invoiceFilters, 'SENT'),
                failed: statementsLink(invoiceFilters, 'FAILED'),
                unsent: statementsLink(invoiceFilters, 'READY'),
                skipped: statementsLink(invoiceFilters, 'EXCLUDED'),
              },
      });
    }
    return {
      year,
      month,
      receivedFrom: received.start,
      receivedTo: received.end,
      billedToNobodyLines: counts?.nobody ?? 0,
      billedToNobodyLink: unbilledLink('nobody'),
      suspendedGroupLines: counts?.suspended ?? 0,
      suspendedGroupLink: unbilledLink('suspended'),
      rows: board,
    };
  },
);

async function staleCompanies(
  em: EntityManager,
  row: BoardRow,
  period: { start: string; end: string },
  billHistoryId: number,
): Promise<number> {
  const [result] = await em.execute<{ stale: number }[]>(STALE_COMPANIES, [
    row.billCompanyId,
    row.billCd,
    period.start,
    period.end,
    billHistoryId,
  ]);
  return result?.stale ?? 0;
}

type DownloadRow = Omit<TaxBillDownload, 'downloadedAt'> & { downloadedAt: Timestamp };

/** Who downloaded an invoice's tax-bill zip when, newest first; 404 for an unknown invoice. */
export const taxBillDownloads = operation(
  { area: 'settlement', level: 'read' },
  async (context, idInput: unknown): Promise<TaxBillDownload[]> => {
    const billHistoryId = parseInput(invoiceIdSchema, idInput);
    const [invoice] = await context.em.execute<{ id: number }[]>(
      'select bill_history_id as id from bill_history where bill_history_id = ?',
      [billHistoryId],
    );
    if (!invoice) throw notFound(INVOICE_SERVICE_MESSAGES.notFound);
    const rows = await context.em.execute<DownloadRow[]>(
      `select x.tax_bill_download_id::text as "taxBillDownloadId", x.downloaded_at as "downloadedAt",
              m.name as "memberNm", m.user_id as "userId"
         from tax_bill_download x join member m on m.member_id = x.member_id
        where x.bill_history_id = ?
        order by x.downloaded_at desc, x.tax_bill_download_id desc`,
      [billHistoryId],
    );
    return rows.map((row) => ({ ...row, downloadedAt: new Date(row.downloadedAt) }));
  },
);

/** Records a download of an invoice's tax-bill zip, on the primary (the zip is read as an export). */
export async function recordTaxBillDownload(context: SignedInContext, billHistoryId: number): Promise<void> {
  await context.deps.orm.em
    .fork()
    .execute('insert into tax_bill_download (bill_history_id, member_id) values (?, ?)', [
      billHistoryId,
      context.caller.memberId,
    ]);
}
