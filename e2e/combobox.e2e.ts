// The Combobox page on the built site: filtering with the keyboard, tags, the remote loader, 10,000 options, the page language.
import type { Page } from '@playwright/test';
import { axeViolations, card, open } from './docs-helpers';
import { expect, test } from './fixtures';

const liveValue = (page: Page, label: string) => page.locator('.live-value').filter({ hasText: `${label}:` });

test.describe('Combobox', () => {
  test.beforeEach(async ({ page }) => open(page, '/Components/Combobox'));

  test('typing filters without accents, keys choose; tags come and go; the open list passes axe', async ({ page }) => {
    const demo = card(page, 'Filter as you type');
    const country = demo.getByRole('combobox', { name: 'Country', exact: true });
    await country.click();
    await page.keyboard.type('cote');
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    const listbox = demo.getByRole('listbox', { name: 'Country', exact: true });
    await expect(listbox.getByRole('option')).toHaveText(['Côte d’Ivoire']);
    await expect(listbox.locator('mark')).toHaveText('Côte');
    await expect(demo.getByRole('status')).toHaveText('1 result available.');
    expect(await axeViolations(page, demo)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue('Côte d’Ivoire');
    await expect(liveValue(page, 'Country')).toHaveText('Country: Côte d’Ivoire');

    const topics = card(page, 'Several values');
    const input = topics.getByRole('combobox', { name: 'Topics', exact: true });
    await expect(topics.getByRole('button', { name: /^Remove / })).toHaveCount(2);
    await input.click();
    await page.keyboard.type('lay');
    await page.keyboard.press('Enter');
    await expect(liveValue(page, 'Topics')).toHaveText('Topics: Forms, Accessibility, Layout');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Backspace');
    await topics.getByRole('button', { name: 'Remove Forms', exact: true }).click();
    await expect(liveValue(page, 'Topics')).toHaveText('Topics: Accessibility');
  });

  test('the remote loader says Loading… and answers once typing pauses; 10,000 options filter at once', async ({
    page,
  }) => {
    const remote = card(page, 'Remote options');
    const city = remote.getByRole('combobox', { name: 'City', exact: true });
    await city.click();
    await page.keyboard.type('par');
    await expect(remote.getByRole('status')).toHaveText('Loading…');
    await expect(remote.getByRole('option')).toHaveText(['Paris']);
    await page.keyboard.press('Enter');
    await expect(liveValue(page, 'City')).toHaveText('City: Paris');

    const long = card(page, '10,000 options');
    const part = long.getByRole('combobox', { name: 'Part', exact: true });
    await part.click();
    await page.keyboard.press('ArrowUp');
    const last = long.getByRole('option', { name: 'Amber bolt 10000' });
    await expect(last).toHaveAttribute('aria-posinset', '10000');
    await expect(last).toHaveAttribute('aria-setsize', '10000');
    expect(await long.getByRole('option').count()).toBeLessThan(60);
    await page.keyboard.type('4242');
    await expect(long.getByRole('status')).toHaveText('1 result available.');
    await page.keyboard.press('Enter');
    await expect(liveValue(page, 'Part')).toHaveText(/Part: \w+ \w+ 04242/);
  });

  test('page language: the combobox speaks the chosen language', async ({ page }) => {
    const demo = card(page, 'Page language');
    await demo.getByRole('combobox', { name: 'Page language', exact: true }).click();
    await demo.getByRole('option', { name: 'Français', exact: true }).click();
    await expect(demo.getByRole('button', { name: 'Retirer Pomme', exact: true })).toBeVisible();
    await demo.getByRole('button', { name: 'Retirer Pomme', exact: true }).click();
    await demo.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await expect(demo.getByText('Veuillez sélectionner un élément dans la liste.')).toBeVisible();
    const fruit = demo.getByRole('combobox', { name: 'Fruits', exact: true });
    await fruit.click();
    await page.keyboard.type('zz');
    await expect(demo.getByRole('status')).toHaveText('Aucun résultat');
  });
});
