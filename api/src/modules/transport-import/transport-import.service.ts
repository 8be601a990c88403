// Spreadsheet imports (택배 > 운송 정보 일괄 등록): the upload to a preview kept in PostgreSQL, its
// column mapping (remembered per sender company), fixing and removing rows (each change checks again
// the rows it concerns), the reads of the screen and the tools, and the problem rows as .xlsx.
// The commit and the undo are import-commit.ts's.
import { andScoped, isInScope, madeByCustomerCondition } from '../../common/customer-scope';
import type { RequestContext } from '../../context';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor, type ImportRowProblem } from '@parcel/db';
import {
  IMPORT_FIELD_DECLARATIONS,
  IMPORT_FIELDS,
  type ImportField,
  TRANSPORT_IMPORT_CHECK_MESSAGES,
  TRANSPORT_IMPORT_MESSAGES,
} from '@parcel/shared/forms/transport-import';
import { SENDER_FIELD_LABELS, TRANSPORT_EDITOR_MESSAGES } from '@parcel/shared/forms/transport-form';
import { optionalIdField } from '@parcel/shared/validation/schemas';
import { z } from 'zod';
import { badInput, notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { pageSchema } from '../../common/paging';
import { parseInput } from '../../common/parse-input';
import { spreadsheetDownload, type FileDownload } from '../../common/spreadsheet';
import { mappingWithRemembered, type RememberedMapping, rememberedOf } from '../../common/upload-table';
import { PAYER_COMPANY } from '@parcel/db';
import { TRANSPORT_SAVE_MESSAGES } from '../transport/transport-write.service';
import {
  checkStoredRows,
  readRows,
  renumberTransports,
  storeChecks,
  type ImportSettings,
  insertRows,
} from './import-rows';
import { checkRows, readReferenceFacts, rowsByWaybill, waybillDigits } from './check-rows';
import { groupRows, transportNoOf } from './group-rows';
import { rowValues, type ImportEdits, type ImportMapping, type StoredImportRow } from './import-values';
import { IMPORT_FIELD_NAMES, readImportFile, templateWorkbook } from './read';
import type {
  TransportImport,
  TransportImportPage,
  TransportImportRow,
  TransportImportRowFix,
} from './transport-import.types';
import { type TransportImportStatusEnum } from './transport-import.types';

/** Customers (화주) import too: their own imports only, sending as their companies. */
const READ = { area: 'transports', level: 'read', customers: true } as const;
const WRITE = { area: 'transports', level: 'write', customers: true } as const;

const M = TRANSPORT_IMPORT_CHECK_MESSAGES;

// --- Input -------------------------------------------------------------------------------------

export const importIdSchema = z.coerce
  .number({ error: M.badImportId })
  .int({ error: M.badImportId })
  .positive({ error: M.badImportId })
  .max(2_147_483_647, { error: M.badImportId });

const rowNoSchema = z.coerce
  .number({ error: M.badRowNos })
  .int({ error: M.badRowNos })
  .min(1, { error: M.badRowNos });

const fieldSchema = z
  .string()
  .refine((field): field is ImportField => (IMPORT_FIELDS as readonly string[]).includes(field), {
    error: (issue) => M.unknownField(String(issue.input)),
  });

const mappingInput = z
  .array(z.object({ field: fieldSchema, column: z.number().int().nullish() }), {
    error: M.unknownField('mapping'),
  })
  .max(IMPORT_FIELDS.length * 2);

const editText = z.string().max(1000).nullish();
const editsInput = z.object(
  Object.fromEntries(IMPORT_FIELDS.map((field) => [field, editText])) as Record<ImportField, typeof editText>,
);

// --- Reading -----------------------------------------------------------------------------------

/** Whether an import's transports hold a delivered or an invoiced goods line (`id`: its SQL). */
export const undoBlockedSql = (id: string) => `(exists (select 1 from transport_sender ts
      join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
      join shipment s on s.receiver_transport_id = tr.receiver_transport_id
     where ts.import_id = ${id} and ts.del_yn = 'N' and s.transport_date is not null)
  or exists (select 1 from (select distinct ts.requst_dt, ${PAYER_COMPANY} as payer
                              from transport_sender ts
                              join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
                             where ts.import_id = ${id} and ts.del_yn = 'N') p
      join company_settlement_top t on t.company_id = p.payer
      join bill_history_detail d on d.company_id = t.top_company_id
      join bill_history h on h.bill_history_id = d.bill_history_id and p.requst_dt between h.period_start and h.period_end))`;

/** Whether a committed import was committed today (Asia/Seoul). */
export const committedTodaySql = (alias: string) =>
  `(${alias}.committed_at at time zone 'Asia/Seoul')::date = (now() at time zone 'Asia/Seoul')::date`;

const IMPORT_COLUMNS = `i.import_id as id, i.status, i.file_name as "fileName", i.sender_company_id as "senderCompanyId",
  (select c.company_nm from company c where c.company_id = i.sender_company_id) as "senderCompanyNm",
  i.headers, i.mapping, i.row_count as "rowCount",
  (select count(*)::int from transport_import_row r where r.import_id = i.import_id and r.problems <> '[]') as "problemRowCount",
  i.transport_count as "transportCount",
  (select count(distinct r.transport_no)::int from transport_import_row r where r.import_id = i.import_id) as "plannedTransportCount",
  (select coalesce(json_agg(distinct to_char(ts.requst_dt, 'YYYY-MM-DD') order by to_char(ts.requst_dt, 'YYYY-MM-DD')), '[]')
     from transport_sender ts where ts.import_id = i.import_id) as "receptionDates", i.created_at as "createdAt",
  (select m.name from member m where m.member_id = i.created_by) as "createdByNm",
  i.committed_at as "committedAt", i.undone_at as "undoneAt",
  (i.status = 'COMMITTED' and ${committedTodaySql('i')} and not ${undoBlockedSql('i.import_id')}) as "canUndo"`;

type ImportRecord = Omit<TransportImport, 'mapping'> & { mapping: ImportMapping };

const mappingColumns = (mapping: ImportMapping) =>
  IMPORT_FIELDS.map((field) => ({
    field,
    label: IMPORT_FIELD_DECLARATIONS[field].label,
    column: mapping[field] ?? null,
  }));

/** A timestamp as the driver answers it (text) made a Date, which GraphQL's DateTimeISO needs. */
const instant = (value: Date | string | null) => (value === null ? null : new Date(value));

const asImport = (record: ImportRecord): TransportImport => ({
  ...record,
  createdAt: new Date(record.createdAt),
  committedAt: instant(record.committedAt),
  undoneAt: instant(record.undoneAt),
  status: record.status as TransportImportStatusEnum,
  mapping: mappingColumns(record.mapping),
});

/** An import as the screen shows it; 404 when there is none, or a customer did not make it. */
export async function readImport(
  context: Pick<RequestContext, 'em' | 'caller'>,
  importId: number,
): Promise<TransportImport> {
  const [record] = await context.em.execute<ImportRecord[]>(
    `select ${IMPORT_COLUMNS} from transport_import i
      where i.import_id = ?${andScoped(madeByCustomerCondition(context, 'i.created_by'))}`,
    [importId],
  );
  if (!record) throw notFound(TRANSPORT_IMPORT_MESSAGES.notFound);
  return asImport(record);
}

/** One import (GraphQL transportImport, GET /api/transport/import/{id}). */
export const getTransportImport = operation(
  READ,
  async (context, idInput: unknown): Promise<TransportImport> => {
    const importId = parseInput(importIdSchema, idInput);
    return readImport(context, importId);
  },
);

/** Recent imports, newest first (the screen's history). */
export const listTransportImports = operation(
  READ,
  async (context, pageInput: unknown): Promise<TransportImportPage> => {
    const { page, size } = parseInput(pageSchema, pageInput ?? {});
    const own = andScoped(madeByCustomerCondition(context, 'i.created_by'));
    const items = await context.em.execute<ImportRecord[]>(
      `select ${IMPORT_COLUMNS} from transport_import i where true${own}
        order by i.created_at desc, i.import_id desc limit ? offset ?`,
      [size, page * size],
    );
    const [count] = await context.em.execute<{ total: number }[]>(
      `select count(*)::int as total from transport_import i where true${own}`,
    );
    return { items: items.map(asImport), total: count?.total ?? 0 };
  },
);

/** A stored row as the screen shows it. */
interface StoredRowWithChecks extends StoredImportRow {
  problems: ImportRowProblem[];
  warning: string | null;
  transportNo: number | null;
}

const asRow = (row: StoredRowWithChecks, mapping: ImportMapping): TransportImportRow => ({
  rowNo: row.rowNo,
  values: rowValues(row, mapping),
  problems: row.problems.map((problem) => ({
    ...problem,
    label: IMPORT_FIELD_DECLARATIONS[problem.field].label,
  })),
  warning: row.warning,
  transportNo: row.transportNo,
});

const ROW_COLUMNS = `r.row_no as "rowNo", r.cells, r.edits, r.problems, r.warning, r.transport_no as "transportNo"`;

const rowsQuery = z.object({
  onlyProblems: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .nullish()
    .transform((value) => value === true || value === 'true'),
});

/** A page of an import's rows in file order, or of those with a problem. */
export const listTransportImportRows = operation(
  READ,
  async (
    context,
    idInput: unknown,
    query: { onlyProblems?: unknown; page?: unknown; size?: unknown },
  ): Promise<{ rows: TransportImportRow[]; total: number }> => {
    const importId = parseInput(importIdSchema, idInput);
    const { onlyProblems } = parseInput(rowsQuery, { onlyProblems: query.onlyProblems });
    const { page, size } = parseInput(pageSchema, {
      page: query.page ?? undefined,
      size: query.size ?? undefined,
    });
    const head = await readImport(context, importId);
    const filter = onlyProblems ? `and r.problems <> '[]'` : '';
    const rows = await context.em.execute<StoredRowWithChecks[]>(
      `select ${ROW_COLUMNS} from transport_import_row r where r.import_id = ? ${filter}
        order by r.row_no limit ? offset ?`,
      [importId, size, page * size],
    );
    const [count] = await context.em.execute<{ total: number }[]>(
      `select count(*)::int as total from transport_import_row r where r.import_id = ? ${filter}`,
      [importId],
    );
    return { rows: rows.map((row) => asRow(row, importMappingOf(head))), total: count?.total ?? 0 };
  },
);

/** The problem rows as .xlsx: their cells under the file's own headers, and 문제 last. */
export const exportTransportImportProblems = operation(
  READ,
  async (context, idInput: unknown): Promise<FileDownload> => {
    const importId = parseInput(importIdSchema, idInput);
    const head = await readImport(context, importId);
    const rows = await context.em.execute<StoredRowWithChecks[]>(
      `select ${ROW_COLUMNS} from transport_import_row r where r.import_id = ? and r.problems <> '[]' order by r.row_no`,
      [importId],
    );
    const mapping = importMappingOf(head);
    // A typed value replaces its cell (it is what the person means); the file's other columns as read.
    const cellsOf = (row: StoredRowWithChecks) => {
      const cells = [...row.cells];
      for (const [field, value] of Object.entries(row.edits ?? {})) {
        const column = mapping[field as ImportField];
        if (column !== null && column !== undefined) cells[column] = value;
      }
      return cells;
    };
    const baseName = head.fileName.replace(/\.[^.]*$/, '');
    return spreadsheetDownload<StoredRowWithChecks>(
      `${baseName}_문제행.xlsx`,
      [
        { header: '행', value: (row) => row.rowNo, kind: 'integer', width: 6 },
        ...head.headers.map((header, column) => ({
          header: header || `열 ${column + 1}`,
          value: (row: StoredRowWithChecks) => cellsOf(row)[column] ?? '',
        })),
        {
          header: '문제',
          value: (row) => row.problems.map((problem) => problem.message).join('\n'),
          width: 60,
        },
      ],
      rows,
    );
  },
);

/** The stored mapping of an import record (the GraphQL shape turned back). */
const importMappingOf = (head: TransportImport): ImportMapping =>
  Object.fromEntries(head.mapping.map((column) => [column.field, column.column]));

// --- The remembered mapping --------------------------------------------------------------------

/** The mapping for a file: what the company's remembered mapping knows of its headers, proposals for the rest. */
async function mappingFor(
  em: EntityManager,
  headers: readonly string[],
  senderCompanyId: number | null,
): Promise<ImportMapping> {
  const [remembered] = senderCompanyId
    ? await em.execute<{ mapping: RememberedMapping<ImportField> }[]>(
        'select mapping from transport_import_mapping where sender_company_id = ?',
        [senderCompanyId],
      )
    : [];
  return mappingWithRemembered(headers, IMPORT_FIELD_NAMES, remembered?.mapping ?? {});
}

/** Remembers an import's mapping for its sender company (the headers of this file; others kept). */
export async function rememberMapping(
  em: EntityManager,
  senderCompanyId: number | null,
  headers: readonly string[],
  mapping: ImportMapping,
): Promise<void> {
  if (!senderCompanyId) return;
  await em.execute(
    `insert into transport_import_mapping (sender_company_id, mapping, updated_at) values (?, cast(? as jsonb), now())
     on conflict (sender_company_id) do update
       set mapping = transport_import_mapping.mapping || excluded.mapping, updated_at = now()`,
    [senderCompanyId, JSON.stringify(rememberedOf(headers, IMPORT_FIELDS, mapping))],
  );
}

// --- Uploading ---------------------------------------------------------------------------------

/** A customer chooses one of its own companies as the rows' sender (400 otherwise). */
function assertCustomersSender(
  context: Pick<RequestContext, 'caller'>,
  senderCompanyId: number | null,
): void {
  if (senderCompanyId !== null && !isInScope(context, senderCompanyId))
    throw badInput(TRANSPORT_EDITOR_MESSAGES.senderNotCustomers, 'senderCompanyId');
}

/** A preview a day old is removed when the next upload comes (its id can no longer be committed). */
const PREVIEW_LIFETIME = '1 day';

const uploadFields = z.object({ senderCompanyId: optionalIdField(SENDER_FIELD_LABELS.senderCompanyId) });

/**
 * Reads an uploaded file into a new preview: its rows checked (every row, the database facts of the
 * whole file in one statement) and grouped into transports; nothing but the preview is written.
 */
export const uploadTransportImport = operation(
  WRITE,
  async (
    context,
    upload: { fileName: string; bytes: Buffer; fields: Record<string, string> },
  ): Promise<TransportImport> => {
    const { senderCompanyId } = parseInput(uploadFields, { senderCompanyId: upload.fields.senderCompanyId });
    assertCustomersSender(context, senderCompanyId);
    const table = await readImportFile(upload);
    const mapping = await mappingFor(context.em, table.headers, senderCompanyId);
    const rows = table.rows.map((row) => ({
      rowNo: row.rowNo,
      values: rowValues({ ...row, edits: null }, mapping),
    }));
    const facts = await readReferenceFacts(context.em, rows, senderCompanyId);
    if (senderCompanyId && !facts.companies.some((company) => company.companyId === senderCompanyId))
      throw badInput(TRANSPORT_SAVE_MESSAGES.senderCompanyMissing, 'senderCompanyId');
    const checked = checkRows(rows, {
      facts,
      senderCompanyId,
      rowsWithWaybill: rowsByWaybill(rows),
      senderScope: context.caller.companyScope,
    });
    const numbers = transportNoOf(
      groupRows(
        checked.flatMap((row) =>
          row.problems.length === 0 && row.transportKey && row.receiverKey
            ? [{ rowNo: row.rowNo, transportKey: row.transportKey, receiverKey: row.receiverKey }]
            : [],
        ),
      ),
    );
    const actor = context.caller.memberId;
    const importId = await withActor(context.em, actor, async (tx) => {
      await tx.execute(
        `delete from transport_import where status = 'PREVIEW' and created_at < now() - interval '${PREVIEW_LIFETIME}'`,
      );
      const [created] = await tx.execute<{ id: number }[]>(
        `insert into transport_import (file_name, sender_company_id, headers, mapping, row_count, created_by)
         values (?, ?, cast(? as jsonb), cast(? as jsonb), ?, ?) returning import_id as id`,
        [
          upload.fileName.slice(0, 255),
          senderCompanyId,
          JSON.stringify(table.headers),
          JSON.stringify(mapping),
          table.rows.length,
          actor,
        ],
      );
      await insertRows(tx, created!.id, table.rows, checked, numbers);
      return created!.id;
    });
    return readImport(context, importId);
  },
);

// --- Changing a preview ------------------------------------------------------------------------

/**
 * Locks an import for a change, with what its rows are checked against; 404 when there is none, or
 * a customer did not make it (a customer's rows must send as its companies: senderScope).
 */
export async function lockImport(
  tx: EntityManager,
  importId: number,
  context: Pick<RequestContext, 'caller'>,
): Promise<ImportSettings & { status: string; headers: string[] }> {
  const [head] = await tx.execute<
    (Omit<ImportSettings, 'senderScope'> & { status: string; headers: string[] })[]
  >(
    `select i.import_id as "importId", i.status, i.sender_company_id as "senderCompanyId", i.mapping, i.headers
       from transport_import i
      where i.import_id = ?${andScoped(madeByCustomerCondition(context, 'i.created_by'))} for update`,
    [importId],
  );
  if (!head) throw notFound(TRANSPORT_IMPORT_MESSAGES.notFound);
  return { ...head, senderScope: context.caller?.companyScope ?? null };
}

/** The import's settings, its row locked until the transaction ends; 404, or 400 unless a preview. */
async function lockPreview(tx: EntityManager, importId: number, context: Pick<RequestContext, 'caller'>) {
  const head = await lockImport(tx, importId, context);
  if (head.status !== 'PREVIEW') throw badInput(M.notPreview);
  return head;
}

/** Sets which column fills each field; every row is checked again. The mapping is remembered for the sender company. */
export const setTransportImportMapping = operation(
  WRITE,
  async (context, idInput: unknown, mappingList: unknown): Promise<TransportImport> => {
    const importId = parseInput(importIdSchema, idInput);
    const columns = parseInput(mappingInput, mappingList);
    const actor = context.caller.memberId;
    await withActor(context.em, actor, async (tx) => {
      const head = await lockPreview(tx, importId, context);
      const mapping: ImportMapping = {};
      for (const { field, column } of columns) {
        const label = IMPORT_FIELD_DECLARATIONS[field].label;
        if (field in mapping) throw badInput(M.fieldTwice(label), 'mapping');
        if (column !== null && column !== undefined && (column < 0 || column >= head.headers.length))
          throw badInput(M.badColumn(label), 'mapping');
        mapping[field] = column ?? null;
      }
      const settings = { ...head, mapping: { ...head.mapping, ...mapping } };
      await tx.execute('update transport_import set mapping = cast(? as jsonb) where import_id = ?', [
        JSON.stringify(settings.mapping),
        importId,
      ]);
      await storeChecks(
        tx,
        importId,
        await checkStoredRows(tx, settings, await readRows(tx, settings, 'all')),
      );
      await renumberTransports(tx, importId);
      await rememberMapping(tx, head.senderCompanyId, head.headers, settings.mapping);
    });
    return readImport(context, importId);
  },
);

/**
 * Sets the sender company of the rows without a 보내는사람 (chosen after the upload, or another
 * one); every row is checked again. The mapping stays as set; the commit remembers it for this company.
 */
export const setTransportImportSender = operation(
  WRITE,
  async (context, idInput: unknown, senderInput: unknown): Promise<TransportImport> => {
    const importId = parseInput(importIdSchema, idInput);
    const { senderCompanyId } = parseInput(uploadFields, { senderCompanyId: senderInput });
    assertCustomersSender(context, senderCompanyId);
    const actor = context.caller.memberId;
    await withActor(context.em, actor, async (tx) => {
      const head = await lockPreview(tx, importId, context);
      if (senderCompanyId !== null) {
        // A company not in use may be chosen, as in the editor (the pickers offer it, marked 사용 중지).
        const [known] = await tx.execute(`select 1 from company where company_id = ?`, [senderCompanyId]);
        if (!known) throw badInput(TRANSPORT_SAVE_MESSAGES.senderCompanyMissing, 'senderCompanyId');
      }
      await tx.execute('update transport_import set sender_company_id = ? where import_id = ?', [
        senderCompanyId,
        importId,
      ]);
      const settings = { ...head, senderCompanyId };
      await storeChecks(
        tx,
        importId,
        await checkStoredRows(tx, settings, await readRows(tx, settings, 'all')),
      );
      await renumberTransports(tx, importId);
    });
    return readImport(context, importId);
  },
);

/** Checks again the rows whose waybill number is one of `waybills` and those named; renumbers the transports. */
async function recheck(
  tx: EntityManager,
  settings: ImportSettings,
  rowNos: number[],
  waybills: (string | null)[],
) {
  const rows = await readRows(tx, settings, {
    rowNos,
    waybills: waybills.filter((waybill): waybill is string => waybill !== null),
  });
  await storeChecks(tx, settings.importId, await checkStoredRows(tx, settings, rows));
  await renumberTransports(tx, settings.importId);
}

/**
 * Types values over a row's cells and checks again that row and the rows sharing its waybill
 * number, before or after the change.
 */
export const fixTransportImportRow = operation(
  WRITE,
  async (
    context,
    idInput: unknown,
    rowNoInput: unknown,
    valuesInput: unknown,
  ): Promise<TransportImportRowFix> => {
    const importId = parseInput(importIdSchema, idInput);
    const rowNo = parseInput(rowNoSchema, rowNoInput);
    const values = parseInput(editsInput, valuesInput ?? {});
    const actor = context.caller.memberId;
    await withActor(context.em, actor, async (tx) => {
      const head = await lockPreview(tx, importId, context);
      const [row] = await readRows(tx, head, { rowNos: [rowNo], waybills: [] });
      if (!row) throw badInput(M.rowNotFound(rowNo), 'rowNo');
      const edits: ImportEdits = { ...row.edits };
      for (const field of IMPORT_FIELDS) {
        const value = values[field];
        if (value === null) delete edits[field];
        else if (value !== undefined) edits[field] = value;
      }
      await tx.execute(
        'update transport_import_row set edits = cast(? as jsonb) where import_id = ? and row_no = ?',
        [JSON.stringify(edits), importId, rowNo],
      );
      const before = waybillDigits(rowValues(row, head.mapping).waybillNo);
      const after = waybillDigits(rowValues({ ...row, edits }, head.mapping).waybillNo);
      await recheck(tx, head, [rowNo], [before, after]);
    });
    const transportImport = await readImport(context, importId);
    const [fixed] = await context.em.execute<StoredRowWithChecks[]>(
      `select ${ROW_COLUMNS} from transport_import_row r where r.import_id = ? and r.row_no = ?`,
      [importId, rowNo],
    );
    return { row: asRow(fixed!, importMappingOf(transportImport)), transportImport };
  },
);

/** Removes rows from a preview; rows that shared a waybill number with them are checked again. */
export const removeTransportImportRows = operation(
  WRITE,
  async (context, idInput: unknown, rowNosInput: unknown): Promise<TransportImport> => {
    const importId = parseInput(importIdSchema, idInput);
    const rowNos = parseInput(
      z.array(rowNoSchema, { error: M.badRowNos }).min(1, { error: M.badRowNos }).max(10_000),
      rowNosInput,
    );
    const actor = context.caller.memberId;
    await withActor(context.em, actor, async (tx) => {
      const head = await lockPreview(tx, importId, context);
      const removed = await tx.execute<StoredImportRow[]>(
        `delete from transport_import_row r where r.import_id = ? and r.row_no in (select cast(jsonb_array_elements_text(cast(? as jsonb)) as int))
         returning r.row_no as "rowNo", r.cells, r.edits`,
        [importId, JSON.stringify(rowNos)],
      );
      if (removed.length !== new Set(rowNos).size) {
        const gone = new Set(removed.map((row) => row.rowNo));
        throw badInput(M.rowNotFound(rowNos.find((rowNo) => !gone.has(rowNo))!), 'rowNos');
      }
      await tx.execute(
        'update transport_import set row_count = (select count(*) from transport_import_row where import_id = ?) where import_id = ?',
        [importId, importId],
      );
      await recheck(
        tx,
        head,
        [],
        removed.map((row) => waybillDigits(rowValues(row, head.mapping).waybillNo)),
      );
    });
    return readImport(context, importId);
  },
);

// --- The template -------------------------------------------------------------------------------

/** The template workbook, its lists from the code table (GET /api/transport/import/template). */
export const downloadImportTemplate = operation(READ, async (context): Promise<FileDownload> => {
  const codes = await context.em.execute<{ type: string; nm: string }[]>(
    `select code_type as type, code_nm as nm from code
      where use_yn = 'Y' and code_type in ('CHARGE', 'GOODS_KIND') order by code_type, sort_order, code_id`,
  );
  const names = (type: string) => codes.filter((code) => code.type === type).map((code) => code.nm);
  return templateWorkbook({ charges: names('CHARGE'), goodsKinds: names('GOODS_KIND') });
});
