import {
  RANGE_NUMBER_MAX_DIGITS,
  RANGE_NUMBER_MIN_DIGITS,
  formatRangeNumber,
  isValidRangeNumber,
} from './number-range';

describe('isValidRangeNumber', () => {
  it.each([
    '12345678901', // 11 digits
    '123-4567-8901',
    '608123456789', // 12-digit waybill number
    '123456789012345678', // 18 digits
    '922-3372-03685477580', // 18 digits, hyphenated
  ])('accepts %s', (value) => {
    expect(isValidRangeNumber(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['1234567890', '10 digits'],
    ['123-456-7890', '10 digits with hyphens'],
    ['1234567890123456789', '19 digits, too large for bigint'],
    ['01234567890', 'leading zero, lost in a bigint'],
    ['1234567890a', 'letter'],
    ['1234567890.1', 'dot'],
  ])('rejects %p (%s)', (value) => {
    expect(isValidRangeNumber(value)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidRangeNumber(null)).toBe(false);
    expect(isValidRangeNumber(undefined)).toBe(false);
  });

  it('keeps the longest value within PostgreSQL bigint', () => {
    expect(RANGE_NUMBER_MIN_DIGITS).toBe(11);
    expect(RANGE_NUMBER_MAX_DIGITS).toBe(18);
    expect(BigInt('9'.repeat(RANGE_NUMBER_MAX_DIGITS)) <= 9223372036854775807n).toBe(true);
  });
});

describe('formatRangeNumber', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['1234567890', '1234567890'], // under 11 digits: unchanged
    ['123-456-7890', '1234567890'], // ... but reduced to digits
    ['12345678901', '123-4567-8901'],
    ['608123456789', '608-1234-56789'],
    ['123456789012345678', '123-4567-89012345678'],
    ['123-4567-8901', '123-4567-8901'],
  ])('%s → %s', (input, expected) => {
    expect(formatRangeNumber(input)).toBe(expected);
  });

  it('drops digits beyond 18', () => {
    expect(formatRangeNumber('1234567890123456789999')).toBe('123-4567-89012345678');
  });
});
