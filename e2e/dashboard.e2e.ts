import type { Page } from '@playwright/test';
import { card, code, open } from './docs-helpers';
import { expect, test } from './fixtures';

const PATH = '/Components/Dashboard';

const widget = (page: Page, shortname: string) => page.getByTestId(`widget-${shortname}`);
/** The network widget's latest values, oldest first, as the caption lists them. */
const lineValues = (page: Page) => widget(page, 'NET').getByTestId('line-values').getByRole('listitem');
/** Every value the dashboard shows, as one string. */
const everyValue = (page: Page) =>
  page
    .locator('.db-grid')
    .evaluate(grid =>
      [...grid.querySelectorAll('ds-gauge, [data-testid="reading"], [data-testid="line-values"]')]
        .map(el => (el.tagName === 'DS-GAUGE' ? (el as HTMLElement & { value: number }).value : el.textContent))
        .join(' | '),
    );

/** Makes the page believe its tab is hidden (or visible again), as switching tabs does. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate(value => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** Opens the page with the page's timers under the test's control (Playwright's clock, paused). */
async function openWithPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T09:00:10Z')); // before the page exists: no timer fires
  await open(page, PATH);
}

test.describe('Dashboard', () => {
  test('one visit: the six widgets, smooth gauges, the variants demo, a refresh a second, then forced colours', async ({
    page,
  }) => {
    // Five visits' checks on two cores shared with other runs: give it room.
    test.setTimeout(180_000);
    await open(page, PATH);

    await test.step('shows version 2.0.1 and the six widgets, each value as text', async () => {
      await expect(page.locator('.page-header__facts')).toContainText('Version2.0.1');
      const live = card(page, 'Live dashboard');
      await expect(live.locator('.db-widget h3')).toHaveText([
        'CPU Temperature',
        'Panel Tilt',
        'GPU Load',
        'Memory',
        'Network',
        'Frame Rate',
      ]);
      for (const [name, chart] of [
        ['CPU', 'gauge'],
        ['Tilt', 'gaugezoom'],
        ['GPU', 'gaugesimple'],
        ['RAM', 'gauge'],
        ['NET', 'line'],
        ['FPS', 'none'],
      ] as const)
        await expect(widget(page, name)).toHaveAttribute('data-chart', chart);

      // The gauges are named meters with their scale; the value is text inside the dial.
      const cpu = live.getByRole('meter', { name: 'CPU Temperature' });
      await expect(cpu).toHaveAttribute('aria-valuemax', '100');
      await expect(cpu).toHaveAttribute('aria-valuetext', /^\d+ °C$/);
      await expect(widget(page, 'CPU').locator('[part~="value"]')).toHaveText(/^\d+$/);
      await expect(widget(page, 'CPU').locator('[part~="max"]')).toHaveText('Max 100 °C');
      await expect(live.getByRole('meter', { name: 'Panel Tilt' })).toHaveAttribute('aria-valuemax', '360');
      await expect(widget(page, 'Tilt').locator('[part~="scale"]')).toHaveText('090');
      // the zoomed dial's caption says which part of the scale its ends show, not a bare "Max 360"
      await expect(widget(page, 'Tilt')).toContainText('Showing 0–90° of 360°');
      await expect(widget(page, 'Tilt').locator('[part~="max"]')).toHaveCount(0);
      await expect(live.getByRole('meter', { name: 'GPU Load' })).toHaveAttribute('aria-valuemax', '100');
      const memory = live.getByRole('meter', { name: 'Memory' });
      await expect(memory).toHaveAttribute('aria-valuemax', '32');
      await expect(memory).toHaveAttribute('aria-valuetext', /^\d+\.\d GB$/);
      await expect(
        widget(page, 'NET').getByRole('figure', { name: /^Network, the latest \d values in Kbps, oldest first: / }),
      ).toBeVisible();
      await expect(
        widget(page, 'NET').getByRole('img', { name: 'Network: line chart of the latest values' }),
      ).toBeVisible();
      await expect(widget(page, 'NET')).toContainText('Max 240 Kbps');
      await expect(widget(page, 'FPS').getByTestId('reading')).toHaveText(/^\d{3} fps$/);
      await expect(widget(page, 'FPS')).toContainText('Max 240 fps');
    });

    await test.step('the gauges move smoothly by default', async () => {
      const fill = widget(page, 'CPU').locator('ds-gauge [part~="fill"]');
      await expect(fill).toHaveCSS('transition-duration', '0.3s');
      await expect(widget(page, 'Tilt').locator('ds-gauge [part~="needle"]')).toHaveCSS('transition-duration', '0.3s');
    });

    await test.step('the gauge variants demo shows the three looks and their code', async () => {
      const demo = card(page, 'Gauge variants');
      await expect(demo.locator('ds-gauge')).toHaveCount(3);
      await expect(demo.getByRole('meter', { name: 'Panel tilt' })).toHaveAttribute('aria-valuetext', '15 °');
      await expect(demo.getByRole('meter', { name: 'Panel tilt' }).locator('[part~="scale"]')).toHaveText('090');
      await expect(demo.getByRole('heading', { level: 3 })).toHaveText(['Standard', 'Simple', 'Zoom']);
      await expect(demo).toContainText('Showing 0–90° of 360°');
      await expect(demo.locator('.db-variants')).not.toContainText('variant=');
      await expect(code(demo)).toContainText('<ds-gauge variant="zoom" label="Panel tilt"');
      await demo.getByRole('tab', { name: 'React' }).click();
      await expect(code(demo)).toContainText("import { DsGauge } from './ds';");
    });

    await test.step('the values change every second, in real time', async () => {
      await expect.poll(() => page.evaluate(() => document.visibilityState)).toBe('visible');
      for (let second = 0; second < 3; second++) {
        const before = await everyValue(page);
        // a refresh a second; the wait allows for two busy cores (the exact 1000 ms: the clock tests below)
        await expect.poll(() => everyValue(page), { timeout: 10_000 }).not.toBe(before);
      }
    });

    await test.step('under forced colours the gauges use the system colours', async () => {
      await page.emulateMedia({ forcedColors: 'active' });
      const fill = widget(page, 'CPU').locator('ds-gauge [part~="fill"]');
      const highlight = await page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.setProperty('color', 'Highlight');
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
      await expect(fill).toHaveCSS('stroke', highlight);
    });
  });
});

test('on a desktop the tiles fill their grid: no empty cell, no tile much taller than its row, the chart across its tile', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, PATH);
  const layout = await page.locator('.db-grid').evaluate(grid => {
    const gridBox = grid.getBoundingClientRect();
    const tiles = [...grid.children].map(tile => tile.getBoundingClientRect());
    const rows = new Map<number, DOMRect[]>();
    for (const tile of tiles) rows.set(Math.round(tile.top), [...(rows.get(Math.round(tile.top)) ?? []), tile]);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    const chart = grid.querySelector('.db-line__chart')!.getBoundingClientRect();
    const chartTile = grid.querySelector('[data-chart="line"]')!.getBoundingClientRect();
    return {
      columns,
      // each row reaches both edges of the grid
      rowsFull: [...rows.values()].every(
        row =>
          Math.abs(Math.min(...row.map(t => t.left)) - gridBox.left) < 1 &&
          Math.abs(Math.max(...row.map(t => t.right)) - gridBox.right) < 1,
      ),
      // a tile spanning two rows would stand twice its row's median
      tallest: Math.max(...[...rows.values()].flatMap(row => row.map(t => t.height / median(row.map(r => r.height))))),
      chartShare: chart.width / chartTile.width,
    };
  });
  expect(layout.columns).toBe(4);
  expect(layout.rowsFull).toBe(true);
  expect(layout.tallest).toBeLessThanOrEqual(1.5);
  expect(layout.chartShare).toBeGreaterThan(0.8);
  // the line spans the chart from the first values on
  const xs = await widget(page, 'NET')
    .locator('polyline')
    .evaluate(line => (line.getAttribute('points') ?? '').split(' ').map(p => Number(p.split(',')[0])));
  expect(Math.min(...xs)).toBeLessThan(20);
});

test.describe('with the clock in the test’s hands', () => {
  test.beforeEach(() => test.setTimeout(180_000));

  test('refreshes every 1000 ms within the ranges; the line chart keeps the latest 4 values', async ({ page }) => {
    await openWithPausedClock(page);
    const values = lineValues(page);
    await expect(values).toHaveCount(1);
    await expect(values).toHaveText(['120']);
    await page.clock.runFor(999);
    await expect(values).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(values).toHaveCount(2);
    await page.clock.runFor(1000);
    await expect(values).toHaveCount(3);
    await page.clock.runFor(1000);
    await expect(values).toHaveCount(4);

    // From now on it scrolls: still 4 values and 4 points, the newest one shown as the reading.
    for (let i = 0; i < 3; i++) {
      const before = await values.allTextContents();
      await page.clock.runFor(1000);
      await expect(values).toHaveCount(4);
      await expect(values.first()).toHaveText(before[1]!);
      await expect(values.nth(2)).toHaveText(before[3]!);
    }
    await expect(widget(page, 'NET').locator('circle')).toHaveCount(4);
    await expect(widget(page, 'NET').locator('polyline')).toHaveAttribute('points', /^(\S+,\S+ ){3}\S+,\S+$/);
    const newest = await values.last().textContent();
    await expect(widget(page, 'NET').getByTestId('reading')).toHaveText(`${newest} Kbps`);

    // Every value inside its range, on its steps, over many refreshes
    const offRange = () =>
      page.evaluate(() => {
        const ranges: Record<string, [number, number, number]> = {
          'CPU Temperature': [29, 35, 1],
          'Panel Tilt': [10, 25, 5],
          'GPU Load': [65, 75, 1],
          Memory: [12, 13.7, 0.1],
        };
        const wrong: string[] = [];
        for (const gauge of document.querySelectorAll<HTMLElement & { value: number; label: string }>(
          '.db-grid ds-gauge',
        )) {
          const [min, max, step] = ranges[gauge.label]!;
          const steps = (gauge.value - min) / step;
          if (gauge.value < min || gauge.value > max || Math.abs(steps - Math.round(steps)) > 1e-6)
            wrong.push(`${gauge.label} ${gauge.value}`);
        }
        for (const li of document.querySelectorAll('[data-testid="line-values"] li')) {
          const n = Number(li.textContent);
          if (!(n >= 90 && n <= 160)) wrong.push(`network ${li.textContent}`);
        }
        const fps = Number(document.querySelector('[data-testid="widget-FPS"] .db-widget__number')!.textContent);
        if (!(fps >= 200 && fps <= 240)) wrong.push(`fps ${fps}`);
        return wrong;
      });
    for (let i = 0; i < 10; i++) {
      await page.clock.runFor(1000);
      await expect.poll(offRange).toEqual([]);
    }
  });

  test('Pause updates stops the refresh by hand, and pressing it again resumes', async ({ page }) => {
    await openWithPausedClock(page);
    const pause = card(page, 'Live dashboard').getByRole('button', { name: 'Pause updates' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    const frozen = await everyValue(page);
    await page.clock.runFor(2500); // longer than two refreshes
    await expect.poll(() => everyValue(page)).toBe(frozen);
    await expect(lineValues(page)).toHaveCount(1);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await page.clock.runFor(1000);
    await expect(lineValues(page)).toHaveCount(2);
    await expect.poll(() => everyValue(page)).not.toBe(frozen);
  });

  test('stops while the tab is hidden and goes on when it is shown again', async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(1000);
    await expect(lineValues(page)).toHaveCount(2);
    await setVisibility(page, 'hidden');
    const frozen = await everyValue(page);
    await page.clock.runFor(5000);
    await expect.poll(() => everyValue(page)).toBe(frozen);
    await expect(lineValues(page)).toHaveCount(2);

    await setVisibility(page, 'visible');
    await page.clock.runFor(999);
    await expect(lineValues(page)).toHaveCount(2);
    await page.clock.runFor(1);
    await expect(lineValues(page)).toHaveCount(3);
    await expect.poll(() => everyValue(page)).not.toBe(frozen);
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing animates, and the values still refresh', async ({ page }) => {
    test.slow();
    await open(page, PATH);
    for (const selector of ['[part~="fill"]', '[part~="needle"]']) {
      const parts = page.locator(`ds-gauge ${selector}`);
      for (const part of await parts.all()) await expect(part).toHaveCSS('transition-duration', '0s');
    }
    const before = await everyValue(page);
    await expect.poll(() => everyValue(page), { timeout: 10_000 }).not.toBe(before);
  });
});
