// What the e2e files share: finding a demo and its code, axe.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, waitForPage } from './fixtures';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A demo card by its heading. */
export const card = (page: Page, title: string) =>
  page.locator('.demo-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The code panel of a demo's snippet (whichever tab is shown). */
export const code = (demo: Locator) => demo.getByRole('tabpanel').locator('code');

/** Goes to a page and waits for its heading. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPage(page);
}

const asLines = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ')).join(', ')}`);

/** The two devices a scan of a state runs on; the pages at rest are scanned by page-matrix.e2e.ts. */
export const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

/** Part of a page for axe: a CSS selector, or a locator (its element is marked for the scan). */
type Scope = string | Locator;

/**
 * A scanner for the page. Legacy mode runs axe.run() in the page itself: the default mode collects each frame's
 * partial results and finishes them in a second, blank page, which took two to three times as long on the
 * site's pages (4.8 s against 1.4 s on Miscellaneous), and the site has no frames of another origin for it to reach.
 */
export async function axeFor(page: Page) {
  // axe-core once per page load: the builder evaluates its 550 kB source twice per scan otherwise (about a
  // tenth of a core-second each time); once the page has it, a no-op stands in for the source. (A frame
  // would need its own copy: the site has none, and a page with frames gets the source every time.)
  const loaded = page.frames().length === 1 && (await page.evaluate(() => 'axe' in window));
  return new AxeBuilder({ page, axeSource: loaded ? ';' : undefined }).setLegacyMode(true);
}

async function scoped(axe: AxeBuilder, scope: Scope | undefined) {
  if (scope === undefined) return axe;
  if (typeof scope === 'string') return axe.include(scope);
  await scope
    .page()
    .evaluate(() => document.querySelectorAll('[data-axe-scope]').forEach(el => el.removeAttribute('data-axe-scope')));
  await scope.evaluate(el => el.setAttribute('data-axe-scope', ''));
  return axe.include('[data-axe-scope]');
}

/** The longest transition or animation between two states (the design tokens' durations go to 500 ms). */
const LONGEST_CHANGE_MS = 1000;

/**
 * Waits until no transition or finite animation runs: a scan in the middle of one (a colour scheme
 * just switched, a dialog opening) would read colours and boxes between two states. Endless
 * animations (a marquee, a spinner) are their steady state. Chromium's document.getAnimations() leaves
 * out shadow trees (so does el.getAnimations({ subtree: true })), where the elements' own transitions
 * run: each open shadow root is asked too. An animation longer than LONGEST_CHANGE_MS is a timer's
 * progress (a snackbar's countdown bar), not a change between two states: it is a steady state too.
 */
export async function whenStill(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(LONGEST_CHANGE_MS => {
        const roots: (Document | ShadowRoot)[] = [];
        const walk = (root: Document | ShadowRoot) => {
          roots.push(root);
          for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
        };
        walk(document);
        return roots
          .flatMap(root => root.getAnimations())
          .filter(a => {
            const end = Number(a.effect?.getComputedTiming().endTime);
            return a.playState === 'running' && Number.isFinite(end) && end <= LONGEST_CHANGE_MS;
          }).length;
      }, LONGEST_CHANGE_MS),
    )
    .toBe(0);
}

/**
 * axe's violations as "rule: targets" lines (an empty list passes): the page, or only `scope`, less
 * `exclude` (a CSS selector), less the rules named in `skip`. The WCAG rules, and landmark-unique: two landmarks
 * of one name are two identical stops in a screen reader's list.
 */
export async function axeViolations(
  page: Page,
  scope?: Scope,
  { exclude, skip = [] }: { exclude?: string; skip?: readonly string[] } = {},
) {
  await whenStill(page);
  const rules = {
    'landmark-unique': { enabled: true },
    ...Object.fromEntries(skip.map(rule => [rule, { enabled: false }])),
  };
  const axe = await scoped(
    (await axeFor(page)).options({ rules, resultTypes: ['violations'] }).withTags(AXE_TAGS),
    scope,
  );
  if (exclude) axe.exclude(exclude);
  return asLines((await axe.analyze()).violations);
}

/**
 * axe's `scrollable-region-focusable` only, as axeViolations gives them: a region that scrolls must be
 * a Tab stop, or a keyboard cannot scroll it. One cheap rule, for the widths where content starts to
 * overflow (a code sample's long line) that the whole-page scans do not visit.
 */
export async function scrollerViolations(page: Page) {
  const axe = (await axeFor(page)).options({ resultTypes: ['violations'] }).withRules(['scrollable-region-focusable']);
  return asLines((await axe.analyze()).violations);
}

/** Colour-contrast violations only, as axeViolations gives them: what a second theme can break. */
export async function contrastViolations(page: Page, scope?: Scope, { exclude }: { exclude?: string } = {}) {
  await whenStill(page);
  const axe = await scoped(
    (await axeFor(page)).options({ resultTypes: ['violations'] }).withRules(['color-contrast']),
    scope,
  );
  if (exclude) axe.exclude(exclude);
  return asLines((await axe.analyze()).violations);
}

/**
 * A state the page matrix cannot reach (an open dialog, a selected card), scanned in both themes:
 * every axe rule in the theme the page shows now, colour contrast in the other one. The page is
 * left in the other theme.
 */
export async function expectAccessibleInBothThemes(page: Page, scope?: Scope) {
  expect(await axeViolations(page, scope)).toEqual([]);
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  await page.emulateMedia({ colorScheme: dark ? 'light' : 'dark' });
  expect(await contrastViolations(page, scope)).toEqual([]);
}

/** How far the page scrolls sideways (0 or less: it fits its viewport). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
