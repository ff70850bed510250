import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { DsHideEvent } from '../events/ds-hide.js';
import { openDismissibleCount } from '../internal/overlay/dismissible-stack.js';
import {
  animationsFinished,
  clickCenter,
  deepActive,
  expectSoon,
  loadTokens,
  part,
  record,
  resetMouseAndFocus,
  settle,
  shiftTab,
  types,
} from '../test/test-helpers.js';
import { DsDrawer } from './ds-drawer.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

interface AxNode {
  role: string;
  name: string;
  properties: Record<string, unknown>;
  children: AxNode[];
}
const flatten = (nodes: AxNode[]): AxNode[] => nodes.flatMap(n => [n, ...flatten(n.children)]);

const dialogOf = (el: DsDrawer) => part(el, 'dialog') as HTMLDialogElement;
const panelOf = (el: DsDrawer) => part(el, 'panel');
const closeButton = (el: DsDrawer) => part(el, 'close-button').shadowRoot!.querySelector('button')!;

async function mount(attrs: { dir?: string; placement?: string } = {}): Promise<{ root: HTMLElement; el: DsDrawer }> {
  const root = await fixture<HTMLElement>(html`<div id="ax" dir=${attrs.dir ?? 'ltr'}>
    <button id="opener" type="button">Filters</button>
    <ds-drawer label="Filters" placement=${attrs.placement ?? 'end'}>
      <input id="first" aria-label="Keyword" />
      <input id="last" aria-label="City" />
    </ds-drawer>
  </div>`);
  const el = root.querySelector('ds-drawer')!;
  await settle(el);
  return { root, el };
}

async function openFromOpener(root: HTMLElement, el: DsDrawer): Promise<void> {
  root.querySelector<HTMLButtonElement>('#opener')!.focus();
  await el.show();
}

describe('ds-drawer', () => {
  it('opens as a modal dialog named by its label, moves focus in, keeps Tab inside and gives it back on Escape', async () => {
    const { root, el } = await mount();
    const hides = record<DsHideEvent>(el, 'ds-hide');
    const shows = record(el, 'ds-show');
    await openFromOpener(root, el);
    expect(dialogOf(el).matches(':modal')).to.equal(true);
    expect(shows.length).to.equal(1);
    await expectSoon(() => deepActive()?.id, 'first', 'focus moves to the first field');
    const { tree } = (await executeServerCommand('ax-tree', { selector: 'body' })) as { tree: AxNode[] | null };
    if (tree) {
      const dialog = flatten(tree).find(n => n.role === 'dialog')!;
      expect(dialog.name).to.equal('Filters');
      expect(dialog.properties.modal).to.equal(true);
      expect(flatten(dialog.children).some(n => n.role === 'button' && n.name === 'Close')).to.equal(true);
    } else {
      expect(dialogOf(el).getAttribute('aria-labelledby')).to.equal('title');
      expect(part(el, 'title').textContent).to.equal('Filters');
    }
    await sendKeys({ press: 'Tab' });
    await expectSoon(() => deepActive()?.id, 'last');
    await sendKeys({ press: 'Tab' });
    await expectSoon(() => deepActive() === closeButton(el), true, 'Tab wraps to the close button');
    await shiftTab();
    await expectSoon(() => deepActive()?.id, 'last', 'Shift+Tab goes back');
    await sendKeys({ press: 'Escape' });
    await expectSoon(() => el.open, false, 'Escape closes');
    expect(dialogOf(el).open).to.equal(false);
    await expectSoon(() => deepActive()?.id, 'opener', 'focus goes back to the opener');
    expect(hides.map(e => [e.detail.reason, e.cancelable])).to.deep.equal([['escape', true]]);
    expect(openDismissibleCount()).to.equal(0);
  });

  it('closes on the scrim and the close button unless ds-hide is cancelled; hide() is not cancelable', async () => {
    // start: the panel and its close button stay near the left, inside every driver's viewport
    const { root, el } = await mount({ placement: 'start' });
    const scrim: [number, number] = [Math.round(innerWidth * 0.75), Math.round(innerHeight / 2)];
    const hides = record<DsHideEvent>(el, 'ds-hide');
    await openFromOpener(root, el);
    await animationsFinished(el);
    await expectSoon(() => Math.round(panelOf(el).getBoundingClientRect().left), 0, 'slid in');
    const veto = (e: Event) => e.preventDefault();
    el.addEventListener('ds-hide', veto);
    await sendKeys({ press: 'Escape' });
    await sendMouse({ type: 'click', position: scrim });
    await clickCenter(closeButton(el));
    await settle(el);
    expect(el.open, 'every request was cancelled').to.equal(true);
    expect(hides.map(e => e.detail.reason)).to.deep.equal(['escape', 'backdrop', 'close-button']);
    await el.hide();
    expect(el.open, 'hide() closes whatever the listeners say').to.equal(false);
    expect(hides.at(-1)!.cancelable).to.equal(false);
    el.removeEventListener('ds-hide', veto);
    await el.show();
    await animationsFinished(el);
    await sendMouse({ type: 'click', position: scrim });
    await expectSoon(() => el.open, false, 'the scrim closes it');
    await el.show();
    await expectSoon(() => Math.round(panelOf(el).getBoundingClientRect().left), 0, 'slid in');
    await clickCenter(closeButton(el));
    await expectSoon(() => el.open, false, 'the close button closes it');
    expect(types(hides).length).to.equal(6);
  });

  it('slides in at its edge: end is the right in LTR and the left in RTL; top and bottom span the width', async () => {
    const edges: Record<string, string> = {};
    for (const [dir, placement] of [
      ['ltr', 'end'],
      ['ltr', 'start'],
      ['rtl', 'start'],
      ['rtl', 'end'],
      ['ltr', 'top'],
      ['ltr', 'bottom'],
    ] as const) {
      const { el } = await mount({ dir, placement });
      await el.show();
      expect(getComputedStyle(panelOf(el)).animationName, 'it slides in').to.equal('slide-in');
      await animationsFinished(el);
      const r = panelOf(el).getBoundingClientRect();
      const [w, h] = [innerWidth, innerHeight];
      const near = (a: number, b: number) => Math.abs(a - b) < 2;
      edges[`${dir} ${placement}`] =
        near(r.top, 0) && near(r.bottom, h) && near(r.right, w) && r.left > 0
          ? 'right'
          : near(r.top, 0) && near(r.bottom, h) && near(r.left, 0) && r.right < w
            ? 'left'
            : near(r.top, 0) && r.bottom < h && near(r.width, w)
              ? 'top'
              : near(r.bottom, h) && r.top > 0 && near(r.width, w)
                ? 'bottom'
                : `elsewhere ${JSON.stringify(r)}`;
      await el.hide();
    }
    expect(edges).to.deep.equal({
      'ltr end': 'right',
      'ltr start': 'left',
      'rtl start': 'right',
      'rtl end': 'left',
      'ltr top': 'top',
      'ltr bottom': 'bottom',
    });
  });

  it('locks the page scroll while open, has no motion under reduced motion, and warns about a bad placement', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(String(args[0]));
    try {
      const { el } = await mount({ placement: 'left' });
      expect(warnings.some(w => w.includes('placement="left"'))).to.equal(true);
      expect(dialogOf(el).dataset.placement, 'a bad placement falls back to end').to.equal('end');
      const before = document.documentElement.style.overflow;
      await el.show();
      expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
      await el.hide();
      expect(document.documentElement.style.overflow).to.equal(before);
      const sheets = DsDrawer.elementStyles.map(s => (s as { styleSheet?: CSSStyleSheet }).styleSheet!).filter(Boolean);
      const reduced = sheets
        .flatMap(sheet => [...sheet.cssRules])
        .filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.includes('reduced-motion'))
        .flatMap(r => [...r.cssRules] as CSSStyleRule[]);
      const panelRule = reduced.find(r => r.selectorText.includes('.panel'))!;
      expect(panelRule.style.animationName || panelRule.style.getPropertyValue('animation')).to.equal('none');
    } finally {
      console.warn = warn;
    }
  });
});
