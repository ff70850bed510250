// Element tests: Chromium, Firefox and WebKit from Debian packages only.
//   BROWSERS=chromium,firefox,webkit (default: all three)
// Debian packages: chromium-headless-shell, firefox-esr, webkit2gtk-driver (+ libwebkit2gtk-4.1-0), xvfb
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { appendFileSync, existsSync } from 'node:fs';
import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { countReporter } from './scripts/wtr-count-reporter.mjs';

// A fatal error of the runner itself (not a failing test) can leave no trace: the live progress
// display redraws over what Node printed. Keep it in a file (npm test prints it); the monitor only
// observes, the process still ends as it would have.
if (process.env.WTR_CRASH_FILE) {
  process.on('uncaughtExceptionMonitor', (error, origin) => {
    appendFileSync(process.env.WTR_CRASH_FILE, `${origin}: ${error?.stack ?? error}\n`);
  });
}

const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium-headless-shell';
const FIREFOX = process.env.FIREFOX_BIN ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_BIN ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_BIN ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const wanted = (process.env.BROWSERS ?? 'chromium,firefox,webkit')
  .split(',')
  .map(s => s.trim().toLowerCase())
  .filter(Boolean);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForDriver(port, child, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise(r => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within ${timeoutMs} ms`);
}

/** Starts Xvfb on a free display (Xvfb picks it: -displayfd) and resolves ':N'. */
function startXvfb(children) {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    children.push(xvfb);
    let out = '';
    let err = '';
    xvfb.stderr.on('data', d => {
      err += d;
    });
    xvfb.stdio[3].on('data', d => {
      out += d;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', code => reject(new Error(`Xvfb exited with ${code}: ${err}`)));
  });
}

/**
 * WebKitGTK MiniBrowser through Debian's WebKitWebDriver.
 * Starts (and stops) WebKitWebDriver itself on a free port; needs an X display:
 * uses $DISPLAY when set (e.g. under xvfb-run), otherwise starts its own Xvfb.
 */
class WebKitGtkLauncher extends WebdriverLauncher {
  constructor() {
    super({
      hostname: '127.0.0.1',
      port: 0, // filled in by initialize()
      path: '/',
      logLevel: 'error',
      connectionRetryTimeout: 30000, // a MiniBrowser that cannot start makes the driver hang, not fail
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        // webdriverio 9 asks for WebDriver BiDi (webSocketUrl) by default; WebKitWebDriver 2.50
        // then answers "Failed to match capabilities". Force classic WebDriver.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation'], // GTK MiniBrowser has no --headless: it exits and the driver hangs
        },
      },
    });
    this.children = [];
  }

  async initialize(config, testFiles) {
    for (const f of [WEBKIT_DRIVER, MINIBROWSER]) {
      if (!existsSync(f)) throw new Error(`${f} not found: apt-get install webkit2gtk-driver`);
    }
    const display = process.env.DISPLAY || (await startXvfb(this.children));
    const port = await freePort();
    const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: ['ignore', 'ignore', process.env.WEBKIT_DEBUG ? 'inherit' : 'ignore'],
    });
    this.children.push(driver);
    process.once('exit', () => this.killChildren());
    await waitForDriver(port, driver);
    this.options.port = port;
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  killChildren() {
    // newest first: driver (and its MiniBrowser) before Xvfb
    for (const child of this.children.reverse()) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    this.children = [];
  }

  async stop() {
    try {
      await super.stop();
    } finally {
      this.killChildren();
    }
  }
}

/**
 * Firefox ESR 140 has no BiDi `emulation.setScreenOrientationOverride`, which puppeteer-core 24
 * sends with every `setViewport` (web-test-runner sets 800 × 600 per test file): the size is
 * applied by the command before it, so that one error is ignored.
 */
async function firefoxPage({ context }) {
  const page = await context.newPage();
  const setViewport = page.setViewport.bind(page);
  page.setViewport = async viewport => {
    try {
      await setViewport(viewport);
    } catch (error) {
      if (!String(error?.message).includes('setScreenOrientationOverride')) throw error;
    }
  };
  return page;
}

const launchers = {
  chromium: () =>
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
        ],
      },
    }),
  firefox: () =>
    // puppeteer-core drives Firefox over WebDriver BiDi; passing puppeteer-core as the
    // "custom puppeteer" makes the launcher honour browser:'firefox' and label it "Firefox"
    // (no need for @web/test-runner-puppeteer and the full `puppeteer` package).
    chromeLauncher({
      puppeteer: puppeteerCore,
      launchOptions: { browser: 'firefox', executablePath: FIREFOX, headless: true },
      createPage: firefoxPage,
    }),
  webkit: () => new WebKitGtkLauncher(),
};

for (const name of wanted) {
  if (!launchers[name]) throw new Error(`Unknown browser "${name}" in BROWSERS (chromium, firefox, webkit)`);
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['elements/**/*.element.test.ts'],
  nodeResolve: true,
  // Makes esbuild honour experimentalDecorators / useDefineForClassFields from tsconfig.json.
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  // Lit's dev build is used in tests (extra warnings); hide its one-line banner.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  browsers: wanted.map(name => launchers[name]()),
  // The default output, plus pass/fail counts in a file for the summary of `npm test`.
  reporters: [
    defaultReporter(),
    countReporter({ outputFile: process.env.WTR_COUNT_FILE ?? '.tmp/test-counts/elements.json' }),
  ],
  concurrentBrowsers: 3, // the three engines side by side (fine on 2 cores for a small suite)
  concurrency: 1, // one test file per browser at a time: with 2, Chromium stalls a background page
  browserStartTimeout: 60000,
  // An axe scan in WebKit or Firefox took over 5 s while three engines shared 2 busy cores (on
  // CI): a time limit is not an assertion, so it leaves room for a slow machine.
  testFramework: { config: { timeout: 15000 } },
};
