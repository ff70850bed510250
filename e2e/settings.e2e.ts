// Settings is built from the system's own elements: ds-radio-group cards for the
// appearance, a ds-radio-group of swatches for the primary colour and a ds-slider for the font size.
// It says whether the settings are remembered, and says so when the browser refuses them.
import type { Page } from '@playwright/test';
import { inverseColor } from '../elements/color';
import { axeViolations, contrastViolations } from './docs-helpers';
import { ax, expect, test, waitForPage, recordSnackbars, shownSnackbars } from './fixtures';

// axe scans of whole pages took over 30 s on a busy 2-core machine: every test here gets 90 s
test.describe.configure({ timeout: 90_000 });

const rootVar = (page: Page, name: string) =>
  page.evaluate(n => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const stored = (page: Page) =>
  page.evaluate(() => ({
    mode: localStorage.getItem('themeMode'),
    colors: localStorage.getItem('selectedColors'),
    fontSize: localStorage.getItem('fontSize'),
  }));
const storageLine = (page: Page) => page.locator('main .settings-storage');

test.beforeEach(async ({ page }) => {
  await recordSnackbars(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/Settings');
  await waitForPage(page);
});

/** Reset, pressed between steps: nothing stored, the defaults chosen again (checked before the next step). */
async function resetSettings(page: Page) {
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => stored(page)).toEqual({ mode: null, colors: null, fontSize: null });
  await expect(page.locator(ax('radio', { name: /^Auto/ }))).toHaveJSProperty('checked', true);
  await expect(page.locator(ax('radio', { name: 'Signal Blue' }))).toHaveJSProperty('checked', true);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'auto');
  await expect.poll(() => rootVar(page, '--ds-primary')).toBe('#0066ff');
}

// One visit to Settings for every check that needs no storage set-up of its own: each old test is a
// step, and Reset (checked) puts the settings back between them; forced colours come last.
test('Settings: its controls, on a phone, by keyboard, persisted, by mouse, a failing write, forced colours', async ({
  page,
}) => {
  test.slow(); // seven visits' worth of checks, with screenshots, on one page
  await test.step('the three controls are the ds-* elements', async () => {
    const main = page.locator('main');
    await expect(main.locator('ds-radio-group.mode-choice ds-radio')).toHaveCount(3);
    await expect(main.locator('ds-radio-group.color-grid ds-radio')).toHaveCount(15);
    await expect(main.locator('ds-slider')).toHaveCount(1);
    await expect(main.locator('input')).toHaveCount(0);
    // The colour grid has 5 columns
    const columns = await main.locator('ds-radio-group.color-grid').evaluate(group => {
      const tops = [...group.querySelectorAll('ds-radio')].map(r => Math.round(r.getBoundingClientRect().top));
      return tops.filter(t => t === tops[0]).length;
    });
    expect(columns).toBe(5);
  });

  await test.step('on a phone the appearance cards are rows: "Follows your system" keeps to one or two lines', async () => {
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    const hint = page.locator('.mode-choice__hint').filter({ hasText: 'Follows your system' });
    // retried: the cards become rows as the layout follows the new width
    await expect
      .poll(async () =>
        Math.round(
          await hint.evaluate(el => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
        ),
      )
      .toBeLessThanOrEqual(2);
    // the font size slider's label starts where the other sections' labels do
    await expect
      .poll(async () => {
        const [slider, colours] = await Promise.all([
          page.locator('.font-size__slider').boundingBox(),
          page.locator('.settings-section').nth(1).boundingBox(),
        ]);
        return Math.abs(slider!.x - colours!.x);
      })
      .toBeLessThan(1);
    await page.setViewportSize(viewport);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(viewport.width);
  });

  await test.step('keyboard: each group is one tab stop, arrows choose; the slider takes arrows, Home and End', async () => {
    const light = page.locator(ax('radio', { name: /^Light/ }));
    const dark = page.locator(ax('radio', { name: /^Dark/ }));
    const auto = page.locator(ax('radio', { name: /^Auto/ }));
    await expect(auto).toHaveJSProperty('checked', true);
    await auto.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(dark).toHaveJSProperty('checked', true);
    await expect(dark).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => shownSnackbars(page)).toContain('Theme changed to dark');
    await page.keyboard.press('ArrowLeft');
    await expect(light).toHaveJSProperty('checked', true);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    // Tab leaves the appearance group and lands on the checked swatch (one tab stop)
    await page.keyboard.press('Tab');
    const signalBlue = page.locator(ax('radio', { name: 'Signal Blue' }));
    await expect(signalBlue).toBeFocused();
    await expect(signalBlue).toHaveJSProperty('checked', true);
    await page.keyboard.press('ArrowRight');
    const royal = page.locator(ax('radio', { name: 'Royal' }));
    await expect(royal).toHaveJSProperty('checked', true);
    await expect.poll(() => rootVar(page, '--ds-primary')).toBe('#3451d1');
    await expect.poll(() => rootVar(page, '--ds-secondary')).toBe(inverseColor('#3451d1'));
    await expect.poll(() => shownSnackbars(page)).toContain('Primary color set to Royal');

    // Tab again: the font-size slider
    await page.keyboard.press('Tab');
    const slider = page.getByRole('slider', { name: 'Base font size' });
    await expect(slider).toBeFocused();
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '15');
    await expect(slider).toHaveAttribute('aria-valuetext', '15 px');
    await expect.poll(() => rootFontSize(page)).toBe('15px');
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '13');
    await expect.poll(() => rootFontSize(page)).toBe('13px');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '14');
    await expect.poll(() => rootFontSize(page)).toBe('14px');

    // Tab again: Reset, pressed with Enter
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Reset' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSnackbars(page)).toContain('Settings have been successfully reset');
    await expect(auto).toHaveJSProperty('checked', true);
    await expect(signalBlue).toHaveJSProperty('checked', true);
    await expect.poll(() => rootVar(page, '--ds-primary')).toBe('#0066ff');
    await expect.poll(() => stored(page)).toEqual({ mode: null, colors: null, fontSize: null });
  });

  await test.step('the settings persist across a reload and say so', async () => {
    await expect(storageLine(page)).toHaveText('Saved in this browser.');
    await page.locator(ax('radio', { name: /^Dark/ })).click();
    await page.locator(ax('radio', { name: 'Jade' })).click();
    const slider = page.getByRole('slider', { name: 'Base font size' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect
      .poll(() => stored(page))
      .toEqual({
        mode: 'dark',
        colors: JSON.stringify({ colorPrimary: '#0a9b72', colorSecondary: inverseColor('#0a9b72') }),
        fontSize: '15',
      });
    await page.reload();
    await waitForPage(page);
    await expect(page.locator(ax('radio', { name: /^Dark/ }))).toHaveJSProperty('checked', true);
    await expect(page.locator(ax('radio', { name: 'Jade' }))).toHaveJSProperty('checked', true);
    await expect(slider).toHaveAttribute('aria-valuenow', '15');
    await expect.poll(() => rootFontSize(page)).toBe('15px');
    await expect(storageLine(page)).toHaveText('Saved in this browser.');
    await resetSettings(page);
  });

  await test.step('mouse: a click on a card, a swatch and the slider track chooses', async () => {
    // choosing is idempotent, so the click may be repeated: on a loaded CI machine one click landed
    // while the page's late styles still moved the cards
    await expect(async () => {
      await page.locator(ax('radio', { name: /^Dark/ })).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 1000 });
    }).toPass();
    await page.locator(ax('radio', { name: 'Forest' })).click();
    await expect(page.locator(ax('radio', { name: 'Forest' }))).toHaveJSProperty('checked', true);
    await expect.poll(() => rootVar(page, '--ds-primary')).toBe('#2a8740');
    await expect.poll(() => shownSnackbars(page)).toContain('Primary color set to Forest');

    // locator.click scrolls the track into view and waits until nothing (a snackbar) covers the point
    const track = page.locator('main ds-slider').locator('[part~="track"]');
    const { width, height } = (await track.boundingBox())!;
    await track.click({ position: { x: width - 2, y: height / 2 } });
    await expect(page.getByRole('slider', { name: 'Base font size' })).toHaveAttribute('aria-valuenow', '15');
    await expect.poll(() => rootFontSize(page)).toBe('15px');
    await track.click({ position: { x: 2, y: height / 2 } });
    await expect(page.getByRole('slider', { name: 'Base font size' })).toHaveAttribute('aria-valuenow', '13');
    await expect.poll(() => rootFontSize(page)).toBe('13px');
    await resetSettings(page);
  });

  await test.step('a write that fails later turns the line to "Not saved", and a good one back', async () => {
    await expect(storageLine(page)).toHaveText('Saved in this browser.');
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      (window as unknown as { restoreStorage: () => void }).restoreStorage = () =>
        (Storage.prototype.setItem = setItem);
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    await page.locator(ax('radio', { name: /^Dark/ })).click();
    await expect(storageLine(page)).toHaveText("Not saved: this browser's storage is full.");
    await page.evaluate(() => (window as unknown as { restoreStorage: () => void }).restoreStorage());
    await page.locator(ax('radio', { name: /^Light/ })).click();
    await expect(storageLine(page)).toHaveText('Saved in this browser.');
    await resetSettings(page);
  });

  await test.step('under forced colours the previews keep their colours and the choices stay visible', async () => {
    await page.emulateMedia({ forcedColors: 'active' });
    // the light and dark previews still differ (they are pictures of the themes)
    const previews = page.locator('.mode-choice__preview');
    await expect
      .poll(() => previews.evaluateAll(all => all.map(p => getComputedStyle(p).backgroundImage)))
      .toEqual([
        expect.stringContaining('gradient'),
        expect.stringContaining('gradient'),
        expect.stringContaining('gradient'),
      ]);
    const light = await previews.nth(0).screenshot();
    const dark = await previews.nth(1).screenshot();
    expect(light.equals(dark)).toBe(false);
    // the checked card and the checked swatch look unlike their unchecked neighbours' selves
    const card = page.locator(ax('radio', { name: /^Dark/ }));
    const swatch = page.locator(ax('radio', { name: 'Royal' }));
    await page.mouse.move(0, 0);
    const cardBefore = await card.screenshot();
    const swatchBefore = await swatch.screenshot();
    await card.click();
    await swatch.click();
    await expect(swatch).toHaveJSProperty('checked', true);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await card.screenshot()).equals(cardBefore)).toBe(false);
    await expect.poll(async () => (await swatch.screenshot()).equals(swatchBefore)).toBe(false);
  });
});

for (const [what, error, text] of [
  ['blocked', 'SecurityError', 'Not saved: this browser is blocking storage.'],
  ['full', 'QuotaExceededError', "Not saved: this browser's storage is full."],
] as const) {
  test(`with storage ${what}, Settings says the settings are not saved, and still applies them`, async ({ page }) => {
    await page.addInitScript(name => {
      Storage.prototype.setItem = () => {
        throw new DOMException('refused', name);
      };
    }, error);
    await page.reload();
    await waitForPage(page);
    await expect(storageLine(page)).toHaveText(text);
    await expect(page.getByText('Saved in this browser.')).toHaveCount(0);
    await page.locator(ax('radio', { name: /^Dark/ })).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(storageLine(page)).toHaveText(text);
  });
}

// Settings at rest: page-matrix.e2e.ts. Here its storage line when storage is blocked.
test('axe finds nothing in the storage line when storage is blocked, light or dark', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('refused', 'SecurityError');
    };
  });
  await page.reload();
  await waitForPage(page);
  await expect(storageLine(page)).toHaveText('Not saved: this browser is blocking storage.');
  expect(await axeViolations(page, storageLine(page))).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await contrastViolations(page, storageLine(page))).toEqual([]);
});
