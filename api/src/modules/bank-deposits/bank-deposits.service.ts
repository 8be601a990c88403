// Bank deposits (정산 관리 > 입금 내역 반영, docs/bank-deposits.md): a bank's transaction export is
// uploaded (its rows kept with the column mapping, remembered per bank), previewed as its deposit
// lines matched to the invoice company rows still owed (the receivables service's rows, the rules
// of @parcel/shared/settlement/bank-deposits), and confirmed in one transaction: each chosen line is
// claimed by its unique key, then paid through insertPayments (계좌이체, source BANK), so a line is
// never applied twice, whatever uploads or confirmations run at the same time.
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import {
  BANK_DEPOSIT_LABELS,
  BANK_DEPOSIT_MESSAGES,
  BANK_FILE_FIELD_DECLARATIONS,
  BANK_FILE_FIELD_NAMES,
  BANK_FILE_FIELDS,
  BANK_LINE_SKIP_REASONS,
  type BankFileField,
  bankDepositChoicesSchema,
  bankNameSchema,
  bankUploadIdSchema,
  REQUIRED_BANK_FILE_FIELDS,
} from '@parcel/shared/forms/bank-deposit';
import { paymentFormSchema } from '@parcel/shared/forms/payment-form';
import { headerKey } from '@parcel/shared/forms/upload-table';
import {
  type BankLine,
  type BankLineKey,
  type BankMapping,
  depositMatcher,
  depositorKey,
  depositorNames,
  depositorOf,
  lineKeys,
  readBankRow,
} from '@parcel/shared/settlement/bank-deposits';
import { z } from 'zod';
import { AppError, badInput, notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import {
  mappingWithRemembered,
  readUploadTable,
  type RememberedMapping,
  rememberedOf,
  type UploadedFile,
} from '../../common/upload-table';
import { insertPayments } from '../receivables/payment-write';
import { type OpenInvoiceCompanyRow, readOpenInvoiceCompanyRows } from '../receivables/receivables.service';
import {
  type BankDepositCandidate,
  type BankDepositConfirmation,
  type BankDepositLine,
  type BankDepositUpload,
  BankLineStatusEnum,
  BankMatchReasonEnum,
} from './bank-deposits.types';

/** Who records payments in receivables records them from a bank file too. */
const READ = { area: 'settlement', level: 'read' } as const;
const WRITE = { area: 'settlement', level: 'write' } as const;

/** An upload is kept this long for its preview; the lines it applied stay (their upload then null). */
const UPLOAD_LIFETIME = '7 days';

// --- Reading a file ------------------------------------------------------------------------------

/** The fields a bank's header row is recognised by: a row naming two of them is the header. */
const HEADER_FIELDS: readonly BankFileField[] = ['transactedAt', 'deposit', 'withdrawal', 'balance'];
const HEADER_NAMES = HEADER_FIELDS.map(
  (field) =>
    new Set(
      [BANK_FILE_FIELD_DECLARATIONS[field].label, ...BANK_FILE_FIELD_DECLARATIONS[field].headers].map(
        headerKey,
      ),
    ),
);

/** Whether a row is a bank export's header: banks put a title, the account and the period above it. */
function isBankHeader(cells: readonly string[]): boolean {
  const keys = new Set(cells.map(headerKey));
  return HEADER_NAMES.filter((names) => [...names].some((name) => keys.has(name))).length >= 2;
}

async function rememberedMappingOf(
  em: EntityManager,
  bankNm: string,
): Promise<RememberedMapping<BankFileField>> {
  const [row] = await em.execute<{ mapping: RememberedMapping<BankFileField> }[]>(
    'select mapping from bank_column_mapping where bank_nm = ?',
    [bankNm],
  );
  return row?.mapping ?? {};
}

/** Remembers a file's mapping for its bank (the headers of this file; the bank's others kept). */
async function rememberMapping(
  em: EntityManager,
  bankNm: string,
  headers: readonly string[],
  mapping: BankMapping,
): Promise<void> {
  await em.execute(
    `insert into bank_column_mapping (bank_nm, mapping, updated_at) values (?, cast(? as jsonb), now())
     on conflict (bank_nm) do update set mapping = bank_column_mapping.mapping || excluded.mapping, updated_at = now()`,
    [bankNm, JSON.stringify(rememberedOf(headers, BANK_FILE_FIELDS, mapping))],
  );
}

// --- The preview ---------------------------------------------------------------------------------

interface UploadHead {
  id: number;
  bankNm: string;
  fileName: string;
  headers: string[];
  mapping: BankMapping;
  createdAt: Date | string;
  createdByNm: string | null;
}

interface StoredRow {
  rowNo: number;
  cells: string[];
}

/** The file's rows read as lines under the upload's mapping: deposits, withdrawals and the rest. */
function readLines(rows: readonly StoredRow[], mapping: BankMapping) {
  const deposits: BankLine[] = [];
  const skipped: { rowNo: number; reason: string }[] = [];
  let withdrawals = 0;
  for (const row of rows) {
    const read = readBankRow(row.rowNo, row.cells, mapping);
    if (read.kind === 'skipped')
      skipped.push({ rowNo: read.rowNo, reason: BANK_LINE_SKIP_REASONS[read.reason] });
    else if (read.kind === 'deposit') deposits.push(read.line);
    else withdrawals += 1;
  }
  return { deposits, keys: lineKeys(deposits), withdrawals, skipped };
}

/** A line's key as the columns of bank_deposit_line hold it (a record of a JSON parameter). */
const keyColumns = (key: BankLineKey) => ({
  transacted_at: key.transactedAt,
  amount: key.amount,
  balance: key.balance,
  depositor: key.depositor,
  summary: key.summary,
  occurrence: key.occurrence,
});

/** The keys as one JSON parameter, each with its position in the list. */
const keysJson = (keys: readonly BankLineKey[]) =>
  JSON.stringify(keys.map((key, position) => ({ position, ...keyColumns(key) })));
const KEY_RECORD = `x(position int, transacted_at timestamp, amount int, balance bigint, depositor text, summary text,
  occurrence int)`;
const KEY_MATCHES = `l.transacted_at = x.transacted_at and l.amount = x.amount and l.balance is not distinct from x.balance
  and l.depositor = x.depositor and l.summary = x.summary and l.occurrence = x.occurrence`;

interface AppliedRow {
  position: number;
  paymentId: number;
  companyNm: string;
  year: number;
  month: number;
  appliedAt: Date | string;
}

/** The lines applied before, by their position in `keys`, with the payment each became. */
async function readApplied(
  em: EntityManager,
  keys: readonly BankLineKey[],
): Promise<Map<number, AppliedRow>> {
  if (keys.length === 0) return new Map();
  const rows = await em.execute<AppliedRow[]>(
    `select x.position, l.payment_id as "paymentId", c.company_nm as "companyNm", h.year, h.month,
            l.applied_at as "appliedAt"
       from jsonb_to_recordset(cast(? as jsonb)) as ${KEY_RECORD}
       join bank_deposit_line l on ${KEY_MATCHES}
       join payment p on p.payment_id = l.payment_id
       join bill_history_detail d on d.bill_history_detail_id = p.bill_history_detail_id
       join bill_history h on h.bill_history_id = d.bill_history_id
       join company c on c.company_id = d.company_id`,
    [keysJson(keys)],
  );
  return new Map(rows.map((row) => [row.position, row]));
}

/** The remembered depositor names among the lines' depositors: depositorKey → companies. */
async function readAliases(em: EntityManager, lines: readonly BankLine[]): Promise<Map<string, number[]>> {
  const keys = [...new Set(lines.map((line) => depositorKey(depositorOf(line))).filter(Boolean))];
  if (keys.length === 0) return new Map();
  const rows = await em.execute<{ key: string; companyId: number }[]>(
    `select depositor_key as key, company_id as "companyId" from depositor_alias
      where depositor_key in (select jsonb_array_elements_text(cast(? as jsonb)))`,
    [JSON.stringify(keys)],
  );
  const aliases = new Map<string, number[]>();
  for (const { key, companyId } of rows) aliases.set(key, [...(aliases.get(key) ?? []), companyId]);
  return aliases;
}

const asCandidate = (row: OpenInvoiceCompanyRow, reason: BankMatchReasonEnum): BankDepositCandidate => ({
  billHistoryDetailId: row.billHistoryDetailId,
  companyId: row.companyId,
  companyNm: row.companyNm,
  billCompanyNm: row.billCompanyNm,
  year: row.year,
  month: row.month,
  outstanding: row.outstanding,
  reason,
});

async function readHead(em: EntityManager, uploadId: number, lock = false): Promise<UploadHead> {
  const [head] = await em.execute<UploadHead[]>(
    `select u.upload_id as id, u.bank_nm as "bankNm", u.file_name as "fileName", u.headers, u.mapping,
            u.created_at as "createdAt", (select m.name from member m where m.member_id = u.created_by) as "createdByNm"
       from bank_deposit_upload u where u.upload_id = ? ${lock ? 'for update of u' : ''}`,
    [uploadId],
  );
  if (!head) throw notFound(BANK_DEPOSIT_MESSAGES.notFound);
  return head;
}

const readStoredRows = (em: EntityManager, uploadId: number) =>
  em.execute<StoredRow[]>(
    'select row_no as "rowNo", cells from bank_deposit_upload_row where upload_id = ? order by row_no',
    [uploadId],
  );

/**
 * An upload as the screen shows it: its deposit lines, each either applied before or matched to the
 * rows owed today (as of Seoul's date) with the depositor names remembered.
 */
async function readPreview(em: EntityManager, uploadId: number): Promise<BankDepositUpload> {
  const head = await readHead(em, uploadId);
  const rows = await readStoredRows(em, uploadId);
  const { deposits, keys, withdrawals, skipped } = readLines(rows, head.mapping);
  const applied = await readApplied(em, keys);
  const match = depositMatcher(
    await readOpenInvoiceCompanyRows(em, seoulToday()),
    await readAliases(em, deposits),
  );
  const lines = deposits.map((line, position): BankDepositLine => {
    const done = applied.get(position);
    const common = {
      rowNo: line.rowNo,
      transactedAt: line.transactedAt,
      summary: line.summary,
      depositor: line.depositor,
      memo: line.memo,
      amount: line.deposit,
      balance: line.balance,
    };
    if (done) {
      const { paymentId, companyNm, year, month, appliedAt } = done;
      return {
        ...common,
        status: BankLineStatusEnum.APPLIED,
        candidates: [],
        applied: { paymentId, companyNm, year, month, appliedAt: new Date(appliedAt) },
      };
    }
    const { status, candidates } = match(line);
    return {
      ...common,
      status: BankLineStatusEnum[status],
      candidates: candidates.map(({ row, reason }) => asCandidate(row, BankMatchReasonEnum[reason])),
      applied: null,
    };
  });
  const count = (status: BankLineStatusEnum) => lines.filter((line) => line.status === status).length;
  return {
    id: head.id,
    bankNm: head.bankNm,
    fileName: head.fileName,
    headers: head.headers,
    mapping: BANK_FILE_FIELDS.map((field) => ({
      field,
      label: BANK_FILE_FIELD_DECLARATIONS[field].label,
      required: REQUIRED_BANK_FILE_FIELDS.includes(field),
      column: head.mapping[field] ?? null,
    })),
    createdAt: new Date(head.createdAt),
    createdByNm: head.createdByNm,
    rowCount: rows.length,
    depositCount: deposits.length,
    depositAmount: deposits.reduce((sum, line) => sum + line.deposit, 0),
    withdrawalCount: withdrawals,
    matchedCount: count(BankLineStatusEnum.MATCHED),
    candidatesCount: count(BankLineStatusEnum.CANDIDATES),
    unmatchedCount: count(BankLineStatusEnum.UNMATCHED),
    appliedCount: count(BankLineStatusEnum.APPLIED),
    lines,
    skippedRows: skipped,
  };
}

/** One upload's preview (GraphQL bankDepositUpload, GET /api/bank-deposits/{id}). */
export const getBankDepositUpload = operation(READ, async (context, idInput: unknown) =>
  readPreview(context.em, parseInput(bankUploadIdSchema, idInput)),
);

/** The banks with a remembered mapping, the most recently used first (the screen's choices). */
export const listBankNames = operation(READ, async (context): Promise<string[]> => {
  const rows = await context.em.execute<{ bankNm: string }[]>(
    'select bank_nm as "bankNm" from bank_column_mapping order by updated_at desc, bank_nm limit 100',
  );
  return rows.map((row) => row.bankNm);
});

// --- Uploading and mapping -------------------------------------------------------------------------

const uploadFields = z.object({ bankNm: bankNameSchema });

/**
 * Reads a bank's export (.xlsx or .csv, CP949 or UTF-8; its header row found below any title lines)
 * into a new upload under the bank's remembered mapping (proposals for headers it does not know);
 * nothing but the upload is written. Uploads older than UPLOAD_LIFETIME are removed.
 */
export const uploadBankFile = operation(
  WRITE,
  async (context, upload: UploadedFile): Promise<BankDepositUpload> => {
    const { bankNm } = parseInput(uploadFields, { bankNm: upload.fields.bankNm });
    const table = await readUploadTable(upload, { isHeader: isBankHeader, withTime: true });
    const mapping = mappingWithRemembered(
      table.headers,
      BANK_FILE_FIELD_NAMES,
      await rememberedMappingOf(context.em, bankNm),
    );
    const actor = context.caller.memberId;
    const uploadId = await withActor(context.em, actor, async (tx) => {
      await tx.execute(
        `delete from bank_deposit_upload where created_at < now() - interval '${UPLOAD_LIFETIME}'`,
      );
      const [created] = await tx.execute<{ id: number }[]>(
        `insert into bank_deposit_upload (bank_nm, file_name, headers, mapping, created_by)
         values (?, ?, cast(? as jsonb), cast(? as jsonb), ?) returning upload_id as id`,
        [
          bankNm,
          upload.fileName.slice(0, 255),
          JSON.stringify(table.headers),
          JSON.stringify(mapping),
          actor,
        ],
      );
      await tx.execute(
        `insert into bank_deposit_upload_row (upload_id, row_no, cells)
         select ?, x.row_no, x.cells from jsonb_to_recordset(cast(? as jsonb)) as x(row_no int, cells jsonb)`,
        [created!.id, JSON.stringify(table.rows.map((row) => ({ row_no: row.rowNo, cells: row.cells })))],
      );
      return created!.id;
    });
    return readPreview(context.em, uploadId);
  },
);

const M = BANK_DEPOSIT_MESSAGES;
const mappingInput = z.object({
  mapping: z
    .array(
      z.object({
        field: z
          .string()
          .refine(
            (field): field is BankFileField => (BANK_FILE_FIELDS as readonly string[]).includes(field),
            {
              error: (issue) => M.unknownField(String(issue.input)),
            },
          ),
        column: z.number().int().nullish(),
      }),
      { error: M.unknownField(BANK_DEPOSIT_LABELS.mapping) },
    )
    .max(BANK_FILE_FIELDS.length),
});

/** Sets which column fills each field (the lines are read again under it); remembered for the bank. */
export const setBankDepositMapping = operation(
  WRITE,
  async (context, idInput: unknown, mappingList: unknown): Promise<BankDepositUpload> => {
    const uploadId = parseInput(bankUploadIdSchema, idInput);
    const { mapping: columns } = parseInput(mappingInput, { mapping: mappingList });
    await withActor(context.em, context.caller.memberId, async (tx) => {
      const head = await readHead(tx, uploadId, true);
      const mapping: BankMapping = { ...head.mapping };
      const given = new Set<string>();
      for (const { field, column } of columns) {
        const label = BANK_FILE_FIELD_DECLARATIONS[field].label;
        if (given.has(field)) throw badInput(M.fieldTwice(label), 'mapping');
        if (column !== null && column !== undefined && (column < 0 || column >= head.headers.length))
          throw badInput(M.badColumn(label), 'mapping');
        given.add(field);
        mapping[field] = column ?? null;
      }
      await tx.execute('update bank_deposit_upload set mapping = cast(? as jsonb) where upload_id = ?', [
        JSON.stringify(mapping),
        uploadId,
      ]);
      await rememberMapping(tx, head.bankNm, head.headers, mapping);
    });
    return readPreview(context.em, uploadId);
  },
);

// --- Confirming ----------------------------------------------------------------------------------

const choicesInput = z.object({ lines: bankDepositChoicesSchema });

/** What a payment of a bank line says beside the amount: the bank, the time and the line's texts. */
const paymentMemo = (bankNm: string, line: BankLine) =>
  [`${bankNm} 입금 ${line.transactedAt.slice(0, 16)}`, line.summary, line.memo].filter(Boolean).join(' · ');

/**
 * Applies the chosen deposit lines, each to its invoice company row, in one transaction: the lines
 * are claimed by their keys (in key order, so racing confirmations queue rather than deadlock; one
 * claimed by another transaction is skipped once that one commits), then paid through
 * insertPayments. A line picked for a company its depositor does not name teaches the matcher the
 * name. The upload's mapping is remembered for its bank.
 */
export const confirmBankDeposits = operation(
  WRITE,
  async (context, idInput: unknown, choices: unknown): Promise<BankDepositConfirmation> => {
    const uploadId = parseInput(bankUploadIdSchema, idInput);
    const { lines: chosen } = parseInput(choicesInput, { lines: choices });
    const actor = context.caller.memberId;
    const outcome = await withActor(context.em, actor, async (tx) => {
      // Confirmations of one upload take turns; the keys keep any two uploads apart.
      const head = await readHead(tx, uploadId, true);
      const { deposits, keys } = readLines(await readStoredRows(tx, uploadId), head.mapping);
      const positionOf = new Map(deposits.map((line, position) => [line.rowNo, position]));
      const picks = chosen.map(({ rowNo, billHistoryDetailId }) => {
        const position = positionOf.get(rowNo);
        if (position === undefined) throw badInput(M.notDeposit(rowNo), 'lines');
        const line = deposits[position]!;
        try {
          const draft = parseInput(paymentFormSchema, {
            billHistoryDetailId,
            paidOn: line.transactedAt.slice(0, 10),
            amount: line.deposit,
            method: 'TRANSFER',
            depositor: depositorOf(line).slice(0, 50),
            memo: paymentMemo(head.bankNm, line),
          });
          return { line, key: keys[position]!, draft };
        } catch (error) {
          throw error instanceof AppError ? badInput(`${rowNo}행: ${error.message}`, 'lines') : error;
        }
      });
      const claimed = await tx.execute<{ id: number; rowNo: number }[]>(
        `insert into bank_deposit_line (transacted_at, amount, balance, depositor, summary, occurrence, bank_nm,
                                        upload_id, row_no, applied_by)
         select x.transacted_at, x.amount, x.balance, x.depositor, x.summary, x.occurrence, ?, ?, x.row_no, ?
           from jsonb_to_recordset(cast(? as jsonb)) as x(transacted_at timestamp, amount int, balance bigint,
                  depositor text, summary text, occurrence int, row_no int)
          order by x.transacted_at, x.amount, x.balance, x.depositor, x.summary, x.occurrence
         on conflict do nothing
         returning bank_deposit_line_id as id, row_no as "rowNo"`,
        [
          head.bankNm,
          uploadId,
          actor,
          JSON.stringify(picks.map(({ key, line }) => ({ ...keyColumns(key), row_no: line.rowNo }))),
        ],
      );
      const lineIdOf = new Map(claimed.map((row) => [row.rowNo, row.id]));
      const paid = picks.filter((pick) => lineIdOf.has(pick.line.rowNo));
      const paymentIds = await insertPayments(
        tx,
        paid.map((pick) => pick.draft),
        'BANK',
        actor,
      );
      if (paid.length > 0) {
        await tx.execute(
          `update bank_deposit_line l set payment_id = x.payment_id
             from jsonb_to_recordset(cast(? as jsonb)) as x(id int, payment_id int)
            where l.bank_deposit_line_id = x.id`,
          [
            JSON.stringify(
              paid.map((pick, index) => ({
                id: lineIdOf.get(pick.line.rowNo),
                payment_id: paymentIds[index],
              })),
            ),
          ],
        );
      }
      const remembered = await rememberDepositors(tx, paid, actor);
      await rememberMapping(tx, head.bankNm, head.headers, head.mapping);
      return {
        appliedCount: paid.length,
        appliedAmount: paid.reduce((sum, pick) => sum + pick.line.deposit, 0),
        alreadyAppliedCount: picks.length - paid.length,
        rememberedDepositorCount: remembered,
      };
    });
    return { ...outcome, upload: await readPreview(context.em, uploadId) };
  },
);

/**
 * Remembers the depositor names of lines paid to a company the name does not name (a manual match):
 * the next deposit of the name matches that company. Answers how many names were new.
 */
async function rememberDepositors(
  tx: EntityManager,
  paid: readonly { line: BankLine; draft: { billHistoryDetailId: number } }[],
  actor: number,
): Promise<number> {
  if (paid.length === 0) return 0;
  const companies = await tx.execute<
    { billHistoryDetailId: number; companyId: number; companyNm: string; representativeNm: string | null }[]
  >(
    `select d.bill_history_detail_id as "billHistoryDetailId", c.company_id as "companyId",
            c.company_nm as "companyNm", c.representative_nm as "representativeNm"
       from bill_history_detail d join company c on c.company_id = d.company_id
      where d.bill_history_detail_id in (select cast(jsonb_array_elements_text(cast(? as jsonb)) as int))`,
    [JSON.stringify(paid.map((pick) => pick.draft.billHistoryDetailId))],
  );
  const companyOf = new Map(companies.map((company) => [company.billHistoryDetailId, company]));
  const aliases = new Map<string, { depositor_key: string; company_id: number }>();
  for (const { line, draft } of paid) {
    const company = companyOf.get(draft.billHistoryDetailId)!;
    const key = depositorKey(depositorOf(line));
    if (key === '' || depositorNames(depositorOf(line), company)) continue;
    aliases.set(`${key}:${company.companyId}`, {
      depositor_key: key.slice(0, 100),
      company_id: company.companyId,
    });
  }
  if (aliases.size === 0) return 0;
  const inserted = await tx.execute<{ key: string }[]>(
    `insert into depositor_alias (depositor_key, company_id, created_by)
     select x.depositor_key, x.company_id, ? from jsonb_to_recordset(cast(? as jsonb)) as x(depositor_key text, company_id int)
      order by x.depositor_key, x.company_id
     on conflict do nothing returning depositor_key as key`,
    [actor, JSON.stringify([...aliases.values()])],
  );
  return inserted.length;
}
