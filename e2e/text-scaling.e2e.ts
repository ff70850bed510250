import type { Page } from '@playwright/test';
import { componentPages, navigationSubPages, sitePages } from '../content/pages';
import { expect, test, waitForPage, holdEntryScript } from './fixtures';

/**
 * WCAG 1.4.4 and 1.4.10: the site follows the browser's default font size (the 13–15 px setting
 * is the scale at the usual 16 px default), and 200 % text neither clips the side bar nor makes
 * pages scroll sideways at 320 px.
 */

const contentRoutes = [
  ...Object.values(sitePages),
  ...componentPages.filter(p => p.path !== 'Components/Navigation'),
  ...navigationSubPages,
].map(p => `/${p.path}`);

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

  test.describe('at 320 px wide no content page scrolls sideways', () => {
    test.use({ viewport: { width: 320, height: 640 } });
    for (const route of contentRoutes) {
      test(route, async ({ page }) => {
        await setDefaultFontSize(page, 32);
        await page.goto(route);
        await waitForPage(page);
        await expect
          .poll(() =>
            page.evaluate(() => {
              const root = document.documentElement;
              if (root.scrollWidth <= root.clientWidth) return 'fits';
              // Name the widest offenders, to say what to fix.
              const wide = [...document.querySelectorAll<HTMLElement>('main *')]
                .filter(el => el.getBoundingClientRect().right > root.clientWidth + 0.5)
                .slice(0, 4)
                .map(
                  el =>
                    `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`,
                );
              return `scrollWidth ${root.scrollWidth} > ${root.clientWidth}: ${wide.join(', ')}`;
            }),
          )
          .toBe('fits');
      });
    }
  });
});

/**
 * Text people read is at least 12 px at the smallest font-size setting (13 px); only
 * captions (small, figcaption, a "new" badge, or anything marked data-caption) may be smaller.
 * Light-DOM text of the page; the elements' own shadow text is checked by their tests.
 */
test.describe('readable text is at least 12 px at font size 13', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const componentRoutes = [
    ...componentPages.filter(p => p.path !== 'Components/Navigation'),
    ...navigationSubPages,
  ].map(p => `/${p.path}`);
  for (const route of componentRoutes) {
    test(route, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('fontSize', '13'));
      await page.goto(route);
      await waitForPage(page);
      await expect.poll(() => rootFontSize(page)).toBe('13px');
      // Open the API blocks so their summaries and tables count too.
      for (const summary of await page.locator('main details summary').all()) await summary.click();
      const tooSmall = () =>
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
      await expect.poll(tooSmall).toEqual([]);
    });
  }
});
