import { isValidEmail, normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Hong.GilDong@Example.CO.KR ')).toBe('hong.gildong@example.co.kr');
    expect(normalizeEmail('')).toBe('');
    expect(normalizeEmail(null)).toBe('');
    expect(normalizeEmail(undefined)).toBe('');
  });
});

describe('isValidEmail', () => {
  it.each([
    'user@example.com',
    'hong.gildong@naver.com',
    'ops+parcel@company.co.kr',
    'a@b.c',
    '홍길동@회사.한국', // IDN addresses are real; the pattern is intentionally loose
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'user',
    'user@',
    '@example.com',
    'user@example',
    'user@example.',
    'user @example.com',
    'user@exa mple.com',
    'user@@example.com',
    ' user@example.com', // normalise first
  ])('rejects %p', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('accepts what normalizeEmail produces from padded input', () => {
    expect(isValidEmail(normalizeEmail(' User@Example.com '))).toBe(true);
  });
});
