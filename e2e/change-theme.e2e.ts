// "A Change Theme control at the bottom opens a colour picker for the primary colour."
// It is a ds-color-picker whose swatches are the preset primary colours.
import type { Page } from '@playwright/test';
import { inverseColor } from '../elements/color';
import { axeViolations, contrastViolations } from './docs-helpers';
import { expect, test, waitForPage, recordSnackbars, shownSnackbars } from './fixtures';

// axe scans of whole pages took over 30 s on a busy 2-core machine: every test here gets 90 s
test.describe.configure({ timeout: 90_000 });

const primary = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ds-primary').trim());
const storedColors = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('selectedColors') ?? 'null') as unknown);

async function openChangeTheme(page: Page) {
  await page.getByRole('button', { name: 'Change Theme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Theme' });
  await expect(dialog).toBeVisible();
  const picker = page.locator('ds-modal ds-color-picker');
  await expect(picker.getByRole('group', { name: 'Primary colour' })).toBeVisible();
  return { dialog, picker };
}

/** Closes the modal with Escape and checks it is gone, so the next step opens it afresh. */
async function closeChangeTheme(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Change Theme' })).toBeHidden();
}

// One visit to the home page: each old test is a step that opens the modal afresh and closes it after
// (checked); the steps that need the first primary come first, and the reload comes last but one.
test('Change Theme: its swatches, focus order and axe; a swatch, persistence and a typed hex colour', async ({
  page,
}) => {
  test.slow(); // axe, and six visits' worth of checks on one page
  await recordSnackbars(page);
  await page.goto('/');
  await waitForPage(page);

  await test.step('the picker shows the presets as swatches, the current primary pressed', async () => {
    const { picker } = await openChangeTheme(page);
    const swatches = picker.getByRole('toolbar', { name: 'Swatches' }).getByRole('button');
    await expect(swatches).toHaveCount(15);
    await expect(swatches.first()).toHaveAccessibleName('Signal Blue');
    await expect(picker.getByRole('button', { name: 'Signal Blue' })).toHaveAttribute('aria-pressed', 'true');
    await expect(picker.getByRole('textbox', { name: 'Hex color' })).toHaveValue('0066ff');
    await closeChangeTheme(page);
  });

  await test.step('Tab stays inside the modal and reaches the picker parts in order', async () => {
    const { picker } = await openChangeTheme(page);
    const order: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => {
          let el: Element | null = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? el?.localName ?? '';
        }),
      );
    }
    // never the page behind the modal
    expect(order).toEqual(expect.arrayContaining(['Saturation and brightness', 'Hue', 'Hex color', 'Signal Blue']));
    await expect(picker).toBeVisible();
    expect(order).not.toContain('Change Theme');
    await closeChangeTheme(page);
  });

  await test.step('axe finds nothing in the open Change Theme modal, light or dark', async () => {
    await openChangeTheme(page);
    expect(await axeViolations(page, 'ds-modal[open]')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await contrastViolations(page, 'ds-modal[open]')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' }); // back to the context's scheme
    await closeChangeTheme(page);
  });

  // The swatch row's keys are ds-color-picker's element test's.
  await test.step('a swatch sets the primary, its inverse secondary, and a snackbar; the modal stays open', async () => {
    const { picker, dialog } = await openChangeTheme(page);
    await picker.getByRole('button', { name: 'Scarlet' }).click();
    await expect.poll(() => primary(page)).toBe('#d8342f');
    await expect
      .poll(() => storedColors(page))
      .toEqual({ colorPrimary: '#d8342f', colorSecondary: inverseColor('#d8342f') });
    await expect.poll(() => shownSnackbars(page)).toContain('Primary color set to Scarlet');
    await expect(picker.getByRole('button', { name: 'Scarlet' })).toHaveAttribute('aria-pressed', 'true');

    // a second pick in the same visit
    await picker.getByRole('button', { name: 'Tangerine' }).click();
    await expect.poll(() => primary(page)).toBe('#e0600f');
    await expect.poll(() => shownSnackbars(page)).toContain('Primary color set to Tangerine');
    await expect(dialog).toBeVisible();
    await closeChangeTheme(page);
  });

  await test.step('the chosen colour persists: after a reload the theme and the picker show it', async () => {
    const { picker } = await openChangeTheme(page);
    await picker.getByRole('button', { name: 'Lagoon' }).click();
    await expect
      .poll(() => storedColors(page))
      .toEqual({ colorPrimary: '#0b7287', colorSecondary: inverseColor('#0b7287') });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Change Theme' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change Theme' })).toBeFocused();

    await page.reload();
    await waitForPage(page);
    await expect.poll(() => primary(page)).toBe('#0b7287');
    const again = await openChangeTheme(page);
    await expect(again.picker.getByRole('button', { name: 'Lagoon' })).toHaveAttribute('aria-pressed', 'true');
    await expect(again.picker.getByRole('textbox', { name: 'Hex color' })).toHaveValue('0b7287');
    await closeChangeTheme(page);
  });

  await test.step('a typed hex colour applies on Enter; an unsupported one is refused', async () => {
    const { picker } = await openChangeTheme(page);
    const hex = picker.getByRole('textbox', { name: 'Hex color' });
    await hex.fill('1f7a4d');
    await hex.press('Enter');
    await expect.poll(() => primary(page)).toBe('#1f7a4d');
    await expect.poll(() => shownSnackbars(page)).toContain('Primary color set to #1f7a4d');

    await hex.fill('fafafa');
    await hex.press('Enter');
    await expect(picker.getByText('Unsupported Color')).toBeVisible();
    await expect
      .poll(() => storedColors(page))
      .toEqual({ colorPrimary: '#1f7a4d', colorSecondary: inverseColor('#1f7a4d') });
    // a later good colour's snackbar shows that the refused one had its chance to announce itself
    await hex.fill('0b7287');
    await hex.press('Enter');
    await expect.poll(() => shownSnackbars(page)).toContain('Primary color set to Lagoon');
    expect(await shownSnackbars(page)).not.toContain('Primary color set to #fafafa');
  });
});
