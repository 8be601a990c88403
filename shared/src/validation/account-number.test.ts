import {
  ACCOUNT_NUMBER_MAX_DIGITS,
  ACCOUNT_NUMBER_MIN_DIGITS,
  formatAccountNumber,
  isValidAccountNumber,
} from './account-number';

describe('isValidAccountNumber', () => {
  it.each([
    '1234567890', // 10 digits
    '110-123-456789', // 신한 3-3-6, 12 digits
    '1002-123-456789', // 우리 4-3-6, 13 digits
    '123456-78-901234', // KB 6-2-6, 14 digits
    '3333-01-2345678', // 카카오뱅크 4-2-7
    '123 456 789012', // spaces allowed
    '123-456-7890',
  ])('accepts %s', (value) => {
    expect(isValidAccountNumber(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['123456789', '9 digits'],
    ['123-456-789', '9 digits with hyphens'],
    ['123456789012345', '15 digits'],
    ['110.123.456789', 'dots are not allowed separators'],
    ['110-123-45678O', 'letter O instead of zero'],
    ['---', 'no digits'],
  ])('rejects %p (%s)', (value) => {
    expect(isValidAccountNumber(value)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidAccountNumber(null)).toBe(false);
    expect(isValidAccountNumber(undefined)).toBe(false);
  });

  it('uses the 10-14 digit bounds', () => {
    expect(ACCOUNT_NUMBER_MIN_DIGITS).toBe(10);
    expect(ACCOUNT_NUMBER_MAX_DIGITS).toBe(14);
  });
});

describe('formatAccountNumber', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['110', '110'],
    ['1101', '110-1'],
    ['110123', '110-123'],
    ['1101234', '110-123-4'],
    ['1101234567', '110-123-4567'],
    ['110123456789', '110-123-456789'],
    ['12345678901234', '123-456-78901234'],
  ])('groups 3-3-rest: %s → %s', (input, expected) => {
    expect(formatAccountNumber(input)).toBe(expected);
  });

  it('regroups hyphenated bank layouts and drops digits beyond 14', () => {
    expect(formatAccountNumber('123456-78-901234')).toBe('123-456-78901234');
    expect(formatAccountNumber('123456789012345678')).toBe('123-456-78901234');
  });

  it('produces what the validator accepts', () => {
    expect(isValidAccountNumber(formatAccountNumber('1101234567'))).toBe(true);
    expect(isValidAccountNumber(formatAccountNumber('12345678901234'))).toBe(true);
  });
});
