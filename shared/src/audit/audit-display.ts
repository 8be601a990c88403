// A stored value of the audit log as display text (codes as names, won, dates, 예/아니오, secrets
// hidden), given the names the API looked up. Pure, so the rules have worked examples in tests.
import { seoulDateTime } from '../dates/seoul-date';
import { wonText } from '../money';
import { formatAccountNumber } from '../validation/account-number';
import { formatBusinessNumber } from '../validation/business-number';
import { formatRangeNumber } from '../validation/number-range';
import { formatPhone } from '../validation/phone';
import { AUDIT_SECRET_TEXT, type AuditFormat, type AuditReference } from './audit-fields';

/** The names a display needs: code names by type and value, record names by reference and id. */
export interface AuditNames {
  code(codeType: string, value: string): string | undefined;
  reference(to: AuditReference, id: string): string | undefined;
}

const YES_NO_TEXT: Readonly<Record<string, string>> = { Y: '예', N: '아니오' };
/** Longest text a JSON value shows before it is cut. */
const JSON_TEXT_MAX = 80;

/** A stored value as text, as PostgreSQL's to_jsonb wrote it (numbers, strings, booleans, JSON). */
function storedText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The display text of one stored value; null for no value (an empty before of a create, a cleared
 * field). Examples: won 1234000 → 1,234,000원; yesNo 'Y' → 예; code REGION_TYPE 'DAEGU' → 대구;
 * reference company 7 → its name (#7 when it is gone); instant → 2026-11-23 16:05 (Seoul).
 */
export function auditDisplayText(format: AuditFormat, value: unknown, names: AuditNames): string | null {
  if (format.kind === 'secret') return AUDIT_SECRET_TEXT;
  if (value === null || value === undefined || value === '') return null;
  const stored = storedText(value);
  switch (format.kind) {
    case 'text':
      return stored;
    case 'phone':
      return formatPhone(stored);
    case 'bizNo':
      return formatBusinessNumber(stored);
    case 'account':
      return formatAccountNumber(stored);
    case 'rangeNo':
      return formatRangeNumber(stored);
    case 'won':
      return wonText(Number(stored));
    case 'number':
      return `${Number(stored).toLocaleString('ko-KR')}${format.unit ?? ''}`;
    case 'date':
      return stored.slice(0, 10);
    case 'instant':
      return Number.isNaN(Date.parse(stored)) ? stored : seoulDateTime(stored);
    case 'yesNo':
      return YES_NO_TEXT[stored] ?? stored;
    case 'code':
      return names.code(format.codeType, stored) ?? stored;
    case 'choice':
      return format.labels[stored] ?? stored;
    case 'reference':
      return names.reference(format.to, stored) ?? `#${stored}`;
    case 'json':
      return stored.length > JSON_TEXT_MAX ? `${stored.slice(0, JSON_TEXT_MAX - 1)}…` : stored;
  }
}
