import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import type { DsButton } from '../button/ds-button.js';
import '../button/ds-button.js';
import { center, loadTokens, expectSoon } from '../test/test-helpers.js';
import { DsRipple } from './ds-ripple.js';
import { RIPPLE_READY_MS, RIPPLE_REMOVE_AFTER_RELEASE_MS } from './ripple-state.js';

before(loadTokens);

afterEach(async () => {
  await resetMouse();
});

const waves = (ripple: DsRipple) => [...ripple.shadowRoot!.querySelectorAll<HTMLElement>('[part~="wave"]')];

async function pressAt(position: [number, number]): Promise<void> {
  await sendMouse({ type: 'move', position });
  await sendMouse({ type: 'down' });
}

/** A positioned card holding a ripple: the usual way to use it. */
async function card(): Promise<{ surface: HTMLElement; ripple: DsRipple }> {
  const surface = await fixture<HTMLElement>(html`<div
    style="position: relative; width: 200px; height: 80px; border-radius: 12px; color: rgb(200, 0, 0)"
  >
    Card<ds-ripple></ds-ripple>
  </div>`);
  const ripple = surface.querySelector('ds-ripple')!;
  await ripple.updateComplete;
  return { surface, ripple };
}

/** Replaces `matchMedia` so that `(prefers-reduced-motion: reduce)` matches, for one test. */
function withReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const real = original.call(window, query);
    if (!query.includes('prefers-reduced-motion')) return real;
    return { ...real, matches: query.includes('reduce'), media: query } as MediaQueryList;
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('<ds-ripple>', () => {
  it('is registered, decorative and lets pointer events through', async () => {
    const { surface, ripple } = await card();
    expect(ripple).to.be.instanceOf(DsRipple);
    expect(customElements.get('ds-ripple')).to.equal(DsRipple);
    expect(ripple.getAttribute('aria-hidden')).to.equal('true');
    const style = getComputedStyle(ripple);
    expect(style.pointerEvents).to.equal('none');
    expect(style.position).to.equal('absolute');
    expect(style.overflow).to.equal('hidden');
    expect(style.borderTopLeftRadius, 'clipped to the host radius').to.equal('12px');
    expect(ripple.control).to.equal(surface);
    expect(ripple.htmlFor).to.equal('');
    expect(ripple.disabled).to.be.false;
    const box = ripple.getBoundingClientRect();
    const outer = surface.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([outer.width, outer.height]);
    // the surface still gets the click
    let clicks = 0;
    surface.addEventListener('click', () => clicks++);
    await sendMouse({ type: 'click', position: center(surface) });
    await expectSoon(() => clicks, 1);
    await expect(surface).to.be.accessible();
  });

  it('starts a circle at the pointer, in currentColor with a low opacity', async () => {
    const { surface, ripple } = await card();
    const r = surface.getBoundingClientRect();
    const point: [number, number] = [Math.round(r.left + 30), Math.round(r.top + 20)];
    await pressAt(point);
    await waitUntil(() => waves(ripple).length === 1, 'a wave appears', { timeout: 3000 });
    const wave = waves(ripple)[0]!;
    const style = getComputedStyle(wave);
    expect(style.backgroundColor).to.equal('rgb(200, 0, 0)');
    expect(Number(style.opacity)).to.be.within(0.01, 0.3);
    // centred on the press (the layout box, before the scale animation)
    const left = parseFloat(wave.style.left);
    const top = parseFloat(wave.style.top);
    const size = parseFloat(wave.style.width);
    expect(Math.abs(left + size / 2 - (point[0] - r.left))).to.be.below(1.5);
    expect(Math.abs(top + size / 2 - (point[1] - r.top))).to.be.below(1.5);
    // big enough to cover the farthest corner
    expect(size / 2).to.be.at.least(Math.hypot(170, 60) - 1.5);
    await sendMouse({ type: 'up' });
  });

  it(`is ready ${RIPPLE_READY_MS} ms after the press, and removed ${RIPPLE_REMOVE_AFTER_RELEASE_MS} ms after the release`, async () => {
    const { surface, ripple } = await card();
    const times: Record<string, number> = {};
    surface.addEventListener('pointerdown', () => (times['down'] ??= performance.now()));
    surface.addEventListener('pointerup', () => (times['up'] ??= performance.now()));
    const observer = new MutationObserver(() => {
      const wave = waves(ripple)[0];
      const phase = wave ? wave.dataset['phase']! : times['down'] !== undefined ? 'removed' : 'none';
      times[phase] ??= performance.now();
    });
    observer.observe(ripple.shadowRoot!, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-phase'],
    });
    try {
      await pressAt(center(surface));
      await waitUntil(() => times['ready'] !== undefined, 'the wave becomes ready', { timeout: 4000 });
      expect(waves(ripple)[0]!.dataset['phase']).to.equal('ready');
      await sendMouse({ type: 'up' });
      await waitUntil(() => times['fading'] !== undefined, 'the wave fades after the release', { timeout: 4000 });
      await waitUntil(() => waves(ripple).length === 0, 'the wave is removed', { timeout: 5000 });
      const ready = times['ready']! - times['down']!;
      const removed = times['removed']! - times['up']!;
      // The exact timeline is unit-tested on fake timers (ripple-state.unit.test.ts). Real timers
      // may fire a few ms early (WebKit coarsens its clock and aligns timers) and, on a busy
      // machine, late: allow 20 ms early and 1500 ms late.
      const EARLY = 20;
      expect(ready, 'ms from press to ready').to.be.at.least(RIPPLE_READY_MS - EARLY);
      expect(ready, 'ms from press to ready').to.be.below(RIPPLE_READY_MS + 1500);
      expect(removed, 'ms from release to removal').to.be.at.least(RIPPLE_REMOVE_AFTER_RELEASE_MS - EARLY);
      expect(removed, 'ms from release to removal').to.be.below(RIPPLE_REMOVE_AFTER_RELEASE_MS + 1500);
      expect(times['fading']! - times['up']!, 'fades at once when released after ready').to.be.below(500);
    } finally {
      observer.disconnect();
    }
  });

  it('fades out through opacity once released', async () => {
    const { surface, ripple } = await card();
    // Read the wave's style the moment it starts fading (it is gone 1 s later).
    let seen: { transition: string; fade: string; opacity: string } | undefined;
    const observer = new MutationObserver(() => {
      const wave = waves(ripple)[0];
      if (!seen && wave?.dataset['phase'] === 'fading') {
        const style = getComputedStyle(wave);
        seen = {
          transition: style.transitionProperty,
          fade: wave.style.getPropertyValue('--_fade'),
          opacity: style.opacity,
        };
      }
    });
    observer.observe(ripple.shadowRoot!, { subtree: true, attributes: true, attributeFilter: ['data-phase'] });
    try {
      await pressAt(center(surface));
      await waitUntil(() => waves(ripple)[0]?.dataset['phase'] === 'ready', 'ready', { timeout: 4000 });
      await sendMouse({ type: 'up' });
      await waitUntil(() => seen !== undefined, 'fading', { timeout: 4000 });
      expect(seen!.transition).to.include('opacity');
      expect(seen!.fade).to.match(/^\d+(\.\d+)?ms$/);
      expect(Number(seen!.opacity), 'fades towards 0').to.be.below(0.13);
    } finally {
      observer.disconnect();
    }
  });

  it('draws no ripple under prefers-reduced-motion: reduce', async () => {
    const restore = withReducedMotion();
    try {
      const { surface, ripple } = await card();
      await pressAt(center(surface));
      await nextFrame();
      expect(waves(ripple)).to.have.length(0);
      await sendMouse({ type: 'up' });
    } finally {
      restore();
    }
  });

  it('draws no ripple when disabled or on a disabled surface', async () => {
    const { surface, ripple } = await card();
    ripple.disabled = true;
    await ripple.updateComplete;
    expect(ripple.hasAttribute('disabled')).to.be.true;
    await pressAt(center(surface));
    await sendMouse({ type: 'up' });
    ripple.disabled = false;
    surface.setAttribute('aria-disabled', 'true');
    await pressAt(center(surface));
    await sendMouse({ type: 'up' });
    await nextFrame();
    expect(waves(ripple)).to.have.length(0);
  });

  it('ripples for the main mouse button only', async () => {
    // Synthetic presses: a real right click opens WebKitGTK's context menu, which then keeps the mouse.
    const { surface, ripple } = await card();
    const [x, y] = center(surface);
    const press = (button: number) =>
      surface.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          composed: true,
          pointerType: 'mouse',
          isPrimary: true,
          button,
          clientX: x,
          clientY: y,
        }),
      );
    press(2);
    press(1);
    expect(waves(ripple)).to.have.length(0);
    press(0);
    expect(waves(ripple)).to.have.length(1);
    surface.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse', isPrimary: true }));
    await waitUntil(() => waves(ripple).length === 0, 'removed after the release', { timeout: 5000 });
  });

  it('attaches to the element named by for, or set as control', async () => {
    const wrap = await fixture<HTMLElement>(html`<div>
      <div id="target" style="position: relative; width: 120px; height: 60px">Target</div>
      <div id="other" style="position: relative; width: 120px; height: 60px">Other</div>
      <div style="position: relative"><ds-ripple for="target"></ds-ripple></div>
    </div>`);
    const ripple = wrap.querySelector('ds-ripple')!;
    await ripple.updateComplete;
    const target = wrap.querySelector<HTMLElement>('#target')!;
    const other = wrap.querySelector<HTMLElement>('#other')!;
    // Count the waves ever created: a released wave is removed after 1 s, maybe mid-test.
    let created = 0;
    const observer = new MutationObserver(records => {
      for (const record of records)
        created += [...record.addedNodes].filter(n => n instanceof HTMLElement && n.part.contains('wave')).length;
    });
    observer.observe(ripple.shadowRoot!, { subtree: true, childList: true });
    try {
      expect(ripple.control).to.equal(target);
      await pressAt(center(target));
      await waitUntil(() => created === 1, 'a wave for the target', { timeout: 3000 });
      await sendMouse({ type: 'up' });

      ripple.control = other;
      expect(ripple.control).to.equal(other);
      await pressAt(center(target));
      await sendMouse({ type: 'up' });
      await nextFrame();
      expect(created, 'no longer listening to the old surface').to.equal(1);
      await pressAt(center(other));
      await waitUntil(() => created === 2, 'a wave for the control', { timeout: 3000 });
      await sendMouse({ type: 'up' });
    } finally {
      observer.disconnect();
    }
  });

  it('stops listening and drops its waves when removed', async () => {
    const { surface, ripple } = await card();
    await pressAt(center(surface));
    await waitUntil(() => waves(ripple).length === 1, 'a wave', { timeout: 3000 });
    await sendMouse({ type: 'up' });
    ripple.remove();
    expect(waves(ripple)).to.have.length(0);
    await pressAt(center(surface));
    await sendMouse({ type: 'up' });
    expect(waves(ripple)).to.have.length(0);
    expect(ripple.control).to.equal(null);
  });
});

describe('<ds-button> ripple', () => {
  const rippleOf = (el: Element) => el.shadowRoot!.querySelector('[part~="base"]')!.querySelector('ds-ripple');

  // A page of buttons pays for no ripple until one is pressed (see bench/).
  it('creates its ripple on the first press, inside its inner button and link', async () => {
    const wrap = await fixture<HTMLElement>(html`<div>
      <ds-button>Save</ds-button>
      <ds-button href="#x">Go</ds-button>
    </div>`);
    const [button, link] = [...wrap.querySelectorAll('ds-button')];
    for (const el of [button!, link!]) {
      await el.updateComplete;
      expect(rippleOf(el), 'no ripple before a press').to.equal(null);
      await pressAt(center(el));
      await sendMouse({ type: 'up' });
      const base = el.shadowRoot!.querySelector('[part~="base"]')!;
      const ripple = rippleOf(el);
      expect(ripple, 'a <ds-ripple> inside the base part').to.be.instanceOf(DsRipple);
      expect(ripple!.control).to.equal(base);
      expect(getComputedStyle(base).position).to.equal('relative');
      // the next press reuses it
      await pressAt(center(el));
      await sendMouse({ type: 'up' });
      expect(base.querySelectorAll('ds-ripple')).to.have.length(1);
    }
    await expect(wrap).to.be.accessible();
  });

  it('ripples on the first press, clipped to the button', async () => {
    const el = await fixture(html`<ds-button>Save</ds-button>`);
    await pressAt(center(el));
    const ripple = rippleOf(el)!;
    expect(ripple).to.be.instanceOf(DsRipple);
    await waitUntil(() => waves(ripple).length === 1, 'a wave', { timeout: 3000 });
    const base = el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
    expect(getComputedStyle(ripple).borderTopLeftRadius).to.equal(getComputedStyle(base).borderTopLeftRadius);
    expect(getComputedStyle(waves(ripple)[0]!).backgroundColor).to.equal(getComputedStyle(base).color);
    await sendMouse({ type: 'up' });
  });

  it('ripples on a press dispatched by script, the first one too', async () => {
    const el = await fixture<DsButton>(html`<ds-button>Save</ds-button>`);
    const base = el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
    const [x, y] = center(el);
    const init = {
      bubbles: true,
      composed: true,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
      clientX: x,
      clientY: y,
    };
    base.dispatchEvent(new PointerEvent('pointerdown', init));
    const ripple = rippleOf(el)!;
    expect(waves(ripple)).to.have.length(1);
    base.dispatchEvent(new PointerEvent('pointerup', init));
  });

  it('does not ripple when the button is disabled, and follows disabled afterwards', async () => {
    const el = await fixture<DsButton>(html`<ds-button disabled>Save</ds-button>`);
    await pressAt(center(el));
    await sendMouse({ type: 'up' });
    await nextFrame();
    const ripple = rippleOf(el);
    if (ripple) {
      expect(ripple.disabled).to.be.true;
      expect(waves(ripple)).to.have.length(0);
    }

    el.disabled = false;
    await el.updateComplete;
    await pressAt(center(el));
    const enabled = rippleOf(el)!;
    expect(enabled.disabled).to.be.false;
    await waitUntil(() => waves(enabled).length === 1, 'a wave once enabled', { timeout: 3000 });
    await sendMouse({ type: 'up' });

    el.disabled = true;
    await el.updateComplete;
    expect(enabled.disabled).to.be.true;
  });
});
