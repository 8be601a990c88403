// Business dates (reception, delivery, billing periods, "today") are Asia/Seoul calendar dates
// whatever the machine's time zone (docs/decisions.md#business-dates-in-seoul). Shared by the API,
// the seed and the tests.

/** The Seoul calendar date of an instant, yyyy-MM-dd (Sweden's locale writes dates that way). */
export function seoulDateOf(instant: Date): string {
  return instant.toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
}

/** An instant (an ISO string, as GraphQL answers it) as a Seoul date and time: 2026-11-23 16:05. */
export function seoulDateTime(instant: string): string {
  return new Date(instant).toLocaleString('sv-SE', { timeZone: 'Asia/Seoul', hour12: false }).slice(0, 16);
}

/** Today in Seoul as yyyy-MM-dd. */
export function seoulToday(now: Date = new Date()): string {
  return seoulDateOf(now);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written yyyy-MM-dd (2024-02-29 yes, 2023-02-29 and 0000-01-01 no). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
