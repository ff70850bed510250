import type { Page } from '@playwright/test';
import { toolCards } from '../content/tools';
import { axeViolations } from './docs-helpers';
import { expect, test, waitForPage, underBase } from './fixtures';

/** The /Tools listing and the sticky tools bar with its menu. */

const card = (page: Page, title: string) =>
  page.locator('.tool-card').filter({ has: page.getByRole('heading', { name: new RegExp(`^${title}`) }) });

/** The tools bar and its parts. The menu's items get their role through ElementInternals (Playwright reads attributes only), so they are found by tag. */
const bar = (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Tools' });
  return {
    nav,
    back: nav.getByRole('link', { name: 'All tools' }),
    trigger: nav.getByRole('button', { name: 'Switch tool' }),
    menu: page.getByRole('menu', { name: 'Tools' }),
    item: (name: string) => nav.locator('ds-menu-item').filter({ hasText: name }),
  };
};

/** The ds-menu-item that has focus, by its text ('' when focus is elsewhere). */
const focusedItem = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.localName === 'ds-menu-item' ? (active.textContent ?? '').trim() : '';
  });

/** Whether the trigger's inner button (shadow DOM) has focus. */
const triggerFocused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const host =
      (active?.getRootNode() as ShadowRoot | Document | undefined) instanceof ShadowRoot
        ? (active!.getRootNode() as ShadowRoot).host
        : null;
    return host?.localName === 'ds-button' && (host.textContent ?? '').includes('Switch tool');
  });

/** Makes the page tall enough to scroll (the tool pages' own content comes with the tools). */
const makeScrollable = (page: Page) =>
  page.evaluate(() => {
    const spacer = Object.assign(document.createElement('div'), { id: 'e2e-spacer' });
    spacer.style.blockSize = '3000px';
    document.querySelector('main')!.append(spacer);
  });

test.describe('the /Tools listing', () => {
  test('one load: the previews, the cards, the New flag, a click anywhere on a card', async ({ page }) => {
    await page.goto('/Tools');
    await waitForPage(page);

    // first, while the pointer has not touched a card and motion is allowed
    await test.step('the previews: the blob takes a new shape on hover and on focus; the dot icon is read-only', async () => {
      const blob = card(page, 'Blob Generator').locator('ds-blob');
      const shape = () => blob.evaluate(b => (b as HTMLElement & { path: string }).path);
      const first = await shape();
      await card(page, 'Blob Generator').hover();
      await expect.poll(shape).not.toBe(first);
      const second = await shape();
      await card(page, 'Blob Generator').getByRole('link').focus();
      await expect.poll(shape).not.toBe(second);
      // it turns a little as it changes, but not for a visitor who asks for less motion
      await expect(blob).not.toHaveCSS('transform', 'none');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(blob).toHaveCSS('transform', 'none');

      // a heart, drawn once: no tab stop, and a click on it opens the tool instead of painting
      const grid = card(page, 'Icon Creator').locator('ds-dot-grid');
      await expect(grid).toHaveAttribute('disabled', '');
      const value = await grid.evaluate(g => (g as HTMLElement & { value: string }).value);
      expect(value.split(',').length).toBeGreaterThan(50);
      // force: the card's link lies over the grid, which is the point; the mouse clicks where the grid is drawn
      await grid.click({ force: true });
      await expect(page).toHaveURL(/\/Tools\/DotIconMaker(\?|$)/);
    });

    // back on the listing (no reload), with motion allowed again
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goBack();
    await expect(page).toHaveURL(/\/Tools$/);
    await waitForPage(page);

    await test.step('shows the two tool cards with their titles, descriptions, keys, live previews and links', async () => {
      await expect(page.locator('main h1')).toHaveText('Tools & Resources');
      await expect(page.locator('.tool-card')).toHaveCount(2);
      for (const tool of toolCards) {
        const c = card(page, tool.title);
        const link = c.getByRole('link', { name: `Open ${tool.title}`, exact: true });
        await expect(link).toHaveAttribute('href', underBase(tool.url));
        // a <ds-button href>: its host's aria-describedby reaches the inner link by element reflection,
        // which Playwright's accessible description does not follow
        await expect
          .poll(() => link.evaluate(a => a.ariaDescribedByElements?.map(e => e.textContent)))
          .toEqual([tool.description]);
        await expect(c.getByText(tool.description)).toBeVisible();
        await expect(c.getByRole('heading', { name: 'Keyboard' })).toBeVisible();
        await expect(c.locator('.keyboard-notes__row')).toHaveCount(tool.keyboard.length);
        await expect(c.locator(tool.preview === 'dots' ? 'ds-dot-grid' : 'ds-blob')).toBeVisible();
      }
      expect(toolCards.map(t => t.url)).toEqual(['/Tools/DotIconMaker', '/Tools/BlobGenerator']);
    });

    await test.step('only Icon Creator is flagged New', async () => {
      // one casing for the badge site-wide: the components navigation's "new"
      await expect(card(page, 'Icon Creator').locator('.tool-card__new')).toHaveText('new');
      await expect(card(page, 'Blob Generator').locator('.tool-card__new')).toHaveCount(0);
      await expect(page.locator('.tool-card__new')).toHaveCount(1);
    });

    await test.step('a click anywhere on a card opens its tool', async () => {
      // the preview: the link's ::after covers the whole card
      await card(page, 'Blob Generator').click({ position: { x: 24, y: 24 } });
      await expect(page).toHaveURL(/\/Tools\/BlobGenerator(\?|$)/);
      await expect(page.locator('main h1')).toHaveText('Blob Generator');
      await page.goBack();
      await card(page, 'Icon Creator').getByRole('link', { name: 'Open Icon Creator' }).click();
      await expect(page).toHaveURL(/\/Tools\/DotIconMaker(\?|$)/);
      await expect(page.locator('main h1')).toHaveText('Icon Creator');
    });
  });
});

/** The tools bar stuck and its menu open, checked by axe (the menu's fade-in first: axe reads contrast as painted). */
async function expectStuckBarWithMenuAccessible(page: Page) {
  await page.goto('/Tools/DotIconMaker');
  await waitForPage(page);
  const b = bar(page);
  await makeScrollable(page);
  await page.mouse.wheel(0, 600);
  await expect(b.nav).toHaveAttribute('data-stuck', '');
  await b.trigger.click();
  await expect(b.menu).toBeVisible();
  await expect.poll(() => b.menu.evaluate(m => getComputedStyle(m).opacity)).toBe('1');
  expect(await axeViolations(page, 'nav.tools-bar')).toEqual([]);
}

test.describe('axe, dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the tools bar, stuck and with its menu open, has no violations', async ({ page }) => {
    await expectStuckBarWithMenuAccessible(page);
  });
});

test.describe('the tools bar', () => {
  // light, as the context starts by default (the dark run is above)
  test.use({ colorScheme: 'light' });

  test('one load of Icon Creator: sticking, axe in light, the menu by mouse and keyboard, the link back', async ({
    page,
  }) => {
    test.slow(); // axe and several page changes on a busy two-core machine
    const b = bar(page);

    await test.step('axe, light: the tools bar, stuck and with its menu open, has no violations', async () => {
      await expectStuckBarWithMenuAccessible(page);
    });

    // the menu closed and the page back at the top, unstuck, as it loads
    await page.keyboard.press('Escape');
    await expect(b.menu).toBeHidden();
    await page.mouse.wheel(0, -2000);
    await expect(b.nav).not.toHaveAttribute('data-stuck');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // the stuck look's shadow fades out: wait until it is gone, as on a fresh load
    await expect.poll(() => b.nav.evaluate(n => getComputedStyle(n).boxShadow)).toBe('none');

    await test.step('sticks to the top and changes look once stuck; unsticks at the top', async () => {
      await expect(b.nav).not.toHaveAttribute('data-stuck');
      const shadow = () => b.nav.evaluate(n => getComputedStyle(n).boxShadow);
      expect(await shadow()).toBe('none');
      await page.mouse.wheel(0, 800);
      await expect(b.nav).toHaveAttribute('data-stuck', '');
      await expect.poll(async () => (await b.nav.boundingBox())?.y).toBe(0);
      await expect.poll(shadow).not.toBe('none');
      await page.mouse.wheel(0, -2000);
      await expect(b.nav).not.toHaveAttribute('data-stuck');
    });

    await test.step('the tools menu works by keyboard: ArrowDown opens it, arrows move, Enter navigates, focus returns', async () => {
      await expect(b.trigger).toHaveAttribute('aria-haspopup', 'menu');
      await expect(b.trigger).toHaveAttribute('aria-expanded', 'false');
      await b.trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect(b.menu).toBeVisible();
      await expect(b.trigger).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => focusedItem(page)).toBe('Icon Creator');
      await expect(b.item('Icon Creator')).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedItem(page)).toBe('Blob Generator');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/Tools\/BlobGenerator(\?|$)/);
      await expect(page.locator('main h1')).toHaveText('Blob Generator');
      await expect(b.menu).toBeHidden();
      await expect.poll(() => triggerFocused(page)).toBe(true);
      await expect(b.trigger).toHaveAttribute('aria-expanded', 'false');

      // Escape closes without navigating; type-ahead finds a tool by its first letter
      await page.keyboard.press('Enter');
      await expect(b.menu).toBeVisible();
      await page.keyboard.press('i');
      await expect.poll(() => focusedItem(page)).toBe('Icon Creator');
      await page.keyboard.press('Escape');
      await expect(b.menu).toBeHidden();
      await expect(page).toHaveURL(/\/Tools\/BlobGenerator(\?|$)/);
      await expect.poll(() => triggerFocused(page)).toBe(true);
    });

    // back on Icon Creator (no reload), the menu closed
    await page.goBack();
    await expect(page).toHaveURL(/\/Tools\/DotIconMaker(\?|$)/);
    await expect(page.locator('main h1')).toHaveText('Icon Creator');
    await expect(b.menu).toBeHidden();

    await test.step('the tools menu works by mouse: a click opens it, a click on a tool navigates, outside closes', async () => {
      await b.trigger.click();
      await expect(b.menu).toBeVisible();
      await page.locator('main h1').click();
      await expect(b.menu).toBeHidden();
      await b.trigger.click();
      await b.item('Blob Generator').click();
      await expect(page).toHaveURL(/\/Tools\/BlobGenerator(\?|$)/);
      await expect(b.menu).toBeHidden();
      await b.trigger.click();
      await b.item('Icon Creator').click();
      await expect(page).toHaveURL(/\/Tools\/DotIconMaker(\?|$)/);
    });

    await test.step('is on both tool pages, and its link goes back to the listing', async () => {
      await expect(b.nav).toBeVisible();
      await b.back.click();
      await expect(page).toHaveURL(/\/Tools$/);
      await expect(b.nav).toHaveCount(0);
      await page.goto('/Tools/BlobGenerator');
      await waitForPage(page);
      await expect(b.back).toHaveAttribute('href', underBase('/Tools'));
    });
  });
});

test.describe('the tools bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('sticks right under the top bar', async ({ page }) => {
    await page.goto('/Tools/BlobGenerator');
    await waitForPage(page);
    const b = bar(page);
    await makeScrollable(page);
    await page.evaluate(() => window.scrollBy(0, 800));
    await expect(b.nav).toHaveAttribute('data-stuck', '');
    const topBarBottom = await page.locator('.top-bar').evaluate(t => Math.round(t.getBoundingClientRect().bottom));
    await expect.poll(async () => Math.round((await b.nav.boundingBox())?.y ?? -1)).toBe(topBarBottom);
    await b.trigger.tap();
    await expect(b.menu).toBeVisible();
    await b.item('Icon Creator').tap();
    await expect(page).toHaveURL(/\/Tools\/DotIconMaker(\?|$)/);
  });
});
