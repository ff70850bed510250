import type { Locator, Page } from '@playwright/test';
import { SEED_ERROR } from '../react-app/pages/tools/blob-generator/blob-state';
import { card } from './docs-helpers';
import { expect, test, waitForPage } from './fixtures';
import {
  allowClipboard,
  BAD_ENTRIES,
  BAD_TEXTS,
  expectPageStillRenders,
  pasteInto,
  seededRandom,
} from './robustness-helpers';

// A page here shows the Quick Demos weather: the services' recorded answers (fixtures.ts).
test.use({ recordedWeather: true });

/**
 * Robustness sweep (1 of 3): very long text, emoji, RTL text and pasted garbage in every
 * field a visitor can type in, and the calculator's keys mashed. The `problems` fixture fails any
 * test that logs a console error or throws a page error; each step checks the page still renders.
 */

// Each test types thousands of characters: room for two busy cores (16 minutes for the sweep at a load of 20).
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPage(page);
}

/** Fills each bad text into the field; the page and the field survive each. */
async function fillEachBadText(page: Page, field: Locator, afterEach?: (name: string) => Promise<void>) {
  for (const [name, text] of BAD_ENTRIES) {
    await test.step(name, async () => {
      await field.fill(text);
      await expectPageStillRenders(page);
      await expect(field).toBeVisible();
      await afterEach?.(name);
    });
  }
}

const primary = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ds-primary').trim());

const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search the site' });

test.describe('search', () => {
  const status = (page: Page) => page.getByRole('status').filter({ hasText: /result|characters|search/i });

  test('/Search takes every bad text and says what it found', async ({ page }) => {
    await open(page, '/Search');
    await fillEachBadText(page, searchbox(page), async name => {
      await expect(status(page)).toHaveText(/\S/);
      if (name === 'very long text')
        await expect(status(page)).toHaveText('No results: a search can be at most 100 characters long.');
    });
    // still searches afterwards
    await searchbox(page).fill('slider');
    await expect(page.locator('[data-search-result]').first()).toBeVisible();
  });
});

/**
 * Pastes each bad text. The field keeps only hex characters, at most 6, so garbage
 * becomes at most a colour made of its hex letters; Enter commits a colour or reverts, never breaks
 * the theme. `theme` is what the primary must be afterwards (a pattern when the paste may apply).
 */
async function pasteEachBadText(page: Page, hex: Locator, theme: string | RegExp) {
  for (const [name, text] of BAD_ENTRIES) {
    await test.step(name, async () => {
      await pasteInto(page, hex, text);
      await expect(hex).toHaveValue(/^[0-9a-f]{0,6}$/i);
      await hex.press('Enter');
      await expect(hex).toHaveValue(/^[0-9a-f]{6}$/i);
      await expectPageStillRenders(page);
      await expect.poll(() => primary(page)).toMatch(theme);
    });
  }
}

test.describe('the hex field of the colour pickers (real pastes)', () => {
  test.beforeEach(async ({ context }) => {
    await allowClipboard(context);
  });

  test('Colors: both pickers take pasted garbage; the theme changes only by Set', async ({ page }) => {
    await open(page, '/Components/Colors');
    for (const role of ['Primary', 'Secondary'] as const) {
      const picker = page
        .locator(`.cs-choice[data-role="${role.toLowerCase()}"]`)
        .getByRole('group', { name: `${role} colour` });
      const hex = picker.getByRole('textbox', { name: 'Hex color' });
      await pasteEachBadText(page, hex, '#0066ff');
      await pasteInto(page, hex, 'fafafa');
      await expect(picker.getByText('Unsupported Color')).toBeVisible();
      await expect(card(page, 'Theme colours').getByRole('button', { name: `Set as ${role}` })).toBeDisabled();
    }
  });

  test('Modal page: the "Pick a primary colour" picker refuses garbage and an unsupported colour', async ({ page }) => {
    await open(page, '/Components/Modal');
    await page.getByRole('button', { name: 'Pick a primary colour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Primary colour' });
    await expect(dialog).toBeVisible();
    const picker = page.locator('ds-modal ds-color-picker');
    const hex = picker.getByRole('textbox', { name: 'Hex color' });
    await pasteEachBadText(page, hex, '#0066ff'); // the theme changes only by "Set as Primary"
    await pasteInto(page, hex, '#FAFAFA');
    await expect(picker.getByText('Unsupported Color')).toBeVisible();
    await expect(page.locator('ds-modal').getByRole('button', { name: 'Set as Primary' })).toBeDisabled();
    await pasteInto(page, hex, '1f7a4d');
    await page.locator('ds-modal').getByRole('button', { name: 'Set as Primary' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => primary(page)).toBe('#1f7a4d');
  });
});

test.describe('the tools', () => {
  test('Blob Generator: the seed field says what it expects and keeps the blob', async ({ page }) => {
    await open(page, '/Tools/BlobGenerator');
    const seed = page.getByRole('textbox', { name: 'Seed' });
    const blob = page.locator('main ds-blob').first();
    const before = await blob.getAttribute('seed');
    await fillEachBadText(page, seed, async () => {
      await expect(page.getByText(SEED_ERROR)).toBeVisible();
      await expect(blob).toHaveAttribute('seed', before ?? '');
    });
    await seed.fill('42');
    await expect(page.getByText(SEED_ERROR)).toHaveCount(0);
  });

  test('Dot Icon Maker: raw data import refuses garbage with its message, the drawing unchanged', async ({ page }) => {
    await open(page, '/Tools/DotIconMaker');
    const raw = page.getByRole('textbox', { name: 'Raw data' });
    await fillEachBadText(page, raw, async () => {
      await page.getByRole('button', { name: 'Import' }).click();
      await expect(page.getByText(/is not a dot number from 0 to 255\. Your drawing is unchanged\./)).toBeVisible();
    });
    await raw.fill('0, 17, 34');
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText(/is not a dot number/)).toHaveCount(0);
  });
});

test.describe('form fields', () => {
  test('Input & Forms: every field takes every bad text', async ({ page }) => {
    test.setTimeout(240_000); // seven fields × four texts
    await open(page, '/Components/InputsAndForms');
    const main = page.locator('main');
    const names = [
      'Name',
      'Email',
      'Message',
      'Current password',
      'New password',
      'Repeat new password',
      'Email address',
    ];
    for (const name of names) {
      await test.step(name, async () => {
        const field = main.getByRole('textbox', { name: new RegExp(`^${name}`) }).first();
        await fillEachBadText(page, field);
      });
    }
    // the feedback form refuses an invalid email with its own message, and the page stays
    await main
      .getByRole('textbox', { name: /^Email/ })
      .first()
      .fill(BAD_TEXTS['RTL text']);
    await main
      .getByRole('textbox', { name: /^Email/ })
      .first()
      .blur();
    await expectPageStillRenders(page);
  });

  test('Icons: the icon search takes every bad text', async ({ page }) => {
    await open(page, '/Components/Icons');
    await fillEachBadText(page, page.getByRole('searchbox', { name: 'Search icons' }).first());
  });

  test('Tooltip & Popover: the quick note takes every bad text', async ({ page }) => {
    await open(page, '/Components/TooltipAndPopover');
    await page
      .getByRole('button', { name: /quick note/i })
      .first()
      .click();
    const note = page.getByRole('textbox', { name: /^Note/ });
    await expect(note).toBeVisible();
    await fillEachBadText(page, note);
  });
});

// One load of /About for the search popup and Change Theme, one of Quick Demos for the unit converter and
// the calculator: each old test is a step. The clipboard is allowed only for the steps that paste, as before.
test('/About: the Ctrl+K popup and the Change Theme picker take every bad text', async ({ page, context }) => {
  test.setTimeout(240_000); // two sweeps of typing and pasting
  await open(page, '/About');

  await test.step('the Ctrl+K popup takes every bad text, then closes with Escape', async () => {
    await page.keyboard.press('ControlOrMeta+K');
    const popup = page.getByRole('dialog', { name: 'Customized Popup' });
    await expect(popup).toBeVisible();
    await fillEachBadText(page, searchbox(page), async () => {
      await expect(popup).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expectPageStillRenders(page);
  });

  await test.step('Change Theme: pasted garbage keeps only hex digits; a too-light colour says "Unsupported Color"', async () => {
    await allowClipboard(context);
    await page.getByRole('button', { name: 'Change Theme' }).click();
    const picker = page.locator('ds-modal ds-color-picker');
    const hex = picker.getByRole('textbox', { name: 'Hex color' });
    await expect(hex).toHaveValue('0066ff');
    await pasteEachBadText(page, hex, /^#[0-9a-f]{6}$/);

    await pasteInto(page, hex, '#FAFAFA');
    await expect(hex).toHaveValue('FAFAFA');
    await expect(picker.getByText('Unsupported Color')).toBeVisible();
    await hex.press('Enter');
    await expect.poll(() => primary(page)).not.toBe('#fafafa');

    await pasteInto(page, hex, '  #1F7A4D\n');
    await hex.press('Enter');
    await expect.poll(() => primary(page)).toBe('#1f7a4d');
  });
});

test('Quick Demos: the unit converter and the calculator survive bad input', async ({ page, context }) => {
  test.setTimeout(240_000); // two sweeps of typing and pasting
  await open(page, '/Components/QuickDemos');

  // What any sequence of presses does to the calculator's state is a property test of thousands of
  // sequences (calculator-state.unit.test.ts, "property: whatever is pressed, …"); here the page only
  // has to map each key to its action and survive a mash: every key once, then seeded random ones.
  await test.step('mashed keys (every key, then 60 seeded), then the display shows a value and "=" works', async () => {
    const calculator = card(page, 'Calculator');
    const expression = calculator.getByRole('textbox', { name: 'Expression' });
    const result = calculator.getByTestId('calculator-result');
    const random = seededRandom(12);
    const keys = [...'0123456789+-*/x.=', 'Enter', 'Backspace', 'Escape', 'Delete'];
    const presses = [...keys, ...Array.from({ length: 60 }, () => keys[Math.floor(random() * keys.length)]!)];
    await expression.focus();
    for (const key of presses) await page.keyboard.press(key);
    await expect(expression).toHaveValue(/^[\d.,+−×÷]+$/);
    await expectPageStillRenders(page);
    // "=" still works: a fresh sum gives its result
    await page.keyboard.press('Escape');
    await page.keyboard.type('7*6');
    await page.keyboard.press('=');
    await expect(result).toHaveText('Result: 42');
  });

  await test.step('number fields: odd numbers, typed garbage and pasted garbage never break the conversion', async () => {
    await allowClipboard(context);
    const converter = card(page, 'Unit converter');
    const grams = converter.getByRole('spinbutton', { name: 'Gram (g)', exact: true });
    const milligrams = converter.getByRole('spinbutton', { name: 'Milligram (mg)', exact: true });
    for (const value of ['1e308', '-1e308', '99999999999999999999999', '0.000000000001', '-0', '1e-400', '0']) {
      await grams.fill(value);
      await expect(milligrams).toHaveValue(/^-?[\d.e+-]*$/);
      await expect(milligrams).not.toHaveValue(/NaN|Infinity/);
      // 1e308 g is beyond the largest number in mg: the field says so
      await expect(milligrams).toHaveAttribute('placeholder', /e308$/.test(value) ? 'Too large to show' : '0');
    }
    for (const [, text] of BAD_ENTRIES) {
      await grams.fill('');
      await grams.pressSequentially(text.slice(0, 60));
      await expect(milligrams).not.toHaveValue(/NaN|Infinity/);
      await pasteInto(page, grams, text);
      await expect(milligrams).not.toHaveValue(/NaN|Infinity/);
      await expectPageStillRenders(page);
    }
    await grams.fill('2.5');
    await expect(milligrams).toHaveValue('2500');
  });
});
