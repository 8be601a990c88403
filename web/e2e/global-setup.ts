import { execFile } from 'node:child_process';
import path from 'node:path';
import dbGlobalSetup from '../../db/src/testing/global-setup';
import { E2E_WEB_DIST } from './build-folder';

const webRoot = path.resolve(__dirname, '..');

/**
 * Once per run: the db project's setup (a migrated template database, on DATABASE_URL's server or
 * an embedded one), then the build users get (NODE_ENV=production: jest's NODE_ENV=test would give
 * React's development build) into the tests' own folder, which the server under test serves.
 * E2E_SKIP_BUILD=1 reuses the existing build.
 */
export default async function globalSetup(): Promise<void> {
  await dbGlobalSetup();
  if (process.env.E2E_SKIP_BUILD !== '1') await buildWeb();
}

function buildWeb(): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', E2E_WEB_DIST, '--emptyOutDir'],
      { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`building the web app failed:\n${stdout}\n${stderr}`)) : resolve(),
    );
  });
}
