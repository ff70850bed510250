// `npm test`: everything a change must pass, on a fresh machine as on CI.
//   1. dependencies (npm ci when missing or stale)   2. Debian browsers (apt as root)
//   3. type-check                                    4. lint (ESLint, Prettier --check)
//   5. unit tests (Vitest)                           6. element tests (web-test-runner: Chromium, Firefox, WebKit)
//   7. build, the package check (scripts/check-package.mjs: pack, install in two Vite apps, run), and
//      the Firefox and WebKit smoke test of the build (scripts/smoke-engines.mjs)
//   8. end-to-end tests (Playwright, Chromium) against the build   9. size budget (one test)
//      the site is built and tested under the sub-path /portfolio/ (its build skips the type-check: step 3 did it)
// The two cores are the limit, so steps run side by side and keep them busy to the end: the element tests run
// from step 3 on; ESLint and Prettier from the unit tests on; the package check and the Firefox and WebKit smoke test
// beside the end-to-end tests, which start right after the build. Each one's output is kept in a file and printed
// after the end-to-end tests.
// Steps 1-3 stop the run when they fail; every suite after them runs even if another failed.
// The lint suite counts two checks, ESLint and Prettier: each passes when it finds nothing in any file.
// The summary gives each step's duration; the last line is always "N passed, N failed in <total>";
// the exit code is non-zero when anything failed.
// Node built-ins only: this runs before the dependencies are installed.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowsers } from './ensure-browsers.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { firstLines } from './first-lines.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The site is built, tested and measured under a sub-path, the proof that nothing assumes it lives
// at "/" (the build reads BASE_PATH, playwright.config.ts E2E_BASE).
const E2E_BASE = '/portfolio/';
const countsDir = path.join(root, '.tmp', 'test-counts');
const results = []; // { suite, passed, failed, note }
const startedAt = Date.now();
const steps = []; // { title, start, ms }: one per heading; ms is set when the next one starts

// ---- helpers --------------------------------------------------------------------------

const children = new Set(); // the commands running now
/**
 * Runs a command; resolves its exit code (1 when it could not start). Its output goes to our
 * terminal, or to `logFile` for a command that runs alongside others.
 */
function run(cmd, args, env = {}, logFile = undefined) {
  const line = `$ ${[cmd, ...args].join(' ')}`;
  if (!logFile) console.log(`\n${line}`);
  const out = logFile ? openSync(logFile, 'w') : 'inherit';
  return new Promise(resolve => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: logFile ? ['ignore', out, out] : 'inherit',
      env: { ...process.env, ...env },
    });
    children.add(child);
    const done = code => {
      children.delete(child);
      if (logFile) closeSync(out);
      resolve(code);
    };
    child.on('error', error => {
      console.error(`Could not run ${cmd}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Stops the commands still running, and resolves once they have cleaned up. */
function stopChildren(signal = 'SIGTERM') {
  return Promise.all(
    [...children].map(child => {
      const exited = new Promise(resolve => child.once('exit', resolve));
      child.kill(signal);
      return exited;
    }),
  );
}
// A stop request (Ctrl+C, a CI timeout) must not leave a browser or server behind:
// pass it on, and stop once the running commands have cleaned up.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (children.size === 0) process.exit(130);
    void stopChildren(signal).then(() => process.exit(130));
  });
}

/** Starts a command alongside the others, its output in a log file; resolves { code, log, start, ms }. */
function alongside(name, cmd, args, env = {}) {
  mkdirSync(countsDir, { recursive: true });
  const log = path.join(countsDir, `${name}.log`);
  const start = Date.now();
  return run(cmd, args, env, log).then(code => ({ code, log, start, ms: Date.now() - start }));
}

/** Waits for a command run alongside, prints its output under its own heading, and times it in the summary. */
async function showAlongside(title, running) {
  endStep();
  const done = await running;
  console.log(`\n${'='.repeat(78)}\n${title}, run alongside the steps above\n${'='.repeat(78)}`);
  console.log(readFileSync(done.log, 'utf8'));
  steps.push({ title: `${title.replace(/ \(.*$/, '')} (alongside)`, start: done.start, ms: done.ms });
  return done.code;
}

/** Starts a step: the one before it ends here (its duration goes in the summary). */
function heading(title) {
  endStep();
  steps.push({ title: title.replace(/ \(.*$/, ''), start: Date.now(), ms: undefined });
  console.log(`\n${'='.repeat(78)}\n${title}\n${'='.repeat(78)}`);
}

function endStep() {
  const last = steps.at(-1);
  if (last && last.ms === undefined) last.ms = Date.now() - last.start;
}

/** 83_000 -> "1 min 23 s", 4_200 -> "4.2 s" */
function duration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
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
  results.push({ suite, passed, failed, note, names: counts?.names ?? [] });
}

/** "file:line title" of every Playwright test whose outcome is unexpected or flaky. */
function badTests(suite, out = []) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'unexpected' || test.status === 'flaky') {
        out.push(
          `${test.status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file}:${spec.line} ${spec.title} [${test.projectName}]`,
        );
        // why, in a few lines: the summary is often all that a CI log keeps
        for (const result of test.results ?? [])
          for (const error of result.errors ?? []) out.push(`  ${firstLines(error)}`);
      }
  for (const child of suite.suites ?? []) badTests(child, out);
  return out;
}

function hasFiles(dir, pattern) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return false;
  return readdirSync(full, { recursive: true }).some(f => pattern.test(String(f)));
}

function summaryAndExit() {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  endStep();
  const total = duration(Date.now() - startedAt);
  heading('Summary');
  console.log(
    `Steps: ${steps
      .filter(step => step.ms !== undefined)
      .map(step => `${step.title} ${duration(step.ms)}`)
      .join(' · ')}`,
  );
  for (const r of results) {
    const status = r.failed > 0 ? 'FAIL' : 'ok  ';
    console.log(
      `${status} ${r.suite.padEnd(10)} ${r.passed} passed, ${r.failed} failed${r.note ? `  (${r.note})` : ''}`,
    );
    for (const name of r.names) console.log(`       ${name}`);
  }
  console.log(`${passed} passed, ${failed} failed in ${total}`);
  process.exit(failed > 0 ? 1 : 0);
}

/** Steps that make the rest meaningless when they fail: say why, and stop. */
async function abort(suite, message) {
  console.error(`\n${message}\nThe tests did not run.`);
  results.push({ suite, passed: 0, failed: 1, note: 'the run stopped here' });
  await stopChildren();
  summaryAndExit();
}

// ---- 1-3: set-up and type-check ---------------------------------------------------------

heading('Dependencies');
if (!ensureDeps()) await abort('install', 'Installing the dependencies failed: fix the npm error above.');
console.log('Dependencies are installed.');

heading('Browsers');
if (!ensureBrowsers()) await abort('browsers', 'The browsers are missing: install them as shown above.');
console.log('Chromium (and its headless shell), Firefox ESR, WebKitGTK and Xvfb are installed.');

const elementTests = startElementTests();

heading('Type-check');
if ((await run('npm', ['run', 'typecheck'])) !== 0) {
  await abort('typecheck', 'The type-check failed: fix the type errors above first.');
}

// ---- 4: lint, alongside the unit tests ------------------------------------------------------

// ESLint and Prettier each use one core, as Vitest mostly does here; they run on beside the build and the package
// check, and their results come before the end-to-end tests.
const eslint = alongside('eslint', 'npm', ['run', 'lint:eslint']);
const prettier = alongside('prettier', 'npm', ['run', 'lint:format']);

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

// ---- 6: element tests (alongside steps 3-5, the build and the package) -------------------------------

/** Starts the element tests with their output in a file; resolves what finishElementTests needs. */
function startElementTests() {
  // web-test-runner stops with an error when no file matches.
  if (!hasFiles('elements', /\.element\.test\.ts$/)) return Promise.resolve(null);
  const file = countsFile('elements');
  const crashFile = path.join(path.dirname(file), 'elements-crash.log');
  const log = path.join(path.dirname(file), 'elements.log');
  rmSync(crashFile, { force: true });
  const start = Date.now();
  return run('npm', ['run', 'test:elements'], { WTR_COUNT_FILE: file, WTR_CRASH_FILE: crashFile }, log).then(code => ({
    code,
    file,
    crashFile,
    log,
    start,
    ms: Date.now() - start,
  }));
}

/**
 * web-test-runner's output without its progress display, which it redraws (one line per browser) on
 * every change when its output is a file: the last state of each browser is kept.
 */
function withoutProgress(text) {
  // eslint-disable-next-line no-control-regex -- the display's cursor moves and line clears
  const lines = text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split('\n');
  const isProgress = line => / test files \| /.test(line);
  const last = new Map(lines.filter(isProgress).map(line => [line.split(':')[0].trim(), line]));
  return [...lines.filter(line => !isProgress(line) && line.trim() !== 'Running tests...'), ...last.values()]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** Waits for the element tests, prints their output and records them. */
async function finishElementTests(running) {
  endStep();
  const title = 'Element tests (web-test-runner: Chromium, Firefox, WebKit)';
  console.log(`\n${'='.repeat(78)}\n${title}, run alongside the steps above\n${'='.repeat(78)}`);
  const done = await running;
  if (!done) {
    console.log('No element test files (elements/**/*.element.test.ts).');
    record('elements', 0, { passed: 0, failed: 0 }, 'no test files');
    return;
  }
  steps.push({ title: 'Element tests (alongside)', start: done.start, ms: done.ms });
  console.log(`$ npm run test:elements\n${withoutProgress(readFileSync(done.log, 'utf8'))}`);
  let json = readJson(done.file);
  let code = done.code;
  if (existsSync(done.crashFile))
    console.log(`\nThe element test runner stopped on an error:\n${readFileSync(done.crashFile, 'utf8')}`);
  if (json?.lost?.length) ({ json, code } = await runLostAgain(json, done));
  const perBrowser = json
    ? Object.entries(json.browsers)
        .map(([name, c]) => `${name} ${c.passed}/${c.failed}`)
        .join(', ')
    : '';
  record('elements', code, json, perBrowser && `passed/failed: ${perBrowser}`);
}

/** The summary lines less the blocks (a "failed: file [browser]" line and its indented lines) that start with `heads`. */
function withoutFiles(lines, heads) {
  let dropping = false;
  return lines.filter(line => {
    if (!line.startsWith(' ')) dropping = heads.includes(line);
    return !dropping;
  });
}

const BROWSER_KEYS = { Chrome: 'chromium', Chromium: 'chromium', Firefox: 'firefox', WebKit: 'webkit' };

/**
 * Runs once more, in its browser, each test file that the browser failed without reporting a single test: a page
 * the browser driver never opened or never finished (WebKit's driver, on a busy machine), not a test that failed.
 * Their tests count from this run; a file whose tests then fail, or that is lost again, fails the run. The summary
 * names every file run again. Resolves the merged counts and the exit code that stands for them.
 */
async function runLostAgain(json, done) {
  const merged = structuredClone(json);
  let againFailed = false;
  const byBrowser = new Map();
  for (const { file, browser } of json.lost) byBrowser.set(browser, [...(byBrowser.get(browser) ?? []), file]);
  for (const [browser, files] of byBrowser) {
    console.log(
      `\n${browser} reported no test of ${files.join(', ')}: running ${files.length > 1 ? 'them' : 'it'} again.`,
    );
    const key = BROWSER_KEYS[browser] ?? browser;
    const file = countsFile(`elements-again-${key}`);
    const log = file.replace(/\.json$/, '.log');
    const code = await run(
      'npm',
      ['run', 'test:elements', '--', '--files', ...files],
      { BROWSERS: key, WTR_COUNT_FILE: file },
      log,
    );
    console.log(withoutProgress(readFileSync(log, 'utf8')));
    const again = readJson(file) ?? { passed: 0, failed: files.length, names: [] };
    againFailed ||= code !== 0 || again.failed > 0;
    // the first run counted each lost file as one failure
    for (const counts of [merged, merged.browsers[browser]]) {
      counts.passed += again.passed;
      counts.failed += again.failed - files.length;
    }
    merged.names = withoutFiles(
      merged.names,
      files.map(f => `failed: ${f} [${browser}]`),
    );
    merged.names.push(
      `run again after ${browser} reported none of their tests: ${files.join(', ')}: ${again.passed} passed, ${again.failed} failed`,
      ...(again.names ?? []),
    );
  }
  // the first run's exit code stood for the lost files too: it stands now only if something else failed
  const clear = merged.failed === 0 && !againFailed && !existsSync(done.crashFile);
  return { json: merged, code: clear ? 0 : done.code || 1 };
}

// ---- 7-8: build, the package, then end-to-end tests against the build -----------------------------------------

heading('Build');
const built = (await run('npm', ['run', 'build:site'], { BASE_PATH: E2E_BASE })) === 0;

// The smoke test drives Firefox and WebKit while the package check works in Node and Chromium.
const smoke = built
  ? alongside('engines', 'npm', ['run', 'test:engines', '--', '--counts', countsFile('engines')], {
      BASE_PATH: E2E_BASE,
    })
  : null;

// The package check works in Node and Chromium beside the smoke test and the end-to-end tests: the end-to-end
// tests are the longest step, and starting them here rather than after the package check left the two cores
// less idle at the end, when they ran alone.
const packageCounts = countsFile('package');
const packageCheck = alongside('package', 'npm', ['run', 'check:package', '--', '--counts', packageCounts]);

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
  let note = '';
  if (json) {
    // A test that failed and then passed on its retry ("flaky") counts as failed.
    const { expected = 0, unexpected = 0, flaky = 0 } = json.stats ?? {};
    // Errors outside tests (a file that does not load, the web server not starting).
    const outside = (json.errors ?? []).length;
    counts = {
      passed: expected,
      failed: unexpected + flaky + (unexpected === 0 ? outside : 0),
      names: (json.suites ?? []).flatMap(suite => badTests(suite)),
    };
    if (flaky) note = `${flaky} passed only on their retry: flaky, counted as failed`;
  }
  record('e2e', code, counts, note);
}

record(
  'package',
  await showAlongside('Package (build, pack, install in two Vite apps)', packageCheck),
  readJson(packageCounts),
);

if (!smoke) {
  heading('Firefox and WebKit smoke test');
  console.log('Skipped: the build failed.');
  record('engines', 1, null, 'not run: the build failed');
} else {
  const code = await showAlongside('Firefox and WebKit smoke test (every route, a few interactions)', smoke);
  record('engines', code, readJson(path.join(countsDir, 'engines.json')));
}

// ESLint without a cache takes three minutes on 2 cores: its results are read here, so nothing waits for it.
{
  const failed = [];
  if ((await showAlongside('Lint: ESLint', eslint)) !== 0) failed.push('eslint');
  if ((await showAlongside('Lint: Prettier', prettier)) !== 0) failed.push('prettier');
  const note = failed.length
    ? `${failed.join(' and ')} found problems: see above, \`npm run lint:fix\` fixes some`
    : '';
  record('lint', 0, { passed: 2 - failed.length, failed: failed.length }, note);
}

// The element tests' last files (Firefox and WebKit, one at a time) wait more than they compute:
// the end-to-end tests start beside them, and their output comes here.
await finishElementTests(elementTests);

// ---- 9: size budget -------------------------------------------------------------------------

heading('Size budget');
if (!built) {
  console.log('Skipped: the build failed.');
  record('size', 1, null, 'not run: the build failed');
} else {
  const code = await run('npm', ['run', 'size', '--', '--no-build'], { BASE_PATH: E2E_BASE });
  record('size', code, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

summaryAndExit();
