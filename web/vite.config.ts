import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
        // DataGrid alone is close to the 500 kB chunk budget: keep it and its helpers apart.
        codeSplitting: {
          // Capture only the matching modules, not what they import (MUI core stays shared).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'data-grid', test: /@mui[\\/]x-data-grid/ },
            { name: 'mui-x-support', test: /@mui[\\/]x-(internals|virtualizer)|@base-ui/ },
          ],
        },
      },
    },
  },
});
