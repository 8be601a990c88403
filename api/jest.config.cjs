module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/../db/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/../db/src/testing/global-teardown.ts',
  ...require('../.config/swc-jest.cjs'),
};
