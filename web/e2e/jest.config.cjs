// Browser tests: the production build of the web app, served by the real server (in-process) on a
// fresh demo database, driven by playwright-core and Debian's chromium.
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
  testTimeout: 60_000,
  ...require('../../.config/swc-jest.cjs'),
};
