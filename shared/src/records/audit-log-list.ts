// 변경 이력's entries: one recorded change of one record. The GraphQL AuditEntry's own fields (api
// common/list-graphql.ts columnField) and the change history grid are built from it; the entries
// are made from audit_log rows by the api (names looked up, values as display text), not selected.
import { AUDIT_ENTITIES, AUDIT_ENTITY_INFO, AUDIT_SYSTEM_ACTOR } from '../audit/audit-fields';
import { defineList } from './define-list';

/** Each kind of record by its Korean name (업체, 받는 곳 ...). */
const ENTITY_LABELS = Object.fromEntries(
  AUDIT_ENTITIES.map((entity) => [entity, AUDIT_ENTITY_INFO[entity].label]),
);

export const AUDIT_ENTRY_LIST = defineList({
  columns: {
    id: { doc: "The log row's number (audit_id), as text: it grows past 2^53." },
    // GraphQL's AuditEntity enum.
    entity: { label: '기록 종류', codes: ENTITY_LABELS, doc: 'The kind of record changed.' },
    entityId: { label: '기록 번호', doc: "The changed record's number, as text." },
    subject: {
      doc: 'The record in words: its kind and name (업체 ㈜가나운송, 받는 곳 ㈜다라, 물품 12345678901); what a transport history uses to tell its receivers and goods lines apart.',
    },
    recordName: {
      label: '기록 이름',
      width: 18,
      grow: true,
      nullable: true,
      doc: "The record's own name, without its kind (㈜가나운송, 12345678901, 2026년 11월); null when none is known (subject then says #entityId).",
    },
    changedAt: {
      label: '변경 일시',
      kind: 'date',
      doc: 'When the change was committed (UTC; the transaction start).',
    },
    memberId: {
      kind: 'integer',
      nullable: true,
      doc: 'The member who made it; null for the system (migrations, jobs).',
    },
    memberName: {
      label: '변경한 사람',
      doc: `The member's name and sign-in id (홍길동 (hong)), or ${AUDIT_SYSTEM_ACTOR} when no member made it.`,
    },
    // GraphQL's AuditAction enum.
    action: { doc: 'CREATE, UPDATE or DELETE.' },
    actionLabel: { label: '변경 구분', width: 8, doc: 'The action in Korean: 등록, 수정 or 삭제.' },
  },
  filters: {},
  grid: ['changedAt', 'memberName', 'entity', 'entityId', 'recordName', 'actionLabel'],
  sheet: [],
});
