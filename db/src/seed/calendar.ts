/**
 * Calendar-date arithmetic on yyyy-MM-dd strings. Business dates are Asia/Seoul dates whatever the
 * server's zone (DECISIONS.md), so dates are handled as plain calendar values through UTC, never
 * through the local time zone.
 */
import { isCalendarDate } from '@parcel/shared/dates/seoul-date';

const DAY_MS = 86_400_000;

function toUtc(date: string): Date {
  if (!isCalendarDate(date)) throw new Error(`not a yyyy-MM-dd date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** Same day of month `months` later, clamped to the month's last day (05-31 minus 3 months = 02-28). */
export function addMonths(date: string, months: number): string {
  const start = toUtc(date);
  const firstOfTarget = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return fromUtc(firstOfTarget);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return toUtc(date).getUTCDay();
}

/** A timestamptz literal for `minuteOfDay` minutes after midnight of `date` in Asia/Seoul. */
export function seoulTimestamp(date: string, minuteOfDay: number, second = 0): string {
  const hours = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const minutes = String(minuteOfDay % 60).padStart(2, '0');
  return `${date} ${hours}:${minutes}:${String(second).padStart(2, '0')}+09`;
}
