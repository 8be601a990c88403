import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_INFO,
  AUDIT_SECRET_TEXT,
  AUDIT_TRAIL_LIMIT,
  type AuditEntity,
} from '@parcel/shared/audit/audit-fields';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AUDIT_ENTRY_LIST } from '@parcel/shared/records/audit-log-list';
import { columnField, TOTAL_EXACT_DESCRIPTION } from '../../common/list-graphql';

const ENTRY = AUDIT_ENTRY_LIST.columns;

/** GraphQL's AuditEntity: the shared list of records whose history can be asked for. */
export const AuditEntityEnum = Object.fromEntries(AUDIT_ENTITIES.map((entity) => [entity, entity])) as {
  [Entity in AuditEntity]: Entity;
};

registerEnumType(AuditEntityEnum, {
  name: 'AuditEntity',
  description: 'A kind of record whose changes the database records (audit_log).',
  valuesConfig: Object.fromEntries(
    AUDIT_ENTITIES.map((entity) => {
      const { label, table, area } = AUDIT_ENTITY_INFO[entity];
      return [entity, { description: `${label} (table ${table}; readable by whoever may read ${area}).` }];
    }),
  ),
});

export enum AuditActionEnum {
  CREATE = 'create',
  UPDATE = 'update',
  DELETE = 'delete',
}

registerEnumType(AuditActionEnum, {
  name: 'AuditAction',
  description: 'What a change did to its record.',
  valuesConfig: {
    CREATE: { description: '등록: the record was inserted.' },
    UPDATE: { description: '수정: some of its fields changed.' },
    DELETE: {
      description: '삭제: the row was deleted (most records are marked deleted instead: an UPDATE of 삭제).',
    },
  },
});

@ObjectType({ description: 'One field a change touched, with its value before and after as display text.' })
export class AuditFieldChange {
  @Field({ description: 'The column, as stored (company_nm, bill_stdr_cd ...).' })
  field!: string;

  @Field({ description: "The field's Korean label, as its form names it (상호, 청구 기준일 ...)." })
  label!: string;

  @Field(() => String, {
    nullable: true,
    description: `The value before, as the screens show it: codes by name, money as 1,234원, dates yyyy-MM-dd, instants in Asia/Seoul, Y/N as 예/아니오, other records by name; null: none (a create). Secrets (passwords) are never shown: after says ${AUDIT_SECRET_TEXT}.`,
  })
  before!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The value after, shown as before is; null: none (a delete, a cleared field).',
  })
  after!: string | null;
}

@ObjectType({
  description: 'One recorded change of one record: when, by whom, what, and each field before and after.',
})
export class AuditEntry {
  @columnField(ENTRY.id)
  id!: string;

  @columnField(ENTRY.entity, { type: () => AuditEntityEnum })
  entity!: AuditEntity;

  @columnField(ENTRY.entityId)
  entityId!: string;

  @columnField(ENTRY.subject)
  subject!: string;

  @columnField(ENTRY.recordName)
  recordName!: string | null;

  @columnField(ENTRY.changedAt)
  changedAt!: Date;

  @columnField(ENTRY.memberId)
  memberId!: number | null;

  @columnField(ENTRY.memberName)
  memberName!: string;

  @columnField(ENTRY.action, { type: () => AuditActionEnum })
  action!: AuditActionEnum;

  @columnField(ENTRY.actionLabel)
  actionLabel!: string;

  @Field(() => [AuditFieldChange], {
    description:
      "The fields it changed (an update) or held (a create, a delete), in the form's order; bookkeeping (version, who and when, keys) is left out.",
  })
  changes!: AuditFieldChange[];
}

@ObjectType({
  description: `A page of the change history, newest first. A record's own history (auditTrail) shows at most ${AUDIT_TRAIL_LIMIT} entries.`,
})
export class AuditLogPage {
  @Field(() => [AuditEntry], { description: "The page's entries, newest first." })
  items!: AuditEntry[];

  @Field(() => Int, {
    description:
      'Number of entries matching the filter, on all pages (a lower bound when totalExact is false).',
  })
  total!: number;

  @Field({ description: TOTAL_EXACT_DESCRIPTION })
  totalExact!: boolean;
}

@ObjectType({ description: 'A member as the change history names them, for choosing whose changes to see.' })
export class AuditMember {
  @Field(() => Int, { description: "The member's number (auditLog's memberId filter)." })
  memberId!: number;

  @Field({ description: 'Name and sign-in id, as an entry names its member: 홍길동 (hong).' })
  memberName!: string;

  @Field({ description: 'True for a withdrawn member (탈퇴), whose changes stay in the log.' })
  withdrawn!: boolean;
}
