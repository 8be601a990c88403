import { type PeriodParts, periodParts } from './period-parts';

const months = (start: string, end: string) => ({ start, end });
const add = (start: string, end: string) => ({ range: { start, end }, sign: 1 });
const subtract = (start: string, end: string) => ({ range: { start, end }, sign: -1 });

describe('periodParts', () => {
  it('reads whole months from month rows only', () => {
    expect(periodParts('2024-01-01', '2024-12-31')).toEqual({
      months: months('2024-01-01', '2024-12-01'),
      days: [],
    });
    expect(periodParts('2023-02-01', '2023-02-28')).toEqual({
      months: months('2023-02-01', '2023-02-01'),
      days: [],
    });
  });

  it('knows the month ends, February of leap years included', () => {
    // 2024 is a leap year: 2024-02-28 is not February's last day, 2024-02-29 is.
    expect(periodParts('2024-02-01', '2024-02-29')).toEqual({
      months: months('2024-02-01', '2024-02-01'),
      days: [],
    });
    expect(periodParts('2024-02-01', '2024-02-28')).toEqual({
      months: months('2024-02-01', '2024-02-01'),
      days: [subtract('2024-02-29', '2024-02-29')],
    });
    // 1900 was not a leap year (a century), 2000 was (divisible by 400).
    expect(periodParts('1900-02-01', '1900-02-28').days).toEqual([]);
    expect(periodParts('2000-02-01', '2000-02-28').days).toEqual([subtract('2000-02-29', '2000-02-29')]);
    expect(periodParts('2024-04-01', '2024-04-30').days).toEqual([]);
    expect(periodParts('2024-12-01', '2024-12-31').days).toEqual([]);
  });

  it('reads a short period inside one month by its days', () => {
    expect(periodParts('2026-11-20', '2026-11-26')).toEqual({
      months: null,
      days: [add('2026-11-20', '2026-11-26')],
    });
    expect(periodParts('2026-11-05', '2026-11-05')).toEqual({
      months: null,
      days: [add('2026-11-05', '2026-11-05')],
    });
  });

  it('reads most of one month as the month less the days outside the period', () => {
    expect(periodParts('2026-11-03', '2026-11-27')).toEqual({
      months: months('2026-11-01', '2026-11-01'),
      days: [subtract('2026-11-01', '2026-11-02'), subtract('2026-11-28', '2026-11-30')],
    });
    // Halves tie: the days in the period are read (no month row).
    expect(periodParts('2026-11-01', '2026-11-15')).toEqual({
      months: null,
      days: [add('2026-11-01', '2026-11-15')],
    });
    expect(periodParts('2026-11-01', '2026-11-16')).toEqual({
      months: months('2026-11-01', '2026-11-01'),
      days: [subtract('2026-11-17', '2026-11-30')],
    });
  });

  it('starts on the 1st: the first month is whole', () => {
    expect(periodParts('2026-01-01', '2026-03-10')).toEqual({
      months: months('2026-01-01', '2026-02-01'),
      days: [add('2026-03-01', '2026-03-10')],
    });
  });

  it("ends on a month's last day: the last month is whole", () => {
    expect(periodParts('2025-12-28', '2026-02-28')).toEqual({
      months: months('2026-01-01', '2026-02-01'),
      days: [add('2025-12-28', '2025-12-31')],
    });
  });

  it('reads each partial end by its days or as its month less the rest, whichever is fewer', () => {
    // The screens' widest period: 366 days up to a 26th.
    expect(periodParts('2025-11-26', '2026-11-26')).toEqual({
      months: months('2025-12-01', '2026-11-01'),
      days: [add('2025-11-26', '2025-11-30'), subtract('2026-11-27', '2026-11-30')],
    });
    expect(periodParts('2025-01-10', '2025-02-05')).toEqual({
      months: months('2025-01-01', '2025-01-01'),
      days: [subtract('2025-01-01', '2025-01-09'), add('2025-02-01', '2025-02-05')],
    });
    // Two partial neighbours read by their days: no month row at all.
    expect(periodParts('2025-01-25', '2025-02-05')).toEqual({
      months: null,
      days: [add('2025-01-25', '2025-01-31'), add('2025-02-01', '2025-02-05')],
    });
  });

  it('counts every day of any period exactly once, and no other day', () => {
    const day = (index: number) =>
      new Date(Date.UTC(2023, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    for (let start = 0; start < 800; start += 7)
      for (const length of [1, 2, 14, 15, 16, 28, 29, 30, 31, 32, 45, 59, 60, 61, 365, 366]) {
        const [startDate, endDate] = [day(start), day(start + length - 1)];
        const counts = countsOf(periodParts(startDate, endDate));
        for (const [date, count] of counts) {
          const inside = date >= startDate && date <= endDate;
          if (count !== (inside ? 1 : 0))
            throw new Error(`${startDate}..${endDate}: ${date} counted ${count}`);
        }
        expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBe(length);
      }
  });
});

/** How many times each date is counted: months' days once each, day ranges by their sign. */
function countsOf(parts: PeriodParts): Map<string, number> {
  const counts = new Map<string, number>();
  const each = (start: string, end: string, sign: number) => {
    for (let time = Date.parse(start); time <= Date.parse(end); time += 86_400_000) {
      const date = new Date(time).toISOString().slice(0, 10);
      counts.set(date, (counts.get(date) ?? 0) + sign);
    }
  };
  if (parts.months) {
    const last = new Date(Date.parse(parts.months.end));
    last.setUTCMonth(last.getUTCMonth() + 1);
    each(parts.months.start, new Date(last.getTime() - 86_400_000).toISOString().slice(0, 10), 1);
  }
  for (const { range, sign } of parts.days) each(range.start, range.end, sign);
  return counts;
}
