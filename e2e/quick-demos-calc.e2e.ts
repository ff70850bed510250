import type { Page } from '@playwright/test';
import { card, open } from './docs-helpers';
import { ax, expect, test } from './fixtures';

// A page here shows the Quick Demos weather: the services' recorded answers (fixtures.ts).
test.use({ recordedWeather: true });

const PATH = '/Components/QuickDemos';

test.describe('Quick Demos: calculator and unit converter', () => {
  const calculator = (page: Page) => card(page, 'Calculator');
  const key = (page: Page, name: string) => calculator(page).getByRole('button', { name, exact: true });
  const expression = (page: Page) => calculator(page).getByRole('textbox', { name: 'Expression' });
  const result = (page: Page) => calculator(page).getByTestId('calculator-result');
  const clickKeys = async (page: Page, names: string[]) => {
    for (const name of names) await key(page, name).click();
  };

  const converter = (page: Page) => card(page, 'Unit converter');
  const field = (page: Page, name: string) => converter(page).getByRole('spinbutton', { name, exact: true });
  type Which = 'First unit' | 'Second unit';
  /** A unit's ds-select: its combobox, and the list it controls. */
  const unit = (page: Page, which: Which) => converter(page).getByRole('combobox', { name: which, exact: true });
  const unitList = (page: Page, which: Which) => converter(page).getByRole('listbox', { name: which, exact: true });

  /** Chooses a unit by pointer: a click opens the list, a click on the option chooses it and closes the list. */
  async function clickUnit(page: Page, which: Which, option: string) {
    await unit(page, which).click();
    await expect(unit(page, which)).toHaveAttribute('aria-expanded', 'true');
    await unitList(page, which).getByRole('option', { name: option, exact: true }).click();
    await expect(unitList(page, which)).toBeHidden();
    await expect(unit(page, which)).toHaveText(option);
  }

  /** Chooses a unit by keyboard: `open` opens the list on an option, `keys` move, Enter chooses. */
  async function keyUnit(page: Page, which: Which, open: string, keys: string[], option: string) {
    await unit(page, which).focus();
    await page.keyboard.press(open);
    await expect(unit(page, which)).toHaveAttribute('aria-expanded', 'true');
    for (const key of keys) await page.keyboard.press(key);
    const active = unitList(page, which).getByRole('option', { name: option, exact: true });
    await expect(active).toHaveId(/^option-/);
    await expect(unit(page, which)).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(unitList(page, which)).toBeHidden();
    await expect(unit(page, which)).toHaveText(option);
    await expect(unit(page, which)).toBeFocused();
  }
  const hint = (page: Page) => converter(page).getByTestId('converter-hint');
  const category = (page: Page, name: string) => converter(page).locator(ax('radio', { name, exact: true }));

  test('one visit: the calculator by mouse and keyboard, then the unit converter (keys typed there never reach the calculator)', async ({
    page,
  }) => {
    test.slow(); // some two hundred presses and checks: room for two busy cores
    await open(page, PATH);
    const clearCalculator = async () => {
      await key(page, 'Clear').click();
      await expect(expression(page)).toHaveValue('0');
      await expect(result(page)).toHaveText('');
    };

    await test.step('the pad: 4 columns, Clear and 0 wide, = tall, in reading order', async () => {
      const keys = calculator(page).locator('ds-button');
      await expect(keys).toHaveText([
        'C',
        '÷',
        '×',
        '7',
        '8',
        '9',
        '−',
        '4',
        '5',
        '6',
        '+',
        '1',
        '2',
        '3',
        '=',
        '0',
        '.',
      ]);
      const box = async (name: string) => (await key(page, name).boundingBox())!;
      const [seven, clear, zero, equals, three] = await Promise.all(['7', 'Clear', '0', 'Equals', '3'].map(box));
      expect(clear!.width).toBeGreaterThan(seven!.width * 1.8);
      expect(zero!.width).toBeGreaterThan(seven!.width * 1.8);
      expect(equals!.height).toBeGreaterThan(seven!.height * 1.8);
      expect(equals!.x).toBeGreaterThan(three!.x);
    });

    await test.step('by mouse: lone-0 replacement, precedence, a second operator ignored, Clear', async () => {
      await expect(expression(page)).toHaveValue('0');
      await expect(result(page)).toHaveText('');

      // an operator is appended to "0"; a digit replaces a lone "0"
      await key(page, '7').click();
      await expect(expression(page)).toHaveValue('7');
      await key(page, 'Clear').click();
      await key(page, 'Plus').click();
      await expect(expression(page)).toHaveValue('0+');
      await key(page, 'Clear').click();
      await expect(expression(page)).toHaveValue('0');

      // × before +; a second operator in a row is ignored
      await clickKeys(page, ['2', 'Plus', 'Multiply', 'Minus', '3', 'Multiply', '4']);
      await expect(expression(page)).toHaveValue('2+3×4');
      await key(page, 'Equals').click();
      await expect(result(page)).toHaveText('Result: 14');
      // with a result the expression is smaller and dimmed, the result larger
      await expect(calculator(page).locator('.qd-calc__display--result')).toHaveCount(1);
      const [expressionSize, resultSize] = await Promise.all([
        expression(page).evaluate(el => parseFloat(getComputedStyle(el).fontSize)),
        result(page).evaluate(el => parseFloat(getComputedStyle(el).fontSize)),
      ]);
      expect(resultSize).toBeGreaterThan(expressionSize);
      // cleared, as the page opened
      await clearCalculator();
    });

    await test.step("by mouse: decimals, division, the locale's grouping; an edit drops the result", async () => {
      await clickKeys(page, [
        '1',
        '2',
        '3',
        '4',
        'Decimal point',
        '5',
        'Divide',
        '2',
        'Minus',
        '0',
        'Decimal point',
        '2',
        '5',
      ]);
      await expect(expression(page)).toHaveValue('1234.5÷2−0.25');
      await key(page, 'Equals').click();
      await expect(result(page)).toHaveText('Result: 617');
      await clickKeys(page, ['Multiply', '4']);
      // an edit drops the result
      await expect(result(page)).toHaveText('');
      await key(page, 'Equals').click();
      // × before −: 617.25 − 0.25 × 4
      await expect(result(page)).toHaveText('Result: 616.25');
      await key(page, 'Clear').click();
      await clickKeys(page, ['9', '9', '9', 'Plus', '1', 'Equals']);
      await expect(result(page)).toHaveText('Result: 1,000');
      // cleared, as the page opened
      await clearCalculator();
    });

    await test.step('by keyboard: digits, operators (x and * multiply), Enter, =, Backspace, Escape, Delete', async () => {
      await expression(page).focus();
      await page.keyboard.type('12/4*3');
      await expect(expression(page)).toHaveValue('12÷4×3');
      await page.keyboard.press('Enter');
      await expect(result(page)).toHaveText('Result: 9');

      await page.keyboard.press('Escape');
      await expect(expression(page)).toHaveValue('0');
      await expect(result(page)).toHaveText('');

      // a digit replaces the lone 0; "+-" keeps only the first operator; letters are ignored
      await page.keyboard.type('5x2+-a1');
      await expect(expression(page)).toHaveValue('5×2+1');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await expect(expression(page)).toHaveValue('5×2');
      await page.keyboard.press('=');
      await expect(result(page)).toHaveText('Result: 10');
      await page.keyboard.press('Delete');
      await expect(expression(page)).toHaveValue('0');

      // typing works from a focused key too; Enter there presses that key
      await page.keyboard.press('Tab');
      await expect(key(page, 'Clear')).toBeFocused();
      await page.keyboard.type('6-');
      await expect(expression(page)).toHaveValue('6−');
      await page.keyboard.press('Tab');
      await expect(key(page, 'Divide')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(expression(page)).toHaveValue('6−');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter'); // Clear
      await expect(expression(page)).toHaveValue('0');

      // after a mouse click, focus is back on the display, so Enter means "="
      await key(page, '8').click();
      await expect(expression(page)).toBeFocused();
      await page.keyboard.type('*2');
      await page.keyboard.press('Enter');
      await expect(result(page)).toHaveText('Result: 16');
      // cleared, as the page opened
      await clearCalculator();
    });

    await test.step('converts in both directions; a unit change converts again; the hint follows', async () => {
      await expect(category(page, 'Mass')).toHaveJSProperty('checked', true);
      await expect(field(page, 'Gram (g)')).toHaveValue('1');
      await expect(field(page, 'Milligram (mg)')).toHaveValue('1000');
      await expect(field(page, 'Gram (g)')).toHaveAttribute('placeholder', '0');
      await expect(hint(page)).toHaveText('Multiply the gram value by 1,000 to get the milligram value');

      await field(page, 'Gram (g)').fill('2.5');
      await expect(field(page, 'Milligram (mg)')).toHaveValue('2500');

      await field(page, 'Milligram (mg)').fill('500');
      await expect(field(page, 'Gram (g)')).toHaveValue('0.5');
      await expect(hint(page)).toHaveText('Multiply the milligram value by 0.001 to get the gram value');

      await expect(unit(page, 'First unit')).toHaveText('Gram (g)');
      await clickUnit(page, 'First unit', 'Pound (lb)');
      await expect(field(page, 'Pound (lb)')).toHaveValue('0.00110231');
      await expect(hint(page)).toHaveText('Multiply the milligram value by 0.00000220462 to get the pound value');

      await field(page, 'Pound (lb)').fill('2');
      await keyUnit(page, 'Second unit', 'ArrowDown', ['k'], 'Kilogram (kg)');
      await expect(field(page, 'Kilogram (kg)')).toHaveValue('0.907185818871279');
      await expect(hint(page)).toHaveText('Multiply the pound value by 0.453593 to get the kilogram value');

      // emptying a field empties the other, with no message
      await field(page, 'Pound (lb)').fill('');
      await expect(field(page, 'Kilogram (kg)')).toHaveValue('');
      await expect(converter(page).locator('ds-text-field [part~="error-text"]')).toHaveCount(0);

      // a result beyond the largest number says so instead of leaving the field empty
      await field(page, 'Kilogram (kg)').fill('1e308'); // 2.2e308 lb
      await expect(field(page, 'Pound (lb)')).toHaveAttribute('placeholder', 'Too large to show');
      await expect(field(page, 'Pound (lb)')).toHaveValue('');
      await field(page, 'Kilogram (kg)').fill('1');
      await expect(field(page, 'Pound (lb)')).toHaveValue('2.20462');
      await expect(field(page, 'Pound (lb)')).toHaveAttribute('placeholder', '0');
      // back to Mass in grams and milligrams, as the page opened: another category, then Mass again
      await category(page, 'Length').click();
      await expect(category(page, 'Length')).toHaveJSProperty('checked', true);
      await category(page, 'Mass').click();
      await expect(field(page, 'Gram (g)')).toHaveValue('1');
      await expect(field(page, 'Milligram (mg)')).toHaveValue('1000');
    });

    await test.step('changing category resets to 1, from the second unit to the first', async () => {
      await field(page, 'Milligram (mg)').fill('42');
      const cases = [
        ['Length', 'Centimetre (cm)', 'Millimetre (mm)', '10', 'centimetre', '10', 'millimetre'],
        ['Pressure', 'Bar (bar)', 'Pascal (Pa)', '100000', 'bar', '100,000', 'pascal'],
        ['Volume', 'Litre (L)', 'Millilitre (mL)', '1000', 'litre', '1,000', 'millilitre'],
        ['Time', 'Minute (min)', 'Second (sec)', '60', 'minute', '60', 'second'],
        ['Digital storage', 'Kilobyte (KB)', 'Byte (B)', '1024', 'kilobyte', '1,024', 'byte'],
        ['Mass', 'Gram (g)', 'Milligram (mg)', '1000', 'gram', '1,000', 'milligram'],
      ] as const;
      for (const [name, first, second, converted, from, factor, to] of cases) {
        await category(page, name).click();
        await expect(category(page, name)).toHaveJSProperty('checked', true);
        await expect(field(page, first)).toHaveValue('1');
        await expect(field(page, second)).toHaveValue(converted);
        await expect(hint(page)).toHaveText(`Multiply the ${from} value by ${factor} to get the ${to} value`);
      }
    });

    await test.step('keys typed elsewhere on the page never reach the calculator', async () => {
      const field = card(page, 'Unit converter').getByRole('spinbutton', { name: 'Gram (g)' });
      await field.fill('');
      await field.pressSequentially('42');
      await page.keyboard.press('Escape');
      await expect(field).toHaveValue('42');
      await expect(expression(page)).toHaveValue('0');
    });

    await test.step('time rounds to 5 decimals, values below 0.00001 show as 0', async () => {
      await category(page, 'Time').click();
      await keyUnit(page, 'First unit', 'Home', [], 'Second (sec)');
      await keyUnit(page, 'Second unit', 'End', [], 'Day (day)');
      await field(page, 'Second (sec)').fill('1');
      await expect(field(page, 'Day (day)')).toHaveValue('0.00001');
      await field(page, 'Second (sec)').fill('0.4');
      await expect(field(page, 'Day (day)')).toHaveValue('0');
      await field(page, 'Day (day)').fill('0.5');
      await expect(field(page, 'Second (sec)')).toHaveValue('43200');
    });
  });
});

test.describe('Quick Demos: calculator errors', () => {
  const calculator = (page: Page) => card(page, 'Calculator');
  const expression = (page: Page) => calculator(page).getByRole('textbox', { name: 'Expression' });
  const result = (page: Page) => calculator(page).getByTestId('calculator-result');
  const shownError = (page: Page) =>
    page.locator('ds-snackbar:not([exiting])').filter({ hasText: 'Check your expression.' });
  const hideReasons = (page: Page) => page.evaluate(() => (window as unknown as { hides: string[] }).hides);

  // The page's clock is Playwright's: the 2000 ms are measured exactly, however busy the machine.
  test.beforeEach(async ({ page }) => {
    test.slow(); // many steps: room for two busy cores
    await page.clock.install();
    await open(page, PATH);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.evaluate(() => {
      const hides: string[] = [];
      Object.assign(window, { hides });
      document
        .querySelector('ds-snackbar-host')!
        .addEventListener('ds-hide', event => hides.push((event as CustomEvent<{ reason: string }>).detail.reason));
    });
  });

  test('a failed evaluation clears the result and says "Check your expression." for 2000 ms, replacing the last one', async ({
    page,
  }) => {
    await expression(page).focus();
    await page.keyboard.type('9-3');
    await page.keyboard.press('Enter');
    await expect(result(page)).toHaveText('Result: 6');

    // no guard against several decimal points: the expression fails at "="
    await page.keyboard.press('Escape');
    await page.keyboard.type('1.2.3');
    await expect(expression(page)).toHaveValue('1.2.3');
    await page.keyboard.press('Enter');
    await expect(shownError(page)).toBeVisible();
    await expect(result(page)).toHaveText('');
    await expect(shownError(page)).toHaveJSProperty('duration', 2000);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            document.querySelector('ds-snackbar-host') as unknown as { items: { message: string; source?: string }[] }
          ).items.map(item => `${item.message} (${item.source})`),
        ),
      )
      .toEqual(['Check your expression. (quick-demos-calculator)']);

    // a second failure (a division by zero) replaces the first instead of piling up
    await page.clock.runFor(1000);
    await page.keyboard.press('Escape');
    await page.keyboard.type('4/0');
    await page.keyboard.press('Enter');
    await expect.poll(() => hideReasons(page)).toEqual(['replace']);
    await expect(shownError(page)).toHaveCount(1);
    await expect(result(page)).toHaveText('');

    // it stays its 2000 ms, then leaves
    await page.clock.runFor(1900);
    await expect(shownError(page)).toHaveCount(1);
    await page.clock.runFor(200);
    await expect.poll(() => hideReasons(page)).toEqual(['replace', 'timeout']);
    await page.clock.runFor(500);
    await expect(page.locator('ds-snackbar').filter({ hasText: 'Check your expression.' })).toHaveCount(0);

    // a trailing operator fails too
    await page.keyboard.press('Backspace');
    await expect(expression(page)).toHaveValue('4÷');
    await page.keyboard.press('=');
    await expect(shownError(page)).toHaveCount(1);
  });
});
