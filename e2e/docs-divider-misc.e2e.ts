import type { Page } from '@playwright/test';
import { DOT_GRID_DEFAULTS, dotGridCode } from '../react-app/pages/components/miscellaneous/drawing-demos';
import { card, code, open } from './docs-helpers';
import { ax, expect, test } from './fixtures';

const DIVIDER_PATH = '/Components/DividerAndSpace';
const MISC_PATH = '/Components/Miscellaneous';
test.describe('Divider & Space', () => {
  const preview = (page: Page) => page.getByTestId('divider-preview');
  const divider = (page: Page) => preview(page).locator('ds-divider');
  const line = (page: Page) => divider(page).locator('[part~="line"]');
  const base = (page: Page) => divider(page).locator('[part~="base"]');

  test('one visit: the vertical divider, the playground and Reset, the pill at every width, forced colours', async ({
    page,
  }) => {
    test.slow(); // four visits' checks in one
    await open(page, DIVIDER_PATH);
    const opened = page.viewportSize()!;

    await test.step('a vertical divider stretches to its row and is a vertical separator', async () => {
      const demo = card(page, 'Vertical');
      const first = demo.locator('ds-divider').first();
      await expect(first).toHaveAttribute('aria-orientation', 'vertical');
      const [row, rule] = [await demo.locator('.dv-toolbar').boundingBox(), await first.boundingBox()];
      expect(rule!.height).toBeGreaterThan(15);
      expect(rule!.height).toBeLessThan(row!.height);
      await expect(first).toHaveCSS('padding-left', '0px');
      await expect(first.locator('[part~="base"]')).toHaveCSS('padding-left', '12px');
    });

    await test.step('each control changes the divider and its code; Reset shows after a change and restores the defaults', async () => {
      const demo = card(page, 'Divider playground');
      const reset = demo.getByRole('button', { name: 'Reset' });
      await expect(code(demo)).toHaveText('<ds-divider spacing="20"></ds-divider>');
      await expect(reset).toHaveCount(0);
      await expect(divider(page)).toHaveAttribute('role', 'separator');
      await expect(base(page)).toHaveCSS('padding-top', '20px');
      await expect(base(page)).toHaveCSS('padding-bottom', '20px');
      await expect(line(page)).toHaveCSS('opacity', '1');
      await expect(line(page)).toHaveCSS('border-top-style', 'solid');

      // Space: 0–50 step 5
      const space = demo.getByRole('slider', { name: 'Space' });
      await expect(space).toHaveAttribute('aria-valuenow', '20');
      await space.focus();
      await page.keyboard.press('ArrowRight');
      await expect(space).toHaveAttribute('aria-valuenow', '25');
      await expect(base(page)).toHaveCSS('padding-top', '25px');
      await expect(code(demo)).toHaveText('<ds-divider spacing="25"></ds-divider>');
      await expect(reset).toBeVisible();
      await page.keyboard.press('End');
      await expect(base(page)).toHaveCSS('padding-bottom', '50px');

      // back to the default by hand: Reset goes away
      await page.keyboard.press('Home');
      await expect(base(page)).toHaveCSS('padding-top', '0px');
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      await expect(space).toHaveAttribute('aria-valuenow', '20');
      await expect(reset).toHaveCount(0);

      // Opacity: 0–100 step 10, fully transparent at 0
      const opacity = demo.getByRole('slider', { name: 'Opacity' });
      await opacity.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(opacity).toHaveAttribute('aria-valuenow', '90');
      await expect(line(page)).toHaveCSS('opacity', '0.9');
      await page.keyboard.press('Home');
      await expect(line(page)).toHaveCSS('opacity', '0');
      await expect(code(demo)).toHaveText('<ds-divider spacing="20" opacity="0"></ds-divider>');

      // Type: dotted
      await demo.locator(ax('radio', { name: 'Dotted' })).click();
      await expect(line(page)).toHaveCSS('border-top-style', 'dotted');

      // Invert: the contrasting colour, on the contrasting surface
      const normalColour = await line(page).evaluate(el => getComputedStyle(el).borderTopColor);
      await demo.locator(ax('switch', { name: 'Invert' })).click();
      await expect(demo.locator(ax('switch', { name: 'Invert' }))).toHaveJSProperty('checked', true);
      await expect(line(page)).not.toHaveCSS('border-top-color', normalColour);
      await expect(preview(page)).toHaveClass(/dv-preview--inverse/);
      await expect(code(demo)).toHaveText(
        '<ds-divider spacing="20" opacity="0" variant="dotted" inverted></ds-divider>',
      );
      await demo.getByRole('tab', { name: 'React' }).click();
      await expect(code(demo)).toHaveText(
        'import { DsDivider } from \'./ds\';\n\n<DsDivider spacing={20} opacity={0} variant="dotted" inverted />',
      );

      await reset.click();
      await expect(reset).toHaveCount(0);
      await expect(line(page)).toHaveCSS('opacity', '1');
      await expect(line(page)).toHaveCSS('border-top-style', 'solid');
      await expect(line(page)).toHaveCSS('border-top-color', normalColour);
      await expect(preview(page)).not.toHaveClass(/dv-preview--inverse/);
      await expect(opacity).toHaveAttribute('aria-valuenow', '100');
      await expect(demo.locator(ax('radio', { name: 'Solid' }))).toHaveJSProperty('checked', true);
      await expect(demo.locator(ax('switch', { name: 'Invert' }))).toHaveJSProperty('checked', false);
      await expect(code(demo)).toHaveText("import { DsDivider } from './ds';\n\n<DsDivider spacing={20} />");
      await expect(space).toBeFocused(); // focus does not vanish with the button
    });

    await test.step('the pill keeps its three items on one line, none broken, in every desktop and phone width', async () => {
      const items = card(page, 'Vertical').locator('.dv-toolbar__item');
      await expect(items).toHaveCount(3);
      /** "one line", or the items' tops and heights when one moved down or broke in two. */
      const line = () =>
        items.evaluateAll(all => {
          const boxes = all.map(item => item.getBoundingClientRect());
          const oneTop = new Set(boxes.map(b => Math.round(b.top))).size === 1;
          const heights = boxes.map(b => b.height);
          const unbroken = Math.max(...heights) - Math.min(...heights) < 4;
          return oneTop && unbroken
            ? 'one line'
            : boxes.map(b => `${Math.round(b.top)}/${Math.round(b.height)}`).join(' ');
        });
      for (const width of [1280, 1440, 1024, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(line, { message: `${width} px wide` }).toBe('one line');
      }
      // back to the window the page opened in
      await page.setViewportSize(opened);
    });

    await test.step('under forced colours a faint divider is drawn fully opaque in the text colour; 0 % still hides it', async () => {
      const listLine = card(page, 'Between rows').locator('ds-divider [part~="line"]').first();
      await expect(listLine).toHaveCSS('opacity', '0.6');
      await page.emulateMedia({ forcedColors: 'active' });
      await expect(listLine).toHaveCSS('opacity', '1');
      const text = await page.locator('main h1').evaluate(el => getComputedStyle(el).color);
      await expect(listLine).toHaveCSS('border-top-color', text);

      const demo = card(page, 'Divider playground');
      await demo.getByRole('slider', { name: 'Opacity' }).focus();
      await page.keyboard.press('Home');
      await expect(page.getByTestId('divider-preview').locator('ds-divider [part~="line"]')).toHaveCSS('opacity', '0');
    });
  });
});

test.describe('Miscellaneous', () => {
  const marquee = (page: Page) => card(page, 'Marquee').locator('ds-marquee');
  const track = (page: Page) => marquee(page).locator('[part~="track"]');

  test('one visit: the marquee (accessibility, speed, controls), the dot grid demo, the blob demo', async ({
    page,
    context,
  }) => {
    test.slow(); // some sixty steps on a heavy page: room for two busy cores
    await open(page, MISC_PATH);

    await test.step('the marquee’s copy is hidden from assistive technology; the strip is no live region', async () => {
      const copy = marquee(page).locator(':scope > [slot="copy"]');
      await expect(copy).toHaveAttribute('aria-hidden', 'true');
      await expect(copy).toHaveJSProperty('inert', true);
      await expect(marquee(page)).not.toHaveAttribute('aria-live', /.*/);
      await expect(marquee(page)).not.toHaveAttribute('role', /.*/);
      // each item is in the accessibility tree once
      await expect(card(page, 'Marquee').getByText('Design tokens', { exact: true })).toHaveCount(2);
      const snapshot = await card(page, 'Marquee').locator('ds-marquee').ariaSnapshot();
      expect(snapshot.match(/Design tokens/g)).toHaveLength(1);
    });

    await test.step('the marquee runs at 90 px/s; direction and auto change it and its code; Reset restores', async () => {
      const demo = card(page, 'Marquee');
      const reset = demo.getByRole('button', { name: 'Reset' });
      await expect(track(page)).toHaveCSS('animation-direction', 'normal');
      await expect(track(page)).toHaveCSS('animation-play-state', 'running');
      await expect(code(demo)).toContainText('<ds-marquee>');
      await expect(reset).toHaveCount(0);

      // one loop = the width of one copy of the content / 90 px per second
      // (polled: the duration follows the content's width once it is measured)
      const loop = () =>
        marquee(page).evaluate(el => ({
          width: el.shadowRoot!.querySelector<HTMLElement>('[part~="content"]')!.offsetWidth,
          seconds: parseFloat(getComputedStyle(el.shadowRoot!.querySelector('[part~="track"]')!).animationDuration),
        }));
      await expect.poll(async () => (await loop()).width).toBeGreaterThan(300);
      await expect
        .poll(async () => {
          const { width, seconds } = await loop();
          return Math.abs(seconds - Math.max(1, width / 90));
        })
        .toBeLessThan(0.01);

      // It moves at 90 px/s: the strip is a CSS animation, which Playwright's clock does not drive, so
      // the test sets the animation's time (1 s, then 3 s in) and reads where the track is then.
      const movedAt = (ms: number) =>
        track(page).evaluate((el, time) => {
          const [animation] = el.getAnimations();
          animation!.currentTime = time;
          return new DOMMatrix(getComputedStyle(el).transform).m41;
        }, ms);
      expect(await movedAt(1000)).toBeCloseTo(-90, 0);
      expect(await movedAt(3000)).toBeCloseTo(-270, 0);

      // direction
      await demo.locator(ax('radio', { name: 'Left to right' })).click();
      await expect(track(page)).toHaveCSS('animation-direction', 'reverse');
      await expect(marquee(page)).toHaveJSProperty('direction', 'ltr');
      await expect(code(demo)).toContainText('<ds-marquee direction="ltr">');
      await expect(reset).toBeVisible();

      // auto off: it stops where it is (the animation paused, no longer pending, its time still)
      await demo.locator(ax('switch', { name: 'Auto scroll' })).click();
      await expect(track(page)).toHaveCSS('animation-play-state', 'paused');
      await expect(code(demo)).toContainText('<ds-marquee direction="ltr" paused>');
      const animationState = () =>
        track(page).evaluate(el => {
          const [animation] = el.getAnimations();
          return { playState: animation!.playState, pending: animation!.pending };
        });
      await expect.poll(animationState).toEqual({ playState: 'paused', pending: false });
      const stillAfterTwoFrames = () =>
        track(page).evaluate(async el => {
          const [animation] = el.getAnimations();
          const before = animation!.currentTime;
          await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return animation!.currentTime === before;
        });
      expect(await stillAfterTwoFrames()).toBe(true);

      await reset.click();
      await expect(reset).toHaveCount(0);
      await expect(track(page)).toHaveCSS('animation-direction', 'normal');
      await expect(track(page)).toHaveCSS('animation-play-state', 'running');
      await expect(demo.locator(ax('switch', { name: 'Auto scroll' }))).toHaveJSProperty('checked', true);
      await expect(code(demo)).toContainText('<ds-marquee>');

      // a pointer over it pauses it
      await marquee(page).hover();
      await expect(track(page)).toHaveCSS('animation-play-state', 'paused');
      await page.locator('main h1').hover();
      await expect(track(page)).toHaveCSS('animation-play-state', 'running');
    });

    await test.step('the dot grid demo: guides, eraser and mirror change the grid and the code; drawing counts; Reset restores', async () => {
      const demo = card(page, 'Dot grid');
      const grid = demo.locator('ds-dot-grid');
      const reset = demo.getByRole('button', { name: 'Reset', exact: true });
      const count = demo.locator('.live-value__value');
      await expect(reset).toHaveCount(0);

      // The code: coloured tokens, none split across two lines while wrapping is off; the long value is
      // shortened on screen, and Copy copies it whole.
      const brokenTokens = () =>
        code(demo).evaluate(el => [...el.querySelectorAll('span')].filter(s => s.getClientRects().length !== 1).length);
      await expect(code(demo).locator('span.tok-tag').first()).toHaveText('ds-dot-grid');
      await expect(code(demo)).toContainText(/value="(\d+,){2,}… \d+ more"/);
      await expect.poll(brokenTokens).toBe(0);
      await expect(demo.locator('.snippet__code')).toHaveCSS('white-space', 'pre');
      const wrap = demo.getByRole('button', { name: 'Wrap lines' });
      await expect(wrap).toHaveAttribute('aria-pressed', 'false');
      await wrap.click();
      await expect(wrap).toHaveAttribute('aria-pressed', 'true');
      await expect(demo.locator('.snippet__code')).toHaveCSS('white-space', 'pre-wrap');
      await wrap.click();
      await expect(demo.locator('.snippet__code')).toHaveCSS('white-space', 'pre');
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await demo.getByRole('button', { name: 'Copy HTML code' }).click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(dotGridCode(DOT_GRID_DEFAULTS).html);
      const start = Number(await count.textContent());
      expect(start).toBeGreaterThan(10);

      await demo.locator(ax('switch', { name: 'Guides' })).click();
      await expect(grid).toHaveAttribute('guides', '');
      await expect(grid.locator('[part~="guides"]')).toHaveCount(1);
      await expect(code(demo)).toContainText('guides');
      await expect(reset).toBeVisible();

      await demo.locator(ax('radio', { name: 'Both', exact: true })).click();
      await expect(grid).toHaveAttribute('mirror', 'both');
      await expect(code(demo)).toContainText('mirror="both"');

      // the keyboard draws: the top-left dot and its three mirror images
      await grid.locator('[part~="base"]').focus();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Space');
      await expect(count).toHaveText(String(start + 4));
      await expect(code(demo)).toContainText('value="0,15,');

      await demo.locator(ax('switch', { name: 'Eraser' })).click();
      await expect(grid).toHaveAttribute('eraser', '');
      await expect(code(demo)).toContainText('eraser');

      await reset.click();
      await expect(reset).toHaveCount(0);
      await expect(count).toHaveText(String(start));
      await expect(grid).not.toHaveAttribute('guides', /.*/);
      await expect(grid).not.toHaveAttribute('eraser', /.*/);
      await expect(code(demo)).not.toContainText('mirror=');
    });

    await test.step('the blob demo: edges, smoothness and New shape redraw the blob and the code; Reset restores', async () => {
      const demo = card(page, 'Blob');
      const blob = page.getByTestId('blob-demo');
      const reset = demo.getByRole('button', { name: 'Reset', exact: true });
      const path = () => blob.evaluate(el => (el as HTMLElement & { path: string }).path);
      const first = await path();
      await expect(code(demo)).toContainText('<ds-blob label="Organic blob shape"></ds-blob>');

      await demo.getByRole('slider', { name: 'Edges' }).focus();
      await page.keyboard.press('End');
      await expect(blob).toHaveJSProperty('edges', 12);
      await expect(code(demo)).toContainText('edges="12"');
      await expect(reset).toBeVisible();

      await demo.getByRole('slider', { name: 'Smoothness' }).focus();
      await page.keyboard.press('Home');
      await expect(blob).toHaveJSProperty('smoothness', 2);
      await expect(code(demo)).toContainText('smoothness="2"');

      const beforeNew = await path();
      await demo.getByRole('button', { name: 'New shape' }).click();
      await expect(code(demo)).toContainText('seed="');
      await expect.poll(path).not.toBe(beforeNew);

      await reset.click();
      await expect(reset).toHaveCount(0);
      await expect.poll(path).toBe(first);
      await expect(code(demo)).toContainText('<ds-blob label="Organic blob shape"></ds-blob>');
      // named through ElementInternals (role img), which Playwright's role engine does not read
      await expect(blob).toHaveJSProperty('label', 'Organic blob shape');
    });
  });
});

test.describe('Miscellaneous, with the clock in the test’s hands', () => {
  const counters = (page: Page) => card(page, 'Counters').locator('ds-count-up');
  const shown = (page: Page) =>
    counters(page).evaluateAll(els => els.map(el => el.shadowRoot!.querySelector('[part~="value"]')!.textContent));
  const spoken = (page: Page) =>
    counters(page).evaluateAll(els => els.map(el => el.shadowRoot!.querySelector('.visually-hidden')!.textContent));
  const running = (page: Page) =>
    counters(page).evaluateAll(els => els.map(el => (el as HTMLElement & { running: boolean }).running));
  const finished = (page: Page) => page.evaluate(() => (window as unknown as { finished: number }).finished);

  // ds-count-up counts on animation frames against performance.now() and ds-ripple's waves leave on a
  // timer, all of which the clock drives; paused before the page exists, it moves only when the test runs it
  test.beforeEach(async ({ page }) => {
    test.slow(); // the page alone can take 30 s to open on two busy cores
    await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T09:00:10Z'));
    await open(page, MISC_PATH);
  });

  test('one visit: the counters run and restart, the ripple card counts a press, the ripple code', async ({ page }) => {
    await test.step('the four counters reach their end values; Restart Counters counts again', async () => {
      const demo = card(page, 'Counters');
      await expect(demo.locator('.ms-counter__caption')).toHaveText([
        '128 → 256 in 2 s',
        '128 → 64 in 2 s',
        '512 → 128 in 5 s',
        '128 → 512 in 8 s',
      ]);
      // assistive technology reads the end values all along
      expect(await spoken(page)).toEqual(['256', '64', '128', '512']);
      await page.clock.runFor(8100); // the longest count, 8 s, and its last frame
      await expect.poll(() => shown(page)).toEqual(['256', '64', '128', '512']);
      await expect.poll(() => running(page)).toEqual([false, false, false, false]);

      // every counter counts again after Restart and finishes: count their ds-finish events
      await counters(page).evaluateAll(els => {
        const win = window as unknown as { finished: number };
        win.finished = 0;
        for (const el of els) el.addEventListener('ds-finish', () => win.finished++);
      });
      await demo.getByRole('button', { name: 'Restart Counters' }).click();
      await expect.poll(() => running(page)).toEqual([true, true, true, true]);
      await page.clock.runFor(1000);
      const midway = (await shown(page)).map(Number);
      expect(midway[0]).toBeGreaterThan(128);
      expect(midway[0]).toBeLessThan(256);
      expect(midway[3]).toBeGreaterThan(128);
      expect(midway[3]).toBeLessThan(512);
      expect(await spoken(page)).toEqual(['256', '64', '128', '512']);
      await page.clock.runFor(7100);
      await expect.poll(() => finished(page)).toBe(4);
      await expect.poll(() => shown(page)).toEqual(['256', '64', '128', '512']);
      expect(await running(page)).toEqual([false, false, false, false]);
    });

    await test.step('a press on the ripple demo’s card draws a wave and counts the press', async () => {
      const demo = card(page, 'Touch ripple');
      const surface = demo.getByRole('button', { name: /Card/ });
      const waves = surface.locator('ds-ripple [part~="wave"]');
      await surface.scrollIntoViewIfNeeded();
      const box = (await surface.boundingBox())!;
      await page.mouse.move(box.x + 40, box.y + 30);
      await page.mouse.down();
      await expect(waves).toHaveCount(1);
      await page.mouse.up();
      await expect(demo.getByText('Pressed 1 time')).toBeVisible();
    });

    await test.step('the ripple code is the demo’s Accent button, round as the site’s other buttons', async () => {
      const demo = card(page, 'Touch ripple');
      const accent = demo.getByRole('button', { name: 'Accent' });
      await expect(code(demo)).toContainText('Accent');
      await expect(code(demo)).not.toContainText('Tap me');
      const radius = await accent.evaluate(el => parseFloat(getComputedStyle(el).borderStartStartRadius));
      const height = (await accent.boundingBox())!.height;
      expect(radius).toBeGreaterThanOrEqual(height / 2);
    });
  });
  // The wave itself (where it starts, when it goes) is ds-ripple's element test's: here, that the
  // demo's card has one and counts its presses.
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the counters show their end values at once and the marquee stands still', async ({ page }) => {
    // "at once" without a time limit: with the page's clock stopped, no frame of a count ever comes
    await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T09:00:10Z'));
    await open(page, MISC_PATH);
    const counters = card(page, 'Counters').locator('ds-count-up');
    await expect(counters.locator('[part~="value"]')).toHaveText(['256', '64', '128', '512']);
    await card(page, 'Counters').getByRole('button', { name: 'Restart Counters' }).click();
    await expect(counters.locator('[part~="value"]')).toHaveText(['256', '64', '128', '512']);
    await expect(counters.nth(3)).toHaveJSProperty('running', false);

    const marquee = card(page, 'Marquee').locator('ds-marquee');
    await expect(marquee.locator('[part~="track"]')).toHaveCSS('animation-name', 'none');
    await expect(marquee.locator('[part~="track"]')).toHaveCSS('transform', 'none');
    // the content once, wrapped inside the strip
    await expect(marquee.locator(':scope > [slot="copy"] > *').first()).toBeHidden();
    const [strip, content] = await marquee.evaluate(el => [
      el.getBoundingClientRect().width,
      el.shadowRoot!.querySelector<HTMLElement>('[part~="content"]')!.getBoundingClientRect().width,
    ]);
    expect(content).toBeLessThanOrEqual(strip);
    await expect(card(page, 'Marquee').getByText('One script tag').first()).toBeVisible();
  });

  test('the divider page works the same', async ({ page }) => {
    await open(page, DIVIDER_PATH);
    await expect(page.getByTestId('divider-preview').locator('ds-divider [part~="line"]')).toHaveCSS('opacity', '1');
  });
});
