import type { Page } from '@playwright/test';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, STORAGE_KEYS } from '../elements/tokens/settings-store';
import { ax, expect, test, waitForPage } from './fixtures';
import { allowClipboard, BAD_ENTRIES, expectPageStillRenders, pasteInto } from './robustness-helpers';
import { WEATHER_HOSTS } from './weather-routes';

// A page here shows the Quick Demos weather: the services' recorded answers (fixtures.ts).
test.use({ recordedWeather: true });

/**
 * Robustness sweep (2 of 3): storage full, storage disabled and corrupt stored values;
 * settings survive a sweep of bad input and a reload; the weather demo offline. The `problems`
 * fixture fails any test that logs a console error or throws a page error.
 */

const rootVar = (page: Page, name: string) =>
  page.evaluate(n => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const html = (page: Page) => page.locator('html');
const storageLine = (page: Page) => page.locator('main .settings-storage');
const themeDot = (page: Page) => page.locator('.theme-dot');
const fontSlider = (page: Page) => page.getByRole('slider', { name: 'Base font size' });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPage(page);
}

/** Toggles the theme with the header's dot and expects the page to follow. */
async function toggleTheme(page: Page) {
  const next = (await themeDot(page).getAttribute('aria-label'))!.includes('dark') ? 'dark' : 'light';
  await themeDot(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', next);
}

/** Chooses a primary swatch in the Change Theme modal, expects the theme to follow, and closes it. */
async function changeThemeTo(page: Page, swatch: string) {
  await page.getByRole('button', { name: 'Change Theme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Theme' });
  await expect(dialog).toBeVisible();
  const picker = page.locator('ds-modal ds-color-picker');
  const hex = await picker.evaluate(
    (element, name) =>
      (element as unknown as { swatches: { code: string; name: string }[] }).swatches.find(s => s.name === name)!.code,
    swatch,
  );
  await picker.getByRole('button', { name: swatch }).click();
  await expect.poll(() => rootVar(page, '--ds-primary')).toBe(hex.toLowerCase());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Everything a visitor can change works in the session; Settings says it is not saved. */
async function expectSettingsWorkUnsaved(page: Page, notSaved: string) {
  await open(page, '/Settings');
  await toggleTheme(page);
  await toggleTheme(page);
  await page.locator(ax('radio', { name: /^Dark/ })).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.locator(ax('radio', { name: 'Royal' })).click();
  await expect.poll(() => rootVar(page, '--ds-primary')).toBe('#3451d1');
  await fontSlider(page).focus();
  await page.keyboard.press('End');
  await expect(fontSlider(page)).toHaveAttribute('aria-valuenow', '15');
  await expect.poll(() => rootFontSize(page)).toBe('15px');
  await expect(storageLine(page)).toHaveText(notSaved);
  await changeThemeTo(page, 'Scarlet');
  await expect(storageLine(page)).toHaveText(notSaved);
  // other pages work too, with the session's settings
  await page.getByRole('link', { name: /About/ }).first().click();
  await waitForPage(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
}

test.describe('storage that refuses', () => {
  test('storage full (every write throws QuotaExceededError): everything works, Settings says not saved', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await expectSettingsWorkUnsaved(page, "Not saved: this browser's storage is full.");
  });

  test('storage disabled (reading localStorage throws SecurityError): everything works, Settings says not saved', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    await expectSettingsWorkUnsaved(page, 'Not saved: this browser is blocking storage.');
  });
});

const CORRUPT: Record<string, Record<string, string>> = {
  'unknown words': { themeMode: 'purple', selectedColors: 'red', fontSize: 'big' },
  'broken JSON and numbers out of range': {
    themeMode: '',
    selectedColors: '{"colorPrimary":',
    fontSize: '1e9',
  },
  'wrong types and injected text': {
    themeMode: '{"mode":"dark"}',
    selectedColors: '{"colorPrimary":"javascript:alert(1)","colorSecondary":12,"__proto__":{"polluted":true}}',
    fontSize: '-12',
  },
  'emoji, RTL and very long values': {
    themeMode: BAD_ENTRIES.map(([, text]) => text).join(''),
    selectedColors: '["#ff0000"]',
    fontSize: 'NaN',
  },
};

test.describe('corrupt stored values', () => {
  for (const [name, values] of Object.entries(CORRUPT)) {
    test(`${name}: the defaults apply, and a new choice is saved`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.addInitScript(stored => {
        // once: the app's own writes later in the test must stand
        if (sessionStorage.getItem('corrupted')) return;
        sessionStorage.setItem('corrupted', '1');
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      }, values);
      await open(page, '/Settings');
      await expect(html(page)).toHaveAttribute('data-theme', 'auto');
      await expect.poll(() => rootVar(page, '--ds-primary')).toBe(DEFAULT_PRIMARY);
      await expect.poll(() => rootVar(page, '--ds-secondary')).toBe(DEFAULT_SECONDARY);
      await expect(page.locator(ax('radio', { name: /^Auto/ }))).toHaveJSProperty('checked', true);
      await expect.poll(() => page.evaluate(() => 'polluted' in Object.prototype)).toBe(false);
      await expect(fontSlider(page)).toHaveAttribute('aria-valuenow', /^\d+$/);

      await toggleTheme(page);
      await page.locator(ax('radio', { name: 'Royal' })).click();
      await expect(storageLine(page)).toHaveText('Saved in this browser.');
      await page.reload();
      await waitForPage(page);
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await expect.poll(() => rootVar(page, '--ds-primary')).toBe('#3451d1');
    });
  }
});

test('no lost setting: settings made, a sweep of bad input, a reload — the settings are still there', async ({
  page,
  context,
}) => {
  test.slow();
  await allowClipboard(context);
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/Settings');
  await page.locator(ax('radio', { name: /^Dark/ })).click();
  await page.locator(ax('radio', { name: 'Royal' })).click();
  await fontSlider(page).focus();
  await page.keyboard.press('End');
  await expect(fontSlider(page)).toHaveAttribute('aria-valuenow', '15');
  await expect(storageLine(page)).toHaveText('Saved in this browser.');
  const saved = await page.evaluate(keys => Object.values(keys).map(k => localStorage.getItem(k)), STORAGE_KEYS);

  // the sweep: every bad text in the search, the Change Theme hex field (pasted, then Escape) and the Colors pickers
  await page.keyboard.press('ControlOrMeta+K');
  const searchbox = page.getByRole('searchbox', { name: 'Search the site' });
  for (const [, text] of BAD_ENTRIES) await searchbox.fill(text);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Change Theme' }).click();
  const hex = page.locator('ds-modal ds-color-picker').getByRole('textbox', { name: 'Hex color' });
  for (const text of ['שלום 👩‍👩‍👧‍👦 zzz', 'مرحبا', '\u0000<>{}', 'x'.repeat(10_000)]) {
    await pasteInto(page, hex, text);
    await expect(hex).toHaveValue('');
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Change Theme' })).toBeHidden();
  await open(page, '/Components/Colors');
  for (const [, text] of BAD_ENTRIES)
    await pasteInto(
      page,
      page.locator('.cs-choice[data-role="primary"]').getByRole('textbox', { name: 'Hex color' }),
      text,
    );
  await expectPageStillRenders(page);

  await page.reload();
  await waitForPage(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => rootVar(page, '--ds-primary')).toBe('#3451d1');
  await expect.poll(() => rootFontSize(page)).toBe('15px');
  await expect
    .poll(() => page.evaluate(keys => Object.values(keys).map(k => localStorage.getItem(k)), STORAGE_KEYS))
    .toEqual(saved);
});

test('offline weather: the error text shows, and Retry works once the network is back', async ({ page, problems }) => {
  await page.route(WEATHER_HOSTS, route => route.abort('internetdisconnected'));
  await open(page, '/Components/QuickDemos');
  const panel = page.getByTestId('weather-panel');
  await expect(panel.getByText('Unable to fetch weather data.', { exact: true })).toBeVisible();
  await expect(panel.getByText('Please try again.', { exact: true })).toBeVisible();
  await expect(panel).toHaveAttribute('data-status', 'error');

  // a Retry while still offline fails the same way
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByText('Unable to fetch weather data.', { exact: true })).toBeVisible();

  // back online: the context's recorded answers serve again
  await page.unroute(WEATHER_HOSTS);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByText('Unable to fetch weather data.', { exact: true })).toHaveCount(0);
  // the live answer, no longer the sample reading shown meanwhile
  await expect(panel).toHaveAttribute('data-reading', 'live');
  await expect(page.getByTestId('weather-temperature')).toHaveText(/^-?\d+°C$/);
  // The browser logs each request that failed for want of a network; nothing else may be logged.
  problems.splice(0, problems.length, ...problems.filter(p => !/Failed to load resource: net::ERR_/.test(p)));
});
