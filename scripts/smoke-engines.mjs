#!/usr/bin/env node
// The production build in the two engines the e2e tests do not drive: Firefox ESR over WebDriver
// BiDi (puppeteer-core) and WebKitGTK's MiniBrowser over classic WebDriver (webdriverio, under Xvfb).
// One session per engine, both at once, one page each. In each engine:
// - every route (the build's sitemap) shows with no page error, every ds-* element defined and its
//   `main h1` shown: the first route by a full load, the others as a visitor reaches them, in the app
//   (each route's own code runs in the engine; the e2e tests load every route's HTML file in Chromium);
// - the shell's theme button flips the theme on <html> and back (home);
// - a modal opens, and closes with Escape, focus back on its opener (Modal);
// - a slider's thumb moves with ArrowRight (Range Slider);
// - the resume player shows the audio's length (Resume).
// dist/ must be built with BASE_PATH=/portfolio/; it is served with `vite preview` under that path.
//
//   node scripts/smoke-engines.mjs [--dist <dir>] [--engines firefox,webkit] [--counts <file>]
//   (--counts: write { passed, failed, names } there; FIREFOX_BIN, WEBKIT_DRIVER_BIN, MINIBROWSER_BIN
//   name other browser binaries)
/* global document, window, getComputedStyle, PopStateEvent -- in the functions that run in the page */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { Key, remote } from 'webdriverio';
import { freePort, startWebKitDriver, stopChildren, webkitCapabilities } from './webkit-driver.mjs';
import { countsOf, writeCounts } from './check-counts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = '/portfolio/';
const FIREFOX = process.env.FIREFOX_BIN ?? '/usr/bin/firefox-esr';
const VIEWPORT = { width: 1280, height: 800 };
/**
 * How long a state may take to show (a page on two busy cores, an audio file's metadata). A limit, not an
 * assertion: WebKit showed a page in 17 s while the end-to-end tests and the element tests shared the cores.
 */
const TIMEOUT_MS = 60_000;

const option = name => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const dist = path.resolve(root, option('--dist') ?? 'dist');
const engines = (option('--engines') ?? 'firefox,webkit').split(',').filter(Boolean);

const results = []; // { name, ok, detail }
function check(name, ok, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  return ok;
}
const delay = ms => new Promise(resolve => setTimeout(resolve, ms));

/** Calls `read` every 50 ms until `done(value)` or the time is up; resolves the last value. */
async function poll(read, done, timeout = TIMEOUT_MS) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await delay(50);
  }
}

// ---- the server --------------------------------------------------------------------------

/** The routes of the build, from its sitemap: '' for home, then 'Components/Buttons', … */
function routesOf(dir) {
  const sitemap = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const { pathname } = new URL(loc);
    if (!pathname.startsWith(BASE)) throw new Error(`${loc} is not under ${BASE}: build with BASE_PATH=${BASE}`);
    return decodeURI(pathname.slice(BASE.length));
  });
}

async function serve(dir) {
  const port = await freePort();
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const args = ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dir];
  const server = spawn(process.execPath, [vite, ...args], {
    cwd: root,
    env: { ...process.env, BASE_PATH: BASE },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => server.kill('SIGTERM'));
  const origin = `http://127.0.0.1:${port}`;
  const up = await poll(
    () =>
      fetch(`${origin}${BASE}`).then(
        response => response.ok,
        () => server.exitCode !== null,
      ),
    Boolean,
  );
  if (!up || server.exitCode !== null) throw new Error(`vite preview did not serve ${dir} on port ${port}`);
  return { server, url: route => `${origin}${BASE}${route}` };
}

// ---- the engines: one page each, driven the same way ----------------------------------------

/**
 * The weather services' recorded answer for a request to one of them, else undefined: nothing
 * reaches the internet (the Quick Demos weather widget asks Open-Meteo or OpenWeather).
 */
function recordedWeather(url) {
  const fixture = name =>
    JSON.parse(
      readFileSync(path.join(root, `react-app/pages/components/quick-demos/weather/fixtures/${name}.json`), 'utf8'),
    );
  if (url.hostname === 'api.open-meteo.com') return fixture('open-meteo-forecast');
  if (url.hostname !== 'api.openweathermap.org') return undefined;
  return fixture(url.pathname.endsWith('/forecast') ? 'openweather-forecast' : 'openweather-current');
}
/** The services answer any origin. */
const CORS = { 'Access-Control-Allow-Origin': '*' };

/**
 * Firefox ESR over WebDriver BiDi. Page errors and console errors are recorded as they happen.
 * @returns {Promise<Driver>}
 */
async function firefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Firefox ESR has no BiDi screen-orientation override, which puppeteer's setViewport sends:
    // the window has the size instead.
    defaultViewport: null,
    args: [`--width=${VIEWPORT.width}`, `--height=${VIEWPORT.height}`],
    // No service worker, as in the e2e tests: its precache would load every asset of the site.
    extraPrefsFirefox: { 'dom.serviceWorkers.enabled': false },
  });
  const [page = await browser.newPage()] = await browser.pages();
  await page.setRequestInterception(true);
  page.on('request', request => {
    const answer = recordedWeather(new URL(request.url()));
    // a request the page dropped meanwhile (a navigation) can no longer be answered: nothing to do
    const handled = answer
      ? request.respond({ status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify(answer) })
      : request.continue();
    handled.catch(() => undefined);
  });
  const errors = [];
  page.on('pageerror', error => errors.push(String(error?.message ?? error)));
  page.on('console', message => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    goto: async url => {
      await page.goto(url, { waitUntil: 'load' });
    },
    run: (fn, ...args) => page.evaluate(fn, ...args),
    click: xpath => page.locator(`::-p-xpath(${xpath})`).click(),
    press: key => page.keyboard.press(key),
    errors: async () => errors.splice(0),
    close: () => browser.close(),
  };
}

/** In the page: records errors from now on (classic WebDriver reports none of its own). */
function collectErrors() {
  if (window.smokeErrors) return;
  const errors = (window.smokeErrors = []);
  window.addEventListener('error', event => errors.push(event.message));
  window.addEventListener('unhandledrejection', event => errors.push(`unhandled rejection: ${event.reason}`));
  const original = console.error;
  console.error = (...args) => {
    errors.push(args.map(String).join(' '));
    original.apply(console, args);
  };
}

/**
 * WebKitGTK's MiniBrowser over classic WebDriver, under Xvfb. Errors are collected from right
 * after each navigation; a failure while loading shows as a missing heading or an undefined element.
 * @returns {Promise<Driver>}
 */
async function webkit() {
  const children = [];
  const stop = () => stopChildren(children);
  process.once('exit', stop);
  try {
    const port = await startWebKitDriver(children);
    const nowhere = `127.0.0.1:${await freePort()}`;
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      connectionRetryTimeout: 30_000, // a MiniBrowser that cannot start makes the driver hang, not fail
      connectionRetryCount: 0,
      capabilities: {
        ...webkitCapabilities(),
        // Nothing reaches the internet: other hosts go through a proxy that is not there (the
        // weather widget shows its error state; classic WebDriver cannot answer a request itself).
        proxy: { proxyType: 'manual', httpProxy: nowhere, sslProxy: nowhere, noProxy: ['127.0.0.1', 'localhost'] },
      },
    });
    await browser.setTimeout({ pageLoad: 30_000, script: 30_000 });
    await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height);
    const keys = { Escape: Key.Escape, ArrowRight: Key.ArrowRight };
    return {
      goto: async url => {
        await browser.url(url);
        await browser.execute(collectErrors);
      },
      run: (fn, ...args) => browser.execute(fn, ...args),
      click: async xpath => (await browser.$(xpath)).click(),
      press: key => browser.keys(keys[key]),
      errors: () => browser.execute(() => (window.smokeErrors ?? []).splice(0)),
      close: async () => {
        try {
          await browser.deleteSession();
        } finally {
          stop();
        }
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * @typedef {object} Driver
 * @property {(url: string) => Promise<void>} goto
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} run  runs `fn` in the page
 * @property {(xpath: string) => Promise<void>} click
 * @property {(key: 'Escape' | 'ArrowRight') => Promise<void>} press
 * @property {() => Promise<string[]>} errors  the page errors since the last call
 * @property {() => Promise<void>} close
 */

// ---- in the page -------------------------------------------------------------------------

/** In the page: goes to `href` inside the app, as its links do (the router follows the history). */
function navigateInApp(href) {
  document.querySelector('main h1')?.setAttribute('data-smoke-left', '');
  window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Whether the page is whole: its heading shown, nothing waiting to render, no ds-* element undefined. */
function pageState() {
  // (a heading of the page left behind does not count: the next page has not rendered yet)
  const h1 = document.querySelector('main h1:not([data-smoke-left])');
  const shown =
    !!h1 && h1.getClientRects().length > 0 && getComputedStyle(h1).visibility !== 'hidden' && !!h1.textContent.trim();
  const undefinedTags = [
    ...new Set(
      [...document.querySelectorAll(':not(:defined)')].map(el => el.localName).filter(n => n.startsWith('ds-')),
    ),
  ];
  const pending = document.querySelectorAll('[data-reveal-pending]').length;
  return { shown, heading: h1?.textContent.trim() ?? '', undefinedTags, pending };
}

function themeState() {
  return {
    mode: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
  };
}

function modalState() {
  const modal = document.querySelector('ds-modal[open]');
  const active = document.activeElement;
  return {
    open: !!modal?.shadowRoot?.querySelector('dialog')?.open,
    focus: active ? `${active.localName} "${active.textContent.trim().slice(0, 40)}"` : 'nothing',
  };
}

/** Focuses the thumb of the first enabled single slider that can still go up; its state. */
function focusSlider() {
  const slider = [...document.querySelectorAll('main ds-slider')].find(
    s => !s.disabled && !s.range && Number(s.value) < Number(s.max),
  );
  const thumb = slider?.shadowRoot?.querySelector('[role="slider"]');
  thumb?.focus();
  return { label: slider?.label ?? '', now: thumb ? Number(thumb.getAttribute('aria-valuenow')) : null };
}

function sliderState() {
  const thumb = document.activeElement?.shadowRoot?.activeElement;
  return thumb?.getAttribute('role') === 'slider' ? Number(thumb.getAttribute('aria-valuenow')) : null;
}

/** The length the player shows, and what its audio element knows. */
function playerLength() {
  const audio = document.querySelector('.player audio');
  return {
    shown: document.querySelector('.player__time > span:last-child')?.textContent.trim() ?? '(no player)',
    duration: audio?.duration,
    readyState: audio?.readyState,
  };
}

// ---- the checks --------------------------------------------------------------------------

/** Runs one named check; an exception fails it with its message. */
async function attempt(name, body) {
  try {
    const [ok, detail] = await body();
    check(name, ok, detail);
  } catch (error) {
    check(name, false, String(error?.message ?? error).split('\n')[0]);
  }
}

const withErrors = (detail, errors) =>
  [detail, errors.length ? `page errors: ${errors.join(' | ')}` : ''].filter(Boolean).join('; ');

async function loads(driver, label, url, route, { inApp }) {
  await attempt(`${label} /${route} ${inApp ? 'shows' : 'loads'}`, async () => {
    const started = Date.now();
    if (inApp) await driver.run(navigateInApp, url);
    else await driver.goto(url);
    const state = await poll(
      () => driver.run(pageState),
      s => s.shown && s.pending === 0 && s.undefinedTags.length === 0,
    );
    const errors = await driver.errors();
    const problems = [
      !state.shown && 'main h1 not shown',
      state.pending > 0 && `${state.pending} parts still waiting to render`,
      state.undefinedTags.length > 0 && `undefined: ${state.undefinedTags.join(', ')}`,
    ].filter(Boolean);
    const ok = problems.length === 0 && errors.length === 0;
    const detail = problems.join(', ') || (ok ? `"${state.heading}" in ${Date.now() - started} ms` : '');
    return [ok, withErrors(detail, errors)];
  });
}

const themeButton = '//button[contains(concat(" ", @class, " "), " theme-dot ")]';

async function themeToggles(driver, label) {
  await attempt(`${label} the theme button flips the theme on <html> and back`, async () => {
    const before = await driver.run(themeState);
    const flipped = s => (s.mode === 'light' || s.mode === 'dark') && s.background !== before.background;
    await driver.click(themeButton);
    const after = await poll(() => driver.run(themeState), flipped);
    if (!flipped(after)) return [false, `still ${after.mode}, background ${after.background}`];
    await driver.click(themeButton);
    const back = await poll(
      () => driver.run(themeState),
      s => s.mode !== after.mode && s.background === before.background,
    );
    const ok = back.mode !== after.mode && back.background === before.background;
    const errors = await driver.errors();
    return [ok && errors.length === 0, withErrors(`${before.mode} → ${after.mode} → ${back.mode}`, errors)];
  });
}

async function modalOpensAndCloses(driver, label) {
  await attempt(`${label} a modal opens, and closes with Escape`, async () => {
    await driver.click('//ds-button[normalize-space()="Open basic modal"]');
    const opened = await poll(
      () => driver.run(modalState),
      s => s.open,
    );
    if (!opened.open) return [false, 'no open dialog after a click on "Open basic modal"'];
    await driver.press('Escape');
    const closed = await poll(
      () => driver.run(modalState),
      s => !s.open && s.focus.startsWith('ds-button "Open basic modal"'),
    );
    const errors = await driver.errors();
    const ok = !closed.open && closed.focus.startsWith('ds-button "Open basic modal"');
    const detail = closed.open ? 'still open after Escape' : `focus back on ${closed.focus}`;
    return [ok && errors.length === 0, withErrors(detail, errors)];
  });
}

async function sliderMovesByKeys(driver, label) {
  await attempt(`${label} a slider moves with ArrowRight`, async () => {
    const slider = await driver.run(focusSlider);
    if (slider.now === null) return [false, 'no enabled slider to move'];
    await driver.press('ArrowRight');
    const now = await poll(
      () => driver.run(sliderState),
      n => n !== null && n > slider.now,
    );
    const errors = await driver.errors();
    const ok = now !== null && now > slider.now;
    return [ok && errors.length === 0, withErrors(`"${slider.label}" ${slider.now} → ${now ?? 'not focused'}`, errors)];
  });
}

async function playerShowsLength(driver, label) {
  await attempt(`${label} the resume player shows the audio's length`, async () => {
    const length = /^\d+:\d{2}$/;
    const player = await poll(
      () => driver.run(playerLength),
      p => length.test(p.shown),
      20_000,
    );
    const errors = await driver.errors();
    const detail = length.test(player.shown)
      ? player.shown
      : `"${player.shown}" (the audio element: duration ${player.duration} s, readyState ${player.readyState})`;
    return [length.test(player.shown) && errors.length === 0, withErrors(detail, errors)];
  });
}

/** What is checked on a route besides its load, in the same visit. */
const onRoute = {
  '': themeToggles,
  'Components/Modal': modalOpensAndCloses,
  'Components/RangeSlider': sliderMovesByKeys,
  Resume: playerShowsLength,
};

const launchers = { firefox, webkit };

async function runEngine(name, routes, url) {
  const started = Date.now();
  let driver;
  try {
    driver = await launchers[name]();
  } catch (error) {
    check(`${name} starts`, false, String(error?.message ?? error).split('\n')[0]);
    return;
  }
  try {
    for (const [index, route] of routes.entries()) {
      await loads(driver, name, url(route), route, { inApp: index > 0 });
      await onRoute[route]?.(driver, name);
    }
  } finally {
    await driver.close().catch(() => undefined);
    console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function smokeEngines() {
  for (const engine of engines) {
    if (!launchers[engine]) throw new Error(`unknown engine "${engine}" (firefox, webkit)`);
  }
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`no build in ${dist}: run BASE_PATH=${BASE} npm run build`);
  }
  const routes = routesOf(dist);
  const missing = Object.keys(onRoute).filter(route => !routes.includes(route));
  if (missing.length > 0) throw new Error(`the sitemap has no ${missing.map(r => `/${r}`).join(', ')}`);
  const { server, url } = await serve(dist);
  try {
    await Promise.all(engines.map(engine => runEngine(engine, routes, url)));
  } finally {
    server.kill('SIGTERM');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // stopped from outside (Ctrl+C, npm test stopping): exit, so that the server, Xvfb and the drivers stop too
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  const started = Date.now();
  const countsFile = option('--counts');
  let failedToRun = '';
  try {
    await smokeEngines();
  } catch (error) {
    failedToRun = error instanceof Error ? error.message : String(error);
    console.error(`smoke-engines: ${failedToRun}`);
  }
  const counts = countsOf(results, failedToRun);
  writeCounts(countsFile, counts);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`smoke-engines: ${counts.passed} passed, ${counts.failed} failed in ${seconds} s`);
  process.exit(counts.failed > 0 ? 1 : 0);
}
