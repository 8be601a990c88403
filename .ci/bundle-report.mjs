// Prints the web build's chunks with their gzip sizes and checks the budgets: the sign-in page's
// JavaScript under 120 kB gzip (issue 9: the page is plain React and CSS, MUI comes with the
// signed-in frame), and no single chunk over 500 kB (minified). The GraphQL workbench's editor
// (GraphiQL on Monaco, issue 14) is loaded by that one route alone: its chunks and workers have
// their own budget instead, in total. Also prints what the sign-in page costs over the wire in brotli.
// Usage: npm run build && node .ci/bundle-report.mjs [build folder, web/dist by default]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const repoRoot = path.join(import.meta.dirname, '..');
const dist = path.resolve(repoRoot, process.argv[2] ?? path.join('web', 'dist'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const SIGN_IN_BUDGET = 120 * 1024;
const CHUNK_BUDGET = 500 * 1024;
const WORKBENCH_BUDGET = 1700 * 1024;

const sizes = new Map();
const sizeOf = (file) => {
  if (!sizes.has(file)) {
    const content = readFileSync(path.join(dist, file));
    sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return sizes.get(file);
};

/** The JS files a manifest entry loads before it runs: itself and its static imports. */
const staticClosure = (key, seen = new Set()) => {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(imported, seen);
  return seen;
};

/** Every JS file a manifest entry may load, lazily too, without passing through `skip`. */
const fullClosure = (key, skip, seen = new Set()) => {
  const entry = manifest[key];
  if (!entry || key === skip || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])])
    fullClosure(imported, skip, seen);
  return seen;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const workbenchKey = Object.keys(manifest).find((key) =>
  key.endsWith('features/graphql-workbench/graphql-workbench-page.tsx'),
);
const elsewhere = fullClosure(entryKey, workbenchKey);
const workbenchFiles = new Set([...fullClosure(workbenchKey)].filter((file) => !elsewhere.has(file)));
// Monaco's web workers are files of their own, not manifest entries.
for (const file of readdirSync(path.join(dist, 'assets')))
  if (/\.worker-[\w-]+\.js$/.test(file)) workbenchFiles.add(`assets/${file}`);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/login-page.tsx'));
const signInFiles = new Set([...staticClosure(entryKey), ...staticClosure(loginKey)]);

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} kB`;
const files = [...new Set(Object.values(manifest).map((entry) => entry.file))].filter((file) =>
  file.endsWith('.js'),
);
console.log('chunk                                         minified     gzip   loaded by');
for (const file of files.sort((a, b) => sizeOf(b).raw - sizeOf(a).raw)) {
  const { raw, gzip } = sizeOf(file);
  const loadedBy = signInFiles.has(file) ? 'sign-in' : workbenchFiles.has(file) ? 'workbench' : '';
  console.log(`${file.padEnd(44)} ${kb(raw)} ${kb(gzip)}   ${loadedBy}`);
}
const signInGzip = [...signInFiles].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
const largest = Math.max(
  ...files.filter((file) => !workbenchFiles.has(file)).map((file) => sizeOf(file).raw),
);
const workbenchGzip = [...workbenchFiles].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
const brotliOf = (file) =>
  existsSync(path.join(dist, `${file}.br`))
    ? statSync(path.join(dist, `${file}.br`)).size
    : sizeOf(file).gzip;
const signInBrotli = [...signInFiles].reduce((sum, file) => sum + brotliOf(file), 0);
console.log(
  `\nsign-in page JavaScript: ${kb(signInGzip)} gzip (budget ${kb(SIGN_IN_BUDGET)}), ${kb(signInBrotli)} brotli`,
);
console.log(
  `largest chunk:           ${kb(largest)} minified (budget ${kb(CHUNK_BUDGET)}), the workbench's aside`,
);
console.log(
  `GraphQL workbench:       ${kb(workbenchGzip)} gzip in ${workbenchFiles.size} files, workers included (budget ${kb(WORKBENCH_BUDGET)})`,
);
if (signInGzip > SIGN_IN_BUDGET || largest > CHUNK_BUDGET || workbenchGzip > WORKBENCH_BUDGET) {
  console.error('bundle budget exceeded');
  process.exit(1);
}
