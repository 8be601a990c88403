// The preview's row checks. Each row is built into the sender, receiver and goods line the editor
// would send (the sender filled from its company as the editor fills it when a company is picked)
// and checked with the transport form's own schemas; what only the database knows (companies by
// name, codes, waybill numbers taken or outside the sender's ranges) is read for the whole file in
// one statement first; numbers repeated in the file come from the caller, who knows every row.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImportRowProblem } from '@parcel/db';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { everyProblem, type EveryProblem } from '@parcel/shared/forms/ordered-form';
import {
  defaultCalculation,
  shipmentSchema,
  isBlankShipment,
  receiverSchema,
  senderSchema,
  TRANSPORT_DEFAULTS,
  TRANSPORT_EDITOR_MESSAGES,
  unbilledPayerMessage,
  type ShipmentData,
  type ReceiverData,
  type SenderData,
} from '@parcel/shared/forms/transport-form';
import {
  IMPORT_DEFAULTS,
  IMPORT_FIELD_DECLARATIONS,
  IMPORT_FIELDS,
  type ImportField,
  TRANSPORT_IMPORT_CHECK_MESSAGES,
  TRANSPORT_IMPORT_MESSAGES,
} from '@parcel/shared/forms/transport-import';
import { linePrices, payerSide, type PartyPrices } from '@parcel/shared/settlement/billing';
import { toDigits } from '@parcel/shared/validation/digits';
import { isValidRangeNumber } from '@parcel/shared/validation/number-range';
import { isValidMobilePhone } from '@parcel/shared/validation/phone';
import { billingStateOf, type BillingState } from '@parcel/db';
import { TRANSPORT_SAVE_MESSAGES } from '../transport/transport-write.service';
import { CALCULATION_CODES, codeOf, importDate, type ImportValues, type NamedCode } from './import-values';

/** A registered company, with what a party takes from it. */
export interface CompanyFacts {
  companyId: number;
  companyNm: string;
  bizNo: string;
  telNo: string | null;
  managerNm: string | null;
  managerTelNo: string | null;
  address: string | null;
  regionCd: string | null;
  regionDtlCd: string | null;
  shipperCd: string | null;
  untpc: number;
  weightUntpc: number;
  /** Whom the lines it pays bill (billing-sql.ts billingStateOf), and its settlement group top. */
  billingState: BillingState;
  topCompanyNm: string;
}

/** What the database says about a file: read once for all its rows (readReferenceFacts). */
export interface ReferenceFacts {
  /** Companies named by a 보내는사람 or 받는사람 cell (by trimmed name or business number, in use or not), and the chosen sender. */
  companies: CompanyFacts[];
  /** CHARGE and GOODS_KIND codes in use. */
  codes: (NamedCode & { type: string })[];
  /** Waybill numbers of the file that a goods line already carries. */
  takenWaybills: string[];
  /** The live pre-registered waybill ranges of those companies. */
  ranges: { companyId: number; start: string; end: string }[];
}

/** A row as the check reads it: its number and its values. */
export interface RowToCheck {
  rowNo: number;
  values: ImportValues;
}

/** What a row becomes when it has no problem: the editor's sender, receiver and goods line. */
export interface BuiltRow {
  requstDt: string;
  sender: SenderData;
  receiver: ReceiverData;
  line: ShipmentData;
  /** 상품명 and 배송메시지: the receiver's remark is its lines' distinct notes. */
  notes: string[];
}

export interface CheckedRow {
  rowNo: number;
  problems: ImportRowProblem[];
  /** Rows of one transport share it: sender company, reception date, charge (null: unresolved). */
  transportKey: string | null;
  /** Rows of one receiver within a transport share it: the company, or name, phone and address. */
  receiverKey: string | null;
  built: BuiltRow | null;
  /** Why its line would bill nobody (it may still be registered); null when it is billed. */
  warning: string | null;
}

/** Everything a row check needs besides the row. */
export interface CheckContext {
  facts: ReferenceFacts;
  /** The sender company chosen on the screen, for rows without a 보내는사람. */
  senderCompanyId: number | null;
  /** The other rows of the file carrying a waybill number (its digits). */
  rowsWithWaybill: (waybillNo: string) => readonly number[];
  today?: string;
  /**
   * A customer's (화주) companies (Caller.companyScope): its rows must send as one of them, and are
   * priced by the office's registered prices, a 단가 cell ignored. Null or absent for staff.
   */
  senderScope?: readonly number[] | null;
}

const label = (field: ImportField) => IMPORT_FIELD_DECLARATIONS[field].label;
const named = (field: ImportField, message: string): ImportRowProblem => ({
  field,
  message: `${label(field)}: ${message}`,
});

/** The waybill number's digits when the form would take it, else null. */
export const waybillDigits = (text: string | null): string | null =>
  text && isValidRangeNumber(text) ? toDigits(text) : null;

/**
 * Reads what the rows' checks need from the database in one statement: the companies their
 * 보내는사람 and 받는사람 cells name (those in use, by exact name or business number) and the chosen
 * sender (in use or not), the charge and goods kind codes, which of their waybill numbers are taken, and the
 * companies' waybill ranges.
 */
export async function readReferenceFacts(
  em: EntityManager,
  rows: readonly RowToCheck[],
  senderCompanyId: number | null,
): Promise<ReferenceFacts> {
  const names = new Set<string>();
  const bizNos = new Set<string>();
  const waybills = new Set<string>();
  for (const { values } of rows) {
    if (values.senderCompany) {
      names.add(values.senderCompany.trim());
      const digits = toDigits(values.senderCompany);
      if (digits.length === 10) bizNos.add(digits);
    }
    if (values.receiverName) names.add(values.receiverName.trim());
    const waybill = waybillDigits(values.waybillNo);
    if (waybill) waybills.add(waybill);
  }
  const [facts] = await em.execute<ReferenceFacts[]>(
    `with companies as (
       select c.company_id as "companyId", c.company_nm as "companyNm", c.biz_no as "bizNo", c.tel_no as "telNo",
              c.manager_nm as "managerNm", c.manager_tel_no as "managerTelNo", c.address, c.region_cd as "regionCd",
              c.region_dtl_cd as "regionDtlCd", c.shipper_cd as "shipperCd", c.untpc, c.weight_untpc as "weightUntpc",
              ${billingStateOf('c.company_id')} as "billingState",
              (select t.company_nm from company t where t.company_id = settlement_top_of(c.company_id)) as "topCompanyNm"
         from company c
        where btrim(c.company_nm) in (select jsonb_array_elements_text(cast(? as jsonb)))
           or c.biz_no in (select jsonb_array_elements_text(cast(? as jsonb))) or c.company_id = ?)
     select
       (select coalesce(json_agg(c), '[]') from companies c) as companies,
       (select coalesce(json_agg(json_build_object('type', k.code_type, 'val', k.code_val, 'nm', k.code_nm)
                                 order by k.code_type, k.sort_order, k.code_id), '[]')
          from code k where k.use_yn = 'Y' and k.code_type in ('CHARGE', 'GOODS_KIND')) as codes,
       (select coalesce(json_agg(s.waybill_no), '[]') from shipment s
         where s.waybill_no in (select jsonb_array_elements_text(cast(? as jsonb)))) as "takenWaybills",
       (select coalesce(json_agg(json_build_object('companyId', w.sender_company_id, 'start', w.start_no::text,
                                                   'end', w.end_no::text)), '[]')
          from waybill w where w.del_yn = 'N' and w.sender_company_id in (select "companyId" from companies)) as ranges`,
    [
      JSON.stringify([...names]),
      JSON.stringify([...bizNos]),
      senderCompanyId ?? 0,
      JSON.stringify([...waybills]),
    ],
  );
  return facts!;
}

/** The facts indexed for the row checks. */
interface Lookups {
  byName: Map<string, CompanyFacts[]>;
  byBizNo: Map<string, CompanyFacts>;
  byId: Map<number, CompanyFacts>;
  charges: NamedCode[];
  kinds: NamedCode[];
  taken: Set<string>;
  ranges: Map<number, { start: bigint; end: bigint }[]>;
}

function lookupsOf(facts: ReferenceFacts): Lookups {
  const byName = new Map<string, CompanyFacts[]>();
  // By the trimmed name: a party typed by name is the company of exactly that name (transport-write.service.ts linkAndPrice).
  for (const company of facts.companies) {
    const name = company.companyNm.trim();
    byName.set(name, [...(byName.get(name) ?? []), company]);
  }
  const ranges = new Map<number, { start: bigint; end: bigint }[]>();
  for (const range of facts.ranges)
    ranges.set(range.companyId, [
      ...(ranges.get(range.companyId) ?? []),
      { start: BigInt(range.start), end: BigInt(range.end) },
    ]);
  return {
    byName,
    byBizNo: new Map(facts.companies.map((company) => [company.bizNo, company])),
    byId: new Map(facts.companies.map((company) => [company.companyId, company])),
    charges: facts.codes.filter((code) => code.type === 'CHARGE'),
    kinds: facts.codes.filter((code) => code.type === 'GOODS_KIND'),
    taken: new Set(facts.takenWaybills),
    ranges,
  };
}

/** The sender company of a row: its 보내는사람 (a name or business number), else the chosen one. */
function senderCompanyOf(
  values: ImportValues,
  lookups: Lookups,
  chosen: number | null,
): CompanyFacts | ImportRowProblem {
  const text = values.senderCompany;
  if (!text) {
    const company = chosen === null ? undefined : lookups.byId.get(chosen);
    if (company) return company;
    return chosen === null
      ? { field: 'senderCompany', message: TRANSPORT_IMPORT_CHECK_MESSAGES.noSender }
      : { field: 'senderCompany', message: TRANSPORT_IMPORT_MESSAGES.unknownCompany(label('senderCompany')) };
  }
  const byName = lookups.byName.get(text.trim()) ?? [];
  if (byName.length > 1)
    return {
      field: 'senderCompany',
      message: TRANSPORT_IMPORT_MESSAGES.ambiguousCompany(label('senderCompany')),
    };
  const company = byName[0] ?? lookups.byBizNo.get(toDigits(text));
  return (
    company ?? {
      field: 'senderCompany',
      message: TRANSPORT_IMPORT_MESSAGES.unknownCompany(label('senderCompany')),
    }
  );
}

/** The sender as the editor sends it once the company is picked (party-fields.tsx `pick`). */
function senderValues(company: CompanyFacts, chargeCd: string) {
  return {
    chargeCd,
    address: company.address,
    managerNm: company.managerNm,
    telNo: company.telNo,
    managerTelNo: company.managerTelNo,
    companyNm: company.companyNm,
    senderCompanyId: company.companyId,
    shipperCd: company.shipperCd ?? TRANSPORT_DEFAULTS.shipperCd,
    regionCd: company.regionCd ?? TRANSPORT_DEFAULTS.regionCd,
    regionDtlCd: company.regionCd ? company.regionDtlCd : TRANSPORT_DEFAULTS.regionDtlCd,
    rmk: null,
    untpc: company.untpc,
    weightUntpc: company.weightUntpc,
  };
}

const SENDER_FIELD_OF: Partial<Record<string, ImportField>> = { chargeCd: 'chargeCd' };
const LINE_FIELD_OF: Partial<Record<string, ImportField>> = {
  trnsprtCd: 'trnsprtCd',
  kindCd: 'kindCd',
  waybillNo: 'waybillNo',
  senderQty: 'quantity',
  receiverQty: 'quantity',
  senderUntpc: 'unitPrice',
  receiverUntpc: 'quantity',
};

const NO_PRICES: PartyPrices = { untpc: 0, weightUntpc: 0 };
const pricesOf = (party: { untpc: number | null; weightUntpc: number | null } | null): PartyPrices => ({
  untpc: party?.untpc ?? 0,
  weightUntpc: party?.weightUntpc ?? 0,
});

/**
 * A row's unit prices: by the payer (billing.ts linePrices), as the editor prices a new line; a
 * 단가 cell is the billed price, so it replaces the payer's side of a parcel line and both sides of
 * a communication line (docs/decisions.md#prices-follow-the-payer).
 */
function importPrices(
  unitPrice: string | number | null,
  chargeCd: string,
  calculation: string,
  sender: SenderData | null,
  receiver: ReceiverData | null,
) {
  const trnsprtCd = calculation === 'WEIGHT' ? 'WEIGHT' : 'QTY';
  const rule = linePrices(chargeCd, trnsprtCd, sender ? pricesOf(sender) : NO_PRICES, pricesOf(receiver));
  if (unitPrice === null) return rule;
  if (trnsprtCd === 'WEIGHT') return { senderUntpc: unitPrice, receiverUntpc: unitPrice };
  return payerSide(chargeCd) === 'RECEIVER'
    ? { senderUntpc: rule.senderUntpc, receiverUntpc: unitPrice }
    : { senderUntpc: unitPrice, receiverUntpc: rule.receiverUntpc };
}

/**
 * Why a row's line would bill nobody, as the editor warns: its payer by the charge (the sender when
 * prepaid, the receiver when collect) is no registered company or its group top bills nobody.
 */
function unbilledWarningOf(
  chargeCd: string,
  sender: CompanyFacts | null,
  receiver: CompanyFacts | null,
  values: ImportValues,
): string | null {
  const side = payerSide(chargeCd) === 'RECEIVER' ? 'RECEIVER' : 'SENDER';
  const payer = side === 'RECEIVER' ? receiver : sender;
  if (payer && payer.billingState !== 'NOBODY') return null;
  const typed = (side === 'RECEIVER' ? values.receiverName : values.senderCompany) ?? '';
  const reason = unbilledPayerMessage(side, payer?.companyNm ?? typed, payer ? payer.topCompanyNm : null);
  return `${TRANSPORT_EDITOR_MESSAGES.unbilledLine}: ${reason}`;
}

/** The problems of one row and, when it has none, what it becomes. */
function checkRow(
  { rowNo, values }: RowToCheck,
  lookups: Lookups,
  context: CheckContext,
  senders: Map<string, EveryProblem<SenderData>>,
): CheckedRow {
  const problems: ImportRowProblem[] = [];
  const add = (field: ImportField, message: string) => problems.push(named(field, message));

  // Codes and the date, as files write them.
  const requstDt = values.receptionDate ? importDate(values.receptionDate) : (context.today ?? seoulToday());
  if (!requstDt)
    problems.push({
      field: 'receptionDate',
      message: TRANSPORT_IMPORT_CHECK_MESSAGES.badDate(label('receptionDate')),
    });
  const codeOrProblem = (field: ImportField, codes: readonly NamedCode[], fallback: string) => {
    const text = values[field];
    if (!text) return fallback;
    const code = codeOf(text, codes);
    if (code === null) problems.push({ field, message: TRANSPORT_IMPORT_MESSAGES.unknownCode(label(field)) });
    return code ?? text;
  };
  const chargeCd = codeOrProblem('chargeCd', lookups.charges, TRANSPORT_DEFAULTS.chargeCd);
  const kindCd = codeOrProblem('kindCd', lookups.kinds, IMPORT_DEFAULTS.kindCd);

  // The sender: its company's party, checked once per company and charge.
  const company = senderCompanyOf(values, lookups, context.senderCompanyId);
  let sender: SenderData | null = null;
  if ('field' in company) problems.push(company);
  else if (context.senderScope && !context.senderScope.includes(company.companyId))
    add('senderCompany', TRANSPORT_EDITOR_MESSAGES.senderNotCustomers);
  else {
    const key = `${company.companyId}|${chargeCd}`;
    const checked = senders.get(key) ?? everyProblem(senderSchema, senderValues(company, chargeCd));
    senders.set(key, checked);
    for (const problem of checked.problems)
      add(SENDER_FIELD_OF[problem.field] ?? 'senderCompany', problem.message);
    sender = checked.data;
  }

  // The receiver: a registered company when exactly one live company has the name.
  const sameName = values.receiverName ? (lookups.byName.get(values.receiverName.trim()) ?? []) : [];
  const receiverCompany = sameName.length === 1 ? sameName[0]! : null;
  const typedTel = values.receiverTelNo;
  const typedMobile = values.receiverMobileNo;
  const telNo = typedTel ?? receiverCompany?.telNo ?? typedMobile;
  // A landline alone does not stand in for the mobile number: the row asks for its 휴대폰 column.
  const managerTelNo =
    typedMobile ?? receiverCompany?.managerTelNo ?? (telNo && isValidMobilePhone(telNo) ? telNo : null);
  const address = values.address ?? receiverCompany?.address ?? null;
  const notes = [values.goodsName, values.deliveryMessage].filter((note): note is string => note !== null);
  const receiverFieldOf: Partial<Record<string, ImportField>> = {
    // A typed 우편번호 in front of the registered company's address is what went wrong there; a
    // missing address is the 주소 column's problem whatever the 우편번호.
    address: values.address || !values.zipCode || !address ? 'address' : 'zipCode',
    telNo: typedTel ? 'receiverTelNo' : typedMobile ? 'receiverMobileNo' : 'receiverName',
    managerTelNo: 'receiverMobileNo',
    rmk: values.deliveryMessage ? 'deliveryMessage' : 'goodsName',
  };
  const receiverChecked = everyProblem(receiverSchema, {
    address: address && values.zipCode ? `(${values.zipCode}) ${address}` : address,
    telNo,
    managerTelNo,
    companyNm: values.receiverName,
    receiverTransportId: null,
    receiverCompanyId: receiverCompany?.companyId ?? null,
    shipperCd: receiverCompany?.shipperCd ?? TRANSPORT_DEFAULTS.shipperCd,
    regionCd: receiverCompany?.regionCd ?? TRANSPORT_DEFAULTS.regionCd,
    regionDtlCd: receiverCompany?.regionCd ? receiverCompany.regionDtlCd : TRANSPORT_DEFAULTS.regionDtlCd,
    rmk: notes.join(' / ') || null,
    untpc: receiverCompany?.untpc ?? 0,
    weightUntpc: receiverCompany?.weightUntpc ?? 0,
    shipments: [],
    deletedShipmentIds: [],
  });
  for (const problem of receiverChecked.problems)
    add(receiverFieldOf[problem.field] ?? 'receiverName', problem.message);
  const receiver = receiverChecked.data;

  // The goods line, priced as the editor prices a new line.
  const calculation = values.trnsprtCd
    ? codeOrProblem('trnsprtCd', CALCULATION_CODES, 'QTY')
    : defaultCalculation(sender?.shipperCd, receiver?.shipperCd ?? TRANSPORT_DEFAULTS.shipperCd);
  const quantity = values.quantity ?? IMPORT_DEFAULTS.quantity;
  const lineValues = {
    shipmentId: null,
    trnsprtCd: calculation,
    kindCd,
    waybillNo: values.waybillNo,
    senderQty: quantity,
    receiverQty: quantity,
    ...importPrices(context.senderScope ? null : values.unitPrice, chargeCd, calculation, sender, receiver),
  };
  const lineChecked = everyProblem(shipmentSchema, lineValues);
  for (const problem of lineChecked.problems)
    add(LINE_FIELD_OF[problem.field] ?? 'quantity', problem.message);
  const line = lineChecked.data;
  if (line && isBlankShipment(line))
    problems.push({ field: 'quantity', message: TRANSPORT_IMPORT_CHECK_MESSAGES.blankLine });

  // The waybill number against the database and the file.
  const waybill = line?.waybillNo ?? null;
  if (waybill) {
    if (lookups.taken.has(waybill)) add('waybillNo', TRANSPORT_SAVE_MESSAGES.waybillTaken(waybill));
    const ranges = sender?.senderCompanyId ? lookups.ranges.get(sender.senderCompanyId) : undefined;
    const number = BigInt(waybill);
    if (ranges && !ranges.some((range) => range.start <= number && number <= range.end))
      add('waybillNo', TRANSPORT_SAVE_MESSAGES.waybillOutOfRange(waybill));
    const other = context.rowsWithWaybill(waybill).find((otherRow) => otherRow !== rowNo);
    if (other !== undefined)
      problems.push({
        field: 'waybillNo',
        message: TRANSPORT_IMPORT_MESSAGES.repeatedInFile(waybill, other),
      });
  }

  if (isTemplateExample(values))
    problems.push({ field: 'receiverName', message: TRANSPORT_IMPORT_CHECK_MESSAGES.exampleRow });

  const warning = unbilledWarningOf(chargeCd, 'field' in company ? null : company, receiverCompany, values);

  const kept = firstPerField(problems);
  const receiverKey = receiver
    ? receiver.receiverCompanyId
      ? `company:${receiver.receiverCompanyId}`
      : `typed:${receiver.companyNm}|${receiver.telNo}|${receiver.address}`
    : null;
  return {
    rowNo,
    problems: kept,
    transportKey: sender && requstDt ? `${sender.senderCompanyId}|${requstDt}|${sender.chargeCd}` : null,
    receiverKey,
    built:
      kept.length === 0 && sender && receiver && line && requstDt
        ? { requstDt, sender, receiver, line, notes }
        : null,
    warning,
  };
}

/** The template's example row as it reads back: left in the file, it is no order to register. */
const TEMPLATE_EXAMPLE = Object.fromEntries(
  IMPORT_FIELDS.map((field) => [field, IMPORT_FIELD_DECLARATIONS[field].example || null]),
) as ImportValues;
const isTemplateExample = (values: ImportValues) =>
  IMPORT_FIELDS.every((field) => values[field] === TEMPLATE_EXAMPLE[field]);

/** A row's problems, the first of each column, in the columns' order. */
function firstPerField(problems: ImportRowProblem[]): ImportRowProblem[] {
  const first = new Map<ImportField, ImportRowProblem>();
  for (const problem of problems) if (!first.has(problem.field)) first.set(problem.field, problem);
  return IMPORT_FIELDS.flatMap((field) => first.get(field) ?? []);
}

/** Checks rows against the facts read for them (pure: the facts come from readReferenceFacts). */
export function checkRows(rows: readonly RowToCheck[], context: CheckContext): CheckedRow[] {
  const lookups = lookupsOf(context.facts);
  const senders = new Map<string, EveryProblem<SenderData>>();
  return rows.map((row) => checkRow(row, lookups, context, senders));
}

/** The rows of each waybill number among rows (for CheckContext.rowsWithWaybill over a whole file). */
export function rowsByWaybill(rows: readonly RowToCheck[]): (waybillNo: string) => readonly number[] {
  const rowsOf = new Map<string, number[]>();
  for (const { rowNo, values } of rows) {
    const waybill = waybillDigits(values.waybillNo);
    if (!waybill) continue;
    const list = rowsOf.get(waybill);
    if (list) list.push(rowNo);
    else rowsOf.set(waybill, [rowNo]);
  }
  return (waybillNo) => rowsOf.get(waybillNo) ?? [];
}
