import {
  SHIPPER_SETTLEMENT_MESSAGES,
  settlementDefaultPeriod,
  shipperDetailsFilterSchema,
  shipperSettlementFilterSchema,
} from './shipper-settlement-filter';

const firstIssue = (result: ReturnType<typeof shipperSettlementFilterSchema.safeParse>) =>
  result.success
    ? undefined
    : { path: result.error.issues[0]?.path, message: result.error.issues[0]?.message };

describe('the settlement screens’ filters', () => {
  it('default to this month through today (Asia/Seoul)', () => {
    expect(settlementDefaultPeriod('2024-02-29')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(settlementDefaultPeriod('2025-01-01')).toEqual({ startDate: '2025-01-01', endDate: '2025-01-01' });
    const result = shipperSettlementFilterSchema.safeParse({});
    expect(result.success && result.data).toEqual(settlementDefaultPeriod());
  });

  it('take the 1st of the month of an end given alone', () => {
    const result = shipperDetailsFilterSchema.safeParse({ endDate: '2024-03-20', companyNm: ' 가나 ' });
    expect(result.success && result.data).toEqual({
      startDate: '2024-03-01',
      endDate: '2024-03-20',
      companyNm: '가나',
    });
  });

  it('read blank and all as every region', () => {
    for (const regionCd of ['', 'all', 'ALL', null]) {
      const result = shipperSettlementFilterSchema.safeParse({ endDate: '2024-03-01', regionCd });
      expect(result.success && result.data.regionCd).toBeUndefined();
    }
  });

  it('refuse an end before the start, and a period over 366 days, naming endDate', () => {
    expect(
      firstIssue(shipperSettlementFilterSchema.safeParse({ startDate: '2024-03-02', endDate: '2024-03-01' })),
    ).toEqual({
      path: ['endDate'],
      message: SHIPPER_SETTLEMENT_MESSAGES.badPeriod,
    });
    // 2024 is a leap year: 2024-01-01..2024-12-31 is 366 days, one more is too many.
    expect(
      shipperSettlementFilterSchema.safeParse({ startDate: '2024-01-01', endDate: '2024-12-31' }).success,
    ).toBe(true);
    expect(
      firstIssue(shipperSettlementFilterSchema.safeParse({ startDate: '2024-01-01', endDate: '2025-01-01' })),
    ).toEqual({
      path: ['endDate'],
      message: SHIPPER_SETTLEMENT_MESSAGES.periodTooLong,
    });
  });

  it('refuse a date that is no calendar date, naming it', () => {
    expect(firstIssue(shipperSettlementFilterSchema.safeParse({ startDate: '2023-02-29' }))).toEqual({
      path: ['startDate'],
      message: SHIPPER_SETTLEMENT_MESSAGES.badStartDate,
    });
  });
});
