import { auditDisplayText, type AuditNames } from './audit-display';
import { AUDITED_TABLE_COLUMNS, auditColumnOf, type AuditFormat } from './audit-fields';

const names: AuditNames = {
  code: (codeType, value) => (codeType === 'REGION_TYPE' && value === 'DAEGU' ? '대구' : undefined),
  reference: (to, id) => (to === 'company' && id === '7' ? '㈜가나운송' : undefined),
};

describe('auditDisplayText', () => {
  it.each<[AuditFormat, unknown, string | null]>([
    [{ kind: 'won' }, 1234000, '1,234,000원'],
    [{ kind: 'won' }, '0', '0원'],
    [{ kind: 'won' }, -5000, '-5,000원'],
    [{ kind: 'number', unit: '건' }, 12000, '12,000건'],
    [{ kind: 'yesNo' }, 'Y', '예'],
    [{ kind: 'yesNo' }, 'N', '아니오'],
    [{ kind: 'code', codeType: 'REGION_TYPE' }, 'DAEGU', '대구'],
    [{ kind: 'code', codeType: 'REGION_TYPE' }, 'GONE', 'GONE'],
    [{ kind: 'choice', labels: { admin: '관리자' } }, 'admin', '관리자'],
    [{ kind: 'reference', to: 'company' }, 7, '㈜가나운송'],
    [{ kind: 'reference', to: 'company' }, 8, '#8'],
    [{ kind: 'phone' }, '0531234567', '053-123-4567'],
    [{ kind: 'bizNo' }, '1234567891', '123-45-67891'],
    [{ kind: 'date' }, '2026-11-23', '2026-11-23'],
    // 07:05 UTC is 16:05 in Seoul.
    [{ kind: 'instant' }, '2026-11-23T07:05:09.123+00:00', '2026-11-23 16:05'],
    [{ kind: 'secret' }, '$argon2id$v=19$...', '변경됨'],
    [{ kind: 'secret' }, null, '변경됨'],
    [{ kind: 'text' }, null, null],
    [{ kind: 'text' }, '', null],
    [{ kind: 'json' }, ['보낸 날', '받는 곳'], '["보낸 날","받는 곳"]'],
  ])('%j of %j → %j', (format, value, shown) => {
    expect(auditDisplayText(format, value, names)).toBe(shown);
  });
});

describe('auditColumnOf', () => {
  it("takes a form's label and format from the catalogue", () => {
    expect(auditColumnOf('company', 'communication_fee')).toEqual({
      label: '통신비',
      format: { kind: 'won' },
    });
    expect(auditColumnOf('member', 'user_pw').format.kind).toBe('secret');
  });

  it('hides a column the catalogue lacks when its name looks secret', () => {
    expect(auditColumnOf('member', 'reset_token').format.kind).toBe('secret');
    expect(auditColumnOf('member', 'smtp_password').format.kind).toBe('secret');
    expect(auditColumnOf('member', 'nickname')).toEqual({ label: 'nickname', format: { kind: 'text' } });
  });

  it('labels every column in Korean', () => {
    for (const columns of Object.values(AUDITED_TABLE_COLUMNS))
      for (const column of Object.values(columns)) expect(column.label).toMatch(/[가-힣]/);
  });
});
