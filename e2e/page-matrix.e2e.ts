// Every route once per mode: the one place whole pages are scanned with axe and checked for sideways
// scrolling, 200 % text, their layout (layout-checks.ts), read-outs (readouts.ts) and a quiet console.
// Tests of a particular state (an open modal, a menu, results) scan that part.
import type { Page } from '@playwright/test';
import { pageRoutes, type PageMeta } from '../content/route-table';
import { axeViolations, contrastViolations, scrollerViolations } from './docs-helpers';
import { BRAND, expect, test, waitForPage } from './fixtures';
import { expectLayoutFits, sidewaysScroll } from './layout-checks';
import { expectReadoutsMatchControls } from './readouts';
import { serveRecordedWeather } from './weather-routes';

const routes: readonly PageMeta[] = pageRoutes;
// A whole-page axe scan with every API table open took 15–20 s on two cores shared by other runs.
test.slow();

const isComponentPage = (meta: PageMeta) => meta.path.startsWith('Components/');
/** What the shell shows on a phone only (react-app/shell/AppShell.tsx): its own colour-contrast scan. */
const PHONE_ONLY = '.top-bar, .bottom-nav';
/** The page whose open API tables get the dark contrast scan (see the desktop test). */
const API_CONTRAST_PAGE = 'Components/Buttons';

/**
 * Opens a route (its theme follows the emulated colour scheme) with its elements upgraded and API blocks
 * open. Returns the console's warnings from then on, which each test expects to stay empty (errors fail
 * every test already, through the `problems` fixture).
 */
async function visit(page: Page, meta: PageMeta) {
  // its marquee, counters and 256 dots: up to 83 s on two busy cores
  if (meta.path === 'Components/Miscellaneous') test.setTimeout(180_000);
  const warnings: string[] = [];
  page.on('console', message => {
    // Playwright's own notice when the app registers its service worker (blocked in these tests)
    if (message.type() === 'warning' && !/Service Worker registration blocked by Playwright/.test(message.text()))
      warnings.push(message.text());
  });
  if (meta.path === 'Components/QuickDemos') await serveRecordedWeather(page.context());
  await page.goto(`/${meta.path}`);
  await waitForPage(page);
  await expect(page.locator(':not(:defined)')).toHaveCount(0);
  // every API table too, as a reader who opens them all sees it
  await page
    .locator('details.api-details')
    .evaluateAll(all => all.forEach(d => ((d as HTMLDetailsElement).open = true)));
  await expect(page.locator('details.api-details:not(:has(.api-tables))')).toHaveCount(0);
  return warnings;
}

/**
 * Text people read is at least 12 px at the smallest font-size setting (13 px); only captions (small, figcaption, a "new" badge, or anything marked data-caption) may be
 * smaller. Light-DOM text of main; the elements' own shadow text is checked by their tests.
 */
const textBelow12px = (page: Page) =>
  page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || !element.checkVisibility()) continue;
      if (element.closest('small, figcaption, .badge, [data-caption]')) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 12)
        found.add(
          `${element.tagName.toLowerCase()}${[...element.classList].map(c => `.${c}`).join('')} ${size.toFixed(2)}px`,
        );
    }
    return [...found];
  });

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

// Title and heading, every axe rule (API open), no sideways scroll, the layout checks; then the same
// visit in the dark theme (the site follows the colour scheme as it changes): colour contrast, the rule
// a second theme can break; every live read-out agrees with its control. At 1280 px, a laptop's width, where code samples start to scroll sideways:
// the full scan sees every region that scrolls (it must be a Tab stop), which at 1440 px it did not.
test.describe('desktop, light then dark', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1280, height: 800 } });
  for (const meta of routes) {
    test(`/${meta.path}`, async ({ page }) => {
      const warnings = await visit(page, meta);
      await expect(page).toHaveTitle(`${meta.title} - ${BRAND}`);
      await expect(page.locator('main h1').first()).toHaveText(meta.path === '' ? /./ : meta.title);
      // the device class the page got at start
      await expect(page.locator('html')).toHaveClass(/\bdesktop\b/);
      await expect(page.locator('html')).not.toHaveClass(/\b(mobile|pwa)\b/);
      // The open API tables' contrast (light and dark) on one page: they are one component (ApiReference)
      // with the same classes and colours on every page, and the Buttons page's tables hold every kind of
      // element and class that any page's do (13 kinds when this was written), so no other page's tables
      // hold a colour pair those scans have not seen. Contrast was half of a whole-page scan's time, and
      // the tables most of that. Every other rule scans them on every page.
      const hasApiTables = meta.path !== API_CONTRAST_PAGE && (await page.locator('.api-tables').count()) > 0;
      const apiTables = hasApiTables ? '.api-tables' : undefined;
      expect(await axeViolations(page, undefined, { exclude: apiTables })).toEqual([]);
      if (apiTables) expect(await axeViolations(page, apiTables, { skip: ['color-contrast'] })).toEqual([]);
      await expect.poll(() => sidewaysScroll(page)).toBe('fits');
      await expectLayoutFits(page, `/${meta.path}`, { phone: false });

      // Dark: colour contrast only. The dark theme changes colours and nothing else (the tokens' light-dark()
      // values; no style of the site or of the elements reads the theme for a size), so the layout is the
      // light one and its checks above hold for it.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('.theme-dot')).toHaveAttribute('aria-label', 'Switch to light theme');
      expect(await contrastViolations(page, undefined, { exclude: apiTables })).toEqual([]);
      expect(warnings, 'console warnings').toEqual([]);
      await expectReadoutsMatchControls(page);
    });
  }
});

// Every axe rule but colour contrast (only the phone's own bars get it), no sideways scroll, readable
// text at the smallest font-size setting, the layout checks; then 200 % text at 320 px wide, still no
// sideways scroll.
test.describe('phone', () => {
  test.use({ colorScheme: 'light', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const meta of routes) {
    test(`/${meta.path}`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('fontSize', '13'));
      const warnings = await visit(page, meta);
      await expect(page.locator('html')).toHaveClass(/\bmobile\b/); // the device class the page got at start
      await expect.poll(() => rootFontSize(page)).toBe('13px');
      // Every rule, less the open API tables: the desktop visit scans them with every rule (and their
      // contrast in dark), and a phone changes nothing axe reads in them. Their DOM does not depend on the
      // width (ApiReference has no media query), and their narrow layout (docs.css, a container query)
      // only turns rows into blocks with the same colours, sizes and weights below bold. A third to a half
      // of a phone scan's time went to them. Their fit on a phone is still checked below (sideways scroll, layout).
      // Colour contrast only where a phone shows what a laptop does not: the top bar and the bottom bar.
      // The desktop visit scans the same content's light contrast, and no style of the site or of the
      // elements changes a colour with the width (their media and container queries change layout only):
      // a second light contrast scan of the content at 390 px repeated the first (0.3–0.8 core-seconds a page).
      expect(await axeViolations(page, undefined, { exclude: '.api-tables', skip: ['color-contrast'] })).toEqual([]);
      expect(await contrastViolations(page, PHONE_ONLY)).toEqual([]);
      await expect.poll(() => sidewaysScroll(page)).toBe('fits');
      if (isComponentPage(meta)) {
        await expect.poll(() => textBelow12px(page)).toEqual([]);
      }
      await expectLayoutFits(page, `/${meta.path}`, { phone: true });
      // WCAG 1.4.4 and 1.4.10: the browser's default font size doubled, as a user sets it, on a 320 px screen
      const client = await page.context().newCDPSession(page);
      await client.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
      await page.setViewportSize({ width: 320, height: 640 });
      await expect.poll(() => rootFontSize(page)).toBe('26px');
      await expect.poll(() => sidewaysScroll(page)).toBe('fits');
      // at 200 % text every code sample scrolls: each is still a Tab stop (one axe rule). One read, after
      // the end state above (26 px, laid out to fit): a sample is a Tab stop from its first render, so
      // nothing changes it later, and a poll that re-ran axe ran out of its 5 s on a busy machine.
      expect(await scrollerViolations(page)).toEqual([]);
      expect(warnings, 'console warnings').toEqual([]);
    });
  }
});
