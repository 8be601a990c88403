// The money rules of the monthly invoice (청구서), docs/decisions.md#money and
// docs/decisions.md#who-is-billed-what; docs/billing.md tabulates them with worked examples. Amounts
// are whole won, VAT is 10% rounded half up per section (base fare, parcel = QTY lines, communication
// = WEIGHT lines), a billing period is the calendar month (billing day '30') or the 21st of the
// previous month through the 20th (billing day '20'), a goods line is billed to its payer (sender
// when prepaid, receiver when collect) and rolls up to the top of the payer's settlement group. Pure:
// the API's generation statement computes the same in SQL
// (api/src/modules/invoice/invoice-generation.ts), and the tests hold both to these.
import type { BillStandardDay, YesNo } from '../codes';

/** VAT rate in percent (부가가치세 10%). */
export const VAT_PERCENT = 10;

/** A billing period: the first and last Seoul calendar dates it covers, yyyy-MM-dd, both included. */
export interface BillingPeriod {
  start: string;
  end: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Days in a month (1-12) of a year: February has 29 in leap years (2024, 2000; not 2100). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The period an invoice of (year, month, billing day) covers. Billing day '30' (말일): the calendar
 * month, 1st to its last day. Billing day '20': the 21st of the previous month through the 20th, so
 * January's runs from December 21st of the year before.
 */
export function billingPeriod(year: number, month: number, billCd: BillStandardDay): BillingPeriod {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`no billing period for ${year}-${month}`);
  if (billCd === '30')
    return { start: dateOf(year, month, 1), end: dateOf(year, month, daysInMonth(year, month)) };
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  return { start: dateOf(previousYear, previousMonth, 21), end: dateOf(year, month, 20) };
}

/**
 * A period cut at month ends: one part for a calendar month, two for a day-20 period (the 21st to
 * the month's end, then the 1st to the 20th). A Korean monthly tax invoice covers one calendar month
 * at most, so the tax-bill download issues one bill per part
 * (docs/decisions.md#tax-bill-per-calendar-month).
 */
export function periodParts(period: BillingPeriod): BillingPeriod[] {
  const parts: BillingPeriod[] = [];
  let start = period.start;
  while (start <= period.end) {
    const [year, month] = start.split('-').map(Number) as [number, number];
    const monthEnd = dateOf(year, month, daysInMonth(year, month));
    const end = monthEnd < period.end ? monthEnd : period.end;
    parts.push({ start, end });
    start = month === 12 ? dateOf(year + 1, 1, 1) : dateOf(year, month + 1, 1);
  }
  return parts;
}

/**
 * 10% VAT of a whole-won amount, rounded half up: 15 → 2 (1.5), 14 → 1 (1.4), 25 → 3, 0 → 0.
 * Integer arithmetic, floor((amount + 5) / 10), so no binary fraction can tip a .5 the wrong way.
 */
export function vat(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a won amount: ${amount}`);
  return Math.floor((amount + 5) / 10);
}

/** The amount columns of an invoice and of each company's row (bill_history, bill_history_detail). */
export interface InvoiceAmounts {
  /** Base fare (기본료): the company's monthly communication fee when it is a COM shipper. */
  communicationFee: number;
  communicationFeeVat: number;
  /** Parcel amount (택배): billed amounts of QTY goods lines (the payer's side of each). */
  untpc: number;
  untpcVat: number;
  /** Communication amount (통신): billed amounts of WEIGHT goods lines (sender + receiver amounts). */
  weightUntpc: number;
  weightUntpcVat: number;
  /** Pieces of QTY lines (the payer's side) plus kg of WEIGHT lines (the sender's), each line once. */
  totQty: number;
  /** Everything above but totQty: what the company pays. */
  totAmount: number;
}

/** Charges the sender pays (선불 CH001, 신용 선불 CH003); the others are collect (착불 CH002, 신용 착불 CH004). */
export const PREPAID_CHARGES = ['CH001', 'CH003'] as const;
export const COLLECT_CHARGES = ['CH002', 'CH004'] as const;

/** The shipper type (SHIPPER_TYPE) of communication shippers, who pay a monthly base fare. */
export const COMMUNICATION_SHIPPER = 'COM';

/** How many settlement-group steps a company's charges climb at most (the reference's limit). */
export const MAX_GROUP_STEPS = 4;

/** What billing needs of a company (company table). */
export interface BillableCompany {
  shipperYn: YesNo;
  /** N (거래 중지, suspended): not billed. */
  useYn: YesNo;
  /** N: the company takes no VAT (부가세 발행 N), its VAT columns are 0. */
  vatYn: YesNo;
  billStdrCd: BillStandardDay;
  /** SHIPPER_TYPE code: only COM (통신) shippers pay the base fare. */
  shipperCd: string | null;
  communicationFee: number;
}

/** A goods line as billing reads it: the transport's charge and both sides' quantity and amount. */
export interface BillableLine {
  chargeCd: string;
  trnsprtCd: 'QTY' | 'WEIGHT';
  senderQty: number;
  receiverQty: number;
  senderAmount: number;
  receiverAmount: number;
}

/**
 * Who pays a goods line: the sender for prepaid charges (CH001, CH003), the receiver for collect
 * charges (CH002, CH004). An unknown charge bills nobody.
 */
export function payerSide(chargeCd: string): 'SENDER' | 'RECEIVER' | null {
  if ((PREPAID_CHARGES as readonly string[]).includes(chargeCd)) return 'SENDER';
  if ((COLLECT_CHARGES as readonly string[]).includes(chargeCd)) return 'RECEIVER';
  return null;
}

/** The company that pays a goods line (by payerSide); null for a typed party or an unknown charge. */
export function payerOf(
  line: Pick<InvoiceLine, 'chargeCd' | 'senderCompanyId' | 'receiverCompanyId'>,
): number | null {
  const side = payerSide(line.chargeCd);
  return side === 'SENDER' ? line.senderCompanyId : side === 'RECEIVER' ? line.receiverCompanyId : null;
}

/**
 * What a goods line bills its payer: a parcel (QTY) line the payer's side (a prepaid one its sender
 * amount, a collect one its receiver amount); a communication (WEIGHT) line both sides' amounts (the
 * reference stores them as two bill rows). A line of an unknown charge is priced as prepaid.
 */
export function billedAmount(
  line: Pick<BillableLine, 'chargeCd' | 'trnsprtCd' | 'senderAmount' | 'receiverAmount'>,
): number {
  if (line.trnsprtCd === 'WEIGHT') return line.senderAmount + line.receiverAmount;
  return payerSide(line.chargeCd) === 'RECEIVER' ? line.receiverAmount : line.senderAmount;
}

/**
 * The quantity a goods line counts on an invoice (totQty), once per line: a parcel line the pieces
 * of the payer's side, a communication line its sender's kg.
 */
export function billedQty(
  line: Pick<BillableLine, 'chargeCd' | 'trnsprtCd' | 'senderQty' | 'receiverQty'>,
): number {
  if (line.trnsprtCd === 'WEIGHT') return line.senderQty;
  return payerSide(line.chargeCd) === 'RECEIVER' ? line.receiverQty : line.senderQty;
}

/** A party's unit prices as its transport carries them (its company's, copied when picked). */
export interface PartyPrices<Price = number> {
  /** 수량단가: won per piece. */
  untpc: Price;
  /** 무게단가: won per kg. */
  weightUntpc: Price;
}

/** The two unit prices of a goods line. */
export interface LinePrices<Price = number> {
  senderUntpc: Price;
  receiverUntpc: Price;
}

/**
 * The unit prices a goods line is priced at, following its payer
 * (docs/decisions.md#prices-follow-the-payer; the reference's shipments-editor pickUnits): a parcel
 * (QTY) line carries each party's 수량단가 on its own side, so the payer's side (the one billed) is at
 * the payer's price; a communication (WEIGHT) line carries the payer's 무게단가 on both sides, since the
 * payer pays both. An unknown charge is priced as prepaid. Prices pass through as they are (numbers
 * on the server, the editor's typed text), so the editor and the server price by this one rule.
 */
export function linePrices<Price>(
  chargeCd: string,
  trnsprtCd: 'QTY' | 'WEIGHT',
  sender: PartyPrices<Price>,
  receiver: PartyPrices<Price>,
): LinePrices<Price> {
  if (trnsprtCd === 'QTY') return { senderUntpc: sender.untpc, receiverUntpc: receiver.untpc };
  const payer = payerSide(chargeCd) === 'RECEIVER' ? receiver : sender;
  return { senderUntpc: payer.weightUntpc, receiverUntpc: payer.weightUntpc };
}

/**
 * The company a company's charges are billed to: the top of its chain of settlement group companies
 * (`groupOf` answers a company's excclcCompanyId). A company with no group, or itself as its group,
 * is its own top; the climb stops after MAX_GROUP_STEPS steps and never revisits a company, so a
 * cycle in old data cannot loop (company saves refuse new cycles).
 */
export function settlementTop(
  companyId: number,
  groupOf: (companyId: number) => number | null | undefined,
): number {
  const seen = new Set([companyId]);
  let top = companyId;
  for (let step = 0; step < MAX_GROUP_STEPS; step += 1) {
    const group = groupOf(top);
    if (group === null || group === undefined || seen.has(group)) break;
    seen.add(group);
    top = group;
  }
  return top;
}

/**
 * Whether an invoice of billing day `billCd` bills the company: a shipper in use (useYn Y) whose own
 * billing day it is. (The supplier, and that the company is the top of its group, are the caller's.)
 */
export function isBilled(company: BillableCompany, billCd: BillStandardDay): boolean {
  return company.shipperYn === 'Y' && company.useYn === 'Y' && company.billStdrCd === billCd;
}

/**
 * One top company's share of an invoice, given the goods lines it pays for (its own and its group
 * members', as payer): parcel = the billed amounts of QTY lines, communication = of WEIGHT lines
 * (both sides), base fare = its communication fee when it is a COM shipper (also without lines).
 * Each section's VAT is rounded on its own. totQty: the billed quantities of those lines (pieces
 * of QTY lines plus kg of WEIGHT lines).
 */
export function companyAmounts(company: BillableCompany, lines: readonly BillableLine[]): InvoiceAmounts {
  const withVat = company.vatYn === 'Y';
  const communicationFee = company.shipperCd === COMMUNICATION_SHIPPER ? company.communicationFee : 0;
  let untpc = 0;
  let weightUntpc = 0;
  let totQty = 0;
  for (const line of lines) {
    if (line.trnsprtCd === 'WEIGHT') weightUntpc += billedAmount(line);
    else untpc += billedAmount(line);
    totQty += billedQty(line);
  }
  const amounts = {
    communicationFee,
    communicationFeeVat: withVat ? vat(communicationFee) : 0,
    untpc,
    untpcVat: withVat ? vat(untpc) : 0,
    weightUntpc,
    weightUntpcVat: withVat ? vat(weightUntpc) : 0,
    totQty,
  };
  return { ...amounts, totAmount: totalOf(amounts) };
}

/** A company as an invoice run sees it: its billing columns, supplier and settlement group. */
export interface InvoiceCompany extends BillableCompany {
  companyId: number;
  billCompanyId: number | null;
  excclcCompanyId: number | null;
}

/** A goods line of the period with its two parties (registered companies, or null when typed). */
export interface InvoiceLine extends BillableLine {
  senderCompanyId: number | null;
  receiverCompanyId: number | null;
}

/**
 * The whole rule set of one invoice, in memory: each line goes to its payer, then to the top of the
 * payer's settlement group; one row per top company of the supplier and billing day (shipper in
 * use), with its amounts. What the generation statement computes in SQL; tests compare the two.
 */
export function invoiceRows(
  companies: readonly InvoiceCompany[],
  lines: readonly InvoiceLine[],
  invoice: { billCompanyId: number; billCd: BillStandardDay },
): Map<number, InvoiceAmounts> {
  const byId = new Map(companies.map((company) => [company.companyId, company]));
  const groupOf = (id: number) => byId.get(id)?.excclcCompanyId;
  const linesOfTop = new Map<number, BillableLine[]>();
  for (const line of lines) {
    const payer = payerOf(line);
    if (payer === null) continue;
    const top = settlementTop(payer, groupOf);
    const topLines = linesOfTop.get(top);
    if (topLines) topLines.push(line);
    else linesOfTop.set(top, [line]);
  }
  const rows = new Map<number, InvoiceAmounts>();
  for (const company of companies) {
    const isTop = settlementTop(company.companyId, groupOf) === company.companyId;
    if (!isTop || company.billCompanyId !== invoice.billCompanyId || !isBilled(company, invoice.billCd))
      continue;
    rows.set(company.companyId, companyAmounts(company, linesOfTop.get(company.companyId) ?? []));
  }
  return rows;
}

/**
 * Why a goods line is on no invoice (docs/decisions.md#nothing-billed-to-nobody-by-accident), the
 * delivery check's filter `unbilled` and the month-end close board's counts:
 * - `nobody`, by accident: no registered company pays it (a party typed by name, an unknown charge),
 *   or its payer's settlement group top, in use, is no shipper, has no supplier, or is not its own
 *   top (a chain longer than MAX_GROUP_STEPS goes on past it);
 * - `suspended`, deliberately: the top is suspended (거래 중지, useYn N). A shipper cannot be
 *   suspended (the company form and the database refuse it), so such a top was taken out of billing.
 */
export const UNBILLED_REASONS = ['nobody', 'suspended'] as const;
export type UnbilledReason = (typeof UNBILLED_REASONS)[number];

/**
 * Why no invoice bills the line (UNBILLED_REASONS), or null when one does: its payer's group top is
 * a shipper in use with a supplier, its own top (the invoice of that supplier and billing day).
 */
export function unbilledReason(
  line: Pick<InvoiceLine, 'chargeCd' | 'senderCompanyId' | 'receiverCompanyId'>,
  companies: readonly InvoiceCompany[],
): UnbilledReason | null {
  const payer = payerOf(line);
  if (payer === null) return 'nobody';
  const byId = new Map(companies.map((company) => [company.companyId, company]));
  const groupOf = (id: number) => byId.get(id)?.excclcCompanyId;
  const topId = settlementTop(payer, groupOf);
  const top = byId.get(topId);
  if (!top) throw new RangeError(`unknown company ${topId}`);
  if (top.useYn === 'N') return 'suspended';
  const ownTop = settlementTop(topId, groupOf) === topId;
  return top.shipperYn === 'Y' && top.billCompanyId !== null && ownTop ? null : 'nobody';
}

type AmountColumns = Omit<InvoiceAmounts, 'totAmount' | 'totQty'>;
const totalOf = (amounts: AmountColumns) =>
  amounts.communicationFee +
  amounts.communicationFeeVat +
  amounts.untpc +
  amounts.untpcVat +
  amounts.weightUntpc +
  amounts.weightUntpcVat;

/**
 * The invoice's columns: each the sum of its companies' (VAT summed as rounded per company, so an
 * accountant re-adds the invoice from its rows to the won). No company: all zero.
 */
export function invoiceTotals(rows: readonly InvoiceAmounts[]): InvoiceAmounts {
  const sum = (key: keyof InvoiceAmounts) => rows.reduce((total, row) => total + row[key], 0);
  return {
    communicationFee: sum('communicationFee'),
    communicationFeeVat: sum('communicationFeeVat'),
    untpc: sum('untpc'),
    untpcVat: sum('untpcVat'),
    weightUntpc: sum('weightUntpc'),
    weightUntpcVat: sum('weightUntpcVat'),
    totQty: sum('totQty'),
    totAmount: sum('totAmount'),
  };
}
