import type { Page } from '@playwright/test';
import { expect, test, waitForPage, holdEntryScript } from './fixtures';

/**
 * WCAG 1.4.4: the site follows the browser's default font size (the 13–15 px setting is the scale at
 * the usual 16 px default), and 200 % text does not clip the side bar. Every route at 320 px with 200 %
 * text, and its text sizes at the smallest setting: page-matrix.e2e.ts.
 */

/** Sets the browser's default ("medium") font size, as a user does in the browser's settings. */
async function setDefaultFontSize(page: Page, px: number) {
  const client = await page.context().newCDPSession(page);
  await client.send('Page.setFontSizes', { fontSizes: { standard: px } });
}

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

test.describe('the root font size follows the browser default', () => {
  test('at a 16 px default the setting gives 13–15 px; at 32 px it doubles', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('fontSize', '13');
      sessionStorage.setItem('seeded', '1');
    });
    await page.goto('/Settings');
    await waitForPage(page);
    await expect.poll(() => rootFontSize(page)).toBe('13px');

    await setDefaultFontSize(page, 32);
    await page.reload();
    await waitForPage(page);
    await expect.poll(() => rootFontSize(page)).toBe('26px');

    const slider = page.getByRole('slider', { name: 'Base font size' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(() => rootFontSize(page)).toBe('30px');
  });

  test('the boot script already scales before the app runs (no flash)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('fontSize', '15'));
    await setDefaultFontSize(page, 32);
    const release = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForSelector('body', { state: 'attached' });
    await expect.poll(() => rootFontSize(page)).toBe('30px');
    release();
    await waitForPage(page);
  });
});

test.describe('200 % text', () => {
  test('the side bar clips none of its items, chevron or badges', async ({ page }) => {
    await setDefaultFontSize(page, 32);
    await page.goto('/Components/Overview');
    await waitForPage(page);
    const clipped = () =>
      page.evaluate(() => {
        const nav = document.getElementById('side-nav')!;
        const navBox = nav.getBoundingClientRect();
        const problems: string[] = [];
        for (const el of nav.querySelectorAll<HTMLElement>('a, button, .badge, small')) {
          const box = el.getBoundingClientRect();
          if (box.right > navBox.right + 0.5 || box.left < navBox.left - 0.5)
            problems.push(`${el.textContent?.trim() || el.getAttribute('aria-label')} sticks out`);
          if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
            problems.push(`${el.textContent?.trim()} is cut`);
        }
        // Every badge stays inside its link.
        for (const badge of nav.querySelectorAll<HTMLElement>('.badge')) {
          const link = badge.closest('a')!.getBoundingClientRect();
          const box = badge.getBoundingClientRect();
          if (box.right > link.right + 0.5)
            problems.push(`badge of ${badge.closest('a')!.textContent?.trim()} leaves its link`);
        }
        return problems;
      });
    await expect.poll(clipped).toEqual([]);
  });
});
