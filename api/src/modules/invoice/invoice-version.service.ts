// 재계산 and 변경 이력 of an invoice company row: one company computed again by generation's own
// statement (invoice-generation.ts), and the versions generation and recalculation keep of the
// figures they replace (bill_history_detail_version).
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import { recalculationFormSchema } from '@parcel/shared/forms/invoice-recalculation-form';
import { notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import { parseRowId, STATEMENT_MESSAGES } from '../bill-print/statement.service';
import { COMPARED_COLUMNS, recalculateCompanyRow } from './invoice-generation';
import { readInvoiceCompanyRow } from './invoice.service';
import type { InvoiceCompanyRecalculation, InvoiceCompanyVersion } from './invoice-version.types';

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A row's figures as one JSON object (bigints as JSON numbers: won stays far below 2^53). */
const figuresJson = (alias: string) =>
  `json_build_object(${COMPARED_COLUMNS.map((column) => `'${camel(column)}', ${alias}.${column}`).join(', ')})`;

/**
 * The versions of the invoice and company of a row, newest first; each with what replaced it: the
 * next version's figures, or the row's own for the newest. Parameters: invoice, company.
 */
const VERSIONS = `
select v.version_no as "versionNo", v.bill_history_id as "billHistoryId", v.company_id as "companyId",
       v.bill_history_detail_id as "billHistoryDetailId", v.run, v.reason, v.member_id as "memberId",
       m.name as "memberNm", v.replaced_at as "replacedAt", ${figuresJson('v')} as before,
       coalesce(lead(${figuresJson('v')}) over (order by v.version_no),
                (select ${figuresJson('d')} from bill_history_detail d
                  where d.bill_history_id = v.bill_history_id and d.company_id = v.company_id)) as after
  from bill_history_detail_version v left join member m on m.member_id = v.member_id
 where v.bill_history_id = ? and v.company_id = ?
 order by v.version_no desc`;

type VersionRow = Omit<InvoiceCompanyVersion, 'replacedAt'> & { replacedAt: string | Date };

async function readVersions(
  em: EntityManager,
  billHistoryId: number,
  companyId: number,
): Promise<InvoiceCompanyVersion[]> {
  const rows = await em.execute<VersionRow[]>(VERSIONS, [billHistoryId, companyId]);
  return rows.map((row) => ({ ...row, replacedAt: new Date(row.replacedAt) }));
}

/** The invoice and company of a company row; 404 for an unknown one. */
async function keyOf(em: EntityManager, billHistoryDetailId: number) {
  const [key] = await em.execute<{ billHistoryId: number; companyId: number }[]>(
    `select bill_history_id as "billHistoryId", company_id as "companyId"
       from bill_history_detail where bill_history_detail_id = ?`,
    [billHistoryDetailId],
  );
  if (!key) throw notFound(STATEMENT_MESSAGES.rowNotFound);
  return key;
}

/** 변경 이력: a company row's earlier versions, newest first (empty when never changed). */
export const listInvoiceCompanyVersions = operation(
  { area: 'settlement', level: 'read' },
  async (context, billHistoryDetailIdInput: unknown): Promise<InvoiceCompanyVersion[]> => {
    const key = await keyOf(context.em, parseRowId(billHistoryDetailIdInput));
    return readVersions(context.em, key.billHistoryId, key.companyId);
  },
);

/**
 * 재계산: one company row computed again as generation would, in one transaction with the invoice's
 * totals; its previous figures are kept with the reason when they change.
 */
export const recalculateInvoiceCompany = operation(
  { area: 'settlement', level: 'write' },
  async (
    context,
    billHistoryDetailIdInput: unknown,
    input: unknown,
  ): Promise<InvoiceCompanyRecalculation> => {
    const billHistoryDetailId = parseRowId(billHistoryDetailIdInput);
    const { reason } = parseInput(recalculationFormSchema, input ?? {});
    const actor = context.caller.memberId;
    const kept = await withActor(context.em, actor, async (tx) => {
      const versionNo = await recalculateCompanyRow(tx, billHistoryDetailId, actor, reason);
      if (versionNo === null) return null;
      const key = await keyOf(tx, billHistoryDetailId);
      const versions = await readVersions(tx, key.billHistoryId, key.companyId);
      return versions.find((version) => version.versionNo === versionNo) ?? null;
    });
    const detail = await readInvoiceCompanyRow(context.em, billHistoryDetailId);
    if (!detail) throw notFound(STATEMENT_MESSAGES.rowNotFound);
    return { detail, version: kept };
  },
);
