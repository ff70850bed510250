import { expect, test, waitForPage, underBase } from './fixtures';

// A page here shows the Quick Demos weather: the services' recorded answers (fixtures.ts).
test.use({ recordedWeather: true });

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
  test('every unknown or section address goes where the app sends it', async ({ page }) => {
    test.slow(); // eight page loads
    for (const [from, to] of redirects) {
      await test.step(`${from} -> ${to}`, async () => {
        await page.goto(from);
        await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
        await waitForPage(page);
      });
    }
  });
});

test('route chunks, the pager by keyboard and by mouse, and the page headers’ facts', async ({ page }) => {
  test.slow(); // five page loads
  // every script the pages below load, from the first load on
  const scripts: string[] = [];
  page.on('request', r => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));

  await test.step('route chunks are served from static/js', async () => {
    await page.goto('/Settings');
    await waitForPage(page);
    await expect
      .poll(() => scripts.some(s => s.startsWith(underBase('/static/js/SettingsPage-')) && s.endsWith('.js')))
      .toBe(true);
  });

  const pager = page.getByRole('navigation', { name: 'Previous and next component' });

  await test.step('a pager link followed from the keyboard leaves focus on the new page, not on <body>', async () => {
    await page.goto('/Components/Overview');
    // each page has a pager of its own, after the page's parts: the one followed goes with its page
    await pager.getByRole('link', { name: /Next Typography/ }).press('Enter');
    await expect(page).toHaveURL(/\/Components\/Typography$/);
    await expect(page.locator('main')).toBeFocused();
    await expect(pager.getByRole('link', { name: /Previous Overview/ })).toBeVisible();
  });

  // back on Overview (no reload)
  await page.goBack();
  await expect(page).toHaveURL(/\/Components\/Overview$/);
  await expect(page.locator('main h1').first()).toHaveText('Overview');

  await test.step('component pages link to their neighbours in the fixed order', async () => {
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveCount(0);
    await pager.getByRole('link', { name: /Next Typography/ }).click();
    await expect(page).toHaveURL(/\/Components\/Typography$/);
    await expect(pager.getByRole('link', { name: /Previous Overview/ })).toBeVisible();
    await page.goto('/Components/QuickDemos');
    await expect(pager.getByRole('link', { name: /Previous Dashboard/ })).toBeVisible();
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveCount(0);
  });

  await test.step('page headers show version and type where the route table gives them', async () => {
    await page.goto('/Components/CheckboxSwitchers');
    const facts = page.locator('.page-header__facts');
    await expect(facts).toContainText('Version2.0.0');
    await expect(facts).toContainText('TypeComponent');
    await page.goto('/Components/Modal');
    await expect(facts).toContainText('1.0.2');
  });
});

// Its own test: the page's clock and an init script from the first load on.
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
