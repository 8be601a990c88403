import { isCalendarDate, seoulDateTime, seoulToday } from './seoul-date';

describe('seoulToday', () => {
  it('is the Seoul date whatever the machine zone', () => {
    expect(seoulToday(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(seoulToday(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });
});

describe('seoulDateTime', () => {
  it('writes an instant as the Seoul date and time to the minute', () => {
    expect(seoulDateTime('2026-11-23T07:05:59.000Z')).toBe('2026-11-23 16:05');
    expect(seoulDateTime('2026-11-21T15:00:00Z')).toBe('2026-11-22 00:00');
  });
});

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2026-12-31'])('accepts %s', (value) => expect(isCalendarDate(value)).toBe(true));
  it.each(['2023-02-29', '2026-13-01', '2026-1-5', '0000-01-01', '20261122', ''])('refuses %p', (value) =>
    expect(isCalendarDate(value)).toBe(false),
  );
});
