import path from 'node:path';

/**
 * The browser tests' own production build: never web/dist, which a running `npm start` serves.
 * Git-ignored.
 */
export const E2E_WEB_DIST = path.resolve(__dirname, '..', 'dist-e2e');
