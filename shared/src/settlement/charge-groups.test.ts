import {
  lineChargeGroupOf,
  LINE_CHARGE_GROUP_LABELS,
  statementChargeGroupOf,
  STATEMENT_CHARGE_GROUP_LABELS,
} from './charge-groups';

describe('charge groups', () => {
  it.each([
    ['CH001', false, 'PREPAID', '선불'],
    ['CH003', true, 'PREPAID', '선불'],
    ['CH002', false, 'COLLECT', '착불'],
    ['CH004', false, 'COLLECT', '착불'],
    ['CH002', true, 'ARRIVED', '도착분'],
    ['CH004', true, 'ARRIVED', '도착분'],
  ] as const)('a %s line, delivered %s, is %s (%s)', (chargeCd, delivered, group, label) => {
    expect(lineChargeGroupOf(chargeCd, delivered)).toBe(group);
    expect(LINE_CHARGE_GROUP_LABELS[group]).toBe(label);
  });

  it('an unknown charge has no group on the delivery check', () => {
    expect(lineChargeGroupOf('CH999', true)).toBeNull();
  });

  it.each([
    ['CH001', 'PREPAID', '선불'],
    ['CH003', 'PREPAID', '선불'],
    ['CH002', 'COLLECT', '착불 (도착분)'],
    ['CH004', 'COLLECT', '착불 (도착분)'],
  ] as const)('on the per-type statement a %s line is %s', (chargeCd, group, label) => {
    expect(statementChargeGroupOf(chargeCd)).toBe(group);
    expect(STATEMENT_CHARGE_GROUP_LABELS[group]).toBe(label);
  });
});
