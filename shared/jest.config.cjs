module.exports = {
  displayName: 'shared',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  ...require('../.config/swc-jest.cjs'),
};
