import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BRAND, expect, recordSnackbars, shownSnackbars, test, waitForPage } from './fixtures';

// The only spec with a service worker: playwright.config.ts blocks them everywhere else.
test.use({ serviceWorkers: 'allow' });
// In order, in one worker: the update tests change the served sw.js, which every test here registers.
test.describe.configure({ mode: 'default' });

/** Console warnings too (the fixture already fails a test on page errors and console errors). */
function recordWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', message => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG').toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none');

test('the manifest and its icons; once visited, the site opens offline: a reload and a route never visited', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // the worker precaches the whole site (about 190 files) before it takes control
  const warnings = recordWarnings(page);
  await page.goto('/');
  await waitForPage(page);

  await test.step('the web manifest is linked and valid, and its icons load with their sizes', async () => {
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveCount(1);
    const manifestUrl = new URL((await link.getAttribute('href'))!, page.url());
    const response = await request.get(manifestUrl.href);
    expect(response.ok()).toBe(true);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      short_name: BRAND,
      display: 'standalone',
      start_url: './',
      scope: './',
      theme_color: '#fbfbfb',
      background_color: '#fbfbfb',
    });
    expect(manifest.name).toContain(BRAND);
    // start_url and scope resolve to the site's base, where the manifest lives
    expect(new URL(manifest.start_url, manifestUrl).href).toBe(new URL('./', manifestUrl).href);

    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map(i => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const files = [
      ...icons.map(icon => ({ url: new URL(icon.src, manifestUrl).href, sizes: icon.sizes })),
      { url: new URL(appleHref!, page.url()).href, sizes: '180x180' },
    ];
    for (const { url, sizes } of files) {
      const icon = await request.get(url);
      expect(icon.ok(), url).toBe(true);
      expect(icon.headers()['content-type']).toContain('image/png');
      const { width, height } = pngSize(await icon.body());
      expect(`${width}x${height}`, url).toBe(sizes);
    }
  });

  await test.step('once visited, the site opens offline: a reload and a route never visited', async () => {
    // registered after load when idle; the first worker takes control once everything is precached
    await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe('activated');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toBe(new URL('./', page.url()).href);
    // what it keeps: the shell and the routes; never the resume's media or the plain-HTML example
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain(new URL('index.html', scope).pathname);
    expect(cached.filter(url => /\/(resume|examples|elements)\//.test(url))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await waitForPage(page);
    await expect(page).toHaveTitle(`Home - ${BRAND}`);

    // a page whose chunk the browser never loaded
    await page.goto('/Components/Snackbar');
    await expect(page.getByRole('heading', { level: 1, name: 'Snackbar' })).toBeVisible();
    await expect(page).toHaveTitle(`Snackbar - ${BRAND}`);
    // and a tool, through a link of the page (a client-side navigation)
    await page.goto('/Tools/BlobGenerator');
    await waitForPage(page);
    await expect(page.locator('main h1').first()).toContainText('Blob');
    await context.setOffline(false);
  });
  expect(warnings).toEqual([]);
});

const NEXT_VERSION = '\n// next version\n';
/** Puts back the sw.js an update test changed (also when the test fails). */
let restoreSw: (() => void) | undefined;
test.afterEach(() => {
  restoreSw?.();
  restoreSw = undefined;
});

for (const press of ['mouse', 'keyboard'] as const) {
  test(`a new version waiting shows a snackbar that stays until Reload (${press}), which switches to it and reloads`, async ({
    page,
  }) => {
    test.setTimeout(180_000); // two workers precache the site, on a machine shared with other tests
    const warnings = recordWarnings(page);
    await recordSnackbars(page);
    await page.clock.install(); // the page's timers: real time until the test runs them ahead
    await page.goto('/');
    await waitForPage(page);
    await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe('activated');
    // A new deploy: the served sw.js changes (vite preview reads files on each request); the browser's
    // update check finds it and installs it as the waiting worker. Restored at the end.
    const swFile = path.join(process.env.E2E_OUT_DIR ?? 'dist', 'sw.js');
    // the original is the file without the marker, even if a parallel run (--repeat-each) left one in
    const original = readFileSync(swFile, 'utf8').replaceAll(NEXT_VERSION, '');
    writeFileSync(swFile, `${original}${NEXT_VERSION}`);
    restoreSw = () => writeFileSync(swFile, original);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state), {
        timeout: 30_000,
      })
      .toBe('installed');

    const prompt = page.locator('ds-snackbar', { hasText: 'A new version is available.' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => shownSnackbars(page)).toContain('A new version is available.');
    // it waits for an answer: still there well after the default 3 s
    await page.clock.runFor(3500);
    await expect(prompt).toBeVisible();

    // Reload: the waiting worker takes over and the page reloads under it.
    await page.evaluate(() => ((window as unknown as { beforeReload?: boolean }).beforeReload = true));
    const reload = prompt.getByRole('button', { name: 'Reload' });
    if (press === 'mouse') {
      await reload.click();
    } else {
      await reload.focus();
      await page.keyboard.press('Enter');
    }
    await expect
      .poll(
        () =>
          page
            .evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)
            .catch(() => 'reloading'),
        { timeout: 30_000 },
      )
      .toBe(false);
    // the reload follows controllerchange only: the new worker controls the reloaded page, and no
    // worker is left waiting (the served sw.js is still the new one)
    await waitForPage(page);
    await expect.poll(() => controlled(page)).toBe('activated');
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? 'none'),
      )
      .toBe('none');
    expect(warnings).toEqual([]);
  });
}
