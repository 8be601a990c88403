import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web app (client preset; see DECISIONS.md for why not hook wrappers).
 * Reads the committed schema.graphql, which the API prints from its resolvers (`npm run gen`).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
