import { koreanToday } from './korean-date';

describe('koreanToday', () => {
  it('writes the Seoul date in Korean with the weekday', () => {
    // 2026-11-21 23:30 UTC is already Sunday 22 November in Seoul.
    expect(koreanToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026년 11월 22일 (일)');
    expect(koreanToday(new Date('2026-03-02T03:00:00Z'))).toBe('2026년 3월 2일 (월)');
  });
});
