// What the component-page e2e files share: finding a demo and its code, reading the manifest, axe.
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForPage } from './fixtures';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A demo card by its heading. */
export const card = (page: Page, title: string) =>
  page.locator('.demo-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The code panel of a demo's snippet (whichever tab is shown). */
export const code = (demo: Locator) => demo.getByRole('tabpanel').locator('code');

/** Goes to a page and waits for its heading. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPage(page);
}

/** The attribute names of an element in custom-elements.json. */
export function manifestAttributes(tag: string): string[] {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
    modules: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }[];
  };
  const declaration = manifest.modules.flatMap(m => m.declarations ?? []).find(d => d.tagName === tag);
  return (declaration?.attributes ?? []).map(a => a.name);
}

/** Opens the API block of `tag` and checks its attribute rows against the manifest. */
export async function expectApiMatchesManifest(page: Page, tag: string) {
  const block = page.locator('details.api-details').filter({ has: page.getByText(`<${tag}>`, { exact: true }) });
  await block.locator('summary').click();
  const attributes = block.locator('table').filter({ has: page.locator('caption', { hasText: /^Attributes$/ }) });
  // each row's name: the attribute (a property of another name follows it in the same cell)
  await expect(attributes.locator('tbody th > code')).toHaveText(manifestAttributes(tag));
}

/** axe's violations on the page as "rule: targets" lines (an empty list passes). */
export async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return axe.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ')).join(', ')}`);
}

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/**
 * For each page, in light and dark, on a desktop and on a touch phone: with every API block
 * open, axe finds nothing and the page does not scroll sideways. A full-page screenshot of each
 * is kept in the test's output to look at.
 */
export function scanEveryMode(pages: readonly (readonly [name: string, path: string])[]) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(`${device}, ${colorScheme}`, () => {
        test.use({ viewport, colorScheme, ...(device === 'phone' ? { hasTouch: true, isMobile: true } : {}) });

        for (const [name, path] of pages) {
          test(`${path}: axe finds nothing (API open), no sideways scroll`, async ({ page }, testInfo) => {
            test.setTimeout(180_000); // a whole-page axe scan (256 dots on Miscellaneous) is slow on two busy cores
            await page.addInitScript(mode => localStorage.setItem('themeMode', mode), colorScheme);
            await open(page, path);
            await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
            await expect(page.locator('.demo-card').first()).toBeVisible();
            for (const summary of await page.locator('details.api-details summary').all()) await summary.click();
            await expect(page.locator('details.api-details:not([open])')).toHaveCount(0);
            expect(await axeViolations(page)).toEqual([]);
            await expect
              .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
              .toBeLessThanOrEqual(0);
            await page.screenshot({
              path: testInfo.outputPath(`${name}-${device}-${colorScheme}.png`),
              fullPage: true,
            });
          });
        }
      });
    }
  }
}
