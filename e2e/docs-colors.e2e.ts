// Color System: choosing theme colours, shades with their
// contrast, the neutral scale, the 18 base colours, the export, the theme in the URL, Reset.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { namedPalette } from '../content/swatches';
import { inverseColor } from '../elements/color';
import { formatRatio, neutralRows, shadeRows } from '../react-app/pages/components/colors/shade-rows';
import { themeCss, themeTokensJson } from '../react-app/pages/components/colors/theme-export';
import { axeViolations, card, code, contrastViolations, sidewaysOverflow } from './docs-helpers';
import { ax, expect, recordSnackbars, shownSnackbars, test, waitForPage } from './fixtures';

const PATH = '/Components/Colors';
const DEFAULTS = { primary: '#0066ff', secondary: '#49c5b6' };

const htmlVar = (page: Page, name: string) =>
  page.evaluate(n => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const storedColors = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('selectedColors') ?? 'null') as unknown);
const historyLength = (page: Page) => page.evaluate(() => history.length);
/** The accent colour where `locator` is (its --ds-color-accent, computed). */
const accentIn = (locator: Locator) =>
  locator.evaluate(el => {
    const probe = (el.parentElement ?? el).appendChild(document.createElement('span'));
    probe.style.color = 'var(--ds-color-accent)';
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
/** A snackbar's duration, while it is shown. */
const snackbarDuration = (page: Page, message: string) =>
  page.evaluate(
    m =>
      (
        document.querySelector('ds-snackbar-host') as unknown as { items: { message: string; duration: number }[] }
      ).items.find(i => i.message === m)?.duration,
    message,
  );

const chooser = (page: Page) => card(page, 'Theme colours');
/** The page's picker (the Change Theme modal has a "Primary colour" picker too). */
const picker = (page: Page, role: 'Primary' | 'Secondary') =>
  page.locator(`.cs-choice[data-role="${role.toLowerCase()}"]`).getByRole('group', { name: `${role} colour` });
const hexField = (page: Page, role: 'Primary' | 'Secondary') =>
  picker(page, role).getByRole('textbox', { name: 'Hex color' });
const setButton = (page: Page, role: 'Primary' | 'Secondary') =>
  chooser(page).getByRole('button', { name: `Set as ${role}` });
const choice = (page: Page, role: 'primary' | 'secondary') => page.locator(`.cs-choice[data-role="${role}"]`);
const reset = (page: Page) => chooser(page).getByRole('button', { name: 'Reset' });

async function openColors(page: Page, search = '') {
  await recordSnackbars(page);
  await page.goto(PATH + search);
  await waitForPage(page);
}

async function expectTheme(page: Page, primary: string, secondary: string) {
  await expect.poll(() => htmlVar(page, '--ds-primary')).toBe(primary);
  await expect.poll(() => htmlVar(page, '--ds-secondary')).toBe(secondary);
  await expect.poll(() => storedColors(page)).toEqual({ colorPrimary: primary, colorSecondary: secondary });
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?primary=${primary.slice(1)}&secondary=${secondary.slice(1)}$`));
}

test.describe('the page at rest, then choosing theme colours', () => {
  test('one visit: the shades and base colours at rest, each way of choosing colours with Reset between, then Forest picked under axe and contrast scans', async ({
    page,
  }) => {
    // long: two whole-page contrast scans (over 30 s on two busy cores) and some hundred other checks
    test.setTimeout(180_000);
    await openColors(page);
    /** Reset, and the theme, picks and Reset button as they were on the first visit. */
    const backToDefaults = async () => {
      await reset(page).click();
      await expect(reset(page)).toHaveCount(0);
      // (what is stored is left as Reset leaves it: a first visit stores nothing, and no step reads it)
      await expect.poll(() => htmlVar(page, '--ds-primary')).toBe(DEFAULTS.primary);
      await expect.poll(() => htmlVar(page, '--ds-secondary')).toBe(DEFAULTS.secondary);
      await expect(page).toHaveURL(/\?primary=0066ff&secondary=49c5b6$/);
      await expect(hexField(page, 'Primary')).toHaveValue(DEFAULTS.primary.slice(1));
      await expect(hexField(page, 'Secondary')).toHaveValue(DEFAULTS.secondary.slice(1));
    };

    await test.step('nine shades of each theme colour with their contrast and WCAG level', async () => {
      for (const [role, hex] of Object.entries(DEFAULTS)) {
        const rows = shadeRows(hex);
        expect(rows).toHaveLength(9);
        const items = page.getByTestId(`${role}-shades`).locator('li');
        await expect(items).toHaveCount(9);
        await expect(items.locator('.cs-shade__hex')).toHaveText(rows.map(r => r.hex));
        await expect(items.locator('.cs-shade__ratio')).toHaveText(rows.map(r => formatRatio(r.ratio)));
        await expect(items.locator('.cs-grade')).toHaveText(rows.map(r => r.grade));
        await expect(items.locator('.cs-shade__on')).toHaveText(rows.map(r => `${r.textName} text`));
        // the sample is drawn in the shade with the text colour used on it
        await expect(items.nth(0).locator('.cs-shade__sample')).toHaveCSS('background-color', rgb(rows[0]!.hex));
        await expect(items.nth(8).locator('.cs-shade__sample')).toHaveCSS('color', rgb(rows[8]!.text));
      }
      await expect(page.getByTestId('primary-shades').locator('li').nth(4)).toContainText('500 · base');
    });

    await test.step('the neutral scale and the 18 named base colours', async () => {
      const neutrals = neutralRows();
      await expect(page.getByTestId('neutral-scale').locator('.cs-shade__hex')).toHaveText(neutrals.map(r => r.hex));
      expect(namedPalette).toHaveLength(18);
      const tiles = card(page, 'Base colours').locator('li');
      await expect(tiles).toHaveCount(18);
      await expect(tiles.locator('.cs-palette__name')).toHaveText(namedPalette.map(c => c.name));
      await expect(tiles.locator('.cs-palette__hex')).toHaveText(namedPalette.map(c => c.value));
      for (const [i, color] of namedPalette.entries()) {
        await expect(tiles.nth(i).locator('.cs-chip')).toHaveCSS('background-color', rgb(color.value));
      }
    });

    await test.step('an Unsupported Color disables the set action', async () => {
      const hex = hexField(page, 'Primary');
      await hex.fill('fafafa');
      await hex.press('Enter');
      await expect(picker(page, 'Primary').getByText('Unsupported Color')).toBeVisible();
      await expect(setButton(page, 'Primary')).toBeDisabled();
      await hex.fill('0a0a0a');
      await hex.press('Enter');
      await expect(picker(page, 'Primary').getByText('Unsupported Color')).toBeVisible();
      await expect(setButton(page, 'Primary')).toBeDisabled();
      await hex.fill('1f7a4d');
      await hex.press('Enter');
      await expect(picker(page, 'Primary').getByText('Unsupported Color')).toHaveCount(0);
      await expect(setButton(page, 'Primary')).toBeEnabled();
      // the secondary's own action is independent
      await hexField(page, 'Secondary').fill('ffffff');
      await hexField(page, 'Secondary').press('Enter');
      await expect(setButton(page, 'Secondary')).toBeDisabled();
      await expect(setButton(page, 'Primary')).toBeEnabled();
      expect(await htmlVar(page, '--ds-primary')).toBe(DEFAULTS.primary);
      // back to the default colours, as a first visit opens with
      await backToDefaults();
    });

    await test.step('the snippet follows the picks; Reset restores the default colours, theme and picks', async () => {
      const snippet = code(chooser(page));
      await expect(snippet).toHaveText(
        '<ds-color-picker label="Primary colour" value="#0066ff"></ds-color-picker>\n' +
          '<ds-color-picker label="Secondary colour" value="#49c5b6"></ds-color-picker>',
      );
      await picker(page, 'Primary').getByRole('button', { name: 'Orchid' }).click();
      await expect(snippet).toContainText('<ds-color-picker label="Primary colour" value="#8e35b0"></ds-color-picker>');
      await chooser(page).getByRole('tab', { name: 'React' }).click();
      await expect(snippet).toContainText('<DsColorPicker label="Primary colour" value="#8e35b0" />');

      // a pick alone shows Reset; setting it too
      await expect(reset(page)).toBeVisible();
      await setButton(page, 'Primary').click();
      await expectTheme(page, '#8e35b0', inverseColor('#8e35b0')!);
      await reset(page).click();
      await expect(reset(page)).toHaveCount(0);
      await expectTheme(page, DEFAULTS.primary, DEFAULTS.secondary);
      await expect(hexField(page, 'Primary')).toHaveValue('0066ff');
      await expect(hexField(page, 'Secondary')).toHaveValue('49c5b6');
      await expect(snippet).toContainText('<DsColorPicker label="Primary colour" value="#0066ff" />');
      await expect(chooser(page).getByRole('heading', { name: 'Theme colours' })).toBeFocused();

      // back to the defaults by hand: Reset goes away too
      await picker(page, 'Primary').getByRole('button', { name: 'Royal' }).click();
      await expect(reset(page)).toBeVisible();
      await picker(page, 'Primary').getByRole('button', { name: 'Signal Blue' }).click();
      await expect(reset(page)).toHaveCount(0);
      // back to the HTML tab the page opens with
      await chooser(page).getByRole('tab', { name: 'HTML' }).click();
      await expect(snippet).toContainText('<ds-color-picker label="Primary colour" value="#0066ff"></ds-color-picker>');
    });

    await test.step('a preset set as primary: snackbar, theme on <html>, the secondary becomes its inverse', async () => {
      await expect(page).toHaveURL(/\?primary=0066ff&secondary=49c5b6$/);
      await expect(reset(page)).toHaveCount(0);
      const entries = await historyLength(page);

      await picker(page, 'Primary').getByRole('button', { name: 'Scarlet' }).click();
      await expect(choice(page, 'primary').locator('.cs-choice__name')).toHaveText('Scarlet');
      await expect(hexField(page, 'Primary')).toHaveValue('d8342f');
      // picked, not set yet
      expect(await htmlVar(page, '--ds-primary')).toBe(DEFAULTS.primary);
      await expect(reset(page)).toBeVisible();

      await setButton(page, 'Primary').click();
      await expect.poll(() => shownSnackbars(page)).toContain('Primary color set to Scarlet');
      await expect.poll(() => snackbarDuration(page, 'Primary color set to Scarlet')).toBe(3000);
      const inverse = inverseColor('#d8342f')!;
      await expectTheme(page, '#d8342f', inverse);
      // the secondary pick follows; the shades follow; no history entry per change
      await expect(hexField(page, 'Secondary')).toHaveValue(inverse.slice(1));
      await expect(page.getByTestId('primary-shades').locator('li').nth(4)).toContainText('#d8342f');
      await expect(card(page, 'Primary shades')).toContainText('Nine shades of Scarlet');
      expect(await historyLength(page)).toBe(entries);

      // the theme persists
      await page.reload();
      await waitForPage(page);
      await expectTheme(page, '#d8342f', inverse);
      // back to the default colours, as a first visit opens with
      await backToDefaults();
    });

    await test.step('a custom colour set as secondary changes only the secondary', async () => {
      await hexField(page, 'Secondary').fill('2bcbd0');
      await hexField(page, 'Secondary').press('Enter');
      await expect(choice(page, 'secondary').locator('.cs-choice__name')).toHaveText('Custom colour');
      await setButton(page, 'Secondary').click();
      await expect.poll(() => shownSnackbars(page)).toContain('Secondary color set to #2bcbd0');
      await expectTheme(page, DEFAULTS.primary, '#2bcbd0');

      // a secondary preset is named
      await picker(page, 'Secondary').getByRole('button', { name: 'Coral' }).click();
      await setButton(page, 'Secondary').click();
      await expect.poll(() => shownSnackbars(page)).toContain('Secondary color set to Coral');
      await expectTheme(page, DEFAULTS.primary, '#ff8a80');

      // a custom primary is confirmed by its hex
      await hexField(page, 'Primary').fill('1f7a4d');
      await hexField(page, 'Primary').press('Enter');
      await setButton(page, 'Primary').click();
      await expect.poll(() => shownSnackbars(page)).toContain('Primary color set to #1f7a4d');
      await expectTheme(page, '#1f7a4d', inverseColor('#1f7a4d')!);
      // back to the default colours, as a first visit opens with
      await backToDefaults();
    });

    // The page at rest: page-matrix.e2e.ts. A picked colour re-themes the whole site: its contrast in light
    // and dark, and every rule on the chooser with its Reset.
    await test.step('with Forest picked: axe finds nothing in the chooser, no contrast problem on the page (light, dark), no sideways scroll on a phone', async () => {
      await picker(page, 'Primary').getByRole('button', { name: 'Forest' }).click();
      await expect(reset(page)).toBeVisible();
      expect(await axeViolations(page, chooser(page))).toEqual([]);
      expect(await contrastViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await contrastViolations(page)).toEqual([]);
      // Reset shown: still no sideways scroll on a phone's width
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
});

test.describe('the theme changed elsewhere', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Change Theme in the open drawer: the picks, shades and URL follow; the drawer stays open', async ({ page }) => {
    await openColors(page);
    const entries = await historyLength(page);
    const drawer = page.locator('#side-nav');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(drawer).toBeVisible();
    await page.getByRole('button', { name: 'Change Theme' }).click();
    await page.locator('ds-modal ds-color-picker').getByRole('button', { name: 'Lagoon' }).click();
    const inverse = inverseColor('#0b7287')!;
    await expectTheme(page, '#0b7287', inverse);
    await expect(hexField(page, 'Primary')).toHaveValue('0b7287');
    await expect(hexField(page, 'Secondary')).toHaveValue(inverse.slice(1));
    await expect(page.getByTestId('primary-shades').locator('li').nth(4)).toContainText('#0b7287');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Change Theme' })).toBeHidden();
    await expect(drawer).toBeVisible();
    // the drawer's own entry, nothing per colour
    expect(await historyLength(page)).toBe(entries + 1);
  });
});

test.describe('export and share', () => {
  test('the export is the current theme as CSS and as DTCG tokens; copy and download', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openColors(page, '?primary=8e35b0&secondary=a5d94c');
    const theme = { primary: '#8e35b0', secondary: '#a5d94c' };
    const exportCard = card(page, 'Export and share');
    const sample = exportCard.locator('pre code');
    await expect(sample).toHaveText(themeCss(theme).trimEnd());
    await exportCard.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => shownSnackbars(page)).toContain('CSS copied to clipboard');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(themeCss(theme));

    await exportCard.locator(ax('radio', { name: 'Design Tokens (JSON)' })).click();
    await expect(sample).toHaveText(themeTokensJson(theme).trimEnd());
    const tokens = JSON.parse(await sample.innerText()) as {
      color: Record<string, Record<string, { $value: string; $type: string }>>;
    };
    expect(tokens.color['primary']!['500']).toEqual({ $type: 'color', $value: '#8e35b0' });
    const downloading = page.waitForEvent('download');
    await exportCard.getByRole('button', { name: /^Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('theme.tokens.json');
    const file = test.info().outputPath('theme.tokens.json');
    await download.saveAs(file);
    expect(await readFile(file, 'utf8')).toBe(themeTokensJson(theme));

    // the export follows a new theme
    await picker(page, 'Primary').getByRole('button', { name: 'Jade' }).click();
    await setButton(page, 'Primary').click();
    await expect(sample).toContainText('"$value": "#0a9b72"');

    // Copy link: a link that opens the page with this theme
    await exportCard.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => shownSnackbars(page)).toContain('Link copied to clipboard');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const secondary = inverseColor('#0a9b72')!.slice(1);
    expect(link).toMatch(new RegExp(`/Components/Colors\\?primary=0a9b72&secondary=${secondary}$`));
    await expect(page.getByTestId('theme-link')).toHaveText(link);
  });

  test('a shared link previews its colours on the page only; "Use these colours for the site" applies and saves them', async ({
    page: visitor,
  }) => {
    // (a fresh context: nothing stored, as for a visitor who never came before)
    await openColors(visitor, '?primary=8E35B0&secondary=%23a5d94c');
    const notice = visitor.getByTestId('theme-link-notice');
    await expect(notice.getByRole('status')).toHaveText(
      'This link shows its theme colours on this page only: primary Orchid and secondary Pistachio. Your colours for the rest of the site stay as they are.',
    );
    // the preview: the demo area's palette, its shades, picks and export
    const demos = visitor.locator('.cs-demos');
    await expect(demos).toHaveAttribute('data-ds-palette', 'preview');
    await expect
      .poll(() => demos.evaluate(el => getComputedStyle(el).getPropertyValue('--ds-primary').trim()))
      .toBe('#8e35b0');
    // the brand tokens are worked out from that palette: the accent inside is the link's
    await expect.poll(() => accentIn(setButton(visitor, 'Primary'))).toBe(rgb('#8e35b0'));
    expect(await accentIn(visitor.locator('main h1'))).toBe(rgb(DEFAULTS.primary));
    await expect(visitor.getByTestId('primary-shades').locator('li').nth(4)).toContainText('#8e35b0');
    await expect(hexField(visitor, 'Primary')).toHaveValue('8e35b0');
    await expect(visitor).toHaveURL(/\?primary=8e35b0&secondary=a5d94c$/);
    // the site's theme: untouched on <html> and in storage
    expect(await htmlVar(visitor, '--ds-primary')).toBe(DEFAULTS.primary);
    expect(await htmlVar(visitor, '--ds-secondary')).toBe(DEFAULTS.secondary);
    expect(await storedColors(visitor)).toBeNull();
    expect(await shownSnackbars(visitor)).toEqual([]);
    expect(await axeViolations(visitor, notice)).toEqual([]);

    await notice.getByRole('button', { name: 'Use these colours for the site' }).click();
    await expectTheme(visitor, '#8e35b0', '#a5d94c');
    await expect(notice.getByRole('status')).toHaveText(
      'Done: the link’s colours are now your colours across the site.',
    );
    await expect(notice.getByRole('button')).toHaveCount(0);
    await expect(notice).toBeFocused();
    await expect(demos).not.toHaveAttribute('data-ds-palette');

    // a reload: the link is the visitor's own theme now, nothing to preview or say
    await visitor.reload();
    await waitForPage(visitor);
    await expectTheme(visitor, '#8e35b0', '#a5d94c');
    await expect(visitor.getByTestId('primary-shades').locator('li').nth(4)).toContainText('#8e35b0');
    await expect(notice).toHaveCount(0);
  });

  test('a link with only a primary previews its inverse secondary; "Keep my colours" ends the preview', async ({
    page,
  }) => {
    await openColors(page, '?primary=d8342f');
    const inverse = inverseColor('#d8342f')!;
    await expect(page.getByTestId('secondary-shades').locator('li').nth(4)).toContainText(inverse);
    await expect(page).toHaveURL(new RegExp(`\\?primary=d8342f&secondary=${inverse.slice(1)}$`));
    const notice = page.getByTestId('theme-link-notice');
    await notice.getByRole('button', { name: 'Keep my colours' }).click();
    await expect(notice.getByRole('status')).toHaveText('Preview ended: this page shows your own colours again.');
    await expect(notice).toBeFocused();
    await expect(page).toHaveURL(/\?primary=0066ff&secondary=49c5b6$/);
    await expect(page.getByTestId('secondary-shades').locator('li').nth(4)).toContainText(DEFAULTS.secondary);
    expect(await htmlVar(page, '--ds-primary')).toBe(DEFAULTS.primary);
    await expect(hexField(page, 'Primary')).toHaveValue(DEFAULTS.primary.slice(1));
    expect(await storedColors(page)).toBeNull();
  });

  test('bad colours in a link are named in a clear message and change nothing', async ({ page }) => {
    await openColors(page, '?primary=blue&secondary=ffffff&utm=x');
    const notice = page.getByTestId('theme-link-notice');
    await expect(notice.getByRole('status')).toHaveText(
      'Sorry, the link’s primary colour “blue” is not a hex colour and its secondary colour “ffffff” is too light to use (Unsupported Color), so nothing changed.',
    );
    await expect(notice.getByRole('button')).toHaveCount(0);
    await expect(page).toHaveURL(/\?primary=0066ff&secondary=49c5b6&utm=x$/);
    expect(await htmlVar(page, '--ds-primary')).toBe(DEFAULTS.primary);
    expect(await storedColors(page)).toBeNull();
    await expect(page.locator('.cs-demos')).not.toHaveAttribute('data-ds-palette');
    await expect(page.getByTestId('primary-shades').locator('li')).toHaveCount(9);

    // one good, one bad: the good one is previewed, the bad one named
    await page.goto(`${PATH}?primary=${'9'.repeat(40)}&secondary=ff8a80`);
    await waitForPage(page);
    await expect(notice.getByRole('status')).toHaveText(
      'This link shows its theme colours on this page only: primary Signal Blue and secondary Coral. Your colours for the rest of the site stay as they are. ' +
        `Sorry, the link’s primary colour “${'9'.repeat(15)}…” is not a hex colour, so it was left out.`,
    );
    await expect(page.getByTestId('secondary-shades').locator('li').nth(4)).toContainText('#ff8a80');
    expect(await htmlVar(page, '--ds-secondary')).toBe(DEFAULTS.secondary);

    // garbage that is not even valid URL encoding
    await page.goto(`${PATH}?primary=%E0%A4%A&secondary=`);
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Color System');
    await expect(page).toHaveURL(/\?primary=0066ff&secondary=49c5b6$/);
    expect(await storedColors(page)).toBeNull();
  });

  test('the theme is written into Color System’s own address only: one that moved on first is left alone', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForPage(page);
    // The moment Color System's page is in the DOM, before its effects run, the address moves on: a Back that the
    // router has not rendered yet (a visitor leaving at once). The theme must not be written over it.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('main h1')?.textContent !== 'Color System') return;
        observer.disconnect();
        history.pushState(null, '', `${location.pathname.replace(/Components\/Colors$/, '')}?elsewhere`);
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href$="/Components/Colors"]')!.click());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Color System');
    // React has run the page's effects once the browser is idle
    await page.evaluate(() => new Promise(done => requestIdleCallback(() => requestIdleCallback(done))));
    await expect(page).toHaveURL(/\/\?elsewhere$/);
  });
});

/** A hex colour as getComputedStyle reports it. */
function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

for (const width of [1440, 390]) {
  test(`at ${width} px the base colours fill every row of their grid`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/Components/Colors');
    await waitForPage(page);
    const tops = await page
      .locator('.cs-palette__item')
      .evaluateAll(items => items.map(item => Math.round(item.getBoundingClientRect().top)));
    const perRow = [...new Set(tops)].map(top => tops.filter(t => t === top).length);
    expect(new Set(perRow).size).toBe(1);
  });
}
