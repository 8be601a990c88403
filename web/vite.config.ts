import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      // The Korean validation and formatting rules, shared with the API (one source of truth).
      '@shared': fileURLToPath(new URL('../api/src/shared', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // MUI's Autocomplete and Tabs serve both DataGrid and the company autocomplete: a chunk of
        // their own keeps the DataGrid chunk under the 500 kB budget.
        codeSplitting: {
          groups: [
            {
              name: 'mui-autocomplete',
              test: /@mui[\\/]material[\\/](useAutocomplete|Autocomplete|Tabs)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
