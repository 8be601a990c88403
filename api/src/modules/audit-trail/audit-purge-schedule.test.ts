import { msUntilNextPurge } from './audit-purge-schedule';

const MINUTE = 60_000;

describe('msUntilNextPurge', () => {
  it.each([
    // 12:00 in Seoul: 15 h 30 min to 03:30.
    ['2026-11-25T03:00:00Z', 15 * 60 + 30],
    // 03:29 in Seoul: one minute.
    ['2026-11-25T18:29:00Z', 1],
    // 03:30 exactly: the next night.
    ['2026-11-25T18:30:00Z', 24 * 60],
    // 03:31 in Seoul: a day less a minute.
    ['2026-11-25T18:31:00Z', 24 * 60 - 1],
    // 00:10 in Seoul on a month's first day (the UTC date is still the last of the month).
    ['2026-11-30T15:10:00Z', 3 * 60 + 20],
  ])('from %s waits %d minutes', (now, minutes) => {
    expect(msUntilNextPurge(new Date(now))).toBe(minutes * MINUTE);
  });
});
