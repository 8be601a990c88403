import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const webRoot = path.join(repoRoot, 'web');

/**
 * The browser tests' own production build: never web/dist, which a running `npm start` serves.
 * Git-ignored.
 */
export const E2E_WEB_DIST = path.join(webRoot, 'dist-e2e');

/** What vite reads to build the app (tests aside), relative to the repository. */
const BUILD_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/precompress-plugin.ts',
  'web/package.json',
  'web/tsconfig.json',
  'shared/src',
  'shared/package.json',
  'package-lock.json',
];
const TEST_FILE = /\.test\.tsx?$/;
/** Written beside the build once it is complete; express.static never serves dot files. */
const FINGERPRINT_FILE = path.join(E2E_WEB_DIST, '.build-inputs');

async function filesUnder(relative: string): Promise<string[]> {
  const full = path.join(repoRoot, relative);
  const entries = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => null);
  if (entries === null) return [relative];
  return entries
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

/** A hash of every build input's path and content. */
export async function buildInputsFingerprint(): Promise<string> {
  const files = (await Promise.all(BUILD_INPUTS.map(filesUnder))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(await readFile(path.join(repoRoot, file)));
  return hash.digest('hex');
}

/**
 * Builds the app into E2E_WEB_DIST as users get it (NODE_ENV=production: jest's NODE_ENV=test would
 * give React's development build), unless the build there was made from the same inputs: CI builds
 * once (`.ci/run`, whose bundle budgets read this build) and the e2e global setup reuses it.
 */
export async function ensureE2eBuild(): Promise<'built' | 'reused'> {
  const fingerprint = await buildInputsFingerprint();
  const previous = await readFile(FINGERPRINT_FILE, 'utf8').catch(() => null);
  if (previous === fingerprint) return 'reused';
  await new Promise<void>((resolve, reject) => {
    execFile(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', E2E_WEB_DIST, '--emptyOutDir'],
      { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`building the web app failed:\n${stdout}\n${stderr}`)) : resolve(),
    );
  });
  await writeFile(FINGERPRINT_FILE, fingerprint);
  return 'built';
}

// `node -r @swc-node/register web/e2e/build-folder.ts`: CI's one build of the web app.
if (require.main === module) {
  ensureE2eBuild().then(
    (outcome) => console.log(`${path.relative(repoRoot, E2E_WEB_DIST)}: ${outcome}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
