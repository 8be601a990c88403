// Runs the slowest test files first, so the parallel workers end together instead of one of them
// starting the e2e suites last. A file's duration is the one jest's cache recorded on this machine,
// else the one in test-durations.json (committed, for fresh clones such as CI's); files in neither
// run first (jest's own rule: what it cannot place, it starts early). Refresh the list with
// `RECORD_TEST_DURATIONS=1 npm test` (.config/jest-slowest-reporter.cjs writes it).
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const recorded = require('./test-durations.json');

const repoRoot = path.join(__dirname, '..');

class SlowestFirstSequencer extends Sequencer {
  time(test) {
    return super.time(test) ?? recorded[path.relative(repoRoot, test.path)];
  }
}

module.exports = SlowestFirstSequencer;
