import { kindCountOf, kindCountsOf } from './kind-counts';

describe('kind counts', () => {
  it('counts a QTY line by its pieces and a WEIGHT line as one', () => {
    expect(kindCountOf('QTY', 4)).toBe(4);
    expect(kindCountOf('WEIGHT', 12)).toBe(1);
  });

  it('lays sums out in the columns order, 0 where a kind has none, 합계 = 발신 + 수신', () => {
    expect(
      kindCountsOf(
        ['TAC0201', 'TAC0202', 'TAC0206'],
        [
          { kindCd: 'TAC0206', sent: 1, received: 2 },
          { kindCd: 'TAC0201', sent: 3, received: 0 },
          { kindCd: 'UNKNOWN', sent: 9, received: 9 },
        ],
      ),
    ).toEqual({ sent: [3, 0, 1], received: [0, 0, 2], total: [3, 0, 3] });
  });
});
