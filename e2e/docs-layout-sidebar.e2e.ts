import type { Locator } from '@playwright/test';
import { card, code, open } from './docs-helpers';
import { ax, expect, test } from './fixtures';

const LAYOUT_PATH = '/Components/Layout';
const SIDE_BAR_PATH = '/Components/Navigation/SideBar';
/** A demo card by its heading. */
/** The code panel of a demo's snippet (whichever tab is shown). */
/** The width of a side panel's box (it animates, so poll it). */
const panelWidth = (panel: Locator) =>
  panel.evaluate(el => el.shadowRoot!.querySelector('[part~="panel"]')!.getBoundingClientRect().width);

test.describe('Layout & Switches', () => {
  test.beforeEach(async ({ page }) => open(page, LAYOUT_PATH));

  // One load: each old test is a step, and each ends with its card's Reset (checked).
  test('the grid playground and the side panels demo', async ({ page }) => {
    test.slow(); // two visits' worth of checks on one page
    await test.step('guides, gap, items and column size change the grid and its code; Reset restores the defaults', async () => {
      const demo = card(page, 'Grid playground');
      const grid = page.getByTestId('layout-grid');
      const items = grid.locator('.ly-grid__item');
      const reset = demo.getByRole('button', { name: 'Reset' });
      await expect(reset).toHaveCount(0);
      await expect(grid).toHaveCSS('column-gap', '10px');
      await expect(grid).toHaveCSS('row-gap', '10px');
      await expect(grid).toHaveCSS('grid-template-columns', /^120px( 120px)*$/);
      await expect(items).toHaveCount(8);
      await expect(grid).not.toHaveClass(/ly-grid--guides/);
      await expect(code(demo)).toContainText('grid-template-columns: repeat(auto-fill, 120px); gap: 10px');

      // Guides
      const guides = demo.locator(ax('switch', { name: 'Guides' }));
      await guides.click();
      await expect(grid).toHaveClass(/ly-grid--guides/);
      await expect(items.first()).toHaveCSS('outline-style', 'dashed');
      await expect(code(demo)).toContainText('class="grid guides"');
      await expect(reset).toBeVisible();
      await guides.click();
      await expect(grid).not.toHaveClass(/ly-grid--guides/);
      await expect(reset).toHaveCount(0);

      // Gap: 5–20 step 5
      const gap = demo.getByRole('slider', { name: 'Gap' });
      await gap.focus();
      await page.keyboard.press('ArrowRight');
      await expect(gap).toHaveAttribute('aria-valuenow', '15');
      await expect(grid).toHaveCSS('column-gap', '15px');
      await page.keyboard.press('End');
      await expect(grid).toHaveCSS('row-gap', '20px');
      await page.keyboard.press('Home');
      await expect(grid).toHaveCSS('column-gap', '5px');
      await expect(code(demo)).toContainText('gap: 5px');

      // Items: 1–20
      const count = demo.getByRole('slider', { name: 'Items' });
      await count.focus();
      await page.keyboard.press('End');
      await expect(items).toHaveCount(20);
      await page.keyboard.press('Home');
      await expect(items).toHaveCount(1);
      await expect.poll(async () => ((await code(demo).textContent()) ?? '').match(/class="item"/g)?.length).toBe(1);

      // Column size: 60–300 step 20
      const column = demo.getByRole('slider', { name: 'Column size' });
      await column.focus();
      await page.keyboard.press('ArrowRight');
      await expect(column).toHaveAttribute('aria-valuenow', '140');
      await expect(grid).toHaveCSS('grid-template-columns', /^140px( 140px)*$/);
      await page.keyboard.press('End');
      await expect(grid).toHaveCSS('grid-template-columns', /^300px( 300px)*$/);
      await expect(code(demo)).toContainText('repeat(auto-fill, 300px); gap: 5px');
      await demo.getByRole('tab', { name: 'React' }).click();
      await expect(code(demo)).toContainText("gridTemplateColumns: 'repeat(auto-fill, 300px)', gap: 5");

      await reset.click();
      await expect(reset).toHaveCount(0);
      await expect(grid).toHaveCSS('column-gap', '10px');
      await expect(grid).toHaveCSS('grid-template-columns', /^120px( 120px)*$/);
      await expect(items).toHaveCount(8);
      await expect(gap).toHaveAttribute('aria-valuenow', '10');
      await expect(count).toHaveAttribute('aria-valuenow', '8');
      await expect(column).toHaveAttribute('aria-valuenow', '120');
      await expect(code(demo)).toContainText("gridTemplateColumns: 'repeat(auto-fill, 120px)', gap: 10");
      await expect(guides).toBeFocused();
    });

    await test.step('side panels collapse under the threshold until toggled by hand; Reset brings the width rule back', async () => {
      const demo = card(page, 'Side panels');
      const frame = page.getByTestId('panels-frame');
      const panels = frame.locator('ds-side-panel');
      const start = panels.first();
      const reset = demo.getByRole('button', { name: 'Reset' });
      await expect(panels).toHaveCount(2);
      await expect(start).toHaveAttribute('open', '');
      await expect(panels.last()).toHaveAttribute('open', '');
      await expect.poll(() => panelWidth(start)).toBe(240);
      await expect(code(demo)).toContainText('<ds-side-panel open collapse-below="640">');

      // a narrower frame: both collapse to 90 px
      const width = demo.getByRole('slider', { name: 'Frame width' });
      await width.focus();
      for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowLeft');
      await expect(width).toHaveAttribute('aria-valuenow', '600');
      await expect(start).not.toHaveAttribute('open');
      await expect(panels.last()).not.toHaveAttribute('open');
      await expect.poll(() => panelWidth(start)).toBe(90);
      await expect(reset).toBeVisible();

      // wide again: they reopen by themselves
      await page.keyboard.press('End');
      await expect(start).toHaveAttribute('open', '');
      await page.keyboard.press('Home'); // 320 px
      await expect(start).not.toHaveAttribute('open');

      // the threshold follows its slider and the code
      const threshold = demo.getByRole('slider', { name: 'Collapse below' });
      await threshold.focus();
      await page.keyboard.press('Home');
      await expect(code(demo)).toContainText('collapse-below="400"');

      // opened by hand: the narrow frame no longer collapses it
      const toggle = start.getByRole('button', { name: 'Expand panel' });
      await toggle.click();
      await expect(start).toHaveAttribute('open', '');
      await expect(start.getByRole('button', { name: 'Collapse panel' })).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => panelWidth(start)).toBe(240);
      await width.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await expect(width).toHaveAttribute('aria-valuenow', '320');
      await expect(start).toHaveAttribute('open', '');

      await reset.click();
      await expect(reset).toHaveCount(0);
      await expect(width).toHaveAttribute('aria-valuenow', '960');
      await expect(code(demo)).toContainText('collapse-below="640"');
      await expect(frame.locator('ds-side-panel').first()).toHaveAttribute('open', '');
    });
  });
});

test.describe('Navigation › Side Bar', () => {
  test.beforeEach(async ({ page }) => open(page, SIDE_BAR_PATH));

  test('the side bar toggles between 240 and 90 px by click and keyboard; the code and Reset follow', async ({
    page,
  }) => {
    const demo = card(page, 'Collapsible side bar');
    const panel = page.getByTestId('side-bar-frame').locator('ds-side-panel');
    const reset = demo.getByRole('button', { name: 'Reset' });
    await expect(
      page.getByRole('navigation', { name: 'Navigation pages' }).getByRole('link', { name: 'Side Bar' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(panel).toHaveAttribute('open', '');
    await expect.poll(() => panelWidth(panel)).toBe(240);
    await expect(code(demo)).toContainText('<ds-side-panel open>');
    await expect(reset).toHaveCount(0);

    await panel.getByRole('button', { name: 'Collapse panel' }).click();
    await expect(panel).not.toHaveAttribute('open');
    await expect.poll(() => panelWidth(panel)).toBe(90);
    await expect(panel.getByRole('button', { name: 'Expand panel' })).toHaveAttribute('aria-expanded', 'false');
    await expect(demo.getByText('collapsed, 90 px')).toBeVisible();
    await expect(code(demo)).toContainText('<ds-side-panel>');
    await expect(demo.locator(ax('switch', { name: 'Open' }))).toHaveJSProperty('checked', false);
    await expect(reset).toBeVisible();
    // collapsed, the labels are hidden but still name the items
    await expect(panel.getByRole('button', { name: 'Inbox' })).toBeVisible();
    const label = panel.locator('.side-rail__item [data-label]').first();
    await expect.poll(() => label.evaluate(el => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);

    // keyboard: Enter on the focused toggle
    await panel.getByRole('button', { name: 'Expand panel' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveAttribute('open', '');
    await expect.poll(() => panelWidth(panel)).toBe(240);
    await expect(reset).toHaveCount(0);

    // the Open switch drives it too; Reset reopens it
    await demo.locator(ax('switch', { name: 'Open' })).click();
    await expect(panel).not.toHaveAttribute('open');
    await demo.getByRole('tab', { name: 'React' }).click();
    await expect(code(demo)).toContainText('<DsSidePanel>');
    await reset.click();
    await expect(panel).toHaveAttribute('open', '');
    await expect(code(demo)).toContainText('<DsSidePanel open>');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Layout side panels start collapsed in the narrow frame and open when toggled by hand', async ({ page }) => {
    await open(page, LAYOUT_PATH);
    const start = page.getByTestId('panels-frame').locator('ds-side-panel').first();
    await expect(start).not.toHaveAttribute('open');
    await expect.poll(() => panelWidth(start)).toBe(90);
    await start.getByRole('button', { name: 'Expand panel' }).click();
    await expect(start).toHaveAttribute('open', '');
    await expect.poll(() => panelWidth(start)).toBe(240);
  });
});
