import { formatFax, formatPhone, isValidFax, isValidMobilePhone, isValidPhone } from './phone';

describe('isValidPhone', () => {
  it.each([
    // Seoul: 9 or 10 digits
    '02-123-4567',
    '02-1234-5678',
    '0212345678',
    // Mobile, including legacy 10-digit numbers
    '010-1234-5678',
    '01012345678',
    '011-123-4567',
    '016-1234-5678',
    '017-123-4567',
    '018-1234-5678',
    '019-123-4567',
    // Other area codes
    '031-123-4567',
    '031-1234-5678',
    '033-123-4567',
    '041-1234-5678',
    '044-123-4567',
    '051-123-4567',
    '055-1234-5678',
    '061-123-4567',
    '064-1234-5678',
    // Internet phone and personal numbers
    '070-1234-5678',
    '0505-123-4567',
    '0505-1234-5678',
    // Representative numbers
    '1588-1234',
    '1644-1234',
    '1899-1234',
    '15881234',
    // Separators are ignored
    '(02) 123 4567',
    '010.1234.5678',
  ])('accepts %s', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['02-12-3456', 'Seoul, 8 digits'],
    ['02-12345-67890', 'Seoul, 11 digits'],
    ['010-123-456', 'mobile, 9 digits'],
    ['010-12345-67890', 'mobile, 12 digits'],
    ['012-1234-5678', 'no such mobile prefix'],
    ['015-1234-5678', 'no such mobile prefix'],
    ['030-123-4567', 'no such area code'],
    ['034-123-4567', 'no such area code'],
    ['045-123-4567', 'no such area code'],
    ['056-123-4567', 'no such area code'],
    ['065-123-4567', 'no such area code'],
    ['031-12-3456', 'area code, 9 digits'],
    ['070-123-4567', '070 needs 8 more digits'],
    ['070-12345-6789', '070, 12 digits'],
    ['0505-12-3456', '050X, 10 digits'],
    ['0505-12345-6789', '050X, 13 digits'],
    ['1588-123', 'representative, 7 digits'],
    ['1588-12345', 'representative, 9 digits'],
    ['1400-1234', 'not a representative prefix'],
    ['1234-5678', 'not a representative prefix'],
    ['123-4567', 'local number without area code'],
    ['080-123-4567', 'not in the rules'],
  ])('rejects %s (%s)', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('treats null and undefined as invalid', () => {
    expect(isValidPhone(null)).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('isValidMobilePhone', () => {
  it.each(['010-1234-5678', '01012345678', '011-123-4567', '019-1234-5678'])('accepts %s', (value) => {
    expect(isValidMobilePhone(value)).toBe(true);
  });

  it.each(['02-123-4567', '031-123-4567', '070-1234-5678', '1588-1234', '0505-123-4567', '010-123-456', ''])(
    'rejects %s',
    (value) => {
      expect(isValidMobilePhone(value)).toBe(false);
    },
  );
});

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['010', '010'],
    ['0101', '010-1'],
    ['010123', '010-123'],
    ['0101234', '010-123-4'],
    ['0101234567', '010-123-4567'],
    ['01012345678', '010-1234-5678'],
  ])('formats mobile progressively: %s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['02', '02'],
    ['021', '02-1'],
    ['02123', '02-123'],
    ['021234', '02-123-4'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
  ])('formats Seoul 2-3/4-4: %s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['07012345678', '070-1234-5678'],
  ])('formats other numbers 3-3/4-4: %s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['050', '050'],
    ['0505', '0505'],
    ['05051', '0505-1'],
    ['05051234567', '0505-123-4567'],
    ['050512345678', '0505-1234-5678'],
  ])('formats 050X 4-3/4-4: %s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['15', '15'],
    ['1588', '1588'],
    ['15881', '1588-1'],
    ['1588123', '1588-123'],
    ['15881234', '1588-1234'],
    ['158812345', '1588-1234'],
  ])('formats representative numbers 4-4: %s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('reformats input that is already hyphenated or badly grouped', () => {
    expect(formatPhone('010-123-45678')).toBe('010-1234-5678');
    expect(formatPhone('(02) 1234 5678')).toBe('02-1234-5678');
    expect(formatPhone('010-abc')).toBe('010');
  });

  it('drops digits beyond the longest valid number (at most 13 characters)', () => {
    expect(formatPhone('010123456789999')).toBe('010-1234-5678');
    expect(formatPhone('02123456789')).toBe('02-1234-5678');
    expect(formatPhone('031123456789')).toBe('031-1234-5678');
    for (const input of ['010123456789999', '0311234567899', '0212345678999', '158812345678']) {
      expect(formatPhone(input).length).toBeLessThanOrEqual(13);
    }
  });

  it('lets a 12-digit 050X number through at 14 characters', () => {
    expect(formatPhone('0505123456789')).toBe('0505-1234-5678');
  });

  it('produces what the validator accepts', () => {
    for (const digits of [
      '021234567',
      '01012345678',
      '0311234567',
      '07012345678',
      '050512345678',
      '15881234',
    ]) {
      expect(isValidPhone(formatPhone(digits))).toBe(true);
    }
  });
});

describe('fax aliases', () => {
  it('use the phone rules', () => {
    expect(isValidFax).toBe(isValidPhone);
    expect(formatFax).toBe(formatPhone);
    expect(isValidFax('02-123-4567')).toBe(true);
    expect(formatFax('0311234567')).toBe('031-123-4567');
  });
});
