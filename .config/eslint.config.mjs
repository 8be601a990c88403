// Lint rules for the whole repository (run from the root: `npm run lint`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { identifierRule, RETIRED_WORDS, WIRE_ONLY_NAMES } from './retired-words.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      '.data/**',
      'web/src/gql/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The word list: retired names refused in code (retired-words.mjs); tests may read the REST
    // wire's old field names.
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: { 'no-restricted-syntax': ['error', ...identifierRule(...RETIRED_WORDS, WIRE_ONLY_NAMES)] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'api/test/**', 'web/e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...identifierRule(...RETIRED_WORDS)] },
  },
  {
    // Decorated entity and GraphQL classes need their types as values (emitDecoratorMetadata).
    files: ['db/src/entities/**', 'api/src/**/*.{types,inputs,resolver}.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{cjs,mjs,js}', 'db/**', 'api/**', 'migrations/**', 'codegen.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Migrations are generated SQL in template strings; MikroORM escapes `$` there.
    files: ['migrations/**'],
    rules: { 'no-useless-escape': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Import boundaries (ARCHITECTURE.md): shared imports nothing of ours; db imports shared; api
  // imports db and shared; web imports shared (and its generated GraphQL types) only; a web feature
  // imports no other feature (parts two features need live in components/ or lib/).
  ...importBoundaries({
    'shared/**': {
      forbidden: [
        '@parcel/db',
        '@parcel/api',
        '@parcel/web',
        '**/db/src/**',
        '**/api/src/**',
        '**/web/src/**',
      ],
      message: 'shared imports nothing of ours: it must stay importable by web, api and db alike.',
    },
    'db/**': {
      forbidden: ['@parcel/api', '@parcel/web', '**/api/src/**', '**/web/src/**'],
      message: 'db imports @parcel/shared of ours, nothing of api or web.',
    },
    'api/**': {
      forbidden: ['@parcel/web', '**/web/src/**'],
      message: 'api imports db and shared, nothing of web.',
    },
    'web/src/**': {
      forbidden: ['@parcel/api', '@parcel/db', '**/api/src/**', '**/db/src/**'],
      message: 'web imports @parcel/shared of ours (and its generated GraphQL types), nothing of api or db.',
    },
  }),
  {
    files: ['web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@parcel/api', '@parcel/db', '**/api/src/**', '**/db/src/**'],
              message: 'web imports @parcel/shared of ours, nothing of api or db.',
            },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/|/features/',
              message: 'A feature imports no other feature: move what both need to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
);

/** One no-restricted-imports rule per folder: the import strings each may not use. */
function importBoundaries(folders) {
  return Object.entries(folders).map(([folder, { forbidden, message }]) => ({
    files: [folder],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }] },
  }));
}
