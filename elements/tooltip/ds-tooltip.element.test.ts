import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { DsHideEvent } from '../events/ds-hide.js';
import { openDismissibleCount } from '../internal/overlay/dismissible-stack.js';
import { EDGE_MARGIN } from '../internal/overlay/floating.js';
import { center, expectInsideViewport, loadTokens, sleep, VIEWPORT_CORNERS } from '../test/test-helpers.js';
import '../button/ds-button.js';
import {
  DsTooltip,
  TOOLTIP_LONG_PRESS_MS,
  TOOLTIP_TOUCH_HIDE_MS,
  tooltipPlacements,
  type DsTooltipPlacement,
} from './ds-tooltip.js';

before(loadTokens);

afterEach(async () => {
  await resetMouse();
});

const bubble = (el: DsTooltip) => el.shadowRoot!.querySelector<HTMLElement>('[part~="body"]')!;
const isShown = (el: DsTooltip) =>
  bubble(el).matches(':popover-open') && getComputedStyle(bubble(el)).display !== 'none';
const trig = (el: DsTooltip) => el.triggerElement!;
const WAIT = { timeout: 4000, interval: 5 };
/** Real timers may fire a little early (WebKit coarsens its clock): the lower bounds allow this much. */
const EARLY = 20;
/** ...and, on two busy cores, late: the upper bounds are generous. */
const LATE = 1500;

/** Moves the real mouse (a `mouse` pointer) to a point. */
async function moveTo([x, y]: [number, number]): Promise<void> {
  await sendMouse({ type: 'move', position: [x, y] });
}

/** A touch on `target`, as a finger would make it (WebDriver cannot touch in every engine). */
function touch(
  target: Element,
  type: 'pointerdown' | 'pointerup' | 'pointermove' | 'pointercancel',
  at = center(target),
): void {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      composed: true,
      cancelable: true,
      pointerType: 'touch',
      pointerId: 7,
      isPrimary: true,
      clientX: at[0],
      clientY: at[1],
    }),
  );
}

/** Records when the bubble opens and closes (a MutationObserver on its data-open attribute). */
function timeline(el: DsTooltip): {
  shownAt: () => number | undefined;
  hiddenAt: () => number | undefined;
  stop: () => void;
} {
  let shown: number | undefined;
  let hidden: number | undefined;
  const observer = new MutationObserver(() => {
    if (bubble(el).hasAttribute('data-open')) shown ??= performance.now();
    else if (shown !== undefined) hidden ??= performance.now();
  });
  observer.observe(bubble(el), { attributes: true, attributeFilter: ['data-open'] });
  return { shownAt: () => shown, hiddenAt: () => hidden, stop: () => observer.disconnect() };
}

/** The colour a token resolves to, through a probe element. */
function resolved(property: 'background-color' | 'color', value: string): string {
  const probe = document.createElement('div');
  probe.style.setProperty(property, value);
  document.body.append(probe);
  const out = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return out;
}

const basic = html`<ds-tooltip content="Saves the file"><button style="margin: 120px">Save</button></ds-tooltip>`;

describe('<ds-tooltip>', () => {
  it('is registered and upgrades', async () => {
    const el = await fixture<DsTooltip>(basic);
    expect(el).to.be.instanceOf(DsTooltip);
    expect(customElements.get('ds-tooltip')).to.equal(DsTooltip);
    expect(document.createElement('ds-tooltip')).to.be.instanceOf(DsTooltip);
  });

  it('has the documented defaults, not written as attributes', async () => {
    const el = await fixture<DsTooltip>(html`<ds-tooltip><button>Save</button></ds-tooltip>`);
    expect(el.content).to.equal('');
    expect(el.placement).to.equal('auto');
    expect(el.distance).to.equal(10);
    expect(el.delay).to.equal(0);
    expect(el.radius).to.equal(undefined);
    expect(el.tone).to.equal('neutral');
    expect(el.disabled).to.be.false;
    expect(el.open).to.be.false;
    expect(el.hasAttribute('placement'), 'a default is not written as an attribute').to.be.false;
    expect(el.hasAttribute('tone')).to.be.false;
    expect(bubble(el).getAttribute('role')).to.equal('tooltip');
    expect(bubble(el).getAttribute('popover')).to.equal('manual');
    expect(isShown(el)).to.be.false;
  });

  it('reflects properties to attributes and attributes to properties', async () => {
    const el = await fixture<DsTooltip>(basic);
    el.placement = 'left';
    el.tone = 'danger';
    el.disabled = true;
    await el.updateComplete;
    expect(el.getAttribute('placement')).to.equal('left');
    expect(el.getAttribute('tone')).to.equal('danger');
    expect(el.hasAttribute('disabled')).to.be.true;
    el.removeAttribute('disabled');
    el.setAttribute('distance', '-10');
    el.setAttribute('delay', '200');
    el.setAttribute('radius', '25');
    el.setAttribute('content', 'Other');
    await el.updateComplete;
    expect(el.disabled).to.be.false;
    expect(el.distance).to.equal(-10);
    expect(el.delay).to.equal(200);
    expect(el.radius).to.equal(25);
    expect(el.content).to.equal('Other');
    el.open = true;
    await el.updateComplete;
    expect(el.hasAttribute('open')).to.be.true;
  });

  describe('accessible description', () => {
    it('a native trigger is described by a hidden light-DOM copy of the text (aria-describedby)', async () => {
      const el = await fixture<DsTooltip>(basic);
      const button = trig(el);
      const ids = (button.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      expect(ids).to.have.length(1);
      const description = document.getElementById(ids[0]!)!;
      expect(description, 'found by ID from the trigger').to.exist;
      expect(description.getRootNode()).to.equal(button.getRootNode());
      expect(description.textContent).to.equal('Saves the file');
      expect(description.hidden).to.be.true;
      expect(description.parentElement).to.equal(el);
      // Chromium computes a description only from nodes in the flat tree: the copy is slotted
      // (into a hidden box), not a stray unassigned child of the shadow host.
      expect(description.assignedSlot, 'assigned to a slot').to.exist;
      expect(description.getClientRects().length, 'never rendered').to.equal(0);
      expect(el.triggerElement, 'the description is never taken for the trigger').to.equal(button);
      el.content = 'Saves it now';
      await el.updateComplete;
      expect(description.textContent).to.equal('Saves it now');
    });

    it('keeps the trigger’s own aria-describedby and removes only its own reference', async () => {
      const el = await fixture<DsTooltip>(html`<div>
        <p id="hint">Hint</p>
        <ds-tooltip content="Tip"><button aria-describedby="hint">Go</button></ds-tooltip>
      </div>`);
      const tooltip = el.querySelector('ds-tooltip')!;
      const button = el.querySelector('button')!;
      await tooltip.updateComplete;
      const tokens = button.getAttribute('aria-describedby')!.split(' ');
      expect(tokens[0]).to.equal('hint');
      expect(tokens).to.have.length(2);
      tooltip.disabled = true;
      await tooltip.updateComplete;
      expect(button.getAttribute('aria-describedby'), 'disabled: describes nothing').to.equal('hint');
      tooltip.disabled = false;
      await tooltip.updateComplete;
      expect(button.getAttribute('aria-describedby')!.split(' ')).to.have.length(2);
      tooltip.remove();
      expect(button.getAttribute('aria-describedby')).to.equal('hint');
    });

    it('rich content in the content slot describes the trigger', async () => {
      const el = await fixture<DsTooltip>(html`<ds-tooltip>
        <button>Save</button>
        <div slot="content"><strong>Save</strong> writes the <em>file</em></div>
      </ds-tooltip>`);
      const rich = el.querySelector('[slot="content"]')!;
      expect(rich.id).to.not.equal('');
      expect(trig(el).getAttribute('aria-describedby')).to.equal(rich.id);
      expect(el.querySelector('[data-ds-tooltip-description]'), 'no text copy').to.equal(null);
      await el.show();
      expect(bubble(el).querySelector<HTMLSlotElement>('slot[name="content"]')!.assignedElements()).to.deep.equal([
        rich,
      ]);
      expect(rich.getBoundingClientRect().width, 'rendered in the bubble').to.be.greaterThan(0);
    });

    it('a <ds-button> trigger: its inner button is described, across its shadow root', async () => {
      const el = await fixture<DsTooltip>(
        html`<ds-tooltip content="Deletes the item"><ds-button icon-only label="Delete">×</ds-button></ds-tooltip>`,
      );
      const dsButton = trig(el) as HTMLElement & { updateComplete: Promise<unknown> };
      await dsButton.updateComplete;
      await el.updateComplete;
      const inner = dsButton.shadowRoot!.querySelector('button')! as HTMLButtonElement & {
        ariaDescribedByElements?: Element[] | null;
      };
      const description = el.querySelector('[data-ds-tooltip-description]')!;
      expect(description.textContent).to.equal('Deletes the item');
      if ('ariaDescribedByElements' in Element.prototype) {
        expect(inner.ariaDescribedByElements).to.deep.equal([description]);
      } else {
        expect(inner.getAttribute('aria-description')).to.equal('Deletes the item');
      }
    });

    it('is accessible closed and open (axe)', async () => {
      const el = await fixture<DsTooltip>(basic);
      await expect(el).to.be.accessible();
      await el.show();
      await Promise.all(
        bubble(el)
          .getAnimations()
          .map(a => a.finished.catch(() => undefined)),
      );
      await expect(el).to.be.accessible();
    });
  });

  describe('mouse hover', () => {
    it('shows on hover and hides when the pointer leaves', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>${basic}<div id="away" style="height: 40px">Away</div></div>`);
      const el = wrap.querySelector('ds-tooltip')!;
      const hides: DsHideEvent[] = [];
      el.addEventListener('ds-hide', e => hides.push(e));
      const shown = oneEvent(el, 'ds-show');
      await moveTo(center(trig(el)));
      await shown;
      expect(isShown(el)).to.be.true;
      expect(el.open).to.be.true;
      expect(bubble(el).textContent!.trim()).to.equal('Saves the file');
      await moveTo(center(wrap.querySelector('#away')!));
      await waitUntil(() => !isShown(el), 'hidden after the pointer leaves', WAIT);
      expect(el.open).to.be.false;
      expect(hides.map(e => e.detail.reason)).to.deep.equal(['pointer']);
    });

    it('stays open while the pointer is on the tooltip itself', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>${basic}<div id="away" style="height: 40px">Away</div></div>`);
      const el = wrap.querySelector('ds-tooltip')!;
      await moveTo(center(trig(el)));
      await waitUntil(() => isShown(el), 'shown', WAIT);
      await el.updateComplete;
      await moveTo(center(bubble(el)));
      await sleep(300);
      expect(isShown(el)).to.be.true;
      await moveTo(center(wrap.querySelector('#away')!));
      await waitUntil(() => !isShown(el), 'hidden after leaving the tooltip', WAIT);
    });

    it('waits for delay before showing, and not at all when the pointer leaves first', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <ds-tooltip content="Later" delay="300"><button style="margin: 120px">Hover</button></ds-tooltip>
        <div id="away" style="height: 40px">Away</div>
      </div>`);
      const el = wrap.querySelector('ds-tooltip')!;
      let enteredAt = 0;
      trig(el).addEventListener('pointerenter', () => (enteredAt ||= performance.now()));
      const times = timeline(el);
      try {
        await moveTo(center(trig(el)));
        await waitUntil(() => times.shownAt() !== undefined, 'shown after the delay', WAIT);
        const waited = times.shownAt()! - enteredAt;
        expect(waited, 'ms from pointerenter to shown').to.be.at.least(300 - EARLY);
        expect(waited, 'ms from pointerenter to shown').to.be.below(300 + LATE);
      } finally {
        times.stop();
      }
      await moveTo(center(wrap.querySelector('#away')!));
      await waitUntil(() => !isShown(el), 'hidden', WAIT);
      // in and out before the delay is over: never shown
      el.delay = 500;
      await el.updateComplete;
      let shows = 0;
      el.addEventListener('ds-show', () => shows++);
      trig(el).dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      trig(el).dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
      await sleep(700);
      expect(shows).to.equal(0);
      expect(isShown(el)).to.be.false;
    });

    it('a mouse click that focuses the trigger does not keep it shown after the pointer leaves', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>${basic}<div id="away" style="height: 40px">Away</div></div>`);
      const el = wrap.querySelector('ds-tooltip')!;
      await sendMouse({ type: 'click', position: center(trig(el)) });
      await waitUntil(() => isShown(el), 'shown by hover', WAIT);
      await moveTo(center(wrap.querySelector('#away')!));
      await waitUntil(() => !isShown(el), 'hidden: mouse focus is not :focus-visible', WAIT);
    });
  });

  describe('keyboard focus', () => {
    it('shows when the trigger gets keyboard focus and hides when focus leaves', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <button id="before">Before</button>
        <ds-tooltip content="Saves the file"><button>Save</button></ds-tooltip>
        <button id="after">After</button>
      </div>`);
      const el = wrap.querySelector('ds-tooltip')!;
      wrap.querySelector<HTMLElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      await waitUntil(() => isShown(el), 'shown on keyboard focus', WAIT);
      expect(document.activeElement).to.equal(trig(el));
      await sendKeys({ press: 'Tab' });
      await waitUntil(() => !isShown(el), 'hidden when focus leaves', WAIT);
      expect(document.activeElement).to.equal(wrap.querySelector('#after'));
    });

    it('shows for a <ds-button> trigger focused from the keyboard', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <button id="before">Before</button>
        <ds-tooltip content="Edit"><ds-button>Edit</ds-button></ds-tooltip>
      </div>`);
      const el = wrap.querySelector('ds-tooltip')!;
      wrap.querySelector<HTMLElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      await waitUntil(() => isShown(el), 'shown on keyboard focus', WAIT);
    });

    it('Escape hides it; it stays hidden until the trigger is left and entered again', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <button id="before">Before</button>
        <ds-tooltip content="Saves the file"><button>Save</button></ds-tooltip>
      </div>`);
      const el = wrap.querySelector('ds-tooltip')!;
      wrap.querySelector<HTMLElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      await waitUntil(() => isShown(el), 'shown', WAIT);
      expect(openDismissibleCount()).to.equal(1);
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      await sendKeys({ press: 'Escape' });
      expect((await hidden).detail.reason).to.equal('escape');
      expect(openDismissibleCount()).to.equal(0);
      await sleep(150);
      expect(isShown(el), 'still focused, but dismissed').to.be.false;
      wrap.querySelector<HTMLElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      await waitUntil(() => isShown(el), 'shown again on the next focus', WAIT);
    });
  });

  describe('touch: long press', () => {
    it(`shows after a ${TOOLTIP_LONG_PRESS_MS} ms press, and hides ${TOOLTIP_TOUCH_HIDE_MS} ms after the finger lifts`, async () => {
      const el = await fixture<DsTooltip>(basic);
      const times = timeline(el);
      try {
        const downAt = performance.now();
        touch(trig(el), 'pointerdown');
        await waitUntil(() => times.shownAt() !== undefined, 'shown by the long press', WAIT);
        const held = times.shownAt()! - downAt;
        expect(held, 'ms from touch to shown').to.be.at.least(TOOLTIP_LONG_PRESS_MS - EARLY);
        expect(held, 'ms from touch to shown').to.be.below(TOOLTIP_LONG_PRESS_MS + LATE);
        await sleep(200);
        expect(isShown(el), 'stays while the finger is down').to.be.true;
        const upAt = performance.now();
        touch(trig(el), 'pointerup');
        await waitUntil(() => times.hiddenAt() !== undefined, 'hidden a while after the release', {
          timeout: TOOLTIP_TOUCH_HIDE_MS + 4000,
          interval: 10,
        });
        const after = times.hiddenAt()! - upAt;
        expect(after, 'ms from release to hidden').to.be.at.least(TOOLTIP_TOUCH_HIDE_MS - EARLY);
        expect(after, 'ms from release to hidden').to.be.below(TOOLTIP_TOUCH_HIDE_MS + LATE);
      } finally {
        times.stop();
      }
    });

    it('a 100 ms tap does not show it', async () => {
      const el = await fixture<DsTooltip>(basic);
      let shows = 0;
      el.addEventListener('ds-show', () => shows++);
      // The release is a timer set right after the press: timers run in the order they are due,
      // so it comes before the 300 ms one however late both run on a busy machine.
      await new Promise<void>(resolve => {
        touch(trig(el), 'pointerdown');
        setTimeout(() => {
          touch(trig(el), 'pointerup');
          resolve();
        }, 100);
      });
      await sleep(TOOLTIP_LONG_PRESS_MS + 300);
      expect(shows).to.equal(0);
      expect(isShown(el)).to.be.false;
    });

    it('a press that moves (a scroll) does not show it', async () => {
      const el = await fixture<DsTooltip>(basic);
      await new Promise<void>(resolve => {
        const [x, y] = center(trig(el));
        touch(trig(el), 'pointerdown', [x, y]);
        setTimeout(() => {
          touch(trig(el), 'pointermove', [x, y + 30]);
          resolve();
        }, 50);
      });
      await sleep(TOOLTIP_LONG_PRESS_MS + 300);
      expect(isShown(el)).to.be.false;
      touch(trig(el), 'pointercancel');
    });

    it('the next touch elsewhere hides it; a hover does not start from touch pointers', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>${basic}<div id="away" style="height: 40px">Away</div></div>`);
      const el = wrap.querySelector('ds-tooltip')!;
      trig(el).dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
      await sleep(50);
      expect(isShown(el), 'touch pointerenter is not a hover').to.be.false;
      touch(trig(el), 'pointerdown');
      await waitUntil(() => isShown(el), 'shown by the long press', WAIT);
      touch(trig(el), 'pointerup');
      const longPressMenu = new PointerEvent('contextmenu', { bubbles: true, cancelable: true, pointerType: 'touch' });
      touch(trig(el), 'pointerdown');
      trig(el).dispatchEvent(longPressMenu);
      expect(longPressMenu.defaultPrevented, 'no touch menu over the tooltip').to.be.true;
      touch(trig(el), 'pointerup');
      expect(isShown(el), 'a touch on the trigger keeps it').to.be.true;
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      touch(wrap.querySelector('#away')!, 'pointerdown');
      expect((await hidden).detail.reason).to.equal('touch');
      touch(wrap.querySelector('#away')!, 'pointerup');
    });
  });

  describe('closing rules', () => {
    const page = html`<div>
      <ds-tooltip content="Tip"><button style="margin: 60px">Target</button></ds-tooltip>
      <div id="away" style="height: 40px">Away</div>
    </div>`;

    it('a click elsewhere hides it', async () => {
      const wrap = await fixture<HTMLElement>(page);
      const el = wrap.querySelector('ds-tooltip')!;
      await el.show();
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      await sendMouse({ type: 'click', position: center(wrap.querySelector('#away')!) });
      expect((await hidden).detail.reason).to.equal('outside');
      expect(isShown(el)).to.be.false;
    });

    it('a press on the trigger or the tooltip does not hide it', async () => {
      const el = await fixture<DsTooltip>(basic);
      await el.show();
      bubble(el).dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerType: 'mouse' }),
      );
      trig(el).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerType: 'mouse' }));
      await el.updateComplete;
      expect(isShown(el)).to.be.true;
    });

    it('a window resize hides it', async () => {
      const el = await fixture<DsTooltip>(basic);
      await el.show();
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      window.dispatchEvent(new Event('resize'));
      expect((await hidden).detail.reason).to.equal('resize');
      expect(isShown(el)).to.be.false;
    });

    it('a context menu elsewhere hides it', async () => {
      const wrap = await fixture<HTMLElement>(page);
      const el = wrap.querySelector('ds-tooltip')!;
      await el.show();
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      const [x, y] = center(wrap.querySelector('#away')!);
      wrap
        .querySelector('#away')!
        .dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: x, clientY: y }));
      expect((await hidden).detail.reason).to.equal('contextmenu');
    });
  });

  describe('placement and look', () => {
    it('puts each side at the distance from the trigger; auto prefers the top', async () => {
      const el = await fixture<DsTooltip>(html`<ds-tooltip content="Tip">
        <button style="position: fixed; top: 45%; left: 45%; width: 90px; height: 36px">Target</button>
      </ds-tooltip>`);
      const t = () => trig(el).getBoundingClientRect();
      for (const distance of [10, -10, 30, 0]) {
        el.distance = distance;
        const checks: Record<DsTooltipPlacement, (b: DOMRect) => number> = {
          auto: b => t().top - b.bottom,
          top: b => t().top - b.bottom,
          bottom: b => b.top - t().bottom,
          left: b => t().left - b.right,
          right: b => b.left - t().right,
          start: b => t().left - b.right, // left-to-right text
          end: b => b.left - t().right,
        };
        for (const placement of tooltipPlacements) {
          el.placement = placement;
          await el.show();
          expect(checks[placement](bubble(el).getBoundingClientRect()), `${placement} at ${distance}`).to.be.closeTo(
            distance,
            1,
          );
          await el.hide();
        }
      }
    });

    for (const [corner, position] of Object.entries(VIEWPORT_CORNERS)) {
      it(`every placement stays ${EDGE_MARGIN}px inside the viewport for a trigger in the ${corner} corner`, async () => {
        const el = await fixture<DsTooltip>(html`<ds-tooltip content="A tooltip with a few words in it">
          <button style="position: fixed; ${position}; width: 70px; height: 30px">Target</button>
        </ds-tooltip>`);
        for (const placement of tooltipPlacements) {
          el.placement = placement;
          await el.show();
          expect(isShown(el)).to.be.true;
          expectInsideViewport(bubble(el).getBoundingClientRect(), `${placement} at ${corner}`);
          await el.hide();
        }
      });
    }

    it('flips: top near the top edge goes below', async () => {
      const el = await fixture<DsTooltip>(html`<ds-tooltip content="Tip" placement="top">
        <button style="position: fixed; top: 2px; left: 45%">Target</button>
      </ds-tooltip>`);
      await el.show();
      expect(bubble(el).dataset['side']).to.equal('bottom');
      expect(bubble(el).getBoundingClientRect().top).to.be.closeTo(trig(el).getBoundingClientRect().bottom + 10, 1);
    });

    it('is not clipped by an overflow: hidden ancestor', async () => {
      const wrap =
        await fixture<HTMLElement>(html`<div style="position: relative; width: 80px; height: 34px; overflow: hidden; margin: 60px">
        <ds-tooltip content="A long tooltip that is much wider than its clipping box" placement="bottom"><button>Target</button></ds-tooltip>
      </div>`);
      const el = wrap.querySelector('ds-tooltip')!;
      await el.show();
      expect(bubble(el).matches(':popover-open')).to.be.true;
      const r = bubble(el).getBoundingClientRect();
      const box = wrap.getBoundingClientRect();
      expect(r.top).to.be.closeTo(trig(el).getBoundingClientRect().bottom + 10, 1);
      expect(r.bottom).to.be.greaterThan(box.bottom + 5);
      expect(r.width).to.be.greaterThan(box.width);
      const hit = document.elementFromPoint(Math.round(r.left + 4), Math.round(r.bottom - 4));
      expect(hit === el || bubble(el).contains(hit), `hit ${hit?.nodeName}`).to.be.true;
    });

    it('radius: 10px by default, the custom property, then the attribute', async () => {
      const el = await fixture<DsTooltip>(basic);
      await el.show();
      expect(getComputedStyle(bubble(el)).borderTopLeftRadius).to.equal('10px');
      el.style.setProperty('--ds-tooltip-radius', '4px');
      expect(getComputedStyle(bubble(el)).borderTopLeftRadius).to.equal('4px');
      el.radius = 25;
      await el.updateComplete;
      expect(getComputedStyle(bubble(el)).borderTopLeftRadius).to.equal('25px');
      el.radius = -5;
      await el.updateComplete;
      expect(getComputedStyle(bubble(el)).borderTopLeftRadius).to.equal('0px');
      el.radius = undefined;
      await el.updateComplete;
      expect(getComputedStyle(bubble(el)).borderTopLeftRadius).to.equal('4px');
      expect(bubble(el).style.left, 'positioning survives re-renders').to.not.equal('');
    });

    it('colours: inverse surface by default, five tones, and the custom properties', async () => {
      const el = await fixture<DsTooltip>(basic);
      await el.show();
      const look = () => [getComputedStyle(bubble(el)).backgroundColor, getComputedStyle(bubble(el)).color];
      expect(look()).to.deep.equal([
        resolved('background-color', 'var(--ds-color-inverse-surface)'),
        resolved('color', 'var(--ds-color-on-inverse-surface)'),
      ]);
      const tones = {
        primary: ['--ds-color-accent', '--ds-color-on-accent'],
        secondary: ['--ds-color-secondary', '--ds-color-on-secondary'],
        danger: ['--ds-color-danger', '--ds-color-on-danger'],
        surface: ['--ds-color-surface-raised', '--ds-color-on-surface'],
      } as const;
      for (const [tone, [bg, fg]] of Object.entries(tones)) {
        el.tone = tone as DsTooltip['tone'];
        await el.updateComplete;
        expect(look(), tone).to.deep.equal([
          resolved('background-color', `var(${bg})`),
          resolved('color', `var(${fg})`),
        ]);
      }
      el.style.setProperty('--ds-tooltip-background', 'rgb(1, 2, 3)');
      el.style.setProperty('--ds-tooltip-color', 'rgb(250, 251, 252)');
      expect(look()).to.deep.equal(['rgb(1, 2, 3)', 'rgb(250, 251, 252)']);
    });
  });

  describe('content, disabled, script', () => {
    it('shows nothing without content, and hides when the content goes', async () => {
      const el = await fixture<DsTooltip>(html`<ds-tooltip><button style="margin: 60px">Save</button></ds-tooltip>`);
      await moveTo(center(trig(el)));
      await sleep(100);
      expect(isShown(el)).to.be.false;
      expect(trig(el).hasAttribute('aria-describedby')).to.be.false;
      el.content = 'Now there is';
      await el.updateComplete;
      await moveTo([1, 1]);
      await moveTo(center(trig(el)));
      await waitUntil(() => isShown(el), 'shown with content', WAIT);
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      el.content = '';
      expect((await hidden).detail.reason).to.equal('content');
      expect(el.open).to.be.false;
    });

    it('disabled: never shown, and hides when disabled while shown', async () => {
      const el = await fixture<DsTooltip>(
        html`<ds-tooltip content="Tip" disabled><button style="margin: 60px">Save</button></ds-tooltip>`,
      );
      await moveTo(center(trig(el)));
      await sleep(100);
      expect(isShown(el)).to.be.false;
      el.disabled = false;
      await el.updateComplete;
      await moveTo([1, 1]);
      await moveTo(center(trig(el)));
      await waitUntil(() => isShown(el), 'shown once enabled', WAIT);
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      el.disabled = true;
      expect((await hidden).detail.reason).to.equal('disabled');
      expect(isShown(el)).to.be.false;
    });

    it('open, show() and hide() by script fire ds-show and ds-hide', async () => {
      const el = await fixture<DsTooltip>(basic);
      const shows: Event[] = [];
      const hides: DsHideEvent[] = [];
      el.addEventListener('ds-show', e => shows.push(e));
      el.addEventListener('ds-hide', e => hides.push(e));
      el.open = true;
      await waitUntil(() => shows.length === 1, 'ds-show', WAIT);
      expect(isShown(el)).to.be.true;
      el.open = false;
      await el.updateComplete;
      expect(isShown(el)).to.be.false;
      await el.show();
      await waitUntil(() => shows.length === 2, 'ds-show again', WAIT);
      await el.hide();
      await waitUntil(() => hides.length === 2, 'two ds-hide', WAIT);
      expect(hides.map(e => e.detail.reason)).to.deep.equal(['method', 'method']);
    });

    it('open in the markup shows it once connected', async () => {
      const el = await fixture<DsTooltip>(
        html`<ds-tooltip open content="Hello"><button style="margin: 60px">Save</button></ds-tooltip>`,
      );
      await waitUntil(() => isShown(el), 'shown', WAIT);
      expect(el.open).to.be.true;
    });

    it('bad values fall back without throwing', async () => {
      const el = await fixture<DsTooltip>(html`<ds-tooltip content="Tip">
        <button style="position: fixed; top: 45%; left: 45%">Target</button>
      </ds-tooltip>`);
      el.setAttribute('placement', 'sideways');
      el.setAttribute('distance', 'far');
      el.setAttribute('delay', '-300');
      el.setAttribute('radius', 'round');
      el.setAttribute('tone', 'rainbow');
      await el.updateComplete;
      const shown = oneEvent(el, 'ds-show');
      await moveTo(center(trig(el)));
      await shown; // a negative delay is no delay
      expect(bubble(el).dataset['side'], 'unknown placement: auto').to.equal('top');
      expect(
        trig(el).getBoundingClientRect().top - bubble(el).getBoundingClientRect().bottom,
        'NaN distance: 10',
      ).to.be.closeTo(10, 1);
      expect(getComputedStyle(bubble(el)).borderTopLeftRadius).to.equal('10px');
      expect(getComputedStyle(bubble(el)).backgroundColor).to.equal(
        resolved('background-color', 'var(--ds-color-inverse-surface)'),
      );
    });

    it('content removed or set to null, undefined or a number never throws; it shows whatever content there is', async () => {
      const el = await fixture<DsTooltip>(
        html`<ds-tooltip content="Tip"><button style="margin: 60px">Target</button></ds-tooltip>`,
      );
      el.removeAttribute('content');
      await el.updateComplete;
      await el.show();
      expect(isShown(el), 'no content: nothing to show').to.be.false;
      for (const bad of [null, undefined, {}]) {
        el.content = bad as never;
        await el.updateComplete;
      }
      el.content = 42 as never;
      await el.updateComplete;
      await el.show();
      await waitUntil(() => isShown(el), 'a number is shown as text', WAIT);
      expect(bubble(el).textContent!.trim()).to.equal('42');
      await el.hide();
      el.content = undefined as never;
      const rich = Object.assign(document.createElement('span'), { slot: 'content', textContent: 'Rich' });
      el.append(rich);
      await el.updateComplete;
      await el.show();
      await waitUntil(() => isShown(el), 'rich content shows with content undefined', WAIT);
      await el.hide();
    });

    it('every public property tolerates null, undefined and the wrong type; it still shows and hides', async () => {
      const el = await fixture<DsTooltip>(
        html`<ds-tooltip content="Tip"><button style="margin: 60px">Target</button></ds-tooltip>`,
      );
      for (const bad of [null, undefined, 5, 'junk', {}, NaN]) {
        Object.assign(el, { placement: bad, distance: bad, delay: bad, radius: bad, tone: bad, disabled: false });
        await el.updateComplete;
        await el.show();
        await waitUntil(() => isShown(el), `shown with ${String(bad)}`, WAIT);
        await el.hide();
        await waitUntil(() => !isShown(el), `hidden with ${String(bad)}`, WAIT);
      }
      Object.assign(el, { disabled: null, open: undefined });
      await el.updateComplete;
    });

    it('moved in the document: shown again if opened by script; removed: closed if shown by hover', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>${basic}<div id="elsewhere"></div></div>`);
      const el = wrap.querySelector('ds-tooltip')!;
      await el.show();
      wrap.querySelector('#elsewhere')!.append(el);
      await waitUntil(() => isShown(el), 'shown again after the move', WAIT);
      await el.hide();
      await moveTo(center(trig(el)));
      await waitUntil(() => isShown(el), 'shown by hover', WAIT);
      el.remove();
      await el.updateComplete;
      expect(el.open, 'hover ends with the connection').to.be.false;
      expect(isShown(el)).to.be.false;
    });

    it('leaves nothing behind when removed while shown', async () => {
      const el = await fixture<DsTooltip>(basic);
      await el.show();
      expect(openDismissibleCount()).to.equal(1);
      const button = trig(el);
      el.remove();
      expect(openDismissibleCount()).to.equal(0);
      expect(button.hasAttribute('aria-describedby')).to.be.false;
    });
  });
});

describe('inline (a picture of the shown tooltip)', () => {
  it('draws the bubble in the flow below its trigger, outside the top layer; hover and open do nothing', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div><ds-tooltip inline content="Saved to your drafts"><ds-button>Save</ds-button></ds-tooltip><p>After</p></div>`,
    );
    const el = wrapper.querySelector('ds-tooltip')!;
    await el.updateComplete;
    const bubble = el.shadowRoot!.querySelector<HTMLElement>('[part="body"]')!;
    const trigger = el.querySelector('ds-button')!;
    await waitUntil(() => bubble.getBoundingClientRect().height > 0, 'the bubble is drawn', WAIT);
    expect(bubble.textContent).to.contain('Saved to your drafts');
    expect(bubble.matches(':popover-open')).to.equal(false);
    expect(getComputedStyle(bubble).position).to.equal('static');
    // below the trigger, and the page's next block below both
    expect(bubble.getBoundingClientRect().top).to.be.at.least(trigger.getBoundingClientRect().bottom - 1);
    expect(wrapper.querySelector('p')!.getBoundingClientRect().top).to.be.at.least(
      bubble.getBoundingClientRect().bottom - 1,
    );

    const [x, y] = center(trigger);
    await sendMouse({ type: 'move', position: [Math.round(x), Math.round(y)] });
    el.open = true;
    await el.updateComplete;
    await sleep(100);
    expect(bubble.matches(':popover-open')).to.equal(false);
    expect(openDismissibleCount()).to.equal(0);
  });
});
