// Prints the one plain line CI reads after all jest projects have run: "N passed, M failed".
// Suites that fail to run at all (syntax errors, a broken setup) count as failed tests too.
// Written when the process exits, so it is the last line, after jest's own (buffered) summary.
const { writeSync } = require('node:fs');

class TotalsReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const line = `${results.numPassedTests} passed, ${failed} failed\n`;
    process.once('exit', () => writeSync(1, line));
  }
}

module.exports = TotalsReporter;
