import type { Locator, Page, Request, Route } from '@playwright/test';
import {
  DEVICES,
  axeViolations,
  card,
  expectAccessibleInBothThemes,
  sidewaysOverflow,
  whenStill,
} from './docs-helpers';
import { ax, expect, test, waitForPage } from './fixtures';
import { BRUSH_SIZES } from '../react-app/pages/components/quick-demos/paint';
import { CORS, WEATHER_HOSTS, fulfillWeather, requestedWeather } from './weather-routes';

// A page here shows the Quick Demos weather: the services' recorded answers (fixtures.ts).
test.use({ recordedWeather: true });

const PATH = '/Components/QuickDemos';

// Drawing, axe scans and modals on two busy cores.
test.describe.configure({ timeout: 90_000 });

/**
 * Every request that would leave the machine (anything but the site itself and the two weather
 * hosts, which the tests answer) is aborted and recorded; each test ends by asserting none happened.
 */
async function guardInternet(page: Page): Promise<string[]> {
  const escaped: string[] = [];
  await page.route(
    url => url.hostname !== 'localhost' && !WEATHER_HOSTS.test(url.href),
    route => {
      escaped.push(route.request().url());
      return route.abort();
    },
  );
  return escaped;
}

/** Temperatures the fake services report: by city (latitude or name) and unit. */
const TEMPERATURES: Record<string, [metric: number, imperial: number]> = {
  Yerevan: [7.4, 45.3],
  Tokyo: [12.2, 54],
};
const LATITUDES: Record<string, string> = { '40.1811': 'Yerevan', '35.6895': 'Tokyo' };
const temperatureFor = (url: URL) => {
  const asked = requestedWeather(url);
  const city = asked.city ?? LATITUDES[asked.latitude ?? ''] ?? 'Yerevan';
  return TEMPERATURES[city]?.[asked.imperial ? 1 : 0];
};

/** Answers the weather hosts with `answer` (default: the recordings) and records each request. */
async function serveWeather(page: Page, answer: (route: Route, url: URL) => Promise<void> | void = () => undefined) {
  const requests: URL[] = [];
  await page.route(WEATHER_HOSTS, async route => {
    const url = new URL(route.request().url());
    requests.push(url);
    await answer(route, url);
    // An answer may have been given (or the request may have been cancelled) meanwhile.
    await fulfillWeather(route, temperatureFor).catch(() => undefined);
  });
  return requests;
}

const weather = (page: Page) => card(page, 'Weather');
const panel = (page: Page) => page.getByTestId('weather-panel');
/** The temperature of a live answer (not the stored or sample reading shown until one arrives). */
const liveTemperature = (page: Page) =>
  page.locator('[data-testid="weather-panel"][data-reading="live"] [data-testid="weather-temperature"]');
const mark = (page: Page) => page.getByTestId('weather-mark');
const usedOpenMeteo = (requests: URL[]) => requests.some(u => u.hostname === 'api.open-meteo.com');

async function openQuickDemos(page: Page) {
  await page.goto(PATH);
  await waitForPage(page);
}

test.describe('weather', () => {
  test('the sample reading while loading, then the live weather; the forecast toggle shows 3 days', async ({
    page,
  }) => {
    const escaped = await guardInternet(page);
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    const requests = await serveWeather(page, () => held);
    const opened = new Date(2026, 10, 28, 9, 30).getTime();
    await page.clock.install({ time: opened });
    await openQuickDemos(page);

    // loading: busy, with the city named, over the recorded sample reading, marked as such
    await expect(panel(page)).toHaveAttribute('aria-busy', 'true');
    await expect(panel(page)).toContainText('Loading the weather in Yerevan');
    await expect(panel(page)).toHaveAttribute('data-reading', 'sample');
    await expect(mark(page)).toHaveText('Sample reading');
    await expect(panel(page).getByRole('heading', { name: 'Yerevan' })).toBeVisible();
    await expect(page.getByTestId('weather-temperature')).toHaveText('7°C');
    await expect(panel(page).getByText('Unable to fetch weather data.')).toHaveCount(0);
    release();

    await expect(panel(page)).toHaveAttribute('aria-busy', 'false');
    await expect(panel(page)).toHaveAttribute('data-reading', 'live');
    await expect(mark(page)).toHaveCount(0);
    // the live reading is kept for the next visit
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('quickDemos.weather')!));
    expect(stored).toMatchObject({ 'Yerevan|metric': { weather: { city: 'Yerevan', temperature: 7.4 } } });
    // the page's clock runs on from the time installed
    expect(stored['Yerevan|metric'].savedAt).toBeGreaterThanOrEqual(opened);
    expect(stored['Yerevan|metric'].savedAt).toBeLessThan(opened + 5 * 60_000);
    await expect(panel(page).getByRole('heading', { name: 'Yerevan' })).toBeVisible();
    await expect(page.getByTestId('weather-temperature')).toHaveText('7°C');
    await expect(panel(page)).toContainText(/overcast/i);
    await expect(panel(page)).toContainText('Feels like 5°C');
    await expect(panel(page).getByRole('img', { name: 'Cloudy' })).toBeVisible();

    // defaults: first city, metric, forecast off
    await expect(weather(page).locator(ax('radio', { name: 'Yerevan', exact: true }))).toHaveJSProperty(
      'checked',
      true,
    );
    await expect(weather(page).locator(ax('radio', { name: 'C', exact: true }))).toHaveJSProperty('checked', true);
    const forecastSwitch = weather(page).locator(ax('switch', { name: 'Forecast' }));
    await expect(forecastSwitch).toHaveJSProperty('checked', false);
    const days = panel(page).getByRole('list', { name: '3-day forecast' }).getByRole('listitem');
    await expect(days).toHaveCount(0);

    await forecastSwitch.click();
    await expect(forecastSwitch).toHaveJSProperty('checked', true);
    await expect(days).toHaveCount(3);
    const expectedDays = usedOpenMeteo(requests) ? ['Thu', 'Fri', 'Sat'] : ['Wed', 'Thu', 'Fri'];
    for (const [index, day] of expectedDays.entries()) {
      await expect(days.nth(index)).toContainText(day);
      await expect(days.nth(index)).toContainText(/-?\d+°C\D+-?\d+°C/);
    }
    if (usedOpenMeteo(requests)) {
      await expect(days.nth(0)).toContainText(/Low 3°C\W+high 8°C/);
      await expect(days.nth(0).getByRole('img', { name: 'Rain' })).toBeVisible();
      await expect(days.nth(2).getByRole('img', { name: 'Snow' })).toBeVisible();
    }
    await forecastSwitch.click();
    await expect(days).toHaveCount(0);
    expect(escaped).toEqual([]);
  });

  test('a failure shows the two lines and Retry; Retry clears the error and fetches again', async ({
    page,
    problems,
  }) => {
    const escaped = await guardInternet(page);
    let failing = true;
    const requests = await serveWeather(page, route =>
      failing ? route.fulfill({ status: 503, json: { reason: 'down' }, headers: CORS }) : undefined,
    );
    await openQuickDemos(page);

    const first = panel(page).getByText('Unable to fetch weather data.', { exact: true });
    const second = panel(page).getByText('Please try again.', { exact: true });
    await expect(first).toBeVisible();
    await expect(second).toBeVisible();
    // on a second line
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height - 1);
    await expect(panel(page)).toHaveAttribute('data-status', 'error');
    // the sample reading stays beside the error, marked
    await expect(panel(page)).toHaveAttribute('data-reading', 'sample');
    await expect(mark(page)).toHaveText('Sample reading');
    const before = requests.length;

    failing = false;
    await panel(page).getByRole('button', { name: 'Retry' }).click();
    await expect(first).toHaveCount(0);
    await expect(liveTemperature(page)).toHaveText('7°C');
    expect(requests.length).toBeGreaterThan(before);
    await expect(panel(page)).toBeFocused();
    expect(escaped).toEqual([]);
    // The browser logs each 503 it received; nothing else may be logged.
    problems.splice(
      0,
      problems.length,
      ...problems.filter(p => !/Failed to load resource: the server responded with a status of 503/.test(p)),
    );
  });

  test('the last good reading opens the widget, then the live one; a failure shows it with the error and Retry', async ({
    page,
    problems,
  }) => {
    const escaped = await guardInternet(page);
    const savedAt = new Date(2026, 10, 28, 14, 5).getTime();
    await page.clock.install({ time: savedAt + 3600_000 });
    await page.addInitScript(
      ([key, at]) => {
        // once: a reload keeps what the page stored
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        const weather = {
          temperature: 19.2,
          feelsLike: 18,
          description: 'clear sky',
          icon: 'sun',
          rawIcon: '0',
          city: 'Yerevan',
          forecast: [],
        };
        localStorage.setItem(key, JSON.stringify({ 'Yerevan|metric': { savedAt: at, weather } }));
      },
      ['quickDemos.weather', savedAt] as const,
    );
    let failing = false;
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    await serveWeather(page, route => (failing ? route.fulfill({ status: 503, json: {}, headers: CORS }) : held));
    await openQuickDemos(page);

    await expect(panel(page)).toHaveAttribute('data-reading', 'stored');
    await expect(mark(page)).toHaveText('Last reading at 14:05');
    await expect(page.getByTestId('weather-temperature')).toHaveText('19°C');
    await expect(panel(page).getByRole('img', { name: 'Clear' })).toBeVisible();
    release();
    await expect(liveTemperature(page)).toHaveText('7°C');
    await expect(mark(page)).toHaveCount(0);

    // next visit, the service down: the reading just stored, with the error and Retry
    failing = true;
    await page.reload();
    await waitForPage(page);
    await expect(panel(page)).toHaveAttribute('data-status', 'error');
    await expect(panel(page).getByText('Unable to fetch weather data.', { exact: true })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(panel(page)).toHaveAttribute('data-reading', 'stored');
    await expect(mark(page)).toHaveText('Last reading at 15:05');
    await expect(page.getByTestId('weather-temperature')).toHaveText('7°C');
    expect(escaped).toEqual([]);
    problems.splice(0, problems.length, ...problems.filter(p => !/status of 503/.test(p)));
  });

  test('a broken stored reading is ignored: the sample shows, nothing is logged', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('quickDemos.weather', '{"Yerevan|metric": {"weather": 3'));
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    await serveWeather(page, () => held);
    await openQuickDemos(page);
    await expect(panel(page)).toHaveAttribute('data-reading', 'sample');
    await expect(mark(page)).toHaveText('Sample reading');
    release();
    await expect(liveTemperature(page)).toHaveText('7°C');
  });

  test('a city or unit change fetches again and cancels the stale request', async ({ page }) => {
    const escaped = await guardInternet(page);
    const stale: Request[] = [];
    const aborted: string[] = [];
    page.on('requestfailed', request => aborted.push(request.url()));
    let holdYerevan = false;
    let releaseYerevan!: () => void;
    const heldYerevan = new Promise<void>(resolve => (releaseYerevan = resolve));
    const requests = await serveWeather(page, (route, url) => {
      if (holdYerevan && temperatureFor(url) === TEMPERATURES.Yerevan![0]) {
        stale.push(route.request());
        return heldYerevan;
      }
    });
    await openQuickDemos(page);
    await expect(liveTemperature(page)).toHaveText('7°C');

    // Ask again for Yerevan (via the unit round trip) but hold that answer, then pick Tokyo.
    holdYerevan = true;
    await weather(page)
      .locator(ax('radio', { name: 'F', exact: true }))
      .click();
    await expect(liveTemperature(page)).toHaveText('45°F');
    await weather(page)
      .locator(ax('radio', { name: 'C', exact: true }))
      .click();
    await expect(panel(page)).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => stale.length).toBeGreaterThan(0);
    await weather(page)
      .locator(ax('radio', { name: 'Tokyo', exact: true }))
      .click();
    await expect(panel(page).getByRole('heading', { name: 'Tokyo' })).toBeVisible();
    await expect(liveTemperature(page)).toHaveText('12°C');
    // the stale request was cancelled by the page, and its late answer changes nothing
    await expect.poll(() => stale.every(r => aborted.includes(r.url()))).toBe(true);
    releaseYerevan();
    await expect(page.getByTestId('weather-temperature')).toHaveText('12°C');
    await expect(panel(page).getByRole('heading', { name: 'Tokyo' })).toBeVisible();

    const last = requests.at(-1)!;
    expect(requestedWeather(last).imperial).toBe(false);
    expect(last.searchParams.get('q') ?? last.searchParams.get('latitude')).toMatch(/Tokyo|35\.6895/);

    await weather(page)
      .locator(ax('radio', { name: 'F', exact: true }))
      .click();
    await expect(liveTemperature(page)).toHaveText('54°F');
    expect(requestedWeather(requests.at(-1)!).imperial).toBe(true);
    expect(escaped).toEqual([]);
  });
});

/** The canvas's painted pixels (alpha > 0), in a box of CSS pixels or all. */
const painted = (canvas: Locator, box?: { x: number; y: number; width: number; height: number }) =>
  canvas.evaluate((element: HTMLCanvasElement, area) => {
    const ratio = element.width / element.clientWidth;
    const { x, y, width, height } = area ?? { x: 0, y: 0, width: element.clientWidth, height: element.clientHeight };
    const data = element
      .getContext('2d')!
      .getImageData(
        Math.round(x * ratio),
        Math.round(y * ratio),
        Math.round(width * ratio),
        Math.round(height * ratio),
      ).data;
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
    return count / (ratio * ratio);
  }, box);

/**
 * How wide a horizontal line drawn at `y` is, in CSS px: the paint's coverage (alpha) summed down each
 * column 20 px either side of `y`, averaged over the columns from x = 40 to 160. Summed coverage is the
 * stroke's true width whatever antialiasing does to its edges, where counting painted pixels is not.
 */
const lineWidth = (canvas: Locator, y: number) =>
  canvas.evaluate((element: HTMLCanvasElement, lineY) => {
    const ratio = element.width / element.clientWidth;
    const [left, top] = [Math.round(40 * ratio), Math.round((lineY - 20) * ratio)];
    const [width, height] = [Math.round(120 * ratio), Math.round(40 * ratio)];
    const data = element.getContext('2d')!.getImageData(left, top, width, height).data;
    let coverage = 0;
    for (let i = 3; i < data.length; i += 4) coverage += data[i]! / 255;
    return coverage / width / ratio;
  }, y);

/**
 * The colour of the most painted pixel of the column through (x, y), 6 px above and below, as [r, g, b]:
 * a line's middle is fully painted, while its antialiased edges give their colour only to within a
 * rounding step, and where exactly the edge falls depends on how the pointer moves were delivered.
 */
const colourAt = (canvas: Locator, x: number, y: number) =>
  canvas.evaluate(
    (element: HTMLCanvasElement, [px, py]) => {
      const ratio = element.width / element.clientWidth;
      const top = Math.round((py! - 6) * ratio);
      const data = element.getContext('2d')!.getImageData(Math.round(px! * ratio), top, 1, Math.round(13 * ratio)).data;
      let best = -1;
      for (let i = 0; i < data.length; i += 4) if (best < 0 || data[i + 3]! > data[best + 3]!) best = i;
      return data[best + 3] ? [data[best]!, data[best + 1]!, data[best + 2]!] : null;
    },
    [x, y],
  );

async function drawLine(page: Page, canvas: Locator, from: [number, number], to: [number, number]) {
  const box = (await canvas.boundingBox())!;
  // inside the 1 px border
  const at = ([x, y]: [number, number]) => [box.x + 1 + x, box.y + 1 + y] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at(to), { steps: 12 });
  await page.mouse.up();
}

async function openPaint(page: Page) {
  await openQuickDemos(page);
  await card(page, 'Simple Paint').getByRole('button', { name: 'Open Simple Paint' }).click();
  await expect(page.getByRole('dialog', { name: 'Simple Paint' })).toBeVisible();
  // The modal's element: its shadow (title, header buttons) and its slotted body (the paint tool).
  const dialog = page.locator('ds-modal[open]');
  const canvas = dialog.getByTestId('paint-canvas');
  await expect(canvas).toBeVisible();
  // Drawing goes by the canvas's box on screen, so it must have stopped changing: the canvas first
  // mounts at its 40 px minimum width until the modal's body is measured (a ResizeObserver, late on a
  // busy machine), and the modal's opening animation scales and moves it (in ds-modal's shadow root).
  await expect(canvas).toHaveCSS('width', '200px');
  await expect(canvas).toHaveCSS('height', '200px');
  await whenStill(page);
  return { dialog, canvas };
}

test.describe('paint', () => {
  test('one modal: its frame and defaults, then mouse drawing, the keyboard pen, colour and brush, the resize handle', async ({
    page,
  }) => {
    test.slow(); // five checks that each drew on a freshly opened modal now share one
    const escaped = await guardInternet(page);
    const { dialog, canvas } = await openPaint(page);
    const modal = dialog;
    /** Back to a blank canvas, checked, so the next step starts as a fresh modal did. */
    const clear = async () => {
      await dialog.getByRole('button', { name: 'New' }).click();
      await expect.poll(() => painted(canvas)).toBe(0);
    };

    await test.step('opens in a modal titled Simple Paint with a fullscreen button and no toolbar; 200 × 200, crisp', async () => {
      await expect(dialog.getByRole('heading', { name: 'Simple Paint' })).toBeVisible();
      await expect(modal.locator('[slot="footer"]')).toHaveCount(0);
      await expect(modal.locator('[part="footer"]')).toBeHidden();
      await expect(canvas).toHaveCSS('width', '200px');
      await expect(canvas).toHaveCSS('height', '200px');
      await expect(page.getByRole('status').filter({ hasText: '200 × 200 px' })).toBeVisible();
      // the bitmap is the CSS size × the device pixel ratio
      await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([200, 200]);

      // defaults: the first colour, Fine Brush
      await expect(dialog.locator(ax('radio', { name: 'Fine Brush' }))).toHaveJSProperty('checked', true);
      await expect(dialog.locator(ax('radio', { name: 'Black' }))).toHaveJSProperty('checked', true);
      await expect(dialog.locator('.qd-paint__colors ds-radio')).toHaveCount(12);

      await dialog.getByRole('button', { name: 'Maximize' }).click();
      await expect(modal).toHaveAttribute('fullscreen', '');
      await dialog.getByRole('button', { name: 'Minimize' }).click();
      await expect(modal).not.toHaveAttribute('fullscreen');
      // back to the 200 × 200 canvas the drawing steps measure from
      await expect(canvas).toHaveCSS('width', '200px');
      await whenStill(page);
      expect(escaped).toEqual([]);
    });

    await test.step('drawing with the mouse paints; New clears', async () => {
      await expect.poll(() => painted(canvas)).toBe(0);
      await drawLine(page, canvas, [20, 20], [180, 150]);
      await expect.poll(() => painted(canvas)).toBeGreaterThan(300);
      await dialog.getByRole('button', { name: 'New' }).click();
      await expect.poll(() => painted(canvas)).toBe(0);
    });

    await test.step('the keyboard pen draws: Space puts it down, the arrows move it', async () => {
      await canvas.focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      await expect.poll(() => painted(canvas, { x: 15, y: 15, width: 40, height: 10 })).toBeGreaterThan(60);
      await clear();
    });

    await test.step('the colour and the brush size change what is drawn', async () => {
      const brush = (name: string) => BRUSH_SIZES.find(size => size.name === name)!.value;
      await drawLine(page, canvas, [20, 50], [180, 50]);
      await expect.poll(() => colourAt(canvas, 100, 50)).toEqual([0x1b, 0x1b, 0x1f]);
      // each line as wide as its brush (the default, Fine Brush, is 4 px; Wide Brush 12 px), within a pixel
      const offBrush = async (y: number, name: string) => Math.abs((await lineWidth(canvas, y)) - brush(name));
      await expect.poll(() => offBrush(50, 'Fine Brush')).toBeLessThan(1);

      await dialog.locator(ax('radio', { name: 'Red' })).click();
      await expect(dialog.locator(ax('radio', { name: 'Red' }))).toHaveJSProperty('checked', true);
      await dialog.locator(ax('radio', { name: 'Wide Brush' })).click();
      await drawLine(page, canvas, [20, 140], [180, 140]);
      await expect.poll(() => colourAt(canvas, 100, 140)).toEqual([0xe5, 0x39, 0x35]);
      await expect.poll(() => offBrush(140, 'Wide Brush')).toBeLessThan(1);
      expect(await offBrush(50, 'Fine Brush'), 'the fine line is untouched').toBeLessThan(1);

      // back to the defaults and a blank canvas
      await dialog.locator(ax('radio', { name: 'Black' })).click();
      await dialog.locator(ax('radio', { name: 'Fine Brush' })).click();
      await expect(dialog.locator(ax('radio', { name: 'Black' }))).toHaveJSProperty('checked', true);
      await expect(dialog.locator(ax('radio', { name: 'Fine Brush' }))).toHaveJSProperty('checked', true);
      await clear();
    });

    await test.step('the resize handle: dragging, the arrow keys, Home, the 40 px minimum; the drawing is kept', async () => {
      await drawLine(page, canvas, [10, 10], [30, 30]);
      const handle = dialog.getByRole('button', { name: /Resize canvas/ });
      const box = (await handle.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 - 100, { steps: 6 });
      await page.mouse.up();
      await expect(canvas).toHaveCSS('width', '260px');
      await expect(canvas).toHaveCSS('height', '100px');
      await expect(page.getByRole('status').filter({ hasText: '260 × 100 px' })).toBeVisible();
      await expect.poll(() => painted(canvas, { x: 0, y: 0, width: 40, height: 40 })).toBeGreaterThan(20);

      await handle.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Shift+ArrowDown');
      await expect(canvas).toHaveCSS('width', '250px');
      await expect(canvas).toHaveCSS('height', '150px');
      await page.keyboard.press('Home');
      await expect(canvas).toHaveCSS('width', '200px');
      for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowUp');
      await expect(canvas).toHaveCSS('height', '40px');
      await expect.poll(() => painted(canvas, { x: 0, y: 0, width: 40, height: 40 })).toBeGreaterThan(20);
    });
    expect(escaped).toEqual([]);
  });

  test.describe('on a high-density screen', () => {
    test.use({ deviceScaleFactor: 2 });
    test('the bitmap has twice the pixels and lines stay where they are drawn', async ({ page }) => {
      const { canvas } = await openPaint(page);
      await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([400, 400]);
      await drawLine(page, canvas, [20, 100], [180, 100]);
      await expect.poll(() => painted(canvas, { x: 20, y: 96, width: 160, height: 8 })).toBeGreaterThan(400);
      await expect.poll(() => painted(canvas, { x: 0, y: 0, width: 200, height: 80 })).toBe(0);
    });
  });

  test.describe('touch', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    test('a tap leaves a dot', async ({ page }) => {
      const { canvas } = await openPaint(page);
      const box = (await canvas.boundingBox())!;
      await page.touchscreen.tap(box.x + 100, box.y + 100);
      await expect.poll(() => painted(canvas, { x: 90, y: 90, width: 20, height: 20 })).toBeGreaterThan(5);
    });
  });
});

// The page at rest: page-matrix.e2e.ts. Here the states it does not reach, in light (every rule) and dark (contrast).
for (const [device, options] of Object.entries(DEVICES)) {
  test.describe(device, () => {
    test.use({ colorScheme: 'light', ...options });

    test('axe finds nothing: the weather shown with its forecast, then Simple Paint open', async ({ page }) => {
      await openQuickDemos(page);
      await expect(liveTemperature(page)).toHaveText('7°C');
      await weather(page)
        .locator(ax('switch', { name: 'Forecast' }))
        .click();
      await expect(panel(page).getByRole('listitem')).toHaveCount(3);
      await expectAccessibleInBothThemes(page, weather(page));

      await card(page, 'Simple Paint').getByRole('button', { name: 'Open Simple Paint' }).click();
      const canvas = page.getByTestId('paint-canvas');
      await expect(canvas).toBeVisible();
      await drawLine(page, canvas, [20, 30], [170, 160]);
      await page
        .locator('ds-modal[open]')
        .locator(ax('radio', { name: 'Blue' }))
        .click();
      await drawLine(page, canvas, [170, 30], [20, 160]);
      await expectAccessibleInBothThemes(page, 'ds-modal[open]'); // every rule in dark, contrast in light
    });
  });
}

test.describe('error state, looked at', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('the error and Retry fit a phone, axe finds nothing', async ({ page, problems }) => {
    await serveWeather(page, route => route.fulfill({ status: 500, json: {}, headers: CORS }));
    await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
    await openQuickDemos(page);
    await expect(panel(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(await axeViolations(page, weather(page))).toEqual([]);
    problems.splice(0, problems.length, ...problems.filter(p => !/status of 500/.test(p)));
  });
});

test.describe('320 px wide, 200 % text', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('the weather widget and Simple Paint do not scroll sideways', async ({ page }) => {
    const client = await page.context().newCDPSession(page);
    await client.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
    await openQuickDemos(page);
    await expect(liveTemperature(page)).toHaveText('7°C');
    await weather(page)
      .locator(ax('switch', { name: 'Forecast' }))
      .click();
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await card(page, 'Simple Paint').getByRole('button', { name: 'Open Simple Paint' }).click();
    const canvas = page.getByTestId('paint-canvas');
    await expect(canvas).toBeVisible();
    // the canvas narrows to the room in the modal; nothing in the modal sticks out sideways
    await expect
      .poll(() =>
        canvas.evaluate(c => {
          const body = c.closest('ds-modal')!.shadowRoot!.querySelector<HTMLElement>('[part="body"]')!;
          return body.scrollWidth - body.clientWidth;
        }),
      )
      .toBeLessThanOrEqual(0);
  });
});
