import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { DsHideEvent } from '../events/ds-hide.js';
import { openDismissibleCount } from '../internal/overlay/dismissible-stack.js';
import { EDGE_MARGIN } from '../internal/overlay/floating.js';
import {
  center,
  deepActive,
  expectInsideViewport,
  loadTokens,
  record,
  sleep,
  VIEWPORT_CORNERS,
  WAIT,
} from '../test/test-helpers.js';
import '../button/ds-button.js';
import '../tooltip/ds-tooltip.js';
import type { DsTooltip } from '../tooltip/ds-tooltip.js';
import { DsPopover, popoverPlacements, type DsPopoverPlacement } from './ds-popover.js';

before(loadTokens);

afterEach(async () => {
  await resetMouse();
});

const panel = (el: DsPopover) => el.shadowRoot!.querySelector<HTMLElement>('[part~="panel"]')!;
const isShown = (el: DsPopover) => panel(el).matches(':popover-open') && getComputedStyle(panel(el)).display !== 'none';
const trig = (el: DsPopover) => el.querySelector<HTMLElement>('[slot="trigger"]')!;
async function clickAt([x, y]: [number, number]): Promise<void> {
  await sendMouse({ type: 'click', position: [x, y] });
}

/** Waits for the fade-in to end (axe measures contrast with the current opacity). */
async function settled(el: DsPopover): Promise<void> {
  await el.updateComplete;
  await Promise.all(
    panel(el)
      .getAnimations()
      .map(a => a.finished.catch(() => undefined)),
  );
}

/** Right-click as the browser reports it: a `contextmenu` event at a point (a real right click opens WebKitGTK's own menu, which keeps the mouse). */
function contextMenuAt(target: Element, [x, y]: [number, number]): MouseEvent {
  const event = new MouseEvent('contextmenu', {
    bubbles: true,
    composed: true,
    cancelable: true,
    clientX: x,
    clientY: y,
    button: 2,
  });
  target.dispatchEvent(event);
  return event;
}

const basic = html`<ds-popover label="Details">
  <button slot="trigger">Open</button>
  <p style="margin: 0">Some text</p>
  <button id="first">First</button>
  <button id="choose" data-popover="close">Choose</button>
</ds-popover>`;

describe('<ds-popover>', () => {
  it('is registered and upgrades', async () => {
    const el = await fixture<DsPopover>(basic);
    expect(el).to.be.instanceOf(DsPopover);
    expect(customElements.get('ds-popover')).to.equal(DsPopover);
    expect(document.createElement('ds-popover')).to.be.instanceOf(DsPopover);
  });

  it('has the documented defaults, not written as attributes', async () => {
    const el = await fixture<DsPopover>(html`<ds-popover><button slot="trigger">Open</button>Body</ds-popover>`);
    expect(el.placement).to.equal('bottom');
    expect(el.trigger).to.equal('click');
    expect(el.open).to.be.false;
    expect(el.distance).to.equal(8);
    expect(el.hideOnScroll).to.be.false;
    expect(el.label).to.equal('');
    expect(el.hasAttribute('placement'), 'a default is not written as an attribute').to.be.false;
    expect(el.hasAttribute('trigger')).to.be.false;
    expect(el.hasAttribute('open')).to.be.false;
    expect(isShown(el)).to.be.false;
    expect(getComputedStyle(panel(el)).display).to.equal('none');
    expect(panel(el).getAttribute('popover')).to.equal('manual');
  });

  it('reflects properties to attributes and attributes to properties', async () => {
    const el = await fixture<DsPopover>(basic);
    el.placement = 'left';
    el.trigger = 'contextmenu';
    el.hideOnScroll = true;
    await el.updateComplete;
    expect(el.getAttribute('placement')).to.equal('left');
    expect(el.getAttribute('trigger')).to.equal('contextmenu');
    expect(el.hasAttribute('hide-on-scroll')).to.be.true;
    el.setAttribute('placement', 'mouse');
    el.setAttribute('distance', '20');
    el.setAttribute('label', 'Menu');
    el.setAttribute('open', '');
    await el.updateComplete;
    expect(el.placement).to.equal('mouse');
    expect(el.distance).to.equal(20);
    expect(el.label).to.equal('Menu');
    expect(el.open).to.be.true;
    await waitUntil(() => isShown(el), 'open by attribute', WAIT);
    el.open = false;
    await el.updateComplete;
    expect(el.hasAttribute('open')).to.be.false;
    expect(isShown(el)).to.be.false;
  });

  describe('ARIA', () => {
    it('the panel is a dialog named by label; the trigger has aria-haspopup and aria-expanded', async () => {
      const el = await fixture<DsPopover>(basic);
      const p = panel(el);
      expect(p.getAttribute('role')).to.equal('dialog');
      expect(p.getAttribute('aria-label')).to.equal('Details');
      expect(trig(el).getAttribute('aria-haspopup')).to.equal('dialog');
      expect(trig(el).getAttribute('aria-expanded')).to.equal('false');
      await el.show();
      expect(trig(el).getAttribute('aria-expanded')).to.equal('true');
      await el.hide();
      expect(trig(el).getAttribute('aria-expanded')).to.equal('false');
    });

    it('without a label, the panel is named by the trigger text', async () => {
      const el = await fixture<DsPopover>(
        html`<ds-popover><button slot="trigger">  Share   this </button>Body</ds-popover>`,
      );
      expect(panel(el).getAttribute('aria-label')).to.equal('Share this');
      el.label = 'Sharing';
      await el.updateComplete;
      expect(panel(el).getAttribute('aria-label')).to.equal('Sharing');
    });

    it('without a label, a trigger wrapped in a <ds-tooltip> names it by its own name, never the description', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover>
        <ds-tooltip slot="trigger" content="More options"><ds-button>More</ds-button></ds-tooltip>
        <button>In</button>
      </ds-popover>`);
      await el.querySelector('ds-button')!.updateComplete;
      await el.querySelector<DsTooltip>('ds-tooltip')!.updateComplete;
      await waitUntil(() => panel(el).getAttribute('aria-label') === 'More', 'named "More"', WAIT);
      await el.show();
      await waitUntil(() => panel(el).getAttribute('aria-label') === 'More', 'still "More" when open', WAIT);
    });

    it('without a label, the trigger’s label, aria-label or aria-labelledby name it before its text', async () => {
      const byLabel = await fixture<DsPopover>(html`<ds-popover>
        <ds-tooltip slot="trigger" content="Tip"><ds-button label="Settings" icon-only>⚙</ds-button></ds-tooltip>Body
      </ds-popover>`);
      await waitUntil(() => panel(byLabel).getAttribute('aria-label') === 'Settings', 'the ds-button label', WAIT);
      const byAria = await fixture<DsPopover>(
        html`<ds-popover><button slot="trigger" aria-label="Share" aria-describedby="d">⇪</button>Body<span id="d">Long text</span></ds-popover>`,
      );
      await waitUntil(() => panel(byAria).getAttribute('aria-label') === 'Share', 'the aria-label', WAIT);
      const wrap = await fixture<HTMLElement>(html`<div>
        <span id="name">Filters</span>
        <ds-popover><button slot="trigger" aria-labelledby="name">⚲</button>Body</ds-popover>
      </div>`);
      const byRef = wrap.querySelector<DsPopover>('ds-popover')!;
      await waitUntil(() => panel(byRef).getAttribute('aria-label') === 'Filters', 'the aria-labelledby text', WAIT);
      const hiddenText = await fixture<DsPopover>(
        html`<ds-popover><button slot="trigger">Menu<span hidden>secret</span><span aria-hidden="true">▾</span></button>Body</ds-popover>`,
      );
      await waitUntil(() => panel(hiddenText).getAttribute('aria-label') === 'Menu', 'visible text only', WAIT);
    });

    it('with a <ds-button> trigger, ARIA goes on its inner native button', async () => {
      const el = await fixture<DsPopover>(
        html`<ds-popover><ds-button slot="trigger">Options</ds-button><button>In</button></ds-popover>`,
      );
      const dsButton = trig(el) as HTMLElement & { updateComplete: Promise<unknown> };
      await dsButton.updateComplete;
      await el.updateComplete;
      const inner = dsButton.shadowRoot!.querySelector('button')!;
      expect(inner.getAttribute('aria-haspopup')).to.equal('dialog');
      expect(inner.getAttribute('aria-expanded')).to.equal('false');
      // stated through the ds-button's host, which passes it on: no attribute of its own on the host
      expect(Element.prototype.hasAttribute.call(dsButton, 'aria-expanded')).to.be.false;
      expect(dsButton.getAttribute('aria-expanded')).to.equal('false');
      expect(panel(el).getAttribute('aria-label')).to.equal('Options');
      await clickAt(center(dsButton));
      await waitUntil(() => isShown(el), 'opens on a click of the ds-button', WAIT);
      expect(inner.getAttribute('aria-expanded')).to.equal('true');
    });

    it('a trigger wrapped in a <ds-tooltip>: ARIA, position and focus go to the button inside', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="More">
        <ds-tooltip slot="trigger" content="More options"><ds-button style="margin: 40px">More</ds-button></ds-tooltip>
        <button id="first">First</button>
      </ds-popover>`);
      const dsButton = el.querySelector('ds-button')!;
      await dsButton.updateComplete;
      await el.querySelector<DsTooltip>('ds-tooltip')!.updateComplete;
      const inner = dsButton.shadowRoot!.querySelector('button')!;
      await waitUntil(() => inner.getAttribute('aria-haspopup') === 'dialog', 'ARIA on the inner button', WAIT);
      await clickAt(center(dsButton));
      await waitUntil(() => isShown(el), 'opens', WAIT);
      await el.updateComplete;
      expect(inner.getAttribute('aria-expanded')).to.equal('true');
      expect(panel(el).getBoundingClientRect().top).to.be.closeTo(dsButton.getBoundingClientRect().bottom + 8, 1);
      await waitUntil(() => deepActive() === el.querySelector('#first'), 'focus in', WAIT);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !el.open, 'closed', WAIT);
      expect(deepActive()).to.equal(inner);
    });

    it('moves its ARIA when the trigger is replaced', async () => {
      const el = await fixture<DsPopover>(basic);
      const old = trig(el);
      const next = Object.assign(document.createElement('button'), { slot: 'trigger', textContent: 'New' });
      old.replaceWith(next);
      await waitUntil(() => next.getAttribute('aria-haspopup') === 'dialog', 'ARIA on the new trigger', WAIT);
      expect(old.hasAttribute('aria-haspopup')).to.be.false;
      expect(old.hasAttribute('aria-expanded')).to.be.false;
    });

    it('is accessible closed and open (axe)', async () => {
      const el = await fixture<DsPopover>(basic);
      await expect(el).to.be.accessible();
      await el.show();
      await settled(el);
      await expect(el).to.be.accessible();
    });

    it('is accessible open with rich content and a ds-button trigger (axe)', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="Profile">
        <ds-button slot="trigger">Profile</ds-button>
        <h2 style="margin: 0">Ada Lovelace</h2>
        <p>Analyst</p>
        <ds-button data-popover="close">Close</ds-button>
      </ds-popover>`);
      await el.show();
      await settled(el);
      await expect(el).to.be.accessible();
    });
  });

  describe('click trigger', () => {
    it('a click toggles it; ds-show and ds-hide fire once each', async () => {
      const el = await fixture<DsPopover>(basic);
      const shows = record(el, 'ds-show');
      const hides = record<DsHideEvent>(el, 'ds-hide');
      await clickAt(center(trig(el)));
      await waitUntil(() => shows.length === 1, 'ds-show', WAIT);
      expect(el.open).to.be.true;
      expect(el.hasAttribute('open')).to.be.true;
      expect(isShown(el)).to.be.true;
      await clickAt(center(trig(el)));
      await waitUntil(() => hides.length === 1, 'ds-hide', WAIT);
      expect(hides[0]!.detail.reason).to.equal('trigger');
      expect(el.open).to.be.false;
      expect(isShown(el)).to.be.false;
      expect(shows).to.have.length(1);
    });

    it('opens from the keyboard: Enter on the trigger, focus moves to the first focusable element', async () => {
      const el = await fixture<DsPopover>(basic);
      trig(el).focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => isShown(el), 'opens on Enter', WAIT);
      await waitUntil(() => deepActive() === el.querySelector('#first'), 'focus in the panel', WAIT);
    });

    it('focuses the [autofocus] element first', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="Form">
        <button slot="trigger">Open</button>
        <button>One</button><input aria-label="Name" autofocus />
      </ds-popover>`);
      await el.show();
      await waitUntil(() => deepActive() === el.querySelector('input'), 'the autofocus field', WAIT);
    });

    it('skips a first candidate inside a <fieldset disabled> (and other unfocusable ones)', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="Form">
        <button slot="trigger">Open</button>
        <fieldset disabled><button id="off">Off</button></fieldset>
        <div inert><button>Inert</button></div>
        <button tabindex="-1">Minus</button>
        <button id="on">On</button>
      </ds-popover>`);
      await el.show();
      await waitUntil(() => deepActive() === el.querySelector('#on'), 'the first enabled button', WAIT);
    });

    it('focuses the panel itself when it holds nothing focusable', async () => {
      const el = await fixture<DsPopover>(
        html`<ds-popover label="Note"><button slot="trigger">Open</button>Just text</ds-popover>`,
      );
      await el.show();
      await waitUntil(() => deepActive() === panel(el), 'the panel', WAIT);
      expect(panel(el).tabIndex).to.equal(-1);
    });

    it('focuses into a ds-button inside the panel', async () => {
      const el = await fixture<DsPopover>(
        html`<ds-popover label="Menu"><button slot="trigger">Open</button><ds-button>Item</ds-button></ds-popover>`,
      );
      await el.show();
      const item = el.querySelector('ds-button')!;
      await waitUntil(() => deepActive() === item.shadowRoot!.querySelector('button'), 'the ds-button', WAIT);
    });
  });

  describe('contextmenu trigger', () => {
    it('opens at the pointer instead of the browser menu; a left click does nothing', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover trigger="contextmenu" label="Actions">
        <div slot="trigger" style="width: 300px; height: 200px; background: #eee">Right-click here</div>
        <button>Copy</button>
      </ds-popover>`);
      const area = trig(el);
      await clickAt(center(area));
      await sleep(100);
      expect(isShown(el)).to.be.false;
      const r = area.getBoundingClientRect();
      const point: [number, number] = [Math.round(r.left + 40), Math.round(r.top + 30)];
      const shown = oneEvent(el, 'ds-show');
      const event = contextMenuAt(area, point);
      expect(event.defaultPrevented, 'native menu prevented').to.be.true;
      await shown;
      const p = panel(el).getBoundingClientRect();
      expect(p.left).to.be.closeTo(point[0], 1);
      expect(p.top).to.be.closeTo(point[1], 1);
      // a second context menu on the trigger moves it
      const again: [number, number] = [Math.round(r.left + 120), Math.round(r.top + 60)];
      contextMenuAt(area, again);
      await waitUntil(
        () => Math.abs(panel(el).getBoundingClientRect().left - again[0]) <= 1,
        'moved to the new point',
        WAIT,
      );
      expect(isShown(el)).to.be.true;
    });

    it('the context-menu key (no pointer inside) opens it at the trigger centre', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover trigger="contextmenu" label="Actions">
        <button slot="trigger" style="width: 200px; height: 60px">Item</button><button>Copy</button>
      </ds-popover>`);
      const shown = oneEvent(el, 'ds-show');
      contextMenuAt(trig(el), [0, 0]);
      await shown;
      const [cx, cy] = center(trig(el));
      const p = panel(el).getBoundingClientRect();
      expect(p.left).to.be.closeTo(cx, 1);
      expect(p.top).to.be.closeTo(cy, 1);
    });
  });

  describe('closing rules', () => {
    it('Escape closes it and returns focus to the trigger', async () => {
      const el = await fixture<DsPopover>(basic);
      await el.show();
      await waitUntil(() => deepActive() === el.querySelector('#first'), 'focus in', WAIT);
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      await sendKeys({ press: 'Escape' });
      expect((await hidden).detail.reason).to.equal('escape');
      expect(isShown(el)).to.be.false;
      expect(deepActive()).to.equal(trig(el));
    });

    it('choosing ([data-popover="close"]) closes it and returns focus to the trigger', async () => {
      const el = await fixture<DsPopover>(basic);
      await el.show();
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      await clickAt(center(el.querySelector('#choose')!));
      expect((await hidden).detail.reason).to.equal('close');
      expect(isShown(el)).to.be.false;
      expect(deepActive()).to.equal(trig(el));
    });

    it('a click on other content inside stays open', async () => {
      const el = await fixture<DsPopover>(basic);
      await el.show();
      await clickAt(center(el.querySelector('p')!));
      await clickAt(center(el.querySelector('#first')!));
      await sleep(100);
      expect(isShown(el)).to.be.true;
    });

    it('a press outside closes it without pulling focus back to the trigger', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        ${basic}
        <div id="away" style="margin-top: 200px; height: 40px">Elsewhere</div>
        <input id="field" aria-label="Field" />
      </div>`);
      const el = wrap.querySelector('ds-popover')!;
      el.placement = 'right';
      await el.show();
      await waitUntil(() => deepActive() === el.querySelector('#first'), 'focus in', WAIT);
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      await clickAt(center(wrap.querySelector('#away')!));
      expect((await hidden).detail.reason).to.equal('outside');
      expect(isShown(el)).to.be.false;
      await nextFrame();
      expect(deepActive()).to.not.equal(trig(el));
      // a press on a field outside: focus lands in the field
      await el.show();
      await waitUntil(() => deepActive() === el.querySelector('#first'), 'focus in again', WAIT);
      const field = wrap.querySelector<HTMLInputElement>('#field')!;
      await clickAt(center(field));
      await waitUntil(() => !isShown(el), 'closed', WAIT);
      await waitUntil(() => deepActive() === field, 'focus in the field', WAIT);
    });

    it('a window resize closes it (but not while typing in a field inside)', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="Form">
        <button slot="trigger">Open</button><input aria-label="Name" />
      </ds-popover>`);
      await el.show();
      await waitUntil(() => deepActive() === el.querySelector('input'), 'typing in the field', WAIT);
      window.dispatchEvent(new Event('resize'));
      await el.updateComplete;
      expect(isShown(el), 'a virtual keyboard resize').to.be.true;
      el.querySelector('input')!.blur();
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      window.dispatchEvent(new Event('resize'));
      expect((await hidden).detail.reason).to.equal('resize');
      expect(isShown(el)).to.be.false;
    });

    it('a context menu elsewhere closes it; one inside the panel does not', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div>${basic}<div id="away" style="height: 40px">Elsewhere</div></div>`,
      );
      const el = wrap.querySelector('ds-popover')!;
      await el.show();
      const inside = contextMenuAt(el.querySelector('p')!, center(el.querySelector('p')!));
      expect(inside.defaultPrevented, 'the native menu stays available inside').to.be.false;
      await el.updateComplete;
      expect(isShown(el)).to.be.true;
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      contextMenuAt(wrap.querySelector('#away')!, center(wrap.querySelector('#away')!));
      expect((await hidden).detail.reason).to.equal('contextmenu');
      expect(isShown(el)).to.be.false;
    });

    describe('scrolling', () => {
      const scroller = (hide: boolean) => html`<div id="scroller" style="height: 200px; overflow: auto">
        <div style="height: 60px"></div>
        <ds-popover label="Details" placement="bottom" ?hide-on-scroll=${hide}>
          <button slot="trigger">Open</button><p style="margin: 0">Body</p>
        </ds-popover>
        <div style="height: 1000px"></div>
      </div>`;

      it('without hide-on-scroll it stays open and follows its trigger', async () => {
        const wrap = await fixture<HTMLElement>(scroller(false));
        const el = wrap.querySelector('ds-popover')!;
        await el.show();
        const before = panel(el).getBoundingClientRect().top;
        const triggerBefore = trig(el).getBoundingClientRect().top;
        wrap.scrollTop = 30;
        await waitUntil(
          () => Math.abs(panel(el).getBoundingClientRect().top - (before - 30)) <= 1,
          'follows the trigger',
          WAIT,
        );
        expect(trig(el).getBoundingClientRect().top).to.be.closeTo(triggerBefore - 30, 1);
        expect(isShown(el)).to.be.true;
      });

      it('with hide-on-scroll a scroll closes it', async () => {
        const wrap = await fixture<HTMLElement>(scroller(true));
        const el = wrap.querySelector('ds-popover')!;
        await el.show();
        const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
        wrap.scrollTop = 30;
        expect((await hidden).detail.reason).to.equal('scroll');
        expect(isShown(el)).to.be.false;
      });

      it('with hide-on-scroll a scroll inside the panel does not close it', async () => {
        const el = await fixture<DsPopover>(html`<ds-popover label="List" hide-on-scroll>
          <button slot="trigger">Open</button>
          <div id="list" style="height: 60px; overflow: auto"><div style="height: 400px">Long</div></div>
        </ds-popover>`);
        await el.show();
        const list = el.querySelector<HTMLElement>('#list')!;
        const scrolled = new Promise(r => list.addEventListener('scroll', r, { once: true }));
        list.scrollTop = 100;
        await scrolled;
        await sleep(50);
        expect(isShown(el)).to.be.true;
      });
    });

    it('Escape with two overlays open closes only the topmost', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="Outer">
        <button slot="trigger">Open</button>
        <ds-tooltip content="More"><button id="inner">Inner</button></ds-tooltip>
      </ds-popover>`);
      await el.show();
      const tooltip = el.querySelector<DsTooltip>('ds-tooltip')!;
      await tooltip.show();
      expect(openDismissibleCount()).to.equal(2);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !tooltip.open, 'the tooltip closes', WAIT);
      expect(el.open, 'the popover stays open').to.be.true;
      expect(isShown(el)).to.be.true;
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !el.open, 'then the popover', WAIT);
      expect(openDismissibleCount()).to.equal(0);
    });

    it('Escape closes a nested popover before its parent', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="Outer">
        <button slot="trigger">Outer</button>
        <ds-popover label="Inner" placement="right" id="nested">
          <button slot="trigger">Inner</button><button>Deep</button>
        </ds-popover>
      </ds-popover>`);
      const nested = el.querySelector<DsPopover>('#nested')!;
      await el.show();
      await clickAt(center(trig(nested)));
      await waitUntil(() => isShown(nested), 'the nested one opens', WAIT);
      expect(isShown(el), 'a press inside the parent keeps it open').to.be.true;
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !nested.open, 'the nested one closes', WAIT);
      expect(el.open).to.be.true;
      expect(deepActive()).to.equal(trig(nested));
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !el.open, 'then the parent', WAIT);
    });
  });

  describe('placement', () => {
    for (const [corner, position] of Object.entries(VIEWPORT_CORNERS)) {
      it(`every placement stays ${EDGE_MARGIN}px inside the viewport for a trigger in the ${corner} corner`, async () => {
        const el = await fixture<DsPopover>(html`<ds-popover label="Panel">
          <button slot="trigger" style="position: fixed; ${position}; width: 90px; height: 36px">Open</button>
          <div style="width: 180px; height: 90px">Content</div>
        </ds-popover>`);
        for (const placement of popoverPlacements) {
          el.placement = placement;
          await el.show();
          const r = panel(el).getBoundingClientRect();
          expect(isShown(el)).to.be.true;
          expect(r.width).to.be.greaterThan(150);
          expectInsideViewport(r, `${placement} at ${corner}`);
          await el.hide();
        }
      });
    }

    it('puts each side at the distance from the trigger', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="Panel" distance="12">
        <button slot="trigger" style="position: fixed; top: 45%; left: 45%; width: 90px; height: 36px">Open</button>
        <div style="width: 60px; height: 30px">Content</div>
      </ds-popover>`);
      const t = () => trig(el).getBoundingClientRect();
      const expectations: Record<string, (p: DOMRect) => void> = {
        top: p => expect(t().top - p.bottom).to.be.closeTo(12, 1),
        bottom: p => expect(p.top - t().bottom).to.be.closeTo(12, 1),
        left: p => expect(t().left - p.right).to.be.closeTo(12, 1),
        right: p => expect(p.left - t().right).to.be.closeTo(12, 1),
        auto: p => expect(t().top - p.bottom, 'auto prefers the top').to.be.closeTo(12, 1),
      };
      for (const [placement, check] of Object.entries(expectations)) {
        el.placement = placement as DsPopoverPlacement;
        await el.show();
        check(panel(el).getBoundingClientRect());
        expect(panel(el).dataset['side']).to.equal(placement === 'auto' ? 'top' : placement);
        await el.hide();
      }
    });

    it('flips to the opposite side when there is no room', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="Panel" placement="top">
        <button slot="trigger" style="position: fixed; top: 4px; left: 45%; width: 90px; height: 36px">Open</button>
        <div style="width: 60px; height: 60px">Content</div>
      </ds-popover>`);
      await el.show();
      const p = panel(el).getBoundingClientRect();
      expect(panel(el).dataset['side']).to.equal('bottom');
      expect(p.top).to.be.closeTo(trig(el).getBoundingClientRect().bottom + 8, 1);
      await el.hide();
      el.placement = 'left';
      trig(el).style.left = '0';
      await el.show();
      expect(panel(el).dataset['side']).to.equal('right');
    });

    it('middle centres the panel over the trigger', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="Panel" placement="middle">
        <button slot="trigger" style="position: fixed; top: 40%; left: 40%; width: 90px; height: 36px">Open</button>
        <div style="width: 160px; height: 100px">Content</div>
      </ds-popover>`);
      await el.show();
      const [tx, ty] = center(trig(el));
      const p = panel(el).getBoundingClientRect();
      expect(p.left + p.width / 2).to.be.closeTo(tx, 1.5);
      expect(p.top + p.height / 2).to.be.closeTo(ty, 1.5);
      expect(panel(el).dataset['side']).to.equal('middle');
    });

    it('mouse puts the panel corner at the click position', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="Panel" placement="mouse">
        <button slot="trigger" style="position: fixed; top: 100px; left: 100px; width: 240px; height: 80px">Open</button>
        <div style="width: 100px; height: 50px">Content</div>
      </ds-popover>`);
      await clickAt([150, 130]);
      await waitUntil(() => isShown(el), 'opens', WAIT);
      await el.updateComplete;
      await waitUntil(() => Math.abs(panel(el).getBoundingClientRect().left - 150) <= 1, 'at the pointer', WAIT);
      expect(panel(el).getBoundingClientRect().top).to.be.closeTo(130, 1);
    });

    it('is not clipped by an overflow: hidden ancestor', async () => {
      const wrap =
        await fixture<HTMLElement>(html`<div style="position: relative; width: 120px; height: 50px; overflow: hidden; transform: translateZ(0)">
        <ds-popover label="Panel">
          <button slot="trigger">Open</button>
          <div style="width: 220px; height: 120px">Tall and wide content</div>
        </ds-popover>
      </div>`);
      const el = wrap.querySelector('ds-popover')!;
      await el.show();
      const p = panel(el);
      expect(p.matches(':popover-open')).to.be.true;
      const r = p.getBoundingClientRect();
      const box = wrap.getBoundingClientRect();
      expect(r.bottom).to.be.greaterThan(box.bottom + 50);
      expectInsideViewport(r, 'panel');
      // the panel (not the page behind it) is what is painted at its far corner
      const hit = document.elementFromPoint(Math.round(r.right - 5), Math.round(r.bottom - 5));
      expect(hit === el || el.contains(hit) || p.contains(hit), `hit ${hit?.nodeName}`).to.be.true;
    });

    it('unknown placement and distance values fall back without throwing', async () => {
      const el = await fixture<DsPopover>(html`<ds-popover label="Panel">
        <button slot="trigger" style="position: fixed; top: 40%; left: 40%">Open</button>Body
      </ds-popover>`);
      el.setAttribute('placement', 'diagonal');
      el.setAttribute('distance', 'far');
      el.setAttribute('trigger', 'hover');
      await el.updateComplete;
      await clickAt(center(trig(el)));
      await waitUntil(() => isShown(el), 'an unknown trigger acts as click', WAIT);
      const p = panel(el).getBoundingClientRect();
      expect(panel(el).dataset['side']).to.equal('bottom');
      expect(p.top - trig(el).getBoundingClientRect().bottom).to.be.closeTo(8, 1);
    });
  });

  describe('bad values', () => {
    it('label set to null, undefined, a number or an object, or removed, never throws; the trigger names it meanwhile', async () => {
      const el = await fixture<DsPopover>(
        html`<ds-popover label="Panel"><button slot="trigger">Open</button>Body</ds-popover>`,
      );
      for (const bad of [null, undefined, {}, [], NaN]) {
        el.label = bad as never;
        await el.updateComplete;
        expect(panel(el).getAttribute('aria-label'), String(bad)).to.equal('Open');
      }
      el.label = 5 as never;
      await el.updateComplete;
      expect(panel(el).getAttribute('aria-label'), 'a number is its text').to.equal('5');
      el.setAttribute('label', 'Again');
      await el.updateComplete;
      el.removeAttribute('label');
      await el.updateComplete;
      expect(panel(el).getAttribute('aria-label')).to.equal('Open');
      await el.show();
      expect(isShown(el)).to.be.true;
    });

    it('every public property tolerates null, undefined and the wrong type; it still opens and closes', async () => {
      const el = await fixture<DsPopover>(
        html`<ds-popover label="Panel"><button slot="trigger">Open</button>Body</ds-popover>`,
      );
      for (const bad of [null, undefined, 5, 'junk', {}, NaN]) {
        Object.assign(el, { placement: bad, trigger: bad, distance: bad, hideOnScroll: bad, label: bad });
        await el.updateComplete;
        await el.show();
        await waitUntil(() => isShown(el), `shown with ${String(bad)}`, WAIT);
        await el.hide();
        await waitUntil(() => !isShown(el), `hidden with ${String(bad)}`, WAIT);
      }
    });
  });

  describe('by script', () => {
    it('open, show(), hide() and toggle() fire ds-show and ds-hide (reason method)', async () => {
      const el = await fixture<DsPopover>(basic);
      const shows = record(el, 'ds-show');
      const hides = record<DsHideEvent>(el, 'ds-hide');
      el.open = true;
      await waitUntil(() => shows.length === 1, 'ds-show on open = true', WAIT);
      el.open = false;
      await waitUntil(() => hides.length === 1, 'ds-hide on open = false', WAIT);
      await el.show();
      await waitUntil(() => shows.length === 2, 'ds-show on show()', WAIT);
      await el.toggle();
      expect(el.open).to.be.false;
      await el.toggle();
      expect(el.open).to.be.true;
      await el.hide();
      await el.hide(); // already closed: nothing
      await waitUntil(() => shows.length === 3 && hides.length === 3, 'three ds-show and three ds-hide', WAIT);
      expect(hides.map(e => e.detail.reason)).to.deep.equal(['method', 'method', 'method']);
    });

    it('hide() with focus inside returns it to the trigger', async () => {
      const el = await fixture<DsPopover>(basic);
      await el.show();
      await waitUntil(() => deepActive() === el.querySelector('#first'), 'focus in', WAIT);
      await el.hide();
      expect(deepActive()).to.equal(trig(el));
    });

    it('open in the markup shows it without taking focus', async () => {
      const before = deepActive();
      const el = await fixture<DsPopover>(
        html`<ds-popover open label="Hello"><button slot="trigger">Open</button><button>In</button></ds-popover>`,
      );
      await waitUntil(() => isShown(el), 'shown', WAIT);
      expect(trig(el).getAttribute('aria-expanded')).to.equal('true');
      expect(deepActive()).to.equal(before);
    });

    it('leaves nothing behind when removed while open, and reopens when put back', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>${basic}</div>`);
      const el = wrap.querySelector('ds-popover')!;
      await el.show();
      expect(openDismissibleCount()).to.equal(1);
      el.remove();
      expect(openDismissibleCount()).to.equal(0);
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      wrap.append(el);
      await waitUntil(() => isShown(el), 'reopened', WAIT);
      expect(openDismissibleCount()).to.equal(1);
      await el.hide();
      expect(openDismissibleCount()).to.equal(0);
    });
  });
});

describe('inline (a picture of the open popover)', () => {
  it('draws the panel in the flow below its trigger, outside the top layer; the trigger and open do nothing', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <ds-popover inline label="Note"
          ><ds-button slot="trigger">Open</ds-button>
          <p>Panel text</p></ds-popover
        >
        <p>After</p>
      </div>`,
    );
    const el = wrapper.querySelector('ds-popover')!;
    await el.updateComplete;
    const panel = el.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!;
    const trigger = el.querySelector('ds-button')!;
    await waitUntil(() => panel.getBoundingClientRect().height > 0, 'the panel is drawn', WAIT);
    expect(panel.matches(':popover-open')).to.equal(false);
    expect(getComputedStyle(panel).position).to.equal('static');
    expect(panel.getBoundingClientRect().top).to.be.at.least(trigger.getBoundingClientRect().bottom - 1);
    const after = wrapper.querySelector(':scope > p')!;
    expect(after.getBoundingClientRect().top).to.be.at.least(panel.getBoundingClientRect().bottom - 1);

    const [x, y] = center(trigger);
    await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
    el.open = true;
    await el.updateComplete;
    await sleep(100);
    expect(panel.matches(':popover-open')).to.equal(false);
    expect(openDismissibleCount()).to.equal(0);
  });
});
