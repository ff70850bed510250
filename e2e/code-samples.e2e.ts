// Code samples that scroll are Tab stops, at every moment they show: a keyboard must be able to
// scroll them (axe: scrollable-region-focusable). The page matrix scans every route with every rule
// at 1280 px, and with this one at 200 % text; this test watches one sample as it appears and changes.
import { scrollerViolations } from './docs-helpers';
import { expect, test, waitForPage } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('a code sample that scrolls is a named Tab stop from the moment it shows', async ({ page }) => {
  // Records, on every change of the page, each scrolling code block without a Tab stop (a check that
  // runs before the next paint: a Tab stop added a moment later is a moment a keyboard cannot scroll).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { unfocusableCode: string[] }).unfocusableCode = seen;
    const check = () => {
      for (const pre of document.querySelectorAll<HTMLElement>('pre.code-block')) {
        // only a block that is itself the scroller (a snippet's code is scrolled by its panel, a Tab stop)
        const { overflowX, overflowY } = getComputedStyle(pre);
        const scroller = [overflowX, overflowY].some(o => o === 'auto' || o === 'scroll');
        const scrolls = pre.scrollHeight > pre.clientHeight + 1 || pre.scrollWidth > pre.clientWidth + 1;
        if (scroller && scrolls && pre.tabIndex < 0) seen.push(pre.outerHTML.slice(0, 80));
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/Components/Colors');
    await waitForPage(page);
    const sample = page.locator('.cs-export pre.code-block');
    await expect(sample).toHaveAttribute('tabindex', '0');
    await expect(sample).toHaveRole('region');
    await expect(sample).toHaveAccessibleName(/./);
    // another format and wrapped lines: still a Tab stop
    await page.locator('.cs-export ds-radio').last().click();
    await page
      .locator('.cs-export')
      .getByRole('button', { name: /wrap lines/i })
      .click();
    await expect(sample).toHaveAttribute('tabindex', '0');
    // (one axe pass over this long page took seconds on a busy machine: room for one, not a time limit)
    await expect.poll(() => scrollerViolations(page), { timeout: 20_000 }).toEqual([]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { unfocusableCode: string[] }).unfocusableCode))
      .toEqual([]);
  }
});
