// Cards & List: layouts, select and deselect, the selected item scrolled into
// view, the detail modal (double click, Shift+Enter, Open details, a 500 ms touch hold in the Card
// layout), Like with its count, Share's fallback, Reset, the card's code, the API, axe.
import type { Page } from '@playwright/test';
import { galleryItems } from '../content/gallery';
import { DEVICES, card, code, expectAccessibleInBothThemes, open } from './docs-helpers';
import { ax, expect, recordSnackbars, shownSnackbars, test, underBase } from './fixtures';

const PATH = '/Components/CardsAndList';

const demo = (page: Page) => card(page, 'Gallery');
const gallery = (page: Page) => page.getByTestId('gallery');
const cardOf = (page: Page, id: string) => gallery(page).locator(`ds-card[data-id="${id}"]`);
const surfaceOf = (page: Page, id: string) => cardOf(page, id).locator('[part~="surface"]');
const reset = (page: Page) => demo(page).getByRole('button', { name: 'Reset' });
const selection = (page: Page) => demo(page).locator('.live-value__value');
const detail = (page: Page) => page.getByTestId('card-detail');
/** Clicks a card on its picture (the heading and text lie under the card's stretched click area). */
const clickCard = (page: Page, id: string) => cardOf(page, id).click({ position: { x: 30, y: 30 } });
/** The number a like counter shows now. */
const likeValue = (page: Page, id: string) =>
  cardOf(page, id)
    .locator('ds-count-up')
    .evaluate(el => (el as HTMLElement & { value: number }).value);
const layoutRadio = (page: Page, name: string) => demo(page).locator(ax('radio', { name, exact: true }));

/** Whether `id`'s card lies wholly inside the gallery's visible box and the viewport. */
const fullyShown = (page: Page, id: string) =>
  cardOf(page, id).evaluate(card => {
    const box = card.getBoundingClientRect();
    const list = card.closest('ul')!.getBoundingClientRect();
    return (
      box.left >= list.left - 1 &&
      box.right <= list.right + 1 &&
      box.top >= 0 &&
      box.bottom <= document.documentElement.clientHeight + 1
    );
  });

/** Dispatches a touch pointer event on a card's surface (Playwright's touch has no hold). */
const touch = (
  page: Page,
  id: string,
  type: 'pointerdown' | 'pointerup' | 'pointermove' | 'pointerdown+move',
  dy = 0,
) =>
  surfaceOf(page, id).evaluate(
    (surface, [type, dy]) => {
      const box = surface.getBoundingClientRect();
      // 'pointerdown+move': both in one task, so no time passes between them however busy the machine
      const types = type === 'pointerdown+move' ? ['pointerdown', 'pointermove'] : [type as string];
      for (const t of types)
        surface.dispatchEvent(
          new PointerEvent(t, {
            bubbles: true,
            composed: true,
            cancelable: true,
            pointerType: 'touch',
            pointerId: 3,
            isPrimary: true,
            clientX: box.left + box.width / 2,
            clientY: box.top + box.height / 2 + (t === 'pointerdown' ? 0 : (dy as number)),
          }),
        );
    },
    [type, dy] as const,
  );

test.describe('Cards & List', () => {
  test('one visit: links and images, layouts, selection and Reset, the detail by mouse and keyboard, scrolling to the selection', async ({
    page,
  }) => {
    test.slow(); // five visits' checks in one
    await open(page, PATH);
    /** Reset, and the gallery as a first visit shows it. */
    const backToDefaults = async () => {
      await reset(page).click();
      await expect(reset(page)).toHaveCount(0);
      await expect(layoutRadio(page, 'Card')).toHaveJSProperty('checked', true);
      await expect(selection(page)).toHaveText('None');
    };

    await test.step('the page links to the external profile in a new tab; images are lazy with their size and alt', async () => {
      const profile = demo(page).getByRole('link', { name: /her profile/ });
      await expect(profile).toHaveAttribute('target', '_blank');
      await expect(profile).toHaveAttribute('rel', 'noopener');
      await expect(profile).toHaveAttribute('href', /^https:\/\//);

      const images = gallery(page).locator('img[slot="media"]');
      await expect(images).toHaveCount(galleryItems.length);
      for (const [index, item] of galleryItems.entries()) {
        const img = images.nth(index);
        await expect(img).toHaveAttribute('loading', 'lazy');
        await expect(img).toHaveAttribute('decoding', 'async');
        await expect(img).toHaveAttribute('width', String(item.image.width));
        await expect(img).toHaveAttribute('height', String(item.image.height));
        await expect(img).toHaveAttribute('alt', item.image.alt);
      }
      // the first card's image loads; the files are served
      await expect.poll(() => images.first().evaluate(img => (img as HTMLImageElement).naturalWidth)).toBe(480);
      const response = await page.request.get(underBase(galleryItems[galleryItems.length - 1]!.image.src));
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toContain('svg');
    });

    await test.step('Card is the default layout; a click selects, the same click again deselects; the code follows; Reset', async () => {
      await expect(layoutRadio(page, 'Card')).toHaveJSProperty('checked', true);
      await expect(gallery(page)).toHaveClass(/cl-gallery--card/);
      await expect(gallery(page).locator('ds-card')).toHaveCount(galleryItems.length);
      await expect(gallery(page).locator('ds-card[long-press]')).toHaveCount(galleryItems.length);
      await expect(selection(page)).toHaveText('None');
      await expect(reset(page)).toHaveCount(0);
      await expect(code(demo(page))).toContainText('<ds-card selectable long-press>');
      await expect(code(demo(page))).toContainText('<h3 slot="heading">Dune Sea</h3>');
      await expect(code(demo(page))).not.toContainText('Share');

      // select: aria-pressed, the actions, the readout, the code
      await clickCard(page, 'tidal-blue');
      await expect(demo(page).getByRole('button', { name: 'Tidal Blue', pressed: true })).toBeVisible();
      await expect(cardOf(page, 'tidal-blue')).toHaveAttribute('selected', '');
      await expect(selection(page)).toHaveText('Tidal Blue');
      await expect(cardOf(page, 'tidal-blue').getByRole('button', { name: 'Share' })).toBeVisible();
      await expect(cardOf(page, 'tidal-blue').getByRole('button', { name: 'Like' })).toBeVisible();
      await expect(cardOf(page, 'dune-sea').getByRole('button', { name: 'Share' })).toHaveCount(0);
      await expect(reset(page)).toBeVisible();
      await expect(code(demo(page))).toContainText('<ds-card selectable selected long-press>');
      await expect(code(demo(page))).toContainText('<h3 slot="heading">Tidal Blue</h3>');
      await expect(code(demo(page))).toContainText('Share</ds-button>');

      // another item moves the selection
      await clickCard(page, 'red-canyon');
      await expect(selection(page)).toHaveText('Red Canyon');
      await expect(cardOf(page, 'tidal-blue')).not.toHaveAttribute('selected', '');
      await expect(gallery(page).locator('ds-card[selected]')).toHaveCount(1);

      // the same item again deselects it: back to the defaults, so no Reset
      await clickCard(page, 'red-canyon');
      await expect(selection(page)).toHaveText('None');
      await expect(gallery(page).locator('ds-card[selected]')).toHaveCount(0);
      await expect(reset(page)).toHaveCount(0);

      // List: rows with the picture beside the text, no hold
      await layoutRadio(page, 'List').click();
      await expect(gallery(page)).toHaveClass(/cl-gallery--list/);
      await expect(gallery(page).locator('ds-card[orientation="horizontal"]')).toHaveCount(galleryItems.length);
      await expect(gallery(page).locator('ds-card[long-press]')).toHaveCount(0);
      await expect(code(demo(page))).toContainText('<ds-card selectable orientation="horizontal">');
      await expect(reset(page)).toBeVisible();
      const row = await cardOf(page, 'dune-sea').boundingBox();
      expect(row!.width).toBeGreaterThan(row!.height);

      // Grid: compact tiles, titles only
      await layoutRadio(page, 'Grid').click();
      await expect(gallery(page)).toHaveClass(/cl-gallery--grid/);
      await expect(gallery(page).locator('ds-card p')).toHaveCount(0);
      await expect(code(demo(page))).toContainText('<ds-card selectable>');
      await expect(code(demo(page))).not.toContainText('<p>');
      await clickCard(page, 'glacier');
      await expect(cardOf(page, 'glacier').getByRole('button', { name: 'Like' })).toBeVisible();

      await demo(page).getByRole('tab', { name: 'React' }).click();
      await expect(code(demo(page))).toContainText("import { DsButton, DsCard } from './ds';");
      await expect(code(demo(page))).toContainText('<DsCard');
      await expect(code(demo(page))).toContainText("onDsCardSelect={() => select('glacier')}");
      await expect(code(demo(page))).toContainText("onDsCardOpen={() => openDetail('glacier')}");

      // Reset: Card layout, nothing selected, focus on the layout choice
      await reset(page).click();
      await expect(reset(page)).toHaveCount(0);
      await expect(layoutRadio(page, 'Card')).toHaveJSProperty('checked', true);
      await expect(gallery(page)).toHaveClass(/cl-gallery--card/);
      await expect(selection(page)).toHaveText('None');
      await expect(gallery(page).locator('ds-card[selected]')).toHaveCount(0);
    });

    await test.step('a double click opens the full-screen detail; Close closes it and focus returns to the card', async () => {
      const item = galleryItems.find(i => i.id === 'aurora-night')!;
      await cardOf(page, item.id).dblclick({ position: { x: 30, y: 30 } });
      await expect(detail(page)).toHaveAttribute('fullscreen', '');
      const dialog = page.getByRole('dialog', { name: item.title });
      await expect(dialog).toBeVisible();
      // the content is slotted into the dialog: look for it in the modal element
      await expect(detail(page).getByRole('img', { name: item.image.alt })).toBeVisible();
      await expect(detail(page).getByText(item.description, { exact: true })).toBeVisible();
      await expect(detail(page).getByText(item.longDescription, { exact: true })).toBeVisible();
      await expect(detail(page).getByRole('button', { name: 'Close' }).last()).toBeVisible();
      // the panel fills the viewport (once its opening transition has ended)
      const viewport = page.viewportSize()!;
      const panel = detail(page).locator('[part~="panel"]');
      await expect.poll(async () => (await panel.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(viewport.width - 1);
      // the double click selected the item once (its second click does not deselect it)
      await expect(selection(page)).toHaveText(item.title);

      await detail(page).locator('ds-button[data-modal-close]').click();
      await expect(detail(page)).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-id'))).toBe(item.id);
      // back to the defaults: nothing selected, the Card layout
      await backToDefaults();
    });

    await test.step('from the keyboard: Shift+Enter and Open details open the detail; Escape closes it', async () => {
      await surfaceOf(page, 'dune-sea').focus();
      await page.keyboard.press('Shift+Enter');
      await expect(page.getByRole('dialog', { name: 'Dune Sea' })).toBeVisible();
      await expect(selection(page), 'Shift+Enter does not select').toHaveText('None');
      await page.keyboard.press('Escape');
      await expect(detail(page)).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-id'))).toBe('dune-sea');

      await page.keyboard.press('Space');
      await expect(selection(page)).toHaveText('Dune Sea');
      const openDetails = cardOf(page, 'dune-sea').getByRole('button', { name: 'Open details' });
      await openDetails.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Dune Sea' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(detail(page)).toHaveCount(0);
      // back to the defaults: nothing selected, the Card layout
      await backToDefaults();
      // and the page and the strip scrolled back to their start
      await page.evaluate(() => window.scrollTo(0, 0));
      await gallery(page).evaluate(list => list.scrollTo({ left: 0, behavior: 'instant' }));
      await expect.poll(() => gallery(page).evaluate(list => list.scrollLeft)).toBe(0);
    });

    await test.step('the selected item scrolls into view, also after a layout change', async () => {
      // the last card is off to the side of the Card layout's strip
      const last = galleryItems[galleryItems.length - 1]!.id;
      await expect.poll(() => fullyShown(page, last)).toBe(false);
      await layoutRadio(page, 'Grid').click();
      await clickCard(page, last);
      await expect(cardOf(page, last)).toHaveAttribute('selected', '');
      await page.evaluate(() => window.scrollTo(0, 0));
      await layoutRadio(page, 'Card').click();
      await expect.poll(() => fullyShown(page, last), { timeout: 5000 }).toBe(true);
      await expect.poll(() => gallery(page).evaluate(list => list.scrollLeft)).toBeGreaterThan(0);

      // List: the page scrolls down to the row
      await page.evaluate(() => window.scrollTo(0, 0));
      await layoutRadio(page, 'List').click();
      await expect.poll(() => fullyShown(page, last), { timeout: 5000 }).toBe(true);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      // Keyboard selection of another card out of sight in the strip
      await layoutRadio(page, 'Card').click();
      await gallery(page).evaluate(list => list.scrollTo({ left: 0, behavior: 'instant' }));
      await expect.poll(() => fullyShown(page, 'lavender-dusk')).toBe(false);
      await surfaceOf(page, 'lavender-dusk').focus();
      await page.keyboard.press('Enter');
      await expect(selection(page)).toHaveText('Lavender Dusk');
      await expect.poll(() => fullyShown(page, 'lavender-dusk'), { timeout: 5000 }).toBe(true);
    });
  });
});

test.describe('Cards & List, with the clock in the test’s hands', () => {
  // the touch hold's timer and the like counter's frames run on Playwright's clock
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await open(page, PATH);
  });

  test('one visit: the touch hold in the Card layout and in List, then Like and its count', async ({ page }) => {
    test.slow(); // two visits' checks in one
    await test.step('a 500 ms touch hold opens the detail in the Card layout, and does not select; not in List', async () => {
      const heldFor = await surfaceOf(page, 'glacier').evaluate(async surface => {
        const box = surface.getBoundingClientRect();
        const init = {
          bubbles: true,
          composed: true,
          cancelable: true,
          pointerType: 'touch',
          pointerId: 3,
          isPrimary: true,
          clientX: box.left + box.width / 2,
          clientY: box.top + box.height / 2,
        };
        const start = performance.now();
        const opened = new Promise<number>(resolve =>
          (surface.getRootNode() as ShadowRoot).host.addEventListener(
            'ds-card-open',
            () => resolve(performance.now() - start),
            { once: true },
          ),
        );
        surface.dispatchEvent(new PointerEvent('pointerdown', init));
        const ms = await opened;
        surface.dispatchEvent(new PointerEvent('pointerup', init));
        surface.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
        return ms;
      });
      expect(heldFor).toBeGreaterThanOrEqual(480);
      await expect(page.getByRole('dialog', { name: 'Glacier' })).toBeVisible();
      await expect(selection(page), 'the hold does not also select').toHaveText('None');
      await page.keyboard.press('Escape');
      await expect(detail(page)).toHaveCount(0);

      // a hold that moves (a scroll) does not open
      await touch(page, 'glacier', 'pointerdown+move', 40);
      await page.clock.runFor(900);
      await expect(detail(page)).toHaveCount(0);
      await touch(page, 'glacier', 'pointerup');

      // List: no hold
      await layoutRadio(page, 'List').click();
      await expect(cardOf(page, 'glacier')).not.toHaveAttribute('long-press', '');
      await touch(page, 'glacier', 'pointerdown');
      await page.clock.runFor(900);
      await touch(page, 'glacier', 'pointerup');
      await expect(detail(page)).toHaveCount(0);
      // back to the Card layout
      await reset(page).click();
      await expect(reset(page)).toHaveCount(0);
      await expect(layoutRadio(page, 'Card')).toHaveJSProperty('checked', true);
      await expect(selection(page)).toHaveText('None');
    });

    await test.step('Like toggles; its count animates from 0 over 1500 ms; Reset clears likes', async () => {
      const item = galleryItems.find(i => i.id === 'tidal-blue')!;
      await clickCard(page, item.id);
      const count = cardOf(page, item.id).locator('ds-count-up');
      await expect.poll(() => likeValue(page, item.id)).toBe(item.likes);
      await expect(cardOf(page, item.id).getByTestId('like-count')).toContainText('likes');
      await page.evaluate(() => window.scrollTo(0, 0)); // the Reset click below must not miss

      // the clock stops (ahead of the page's own time: the page lags real time, never leads it), so the
      // count moves only as the test runs the clock
      await page.clock.pauseAt(Date.now() + 2000);
      const like = cardOf(page, item.id).getByRole('button', { name: 'Like' });
      await like.click();
      await expect(count).toHaveJSProperty('to', item.likes + 1);
      expect(await likeValue(page, item.id), 'it starts again from 0').toBe(0);
      await page.clock.runFor(750);
      const midway = await likeValue(page, item.id);
      expect(midway).toBeGreaterThan(0);
      expect(midway).toBeLessThan(item.likes + 1);
      await page.clock.runFor(700); // 1450 ms in
      expect(await likeValue(page, item.id)).toBeLessThan(item.likes + 1);
      await page.clock.runFor(70); // to the first frame at or after 1500 ms
      await expect.poll(() => likeValue(page, item.id), 'it reaches the new count').toBe(item.likes + 1);
      await page.clock.resume();
      await expect(cardOf(page, item.id).getByRole('button', { name: 'Like', pressed: true })).toBeVisible();
      await expect(code(demo(page))).toContainText('toggle pressed');

      // unlike: back to the others' count
      await like.click();
      await expect(cardOf(page, item.id).getByRole('button', { name: 'Like', pressed: false })).toBeVisible();
      await expect.poll(() => likeValue(page, item.id)).toBe(item.likes);

      // a like alone keeps Reset; Reset clears it
      await like.click();
      await clickCard(page, item.id); // deselect: only the like differs now
      await expect(selection(page)).toHaveText('None');
      await expect(reset(page)).toBeVisible();
      await reset(page).click();
      await expect(reset(page)).toHaveCount(0);
      await clickCard(page, item.id);
      await expect(cardOf(page, item.id).getByRole('button', { name: 'Like', pressed: false })).toBeVisible();
    });
  });
});

test.describe('Share without the Web Share API', () => {
  test('copies the link and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await recordSnackbars(page);
    await open(page, PATH);
    await clickCard(page, 'lavender-dusk');
    await cardOf(page, 'lavender-dusk').getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => shownSnackbars(page)).toEqual(['Link to Lavender Dusk copied']);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/\/Components\/CardsAndList#lavender-dusk$/);
  });

  test('a refused clipboard shows the link instead, and nothing throws', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('no', 'NotAllowedError')) },
        configurable: true,
      });
    });
    await recordSnackbars(page);
    await open(page, PATH);
    await clickCard(page, 'glacier');
    await cardOf(page, 'glacier').getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => shownSnackbars(page))
      .toEqual([expect.stringMatching(/^Copy this link to share: .*#glacier$/)]);
  });
});

// The page at rest: page-matrix.e2e.ts. Here the states it does not reach, in light (every rule) and dark (contrast).
for (const [device, options] of Object.entries(DEVICES)) {
  test.describe(device, () => {
    test.use({ colorScheme: 'light', ...options });

    test('at rest the gallery sits in its panel and cuts no card; axe finds nothing with an item selected, nor in its detail', async ({
      page,
    }) => {
      test.slow(); // four scans of a gallery of portraits: over 30 s on two busy cores
      await open(page, PATH);

      await test.step('the gallery sits inside the panel’s padding, and at rest the Card strip cuts no card', async () => {
        const layout = await gallery(page).evaluate(list => {
          const panel = list.closest('.demo-card')!.getBoundingClientRect();
          const strip = list.getBoundingClientRect();
          const cards = [...list.querySelectorAll('ds-card')].map(card => card.getBoundingClientRect());
          return {
            inset: Math.min(strip.left - panel.left, panel.right - strip.right),
            // each card wholly in the strip or wholly out of it
            cut: cards.filter(c => c.left < strip.right - 1 && c.right > strip.right + 1).length,
            shown: cards.filter(c => c.right <= strip.right + 1).length,
          };
        });
        expect(layout.inset).toBeGreaterThanOrEqual(12);
        expect(layout.cut).toBe(0);
        expect(layout.shown).toBeGreaterThanOrEqual(device === 'phone' ? 1 : 4);
        await expect(demo(page).getByText('Scroll the row sideways to see every card.')).toBeVisible();
      });

      await test.step('axe finds nothing in the gallery with an item selected, nor in its open detail', async () => {
        await clickCard(page, 'dune-sea');
        await expect(cardOf(page, 'dune-sea').getByRole('button', { name: 'Like' })).toBeVisible();
        await expectAccessibleInBothThemes(page, demo(page));

        await cardOf(page, 'dune-sea').getByRole('button', { name: 'Open details' }).click();
        await expect(page.getByRole('dialog', { name: 'Dune Sea' })).toBeVisible();
        await expectAccessibleInBothThemes(page, 'ds-modal[open]'); // every rule in dark, contrast in light
      });
    });
  });
}
