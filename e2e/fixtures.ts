import { readFileSync } from 'node:fs';
import { test as base, expect, selectors, type Page } from '@playwright/test';
import { normalizeBasePath, withBase } from '../react-app/lib/base-path';
import { serveRecordedWeather } from './weather-routes';

/** The base the site under test is served from (E2E_BASE, see playwright.config.ts): "/" or "/portfolio/". */
export const BASE = normalizeBasePath(process.env.E2E_BASE);

/** An app path ("/Components/Buttons", "/examples/plain.html?x") as served under BASE; full URLs unchanged. */
export const underBase = (path: string) => withBase(BASE, path);

/**
 * Tests name pages by their app path (page.goto('/Settings')), as the site's own links do; under a
 * sub-path the browser must open BASE + path. Every page's goto gets that once (pages from
 * context.newPage() and browser.newPage() share the prototype), so no test needs to know the base.
 */
function resolveGotoUnderBase(page: Page) {
  const proto = Object.getPrototypeOf(page) as Page & { gotoUnderBase?: true };
  if (proto.gotoUnderBase) return;
  const goto = proto.goto;
  proto.goto = function (this: Page, url: string, options?: Parameters<Page['goto']>[1]) {
    return goto.call(this, url.startsWith('/') ? underBase(url) : url, options);
  };
  proto.gotoUnderBase = true;
}

/**
 * The `ax` selector engine finds ds-checkbox, ds-switch, ds-radio and ds-progress by role and name. Their ARIA comes
 * from ElementInternals, which Playwright's getByRole and toBeChecked cannot see (they read attributes),
 * so the engine derives the name as the elements do (an author's aria-label, else `label`, else the
 * text) and tests assert `checked`/`disabled` with toHaveJSProperty. The names and roles the browser
 * really computes are asserted separately (form-pages.e2e.ts). It runs in the page's main world, where
 * the elements' properties are visible. Selector: JSON `{ tag, name?, pattern?, flags?, exact?, checked? }`.
 */
const axEngine = () => {
  interface Query {
    tag: string;
    name?: string;
    pattern?: string;
    flags?: string;
    exact?: boolean;
    checked?: boolean;
  }
  type Control = Element & { label?: unknown; checked?: unknown };
  const nameOf = (el: Control) =>
    (el.getAttribute('aria-label') || (typeof el.label === 'string' ? el.label : '') || el.textContent || '')
      .replace(/\s+/g, ' ')
      .trim();
  const matches = (el: Control, q: Query) => {
    if (q.checked !== undefined && Boolean(el.checked) !== q.checked) return false;
    const name = nameOf(el);
    if (q.pattern !== undefined) return new RegExp(q.pattern, q.flags).test(name);
    if (q.name === undefined) return true;
    return q.exact ? name === q.name : name.toLowerCase().includes(q.name.toLowerCase());
  };
  const all = (root: ParentNode, q: Query) => [...root.querySelectorAll<Control>(q.tag)].filter(el => matches(el, q));
  return {
    query: (root: ParentNode, selector: string) => all(root, JSON.parse(selector))[0] ?? null,
    queryAll: (root: ParentNode, selector: string) => all(root, JSON.parse(selector)),
  };
};

const CONTROL_TAGS = {
  checkbox: 'ds-checkbox',
  radio: 'ds-radio',
  switch: 'ds-switch',
  progressbar: 'ds-progress',
} as const;

/** A selector for `locator()`: `page.locator(ax('checkbox', { name: 'Remember me' }))` (see axEngine). */
export function ax(
  role: keyof typeof CONTROL_TAGS,
  { name, ...options }: { name?: string | RegExp; exact?: boolean; checked?: boolean } = {},
) {
  const byName = name instanceof RegExp ? { pattern: name.source, flags: name.flags } : { name };
  return `ax=${JSON.stringify({ tag: CONTROL_TAGS[role], ...byName, ...options })}`;
}

export const test = base.extend<
  { problems: string[]; recordedWeather: boolean; offlineWeather: void },
  { axSelectors: void }
>({
  axSelectors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await selectors.register('ax', axEngine).catch(() => undefined); // once per worker
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // No test reaches the internet: the browser resolves no host but localhost (playwright.config.ts), so an
  // outside call fails, and its console error fails the test. The Quick Demos weather widget calls two outside
  // services: a test that shows it sets `test.use({ recordedWeather: true })` and gets their recorded answers
  // (or routes its own on the page). Only those tests route: routing sends every request of the context
  // through Playwright, about 90 ms more CPU per page load.
  recordedWeather: [false, { option: true }],
  offlineWeather: [
    async ({ context, recordedWeather }, use) => {
      if (recordedWeather) await serveRecordedWeather(context);
      await use();
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      resolveGotoUnderBase(page); // every test uses `page`, through this auto fixture
      const problems: string[] = [];
      page.on('pageerror', error => problems.push(`pageerror: ${error.message}`));
      page.on('console', message => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The page's layout shifts add up from the start of its load, read with `layoutShifts`. Call before `page.goto`. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: number };
    w.layoutShifts = 0;
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) w.layoutShifts += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shifts so far (see recordLayoutShifts). */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts);

/**
 * Waits until the route's page is whole: its heading is there and none of its parts is still to
 * come (use-revealed.ts marks those with `data-reveal-pending`). Nothing waits for a scroll.
 */
export async function waitForPage(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[data-reveal-pending]')).toHaveCount(0);
}

export const BRAND = 'Lena Marsh';

/** The product's version, as the shell's version row shows it. */
export const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

/**
 * Records every snackbar message as it is shown (a 1000 ms snackbar can come and go between two polls
 * of a locator); read them with `shownSnackbars(page)` inside `expect.poll`. Call before `page.goto`.
 */
export async function recordSnackbars(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownSnackbars: string[] }).shownSnackbars = shown;
    type Host = Element & { items: readonly { id: string; message: string }[] };
    document.addEventListener(
      'ds-show',
      event => {
        const host = event.target as Host;
        if (host.localName !== 'ds-snackbar-host') return;
        const item = host.items.find(i => i.id === (event as CustomEvent<{ id: string }>).detail.id);
        if (item) shown.push(item.message);
      },
      true,
    );
  });
}

/** The snackbar messages shown so far (see recordSnackbars). */
export const shownSnackbars = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownSnackbars: string[] }).shownSnackbars);

/**
 * Holds the app's entry script back, so what is painted meanwhile comes from HTML, CSS and
 * theme-boot.js alone; returns the function that lets it load.
 */
export async function holdEntryScript(page: Page) {
  let release!: () => void;
  const held = new Promise<void>(resolve => (release = resolve));
  await page.route(/\/static\/js\/index-[^/]+\.js$/, async route => {
    await held;
    await route.continue();
  });
  return release;
}
