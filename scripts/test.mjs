// `npm test`: everything a change must pass, on a fresh machine as on CI.
//   1. dependencies (npm ci when missing or stale)   2. Debian browsers (apt as root)
//   3. type-check                                    4. lint (ESLint, Prettier --check)
//   5. unit tests (Vitest)                           6. element tests (web-test-runner: Chromium, Firefox, WebKit)
//   7. build + end-to-end tests (Playwright),        8. size budget (one test)
//      both under the sub-path /portfolio/
// Steps 1-3 stop the run when they fail; every suite after them runs even if another failed.
// The lint suite counts two checks, ESLint and Prettier: each passes when it finds nothing in any file.
// The last line is always "N passed, N failed"; the exit code is non-zero when anything failed.
// Node built-ins only: this runs before the dependencies are installed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowsers } from './ensure-browsers.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The site is built, tested and measured under a sub-path, the proof that nothing
// assumes it lives at "/" (the build reads BASE_PATH, playwright.config.ts E2E_BASE).
const E2E_BASE = '/portfolio/';
const countsDir = path.join(root, '.tmp', 'test-counts');
const results = []; // { suite, passed, failed, note }

// ---- helpers --------------------------------------------------------------------------

let child = null;
/** Runs a command with our terminal; resolves its exit code (1 when it could not start). */
function run(cmd, args, env = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  return new Promise(resolve => {
    child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', error => {
      console.error(`Could not run ${cmd}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
// A stop request (Ctrl+C, a CI timeout) must not leave a browser or server behind:
// pass it on, and stop once the running command has cleaned up.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) process.exit(130);
    child.kill(signal);
    child.once('exit', () => process.exit(130));
  });
}

function heading(title) {
  console.log(`\n${'='.repeat(78)}\n${title}\n${'='.repeat(78)}`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A fresh path for a suite's counts file (an old one must never be read as this run's). */
function countsFile(name) {
  mkdirSync(countsDir, { recursive: true });
  const file = path.join(countsDir, `${name}.json`);
  rmSync(file, { force: true });
  return file;
}

/**
 * Records a suite. A suite whose runner failed without reporting a failing test
 * (a crash, a missing report, a file that does not load) counts as one failure.
 */
function record(suite, exitCode, counts, note = '') {
  let { passed = 0, failed = 0 } = counts ?? {};
  if (!counts) note ||= `no report (exit code ${exitCode})`;
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    note ||= `exit code ${exitCode} without a failing test`;
  }
  results.push({ suite, passed, failed, note });
}

function hasFiles(dir, pattern) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return false;
  return readdirSync(full, { recursive: true }).some(f => pattern.test(String(f)));
}

function summaryAndExit() {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  heading('Summary');
  for (const r of results) {
    const status = r.failed > 0 ? 'FAIL' : 'ok  ';
    console.log(
      `${status} ${r.suite.padEnd(10)} ${r.passed} passed, ${r.failed} failed${r.note ? `  (${r.note})` : ''}`,
    );
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

/** Steps that make the rest meaningless when they fail: say why, and stop. */
function abort(suite, message) {
  console.error(`\n${message}\nThe tests did not run.`);
  results.push({ suite, passed: 0, failed: 1, note: 'the run stopped here' });
  summaryAndExit();
}

// ---- 1-3: set-up and type-check ---------------------------------------------------------

heading('Dependencies');
if (!ensureDeps()) abort('install', 'Installing the dependencies failed: fix the npm error above.');
console.log('Dependencies are installed.');

heading('Browsers');
if (!ensureBrowsers()) abort('browsers', 'The browsers are missing: install them as shown above.');
console.log('Chromium, Firefox ESR, WebKitGTK and Xvfb are installed.');

heading('Type-check');
if ((await run('npm', ['run', 'typecheck'])) !== 0) {
  abort('typecheck', 'The type-check failed: fix the type errors above first.');
}

// ---- 4: lint -------------------------------------------------------------------------------

heading('Lint (ESLint, Prettier)');
{
  const failed = [];
  if ((await run('npm', ['run', 'lint:eslint'])) !== 0) failed.push('eslint');
  if ((await run('npm', ['run', 'lint:format'])) !== 0) failed.push('prettier');
  const note = failed.length
    ? `${failed.join(' and ')} found problems: see above, \`npm run lint:fix\` fixes some`
    : '';
  record('lint', 0, { passed: 2 - failed.length, failed: failed.length }, note);
}

// ---- 5: unit tests ------------------------------------------------------------------------

heading('Unit tests (Vitest)');
{
  const file = countsFile('unit');
  const code = await run('npm', [
    'run',
    'test:unit',
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    '--passWithNoTests',
    '--allowOnly=false',
  ]);
  const json = readJson(file);
  let counts;
  if (json) {
    // A test file that fails to load fails its suite without a failed test: count it too.
    const brokenFiles = (json.testResults ?? []).filter(
      f => f.status === 'failed' && !(f.assertionResults ?? []).some(a => a.status === 'failed'),
    ).length;
    counts = { passed: json.numPassedTests, failed: json.numFailedTests + brokenFiles };
  }
  record('unit', code, counts);
}

// ---- 6: element tests ---------------------------------------------------------------------

heading('Element tests (web-test-runner: Chromium, Firefox, WebKit)');
if (!hasFiles('elements', /\.element\.test\.ts$/)) {
  // web-test-runner stops with an error when no file matches.
  console.log('No element test files (elements/**/*.element.test.ts).');
  record('elements', 0, { passed: 0, failed: 0 }, 'no test files');
} else {
  const file = countsFile('elements');
  const crashFile = path.join(path.dirname(file), 'elements-crash.log');
  rmSync(crashFile, { force: true });
  const code = await run('npm', ['run', 'test:elements'], { WTR_COUNT_FILE: file, WTR_CRASH_FILE: crashFile });
  const json = readJson(file);
  if (existsSync(crashFile))
    console.log(`\nThe element test runner stopped on an error:\n${readFileSync(crashFile, 'utf8')}`);
  const perBrowser = json
    ? Object.entries(json.browsers)
        .map(([name, c]) => `${name} ${c.passed}/${c.failed}`)
        .join(', ')
    : '';
  record('elements', code, json, perBrowser && `passed/failed: ${perBrowser}`);
}

// ---- 7: build, then end-to-end tests against it -----------------------------------------

heading('Build');
const built = (await run('npm', ['run', 'build'], { BASE_PATH: E2E_BASE })) === 0;

heading('End-to-end tests (Playwright)');
if (!built) {
  console.log('Skipped: the build failed.');
  record('e2e', 1, null, 'not run: the build failed');
} else {
  const file = countsFile('e2e');
  const code = await run('npm', ['run', 'test:e2e', '--', '--pass-with-no-tests', '--forbid-only'], {
    SKIP_BUILD: '1',
    E2E_BASE,
    E2E_COUNT_FILE: file,
  });
  const json = readJson(file);
  let counts;
  if (json) {
    const { expected = 0, unexpected = 0, flaky = 0 } = json.stats ?? {};
    // Errors outside tests (a file that does not load, the web server not starting).
    const outside = (json.errors ?? []).length;
    counts = { passed: expected, failed: unexpected + flaky + (unexpected === 0 ? outside : 0) };
  }
  record('e2e', code, counts);
}

// ---- 8: size budget -------------------------------------------------------------------------

heading('Size budget');
if (!built) {
  console.log('Skipped: the build failed.');
  record('size', 1, null, 'not run: the build failed');
} else {
  const code = await run('npm', ['run', 'size', '--', '--no-build'], { BASE_PATH: E2E_BASE });
  record('size', code, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

summaryAndExit();
