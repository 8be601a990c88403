// Invoice generation (청구서 생성) as set-based SQL: one transaction of a few statements whatever the
// number of goods lines. The lines are read through their per-day sums (shipper_settlement_day with
// the deltas not yet folded, kept by the writes: db/src/derived), a month being some 50,000 day
// rows instead of 300,000 goods lines joined across three tables. The money rules are
// @parcel/shared/settlement/billing's (docs/billing.md), written in SQL (db/src/derived/billing-sql.ts):
//
// - Who pays a line: the sender of a prepaid transport (CH001, CH003), the receiver of a collect one
//   (CH002, CH004); the day rows keep per day and payer the billed amounts (QTY lines their sender
//   amount, WEIGHT lines both sides'), so this statement only adds them up.
// - Whose invoice row: the top of the payer's settlement group chain (view company_settlement_top:
//   excclc_company_id climbed at most 4 steps, cycle-safe). The invoice has one row per top company
//   that is a shipper in use whose supplier (bill_company_id) and billing day (bill_stdr_cd) are the
//   invoice's, with or without lines; the row holds every member's lines.
// - Sections: base fare = the top company's communication_fee when it is a COM shipper (also in a
//   month without lines); parcel (untpc) = billed amounts of QTY lines; communication
//   (weight_untpc) = billed amounts of WEIGHT lines. VAT 10% rounded half up per section and row,
//   (amount + 5) / 10 in integer arithmetic, by the top company's vat_yn.
// - The invoice's columns are the sums of its rows (bill_history_total and
//   bill_history_detail_total check that each row adds up).
//
// Idempotent: the invoice row is upserted on its unique key (supplier, year, month, billing day), so
// a re-run keeps its id and raises its version; its company rows are upserted on (invoice, company),
// keeping their ids and sending status unless their amounts changed (then READY again), and rows of
// companies no longer billed are deleted (their statement mails stay, by invoice and company).
import type { EntityManager } from '@mikro-orm/postgresql';
import { billingPeriod, type BillingPeriod } from '@parcel/shared/settlement/billing';
import type { InvoiceFormData } from '@parcel/shared/forms/invoice-form';
import { MONTH_CLOSE_MESSAGES } from '@parcel/shared/forms/month-close-form';
import { AppError, notFound } from '../../common/errors';
import { STATEMENT_MESSAGES } from '../bill-print/statement.service';
import {
  GENERATION_VERSION_REASON,
  RECALCULATION_MESSAGES,
  REGENERATION_VERSION_REASON,
} from '@parcel/shared/forms/invoice-recalculation-form';
import type { InvoiceCompanyRun } from '@parcel/db';
import { BASE_FARE, BILLED_SHIPPER, INVOICE_AMOUNT_COLUMNS as AMOUNT_COLUMNS, vatOf } from '@parcel/db';

/**
 * What the invoice's company rows should hold now, as the CTE `amounts` (company_id, email, fax_no,
 * tot_qty, tot_amount and the six amount columns). Parameters: supplier, billing day, period start,
 * period end. Generation writes it; the close board compares it with what was written (stale).
 */
export const CURRENT_AMOUNTS = `
with tops as materialized (
  select company_id, top_company_id from company_settlement_top
), billed as (
  select c.company_id, c.email, c.fax_no, c.vat_yn, ${BASE_FARE}::bigint as communication_fee
    from company c join tops t on t.company_id = c.company_id
   where c.bill_company_id = ? and c.bill_stdr_cd = ? and ${BILLED_SHIPPER}
     and t.top_company_id = c.company_id
), lines as (
  select t.top_company_id as company_id,
         coalesce(sum(d.paid_qty_amount), 0)::bigint as untpc,
         coalesce(sum(d.paid_weight_amount), 0)::bigint as weight_untpc,
         coalesce(sum(d.paid_qty + d.paid_weight_kg), 0)::bigint as tot_qty
    from shipper_settlement_day_current d join tops t on t.company_id = d.company_id
   where d.requst_dt between ?::date and ?::date
     and t.top_company_id in (select company_id from billed)
   group by t.top_company_id
), sections as (
  select b.company_id, b.email, b.fax_no, b.vat_yn, b.communication_fee,
         coalesce(l.untpc, 0) as untpc, coalesce(l.weight_untpc, 0) as weight_untpc,
         coalesce(l.tot_qty, 0) as tot_qty
    from billed b left join lines l on l.company_id = b.company_id
), vats as (
  select company_id, email, fax_no, tot_qty, communication_fee, untpc, weight_untpc,
         ${vatOf('communication_fee')} as communication_fee_vat,
         ${vatOf('untpc')} as untpc_vat,
         ${vatOf('weight_untpc')} as weight_untpc_vat
    from sections
), amounts as (
  select *, ${AMOUNT_COLUMNS.join(' + ')} as tot_amount from vats
)`;

/** The columns a company row's amounts are compared by (generation's "unchanged", the board's stale). */
export const COMPARED_COLUMNS = ['tot_qty', 'tot_amount', ...AMOUNT_COLUMNS] as const;

/** What replaced a row's figures, kept with them (bill_history_detail_version). */
export interface InvoiceRun {
  run: InvoiceCompanyRun;
  reason: string;
}

export const GENERATION_RUN: InvoiceRun = { run: 'GENERATION', reason: GENERATION_VERSION_REASON };
export const REGENERATION_RUN: InvoiceRun = { run: 'REGENERATION', reason: REGENERATION_VERSION_REASON };

const FIGURES = COMPARED_COLUMNS.join(', ');
const figuresOf = (alias: string) => COMPARED_COLUMNS.map((column) => `${alias}.${column}`).join(', ');

/**
 * The version number of the current figures of row `alias` (its invoice and company): one past the
 * versions kept of the figures it replaced, so 1 until a run changes them. Statement mails keep
 * the version they mailed (발송 후 변경).
 */
export const currentVersionSql = (alias: string) =>
  `coalesce((select max(v.version_no) from bill_history_detail_version v
              where v.bill_history_id = ${alias}.bill_history_id and v.company_id = ${alias}.company_id), 0) + 1`;

/**
 * The statement that writes the invoice's company rows (all of them, or the one of `companyId`) and
 * then its totals. Before a row's figures change (or its row goes, on a whole run) they are kept as
 * its next version, in the same statement: every CTE reads the rows as they were. A run that
 * changes nothing keeps nothing. One company's run (재계산) also marks the invoice changed by
 * `actor` now (chg_id, chg_dt), as a whole run's upsert of the invoice row does (writeInvoice).
 * Answers how many rows it wrote (0: the company is not billed) and the number of the version it
 * kept (the highest, on a whole run), or null.
 */
function detailsStatement(
  form: InvoiceFormData,
  period: BillingPeriod,
  billHistoryId: number,
  actor: number | null,
  run: InvoiceRun,
  companyId?: number,
): [string, unknown[]] {
  const one = companyId !== undefined;
  const statement = `${CURRENT_AMOUNTS}, target as (
  select * from amounts ${one ? 'where company_id = ?' : ''}
), replaced as (
  select d.*, a.company_id is null as removed
    from bill_history_detail d left join target a on a.company_id = d.company_id
   where d.bill_history_id = ? ${one ? 'and d.company_id = ? and a.company_id is not null' : ''}
     and (${figuresOf('d')}) is distinct from (${figuresOf('a')})
), kept as (
  insert into bill_history_detail_version
         (bill_history_id, company_id, bill_history_detail_id, version_no, ${FIGURES}, run, reason, member_id)
  -- A row this statement deletes is not linked: its deletion would not clear a link made here.
  select r.bill_history_id, r.company_id, case when r.removed then null else r.bill_history_detail_id end,
         ${currentVersionSql('r')},
         ${figuresOf('r')}, ?, ?, ?
    from replaced r
  returning version_no
), written as (
  insert into bill_history_detail
         (bill_history_id, company_id, email, fax_no, status, tot_qty, tot_amount, ${AMOUNT_COLUMNS.join(', ')})
  select ?, company_id, email, fax_no, 'READY', tot_qty, tot_amount, ${AMOUNT_COLUMNS.join(', ')}
    from target
  on conflict (bill_history_id, company_id) do update
     set email = excluded.email, fax_no = excluded.fax_no, tot_qty = excluded.tot_qty,
         tot_amount = excluded.tot_amount,
         ${AMOUNT_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')},
         status = case
           when (${figuresOf('bill_history_detail')}) is not distinct from (${figuresOf('excluded')})
           then bill_history_detail.status else 'READY' end
  returning tot_amount, ${AMOUNT_COLUMNS.join(', ')}
), ${
    one
      ? // The invoice's other rows stay as they are and still count in its totals.
        `counted as (
  select tot_amount, ${AMOUNT_COLUMNS.join(', ')} from written
  union all
  select tot_amount, ${AMOUNT_COLUMNS.join(', ')} from bill_history_detail
   where bill_history_id = ? and company_id <> ?
)`
      : `removed as (
  delete from bill_history_detail d
   where d.bill_history_id = ? and d.company_id not in (select company_id from amounts)
), counted as (select * from written)`
  }
update bill_history h
   set ${one ? 'chg_dt = now(), chg_id = ?, ' : ''}tot_amount = t.tot_amount, ${AMOUNT_COLUMNS.map((column) => `${column} = t.${column}`).join(', ')}
  from (select coalesce(sum(tot_amount), 0) as tot_amount,
               ${AMOUNT_COLUMNS.map((column) => `coalesce(sum(${column}), 0) as ${column}`).join(', ')}
          from counted) t
 where h.bill_history_id = ?
returning (select count(*) from written)::int as written, (select max(version_no) from kept) as kept`;
  const id = billHistoryId;
  const params = [
    form.billCompanyId,
    form.billCd,
    period.start,
    period.end,
    ...(one ? [companyId] : []),
    id,
    ...(one ? [companyId] : []),
    run.run,
    run.reason,
    actor,
    id,
    ...(one ? [id, companyId] : [id]),
    ...(one ? [actor] : []),
    id,
  ];
  return [statement, params];
}

/**
 * Generates (or generates again) the invoice of `form` for `period` inside the caller's transaction
 * `tx`; answers its id. The invoice row is written first: its row lock makes two runs of the same
 * invoice wait for each other instead of both writing. A closed invoice is not touched (409).
 */
export async function writeInvoice(
  tx: EntityManager,
  form: InvoiceFormData,
  period: BillingPeriod,
  actor: number | null,
  run: InvoiceRun = GENERATION_RUN,
): Promise<number> {
  const [invoice] = await tx.execute<{ billHistoryId: number }[]>(
    `insert into bill_history (reg_id, bill_company_id, year, month, bill_cd, period_start, period_end)
     values (?, ?, ?, ?, ?, ?, ?)
     on conflict (bill_company_id, year, month, bill_cd) do update
        set period_start = excluded.period_start, period_end = excluded.period_end,
            chg_dt = now(), chg_id = ?
      where bill_history.closed_at is null
     returning bill_history_id as "billHistoryId"`,
    [actor, form.billCompanyId, form.year, form.month, form.billCd, period.start, period.end, actor],
  );
  if (!invoice) {
    const [closed] = await tx.execute<{ title: string }[]>(
      `select closed_invoice_title(bill_history_id) as title from bill_history
        where bill_company_id = ? and year = ? and month = ? and bill_cd = ?`,
      [form.billCompanyId, form.year, form.month, form.billCd],
    );
    if (!closed) throw new Error('the invoice row was not written');
    throw new AppError('CONFLICT', MONTH_CLOSE_MESSAGES.regenerateClosed(closed.title));
  }
  const id = invoice.billHistoryId;
  await tx.execute(...detailsStatement(form, period, id, actor, run));
  return id;
}

/**
 * 재계산: computes the company row `billHistoryDetailId` again as generating its invoice would (the
 * same statement, restricted to its company) inside the caller's transaction `tx`, keeping its
 * previous figures with `reason` when they change, and the invoice's totals with it, marked changed
 * by `actor` now (chg_id, chg_dt) as a generation again marks it. The invoice row is locked first,
 * as a generation locks it, so a recalculation and a generation of the same invoice wait for each
 * other. 404 for an unknown row, 409 for a closed invoice or a company the invoice no longer bills
 * (nothing written: the caller's transaction is rolled back). Answers the number of the version
 * kept, or null when the figures did not change.
 */
export async function recalculateCompanyRow(
  tx: EntityManager,
  billHistoryDetailId: number,
  actor: number,
  reason: string,
): Promise<number | null> {
  const [row] = await tx.execute<
    (InvoiceFormData & { billHistoryId: number; companyId: number; closedTitle: string | null })[]
  >(
    `select h.bill_history_id as "billHistoryId", d.company_id as "companyId",
            h.bill_company_id as "billCompanyId", h.year, h.month, h.bill_cd as "billCd",
            case when h.closed_at is not null then closed_invoice_title(h.bill_history_id) end as "closedTitle"
       from bill_history_detail d join bill_history h on h.bill_history_id = d.bill_history_id
      where d.bill_history_detail_id = ?
        for update of h`,
    [billHistoryDetailId],
  );
  if (!row) throw notFound(STATEMENT_MESSAGES.rowNotFound);
  if (row.closedTitle !== null)
    throw new AppError('CONFLICT', RECALCULATION_MESSAGES.closed(row.closedTitle));
  const period = billingPeriod(row.year, row.month, row.billCd);
  const run: InvoiceRun = { run: 'RECALCULATION', reason };
  const [result] = await tx.execute<{ written: number; kept: number | null }[]>(
    ...detailsStatement(row, period, row.billHistoryId, actor, run, row.companyId),
  );
  if (!result || result.written === 0) throw new AppError('CONFLICT', RECALCULATION_MESSAGES.notBilled);
  return result.kept;
}
