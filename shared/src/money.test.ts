import { formatWon } from './money';

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
  ])('%p → %p', (input, shown) => {
    expect(formatWon(input)).toBe(shown);
  });
});
