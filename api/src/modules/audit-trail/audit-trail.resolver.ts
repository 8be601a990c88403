import type { AuditEntity } from '@parcel/shared/audit/audit-fields';
import { AUDIT_TRAIL_LIMIT } from '@parcel/shared/audit/audit-fields';
import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import { AuditLogFilterInput } from './audit-trail.inputs';
import { listAuditLog, listAuditMembers, readAuditTrail } from './audit-trail.service';
import { AuditEntityEnum, AuditEntry, AuditLogPage, AuditMember } from './audit-trail.types';

@Resolver()
export class AuditTrailResolver {
  @Authorized(authorizedFor(readAuditTrail))
  @Query(() => [AuditEntry], {
    description: `One record's change history (변경 이력), newest first, at most ${AUDIT_TRAIL_LIMIT} entries (older ones: auditLog). A TRANSPORT's includes its receivers' and goods lines'. Whoever may read the record may read it; an unknown number has none. Each field is labelled in Korean with its before and after as display text; secrets are never shown.`,
  })
  auditTrail(
    @Ctx() context: RequestContext,
    @Arg('entity', () => AuditEntityEnum, { description: 'The kind of record.' }) entity: AuditEntity,
    @Arg('id', () => String, { description: "The record's number (companyId, billCompanyId ...), as text." })
    id: string,
  ): Promise<AuditEntry[]> {
    return readAuditTrail(context, entity, id);
  }

  @Authorized(authorizedFor(listAuditLog))
  @Query(() => AuditLogPage, {
    description:
      'Admins only: the change history of every record, filtered (kind of record and number, member, Asia/Seoul dates, action) and paged, newest first.',
  })
  auditLog(
    @Ctx() context: RequestContext,
    @Arg('filter', () => AuditLogFilterInput, { nullable: true, description: 'Filters; none: everything.' })
    filter: AuditLogFilterInput | null,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Which page (default the first page of 17).',
    })
    page: PageInput | null,
  ): Promise<AuditLogPage> {
    return listAuditLog(context, filter, page);
  }

  @Authorized(authorizedFor(listAuditMembers))
  @Query(() => [AuditMember], {
    description:
      "Admins only: every member, withdrawn ones too, by name, as auditLog's entries name them: the choices of its memberId filter.",
  })
  auditMembers(@Ctx() context: RequestContext): Promise<AuditMember[]> {
    return listAuditMembers(context);
  }
}
