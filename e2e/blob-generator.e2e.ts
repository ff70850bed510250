// Blob Generator: sliders and Randomize change the blob, the seed is
// editable, the state lives in the URL, and every export gives the file or clipboard text of the
// blob the preview shows, with the exact snackbars for 1000 ms.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { blobPath } from '../elements/blob/geometry';
import { axeViolations, contrastViolations } from './docs-helpers';
import { expect, test, waitForPage } from './fixtures';

const URL_PATTERN = /\/Tools\/BlobGenerator\?edges=(\d+)&smoothness=(\d+)&seed=(\d+)$/;

const preview = (page: Page) => page.locator('main ds-blob');
const previewPath = (page: Page) => preview(page).evaluate(el => (el as HTMLElement & { path: string }).path);
/** The `d` the preview really draws (its shadow path). */
const drawnPath = (page: Page) => preview(page).evaluate(el => el.shadowRoot!.querySelector('path')!.getAttribute('d'));
const previewFill = (page: Page) =>
  preview(page).evaluate(el => getComputedStyle(el.shadowRoot!.querySelector('path')!).fill);
const seedInput = (page: Page) => page.getByLabel('Seed', { exact: true });
const query = (page: Page) => {
  const m = URL_PATTERN.exec(page.url());
  return m ? { edges: Number(m[1]), smoothness: Number(m[2]), seed: Number(m[3]) } : null;
};

/** Records every snackbar with its duration (a 1000 ms snackbar can come and go between two polls). */
async function recordSnackbarItems(page: Page) {
  await page.addInitScript(() => {
    const shown: { message: string; duration: number }[] = [];
    (window as unknown as { shownItems: typeof shown }).shownItems = shown;
    type Host = Element & { items: readonly { id: string; message: string; duration: number }[] };
    document.addEventListener(
      'ds-show',
      event => {
        const host = event.target as Host;
        if (host.localName !== 'ds-snackbar-host') return;
        const item = host.items.find(i => i.id === (event as CustomEvent<{ id: string }>).detail.id);
        if (item) shown.push({ message: item.message, duration: item.duration });
      },
      true,
    );
  });
}
const shownItems = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownItems: { message: string; duration: number }[] }).shownItems);

const EXPORTS = {
  download: 'Download SVG',
  png: 'Download PNG',
  copy: 'Copy SVG',
  css: 'Copy CSS clip-path',
} as const;
const menuItem = (page: Page, value: keyof typeof EXPORTS) =>
  page.locator('main ds-menu.blob-export ds-menu-item').filter({ hasText: new RegExp(`^\\s*${EXPORTS[value]}\\s*$`) });

async function chooseExport(page: Page, value: keyof typeof EXPORTS) {
  await page.locator('main ds-menu.blob-export ds-button[slot="trigger"]').click();
  const item = menuItem(page, value);
  await expect(item).toBeVisible();
  await item.click();
}

/** Reads the one file shape blobSvg writes: the svg's attributes and the path's. */
function parseSvg(svg: string) {
  const root = /^<svg ([^>]*)><path ([^>]*)\/><\/svg>$/.exec(svg);
  expect(root, svg).not.toBeNull();
  const attrs = (text: string) => Object.fromEntries([...text.matchAll(/([\w:-]+)="([^"]*)"/g)].map(m => [m[1], m[2]]));
  return { svg: attrs(root![1]!), path: attrs(root![2]!) };
}

test.beforeEach(async ({ page }) => {
  await recordSnackbarItems(page);
  await page.emulateMedia({ colorScheme: 'light' });
});

const edgesSlider = (page: Page) => page.getByRole('slider', { name: 'Edges' });
const smoothnessSlider = (page: Page) => page.getByRole('slider', { name: 'Smoothness' });

/**
 * Puts the page on the blob a link would open (edges, smoothness, seed), through its own controls
 * (no reload), and waits until the address and the drawing say so.
 */
async function showBlob(page: Page, blob: { edges: number; smoothness: number; seed: number }) {
  await edgesSlider(page).focus();
  await page.keyboard.press('Home'); // 3
  for (let i = 3; i < blob.edges; i++) await page.keyboard.press('ArrowRight');
  await expect(edgesSlider(page)).toHaveAttribute('aria-valuenow', String(blob.edges));
  await smoothnessSlider(page).focus();
  await page.keyboard.press('Home'); // 2
  for (let i = 2; i < blob.smoothness; i++) await page.keyboard.press('ArrowRight');
  await expect(smoothnessSlider(page)).toHaveAttribute('aria-valuenow', String(blob.smoothness));
  await seedInput(page).fill(String(blob.seed));
  await expect(page).toHaveURL(
    new RegExp(`/Tools/BlobGenerator\\?edges=${blob.edges}&smoothness=${blob.smoothness}&seed=${blob.seed}$`),
  );
  await expect.poll(() => drawnPath(page)).toBe(blobPath(blob));
}

/** Empties the snackbars recorded so far, so the next step reads only its own. */
async function forgetSnackbars(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { shownItems: unknown[] }).shownItems.length = 0;
  });
  await expect.poll(() => shownItems(page)).toEqual([]);
}

test('a bad link; then the defaults, the sliders, Randomize, the seed and a shared URL on one load', async ({
  page,
  context,
}) => {
  test.slow(); // two loads and many steps on a busy two-core machine

  await test.step('a link that cannot be read says so and what is shown instead, and keeps its address until a change', async () => {
    const link = '/Tools/BlobGenerator?edges=99&smoothness=x&seed=-5';
    await page.goto(link);
    await waitForPage(page);
    const notice = page.getByRole('status').filter({ hasText: 'This link’s blob could not be read' });
    await expect(notice).toHaveText(
      'This link’s blob could not be read: edges “99” is not a whole number from 3 to 12, smoothness “x” is not a whole number from 2 to 9 and seed “-5” is not a whole number from 0 to 4294967295. ' +
        'Shown instead: the default 6 edges, the default smoothness of 6 and a new random seed.',
    );
    // the blob shown: the defaults and a new seed, drawn
    await expect(page.getByRole('slider', { name: 'Edges' })).toHaveAttribute('aria-valuenow', '6');
    await expect(page.getByRole('slider', { name: 'Smoothness' })).toHaveAttribute('aria-valuenow', '6');
    await expect(seedInput(page)).toHaveValue(/^\d+$/);
    const seed = Number(await seedInput(page).inputValue());
    await expect.poll(() => drawnPath(page)).toBe(blobPath({ edges: 6, smoothness: 6, seed }));
    // the visitor's address stays as they opened it
    await expect(page).toHaveURL(new RegExp(`${link.replace(/[?]/g, '\\?')}$`));

    // their first change: the address says what is shown, the notice goes
    await page.getByRole('slider', { name: 'Edges' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`\\?edges=7&smoothness=6&seed=${seed}$`));
    await expect(notice).toHaveCount(0);
  });

  await test.step('opens with the defaults, a seed in the URL and the blob of that seed', async () => {
    await page.goto('/Tools/BlobGenerator');
    await waitForPage(page);
    await expect(page.locator('main h1')).toHaveText('Blob Generator');
    await expect(page).toHaveURL(URL_PATTERN);
    const { edges, smoothness, seed } = query(page)!;
    expect([edges, smoothness]).toEqual([6, 6]);
    await expect(page.getByRole('slider', { name: 'Edges' })).toHaveAttribute('aria-valuenow', '6');
    await expect(page.getByRole('slider', { name: 'Smoothness' })).toHaveAttribute('aria-valuenow', '6');
    await expect(seedInput(page)).toHaveValue(String(seed));
    await expect.poll(() => drawnPath(page)).toBe(blobPath({ edges: 6, smoothness: 6, seed }));
    await expect(
      page.getByText('Keep pressing Randomize until a blob you like turns up', { exact: false }),
    ).toBeVisible();
  });

  await showBlob(page, { edges: 6, smoothness: 6, seed: 42 });

  await test.step('the sliders change the blob by keyboard, within their ranges (edges 3–12, smoothness 2–9)', async () => {
    const edges = page.getByRole('slider', { name: 'Edges' });
    await edges.focus();
    await page.keyboard.press('ArrowRight');
    await expect(edges).toHaveAttribute('aria-valuenow', '7');
    await expect.poll(() => drawnPath(page)).toBe(blobPath({ edges: 7, smoothness: 6, seed: 42 }));
    await expect(page).toHaveURL(/edges=7&smoothness=6&seed=42$/);
    await page.keyboard.press('End');
    await expect(edges).toHaveAttribute('aria-valuenow', '12');
    await page.keyboard.press('Home');
    await expect(edges).toHaveAttribute('aria-valuenow', '3');
    await expect.poll(() => drawnPath(page)).toBe(blobPath({ edges: 3, smoothness: 6, seed: 42 }));

    const smoothness = page.getByRole('slider', { name: 'Smoothness' });
    await smoothness.focus();
    await page.keyboard.press('Home');
    await expect(smoothness).toHaveAttribute('aria-valuenow', '2');
    await page.keyboard.press('End');
    await expect(smoothness).toHaveAttribute('aria-valuenow', '9');
    await page.keyboard.press('ArrowLeft');
    await expect(smoothness).toHaveAttribute('aria-valuenow', '8');
    await expect.poll(() => drawnPath(page)).toBe(blobPath({ edges: 3, smoothness: 8, seed: 42 }));
    await expect(page).toHaveURL(/edges=3&smoothness=8&seed=42$/);
  });

  await showBlob(page, { edges: 8, smoothness: 4, seed: 1 });

  await test.step('Randomize draws a new seed and a new blob; the seed field follows', async () => {
    const randomize = page.getByRole('button', { name: 'Randomize' });
    const seen = new Set<string>([blobPath({ edges: 8, smoothness: 4, seed: 1 })]);
    for (let i = 0; i < 3; i++) {
      const before = page.url();
      await randomize.click();
      await expect(page).not.toHaveURL(before);
      const { seed } = query(page)!;
      await expect(seedInput(page)).toHaveValue(String(seed));
      const expected = blobPath({ edges: 8, smoothness: 4, seed });
      await expect.poll(() => drawnPath(page)).toBe(expected);
      seen.add(expected);
    }
    expect(seen.size).toBe(4);
  });

  await showBlob(page, { edges: 5, smoothness: 5, seed: 10 });

  await test.step('the seed is editable; text that is not a seed says so and keeps the blob', async () => {
    const input = seedInput(page);
    await input.fill('4242');
    await expect.poll(() => drawnPath(page)).toBe(blobPath({ edges: 5, smoothness: 5, seed: 4242 }));
    await expect(page).toHaveURL(/seed=4242$/);

    await input.fill('12ab');
    await expect(page.getByText('Enter a whole number from 0 to 4294967295.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => drawnPath(page)).toBe(blobPath({ edges: 5, smoothness: 5, seed: 4242 }));
    await input.fill('4294967296');
    await expect(page.getByText('Enter a whole number from 0 to 4294967295.')).toBeVisible();

    await input.fill('0');
    await expect(page.getByText('Enter a whole number from 0 to 4294967295.')).toBeHidden();
    await expect.poll(() => drawnPath(page)).toBe(blobPath({ edges: 5, smoothness: 5, seed: 0 }));
    await expect(page).toHaveURL(/seed=0$/);
  });

  await showBlob(page, { edges: 10, smoothness: 3, seed: 987654 });

  await test.step('a shared URL reopens the same blob', async () => {
    const path = blobPath({ edges: 10, smoothness: 3, seed: 987654 });
    await expect.poll(() => drawnPath(page)).toBe(path);
    await page.getByRole('slider', { name: 'Edges' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/edges=9&smoothness=3&seed=987654$/);
    const shared = page.url();
    const shown = await previewPath(page);

    const other = await context.newPage();
    await other.goto(shared);
    await waitForPage(other);
    await expect.poll(() => drawnPath(other)).toBe(shown);
    await expect(other.getByRole('slider', { name: 'Edges' })).toHaveAttribute('aria-valuenow', '9');
    await expect(other.getByRole('slider', { name: 'Smoothness' })).toHaveAttribute('aria-valuenow', '3');
    await expect(seedInput(other)).toHaveValue('987654');

    await other.close();
  });
});

test('exports of one blob: SVG file and picture, PNG, Copy, CSS, a refused copy; then axe in the open menu', async ({
  page,
  context,
  browser,
}) => {
  test.slow(); // many steps and axe on a busy two-core machine
  await page.goto('/Tools/BlobGenerator?edges=7&smoothness=4&seed=2024');
  await waitForPage(page);
  await expect.poll(() => drawnPath(page)).toBe(blobPath({ edges: 7, smoothness: 4, seed: 2024 }));
  const trigger = page.locator('main ds-menu.blob-export ds-button[slot="trigger"]');

  await test.step('Download: blob-{timestamp}.svg holding the preview path in the preview colour', async () => {
    const download = page.waitForEvent('download');
    await chooseExport(page, 'download');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^blob-\d{8}T\d{6}\.svg$/);
    const svg = await readFile((await file.path())!, 'utf8');
    const parsed = parseSvg(svg);
    expect(parsed.svg).toMatchObject({ xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 100 100' });
    expect(parsed.path.d).toBe(await previewPath(page));
    expect(parsed.path.fill).toBe(await previewFill(page));
    // Focus returns to the trigger (ds-menu), so the keyboard user can export again.
    await expect(trigger).toBeFocused();
  });

  await expect(menuItem(page, 'download')).toBeHidden();

  await test.step('the downloaded SVG opens in a browser as the picture the preview shows', async () => {
    const download = page.waitForEvent('download');
    await chooseExport(page, 'download');
    const svg = await readFile((await (await download).path())!, 'utf8');
    const stage = page.locator('main .blob-generator__stage');
    const background = await stage.evaluate(el => getComputedStyle(el).backgroundColor);
    const svgBox = preview(page).locator('svg');
    const box = (await svgBox.boundingBox())!;
    const size = Math.round(box.width);
    const shown = await page.screenshot({
      clip: { x: Math.round(box.x), y: Math.round(box.y), width: size, height: size },
    });

    // The file alone, as an image at the same size on the same background.
    const viewer = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await viewer.setContent(
      `<body style="margin:0;background:${background}"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await expect.poll(() => viewer.locator('img').evaluate(img => (img as HTMLImageElement).complete)).toBe(true);
    const opened = await viewer.locator('img').screenshot();

    // Compare the two pictures pixel by pixel (anti-aliased edges may differ by a little).
    const differing = await viewer.evaluate(
      async ([a, b]) => {
        const pixels = async (base64: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = Object.assign(document.createElement('canvas'), {
            width: image.width,
            height: image.height,
          });
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [x, y] = await Promise.all([pixels(a!), pixels(b!)]);
        if (x.width !== y.width || x.height !== y.height)
          return { size: `${x.width}x${x.height} vs ${y.width}x${y.height}`, share: 1 };
        let off = 0;
        for (let i = 0; i < x.data.length; i += 4) {
          const d = Math.max(
            Math.abs(x.data[i]! - y.data[i]!),
            Math.abs(x.data[i + 1]! - y.data[i + 1]!),
            Math.abs(x.data[i + 2]! - y.data[i + 2]!),
          );
          if (d > 48) off++;
        }
        return { size: true, share: off / (x.width * x.height) };
      },
      [shown.toString('base64'), opened.toString('base64')],
    );
    await viewer.close();
    expect(differing.size).toBe(true);
    expect(differing.share).toBeLessThan(0.01);
  });

  await expect(menuItem(page, 'download')).toBeHidden();

  await test.step('Download PNG: blob-{timestamp}.png, a PNG image', async () => {
    const download = page.waitForEvent('download');
    await chooseExport(page, 'png');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^blob-\d{8}T\d{6}\.png$/);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeGreaterThan(500);
  });

  await expect(menuItem(page, 'png')).toBeHidden();
  await forgetSnackbars(page);

  await test.step('Copy: the SVG on the clipboard, "SVG copied to clipboard" for 1000 ms', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseExport(page, 'copy');
    await expect.poll(() => shownItems(page)).toEqual([{ message: 'SVG copied to clipboard', duration: 1000 }]);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(parseSvg(text).path.d).toBe(await previewPath(page));
  });

  await expect(menuItem(page, 'copy')).toBeHidden();
  await forgetSnackbars(page);

  await test.step('Copy CSS clip-path: a rule with the preview path, and its snackbar', async () => {
    await chooseExport(page, 'css');
    await expect.poll(() => shownItems(page)).toEqual([{ message: 'CSS copied to clipboard', duration: 1000 }]);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain(`clip-path: path('${await previewPath(page)}');`);
  });

  await expect(menuItem(page, 'css')).toBeHidden();
  await forgetSnackbars(page);

  await test.step('Copy refused (permission denied): "Failed to copy" for 1000 ms', async () => {
    await context.clearPermissions();
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await chooseExport(page, 'copy');
    await expect.poll(() => shownItems(page)).toEqual([{ message: 'Failed to copy', duration: 1000 }]);
    await chooseExport(page, 'css');
    await expect
      .poll(() => shownItems(page))
      .toEqual([
        { message: 'Failed to copy', duration: 1000 },
        { message: 'Failed to copy', duration: 1000 },
      ]);
  });

  await expect(menuItem(page, 'css')).toBeHidden();
  await showBlob(page, { edges: 6, smoothness: 6, seed: 7 });

  // The page at rest: page-matrix.e2e.ts. Here its export menu, open.
  await test.step('no axe violations in the open export menu, light or dark', async () => {
    await trigger.click();
    await expect(menuItem(page, 'download')).toBeVisible();
    expect(await axeViolations(page, 'main ds-menu.blob-export')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await contrastViolations(page, 'main ds-menu.blob-export')).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('fits the width and Randomize works by touch', async ({ page }) => {
    await page.goto('/Tools/BlobGenerator?edges=6&smoothness=6&seed=7');
    await waitForPage(page);
    await expect.poll(() => drawnPath(page)).toBe(blobPath({ edges: 6, smoothness: 6, seed: 7 }));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await preview(page).boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Randomize' }).tap();
    await expect(page).not.toHaveURL(/seed=7$/);
  });
});
