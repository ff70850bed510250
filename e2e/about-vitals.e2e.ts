import type { Page } from '@playwright/test';
import { webVitals } from '../content/about';
import { DEVICES, expectAccessibleInBothThemes, sidewaysOverflow } from './docs-helpers';
import { expect, test, waitForPage } from './fixtures';

/** The lazy web-vitals reporter, and the visitor's own LCP, INP and CLS on About. */

const RATING = /^(Good|Needs improvement|Poor)$/;
const section = (page: Page) => page.getByRole('region', { name: webVitals.title, exact: true });
const vital = (page: Page, name: string) => section(page).locator(`[data-vital="${name}"]`);

async function openAbout(page: Page) {
  await page.goto('/About');
  await waitForPage(page);
  await expect(section(page)).toBeVisible();
}

async function expectMeasured(page: Page, name: string, value: RegExp) {
  await expect(vital(page, name).locator('.about-vital__value')).toHaveText(value);
  await expect(vital(page, name).locator('.about-vital__rating')).toHaveText(RATING);
  await expect(vital(page, name).locator('.about-vital__pending')).toHaveCount(0);
}

test('the reporter after the home page’s load; the values carried to About; About’s own, after a click and after a key', async ({
  page,
}) => {
  test.slow(); // three loads, each measured
  const scripts: string[] = [];
  page.on('request', request => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await waitForPage(page);

  await test.step('the reporter is not part of the home page’s first JavaScript, and loads once the page has loaded', async () => {
    await expect.poll(() => scripts.some(path => /\/start-vitals-[^/]+\.js$/.test(path))).toBe(true);
    const html = await (await page.request.get('/')).text();
    expect(html, 'no preload or script tag for the reporter').not.toMatch(/start-vitals|web-vitals/);
  });

  await test.step('the values come from the page visited first, and show when About is reached later', async () => {
    await page.getByRole('link', { name: 'About The Project' }).click();
    await expect(page).toHaveURL(/\/About$/);
    await expectMeasured(page, 'LCP', /ms$/);
    await expectMeasured(page, 'INP', /ms$/); // the click that led here
  });

  // The two below measure a load of About of their own (a new document: nothing measured yet).
  await test.step('About shows LCP and CLS after load, and INP after the first interaction', async () => {
    await openAbout(page);
    await expectMeasured(page, 'LCP', /^\d{1,3}(,\d{3})* ms$/);
    await expectMeasured(page, 'CLS', /^\d+\.\d{3}$/);
    await expectMeasured(page, 'FCP', /^\d{1,3}(,\d{3})* ms$/);
    await expectMeasured(page, 'TTFB', /^\d{1,3}(,\d{3})* ms$/);
    await expect(vital(page, 'INP').locator('.about-vital__pending')).toHaveText(webVitals.metrics.INP.pending);
    await expect(vital(page, 'INP').locator('abbr')).toHaveAttribute('title', webVitals.metrics.INP.name);

    await section(page).locator('p').first().click();
    await expectMeasured(page, 'INP', /^\d{1,3}(,\d{3})* ms$/);
  });

  await test.step('INP appears after a key press too', async () => {
    await openAbout(page);
    await expectMeasured(page, 'LCP', /ms$/);
    await expect(vital(page, 'INP').locator('.about-vital__pending')).toHaveText(webVitals.metrics.INP.pending);
    await page.keyboard.press('Tab');
    await expectMeasured(page, 'INP', /ms$/);
  });
});

// Its own test: the init script hides two entry types from the page's first script on.
test('a browser that cannot measure CLS or INP says so instead of "not measured yet"', async ({ page }) => {
  await page.addInitScript(() => {
    const supported = PerformanceObserver.supportedEntryTypes.filter(t => t !== 'layout-shift' && t !== 'event');
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => supported });
  });
  await openAbout(page);
  await expectMeasured(page, 'LCP', /ms$/);
  for (const name of ['CLS', 'INP'])
    await expect(vital(page, name).locator('.about-vital__pending')).toHaveText(webVitals.unsupported);
});

// About before its vitals are measured: page-matrix.e2e.ts. Here the measured vitals, in light (every
// rule) and dark (contrast).
for (const [device, options] of Object.entries(DEVICES)) {
  test.describe(device, () => {
    test.use({ colorScheme: 'light', ...options });
    test('the measured vitals: axe finds nothing, no sideways scroll', async ({ page }) => {
      await openAbout(page);
      await expectMeasured(page, 'CLS', /\d/);
      await expectMeasured(page, 'LCP', /ms$/);
      await expectAccessibleInBothThemes(page, section(page));
      await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
