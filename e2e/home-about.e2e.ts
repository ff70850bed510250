import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { designSystem } from '../content/about';
import { mailtoHref, telHref } from '../content/contact';
import { demoCards, footerLinks } from '../content/home';
import { pageAt } from '../content/route-table';
import { profile } from '../content/profile';
import { expect, test, waitForPage, underBase } from './fixtures';

// A page here shows the Quick Demos weather: the services' recorded answers (fixtures.ts).
test.use({ recordedWeather: true });

/** The home page and the About page. */

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const pageTitle = (path: string) => pageAt(path)?.title;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPage(page);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const versionTile = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^Current version ${version.replace(/\./g, '\\.')} `) });
const demoList = (page: Page) => region(page, 'Try the components').getByRole('list');

/** The build time as the page writes it (English, the browser's time zone), from the footer's <time>. */
async function expectedBuildTooltip(page: Page) {
  const iso = await page.locator('.home-footer time').getAttribute('datetime');
  expect(iso, 'the footer names the build time').toBeTruthy();
  const text = await page.evaluate(
    value => new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }).replace(/\s/g, ' '),
    iso!,
  );
  return `Built ${text}`;
}

/** Back from a page a home link opened (no reload), and the home page whole again. */
async function backHome(page: Page) {
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await waitForPage(page);
  await expect(region(page, 'Purpose & Vision')).toBeVisible();
}

test.describe('home', () => {
  test('one load of the home page: contact, tooltips, the version reload, every link out; then About', async ({
    page,
  }) => {
    test.slow(); // eleven checks, six page changes, on a busy two-core machine
    await open(page, '/');

    await test.step('Get in Touch: resume, external pages in a new tab, phone and e-mail', async () => {
      const touch = region(page, 'Get in Touch');
      await expect(touch.getByRole('link', { name: 'Read my resume' })).toHaveAttribute('href', underBase('/Resume'));

      const external = touch.locator('a[target="_blank"]');
      await expect(external).toHaveCount(Object.keys(profile.links).length);
      for (const url of Object.values(profile.links)) {
        const link = touch.locator(`a[href="${url}"]`);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      }
      for (const name of ['Professional profile', 'Portfolio', 'Design community', 'Book a 15-minute call']) {
        await expect(touch.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('target', '_blank');
      }

      await expect(touch.getByRole('link', { name: profile.phone })).toHaveAttribute('href', telHref(profile.phone));
      await expect(touch.getByRole('link', { name: profile.email })).toHaveAttribute('href', mailtoHref(profile.email));
      await expect(touch.getByRole('link', { name: profile.phone })).not.toHaveAttribute('target', /./);
    });

    // before any mouse click: a focus() then shows the ring as after a key press (:focus-visible)
    await test.step('every demo card is a link to a component page, the whole card clickable, focus visible', async () => {
      const links = demoList(page).getByRole('link');
      await expect(links).toHaveCount(demoCards.length);
      for (const [index, card] of demoCards.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', underBase(`/${card.path}`));
        await expect(links.nth(index)).toHaveAccessibleDescription(card.description);
      }

      // keyboard focus draws a ring around the whole card
      await links.first().focus();
      await expect(demoList(page).getByRole('listitem').first()).toHaveCSS('outline-style', 'solid');

      // a click anywhere on the card (here: its lower right corner) follows the link
      const second = demoList(page).getByRole('listitem').nth(1);
      const box = (await second.boundingBox())!;
      await page.mouse.click(box.x + box.width - 8, box.y + box.height - 8);
      const target = demoCards[1]!;
      // (a page may add its state to the address, as Color System adds the theme)
      await expect(page).toHaveURL(new RegExp(`/${target.path}(\\?.*)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(target.path)!);
      // Color System writes its theme into the address once it has rendered (replacing the entry)
      if (target.path === 'Components/Colors') await expect(page).toHaveURL(/[?&]primary=/);
    });

    // That each card's page exists is content/home.unit.test.ts's (the route table); the page matrix
    // visits every route for its title and heading, and the step above checks each card's link.

    await backHome(page);

    await test.step('the version tile shows the build time in a tooltip on hover', async () => {
      const expected = await expectedBuildTooltip(page);
      await expect(page.locator('ds-tooltip.home-version')).toHaveJSProperty('content', expected); // upgraded
      await versionTile(page).hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await expect(page.getByRole('tooltip')).toHaveText(expected);
      // the same text describes the button to assistive technology
      await expect(versionTile(page)).toHaveAccessibleDescription(expected);
    });

    // the pointer off the tile: the tooltip gone, as before the hover
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();

    await test.step('the version tile shows the build time in a tooltip on keyboard focus', async () => {
      const expected = await expectedBuildTooltip(page);
      await expect(page.locator('ds-tooltip.home-version')).toHaveJSProperty('content', expected);
      // keyboard: Tab from the link before the tile
      await region(page, 'Designed to Scale').getByRole('link').focus();
      await page.keyboard.press('Tab');
      await expect(versionTile(page)).toBeFocused();
      await expect(page.getByRole('tooltip')).toHaveText(expected);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('tooltip')).toBeHidden();
    });

    await test.step('the version tile shows the version and reloads the page on click', async () => {
      const tile = versionTile(page);
      await expect(tile).toContainText(version);
      await page.evaluate(() => ((window as unknown as { beforeReload?: boolean }).beforeReload = true));
      const reloaded = page.waitForEvent('load');
      await tile.click();
      await reloaded;
      await waitForPage(page);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? 'gone'))
        .toBe('gone');
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step('Get Started goes to Components › Overview', async () => {
      await page.getByRole('link', { name: 'Get Started' }).first().click();
      await expect(page).toHaveURL(/\/Components\/Overview$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    });

    await backHome(page);

    await test.step('Purpose & Vision links to Components › Overview', async () => {
      await region(page, 'Purpose & Vision').getByRole('link').click();
      await expect(page).toHaveURL(/\/Components\/Overview$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    });

    await backHome(page);

    await test.step('Designed to Scale links to Components › Quick Demos', async () => {
      await region(page, 'Designed to Scale').getByRole('link').click();
      await expect(page).toHaveURL(/\/Components\/QuickDemos$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Demos');
    });

    await backHome(page);

    await test.step('the footer: its five links, the current year and the last-updated date', async () => {
      const footer = page.locator('.home-footer');
      const nav = footer.getByRole('navigation', { name: 'Footer' });
      const links = nav.getByRole('link');
      await expect(links).toHaveCount(footerLinks.length);
      for (const [index, link] of footerLinks.entries()) {
        const item = links.nth(index);
        await expect(item).toHaveAttribute('href', underBase(link.href));
        if (link.external) {
          await expect(item).toHaveAccessibleName(`${link.label} (opens in a new tab)`);
          await expect(item).toHaveAttribute('target', '_blank');
          await expect(item).toHaveAttribute('rel', /\bnoopener\b/);
        } else {
          await expect(item).toHaveAccessibleName(link.label);
          await expect(item).not.toHaveAttribute('target', /./);
        }
      }

      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${profile.name}`);
      const updated = footer.locator('time');
      await expect(updated).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      await expect(updated).not.toHaveText(/unknown/);
      await expect(updated).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      await expect(footer).toContainText('Last updated');

      await nav.getByRole('link', { name: 'About The Project' }).click();
      await expect(page).toHaveURL(/\/About$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    });

    // the footer's link has opened About: the page whole, as a load of /About leaves it
    await waitForPage(page);

    await test.step('about: says what the project is, how it is built, which build it is, and how to get in touch', async () => {
      await expect(page).toHaveTitle(`About - ${profile.brand}`);
      for (const name of ['What this is', 'How it is built', 'This build', 'Contact'])
        await expect(region(page, name)).toBeVisible();

      const count = designSystem.groups.reduce((sum, g) => sum + g.tags.length, 0);
      const built = region(page, 'How it is built');
      await expect(built).toContainText(`${count} elements`);
      await expect(built.locator('code')).toHaveCount(count);
      for (const name of ['Lit', 'React 19 with @lit/react', 'Vite', 'TypeScript', 'Vitest', 'Playwright + axe'])
        await expect(built.getByText(name, { exact: true })).toBeVisible();

      const build = region(page, 'This build');
      await expect(build.locator('dt').first()).toHaveText('Version');
      await expect(build.locator('dd').first()).toHaveText(version);
      await expect(build.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      await expect(build.locator('time')).toHaveText(/\d{4}.*\d{1,2}:\d{2}/);

      const contact = region(page, 'Contact');
      await expect(contact.getByRole('link', { name: profile.email })).toHaveAttribute(
        'href',
        mailtoHref(profile.email),
      );
      await expect(contact.getByRole('link', { name: profile.phone })).toHaveAttribute('href', telHref(profile.phone));
      await expect(contact.locator(`a[href="${profile.links.portfolio}"]`)).toHaveAttribute('rel', /\bnoopener\b/);
    });
  });
});

test.describe('about', () => {
  // Its own test: laid out at 1440 px from its first load.
  test('has one content width: every section and paragraph ends at the same right edge; the element count on one line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/About');
    /** The right edges of the About column's blocks: the sections, their paragraphs and lists, the divider. */
    const edges = () =>
      page.evaluate(() => {
        const column = document.querySelector('.about')!;
        const blocks = [
          ...column.children,
          ...column.querySelectorAll('.about-text, .about-elements, .about-columns, .about-vitals__list'),
        ];
        return {
          column: Math.round(column.getBoundingClientRect().right),
          edges: [...new Set(blocks.map(block => Math.round(block.getBoundingClientRect().right)))],
        };
      });
    await expect.poll(async () => (await edges()).edges.length).toBe(1);
    const {
      column,
      edges: [edge],
    } = await edges();
    expect(edge).toBe(column);
    // a readable measure, narrower than the main column
    const main = await page.locator('main').boundingBox();
    expect((await page.locator('.about').boundingBox())!.width).toBeLessThan(main!.width * 0.85);
    // the count is one phrase, on one line
    const count = page.locator('.about-count');
    await expect(count).toHaveText(/^\d+ elements$/);
    const lineHeight = await count.evaluate(el => parseFloat(getComputedStyle(el).lineHeight));
    expect((await count.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });
});
