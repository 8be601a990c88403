import type { EntityManager } from '@mikro-orm/postgresql';
import { Company, Waybill as WaybillEntity, withActor } from '@parcel/db';
import {
  WAYBILL_CHARGE_LABELS,
  WAYBILL_MESSAGES,
  waybillFormSchema,
  type WaybillFormData,
} from '@parcel/shared/forms/waybill-form';
import { filterSchemaOf } from '@parcel/shared/records/define-list';
import { WAYBILL_LIST } from '@parcel/shared/records/waybill-list';
import { toDigits } from '@parcel/shared/validation/digits';
import { isValidRangeNumber } from '@parcel/shared/validation/number-range';
import { z } from 'zod';
import { AppError, badInput, notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { fetchPage, fetchRows, type PagedList, type Sql, sql, windowOf } from '../../common/paged-query';
import { containsPattern } from '../../common/paging';
import { parseInput } from '../../common/parse-input';
import { atVersion } from '../../common/stale-version';
import { type DriverRow, rowReaderOf, selectListOf } from '../../common/list-select';
import { EXPORT_WINDOW, sheetColumnsOf, spreadsheetDownload } from '../../common/spreadsheet';
import type { Waybill, WaybillPage } from './waybill.types';

export const WAYBILL_SERVICE_MESSAGES = {
  notFound: '운송장 대역을 찾을 수 없습니다.',
  senderNotFound: '보내는 업체를 찾을 수 없습니다.',
  receiverNotFound: '받는 업체를 찾을 수 없습니다.',
  idInvalid: '운송장 대역 번호가 올바르지 않습니다.',
  idRequired: '운송장 대역 번호(waybillId)가 필요합니다.',
} as const;

const waybillFilter = filterSchemaOf(WAYBILL_LIST);

export const waybillIdSchema = z.coerce
  .number({ error: WAYBILL_SERVICE_MESSAGES.idInvalid })
  .int({ error: WAYBILL_SERVICE_MESSAGES.idInvalid })
  .positive({ error: WAYBILL_SERVICE_MESSAGES.idInvalid })
  .max(2_147_483_647, { error: WAYBILL_SERVICE_MESSAGES.idInvalid });

const updateKeys = z.object({
  waybillId: z.coerce
    .number({ error: WAYBILL_SERVICE_MESSAGES.idRequired })
    .int()
    .positive()
    .max(2_147_483_647),
  version: z.coerce.number().int().positive().nullish(),
});

const CHARGE_NAME = `case w.charge_cd ${Object.entries(WAYBILL_CHARGE_LABELS)
  .map(([code, name]) => `when '${code}' then '${name}'`)
  .join(' ')} end`;

/** Print log summaries: scalar subqueries served by print_log_waybill_index. */
const PRINT_COUNT = `(select count(*)::int from print_log p where p.waybill_id = w.waybill_id)`;
const LAST_PRINTED = `(select max(p.printed_at) from print_log p where p.waybill_id = w.waybill_id)`;

const WAYBILL_COLUMNS = selectListOf(WAYBILL_LIST, {
  alias: 'w',
  sql: {
    senderCompanyNm: 's.company_nm',
    senderTelNo: 's.tel_no',
    senderAddress: 's.address',
    receiverCompanyNm: 'r.company_nm',
    receiverTelNo: 'r.tel_no',
    receiverAddress: 'r.address',
    chargeNm: CHARGE_NAME,
    startNo: 'w.start_no::text',
    endNo: 'w.end_no::text',
    printCount: PRINT_COUNT,
    lastPrintedAt: LAST_PRINTED,
  },
});

/** Company names and numbers: joined for the page's rows only. */
const WAYBILL_DECORATION = `
  left join company s on s.company_id = w.sender_company_id
  left join company r on r.company_id = w.receiver_company_id`;

const toWaybill = rowReaderOf(WAYBILL_LIST);

/** Companies whose name contains the text (the trigram index on company_nm serves it). */
const companyNamed = (column: string, name: string): Sql =>
  sql(
    `${column} in (select c.company_id from company c where c.company_nm ilike ? escape '\\')`,
    containsPattern(name),
  );

/** The waybill list as statements: live ranges only, newest first. */
export function waybillList(filter: unknown, page: unknown): PagedList {
  const { senderCompanyNm, receiverCompanyNm, searchNo } = parseInput(waybillFilter, filter ?? {});
  const window = windowOf(page);
  const where: Sql[] = [sql(`w.del_yn = 'N'`)];
  if (senderCompanyNm) where.push(companyNamed('w.sender_company_id', senderCompanyNm));
  if (receiverCompanyNm) where.push(companyNamed('w.receiver_company_id', receiverCompanyNm));
  if (searchNo) {
    const digits = toDigits(searchNo);
    if (isValidRangeNumber(digits)) {
      // The range holding the number: the exclusion constraint's GiST index answers it.
      where.push(sql(`int8range(w.start_no, w.end_no, '[]') @> ?::bigint`, digits));
    } else if (digits) {
      const pattern = containsPattern(digits);
      where.push(sql(`(w.start_no::text like ? or w.end_no::text like ?)`, pattern, pattern));
    } else {
      // Text with no digit cannot be part of a number.
      where.push(sql('false'));
    }
  }
  return {
    query: {
      select: WAYBILL_COLUMNS,
      from: 'waybill w',
      where,
      orderBy: sql('w.waybill_id desc'),
      key: 'w.waybill_id',
      decorate: WAYBILL_DECORATION,
    },
    window,
  };
}

/** Live ranges matching the filters, newest first, one page at a time, company names joined in. */
export const listWaybills = operation(
  { area: 'transports', level: 'read' },
  async (context, filter: unknown, page: unknown): Promise<WaybillPage> => {
    const { items, total } = await fetchPage<DriverRow>(context.em, waybillList(filter, page));
    return { items: items.map(toWaybill), total };
  },
);

/** Every live range matching the list's filters, as an .xlsx. */
export const exportWaybills = operation(
  { area: 'transports', level: 'read' },
  async (context, filter: unknown) => {
    const rows = await fetchRows<DriverRow>(context.em, waybillList(filter, EXPORT_WINDOW));
    return spreadsheetDownload('운송장사전등록.xlsx', sheetColumnsOf(WAYBILL_LIST), rows.map(toWaybill));
  },
);

/** One range; a deleted one only when `deleted` says so. */
export async function readWaybill(em: EntityManager, waybillId: number, deleted = false): Promise<Waybill> {
  const [row] = await em.execute<DriverRow[]>(
    `select ${WAYBILL_COLUMNS} from waybill w ${WAYBILL_DECORATION}
      where w.waybill_id = ? ${deleted ? '' : `and w.del_yn = 'N'`}`,
    [waybillId],
  );
  if (!row) throw notFound(WAYBILL_SERVICE_MESSAGES.notFound);
  return toWaybill(row);
}

export const getWaybill = operation(
  { area: 'transports', level: 'read' },
  async (context, waybillId: unknown): Promise<Waybill> =>
    readWaybill(context.em, parseInput(waybillIdSchema, waybillId)),
);

/** The companies exist (a sender or receiver picked a moment ago may have been removed since). */
async function companiesOf(em: EntityManager, form: WaybillFormData) {
  const [sender, receiver] = await Promise.all([
    em.findOne(Company, { companyId: form.senderCompanyId }),
    form.receiverCompanyId ? em.findOne(Company, { companyId: form.receiverCompanyId }) : null,
  ]);
  if (!sender) throw badInput(WAYBILL_SERVICE_MESSAGES.senderNotFound, 'senderCompanyId');
  if (form.receiverCompanyId && !receiver)
    throw badInput(WAYBILL_SERVICE_MESSAGES.receiverNotFound, 'receiverCompanyId');
  return { senderCompany: sender, receiverCompany: receiver };
}

/**
 * 409 when a live range other than `except` shares a number with the new one. The database's
 * exclusion constraint (waybill_range_no_overlap) refuses the same, also for two saves at once.
 */
async function assertNoOverlap(em: EntityManager, form: WaybillFormData, except?: number): Promise<void> {
  const [overlap] = await em.execute<{ waybillId: number }[]>(
    `select waybill_id as "waybillId" from waybill
      where del_yn = 'N' and int8range(start_no, end_no, '[]') && int8range(?::bigint, ?::bigint, '[]')
        ${except === undefined ? '' : 'and waybill_id <> ?'}
      limit 1`,
    except === undefined ? [form.startNo, form.endNo] : [form.startNo, form.endNo, except],
  );
  if (overlap) throw new AppError('CONFLICT', WAYBILL_MESSAGES.overlap, 'startNo');
}

const columnsOf = (form: WaybillFormData) => ({
  chargeCd: form.chargeCd,
  startNo: form.startNo,
  endNo: form.endNo,
  qty: form.qty,
});

export const createWaybill = operation(
  { area: 'transports', level: 'write' },
  async (context, input: unknown): Promise<Waybill> => {
    const form = parseInput(waybillFormSchema, input);
    const waybillId = await withActor(context.em, context.caller.memberId, async (tx) => {
      const companies = await companiesOf(tx, form);
      await assertNoOverlap(tx, form);
      const waybill = tx.create(WaybillEntity, {
        ...columnsOf(form),
        ...companies,
        regId: context.caller.memberId,
      });
      await tx.flush();
      return waybill.waybillId;
    });
    return readWaybill(context.em, waybillId);
  },
);

export const updateWaybill = operation(
  { area: 'transports', level: 'write' },
  async (context, input: unknown): Promise<Waybill> => {
    const keys = parseInput(updateKeys, input);
    const form = parseInput(waybillFormSchema, input);
    await withActor(context.em, context.caller.memberId, async (tx) => {
      const waybill = await tx.findOne(
        WaybillEntity,
        { waybillId: keys.waybillId, delYn: 'N' },
        atVersion(keys.version),
      );
      if (!waybill) throw notFound(WAYBILL_SERVICE_MESSAGES.notFound);
      const companies = await companiesOf(tx, form);
      await assertNoOverlap(tx, form, waybill.waybillId);
      tx.assign(waybill, { ...columnsOf(form), ...companies, chgId: context.caller.memberId });
      await tx.flush();
    });
    return readWaybill(context.em, keys.waybillId);
  },
);

/** Deletes a range by marking it (delYn Y, chgId the caller): its numbers are free again. */
export const deleteWaybill = operation(
  { area: 'transports', level: 'write' },
  async (context, waybillIdInput: unknown): Promise<Waybill> => {
    const waybillId = parseInput(waybillIdSchema, waybillIdInput);
    await withActor(context.em, context.caller.memberId, async (tx) => {
      const waybill = await tx.findOne(WaybillEntity, { waybillId, delYn: 'N' });
      if (!waybill) throw notFound(WAYBILL_SERVICE_MESSAGES.notFound);
      tx.assign(waybill, { delYn: 'Y', chgId: context.caller.memberId });
      await tx.flush();
    });
    return readWaybill(context.em, waybillId, true);
  },
);
