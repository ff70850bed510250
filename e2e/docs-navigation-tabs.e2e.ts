import type { Locator, Page } from '@playwright/test';
import { card } from './docs-helpers';
import { ax, expect, test, waitForPage, underBase } from './fixtures';
import { expectOverlayPicture } from './overlay-preview';

const PATH = '/Components/Navigation/BarsAndTiles';

/** The code panel of a demo's snippet (whichever tab is shown). */
const code = (demo: Locator) => demo.locator('.snippet').getByRole('tabpanel').locator('code');

/** The ds-tabs of a card, and the name of its one shown panel. */
const tabsIn = (demo: Locator) => demo.locator('ds-tabs').first();
const shownPanel = (demo: Locator) => tabsIn(demo).locator('ds-tab-panel:not([hidden])');

async function open(page: Page) {
  await page.goto(PATH);
  await waitForPage(page);
}

/** The API block of one element, by the tag in its summary. */
const apiBlock = (page: Page, tag: string) =>
  page
    .locator('details.api-details')
    .filter({ has: page.locator('.api-details__tag').getByText(`<${tag}>`, { exact: true }) });

test.describe('Navigation › Bars & Tiles', () => {
  test.beforeEach(async ({ page }) => open(page));

  // One load: each old test is a step; the playground ends with Reset (checked), the menu closed (checked).
  test('its navigation links, the tab appearances, the Pills demo, the playground and the menu button demo', async ({
    page,
  }) => {
    test.slow(); // five visits' worth of checks on one page
    await test.step('the two navigation links lead to both pages, the current one marked', async () => {
      const nav = page.getByRole('navigation', { name: 'Navigation pages' });
      await expect(nav.getByRole('link')).toHaveText(['Bars & Tiles', 'Side Bar']);
      await expect(nav.getByRole('link', { name: 'Bars & Tiles' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Side Bar' })).toHaveAttribute(
        'href',
        underBase('/Components/Navigation/SideBar'),
      );
    });

    await test.step('each appearance renders as a tab pattern', async () => {
      for (const [title, appearance, count] of [
        ['Tiles', 'tiles', 3],
        ['Pills', 'pills', 4],
        ['Horizontal navigation', 'nav', 4],
        ['Bottom tabs', 'bottom', 4],
      ] as const) {
        const demo = card(page, title);
        await expect(tabsIn(demo)).toHaveAttribute('appearance', appearance);
        await expect(demo.getByRole('tablist')).toHaveCount(1);
        await expect(demo.getByRole('tab')).toHaveCount(count);
        await expect(demo.getByRole('tab', { selected: true })).toHaveCount(1);
        await expect(demo.getByRole('tabpanel')).toHaveCount(1);
        await expect(demo.getByRole('tab').first()).toHaveAttribute('tabindex', '0');
      }
      // bottom tabs: the bar under the content, icons above labels
      const bottom = card(page, 'Bottom tabs');
      const bar = await bottom.getByRole('tablist').boundingBox();
      const panel = await bottom.getByRole('tabpanel').boundingBox();
      expect(bar!.y).toBeGreaterThanOrEqual(panel!.y + panel!.height - 1);
      const tab = bottom.getByRole('tab').first();
      const icon = await tab.locator('ds-icon').boundingBox();
      const label = await tab.locator('[part~="label"]').boundingBox();
      expect(icon!.y + icon!.height).toBeLessThanOrEqual(label!.y + 1);
    });

    // The keys of ds-tabs (arrows, Home, End, disabled tabs, Tab into the panel) are its element test's.
    await test.step('the Pills demo: its panels hold the texts, and the read-out names the tab shown', async () => {
      const demo = card(page, 'Pills');
      const tab = (name: string) => demo.getByRole('tab', { name, exact: true });
      await expect(shownPanel(demo)).toHaveText('Twelve projects.');
      await tab('Shared').click();
      await expect(shownPanel(demo)).toHaveText('Three projects shared with you.');
      // the read-out names the tab in words, not the event
      await expect(demo.locator('.live-value')).toHaveText('Tab shown: Shared');
    });

    await test.step('the playground: appearance and activation change the tabs and the code; Reset restores the defaults', async () => {
      const demo = card(page, 'Tabs playground');
      const tabs = demo.getByTestId('tabs-preview').locator('ds-tabs');
      const reset = demo.getByRole('button', { name: 'Reset' });
      await expect(reset).toHaveCount(0);
      await expect(tabs).toHaveAttribute('appearance', 'tiles');
      await expect(code(demo)).toContainText('<ds-tabs appearance="tiles" label="Sections">');
      await expect(code(demo)).toContainText('<ds-icon slot="icon" name="home"></ds-icon>');

      await demo.locator(ax('radio', { name: 'Pills' })).click();
      await expect(tabs).toHaveAttribute('appearance', 'pills');
      await expect(tabs.locator('ds-tab').first()).toHaveAttribute('data-appearance', 'pills');
      await expect(code(demo)).toContainText('<ds-tabs appearance="pills" label="Sections">');
      await expect(code(demo)).not.toContainText('ds-icon');
      await expect(reset).toBeVisible();

      await demo.locator(ax('radio', { name: 'Horizontal navigation' })).click();
      await expect(tabs).toHaveAttribute('appearance', 'nav');
      await expect(code(demo)).toContainText('<ds-tabs label="Sections">');

      await demo.locator(ax('radio', { name: 'Bottom tabs' })).click();
      await expect(tabs).toHaveAttribute('appearance', 'bottom');

      // manual activation reaches the tabs (what it does with the keys is ds-tabs' element test's)
      await demo.locator(ax('radio', { name: 'Manual' })).click();
      await expect(tabs).toHaveJSProperty('activation', 'manual');
      await expect(code(demo)).toContainText('<ds-tabs appearance="bottom" activation="manual" label="Sections">');
      await demo.getByRole('tab', { name: 'Search' }).click();
      await expect(shownPanel(demo)).toContainText('Find components');

      await demo.getByRole('tab', { name: 'React' }).click();
      await expect(code(demo)).toContainText('<DsTabs appearance="bottom" activation="manual" label="Sections"');
      await expect(code(demo)).toContainText('onDsTabShow={event => console.log(event.detail.name)}');

      await reset.click();
      await expect(reset).toHaveCount(0);
      await expect(tabs).toHaveAttribute('appearance', 'tiles');
      await expect(tabs).toHaveJSProperty('activation', 'auto');
      await expect(demo.locator(ax('radio', { name: 'Tiles' }))).toHaveJSProperty('checked', true);
      await expect(demo.locator(ax('radio', { name: 'Automatic' }))).toHaveJSProperty('checked', true);
      await expect(code(demo)).toContainText('<DsTabs appearance="tiles" label="Sections"');
    });

    // The menu's keys, focus return and disabled items are ds-menu's element test's; here, the demo's wiring.
    await test.step('the menu button demo: a chosen item shows in its read-out; its code and API are shown', async () => {
      const demo = card(page, 'Menu button');
      // a picture of the open menu, beside the live menu button
      await expectOverlayPicture(demo, 'ds-menu[inline]', 'menu', /Actions\s*Edit\s*Duplicate\s*Archive\s*Delete/);
      await expect(page.getByRole('menu')).toHaveCount(0);
      const live = demo.locator('ds-menu:not([inline])');
      const inner = live.locator('ds-button[slot="trigger"]').locator('button');
      await inner.click();
      await expect(inner).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('menu')).toHaveCount(1);
      await live.locator('ds-menu-item', { hasText: 'Delete' }).click();
      await expect(demo.locator('.live-value__value')).toHaveText('Delete');
      await expect(inner).toHaveAttribute('aria-expanded', 'false');

      await expect(code(demo)).toContainText('<ds-menu label="Actions">');
      await expect(code(demo)).toContainText('<ds-menu-item value="archive" disabled>Archive</ds-menu-item>');
      for (const tag of ['ds-menu', 'ds-menu-item']) await expect(apiBlock(page, tag)).toHaveCount(1);
    });
  });
});

test('forced colours mark the selected tab with the system highlight; reduced motion stills the indicator', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  await open(page);
  const demo = card(page, 'Horizontal navigation');
  const selected = demo.getByRole('tab', { selected: true });
  const other = demo.getByRole('tab', { name: 'Security' });
  const background = (tab: Locator) => tab.evaluate(el => getComputedStyle(el).backgroundColor);
  await expect(selected).toHaveText('Profile');
  expect(await background(selected)).not.toBe(await background(other));
  const indicator = await selected.evaluate(el => getComputedStyle(el, '::after').transitionDuration);
  expect(indicator).toBe('0s');
});
