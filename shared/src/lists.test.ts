import { DEFAULT_PAGE_SIZE, isListPageSize, LIST_PAGE_SIZES } from './lists';

describe('list page sizes', () => {
  it('are the spec’s lengths, 17 by default', () => {
    expect(LIST_PAGE_SIZES).toEqual([8, 10, 12, 17, 20]);
    expect(DEFAULT_PAGE_SIZE).toBe(17);
  });

  it('recognises only those lengths', () => {
    for (const size of LIST_PAGE_SIZES) expect(isListPageSize(size)).toBe(true);
    for (const other of [0, 16, 100, '17', null, undefined]) expect(isListPageSize(other)).toBe(false);
  });
});
