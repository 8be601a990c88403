import { toDigits } from './digits';

describe('toDigits', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['02) 123 4567', '021234567'],
    ['220-81-62517', '2208162517'],
    ['(031) 123.4567', '0311234567'],
    ['abc', ''],
    ['', ''],
    ['007', '007'], // leading zeros are kept: these are codes, not quantities
  ])('%s → %s', (input, expected) => {
    expect(toDigits(input)).toBe(expected);
  });

  it('treats null and undefined as empty', () => {
    expect(toDigits(null)).toBe('');
    expect(toDigits(undefined)).toBe('');
  });
});
