import type { Locator, Page } from '@playwright/test';
import { card, code, open } from './docs-helpers';
import { ax, expect, test } from './fixtures';

const TYPOGRAPHY_PATH = '/Components/Typography';
const MOTION_PATH = '/Components/Motion';
/** A demo card by its heading. */
/** The code panel of a demo's snippet (whichever tab is shown). */
/** A computed style as a number of pixels. */
const px = (locator: Locator, property: string) =>
  locator.evaluate((el, name) => parseFloat(getComputedStyle(el).getPropertyValue(name)), property);

test.describe('Typography', () => {
  test.beforeEach(async ({ page }) => open(page, TYPOGRAPHY_PATH));

  // One load: each old test is a step; each ends with its card's Reset (checked), and the step that
  // narrows the window comes last.
  test('the text controls, the specimen, the character grid and the type scale', async ({ page }) => {
    test.slow(); // three visits' worth of checks on one page
    await test.step('each text control changes the style it names and the code; Reset shows after a change and restores', async () => {
      const demo = card(page, 'Text');
      const sample = page.getByTestId('text-sample');
      const reset = demo.getByRole('button', { name: 'Reset' });
      const defaultCode = '<p style="font-size: var(--ds-font-size-l); line-height: 1.2">Good type goes unnoticed.</p>';
      await expect(code(demo)).toHaveText(defaultCode);
      await expect(reset).toHaveCount(0);
      await expect(sample).toHaveCSS('font-weight', '400');
      await expect(sample).toHaveCSS('text-align', 'left');
      await expect(sample).toHaveCSS('text-transform', 'none');
      const rootPx = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      await expect(sample).toHaveCSS('font-size', `${1.25 * rootPx}px`);
      const defaultColour = await sample.evaluate(el => getComputedStyle(el).color);

      // Weight: 300/400/600/700/800
      await demo.locator(ax('radio', { name: '700', exact: true })).click();
      await expect(sample).toHaveCSS('font-weight', '700');
      await expect(reset).toBeVisible();
      await demo.locator(ax('radio', { name: '300', exact: true })).click();
      await expect(sample).toHaveCSS('font-weight', '300');

      // Line height 1–1.5 step 0.1, default 1.2
      const lineHeight = demo.getByRole('slider', { name: 'Line height' });
      await expect(lineHeight).toHaveAttribute('aria-valuenow', '1.2');
      await lineHeight.focus();
      await page.keyboard.press('ArrowRight');
      await expect(lineHeight).toHaveAttribute('aria-valuenow', '1.3');
      await expect.poll(() => px(sample, 'line-height')).toBeCloseTo(1.3 * 1.25 * rootPx, 1);
      await page.keyboard.press('End');
      await expect.poll(() => px(sample, 'line-height')).toBeCloseTo(1.5 * 1.25 * rootPx, 1);

      // Size: the type-scale tokens, L by default
      const size = demo.getByRole('slider', { name: 'Size' });
      await expect(size).toHaveAttribute('aria-valuetext', 'L');
      await size.focus();
      await page.keyboard.press('ArrowRight');
      await expect(size).toHaveAttribute('aria-valuetext', 'XL');
      await expect(sample).toHaveCSS('font-size', `${1.5 * rootPx}px`);
      await page.keyboard.press('Home');
      // XS, the size of small print, is never under 12 px
      await expect(sample).toHaveCSS('font-size', `${Math.max(12, 0.75 * rootPx)}px`);

      // Alignment
      await demo.locator(ax('radio', { name: 'Center', exact: true })).click();
      await expect(sample).toHaveCSS('text-align', 'center');
      await demo.locator(ax('radio', { name: 'Right', exact: true })).click();
      await expect(sample).toHaveCSS('text-align', 'right');

      // Colour: token swatches
      const accent = demo.locator(ax('radio', { name: 'Accent', exact: true }));
      await accent.click();
      const accentColour = await accent.locator('.ty-swatch').evaluate(el => getComputedStyle(el).backgroundColor);
      await expect(sample).toHaveCSS('color', accentColour);
      expect(accentColour).not.toBe(defaultColour);

      // Transform
      await demo.locator(ax('radio', { name: 'Uppercase', exact: true })).click();
      await expect(sample).toHaveCSS('text-transform', 'uppercase');
      await demo.locator(ax('radio', { name: 'Capitalize', exact: true })).click();
      await expect(sample).toHaveCSS('text-transform', 'capitalize');

      await expect(code(demo)).toContainText(
        'style="font-size: var(--ds-font-size-xs); font-weight: 300; text-align: right; line-height: 1.5; color: var(--ds-color-accent); text-transform: capitalize"',
      );
      await demo.getByRole('tab', { name: 'React' }).click();
      await expect(code(demo)).toContainText(
        "style={{ fontSize: 'var(--ds-font-size-xs)', fontWeight: 300, textAlign: 'right', lineHeight: 1.5, color: 'var(--ds-color-accent)', textTransform: 'capitalize' }}",
      );
      await expect(code(demo)).toContainText('Good type goes unnoticed.');

      await reset.click();
      await expect(reset).toHaveCount(0);
      await expect(sample).toHaveCSS('font-weight', '400');
      await expect(sample).toHaveCSS('font-size', `${1.25 * rootPx}px`);
      await expect(sample).toHaveCSS('text-align', 'left');
      await expect(sample).toHaveCSS('color', defaultColour);
      await expect(sample).toHaveCSS('text-transform', 'none');
      await expect.poll(() => px(sample, 'line-height')).toBeCloseTo(1.2 * 1.25 * rootPx, 1);
      await expect(demo.locator(ax('radio', { name: '400', exact: true }))).toHaveJSProperty('checked', true);
      await expect(lineHeight).toHaveAttribute('aria-valuenow', '1.2');
      await expect(code(demo)).toHaveText(
        "<p style={{ fontSize: 'var(--ds-font-size-l)', lineHeight: 1.2 }}>Good type goes unnoticed.</p>",
      );
    });

    await test.step('the specimen’s size slider sets the preview size; typed lines keep their text; Reset restores 2 rem', async () => {
      const demo = card(page, 'Font specimen');
      const lines = page.getByTestId('specimen-lines');
      const reset = demo.getByRole('button', { name: 'Reset' });
      const rootPx = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      await expect(lines).toHaveCSS('font-size', `${2 * rootPx}px`);
      await expect(reset).toHaveCount(0);
      await expect(demo.getByRole('textbox')).toHaveCount(4);
      for (const [i, weight] of ['300', '400', '600', '700'].entries()) {
        await expect(demo.getByRole('textbox').nth(i)).toHaveCSS('font-weight', weight);
      }

      const line = demo.getByRole('textbox', { name: 'Preview line, weight 600' });
      await line.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' for a quiet page');
      await expect(line).toHaveText('Semibold marks a heading for a quiet page');

      const size = demo.getByRole('slider', { name: 'Preview size' });
      await expect(size).toHaveAttribute('aria-valuenow', '2');
      await size.focus();
      await page.keyboard.press('ArrowRight');
      await expect(size).toHaveAttribute('aria-valuenow', '2.05');
      await expect.poll(() => px(lines, 'font-size')).toBeCloseTo(2.05 * rootPx, 1);
      await expect(code(demo)).toHaveText('<p style="font-size: 2.05rem; font-weight: 600">Aa Bb Cc</p>');
      await page.keyboard.press('End');
      await expect.poll(() => px(lines, 'font-size')).toBeCloseTo(3.5 * rootPx, 1);
      await page.keyboard.press('Home');
      await expect.poll(() => px(lines, 'font-size')).toBeCloseTo(1.25 * rootPx, 1);
      await expect(line).toHaveText('Semibold marks a heading for a quiet page');

      await reset.click();
      await expect(reset).toHaveCount(0);
      await expect(lines).toHaveCSS('font-size', `${2 * rootPx}px`);
      await expect(code(demo)).toHaveText('<p style="font-size: 2rem; font-weight: 600">Aa Bb Cc</p>');
      await expect(line).toHaveText('Semibold marks a heading for a quiet page');
      await expect(size).toBeFocused();
    });

    await test.step('the character grid holds A–Z, a–z, 0–9 and punctuation; the scale lists the seven size tokens', async () => {
      const demo = card(page, 'Font specimen');
      await expect(demo.getByRole('list', { name: 'Uppercase' }).getByRole('listitem')).toHaveCount(26);
      await expect(demo.getByRole('list', { name: 'Lowercase' }).getByRole('listitem')).toHaveCount(26);
      await expect(demo.getByRole('list', { name: 'Digits' }).getByRole('listitem')).toHaveCount(10);
      await expect(demo.getByRole('list', { name: 'Punctuation' }).getByRole('listitem').first()).toHaveText('.');

      const scale = card(page, 'Type scale');
      await expect(scale.locator('tbody th')).toHaveText(
        ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl'].map(s => `--ds-font-size-${s}`),
      );
      await expect(scale.locator('tbody .token-table__value')).toHaveText([
        'max(12px, 0.75rem)',
        '0.9375rem',
        '1rem',
        '1.25rem',
        '1.5rem',
        '2rem',
        '2.5rem',
      ]);

      // on a phone each sample stays on one line; the table scrolls sideways inside its box
      await page.setViewportSize({ width: 390, height: 844 });
      const samples = scale.locator('.ty-scale__sample');
      await expect
        .poll(() =>
          samples.evaluateAll(cells =>
            cells.map(cell => {
              const lines = new Set<number>();
              const range = document.createRange();
              range.selectNodeContents(cell);
              for (const r of range.getClientRects()) if (r.width > 0) lines.add(Math.round(r.top));
              return lines.size;
            }),
          ),
        )
        .toEqual([1, 1, 1, 1, 1, 1, 1]);
      const region = scale.getByRole('region', { name: 'Font size tokens' });
      await expect.poll(() => region.evaluate(r => r.scrollWidth > r.clientWidth)).toBe(true);
    });
  });
});

test.describe('Motion & Animation', () => {
  const shapes = (page: Page) => page.getByTestId('motion-shape');
  /** One computed style of every shape. */
  const styleOfShapes = (page: Page, property: string) =>
    shapes(page).evaluateAll((els, name) => els.map(el => getComputedStyle(el).getPropertyValue(name)), property);
  const all = (value: string) => Array<string>(4).fill(value);

  test.beforeEach(async ({ page }) => open(page, MOTION_PATH));

  // One load: each old test is a step; the reduced-motion step loads the page again under its preference.
  test('the animation demo, the motion tokens, and reduced motion', async ({ page }) => {
    test.slow(); // three visits' worth of checks
    await test.step('the motion tokens show the durations and easings in effect', async () => {
      const tokens = card(page, 'Motion tokens');
      await expect(tokens.locator('tbody .token-table__value')).toHaveText([
        '150ms',
        '300ms',
        '500ms',
        'cubic-bezier(0.2, 0, 0, 1)',
        'cubic-bezier(0.05, 0.7, 0.1, 1)',
      ]);
      await expect(tokens.locator('svg.mo-curve')).toHaveCount(2);
    });

    await test.step('running, duration and timing change the shapes’ animation and the code; Reset restores', async () => {
      const demo = card(page, 'Animation');
      const reset = demo.getByRole('button', { name: 'Reset' });
      await expect(shapes(page)).toHaveCount(4);
      await expect.poll(() => styleOfShapes(page, 'animation-duration')).toEqual(all('3s'));
      await expect.poll(() => styleOfShapes(page, 'animation-timing-function')).toEqual(all('ease-in-out'));
      await expect.poll(() => styleOfShapes(page, 'animation-play-state')).toEqual(all('running'));
      await expect(reset).toHaveCount(0);
      await expect(code(demo)).toHaveText(
        '<div\n  class="shape"\n  style="animation-duration: 3s; animation-timing-function: ease-in-out; animation-play-state: running"\n></div>',
      );
      // every shape really moves
      await expect
        .poll(() => page.getByTestId('motion-stage').evaluate(el => el.getAnimations({ subtree: true }).length))
        .toBe(4);
      await expect(page.locator('.mo-reduced-note')).toBeHidden();

      // Duration 2.25–7.25 step 0.25
      const duration = demo.getByRole('slider', { name: 'Duration' });
      await duration.focus();
      await page.keyboard.press('ArrowRight');
      await expect(duration).toHaveAttribute('aria-valuenow', '3.25');
      await expect.poll(() => styleOfShapes(page, 'animation-duration')).toEqual(all('3.25s'));
      await expect(reset).toBeVisible();
      await page.keyboard.press('Home');
      await expect.poll(() => styleOfShapes(page, 'animation-duration')).toEqual(all('2.25s'));
      await page.keyboard.press('End');
      await expect.poll(() => styleOfShapes(page, 'animation-duration')).toEqual(all('7.25s'));

      // Timing
      for (const timing of ['linear', 'ease', 'ease-in', 'ease-out']) {
        await demo.locator(ax('radio', { name: timing, exact: true })).click();
        await expect.poll(() => styleOfShapes(page, 'animation-timing-function')).toEqual(all(timing));
      }

      // Running or paused
      const running = demo.locator(ax('switch', { name: 'Running' }));
      await running.click();
      await expect(running).toHaveJSProperty('checked', false);
      await expect.poll(() => styleOfShapes(page, 'animation-play-state')).toEqual(all('paused'));
      await expect(code(demo)).toHaveText(
        '<div\n  class="shape"\n  style="animation-duration: 7.25s; animation-timing-function: ease-out; animation-play-state: paused"\n></div>',
      );
      await demo.getByRole('tab', { name: 'React' }).click();
      await expect(code(demo)).toContainText(
        "style={{ animationDuration: '7.25s', animationTimingFunction: 'ease-out', animationPlayState: 'paused' }}",
      );

      await reset.click();
      await expect(reset).toHaveCount(0);
      await expect(running).toHaveJSProperty('checked', true);
      await expect(duration).toHaveAttribute('aria-valuenow', '3');
      await expect.poll(() => styleOfShapes(page, 'animation-duration')).toEqual(all('3s'));
      await expect.poll(() => styleOfShapes(page, 'animation-timing-function')).toEqual(all('ease-in-out'));
      await expect.poll(() => styleOfShapes(page, 'animation-play-state')).toEqual(all('running'));
      await expect(code(demo)).toContainText("animationDuration: '3s'");
      await expect(running).toBeFocused();
    });

    await test.step('under reduced motion nothing moves, the page says so, and the controls still work', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, MOTION_PATH);
      await expect(page.locator('.mo-reduced-note')).toBeVisible();
      await expect(page.locator('.mo-reduced-note')).toContainText('reduced motion');
      await expect.poll(() => styleOfShapes(page, 'animation-name')).toEqual(all('none'));
      await expect
        .poll(() => page.getByTestId('motion-stage').evaluate(el => el.getAnimations({ subtree: true }).length))
        .toBe(0);
      const tokens = card(page, 'Motion tokens');
      await expect(tokens.locator('tbody .token-table__value').first()).toHaveText('0.01ms');

      const demo = card(page, 'Animation');
      await demo.locator(ax('radio', { name: 'linear', exact: true })).click();
      await expect(code(demo)).toContainText('animation-timing-function: linear');
      // the shapes have the new style (the end state of the click) before the read that nothing runs
      await expect.poll(() => styleOfShapes(page, 'animation-timing-function')).toEqual(all('linear'));
      expect(await page.getByTestId('motion-stage').evaluate(el => el.getAnimations({ subtree: true }).length)).toBe(0);
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [path, region] of [
    [TYPOGRAPHY_PATH, 'Font size tokens'],
    [MOTION_PATH, 'Duration and easing tokens'],
  ] as const) {
    test(`${path}: the token table scrolls sideways in a focusable region, token names whole on one line`, async ({
      page,
    }) => {
      await open(page, path);
      const scroller = page.getByRole('region', { name: region });
      await scroller.scrollIntoViewIfNeeded();
      await expect(scroller).toHaveAttribute('tabindex', '0');
      // the names never break: each on one line, as tall as one line of its text
      const broken = await scroller.locator('tbody th').evaluateAll(cells =>
        cells
          .filter(cell => cell.getBoundingClientRect().width < (cell.querySelector('code')?.scrollWidth ?? 0))
          .concat(
            cells.filter(cell => {
              const code = cell.querySelector('code')!;
              return code.getBoundingClientRect().height > parseFloat(getComputedStyle(code).fontSize) * 2;
            }),
          )
          .map(cell => cell.textContent),
      );
      expect(broken).toEqual([]);
      // what does not fit scrolls inside the region, whose edges shade (a background of gradients)
      const box = await scroller.evaluate(el => ({
        scrolls: el.scrollWidth > el.clientWidth,
        shade: getComputedStyle(el).backgroundImage,
      }));
      expect(box.scrolls).toBe(true);
      expect(box.shade).toContain('radial-gradient');
    });
  }
});
