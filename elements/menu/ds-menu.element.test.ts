import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { DsHideEvent } from '../events/ds-hide.js';
import type { DsSelectEvent } from '../events/ds-select.js';
import { openDismissibleCount } from '../internal/overlay/dismissible-stack.js';
import {
  center,
  deepActive,
  expectInsideViewport,
  expectSoon,
  hostAria,
  loadTokens,
  record,
  shiftTab,
  sleep,
  SPACE,
  WAIT,
} from '../test/test-helpers.js';
import type { DsButton } from '../button/ds-button.js';
import '../button/ds-button.js';
import '../modal/ds-modal.js';
import { DsMenu } from './ds-menu.js';
import { DsMenuItem } from './ds-menu-item.js';

before(loadTokens);

afterEach(async () => {
  await resetMouse();
});

const list = (el: DsMenu) => el.shadowRoot!.querySelector<HTMLElement>('[part~="menu"]')!;
const isShown = (el: DsMenu) => list(el).matches(':popover-open') && getComputedStyle(list(el)).display !== 'none';
const dsTrigger = (el: DsMenu) => el.querySelector<DsButton>('[slot="trigger"]')!;
/** The control that has focus and ARIA: the native button inside the ds-button. */
const control = (el: DsMenu) => dsTrigger(el).shadowRoot!.querySelector('button')!;
const item = (el: DsMenu, value: string) => el.querySelector<DsMenuItem>(`ds-menu-item[value="${value}"]`)!;

/** Names an element briefly (a failed comparison of elements makes chai print the whole DOM object). */
function describeNode(node: Element | null | undefined): string {
  if (!node) return 'nothing';
  const text = (node.getAttribute('value') ?? node.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `${node.localName}${node.id ? `#${node.id}` : ''}[${text}]`;
}

/** Waits until `target` has focus (retrying: engines move focus on their own schedule). */
async function expectFocus(target: Element | null | undefined, message?: string): Promise<void> {
  await expectSoon(() => describeNode(deepActive()), describeNode(target), message);
}

async function clickAt([x, y]: [number, number]): Promise<void> {
  await sendMouse({ type: 'click', position: [x, y] });
}

/** Waits for the fade-in to end (axe measures contrast with the current opacity). */
async function settled(el: DsMenu): Promise<void> {
  await el.updateComplete;
  await Promise.all(
    list(el)
      .getAnimations()
      .map(a => a.finished.catch(() => undefined)),
  );
}

/** A menu with a ds-button trigger, three items (the last one disabled) and a button after it. */
async function exportMenu(): Promise<DsMenu> {
  const wrapper = await fixture<HTMLElement>(html`<div style="padding: 40px">
    <button id="before">Before</button>
    <ds-menu label="Export">
      <ds-button slot="trigger">Export</ds-button>
      <ds-menu-item value="download">Download</ds-menu-item>
      <ds-menu-item value="copy">Copy</ds-menu-item>
      <ds-menu-item value="raw" disabled>Copy Raw Data</ds-menu-item>
    </ds-menu>
    <button id="after">After</button>
  </div>`);
  const el = wrapper.querySelector('ds-menu')!;
  await el.updateComplete;
  await dsTrigger(el).updateComplete;
  await waitUntil(() => control(el).getAttribute('aria-haspopup') === 'menu', 'trigger ARIA', WAIT);
  return el;
}

/** Focuses the trigger and opens the menu with `key`; waits for focus on `expected`. */
async function openWithKey(el: DsMenu, key: string, expected: string): Promise<void> {
  control(el).focus();
  await sendKeys({ press: key });
  await waitUntil(() => isShown(el), `opens on ${key}`, WAIT);
  await expectFocus(item(el, expected), `focus on ${expected}`);
}

describe('<ds-menu>', () => {
  it('is registered and upgrades, with the documented defaults', async () => {
    const el = await exportMenu();
    expect(el).to.be.instanceOf(DsMenu);
    expect(customElements.get('ds-menu')).to.equal(DsMenu);
    expect(customElements.get('ds-menu-item')).to.equal(DsMenuItem);
    expect(el.placement).to.equal('bottom');
    expect(el.hasAttribute('placement'), 'a default is not written as an attribute').to.be.false;
    expect(el.open).to.be.false;
    expect(isShown(el)).to.be.false;
    expect(list(el).getAttribute('popover')).to.equal('manual');
    expect(el.items.map(i => i.value)).to.deep.equal(['download', 'copy', 'raw']);
  });

  describe('ARIA', () => {
    it('the list is a menu named by label; items are menuitems; the disabled one says so', async () => {
      const el = await exportMenu();
      expect(list(el).getAttribute('role')).to.equal('menu');
      expect(list(el).getAttribute('aria-label')).to.equal('Export');
      for (const i of el.items) {
        expect(hostAria(i, 'role')).to.equal('menuitem');
        expect(i.tabIndex).to.equal(-1);
      }
      expect(hostAria(item(el, 'raw'), 'aria-disabled')).to.equal('true');
      expect(hostAria(item(el, 'copy'), 'aria-disabled')).to.equal(null);
      item(el, 'copy').disabled = true;
      await item(el, 'copy').updateComplete;
      expect(hostAria(item(el, 'copy'), 'aria-disabled')).to.equal('true');
    });

    it('without label, the trigger names the menu', async () => {
      const el = await fixture<DsMenu>(html`<ds-menu>
        <ds-button slot="trigger">More actions</ds-button>
        <ds-menu-item>One</ds-menu-item>
      </ds-menu>`);
      await waitUntil(() => list(el).getAttribute('aria-label') === 'More actions', 'named by the trigger', WAIT);
    });

    it('the trigger control gets aria-haspopup="menu" and aria-expanded that follows the menu', async () => {
      const el = await exportMenu();
      expect(control(el).getAttribute('aria-expanded')).to.equal('false');
      // on the inner button only: the ds-button host passes it on, with no attribute of its own
      expect(Element.prototype.hasAttribute.call(dsTrigger(el), 'aria-haspopup')).to.be.false;
      await openWithKey(el, 'Enter', 'download');
      expect(control(el).getAttribute('aria-expanded')).to.equal('true');
      await sendKeys({ press: 'Escape' });
      await expectSoon(() => control(el).getAttribute('aria-expanded'), 'false');
    });

    it('a plain <button> trigger carries the ARIA itself', async () => {
      const el = await fixture<DsMenu>(html`<ds-menu label="Tools">
        <button slot="trigger">Tools</button>
        <ds-menu-item>Icon Creator</ds-menu-item>
      </ds-menu>`);
      const button = el.querySelector('button')!;
      expect(button.getAttribute('aria-haspopup')).to.equal('menu');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
    });

    it('is accessible closed and open (axe)', async () => {
      const el = await exportMenu();
      await expect(el).to.be.accessible();
      await openWithKey(el, 'Enter', 'download');
      await settled(el);
      await expect(el).to.be.accessible();
    });
  });

  describe('opening from the trigger', () => {
    for (const key of ['Enter', SPACE, 'ArrowDown']) {
      it(`${key === SPACE ? 'Space' : key} opens the menu on its first item`, async () => {
        const el = await exportMenu();
        const shows = record(el, 'ds-show');
        await openWithKey(el, key, 'download');
        expect(el.open).to.be.true;
        await waitUntil(() => shows.length === 1, 'ds-show', WAIT);
      });
    }

    it('ArrowUp opens the menu on its last item', async () => {
      const el = await exportMenu();
      await openWithKey(el, 'ArrowUp', 'raw');
    });

    it('a click opens it below the trigger, inside the viewport; a second click closes it', async () => {
      const el = await exportMenu();
      const hides = record<DsHideEvent>(el, 'ds-hide');
      await clickAt(center(dsTrigger(el)));
      await waitUntil(() => isShown(el), 'opens on click', WAIT);
      await expectFocus(item(el, 'download'));
      await settled(el);
      await expectSoon(
        () => Math.round(list(el).getBoundingClientRect().top - dsTrigger(el).getBoundingClientRect().bottom),
        4,
      );
      expectInsideViewport(list(el).getBoundingClientRect(), 'menu');
      await clickAt(center(dsTrigger(el)));
      await waitUntil(() => !isShown(el), 'closes on the second click', WAIT);
      expect(hides.map(h => h.detail.reason)).to.deep.equal(['trigger']);
      expect(el.open).to.be.false;
    });
  });

  describe('keys in the menu', () => {
    it('ArrowDown and ArrowUp move through the items and wrap around (disabled items included)', async () => {
      const el = await exportMenu();
      await openWithKey(el, 'Enter', 'download');
      await sendKeys({ press: 'ArrowDown' });
      await expectFocus(item(el, 'copy'));
      await sendKeys({ press: 'ArrowDown' });
      await expectFocus(item(el, 'raw'));
      await sendKeys({ press: 'ArrowDown' });
      await expectFocus(item(el, 'download'), 'wraps to the first');
      await sendKeys({ press: 'ArrowUp' });
      await expectFocus(item(el, 'raw'), 'wraps to the last');
      await sendKeys({ press: 'ArrowUp' });
      await expectFocus(item(el, 'copy'));
      expect(el.open).to.be.true;
    });

    it('Home and End go to the first and the last item', async () => {
      const el = await exportMenu();
      await openWithKey(el, 'ArrowDown', 'download');
      await sendKeys({ press: 'End' });
      await expectFocus(item(el, 'raw'));
      await sendKeys({ press: 'Home' });
      await expectFocus(item(el, 'download'));
    });

    it('type-ahead: a letter goes to the next item starting with it; typing it again cycles', async () => {
      const el = await exportMenu();
      await openWithKey(el, 'Enter', 'download');
      await sendKeys({ press: 'c' });
      await expectFocus(item(el, 'copy'));
      await sendKeys({ press: 'c' });
      await expectFocus(item(el, 'raw'));
      await sendKeys({ press: 'c' });
      await expectFocus(item(el, 'copy'), 'cycles back');
      await sleep(600); // a pause ends the typed word
      await sendKeys({ press: 'D' });
      await expectFocus(item(el, 'download'), 'case-insensitive');
      await sleep(600);
      await sendKeys({ press: 'x' });
      await expectFocus(item(el, 'download'), 'no match: focus stays');
    });

    it('type-ahead: letters typed quickly form a word', async () => {
      const el = await fixture<DsMenu>(html`<ds-menu label="Fruit">
        <button slot="trigger">Fruit</button>
        <ds-menu-item>Apple</ds-menu-item>
        <ds-menu-item>Banana</ds-menu-item>
        <ds-menu-item>Blueberry</ds-menu-item>
      </ds-menu>`);
      el.querySelector('button')!.focus();
      await sendKeys({ press: 'Enter' });
      await expectFocus(el.items[0]);
      await sendKeys({ type: 'bl' });
      await expectFocus(el.items[2]);
    });

    it('Escape closes the menu and returns focus to the trigger', async () => {
      const el = await exportMenu();
      const hides = record<DsHideEvent>(el, 'ds-hide');
      await openWithKey(el, 'Enter', 'download');
      await sendKeys({ press: 'ArrowDown' });
      await expectFocus(item(el, 'copy'));
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !isShown(el), 'closes', WAIT);
      await expectFocus(control(el));
      expect(hides.map(h => h.detail.reason)).to.deep.equal(['escape']);
      expect(openDismissibleCount()).to.equal(0);
    });

    it('Tab closes the menu and moves on to what follows the trigger', async () => {
      const el = await exportMenu();
      await openWithKey(el, 'Enter', 'download');
      await sendKeys({ press: 'Tab' });
      await waitUntil(() => !isShown(el), 'closes', WAIT);
      await expectFocus(document.querySelector('#after'));
    });

    it('Shift+Tab closes the menu and moves to what precedes the trigger', async () => {
      const el = await exportMenu();
      await openWithKey(el, 'Enter', 'download');
      await shiftTab();
      await waitUntil(() => !isShown(el), 'closes', WAIT);
      await expectFocus(document.querySelector('#before'));
    });

    it('Escape closes a menu inside a modal before the modal', async () => {
      const modal = await fixture<HTMLElement & { open: boolean; updateComplete: Promise<unknown> }>(html`<ds-modal
        label="Dialog"
      >
        <ds-menu label="Export">
          <button slot="trigger">Export</button>
          <ds-menu-item>Download</ds-menu-item>
        </ds-menu>
      </ds-modal>`);
      modal.open = true;
      await modal.updateComplete;
      const el = modal.querySelector('ds-menu')!;
      await waitUntil(() => el.querySelector('button')!.checkVisibility(), 'modal shown', WAIT);
      el.querySelector('button')!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await expectFocus(el.items[0]);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !isShown(el), 'the menu closes', WAIT);
      expect(modal.open).to.be.true;
      await expectFocus(el.querySelector('button'));
    });
  });

  describe('choosing', () => {
    for (const key of ['Enter', SPACE]) {
      it(`${key === SPACE ? 'Space' : key} on an item fires ds-select with its value, closes, focuses the trigger`, async () => {
        const el = await exportMenu();
        const events = record<DsSelectEvent | DsHideEvent>(el, 'ds-select', 'ds-hide');
        await openWithKey(el, 'Enter', 'download');
        await sendKeys({ press: 'ArrowDown' });
        await expectFocus(item(el, 'copy'));
        await sendKeys({ press: key });
        await waitUntil(() => !isShown(el), 'closes', WAIT);
        await expectFocus(control(el));
        expect(events.map(e => e.type)).to.deep.equal(['ds-select', 'ds-hide']);
        const select = events[0] as DsSelectEvent;
        expect(select.detail.value).to.equal('copy');
        expect(select.detail.item).to.equal(item(el, 'copy'));
        expect(select.bubbles && select.composed).to.be.true;
        expect((events[1] as DsHideEvent).detail.reason).to.equal('select');
        expect(control(el).getAttribute('aria-expanded')).to.equal('false');
      });
    }

    it('a click on an item fires ds-select and closes the menu', async () => {
      const el = await exportMenu();
      const selects = record<DsSelectEvent>(el, 'ds-select');
      await clickAt(center(dsTrigger(el)));
      await waitUntil(() => isShown(el), 'opens', WAIT);
      await settled(el);
      await clickAt(center(item(el, 'download')));
      await waitUntil(() => selects.length === 1, 'ds-select', WAIT);
      expect(selects[0]!.detail.value).to.equal('download');
      await waitUntil(() => !isShown(el), 'closes', WAIT);
      await expectFocus(control(el));
    });

    it('the event bubbles to the document', async () => {
      const el = await exportMenu();
      const heard = record<DsSelectEvent>(document, 'ds-select');
      await openWithKey(el, 'Enter', 'download');
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => heard.length > 0, 'heard on the document', WAIT);
      expect(heard.at(-1)!.detail.value).to.equal('download');
    });

    it('a disabled item is reached but not chosen: no event, the menu stays open', async () => {
      const el = await exportMenu();
      const selects = record(el, 'ds-select');
      await openWithKey(el, 'ArrowUp', 'raw');
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: SPACE });
      await settled(el);
      await clickAt(center(item(el, 'raw')));
      await settled(el);
      expect(selects).to.have.length(0);
      expect(isShown(el)).to.be.true;
      await expectFocus(item(el, 'raw'));
    });

    it('an item without value reports its text', async () => {
      const el = await fixture<DsMenu>(html`<ds-menu label="Tools">
        <button slot="trigger">Tools</button>
        <ds-menu-item> Blob   Generator </ds-menu-item>
      </ds-menu>`);
      const selects = record<DsSelectEvent>(el, 'ds-select');
      el.querySelector('button')!.focus();
      await sendKeys({ press: 'Enter' });
      await expectFocus(el.items[0]);
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => selects.length === 1, 'ds-select', WAIT);
      expect(selects[0]!.detail.value).to.equal('Blob Generator');
    });
  });

  describe('pointer', () => {
    it('hovering an item focuses it (one highlight for mouse and keys)', async () => {
      const el = await exportMenu();
      await openWithKey(el, 'Enter', 'download');
      await settled(el);
      await sendMouse({ type: 'move', position: center(item(el, 'copy')) });
      await expectFocus(item(el, 'copy'));
    });

    it('a click outside closes it and leaves focus where the user put it', async () => {
      const el = await exportMenu();
      const hides = record<DsHideEvent>(el, 'ds-hide');
      await openWithKey(el, 'Enter', 'download');
      await settled(el);
      await clickAt(center(document.querySelector('#before')!));
      await waitUntil(() => !isShown(el), 'closes', WAIT);
      expect(hides.map(h => h.detail.reason)).to.deep.equal(['outside']);
      await expectSoon(() => deepActive() === control(el), false, 'focus not pulled back to the trigger');
      expect(openDismissibleCount()).to.equal(0);
    });
  });

  describe('two menus on a page', () => {
    it('opening one closes the other; each has its own ARIA and items', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div style="display: flex; gap: 200px; padding: 40px">
        <ds-menu id="one" label="One">
          <ds-button slot="trigger">One</ds-button>
          <ds-menu-item value="a">Alpha</ds-menu-item>
        </ds-menu>
        <ds-menu id="two" label="Two">
          <ds-button slot="trigger">Two</ds-button>
          <ds-menu-item value="b">Beta</ds-menu-item>
        </ds-menu>
      </div>`);
      const one = wrapper.querySelector<DsMenu>('#one')!;
      const two = wrapper.querySelector<DsMenu>('#two')!;
      await dsTrigger(two).updateComplete;
      await waitUntil(() => control(two).getAttribute('aria-haspopup') === 'menu', 'ARIA', WAIT);
      const selects = record<DsSelectEvent>(wrapper, 'ds-select');
      await clickAt(center(dsTrigger(one)));
      await waitUntil(() => isShown(one), 'one opens', WAIT);
      await clickAt(center(dsTrigger(two)));
      await waitUntil(() => isShown(two) && !isShown(one), 'two opens, one closes', WAIT);
      expect(control(one).getAttribute('aria-expanded')).to.equal('false');
      expect(control(two).getAttribute('aria-expanded')).to.equal('true');
      expect(openDismissibleCount()).to.equal(1);
      await expectFocus(two.items[0]);
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => selects.length === 1, 'ds-select', WAIT);
      expect(selects[0]!.detail.value).to.equal('b');
      expect(selects[0]!.target).to.equal(two);
    });
  });

  describe('script and bad values', () => {
    it('show() opens without moving focus, hide() closes; open reflects', async () => {
      const el = await exportMenu();
      const hides = record<DsHideEvent>(el, 'ds-hide');
      await el.show();
      await waitUntil(() => isShown(el), 'shown', WAIT);
      expect(el.hasAttribute('open')).to.be.true;
      expect(el.items.includes(deepActive() as DsMenuItem)).to.be.false;
      await el.hide();
      await waitUntil(() => !isShown(el), 'hidden', WAIT);
      expect(hides.map(h => h.detail.reason)).to.deep.equal(['method']);
    });

    it('open = true by script moves focus to the first item; open = false returns it to the trigger', async () => {
      const el = await exportMenu();
      control(el).focus();
      el.open = true;
      await waitUntil(() => isShown(el), 'shown', WAIT);
      await expectFocus(item(el, 'download'));
      expect(control(el).getAttribute('aria-expanded')).to.equal('true');
      el.open = false;
      await waitUntil(() => !isShown(el), 'hidden', WAIT);
      await expectFocus(control(el));
    });

    it('placement="mouse" opens the list at the pointer', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div style="padding: 40px">
        <ds-menu placement="mouse" label="At the pointer">
          <button slot="trigger" style="inline-size: 200px; block-size: 60px">Open</button>
          <ds-menu-item>One</ds-menu-item>
        </ds-menu>
      </div>`);
      const el = wrapper.querySelector('ds-menu')!;
      const r = el.querySelector('button')!.getBoundingClientRect();
      const point: [number, number] = [Math.round(r.left + 30), Math.round(r.top + 20)];
      await clickAt(point);
      await waitUntil(() => isShown(el), 'shown', WAIT);
      await settled(el);
      await expectSoon(() => Math.round(list(el).getBoundingClientRect().left), point[0]);
      expect(Math.round(list(el).getBoundingClientRect().top)).to.equal(point[1]);
    });

    it('an unknown placement behaves as bottom; removing the menu removes its listeners', async () => {
      const el = await exportMenu();
      el.placement = 'nowhere' as never;
      await openWithKey(el, 'Enter', 'download');
      await settled(el);
      await expectSoon(() => list(el).dataset['side'], 'bottom');
      el.remove();
      expect(openDismissibleCount()).to.equal(0);
    });

    it('placement="top" puts the list above the trigger', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div style="padding-top: 300px">
        <ds-menu placement="top" label="Up">
          <button slot="trigger">Up</button>
          <ds-menu-item>One</ds-menu-item>
        </ds-menu>
      </div>`);
      const el = wrapper.querySelector('ds-menu')!;
      await el.show();
      await settled(el);
      await expectSoon(() => list(el).dataset['side'], 'top');
      expect(list(el).getBoundingClientRect().bottom).to.be.at.most(
        el.querySelector('button')!.getBoundingClientRect().top,
      );
    });
  });
});

describe('inline (a picture of the open menu)', () => {
  it('draws the list in the flow below its trigger, outside the top layer; the trigger and open do nothing', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <ds-menu inline label="Actions"
          ><ds-button slot="trigger">Actions</ds-button><ds-menu-item>Edit</ds-menu-item
          ><ds-menu-item>Delete</ds-menu-item></ds-menu
        >
        <p>After</p>
      </div>`,
    );
    const el = wrapper.querySelector('ds-menu')!;
    await el.updateComplete;
    const list = el.shadowRoot!.querySelector<HTMLElement>('[part="menu"]')!;
    const trigger = el.querySelector('ds-button')!;
    await waitUntil(() => list.getBoundingClientRect().height > 0, 'the list is drawn', WAIT);
    expect(list.matches(':popover-open')).to.equal(false);
    expect(getComputedStyle(list).position).to.equal('static');
    expect(list.getBoundingClientRect().top).to.be.at.least(trigger.getBoundingClientRect().bottom - 1);
    expect(wrapper.querySelector('p')!.getBoundingClientRect().top).to.be.at.least(
      list.getBoundingClientRect().bottom - 1,
    );
    const items = [...el.querySelectorAll('ds-menu-item')];
    expect(items.every(item => item.getBoundingClientRect().height > 0)).to.equal(true);

    const [x, y] = center(trigger);
    await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
    el.open = true;
    await el.updateComplete;
    await sleep(100);
    expect(list.matches(':popover-open')).to.equal(false);
    expect(openDismissibleCount()).to.equal(0);
    expect(items.some(item => item === deepActive())).to.equal(false);
  });
});
