/** A whole number with Korean digit grouping (1,234,567); blank for none. */
export function koreanNumber(value: number | null | undefined): string {
  return value == null ? '' : value.toLocaleString('ko-KR');
}
