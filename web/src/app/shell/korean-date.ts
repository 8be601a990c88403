/** Today's date as Korean staff write it, in Seoul whatever the computer's zone: 2026년 11월 22일 (일). */
export function koreanToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}년 ${part('month')}월 ${part('day')}일 (${part('weekday')})`;
}
