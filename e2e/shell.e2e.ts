import { componentsNav } from '../content/route-table';
import { VERSION, expect, recordSnackbars, shownSnackbars, test, waitForPage } from './fixtures';

// A page here shows the Quick Demos weather: the services' recorded answers (fixtures.ts).
test.use({ recordedWeather: true });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the drawer opens from the top bar and closes on choice, outside click and back', async ({ page }) => {
    await page.goto('/Settings');
    await waitForPage(page);
    const drawer = page.locator('#side-nav');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Bottom' })).toBeVisible();

    await menu.click();
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('nav-overlay').click({ position: { x: 370, y: 400 } });
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/Settings$/);

    await menu.click();
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/Settings$/);

    await menu.click();
    await drawer.getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL(/\/Tools$/);
    await expect(drawer).toBeHidden();
    // The drawer's own history entry was replaced: back returns to the page before it, closed.
    await page.goBack();
    await expect(page).toHaveURL(/\/Settings$/);
    await expect(drawer).toBeHidden();
  });

  // One load of the home page: print is emulated and put back (checked) before the sub-navigation step.
  test('the bottom navigation in print, and the components sub-navigation in the drawer', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);

    await test.step('the bottom navigation is hidden in print', async () => {
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Bottom' })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByRole('navigation', { name: 'Bottom' })).toBeVisible();
    });

    await test.step('the components sub-navigation toggles', async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      const toggle = page.getByRole('button', { name: 'Component pages' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(page.locator('#components-sub-nav').getByRole('link')).toHaveCount(componentsNav.length);
      await page.locator('#components-sub-nav').getByRole('link', { name: 'Snackbar' }).click();
      await expect(page).toHaveURL(/\/Components\/Snackbar$/);
      await expect(page.locator('#side-nav')).toBeHidden();
    });
  });
});

test.describe('on a desktop', () => {
  test('the components sub-navigation lists every page in order with flags and marks the active one', async ({
    page,
  }) => {
    await page.goto('/Components/Modal');
    const sub = page.locator('#components-sub-nav');
    await expect(sub.getByRole('link')).toHaveText(
      [
        'Overview',
        'Typography new',
        'Icons',
        'Color System',
        'Divider & Space',
        'Motion & Animation new',
        'Cards & List',
        'Checkbox & Switchers',
        'Buttons',
        'Input & Forms',
        'Combobox new',
        'Date Picker new',
        'Range Slider',
        'Tooltip & Popover',
        'Snackbar',
        'Modal',
        'Feedback new',
        'Navigation & Tabs',
        'Layout & Switches new',
        'Structure new',
        'Miscellaneous',
        'Dashboard',
        'Quick Demos',
      ],
      { useInnerText: true },
    );
    await expect(sub.locator('.sub-nav__item--separated')).toHaveText(
      ['Typography new', 'Cards & List', 'Navigation & Tabs', 'Miscellaneous'],
      { useInnerText: true },
    );
    const active = sub.getByRole('link', { name: 'Modal' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    // The indicator slides (a transition), so compare once it has settled.
    const offset = (name: string) =>
      page.evaluate(label => {
        const indicator = document.querySelector('.sub-nav__indicator')!.getBoundingClientRect().top;
        const link = [...document.querySelectorAll('#components-sub-nav a')].find(
          a => a.textContent?.trim() === label,
        )!;
        return Math.round(link.getBoundingClientRect().top - indicator);
      }, name);
    await expect.poll(() => offset('Modal')).toBe(0);
    await sub.getByRole('link', { name: 'Buttons' }).click();
    await expect.poll(() => offset('Buttons')).toBe(0);
  });

  test('the sub-navigation scrolls its active item into view, and its indicator fits the item', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto('/Components/QuickDemos');
    const link = page.locator('#components-sub-nav').getByRole('link', { name: 'Quick Demos' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toBeInViewport();
    const fit = () =>
      page.evaluate(() => {
        const indicator = document.querySelector('.sub-nav__indicator')!.getBoundingClientRect();
        const active = document.querySelector('#components-sub-nav a.active')!.getBoundingClientRect();
        return [Math.round(indicator.top - active.top), Math.round(indicator.height - active.height)];
      });
    await expect.poll(fit).toEqual([0, 0]);
    await expect(page.locator('.sub-nav__indicator')).toHaveCSS('opacity', '1');
  });

  // One load of the home page: the side bar is shown again (checked) before Change Theme.
  test('the side bar hides and shows; Change Theme opens a primary colour picker in a modal', async ({ page }) => {
    await page.goto('/');

    await test.step('the side bar can be hidden and shown again', async () => {
      await page.getByRole('button', { name: 'Hide navigation' }).click();
      await expect(page.locator('#side-nav')).toBeHidden();
      await page.getByRole('button', { name: 'Show navigation' }).click();
      await expect(page.locator('#side-nav')).toBeVisible();
    });

    await test.step('Change Theme opens a primary colour picker in a modal', async () => {
      await page.getByRole('button', { name: 'Change Theme' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Theme' });
      await expect(dialog).toBeVisible();
      const before = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ds-primary').trim(),
      );
      // The picker is slotted content of <ds-modal> (light DOM), not inside its shadow <dialog>.
      await page.locator('ds-modal ds-color-picker').getByRole('button', { name: 'Orchid' }).click();
      await expect
        .poll(() =>
          page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ds-primary').trim()),
        )
        .not.toBe(before);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Change Theme' })).toBeFocused();
    });
  });

  test('the theme dot toggles light and dark with a 1000 ms snackbar', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // a 1000 ms snackbar can come and go between two polls of a locator on a busy machine: record it
    await recordSnackbars(page);
    // the page's clock stands still unless the test runs it: the snackbar's 1000 ms are exact
    await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T09:00:10Z'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => shownSnackbars(page)).toContain('Theme changed to dark');
    const message = page.locator('ds-snackbar').filter({ hasText: 'Theme changed to dark' });
    await page.mouse.move(0, 0); // a pointer over the snackbar would hold it
    await page.clock.runFor(999);
    await expect(message).not.toHaveAttribute('exiting');
    await page.clock.runFor(1); // 1000 ms: it leaves
    await expect(message).toHaveAttribute('exiting', '');
    await page.clock.runFor(300); // its exit
    await expect(message).toHaveCount(0);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('8 taps on the version row show the build time, with a countdown that resets when idle', async ({ page }) => {
    // the page's clock stands still unless the test runs it: taps are quick however slow the machine
    await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T09:00:10Z'));
    await page.goto('/');
    const row = page.getByRole('button', { name: new RegExp(`Version ${VERSION}`) });
    await row.click();
    await row.click();
    await expect(row).toContainText('6 more');
    await page.clock.runFor(999);
    await expect(row).toContainText('6 more');
    await page.clock.runFor(1); // 1000 ms without a tap
    await expect(row).not.toContainText('more');
    for (let i = 0; i < 8; i++) await row.click();
    await expect(page.getByRole('status').filter({ hasText: /Built / })).toBeVisible();
  });

  test('modals are cleared on route change', async ({ page }) => {
    await page.goto('/Settings');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/About$/);
    await expect(page.locator('main h1')).toHaveText('About');
    await page.getByRole('button', { name: 'Change Theme' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/Settings$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a modal opened while the next page still loads belongs to that page and stays', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route(/\/static\/js\/AboutPage-[^/]+\.js$/, async route => {
      await held;
      await route.continue();
    });
    await page.goto('/Settings');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/About$/);
    // The address has changed; the previous page stays until About's chunk arrives.
    await expect(page.locator('main h1')).toHaveText('Settings');
    await page.getByRole('button', { name: 'Change Theme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Theme' });
    await expect(dialog).toBeVisible();
    release();
    await expect(page.locator('main h1')).toHaveText('About');
    await expect(dialog).toBeVisible();
    // Give the route-change effect every chance to run before the last look.
    await page.evaluate(() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 100))));
    await expect(dialog).toBeVisible();
  });
});

test.describe('errors never blank the page', () => {
  test('a route chunk that fails to load names the chunk and the reason, and can be retried', async ({
    page,
    problems,
  }) => {
    let fail = true;
    await page.route(/\/static\/js\/SettingsPage-[^/]+\.js$/, route =>
      fail ? route.fulfill({ status: 404, body: 'missing' }) : route.continue(),
    );
    await page.goto('/Settings');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading')).toHaveText('Loading chunk settings failed (missing)');
    // The shell is still there, so the visitor can go elsewhere.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await waitForPage(page);
    await expect(page.locator('main h1')).toHaveText('Settings');
    // The browser itself logs the failed fetch; that is the expected error here.
    problems.splice(
      0,
      problems.length,
      ...problems.filter(p => !/404|Failed to (fetch|load)|dynamically imported module/i.test(p)),
    );
  });

  test('an unexpected error shows the error screen with its message and stack', async ({ page, problems }) => {
    await page.route(/\/static\/js\/AboutPage-[^/]+\.js$/, route =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function AboutPage() { throw new Error("kaboom in About"); }',
      }),
    );
    await page.goto('/About');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error');
    await expect(alert).toContainText('kaboom in About');
    await expect(alert.locator('pre')).toContainText('AboutPage');
    problems.splice(0, problems.length, ...problems.filter(p => !/kaboom in About|The above error occurred/i.test(p)));
  });
});
