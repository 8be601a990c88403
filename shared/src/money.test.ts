import { formatWon, signedWon } from './money';

describe('formatWon', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['7', '7'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1234000', '1,234,000'],
    ['001,2a34', '1,234'],
    [1500000, '1,500,000'],
    // A number's sign is kept: a negative amount never shows as a positive one.
    [-1234, '-1,234'],
    [-1500000, '-1,500,000'],
    [0, '0'],
    // Typed text keeps its digits only (a won input takes no sign).
    ['-1234', '1,234'],
  ])('%p → %p', (input, shown) => {
    expect(formatWon(input)).toBe(shown);
  });
});

describe('signedWon', () => {
  it.each([
    [12000, '+12,000'],
    [-3000, '-3,000'],
    [0, '0'],
  ])('%p → %p', (difference, shown) => {
    expect(signedWon(difference)).toBe(shown);
  });
});
