import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import { invoiceFormSchema } from '@parcel/shared/forms/invoice-form';
import { orderedForm } from '@parcel/shared/forms/ordered-form';
import { columnNameOf, optionalStepsOf } from '@parcel/shared/records/define-fields';
import { INVOICE_FIELDS } from '@parcel/shared/records/invoice';
import { recordNumberSchema } from '@parcel/shared/validation/schemas';
import { INVOICE_AMOUNTS, INVOICE_COMPANY_LIST, INVOICE_LIST } from '@parcel/shared/records/invoice-list';
import { statementStateSchema, type StatementState } from '@parcel/shared/forms/statement-state-filter';
import { billingPeriod } from '@parcel/shared/settlement/billing';
import { z } from 'zod';
import { AppError, badInput, notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { type DriverRow, rowReaderOf, selectListOf } from '../../common/list-select';
import { fetchPage, type PagedList, type Sql, sql, windowOf } from '../../common/paged-query';
import { parseInput } from '../../common/parse-input';
import { currentVersionSql, writeInvoice } from './invoice-generation';
import type { Invoice, InvoiceCompanyRow, InvoicePage } from './invoice.types';

export const INVOICE_SERVICE_MESSAGES = {
  notFound: '청구서를 찾을 수 없습니다.',
  supplierNotFound: '공급자를 찾을 수 없습니다.',
  idInvalid: '올바른 청구서 번호(billHistoryId) 형식이 아닙니다.',
  detailKeys:
    '청구서 번호(billHistoryId) 또는 공급자(billCompanyId), 연도(year), 월(month), 청구 기준일(billCd)을 보내주세요.',
  /** The leftover routes of the old API (410 Gone): each names the route that replaced it. */
  updateGone:
    'PUT /api/Invoices/{id}는 더 이상 제공되지 않습니다. 청구서는 수정하지 않고 POST /api/bill-history/insert로 다시 생성합니다(같은 공급자·연월·청구 기준일의 청구서를 다시 계산합니다).',
  deleteGone:
    'DELETE /api/Invoices/{year}는 더 이상 제공되지 않습니다. 청구서는 한 건씩 DELETE /api/bill-history/delete/{billHistoryId}로 삭제합니다.',
} as const;

export const invoiceIdSchema = recordNumberSchema(INVOICE_SERVICE_MESSAGES.idInvalid);

/** The list's filters are the invoice's fields, each optional (0 for the supplier means all). */
const invoiceFilter = orderedForm(optionalStepsOf(INVOICE_FIELDS));

/** The amounts' SQL over `alias` (numeric columns, answered as float8). */
const amountsSql = (alias: string) =>
  Object.fromEntries(
    (['totAmount', ...INVOICE_AMOUNTS] as const).map((name) => [
      name,
      `${alias}.${columnNameOf(name)}::float8`,
    ]),
  ) as Record<'totAmount' | (typeof INVOICE_AMOUNTS)[number], string>;

const INVOICE_COLUMNS = selectListOf(INVOICE_LIST, {
  alias: 'h',
  sql: {
    billCompanyNm: 'b.company_nm',
    periodStart: "to_char(h.period_start, 'YYYY-MM-DD')",
    periodEnd: "to_char(h.period_end, 'YYYY-MM-DD')",
    ...amountsSql('h'),
    companyCount:
      '(select count(*)::int from bill_history_detail d where d.bill_history_id = h.bill_history_id)',
    closedByNm: '(select m.name from member m where m.member_id = h.closed_by)',
  },
});

const INVOICE_DECORATION = 'join bill_company b on b.bill_company_id = h.bill_company_id';

const toInvoice = rowReaderOf(INVOICE_LIST);

/**
 * The invoice list's filters (400 naming the field) and their conditions over `bill_history h`;
 * the monthly revenue sums with the very same ones.
 */
export function invoiceFilterOf(filter: unknown): { filter: z.output<typeof invoiceFilter>; where: Sql[] } {
  const parsed = parseInput(invoiceFilter, filter ?? {});
  const { billCompanyId, year, month, billCd } = parsed;
  const where: Sql[] = [];
  if (billCompanyId !== null) where.push(sql('h.bill_company_id = ?', billCompanyId));
  if (year !== null) where.push(sql('h.year = ?', year));
  if (month !== null) where.push(sql('h.month = ?', month));
  if (billCd !== null) where.push(sql('h.bill_cd = ?', billCd));
  return { filter: parsed, where };
}

/** The invoice list as statements: newest period first. */
export function invoiceList(filter: unknown, page: unknown): PagedList {
  const { where } = invoiceFilterOf(filter);
  return {
    query: {
      select: INVOICE_COLUMNS,
      from: 'bill_history h',
      where,
      orderBy: sql('h.year desc, h.month desc, h.bill_cd desc, h.bill_history_id desc'),
      key: 'h.bill_history_id',
      decorate: INVOICE_DECORATION,
    },
    window: windowOf(page),
  };
}

/** Invoices matching the filters, newest period first, one page at a time. */
export const listInvoices = operation(
  { area: 'settlement', level: 'read' },
  async (context, filter: unknown, page: unknown): Promise<InvoicePage> => {
    const { items, total } = await fetchPage<DriverRow>(context.em, invoiceList(filter, page));
    return { items: items.map(toInvoice), total };
  },
);

export async function readInvoice(em: EntityManager, billHistoryId: number): Promise<Invoice> {
  const [row] = await em.execute<DriverRow[]>(
    `select ${INVOICE_COLUMNS} from bill_history h ${INVOICE_DECORATION} where h.bill_history_id = ?`,
    [billHistoryId],
  );
  if (!row) throw notFound(INVOICE_SERVICE_MESSAGES.notFound);
  return toInvoice(row);
}

export const getInvoice = operation(
  { area: 'settlement', level: 'read' },
  async (context, billHistoryId: unknown): Promise<Invoice> =>
    readInvoice(context.em, parseInput(invoiceIdSchema, billHistoryId)),
);

/**
 * Company rows with their latest statement mail attempt and latest delivered one (발송 후 변경 when
 * the figures moved on since), joined in the same statement (index probes per row on statement_mail
 * (bill_history_id, company_id, sent_at desc)), and the send open for them (statement_send_one_open).
 * A row that bills nothing is never mailed (mailExcluded, 발송 제외).
 */
const DETAIL_SELECT = `select ${selectListOf(INVOICE_COMPANY_LIST, {
  alias: 'd',
  sql: {
    companyNm: 'c.company_nm',
    lastSentAt: 'm.sent_at',
    lastSendError: 'm.error',
    sendState: 'open.state',
    changedAfterSend: `coalesce(delivered.version_no < ${currentVersionSql('d')}, false)`,
    sentTotAmount: 'delivered.tot_amount::float8',
    mailExcluded: 'd.tot_amount = 0',
    totQty: 'd.tot_qty::float8',
    ...amountsSql('d'),
  },
})}
       from bill_history_detail d join company c on c.company_id = d.company_id
       left join lateral (
         select sent_at, error from statement_mail
          where bill_history_id = d.bill_history_id and company_id = d.company_id
          order by sent_at desc, statement_mail_id desc limit 1
       ) m on true
       left join lateral (
         select version_no, tot_amount from statement_mail
          where bill_history_id = d.bill_history_id and company_id = d.company_id and result = 'SENT'
          order by sent_at desc, statement_mail_id desc limit 1
       ) delivered on true
       left join statement_send open
         on open.bill_history_id = d.bill_history_id and open.company_id = d.company_id
        and open.state in ('WAITING', 'SENDING')`;

/**
 * Each statement state as a condition on a company row `d` (statement-state-filter.ts): a row of
 * 0 won is never mailed, any other is where its latest attempt left it. The month-end close board
 * counts by the same conditions.
 */
export const STATEMENT_STATE_SQL: Record<StatementState, string> = {
  READY: `d.tot_amount > 0 and d.status = 'READY'`,
  SENT: `d.tot_amount > 0 and d.status = 'SENT'`,
  FAILED: `d.tot_amount > 0 and d.status = 'FAILED'`,
  EXCLUDED: 'd.tot_amount = 0',
};

const statementStateFilter = z.object({ statementState: statementStateSchema });

const toDetail = rowReaderOf(INVOICE_COMPANY_LIST);

/** An invoice's company rows (those whose statement is in `state`, when given), by company name. */
export async function readInvoiceCompanyRows(
  em: EntityManager,
  billHistoryId: number,
  state?: StatementState,
): Promise<InvoiceCompanyRow[]> {
  const rows = await em.execute<DriverRow[]>(
    `${DETAIL_SELECT} where d.bill_history_id = ? ${state ? `and ${STATEMENT_STATE_SQL[state]}` : ''}
      order by c.company_nm, d.company_id`,
    [billHistoryId],
  );
  return rows.map(toDetail);
}

/** One company row of an invoice, or null. */
export async function readInvoiceCompanyRow(
  em: EntityManager,
  billHistoryDetailId: number,
): Promise<InvoiceCompanyRow | null> {
  const [row] = await em.execute<DriverRow[]>(`${DETAIL_SELECT} where d.bill_history_detail_id = ?`, [
    billHistoryDetailId,
  ]);
  return row ? toDetail(row) : null;
}

/**
 * Details of an invoice named by its id (GraphQL's Invoice.details), those whose statement is in
 * the state asked for (400 naming statementState otherwise); the caller already read the invoice.
 */
export const loadInvoiceCompanyRows = operation(
  { area: 'settlement', level: 'read' },
  async (context, billHistoryId: number, statementState?: unknown): Promise<InvoiceCompanyRow[]> => {
    const filter = parseInput(statementStateFilter, { statementState });
    return readInvoiceCompanyRows(context.em, billHistoryId, filter.statementState);
  },
);

/**
 * GET /api/bill-history-detail/list: the company rows of the invoice named by billHistoryId, or by
 * billCompanyId, year, month and billCd (an invoice not generated yet has none: []); only those
 * whose statement is in statementState, when given.
 */
export const listInvoiceCompanyRows = operation(
  { area: 'settlement', level: 'read' },
  async (context, query: Record<string, unknown>): Promise<InvoiceCompanyRow[]> => {
    const { statementState } = parseInput(statementStateFilter, { statementState: query.statementState });
    if (query.billHistoryId !== undefined && query.billHistoryId !== '') {
      return readInvoiceCompanyRows(
        context.em,
        parseInput(invoiceIdSchema, query.billHistoryId),
        statementState,
      );
    }
    const named = ['billCompanyId', 'year', 'month', 'billCd'].some((key) => query[key] !== undefined);
    if (!named) throw badInput(INVOICE_SERVICE_MESSAGES.detailKeys, 'billHistoryId');
    const form = parseInput(invoiceFormSchema, query);
    const [invoice] = await context.em.execute<{ billHistoryId: number }[]>(
      `select bill_history_id as "billHistoryId" from bill_history
        where bill_company_id = ? and year = ? and month = ? and bill_cd = ?`,
      [form.billCompanyId, form.year, form.month, form.billCd],
    );
    return invoice ? readInvoiceCompanyRows(context.em, invoice.billHistoryId, statementState) : [];
  },
);

/**
 * 청구서 생성: computes the invoice of a supplier, year, month and billing day in one transaction
 * (invoice-generation.ts); running it again recomputes the same invoice, never a second one.
 */
export const generateInvoice = operation(
  { area: 'settlement', level: 'write' },
  async (context, input: unknown): Promise<Invoice> => {
    const form = parseInput(invoiceFormSchema, input);
    const period = billingPeriod(form.year, form.month, form.billCd);
    const actor = context.caller.memberId;
    const billHistoryId = await withActor(context.em, actor, async (tx) => {
      const [supplier] = await tx.execute<{ id: number }[]>(
        `select bill_company_id as id from bill_company where bill_company_id = ? and del_yn = 'N'`,
        [form.billCompanyId],
      );
      if (!supplier) throw badInput(INVOICE_SERVICE_MESSAGES.supplierNotFound, 'billCompanyId');
      return writeInvoice(tx, form, period, actor);
    });
    return readInvoice(context.em, billHistoryId);
  },
);

/** Deletes an invoice and its company rows; answers it as it was. */
export const deleteInvoice = operation(
  { area: 'settlement', level: 'write' },
  async (context, billHistoryIdInput: unknown): Promise<Invoice> => {
    const billHistoryId = parseInput(invoiceIdSchema, billHistoryIdInput);
    return withActor(context.em, context.caller.memberId, async (tx) => {
      const invoice = await readInvoice(tx, billHistoryId);
      await tx.execute('delete from bill_history where bill_history_id = ?', [billHistoryId]);
      return invoice;
    });
  },
);

/** The old API's invoice edit: gone (410), naming what replaced it. */
export const updateInvoiceGone = operation(
  { area: 'settlement', level: 'write' },
  async (): Promise<never> => {
    throw new AppError('GONE', INVOICE_SERVICE_MESSAGES.updateGone);
  },
);

/** The old API's delete of a year's invoices: gone (410), naming what replaced it. */
export const deleteInvoicesGone = operation(
  { area: 'settlement', level: 'write' },
  async (): Promise<never> => {
    throw new AppError('GONE', INVOICE_SERVICE_MESSAGES.deleteGone);
  },
);
