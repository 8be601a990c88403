// A company's detailed statement (거래명세서) of a generated invoice: what the printed invoice, the
// per-type invoice, the statement mail and the tax-bill zip show. Its lines are exactly those
// invoice generation billed (invoice-generation.ts, docs/billing.md): the goods lines of the live
// transports (del_yn N) with a reception date in the invoice's period whose payer (billing-sql.ts:
// the sender when prepaid, the receiver when collect) is the company or a member of its settlement
// group, each named with the member that pays it. A QTY line is one statement line, the payer's
// side (the receiver's when collect); a WEIGHT line is two, its sender's and its receiver's side, as
// both are billed. The
// amounts are the invoice row's (bill_history_detail) as generated, so a printed invoice shows the
// server's totals; the QTY lines add up to its untpc and the WEIGHT lines to its weight_untpc unless
// transports changed after generation.
//
// Three statements whatever the number of lines: the invoice with its supplier, the company rows,
// the lines (code names joined, not looked up per line).
import { assertInScope } from '../../common/customer-scope';
import type { RequestContext } from '../../context';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BillStandardDay } from '@parcel/shared/codes';
import { field, orderedForm } from '@parcel/shared/forms/ordered-form';
import { invoiceFormSchema } from '@parcel/shared/forms/invoice-form';
import { formatAccountNumber } from '@parcel/shared/validation';
import { idField, recordNumberSchema } from '@parcel/shared/validation/schemas';
import { z } from 'zod';
import { notFound } from '../../common/errors';
import { PAYS_AS_RECEIVER, PAYS_AS_SENDER } from '@parcel/db';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import type {
  CompanyStatement,
  StatementAmounts,
  StatementCompany,
  StatementLine,
  StatementSupplier,
  StatementTypeGroup,
  StatementTypeSummary,
} from './statement.types';
import {
  STATEMENT_CHARGE_GROUP_LABELS,
  STATEMENT_CHARGE_GROUPS,
  statementChargeGroupOf,
} from '@parcel/shared/settlement/charge-groups';

export const STATEMENT_MESSAGES = {
  invoiceNotGenerated: '해당 공급자·연월·청구 기준일의 청구서가 없습니다. 청구서를 먼저 생성해주세요.',
  companyNotBilled: '이 청구서에 해당 업체의 청구 내역이 없습니다.',
  rowIdInvalid: '올바른 청구서 업체 행 번호(billHistoryDetailId) 형식이 아닙니다.',
  rowNotFound: '청구서의 업체 행을 찾을 수 없습니다. 청구서가 삭제되었거나 다시 생성되었을 수 있습니다.',
} as const;

export const COMPANY_LABEL = '업체';

/** An invoice company row's number (billHistoryDetailId): a positive whole number the key holds. */
export const billHistoryDetailIdSchema = recordNumberSchema(STATEMENT_MESSAGES.rowIdInvalid);

/** The row number of a path or argument; a 400 naming billHistoryDetailId when it is none. */
export const parseRowId = (value: unknown): number =>
  parseInput(z.object({ billHistoryDetailId: billHistoryDetailIdSchema }), { billHistoryDetailId: value })
    .billHistoryDetailId;

/**
 * Which statement: the invoice's key in the new-invoice form's order (supplier, year, month,
 * billing day), then the company.
 */
export const statementKeySchema = orderedForm([
  ...invoiceFormSchema.steps,
  field('companyId', idField(COMPANY_LABEL)),
]);

/** The invoice's key and the billed company. */
export interface StatementKey {
  billCompanyId: number;
  year: number;
  month: number;
  billCd: BillStandardDay;
  companyId: number;
}

/** A generated invoice with its supplier block. */
export interface InvoiceHead {
  billHistoryId: number;
  year: number;
  month: number;
  billCd: BillStandardDay;
  startDate: string;
  endDate: string;
  supplier: StatementSupplier;
}

type HeadRow = Omit<InvoiceHead, 'supplier'> &
  Omit<StatementSupplier, 'billAccountInfo'> & { bankNm: string; accountNo: string; depositorNm: string };

/** The invoice of (supplier, year, month, billing day) and its supplier; 404 when none was generated. */
export async function readInvoiceHead(
  em: EntityManager,
  key: Omit<StatementKey, 'companyId'>,
): Promise<InvoiceHead> {
  const [row] = await em.execute<HeadRow[]>(
    `select h.bill_history_id as "billHistoryId", h.year, h.month, h.bill_cd as "billCd",
            to_char(h.period_start, 'YYYY-MM-DD') as "startDate", to_char(h.period_end, 'YYYY-MM-DD') as "endDate",
            b.bill_company_id as "billCompanyId", b.company_nm as "billCompanyNm", b.address as "billAddress",
            b.tel_no as "billTelNo", b.fax_no as "billFaxNo", b.biz_no as "billBizNo",
            b.representative_nm as "billRepresentativeNm", b.biz_type as "billBizType",
            b.biz_item as "billBizItem", b.email as "billEmail",
            b.bank_nm as "bankNm", b.account_no as "accountNo", b.depositor_nm as "depositorNm"
       from bill_history h join bill_company b on b.bill_company_id = h.bill_company_id
      where h.bill_company_id = ? and h.year = ? and h.month = ? and h.bill_cd = ?`,
    [key.billCompanyId, key.year, key.month, key.billCd],
  );
  if (!row) throw notFound(STATEMENT_MESSAGES.invoiceNotGenerated);
  const {
    bankNm,
    accountNo,
    depositorNm,
    billHistoryId,
    year,
    month,
    billCd,
    startDate,
    endDate,
    ...supplier
  } = row;
  return {
    billHistoryId,
    year,
    month,
    billCd,
    startDate,
    endDate,
    supplier: { ...supplier, billAccountInfo: accountInfo(bankNm, accountNo, depositorNm) },
  };
}

/** Bank, account number and depositor in one line, as the printed invoice shows them. */
export function accountInfo(bankNm: string, accountNo: string, depositorNm: string): string {
  return `${bankNm} ${formatAccountNumber(accountNo)} (예금주: ${depositorNm})`;
}

/** A company billed on an invoice: its block and its invoice row's amounts. */
export interface BilledCompany {
  company: Omit<StatementCompany, 'startDate' | 'endDate'>;
  amounts: StatementAmounts;
}

type BilledRow = BilledCompany['company'] & StatementAmounts;

const AMOUNT_COLUMNS = `d.tot_amount::float8 as "totAmount", d.communication_fee::float8 as "communicationFee",
  d.communication_fee_vat::float8 as "communicationFeeVat", d.untpc::float8 as "untpc",
  d.untpc_vat::float8 as "untpcVat", d.weight_untpc::float8 as "weightUntpc",
  d.weight_untpc_vat::float8 as "weightUntpcVat"`;

/** The companies of an invoice (or the one asked), by name, with their invoice rows. */
export async function readBilledCompanies(
  em: EntityManager,
  billHistoryId: number,
  companyId?: number,
): Promise<BilledCompany[]> {
  const rows = await em.execute<BilledRow[]>(
    `select d.bill_history_id as "billHistoryId", d.bill_history_detail_id as "billHistoryDetailId",
            d.status, d.tot_qty::float8 as "totQty", ${AMOUNT_COLUMNS},
            c.company_id as "companyId", c.company_nm as "companyNm", c.biz_no as "bizNo",
            c.representative_nm as "representativeNm", c.address, c.biz_type as "bizType",
            c.biz_item as "bizItem", coalesce(d.email, c.email) as email,
            c.taxbil_output_yn as "taxbilOutputYn", c.vat_yn as "vatYn"
       from bill_history_detail d join company c on c.company_id = d.company_id
      where d.bill_history_id = ? ${companyId === undefined ? '' : 'and d.company_id = ?'}
      order by c.company_nm, c.company_id`,
    companyId === undefined ? [billHistoryId] : [billHistoryId, companyId],
  );
  return rows.map((row) => ({
    company: {
      companyId: row.companyId,
      companyNm: row.companyNm,
      bizNo: row.bizNo,
      representativeNm: row.representativeNm,
      address: row.address,
      bizType: row.bizType,
      bizItem: row.bizItem,
      email: row.email,
      taxbilOutputYn: row.taxbilOutputYn,
      vatYn: row.vatYn,
      communicationFee: row.communicationFee,
    },
    amounts: {
      billHistoryId: row.billHistoryId,
      billHistoryDetailId: row.billHistoryDetailId,
      status: row.status,
      totQty: row.totQty,
      totAmount: row.totAmount,
      communicationFee: row.communicationFee,
      communicationFeeVat: row.communicationFeeVat,
      untpc: row.untpc,
      untpcVat: row.untpcVat,
      weightUntpc: row.weightUntpc,
      weightUntpcVat: row.weightUntpcVat,
    },
  }));
}

/** A billed goods line and the company it is billed to. */
export type BilledLine = StatementLine & { companyId: number };

/** The columns of one side of a line; `side` is SENDER or RECEIVER. */
const sideColumns = (side: 'sender' | 'receiver') =>
  `'${side.toUpperCase()}' as side, g.${side}_qty::float8 as qty, g.${side}_untpc::float8 as untpc,
   g.${side}_amount::float8 as amount`;

/**
 * The goods lines an invoice billed (to one company, or to every company it bills), by company,
 * reception date, waybill number (numerically), line and side. The same choice of lines as the
 * generation: the payer is a member of the billed company's settlement group (company_settlement_top),
 * found from the members' side, prepaid lines by their sender and collect lines by their receiver,
 * so both branches use the company indexes of the transport tables.
 */
export async function readBilledLines(
  em: EntityManager,
  head: Pick<InvoiceHead, 'billHistoryId' | 'startDate' | 'endDate'>,
  companyId?: number,
): Promise<BilledLine[]> {
  const tops =
    companyId === undefined
      ? 'top_company_id in (select company_id from bill_history_detail where bill_history_id = ?)'
      : 'top_company_id = ?';
  return em.execute<BilledLine[]>(
    `with members as materialized (select company_id, top_company_id from company_settlement_top where ${tops}),
     paid as (
       select m.top_company_id, m.company_id as payer_company_id, ts.sender_transport_id, tr.receiver_transport_id
         from members m
         join transport_sender ts on ts.sender_company_id = m.company_id
         join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
        where ts.del_yn = 'N' and ts.requst_dt between ?::date and ?::date and ${PAYS_AS_SENDER}
       union all
       select m.top_company_id, m.company_id, ts.sender_transport_id, tr.receiver_transport_id
         from members m
         join transport_receiver tr on tr.receiver_company_id = m.company_id
         join transport_sender ts on ts.sender_transport_id = tr.sender_transport_id
        where ts.del_yn = 'N' and ts.requst_dt between ?::date and ?::date and ${PAYS_AS_RECEIVER}
     )
     select p.top_company_id as "companyId", g.shipment_id as "shipmentId", side.*,
            p.payer_company_id as "payerCompanyId", payer.company_nm as "payerNm",
            to_char(ts.requst_dt, 'YYYY-MM-DD') as "billDate", g.waybill_no as "waybillNo",
            ts.company_nm as "senderNm", tr.company_nm as "receiverNm",
            g.kind_cd as "kindCd", coalesce(kind.code_nm, g.kind_cd) as "kindNm", ts.charge_cd as "chargeCd",
            coalesce(charge.code_nm, ts.charge_cd) as "chargeNm", g.trnsprt_cd as "trnsprtCd"
       from paid p
       join transport_sender ts on ts.sender_transport_id = p.sender_transport_id
       join transport_receiver tr on tr.receiver_transport_id = p.receiver_transport_id
       join shipment g on g.receiver_transport_id = p.receiver_transport_id
       join company payer on payer.company_id = p.payer_company_id
       cross join lateral (
         select ${sideColumns('sender')} where g.trnsprt_cd = 'WEIGHT' or ${PAYS_AS_SENDER}
         union all
         select ${sideColumns('receiver')} where g.trnsprt_cd = 'WEIGHT' or ${PAYS_AS_RECEIVER}
       ) side
       left join code kind on kind.code_type = 'GOODS_KIND' and kind.code_val = g.kind_cd
       left join code charge on charge.code_type = 'CHARGE' and charge.code_val = ts.charge_cd
      order by p.top_company_id, ts.requst_dt, lpad(g.waybill_no, 20, '0') nulls last, g.shipment_id, side.side desc`,
    [companyId ?? head.billHistoryId, head.startDate, head.endDate, head.startDate, head.endDate],
  );
}

const TRNSPRT_ORDER: Record<string, number> = { QTY: 0, WEIGHT: 1 };

/**
 * The per-type invoice: goods lines per calculation (QTY first) and goods kind, counted once each
 * with the quantity of their first side listed (the payer's pieces of a QTY line, the sender's kg
 * of a WEIGHT line: the invoice's totQty), and their billed amounts (both sides of a WEIGHT line)
 * added up.
 */
export function typeSummary(lines: readonly StatementLine[]): StatementTypeSummary[] {
  const groups = new Map<string, StatementTypeSummary>();
  const counted = new Set<number>();
  for (const line of lines) {
    const key = `${line.trnsprtCd}\u0000${line.kindCd}`;
    const group = groups.get(key) ?? {
      trnsprtCd: line.trnsprtCd,
      kindCd: line.kindCd,
      kindNm: line.kindNm,
      lineCount: 0,
      qty: 0,
      amount: 0,
    };
    if (!counted.has(line.shipmentId)) {
      counted.add(line.shipmentId);
      group.lineCount += 1;
      group.qty += line.qty;
    }
    group.amount += line.amount;
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      (TRNSPRT_ORDER[a.trnsprtCd] ?? 2) - (TRNSPRT_ORDER[b.trnsprtCd] ?? 2) ||
      (a.kindCd < b.kindCd ? -1 : a.kindCd > b.kindCd ? 1 : 0),
  );
}

/**
 * The per-type invoice split by charge (issue 34): the lines paid as sender (선불) then as receiver
 * (착불 (도착분)), each group summed as typeSummary sums them, with its subtotal. A shipment has one
 * charge, so each is counted in one group and the groups add up to typeSummary's totals.
 */
export function typeGroups(lines: readonly StatementLine[]): StatementTypeGroup[] {
  return STATEMENT_CHARGE_GROUPS.map((chargeGroup) => {
    const rows = typeSummary(lines.filter((line) => statementChargeGroupOf(line.chargeCd) === chargeGroup));
    return {
      chargeGroup,
      chargeGroupNm: STATEMENT_CHARGE_GROUP_LABELS[chargeGroup],
      rows,
      lineCount: rows.reduce((sum, row) => sum + row.lineCount, 0),
      amount: rows.reduce((sum, row) => sum + row.amount, 0),
    };
  }).filter((group) => group.rows.length > 0);
}

/** One company's statement from what was read. */
export function assembleStatement(
  head: InvoiceHead,
  billed: BilledCompany,
  lines: readonly StatementLine[],
): CompanyStatement {
  const shipmentInfoList = lines.map((line) => ({
    shipmentId: line.shipmentId,
    side: line.side,
    payerCompanyId: line.payerCompanyId,
    payerNm: line.payerNm,
    billDate: line.billDate,
    waybillNo: line.waybillNo,
    senderNm: line.senderNm,
    receiverNm: line.receiverNm,
    kindCd: line.kindCd,
    kindNm: line.kindNm,
    qty: line.qty,
    chargeCd: line.chargeCd,
    chargeNm: line.chargeNm,
    untpc: line.untpc,
    amount: line.amount,
    trnsprtCd: line.trnsprtCd,
  }));
  return {
    year: head.year,
    month: head.month,
    billCd: head.billCd,
    billCompanyInfo: head.supplier,
    companyInfo: { ...billed.company, startDate: head.startDate, endDate: head.endDate },
    shipmentInfoList,
    amounts: billed.amounts,
    typeSummary: typeSummary(shipmentInfoList),
  };
}

/**
 * A company's statement of a generated invoice, for use inside other services (the statement mail,
 * the tax-bill zip). `key` must be parsed already (statementKeySchema). 404 when the invoice was not
 * generated or does not bill the company.
 */
export async function readCompanyStatement(em: EntityManager, key: StatementKey): Promise<CompanyStatement> {
  const head = await readInvoiceHead(em, key);
  const [billed] = await readBilledCompanies(em, head.billHistoryId, key.companyId);
  if (!billed) throw notFound(STATEMENT_MESSAGES.companyNotBilled);
  const lines = await readBilledLines(em, head, key.companyId);
  return assembleStatement(head, billed, lines);
}

/**
 * The printed invoice (상세 청구서) and per-type invoice of a company: input checked in the order
 * supplier, year, month, billing day, company (400 naming the field); 404 when no invoice was
 * generated for the key or it does not bill the company.
 */
export const getCompanyStatement = operation(
  { area: 'settlement', level: 'read', customers: true },
  async (context, input: unknown): Promise<CompanyStatement> => {
    const key = parseInput(statementKeySchema, input);
    assertInScope(context, [key.companyId], STATEMENT_MESSAGES.companyNotBilled);
    return readCompanyStatement(context.em, key);
  },
);

/**
 * The statement of an invoice company row (billHistoryDetailId): its invoice's key and company;
 * 404 for an unknown row, or one of a company not the customer's.
 */
export async function readRowStatement(
  context: Pick<RequestContext, 'em' | 'caller'>,
  billHistoryDetailId: number,
): Promise<CompanyStatement> {
  const em = context.em;
  const [key] = await em.execute<StatementKey[]>(
    `select h.bill_company_id as "billCompanyId", h.year, h.month, h.bill_cd as "billCd", d.company_id as "companyId"
       from bill_history_detail d join bill_history h on h.bill_history_id = d.bill_history_id
      where d.bill_history_detail_id = ?`,
    [billHistoryDetailId],
  );
  if (!key) throw notFound(STATEMENT_MESSAGES.rowNotFound);
  assertInScope(context, [key.companyId], STATEMENT_MESSAGES.rowNotFound);
  return readCompanyStatement(em, key);
}
