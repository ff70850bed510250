import type { Page } from '@playwright/test';
import { expect, layoutShifts, recordLayoutShifts, test, waitForPage } from './fixtures';

/**
 * A page's parts (demo cards, the API section and its tables, the pager: reveal-queue.ts) come one
 * per task after its first paint, in page order, and nothing waits for the visitor to scroll: a
 * second after the first paint the page is whole, and nothing on the screen has moved.
 *
 * "Nothing waits" is checked rather than the second itself: the page loads with its timers stopped
 * (Playwright's clock, paused: setTimeout, requestAnimationFrame and requestIdleCallback never fire)
 * and must become whole all the same, so no part waits for a delay, an idle moment, a frame or a
 * scroll, and each part says it is done (the queue's fallback timer never runs). How many milliseconds
 * the work takes depends on how busy the machine is (on two cores shared by other runs, the
 * Miscellaneous page took over a second), so the time is only reported (the "whole after first paint"
 * annotation).
 */

/** What a page holds at one moment. */
interface Parts {
  /** Milliseconds since the navigation started. */
  at: number;
  headings: number;
  cards: number;
  apiTables: number;
  pagers: number;
  pending: number;
}

/** Records every change of what the page holds (`Parts`) from the start of its load. Call before `page.goto`. */
async function recordParts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { parts: Parts[]; firstPaint?: number };
    w.parts = [];
    // the real time and the paint entries, kept before the paused clock (whole-page tests install
    // it after this script) stops performance.now() and hides performance's entries
    const realNow = performance.now.bind(performance);
    new PerformanceObserver(list => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) w.firstPaint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    const count = (selector: string) => document.querySelectorAll(selector).length;
    new MutationObserver(() => {
      const now: Parts = {
        at: realNow(),
        headings: count('main :is(h1, h2, h3)'),
        cards: count('main .demo-card'),
        apiTables: count('main .api-tables'),
        pagers: count('main nav.pager'),
        pending: count('[data-reveal-pending]'),
      };
      const last = w.parts.at(-1);
      const same = last && (Object.keys(now) as (keyof Parts)[]).every(key => key === 'at' || now[key] === last[key]);
      if (!same) w.parts.push(now);
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-reveal-pending'],
    });
  });
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { parts: Parts[] }).parts);

/** When the page was first painted, in milliseconds since the navigation started. */
const firstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstPaint?: number }).firstPaint ?? NaN);

/** What the page holds now, `at` aside. */
const partsNow = (page: Page) =>
  page.evaluate(() => {
    const count = (selector: string) => document.querySelectorAll(selector).length;
    return {
      headings: count('main :is(h1, h2, h3)'),
      cards: count('main .demo-card'),
      apiTables: count('main .api-tables'),
      pagers: count('main nav.pager'),
      pending: count('[data-reveal-pending]'),
    };
  });

/** What the page held at `time` (milliseconds since the navigation started), `at` aside. */
function partsAt(timeline: Parts[], time: number) {
  const entry = timeline.filter(parts => parts.at <= time).at(-1);
  if (!entry) return undefined;
  const { at: _at, ...parts } = entry;
  return parts;
}

/** Each distinct number of demo cards the page held, in order. */
const cardSteps = (timeline: Parts[]) =>
  timeline.map(parts => parts.cards).filter((cards, i, all) => cards > 0 && cards !== all[i - 1]);

/**
 * Demo cards left with an empty cell beside them: a card narrower than its grid that shares its row
 * with no other card. The first card (the stage) and `wide` ones take a whole row.
 */
const strandedCards = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main .demo-cards')].flatMap(grid => {
      const width = grid.getBoundingClientRect().width;
      const cards = [...grid.children]
        .filter(c => c.classList.contains('demo-card'))
        .map(c => c.getBoundingClientRect());
      return cards.flatMap((box, i) =>
        box.width < width - 1 && !cards.some((other, j) => j !== i && Math.abs(other.top - box.top) < 1)
          ? [`card ${i + 1} of ${cards.length}: ${Math.round(box.width)} of ${Math.round(width)} px, alone in its row`]
          : [],
      );
    }),
  );

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 412, height: 823 };

for (const [path, viewport] of [
  ['/Components/Buttons', DESKTOP],
  ['/Components/Colors', DESKTOP],
  ['/Components/Miscellaneous', DESKTOP],
  ['/Components/CardsAndList', DESKTOP],
  ['/Components/Buttons', PHONE],
  ['/', PHONE],
] as const) {
  test(`${path} at ${viewport.width}×${viewport.height}: whole after its first paint without waiting or scrolling, its cards one per task, nothing moving`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await recordParts(page);
    // the page's timers stopped from the start (see the top of this file)
    // (paused a minute after the time installed: a pause may not go back, and no timer exists yet)
    const start = new Date('2026-01-01T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    // the paint entry is queued after the frame is presented: it may come a moment after the h1 shows
    await expect.poll(() => firstPaint(page), { message: 'first paint' }).toBeGreaterThan(0);
    const paintedAt = await firstPaint(page);
    // whole with no sleep and no scroll
    await expect
      .poll(async () => (await recorded(page)).some(parts => parts.headings > 0 && parts.pending === 0), {
        message: 'no part still to come, without scrolling',
      })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'never scrolled' }).toBe(0);
    const timeline = await recorded(page);
    const wholeAt = timeline.find(parts => parts.headings > 0 && parts.pending === 0)!.at;
    test
      .info()
      .annotations.push({ type: 'whole after first paint', description: `${Math.round(wholeAt - paintedAt)} ms` });
    const early = partsAt(timeline, wholeAt);

    // then scrolled to the end: nothing more comes
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitForPage(page);
    const whole = await partsNow(page);
    expect(early, 'what the page held when it was first whole').toEqual(whole);
    expect(whole.headings).toBeGreaterThan(1);
    if (path !== '/') {
      expect(whole.cards).toBeGreaterThan(0);
      expect(whole.pagers).toBe(1);
      // one card per task: each change of the DOM added at most one
      const steps = cardSteps(timeline);
      expect(steps, 'demo cards after each change').toEqual(Array.from({ length: whole.cards }, (_, i) => i + 1));
    }
    await expect.poll(() => layoutShifts(page), { message: 'layout shift' }).toBe(0);
    if (path === '/') return;

    // the first card is a stage across the page; the others two to a row (one on a phone), none alone
    const cards = page.locator('main .demo-cards > .demo-card');
    const gridWidth = await page
      .locator('main .demo-cards')
      .first()
      .evaluate(g => g.getBoundingClientRect().width);
    expect((await cards.first().boundingBox())!.width).toBeCloseTo(gridWidth, 0);
    expect(await strandedCards(page)).toEqual([]);
    if (viewport === PHONE) {
      // on a phone the pager is one row of two halves, and the keyboard tables wait behind a closed "Keyboard"
      const pager = page.getByRole('navigation', { name: 'Previous and next component' });
      const [previous, next] = [
        pager.getByRole('link', { name: /^Previous/ }),
        pager.getByRole('link', { name: /^Next/ }),
      ];
      const [a, b] = [(await previous.boundingBox())!, (await next.boundingBox())!];
      expect(Math.abs(a.y - b.y), 'one row').toBeLessThan(1);
      expect(Math.abs(a.width - b.width), 'two halves').toBeLessThan(1);
      const keys = page.locator('details.keyboard-notes').first();
      await expect(keys).not.toHaveAttribute('open');
      await expect(keys.locator('kbd').first()).toBeHidden();
      await keys.getByText('Keyboard', { exact: true }).click();
      await expect(keys.locator('kbd').first()).toBeVisible();
    } else {
      await expect(page.locator('details.keyboard-notes')).toHaveCount(0);
    }
  });
}

test('printing shows every demo card, the API section and the pager at once, in one change', async ({ page }) => {
  // printed as soon as the page's first render is there; what it holds then, and after each change
  await page.addInitScript(() => {
    const w = window as unknown as { printed: { cards: number; api: number; pagers: number }[] };
    w.printed = [];
    const count = (selector: string) => document.querySelectorAll(selector).length;
    new MutationObserver(() => {
      if (w.printed.length === 0 && !document.querySelector('main h1')) return;
      const now = {
        cards: count('main .demo-card'),
        api: count('main .api-reference'),
        pagers: count('main nav.pager'),
      };
      const last = w.printed.at(-1);
      if (last && last.cards === now.cards && last.api === now.api && last.pagers === now.pagers) return;
      w.printed.push(now);
      if (w.printed.length === 1) window.dispatchEvent(new Event('beforeprint'));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/Components/Buttons');
  await waitForPage(page);
  const cards = await page.locator('main .demo-card').count();
  expect(cards).toBeGreaterThan(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: unknown[] }).printed.slice(0, 2)), {
      message: 'nothing yet when printed; then every card, the API section and the pager at once',
    })
    .toEqual([
      { cards: 0, api: 0, pagers: 0 },
      { cards, api: 1, pagers: 1 },
    ]);
});
