import path from 'node:path';

/** The repository root, found from this file's place (db/src). */
export const repoRoot = path.resolve(__dirname, '..', '..');
export const migrationsDir = path.join(repoRoot, 'migrations');
/** Where the embedded PostgreSQL keeps its data when no DATABASE_URL is given (git-ignored). */
export const embeddedDataDir = path.join(repoRoot, '.data', 'pg');
