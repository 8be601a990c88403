import type { EntityManager } from '@mikro-orm/postgresql';
import { AUDIT_LOG_AREA } from '@parcel/shared/access';
import { auditDisplayText, type AuditNames } from '@parcel/shared/audit/audit-display';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_INFO,
  AUDIT_SECRET_TEXT,
  AUDIT_SYSTEM_ACTOR,
  AUDIT_TRAIL_LIMIT,
  AUDITED_TABLE_COLUMNS,
  auditColumnOf,
  auditEntityOfTable,
  type AuditActionValue,
  type AuditColumn,
  type AuditedTable,
  type AuditReference,
} from '@parcel/shared/audit/audit-fields';
import { optionalDate } from '@parcel/shared/forms/filter-fields';
import { z } from 'zod';
import { assertAccess } from '../../common/access';
import { operation } from '../../common/operation';
import { fetchPage, type Sql, sql, windowOf } from '../../common/paged-query';
import { parseInput } from '../../common/parse-input';
import type {
  AuditActionEnum,
  AuditEntry,
  AuditFieldChange,
  AuditLogPage,
  AuditMember,
} from './audit-trail.types';

export const AUDIT_MESSAGES = {
  entity: '기록 종류(entity)가 올바르지 않습니다.',
  id: '기록 번호(id)가 올바르지 않습니다.',
  memberId: '사용자 번호(memberId)가 올바르지 않습니다.',
  from: '시작일(from)은 yyyy-MM-dd 형식이어야 합니다.',
  to: '종료일(to)은 yyyy-MM-dd 형식이어야 합니다.',
  period: '종료일(to)은 시작일(from) 이후여야 합니다.',
  action: '변경 종류(action)가 올바르지 않습니다.',
  entityIdAlone: '기록 번호(entityId)는 기록 종류(entity)와 함께 주세요.',
} as const;

/** Every audited table's key is an integer column: its number as text. */
const recordId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .refine((value) => Number(value) <= 2_147_483_647, { error: message });
const entitySchema = z.enum(AUDIT_ENTITIES, { error: AUDIT_MESSAGES.entity });

const trailSchema = z.object({ entity: entitySchema, id: recordId(AUDIT_MESSAGES.id) });

const logFilterSchema = z
  .object({
    entity: entitySchema.nullish(),
    entityId: recordId(AUDIT_MESSAGES.id).nullish(),
    memberId: z
      .number({ error: AUDIT_MESSAGES.memberId })
      .int({ error: AUDIT_MESSAGES.memberId })
      .positive({ error: AUDIT_MESSAGES.memberId })
      .nullish(),
    from: optionalDate(AUDIT_MESSAGES.from),
    to: optionalDate(AUDIT_MESSAGES.to),
    action: z.enum(['create', 'update', 'delete'], { error: AUDIT_MESSAGES.action }).nullish(),
  })
  .refine(({ entity, entityId }) => !entityId || entity, {
    error: AUDIT_MESSAGES.entityIdAlone,
    path: ['entityId'],
  })
  .refine(({ from, to }) => !from || !to || from <= to, { error: AUDIT_MESSAGES.period, path: ['to'] });

/** An audit_log row with its member's name. */
interface AuditRow {
  audit_id: string;
  entity_name: string;
  entity_id: string;
  action: AuditActionValue;
  member_id: number | null;
  member_name: string | null;
  changed_at: string;
  changes: Record<string, [unknown, unknown]> | null;
}

// changed_at as ISO text (the driver's own text is no JSON date): read back as a Date.
const ENTRY_COLUMNS =
  "a.audit_id::text as audit_id, a.entity_name, a.entity_id, a.action, a.member_id, to_json(a.changed_at) #>> '{}' as changed_at, a.changes";
const NEWEST_FIRST = 'a.changed_at desc, a.audit_id desc';

/**
 * How each audited table names a record (its name column, as SQL over alias `r`, and its key), for
 * an entry's subject and for references to it (a company's supplier, a transport's collector).
 */
const RECORD_NAMES: Readonly<Record<AuditedTable, { key: string; name: string }>> = {
  company: { key: 'company_id', name: 'r.company_nm' },
  bill_company: { key: 'bill_company_id', name: 'r.company_nm' },
  member: { key: 'member_id', name: `r.name || ' (' || r.user_id || ')'` },
  delivery_route: { key: 'delivery_route_id', name: 'r.delivery_route_nm' },
  transport_sender: {
    key: 'sender_transport_id',
    name: `r.company_nm || ' ' || to_char(r.requst_dt, 'YYYY-MM-DD')`,
  },
  transport_receiver: { key: 'receiver_transport_id', name: 'r.company_nm' },
  shipment: { key: 'shipment_id', name: 'r.waybill_no' },
  waybill: { key: 'waybill_id', name: `r.start_no || '~' || r.end_no` },
  bill_history: { key: 'bill_history_id', name: `r.year || '년 ' || r.month || '월'` },
  transport_import: { key: 'import_id', name: 'r.file_name' },
  payment: { key: 'payment_id', name: `to_char(r.paid_on, 'YYYY-MM-DD') || ' ' || r.amount || '원'` },
  notice: { key: 'notice_id', name: 'r.title' },
};
/** The column of a record's name in its own audit rows: a deleted record is named from them. */
const NAME_COLUMNS: Partial<Record<AuditedTable, string>> = {
  company: 'company_nm',
  bill_company: 'company_nm',
  member: 'name',
  delivery_route: 'delivery_route_nm',
  transport_sender: 'company_nm',
  transport_receiver: 'company_nm',
  shipment: 'waybill_no',
  transport_import: 'file_name',
  notice: 'title',
};
const REFERENCE_TABLES: Readonly<Record<AuditReference, AuditedTable>> = {
  company: 'company',
  member: 'member',
  supplier: 'bill_company',
  course: 'delivery_route',
  import: 'transport_import',
};

const idsJson = (ids: Iterable<string>) => JSON.stringify([...new Set(ids)]);

/** Names of the records `ids` of `table`, by id (one statement; none for no ids). */
async function recordNames(
  em: EntityManager,
  table: AuditedTable,
  ids: Set<string>,
): Promise<Map<string, string>> {
  if (ids.size === 0) return new Map();
  const { key, name } = RECORD_NAMES[table];
  const rows = await em.execute<{ id: string; name: string | null }[]>(
    `select r.${key}::text as id, ${name} as name from ${table} r
      where r.${key} in (select cast(jsonb_array_elements_text(cast(? as jsonb)) as int))`,
    [idsJson(ids)],
  );
  return new Map(rows.filter((row) => row.name !== null).map((row) => [row.id, row.name as string]));
}

/** The stored values of an entry's fields that go by `format`, collected for one lookup each. */
function* columnsOf(row: AuditRow): Generator<[AuditColumn, unknown]> {
  for (const [column, values] of Object.entries(row.changes ?? {})) {
    const entry = auditColumnOf(row.entity_name, column);
    for (const value of values) yield [entry, value];
  }
}

/**
 * Everything the entries' display needs, read once for all of them: the code names of their code
 * types, the names of the records their references and subjects point at, and their members.
 */
async function namesFor(em: EntityManager, rows: AuditRow[]) {
  const codeTypes = new Set<string>();
  const referenced = new Map<AuditedTable, Set<string>>();
  const want = (table: AuditedTable, id: unknown) => {
    if (id === null || id === undefined || id === '') return;
    const ids = referenced.get(table) ?? new Set<string>();
    ids.add(String(id));
    referenced.set(table, ids);
  };
  for (const row of rows) {
    if (row.entity_name in RECORD_NAMES) want(row.entity_name as AuditedTable, row.entity_id);
    want('member', row.member_id);
    for (const [{ format }, value] of columnsOf(row)) {
      if (format.kind === 'code') codeTypes.add(format.codeType);
      if (format.kind === 'reference') want(REFERENCE_TABLES[format.to], value);
    }
  }
  const codes =
    codeTypes.size === 0
      ? []
      : await em.execute<{ code_type: string; code_val: string; code_nm: string }[]>(
          `select code_type, code_val, code_nm from code
            where code_type in (select jsonb_array_elements_text(cast(? as jsonb)))`,
          [idsJson(codeTypes)],
        );
  const codeNames = new Map(codes.map((code) => [`${code.code_type}\u0000${code.code_val}`, code.code_nm]));
  // In sequence: one connection answers one statement at a time.
  const records = new Map<AuditedTable, Map<string, string>>();
  for (const [table, ids] of referenced) records.set(table, await recordNames(em, table, ids));
  const names: AuditNames = {
    code: (codeType, value) => codeNames.get(`${codeType}\u0000${value}`),
    reference: (to, id) => records.get(REFERENCE_TABLES[to])?.get(id),
  };
  return { names, records };
}

/** The name a record's newest audit row gives it (a deleted record is no longer in its table). */
function nameFromRows(rows: AuditRow[], table: string, id: string): string | undefined {
  const column = NAME_COLUMNS[table as AuditedTable];
  if (!column) return undefined;
  for (const row of rows) {
    if (row.entity_name !== table || row.entity_id !== id) continue;
    const [before, after] = row.changes?.[column] ?? [];
    const name = after ?? before;
    if (name !== null && name !== undefined && name !== '') return String(name);
  }
  return undefined;
}

/** The fields of an entry in the catalogue's order (the form's), bookkeeping left out. */
function fieldChanges(row: AuditRow, names: AuditNames): AuditFieldChange[] {
  const catalogue = Object.keys(
    (AUDITED_TABLE_COLUMNS as Record<string, Record<string, AuditColumn>>)[row.entity_name] ?? {},
  );
  const position = (column: string) => {
    const index = catalogue.indexOf(column);
    return index < 0 ? catalogue.length : index;
  };
  return Object.entries(row.changes ?? {})
    .filter(([column]) => !auditColumnOf(row.entity_name, column).hidden)
    .sort(([a], [b]) => position(a) - position(b))
    .map(([column, [before, after]]) => {
      const { label, format } = auditColumnOf(row.entity_name, column);
      // A secret shows only that it changed: no before, after 변경됨.
      if (format.kind === 'secret') return { field: column, label, before: null, after: AUDIT_SECRET_TEXT };
      return {
        field: column,
        label,
        before: auditDisplayText(format, before, names),
        after: auditDisplayText(format, after, names),
      };
    });
}

/** The rows as entries, with their names and display text. */
async function toEntries(em: EntityManager, rows: AuditRow[]): Promise<AuditEntry[]> {
  const { names, records } = await namesFor(em, rows);
  const members = records.get('member');
  return rows.map((row) => {
    const entity = auditEntityOfTable(row.entity_name) ?? 'TRANSPORT_IMPORT';
    const recordName =
      records.get(row.entity_name as AuditedTable)?.get(row.entity_id) ??
      nameFromRows(rows, row.entity_name, row.entity_id);
    return {
      id: row.audit_id,
      entity,
      entityId: row.entity_id,
      subject: `${AUDIT_ENTITY_INFO[entity].label} ${recordName ?? `#${row.entity_id}`}`,
      recordName: recordName ?? null,
      changedAt: new Date(row.changed_at),
      memberId: row.member_id,
      memberName:
        row.member_id === null
          ? AUDIT_SYSTEM_ACTOR
          : (members?.get(String(row.member_id)) ?? `#${row.member_id}`),
      action: row.action as AuditActionEnum,
      actionLabel: AUDIT_ACTION_LABELS[row.action],
      changes: fieldChanges(row, names),
    };
  });
}

/**
 * A transport's own rows and those of its receivers and goods lines, also the ones deleted since
 * (named as children by their create or delete rows: audit_log_receiver_parent_index and
 * audit_log_goods_line_parent_index), newest first.
 */
function transportTrailStatement(id: string): Sql {
  return sql(
    `with receivers as (
       select receiver_transport_id::text as id from transport_receiver where sender_transport_id = ?
       union
       select entity_id from audit_log
        where entity_name = 'transport_receiver' and action <> 'update'
          and coalesce(changes -> 'sender_transport_id' ->> 1, changes -> 'sender_transport_id' ->> 0) = ?
     ), lines as (
       select shipment_id::text as id from shipment
        where receiver_transport_id in (select id::int from receivers)
       union
       select entity_id from audit_log
        where entity_name = 'shipment' and action <> 'update'
          and coalesce(changes -> 'receiver_transport_id' ->> 1, changes -> 'receiver_transport_id' ->> 0) in (select id from receivers)
     ), trail as (
       select * from audit_log where entity_name = 'transport_sender' and entity_id = ?
       union all
       select * from audit_log where entity_name = 'transport_receiver' and entity_id in (select id from receivers)
       union all
       select * from audit_log where entity_name = 'shipment' and entity_id in (select id from lines)
     )
     select ${ENTRY_COLUMNS} from trail a order by ${NEWEST_FIRST} limit ?`,
    Number(id),
    id,
    id,
    AUDIT_TRAIL_LIMIT,
  );
}

/**
 * One record's history, newest first, at most AUDIT_TRAIL_LIMIT entries (the admins' auditLog has
 * the rest). A transport's includes its receivers and goods lines. Whoever may read the record's
 * area may read its history (every signed-in role, docs/decisions.md#who-may-write-each-area); a
 * record deleted since still has its history, and an unknown number has none.
 */
export const readAuditTrail = operation(
  'signed-in',
  async (context, entity: unknown, id: unknown): Promise<AuditEntry[]> => {
    const input = parseInput(trailSchema, { entity, id });
    const info = AUDIT_ENTITY_INFO[input.entity];
    assertAccess(context.caller, { area: info.area, level: 'read' });
    const statement =
      input.entity === 'TRANSPORT'
        ? transportTrailStatement(input.id)
        : sql(
            `select ${ENTRY_COLUMNS} from audit_log a where a.entity_name = ? and a.entity_id = ?
              order by ${NEWEST_FIRST} limit ?`,
            info.table,
            input.id,
            AUDIT_TRAIL_LIMIT,
          );
    const rows = await context.em.execute<AuditRow[]>(statement.text, [...statement.params]);
    return toEntries(context.em, rows);
  },
);

/**
 * The whole change history, filtered and paged, newest first: 관리자 only (AUDIT_LOG_AREA's
 * writers), as it shows every record's changes, users' included. Each filter is served by an index
 * of audit_log (kind and record, member, time); the total stops counting at a cap as the large
 * lists' do.
 */
export const listAuditLog = operation(
  { area: AUDIT_LOG_AREA, level: 'write' },
  async (context, filter: unknown, page: unknown): Promise<AuditLogPage> => {
    const input = parseInput(logFilterSchema, filter ?? {});
    const window = windowOf(page);
    const where: Sql[] = [];
    if (input.entity) where.push(sql('a.entity_name = ?', AUDIT_ENTITY_INFO[input.entity].table));
    if (input.entityId) where.push(sql('a.entity_id = ?', input.entityId));
    if (input.memberId) where.push(sql('a.member_id = ?', input.memberId));
    if (input.action) where.push(sql('a.action = ?', input.action));
    // Seoul dates as instants: from its midnight, up to the next day's.
    if (input.from)
      where.push(sql(`a.changed_at >= cast(? as date)::timestamp at time zone 'Asia/Seoul'`, input.from));
    if (input.to)
      where.push(sql(`a.changed_at < (cast(? as date) + 1)::timestamp at time zone 'Asia/Seoul'`, input.to));
    const { items, total, totalExact } = await fetchPage<AuditRow>(context.em, {
      query: {
        select: ENTRY_COLUMNS,
        from: 'audit_log a',
        where,
        orderBy: sql(NEWEST_FIRST),
        key: 'a.audit_id',
        total: { kind: 'capped' },
      },
      window,
    });
    return { items: await toEntries(context.em, items), total, totalExact };
  },
);

/**
 * Every member, withdrawn ones too (their changes stay in the log), by name: the choices of the
 * change history's member filter, named as its entries name them. For whoever may read auditLog.
 */
export const listAuditMembers = operation(
  { area: AUDIT_LOG_AREA, level: 'write' },
  async (context): Promise<AuditMember[]> => {
    const rows = await context.em.execute<{ member_id: number; name: string; del_yn: string }[]>(
      `select r.member_id, ${RECORD_NAMES.member.name} as name, r.del_yn from member r
        order by r.del_yn, r.name, r.user_id`,
    );
    return rows.map((row) => ({
      memberId: row.member_id,
      memberName: row.name,
      withdrawn: row.del_yn === 'Y',
    }));
  },
);
