import type { Page } from '@playwright/test';
import { axeViolations, contrastViolations } from './docs-helpers';
import { VERSION, expect, test, waitForPage } from './fixtures';

/** The shell tried with a keyboard. */

/** Whether the focused element (through shadow roots) is inside `selector`. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate(sel => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return Boolean(active && active !== document.body && active.closest(sel));
  }, selector);

test.describe('the mobile drawer is modal', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // One load of /Settings: each old test is a step that starts and ends with the drawer closed (checked),
  // and the step that leaves the page comes last.
  test('focus stays in the open drawer and comes back, its modal and axe, and a chosen link', async ({ page }) => {
    test.slow(); // 60 Tab presses, each checked, and axe
    await page.goto('/Settings');
    await waitForPage(page);
    const closed = async () => {
      await expect(page.locator('#side-nav')).toBeHidden();
      await expect(page.locator('main')).not.toHaveAttribute('inert');
    };

    await test.step('focus moves in, Tab and Shift+Tab stay in, Escape closes it and focus returns to the menu button', async () => {
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toHaveAttribute('aria-controls', 'side-nav');
      await menu.click();
      const drawer = page.getByRole('dialog', { name: 'Site navigation' });
      await expect(drawer).toBeVisible();
      // The same button, the same name; only its state changes.
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => focusInside(page, '#side-nav')).toBe(true);

      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        await expect.poll(() => focusInside(page, '#side-nav'), `after Tab ${i + 1}`).toBe(true);
      }
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Shift+Tab');
        await expect.poll(() => focusInside(page, '#side-nav'), `after Shift+Tab ${i + 1}`).toBe(true);
      }
      // The page under the drawer cannot be reached.
      await expect(page.locator('main')).toHaveAttribute('inert', '');

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      await expect(page).toHaveURL(/\/Settings$/);
    });

    await test.step('its close button returns focus to the menu button', async () => {
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await page.locator('#side-nav').getByRole('button', { name: 'Close navigation' }).click();
      await expect(page.locator('#side-nav')).toBeHidden();
      await expect(menu).toBeFocused();
      await closed();
    });

    await test.step('Change Theme from the drawer opens its modal above it; Escape closes only the modal', async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      const changeTheme = page.locator('#side-nav').getByRole('button', { name: 'Change Theme' });
      await changeTheme.click();
      const dialog = page.getByRole('dialog', { name: 'Change Theme' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('#side-nav')).toBeVisible();
      await expect(changeTheme).toBeFocused();
      await page.keyboard.press('Escape'); // and then the drawer
      await closed();
    });

    // The phone's pages light: page-matrix.e2e.ts; its bars dark, and the drawer, here.
    await test.step('the open drawer passes axe; the bars and drawer have contrast in dark too', async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await contrastViolations(page, '.top-bar')).toEqual([]);
      expect(await contrastViolations(page, '.bottom-nav')).toEqual([]);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Site navigation' })).toBeVisible();
      expect(await contrastViolations(page, '#side-nav')).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await axeViolations(page, '#side-nav')).toEqual([]);
      await page.keyboard.press('Escape');
      await closed();
    });

    await test.step('a chosen link moves focus to the new page, not to <body>', async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('#side-nav').getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/About$/);
      await expect(page.locator('#side-nav')).toBeHidden();
      await expect(page.locator('main')).toBeFocused();
    });
  });
});

test.describe('on a desktop', () => {
  test('Hide and Show navigation hand focus to the other toggle', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    const hide = page.getByRole('button', { name: 'Hide navigation' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await hide.click();
    const show = page.getByRole('button', { name: 'Show navigation' });
    await expect(show).toBeFocused();
    await show.click();
    await expect(page.locator('#side-nav')).toBeVisible();
    await expect(hide).toBeFocused();
  });
});

test.describe('smaller findings', () => {
  test('the version row keeps its name while counting; the count is announced once', async ({ page }) => {
    // the page's clock stands still unless the test runs it: taps are quick however slow the machine
    await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T09:00:10Z'));
    await page.goto('/');
    await waitForPage(page);
    const row = page.getByRole('button', { name: new RegExp(`^Version ${VERSION}`) });
    const announcement = page.locator('.version-row__announce');
    await expect(announcement).toHaveText('');
    await row.click();
    await expect(row).toContainText('7 more');
    await expect(row).toHaveAccessibleName(`Version ${VERSION}`);
    await expect(announcement).toHaveText('Tap 7 more times to show the build time');
    await row.click();
    await row.click();
    await expect(row).toContainText('5 more');
    await expect(row).toHaveAccessibleName(`Version ${VERSION}`);
    // Unchanged text is not read again.
    await expect(announcement).toHaveText('Tap 7 more times to show the build time');
    // After a second of no taps the count starts over, and so does the announcement.
    await page.clock.runFor(1000);
    await expect(row).not.toContainText('more');
    await expect(announcement).toHaveText('');
  });

  test("the Snackbar page's scrollable code sample is a named tab stop", async ({ page }) => {
    await page.goto('/Components/Snackbar');
    await waitForPage(page);
    // the docs kit's snippet: its code scrolls inside the panel of its HTML / React tab (a ds-tab-panel),
    // which is the Tab stop, named by its tab
    const panel = page.locator('ds-tab-panel:has(pre.code-block)').first();
    await expect(panel).toHaveAttribute('tabindex', '0');
    await expect(panel).toHaveRole('tabpanel');
    await expect(panel).toHaveAccessibleName(/./);
    await expect
      .poll(() => panel.evaluate(el => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY)))
      .toBe(true);
  });
});
