import { documentTitle, pageRoutes, redirectRoutes } from '../content/route-table';
import { normalizeSiteUrl } from '../scripts/static-pages';
import type { Page } from '@playwright/test';
import { resumeMedia } from '../content/resume';
import { BASE, BRAND, expect, test, underBase, waitForPage } from './fixtures';

/**
 * Deployable to any static host: the build under test is served from BASE (E2E_BASE;
 * `npm test` uses /portfolio/). Per-route HTML, the 404 fallback, the sitemap and the base everywhere.
 */
const SITE_URL = normalizeSiteUrl(process.env.SITE_URL);
const absolute = (path: string) => `${SITE_URL}${underBase(path)}`;

/** The content of a <meta> or <link> in raw HTML (attribute order as the build writes it). */
function tag(html: string, pattern: RegExp): string | undefined {
  return pattern
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}
const metaContent = (html: string, key: string) =>
  tag(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const csp = (html: string) => tag(html, /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/);

/** The production policy (vite.config.ts) as strict as ever: same origin only, nothing inline, no eval. */
function expectStrictCsp(policy: string | undefined, where: string) {
  expect(policy, where).toContain("default-src 'self'");
  expect(policy, where).toContain("script-src 'self';");
  expect(policy, where).toContain("style-src 'self';");
  expect(policy, where).toContain("object-src 'none'");
  expect(policy, where).not.toMatch(/unsafe-|\*/);
  // the weather widget's two services, and nothing else
  expect(policy, where).toContain("connect-src 'self' https://api.openweathermap.org https://api.open-meteo.com;");
}

/**
 * Every address in the page's light DOM (href and src attributes, and the href property of
 * ds-button, which renders its link in its shadow root) that starts with "/" but not with the base.
 */
const rootedOutsideBase = (page: Page) =>
  page.locator('[href], [src], ds-button').evaluateAll((els, base) => {
    const urls = els.flatMap(el => [
      el.getAttribute('href') ?? '',
      el.getAttribute('src') ?? '',
      String((el as Element & { href?: unknown }).href ?? ''),
    ]);
    return urls.filter(url => url.startsWith('/') && !url.startsWith(base));
  }, BASE);

test('the files the host serves, and the app under the base: deep links, links, requests, redirects', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // every route's file and every linked address fetched, and five page loads
  // every request the pages below make, from the first load on
  const origin = new URL(baseURL!).origin;
  const sameOrigin: string[] = [];
  page.on('request', r => {
    const url = new URL(r.url());
    if (url.origin === origin) sameOrigin.push(url.pathname);
  });

  await test.step('sitemap.xml lists every route under the base, and robots.txt names it', async () => {
    const sitemap = await request.get(underBase('/sitemap.xml'));
    expect(sitemap.ok()).toBe(true);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(m => m[1]);
    expect(locs).toEqual(pageRoutes.map(route => absolute(`/${route.path}`)));

    const robots = await request.get(underBase('/robots.txt'));
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  });

  await test.step('each route is a file of its own with its title, description, social tags and the strict CSP', async () => {
    for (const route of pageRoutes) {
      const response = await request.get(underBase(`/${route.path}`));
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      const title = documentTitle(route.title);
      expect(tag(html, /<title>([^<]*)<\/title>/), route.path).toBe(title);
      expect(metaContent(html, 'description'), route.path).toBe(route.description);
      expect(tag(html, /<link rel="canonical" href="([^"]*)"/), route.path).toBe(absolute(`/${route.path}`));
      expect(metaContent(html, 'og:title'), route.path).toBe(title);
      expect(metaContent(html, 'og:description'), route.path).toBe(route.description);
      expect(metaContent(html, 'og:type'), route.path).toBe('website');
      expect(metaContent(html, 'og:url'), route.path).toBe(absolute(`/${route.path}`));
      expect(metaContent(html, 'og:image'), route.path).toBe(absolute('/social-card.png'));
      expect(metaContent(html, 'twitter:card'), route.path).toBe('summary_large_image');
      expectStrictCsp(csp(html), route.path);
      // nothing inline for the policy to refuse
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g), route.path).toBeNull();
    }
    const image = await request.get(underBase('/social-card.png'));
    expect(image.headers()['content-type']).toBe('image/png');
  });

  await test.step('a deep link opens its page, with its title, under the base', async () => {
    await page.goto('/Components/Buttons');
    await waitForPage(page);
    await expect(page.locator('main h1').first()).toHaveText('Buttons');
    await expect(page).toHaveTitle(`Buttons - ${BRAND}`);
    // the app's own links carry the base
    await expect(page.getByRole('link', { name: 'Settings' }).first()).toHaveAttribute('href', underBase('/Settings'));
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page).toHaveURL(`${new URL(page.url()).origin}${underBase('/Settings')}`);
    await expect(page).toHaveTitle(`Settings - ${BRAND}`);
  });

  // back on Buttons (no reload)
  await page.goBack();
  await expect(page).toHaveURL(`${origin}${underBase('/Components/Buttons')}`);
  await waitForPage(page);
  await expect(page.locator('main h1').first()).toHaveText('Buttons');

  await test.step('no request leaves the base, and no link or source points outside it', async () => {
    // ds-button links: in the app, and to the plain-HTML example
    const dsButton = (name: string) => page.locator('ds-button').filter({ hasText: name });
    await expect(dsButton('Plain HTML example')).toHaveJSProperty('href', underBase('/examples/plain.html'));
    await expect(dsButton('All components')).toHaveJSProperty('href', underBase('/Components/Overview'));
    await expect.poll(() => rootedOutsideBase(page)).toEqual([]);

    await page.goto('/Resume'); // the audio resume and the CV download
    await waitForPage(page);
    await expect(page.locator('.resume-download ds-button')).toHaveJSProperty('href', underBase(resumeMedia.cv.href));
    await expect(page.locator(`[src="${underBase(resumeMedia.audio.src)}"]`)).toHaveCount(1);
    await expect.poll(() => rootedOutsideBase(page)).toEqual([]);

    await page.goto('/Components/CardsAndList'); // the gallery images
    await waitForPage(page);
    await expect(page.locator('main img').first()).toBeVisible();
    // the first image has loaded (the others are lazy and load as they scroll into view)
    await expect
      .poll(() =>
        page
          .locator('main img')
          .first()
          .evaluate(img => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect.poll(() => rootedOutsideBase(page)).toEqual([]);

    await expect
      .poll(() => sameOrigin.filter(path => path.startsWith(underBase('/gallery/'))).length)
      .toBeGreaterThan(0);
    expect(sameOrigin.filter(path => !path.startsWith(BASE))).toEqual([]);
  });

  await test.step('every address the shell and the overview link to is a file the host answers with 200; a redirect’s names its target', async () => {
    // the side navigation with the component pages open, the bottom bar and the overview's cards
    // (every address of the source: static-pages.unit.test.ts)
    await page.goto('/Components/Overview');
    await waitForPage(page);
    const linked = await page
      .locator('a[href]')
      .evaluateAll(
        (links, base) => links.map(a => a.getAttribute('href')!).filter(href => href.startsWith(base)),
        BASE,
      );
    const addresses = [...new Set(linked.map(href => href.replace(/[?#].*$/, '')))];
    // (the bottom bar's Components, and Components/Navigation in the side navigation, only redirect)
    for (const redirect of redirectRoutes) expect(addresses).toContain(underBase(`/${redirect.path}`));
    for (const address of addresses) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      expect(await response.text(), address).not.toContain('<meta name="robots" content="noindex" />');
    }
    for (const { path, to } of redirectRoutes) {
      const html = await (await request.get(underBase(`/${path}`))).text();
      expect(tag(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(absolute(`/${to}`));
      expectStrictCsp(csp(html), path);
    }
    // the app, started from that file, goes on to the target
    await page.goto('/Components/Navigation');
    await expect(page).toHaveURL(
      new RegExp(`${underBase('/Components/Navigation/BarsAndTiles').replace(/\//g, '\\/')}$`),
    );
    await waitForPage(page);
    await expect(page).toHaveTitle(`Bars & Tiles - ${BRAND}`);
  });
});

// Its own test: the entry script is held back from the first load.
test("a route's file preloads its own code under the base: it is fetched before the app's code has run", async ({
  page,
  request,
}) => {
  const html = await (await request.get(underBase('/Components/RangeSlider'))).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(m => m[1]!);
  expect(preloaded.some(url => url.startsWith(underBase('/static/js/RangeSliderPage-')))).toBe(true);
  expect(preloaded.every(url => url.startsWith(underBase('/static/')))).toBe(true);
  // Hold the app's entry script: whatever is fetched meanwhile was asked for by the HTML alone.
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
  let release!: () => void;
  const held = new Promise<void>(resolve => (release = resolve));
  await page.route(
    url => url.pathname === entry,
    async route => {
      await held;
      await route.continue();
    },
  );
  const pageChunk = page.waitForRequest(r =>
    new URL(r.url()).pathname.startsWith(underBase('/static/js/RangeSliderPage-')),
  );
  const opened = page.goto('/Components/RangeSlider');
  await pageChunk;
  release();
  await opened;
  await waitForPage(page);
  await expect(page.locator('main h1')).toHaveText('Range Slider');
});

test.describe('404.html boots the app for an address the host does not know', () => {
  /** Serves 404.html for `path`, as a static host does for an address it has no file for. */
  async function asStaticHost404(page: Page, path: string) {
    const fallback = await page.request.get(underBase('/404.html'));
    expect(fallback.ok()).toBe(true);
    const body = await fallback.text();
    expect(body).toContain('<meta name="robots" content="noindex" />');
    expectStrictCsp(csp(body), '404.html');
    await page.route(
      url => url.pathname === underBase(path),
      // status 200, as a host rewrite rule serves it: with GitHub Pages' 404 status the browser logs
      // the document's status as a console error, which every test here counts as a failure
      route => route.fulfill({ status: 200, contentType: 'text/html', body }),
    );
  }

  test('a known route in another case, and an unknown deep link', async ({ page }) => {
    await test.step('a known route in another case shows its page', async () => {
      await asStaticHost404(page, '/settings');
      await page.goto('/settings');
      await waitForPage(page);
      await expect(page).toHaveTitle(`Settings - ${BRAND}`);
      await expect(page.locator('main h1').first()).toHaveText('Settings');
    });

    await test.step('an unknown deep link redirects as the app does', async () => {
      await asStaticHost404(page, '/Components/NoSuchPage/deeper');
      await page.goto('/Components/NoSuchPage/deeper');
      await expect(page).toHaveURL(new RegExp(`${underBase('/Components/Overview').replace(/\//g, '\\/')}$`));
      await waitForPage(page);
      await expect(page).toHaveTitle(`Overview - ${BRAND}`);
    });
  });
});
