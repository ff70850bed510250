import { cannedSnackbarMessages } from '../content/snackbar-messages';
import { axeViolations, card } from './docs-helpers';
import { ax, expect, test, waitForPage } from './fixtures';
import { expectOverlayPicture } from './overlay-preview';

test.describe('Snackbar page', () => {
  test('one visit: the pictured demo, the code that follows the last snackbar, random messages, the countdown, axe', async ({
    page,
  }) => {
    test.slow(); // five visits' checks in one, two axe scans and a snackbar's 5 s among them
    await page.goto('/Components/Snackbar');
    await waitForPage(page);
    const sample = page.locator('ds-snackbar-host ds-snackbar').filter({ hasText: 'This message closes by itself' });

    await test.step('the first demo pictures a snackbar as shown; only the button shows a live one', async () => {
      await expectOverlayPicture(
        card(page, 'With a countdown'),
        'ds-snackbar[paused]',
        'base',
        /This message closes by itself.*5/,
      );
      await expect(page.locator('ds-snackbar-host ds-snackbar')).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'This message closes by itself' })).toHaveCount(0);
    });

    await test.step('the code follows the snackbar shown last; its panel is a named tab stop', async () => {
      // a <ds-tabs>: its tablist is in its shadow root, its tabs are its own children
      const tabs = page.locator('ds-tabs', {
        has: page.getByRole('tablist', { name: 'Code example: show a snackbar from script' }),
      });
      const panel = page.getByRole('tabpanel', { name: 'HTML' });
      await expect(tabs.getByRole('tab', { name: 'HTML' })).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toContainText("host.show({ message: 'This message closes by itself', duration: 5000");
      await panel.focus();
      await expect(panel).toBeFocused();
      await expect(panel).toHaveAttribute('tabindex', '0');

      await page.getByRole('button', { name: 'Show random message' }).click();
      await expect(panel).toContainText("source: 'snackbar-page-random', replace: true });");
      await tabs.getByRole('tab', { name: 'React' }).click();
      await expect(page.getByRole('tabpanel', { name: 'React' })).toContainText('const { show } = useSnackbar();');
      // back to the HTML tab the page opens with
      await tabs.getByRole('tab', { name: 'HTML' }).click();
      await expect(tabs.getByRole('tab', { name: 'HTML' })).toHaveAttribute('aria-selected', 'true');
    });

    await test.step('a random message replaces the previous one from the same button', async () => {
      const random = page.getByRole('button', { name: 'Show random message' });
      await random.click();
      await random.click();
      await random.click();
      const canned = page.locator('ds-snackbar-host ds-snackbar').filter({
        hasText: new RegExp(cannedSnackbarMessages.map(m => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
      });
      await expect(canned).toHaveCount(1);
    });

    await test.step('the sample shows a countdown', async () => {
      await page.getByRole('button', { name: 'Show snackbar' }).click();
      await expect(sample).toBeVisible();
      await expect(sample.locator('[part="countdown"]')).toHaveText(/^[1-5]/);
      // it closes by itself after its 5 s, so the next step's snackbar is the only one
      await expect(sample).toHaveCount(0, { timeout: 15_000 });
    });

    await test.step('passes axe with a snackbar shown', async () => {
      await page.getByRole('button', { name: 'Show snackbar' }).click();
      await expect(sample).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

test.describe('Snackbar page, with the clock in the test’s hands', () => {
  // the snackbars' timers run on Playwright's clock: real time until a test runs it ahead
  test('an action waits for Undo, by mouse and by keyboard; axe passes with a snackbar shown', async ({ page }) => {
    test.slow(); // two visits' checks in one, an axe scan among them
    await page.clock.install();
    await page.goto('/Components/Snackbar');
    await waitForPage(page);

    await test.step('an action waits for an answer: Undo puts the draft back, by mouse and by keyboard', async () => {
      const demo = page.locator('section', { has: page.getByRole('heading', { name: 'With an action' }) });
      const count = demo.getByText(/^\d+ drafts?$/);
      await expect(count).toHaveText('3 drafts');
      await page.getByRole('button', { name: 'Delete a draft' }).click();
      await expect(count).toHaveText('2 drafts');
      const item = page.locator('ds-snackbar-host ds-snackbar').filter({ hasText: 'Draft deleted' });
      await expect(item).toBeVisible();
      // no timeout: still there well after the default 3000 ms
      await page.clock.runFor(3500);
      await expect(item).toBeVisible();
      const panel = page.getByRole('tabpanel', { name: 'HTML' });
      await expect(panel).toContainText("action: 'Undo', onAction: () => restoreDraft(), dismissible: true");

      await item.getByRole('button', { name: 'Undo' }).click();
      await expect(count).toHaveText('3 drafts');
      await expect(item).toHaveCount(0);
      const restored = page.locator('ds-snackbar-host ds-snackbar').filter({ hasText: 'Draft restored' });
      await expect(restored).toBeVisible();
      // the code is that of the snackbar shown last
      await expect(panel).toContainText("message: 'Draft restored'");
      // the same clock does end a timed snackbar (the default 3000 ms) once no pointer holds it
      await page.mouse.move(0, 0);
      await page.clock.runFor(3500);
      await expect(restored).toHaveCount(0);

      // from the keyboard: the action is a button reached with Tab
      await page.getByRole('button', { name: 'Delete a draft' }).click();
      await expect(count).toHaveText('2 drafts');
      const undo = page
        .locator('ds-snackbar-host ds-snackbar')
        .filter({ hasText: 'Draft deleted' })
        .getByRole('button', { name: 'Undo' });
      await undo.focus();
      await page.keyboard.press('Enter');
      await expect(count).toHaveText('3 drafts');
      await expect(page.locator('ds-snackbar-host ds-snackbar').filter({ hasText: 'Draft deleted' })).toHaveCount(0);
    });

    await test.step('passes axe with a snackbar shown', async () => {
      await page.getByRole('button', { name: 'Show snackbar' }).click();
      await expect(
        page.locator('ds-snackbar-host ds-snackbar').filter({ hasText: 'This message closes by itself' }),
      ).toBeVisible();
      expect(await axeViolations(page, 'ds-snackbar-host')).toEqual([]);
    });
  });
});

test.describe('Modal page', () => {
  // Focus, Escape, the backdrop and fullscreen are ds-modal's element test's; here, each demo's modal.
  test('every demo opens its own modal, one after the other: basic, no header, info, fullscreen, customised, appearance, primary colour', async ({
    page,
  }) => {
    test.slow(); // eight visits' checks in one
    await page.goto('/Components/Modal');
    await waitForPage(page);
    /** Each step opens its modal from a page with none open, as a fresh visit did. */
    const noneOpen = () => expect(page.getByRole('dialog')).toHaveCount(0);

    await test.step('basic: a picture of the open modal beside its button, which opens the one dialog; axe passes', async () => {
      await expectOverlayPicture(
        card(page, 'Basic'),
        'ds-modal[inline]',
        'panel',
        /A modal keeps focus inside.*Basic modal/,
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Open basic modal' }).click();
      await expect(page.getByRole('dialog', { name: 'Basic modal' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      expect(await axeViolations(page, 'ds-modal[open]')).toEqual([]);
      await page.keyboard.press('Escape');
      await noneOpen();
    });

    await test.step('no header: a backdrop click closes it', async () => {
      await page.getByRole('button', { name: 'Open without header' }).click();
      const dialog = page.getByRole('dialog', { name: 'Modal without a header' });
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
      await noneOpen();
    });

    await test.step('a modal with a header stays open on a backdrop click; info closes with OK', async () => {
      await page.getByRole('button', { name: 'Open info modal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Did you know?' });
      await page.mouse.click(5, 5);
      await expect(dialog).toBeVisible();
      // Slotted content is light DOM of <ds-modal>, not inside its shadow <dialog>: scope to the element.
      await page.locator('ds-modal').getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
      await noneOpen();
    });

    await test.step('fullscreen: the modal offers Maximize', async () => {
      await page.getByRole('button', { name: 'Open fullscreen modal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Fullscreen capable' });
      await expect(dialog.getByRole('button', { name: 'Maximize' })).toBeVisible();
      await page.keyboard.press('Escape');
      await noneOpen();
    });

    await test.step('customised popups close with their own buttons', async () => {
      await page.getByRole('button', { name: 'Open promo popup' }).click();
      const promo = page.getByRole('dialog', { name: 'Dotline 3.5 is here' });
      await expect(promo).toBeVisible();
      expect(await axeViolations(page, 'ds-modal[open]')).toEqual([]);
      await page.locator('ds-modal').getByRole('button', { name: 'Close' }).click();
      await expect(promo).toBeHidden();
      await page.getByRole('button', { name: 'Open confirm popup' }).click();
      const confirm = page.getByRole('dialog', { name: 'Discard this draft?' });
      await page.locator('ds-modal').getByRole('button', { name: 'Keep editing' }).click();
      await expect(confirm).toBeHidden();
      await noneOpen();
    });

    const modes = [/^Light/, /^Dark/, /^Auto/];
    const theme = await page.locator('html').getAttribute('data-theme');
    let firstMode = -1;

    await test.step('appearance settings inside a modal change the theme', async () => {
      await page.getByRole('button', { name: 'Appearance settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Appearance' })).toBeVisible();
      // the mode the page opened with, to put back before the colour picker (which judges colours by theme)
      const checked = await Promise.all(
        modes.map(name =>
          page
            .locator('ds-modal')
            .locator(ax('radio', { name }))
            .evaluate(r => (r as HTMLInputElement).checked),
        ),
      );
      firstMode = checked.indexOf(true);
      await page
        .locator('ds-modal')
        .locator(ax('radio', { name: /Dark/ }))
        .click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.locator('ds-modal').getByRole('button', { name: 'Close' }).click();
      await noneOpen();
    });

    await test.step('appearance settings in a modal: the radio group is one tab stop inside the focus trap', async () => {
      await page.getByRole('button', { name: 'Appearance settings' }).click();
      const modal = page.locator('ds-modal');
      const dark = modal.locator(ax('radio', { name: /^Dark/ }));
      await dark.click();
      await expect(dark).toHaveJSProperty('checked', true);
      await dark.focus();
      // Tab from a checked radio that is not the group's last: on to the next control of the modal, never <body>
      await page.keyboard.press('Tab');
      await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
      // Shift+Tab back: the checked radio, not an unchecked one
      await page.keyboard.press('Shift+Tab');
      await expect(dark).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(modal.locator(ax('radio', { name: /^Light/ }))).not.toBeFocused();
      await expect(modal.locator(ax('radio', { name: /^Auto/ }))).not.toBeFocused();
      await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);

      // back to the mode and theme the page opened with
      expect(firstMode).toBeGreaterThanOrEqual(0);
      await modal.locator(ax('radio', { name: modes[firstMode]! })).click();
      await expect(modal.locator(ax('radio', { name: modes[firstMode]! }))).toHaveJSProperty('checked', true);
      if (theme === null) await expect(page.locator('html')).not.toHaveAttribute('data-theme');
      else await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await modal.getByRole('button', { name: 'Close' }).click();
      await noneOpen();
    });

    await test.step('the primary-colour picker refuses an Unsupported Color and sets a good one', async () => {
      await page.getByRole('button', { name: 'Pick a primary colour' }).click();
      const dialog = page.getByRole('dialog', { name: 'Primary colour' });
      const modal = page.locator('ds-modal');
      const hex = modal.getByRole('textbox', { name: /hex/i });
      const set = modal.getByRole('button', { name: 'Set as Primary' });
      await hex.fill('fafafa');
      await hex.press('Enter');
      await expect(modal.getByText('Unsupported Color')).toBeVisible();
      await expect(set).toBeDisabled();
      await hex.fill('e11d48');
      await hex.press('Enter');
      await expect(set).toBeEnabled();
      await set.click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(() =>
          page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ds-primary').trim()),
        )
        .toBe('#e11d48');
      await expect(page.getByRole('status').filter({ hasText: 'Primary color set to #e11d48' })).toBeVisible();
    });
  });
});
