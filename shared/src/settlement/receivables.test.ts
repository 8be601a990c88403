import {
  agingBucketOf,
  companyReceivable,
  daysBetween,
  invoiceMonthEnd,
  outstandingAmount,
  paidAmount,
  rowBilledAmount,
  runningBalances,
} from './receivables';

describe('invoiceMonthEnd and daysBetween', () => {
  it.each([
    [2026, 1, '2026-01-31'],
    [2026, 2, '2026-02-28'],
    [2024, 2, '2024-02-29'],
    [2026, 12, '2026-12-31'],
  ])('%d-%d ends %s', (year, month, end) => {
    expect(invoiceMonthEnd(year, month)).toBe(end);
  });

  it('counts calendar days, across months and years', () => {
    expect(daysBetween('2026-01-31', '2026-03-02')).toBe(30);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
  });
});

describe('agingBucketOf: days after the invoice month ends (January 2026 ends 2026-01-31)', () => {
  it.each([
    ['2026-01-15', 'CURRENT'], // before the month ends
    ['2026-01-31', 'CURRENT'], // 0 days
    ['2026-03-01', 'CURRENT'], // 29
    ['2026-03-02', 'D30'], // 30
    ['2026-03-31', 'D30'], // 59
    ['2026-04-01', 'D60'], // 60
    ['2026-04-30', 'D60'], // 89
    ['2026-05-01', 'D90'], // 90
    ['2027-01-01', 'D90'],
  ])('as of %s: %s', (asOf, bucket) => {
    expect(agingBucketOf('2026-01-31', asOf)).toBe(bucket);
  });
});

describe('billed, paid, outstanding', () => {
  it('bills the row total with VAT as stored; deleted payments count for nothing', () => {
    expect(rowBilledAmount({ totAmount: 73_706 })).toBe(73_706);
    expect(
      paidAmount([
        { amount: 40_000 },
        { amount: 10_000, deletedAt: '2026-02-11T01:00:00Z' },
        { amount: 50_000, deletedAt: null },
      ]),
    ).toBe(90_000);
  });

  it('is negative when more was paid than billed', () => {
    expect(outstandingAmount(73_706, 73_706)).toBe(0);
    expect(outstandingAmount(73_706, 40_000)).toBe(33_706);
    expect(outstandingAmount(73_706, 80_000)).toBe(-6_294);
  });
});

// docs/billing.md "Receivables", worked example: 1 본점 billed January 73,706 (the invoice example),
// February 33,000 and March 50,000; it paid 40,000 on 2026-02-10 against January and 50,000 on
// 2026-03-15 against March, and a payment of 10,000 was deleted.
describe('companyReceivable: the worked example of docs/billing.md', () => {
  const rows = [
    { id: 13, year: 2026, month: 3, billed: 50_000 },
    { id: 11, year: 2026, month: 1, billed: 73_706 },
    { id: 12, year: 2026, month: 2, billed: 33_000 },
  ];
  const paid = paidAmount([
    { amount: 40_000 },
    { amount: 50_000 },
    { amount: 10_000, deletedAt: '2026-03-16T00:00:00Z' },
  ]);

  it('applies 90,000 to January first, then February: March stays whole (FIFO, whatever row was paid)', () => {
    expect(companyReceivable(rows, paid, '2026-04-15')).toEqual({
      billed: 156_706,
      paid: 90_000,
      outstanding: 66_706,
      // February: 33,000 - (90,000 - 73,706) = 16,706, 46 days after 2026-02-28; March 15 days after.
      buckets: { CURRENT: 50_000, D30: 16_706, D60: 0, D90: 0 },
    });
  });

  it('ages the same amounts at a later date', () => {
    expect(companyReceivable(rows, paid, '2026-06-30').buckets).toEqual({
      CURRENT: 0,
      D30: 0,
      D60: 0,
      D90: 66_706, // February 122 days, March 91 days
    });
  });

  it('a payment of exactly the outstanding amount leaves 0 and empty buckets', () => {
    expect(companyReceivable(rows, paid + 66_706, '2026-06-30')).toEqual({
      billed: 156_706,
      paid: 156_706,
      outstanding: 0,
      buckets: { CURRENT: 0, D30: 0, D60: 0, D90: 0 },
    });
  });

  it('an over-payment is a credit: negative outstanding, empty buckets', () => {
    const credit = companyReceivable(rows, paid + 70_000, '2026-06-30');
    expect(credit.outstanding).toBe(-3_294);
    expect(credit.buckets).toEqual({ CURRENT: 0, D30: 0, D60: 0, D90: 0 });
  });

  it('no rows and no payments: all 0; payments before any bill: a credit', () => {
    expect(companyReceivable([], 0, '2026-01-01').outstanding).toBe(0);
    expect(companyReceivable([], 5_000, '2026-01-01').outstanding).toBe(-5_000);
  });
});

describe('runningBalances', () => {
  it('adds debits and takes credits from the opening balance, line by line', () => {
    expect(
      runningBalances(10_000, [
        { debit: 73_706, credit: 0 },
        { debit: 0, credit: 40_000 },
        { debit: 0, credit: 50_000 },
      ]),
    ).toEqual([83_706, 43_706, -6_294]);
  });
});
