import {
  billingPeriod,
  companyAmounts,
  daysInMonth,
  invoiceTotals,
  isBilled,
  periodParts,
  vat,
  type BillableCompany,
} from './billing';

describe('vat: 10% rounded half up', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1], // 0.5 → 1
    [14, 1], // 1.4 → 1
    [15, 2], // 1.5 → 2
    [25, 3], // 2.5 → 3 (half up, not to even)
    [16, 2],
    [1_000, 100],
    [33_335, 3_334], // 3,333.5 → 3,334
    [123_456_789, 12_345_679],
  ])('vat(%p) = %p', (amount, expected) => {
    expect(vat(amount)).toBe(expected);
  });

  it('refuses what is not a whole won amount', () => {
    expect(() => vat(-10)).toThrow(RangeError);
    expect(() => vat(1.5)).toThrow(RangeError);
  });
});

describe('billingPeriod', () => {
  it.each([
    // billing day 30: the calendar month
    [2026, 3, '30', '2026-03-01', '2026-03-31'],
    [2026, 4, '30', '2026-04-01', '2026-04-30'],
    [2026, 2, '30', '2026-02-01', '2026-02-28'],
    [2024, 2, '30', '2024-02-01', '2024-02-29'], // leap year
    [2000, 2, '30', '2000-02-01', '2000-02-29'], // divisible by 400: leap
    [2100, 2, '30', '2100-02-01', '2100-02-28'], // divisible by 100: not
    [2026, 12, '30', '2026-12-01', '2026-12-31'],
    // billing day 20: the 21st of the month before through the 20th
    [2026, 3, '20', '2026-02-21', '2026-03-20'], // across February's end
    [2024, 3, '20', '2024-02-21', '2024-03-20'], // ... in a leap year (Feb 29 inside)
    [2026, 1, '20', '2025-12-21', '2026-01-20'], // January: December of the year before
    [2026, 12, '20', '2026-11-21', '2026-12-20'],
  ] as const)('%p-%p day %p: %p to %p', (year, month, billCd, start, end) => {
    expect(billingPeriod(year, month, billCd)).toEqual({ start, end });
  });

  it('20th and 21st fall into consecutive day-20 periods', () => {
    const march = billingPeriod(2026, 3, '20');
    const april = billingPeriod(2026, 4, '20');
    expect(march.end).toBe('2026-03-20');
    expect(april.start).toBe('2026-03-21');
  });

  it('refuses a month outside 1-12', () => {
    expect(() => billingPeriod(2026, 0, '30')).toThrow(RangeError);
    expect(() => billingPeriod(2026, 13, '20')).toThrow(RangeError);
  });

  it('daysInMonth', () => {
    expect([1, 2, 4, 6, 9, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([
      31, 28, 30, 30, 30, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});

describe('periodParts: a day-20 period split at the month end', () => {
  it('a calendar month is one part', () => {
    const period = billingPeriod(2026, 5, '30');
    expect(periodParts(period)).toEqual([period]);
  });

  it('a day-20 period is two parts', () => {
    expect(periodParts(billingPeriod(2024, 3, '20'))).toEqual([
      { start: '2024-02-21', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-20' },
    ]);
  });

  it('across the year', () => {
    expect(periodParts(billingPeriod(2026, 1, '20'))).toEqual([
      { start: '2025-12-21', end: '2025-12-31' },
      { start: '2026-01-01', end: '2026-01-20' },
    ]);
  });
});

const shipper: BillableCompany = {
  shipperYn: 'Y',
  useYn: 'Y',
  vatYn: 'Y',
  billStdrCd: '20',
  communicationFee: 30_005,
};

describe('isBilled', () => {
  it('a shipper in use on its own billing day', () => {
    expect(isBilled(shipper, '20')).toBe(true);
    expect(isBilled(shipper, '30')).toBe(false);
  });

  it('not a suspended company (useYn N)', () => {
    expect(isBilled({ ...shipper, useYn: 'N' }, '20')).toBe(false);
  });

  it('not a company that is no shipper', () => {
    expect(isBilled({ ...shipper, shipperYn: 'N' }, '20')).toBe(false);
  });
});

describe('companyAmounts', () => {
  it('VAT per section, each rounded on its own', () => {
    // base fare 30,005 → VAT 3,000.5 → 3,001
    // parcel lines 2 × 1,500 + 1 × 2,005 = 5,005 → VAT 500.5 → 501
    // communication lines 3 kg × 1,005 + 10 kg × 1,000 = 13,015 → VAT 1,301.5 → 1,302
    const amounts = companyAmounts(shipper, [
      { trnsprtCd: 'QTY', senderQty: 2, senderAmount: 3_000 },
      { trnsprtCd: 'QTY', senderQty: 1, senderAmount: 2_005 },
      { trnsprtCd: 'WEIGHT', senderQty: 3, senderAmount: 3_015 },
      { trnsprtCd: 'WEIGHT', senderQty: 10, senderAmount: 10_000 },
    ]);
    expect(amounts).toEqual({
      communicationFee: 30_005,
      communicationFeeVat: 3_001,
      untpc: 5_005,
      untpcVat: 501,
      weightUntpc: 13_015,
      weightUntpcVat: 1_302,
      totQty: 16,
      totAmount: 30_005 + 3_001 + 5_005 + 501 + 13_015 + 1_302,
    });
    // Rounding the total's VAT once would give 4,802.5 → 4,803, one won less than the sections' 4,804.
    expect(amounts.communicationFeeVat + amounts.untpcVat + amounts.weightUntpcVat).toBe(4_804);
  });

  it('a company with no lines pays its base fare with VAT', () => {
    expect(companyAmounts({ ...shipper, communicationFee: 15 }, [])).toEqual({
      communicationFee: 15,
      communicationFeeVat: 2,
      untpc: 0,
      untpcVat: 0,
      weightUntpc: 0,
      weightUntpcVat: 0,
      totQty: 0,
      totAmount: 17,
    });
  });

  it('a company without VAT issuance (vatYn N) has no VAT', () => {
    const amounts = companyAmounts({ ...shipper, vatYn: 'N', communicationFee: 10_000 }, [
      { trnsprtCd: 'QTY', senderQty: 1, senderAmount: 4_000 },
    ]);
    expect(amounts).toMatchObject({
      communicationFeeVat: 0,
      untpcVat: 0,
      weightUntpcVat: 0,
      totAmount: 14_000,
    });
  });
});

describe('invoiceTotals', () => {
  it('sums the companies, VAT as rounded per company', () => {
    const first = companyAmounts({ ...shipper, communicationFee: 15 }, []); // 15 + 2
    const second = companyAmounts({ ...shipper, communicationFee: 15 }, [
      { trnsprtCd: 'QTY', senderQty: 1, senderAmount: 25 }, // 25 + 3
    ]);
    expect(invoiceTotals([first, second])).toEqual({
      communicationFee: 30,
      communicationFeeVat: 4, // 2 + 2, not vat(30) = 3
      untpc: 25,
      untpcVat: 3,
      weightUntpc: 0,
      weightUntpcVat: 0,
      totQty: 1,
      totAmount: 62,
    });
  });

  it('no company: zero', () => {
    expect(invoiceTotals([])).toMatchObject({ totAmount: 0, communicationFee: 0 });
  });
});
