// The one in-app link handler (react-app/shell/InAppLinks.tsx): a plain click on a link to a page of the
// site, even the <a> inside a <ds-button href>'s shadow root, changes the page without loading it again;
// Ctrl/Cmd-clicks and links elsewhere stay the browser's.
import type { Page } from '@playwright/test';
import { expect, test, underBase, waitForPage } from './fixtures';

/** Marks this document: the mark is gone once the browser has loaded another one. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

// One load of the home page: the Ctrl/Cmd-click leaves it as it was, Get Started then changes the page,
// back returns to the home page (checked), and the link elsewhere leaves the site last. The other site is
// answered from its step on; the site's own load never asks it for anything.
test('the home page: Ctrl/Cmd-click, Get Started and a link to another site', async ({ page, context }) => {
  await page.goto('/');
  await waitForPage(page);

  await test.step('a Ctrl/Cmd-click opens the page in a new tab and leaves this one', async () => {
    await mark(page);
    const opened = context.waitForEvent('page');
    await page
      .locator('ds-button')
      .getByRole('link', { name: 'Get Started' })
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect(tab).toHaveURL(underBase('/Components/Overview'));
    await expect(page).toHaveURL(underBase('/'));
    expect(await sameDocument(page)).toBe(true);
    await tab.close();
  });

  await test.step('Get Started, a <ds-button href>, opens its page without a reload', async () => {
    await mark(page);
    await page.locator('ds-button').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(underBase('/Components/Overview'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(underBase('/'));
    await waitForPage(page);
  });

  await test.step('a link to another site is followed by the browser', async () => {
    await page.route('https://elsewhere.example/**', route =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>' }),
    );
    await mark(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'https://elsewhere.example/page';
      link.textContent = 'Elsewhere';
      document.querySelector('main')!.prepend(link);
    });
    await page.getByRole('link', { name: 'Elsewhere' }).click();
    await expect(page).toHaveURL('https://elsewhere.example/page');
    await expect(page.locator('h1')).toHaveText('Elsewhere');
    expect(await sameDocument(page)).toBe(false);
  });
});

test('a click anywhere on a tool card opens the tool without a reload', async ({ page }) => {
  await page.goto('/Tools');
  await waitForPage(page);
  await mark(page);
  await page
    .locator('.tool-card')
    .last()
    .click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(new RegExp(`${underBase('/Tools/BlobGenerator')}(\\?|$)`));
  await expect(page.locator('main h1')).toHaveText('Blob Generator');
  expect(await sameDocument(page)).toBe(true);
});
