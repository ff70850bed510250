import type { Locator, Page } from '@playwright/test';
import { card, manifestAttributes } from './docs-helpers';
import { ax, expect, test, waitForPage, underBase } from './fixtures';

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

  test('the two navigation links lead to both pages, the current one marked', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Navigation pages' });
    await expect(nav.getByRole('link')).toHaveText(['Bars & Tiles', 'Side Bar']);
    await expect(nav.getByRole('link', { name: 'Bars & Tiles' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Side Bar' })).toHaveAttribute(
      'href',
      underBase('/Components/Navigation/SideBar'),
    );
  });

  test('each appearance renders as a tab pattern', async ({ page }) => {
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

  test('arrow keys, Home and End move selection and focus and show the right panel; disabled tabs are skipped', async ({
    page,
  }) => {
    const demo = card(page, 'Pills');
    const tab = (name: string) => demo.getByRole('tab', { name, exact: true });
    await tab('All').click();
    await expect(tab('All')).toBeFocused();
    const steps = [
      ['ArrowRight', 'Active', 'Five projects in progress.'],
      ['ArrowRight', 'Shared', 'Three projects shared with you.'], // Archived is disabled
      ['ArrowLeft', 'Active', 'Five projects in progress.'],
      ['End', 'Shared', 'Three projects shared with you.'],
      ['Home', 'All', 'Twelve projects.'],
    ] as const;
    for (const [key, name, text] of steps) {
      await page.keyboard.press(key);
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(shownPanel(demo)).toHaveText(text);
      await expect(demo.getByRole('tab', { selected: true })).toHaveCount(1);
    }
    await page.keyboard.press('End');
    // the read-out names the tab in words, not the event
    await expect(demo.locator('.live-value')).toHaveText('Tab shown: Shared');
    // Tab moves on into the shown panel
    await page.keyboard.press('Tab');
    await expect(shownPanel(demo)).toBeFocused();
  });

  test('the playground: appearance and activation change the tabs and the code; Reset restores the defaults', async ({
    page,
  }) => {
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

    // manual activation: arrows move focus only, Enter selects
    await demo.locator(ax('radio', { name: 'Manual' })).click();
    await expect(code(demo)).toContainText('<ds-tabs appearance="bottom" activation="manual" label="Sections">');
    const home = demo.getByRole('tab', { name: 'Home' });
    const search = demo.getByRole('tab', { name: 'Search' });
    await home.click();
    await page.keyboard.press('ArrowRight');
    await expect(search).toBeFocused();
    await expect(home).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(search).toHaveAttribute('aria-selected', 'true');
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

  test('the API tables list the manifest’s attributes', async ({ page }) => {
    for (const tag of ['ds-tabs', 'ds-tab', 'ds-tab-panel']) {
      const block = apiBlock(page, tag);
      await block.locator('summary').click();
      const attributes = block.locator('table').filter({ has: page.locator('caption', { hasText: /^Attributes$/ }) });
      await expect(attributes.locator('tbody th > code')).toHaveText(manifestAttributes(tag));
    }
    const events = apiBlock(page, 'ds-tabs')
      .locator('table')
      .filter({ has: page.locator('caption', { hasText: /^Events$/ }) });
    await expect(events).toContainText('ds-tab-show');
    await expect(events).toContainText('onDsTabShow');
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

test('the menu button demo: keyboard opens it, an item is chosen, focus returns; its code and API are shown', async ({
  page,
}) => {
  await open(page);
  const demo = card(page, 'Menu button');
  const trigger = demo.locator('ds-menu ds-button[slot="trigger"]');
  const inner = trigger.locator('button');
  await expect(inner).toHaveAttribute('aria-haspopup', 'menu');
  await expect(inner).toHaveAttribute('aria-expanded', 'false');
  await inner.focus();
  await page.keyboard.press('Enter');
  await expect(inner).toHaveAttribute('aria-expanded', 'true');
  const focusedItem = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.localName === 'ds-menu-item' ? (active.textContent ?? '').trim() : '';
    });
  await expect.poll(focusedItem).toBe('Edit');
  await page.keyboard.press('End');
  await expect.poll(focusedItem).toBe('Delete');
  await page.keyboard.press('Enter');
  await expect(demo.locator('.live-value__value')).toHaveText('Delete');
  await expect(inner).toHaveAttribute('aria-expanded', 'false');
  await expect(inner).toBeFocused();
  // the disabled item is reached but not chosen
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedItem).toBe('Edit');
  await page.keyboard.press('a');
  await expect.poll(focusedItem).toBe('Archive');
  await page.keyboard.press('Enter');
  await expect(demo.locator('.live-value__value')).toHaveText('Delete');
  await page.keyboard.press('Escape');
  await expect(inner).toBeFocused();

  await expect(code(demo)).toContainText('<ds-menu label="Actions">');
  await expect(code(demo)).toContainText('<ds-menu-item value="archive" disabled>Archive</ds-menu-item>');
  for (const tag of ['ds-menu', 'ds-menu-item']) await expect(apiBlock(page, tag)).toHaveCount(1);
});
