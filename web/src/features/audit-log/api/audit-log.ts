import { graphql } from '../../../gql';

/** A page of the whole change history (관리자 only), newest first, with each entry's fields. */
export const AuditLogQuery = graphql(`
  query AuditLog($filter: AuditLogFilterInput, $page: PageInput) {
    auditLog(filter: $filter, page: $page) {
      items {
        ...AuditEntryFields
        entityId
        recordName
        action
      }
      total
      totalExact
    }
  }
`);

/** Every member, withdrawn ones too, as the log names them: the member filter's choices. */
export const AuditMembersQuery = graphql(`
  query AuditMembers {
    auditMembers {
      memberId
      memberName
      withdrawn
    }
  }
`);
