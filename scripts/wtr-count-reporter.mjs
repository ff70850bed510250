// A web-test-runner reporter that only writes pass/fail counts to a JSON file, so that
// scripts/test.mjs can add them to its summary. It sits beside the default reporter,
// which still prints everything.
//
// Written: { passed, failed, skipped, browsers: { Chromium: { passed, failed, skipped }, ... }, names }, where
// `names` says which files failed in which browser, and why in a few lines: a CI log often keeps only the summary;
// `lost` lists the files a browser failed without reporting a single test ({ file, browser }), which npm test runs
// once more (a page the browser driver never opened or never finished, not a test that failed).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstLines } from './first-lines.mjs';

/** Every test of a session's (nested) suites, with its suites' names before its own. */
function* testsOf(suite, prefix = '') {
  if (!suite) return;
  for (const test of suite.tests ?? []) yield { ...test, title: `${prefix}${test.name}` };
  for (const child of suite.suites ?? []) yield* testsOf(child, `${prefix}${child.name} > `);
}

/** Why a session failed: its failing tests and the errors outside them, a few lines each. */
function whyFailed(session, failedTests, root) {
  const file = path.relative(root, session.testFile);
  const lines = [`failed: ${file} [${session.browser?.name ?? 'unknown'}]`];
  for (const test of failedTests.slice(0, 5)) lines.push(`  ${test.title}: ${firstLines(test.error)}`);
  for (const error of (session.errors ?? []).slice(0, 3)) lines.push(`  ${firstLines(error)}`);
  if (lines.length === 1) lines.push('  (no error reported: the page never finished)');
  return lines;
}

export function countReporter({ outputFile }) {
  function write(sessions) {
    const total = { passed: 0, failed: 0, skipped: 0, browsers: {}, names: [], lost: [] };
    for (const session of sessions) {
      const browser = session.browser?.name ?? 'unknown';
      const counts = (total.browsers[browser] ??= { passed: 0, failed: 0, skipped: 0 });
      let passed = 0;
      let skipped = 0;
      const failedTests = [];
      for (const test of testsOf(session.testResults)) {
        if (test.skipped) skipped++;
        else if (test.passed) passed++;
        else failedTests.push(test);
      }
      let failed = failedTests.length;
      // A file that fails without a failing test (does not load, throws in a hook, an
      // uncaught error, a browser that never finished it) still counts as one failure.
      if (session.passed !== true && failed === 0) failed = 1;
      if (session.passed !== true) {
        total.names.push(...whyFailed(session, failedTests, process.cwd()));
        if (passed + failedTests.length + skipped === 0)
          total.lost.push({ file: path.relative(process.cwd(), session.testFile), browser });
      }
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
