import { AREAS, mayRead, mayReadAuditLog, mayWrite } from './access';

describe('who may write what (docs/decisions.md#who-may-write-each-area)', () => {
  it.each([
    ['admin', ['users', 'companies', 'transports', 'deliveries', 'settlement', 'reopening', 'notices']],
    ['member_all', ['companies', 'transports', 'deliveries', 'settlement']],
    ['member_pickup', ['transports']],
    ['member_delivery', ['deliveries']],
    ['member_view', []],
    ['customer', ['transports']],
    ['', []],
  ])('%s writes %j', (role, areas) => {
    expect(AREAS.filter((area) => mayWrite(role, area))).toEqual(areas);
  });
});

describe('who may read the whole change history (변경 이력)', () => {
  it('is 관리자 alone', () => {
    const roles = ['admin', 'member_all', 'member_pickup', 'member_delivery', 'member_view', '', null];
    expect(roles.filter((role) => mayReadAuditLog(role))).toEqual(['admin']);
  });
});

describe('what a customer (화주) may use (docs/decisions.md#customer-accounts)', () => {
  it('reads its company pickers, transports, deliveries and settlement, and nothing else', () => {
    expect(AREAS.filter((area) => mayRead('customer', area))).toEqual([
      'companies',
      'transports',
      'deliveries',
      'settlement',
    ]);
  });

  it('leaves every staff role every area to read', () => {
    for (const role of ['admin', 'member_all', 'member_pickup', 'member_delivery', 'member_view'])
      expect(AREAS.every((area) => mayRead(role, area))).toBe(true);
  });
});
