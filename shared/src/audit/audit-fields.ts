// The change history (변경 이력): which records are audited, the Korean label of every audited
// column and how its stored value is shown. The database's audit_row() trigger writes the stored
// values ({ column: [before, after] }); the API turns them into display text with this catalogue.
// Labels come from the forms' catalogues where a form edits the column, so a field reads the same in
// its dialog and in its history. shared imports nothing of ours: codes are named by their code type
// here and looked up by the API.
import type { Area } from '../access';
import { BILL_STANDARD_DAY_LABELS } from '../codes';
import { COMPANY_FIELD_LABELS } from '../forms/company-form';
import { DELIVERY_RECORD_FIELD_LABELS } from '../forms/delivery-record-form';
import { INVOICE_FIELD_LABELS } from '../forms/invoice-form';
import { MEMBER_FIELD_LABELS } from '../forms/member-form';
import { PAYMENT_FIELD_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_SOURCE_LABELS } from '../forms/payment-form';
import { SHIPMENT_FIELD_LABELS, RECEIVER_FIELD_LABELS, SENDER_FIELD_LABELS } from '../forms/transport-form';
import { columnNameOf, type FieldDeclaration, type FieldDeclarations } from '../records/define-fields';
import { ALL_COMPANY_FIELDS, COMPANY_FIELDS } from '../records/company';
import { ROUTE_FIELDS } from '../records/delivery-route-list';
import { MEMBER_FIELDS } from '../records/member-list';
import { NOTICE_FIELDS } from '../records/notice';
import { SUPPLIER_FIELDS } from '../records/supplier';
import { WAYBILL_FIELDS } from '../records/waybill';

/** Records a reference column names by their own name (the API looks the names up). */
export const AUDIT_REFERENCES = ['company', 'member', 'supplier', 'course', 'import'] as const;
export type AuditReference = (typeof AUDIT_REFERENCES)[number];

/** How a stored value is shown. */
export type AuditFormat =
  | { kind: 'text' }
  /** Digits shown hyphenated as the forms show them. */
  | { kind: 'phone' | 'bizNo' | 'account' | 'rangeNo' }
  /** Whole won: 1,234,000원. */
  | { kind: 'won' }
  | { kind: 'number'; unit?: string }
  /** A calendar date (yyyy-MM-dd as stored). */
  | { kind: 'date' }
  /** An instant, shown as its Asia/Seoul date and time. */
  | { kind: 'instant' }
  /** Y/N: 예/아니오. */
  | { kind: 'yesNo' }
  /** A value of the code table (code_type): its name. */
  | { kind: 'code'; codeType: string }
  /** A fixed value list: its label. */
  | { kind: 'choice'; labels: Readonly<Record<string, string>> }
  /** An id of another record: that record's name. */
  | { kind: 'reference'; to: AuditReference }
  /** Never shown, only that it changed. */
  | { kind: 'secret' }
  /** A JSON value (an import's headers and column mapping): shown as a short summary. */
  | { kind: 'json' };

export interface AuditColumn {
  label: string;
  format: AuditFormat;
  /**
   * Bookkeeping the entry shows otherwise (its time and member) or that nobody edits (the key,
   * the version): left out of an entry's field list.
   */
  hidden?: boolean;
}

const text = (label: string): AuditColumn => ({ label, format: { kind: 'text' } });
const as = (label: string, kind: 'phone' | 'bizNo' | 'account' | 'rangeNo'): AuditColumn => ({
  label,
  format: { kind },
});
const won = (label: string): AuditColumn => ({ label, format: { kind: 'won' } });
const number = (label: string, unit?: string): AuditColumn => ({
  label,
  format: unit ? { kind: 'number', unit } : { kind: 'number' },
});
const date = (label: string): AuditColumn => ({ label, format: { kind: 'date' } });
const instant = (label: string): AuditColumn => ({ label, format: { kind: 'instant' } });
const yesNo = (label: string): AuditColumn => ({ label, format: { kind: 'yesNo' } });
const code = (label: string, codeType: string): AuditColumn => ({
  label,
  format: { kind: 'code', codeType },
});
const choice = (label: string, labels: Readonly<Record<string, string>>): AuditColumn => ({
  label,
  format: { kind: 'choice', labels },
});
const reference = (label: string, to: AuditReference): AuditColumn => ({
  label,
  format: { kind: 'reference', to },
});
const hidden = (column: AuditColumn): AuditColumn => ({ ...column, hidden: true });

const undeclared = (label: string, what: string): never => {
  throw new Error(`the declaration of ${label} lacks ${what}`);
};

/** How the history shows a declared field, by its kind. */
function declaredColumn(declaration: FieldDeclaration): AuditColumn {
  const { label, kind = 'text' } = declaration;
  switch (kind) {
    case 'phone':
    case 'bizNo':
    case 'account':
      return as(label, kind);
    case 'yesNo':
      return yesNo(label);
    case 'choice':
      return choice(label, declaration.choices ?? undeclared(label, 'choices'));
    case 'code':
      return code(label, declaration.codeType ?? undeclared(label, 'codeType'));
    case 'amount':
      return won(label);
    case 'rangeNo':
      return as(label, kind);
    case 'count':
      return number(label);
    case 'id':
      return reference(label, declaration.refersTo ?? undeclared(label, 'refersTo'));
    default:
      return text(label);
  }
}

/** The columns of the named declared fields, in that order. */
function columnsNamed<Fields extends FieldDeclarations>(
  fields: Fields,
  names: readonly (keyof Fields & string)[],
): Record<string, AuditColumn> {
  return Object.fromEntries(names.map((name) => [columnNameOf(name), declaredColumn(fields[name]!)]));
}

/**
 * The columns of a record's declared fields, each shown as its kind is, in the order an entry lists
 * them: those named in `order` first, then the rest as declared.
 */
function declaredColumns<Fields extends FieldDeclarations>(
  fields: Fields,
  order: readonly (keyof Fields & string)[] = [],
): Record<string, AuditColumn> {
  return columnsNamed(fields, [
    ...new Set([...order, ...(Object.keys(fields) as (keyof Fields & string)[])]),
  ]);
}

/** A company entry's order: its texts, then its codes, terms and rates as the history has listed them. */
const COMPANY_HISTORY_ORDER = [
  ...(Object.keys(COMPANY_FIELDS) as (keyof typeof COMPANY_FIELDS)[]),
  'regionCd',
  'regionDtlCd',
  'shipperYn',
  'shipperCd',
  'useYn',
  'vatYn',
  'taxbilOutputYn',
  'billStdrCd',
  'billCharCd',
  'communicationFee',
  'untpc',
  'weightUntpc',
  'deliveryRouteId',
  'deliveryRouteCd',
  'billCompanyId',
] as const;

/** Every editable record's bookkeeping (EditableEntity). */
const EDITABLE_COLUMNS = {
  reg_dt: hidden(instant('등록일시')),
  reg_id: hidden(reference('등록자', 'member')),
  chg_dt: hidden(instant('수정일시')),
  chg_id: hidden(reference('수정자', 'member')),
  version: hidden(number('버전')),
} as const;

const C = COMPANY_FIELD_LABELS;
const S = SENDER_FIELD_LABELS;
const R = RECEIVER_FIELD_LABELS;
const G = SHIPMENT_FIELD_LABELS;
const D = DELIVERY_RECORD_FIELD_LABELS;

/** Party columns of a transport's sender and receivers (TransportParty), with the side's labels. */
const partyColumns = (labels: typeof S | typeof R, side: '보내는 곳' | '받는 곳') => ({
  company_nm: text(labels.companyNm),
  tel_no: as(labels.telNo, 'phone'),
  manager_tel_no: as(labels.managerTelNo, 'phone'),
  address: text(labels.address),
  rmk: text(labels.rmk),
  amount: won(`${side} 금액`),
  region_cd: code(labels.regionCd, 'REGION_TYPE'),
  region_dtl_cd: code(labels.regionDtlCd, 'REGION_DTL_TYPE'),
  untpc: won(labels.untpc),
  weight_untpc: won(labels.weightUntpc),
  shipper_cd: code(labels.shipperCd, 'SHIPPER_TYPE'),
  delivery_route_id: reference('배송 코스', 'course'),
});

export const TRANSPORT_IMPORT_STATUS_LABELS: Readonly<Record<string, string>> = {
  PREVIEW: '미리보기',
  COMMITTED: '등록됨',
  UNDONE: '되돌림',
};

/** Each audited table (the trigger's tg_table_name) and the label of each of its columns. */
export const AUDITED_TABLE_COLUMNS = {
  member: {
    member_id: hidden(number('사용자 번호')),
    ...columnsNamed(MEMBER_FIELDS, ['userId']),
    // After the id, as the history has listed them; the company is picked, not a declared field.
    user_pw: { label: MEMBER_FIELD_LABELS.userPw, format: { kind: 'secret' } },
    ...columnsNamed(MEMBER_FIELDS, ['name', 'email', 'telNo']),
    company_id: reference('소속 업체', 'company'),
    ...columnsNamed(MEMBER_FIELDS, ['groupVal']),
    del_yn: yesNo('탈퇴'),
    session_version: number('로그인 세션 번호'),
    ...EDITABLE_COLUMNS,
  },
  company: {
    company_id: hidden(number('업체 번호')),
    ...declaredColumns(ALL_COMPANY_FIELDS, COMPANY_HISTORY_ORDER),
    excclc_company_id: reference(C.excclcCompanyId, 'company'),
    ...EDITABLE_COLUMNS,
  },
  delivery_route: {
    delivery_route_id: hidden(number('배송 코스 번호')),
    ...declaredColumns(ROUTE_FIELDS),
    use_yn: yesNo('사용 여부'),
    ...EDITABLE_COLUMNS,
  },
  bill_company: {
    bill_company_id: hidden(number('공급자 번호')),
    ...declaredColumns(SUPPLIER_FIELDS),
    del_yn: yesNo('삭제'),
    ...EDITABLE_COLUMNS,
  },
  transport_sender: {
    sender_transport_id: hidden(number('운송 번호')),
    ...partyColumns(S, '보내는 곳'),
    requst_dt: date('접수일'),
    transport_process_cd: code('운송 종류', 'TRANSPORT_PROCESS'),
    sender_company_id: reference(S.senderCompanyId, 'company'),
    charge_cd: code(S.chargeCd, 'CHARGE'),
    manager_nm: text(S.managerNm),
    manager_id: reference('집하 담당', 'member'),
    import_id: reference('일괄 등록', 'import'),
    del_yn: yesNo('삭제'),
    receiver_count: hidden(number('받는 곳 수', '곳')),
    goods_line_count: hidden(number('물품 수', '건')),
    ...EDITABLE_COLUMNS,
  },
  transport_receiver: {
    receiver_transport_id: hidden(number('받는 곳 번호')),
    sender_transport_id: hidden(number('운송 번호')),
    ...partyColumns(R, '받는 곳'),
    receiver_company_id: reference(R.receiverCompanyId, 'company'),
    notify_yn: yesNo(R.notifyYn),
    sort_order: hidden(number('순서')),
    // Its transport's, copied by a trigger for the name filters: nobody's edit.
    requst_dt: hidden(date('접수일')),
    ...EDITABLE_COLUMNS,
  },
  shipment: {
    shipment_id: hidden(number('물품 번호')),
    receiver_transport_id: hidden(number('받는 곳 번호')),
    kind_cd: code(G.kindCd, 'GOODS_KIND'),
    waybill_no: as(G.waybillNo, 'rangeNo'),
    trnsprt_cd: code(G.trnsprtCd, 'TRNSPRT_TYPE'),
    sender_qty: number(G.senderQty),
    receiver_qty: number(G.receiverQty),
    sender_untpc: won(G.senderUntpc),
    receiver_untpc: won(G.receiverUntpc),
    sender_amount: won('금액'),
    receiver_amount: won('받는 곳 금액'),
    sort_order: hidden(number('순서')),
    pickup_check: yesNo(D.pickupCheck),
    transport_manager: text(D.transportManager),
    transport_date: date(D.transportDate),
    transport_code: code(D.transportCode, 'TRANSPORT_CD'),
    memo: text(D.memo),
    ...EDITABLE_COLUMNS,
  },
  waybill: {
    waybill_id: hidden(number('운송장 등록 번호')),
    // As the history has listed them: the companies, the charge, the quantity, then the numbers.
    ...declaredColumns(WAYBILL_FIELDS, ['senderCompanyId', 'receiverCompanyId', 'chargeCd', 'qty']),
    del_yn: yesNo('삭제'),
    ...EDITABLE_COLUMNS,
  },
  bill_history: {
    bill_history_id: hidden(number('청구서 번호')),
    bill_company_id: reference(INVOICE_FIELD_LABELS.billCompanyId, 'supplier'),
    year: number(INVOICE_FIELD_LABELS.year),
    month: number(INVOICE_FIELD_LABELS.month),
    bill_cd: choice(INVOICE_FIELD_LABELS.billCd, BILL_STANDARD_DAY_LABELS),
    period_start: date('청구 시작일'),
    period_end: date('청구 종료일'),
    tot_amount: won('합계 금액'),
    communication_fee: won('통신비'),
    communication_fee_vat: won('통신비 부가세'),
    untpc: won('택배 금액'),
    untpc_vat: won('택배 부가세'),
    weight_untpc: won('통신 금액'),
    weight_untpc_vat: won('통신 부가세'),
    closed_at: instant('마감 일시'),
    closed_by: reference('마감한 사람', 'member'),
    ...EDITABLE_COLUMNS,
  },
  transport_import: {
    import_id: hidden(number('일괄 등록 번호')),
    status: choice('상태', TRANSPORT_IMPORT_STATUS_LABELS),
    file_name: text('파일 이름'),
    sender_company_id: reference('보내는 업체', 'company'),
    headers: { label: '머리글', format: { kind: 'json' } },
    mapping: { label: '열 연결', format: { kind: 'json' } },
    row_count: number('행 수', '행'),
    transport_count: number('등록한 운송 정보', '건'),
    created_by: reference('올린 사람', 'member'),
    created_at: instant('올린 일시'),
    committed_by: reference('등록한 사람', 'member'),
    committed_at: instant('등록 일시'),
    undone_by: reference('되돌린 사람', 'member'),
    undone_at: instant('되돌린 일시'),
  },
  payment: {
    payment_id: hidden(number('입금 번호')),
    bill_history_detail_id: hidden(number('청구 내역 번호')),
    paid_on: date(PAYMENT_FIELD_LABELS.paidOn),
    amount: won(PAYMENT_FIELD_LABELS.amount),
    method: choice(PAYMENT_FIELD_LABELS.method, PAYMENT_METHOD_LABELS),
    depositor: text(PAYMENT_FIELD_LABELS.depositor),
    memo: text(PAYMENT_FIELD_LABELS.memo),
    source: choice('입력 경로', PAYMENT_SOURCE_LABELS),
    deleted_at: instant('삭제 일시'),
    deleted_by: reference('삭제한 사람', 'member'),
    delete_reason: text(PAYMENT_FIELD_LABELS.reason),
    ...EDITABLE_COLUMNS,
  },
  notice: {
    notice_id: hidden(number('공지사항 번호')),
    ...declaredColumns(NOTICE_FIELDS),
    ...EDITABLE_COLUMNS,
  },
} as const satisfies Record<string, Record<string, AuditColumn>>;
export type AuditedTable = keyof typeof AUDITED_TABLE_COLUMNS;

/** The records whose history can be asked for (GraphQL's AuditEntity), each one audited table. */
export const AUDIT_ENTITIES = [
  'COMPANY',
  'SUPPLIER',
  'MEMBER',
  'DELIVERY_ROUTE',
  'WAYBILL',
  'TRANSPORT',
  'RECEIVER',
  'GOODS_LINE',
  'INVOICE',
  'TRANSPORT_IMPORT',
  'PAYMENT',
  'NOTICE',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export interface AuditEntityInfo {
  table: AuditedTable;
  /** What the record is called (업체, 운송 정보 ...). */
  label: string;
  /** Reading its history takes read access to this area (docs/decisions.md#who-may-write-each-area). */
  area: Area;
}

export const AUDIT_ENTITY_INFO: Readonly<Record<AuditEntity, AuditEntityInfo>> = {
  COMPANY: { table: 'company', label: '업체', area: 'companies' },
  SUPPLIER: { table: 'bill_company', label: '공급자', area: 'settlement' },
  MEMBER: { table: 'member', label: '사용자', area: 'users' },
  DELIVERY_ROUTE: { table: 'delivery_route', label: '배송 코스', area: 'companies' },
  WAYBILL: { table: 'waybill', label: '운송장 사전 등록', area: 'transports' },
  TRANSPORT: { table: 'transport_sender', label: '운송 정보', area: 'transports' },
  RECEIVER: { table: 'transport_receiver', label: '받는 곳', area: 'transports' },
  GOODS_LINE: { table: 'shipment', label: '물품', area: 'transports' },
  INVOICE: { table: 'bill_history', label: '청구서', area: 'settlement' },
  TRANSPORT_IMPORT: { table: 'transport_import', label: '일괄 등록', area: 'transports' },
  PAYMENT: { table: 'payment', label: '입금', area: 'settlement' },
  NOTICE: { table: 'notice', label: '공지사항', area: 'notices' },
};

/** The entity of an audited table. */
export function auditEntityOfTable(table: string): AuditEntity | null {
  return AUDIT_ENTITIES.find((entity) => AUDIT_ENTITY_INFO[entity].table === table) ?? null;
}

export const AUDIT_ACTION_LABELS = { create: '등록', update: '수정', delete: '삭제' } as const;
export type AuditActionValue = keyof typeof AUDIT_ACTION_LABELS;

/** Who an entry names when no member acted (migrations, seeds, jobs). */
export const AUDIT_SYSTEM_ACTOR = '시스템';
/** What a secret's before and after show. */
export const AUDIT_SECRET_TEXT = '변경됨';
/** A record's history shows at most its newest entries; the full log is the admins' auditLog. */
export const AUDIT_TRAIL_LIMIT = 200;
/** Old entries are purged after this many days unless AUDIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 730;

/** Column names that may hold a secret: never shown, even before the catalogue names them. */
const SECRET_NAME = /(^|_)(pw|password|passwd|secret|token|hash)(_|$)/;

/**
 * The column's catalogue entry. A column the catalogue lacks (a test fails for it) shows under its
 * own name as text, or as a secret when its name says it may be one.
 */
export function auditColumnOf(table: string, column: string): AuditColumn {
  const columns = (AUDITED_TABLE_COLUMNS as Record<string, Record<string, AuditColumn>>)[table];
  const known = columns?.[column];
  if (known) return known;
  return { label: column, format: { kind: SECRET_NAME.test(column) ? 'secret' : 'text' } };
}
