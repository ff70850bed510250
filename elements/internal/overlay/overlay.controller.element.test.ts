import { expect } from '@open-wc/testing';
import { html, LitElement, type TemplateResult } from 'lit';
import { openDismissibleCount } from './dismissible-stack.js';
import { OverlayController, type OverlayCloseReason } from './overlay.controller.js';

/** A bare overlay: a trigger and a box, recording what the controller asks. */
class TestOverlay extends LitElement {
  closes: OverlayCloseReason[] = [];
  dismissals = 0;
  hideOnScroll = false;
  readonly overlay = new OverlayController(this, {
    box: () => this.renderRoot?.querySelector<HTMLElement>('.box') ?? null,
    trigger: () => this.querySelector('button'),
    placement: () => ({ placement: 'bottom', distance: 4 }),
    close: reason => this.closes.push(reason),
    touch: true,
    scroll: () => this.hideOnScroll,
  });

  dismiss(): void {
    this.dismissals++;
  }

  override render(): TemplateResult {
    return html`<slot></slot>
      <div class="box" popover="manual" style="overflow: auto; height: 50px">
        <div style="height: 200px">content</div>
      </div>`;
  }
}
customElements.define('test-overlay', TestOverlay);

async function fixture(): Promise<{ el: TestOverlay; box: HTMLElement; trigger: HTMLButtonElement }> {
  const el = document.createElement('test-overlay') as TestOverlay;
  el.innerHTML = '<button>Open</button>';
  document.body.append(el);
  await el.updateComplete;
  return { el, box: el.renderRoot.querySelector<HTMLElement>('.box')!, trigger: el.querySelector('button')! };
}

const press = (target: EventTarget, pointerType = 'mouse'): void => {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerType }));
};

describe('OverlayController', () => {
  const outside = document.createElement('p');
  before(() => document.body.append(outside));
  after(() => outside.remove());
  afterEach(() => document.querySelectorAll('test-overlay').forEach(el => el.remove()));

  it('shows the box in the top layer with data-open and puts the element on the dismissible stack', async () => {
    const { el, box } = await fixture();
    const before = openDismissibleCount();
    expect(el.overlay.show()).to.equal(true);
    expect(el.overlay.shown).to.equal(true);
    expect(box.hasAttribute('data-open')).to.equal(true);
    expect(box.matches(':popover-open')).to.equal(true);
    expect(openDismissibleCount()).to.equal(before + 1);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(el.dismissals).to.equal(1);
    el.overlay.hide();
    expect(el.overlay.shown).to.equal(false);
    expect(box.hasAttribute('data-open')).to.equal(false);
    expect(box.matches(':popover-open')).to.equal(false);
    expect(openDismissibleCount()).to.equal(before);
  });

  it('does not show before the box is rendered, nor when the element is not connected', async () => {
    const early = document.createElement('test-overlay') as TestOverlay;
    expect(early.overlay.show()).to.equal(false);
    const { el } = await fixture();
    el.remove();
    expect(el.overlay.show()).to.equal(false);
    expect(el.overlay.shown).to.equal(false);
  });

  it('asks to close on a press outside (touch for a finger), not on the trigger or in the box', async () => {
    const { el, box, trigger } = await fixture();
    el.overlay.show();
    press(trigger);
    press(box.firstElementChild!);
    expect(el.closes).to.deep.equal([]);
    press(outside);
    press(outside, 'touch');
    expect(el.closes).to.deep.equal(['outside', 'touch']);
  });

  it('asks to close on a context menu elsewhere and on a resize', async () => {
    const { el, trigger } = await fixture();
    el.overlay.show();
    trigger.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, composed: true }));
    outside.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, composed: true }));
    window.dispatchEvent(new Event('resize'));
    expect(el.closes).to.deep.equal(['contextmenu', 'resize']);
  });

  it('asks to close on a scroll outside the box only while the scroll option says so', async () => {
    const { el, box } = await fixture();
    el.overlay.show();
    document.dispatchEvent(new Event('scroll'));
    expect(el.closes).to.deep.equal([]);
    el.hideOnScroll = true;
    box.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    expect(el.closes).to.deep.equal(['scroll']);
  });

  it('listens to nothing once hidden', async () => {
    const { el } = await fixture();
    el.overlay.show();
    el.overlay.hide();
    press(outside);
    window.dispatchEvent(new Event('resize'));
    expect(el.closes).to.deep.equal([]);
  });

  it('hides (without asking to close) when the element disconnects', async () => {
    const { el, box } = await fixture();
    const before = openDismissibleCount();
    el.overlay.show();
    el.remove();
    expect(el.overlay.shown).to.equal(false);
    expect(box.hasAttribute('data-open')).to.equal(false);
    expect(openDismissibleCount()).to.equal(before);
    expect(el.closes).to.deep.equal([]);
  });

  it('positions the box next to the trigger only while shown', async () => {
    const { el, box, trigger } = await fixture();
    await el.overlay.position();
    expect(box.style.top).to.equal('');
    el.overlay.show();
    await el.overlay.position();
    expect(parseFloat(box.style.top)).to.be.closeTo(trigger.getBoundingClientRect().bottom + 4, 1);
    expect(box.dataset['side']).to.equal('bottom');
  });

  it('settles focus: back on the trigger from inside the box, left alone after a press outside', async () => {
    const { el, box, trigger } = await fixture();
    const field = document.createElement('input');
    box.append(field);
    el.overlay.show();
    field.focus();
    const order: string[] = [];
    el.overlay.hideAndSettleFocus('method', new Set(), () => order.push(`before: ${String(el.overlay.shown)}`));
    expect(order).to.deep.equal(['before: false']);
    expect(document.activeElement).to.equal(trigger);

    el.overlay.show();
    field.focus();
    el.overlay.hideAndSettleFocus('outside', new Set(), () => undefined);
    expect(el.shadowRoot!.activeElement).to.equal(null);
    expect(document.activeElement).to.not.equal(trigger);

    outside.tabIndex = -1;
    outside.focus();
    el.overlay.show();
    el.overlay.hideAndSettleFocus('escape', new Set(['escape']), () => undefined);
    expect(document.activeElement, 'a reason in returnFocus').to.equal(trigger);
  });
});
