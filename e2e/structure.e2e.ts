// The Structure page on the built site: each element's demos, one page load per test.
import type { Locator } from '@playwright/test';
import { axeViolations, card, open } from './docs-helpers';
import { expect, test } from './fixtures';

/** A ds-tree-item's own state (its ARIA lives on ElementInternals, which locators do not read). */
const state = (item: Locator, name: 'expanded' | 'loading' | 'selected') =>
  item.evaluate((el, key) => (el as unknown as Record<string, boolean>)[key], name);

test.describe('Structure', () => {
  // each visit runs several axe scans of a long page: over 30 s on a busy two-core machine
  test.slow();
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

  test('Details: a click opens a section, the FAQ keeps one answer open, a disabled section stays closed; axe passes', async ({
    page,
  }) => {
    await open(page, '/Components/Structure');
    const single = card(page, 'Details');
    const header = single.getByRole('button', { name: 'What is in the box?' });
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(single.locator('ds-details p')).toBeHidden();
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(single.locator('ds-details p')).toBeVisible();

    const faq = card(page, 'FAQ accordion');
    const headings = faq.getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(3);
    const second = faq.getByRole('button', { name: 'Do the sections work with find in page?' });
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('button', { name: 'Can I use the elements without a framework?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await axeViolations(page, faq)).toEqual([]);

    const disabled = card(page, 'Disabled section').getByRole('button', { name: /Invoices/ });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await disabled.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await expect(disabled).toHaveAttribute('aria-expanded', 'false');
  });

  test('Drawer: focus moves in and back, Escape closes, the form saves, start is the right edge in RTL; axe passes', async ({
    page,
  }) => {
    await open(page, '/Components/Structure');
    const demo = card(page, 'Drawer with a form');
    const opener = demo.getByRole('button', { name: 'Edit profile' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await expect(dialog).toBeVisible();
    // the slotted fields are the host's children, not the shadow <dialog>'s
    const drawer = page.locator('ds-drawer[open]');
    await expect(drawer.getByRole('textbox', { name: 'Name' })).toBeFocused();
    expect(await axeViolations(page, 'ds-drawer[open]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await page.keyboard.type('Ada');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(demo.getByText('Saved: Ada')).toBeVisible();

    const rtl = card(page, 'Right to left');
    await rtl.getByRole('button', { name: 'افتح القائمة' }).click();
    const panel = page.locator('ds-drawer[placement="start"][open]').locator('[part~="panel"]');
    await expect(panel).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'القائمة' }).getByRole('button', { name: 'إغلاق' })).toBeVisible();
    const width = page.viewportSize()!.width;
    // the panel's right edge meets the screen's (less a scrollbar at most)
    await expect
      .poll(async () => {
        const box = (await panel.boundingBox())!;
        return box.x > width / 2 && box.x + box.width > width - 20;
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('Breadcrumb, tags and avatars: the header trail, a trail folding as room shrinks, tags removed by button and key, "+N"; axe passes', async ({
    page,
  }) => {
    await open(page, '/Components/Structure');
    // the landmark is in ds-breadcrumb's shadow root and its items are slotted: scope by the element
    await expect(page.locator('.page-header').getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    const header = page.locator('.page-header ds-breadcrumb');
    await expect(header.getByRole('link', { name: 'Components' })).toHaveAttribute('href', /\/Components\/Overview$/);
    await expect(header.locator('ds-breadcrumb-item').last().locator('[part="link"]')).toHaveAttribute(
      'aria-current',
      'page',
    );

    const trail = card(page, 'Breadcrumb');
    const more = trail.getByRole('button', { name: 'Show more breadcrumbs' });
    await expect(trail.getByRole('link', { name: 'Library' })).toBeVisible();
    await trail.getByRole('slider', { name: 'Room' }).focus();
    await page.keyboard.press('Home');
    await expect(more).toBeVisible();
    await expect(trail.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(trail.locator('ds-breadcrumb-item', { hasText: 'Text field' })).toBeVisible();
    await more.click();
    // the hidden levels' links, in the popover (the trail's own Library is hidden)
    await expect(page.getByRole('dialog', { name: 'Show more breadcrumbs' })).toBeVisible();
    await expect(trail.getByRole('link', { name: 'Library' })).toBeVisible();
    expect(await axeViolations(page, trail)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(more).toBeFocused();

    const tags = card(page, 'Removable tags');
    await tags.getByRole('button', { name: 'Remove Motion' }).click();
    await expect(tags.locator('ds-tag', { hasText: 'Motion' })).toHaveCount(0);
    await expect(tags.getByRole('button', { name: 'Remove Typography' })).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(tags.locator('ds-tag', { hasText: 'Typography' })).toHaveCount(0);
    await expect(tags.getByRole('button', { name: 'Remove Accessibility' })).toBeFocused();
    expect(await axeViolations(page, tags)).toEqual([]);

    const group = card(page, 'Avatar group');
    await expect(group.getByText('and 4 more')).toBeAttached();
    await expect(group.getByRole('img', { name: 'Lena Marsh' })).toBeVisible();
    await expect(group.getByRole('img', { name: 'Ingrid Berg' })).toBeHidden();
    expect(await axeViolations(page, card(page, 'Avatars'))).toEqual([]);
  });
});
