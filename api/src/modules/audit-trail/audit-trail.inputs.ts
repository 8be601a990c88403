import type { AuditEntity } from '@parcel/shared/audit/audit-fields';
import { Field, InputType, Int } from 'type-graphql';
import { AuditActionEnum, AuditEntityEnum } from './audit-trail.types';

@InputType({ description: 'Filters of the change history; all optional, combined with AND.' })
export class AuditLogFilterInput {
  @Field(() => AuditEntityEnum, { nullable: true, description: 'Only changes of this kind of record.' })
  entity?: AuditEntity | null;

  @Field(() => String, {
    nullable: true,
    description: "Only this record's changes (with entity): its number as text.",
  })
  entityId?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only changes this member made.' })
  memberId?: number | null;

  @Field(() => String, { nullable: true, description: 'From this Asia/Seoul date on, yyyy-MM-dd.' })
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Up to and including this Asia/Seoul date, yyyy-MM-dd.',
  })
  to?: string | null;

  @Field(() => AuditActionEnum, { nullable: true, description: 'Only creates, updates or deletes.' })
  action?: AuditActionEnum | null;
}
