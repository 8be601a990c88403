import {
  BUSINESS_NUMBER_DIGITS,
  formatBusinessNumber,
  isBusinessNumberChecksumValid,
  isBusinessNumberFormat,
} from './business-number';

describe('formatBusinessNumber', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['220', '220'],
    ['2208', '220-8'],
    ['22081', '220-81'],
    ['220816', '220-81-6'],
    ['2208162517', '220-81-62517'],
    ['220-81-62517', '220-81-62517'],
    ['220 81 62517', '220-81-62517'],
  ])('%s → %s', (input, expected) => {
    expect(formatBusinessNumber(input)).toBe(expected);
  });

  it('cuts the display at 10 digits (12 characters)', () => {
    expect(formatBusinessNumber('220816251799')).toBe('220-81-62517');
    expect(formatBusinessNumber('2208162517999').length).toBe(12);
  });
});

describe('isBusinessNumberFormat', () => {
  it.each(['123-45-67890', '1234567890', '220-81-62517'])('accepts %s', (value) => {
    expect(isBusinessNumberFormat(value)).toBe(true);
  });

  it.each([
    '',
    '123-45-6789', // 9 digits
    '123-45-678901', // 11 digits
    '12345678901',
    '123456789',
    '12345-67890', // wrong grouping
    '1234-5-67890',
    '123 45 67890', // spaces are not the spec's shape
    ' 1234567890', // callers trim
    '123-4567890',
    'abc-de-fghij',
  ])('rejects %p', (value) => {
    expect(isBusinessNumberFormat(value)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isBusinessNumberFormat(null)).toBe(false);
    expect(isBusinessNumberFormat(undefined)).toBe(false);
  });
});

describe('isBusinessNumberChecksumValid', () => {
  // Widely published company numbers, each re-checked by hand with the algorithm, e.g. 220-81-62517:
  // 2·1 + 2·3 + 0·7 + 8·1 + 1·3 + 6·7 + 2·1 + 5·3 + 1·5 = 83; + floor(1·5/10) = 0 → 83;
  // (10 − 3) mod 10 = 7 = 10th digit.
  it.each([
    '220-81-62517', // NAVER
    '124-81-00998', // Samsung Electronics: 118 + floor(9·5/10)=4 → 122 → check 8
    '120-81-47521', // Kakao
    '120-88-00767', // Coupang
    '2208162517',
    '123-45-67891', // the spec's example with a correct check digit
    '101-81-00020', // check digit 0: 29 + floor(2·5/10)=1 → 30 → (10 − 0) mod 10 = 0
  ])('accepts %s', (value) => {
    expect(isBusinessNumberChecksumValid(value)).toBe(true);
  });

  it.each([
    '123-45-67890', // the spec's example itself: expected check digit 1
    '220-81-62518', // one digit off
    '220-81-62516',
    '220-18-62517', // two digits swapped
    '124-81-00999',
    '101-81-00021', // what you get when the floor(9th × 5 / 10) term is forgotten (29 → 1)
    '000-00-00001',
    '220-81-6251', // too short
    '220-81-625170', // too long
    '',
  ])('rejects %s', (value) => {
    expect(isBusinessNumberChecksumValid(value)).toBe(false);
  });

  it('has exactly one valid check digit for any nine digits', () => {
    for (const first9 of ['220816251', '124810099', '000000000', '999999999', '123456789']) {
      const valid = Array.from({ length: 10 }, (_, d) => first9 + String(d)).filter(
        isBusinessNumberChecksumValid,
      );
      expect(valid).toHaveLength(1);
    }
  });

  it('stores ten digits', () => {
    expect(BUSINESS_NUMBER_DIGITS).toBe(10);
  });
});
