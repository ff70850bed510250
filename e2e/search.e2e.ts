import type { Page } from '@playwright/test';
import { axeViolations, expectAccessibleInBothThemes, sidewaysOverflow } from './docs-helpers';
import { expect, test } from './fixtures';

/**
 * The search box shared by /Search and the home page's popup
 * "Customized Popup"; mouse and keyboard; suggestions; the URL; Ctrl+K; axe; large text.
 */

const field = (page: Page) => page.getByRole('searchbox', { name: 'Search the site' });
const results = (page: Page) => page.locator('[data-search-result]');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /result|characters|search/i });
const popup = (page: Page) => page.getByRole('dialog', { name: 'Customized Popup' });
/** The popup's light DOM (the search box is slotted into the dialog, so it is not the dialog's descendant). */
const popupContent = (page: Page) => page.locator('ds-modal');
const heroButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const suggestions = (page: Page) =>
  page.getByRole('region', { name: 'Try searching for...' }).getByRole('listitem').locator('ds-button');

async function go(page: Page, path: string) {
  await page.goto(path);
  // a route's chunk can take more than the default 5 s on a busy two-core machine
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
}

async function openPopup(page: Page) {
  await go(page, '/');
  await heroButton(page).click();
  await expect(popup(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
}

/** The three suggestions as shown. */
const suggestionTexts = (page: Page) => suggestions(page).allInnerTexts();

test.describe('the home popup', () => {
  test('opens and closes; Escape and Enter at once; searches by mouse, then by keyboard', async ({ page }) => {
    await openPopup(page);

    await test.step('opens titled "Customized Popup" with the search box and no suggestions; Escape closes it', async () => {
      await expect(popup(page).getByRole('heading', { name: 'Customized Popup', level: 2 })).toBeVisible();
      await expect(field(page)).toHaveAttribute('placeholder', 'Search...');
      await expect(page.getByText('Try searching for...')).toHaveCount(0);
      await expect(suggestions(page)).toHaveCount(0);

      await page.keyboard.type('co');
      await expect(results(page).first()).toBeVisible();
      // Escape closes the popup (even with text in it), and focus goes back to the button
      await page.keyboard.press('Escape');
      await expect(popup(page)).toHaveCount(0);
      await expect(heroButton(page)).toBeFocused();

      // opened again, it starts empty
      await page.keyboard.press('Enter');
      await expect(popup(page)).toBeVisible();
      await expect(field(page)).toHaveValue('');
      await expect(field(page)).toBeFocused();
    });

    await test.step('Escape and Enter pressed at once: the popup opens again, empty', async () => {
      await page.keyboard.type('co');
      await expect(results(page).first()).toBeVisible();
      // Escape dispatched in the page and Enter right after it, with no round trip in between: the
      // browser handles a key press before the render that Escape queued, as it may for a fast typist
      await page.evaluate(() =>
        document.activeElement!.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
        ),
      );
      await page.keyboard.press('Enter');
      await expect(popup(page)).toBeVisible();
      await expect(field(page)).toHaveValue('');
    });

    await test.step('search by mouse: type, click a result, land on its page with the popup closed', async () => {
      await expect(field(page)).toBeFocused();
      await field(page).fill('slider');
      await expect(status(page)).toHaveText('1 result for “slider”.');
      await popupContent(page)
        .getByRole('link', { name: /^Range Slider/ })
        .click();
      await expect(page).toHaveURL(/\/Components\/RangeSlider$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Range Slider' })).toBeVisible();
      await expect(popup(page)).toHaveCount(0);
    });

    // back on the home page (no reload), the popup opened from its button again
    await page.goBack();
    await expect(page.locator('main h1').first()).toBeVisible();
    await heroButton(page).click();
    await expect(popup(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue('');

    await test.step('search by keyboard: type, arrows through the results, Enter opens one', async () => {
      await page.keyboard.type('svg');
      await expect(results(page)).toHaveCount(3);
      await page.keyboard.press('ArrowDown');
      await expect(results(page).nth(0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown'); // stays on the last
      await expect(results(page).nth(2)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(results(page).nth(0)).toBeFocused();
      await page.keyboard.press('End');
      await expect(results(page).nth(2)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(results(page).nth(1)).toBeFocused();
      await expect(results(page).nth(1)).toContainText('Icon Creator');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/Tools\/DotIconMaker(\?|$)/);
      await expect(popup(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Icon Creator' })).toBeVisible();
    });
  });
});

test.describe('/Search', () => {
  test.slow(); // many steps and two loads on a busy two-core machine

  test('suggestions, no matches, marks, Escape and Ctrl+K on one page; then a link with a query', async ({ page }) => {
    await go(page, '/Search');

    await test.step('shows three lowercase suggestions; one fills the box and searches; Clear draws new ones', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      await expect(field(page)).toHaveAttribute('placeholder', 'Search...');
      await expect(page.getByRole('heading', { name: 'Try searching for...' })).toBeVisible();
      await expect(suggestions(page)).toHaveCount(3);
      await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
      const first = await suggestionTexts(page);
      expect(new Set(first).size).toBe(3);
      for (const tag of first) expect(tag).toBe(tag.toLowerCase());

      await suggestions(page).first().click();
      await expect(field(page)).toHaveValue(first[0]!);
      await expect(field(page)).toBeFocused();
      await expect(results(page).first()).toBeVisible();
      await expect(status(page)).toContainText(`for “${first[0]}”`);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(first[0]!).replace(/%20/g, '(\\+|%20)')}`));
      await expect(page.getByText('Try searching for...')).toHaveCount(0);

      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(field(page)).toHaveValue('');
      await expect(field(page)).toBeFocused();
      await expect(results(page)).toHaveCount(0);
      await expect(suggestions(page)).toHaveCount(3);
      await expect.poll(async () => (await suggestionTexts(page)).filter(tag => first.includes(tag))).toEqual([]);
      await expect(page).toHaveURL(/\/Search$/);
    });

    await test.step('says clearly when nothing matches, and searches nothing under two characters', async () => {
      await field(page).fill('zebra');
      await expect(status(page)).toHaveText('No results for “zebra”.');
      await expect(results(page)).toHaveCount(0);

      await field(page).fill('b');
      await expect(status(page)).toHaveText('Type at least 2 characters to search.');
      await expect(results(page)).toHaveCount(0);

      await field(page).fill('the and');
      await expect(status(page)).toContainText('No results for “the and”');
      await expect(results(page)).toHaveCount(0);

      await field(page).fill(`icon ${'x'.repeat(96)}`); // 101 characters
      await expect(status(page)).toHaveText('No results: a search can be at most 100 characters long.');
      await expect(results(page)).toHaveCount(0);

      await field(page).fill('BUTTON');
      await expect(status(page)).toHaveText('1 result for “BUTTON”.');
    });

    await test.step('marks the matched part of titles, descriptions and tags', async () => {
      await field(page).fill('Icon');
      await expect(page).toHaveURL(/\/Search\?q=Icon$/);
      await expect(results(page).first()).toBeVisible();
      const marks = page.locator('.search-results mark');
      await expect(marks.first()).toBeVisible();
      for (const text of await marks.allInnerTexts()) expect(text.toLowerCase()).toBe('icon');
      await expect(results(page).first().locator('.search-result__title mark')).toHaveText('Icon');
    });

    await test.step('Escape clears the box from the field or a result; arrows reach the results', async () => {
      await field(page).fill('menu');
      await expect(page).toHaveURL(/\/Search\?q=menu$/);
      await expect(results(page)).toHaveCount(2);
      await field(page).focus();
      await page.keyboard.press('ArrowDown');
      await expect(results(page).first()).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(field(page)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await expect(field(page)).toHaveValue('');
      await expect(field(page)).toBeFocused();
      await expect(suggestions(page)).toHaveCount(3);
      await expect(page).toHaveURL(/\/Search$/);
    });

    await test.step('Ctrl+K on /Search puts focus in the page’s own field', async () => {
      await field(page).fill('color');
      await expect(page).toHaveURL(/\/Search\?q=color$/);
      await page.locator('main h1').click();
      await expect(field(page)).not.toBeFocused();
      await page.keyboard.press('Control+K');
      await expect(field(page)).toBeFocused();
      await expect(popup(page)).toHaveCount(0);
      await page.keyboard.type('icon'); // the text was selected: typing replaces it
      await expect(field(page)).toHaveValue('icon');
    });

    await test.step('keeps the query in the URL: a link opens with it, Back returns to it; Enter opens the first result', async () => {
      await go(page, '/Search?q=svg');
      await expect(field(page)).toHaveValue('svg');
      await expect(results(page)).toHaveCount(3);

      await field(page).fill('dialog');
      await expect(page).toHaveURL(/\/Search\?q=dialog$/);
      await results(page).first().click();
      await expect(page).toHaveURL(/\/Components\/Modal$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/Search\?q=dialog$/);
      await expect(field(page)).toHaveValue('dialog');
      await expect(results(page)).toHaveCount(1);

      // Enter in the field, no result selected: the first result opens
      await field(page).fill('svg');
      await expect(results(page)).toHaveCount(3);
      const first = await results(page).first().getAttribute('href');
      await field(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`${first!.replace(/\//g, '\\/')}$`));
    });
  });
});

test.describe('Ctrl+K', () => {
  // several page loads and a lazy chunk each: more than 30 s on a busy two-core machine
  test.slow();

  test('opens the search popup from any page; choosing the page you are on just closes it', async ({ page }) => {
    await go(page, '/Components/Buttons');
    await page.keyboard.press('Control+K');
    // the first press loads the popup's chunk: seconds on a busy two-core machine
    await expect(popup(page)).toBeVisible({ timeout: 15_000 });
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('variant');
    await popupContent(page)
      .getByRole('link', { name: /^Buttons/ })
      .click();
    await expect(popup(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/Components\/Buttons$/);

    await page.keyboard.press('Meta+K');
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);

    // Enter with no result selected opens the first one
    await page.keyboard.press('Control+K');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Enter'); // nothing typed, nothing shown: nothing happens
    await expect(popup(page)).toBeVisible();
    await page.keyboard.type('slider');
    await expect(results(page)).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Components\/RangeSlider$/);
    await expect(popup(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Range Slider' })).toBeVisible();
  });

  // Its own test: after the test above in the same context, Ctrl+K on this page's first load opened no popup.
  test('leaves the key to a text field that has focus', async ({ page }) => {
    await go(page, '/Components/InputsAndForms');
    // first from outside a field, so the popup's code is loaded and would open at once
    await page.keyboard.press('Control+K');
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);

    const name = page.getByRole('textbox', { name: /^Name/ }).first();
    await name.click();
    await page.keyboard.press('Control+K');
    await page.keyboard.type('Ada');
    await expect(name).toHaveValue('Ada');
    await expect(name).toBeFocused();
    await expect(popup(page)).toHaveCount(0);
  });
});

const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

// /Search at rest with its suggestions: page-matrix.e2e.ts. Here the states it does not reach, in light
// (every rule) and dark (contrast).
for (const [device, options] of Object.entries(DEVICES)) {
  test.describe(`axe, ${device}`, () => {
    test.use({ colorScheme: 'light', ...options });

    test('/Search with no results, then with results; the open home popup, with results', async ({ page }) => {
      test.slow(); // axe four times and two loads
      await test.step('/Search with no results, then with results', async () => {
        await go(page, '/Search');
        await field(page).fill('zebra');
        await expect(status(page)).toHaveText('No results for “zebra”.');
        expect(await axeViolations(page, 'main')).toEqual([]);
        await field(page).fill('icon');
        await expect(results(page)).toHaveCount(3);
        await expectAccessibleInBothThemes(page, 'main');
        await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });

      // back to light, as the context starts
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches)).toBe(true);

      await test.step('the open home popup, with results', async () => {
        await openPopup(page);
        await page.keyboard.type('button');
        await expect(results(page)).toHaveCount(1);
        await expectAccessibleInBothThemes(page, 'ds-modal[open]');
      });
    });
  });
}

test.describe('320 px wide with 200 % text', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test.beforeEach(async ({ page }) => {
    const client = await page.context().newCDPSession(page);
    await client.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  });

  test('/Search with results, and the popup with results, fit', async ({ page }) => {
    await test.step('/Search with results does not scroll sideways', async () => {
      await go(page, '/Search?q=icon');
      await expect(results(page)).toHaveCount(3);
      await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });

    await test.step('the popup fits, and its title breaks between words', async () => {
      await openPopup(page);
      await page.keyboard.type('icon');
      await expect(results(page)).toHaveCount(3);
      await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // each word of the title on one line (a word split over two lines has two boxes)
      const lineCounts = () =>
        page.evaluate(() => {
          const title = document.querySelector('ds-modal')!.shadowRoot!.querySelector('.title')!;
          const text = [...title.childNodes].find(n => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
          const label = text.textContent!;
          const lines = (start: number, end: number) => {
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, end);
            return new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top))).size;
          };
          return label
            .split(' ')
            .map(word => `${word}: ${lines(label.indexOf(word), label.indexOf(word) + word.length)}`);
        });
      await expect.poll(lineCounts).toEqual(['Customized: 1', 'Popup: 1']);
    });
  });
});
