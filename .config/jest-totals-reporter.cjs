// Prints the one plain line CI reads after all jest projects have run: "N passed, M failed".
// Suites that fail to run at all (syntax errors, a broken globalSetup) count as failed tests too.
class TotalsReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    process.stdout.write(`\n${results.numPassedTests} passed, ${failed} failed\n`);
  }
}
module.exports = TotalsReporter;
