import { axeFor } from './docs-helpers';
import { ax, expect, test } from './fixtures';

// axe scans of whole pages took over 30 s on a busy 2-core machine: every test here gets 90 s
test.describe.configure({ timeout: 90_000 });

/** The one-script-tag bundle on a page with no React and no build step (public/examples/plain.html). */
test.describe('elements on a plain HTML page', () => {
  test('one load: registered, axe, snackbar focus, the form, then the theme', async ({ page }) => {
    test.setTimeout(150_000); // axe over the whole page and four more checks, on a busy two-core machine
    await page.goto('/examples/plain.html');
    await expect.poll(() => page.evaluate(() => Boolean(customElements.get('ds-color-picker')))).toBe(true);

    await test.step('every element of the bundle is registered', async () => {
      const tags = [
        'ds-button',
        'ds-button-group',
        'ds-checkbox',
        'ds-checkbox-group',
        'ds-color-picker',
        'ds-icon',
        'ds-radio',
        'ds-radio-group',
        'ds-ripple',
        'ds-slider',
        'ds-snackbar',
        'ds-snackbar-host',
        'ds-switch',
        'ds-text-field',
      ];
      await expect.poll(() => page.evaluate(names => names.filter(n => !customElements.get(n)), tags)).toEqual([]);
    });

    // the page as it loads, before anything is pressed
    await test.step('passes axe', async () => {
      const axe = await (await axeFor(page)).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    await test.step('pressing a snackbar’s Dismiss never drops focus to <body>: it goes to the next Dismiss, then back', async () => {
      const submit = page.getByRole('button', { name: 'Submit' });
      await submit.focus();
      await page.evaluate(() => {
        const host = document.querySelector('ds-snackbar-host') as HTMLElement & { show(options: object): string };
        host.show({ message: 'First', dismissible: true, duration: 60_000 });
        host.show({ message: 'Second', dismissible: true, duration: 60_000 });
      });
      const dismiss = page.getByRole('button', { name: 'Dismiss' });
      await expect(dismiss).toHaveCount(2);
      await dismiss.first().focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('ds-snackbar').filter({ hasText: 'First' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Dismiss' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(submit).toBeFocused();
      await expect(page.locator('ds-snackbar')).toHaveCount(0);
    });

    await test.step('a user fills the form; FormData, reset and validation behave like native controls', async () => {
      const result = page.locator('#result');

      // Required name is empty: submitting focuses it and submits nothing.
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(result).toHaveText('Nothing submitted yet.');
      await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();

      await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
      await page.locator(ax('switch', { name: 'Send me the newsletter' })).click();
      await page.locator(ax('radio', { name: 'Solo' })).click();
      await page.locator(ax('checkbox', { name: 'We' })).click();
      const volume = page.getByRole('slider', { name: 'Volume' });
      await volume.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.getByRole('textbox', { name: /hex/i }).fill('e11d48');
      await page.getByRole('textbox', { name: /hex/i }).press('Enter');

      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Form submitted' })).toBeVisible();
      // The result line is written after the status shows: read it until it holds the submitted JSON.
      const submitted = async () => {
        const text = (await result.textContent()) ?? '';
        return text.startsWith('{') ? JSON.parse(text) : text;
      };
      await expect.poll(submitted).toEqual({
        fullName: 'Ada Lovelace',
        email: '',
        newsletter: 'on',
        terms: 'accepted',
        plan: 'solo',
        days: ['mo', 'we'],
        volume: '42',
        budget: ['20', '80'],
        accent: '#e11d48',
      });

      await page.getByRole('button', { name: 'Reset' }).click();
      await expect(result).toHaveText('Nothing submitted yet.');
      await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
      await expect(page.locator(ax('switch', { name: 'Send me the newsletter' }))).toHaveJSProperty('checked', false);
      await expect(page.locator(ax('radio', { name: 'Team' }))).toHaveJSProperty('checked', true);
      await expect(volume).toHaveAttribute('aria-valuenow', '40');
    });

    // last: the theme stays dark
    await test.step('applyTheme from the bundle themes the page', async () => {
      await page.getByRole('button', { name: 'Dark theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(25, 25, 25)');
    });
  });
});
