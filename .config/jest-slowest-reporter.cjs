// Prints the ten slowest test files when all jest projects have run, just before the totals line
// (.config/jest-totals-reporter.cjs, listed after this one, writes that line on exit after this).
// With RECORD_TEST_DURATIONS=1 it also writes every file's duration to test-durations.json, the
// order .config/jest-sequencer.cjs starts files in on a machine whose jest cache has none.
// The machine's load averages close the list: the run needs both cores throughout, so anything else
// running beside it stretches every file (browser tests most), and the times say so only with them.
const { writeFileSync, writeSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const repoRoot = path.join(__dirname, '..');
const SHOWN = 10;

class SlowestFilesReporter {
  onRunComplete(_contexts, results) {
    const durations = results.testResults
      .map((result) => ({
        file: path.relative(repoRoot, result.testFilePath),
        ms: result.perfStats.runtime ?? result.perfStats.end - result.perfStats.start,
      }))
      .sort((a, b) => b.ms - a.ms);
    if (durations.length === 0) return;
    if (process.env.RECORD_TEST_DURATIONS === '1') {
      const list = Object.fromEntries(
        durations.map(({ file, ms }) => [file, Math.round(ms)]).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
      writeFileSync(path.join(__dirname, 'test-durations.json'), `${JSON.stringify(list, null, 2)}\n`);
    }
    const lines = durations
      .slice(0, SHOWN)
      .map(({ file, ms }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
    const load = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
    const text = `\nslowest test files:\n${lines.join('\n')}\nload average (1, 5, 15 min) at the end: ${load} on ${os.availableParallelism()} cores\n`;
    process.once('exit', () => writeSync(1, text));
  }
}

module.exports = SlowestFilesReporter;
