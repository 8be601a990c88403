/**
 * Calendar-date arithmetic on yyyy-MM-dd strings. Business dates are Asia/Seoul dates whatever the
 * server's zone (docs/decisions.md#business-dates-in-seoul), so dates are handled as plain calendar
 * values through UTC, never through the local time zone. Millions of goods lines are dated with these
 * functions, so dates are turned into day numbers (days since 1970-01-01) and back once each and
 * remembered: a demo spans a few thousand distinct days at most.
 */
import { isCalendarDate } from '@parcel/shared/dates/seoul-date';

const DAY_MS = 86_400_000;
const dayNumbers = new Map<string, number>();
const datesByNumber = new Map<number, string>();

function dayNumber(date: string): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    if (!isCalendarDate(date)) throw new Error(`not a yyyy-MM-dd date: ${date}`);
    day = Math.round(new Date(`${date}T00:00:00Z`).getTime() / DAY_MS);
    dayNumbers.set(date, day);
  }
  return day;
}

function dateOf(day: number): string {
  let date = datesByNumber.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    datesByNumber.set(day, date);
  }
  return date;
}

export function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days);
}

/** Same day of month `months` later, clamped to the month's last day (05-31 minus 3 months = 02-28). */
export function addMonths(date: string, months: number): string {
  const start = new Date(dayNumber(date) * DAY_MS);
  const firstOfTarget = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return dateOf(Math.round(firstOfTarget.getTime() / DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: string): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const twoDigits = (n: number) => TWO_DIGITS[n] ?? String(n).padStart(2, '0');

/** A timestamptz literal for `minuteOfDay` minutes after midnight of `date` in Asia/Seoul. */
export function seoulTimestamp(date: string, minuteOfDay: number, second = 0): string {
  return `${date} ${twoDigits(Math.floor(minuteOfDay / 60))}:${twoDigits(minuteOfDay % 60)}:${twoDigits(second)}+09`;
}
