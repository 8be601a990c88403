import {
  Check,
  Index,
  Entity,
  Enum,
  ManyToOne,
  Opt,
  PrimaryKey,
  Property,
  Rel,
  Unique,
} from '@mikro-orm/core';
import { EditableEntity, YES_NO, type YesNo } from './base.entity';
import { MEMBER_GROUPS, type MemberGroup } from '@parcel/shared/records/member-list';
import { Company } from './company.entity';

/**
 * Permission groups (what each may do: docs/decisions.md#who-may-write-each-area), defined once with
 * the user form's rules.
 */
export const GROUP_VALUES = MEMBER_GROUPS;
export type GroupVal = MemberGroup;

/**
 * A user who signs in: staff, or a customer (화주) linked to its company. Withdrawn users keep their
 * row (delYn 'Y') and their id stays taken.
 */
// The users list's filters: exact group (newest first within it), name and phone contains-searches.
@Entity({ tableName: 'member' })
@Check({
  name: 'member_customer_company_check',
  expression: "group_val <> 'customer' or company_id is not null",
})
@Index({ name: 'member_group_index', properties: ['groupVal', 'memberId'] })
@Index({
  name: 'member_name_trgm',
  expression: 'create index "member_name_trgm" on "member" using gin ("name" gin_trgm_ops)',
})
@Index({
  name: 'member_tel_no_trgm',
  expression: 'create index "member_tel_no_trgm" on "member" using gin ("tel_no" gin_trgm_ops)',
})
export class Member extends EditableEntity {
  @PrimaryKey({ type: 'integer' })
  memberId!: Opt<number>;

  @Unique({ name: 'member_user_id_unique' })
  @Property({ type: 'string', length: 50 })
  userId!: string;

  /** argon2id hash; never leaves the server. */
  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  userPw!: string;

  @Property({ type: 'string', length: 50 })
  name!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  email?: string | null;

  /** Digits only. */
  @Property({ type: 'string', length: 12, nullable: true })
  telNo?: string | null;

  @Index({ name: 'member_company_id_index' })
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'set null', fieldName: 'company_id' })
  company?: Rel<Company> | null;

  @Enum({ items: () => [...GROUP_VALUES] })
  groupVal!: GroupVal;

  @Enum({ items: () => [...YES_NO], default: 'N' })
  delYn!: Opt<YesNo>;

  /**
   * Access tokens carry the version they were issued under; raising it (role or password change,
   * withdrawal, "sign out everywhere") makes every older token useless at its next request.
   */
  @Property({ type: 'integer', default: 1 })
  sessionVersion!: Opt<number>;
}
