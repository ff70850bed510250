// The Number field demo on Input & Forms: keys, buttons, typing and the language switch on the built site.
import type { Page } from '@playwright/test';
import { card, code, open } from './docs-helpers';
import { ax, expect, test } from './fixtures';

const demo = (page: Page) => card(page, 'Number field');
const sent = (page: Page) => demo(page).locator('.live-value');

test.describe('Number field', () => {
  test.beforeEach(async ({ page }) => open(page, '/Components/InputsAndForms'));

  test('keys and buttons step within the limits; the form sends plain numbers', async ({ page }) => {
    const guests = demo(page).getByRole('spinbutton', { name: 'Guests', exact: true });
    await expect(guests).toHaveAttribute('aria-valuenow', '2');
    await expect(sent(page)).toContainText('guests=2; price=1234.5; discount=0.15; weight=2.5; seats=6');
    await guests.focus();
    await page.keyboard.press('ArrowUp');
    await expect(guests).toHaveValue('3');
    await page.keyboard.press('End');
    await expect(guests).toHaveAttribute('aria-valuenow', '12');
    const increase = demo(page).getByRole('button', { name: 'Increase Guests', exact: true });
    await expect(increase).toBeDisabled();
    await demo(page).getByRole('button', { name: 'Decrease Guests', exact: true }).click();
    await expect(guests).toHaveValue('11');
    await expect(guests).toBeFocused();
    await expect(sent(page)).toContainText('guests=11;');

    // 0.1 steps without float noise, and the wheel only while focused (the field asks for it)
    const weight = demo(page).getByRole('spinbutton', { name: 'Weight', exact: true });
    await weight.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(weight).toHaveValue('2.8 kg');
    await weight.hover();
    await page.mouse.wheel(0, -100);
    await expect(weight).toHaveAttribute('aria-valuenow', '2.9');
    const discount = demo(page).getByRole('spinbutton', { name: 'Discount', exact: true });
    await discount.hover();
    await page.mouse.wheel(0, -100); // not focused, and no wheel attribute: nothing changes
    await expect(discount).toHaveValue('15%');
  });

  test('typed text: clamped on commit, text that is not a number reverts with a message', async ({ page }) => {
    const discount = demo(page).getByRole('spinbutton', { name: 'Discount', exact: true });
    await discount.fill('80');
    await discount.press('Enter');
    await expect(discount).toHaveValue('50%');
    await expect(demo(page).getByRole('status').filter({ hasText: 'The highest value is 50%.' })).toBeVisible();
    const price = demo(page).getByRole('spinbutton', { name: 'Price', exact: true });
    await price.fill('twelve');
    await price.press('Tab');
    await expect(price).toHaveValue('€1,234.50');
    await expect(
      demo(page).getByRole('status').filter({ hasText: '“twelve” is not a number. The value stays €1,234.50.' }),
    ).toBeVisible();
    // a failed check shows the required field's error
    await demo(page).getByRole('button', { name: 'Check', exact: true }).click();
    await expect(demo(page).getByText('Fill in this field.')).toBeVisible();
    await expect(code(demo(page))).toContainText(`format='{"style":"currency","currency":"EUR"}'`);
  });

  test('in German the numbers are written and read the German way', async ({ page }) => {
    await demo(page)
      .locator(ax('radio', { name: 'Deutsch' }))
      .click();
    const price = demo(page).getByRole('spinbutton', { name: 'Preis', exact: true });
    await expect(price).toHaveValue('1.234,50\u00a0€');
    await expect(demo(page).getByRole('spinbutton', { name: 'Rabatt', exact: true })).toHaveValue('15\u00a0%');
    await expect(demo(page).getByRole('button', { name: 'Preis erhöhen', exact: true })).toBeAttached();
    await price.fill('2.500,75');
    await price.press('Enter');
    await expect(price).toHaveValue('2.500,75\u00a0€');
    await expect(sent(page)).toContainText('price=2500.75;');
    await price.fill('1.5');
    await price.press('Enter');
    await expect(
      demo(page).getByRole('status').filter({ hasText: '„1.5“ ist keine Zahl. Der Wert bleibt 2.500,75\u00a0€.' }),
    ).toBeVisible();
  });
});
