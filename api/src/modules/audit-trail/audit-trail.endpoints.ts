import { AUDIT_TRAIL_LIMIT } from '@parcel/shared/audit/audit-fields';
import { operationEndpoints } from '../../common/record-endpoints';
import { listAuditMembers, readAuditTrail } from './audit-trail.service';
import { AuditEntityEnum, AuditEntry, AuditMember } from './audit-trail.types';

/** The change history's operations besides its list (auditLog): one record's, and the members it names. */
export const AUDIT_TRAIL_ENDPOINTS = operationEndpoints([
  {
    op: readAuditTrail,
    query: 'auditTrail',
    description: `One record's change history (변경 이력), newest first, at most ${AUDIT_TRAIL_LIMIT} entries (older ones: auditLog). A TRANSPORT's includes its receivers' and goods lines'. Whoever may read the record may read it; an unknown number has none. Each field is labelled in Korean with its before and after as display text; secrets are never shown.`,
    returns: [AuditEntry],
    args: {
      entity: { type: AuditEntityEnum, description: 'The kind of record.' },
      id: { type: String, description: "The record's number (companyId, billCompanyId ...), as text." },
    },
  },
  {
    op: listAuditMembers,
    query: 'auditMembers',
    description:
      "Admins only: every member, withdrawn ones too, by name, as auditLog's entries name them: the choices of its memberId filter.",
    returns: [AuditMember],
  },
]);
