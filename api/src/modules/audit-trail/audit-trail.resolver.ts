import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
import { recordResolver } from '../../common/record-endpoints';
import type { RequestContext } from '../../context';
import { AUDIT_TRAIL_ENDPOINTS } from './audit-trail.endpoints';
import { AuditLogFilterInput } from './audit-trail.inputs';
import { listAuditLog } from './audit-trail.service';
import { AuditLogPage } from './audit-trail.types';

@Resolver()
export class AuditTrailResolver extends recordResolver(null, AUDIT_TRAIL_ENDPOINTS) {
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
}
