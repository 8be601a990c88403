import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BillCompany, withActor } from '@parcel/db';
import { supplierFormSchema } from '@parcel/shared/forms/supplier-form';
import { filterSchemaOf, pickColumns } from '@parcel/shared/records/define-list';
import { SUPPLIER_ACCOUNT_FIELDS, SUPPLIER_LIST } from '@parcel/shared/records/supplier';
import { formatAccountNumber } from '@parcel/shared/validation/account-number';
import { z } from 'zod';
import { AppError, notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { type DriverRow, rowReaderOf, selectListOf } from '../../common/list-select';
import { fetchPage, fetchRows, type PagedList, type Sql, sql, windowOf } from '../../common/paged-query';
import { containsPattern } from '../../common/paging';
import { parseInput } from '../../common/parse-input';
import { atVersion } from '../../common/stale-version';
import { EXPORT_WINDOW, sheetColumnsOf, spreadsheetDownload } from '../../common/spreadsheet';
import type { CodeOption } from '../code/code.types';
import {
  type Supplier,
  SUPPLIER_ACCOUNT_OPTION,
  type SupplierAccountOption,
  type SupplierPage,
} from './supplier.types';

export const SUPPLIER_MESSAGES = {
  notFound: '공급자를 찾을 수 없습니다.',
  bizNoTaken: '이미 사용 중인 사업자등록번호입니다.',
  idInvalid: '공급자 번호가 올바르지 않습니다.',
  idRequired: '공급자 번호(billCompanyId)가 필요합니다.',
} as const;

/** Why a supplier cannot be deleted: companies in use are still billed through it. */
export const supplierInUseMessage = (companies: number) =>
  `이 공급자를 사용하는 업체가 ${companies}곳 있습니다. 업체의 공급자를 바꾼 뒤 삭제해주세요.`;

const supplierFilter = filterSchemaOf(SUPPLIER_LIST);

const billCompanyIdSchema = z.coerce.number({ error: SUPPLIER_MESSAGES.idInvalid }).int().positive();
// What an update needs beside the form. Old callers send memberId (who is changing it): the caller
// is recorded instead, whatever it says.
const updateKeys = z.object({
  billCompanyId: z.coerce.number({ error: SUPPLIER_MESSAGES.idRequired }).int().positive(),
  version: z.coerce.number().int().positive().nullish(),
});

/** Companies in use billed through the supplier `b`: a scalar subquery served by company_bill_company_id_index. */
const COMPANY_COUNT = `(select count(*)::int from company c where c.bill_company_id = b.bill_company_id and c.use_yn = 'Y')`;

const SUPPLIER_COLUMNS = selectListOf(SUPPLIER_LIST, { alias: 'b', sql: { companyCount: COMPANY_COUNT } });
const toSupplier = rowReaderOf(SUPPLIER_LIST);

/** The suppliers list as statements: live suppliers only, newest first. */
export function supplierList(filter: unknown, page: unknown): PagedList {
  const { companyNm, bizNo } = parseInput(supplierFilter, filter ?? {});
  const window = windowOf(page);
  const where: Sql[] = [sql(`b.del_yn = 'N'`)];
  // A handful of rows: the contains-searches need no trigram index.
  if (companyNm) where.push(sql(`b.company_nm ilike ? escape '\\'`, containsPattern(companyNm)));
  if (bizNo) where.push(sql(`b.biz_no like ? escape '\\'`, containsPattern(bizNo)));
  return {
    query: {
      select: SUPPLIER_COLUMNS,
      from: 'bill_company b',
      where,
      orderBy: sql('b.bill_company_id desc'),
      key: 'b.bill_company_id',
    },
    window,
  };
}

/** Live suppliers matching the filters, newest first, one page at a time. */
export const listSuppliers = operation(
  { area: 'settlement', level: 'read' },
  async (context, filter: unknown, page: unknown): Promise<SupplierPage> => {
    const { items, total } = await fetchPage<DriverRow>(context.em, supplierList(filter, page));
    return { items: items.map(toSupplier), total };
  },
);

/** Every live supplier matching the list's filters, as an .xlsx. */
export const exportSuppliers = operation(
  { area: 'settlement', level: 'read' },
  async (context, filter: unknown) => {
    const rows = await fetchRows<DriverRow>(context.em, supplierList(filter, EXPORT_WINDOW));
    return spreadsheetDownload('공급자목록.xlsx', sheetColumnsOf(SUPPLIER_LIST), rows.map(toSupplier));
  },
);

/** One supplier; a deleted one only when `deleted` says so. */
async function readSupplier(em: EntityManager, billCompanyId: number, deleted = false): Promise<Supplier> {
  const [row] = await em.execute<DriverRow[]>(
    `select ${SUPPLIER_COLUMNS} from bill_company b where b.bill_company_id = ? ${deleted ? '' : `and b.del_yn = 'N'`}`,
    [billCompanyId],
  );
  if (!row) throw notFound(SUPPLIER_MESSAGES.notFound);
  return toSupplier(row);
}

/** One live supplier. */
export const getSupplier = operation(
  { area: 'settlement', level: 'read' },
  async (context, billCompanyId: unknown): Promise<Supplier> =>
    readSupplier(context.em, parseInput(billCompanyIdSchema, billCompanyId)),
);

/**
 * The supplier filter's options ({codeVal, codeNm}: the id as text and the name), live suppliers by
 * name. Any signed-in caller: the companies screen filters and edits by supplier.
 */
export const listSupplierOptions = operation('signed-in', async (context): Promise<CodeOption[]> =>
  context.em.execute<CodeOption[]>(
    `select b.bill_company_id::text as "codeVal", b.company_nm as "codeNm"
       from bill_company b where b.del_yn = 'N' order by b.company_nm, b.bill_company_id`,
  ),
);

const ACCOUNT_COLUMNS = selectListOf(
  { columns: pickColumns(SUPPLIER_ACCOUNT_OPTION, SUPPLIER_ACCOUNT_FIELDS) },
  { alias: 'b' },
);

/**
 * The supplier-and-account options of the company form and the invoice form: each live supplier
 * with its deposit account, by name. Any signed-in caller.
 */
export const listSupplierAccountOptions = operation(
  'signed-in',
  async (context): Promise<SupplierAccountOption[]> => {
    const rows = await context.em.execute<Omit<SupplierAccountOption, 'codeVal' | 'codeNm'>[]>(
      `select ${ACCOUNT_COLUMNS} from bill_company b where b.del_yn = 'N' order by b.company_nm, b.bill_company_id`,
    );
    return rows.map((row) => ({
      codeVal: String(row.billCompanyId),
      codeNm: `${row.companyNm} / ${row.bankNm} ${formatAccountNumber(row.accountNo)}`,
      ...row,
    }));
  },
);

/** 409 when another live supplier has the business number (the database's unique index agrees). */
async function assertBizNoFree(em: EntityManager, bizNo: string, except?: number): Promise<void> {
  const others = await em.count(BillCompany, {
    bizNo,
    delYn: 'N',
    ...(except === undefined ? {} : { billCompanyId: { $ne: except } }),
  });
  if (others > 0) throw new AppError('CONFLICT', SUPPLIER_MESSAGES.bizNoTaken, 'bizNo');
}

export const createSupplier = operation(
  { area: 'settlement', level: 'write' },
  async (context, input: unknown): Promise<Supplier> => {
    const form = parseInput(supplierFormSchema, input);
    const billCompanyId = await withActor(context.em, context.caller.memberId, async (tx) => {
      await assertBizNoFree(tx, form.bizNo);
      const supplier = tx.create(BillCompany, { ...form, regId: context.caller.memberId });
      await tx.flush();
      return supplier.billCompanyId;
    });
    return readSupplier(context.em, billCompanyId);
  },
);

export const updateSupplier = operation(
  { area: 'settlement', level: 'write' },
  async (context, input: unknown): Promise<Supplier> => {
    const keys = parseInput(updateKeys, input);
    const form = parseInput(supplierFormSchema, input);
    await withActor(context.em, context.caller.memberId, async (tx) => {
      const supplier = await tx.findOne(
        BillCompany,
        { billCompanyId: keys.billCompanyId, delYn: 'N' },
        atVersion(keys.version),
      );
      if (!supplier) throw notFound(SUPPLIER_MESSAGES.notFound);
      if (form.bizNo !== supplier.bizNo) await assertBizNoFree(tx, form.bizNo, supplier.billCompanyId);
      tx.assign(supplier, { ...form, chgId: context.caller.memberId });
      await tx.flush();
    });
    return readSupplier(context.em, keys.billCompanyId);
  },
);

/**
 * Deletes a supplier by marking it (delYn 'Y', chgId = the caller); its invoices keep it. Refused
 * while companies in use are billed through it. The row is locked first, so a company saved with
 * this supplier at the same moment either is counted or waits and then finds it gone.
 */
export const deleteSupplier = operation(
  { area: 'settlement', level: 'write' },
  async (context, billCompanyIdInput: unknown): Promise<Supplier> => {
    const billCompanyId = parseInput(billCompanyIdSchema, billCompanyIdInput);
    await withActor(context.em, context.caller.memberId, async (tx) => {
      const supplier = await tx.findOne(
        BillCompany,
        { billCompanyId, delYn: 'N' },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!supplier) throw notFound(SUPPLIER_MESSAGES.notFound);
      const [{ companies } = { companies: 0 }] = await tx.execute<{ companies: number }[]>(
        `select count(*)::int as companies from company where bill_company_id = ? and use_yn = 'Y'`,
        [billCompanyId],
      );
      if (companies > 0) throw new AppError('CONFLICT', supplierInUseMessage(companies), 'billCompanyId');
      tx.assign(supplier, { delYn: 'Y', chgId: context.caller.memberId });
      await tx.flush();
    });
    return readSupplier(context.em, billCompanyId, true);
  },
);
