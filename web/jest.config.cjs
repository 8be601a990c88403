module.exports = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFiles: ['<rootDir>/src/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '\\.(css|svg|png|woff2?)$': '<rootDir>/src/test/file-stub.ts',
    '^(.+\\.md)\\?raw$': '$1',
    // bwip-js's CommonJS build has no per-symbology exports (the labels import code128 alone, so
    // the bundle holds one encoder): tests load its ES module build, compiled below.
    '^bwip-js/browser$': require.resolve('bwip-js/browser').replace(/\.js$/, '.mjs'),
  },
  transformIgnorePatterns: ['/node_modules/(?!bwip-js/)'],
  transform: {
    '\\.md$': '<rootDir>/src/test/raw-text-transform.cjs',
    '^.+\\.(t|j)sx?$|\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
