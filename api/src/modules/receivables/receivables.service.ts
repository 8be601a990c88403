// Receivables (미수금 관리, docs/billing.md "Receivables"): payments recorded against invoice company
// rows, each company's billed, paid and outstanding amounts aged by invoice month, and a company's
// ledger. The rules are @parcel/shared/settlement/receivables (pure); the statements here compute
// the same over every company at once (one statement a list page, totals included).
import { assertInScope } from '../../common/customer-scope';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import {
  companyReceivableSchema,
  type LedgerQuery,
  ledgerQuerySchema,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  paymentDeleteSchema,
  paymentFormSchema,
  receivableFilterSchema,
  type ReceivableFilter,
} from '@parcel/shared/forms/payment-form';
import { RECEIVABLE_LIST } from '@parcel/shared/records/receivable-list';
import { AGING_BUCKET_START_DAYS, type AgingBucket } from '@parcel/shared/settlement/receivables';
import { z } from 'zod';
import { AppError, notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { type PageWindow, type Sql, sql, windowOf } from '../../common/paged-query';
import { containsPattern } from '../../common/paging';
import { parseInput } from '../../common/parse-input';
import { EXPORT_WINDOW, sheetColumnsOf, spreadsheetDownload } from '../../common/spreadsheet';
import { insertPayments } from './payment-write';
import type {
  CompanyLedger,
  LedgerEntry,
  Payment,
  Receivable,
  ReceivableInvoiceRow,
  ReceivablePage,
  ReceivableTotals,
} from './receivables.types';

const paymentIdSchema = z.coerce
  .number({ error: PAYMENT_MESSAGES.notFound })
  .int({ error: PAYMENT_MESSAGES.notFound })
  .positive({ error: PAYMENT_MESSAGES.notFound })
  .max(2_147_483_647, { error: PAYMENT_MESSAGES.notFound });

// --- The list ------------------------------------------------------------------------------------

/** The bucket columns and the days past the invoice month's end each starts at. */
const BUCKET_COLUMNS: readonly { bucket: AgingBucket; column: 'current' | 'days30' | 'days60' | 'days90' }[] =
  [
    { bucket: 'CURRENT', column: 'current' },
    { bucket: 'D30', column: 'days30' },
    { bucket: 'D60', column: 'days60' },
    { bucket: 'D90', column: 'days90' },
  ];
const bucketOf = (bucket: AgingBucket) => BUCKET_COLUMNS.find((entry) => entry.bucket === bucket)!.column;

/** `days` (an SQL integer) falls in the bucket. */
function bucketCondition(bucket: AgingBucket, days: string): string {
  const starts = BUCKET_COLUMNS.map((entry) => AGING_BUCKET_START_DAYS[entry.bucket]);
  const index = BUCKET_COLUMNS.findIndex((entry) => entry.bucket === bucket);
  const from = starts[index]!;
  const to = starts[index + 1];
  const parts = [
    Number.isFinite(from) ? `${days} >= ${from}` : null,
    to === undefined ? null : `${days} < ${to}`,
  ];
  return parts.filter(Boolean).join(' and ');
}

const joinSql = (parts: readonly Sql[], separator: string): Sql => ({
  text: parts.map((part) => part.text).join(separator),
  params: parts.flatMap((part) => part.params),
});

/**
 * Every company's receivable as of the filter's date, filtered: the statement `receivable r`
 * (company_id, billed, paid, outstanding, the buckets, last_paid_on). Invoice rows count once their
 * billing period has ended; payments once made; the company's payments are applied to its rows in
 * the order of their invoice month, then row (FIFO), and what is left of each row is aged from its
 * month's last day. The supplier and name filters narrow the rows and payments read.
 */
function receivableStatement(filter: ReceivableFilter): Sql {
  const rowFilters: Sql[] = [];
  if (filter.billCompanyId !== null) rowFilters.push(sql('h.bill_company_id = ?', filter.billCompanyId));
  if (filter.companyNm !== null) {
    rowFilters.push(
      sql(
        `d.company_id in (select c.company_id from company c where c.company_nm ilike ? escape '\\')`,
        containsPattern(filter.companyNm),
      ),
    );
  }
  const and = (parts: Sql[]) => (parts.length ? joinSql([sql(''), ...parts], ' and ') : sql(''));
  const buckets = BUCKET_COLUMNS.map(
    ({ bucket, column }) =>
      `coalesce(sum(a.unpaid) filter (where ${bucketCondition(bucket, 'a.age')}), 0) as ${column}`,
  );
  return joinSql(
    [
      sql(
        `with billed_row as (
           select d.company_id, d.bill_history_detail_id as row_id, d.tot_amount as billed,
                  cast(make_date(h.year, h.month, 1) + interval '1 month' - interval '1 day' as date) as month_end
             from bill_history h join bill_history_detail d on d.bill_history_id = h.bill_history_id
            where h.period_end <= cast(? as date)`,
        filter.asOf,
      ),
      and(rowFilters),
      sql(
        `), paid_company as (
           select d.company_id, sum(p.amount) as paid, max(p.paid_on) as last_paid_on
             from payment p
             join bill_history_detail d on d.bill_history_detail_id = p.bill_history_detail_id
             join bill_history h on h.bill_history_id = d.bill_history_id
            where p.deleted_at is null and p.paid_on <= cast(? as date)`,
        filter.asOf,
      ),
      and(rowFilters),
      sql(
        `
            group by d.company_id
         ), applied as (
           select b.company_id, b.billed, cast(? as date) - b.month_end as age,
                  least(b.billed, greatest(0, sum(b.billed) over (partition by b.company_id order by b.month_end, b.row_id)
                                              - coalesce(p.paid, 0))) as unpaid
             from billed_row b left join paid_company p on p.company_id = b.company_id
         ), aged as (
           select a.company_id, sum(a.billed) as billed, ${buckets.join(', ')}
             from applied a group by a.company_id
         ), receivable as (
           select coalesce(g.company_id, p.company_id) as company_id,
                  coalesce(g.billed, 0) as billed, coalesce(p.paid, 0) as paid,
                  coalesce(g.billed, 0) - coalesce(p.paid, 0) as outstanding,
                  coalesce(g.current, 0) as current, coalesce(g.days30, 0) as days30,
                  coalesce(g.days60, 0) as days60, coalesce(g.days90, 0) as days90, p.last_paid_on
             from aged g full join paid_company p on p.company_id = g.company_id
         )`,
        filter.asOf,
      ),
    ],
    '',
  );
}

/** The receivable rows the filters keep: outstanding only, or an amount in one bucket. */
function keptCondition(filter: ReceivableFilter): string {
  const conditions = ['true'];
  if (filter.outstandingOnly) conditions.push('r.outstanding > 0');
  if (filter.agingBucket) conditions.push(`r.${bucketOf(filter.agingBucket)} > 0`);
  return conditions.join(' and ');
}

const AMOUNT_COLUMNS = ['billed', 'paid', 'outstanding', 'current', 'days30', 'days60', 'days90'] as const;

const ROW_COLUMNS = `r.company_id as "companyId", c.company_nm as "companyNm", c.biz_no as "bizNo",
  (select b.company_nm from bill_company b where b.bill_company_id = c.bill_company_id) as "billCompanyNm",
  ${AMOUNT_COLUMNS.map((column) => `cast(r.${column} as float8) as "${column}"`).join(', ')},
  to_char(r.last_paid_on, 'YYYY-MM-DD') as "lastPaidOn"`;

const ROW_ORDER = 'r.outstanding desc, c.company_nm, r.company_id';

interface ReceivableAnswer {
  items: Receivable[];
  total: number;
  totals: ReceivableTotals;
}

/**
 * The list as one statement: the page of companies (largest outstanding first) as JSON, their
 * number and the totals over every kept company. The bench's bare handler runs it too.
 */
export function receivablesStatement(filter: ReceivableFilter, window: PageWindow): Sql {
  const limit = 'all' in window ? window.limit : window.size;
  const offset = 'all' in window ? 0 : window.page * window.size;
  return joinSql(
    [
      receivableStatement(filter),
      sql(
        `, kept as (select r.* from receivable r where ${keptCondition(filter)})
         select coalesce((select json_agg(row_to_json(p)) from (
                  select ${ROW_COLUMNS} from kept r join company c on c.company_id = r.company_id
                   order by ${ROW_ORDER} limit ? offset ?) p), '[]'::json) as items,
                (select count(*)::int from kept) as total,
                (select json_build_object(${AMOUNT_COLUMNS.map(
                  (column) => `'${column}', cast(coalesce(sum(${column}), 0) as float8)`,
                ).join(', ')}) from kept) as totals`,
        limit,
        offset,
      ),
    ],
    '',
  );
}

/** The list's filters parsed (400 naming the field), the as-of date today when empty. */
export const receivableFilterOf = (filterInput: unknown): ReceivableFilter =>
  parseInput(receivableFilterSchema, filterInput ?? {});

async function readReceivables(
  em: EntityManager,
  filter: ReceivableFilter,
  window: PageWindow,
): Promise<ReceivableAnswer> {
  const statement = receivablesStatement(filter, window);
  const [answer] = await em.execute<ReceivableAnswer[]>(statement.text, [...statement.params]);
  return answer!;
}

/** Companies' receivables matching the filters, largest outstanding first, with the totals row. */
export const listReceivables = operation(
  { area: 'settlement', level: 'read' },
  async (context, filterInput: unknown, page: unknown): Promise<ReceivablePage> => {
    const filter = receivableFilterOf(filterInput);
    const answer = await readReceivables(context.em, filter, windowOf(page));
    return { ...answer, asOf: filter.asOf };
  },
);

const TOTALS_LABEL = '합계';

/** Every matching company as an .xlsx (미수금목록.xlsx), the totals row last. */
export const exportReceivables = operation(
  { area: 'settlement', level: 'read' },
  async (context, filterInput: unknown) => {
    const filter = receivableFilterOf(filterInput);
    const { items, totals } = await readReceivables(context.em, filter, EXPORT_WINDOW);
    const totalsRow = {
      companyNm: TOTALS_LABEL,
      bizNo: '',
      billCompanyNm: null,
      lastPaidOn: null,
      ...totals,
    };
    return spreadsheetDownload(`미수금목록_${filter.asOf}.xlsx`, sheetColumnsOf(RECEIVABLE_LIST), [
      ...items,
      totalsRow,
    ]);
  },
);

// --- Payments ------------------------------------------------------------------------------------

type Timestamp = string | Date;
export type PaymentRow = Omit<Payment, 'regDt' | 'deletedAt'> & {
  regDt: Timestamp;
  deletedAt: Timestamp | null;
};

const PAYMENT_COLUMNS = `p.payment_id as "paymentId", p.bill_history_detail_id as "billHistoryDetailId",
  d.bill_history_id as "billHistoryId", d.company_id as "companyId", c.company_nm as "companyNm",
  h.year, h.month, to_char(p.paid_on, 'YYYY-MM-DD') as "paidOn", cast(p.amount as float8) as amount,
  p.method, p.depositor, p.memo, p.source, p.reg_dt as "regDt",
  (select m.name from member m where m.member_id = p.reg_id) as "regByNm",
  p.deleted_at as "deletedAt", (select m.name from member m where m.member_id = p.deleted_by) as "deletedByNm",
  p.delete_reason as "deleteReason"`;
const PAYMENT_FROM = `payment p join bill_history_detail d on d.bill_history_detail_id = p.bill_history_detail_id
  join bill_history h on h.bill_history_id = d.bill_history_id join company c on c.company_id = d.company_id`;

const toPayment = (row: PaymentRow): Payment => ({
  ...row,
  regDt: new Date(row.regDt),
  deletedAt: row.deletedAt === null ? null : new Date(row.deletedAt),
});

async function readPayment(em: EntityManager, paymentId: number): Promise<Payment> {
  const [row] = await em.execute<PaymentRow[]>(
    `select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where p.payment_id = ?`,
    [paymentId],
  );
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  return toPayment(row);
}

/** 입금 등록: one payment against an invoice company row, recorded by the caller (source MANUAL). */
export const recordPayment = operation(
  { area: 'settlement', level: 'write' },
  async (context, input: unknown): Promise<Payment> => {
    const form = parseInput(paymentFormSchema, input ?? {});
    const actor = context.caller.memberId;
    const [paymentId] = await withActor(context.em, actor, (tx) =>
      insertPayments(tx, [form], 'MANUAL', actor),
    );
    return readPayment(context.em, paymentId!);
  },
);

/**
 * 입금 삭제: marks a payment deleted with who, when and why; it stays listed and counts for nothing.
 * A payment made from a bank line releases that line, so the deposit can be applied again (rightly).
 */
export const deletePayment = operation(
  { area: 'settlement', level: 'write' },
  async (context, idInput: unknown, input: unknown): Promise<Payment> => {
    const paymentId = parseInput(paymentIdSchema, idInput);
    const { reason } = parseInput(paymentDeleteSchema, input ?? {});
    const actor = context.caller.memberId;
    await withActor(context.em, actor, async (tx) => {
      const [row] = await tx.execute<{ deleted: boolean }[]>(
        'select deleted_at is not null as deleted from payment where payment_id = ? for update',
        [paymentId],
      );
      if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
      if (row.deleted) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyDeleted);
      await tx.execute(
        `update payment set deleted_at = now(), deleted_by = ?, delete_reason = ?, chg_dt = now(), chg_id = ?
          where payment_id = ?`,
        [actor, reason, actor, paymentId],
      );
      await tx.execute('delete from bank_deposit_line where payment_id = ?', [paymentId]);
    });
    return readPayment(context.em, paymentId);
  },
);

// --- A company's invoice rows and ledger ---------------------------------------------------------

/** The company's name, no row when there is no such company. */
export const companyNameStatement = (companyId: number): Sql =>
  sql('select company_nm as "companyNm" from company where company_id = ?', companyId);

async function readCompanyName(em: EntityManager, companyId: number): Promise<string> {
  const statement = companyNameStatement(companyId);
  const [company] = await em.execute<{ companyNm: string }[]>(statement.text, [...statement.params]);
  if (!company) throw notFound(PAYMENT_MESSAGES.companyNotFound);
  return company.companyNm;
}

/** An invoice company row with what its live payments paid of it (the payment dialog's, the bank matcher's). */
const INVOICE_ROW_COLUMNS = `d.bill_history_detail_id as "billHistoryDetailId", h.bill_history_id as "billHistoryId",
  b.company_nm as "billCompanyNm", h.year, h.month, h.bill_cd as "billCd",
  to_char(h.period_end, 'YYYY-MM-DD') as "periodEnd", cast(d.tot_amount as float8) as billed,
  cast(coalesce(p.paid, 0) as float8) as paid, cast(d.tot_amount - coalesce(p.paid, 0) as float8) as outstanding`;
const INVOICE_ROW_FROM = `bill_history_detail d
  join bill_history h on h.bill_history_id = d.bill_history_id
  join bill_company b on b.bill_company_id = h.bill_company_id
  left join lateral (select sum(amount) as paid from payment
                      where bill_history_detail_id = d.bill_history_detail_id and deleted_at is null) p on true`;

/** The company's invoice rows with what was paid against each, oldest first: the payment dialog's choices. */
export const listReceivableInvoiceRows = operation(
  { area: 'settlement', level: 'read', customers: true },
  async (context, input: unknown): Promise<ReceivableInvoiceRow[]> => {
    const { companyId, billCompanyId } = parseInput(companyReceivableSchema, input ?? {});
    assertInScope(context, [companyId], PAYMENT_MESSAGES.companyNotFound);
    await readCompanyName(context.em, companyId);
    return context.em.execute<ReceivableInvoiceRow[]>(
      `select ${INVOICE_ROW_COLUMNS} from ${INVOICE_ROW_FROM}
        where d.company_id = ? and (cast(? as int) is null or h.bill_company_id = ?)
        order by h.year, h.month, d.bill_history_detail_id`,
      [companyId, billCompanyId, billCompanyId],
    );
  },
);

/** An invoice company row still owed, with its company's names (what a bank deposit may pay). */
export interface OpenInvoiceCompanyRow extends ReceivableInvoiceRow {
  companyId: number;
  companyNm: string;
  representativeNm: string | null;
}

/**
 * Every invoice company row billed by `asOf` (its billing period ended) of which something is still
 * owed (billed - live payments of the row > 0), oldest first (invoice month, then row).
 */
export function readOpenInvoiceCompanyRows(
  em: EntityManager,
  asOf: string,
): Promise<OpenInvoiceCompanyRow[]> {
  return em.execute<OpenInvoiceCompanyRow[]>(
    `select ${INVOICE_ROW_COLUMNS}, c.company_id as "companyId", c.company_nm as "companyNm",
            c.representative_nm as "representativeNm"
       from ${INVOICE_ROW_FROM} join company c on c.company_id = d.company_id
      where h.period_end <= cast(? as date) and d.tot_amount > coalesce(p.paid, 0)
      order by h.year, h.month, d.bill_history_detail_id`,
    [asOf],
  );
}

interface LedgerRow {
  kind: 'INVOICE' | 'PAYMENT';
  date: string;
  debit: number;
  credit: number;
  balance: number;
  billHistoryDetailId: number;
  billHistoryId: number;
  billCompanyId: number;
  billCd: string;
  year: number;
  month: number;
  billCompanyNm: string;
  paymentId: number | null;
}

/** The ledger statement's one row: the balances before and after the period and its lines. */
export interface LedgerAnswer {
  opening: number;
  closing: number;
  entries: LedgerRow[];
}

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

function describe(row: LedgerRow, payment: Payment | undefined): string {
  if (row.kind === 'INVOICE') return `${row.year}년 ${row.month}월 청구 (${row.billCompanyNm})`;
  const details = [methodLabel(payment?.method ?? ''), payment?.depositor].filter(Boolean).join(', ');
  const deleted = payment?.deletedAt ? ' - 삭제됨' : '';
  return `입금 (${details})${deleted}`;
}

/** The ledger's company and period parsed (400 naming the field). */
export const ledgerQueryOf = (input: unknown): LedgerQuery => parseInput(ledgerQuerySchema, input ?? {});

/**
 * A company's ledger as statements: the lines of its invoice rows (dated the last day of their
 * billing period) and payments in date order, invoices before payments on a day, each line's
 * balance running over the whole history so the period's first line starts from the balance before
 * it, with the two balances (one statement); and the payments of the period's lines. The bench's
 * bare handler runs them too.
 */
export function companyLedgerStatements(query: LedgerQuery): { lines: Sql; payments: Sql } {
  const { companyId, billCompanyId: supplier, from, to } = query;
  const lines = sql(
    `with entry as (
       select 'INVOICE' as kind, h.period_end as on_date, 0 as kind_order, d.bill_history_detail_id as entry_id,
              d.tot_amount as debit, 0 as credit, d.bill_history_detail_id, h.year, h.month,
              b.company_nm as bill_company_nm, null::int as payment_id, h.bill_history_id, h.bill_company_id,
              h.bill_cd
         from bill_history_detail d
         join bill_history h on h.bill_history_id = d.bill_history_id
         join bill_company b on b.bill_company_id = h.bill_company_id
        where d.company_id = ? and (cast(? as int) is null or h.bill_company_id = ?)
       union all
       select 'PAYMENT', p.paid_on, 1, p.payment_id, 0, case when p.deleted_at is null then p.amount else 0 end,
              d.bill_history_detail_id, h.year, h.month, b.company_nm, p.payment_id, h.bill_history_id,
              h.bill_company_id, h.bill_cd
         from payment p
         join bill_history_detail d on d.bill_history_detail_id = p.bill_history_detail_id
         join bill_history h on h.bill_history_id = d.bill_history_id
         join bill_company b on b.bill_company_id = h.bill_company_id
        where d.company_id = ? and (cast(? as int) is null or h.bill_company_id = ?)
     ), balanced as (
       select e.*, sum(e.debit - e.credit) over (order by e.on_date, e.kind_order, e.entry_id) as balance
         from entry e
     )
     select cast(coalesce((select sum(debit - credit) from entry
                            where cast(? as date) is not null and on_date < cast(? as date)), 0) as float8) as opening,
            cast(coalesce((select sum(debit - credit) from entry
                            where cast(? as date) is null or on_date <= cast(? as date)), 0) as float8) as closing,
            coalesce((select json_agg(json_build_object(
                        'kind', kind, 'date', to_char(on_date, 'YYYY-MM-DD'), 'debit', debit, 'credit', credit,
                        'balance', balance, 'billHistoryDetailId', bill_history_detail_id, 'year', year,
                        'month', month, 'billCompanyNm', bill_company_nm, 'paymentId', payment_id,
                        'billHistoryId', bill_history_id, 'billCompanyId', bill_company_id, 'billCd', bill_cd)
                        order by on_date, kind_order, entry_id)
                        from balanced
                       where (cast(? as date) is null or on_date >= cast(? as date))
                         and (cast(? as date) is null or on_date <= cast(? as date))), '[]'::json) as entries`,
    ...[companyId, supplier, supplier, companyId, supplier, supplier],
    ...[from, from, to, to, from, from, to, to],
  );
  // The PAYMENT lines of the period: the company's payments (of the supplier's rows) made in it.
  const payments = sql(
    `select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM}
      where d.company_id = ? and (cast(? as int) is null or h.bill_company_id = ?)
        and (cast(? as date) is null or p.paid_on >= cast(? as date))
        and (cast(? as date) is null or p.paid_on <= cast(? as date))`,
    ...[companyId, supplier, supplier, from, from, to, to],
  );
  return { lines, payments };
}

/** The ledger from its company's name and its statements' rows. */
export function companyLedgerOf(
  query: LedgerQuery,
  companyNm: string,
  answer: LedgerAnswer,
  paymentRows: readonly PaymentRow[],
): CompanyLedger {
  const payments = new Map(paymentRows.map((row) => [row.paymentId, toPayment(row)]));
  const entries = answer.entries.map((row): LedgerEntry => {
    const payment = row.paymentId === null ? undefined : payments.get(row.paymentId);
    return {
      kind: row.kind,
      date: row.date,
      description: describe(row, payment),
      debit: Number(row.debit),
      credit: Number(row.credit),
      balance: Number(row.balance),
      billHistoryDetailId: row.billHistoryDetailId,
      billHistoryId: row.billHistoryId,
      billCompanyId: row.billCompanyId,
      billCompanyNm: row.billCompanyNm,
      year: row.year,
      month: row.month,
      billCd: row.billCd,
      payment: payment ?? null,
    };
  });
  return {
    companyId: query.companyId,
    companyNm,
    from: query.from,
    to: query.to,
    openingBalance: answer.opening,
    closingBalance: answer.closing,
    entries,
  };
}

/** A company's ledger (companyLedgerStatements): its lines with the running balance, and the payments shown. */
export const companyLedger = operation(
  { area: 'settlement', level: 'read', customers: true },
  async (context, input: unknown): Promise<CompanyLedger> => {
    const query = ledgerQueryOf(input);
    assertInScope(context, [query.companyId], PAYMENT_MESSAGES.companyNotFound);
    const companyNm = await readCompanyName(context.em, query.companyId);
    const { lines, payments } = companyLedgerStatements(query);
    const [answer] = await context.em.execute<LedgerAnswer[]>(lines.text, [...lines.params]);
    const paymentRows = await context.em.execute<PaymentRow[]>(payments.text, [...payments.params]);
    return companyLedgerOf(query, companyNm, answer!, paymentRows);
  },
);
