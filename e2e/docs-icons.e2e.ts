import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { card } from './docs-helpers';
import {
  ax,
  expect,
  layoutShifts,
  recordLayoutShifts,
  recordSnackbars,
  shownSnackbars,
  test,
  waitForPage,
} from './fixtures';

const ICONS_PATH = '/Components/Icons';

const previewCard = (page: Page) => card(page, 'Preview');
const code = (page: Page) => previewCard(page).getByRole('tabpanel').locator('code');
const stageIcon = (page: Page) => page.getByTestId('icon-preview').locator('ds-icon');
const gallery = (page: Page, set: 'standard' | 'custom') => page.getByTestId(`icon-gallery-${set}`);
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search icons' });

/** The icon names of a set in elements/icon/icon-sets.ts, in source order. */
function setSize(set: 'standard' | 'custom'): number {
  const source = readFileSync('elements/icon/icon-sets.ts', 'utf8');
  const [standard, custom] = source.split(/\nconst dots\b/);
  return [...(set === 'standard' ? standard! : custom!).matchAll(/\bname: '[a-z-]+'/g)].length;
}

async function open(page: Page) {
  await page.goto(ICONS_PATH);
  await waitForPage(page);
}

test.describe('Icons', () => {
  test('one visit: search and Clear, the preview controls and Reset, choosing an icon', async ({ page }) => {
    test.slow(); // three visits' checks in one
    await open(page);

    await test.step('search filters both galleries by name, says when nothing matches, and Clear restores them', async () => {
      const standardTiles = gallery(page, 'standard').getByRole('button');
      const customTiles = gallery(page, 'custom').getByRole('button');
      await expect(standardTiles).toHaveCount(setSize('standard'));
      await expect(customTiles).toHaveCount(setSize('custom'));
      await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);

      await search(page).fill('cloud');
      await expect(standardTiles).toHaveText(['cloud', 'cloud-rain', 'cloud-snow', 'cloud-lightning', 'cloud-fog']);
      await expect(customTiles).toHaveCount(0);
      await expect(gallery(page, 'custom')).toContainText('No custom icons match this search.');
      await expect(page.getByTestId('icon-search-status')).toHaveText('5 icons match “cloud”.');

      await search(page).fill('heart');
      await expect(standardTiles).toHaveText(['heart']);
      await expect(customTiles).toHaveText(['heart']);

      await search(page).fill('zebra');
      await expect(page.getByTestId('icon-search-status')).toHaveText('No icons match “zebra”.');
      await expect(standardTiles).toHaveCount(0);

      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(search(page)).toHaveValue('');
      await expect(standardTiles).toHaveCount(setSize('standard'));
      await expect(customTiles).toHaveCount(setSize('custom'));
      await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
    });

    await test.step('size, stroke, style, colour and invert change the preview; Reset appears after a change and restores the defaults', async () => {
      const demo = previewCard(page);
      const reset = demo.getByRole('button', { name: 'Reset' });
      const svg = stageIcon(page).locator('svg');
      await expect(reset).toHaveCount(0);
      await expect(svg).toHaveAttribute('width', '64');
      await expect(stageIcon(page).locator('g[stroke-width]').first()).toHaveAttribute('stroke-width', '2');
      const textColour = await stageIcon(page).evaluate(el => getComputedStyle(el).color);

      // Size: 18–96, default 64
      const size = demo.getByRole('slider', { name: 'Size' });
      await expect(size).toHaveAttribute('aria-valuenow', '64');
      await size.focus();
      await page.keyboard.press('ArrowRight');
      await expect(svg).toHaveAttribute('width', '65');
      await expect(reset).toBeVisible();
      await page.keyboard.press('End');
      await expect(svg).toHaveAttribute('width', '96');
      await expect(stageIcon(page)).toHaveAttribute('size', '96');
      await page.keyboard.press('Home');
      await expect(svg).toHaveAttribute('height', '18');
      await expect(code(page)).toHaveText('<ds-icon name="home" size="18"></ds-icon>');

      // Stroke: 0.5–3 step 0.1, default 2
      const stroke = demo.getByRole('slider', { name: 'Stroke' });
      await expect(stroke).toHaveAttribute('aria-valuenow', '2');
      await stroke.focus();
      await page.keyboard.press('ArrowRight');
      await expect(stageIcon(page)).toHaveAttribute('stroke', '2.1');
      await expect(stageIcon(page).locator('g[stroke-width]').first()).toHaveAttribute('stroke-width', '2.1');
      await page.keyboard.press('Home');
      await expect(stageIcon(page)).toHaveAttribute('stroke', '0.5');
      await expect(code(page)).toHaveText('<ds-icon name="home" size="18" stroke="0.5"></ds-icon>');

      // Filled: the closed shapes are filled
      await expect(stageIcon(page).locator('g.shapes')).toHaveAttribute('fill', 'none');
      await demo.locator(ax('radio', { name: 'Filled' })).click();
      await expect(stageIcon(page)).toHaveAttribute('variant', 'filled');
      await expect(stageIcon(page).locator('g.shapes')).toHaveAttribute('fill', 'currentColor');

      // Colour: a token, shown in the computed colour and the code
      const accent = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--ds-color-accent)';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
      await demo.locator(ax('radio', { name: 'Accent' })).click();
      await expect(stageIcon(page)).toHaveCSS('color', accent);
      await expect(code(page)).toContainText('style="--ds-icon-color: var(--ds-color-accent)"');
      await demo.locator(ax('radio', { name: 'Text' })).click();
      await expect(stageIcon(page)).toHaveCSS('color', textColour);

      // Invert: the icon on the inverse surface, in its text colour
      await demo.locator(ax('switch', { name: 'Invert' })).click();
      await expect(page.getByTestId('icon-preview')).toHaveClass(/ic-stage--inverse/);
      await expect(stageIcon(page)).not.toHaveCSS('color', textColour);

      await reset.click();
      await expect(reset).toHaveCount(0);
      await expect(svg).toHaveAttribute('width', '64');
      await expect(stageIcon(page)).toHaveAttribute('stroke', '2');
      await expect(stageIcon(page)).toHaveAttribute('variant', 'outline');
      await expect(stageIcon(page)).toHaveCSS('color', textColour);
      await expect(page.getByTestId('icon-preview')).not.toHaveClass(/ic-stage--inverse/);
      await expect(size).toHaveAttribute('aria-valuenow', '64');
      await expect(demo.locator(ax('switch', { name: 'Invert' }))).toHaveJSProperty('checked', false);
      await expect(code(page)).toHaveText('<ds-icon name="home" size="64"></ds-icon>');
    });

    await test.step('choosing an icon selects it and updates the preview and the snippet', async () => {
      await expect(stageIcon(page)).toHaveAttribute('name', 'home');
      await expect(code(page)).toHaveText('<ds-icon name="home" size="64"></ds-icon>');
      await expect(gallery(page, 'standard').getByRole('button', { name: 'home' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      const bolt = gallery(page, 'custom').getByRole('button', { name: 'bolt' });
      await bolt.click();
      await expect(bolt).toHaveAttribute('aria-pressed', 'true');
      await expect(gallery(page, 'standard').getByRole('button', { name: 'home' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(stageIcon(page)).toHaveAttribute('name', 'bolt');
      await expect(stageIcon(page)).toHaveAttribute('set', 'custom');
      await expect(stageIcon(page)).toHaveAttribute('aria-label', 'bolt icon');
      await expect(code(page)).toHaveText('<ds-icon name="bolt" set="custom" size="64"></ds-icon>');

      // the keyboard chooses too
      await gallery(page, 'standard').getByRole('button', { name: 'star' }).focus();
      await page.keyboard.press('Enter');
      await expect(stageIcon(page)).toHaveAttribute('name', 'star');
      await previewCard(page).getByRole('tab', { name: 'React' }).click();
      await expect(code(page)).toHaveText('import { DsIcon } from \'./ds\';\n\n<DsIcon name="star" size={64} />');
    });
  });
});

test("Copy puts the chosen icon's markup on the clipboard", async ({ page, context, browserName }) => {
  test.skip(browserName !== 'chromium', 'clipboard permissions are Chromium-only in Playwright');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordSnackbars(page);
  await open(page);
  await gallery(page, 'standard').getByRole('button', { name: 'bell' }).click();
  await expect(code(page)).toHaveText('<ds-icon name="bell" size="64"></ds-icon>');
  await previewCard(page).getByRole('button', { name: 'Copy HTML code' }).click();
  await expect.poll(() => shownSnackbars(page)).toContain('HTML code copied to clipboard');
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe('<ds-icon name="bell" size="64"></ds-icon>');
});

test('a gallery shows every tile and name at once and draws its icons in batches of 16, one per change, without scrolling and with nothing moving', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // the standard gallery: its number of names when it first appears, and every change of the
  // number of drawn icons
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { firstNames?: number; iconCounts: number[] };
    w.iconCounts = [];
    new MutationObserver(() => {
      const grid = document.querySelector('[data-testid="icon-gallery-standard"] .ic-gallery__grid');
      if (!grid) return;
      w.firstNames ??= grid.querySelectorAll('.ic-tile__name').length;
      const count = grid.querySelectorAll('ds-icon').length;
      if (count !== w.iconCounts.at(-1)) w.iconCounts.push(count);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(ICONS_PATH);
  const standard = gallery(page, 'standard');
  const total = setSize('standard');
  await expect(standard.locator('ds-icon')).toHaveCount(total);
  await expect(standard.locator('.ic-tile__icon-pending')).toHaveCount(0);
  await expect(standard.locator('.ic-gallery__grid')).not.toHaveAttribute('data-reveal-pending');
  const recorded = () =>
    page.evaluate(() => {
      const w = window as unknown as { firstNames?: number; iconCounts: number[] };
      return { firstNames: w.firstNames, iconCounts: w.iconCounts };
    });
  const batches = Array.from({ length: Math.ceil(total / 16) }, (_, i) => Math.min(total, (i + 1) * 16));
  await expect
    .poll(recorded, {
      message: 'every name with the gallery; drawn icons after each change: none, then one batch of 16 at a time',
    })
    .toEqual({ firstNames: total, iconCounts: [0, ...batches] });
  await expect.poll(() => layoutShifts(page)).toBe(0);
});

test.describe('icon tiles', () => {
  for (const [width, perRow] of [
    [1440, 0],
    [390, 4],
  ] as const) {
    test(`at ${width} px the names keep to one line and the icons of a row line up${perRow ? `, ${perRow} to a row` : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      const tiles = await page.locator('.ic-tile').evaluateAll(all =>
        all.map(tile => {
          const name = tile.querySelector('.ic-tile__name')!;
          const icon = tile.firstElementChild!.getBoundingClientRect();
          return {
            top: Math.round(tile.getBoundingClientRect().top),
            iconTop: Math.round(icon.top),
            nameHeight: name.getBoundingClientRect().height,
            fontSize: parseFloat(getComputedStyle(name).fontSize),
            width: tile.getBoundingClientRect().width,
            height: tile.getBoundingClientRect().height,
            title: tile.getAttribute('title'),
            text: name.textContent,
          };
        }),
      );
      expect(tiles.length).toBeGreaterThan(60);
      // one line each: no name taller than two of its font sizes
      expect(tiles.filter(t => t.nameHeight > t.fontSize * 2)).toEqual([]);
      expect(tiles.every(t => t.title === t.text)).toBe(true);
      const rows = new Map<number, number[]>();
      for (const t of tiles) rows.set(t.top, [...(rows.get(t.top) ?? []), t.iconTop]);
      expect([...rows.values()].filter(icons => new Set(icons).size > 1)).toEqual([]);
      expect(Math.min(...tiles.map(t => Math.min(t.width, t.height)))).toBeGreaterThanOrEqual(24);
      if (perRow) expect(Math.max(...[...rows.values()].map(r => r.length))).toBe(perRow);
    });
  }
});
