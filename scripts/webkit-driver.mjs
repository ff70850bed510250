// WebKitGTK's MiniBrowser through Debian's WebKitWebDriver, for the element tests
// (web-test-runner.config.mjs) and the cross-engine smoke test (scripts/smoke-engines.mjs).
// Debian packages: webkit2gtk-driver (+ libwebkit2gtk-4.1-0), xvfb.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_BIN ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_BIN ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The capabilities of a MiniBrowser session (webdriverio). */
export const webkitCapabilities = ({ pageLoadStrategy = 'normal' } = {}) => ({
  browserName: 'MiniBrowser',
  pageLoadStrategy,
  // webdriverio 9 asks for WebDriver BiDi (webSocketUrl) by default; WebKitWebDriver 2.50
  // then answers "Failed to match capabilities". Force classic WebDriver.
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': {
    binary: MINIBROWSER,
    args: ['--automation'], // GTK MiniBrowser has no --headless: it exits and the driver hangs
  },
});

/** A TCP port nobody listens on now. */
export function freePort() {
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
 * Starts WebKitWebDriver on a free port, on $DISPLAY when set (e.g. under xvfb-run), otherwise on
 * an Xvfb of its own. The processes started are pushed onto `children` (stop them with
 * `stopChildren`); resolves the driver's port.
 */
export async function startWebKitDriver(children) {
  for (const f of [WEBKIT_DRIVER, MINIBROWSER]) {
    if (!existsSync(f)) throw new Error(`${f} not found: apt-get install webkit2gtk-driver`);
  }
  const display = process.env.DISPLAY || (await startXvfb(children));
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    // Without accelerated compositing (a software path on a machine with no GPU anyway), the element tests
    // took 96 core-seconds in WebKit instead of 230, every test passing either way.
    env: { WEBKIT_DISABLE_COMPOSITING_MODE: '1', ...process.env, DISPLAY: display },
    stdio: ['ignore', 'ignore', process.env.WEBKIT_DEBUG ? 'inherit' : 'ignore'],
  });
  children.push(driver);
  await waitForDriver(port, driver);
  return port;
}

/** Stops the processes started, newest first: the driver (and its MiniBrowser) before Xvfb. */
export function stopChildren(children) {
  for (const child of children.splice(0).reverse()) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
}
