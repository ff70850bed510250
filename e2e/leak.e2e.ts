import type { Page } from '@playwright/test';
import { expect, test, waitForPage } from './fixtures';
import { addCycleHelpers, liveNodes, type Until } from './leak-helpers';

// 100 theme toggles on the site left 100 more live DOM nodes after GC. After N toggles and
// their snackbars have gone, the node count returns to its baseline (a small tolerance for caches).
// The overlays' 200 open/close cycles are in robustness-overlays.e2e.ts.

/** 10 of the 100 toggles are real clicks; the other 90 press the dot inside the page, each once the last one is shown. */
const REAL_TOGGLES = 10;
const TOGGLES = 100;

async function openHome(page: Page) {
  await addCycleHelpers(page);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForPage(page);
}

/** Clicks the theme dot and waits until its label says the other theme (the switch is done). */
async function toggleByMouse(page: Page) {
  const dot = page.locator('.theme-dot');
  const label = (await dot.getAttribute('aria-label'))!;
  await dot.click();
  await expect(dot).not.toHaveAttribute('aria-label', label);
}

const toggleInPage = (page: Page, times: number) =>
  page.evaluate(async times => {
    const until = (window as unknown as { until: Until }).until;
    const dot = document.querySelector<HTMLElement>('.theme-dot')!;
    for (let i = 0; i < times; i++) {
      const label = dot.getAttribute('aria-label');
      dot.click();
      await until(() => dot.getAttribute('aria-label') !== label, 'the theme switches');
    }
  }, times);

async function toggle(page: Page, times: number) {
  const real = Math.min(times, REAL_TOGGLES);
  for (let i = 0; i < real; i++) await toggleByMouse(page);
  await toggleInPage(page, times - real);
}

/**
 * The site's own part: the same toggles with the snackbar host's show() stubbed out, so only React,
 * the providers, the theme dot and applyTheme are measured (0 nodes here, and 100 with the real
 * host before its own leak, one node per show(), was fixed).
 */
test('100 theme toggles leave no DOM nodes behind in the site itself', async ({ page }) => {
  await openHome(page);
  await expect.poll(() => page.evaluate(() => Boolean(customElements.get('ds-snackbar-host')))).toBe(true);
  await page.evaluate(() => {
    const host = document.querySelector('ds-snackbar-host') as unknown as { show: () => string };
    host.show = () => '';
  });
  await toggle(page, 4);
  const baseline = await liveNodes(page);
  await toggle(page, TOGGLES);
  const after = await liveNodes(page);
  expect(after - baseline, `live DOM nodes: ${baseline} before, ${after} after 100 toggles`).toBeLessThan(10);
});

test('100 theme toggles leave no DOM nodes behind', async ({ page }) => {
  await openHome(page);
  const snackbars = page.locator('ds-snackbar');
  // Warm up: the snackbar element, the colour engine and their first-use caches.
  await toggle(page, 4);
  await expect(snackbars).toHaveCount(0);
  const baseline = await liveNodes(page);
  await toggle(page, TOGGLES);
  await expect(snackbars).toHaveCount(0);
  const after = await liveNodes(page);
  expect(after - baseline, `live DOM nodes: ${baseline} before, ${after} after 100 toggles`).toBeLessThan(20);
});
