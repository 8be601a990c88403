import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      // react-router's package exports point at its development build whatever the mode; its
      // production build sits beside it (no dev-only checks and warnings).
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Two groups. MUI's Autocomplete, Tabs, Popper and Chip serve DataGrid and the company
        // autocomplete only: a chunk of their own keeps the DataGrid chunk under the 500 kB budget.
        // A group takes its modules' dependencies along, so React, the router and MUI's core are
        // claimed first by a group of their own, which the sign-in page needs anyway; otherwise
        // the Autocomplete chunk would take them and the sign-in page would load it whole.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-is|@emotion|stylis|hoist-non-react-statics|clsx|prop-types|@babel|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|ButtonBase|transitions|colors|SvgIcon|Typography|Button|Paper|CircularProgress|IconButton|internal|InputBase|Input|OutlinedInput|FilledInput|Portal))[\\/]/,
            },
            {
              name: 'mui-autocomplete',
              priority: 1,
              test: /@mui[\\/]material[\\/](useAutocomplete|Autocomplete|Tabs|Popper|Chip)[\\/]|@popperjs/,
            },
          ],
        },
      },
    },
  },
}));
