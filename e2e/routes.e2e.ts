import { expect, test, waitForPage, underBase } from './fixtures';

test.describe('redirects', () => {
  const redirects: [string, string][] = [
    ['/Components', '/Components/Overview'],
    ['/Components/', '/Components/Overview'],
    ['/Components/NoSuchPage', '/Components/Overview'],
    ['/Components/Navigation', '/Components/Navigation/BarsAndTiles'],
    ['/Tools/Anything', '/Tools'],
    ['/Tools/Deep/Path', '/Tools'],
    ['/no/such/page', '/'],
    ['/settingsx', '/'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} -> ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await waitForPage(page);
    });
  }
});

test('component pages link to their neighbours in the fixed order', async ({ page }) => {
  await page.goto('/Components/Overview');
  const pager = page.getByRole('navigation', { name: 'Previous and next component' });
  await expect(pager.getByRole('link', { name: /Previous/ })).toHaveCount(0);
  await pager.getByRole('link', { name: /Next Typography/ }).click();
  await expect(page).toHaveURL(/\/Components\/Typography$/);
  await expect(pager.getByRole('link', { name: /Previous Overview/ })).toBeVisible();
  await page.goto('/Components/QuickDemos');
  await expect(pager.getByRole('link', { name: /Previous Dashboard/ })).toBeVisible();
  await expect(pager.getByRole('link', { name: /Next/ })).toHaveCount(0);
});

test('a pager link followed from the keyboard leaves focus on the new page, not on <body>', async ({ page }) => {
  await page.goto('/Components/Overview');
  const pager = page.getByRole('navigation', { name: 'Previous and next component' });
  // each page has a pager of its own, after the page's parts: the one followed goes with its page
  await pager.getByRole('link', { name: /Next Typography/ }).press('Enter');
  await expect(page).toHaveURL(/\/Components\/Typography$/);
  await expect(page.locator('main')).toBeFocused();
  await expect(pager.getByRole('link', { name: /Previous Overview/ })).toBeVisible();
});

test('page headers show version and type where the route table gives them', async ({ page }) => {
  await page.goto('/Components/CheckboxSwitchers');
  const facts = page.locator('.page-header__facts');
  await expect(facts).toContainText('Version2.0.0');
  await expect(facts).toContainText('TypeComponent');
  await page.goto('/Components/Modal');
  await expect(facts).toContainText('1.0.2');
});

test('route chunks are served from static/js', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', r => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/Settings');
  await waitForPage(page);
  await expect
    .poll(() => scripts.some(s => s.startsWith(underBase('/static/js/SettingsPage-')) && s.endsWith('.js')))
    .toBe(true);
});

test('the first page arrives with the shell in one commit: never an empty main', async ({ page }) => {
  // The page's timers stand still, so the 1 s cap on that wait (main.tsx) cannot win on a busy machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  // Records, before any script of the page runs, what the first content put into #root held.
  await page.addInitScript(() => {
    const w = window as unknown as { firstCommit?: { nav: boolean; heading: boolean } };
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return;
      w.firstCommit = { nav: !!root.querySelector('nav'), heading: !!root.querySelector('main h1') };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/Components/Dashboard', '/Tools/BlobGenerator', '/About']) {
    await page.goto(path);
    await waitForPage(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstCommit?: unknown }).firstCommit))
      .toEqual({ nav: true, heading: true });
  }
});
