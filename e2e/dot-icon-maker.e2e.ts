import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { dotIconPresets, starterIcon } from '../content/dot-icon-presets';
import { dotsFromSvg } from '../elements/dot-grid/dot-grid-model';
import { ax, expect, recordSnackbars, shownSnackbars, test, waitForPage } from './fixtures';
import { axeViolations, contrastViolations } from './docs-helpers';

const PATH = '/Tools/DotIconMaker';
const preset = (name: string) => dotIconPresets.find(p => p.name === name)!.dots.join(',');

const grid = (page: Page) => page.locator('ds-dot-grid');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The page centre of the dot at (row, column), from the grid's SVG box. */
async function dotPoint(page: Page, row: number, column: number) {
  const box = (await grid(page).locator('svg').first().boundingBox())!;
  const cell = box.width / 16;
  return { x: box.x + cell * (column + 0.5), y: box.y + cell * (row + 0.5) };
}

async function clickDot(page: Page, row: number, column: number) {
  const { x, y } = await dotPoint(page, row, column);
  await page.mouse.click(x, y);
}

async function dragDots(page: Page, from: [number, number], to: [number, number]) {
  const a = await dotPoint(page, ...from);
  const b = await dotPoint(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

/** The dots the large preview draws, read from its circles' centres. */
const previewDots = (page: Page) =>
  page
    .getByTestId('icon-preview')
    .locator('svg')
    .first()
    .evaluate(svg =>
      [...svg.querySelectorAll('circle')]
        .map(c => ((Number(c.getAttribute('cy')) - 5) / 10) * 16 + (Number(c.getAttribute('cx')) - 5) / 10)
        .sort((a, b) => a - b)
        .join(','),
    );

const expectValue = (page: Page, value: string) => expect(grid(page)).toHaveJSProperty('value', value);

/** Opens the page on an empty grid (an empty `d=`) unless `query` gives a drawing: without one it opens on the heart. */
async function open(page: Page, query = '', { blank = true } = {}) {
  const [search = '', hash] = query.split('#');
  const withCode = !blank || /(^|[?&])d=/.test(search) ? search : `${search}${search ? '&' : '?'}d=`;
  await page.goto(PATH + withCode + (hash === undefined ? '' : `#${hash}`));
  await waitForPage(page);
  await expect(grid(page).locator('circle[role="gridcell"]')).toHaveCount(256);
}

/** Clicks Clear and waits for the empty grid. */
async function clear(page: Page) {
  await button(page, 'Clear').click();
  await expectValue(page, '');
}

test.describe('Icon Creator', () => {
  // The opening drawing depends on what is stored: this test starts in a fresh context, with nothing stored.
  test('the address: the heart or the last drawing without a code, a shared link, a bad link', async ({
    page,
    context,
  }) => {
    await test.step('opens on the heart of the Tools card, then on the last drawing; a broken stored one is ignored', async () => {
      await open(page, '', { blank: false });
      await expectValue(page, starterIcon.dots.join(','));
      await expect(page.getByText(`${starterIcon.dots.length} dots`)).toBeVisible();
      await expect(page).toHaveURL(/\?d=[\w-]{43}$/);

      await button(page, 'Moon').click();
      await expectValue(page, preset('Moon'));
      await open(page, '', { blank: false });
      await expectValue(page, preset('Moon'));

      await page.evaluate(() => localStorage.setItem('iconCreator.drawing', '{broken'));
      await open(page, '', { blank: false });
      await expectValue(page, starterIcon.dots.join(','));
    });

    await test.step('a shared link reopens the same icon; the address keeps its other parameters and hash', async () => {
      await open(page, '?ref=mail%20list#dim-preview-title');
      await button(page, 'Arrow').click();
      await clickDot(page, 15, 15);
      const value = `${preset('Arrow')},255`;
      await expectValue(page, value);
      await expect(page).toHaveURL(/\?ref=mail%20list&d=[\w-]{43}#dim-preview-title$/);
      const link = page.url();

      const other = await context.newPage();
      await other.goto(link);
      await waitForPage(other);
      await expectValue(other, value);
      await expect.poll(() => previewDots(other)).toBe(value);
      await other.close();

      await button(page, 'Clear').click();
      await expect(page).toHaveURL(/\?ref=mail%20list#dim-preview-title$/);
    });

    await test.step('a link with bad data opens an empty grid with a note', async () => {
      await open(page, '?d=not-a-drawing');
      await expectValue(page, '');
      await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toBeVisible();
      await clickDot(page, 0, 1);
      await expectValue(page, '1');
    });
  });

  // One load of the empty grid. Steps that need an empty undo history or the cursor on the first dot
  // put the page back first (Undo to the start, Clear, Ctrl+Home) and assert it is back.
  test('one blank grid: undo, touch, keyboard, mouse, presets, eraser, import, downloads, then axe', async ({
    page,
    context,
  }) => {
    test.slow(); // axe over 256 dots and the editor: over 30 s on two busy cores
    await open(page);

    await test.step('undo and redo by button and by Ctrl+Z / Shift+Ctrl+Z', async () => {
      await expect(button(page, 'Undo')).toBeDisabled();
      await button(page, 'Moon').click();
      await clickDot(page, 0, 0);
      await expectValue(page, `0,${preset('Moon')}`);

      await button(page, 'Undo').click();
      await expectValue(page, preset('Moon'));
      await button(page, 'Undo').click();
      await expectValue(page, '');
      await expect(button(page, 'Undo')).toBeDisabled();
      await button(page, 'Redo').click();
      await expectValue(page, preset('Moon'));

      await page.locator('main h1').click();
      await page.keyboard.press('ControlOrMeta+Shift+z');
      await expectValue(page, `0,${preset('Moon')}`);
      await expect(button(page, 'Redo')).toBeDisabled();
      await page.keyboard.press('ControlOrMeta+z');
      await expectValue(page, preset('Moon'));

      // in the import field, Ctrl+Z is the field's own
      await page.getByRole('textbox', { name: 'Raw data' }).fill('1');
      await page.getByRole('textbox', { name: 'Raw data' }).press('ControlOrMeta+z');
      await expectValue(page, preset('Moon'));
    });

    // back to the start of the history: nothing to undo, so the touch stroke's own undo step shows
    await button(page, 'Undo').click();
    await expectValue(page, '');
    await expect(button(page, 'Undo')).toBeDisabled();

    await test.step('draws by touch: a held touch moved across the grid turns dots on', async () => {
      const cdp = await context.newCDPSession(page);
      const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ ...point, id: 1 }] : [] });
      const start = await dotPoint(page, 8, 2);
      await touch('touchStart', start);
      for (const column of [3, 4, 5]) await touch('touchMove', await dotPoint(page, 8, column));
      await touch('touchEnd');
      await expectValue(page, '130,131,132,133');
      await expect(button(page, 'Undo')).toBeEnabled();
      await cdp.detach();
    });

    // the cursor back on the first dot, where a fresh grid has it
    await clear(page);
    await grid(page).focus();
    await page.keyboard.press('ControlOrMeta+Home');
    await expect(grid(page).locator('[role="grid"]')).toHaveAttribute('aria-activedescendant', 'dot-0');

    await test.step('draws by keyboard: arrows, Space and Shift+arrows', async () => {
      await grid(page).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      await expectValue(page, '2');
      await page.keyboard.press('Shift+ArrowDown');
      await page.keyboard.press('Shift+ArrowDown');
      await expectValue(page, '2,18,34');
      await expect(grid(page).locator('[role="grid"]')).toHaveAttribute('aria-activedescendant', 'dot-34');
      await expect(grid(page).locator('#dot-34')).toHaveAttribute('aria-label', 'Row 3, column 3, on');
      await expect.poll(() => previewDots(page)).toBe('2,18,34');
    });

    await clear(page);

    await test.step('draws by mouse: a click toggles, a drag paints, and the preview follows', async () => {
      await clickDot(page, 2, 3);
      await expectValue(page, '35');
      await clickDot(page, 2, 3);
      await expectValue(page, '');
      await dragDots(page, [5, 1], [5, 6]);
      await expectValue(page, '81,82,83,84,85,86');
      await expect.poll(() => previewDots(page)).toBe('81,82,83,84,85,86');
      await expect(page.getByText('6 dots')).toBeVisible();
    });

    await clear(page);

    await test.step('a preset replaces the drawing', async () => {
      await clickDot(page, 0, 0);
      await button(page, 'Sun').click();
      await expectValue(page, preset('Sun'));
      await button(page, 'Envelope').click();
      await expectValue(page, preset('Envelope'));
      await expect.poll(() => previewDots(page)).toBe(preset('Envelope'));
    });

    await clear(page);

    await test.step('the eraser turns dots off, and Clear empties the grid and leaves eraser mode', async () => {
      await button(page, 'Gear').click();
      const eraser = page.getByRole('button', { name: 'Eraser' });
      await expect(eraser).toHaveAttribute('aria-pressed', 'false');
      await eraser.click();
      await expect(eraser).toHaveAttribute('aria-pressed', 'true');
      await expect(grid(page)).toHaveJSProperty('eraser', true);
      await clickDot(page, 1, 7); // a dot of the gear's top tooth
      await expect(grid(page)).not.toHaveJSProperty('value', preset('Gear'));
      await expect
        .poll(() => grid(page).evaluate(el => (el as HTMLElement & { isOn(i: number): boolean }).isOn(23)))
        .toBe(false);

      await button(page, 'Clear').click();
      await expectValue(page, '');
      await expect(grid(page)).toHaveJSProperty('eraser', false);
      await expect(eraser).toHaveAttribute('aria-pressed', 'false');
      await clickDot(page, 0, 0);
      await expectValue(page, '0');
    });

    await clear(page);

    await test.step('imports raw data, and explains bad data without losing the drawing', async () => {
      await button(page, 'Sun').click();
      const field = page.getByRole('textbox', { name: 'Raw data' });
      await field.fill('1, 2, 300');
      await button(page, 'Import').click();
      await expect(page.getByText('"300" is not a dot number from 0 to 255. Your drawing is unchanged.')).toBeVisible();
      await expectValue(page, preset('Sun'));

      await field.fill('34, 17 0');
      await field.press('Enter');
      await expectValue(page, '0,17,34');
      await expect(page.getByText('is not a dot number')).toBeHidden();
      await button(page, 'Undo').click();
      await expectValue(page, preset('Sun'));
    });

    await clear(page);

    await test.step('Download saves dots-{timestamp}.svg: the same dots as the preview, and it opens as that picture', async () => {
      await button(page, 'Gear').click();
      await clickDot(page, 15, 0);
      const expected = `${preset('Gear')},240`
        .split(',')
        .map(Number)
        .sort((a, b) => a - b)
        .join(',');
      await expect.poll(() => previewDots(page)).toBe(expected);

      const downloading = page.waitForEvent('download');
      await chooseExport(page, 'Download');
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^dots-\d{8}T\d{6}\.svg$/);
      // saved under its own name, so the browser opens it as SVG (by the .svg extension)
      const file = test.info().outputPath(download.suggestedFilename());
      await download.saveAs(file);
      const svg = await readFile(file, 'utf8');
      expect(svg).toContain('fill="currentColor"');
      expect(dotsFromSvg(svg).join(',')).toBe(expected);

      // opened on its own in the browser: the same circles, drawn
      const viewer = await context.newPage();
      await viewer.goto(pathToFileURL(file).href);
      await expect(viewer.locator('circle')).toHaveCount(expected.split(',').length);
      const drawn = await viewer.locator('svg').evaluate(el =>
        [...el.querySelectorAll('circle')]
          .map(c => ((Number(c.getAttribute('cy')) - 5) / 10) * 16 + (Number(c.getAttribute('cx')) - 5) / 10)
          .sort((a, b) => a - b)
          .join(','),
      );
      expect(drawn).toBe(expected);
      await viewer.close();
    });

    // the Export menu closed again
    await expect(exportItem(page, 'Download')).toBeHidden();
    await clear(page);

    await test.step('Download PNG saves dots-{timestamp}.png with the dots where the preview has them, in the accent, black or white', async () => {
      await button(page, 'Arrow').click();
      // the accent as the page shows it (light mode: the default primary)
      const accent = await page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.color = 'var(--ds-color-accent)';
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
      expect(accent).toBe('rgb(0, 102, 255)');
      const colours = page.locator('ds-radio-group.dim-png-colour');
      await expect(colours).toHaveJSProperty('label', 'PNG colour');
      await expect(colours.locator(ax('radio', { name: 'Accent' }))).toHaveJSProperty('checked', true);
      expect(await exportedPng(page)).toEqual({ dots: preset('Arrow'), colour: accent });

      await colours.locator(ax('radio', { name: 'White' })).click();
      await expect(colours.locator(ax('radio', { name: 'White' }))).toHaveJSProperty('checked', true);
      expect(await exportedPng(page)).toEqual({ dots: preset('Arrow'), colour: 'rgb(255, 255, 255)' });

      await colours.locator(ax('radio', { name: 'Black' })).click();
      await expect(colours).toHaveJSProperty('value', 'black');
      expect(await exportedPng(page)).toEqual({ dots: preset('Arrow'), colour: 'rgb(0, 0, 0)' });
    });

    await expect(exportItem(page, 'Download PNG')).toBeHidden();
    await clear(page);

    // The page at rest: page-matrix.e2e.ts. Here with a drawing and its guides shown.
    await test.step('axe finds nothing with Gear drawn and guides shown, light or dark', async () => {
      await button(page, 'Gear').click();
      await button(page, 'Guides').click();
      await expectValue(page, preset('Gear'));
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await contrastViolations(page, 'main')).toEqual([]);
    });
  });
});

// ds-menu-item's role comes from ElementInternals, which getByRole cannot see: find items by tag and text
const exportItem = (page: Page, name: string) =>
  page.locator('ds-menu.dim-export ds-menu-item').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) });
/** The text of the focused ds-menu-item ('' when focus is elsewhere). */
const focusedItem = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.localName === 'ds-menu-item' ? (active.textContent ?? '').trim() : '';
  });

async function chooseExport(page: Page, item: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  await exportItem(page, item).click();
}

/** Downloads the PNG and decodes it in the page: the dots drawn (opaque centres) and the colour of the first. */
async function exportedPng(page: Page) {
  const downloading = page.waitForEvent('download');
  await chooseExport(page, 'Download PNG');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dots-\d{8}T\d{6}\.png$/);
  const png = await readFile((await download.path())!);
  expect([...png.subarray(1, 4)].map(c => String.fromCharCode(c)).join('')).toBe('PNG');
  return page.evaluate(async (base64: string) => {
    const img = new Image();
    img.src = `data:image/png;base64,${base64}`;
    await img.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const cell = img.width / 16;
    const on: number[] = [];
    let colour = '';
    for (let i = 0; i < 256; i++) {
      const x = Math.floor((i % 16) * cell + cell / 2);
      const y = Math.floor(Math.floor(i / 16) * cell + cell / 2);
      const [r, g, b, a] = ctx.getImageData(x, y, 1, 1).data;
      if (a! > 128) {
        on.push(i);
        colour ||= `rgb(${r}, ${g}, ${b})`;
      }
    }
    return { dots: on.join(','), colour };
  }, png.toString('base64'));
}

/** Empties the snackbars recorded so far (see recordSnackbars), so the next step reads only its own. */
async function forgetSnackbars(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { shownSnackbars: string[] }).shownSnackbars.length = 0;
  });
  await expect.poll(() => shownSnackbars(page)).toEqual([]);
}

test.describe('Icon Creator export', () => {
  test.describe('clipboard allowed', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('Copy and Copy Raw Data by mouse, and the Export menu by keyboard', async ({ page }) => {
      await recordSnackbars(page);
      await open(page);

      await test.step('Copy puts the SVG on the clipboard and says "SVG copied to clipboard"', async () => {
        await button(page, 'Moon').click();
        await chooseExport(page, 'Copy');
        await expect.poll(() => shownSnackbars(page)).toEqual(['SVG copied to clipboard']);
        const text = await page.evaluate(() => navigator.clipboard.readText());
        expect(dotsFromSvg(text).join(',')).toBe(preset('Moon'));
        expect(text).toContain('fill="currentColor"');
        await expect(exportItem(page, 'Copy')).toBeHidden();
      });

      await forgetSnackbars(page);

      await test.step('Copy Raw Data puts the indexes on the clipboard and says "Raw data copied to clipboard"', async () => {
        await button(page, 'Sun').click();
        await chooseExport(page, 'Copy Raw Data');
        await expect.poll(() => shownSnackbars(page)).toEqual(['Raw data copied to clipboard']);
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(preset('Sun'));
      });

      await forgetSnackbars(page);
      await expect(exportItem(page, 'Download')).toBeHidden();

      await test.step('the Export menu works by keyboard', async () => {
        await button(page, 'Envelope').click();
        const trigger = page.getByRole('button', { name: 'Export' });
        await trigger.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => focusedItem(page)).toBe('Download');
        await page.keyboard.press('End');
        await expect.poll(() => focusedItem(page)).toBe('Copy Raw Data');
        await page.keyboard.press('Enter');
        await expect.poll(() => shownSnackbars(page)).toEqual(['Raw data copied to clipboard']);
        await expect(trigger).toBeFocused();
      });
    });

    // Its own test: the installed clock runs the page from its first load.
    test('the copy snackbar leaves after 1000 ms', async ({ page }) => {
      await page.clock.install(); // the snackbar's timer: real time until the test runs it ahead
      await open(page);
      await button(page, 'Sun').click();
      await chooseExport(page, 'Copy');
      const snack = page.locator('ds-snackbar').filter({ hasText: 'SVG copied to clipboard' });
      await expect(snack).toBeVisible();
      await page.clock.runFor(1000);
      await expect(snack).toBeHidden();
    });
  });

  test.describe('clipboard refused', () => {
    test.beforeEach(async ({ page }) => {
      // the browser refuses the write, as when the permission is denied (Chromium itself still writes on a
      // click when the permission is set to "denied" through CDP, so the refusal is stubbed)
      await page.addInitScript(() => {
        const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
        Object.defineProperty(navigator.clipboard, 'writeText', { value: refuse, configurable: true });
      });
      await recordSnackbars(page);
    });

    test('Copy and Copy Raw Data say they failed', async ({ page }) => {
      await open(page);
      await button(page, 'Gear').click();

      await test.step('Copy says "Failed to copy"', async () => {
        await chooseExport(page, 'Copy');
        await expect.poll(() => shownSnackbars(page)).toEqual(['Failed to copy']);
      });

      await forgetSnackbars(page);
      await expect(exportItem(page, 'Copy')).toBeHidden();

      await test.step('Copy Raw Data says "Failed to copy raw data"', async () => {
        await chooseExport(page, 'Copy Raw Data');
        await expect.poll(() => shownSnackbars(page)).toEqual(['Failed to copy raw data']);
      });
    });
  });
});
