import type { Page } from '@playwright/test';
import { card, code, expectApiMatchesManifest, open, scanEveryMode } from './docs-helpers';
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

test.describe('Dashboard', () => {
  test.beforeEach(async ({ page }) => open(page, PATH));

  test('shows version 2.0.1 and the six widgets of SPEC §9, each value as text', async ({ page }) => {
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
    await expect(live.locator('.db-widget')).toHaveAttribute('data-chart', /./);
    const charts = await live.locator('.db-widget').evaluateAll(els => els.map(el => el.getAttribute('data-chart')));
    expect(charts).toEqual(['gauge', 'gaugezoom', 'gaugesimple', 'gauge', 'line', 'none']);

    // The gauges are named meters with their scale; the value is text inside the dial.
    const cpu = live.getByRole('meter', { name: 'CPU Temperature' });
    await expect(cpu).toHaveAttribute('aria-valuemax', '100');
    await expect(cpu).toHaveAttribute('aria-valuetext', /^\d+ °C$/);
    await expect(widget(page, 'CPU').locator('[part~="max"]')).toHaveText('Max 100 °C');
    await expect(live.getByRole('meter', { name: 'Panel Tilt' })).toHaveAttribute('aria-valuemax', '360');
    await expect(live.getByRole('meter', { name: 'GPU Load' })).toHaveAttribute('aria-valuemax', '100');
    const memory = live.getByRole('meter', { name: 'Memory' });
    await expect(memory).toHaveAttribute('aria-valuemax', '32');
    await expect(memory).toHaveAttribute('aria-valuetext', /^\d+\.\d GB$/);
    await expect(
      widget(page, 'NET').getByRole('img', { name: /^Network, the latest \d values in Kbps/ }),
    ).toBeVisible();
    await expect(widget(page, 'NET')).toContainText('Max 240 Kbps');
    await expect(widget(page, 'FPS').getByTestId('reading')).toHaveText(/^\d{3} fps$/);
    await expect(widget(page, 'FPS')).toContainText('Max 240 fps');
  });

  test('refreshes every second within the ranges; the line chart keeps the latest 4 values', async ({ page }) => {
    test.slow();
    const values = lineValues(page);
    await expect(values).toHaveCount(1);
    const started = Date.now();
    await expect(values).toHaveCount(2, { timeout: 2500 });
    await expect(values).toHaveCount(3, { timeout: 2500 });
    await expect(values).toHaveCount(4, { timeout: 2500 });
    const elapsed = Date.now() - started;
    expect(elapsed, 'three refreshes take about 3 s').toBeGreaterThan(1500);
    expect(elapsed).toBeLessThan(4500);

    // From now on it scrolls: still 4 values and 4 points, the newest one shown as the reading.
    const before = await values.allTextContents();
    await expect.poll(() => values.allTextContents(), { timeout: 3000 }).not.toEqual(before);
    await expect(values).toHaveCount(4);
    await expect(widget(page, 'NET').locator('circle')).toHaveCount(4);
    await expect(widget(page, 'NET').locator('polyline')).toHaveAttribute('points', /^(\S+,\S+ ){3}\S+,\S+$/);
    const newest = await values.last().textContent();
    await expect(widget(page, 'NET').getByTestId('reading')).toHaveText(`${newest} Kbps`);

    // Every value inside its range (SPEC §9)
    const inRange = async (name: string, min: number, max: number, step: number) => {
      const now = Number(await page.getByRole('meter', { name }).getAttribute('aria-valuenow'));
      return now >= min && now <= max && Math.abs((now - min) / step - Math.round((now - min) / step)) < 1e-6;
    };
    await expect.poll(() => inRange('CPU Temperature', 29, 35, 1)).toBe(true);
    await expect.poll(() => inRange('Panel Tilt', 10, 25, 5)).toBe(true);
    await expect.poll(() => inRange('GPU Load', 65, 75, 1)).toBe(true);
    await expect.poll(() => inRange('Memory', 12, 13.7, 0.1)).toBe(true);
    for (const text of await values.allTextContents()) {
      expect(Number(text)).toBeGreaterThanOrEqual(90);
      expect(Number(text)).toBeLessThanOrEqual(160);
    }
    await expect(widget(page, 'FPS').getByTestId('reading')).toHaveText(/^2(0\d|1\d|2\d|3\d|40) fps$/);
  });

  test('stops while the tab is hidden and goes on when it is shown again', async ({ page }) => {
    test.slow();
    await expect(lineValues(page)).toHaveCount(2, { timeout: 2500 });
    await setVisibility(page, 'hidden');
    const frozen = await everyValue(page);
    // Longer than two refreshes: nothing moves.
    await page.waitForTimeout(2500);
    await expect.poll(() => everyValue(page)).toBe(frozen);
    const count = await lineValues(page).count();
    expect(count).toBeLessThanOrEqual(3);

    await setVisibility(page, 'visible');
    await expect.poll(() => everyValue(page), { timeout: 3000 }).not.toBe(frozen);
    await expect(lineValues(page)).toHaveCount(count + 1);
  });

  test('Pause updates stops the refresh by hand, and pressing it again resumes', async ({ page }) => {
    test.slow();
    const pause = card(page, 'Live dashboard').getByRole('button', { name: 'Pause updates' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await expect(lineValues(page)).toHaveCount(2, { timeout: 2500 });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    const frozen = await everyValue(page);
    await page.waitForTimeout(2500);
    await expect.poll(() => everyValue(page)).toBe(frozen);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => everyValue(page), { timeout: 3000 }).not.toBe(frozen);
  });

  test('the gauges move smoothly by default', async ({ page }) => {
    const fill = widget(page, 'CPU').locator('ds-gauge [part~="fill"]');
    await expect(fill).toHaveCSS('transition-duration', '0.3s');
    await expect(widget(page, 'Tilt').locator('ds-gauge [part~="needle"]')).toHaveCSS('transition-duration', '0.3s');
  });

  test('the gauge variants demo shows the three looks and their code', async ({ page }) => {
    const demo = card(page, 'Gauge variants');
    await expect(demo.locator('ds-gauge')).toHaveCount(3);
    await expect(demo.getByRole('meter', { name: 'Panel tilt' })).toHaveAttribute('aria-valuetext', '15 °');
    await expect(demo.locator('ds-gauge[variant="zoom"] [part~="scale"]')).toHaveText('090');
    await expect(code(demo)).toContainText('<ds-gauge variant="zoom" label="Panel tilt"');
    await demo.getByRole('tab', { name: 'React' }).click();
    await expect(code(demo)).toContainText("import { DsGauge } from './ds';");
  });

  test('the API table lists the manifest’s attributes', async ({ page }) => {
    await expectApiMatchesManifest(page, 'ds-gauge');
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
    await expect(lineValues(page)).toHaveCount(2, { timeout: 2500 });
  });
});

test('under forced colours the gauges use the system colours', async ({ page }) => {
  await open(page, PATH);
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

scanEveryMode([['dashboard', PATH]]);
