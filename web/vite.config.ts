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
        // Besides the screens' own chunks: `vendor`, what the first page takes from node_modules
        // (React, react-router), and `mui`, MUI with its styling runtime, which every screen but the
        // sign-in page needs (DataGrid's chunk then stays under the 500 kB budget). A group takes
        // its modules' dependencies along (keeping module order); the higher priority goes first,
        // so `mui` cannot take React into a chunk the sign-in page would then have to load.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            {
              name: 'mui',
              test: /node_modules[\\/]@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
