// Committing a preview as transports, and undoing it. The commit is one transaction: it locks the
// import (a second commit waits, then answers the first one's result), checks every row again,
// and writes every transport, receiver and goods line in one statement: the editor's write
// (transport-write.service.ts) for many transports, its records and column lists shared.
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import { seoulDateOf, seoulToday } from '@parcel/shared/dates/seoul-date';
import { priceSave, type ReceiverData, type TransportSaveData } from '@parcel/shared/forms/transport-form';
import {
  TRANSPORT_IMPORT_CHECK_MESSAGES,
  TRANSPORT_IMPORT_MESSAGES,
} from '@parcel/shared/forms/transport-import';
import { AppError, badInput } from '../../common/errors';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import {
  courseOf,
  LINE_COLUMNS,
  LINE_RECORD,
  PARTY_RECORD,
  prefixed,
  RECEIVER_COLUMNS,
  RECEIVER_VALUES,
  SENDER_COLUMNS,
  SENDER_RECORD_FIELDS,
  writeDocument,
} from '../transport/transport-write.service';
import type { BuiltRow, CheckedRow } from './check-rows';
import type { ImportTransport } from './group-rows';
import { checkStoredRows, readRows, renumberTransports, storeChecks } from './import-rows';
import {
  importIdSchema,
  lockImport,
  readImport,
  rememberMapping,
  undoBlockedSql,
} from './transport-import.service';
import type { TransportImport } from './transport-import.types';

/** The receiver's remark: its lines' distinct 상품명 and 배송메시지, as long as the column takes. */
const MAX_REMARK = 1000;
function remarkOf(rows: readonly BuiltRow[]): string | null {
  const notes = [...new Set(rows.flatMap((row) => row.notes))].join(' / ');
  if (!notes) return null;
  return notes.length > MAX_REMARK ? `${notes.slice(0, MAX_REMARK - 1)}…` : notes;
}

/** A transport of the import as the editor's save would carry it. */
function transportSave(transport: ImportTransport, built: ReadonlyMap<number, BuiltRow>): TransportSaveData {
  const rowsOf = (rowNos: readonly number[]) => rowNos.map((rowNo) => built.get(rowNo)!);
  const first = built.get(transport.receivers[0]!.rowNos[0]!)!;
  return {
    senderTransportId: null,
    version: null,
    sender: first.sender,
    deletedReceiverIds: [],
    receivers: transport.receivers.map(({ rowNos }): ReceiverData => {
      const rows = rowsOf(rowNos);
      return {
        ...rows[0]!.receiver,
        rmk: remarkOf(rows),
        shipments: rows.map((row) => row.line),
        deletedShipmentIds: [],
      };
    }),
  };
}

/**
 * The import's transports as one write document: the editor's records (writeDocument: amounts,
 * transport type) of each, with its reception date, keyed by their order.
 */
function importDocument(
  transports: readonly ImportTransport[],
  built: ReadonlyMap<number, BuiltRow>,
  actor: number | null,
) {
  const documents = transports.map((transport) => {
    // The rows' prices are filled when they are checked (check-rows.ts), by the same rule.
    const document = writeDocument(
      priceSave(transportSave(transport, built), () => undefined),
      0,
      actor,
    );
    const requstDt = built.get(transport.receivers[0]!.rowNos[0]!)!.requstDt;
    return { ...document, sender: { ...document.sender, requst_dt: requstDt } };
  });
  return {
    senders: documents.map((document, t) => ({ ...document.sender, ord: t })),
    receivers: documents.flatMap((document, t) =>
      document.receivers.map((receiver) => ({ ...receiver, sender_ord: t })),
    ),
    lines: documents.flatMap((document, t) => document.lines.map((line) => ({ ...line, sender_ord: t }))),
  };
}

/**
 * Every transport, receiver and goods line of an import in one statement. Ids come from the
 * sequences first (a CTE with nextval is evaluated once per row), so children join their parents
 * by position; the course of each party is its company's, as the editor saves it.
 */
const WRITE_IMPORT = `with doc as (select cast(? as jsonb) as d, cast(? as int) as actor, cast(? as int) as import_id),
  senders_in as (
    select x.*, nextval(pg_get_serial_sequence('transport_sender', 'sender_transport_id')) as new_id
      from doc, jsonb_to_recordset(doc.d -> 'senders') as x(ord int, ${SENDER_RECORD_FIELDS})),
  new_senders as (
    insert into transport_sender (sender_transport_id, ${SENDER_COLUMNS}, delivery_route_id, reg_id, import_id)
    select x.new_id, ${prefixed(SENDER_COLUMNS, 'x')}, ${courseOf('x.sender_company_id')}, doc.actor, doc.import_id
      from senders_in x, doc
    returning 1),
  receivers_in as (
    select r.*, s.new_id as sender_id,
           nextval(pg_get_serial_sequence('transport_receiver', 'receiver_transport_id')) as new_id
      from doc, jsonb_to_recordset(doc.d -> 'receivers') as r(sender_ord int, ord int, company_id int, ${PARTY_RECORD})
      join senders_in s on s.ord = r.sender_ord),
  new_receivers as (
    insert into transport_receiver (receiver_transport_id, sender_transport_id, ${RECEIVER_COLUMNS}, delivery_route_id,
      sort_order, reg_id)
    select r.new_id, r.sender_id, ${RECEIVER_VALUES}, ${courseOf('r.company_id')}, r.ord, doc.actor
      from receivers_in r, doc
    returning 1),
  new_lines as (
    insert into shipment (receiver_transport_id, ${LINE_COLUMNS}, sort_order, reg_id)
    select r.new_id, ${prefixed(LINE_COLUMNS, 'l')}, l.ord, doc.actor
      from doc, jsonb_to_recordset(doc.d -> 'lines') as l(sender_ord int, receiver_ord int, ord int, ${LINE_RECORD})
      join receivers_in r on r.sender_ord = l.sender_ord and r.ord = l.receiver_ord
    returning 1)
-- Data-modifying CTEs run to completion whether or not the answer reads them.
select (select count(*) from new_senders)::int as transports, (select count(*) from new_lines)::int as lines`;

/** What a commit did: written, found done before, or refused for problems (stored, so the preview shows them). */
type CommitOutcome = 'written' | 'hasProblems' | 'done';

/**
 * Commits a preview: every row checked again (the database may have changed since the upload),
 * refused with 400 when any has a problem; else every transport written, linked to the import,
 * and the mapping remembered. A committed import answers as it is (the preview's id is the
 * idempotency key); an undone one is refused.
 */
export const commitTransportImport = operation(
  { area: 'transports', level: 'write', customers: true },
  async (context, idInput: unknown): Promise<TransportImport> => {
    const importId = parseInput(importIdSchema, idInput);
    const actor = context.caller.memberId;
    const outcome = await withActor(context.em, actor, async (tx): Promise<CommitOutcome> => {
      const head = await lockImport(tx, importId, context);
      if (head.status === 'COMMITTED') return 'done';
      if (head.status === 'UNDONE') throw badInput(TRANSPORT_IMPORT_MESSAGES.undone);
      const checked = await checkStoredRows(tx, head, await readRows(tx, head, 'all'));
      await storeChecks(tx, importId, checked);
      const transports = await renumberTransports(tx, importId);
      if (checked.length === 0) throw badInput(TRANSPORT_IMPORT_MESSAGES.nothingToCommit);
      if (checked.some((row) => row.problems.length > 0)) return 'hasProblems';
      const written = await writeImport(tx, importId, transports, checked, actor);
      await tx.execute(
        `update transport_import set status = 'COMMITTED', transport_count = ?, row_count = ?, committed_by = ?,
            committed_at = now()
          where import_id = ?`,
        [written, checked.length, actor, importId],
      );
      await rememberMapping(tx, head.senderCompanyId, head.headers, head.mapping);
      return 'written';
    });
    // After the transaction: the problems it found are stored for the screen to show.
    if (outcome === 'hasProblems') throw badInput(TRANSPORT_IMPORT_MESSAGES.hasProblems);
    return readImport(context, importId);
  },
);

async function writeImport(
  tx: EntityManager,
  importId: number,
  transports: readonly ImportTransport[],
  checked: readonly CheckedRow[],
  actor: number | null,
): Promise<number> {
  const built = new Map(checked.map((row) => [row.rowNo, row.built!]));
  const [written] = await tx.execute<{ transports: number; lines: number }[]>(WRITE_IMPORT, [
    JSON.stringify(importDocument(transports, built, actor)),
    actor,
    importId,
  ]);
  return written!.transports;
}

/**
 * Undoes a committed import: its transports deleted as the app deletes a transport (marked, the
 * audit trail recording who), the import marked UNDONE. Only on the day it was committed (Asia/Seoul)
 * and while none of its goods lines is delivered or invoiced; its lines are locked first, so a
 * delivery scanned meanwhile waits and then finds its transport deleted. Undoing an undone import
 * answers it as it is.
 */
export const undoTransportImport = operation(
  { area: 'transports', level: 'write', customers: true },
  async (context, idInput: unknown): Promise<TransportImport> => {
    const importId = parseInput(importIdSchema, idInput);
    const actor = context.caller.memberId;
    await withActor(context.em, actor, async (tx) => {
      const head = await lockImport(tx, importId, context);
      if (head.status === 'UNDONE') return;
      if (head.status !== 'COMMITTED') throw badInput(TRANSPORT_IMPORT_CHECK_MESSAGES.notCommitted);
      await tx.execute(
        `select count(*) from (select 1 from transport_sender ts
           join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
           join shipment s on s.receiver_transport_id = tr.receiver_transport_id
          where ts.import_id = ? and ts.del_yn = 'N' for update of ts, s) locked`,
        [importId],
      );
      const [state] = await tx.execute<{ committedAt: Date; blocked: boolean }[]>(
        `select committed_at as "committedAt", ${undoBlockedSql('?')} as blocked from transport_import where import_id = ?`,
        [importId, importId, importId],
      );
      if (seoulDateOf(new Date(state!.committedAt)) !== seoulToday())
        throw badInput(TRANSPORT_IMPORT_MESSAGES.undoOnlyToday);
      if (state!.blocked) throw new AppError('CONFLICT', TRANSPORT_IMPORT_MESSAGES.undoDelivered);
      await tx.execute(
        `update transport_sender set del_yn = 'Y', chg_id = ?, chg_dt = now()
          where import_id = ? and del_yn = 'N'`,
        [actor, importId],
      );
      await tx.execute(
        `update transport_import set status = 'UNDONE', undone_by = ?, undone_at = now() where import_id = ?`,
        [actor, importId],
      );
    });
    return readImport(context, importId);
  },
);
