// A web-test-runner reporter that only writes pass/fail counts to a JSON file, so that
// scripts/test.mjs can add them to its summary. It sits beside the default reporter,
// which still prints everything.
//
// Written: { passed, failed, skipped, browsers: { Chromium: { passed, failed, skipped }, ... } }
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every test of a session's (nested) suites. */
function* testsOf(suite) {
  if (!suite) return;
  yield* suite.tests ?? [];
  for (const child of suite.suites ?? []) yield* testsOf(child);
}

export function countReporter({ outputFile }) {
  function write(sessions) {
    const total = { passed: 0, failed: 0, skipped: 0, browsers: {} };
    for (const session of sessions) {
      const browser = session.browser?.name ?? 'unknown';
      const counts = (total.browsers[browser] ??= { passed: 0, failed: 0, skipped: 0 });
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      for (const test of testsOf(session.testResults)) {
        if (test.skipped) skipped++;
        else if (test.passed) passed++;
        else failed++;
      }
      // A file that fails without a failing test (does not load, throws in a hook, an
      // uncaught error, a browser that never finished it) still counts as one failure.
      if (session.passed !== true && failed === 0) failed = 1;
      counts.passed += passed;
      counts.failed += failed;
      counts.skipped += skipped;
      total.passed += passed;
      total.failed += failed;
      total.skipped += skipped;
    }
    mkdirSync(path.dirname(outputFile), { recursive: true });
    writeFileSync(outputFile, `${JSON.stringify(total, null, 2)}\n`);
  }

  return {
    onTestRunFinished({ sessions }) {
      write(sessions);
    },
    stop({ sessions }) {
      write(sessions);
    },
  };
}
