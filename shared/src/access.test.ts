import { AREAS, mayWrite } from './access';

describe('who may write what (DECISIONS.md, Roles)', () => {
  it.each([
    ['admin', ['users', 'companies', 'transports', 'deliveries', 'settlement', 'reopening']],
    ['member_all', ['companies', 'transports', 'deliveries', 'settlement']],
    ['member_pickup', ['transports']],
    ['member_delivery', ['deliveries']],
    ['member_view', []],
    ['', []],
  ])('%s writes %j', (role, areas) => {
    expect(AREAS.filter((area) => mayWrite(role, area))).toEqual(areas);
  });
});
