import { OptOutTokens } from './opt-out-token';

const tokens = new OptOutTokens('a-secret-that-is-long-enough-for-tests!!');

it('names the number it was made for, and nothing for a changed or foreign token', () => {
  const token = tokens.tokenFor('01012345678');
  expect(tokens.phoneOf(token)).toBe('01012345678');
  expect(tokens.phoneOf(token.replace('01012345678', '01012345679'))).toBeNull();
  expect(new OptOutTokens('another-secret-that-is-long-enough!!!').phoneOf(token)).toBeNull();
  expect(tokens.phoneOf('garbage')).toBeNull();
  expect(tokens.phoneOf(undefined)).toBeNull();
});
