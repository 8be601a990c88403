// The rules of bank deposits (입금 내역 반영, docs/bank-deposits.md): how a row of a bank's export
// becomes a deposit line, the key by which a line is applied once only, and how a deposit is matched
// to the invoice company rows still owed. Pure; the API reads the rows and the database with them.
//
// Matching, per deposit line (worked examples in bank-deposits.test.ts):
// - the depositor names a company when its text (depositorKey: no spaces, punctuation or legal forms
//   such as (주) and 주식회사) is the company's name, its representative's name, or a depositor name
//   remembered from an earlier manual match of that company; or when one is the start of the other
//   and the shorter has at least NAME_PREFIX_MIN characters (banks cut long names short);
// - 일치 (MATCHED): exactly one row of the named companies is owed exactly the deposit's amount;
// - 후보 여러 건 (CANDIDATES): several such rows (the user picks one);
// - 미확인 (UNMATCHED): none; the rows of the named companies (입금자만 일치) and the rows owed exactly
//   the amount (금액만 일치) are offered, never applied without the user's choice.
import {
  BANK_FILE_FIELDS,
  type BankFileField,
  type BankLineSkipReason,
  type BankMatchReason,
} from '../forms/bank-deposit';
import { isCalendarDate } from '../dates/seoul-date';

/** The payment.amount column is an integer. */
const AMOUNT_MAX = 2_147_483_647;
/** The longest text kept of a line's 적요, 입금자명 and 메모 (what the key and the payment take). */
export const BANK_TEXT_MAX = 100;
/** A depositor text naming a company by a prefix must have this many characters (after depositorKey). */
export const NAME_PREFIX_MIN = 4;
/** The most rows offered for one unmatched deposit. */
export const MAX_SUGGESTIONS = 10;

/** Which column (an index into the row's cells) fills each field; absent or null: none. */
export type BankMapping = Partial<Record<BankFileField, number | null>>;

/** A row of the file that holds money coming in or going out. */
export interface BankLine {
  /** The row's number in the file. */
  rowNo: number;
  /** When, as the bank says it (its own clock): yyyy-MM-dd HH:mm:ss. */
  transactedAt: string;
  summary: string;
  depositor: string;
  /** 입금액, whole won (0 for a withdrawal). */
  deposit: number;
  withdrawal: number;
  /** 잔액 after the line; null when the file has no balance column or the cell is empty. */
  balance: number | null;
  memo: string;
}

export type BankRow =
  | { kind: 'deposit' | 'withdrawal'; line: BankLine }
  | { kind: 'skipped'; rowNo: number; reason: BankLineSkipReason };

const pad = (value: number | string) => String(value).padStart(2, '0');

/** A time of day (14:23:11, 14:23, 142311, 1423, 오후 2:23:11, '' for midnight) as HH:mm:ss; null if not one. */
export function bankTime(text: string): string | null {
  const trimmed = text.trim().replace(/^\(|\)$/g, '');
  if (trimmed === '') return '00:00:00';
  const halfDay = /^(오전|오후|AM|PM)\s*/i.exec(trimmed);
  const rest = halfDay ? trimmed.slice(halfDay[0].length) : trimmed;
  const parts = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(rest) ?? /^(\d{2})(\d{2})(\d{2})?$/.exec(rest);
  if (!parts) return null;
  let hours = Number(parts[1]);
  const minutes = Number(parts[2]);
  const seconds = Number(parts[3] ?? 0);
  if (halfDay) {
    if (hours < 1 || hours > 12) return null;
    const afternoon = /오후|PM/i.test(halfDay[1]!);
    hours = (hours % 12) + (afternoon ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * A bank's date and time as yyyy-MM-dd HH:mm:ss: 2026-01-15 14:23:11, 2026.01.15 14:23,
 * 2026/1/15, 26.01.15, 2026년 1월 15일 14:23, 20260115142311, 2026-01-15T14:23:11; `time` (a 거래시간
 * column) when the date carries none. Null for text that is not a real date and time.
 */
export function bankDateTime(dateText: string, timeText = ''): string | null {
  const text = dateText.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})\s*(\d{4}(?:\d{2})?)?$/.exec(text);
  const written =
    /^(\d{4}|\d{2})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*일?\.?(?:[\sT]+(.*)|(\(.*\)))?$/.exec(text);
  const parts = compact ?? written;
  if (!parts) return null;
  const year = parts[1]!.length === 2 ? `20${parts[1]}` : parts[1]!;
  const day = `${year}-${pad(parts[2]!)}-${pad(parts[3]!)}`;
  if (!isCalendarDate(day)) return null;
  const ownTime = (parts[4] ?? parts[5] ?? '').trim();
  const time = bankTime(ownTime || timeText);
  return time === null ? null : `${day} ${time}`;
}

/**
 * Won as a bank writes it: 1,234,000 / 1234000원 / ₩1,234,000 / 1234000.00; '' and '-' are 0.
 * Null for anything else (a fraction of a won, letters). `signed` admits a minus (a balance).
 */
export function bankAmount(text: string, signed = false): number | null {
  const compact = text.replace(/[\s,원₩\\]/g, '');
  if (compact === '' || compact === '-') return 0;
  const parts = /^(-?)(\d+)(?:\.(\d+))?$/.exec(compact);
  if (!parts || (parts[1] && !signed) || /[1-9]/.test(parts[3] ?? '')) return null;
  const value = Number(parts[2]) * (parts[1] ? -1 : 1);
  return Number.isSafeInteger(value) ? value : null;
}

/** A cell's text, spaces collapsed, at most BANK_TEXT_MAX characters. */
const lineText = (text: string | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').trim().slice(0, BANK_TEXT_MAX);

/**
 * A row of the file as a deposit, a withdrawal, or a row that is neither (a title, a total, a row
 * without a date), with why. A row with both amounts counts as its deposit.
 */
export function readBankRow(rowNo: number, cells: readonly string[], mapping: BankMapping): BankRow {
  const cell = (field: BankFileField) => {
    const column = mapping[field];
    return column === null || column === undefined ? '' : (cells[column] ?? '');
  };
  const transactedAt = bankDateTime(cell('transactedAt'), cell('transactedTime'));
  if (!transactedAt) return { kind: 'skipped', rowNo, reason: 'noDate' };
  const deposit = bankAmount(cell('deposit'));
  const withdrawal = bankAmount(cell('withdrawal'));
  const balanceText = cell('balance').trim();
  const balance = balanceText === '' ? null : bankAmount(balanceText, true);
  if (deposit === null || withdrawal === null || (balance === null && balanceText !== ''))
    return { kind: 'skipped', rowNo, reason: 'badAmount' };
  if (deposit === 0 && withdrawal === 0) return { kind: 'skipped', rowNo, reason: 'noAmount' };
  if (deposit > AMOUNT_MAX) return { kind: 'skipped', rowNo, reason: 'tooLarge' };
  const line: BankLine = {
    rowNo,
    transactedAt,
    summary: lineText(cell('summary')),
    depositor: lineText(cell('depositor')),
    deposit,
    withdrawal,
    balance,
    memo: lineText(cell('memo')),
  };
  return { kind: deposit > 0 ? 'deposit' : 'withdrawal', line };
}

/** The fields of BANK_FILE_FIELDS a mapping gives a column. */
export const mappedFields = (mapping: BankMapping) =>
  BANK_FILE_FIELDS.filter((field) => mapping[field] !== null && mapping[field] !== undefined);

// --- The key -------------------------------------------------------------------------------------

/**
 * What makes a deposit line the same line in any export of the account: when, how much, the
 * balance after it, its texts, and, for lines alike in all of these (two equal deposits of one
 * minute in a file without balances), which of them it is in file order.
 */
export interface BankLineKey {
  transactedAt: string;
  amount: number;
  balance: number | null;
  depositor: string;
  summary: string;
  occurrence: number;
}

/** Each deposit line's key, in the lines' order (occurrences counted within these lines). */
export function lineKeys(lines: readonly BankLine[]): BankLineKey[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const parts = [line.transactedAt, line.deposit, line.balance, line.depositor, line.summary];
    const text = JSON.stringify(parts);
    const occurrence = (seen.get(text) ?? 0) + 1;
    seen.set(text, occurrence);
    return {
      transactedAt: line.transactedAt,
      amount: line.deposit,
      balance: line.balance,
      depositor: line.depositor,
      summary: line.summary,
      occurrence,
    };
  });
}

// --- Matching ------------------------------------------------------------------------------------

/** Legal forms and marks that a bank writes or leaves out at will. */
const LEGAL_FORMS =
  /\((주|유|사|합|재)\)|주식회사|유한회사|유한책임회사|합자회사|합명회사|사단법인|재단법인/g;

/** A depositor or company name as compared: NFKC (㈜ → (주)), no legal form, letters and digits only, lower case. */
export function depositorKey(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .replace(LEGAL_FORMS, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
}

/** An invoice company row still owed (the receivables service's outstanding), oldest first. */
export interface OpenInvoiceCompanyRow {
  billHistoryDetailId: number;
  companyId: number;
  companyNm: string;
  representativeNm: string | null;
  /** billed - paid of this row, in won, above 0. */
  outstanding: number;
}

/** Depositor names remembered from manual matches: depositorKey → the companies it named. */
export type DepositorAliases = ReadonlyMap<string, readonly number[]>;

export interface DepositCandidate<Row extends OpenInvoiceCompanyRow = OpenInvoiceCompanyRow> {
  row: Row;
  reason: BankMatchReason;
}

export interface DepositMatch<Row extends OpenInvoiceCompanyRow = OpenInvoiceCompanyRow> {
  status: 'MATCHED' | 'CANDIDATES' | 'UNMATCHED';
  /** MATCHED: the one row; CANDIDATES: the rows to pick from; UNMATCHED: suggestions. */
  candidates: DepositCandidate<Row>[];
}

interface CompanyNames {
  name: string;
  representative: string;
}

/** Whether a depositor's key names a company (its name, representative, or a name remembered for it). */
function names(key: string, company: CompanyNames, remembered: boolean): boolean {
  if (key === '') return false;
  if (remembered || key === company.name || key === company.representative) return true;
  const [shorter, longer] = key.length <= company.name.length ? [key, company.name] : [company.name, key];
  return shorter.length >= NAME_PREFIX_MIN && longer.startsWith(shorter);
}

/** Whether a depositor text names the company: a pick of it needs no remembered name. */
export function depositorNames(
  depositor: string,
  company: { companyNm: string; representativeNm: string | null },
): boolean {
  return names(
    depositorKey(depositor),
    { name: depositorKey(company.companyNm), representative: depositorKey(company.representativeNm) },
    false,
  );
}

/** The text a line's depositor is told by: 입금자명, or the 적요 when the bank wrote the name there. */
export const depositorOf = (line: Pick<BankLine, 'depositor' | 'summary'>) => line.depositor || line.summary;

/**
 * A matcher over the rows owed (oldest first) and the remembered names: each company is indexed by
 * its names' first NAME_PREFIX_MIN characters and each row by its amount, so a file's lines are
 * matched without comparing every line with every company.
 */
export function depositMatcher<Row extends OpenInvoiceCompanyRow>(
  rows: readonly Row[],
  aliases: DepositorAliases,
): (line: Pick<BankLine, 'depositor' | 'summary' | 'deposit'>) => DepositMatch<Row> {
  const companies = new Map<number, CompanyNames & { rows: Row[] }>();
  const byAmount = new Map<number, Row[]>();
  for (const row of rows) {
    let company = companies.get(row.companyId);
    if (!company) {
      company = {
        name: depositorKey(row.companyNm),
        representative: depositorKey(row.representativeNm),
        rows: [],
      };
      companies.set(row.companyId, company);
    }
    company.rows.push(row);
    byAmount.set(row.outstanding, [...(byAmount.get(row.outstanding) ?? []), row]);
  }
  const byExactName = new Map<string, number[]>();
  const byPrefix = new Map<string, number[]>();
  const add = (index: Map<string, number[]>, key: string, companyId: number) => {
    if (key) index.set(key, [...(index.get(key) ?? []), companyId]);
  };
  for (const [companyId, company] of companies) {
    add(byExactName, company.name, companyId);
    if (company.representative !== company.name) add(byExactName, company.representative, companyId);
    if (company.name.length >= NAME_PREFIX_MIN)
      add(byPrefix, company.name.slice(0, NAME_PREFIX_MIN), companyId);
  }

  return (line) => {
    const key = depositorKey(depositorOf(line));
    const remembered = new Set(aliases.get(key) ?? []);
    const possible = new Set([
      ...remembered,
      ...(byExactName.get(key) ?? []),
      ...(key.length >= NAME_PREFIX_MIN ? (byPrefix.get(key.slice(0, NAME_PREFIX_MIN)) ?? []) : []),
    ]);
    const named = [...possible].filter((companyId) => {
      const company = companies.get(companyId);
      return company !== undefined && names(key, company, remembered.has(companyId));
    });
    const namedRows = named.flatMap((companyId) => companies.get(companyId)!.rows);
    const exact = namedRows.filter((row) => row.outstanding === line.deposit);
    if (exact.length > 0) {
      return {
        status: exact.length === 1 ? 'MATCHED' : 'CANDIDATES',
        candidates: exact.map((row) => ({ row, reason: 'NAME_AND_AMOUNT' })),
      };
    }
    const namedIds = new Set(named);
    const suggestions: DepositCandidate<Row>[] = [
      ...namedRows.map((row) => ({ row, reason: 'NAME' as const })),
      ...(byAmount.get(line.deposit) ?? [])
        .filter((row) => !namedIds.has(row.companyId))
        .map((row) => ({ row, reason: 'AMOUNT' as const })),
    ];
    return { status: 'UNMATCHED', candidates: suggestions.slice(0, MAX_SUGGESTIONS) };
  };
}
