import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { overviewCategories } from '../content/overview';
import { componentsNav } from '../content/route-table';
import { axeViolations, card, contrastViolations } from './docs-helpers';
import { ax, expect, recordSnackbars, shownSnackbars, test, waitForPage, underBase } from './fixtures';

// One load per page: each old test is a step, ordered so each starts from the state the one before
// leaves (the playground is put back with Reset and checked); the steps that reload or leave the page come last.
test('Overview: four numbered categories link to every component page, and a tile opens its page', async ({ page }) => {
  await page.goto('/Components/Overview');
  await waitForPage(page);

  await test.step('four categories of numbered tiles link to every component page', async () => {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(overviewCategories.map(c => c.title));
    let number = 0;
    for (const category of overviewCategories) {
      const section = main.getByRole('region', { name: category.title });
      const links = section.getByRole('link');
      await expect(links).toHaveCount(category.paths.length);
      for (const [i, path] of category.paths.entries()) {
        number += 1;
        const meta = componentsNav.find(p => p.path === path)!;
        await expect(links.nth(i)).toHaveAttribute('href', underBase(`/${path}`));
        await expect(links.nth(i)).toContainText(meta.label);
        await expect(links.nth(i).locator('.ov-tile__number')).toHaveText(String(number).padStart(2, '0'));
      }
    }
    // every component page but the Overview itself has its tile
    expect(number).toBe(componentsNav.length - 1);
  });

  await test.step('a tile opens its page', async () => {
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Buttons/ })
      .click();
    await expect(page).toHaveURL(/\/Components\/Buttons$/);
    await expect(page.locator('main h1')).toHaveText('Buttons');
    await page.goBack();
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Range Slider/ })
      .click();
    await expect(page.locator('main h1')).toHaveText('Range Slider');
  });
});

test('Overview: filter tags show only the chosen categories or new pages, with a polite count, in the address', async ({
  page,
}) => {
  // a bad value in the address is ignored, a good one next to it applied
  await page.goto('/Components/Overview?filter=bogus&filter=interactive');
  await waitForPage(page);
  const main = page.getByRole('main');
  const filters = main.getByRole('group', { name: 'Show only' });
  const toggle = (name: string) => filters.getByRole('button', { name, exact: true });
  const count = main.getByRole('status');
  const isNew = (path: string) => componentsNav.find(p => p.path === path)?.isNew === true;
  const total = overviewCategories.flatMap(c => c.paths).length;
  const interactive = overviewCategories.find(c => c.id === 'interactive')!;

  await test.step('the address chooses the filter; the count says how many pages show', async () => {
    await expect(toggle(interactive.title)).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle('New pages')).toHaveAttribute('aria-pressed', 'false');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([interactive.title]);
    await expect(main.getByRole('region', { name: interactive.title }).getByRole('link')).toHaveCount(
      interactive.paths.length,
    );
    await expect(count).toHaveText(`${interactive.paths.length} of ${total} pages`);
  });

  await test.step('a toggle pressed with the keyboard narrows the tiles and goes into the address', async () => {
    await toggle('New pages').focus();
    await page.keyboard.press('Space');
    await expect(toggle('New pages')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?filter=interactive&filter=new$/);
    const fresh = interactive.paths.filter(isNew);
    await expect(main.getByRole('region', { name: interactive.title }).getByRole('link')).toHaveCount(fresh.length);
    await expect(count).toHaveText(`${fresh.length} of ${total} pages`);

    await page.keyboard.press('Shift+Tab'); // back to the category's toggle, off again
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(toggle(interactive.title)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle(interactive.title)).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\?filter=new$/);
    const withNew = overviewCategories.filter(c => c.paths.some(isNew));
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(withNew.map(c => c.title));
    await expect(count).toHaveText(
      `${overviewCategories.flatMap(c => c.paths).filter(isNew).length} of ${total} pages`,
    );
  });

  const noneNew = overviewCategories.find(c => !c.paths.some(isNew));
  if (noneNew)
    await test.step('an empty result says so and offers to show all pages', async () => {
      await toggle(noneNew.title).click();
      await expect(count).toHaveText('No page matches these filters.');
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(0);
      await main.getByRole('button', { name: 'Show all pages' }).click();
      await expect(count).toHaveText(`All ${total} pages`);
      await expect(main.locator('.ov-tile__link')).toHaveCount(total);
      await expect(page).toHaveURL(/\/Components\/Overview$/);
      await expect(toggle(overviewCategories[0]!.title)).toBeFocused();
    });
});

const playground = (page: Page) => {
  const demo = card(page, 'Playground');
  return {
    demo,
    preview: demo.locator('.bt-stage ds-button'),
    code: demo.getByRole('tabpanel'),
    reset: demo.getByRole('button', { name: 'Reset', exact: true }),
    radio: (name: string) => demo.locator(ax('radio', { name, exact: true })),
    toggle: (name: string) => demo.locator(ax('switch', { name, exact: true })),
  };
};

test('Buttons: the playground, its code, toggle buttons, named and link buttons, the API tables and axe', async ({
  page,
  context,
  browserName,
}) => {
  test.slow(); // axe on a playground with its code: over 30 s on two busy cores
  await page.goto('/Components/Buttons');
  await waitForPage(page);

  await test.step('Reset appears only after a change and restores the defaults', async () => {
    const { code, reset, radio, toggle, preview } = playground(page);
    const defaultCode = await code.textContent();
    await expect(reset).toHaveCount(0);

    await radio('Small').click();
    await expect(reset).toBeVisible();
    // back to the default by hand: Reset goes away
    await radio('Medium').click();
    await expect(reset).toHaveCount(0);

    await radio('Accent').click();
    await radio('Small').click();
    await toggle('Disabled').click();
    await toggle('Icon only').click();
    await expect(reset).toBeVisible();
    await reset.click();
    await expect(reset).toHaveCount(0);
    await expect(code).toHaveText(defaultCode!);
    await expect(radio('Primary')).toHaveJSProperty('checked', true);
    await expect(radio('Medium')).toHaveJSProperty('checked', true);
    await expect(toggle('Disabled')).toHaveJSProperty('checked', false);
    await expect(toggle('Icon only')).toHaveJSProperty('checked', false);
    await expect(preview).toHaveAttribute('variant', 'primary');
    // focus is not lost with the button: it goes to the first control
    await expect
      .poll(() =>
        page.evaluate(() => {
          const variant = document.querySelector('.bt-controls ds-radio-group');
          return !!variant && !!document.activeElement && variant.contains(document.activeElement);
        }),
      )
      .toBe(true);
  });

  await test.step('each control changes what it says; the snippet follows', async () => {
    const { preview, code, radio, toggle } = playground(page);
    await expect(code).toContainText('<ds-button>');
    await expect(preview).toHaveAttribute('variant', 'primary');

    await radio('Outline').click();
    await expect(preview).toHaveAttribute('variant', 'outline');
    await expect(code).toContainText('<ds-button variant="outline">');

    await radio('Large').click();
    await expect(preview).toHaveAttribute('size', 'large');
    await expect(code).toContainText('<ds-button variant="outline" size="large">');
    await expect(code).toContainText('size="22"');

    const button = page.locator('.bt-stage').getByRole('button', { name: 'Download' });
    await expect(button).toBeEnabled();
    await toggle('Disabled').click();
    await expect(button).toBeDisabled();
    await expect(code).toContainText('size="large" disabled>');

    await toggle('Icon only').click();
    await expect(preview).toHaveAttribute('icon-only', '');
    await expect(preview).not.toContainText('Download');
    await expect(button).toHaveAccessibleName('Download'); // named by label
    await expect(code).toHaveText(
      '<ds-button\n  variant="outline"\n  size="large"\n  icon-only\n  label="Download"\n  disabled\n>\n  <ds-icon name="download" size="22"></ds-icon>\n</ds-button>',
    );
    // put the playground back for the steps that follow
    const { reset } = playground(page);
    await reset.click();
    await expect(reset).toHaveCount(0);
    await expect(radio('Primary')).toHaveJSProperty('checked', true);
    await expect(radio('Medium')).toHaveJSProperty('checked', true);
    await expect(toggle('Disabled')).toHaveJSProperty('checked', false);
    await expect(toggle('Icon only')).toHaveJSProperty('checked', false);
    await expect(button).toBeEnabled();
  });

  await test.step('toggle buttons report their pressed state; a group keeps one view pressed', async () => {
    const bookmark = page.getByRole('button', { name: 'Bookmark' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.live-value').filter({ hasText: 'State:' })).toHaveText('State: Bookmarked, liked');

    // The group's role sits in its shadow root; the buttons are its light-DOM children.
    await expect(page.getByRole('group', { name: 'Calendar view' })).toBeVisible();
    const views = page.locator('ds-button-group').first();
    await expect(views.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await views.getByRole('button', { name: 'Month' }).click();
    await expect(views.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(views.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'false');
    await views.getByRole('button', { name: 'Month' }).click(); // stays pressed
    await expect(views.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');

    await expect(page.getByRole('group', { name: 'Zoom' })).toBeVisible();
    const zoom = page.locator('ds-button-group').nth(1);
    await zoom.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom.getByRole('button', { name: /Reset zoom/ })).toHaveAccessibleName('Reset zoom (125 %)');
    await expect(page.locator('.live-value').filter({ hasText: 'View:' })).toHaveText('View: Month, 125 %');
  });

  // The one check that an API block is the manifest's, with the React prop the wrapper gives each
  // event; the page matrix opens every page's blocks, and a unit test (documented-elements) that
  // every element has one.
  await test.step('the API tables match the manifest', async () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
      modules: {
        declarations?: { tagName?: string; attributes?: { name: string }[]; events?: { name: string }[] }[];
      }[];
    };
    const declarations = manifest.modules.flatMap(m => m.declarations ?? []);
    const api = page.getByRole('region', { name: 'API' });
    for (const tag of ['ds-button', 'ds-button-group']) {
      const declaration = declarations.find(d => d.tagName === tag)!;
      const details = api.locator('details').filter({ has: page.locator('summary code', { hasText: `<${tag}>` }) });
      await details.locator('summary').click();
      const attributes = details.getByRole('table', { name: 'Attributes' });
      await expect(attributes.getByRole('rowheader').locator('> code')).toHaveText(
        (declaration.attributes ?? []).map(a => a.name),
      );
      const events = declaration.events ?? [];
      if (events.length) {
        const table = details.getByRole('table', { name: 'Events' });
        await expect(table.getByRole('rowheader')).toHaveText(events.map(e => e.name));
        // the React prop of each event, as the wrapper names it
        await expect(table.locator('td[data-label="React prop"]')).toHaveText(events.map(() => 'onChange'));
      }
    }
  });

  await test.step('the changed Buttons playground (Reset shown, code changed) passes axe, its contrast in dark too', async () => {
    const demo = card(page, 'Playground');
    await demo.locator(ax('radio', { name: 'Outline', exact: true })).click();
    await expect(demo.getByRole('button', { name: 'Reset', exact: true })).toBeVisible();
    expect(await axeViolations(page, demo)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await contrastViolations(page, demo)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' }); // back to the context's scheme
  });

  // The snippet's tabs are ds-tabs: their keys are its element test's. A reload: the step records
  // snackbars from the page's start, and the playground starts afresh.
  if (browserName === 'chromium')
    // clipboard permissions are Chromium-only in Playwright
    await test.step('the React tab shows the React code, and Copy puts it on the clipboard', async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await recordSnackbars(page);
      await page.reload();
      await waitForPage(page);
      const { demo, radio } = playground(page);
      await radio('Secondary').click();

      const html = demo.getByRole('tab', { name: 'HTML' });
      const react = demo.getByRole('tab', { name: 'React' });
      await expect(html).toHaveAttribute('aria-selected', 'true');
      await react.click();
      await expect(react).toHaveAttribute('aria-selected', 'true');
      const panel = demo.getByRole('tabpanel', { name: 'React' });
      await expect(panel).toContainText("import { DsButton, DsIcon } from './ds';");
      await expect(panel).toContainText('<DsButton variant="secondary">');
      await expect(panel).toContainText('<DsIcon slot="start" name="download" size={18} />');

      await demo.getByRole('button', { name: 'Copy React code' }).click();
      await expect.poll(() => shownSnackbars(page)).toContain('React code copied to clipboard');
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(await panel.locator('code').textContent());
      expect(clipboard).toContain('<DsButton variant="secondary">');
    });

  await test.step('icon-only buttons are named; a link button navigates; disabled ones are not focusable', async () => {
    for (const name of ['Edit', 'Share', 'Delete', 'More actions']) {
      await expect(card(page, 'Icon-only buttons').getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(card(page, 'Disabled').getByRole('button', { name: 'Save' })).toBeDisabled();
    const external = page.getByRole('link', { name: 'Plain HTML example (opens in a new tab)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noreferrer noopener');
    await page.getByRole('link', { name: 'All components' }).click();
    await expect(page).toHaveURL(/\/Components\/Overview$/);
  });
});
