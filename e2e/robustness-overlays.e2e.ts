import type { Page } from '@playwright/test';
import { expect, test, waitForPage } from './fixtures';
import { addCycleHelpers, memoryFigures, type Until } from './leak-helpers';

/**
 * Robustness sweep (3 of 3): 100 open/close cycles of every overlay, with the DOM node
 * count and the JS heap measured after garbage collection before and after. Some cycles are real
 * clicks and keys; the rest run inside the page (the same openers clicked, closed through the
 * element's own API), so 100 cycles take seconds. Motion is reduced: no transition to wait for.
 *
 * Bounds: a leak of one node per cycle would leave 100 nodes behind; the tolerance is 40 (caches,
 * the focus-visible state). The heap may grow by at most 1.5 MB: 10 KB kept per cycle adds 1 MB to
 * what a clean run grows (0.2–0.55 MB over 100 cycles, 0.4–0.8 MB over 200: mostly compiled code and
 * caches). The figures are printed with each test.
 */
const CYCLES = 100;
const REAL_CYCLES = 10;
const WARM_UP = 3;
const NODE_TOLERANCE = 40;
const HEAP_BOUND_BYTES = 1.5 * 1024 * 1024;

interface Overlay {
  name: string;
  path: string;
  phone?: boolean;
  /** How many of the cycles are real clicks and keys (default REAL_CYCLES). */
  realCycles?: number;
  /** One cycle through real clicks and keys, asserting it opened and closed. */
  real(page: Page): Promise<void>;
  /** `times` cycles inside the page. */
  inPage(page: Page, times: number): Promise<void>;
}

/** In-page helpers for the page.evaluate loops (the site's CSP forbids building functions from strings). */

/** A live modal: the Modal page also pictures one open (`inline`), which never opens or closes. */
const MODAL = 'ds-modal:not([inline])';

async function modalCycle(page: Page, opener: () => Promise<void>, name: string) {
  await opener();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(MODAL)).toHaveCount(0);
}

/** In the page: click the opener, wait for the modal, hide it, wait until it is gone. */
async function modalCyclesInPage(page: Page, opener: string, times: number) {
  // the role resolves inside a ds-button's shadow root: mark its host, which the page can query
  await page
    .getByRole('button', { name: opener, exact: true })
    .evaluate(b => ((b.getRootNode() as ShadowRoot).host ?? b).setAttribute('data-cycle-opener', ''));
  await page.evaluate(
    async ({ opener, times }) => {
      const until = (window as unknown as { until: Until }).until;
      const button = document.querySelector<HTMLElement>('[data-cycle-opener]')!;
      for (let i = 0; i < times; i++) {
        button.click();
        await until(() => document.querySelector('ds-modal[open]:not([inline])') !== null, `${opener} opens`);
        await (document.querySelector('ds-modal:not([inline])') as unknown as { hide(): Promise<void> }).hide();
        await until(() => document.querySelector('ds-modal:not([inline])') === null, `${opener} closes`);
      }
    },
    { opener, times },
  );
}

const OVERLAYS: Overlay[] = [
  {
    name: 'ds-modal (the Modal page)',
    path: '/Components/Modal',
    real: page => modalCycle(page, () => page.getByRole('button', { name: 'Open basic modal' }).click(), 'Basic modal'),
    inPage: (page, times) => modalCyclesInPage(page, 'Open basic modal', times),
  },
  {
    name: 'ds-modal (Change Theme)',
    path: '/About',
    real: page => modalCycle(page, () => page.getByRole('button', { name: 'Change Theme' }).click(), 'Change Theme'),
    inPage: (page, times) => modalCyclesInPage(page, 'Change Theme', times),
  },
  {
    name: 'the search popup (home, Customized Popup)',
    path: '/',
    real: page =>
      modalCycle(page, () => page.getByRole('button', { name: 'Search', exact: true }).click(), 'Customized Popup'),
    inPage: (page, times) => modalCyclesInPage(page, 'Search', times),
  },
  {
    name: 'ds-popover',
    path: '/Components/TooltipAndPopover',
    async real(page) {
      const trigger = page.getByRole('button', { name: 'What is a popover?' });
      await trigger.click();
      await expect(page.getByRole('dialog', { name: 'About popovers' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'About popovers' })).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    },
    inPage: (page, times) =>
      page.evaluate(async times => {
        const until = (window as unknown as { until: Until }).until;
        type Popover = HTMLElement & { open: boolean; hide(): Promise<void> };
        const host = [...document.querySelectorAll<Popover>('ds-popover')].find(
          p => p.shadowRoot?.querySelector('[aria-label="About popovers"]') != null,
        )!;
        const trigger = [...host.querySelectorAll<HTMLElement>('ds-button, button')].find(
          b => b.textContent?.includes('What is a popover?') === true,
        )!;
        for (let i = 0; i < times; i++) {
          trigger.click();
          await until(() => host.open, 'the popover opens');
          await host.hide();
          await until(() => !host.open, 'the popover closes');
        }
      }, times),
  },
  {
    name: 'ds-tooltip',
    path: '/Components/TooltipAndPopover',
    async real(page) {
      const tip = page.locator('ds-tooltip').filter({ hasText: 'Edit the draft' }).getByRole('tooltip');
      await page.getByRole('button', { name: 'Edit', exact: true }).hover();
      await expect(tip).toBeVisible();
      await page.locator('main h1').hover();
      await expect(tip).toBeHidden();
    },
    inPage: (page, times) =>
      page.evaluate(async times => {
        const until = (window as unknown as { until: Until }).until;
        type Tooltip = HTMLElement & { content: string; open: boolean; show(): Promise<void>; hide(): Promise<void> };
        const tip = [...document.querySelectorAll<Tooltip>('ds-tooltip')].find(t => t.content === 'Edit the draft')!;
        for (let i = 0; i < times; i++) {
          await tip.show();
          await until(() => tip.open, 'the tooltip shows');
          await tip.hide();
          await until(() => !tip.open, 'the tooltip hides');
        }
      }, times),
  },
  {
    name: 'the snackbar (show, dismiss)',
    path: '/Components/Snackbar',
    realCycles: 5, // each waits for the snackbar to slide in and out: about 2 s on two busy cores
    async real(page) {
      await page.getByRole('button', { name: 'Show snackbar' }).click();
      // the live one, in the host's shadow root (the page also pictures one, inert)
      const snackbar = page.locator('ds-snackbar-host ds-snackbar');
      await expect(snackbar).toHaveCount(1);
      await snackbar.getByRole('button', { name: 'Dismiss' }).click();
      await expect(snackbar).toHaveCount(0);
    },
    inPage: (page, times) =>
      page.evaluate(async times => {
        const until = (window as unknown as { until: Until }).until;
        type Host = HTMLElement & { items: readonly unknown[]; clear(): void };
        const host = document.querySelector<Host>('ds-snackbar-host')!;
        // the <ds-snackbar> elements live in the host's shadow root
        const shown = () => host.shadowRoot!.querySelectorAll('ds-snackbar').length;
        const button = [...document.querySelectorAll<HTMLElement>('ds-button')].find(
          b => b.textContent?.trim() === 'Show snackbar',
        )!;
        for (let i = 0; i < times; i++) {
          button.click();
          await until(() => shown() === 1, 'the snackbar shows');
          // clear(): dismiss() animates each out for about 300 ms even with reduced motion (the real
          // cycles press Dismiss); 200 of those would take a minute
          host.clear();
          await until(() => host.items.length === 0 && shown() === 0, 'the snackbar goes');
        }
      }, times),
  },
  {
    name: 'the navigation drawer (390 px)',
    path: '/Settings',
    phone: true,
    async real(page) {
      const drawer = page.locator('#side-nav');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    },
    inPage: (page, times) =>
      page.evaluate(async times => {
        const until = (window as unknown as { until: Until }).until;
        const drawer = document.getElementById('side-nav')!;
        const menu = document.querySelector<HTMLElement>('[aria-label="Menu"]')!;
        for (let i = 0; i < times; i++) {
          menu.click();
          await until(() => !drawer.hidden, 'the drawer opens');
          document.querySelector<HTMLElement>('[data-testid="nav-overlay"]')!.click();
          await until(() => drawer.hidden !== false, 'the drawer closes');
        }
      }, times),
  },
];

// 100 cycles and two garbage collections each; on two cores shared with other work this takes minutes.
test.describe.configure({ timeout: 240_000 });

for (const overlay of OVERLAYS) {
  test.describe(overlay.name, () => {
    if (overlay.phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test(`${CYCLES} open/close cycles leave no DOM nodes and no heap behind`, async ({ page }, testInfo) => {
      await addCycleHelpers(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(overlay.path);
      await waitForPage(page);
      // Warm up: the overlay's lazy chunk, its element's first render, first-use caches.
      for (let i = 0; i < WARM_UP; i++) await overlay.real(page);
      await overlay.inPage(page, WARM_UP);
      const before = await memoryFigures(page);

      const real = overlay.realCycles ?? REAL_CYCLES;
      const start = Date.now();
      for (let i = 0; i < real; i++) await overlay.real(page);
      const realDone = Date.now();
      await overlay.inPage(page, CYCLES - real);
      const timing = `${real} real cycles ${realDone - start} ms, ${CYCLES - real} in the page ${Date.now() - realDone} ms`;
      await expect(page.locator('main h1').first()).toBeVisible();
      const after = await memoryFigures(page);

      const figures = `nodes ${before.nodes} → ${after.nodes}, heap ${(before.heap / 1e6).toFixed(2)} MB → ${(after.heap / 1e6).toFixed(2)} MB`;
      testInfo.annotations.push({ type: 'memory', description: figures });
      console.log(`${overlay.name}: ${figures}; ${timing}`);
      expect(after.nodes - before.nodes, figures).toBeLessThan(NODE_TOLERANCE);
      expect(after.heap - before.heap, figures).toBeLessThan(HEAP_BOUND_BYTES);
    });
  });
}
