import { fixture, html, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../../menu/ds-menu.js';
import '../../menu/ds-menu-item.js';
import '../../popover/ds-popover.js';
import '../../select/ds-select.js';
import '../../tooltip/ds-tooltip.js';
import { loadTokens, part, resetMouseAndFocus, WAIT } from '../../test/test-helpers.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

/** An open overlay follows its trigger when a scrolling ancestor (or the page) scrolls. */
interface Case {
  readonly name: string;
  readonly markup: TemplateResult;
  /** The overlay's box, in the element's shadow root. */
  readonly panel: string;
  /** The trigger, in the light DOM or the shadow root. */
  readonly trigger: (el: HTMLElement) => HTMLElement;
}

const cases: Case[] = [
  {
    name: 'ds-select',
    markup: html`<ds-select label="Fruit"><ds-option value="a">Apple</ds-option><ds-option value="b">Banana</ds-option></ds-select>`,
    panel: 'listbox',
    trigger: el => part(el, 'combobox'),
  },
  {
    name: 'ds-menu',
    markup: html`<ds-menu label="Export"><button slot="trigger">Export</button><ds-menu-item value="a">A</ds-menu-item></ds-menu>`,
    panel: 'menu',
    trigger: el => el.querySelector('button')!,
  },
  {
    name: 'ds-popover',
    markup: html`<ds-popover label="Details"><button slot="trigger">Open</button><p>Text</p></ds-popover>`,
    panel: 'panel',
    trigger: el => el.querySelector('button')!,
  },
  {
    name: 'ds-tooltip',
    markup: html`<ds-tooltip content="Saves the file"><button>Save</button></ds-tooltip>`,
    panel: 'body',
    trigger: el => el.querySelector('button')!,
  },
];

/**
 * How far the overlay is from its trigger, vertically (px; 0 or less: they touch or overlap). An
 * overlay that follows its trigger stays within its distance of it (it may flip to the other side).
 */
const apart = (panel: HTMLElement, trigger: HTMLElement): number => {
  const p = panel.getBoundingClientRect();
  const t = trigger.getBoundingClientRect();
  return Math.max(p.top - t.bottom, t.top - p.bottom);
};

async function openIt(el: HTMLElement & { open?: boolean; show?: () => Promise<unknown> }, panel: string) {
  if (typeof el.show === 'function') await el.show();
  else el.open = true;
  await waitUntil(() => part(el, panel).getBoundingClientRect().height > 0, 'the overlay opened', WAIT);
  // wait for the first position
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
}

describe('open overlays follow their trigger on scroll', () => {
  for (const c of cases) {
    it(`${c.name}: out of a scrolling container's view`, async () => {
      const box = await fixture<HTMLElement>(html`<div style="height: 300px; overflow: auto">
        <div style="padding-block: 100px 1200px">${c.markup}</div>
      </div>`);
      const el = box.querySelector<HTMLElement>(c.name)!;
      await openIt(el, c.panel);
      const trigger = c.trigger(el);
      const panel = part(el, c.panel);
      // the trigger scrolls past the container's top and the viewport's: the panel goes with it
      box.scrollTop = 100 + trigger.getBoundingClientRect().bottom - box.getBoundingClientRect().top + 60;
      await waitUntil(() => trigger.getBoundingClientRect().bottom < 0, 'the trigger scrolled away', WAIT);
      await waitUntil(() => apart(panel, trigger) <= 12, `${c.name} follows its trigger`, WAIT);
    });

    it(`${c.name}: when the page scrolls its trigger away`, async () => {
      const box = await fixture<HTMLElement>(html`<div style="padding-block: 100px 3000px">${c.markup}</div>`);
      const el = box.querySelector<HTMLElement>(c.name)!;
      await openIt(el, c.panel);
      const trigger = c.trigger(el);
      const panel = part(el, c.panel);
      window.scrollTo(0, window.scrollY + trigger.getBoundingClientRect().bottom + 60);
      try {
        await waitUntil(() => trigger.getBoundingClientRect().bottom < 0, 'the trigger scrolled away', WAIT);
        await waitUntil(() => apart(panel, trigger) <= 12, `${c.name} follows its trigger`, WAIT);
      } finally {
        window.scrollTo(0, 0);
      }
    });
  }
});
