// Fails when generated files differ from what is committed: `npm run gen` must leave no change.
// Usage: node .ci/assert-clean.mjs <path>...
import { execFileSync } from 'node:child_process';

const paths = process.argv.slice(2);
const status = execFileSync('git', ['status', '--porcelain', '--', ...paths], { encoding: 'utf8' });
if (status.trim()) {
  console.error(`generated files are stale; run \`npm run gen\` and commit the result:\n${status}`);
  console.error(execFileSync('git', ['diff', '--stat', '--', ...paths], { encoding: 'utf8' }));
  process.exit(1);
}
console.log(`generated files up to date: ${paths.join(', ')}`);
