// A preview's rows in the database: reading them as values, checking them again (all, or those a
// change concerns) and storing what the checks found, and numbering the transports they form.
// Every statement is set-based: a 10,000-row file is a few statements, never one per row.
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkRows, readReferenceFacts, waybillDigits, type CheckedRow, type RowToCheck } from './check-rows';
import { groupRows, transportNoOf, type ImportTransport } from './group-rows';
import { rowValues, type ImportMapping, type StoredImportRow } from './import-values';

/** What a row check needs of its import. */
export interface ImportSettings {
  importId: number;
  senderCompanyId: number | null;
  mapping: ImportMapping;
  /** A customer's companies, which its rows must send as (CheckContext.senderScope); null for staff. */
  senderScope: readonly number[] | null;
}

/** The SQL of a row's waybill text (`r`): its edit, else its mapped cell (the mapping's column a parameter). */
const WAYBILL_TEXT = `coalesce(r.edits ->> 'waybillNo', r.cells ->> cast(? as int))`;

/**
 * The import's rows: all of them, or those named and those whose waybill number is one of
 * `waybills` (the rows a change of those numbers concerns), in file order.
 */
export async function readRows(
  em: EntityManager,
  settings: ImportSettings,
  which: 'all' | { rowNos: readonly number[]; waybills: readonly string[] },
): Promise<StoredImportRow[]> {
  const column = settings.mapping.waybillNo ?? null;
  const [where, params] =
    which === 'all'
      ? ['', []]
      : [
          `and (r.row_no in (select cast(jsonb_array_elements_text(cast(? as jsonb)) as int)) or regexp_replace(${WAYBILL_TEXT}, '\\D', '', 'g') in (select jsonb_array_elements_text(cast(? as jsonb))))`,
          [JSON.stringify(which.rowNos), column, JSON.stringify(which.waybills)],
        ];
  return em.execute<StoredImportRow[]>(
    `select r.row_no as "rowNo", r.cells, r.edits from transport_import_row r
      where r.import_id = ? ${where} order by r.row_no`,
    [settings.importId, ...params],
  );
}

/** Checks rows that hold every row sharing a waybill number with one of them. */
export async function checkStoredRows(
  em: EntityManager,
  settings: ImportSettings,
  rows: readonly StoredImportRow[],
): Promise<CheckedRow[]> {
  const toCheck: RowToCheck[] = rows.map((row) => ({
    rowNo: row.rowNo,
    values: rowValues(row, settings.mapping),
  }));
  const facts = await readReferenceFacts(em, toCheck, settings.senderCompanyId);
  const byWaybill = new Map<string, number[]>();
  for (const { rowNo, values } of toCheck) {
    const waybill = waybillDigits(values.waybillNo);
    if (!waybill) continue;
    const list = byWaybill.get(waybill);
    if (list) list.push(rowNo);
    else byWaybill.set(waybill, [rowNo]);
  }
  return checkRows(toCheck, {
    facts,
    senderCompanyId: settings.senderCompanyId,
    rowsWithWaybill: (waybill) => byWaybill.get(waybill) ?? [],
    senderScope: settings.senderScope,
  });
}

/** Stores the checks' problems and grouping keys of the rows. */
export async function storeChecks(em: EntityManager, importId: number, checked: readonly CheckedRow[]) {
  if (checked.length === 0) return;
  await em.execute(
    `update transport_import_row r set problems = c.problems, warning = c.warning, transport_key = c.transport_key,
            receiver_key = c.receiver_key
       from jsonb_to_recordset(cast(? as jsonb))
         as c(row_no int, problems jsonb, warning text, transport_key text, receiver_key text)
      where r.import_id = ? and r.row_no = c.row_no`,
    [
      JSON.stringify(
        checked.map((row) => ({
          row_no: row.rowNo,
          problems: row.problems,
          warning: row.warning,
          transport_key: row.transportKey,
          receiver_key: row.receiverKey,
        })),
      ),
      importId,
    ],
  );
}

/**
 * Numbers the transports the import's rows without problems form (groupRows over their stored
 * keys) and stores each row's number where it changed; rows with problems have none.
 */
export async function renumberTransports(em: EntityManager, importId: number): Promise<ImportTransport[]> {
  const rows = await em.execute<{ rowNo: number; transportKey: string; receiverKey: string }[]>(
    `select row_no as "rowNo", transport_key as "transportKey", receiver_key as "receiverKey"
       from transport_import_row
      where import_id = ? and problems = '[]' and transport_key is not null and receiver_key is not null
      order by row_no`,
    [importId],
  );
  const transports = groupRows(rows);
  const numbers = transportNoOf(transports);
  await em.execute(
    `update transport_import_row r set transport_no = n.no
       from (select r2.row_no, n.no from transport_import_row r2
               left join jsonb_to_recordset(cast(? as jsonb)) as n(row_no int, no int) on n.row_no = r2.row_no
              where r2.import_id = ?) n
      where r.import_id = ? and r.row_no = n.row_no and r.transport_no is distinct from n.no`,
    [JSON.stringify([...numbers].map(([rowNo, no]) => ({ row_no: rowNo, no }))), importId, importId],
  );
  return transports;
}

/** A new preview's rows, checked, in one statement. */
export async function insertRows(
  em: EntityManager,
  importId: number,
  rows: readonly { rowNo: number; cells: string[] }[],
  checked: readonly CheckedRow[],
  numbers: ReadonlyMap<number, number>,
) {
  await em.execute(
    `insert into transport_import_row (import_id, row_no, cells, problems, warning, transport_key, receiver_key, transport_no)
     select ?, r.row_no, r.cells, r.problems, r.warning, r.transport_key, r.receiver_key, r.transport_no
       from jsonb_to_recordset(cast(? as jsonb))
         as r(row_no int, cells jsonb, problems jsonb, warning text, transport_key text, receiver_key text, transport_no int)`,
    [
      importId,
      JSON.stringify(
        rows.map((row, index) => ({
          row_no: row.rowNo,
          cells: row.cells,
          problems: checked[index]!.problems,
          warning: checked[index]!.warning,
          transport_key: checked[index]!.transportKey,
          receiver_key: checked[index]!.receiverKey,
          transport_no: numbers.get(row.rowNo) ?? null,
        })),
      ),
    ],
  );
}
