#!/usr/bin/env node
// Prints one closing line "N passed, N flaky, N failed, N skipped" over the JSON reports of Vitest
// and Playwright. A test that failed and then passed on a retry counts as flaky, not passed.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let flaky = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    // Vitest keeps the errors of the failed attempts on a test that passed on a retry.
    const retried = report.testResults
      .flatMap((result) => result.assertionResults)
      .filter((test) => test.status === 'passed' && test.failureMessages?.length > 0).length;
    passed += report.numPassedTests - retried;
    flaky += retried;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected;
    flaky += report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`tests: ${passed} passed, ${flaky} flaky, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
