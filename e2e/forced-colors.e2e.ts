import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForPage } from './fixtures';

/**
 * Under forced colours (Windows High Contrast) the theme dot's nine dots, the logo and the
 * Layout preview kept only their background colours, which the browser replaces: they vanished.
 * Checked with pixels: the share of an element's pixels that differ from its own background.
 */
async function inkShare(page: Page, locator: Locator): Promise<number> {
  const png = (await locator.screenshot({ animations: 'disabled' })).toString('base64');
  return page.evaluate(async data => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    // The most common colour is the background; count the pixels clearly different from it.
    const counts = new Map<number, number>();
    for (let i = 0; i < pixels.length; i += 4) {
      const key = (pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const background = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const [r, g, b] = [background >> 16, (background >> 8) & 255, background & 255];
    let ink = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (Math.abs(pixels[i]! - r) + Math.abs(pixels[i + 1]! - g) + Math.abs(pixels[i + 2]! - b) > 96) ink++;
    }
    return ink / (pixels.length / 4);
  }, png);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`forced colours, ${scheme}`, () => {
    test.use({ colorScheme: scheme });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active', colorScheme: scheme });
    });

    test('the theme dot shows its nine dots and the logo stays visible', async ({ page }) => {
      await page.goto('/');
      await waitForPage(page);
      const dot = page.locator('.theme-dot');
      await expect(dot).toBeVisible();
      // The frame alone is far under 10 % of the button; nine 6 px dots add about a fifth.
      await expect.poll(() => inkShare(page, dot)).toBeGreaterThan(0.15);
      await expect.poll(() => inkShare(page, page.locator('.side-nav__logo'))).toBeGreaterThan(0.2);
    });

    test('the Layout preview shows its blocks', async ({ page }) => {
      await page.goto('/Components/CheckboxSwitchers');
      await waitForPage(page);
      const preview = page.locator('.layout-preview');
      await preview.scrollIntoViewIfNeeded();
      await expect.poll(() => inkShare(page, preview)).toBeGreaterThan(0.25);
    });
  });
}
