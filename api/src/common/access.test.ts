import { type AccessRule, type Caller, canAccess, roleStringOf, ruleFromRoleString } from './access';

const caller = (role: Caller['role']): Caller => ({
  memberId: 1,
  userId: role,
  name: role,
  role,
  companyScope: role === 'customer' ? [7] : null,
});

describe('a customer (화주) caller', () => {
  it('is refused every rule not declared for customers, reads included', () => {
    const refused: AccessRule[] = [
      'signed-in',
      { area: 'transports', level: 'read' },
      { area: 'settlement', level: 'read' },
      { area: 'users', level: 'read', customers: true },
      { area: 'deliveries', level: 'write', customers: true },
    ];
    for (const rule of refused)
      expect({ rule, admitted: canAccess(caller('customer'), rule) }).toEqual({ rule, admitted: false });
  });

  it('is admitted to the rules declared for it in its areas, and to its own account', () => {
    const admitted: AccessRule[] = [
      'public',
      'own-account',
      { area: 'transports', level: 'write', customers: true },
      { area: 'settlement', level: 'read', customers: true },
    ];
    for (const rule of admitted)
      expect({ rule, admitted: canAccess(caller('customer'), rule) }).toEqual({ rule, admitted: true });
  });

  it('leaves staff rules as the role table says', () => {
    expect(canAccess(caller('member_view'), { area: 'transports', level: 'read' })).toBe(true);
    expect(canAccess(caller('member_view'), { area: 'transports', level: 'write', customers: true })).toBe(
      false,
    );
    expect(canAccess(caller('member_pickup'), 'own-account')).toBe(true);
    expect(canAccess(null, 'own-account')).toBe(false);
  });
});

describe("an operation's rule as @Authorized's string", () => {
  it.each<AccessRule>([
    'public',
    'signed-in',
    'own-account',
    { area: 'companies', level: 'read' },
    { area: 'transports', level: 'write', customers: true },
  ])('reads %j back', (rule) => expect(ruleFromRoleString(roleStringOf(rule))).toEqual(rule));

  it('refuses an unknown rule', () => {
    expect(() => ruleFromRoleString('transports:read:everyone')).toThrow(/unknown access rule/);
  });
});
