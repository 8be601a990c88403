import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web app (client preset; why not hook wrappers:
 * docs/decisions.md#typed-documents-instead-of-generated-hooks).
 * Reads the committed schema.graphql, which the API prints from its resolvers (`npm run gen`).
 * `persistedDocuments` also writes web/src/gql/persisted-documents.json, every operation of the web
 * app by its hash: the server reads it to tell the web app's own queries from analysts' ones
 * (api/src/graphql/web-documents.ts). The web app still sends the full text.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
