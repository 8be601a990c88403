// How the settlement screens read a period from per-month and per-day rows (settlement-days.ts): the
// month rows of the months it covers, plus or minus the day rows of its partial months at either
// end. A partial month is read either by its days in the period (added) or as the whole month less
// its days outside the period (subtracted), whichever reads fewer days, so no edge costs more than
// half a month of day rows: 366 days read about 12 month rows and at most 30 days per company.
// Both are exact because a month row is always the sum of its day rows (the same refresh writes
// both in one transaction).

/** Calendar dates yyyy-MM-dd, both ends counted. */
export interface DayRange {
  start: string;
  end: string;
}

export interface PeriodParts {
  /** The months read from month rows, as their first days (both counted); null for none. */
  months: DayRange | null;
  /** Day rows added (sign 1) or subtracted (sign -1); at most two ranges. */
  days: { range: DayRange; sign: 1 | -1 }[];
}

const DAY_MS = 86_400_000;
const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => dateOf(timeOf(date) + days * DAY_MS);
const daysIn = ({ start, end }: DayRange) => (timeOf(end) - timeOf(start)) / DAY_MS + 1;

/** The month of a date: its first and last days. */
function monthOf(date: string): DayRange {
  const start = `${date.slice(0, 8)}01`;
  const next = new Date(timeOf(start));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { start, end: addDays(dateOf(next.getTime()), -1) };
}

/**
 * One month's share of the period: whether its month row is read, and the day ranges added or
 * subtracted with it. `part` is the period's days in `month` (not empty).
 */
function monthPart(month: DayRange, part: DayRange): { whole: boolean; days: PeriodParts['days'] } {
  const outside: DayRange[] = [];
  if (part.start > month.start) outside.push({ start: month.start, end: addDays(part.start, -1) });
  if (part.end < month.end) outside.push({ start: addDays(part.end, 1), end: month.end });
  const outsideDays = outside.reduce((days, range) => days + daysIn(range), 0);
  if (outsideDays > 0 && daysIn(part) <= outsideDays)
    return { whole: false, days: [{ range: part, sign: 1 }] };
  return { whole: true, days: outside.map((range) => ({ range, sign: -1 as const })) };
}

/** Splits [startDate, endDate] (valid dates, start <= end) into month rows and edge day ranges. */
export function periodParts(startDate: string, endDate: string): PeriodParts {
  const first = monthOf(startDate);
  const last = monthOf(endDate);
  if (first.start === last.start) {
    const only = monthPart(first, { start: startDate, end: endDate });
    return { months: only.whole ? { start: first.start, end: first.start } : null, days: only.days };
  }
  const head = monthPart(first, { start: startDate, end: first.end });
  const tail = monthPart(last, { start: last.start, end: endDate });
  const from = head.whole ? first.start : addDays(first.end, 1);
  const to = tail.whole ? last.start : monthOf(addDays(last.start, -1)).start;
  return { months: from <= to ? { start: from, end: to } : null, days: [...head.days, ...tail.days] };
}
