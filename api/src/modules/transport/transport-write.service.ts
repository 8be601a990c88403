import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import { z } from 'zod';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import {
  SHIPMENT_FIELD_LABELS,
  lineAmount,
  MAX_AMOUNT,
  RECEIVER_FIELD_LABELS,
  SENDER_FIELD_LABELS,
  TRANSPORT_EDITOR_MESSAGES,
  priceSave,
  TRANSPORT_PROCESS_OF_SHIPPER,
  withoutGivenPrices,
  transportSaveSchema,
  type PricedSave,
  type TransportSaveData,
} from '@parcel/shared/forms/transport-form';
import { formatMessage } from '@parcel/shared/validation/messages';
import { withSubject } from '@parcel/shared/validation/particles';
import { isCustomer } from '@parcel/shared/access';
import { isInScope } from '../../common/customer-scope';
import { AppError, badInput, notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import { expectVersion, staleVersion } from '../../common/stale-version';
import { readPartyCompanies } from './party-companies';
import { TRANSPORT_MESSAGES } from './transport.service';
import type { TransportSaveResult } from './transport.types';
import type { RequestContext } from '../../context';

export const TRANSPORT_SAVE_MESSAGES = {
  badReceiverId: '받는 곳 번호(id)가 올바르지 않습니다.',
  badLineId: '물품 번호(id)가 올바르지 않습니다.',
  receiverNotFound: '받는 곳을 찾을 수 없습니다.',
  lineNotFound: '물품을 찾을 수 없습니다.',
  stale: '다른 사용자가 이 운송 정보를 먼저 수정했습니다. 다시 불러온 뒤 저장해주세요.',
  versionRequired: '수정할 운송 정보의 버전(version)이 필요합니다.',
  senderCompanyMissing: '보내는 업체를 찾을 수 없습니다.',
  receiverCompanyMissing: '받는 업체를 찾을 수 없습니다.',
  unknownReceiver: (id: number) => `받는 곳(번호 ${id})이 이 운송 정보에 없습니다.`,
  unknownLine: (id: number) => `물품(번호 ${id})이 이 받는 곳에 없습니다.`,
  missingReceiver: (id: number) => `받는 곳(번호 ${id})이 저장 내용에 없습니다. 다시 불러온 뒤 저장해주세요.`,
  missingLine: (id: number) => `물품(번호 ${id})이 저장 내용에 없습니다. 다시 불러온 뒤 저장해주세요.`,
  keptAndDeleted: (id: number) => `받는 곳(번호 ${id})이 저장과 삭제 목록에 함께 있습니다.`,
  lineKeptAndDeleted: (id: number) => `물품(번호 ${id})이 저장과 삭제 목록에 함께 있습니다.`,
  waybillTaken: (waybillNo: string) =>
    `운송장 번호 ${withSubject(waybillNo)} 이미 다른 운송 정보에 쓰였습니다.`,
  waybillOutOfRange: (waybillNo: string) =>
    `운송장 번호 ${withSubject(waybillNo)} 보내는 업체에 사전 등록된 운송장 번호 대역에 없습니다.`,
} as const;

// --- Typed parties linked, prices filled: one statement -----------------------------------------

/**
 * Links each party typed by name (no company chosen) to the registered company of exactly that name,
 * trimmed, when exactly one has it, and fills the prices the save left out from the parties'
 * companies and by the payer (priceSave): docs/decisions.md#prices-follow-the-payer and
 * #nothing-billed-to-nobody-by-accident. The editor, GraphQL and REST save through here.
 */
export async function linkAndPrice(em: EntityManager, save: TransportSaveData): Promise<PricedSave> {
  const [sender, ...receivers] = await readPartyCompanies(em, [
    { companyId: save.sender.senderCompanyId, companyNm: save.sender.companyNm },
    ...save.receivers.map((receiver) => ({
      companyId: receiver.receiverCompanyId,
      companyNm: receiver.companyNm,
    })),
  ]);
  const linkedSave: TransportSaveData = {
    ...save,
    sender: { ...save.sender, senderCompanyId: save.sender.senderCompanyId ?? sender?.companyId ?? null },
    receivers: save.receivers.map((receiver, r) => ({
      ...receiver,
      receiverCompanyId: receiver.receiverCompanyId ?? receivers[r]?.companyId ?? null,
    })),
  };
  const prices = new Map(
    [sender, ...receivers].flatMap((company) => (company ? [[company.companyId, company]] : [])),
  );
  return priceSave(linkedSave, (companyId) => prices.get(companyId));
}

// --- Checks that need the database: one statement --------------------------------------------

/** A stored code a save refers to, with the field path to blame. */
interface CodeCheck {
  field: string;
  label: string;
  type: string;
  val: string;
  /** For districts: the region they must belong to. */
  parent?: string | null;
}

/** A waybill number of the save and the line that carries it (0 for a new line). */
interface WaybillCheck {
  field: string;
  id: number;
  no: string;
}

interface StoredState {
  transport: { version: number; deleted: boolean; senderCompanyId: number | null } | null;
  receivers: { id: number; lines: number[] }[];
  unknownCodes: number[];
  missingCompanies: number[];
  takenWaybills: string[];
  outOfRange: string[];
}

function codeChecks(save: TransportSaveData | PricedSave): CodeCheck[] {
  const place =
    (prefix: string, labels: typeof SENDER_FIELD_LABELS | typeof RECEIVER_FIELD_LABELS) =>
    (party: {
      shipperCd: string | null;
      regionCd: string | null;
      regionDtlCd: string | null;
    }): CodeCheck[] => [
      ...(party.shipperCd
        ? [
            {
              field: `${prefix}shipperCd`,
              label: labels.shipperCd,
              type: 'SHIPPER_TYPE',
              val: party.shipperCd,
            },
          ]
        : []),
      ...(party.regionCd
        ? [{ field: `${prefix}regionCd`, label: labels.regionCd, type: 'REGION_TYPE', val: party.regionCd }]
        : []),
      ...(party.regionDtlCd
        ? [
            {
              field: `${prefix}regionDtlCd`,
              label: labels.regionDtlCd,
              type: 'REGION_DTL_TYPE',
              val: party.regionDtlCd,
              parent: party.regionCd,
            },
          ]
        : []),
    ];
  return [
    {
      field: 'sender.chargeCd',
      label: SENDER_FIELD_LABELS.chargeCd,
      type: 'CHARGE',
      val: save.sender.chargeCd,
    },
    ...place('sender.', SENDER_FIELD_LABELS)(save.sender),
    ...save.receivers.flatMap((receiver, r) => [
      ...place(`receivers.${r}.`, RECEIVER_FIELD_LABELS)(receiver),
      ...receiver.shipments.map((line, l) => ({
        field: `receivers.${r}.shipments.${l}.kindCd`,
        label: SHIPMENT_FIELD_LABELS.kindCd,
        type: 'GOODS_KIND',
        val: line.kindCd,
      })),
    ]),
  ];
}

function waybillChecks(save: TransportSaveData | PricedSave): WaybillCheck[] {
  return save.receivers.flatMap((receiver, r) =>
    receiver.shipments.flatMap((line, l) =>
      line.waybillNo
        ? [{ field: `receivers.${r}.shipments.${l}.waybillNo`, id: line.shipmentId ?? 0, no: line.waybillNo }]
        : [],
    ),
  );
}

/**
 * Reads in one statement what the save must agree with: the stored transport (version, receivers
 * and their lines), unknown codes, missing companies, waybill numbers used by another transport,
 * and new or changed numbers outside the sender's pre-registered ranges (when it has any).
 */
async function readStoredState(
  em: EntityManager,
  transportId: number,
  save: PricedSave,
  codes: CodeCheck[],
  waybills: WaybillCheck[],
): Promise<StoredState> {
  const companyIds = [
    save.sender.senderCompanyId,
    ...save.receivers.map((receiver) => receiver.receiverCompanyId),
  ].filter((id): id is number => id !== null);
  const [state] = await em.execute<StoredState[]>(
    `with codes as (
       select * from jsonb_to_recordset(cast(? as jsonb)) as c(i int, type text, val text, parent text, has_parent boolean)
     ), numbers as (
       select * from jsonb_to_recordset(cast(? as jsonb)) as n(id int, no text)
     )
     select
       (select json_build_object('version', ts.version, 'deleted', ts.del_yn = 'Y',
                                 'senderCompanyId', ts.sender_company_id)
          from transport_sender ts where ts.sender_transport_id = ?) as transport,
       (select coalesce(json_agg(json_build_object('id', tr.receiver_transport_id, 'lines',
                 (select coalesce(json_agg(s.shipment_id), '[]') from shipment s
                   where s.receiver_transport_id = tr.receiver_transport_id))), '[]')
          from transport_receiver tr where tr.sender_transport_id = ?) as receivers,
       (select coalesce(json_agg(c.i order by c.i), '[]') from codes c
         where not exists (select 1 from code k left join code p on p.code_id = k.parent_id
                            where k.use_yn = 'Y' and k.code_type = c.type and k.code_val = c.val
                              and (not c.has_parent or p.code_val is not distinct from c.parent))) as "unknownCodes",
       (select coalesce(json_agg(cast(id as int)), '[]') from jsonb_array_elements_text(cast(? as jsonb)) as id
         where not exists (select 1 from company c where c.company_id = cast(id as int))) as "missingCompanies",
       (select coalesce(json_agg(s.waybill_no), '[]') from shipment s
          join transport_receiver tr on tr.receiver_transport_id = s.receiver_transport_id
         where s.waybill_no in (select no from numbers) and tr.sender_transport_id <> ?) as "takenWaybills",
       (select coalesce(json_agg(n.no), '[]') from numbers n
         where not exists (select 1 from shipment s where s.shipment_id = n.id and s.waybill_no = n.no)
           and exists (select 1 from waybill w where w.sender_company_id = ? and w.del_yn = 'N')
           and not exists (select 1 from waybill w where w.sender_company_id = ? and w.del_yn = 'N'
                             and cast(n.no as numeric) between w.start_no and w.end_no)) as "outOfRange"`,
    [
      JSON.stringify(
        codes.map((code, i) => ({
          i,
          type: code.type,
          val: code.val,
          parent: code.parent ?? null,
          has_parent: code.parent !== undefined,
        })),
      ),
      JSON.stringify(waybills.map(({ id, no }) => ({ id, no }))),
      transportId,
      transportId,
      JSON.stringify(companyIds),
      transportId,
      save.sender.senderCompanyId ?? 0,
      save.sender.senderCompanyId ?? 0,
    ],
  );
  return state!;
}

/**
 * A customer (화주) saves transports it sends: a stored one of another sender is not found, and the
 * sender must be one of its companies.
 */
function assertCustomersOwn(
  context: Pick<RequestContext, 'caller'>,
  save: PricedSave,
  transportId: number,
  state: StoredState,
): void {
  if (transportId && state.transport && !isInScope(context, state.transport.senderCompanyId))
    throw notFound(TRANSPORT_MESSAGES.notFound);
  if (!isInScope(context, save.sender.senderCompanyId))
    throw badInput(TRANSPORT_EDITOR_MESSAGES.senderNotCustomers, 'sender.senderCompanyId');
}

/** Refuses a save that does not match what is stored, naming the first field at fault. */
function assertAgreesWithStored(
  save: PricedSave,
  transportId: number,
  state: StoredState,
  codes: CodeCheck[],
  waybills: WaybillCheck[],
): void {
  if (transportId) {
    if (!state.transport || state.transport.deleted) throw notFound(TRANSPORT_MESSAGES.notFound);
    expectVersion(state.transport.version, save.version, TRANSPORT_SAVE_MESSAGES.stale, 'version');
  }
  const unknownCode = codes[state.unknownCodes[0] ?? -1];
  if (unknownCode) throw badInput(formatMessage(unknownCode.label), unknownCode.field);
  assertSameRows(save, state);
  if (save.sender.senderCompanyId && state.missingCompanies.includes(save.sender.senderCompanyId))
    throw badInput(TRANSPORT_SAVE_MESSAGES.senderCompanyMissing, 'sender.senderCompanyId');
  save.receivers.forEach((receiver, r) => {
    if (receiver.receiverCompanyId && state.missingCompanies.includes(receiver.receiverCompanyId))
      throw badInput(TRANSPORT_SAVE_MESSAGES.receiverCompanyMissing, `receivers.${r}.receiverCompanyId`);
  });
  for (const waybill of waybills) {
    if (state.takenWaybills.includes(waybill.no))
      throw new AppError('CONFLICT', TRANSPORT_SAVE_MESSAGES.waybillTaken(waybill.no), waybill.field);
    if (state.outOfRange.includes(waybill.no))
      throw badInput(TRANSPORT_SAVE_MESSAGES.waybillOutOfRange(waybill.no), waybill.field);
  }
}

/**
 * The save is the transport's whole state: every stored receiver and line is either sent (to be
 * kept) or listed as deleted, and nothing sent belongs elsewhere. The version check makes the
 * stored rows the ones the editor loaded, so a mismatch is a confused caller, not a race.
 */
function assertSameRows(save: PricedSave, state: StoredState): void {
  const stored = new Map(state.receivers.map((receiver) => [receiver.id, new Set(receiver.lines)]));
  const deletedReceivers = new Set(save.deletedReceiverIds);
  const sentReceivers = new Set<number>();
  save.receivers.forEach((receiver, r) => {
    const id = receiver.receiverTransportId;
    if (id === null) return;
    const field = `receivers.${r}.receiverTransportId`;
    const storedLines = stored.get(id);
    if (!storedLines) throw badInput(TRANSPORT_SAVE_MESSAGES.unknownReceiver(id), field);
    if (deletedReceivers.has(id)) throw badInput(TRANSPORT_SAVE_MESSAGES.keptAndDeleted(id), field);
    sentReceivers.add(id);
    const deletedLines = new Set(receiver.deletedShipmentIds);
    const sentLines = new Set<number>();
    receiver.shipments.forEach((line, l) => {
      if (line.shipmentId === null) return;
      const lineField = `receivers.${r}.shipments.${l}.shipmentId`;
      if (!storedLines.has(line.shipmentId))
        throw badInput(TRANSPORT_SAVE_MESSAGES.unknownLine(line.shipmentId), lineField);
      if (deletedLines.has(line.shipmentId))
        throw badInput(TRANSPORT_SAVE_MESSAGES.lineKeptAndDeleted(line.shipmentId), lineField);
      sentLines.add(line.shipmentId);
    });
    const forgottenLine = [...storedLines].find(
      (lineId) => !sentLines.has(lineId) && !deletedLines.has(lineId),
    );
    if (forgottenLine)
      throw badInput(TRANSPORT_SAVE_MESSAGES.missingLine(forgottenLine), `receivers.${r}.shipments`);
  });
  const forgotten = [...stored.keys()].find((id) => !sentReceivers.has(id) && !deletedReceivers.has(id));
  if (forgotten) throw badInput(TRANSPORT_SAVE_MESSAGES.missingReceiver(forgotten), 'receivers');
}

// --- The write: one statement ------------------------------------------------------------------

/** Sums that the integer columns must hold; the server computes every amount. */
function totals(save: PricedSave) {
  const receivers = save.receivers.map((receiver) =>
    receiver.shipments.reduce((sum, line) => sum + lineAmount(line.receiverQty, line.receiverUntpc), 0),
  );
  const sender = save.receivers
    .flatMap((receiver) => receiver.shipments)
    .reduce((sum, line) => sum + lineAmount(line.senderQty, line.senderUntpc), 0);
  if (sender > MAX_AMOUNT) throw badInput(TRANSPORT_EDITOR_MESSAGES.amountTooLarge, 'sender.amount');
  const r = receivers.findIndex((amount) => amount > MAX_AMOUNT);
  if (r >= 0) throw badInput(TRANSPORT_EDITOR_MESSAGES.amountTooLarge, `receivers.${r}.amount`);
  return { sender, receivers };
}

/**
 * The party columns a sender and a receiver both carry (TransportParty in db/), declared once: the
 * write records, inserts, updates and change checks of both tables are made from this list (and the
 * spreadsheet import's write of many transports, transport-import/import-commit.ts).
 */
const PARTY_COLUMNS = [
  { column: 'company_nm', field: 'companyNm', type: 'text' },
  { column: 'tel_no', field: 'telNo', type: 'text' },
  { column: 'manager_tel_no', field: 'managerTelNo', type: 'text' },
  { column: 'address', field: 'address', type: 'text' },
  { column: 'rmk', field: 'rmk', type: 'text' },
  { column: 'amount', field: 'amount', type: 'int' },
  { column: 'region_cd', field: 'regionCd', type: 'text' },
  { column: 'region_dtl_cd', field: 'regionDtlCd', type: 'text' },
  { column: 'untpc', field: 'untpc', type: 'int' },
  { column: 'weight_untpc', field: 'weightUntpc', type: 'int' },
  { column: 'shipper_cd', field: 'shipperCd', type: 'text' },
] as const;

type PartyField = (typeof PARTY_COLUMNS)[number]['field'];

/** The party columns of a sender or receiver with its computed amount, as the write records hold them. */
const partyRecord = (party: Omit<Record<PartyField, unknown>, 'amount'>, amount: number | undefined) =>
  Object.fromEntries(
    PARTY_COLUMNS.map(({ column, field }) => [column, field === 'amount' ? amount : party[field]]),
  );

/** `company_nm, tel_no, ...`, or with an alias: `x.company_nm, x.tel_no, ...`. */
export const partyColumns = (alias?: string) =>
  PARTY_COLUMNS.map(({ column }) => (alias ? `${alias}.${column}` : column)).join(', ');

/** The party columns in a jsonb_to_record column definition: `company_nm text, ...`. */
export const PARTY_RECORD = PARTY_COLUMNS.map(({ column, type }) => `${column} ${type}`).join(', ');

/** The save as the write statement reads it: snake_case records, amounts computed. */
export function writeDocument(save: PricedSave, transportId: number, actor: number | null) {
  const amounts = totals(save);
  const { sender } = save;
  return {
    sender: {
      id: transportId,
      version: save.version ?? 0,
      requst_dt: seoulToday(),
      transport_process_cd: TRANSPORT_PROCESS_OF_SHIPPER[sender.shipperCd ?? ''] ?? 'GENERAL',
      sender_company_id: sender.senderCompanyId,
      charge_cd: sender.chargeCd,
      manager_nm: sender.managerNm,
      ...partyRecord(sender, amounts.sender),
    },
    actor,
    deletedReceiverIds: save.deletedReceiverIds,
    deletedShipmentIds: save.receivers.flatMap((receiver) => receiver.deletedShipmentIds),
    receivers: save.receivers.map((receiver, r) => ({
      ord: r,
      id: receiver.receiverTransportId ?? 0,
      company_id: receiver.receiverCompanyId,
      notify_yn: receiver.notifyYn ?? null,
      ...partyRecord(receiver, amounts.receivers[r]),
    })),
    lines: save.receivers.flatMap((receiver, r) =>
      receiver.shipments.map((line, l) => ({
        receiver_ord: r,
        ord: l,
        id: line.shipmentId ?? 0,
        kind_cd: line.kindCd,
        waybill_no: line.waybillNo,
        trnsprt_cd: line.trnsprtCd,
        sender_qty: line.senderQty,
        receiver_qty: line.receiverQty,
        sender_untpc: line.senderUntpc,
        receiver_untpc: line.receiverUntpc,
        sender_amount: lineAmount(line.senderQty, line.senderUntpc),
        receiver_amount: lineAmount(line.receiverQty, line.receiverUntpc),
      })),
    ),
  };
}

/** `x.a, x.b` of a column list `a, b`. */
export const prefixed = (columns: string, alias: string) =>
  columns
    .split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');

/** The sender columns a write record carries, in a jsonb_to_record column definition. */
export const SENDER_RECORD_FIELDS = `requst_dt date, transport_process_cd text, sender_company_id int, charge_cd text,
  manager_nm text, ${PARTY_RECORD}`;
const SENDER_RECORD = `x(id int, version int, ${SENDER_RECORD_FIELDS})`;
/** The sender columns an insert writes from its record, delivery_route_id and reg_id besides. */
export const SENDER_COLUMNS = `requst_dt, transport_process_cd, sender_company_id, charge_cd, manager_nm, ${partyColumns()}`;

/** The delivery course of a company (a party's course is its company's, as the editor saves it). */
export const courseOf = (companyId: string) =>
  `(select c.delivery_route_id from company c where c.company_id = ${companyId})`;

/** Creates the sender row; the rest of the statement hangs off its new id. */
const INSERT_SENDER = `insert into transport_sender (${SENDER_COLUMNS}, delivery_route_id, reg_id)
  select ${prefixed(SENDER_COLUMNS, 'x')}, ${courseOf('x.sender_company_id')}, (select actor from doc)
  from doc, jsonb_to_record(doc.d -> 'sender') as ${SENDER_RECORD}
  returning sender_transport_id as id, version`;

/**
 * Updates the sender row at the version the editor loaded: a newer version matches no row, so
 * nothing below it runs and the caller learns of the conflict (409).
 */
const UPDATE_SENDER = `update transport_sender ts
    set (transport_process_cd, sender_company_id, charge_cd, manager_nm, ${partyColumns()}, delivery_route_id) =
        (x.transport_process_cd, x.sender_company_id, x.charge_cd, x.manager_nm, ${partyColumns('x')},
         ${courseOf('x.sender_company_id')}),
    chg_id = (select actor from doc), chg_dt = now()
  from doc, jsonb_to_record(doc.d -> 'sender') as ${SENDER_RECORD}
  where ts.sender_transport_id = x.id and ts.version = x.version and ts.del_yn = 'N'
  returning ts.sender_transport_id as id, ts.version`;

export const RECEIVER_COLUMNS = `receiver_company_id, ${partyColumns()}`;
/** A receiver record's values in RECEIVER_COLUMNS' order. */
export const RECEIVER_VALUES = `r.company_id, ${partyColumns('r')}`;
export const LINE_COLUMNS = `kind_cd, waybill_no, trnsprt_cd, sender_qty, receiver_qty, sender_untpc, receiver_untpc,
  sender_amount, receiver_amount`;
/** The line columns a write record carries, in a jsonb_to_recordset column definition. */
export const LINE_RECORD = `kind_cd text, waybill_no text, trnsprt_cd text, sender_qty int, receiver_qty int,
  sender_untpc int, receiver_untpc int, sender_amount int, receiver_amount int`;

/**
 * Everything below the sender in one statement (data-modifying CTEs): delete what was deleted,
 * update what changed, insert what is new, new lines hanging off their receivers' new ids by
 * position. Each part reads the sender CTE, so a stale update writes nothing at all. The waybill
 * unique constraint is checked at the statement's end, so numbers may move between lines.
 */
const WRITE_CHILDREN = `,
  gone_receivers as (
    delete from transport_receiver tr using sender
     where tr.sender_transport_id = sender.id
       and tr.receiver_transport_id in (select cast(value as int) from doc, jsonb_array_elements_text(doc.d -> 'deletedReceiverIds'))
    returning 1),
  gone_lines as (
    delete from shipment s using sender, transport_receiver tr
     where tr.receiver_transport_id = s.receiver_transport_id and tr.sender_transport_id = sender.id
       and s.shipment_id in (select cast(value as int) from doc, jsonb_array_elements_text(doc.d -> 'deletedShipmentIds'))
    returning 1),
  receivers_in as (
    select r.* from doc,
      jsonb_to_recordset(doc.d -> 'receivers') as r(ord int, id int, company_id int, notify_yn text, ${PARTY_RECORD})),
  changed_receivers as (
    update transport_receiver tr set (${RECEIVER_COLUMNS}, delivery_route_id, sort_order, notify_yn) =
        (${RECEIVER_VALUES}, ${courseOf('r.company_id')}, r.ord, coalesce(r.notify_yn, tr.notify_yn)),
        chg_id = (select actor from doc), chg_dt = now()
      from sender, receivers_in r
     where r.id > 0 and tr.receiver_transport_id = r.id and tr.sender_transport_id = sender.id
       and (${prefixed(RECEIVER_COLUMNS, 'tr')}, tr.sort_order, tr.notify_yn) is distinct from
           (${RECEIVER_VALUES}, r.ord, coalesce(r.notify_yn, tr.notify_yn))
    returning 1),
  new_receivers as (
    insert into transport_receiver (sender_transport_id, ${RECEIVER_COLUMNS}, delivery_route_id, sort_order, notify_yn, reg_id)
    select sender.id, ${RECEIVER_VALUES}, ${courseOf('r.company_id')}, r.ord, coalesce(r.notify_yn, 'N'), (select actor from doc)
      from sender, receivers_in r where r.id = 0
    returning receiver_transport_id as id, sort_order as ord),
  receiver_ids as (
    select r.id, r.ord from sender, receivers_in r where r.id > 0
    union all select id, ord from new_receivers),
  lines_in as (
    select l.*, ri.id as receiver_id from doc,
      jsonb_to_recordset(doc.d -> 'lines') as l(receiver_ord int, ord int, id int, ${LINE_RECORD})
      join receiver_ids ri on ri.ord = l.receiver_ord),
  changed_lines as (
    update shipment s set (${LINE_COLUMNS}, sort_order) =
        (l.kind_cd, l.waybill_no, l.trnsprt_cd, l.sender_qty, l.receiver_qty, l.sender_untpc, l.receiver_untpc,
         l.sender_amount, l.receiver_amount, l.ord),
        chg_id = (select actor from doc), chg_dt = now()
      from lines_in l
     where l.id > 0 and s.shipment_id = l.id and s.receiver_transport_id = l.receiver_id
       and (${prefixed(LINE_COLUMNS, 's')}, s.sort_order) is distinct from
           (l.kind_cd, l.waybill_no, l.trnsprt_cd, l.sender_qty, l.receiver_qty, l.sender_untpc, l.receiver_untpc,
            l.sender_amount, l.receiver_amount, l.ord)
    returning 1),
  new_lines as (
    insert into shipment (receiver_transport_id, ${LINE_COLUMNS}, sort_order, reg_id)
    select l.receiver_id, ${prefixed(LINE_COLUMNS, 'l')}, l.ord, (select actor from doc)
      from lines_in l where l.id = 0
    returning 1)
-- Data-modifying CTEs run to completion whether or not the answer reads them.
select sender.id as "senderTransportId", sender.version from sender`;

async function writeTransport(
  em: EntityManager,
  transportId: number,
  document: ReturnType<typeof writeDocument>,
): Promise<TransportSaveResult | undefined> {
  const [written] = await em.execute<TransportSaveResult[]>(
    `with doc as (select cast(? as jsonb) as d, cast(? as int) as actor),
       sender as (${transportId ? UPDATE_SENDER : INSERT_SENDER})${WRITE_CHILDREN}`,
    [JSON.stringify(document), document.actor],
  );
  return written;
}

/** What a save that names no version does: the editor and GraphQL must name one. */
export interface SaveOptions {
  /**
   * 'refuse' (400 naming version) or 'overwrite': the spec's REST callers send no version, so
   * their save takes the stored transport under a row lock and replaces it (the last writer wins).
   */
  withoutVersion: 'refuse' | 'overwrite';
}

/**
 * The stored transport's version, its row locked until the save's transaction ends: a concurrent
 * save waits here, then reads what this one wrote. Null for no such transport (then 404).
 */
async function lockedVersion(em: EntityManager, transportId: number): Promise<number | null> {
  const [row] = await em.execute<{ version: number }[]>(
    'select version from transport_sender where sender_transport_id = ? for update',
    [transportId],
  );
  return row?.version ?? null;
}

/**
 * Saves a transport from the editor: senderTransportId 0 creates it, above 0 replaces its sender,
 * receivers and lines at the version loaded (409 when someone saved first). One transaction of
 * six round trips whatever the size (begin, the actor, the parties' companies, the stored state,
 * the write, the commit),
 * so a failure anywhere leaves nothing half-saved; a save without a version that may overwrite
 * takes one more (the lock).
 */
export const saveTransport = operation(
  { area: 'transports', level: 'write', customers: true },
  async (
    context,
    input: unknown,
    options: SaveOptions = { withoutVersion: 'refuse' },
  ): Promise<TransportSaveResult> => {
    const sent = parseInput(transportSaveSchema, input ?? {});
    const parsed = isCustomer(context.caller.role) ? withoutGivenPrices(sent) : sent;
    const transportId = parsed.senderTransportId ?? 0;
    const overwrite = Boolean(transportId) && !parsed.version;
    if (overwrite && options.withoutVersion === 'refuse')
      throw badInput(TRANSPORT_SAVE_MESSAGES.versionRequired, 'version');
    const actor = context.caller.memberId;
    const codes = codeChecks(parsed);
    const waybills = waybillChecks(parsed);
    return withActor(context.em, actor, async (tx) => {
      const version = overwrite ? await lockedVersion(tx, transportId) : parsed.version;
      const save = await linkAndPrice(tx, { ...parsed, version });
      const state = await readStoredState(tx, transportId, save, codes, waybills);
      assertCustomersOwn(context, save, transportId, state);
      assertAgreesWithStored(save, transportId, state, codes, waybills);
      const written = await writeTransport(tx, transportId, writeDocument(save, transportId, actor));
      // A save that committed between the read and the write moved the version on.
      if (!written) throw staleVersion(TRANSPORT_SAVE_MESSAGES.stale, 'version');
      return written;
    });
  },
);

// --- Deleting one receiver or one goods line at once ------------------------------------------

const idSchema = (message: string) =>
  z.object({
    id: z.coerce
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(2_147_483_647, { error: message }),
  });

/** Recomputes the transport's sender amount after a delete; its version moves on (bump_version()). */
const RECOUNT_TRANSPORT = `update transport_sender ts set
    amount = (select coalesce(sum(s.sender_amount), 0) from transport_receiver tr
                join shipment s on s.receiver_transport_id = tr.receiver_transport_id
               where tr.sender_transport_id = ts.sender_transport_id),
    chg_id = ?, chg_dt = now()
  where ts.sender_transport_id = ?
  returning ts.sender_transport_id as "senderTransportId", ts.version`;

/** Locks the live transport a receiver or line belongs to (null when there is none). */
async function lockTransportOf(
  tx: EntityManager,
  from: 'receiver' | 'line',
  id: number,
): Promise<{ transportId: number; receiverId: number } | null> {
  const [row] = await tx.execute<{ transportId: number; receiverId: number }[]>(
    `select ts.sender_transport_id as "transportId", tr.receiver_transport_id as "receiverId"
       from transport_receiver tr
       join transport_sender ts on ts.sender_transport_id = tr.sender_transport_id and ts.del_yn = 'N'
      where ${from === 'receiver' ? 'tr.receiver_transport_id = ?' : 'tr.receiver_transport_id = (select receiver_transport_id from shipment where shipment_id = ?)'}
      for update of ts`,
    [id],
  );
  return row ?? null;
}

/** Deletes one receiver with its lines (DELETE /api/transport/receiver-delete/{id}). */
export const deleteReceiver = operation(
  { area: 'transports', level: 'write' },
  async (context, idInput: unknown): Promise<TransportSaveResult> => {
    const { id } = parseInput(idSchema(TRANSPORT_SAVE_MESSAGES.badReceiverId), { id: idInput });
    const actor = context.caller.memberId;
    return withActor(context.em, actor, async (tx) => {
      const owner = await lockTransportOf(tx, 'receiver', id);
      if (!owner) throw notFound(TRANSPORT_SAVE_MESSAGES.receiverNotFound);
      await tx.execute('delete from transport_receiver where receiver_transport_id = ?', [id]);
      const [result] = await tx.execute<TransportSaveResult[]>(RECOUNT_TRANSPORT, [actor, owner.transportId]);
      return result!;
    });
  },
);

/** Deletes one goods line (DELETE /api/transport/shipment-delete/{id}). */
export const deleteShipment = operation(
  { area: 'transports', level: 'write' },
  async (context, idInput: unknown): Promise<TransportSaveResult> => {
    const { id } = parseInput(idSchema(TRANSPORT_SAVE_MESSAGES.badLineId), { id: idInput });
    const actor = context.caller.memberId;
    return withActor(context.em, actor, async (tx) => {
      const owner = await lockTransportOf(tx, 'line', id);
      if (!owner) throw notFound(TRANSPORT_SAVE_MESSAGES.lineNotFound);
      await tx.execute('delete from shipment where shipment_id = ?', [id]);
      await tx.execute(
        `update transport_receiver tr set amount = (select coalesce(sum(s.receiver_amount), 0) from shipment s
           where s.receiver_transport_id = tr.receiver_transport_id), chg_id = ?, chg_dt = now()
          where tr.receiver_transport_id = ?`,
        [actor, owner.receiverId],
      );
      const [result] = await tx.execute<TransportSaveResult[]>(RECOUNT_TRANSPORT, [actor, owner.transportId]);
      return result!;
    });
  },
);
