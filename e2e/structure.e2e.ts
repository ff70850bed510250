// The Structure page on the built site: each element's demos, one page load per test.
import type { Locator } from '@playwright/test';
import { axeViolations, card, open } from './docs-helpers';
import { expect, test } from './fixtures';

/** A ds-tree-item's own state (its ARIA lives on ElementInternals, which locators do not read). */
const state = (item: Locator, name: 'expanded' | 'loading' | 'selected') =>
  item.evaluate((el, key) => (el as unknown as Record<string, boolean>)[key], name);

test.describe('Structure', () => {
  test('Tree: keys move, open and select in the file browser; a lazy folder loads; axe passes', async ({ page }) => {
    await open(page, '/Components/Structure');
    const demo = card(page, 'Tree');
    const file = (path: string) => demo.locator(`ds-tree-item[data-path="${path}"]`);
    await file('src/components/Tree.tsx').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(demo.getByText('Open file: styles.css')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(file('public')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => state(file('public'), 'expanded')).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(file('public/logo.svg')).toBeFocused();
    expect(await axeViolations(page, demo)).toEqual([]);

    const lazy = card(page, 'Loaded on demand');
    const folder = lazy.locator('ds-tree-item[lazy]');
    await folder.click({ position: { x: 12, y: 12 } });
    await expect(lazy.getByRole('status')).toHaveText('Loading…');
    await expect(lazy.locator('ds-tree-item').filter({ hasText: 'budget.xlsx' }).last()).toBeVisible();
    await expect(lazy.locator('ds-tree-item[lazy]')).toHaveCount(0);
    expect(await axeViolations(page, lazy)).toEqual([]);
  });
});
