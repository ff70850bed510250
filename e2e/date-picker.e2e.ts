// The Date Picker page on the built site: typing and the calendar, limits and a form, four languages.
import type { Locator, Page } from '@playwright/test';
import { card, code, open } from './docs-helpers';
import { ax, expect, test } from './fixtures';

const liveValue = (scope: Page | Locator, label: string) =>
  scope.locator('.live-value').filter({ hasText: `${label}:` });

test.describe('Date Picker', () => {
  test.beforeEach(async ({ page }) => open(page, '/Components/DatePicker'));

  test('a typed date is read in the page’s format; the calendar’s keys choose one; code and read-out follow', async ({
    page,
  }) => {
    const demo = card(page, 'Date picker');
    const start = demo.getByRole('textbox', { name: 'Start date', exact: true });
    await start.fill('2/31/2026');
    await start.press('Enter');
    await expect(demo.getByText(/^Enter a date in the form MM\/DD\/YYYY, like/)).toBeVisible();
    await expect(start).toHaveValue('2/31/2026'); // the text stays
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await start.fill('12/5/2026');
    await start.press('Enter');
    await expect(start).toHaveValue('12/05/2026');
    await expect(start).not.toHaveAttribute('aria-invalid', 'true');

    const button = demo.getByRole('button', { name: 'Change date, Friday, December 4, 2026', exact: true });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'December 2026' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('gridcell', { name: 'Friday, December 4, 2026' })).toBeFocused();
    await expect(dialog.getByRole('columnheader').first()).toHaveAccessibleName('Sunday');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('dialog', { name: 'January 2027' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(liveValue(page, 'Delivery date value')).toHaveText('Delivery date value: 2027-01-05');
    await expect(code(demo)).toContainText('value="2027-01-05"');
    await expect(
      demo.getByRole('button', { name: 'Change date, Tuesday, January 5, 2027', exact: true }),
    ).toBeFocused();
  });

  test('weekends cannot be chosen; a required date blocks the form until it holds one', async ({ page }) => {
    const limits = card(page, 'Limits and unavailable days');
    await limits.getByRole('button', { name: 'Choose date', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const weekend = dialog.locator('[role="gridcell"][aria-disabled="true"]');
    expect(await weekend.count()).toBeGreaterThanOrEqual(4);
    await weekend.last().click({ force: true }); // Playwright waits for an aria-disabled cell to be enabled
    await expect(dialog).toBeVisible(); // not chosen
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(liveValue(page, 'Booking')).toHaveText('Booking: None');

    const form = card(page, 'In a form');
    const checkIn = form.getByRole('textbox', { name: 'Check-in', exact: true });
    await form.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(checkIn).toBeFocused();
    await expect(form.getByText('Enter a date.', { exact: true })).toBeVisible();
    await checkIn.fill('2027-03-15'); // ISO is read in any language
    await form.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(liveValue(page, 'Form data')).toHaveText('Form data: check-in=2027-03-15');
    await expect(checkIn).toHaveValue('03/15/2027');
  });

  test('languages: the format, names and first weekday follow lang; Arabic mirrors the arrow keys', async ({
    page,
  }) => {
    const demo = card(page, 'Languages and right to left');
    await demo.locator(ax('radio', { name: 'Deutsch' })).click();
    const field = demo.getByRole('textbox', { name: 'Anreise', exact: true });
    await expect(field).toHaveValue('28.11.2026');
    await expect(field).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await demo.getByRole('button', { name: 'Datum ändern, Samstag, 28. November 2026', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'November 2026' });
    await expect(dialog.getByRole('columnheader').first()).toHaveAccessibleName('Montag');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await demo.locator(ax('radio', { name: 'العربية' })).click();
    await expect(demo.locator('[data-date-language]')).toHaveAttribute('dir', 'rtl');
    const arabic = demo.getByRole('textbox', { name: 'تاريخ الوصول', exact: true });
    await expect(arabic).toBeVisible();
    await demo.getByRole('button', { name: /^تغيير التاريخ، / }).click();
    await expect(page.getByRole('dialog').getByRole('columnheader').first()).toHaveAccessibleName('السبت');
    await page.keyboard.press('ArrowLeft'); // right to left: the next day
    await page.keyboard.press('Enter');
    await expect(liveValue(demo, 'Value')).toHaveText('Value: 2026-11-29');
    await expect(liveValue(page, 'Weeks start on')).toHaveText('Weeks start on: Saturday');
  });
});
