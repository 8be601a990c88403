import { LockMode } from '@mikro-orm/core';
import { andScoped, companyCondition } from '../../common/customer-scope';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BillCompany, Company, DeliveryRoute, withActor } from '@parcel/db';
import { YES_NO } from '@parcel/shared/codes';
import {
  bizNoCheckSchema,
  COMPANY_FIELD_LABELS as LABELS,
  COMPANY_SAVE_WARNINGS,
  companyCreateSchema,
  type CompanyCreateData,
  type CompanySaveWarning,
  companyUpdateSchema,
  type CompanyUpdateData,
} from '@parcel/shared/forms/company-form';
import { COMPANY_LIST } from '@parcel/shared/records/company';
import { MAX_GROUP_STEPS } from '@parcel/shared/settlement/billing';
import { toDigits } from '@parcel/shared/validation/digits';
import { z } from 'zod';
import { SETTLEMENT_GROUP_CYCLE_MESSAGE } from '../../common/constraint-messages';
import { AppError, badInput, notFound } from '../../common/errors';
import { operation, type SignedInContext } from '../../common/operation';
import { fetchPage, fetchRows, type PagedList, type Sql, sql, windowOf } from '../../common/paged-query';
import { containsPattern } from '../../common/paging';
import { companySearched, likeFor, nameOrPhoneSuffix } from '../../common/name-or-phone';
import { parseInput } from '../../common/parse-input';
import { atVersion } from '../../common/stale-version';
import { type DriverRow, rowReaderOf, selectListOf } from '../../common/list-select';
import { EXPORT_WINDOW, sheetColumnsOf, spreadsheetDownload } from '../../common/spreadsheet';
import { assertKnownCodes } from '../code/code.service';
import type { Company as CompanyView, CompanyOption, CompanyPage, CompanySave } from './company.types';

export const COMPANY_MESSAGES = {
  notFound: '업체를 찾을 수 없습니다.',
  bizNoTaken: '이미 사용 중인 사업자등록번호입니다.',
  routeNotFound: '선택한 배송 코스가 없습니다.',
  supplierNotFound: '선택한 공급자가 없습니다.',
  groupCompanyNotFound: '선택한 정산 그룹 업체가 없습니다.',
  groupCycle: SETTLEMENT_GROUP_CYCLE_MESSAGE,
} as const;

export const COMPANY_SEARCH_DEFAULT_SIZE = 10;
export const COMPANY_SEARCH_MAX_SIZE = 50;
/** company_nm is varchar(100): a longer text cannot be part of any name. */
const MAX_NAME_LENGTH = 100;

const sizeMessage = `검색 개수(size)는 1~${COMPANY_SEARCH_MAX_SIZE} 사이의 정수여야 합니다.`;

const companySearchQuery = z.object({
  companyNm: z
    .string({ error: '업체명(companyNm)은 문자열이어야 합니다.' })
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  // Legacy clients may send an empty size: that means the default.
  size: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: sizeMessage })
      .int({ error: sizeMessage })
      .min(1, { error: sizeMessage })
      .max(COMPANY_SEARCH_MAX_SIZE, { error: sizeMessage })
      .default(COMPANY_SEARCH_DEFAULT_SIZE),
  ),
});
export type CompanySearchQuery = z.input<typeof companySearchQuery>;

/** `text%` with LIKE wildcards escaped: names that start with the text. */
const prefixPattern = (text: string) => containsPattern(text).slice(1);

/**
 * The company pickers' search as a statement: companies whose name contains the text (any case; the
 * trigram index serves it) or, when the text is a phone's end (`phoneSuffixOf`: 4 to 12 digits,
 * hyphens or not, what a caller says first), whose 전화번호 or 담당자 연락처 ends with those digits
 * (name-or-phone.ts). Companies not in use (사용 중지) are found too, after those in use: a clerk
 * may pick one, and the picker marks it. In use first, then names starting with the text, then by
 * name. Null for a text that can find nothing: blank (the pickers start at one character) or
 * longer than any name.
 */
export function companySearchList(query: unknown, scope: string | null = null): PagedList | null {
  const { companyNm, size } = parseInput(companySearchQuery, query ?? {});
  if (companyNm.length === 0 || companyNm.length > MAX_NAME_LENGTH) return null;
  return {
    query: {
      select: `c.company_id as "companyId", c.company_nm as "companyNm", c.tel_no as "telNo", c.address,
        c.manager_tel_no as "managerTelNo", c.use_yn as "useYn"`,
      from: 'company c',
      where: [nameOrPhoneSuffix(companyNm, companySearched('c')), ...(scope ? [sql(scope)] : [])],
      orderBy: sql(
        `(c.use_yn = 'Y') desc, (c.company_nm ${likeFor(companyNm)} ? escape '\\') desc, c.company_nm, c.company_id`,
        prefixPattern(companyNm),
      ),
      key: 'c.company_id',
    },
    window: { page: 0, size },
  };
}

/** The company pickers' search; a customer's finds its own companies only. */
export const searchCompanies = operation(
  { area: 'companies', level: 'read', customers: true },
  async (context, query: unknown): Promise<CompanyOption[]> => {
    const list = companySearchList(query, companyCondition(context, 'c.company_id'));
    return list ? fetchRows<CompanyOption>(context.em, list) : [];
  },
);

// --- The company list (grid, export) -------------------------------------------------------------

const filterText = z
  .string({ error: '검색 조건은 문자열이어야 합니다.' })
  .max(200)
  .nullish()
  .transform((value) => {
    const text = value?.trim();
    return text && text !== 'all' ? text : undefined;
  });

const companyFilter = z.object({
  regionCd: filterText,
  billCompanyId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === '' || value === null || value === undefined ? undefined : Number(value)))
    .pipe(z.number({ error: '공급자 번호(billCompanyId)가 올바르지 않습니다.' }).int().min(0).optional())
    .transform((value) => value || undefined),
  companyNm: filterText,
  telNo: filterText.transform((value) => (value ? toDigits(value) || undefined : undefined)),
  shipperYn: filterText.pipe(z.enum(YES_NO, { error: '화주 여부(shipperYn)는 Y 또는 N입니다.' }).optional()),
  shipperCd: filterText,
});

/** The list's columns: names of codes and related rows come from the joins below. */
const COMPANY_COLUMNS = selectListOf(COMPANY_LIST, {
  alias: 'c',
  sql: {
    regionNm: 'region.code_nm',
    regionDtlNm: 'district.code_nm',
    shipperNm: 'shipper.code_nm',
    deliveryRouteNm: 'route.delivery_route_nm',
    billCompanyNm: 'supplier.company_nm',
    excclcCompanyNm: 'grp.company_nm',
  },
});

/** Names of codes and related rows: joined for the page's rows only (one statement, no N+1). */
const COMPANY_DECORATION = `
  left join code region on region.code_type = 'REGION_TYPE' and region.code_val = c.region_cd
  left join code district on district.code_type = 'REGION_DTL_TYPE' and district.code_val = c.region_dtl_cd
  left join code shipper on shipper.code_type = 'SHIPPER_TYPE' and shipper.code_val = c.shipper_cd
  left join delivery_route route on route.delivery_route_id = c.delivery_route_id
  left join bill_company supplier on supplier.bill_company_id = c.bill_company_id
  left join company grp on grp.company_id = c.excclc_company_id`;

const toCompanyView = rowReaderOf(COMPANY_LIST);

function companyWhere(filter: unknown): Sql[] {
  const { regionCd, billCompanyId, companyNm, telNo, shipperYn, shipperCd } = parseInput(
    companyFilter,
    filter ?? {},
  );
  const where: Sql[] = [];
  if (regionCd) where.push(sql('c.region_cd = ?', regionCd));
  if (billCompanyId) where.push(sql('c.bill_company_id = ?', billCompanyId));
  // The name contains the text, or a phone ends with it (the pickers' search); the telephone
  // contains its digits. The trigram indexes on company_nm and tel_no, the reverse(phone) indexes.
  if (companyNm) where.push(nameOrPhoneSuffix(companyNm, companySearched('c')));
  if (telNo) where.push(sql(`c.tel_no like ? escape '\\'`, containsPattern(telNo)));
  if (shipperYn) where.push(sql('c.shipper_yn = ?', shipperYn));
  if (shipperCd) where.push(sql('c.shipper_cd = ?', shipperCd));
  return where;
}

/** The company grid as statements, newest first: shared by the service and the benchmark. */
export function companyList(filter: unknown, page: unknown): PagedList {
  return {
    query: {
      select: COMPANY_COLUMNS,
      from: 'company c',
      where: companyWhere(filter),
      orderBy: sql('c.company_id desc'),
      key: 'c.company_id',
      decorate: COMPANY_DECORATION,
    },
    window: windowOf(page),
  };
}

/** Companies matching the filters, newest first, one page at a time, names joined in. */
export const listCompanies = operation(
  { area: 'companies', level: 'read' },
  async (context, filter: unknown, page: unknown): Promise<CompanyPage> => {
    const { items, total } = await fetchPage<DriverRow>(context.em, companyList(filter, page));
    return { items: items.map(toCompanyView), total };
  },
);

/** One company (404 when there is none, or it is not one of a customer's). */
export const getCompany = operation(
  { area: 'companies', level: 'read', customers: true },
  async (context, companyIdInput: unknown): Promise<CompanyView> => {
    const companyId = parseInput(companyIdSchema, companyIdInput);
    const [row] = await context.em.execute<DriverRow[]>(
      `select ${COMPANY_COLUMNS} from company c ${COMPANY_DECORATION}
        where c.company_id = ?${andScoped(companyCondition(context, 'c.company_id'))}`,
      [companyId],
    );
    if (!row) throw notFound(COMPANY_MESSAGES.notFound);
    return toCompanyView(row);
  },
);

/** Every company matching the grid's filters, as an .xlsx (at most MAX_EXPORT_ROWS). */
export const exportCompanies = operation(
  { area: 'companies', level: 'read' },
  async (context, filter: unknown) => {
    const rows = await fetchRows<DriverRow>(context.em, companyList(filter, EXPORT_WINDOW));
    return spreadsheetDownload('업체목록.xlsx', sheetColumnsOf(COMPANY_LIST), rows.map(toCompanyView));
  },
);

// --- Registering and changing ------------------------------------------------------------------

const companyIdSchema = z.coerce.number({ error: '업체 번호가 올바르지 않습니다.' }).int().positive();
const updateKeys = z.object({
  companyId: companyIdSchema,
  version: z.coerce.number().int().positive().nullish(),
});

/** True when the business number is already registered (companies keep it for life). */
export const isBizNoTaken = operation(
  { area: 'companies', level: 'read' },
  async (context, bizNo: unknown): Promise<boolean> => {
    const checked = parseInput(bizNoCheckSchema, { bizNo });
    return (await context.em.count(Company, { bizNo: checked.bizNo })) > 0;
  },
);

/** The references a form names, checked to exist (400 naming the field otherwise). */
async function references(em: EntityManager, form: CompanyUpdateData, companyId: number | null) {
  await assertKnownCodes(em, [
    { field: 'regionCd', label: LABELS.regionCd, type: 'REGION_TYPE', value: form.regionCd },
    {
      field: 'regionDtlCd',
      label: LABELS.regionDtlCd,
      type: 'REGION_DTL_TYPE',
      value: form.regionDtlCd,
      parent: form.regionCd,
    },
    { field: 'shipperCd', label: LABELS.shipperCd, type: 'SHIPPER_TYPE', value: form.shipperCd },
    {
      field: 'deliveryRouteCd',
      label: LABELS.deliveryRouteCd,
      type: 'ROUTE_TIME',
      value: form.deliveryRouteCd,
    },
  ]);
  const [deliveryRoute, billCompany, excclcCompany] = await Promise.all([
    form.deliveryRouteId ? em.findOne(DeliveryRoute, { deliveryRouteId: form.deliveryRouteId }) : null,
    // Shared lock: a supplier being deleted right now (which locks it for update, then counts its
    // companies) either waits for this save or is seen deleted here.
    form.billCompanyId
      ? em.findOne(
          BillCompany,
          { billCompanyId: form.billCompanyId, delYn: 'N' },
          { lockMode: LockMode.PESSIMISTIC_READ },
        )
      : null,
    form.excclcCompanyId ? em.findOne(Company, { companyId: form.excclcCompanyId }) : null,
  ]);
  if (form.deliveryRouteId && !deliveryRoute)
    throw badInput(COMPANY_MESSAGES.routeNotFound, 'deliveryRouteId');
  if (form.billCompanyId && !billCompany) throw badInput(COMPANY_MESSAGES.supplierNotFound, 'billCompanyId');
  // A company may be its own settlement group (the head of the group).
  if (form.excclcCompanyId && !excclcCompany && form.excclcCompanyId !== companyId)
    throw badInput(COMPANY_MESSAGES.groupCompanyNotFound, 'excclcCompanyId');
  if (
    companyId !== null &&
    form.excclcCompanyId &&
    form.excclcCompanyId !== companyId &&
    (await groupChainReaches(em, form.excclcCompanyId, companyId))
  )
    throw badInput(COMPANY_MESSAGES.groupCycle, 'excclcCompanyId');
  return {
    deliveryRoute,
    billCompany,
    excclcCompany: form.excclcCompanyId === companyId ? null : excclcCompany,
  };
}

/**
 * Whether climbing settlement groups from `groupId` reaches `companyId`: choosing `groupId` as the
 * company's group would close a cycle. The database trigger company_settlement_group_cycle checks
 * the same under a lock (two concurrent saves); this answers first, naming the field.
 */
async function groupChainReaches(em: EntityManager, groupId: number, companyId: number): Promise<boolean> {
  const [row] = await em.execute<{ reaches: boolean }[]>(
    `with recursive climb (company_id, path) as (
       select ?::int, array[?::int]
       union all
       select c.excclc_company_id, climb.path || c.excclc_company_id
         from climb join company c on c.company_id = climb.company_id
        where c.excclc_company_id is not null and c.excclc_company_id <> all(climb.path)
     )
     select exists (select 1 from climb where company_id = ?) as reaches`,
    [groupId, groupId, companyId],
  );
  return row?.reaches ?? false;
}

/** The stored columns of a parsed form (relations set separately). */
function columnsOf(form: CompanyUpdateData) {
  const {
    deliveryRouteId: _route,
    billCompanyId: _supplier,
    excclcCompanyId: _group,
    excclcSelfYn: _self,
    ...columns
  } = form;
  return columns;
}

/** Registers the company of a parsed form inside `tx`; answers its number. */
async function insertCompany(
  tx: EntityManager,
  form: CompanyCreateData,
  actor: number | null,
): Promise<number> {
  if ((await tx.count(Company, { bizNo: form.bizNo })) > 0)
    throw new AppError('CONFLICT', COMPANY_MESSAGES.bizNoTaken, 'bizNo');
  const related = await references(tx, form, null);
  const company = tx.create(Company, {
    ...columnsOf(form),
    bizNo: form.bizNo,
    deliveryRoute: related.deliveryRoute,
    billCompany: related.billCompany,
    excclcCompany: related.excclcCompany,
    regId: actor,
  });
  await tx.flush();
  // Its own settlement group: its number, known now.
  if (form.excclcSelfYn === 'Y') {
    company.excclcCompany = company;
    await tx.flush();
  }
  return company.companyId;
}

/** Changes the company of `keys` to a parsed form inside `tx` (404, 409 for a stale version). */
async function changeCompany(
  tx: EntityManager,
  keys: z.output<typeof updateKeys>,
  form: CompanyUpdateData,
  actor: number | null,
): Promise<number> {
  const company = await tx.findOne(Company, { companyId: keys.companyId }, atVersion(keys.version));
  if (!company) throw notFound(COMPANY_MESSAGES.notFound);
  const related = await references(tx, form, company.companyId);
  const itself = form.excclcSelfYn === 'Y' || form.excclcCompanyId === company.companyId;
  tx.assign(company, {
    ...columnsOf(form),
    deliveryRoute: related.deliveryRoute,
    billCompany: related.billCompany,
    excclcCompany: itself ? company : related.excclcCompany,
    chgId: actor,
  });
  await tx.flush();
  return company.companyId;
}

// --- What a save warns of ------------------------------------------------------------------------

interface GroupMember {
  companyId: number;
  companyNm: string;
  topId: number;
  topNm: string;
  topIsShipper: boolean;
}

/**
 * The companies whose settlement group chain passes through the company (within MAX_GROUP_STEPS
 * below it, as far as a climb reaches), with their group top now (view company_settlement_top):
 * the members a change of the company can move. Parameters: the company, twice.
 */
const GROUP_MEMBERS = `
with recursive members (company_id, depth) as (
  select c.company_id, 1 from company c where c.excclc_company_id = ? and c.company_id <> c.excclc_company_id
  union all
  select c.company_id, m.depth + 1
    from members m join company c on c.excclc_company_id = m.company_id
   where m.depth < ${MAX_GROUP_STEPS} and c.company_id <> c.excclc_company_id and c.company_id <> ?
)
select distinct m.company_id as "companyId", c.company_nm as "companyNm", top.company_id as "topId",
       top.company_nm as "topNm", top.shipper_yn = 'Y' as "topIsShipper"
  from members m
  join company c on c.company_id = m.company_id
  join company_settlement_top t on t.company_id = m.company_id
  join company top on top.company_id = t.top_company_id
 order by "companyNm", "companyId"`;

const groupMembers = (tx: EntityManager, companyId: number) =>
  tx.execute<GroupMember[]>(GROUP_MEMBERS, [companyId, companyId]);

/** The company's settlement group top when the company is a shipper and the top is none. Parameter: the company. */
const SHIPPER_UNDER_NON_SHIPPER = `
select top.company_nm as "topNm"
  from company s
  join company_settlement_top t on t.company_id = s.company_id
  join company top on top.company_id = t.top_company_id
 where s.company_id = ? and s.shipper_yn = 'Y' and top.shipper_yn = 'N'`;

/**
 * What a save written in `tx` warns of (COMPANY_SAVE_WARNINGS), read after the write in its
 * transaction: the company is a shipper whose group top is no shipper; members of its group whose
 * top was a shipper before the save (`billedBefore`, their numbers) and is none now.
 */
async function saveWarnings(
  tx: EntityManager,
  companyId: number,
  billedBefore: ReadonlySet<number>,
): Promise<CompanySaveWarning[]> {
  const warnings: CompanySaveWarning[] = [];
  const [own] = await tx.execute<{ topNm: string }[]>(SHIPPER_UNDER_NON_SHIPPER, [companyId]);
  if (own)
    warnings.push({
      code: 'TOP_NOT_SHIPPER',
      message: COMPANY_SAVE_WARNINGS.TOP_NOT_SHIPPER(own.topNm),
      field: 'excclcCompanyId',
    });
  const lost = (await groupMembers(tx, companyId)).filter(
    (member) => !member.topIsShipper && billedBefore.has(member.companyId),
  );
  for (const topId of new Set(lost.map((member) => member.topId))) {
    const members = lost.filter((member) => member.topId === topId);
    warnings.push({
      code: 'MEMBERS_TOP_NOT_SHIPPER',
      message: COMPANY_SAVE_WARNINGS.MEMBERS_TOP_NOT_SHIPPER(
        members[0]!.topNm,
        members.map((member) => member.companyNm),
      ),
      // The company itself became the top that is no shipper, or its group moved them under one.
      field: topId === companyId ? 'shipperYn' : 'excclcCompanyId',
    });
  }
  return warnings;
}

/**
 * Runs a company write (`write` answers the company's number) and reads what it warns of, in `tx`.
 * `companyId`: the company a change names (its group members are read first); null for a new one.
 */
async function warnedWrite(
  tx: EntityManager,
  companyId: number | null,
  write: () => Promise<number>,
): Promise<{ companyId: number; warnings: CompanySaveWarning[] }> {
  const billedBefore = new Set(
    companyId === null
      ? []
      : (await groupMembers(tx, companyId))
          .filter((member) => member.topIsShipper)
          .map((member) => member.companyId),
  );
  const written = await write();
  return { companyId: written, warnings: await saveWarnings(tx, written, billedBefore) };
}

/** Thrown to roll a dry run back, carrying what its write warned of. */
class DryRunRollback extends Error {
  constructor(readonly warnings: CompanySaveWarning[]) {
    super('company save dry run');
  }
}

/**
 * What a save would warn of: the write itself, checked as the save checks it (400, 404, 409 as the
 * save would answer), then rolled back, so the warnings come from the one rule the save follows.
 * A registration's dry run uses up a company number.
 */
async function dryRun(
  context: SignedInContext,
  write: (tx: EntityManager) => Promise<{ warnings: CompanySaveWarning[] }>,
): Promise<CompanySaveWarning[]> {
  try {
    return await withActor(context.em, context.caller.memberId, async (tx) => {
      throw new DryRunRollback((await write(tx)).warnings);
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.warnings;
    throw error;
  }
}

const createWrite = (context: SignedInContext, input: unknown) => {
  const form = parseInput(companyCreateSchema, input);
  return (tx: EntityManager) => warnedWrite(tx, null, () => insertCompany(tx, form, context.caller.memberId));
};

const updateWrite = (context: SignedInContext, input: unknown) => {
  const keys = parseInput(updateKeys, input);
  const form = parseInput(companyUpdateSchema, input);
  return (tx: EntityManager) =>
    warnedWrite(tx, keys.companyId, () => changeCompany(tx, keys, form, context.caller.memberId));
};

/** Registers a company; answers it with what the save warns of (it saves all the same). */
export const createCompany = operation(
  { area: 'companies', level: 'write' },
  async (context, input: unknown): Promise<CompanySave> => {
    const write = createWrite(context, input);
    const { companyId, warnings } = await withActor(context.em, context.caller.memberId, write);
    return { company: await getCompany(context, companyId), warnings };
  },
);

/** Changes a company; answers it with what the save warns of (it saves all the same). */
export const updateCompany = operation(
  { area: 'companies', level: 'write' },
  async (context, input: unknown): Promise<CompanySave> => {
    const write = updateWrite(context, input);
    const { companyId, warnings } = await withActor(context.em, context.caller.memberId, write);
    return { company: await getCompany(context, companyId), warnings };
  },
);

/** What registering the company would warn of, nothing stored (the form asks before it saves). */
export const createCompanyWarnings = operation(
  createCompany.access,
  (context, input: unknown): Promise<CompanySaveWarning[]> => dryRun(context, createWrite(context, input)),
);

/** What changing the company would warn of, nothing stored. */
export const updateCompanyWarnings = operation(
  updateCompany.access,
  (context, input: unknown): Promise<CompanySaveWarning[]> => dryRun(context, updateWrite(context, input)),
);
