import {
  PHONE_SUFFIX_MAX_DIGITS,
  PHONE_SUFFIX_MIN_DIGITS,
  phoneEndsWith,
  phoneSuffixOf,
} from './phone-suffix';

describe('phoneSuffixOf', () => {
  it.each([
    ['5678', '5678'],
    [' 5678 ', '5678'],
    ['56-78', '5678'],
    ['1234-5678', '12345678'],
    ['010-1234-5678', '01012345678'],
    ['(053) 123.4567', '0531234567'],
    ['0505-1234-5678', '050512345678'],
  ])('%s is the end of a phone: %s', (text, digits) => {
    expect(phoneSuffixOf(text)).toBe(digits);
  });

  it.each([
    ['567', 'fewer than four digits'],
    ['5-6-7', 'fewer than four digits, with hyphens'],
    ['1234567890123', 'more digits than any stored phone'],
    ['한마음 5678', 'a name with digits'],
    ['5678호', 'digits and a letter'],
    ['----', 'no digits'],
    ['', 'blank'],
  ])('%s is a name only (%s)', (text) => {
    expect(phoneSuffixOf(text)).toBeNull();
  });

  it('treats null and undefined as no phone', () => {
    expect(phoneSuffixOf(null)).toBeNull();
    expect(phoneSuffixOf(undefined)).toBeNull();
  });

  it('takes four to twelve digits', () => {
    expect(PHONE_SUFFIX_MIN_DIGITS).toBe(4);
    expect(PHONE_SUFFIX_MAX_DIGITS).toBe(12);
    expect(phoneSuffixOf('1'.repeat(PHONE_SUFFIX_MAX_DIGITS))).toBe('1'.repeat(12));
  });
});

describe('phoneEndsWith', () => {
  it.each([
    ['01012345678', '5678', true],
    ['010-1234-5678', '5678', true],
    ['01012345678', '01012345678', true],
    ['01012345678', '1234', false],
    ['0212345678', '95678', false],
    [null, '5678', false],
    ['01012345678', '', false],
  ])('%s ends with %s: %s', (phone, suffix, expected) => {
    expect(phoneEndsWith(phone, suffix)).toBe(expected);
  });
});
