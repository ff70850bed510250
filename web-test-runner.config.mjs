// Element tests: Chromium, Firefox and WebKit from Debian packages only.
//   BROWSERS=chromium,firefox,webkit (default: all three)
// Debian packages: chromium-headless-shell, firefox-esr, webkit2gtk-driver (+ libwebkit2gtk-4.1-0), xvfb
import { appendFileSync } from 'node:fs';
import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { startWebKitDriver, stopChildren, webkitCapabilities } from './scripts/webkit-driver.mjs';
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

const wanted = (process.env.BROWSERS ?? 'chromium,firefox,webkit')
  .split(',')
  .map(s => s.trim().toLowerCase())
  .filter(Boolean);

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
      // Each WebDriver request's time limit. A MiniBrowser that cannot start makes the driver hang, not fail;
      // but a test page's load (its modules compiled on first request) took over 30 s on a busy machine, and
      // the rejected navigation ended the whole run: two minutes tells a hang from a slow load.
      connectionRetryTimeout: 120_000,
      connectionRetryCount: 0,
      // A navigation returns at once: the test page reports to the runner itself (a page that never does fails its
      // file at testsStartTimeout). A load that never ended held the driver's answer five minutes, until the HTTP
      // client gave up: with 'normal', and with 'eager' too, which still waits for the page's module scripts
      // (they run before DOMContentLoaded).
      capabilities: webkitCapabilities({ pageLoadStrategy: 'none' }),
    });
    this.children = [];
  }

  async initialize(config, testFiles) {
    process.once('exit', () => this.killChildren());
    this.options.port = await startWebKitDriver(this.children);
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  killChildren() {
    stopChildren(this.children);
  }

  /**
   * The session manager starts a navigation without waiting for it or catching its error, so a failed one
   * ended the whole run (an unhandled rejection). Here a failed navigation is tried once more (WebKitWebDriver
   * once answered "unknown error" to one test page of sixty), and a second failure fails only its file: the
   * page never reports, and the runner counts the file as failed when its start time limit passes.
   */
  async startSession(id, url) {
    await this.ensureManagerInitialized();
    const { driver, urlMap } = this.driverManager;
    urlMap.set(id, url);
    const open = async attempt => {
      try {
        await driver.navigateTo(url);
      } catch (error) {
        const reason = String(error?.message ?? error).split('\n')[0];
        console.error(`WebKit could not open ${url}: ${reason}${attempt === 1 ? '; trying again' : ''}`);
        if (attempt > 1) return;
        await new Promise(resolve => setTimeout(resolve, 500));
        await open(attempt + 1);
      }
    };
    void open(1);
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
  // No media emulation over BiDi: puppeteer would route it to CDP, fail, and keep the wish as state
  // that it retries later with no one to catch the error (a crash of the whole runner). Failing at
  // once leaves nothing behind; the tests that need it skip in Firefox.
  const unsupported = async () => {
    throw new Error('Firefox over WebDriver BiDi cannot emulate media');
  };
  page.emulateMediaFeatures = unsupported;
  page.emulateMediaType = unsupported;
  return page;
}

/**
 * `executeServerCommand('ax-tree', { selector })`: the accessibility tree Chromium builds under the
 * first element matching `selector` (in the document, not inside shadow roots), read through the CDP
 * `Accessibility` domain: `{ tree }`, each node that is not ignored as `{ role, name, description,
 * value, properties, children }`, ignored nodes (and inline text boxes) replaced by their children. Other
 * engines have no such protocol: `{ tree: null }`, and a test asserts on the DOM instead.
 */
function axTreePlugin() {
  return {
    name: 'ax-tree',
    async executeCommand({ command, payload, session }) {
      if (command !== 'ax-tree') return undefined;
      // (a command that answers null counts as unknown: the answer is wrapped)
      if (session.browser.type !== 'puppeteer' || session.browser.name !== 'Chrome') return { tree: null };
      const page = session.browser.getPage(session.id);
      const cdp = await page.createCDPSession();
      try {
        const { result } = await cdp.send('Runtime.evaluate', {
          expression: `document.querySelector(${JSON.stringify(payload.selector)})`,
        });
        if (!result.objectId) return { tree: [] };
        const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
        const { nodes } = await cdp.send('Accessibility.getFullAXTree');
        const byId = new Map(nodes.map(n => [n.nodeId, n]));
        const start = nodes.find(n => n.backendDOMNodeId === node.backendNodeId);
        const convert = ax => {
          const children = (ax.childIds ?? []).flatMap(id => (byId.has(id) ? convert(byId.get(id)) : []));
          if (ax.ignored || ax.role?.value === 'InlineTextBox') return children;
          const properties = Object.fromEntries((ax.properties ?? []).map(p => [p.name, p.value?.value]));
          return [
            {
              role: ax.role?.value ?? '',
              name: ax.name?.value ?? '',
              description: ax.description?.value ?? '',
              value: ax.value?.value,
              properties,
              children,
            },
          ];
        };
        // an element left out of the tree (the page behind a modal dialog): the whole page's tree
        const top = start ?? nodes[0];
        return { tree: top ? convert(top) : [] };
      } finally {
        await cdp.detach();
      }
    },
  };
}

const launchers = {
  chromium: () =>
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM,
        headless: true,
        // No network events or request bodies kept for puppeteer: nothing here reads them (8 % of Chromium's CPU).
        networkEnabled: false,
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
      // networkEnabled: false: no BiDi network events (nothing here reads them), 11 % of Firefox's CPU.
      launchOptions: { browser: 'firefox', executablePath: FIREFOX, headless: true, networkEnabled: false },
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
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }), axTreePlugin()],
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
  // A time limit, not an assertion: a test page that has not reported after this long fails its file.
  testsStartTimeout: 60000,
};
