import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { DsButton } from '../button/ds-button.js';
import type { DsFullscreenChangeEvent } from '../events/ds-fullscreen-change.js';
import type { DsHideEvent } from '../events/ds-hide.js';
import { openDismissibleCount } from '../internal/overlay/dismissible-stack.js';
import {
  clickCenter,
  deepActive,
  loadTokens,
  partOrNull,
  shiftTab,
  sleep,
  tokenValue,
  WAIT,
} from '../test/test-helpers.js';
import '../radio/ds-radio-group.js';
import '../radio/ds-radio.js';
import { DsModal } from './ds-modal.js';

before(loadTokens);

afterEach(async () => {
  await resetMouse();
});

const dialogOf = (el: DsModal) => partOrNull<HTMLDialogElement>(el, 'dialog')!;
const panelOf = (el: DsModal) => partOrNull(el, 'panel')!;
const innerButton = (button: Element) => (button as DsButton).shadowRoot!.querySelector('button')!;

/** Whether focus is inside `el` (its light DOM or its shadow tree, any depth). */
function focusInside(el: DsModal): boolean {
  for (let n: Node | null = deepActive(); n; n = n instanceof ShadowRoot ? n.host : n.parentNode) {
    if (n === el) return true;
  }
  return false;
}

/** Lets the opening animation finish, so that geometry and colours are final. */
async function animationsDone(el: DsModal): Promise<void> {
  const animations = el.shadowRoot!.getAnimations?.() ?? [];
  await Promise.all(animations.map(a => a.finished.catch(() => undefined)));
}

async function openModal(el: DsModal): Promise<void> {
  const shown = oneEvent(el, 'ds-show');
  el.open = true;
  await shown;
  await animationsDone(el);
}

/** A real click on the dimmed backdrop, near the top-left corner of the viewport. */
async function clickBackdrop(): Promise<void> {
  await sendMouse({ type: 'click', position: [4, 4] });
}

/** Collects the `ds-hide` reasons of `el`. */
function hideReasons(el: DsModal): string[] {
  const reasons: string[] = [];
  el.addEventListener('ds-hide', e => reasons.push(String((e as DsHideEvent).detail.reason)));
  return reasons;
}

describe('<ds-modal>', () => {
  describe('defaults and attributes', () => {
    it('is registered, closed by default', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic">Body</ds-modal>`);
      expect(el).to.be.instanceOf(DsModal);
      expect(customElements.get('ds-modal')).to.equal(DsModal);
      expect(el.open).to.be.false;
      expect(el.fullscreen).to.be.false;
      expect(el.fullscreenButton).to.be.false;
      expect(el.noHeader).to.be.false;
      expect(el.dimClose).to.be.false;
      expect(el.spacing).to.equal('normal');
      expect(el.returnValue).to.equal('');
      const dialog = dialogOf(el);
      expect(dialog.localName).to.equal('dialog');
      expect(dialog.open).to.be.false;
      expect(getComputedStyle(dialog).display).to.equal('none');
    });

    it('reflects its boolean properties', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic">Body</ds-modal>`);
      el.fullscreen = true;
      el.fullscreenButton = true;
      el.noHeader = true;
      el.dimClose = true;
      el.spacing = 'none';
      await el.updateComplete;
      for (const name of ['fullscreen', 'fullscreen-button', 'no-header', 'dim-close']) {
        expect(el.hasAttribute(name), name).to.be.true;
      }
      expect(el.getAttribute('spacing')).to.equal('none');
    });
  });

  describe('accessibility', () => {
    it('passes axe while open with a header and a toolbar', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Information">
        <p>Your settings were saved.</p>
        <ds-button slot="footer" data-modal-close="ok">OK</ds-button>
      </ds-modal>`);
      await openModal(el);
      await expect(el).to.be.accessible();
      el.close();
    });

    it('passes axe while open without a header', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="No header" no-header><p>Just a body.</p></ds-modal>`);
      await openModal(el);
      await expect(el).to.be.accessible();
      el.close();
    });

    it('passes axe while open in fullscreen with the fullscreen button', async () => {
      const el = await fixture<DsModal>(
        html`<ds-modal label="Simple Paint" fullscreen fullscreen-button><p>Canvas</p></ds-modal>`,
      );
      await openModal(el);
      await expect(el).to.be.accessible();
      el.close();
    });

    it('is a modal dialog named by its <h2> title', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Customized Popup">Body</ds-modal>`);
      await openModal(el);
      const dialog = dialogOf(el);
      expect(dialog.matches(':modal')).to.be.true;
      const title = partOrNull(el, 'title')!;
      expect(title.localName).to.equal('h2');
      expect(title.textContent!.trim()).to.equal('Customized Popup');
      expect(dialog.getAttribute('aria-labelledby')).to.equal(title.id);
      expect(dialog.hasAttribute('aria-label')).to.be.false;
      el.label = 'Renamed';
      await el.updateComplete;
      expect(title.textContent!.trim()).to.equal('Renamed');
      el.close();
    });

    it('with no-header has no header and is named by aria-label', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Search" no-header>Body</ds-modal>`);
      await openModal(el);
      expect(partOrNull(el, 'header')).to.be.null;
      expect(partOrNull(el, 'title')).to.be.null;
      expect(partOrNull(el, 'close-button')).to.be.null;
      const dialog = dialogOf(el);
      expect(dialog.getAttribute('aria-label')).to.equal('Search');
      expect(dialog.hasAttribute('aria-labelledby')).to.be.false;
      el.close();
    });

    it('has a close button named "Close"', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic">Body</ds-modal>`);
      await openModal(el);
      const close = partOrNull(el, 'close-button')!;
      expect(close.localName).to.equal('ds-button');
      expect(innerButton(close).getAttribute('aria-label')).to.equal('Close');
      el.close();
    });
  });

  describe('opening and closing', () => {
    it('opens and closes through the open attribute, with ds-show and ds-hide', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic">Body</ds-modal>`);
      const reasons = hideReasons(el);
      const shown = oneEvent(el, 'ds-show');
      el.setAttribute('open', '');
      const showEvent = await shown;
      expect(showEvent.bubbles && showEvent.composed, 'ds-show bubbles and is composed').to.be.true;
      expect(el.open).to.be.true;
      expect(dialogOf(el).open).to.be.true;
      expect(dialogOf(el).matches(':modal')).to.be.true;
      const hidden = oneEvent(el, 'ds-hide');
      el.removeAttribute('open');
      const hideEvent = await hidden;
      expect(hideEvent.bubbles && hideEvent.composed, 'ds-hide bubbles and is composed').to.be.true;
      expect(el.open).to.be.false;
      expect(dialogOf(el).open).to.be.false;
      expect(reasons).to.deep.equal(['method']);
    });

    it('opens when rendered with the open attribute', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic" open>Body</ds-modal>`);
      await waitUntil(() => dialogOf(el).open, 'the dialog did not open', WAIT);
      expect(dialogOf(el).matches(':modal')).to.be.true;
      el.close();
    });

    it('show() and hide() open and close it and reflect open', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic">Body</ds-modal>`);
      const reasons = hideReasons(el);
      let shows = 0;
      el.addEventListener('ds-show', () => shows++);
      await el.show();
      expect(shows).to.equal(1);
      expect(el.hasAttribute('open')).to.be.true;
      expect(dialogOf(el).open).to.be.true;
      await el.hide();
      expect(el.hasAttribute('open')).to.be.false;
      expect(dialogOf(el).open).to.be.false;
      expect(reasons).to.deep.equal(['method']);
    });

    it('hide() and close() while closed do nothing', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic">Body</ds-modal>`);
      const reasons = hideReasons(el);
      await el.hide();
      el.close('x');
      await el.updateComplete;
      expect(el.open).to.be.false;
      expect(el.returnValue).to.equal('');
      expect(reasons).to.deep.equal([]);
    });

    it('close(returnValue) closes it, sets returnValue and fires close after ds-hide', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic">Body</ds-modal>`);
      await openModal(el);
      const order: string[] = [];
      el.addEventListener('ds-hide', () => order.push('ds-hide'));
      el.addEventListener('close', () => order.push(`close:${el.returnValue}`));
      el.close('saved');
      expect(el.open).to.be.false;
      expect(dialogOf(el).open).to.be.false;
      expect(el.returnValue).to.equal('saved');
      expect(order).to.deep.equal(['ds-hide', 'close:saved']);
      await el.updateComplete;
      expect(el.hasAttribute('open')).to.be.false;
      await openModal(el);
      expect(el.returnValue, 'reset on opening').to.equal('');
      el.close();
    });

    it('the close button closes it (reason close-button)', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic">Body</ds-modal>`);
      await openModal(el);
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      await clickCenter(partOrNull(el, 'close-button')!);
      expect((await hidden).detail.reason).to.equal('close-button');
      expect(el.open).to.be.false;
    });

    it('a data-modal-close element in the footer closes it with its value', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Info">
        Saved.
        <ds-button slot="footer" data-modal-close="ok">OK</ds-button>
      </ds-modal>`);
      await openModal(el);
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      await clickCenter(el.querySelector('ds-button')!);
      expect((await hidden).detail.reason).to.equal('close-button');
      expect(el.returnValue).to.equal('ok');
    });

    it('header-actions holds custom buttons; the close-button slot replaces the close button', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Custom">
        Body
        <button slot="header-actions" id="help" type="button">Help</button>
        <button slot="close-button" id="done" type="button" data-modal-close>Done</button>
      </ds-modal>`);
      await openModal(el);
      const help = el.querySelector('#help')!;
      const done = el.querySelector<HTMLButtonElement>('#done')!;
      const header = partOrNull(el, 'header')!;
      const headerBox = header.getBoundingClientRect();
      for (const button of [help, done]) {
        const box = button.getBoundingClientRect();
        expect(box.width).to.be.greaterThan(0);
        expect(box.top).to.be.at.least(headerBox.top - 1);
        expect(box.bottom).to.be.at.most(headerBox.bottom + 1);
      }
      // the default close button is replaced (the slot's fallback is not rendered)
      expect(partOrNull(el, 'close-button')!.getClientRects().length).to.equal(0);

      // a click on a button without data-modal-close does not close
      await clickCenter(help);
      await sleep(50);
      expect(el.open).to.be.true;

      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      await clickCenter(done);
      expect((await hidden).detail.reason).to.equal('close-button');
      expect(el.returnValue).to.equal('');
    });

    it('a data-modal-close element inside a nested modal closes only that one', async () => {
      const outer = await fixture<DsModal>(html`<ds-modal label="Outer">
        <ds-modal label="Inner"><button id="inner-close" type="button" data-modal-close>Close inner</button></ds-modal>
      </ds-modal>`);
      const inner = outer.querySelector('ds-modal')!;
      await openModal(outer);
      await openModal(inner);
      await clickCenter(inner.querySelector('#inner-close')!);
      await waitUntil(() => !inner.open, 'the inner modal did not close', WAIT);
      expect(outer.open).to.be.true;
      outer.close();
    });
  });

  describe('toolbar (footer slot)', () => {
    it('is not rendered when the footer slot is empty', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic">Body</ds-modal>`);
      await openModal(el);
      expect(partOrNull(el, 'footer')!.hidden).to.be.true;
      expect(getComputedStyle(partOrNull(el, 'footer')!).display).to.equal('none');
      el.close();
    });

    it('is rendered when filled, and hides again when emptied', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Info">
        Body
        <ds-button slot="footer">OK</ds-button>
      </ds-modal>`);
      await openModal(el);
      const footer = partOrNull(el, 'footer')!;
      expect(footer.hidden).to.be.false;
      expect(footer.getBoundingClientRect().height).to.be.greaterThan(0);
      el.querySelector('ds-button')!.remove();
      await waitUntil(() => footer.hidden, 'the toolbar did not hide', WAIT);
      const added = Object.assign(document.createElement('ds-button'), { textContent: 'Later' });
      added.slot = 'footer';
      el.append(added);
      await waitUntil(() => !footer.hidden, 'the toolbar did not show', WAIT);
      el.close();
    });
  });

  describe('dim-close rule', () => {
    // every combination of header, toolbar and dim-close
    const cases = [false, true].flatMap(dimClose =>
      [true, false].flatMap(header =>
        [true, false].map(toolbar => ({
          name: `${header ? 'header' : 'no header'}, ${toolbar ? 'toolbar' : 'no toolbar'}, ${dimClose ? 'dim-close' : 'no dim-close'}`,
          noHeader: !header,
          toolbar,
          dimClose,
          closes: dimClose || (!header && !toolbar),
        })),
      ),
    );
    for (const c of cases) {
      it(`${c.name}: ${c.closes ? 'closes' : 'stays open'}`, async () => {
        const el = await fixture<DsModal>(html`<ds-modal label="Dim" ?no-header=${c.noHeader} ?dim-close=${c.dimClose}>
          <p>Body</p>
          ${c.toolbar ? html`<ds-button slot="footer" data-modal-close>OK</ds-button>` : ''}
        </ds-modal>`);
        await openModal(el);
        const reasons = hideReasons(el);
        // a click inside the panel never closes
        await clickCenter(el.querySelector('p')!);
        await sleep(50);
        expect(el.open, 'click inside the panel').to.be.true;
        await clickBackdrop();
        if (c.closes) {
          await waitUntil(() => !el.open, 'the backdrop click did not close the modal', WAIT);
          expect(reasons).to.deep.equal(['backdrop']);
        } else {
          await sleep(100);
          expect(el.open, 'backdrop click').to.be.true;
          expect(reasons).to.deep.equal([]);
          el.close();
        }
      });
    }

    it('a press that starts in the panel and ends on the backdrop does not close', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Drag" dim-close><p>Body</p></ds-modal>`);
      await openModal(el);
      const r = el.querySelector('p')!.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(r.left + 5), Math.round(r.top + 5)] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [4, 4] });
      await sendMouse({ type: 'up' });
      await sleep(100);
      expect(el.open).to.be.true;
      el.close();
    });
  });

  describe('fullscreen', () => {
    it('fullscreen renders the panel over the whole viewport', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Big" fullscreen>Body</ds-modal>`);
      await openModal(el);
      const box = panelOf(el).getBoundingClientRect();
      expect(box.left).to.be.closeTo(0, 1);
      expect(box.top).to.be.closeTo(0, 1);
      expect(box.width).to.be.closeTo(document.documentElement.clientWidth, 1);
      expect(box.height).to.be.closeTo(window.innerHeight, 1);
      el.fullscreen = false;
      await el.updateComplete;
      const small = panelOf(el).getBoundingClientRect();
      expect(small.width).to.be.lessThan(box.width);
      expect(small.left).to.be.greaterThan(0);
      el.close();
    });

    it('has no fullscreen button unless fullscreen-button is set', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic">Body</ds-modal>`);
      await openModal(el);
      expect(partOrNull(el, 'fullscreen-button')).to.be.null;
      el.close();
    });

    it('the fullscreen button toggles fullscreen, changes its name and fires ds-fullscreen-change', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Simple Paint" fullscreen-button>Body</ds-modal>`);
      await openModal(el);
      const button = partOrNull(el, 'fullscreen-button')!;
      expect(innerButton(button).getAttribute('aria-label')).to.equal('Maximize');
      expect(innerButton(button).hasAttribute('aria-pressed'), 'a name that changes, not a toggle').to.be.false;

      let event = oneEvent(el, 'ds-fullscreen-change') as Promise<DsFullscreenChangeEvent>;
      await clickCenter(button);
      expect((await event).detail.fullscreen).to.be.true;
      expect(el.fullscreen).to.be.true;
      await el.updateComplete;
      expect(el.hasAttribute('fullscreen')).to.be.true;
      await (button as DsButton).updateComplete;
      expect(innerButton(button).getAttribute('aria-label')).to.equal('Minimize');
      expect(panelOf(el).getBoundingClientRect().top).to.be.closeTo(0, 1);

      event = oneEvent(el, 'ds-fullscreen-change') as Promise<DsFullscreenChangeEvent>;
      await clickCenter(button);
      expect((await event).detail.fullscreen).to.be.false;
      expect(el.fullscreen).to.be.false;
      await el.updateComplete;
      await (button as DsButton).updateComplete;
      expect(innerButton(button).getAttribute('aria-label')).to.equal('Maximize');
      expect(el.open, 'toggling does not close').to.be.true;
      el.close();
    });

    it('names its header buttons through strings (bad entries keep the English default)', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Paint" fullscreen-button>Body</ds-modal>`);
      await openModal(el);
      const name = (part: string) => innerButton(partOrNull(el, part)!).getAttribute('aria-label');
      expect(name('close-button')).to.equal('Close');
      el.strings = { close: 'Schließen', maximize: 'Maximieren', minimize: 'Verkleinern' };
      await waitUntil(
        () => name('close-button') === 'Schließen' && name('fullscreen-button') === 'Maximieren',
        'overrides',
        WAIT,
      );
      el.fullscreen = true;
      await waitUntil(() => name('fullscreen-button') === 'Verkleinern', 'minimize override', WAIT);
      el.strings = { close: 5, maximize: null } as never;
      await waitUntil(
        () => name('close-button') === 'Close' && name('fullscreen-button') === 'Minimize',
        'defaults for bad entries',
        WAIT,
      );
      el.strings = null as never;
      await waitUntil(() => name('close-button') === 'Close', 'defaults for null', WAIT);
      el.close();
    });

    it('every public property tolerates null, undefined and the wrong type (label: no title, never a throw)', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Paint">Body</ds-modal>`);
      await openModal(el);
      for (const bad of [null, undefined, {}, NaN]) {
        Object.assign(el, {
          label: bad,
          spacing: bad,
          fullscreen: bad,
          fullscreenButton: bad,
          noHeader: bad,
          dimClose: bad,
          strings: bad,
        });
        await el.updateComplete;
        expect(partOrNull(el, 'title'), `no title for ${String(bad)}`).to.be.null;
        expect(el.open).to.be.true;
      }
      el.label = 5 as never;
      await waitUntil(() => partOrNull(el, 'title')?.textContent === '5', 'a number is its text', WAIT);
      el.close();
      await waitUntil(() => !dialogOf(el).open, 'closes', WAIT);
    });

    it('does not fire ds-fullscreen-change when fullscreen is set by script', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Paint" fullscreen-button>Body</ds-modal>`);
      await openModal(el);
      let fired = 0;
      el.addEventListener('ds-fullscreen-change', () => fired++);
      el.fullscreen = true;
      await el.updateComplete;
      el.fullscreen = false;
      await el.updateComplete;
      expect(fired).to.equal(0);
      el.close();
    });
  });

  describe('focus', () => {
    it('moves to the element with autofocus', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Form">
        <input aria-label="First" />
        <input aria-label="Second" autofocus />
      </ds-modal>`);
      await openModal(el);
      expect(deepActive()).to.equal(el.querySelectorAll('input')[1]);
      el.close();
    });

    it('else moves to the first focusable element of the body', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Form">
        <p>Text</p>
        <input aria-label="First" />
        <ds-button slot="footer">OK</ds-button>
      </ds-modal>`);
      await openModal(el);
      expect(deepActive()).to.equal(el.querySelector('input'));
      el.close();
    });

    it('else moves to the first focusable element of the dialog (the header)', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Info"><p>Text only</p></ds-modal>`);
      await openModal(el);
      expect(deepActive()).to.equal(innerButton(partOrNull(el, 'close-button')!));
      el.close();
    });

    it('else moves to the panel', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Plain" no-header><p>Text only</p></ds-modal>`);
      await openModal(el);
      expect(deepActive()).to.equal(panelOf(el));
      el.close();
    });

    it('Tab and Shift+Tab stay inside the modal', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div>
        <button id="before" type="button">Before</button>
        <ds-modal label="Form" fullscreen-button>
          <input id="a" aria-label="A" />
          <input id="b" aria-label="B" />
          <ds-button slot="footer" id="ok">OK</ds-button>
        </ds-modal>
        <button id="after" type="button">After</button>
      </div>`);
      const el = wrapper.querySelector('ds-modal')!;
      await openModal(el);
      expect(deepActive()).to.equal(el.querySelector('#a'));
      const a = el.querySelector('#a')!;
      const b = el.querySelector('#b')!;
      const ok = innerButton(el.querySelector('#ok')!);
      const max = innerButton(partOrNull(el, 'fullscreen-button')!);
      const close = innerButton(partOrNull(el, 'close-button')!);
      const name = (e: Element | null) => e?.id || e?.getAttribute('aria-label') || e?.textContent?.trim() || String(e);
      // forwards from A: B, OK, then around to the header's buttons and back to A
      for (const expected of [b, ok, max, close, a, b]) {
        await sendKeys({ press: 'Tab' });
        await waitUntil(() => deepActive() === expected, `Tab to ${name(expected)}, got ${name(deepActive())}`, WAIT);
      }
      // backwards from B: A, the header's buttons, then around to OK
      for (const expected of [a, close, max, ok, b, a]) {
        await shiftTab();
        await waitUntil(
          () => deepActive() === expected,
          `Shift+Tab to ${name(expected)}, got ${name(deepActive())} (${deepActive()?.localName}.${deepActive()?.className})`,
          WAIT,
        );
      }
      expect(focusInside(el)).to.be.true;
      el.close();
    });

    it('a ds-radio-group is one tab stop inside the trap (Tab and Shift+Tab from its checked radio)', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Appearance">
        <button id="first" type="button">First</button>
        <ds-radio-group label="Theme" value="dark">
          <ds-radio value="light">Light</ds-radio>
          <ds-radio value="dark">Dark</ds-radio>
          <ds-radio value="auto">Auto</ds-radio>
        </ds-radio-group>
        <button id="last" type="button">Last</button>
      </ds-modal>`);
      await openModal(el);
      const radios = [...el.querySelectorAll('ds-radio')];
      await Promise.all(radios.map(r => (r as unknown as { updateComplete: Promise<unknown> }).updateComplete));
      const dark = radios[1]!;
      const first = el.querySelector<HTMLElement>('#first')!;
      const last = el.querySelector<HTMLElement>('#last')!;
      const close = innerButton(partOrNull(el, 'close-button')!);
      /** The radio (or the control inside one) that has focus, else the focused element. */
      const focused = () => {
        const active = deepActive();
        return radios.find(r => r === active || r.shadowRoot?.contains(active ?? null)) ?? active;
      };
      const label = (e: Element | null | undefined) =>
        e?.id || e?.getAttribute('value') || e?.getAttribute('aria-label') || String(e);
      const expectFocus = async (expected: Element, step: string) => {
        await waitUntil(
          () => focused() === expected,
          `${step}: expected ${label(expected)}, got ${label(focused())}`,
          WAIT,
        );
      };
      first.focus();
      await sendKeys({ press: 'Tab' });
      await expectFocus(dark, 'Tab from First');
      await sendKeys({ press: 'Tab' });
      await expectFocus(last, 'Tab from the checked radio');
      await shiftTab();
      await expectFocus(dark, 'Shift+Tab from Last');
      await shiftTab();
      await expectFocus(first, 'Shift+Tab from the checked radio');
      await shiftTab();
      await expectFocus(close, 'Shift+Tab from First');
      await shiftTab();
      await expectFocus(last, 'Shift+Tab around to Last');
      await sendKeys({ press: 'Tab' });
      await expectFocus(close, 'Tab around to the close button');
      // a radio chosen with the arrow keys becomes the stop
      dark.focus();
      await sendKeys({ press: 'ArrowDown' });
      await expectFocus(radios[2]!, 'ArrowDown');
      await sendKeys({ press: 'Tab' });
      await expectFocus(last, 'Tab from the last, now checked radio');
      await shiftTab();
      await expectFocus(radios[2]!, 'Shift+Tab back to the checked radio');
      el.close();
    });

    it('a native radio group last in the body is one tab stop (Change Theme): Tab wraps, Shift+Tab never reaches an unchecked radio', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Change theme">
        <button id="first" type="button">First</button>
        <div role="radiogroup" aria-label="Appearance">
          <label><input type="radio" name="mode" value="light" />Light</label>
          <label><input type="radio" name="mode" value="dark" checked />Dark</label>
          <label><input type="radio" name="mode" value="auto" />Auto</label>
        </div>
      </ds-modal>`);
      await openModal(el);
      const dark = el.querySelector<HTMLInputElement>('[value="dark"]')!;
      const first = el.querySelector<HTMLElement>('#first')!;
      const close = innerButton(partOrNull(el, 'close-button')!);
      const label = (e: Element | null) =>
        e?.id || e?.getAttribute('value') || e?.getAttribute('aria-label') || String(e);
      const expectFocus = async (expected: Element, step: string) => {
        await waitUntil(
          () => deepActive() === expected,
          `${step}: expected ${label(expected)}, got ${label(deepActive())}`,
          WAIT,
        );
      };
      dark.focus();
      await sendKeys({ press: 'Tab' });
      await expectFocus(close, 'Tab from the checked radio wraps to the close button');
      await shiftTab();
      await expectFocus(dark, 'Shift+Tab from the close button goes to the checked radio');
      await shiftTab();
      await expectFocus(first, 'Shift+Tab from the checked radio');
      el.close();
    });

    it('returns to the opener on close', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div>
        <button id="opener" type="button">Open</button>
        <ds-modal label="Basic"><input aria-label="Name" /></ds-modal>
      </div>`);
      const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
      const el = wrapper.querySelector('ds-modal')!;
      opener.addEventListener('click', () => void el.show());
      const shown = oneEvent(el, 'ds-show');
      await clickCenter(opener);
      await shown;
      await animationsDone(el);
      expect(focusInside(el)).to.be.true;
      await clickCenter(partOrNull(el, 'close-button')!);
      await waitUntil(() => !el.open, 'did not close', WAIT);
      expect(document.activeElement).to.equal(opener);

      // by Escape too, from the keyboard
      opener.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => el.open && focusInside(el), 'did not open by keyboard', WAIT);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !el.open, 'Escape did not close', WAIT);
      expect(document.activeElement).to.equal(opener);
    });

    it('does not throw when the opener is gone', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div>
        <button id="opener" type="button">Open</button>
        <ds-modal label="Basic">Body</ds-modal>
      </div>`);
      const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
      const el = wrapper.querySelector('ds-modal')!;
      opener.focus();
      await openModal(el);
      opener.remove();
      await el.hide();
      expect(el.open).to.be.false;
    });
  });

  describe('Escape', () => {
    it('closes the modal (reason escape)', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Basic"><input aria-label="Name" /></ds-modal>`);
      await openModal(el);
      const hidden = oneEvent(el, 'ds-hide') as Promise<DsHideEvent>;
      await sendKeys({ press: 'Escape' });
      expect((await hidden).detail.reason).to.equal('escape');
      expect(el.open).to.be.false;
      expect(dialogOf(el).open).to.be.false;
    });

    it('with two modals open, closes only the topmost, then the other', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div>
        <ds-modal id="lower" label="Lower"><button id="open-upper" type="button">Open upper</button></ds-modal>
        <ds-modal id="upper" label="Upper"><input aria-label="Name" /></ds-modal>
      </div>`);
      const lower = wrapper.querySelector<DsModal>('#lower')!;
      const upper = wrapper.querySelector<DsModal>('#upper')!;
      const lowerReasons = hideReasons(lower);
      const upperReasons = hideReasons(upper);
      await openModal(lower);
      const opener = lower.querySelector('#open-upper')!;
      opener.addEventListener('click', () => void upper.show());
      const shown = oneEvent(upper, 'ds-show');
      await clickCenter(opener);
      await shown;
      await animationsDone(upper);
      expect(focusInside(upper)).to.be.true;

      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !upper.open, 'Escape did not close the upper modal', WAIT);
      await sleep(150);
      expect(lower.open, 'the lower modal stays open').to.be.true;
      expect(dialogOf(lower).open).to.be.true;
      expect(lowerReasons).to.deep.equal([]);
      expect(upperReasons).to.deep.equal(['escape']);
      expect(document.activeElement, 'focus back on the opener in the lower modal').to.equal(opener);

      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !lower.open, 'the second Escape did not close the lower modal', WAIT);
      expect(lowerReasons).to.deep.equal(['escape']);
      expect(upperReasons).to.deep.equal(['escape']);
    });

    it('a cancel request reaching a modal that is not topmost does not close it', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div>
        <ds-modal id="lower" label="Lower">Lower</ds-modal>
        <ds-modal id="upper" label="Upper">Upper</ds-modal>
      </div>`);
      const lower = wrapper.querySelector<DsModal>('#lower')!;
      const upper = wrapper.querySelector<DsModal>('#upper')!;
      await openModal(lower);
      await openModal(upper);
      const cancel = new Event('cancel', { cancelable: true });
      dialogOf(lower).dispatchEvent(cancel);
      expect(cancel.defaultPrevented).to.be.true;
      expect(lower.open).to.be.true;
      const topCancel = new Event('cancel', { cancelable: true });
      dialogOf(upper).dispatchEvent(topCancel);
      expect(upper.open, 'the topmost closes on cancel').to.be.false;
      expect(lower.open).to.be.true;
      lower.close();
    });
  });

  describe('motion and forced colours', () => {
    /** The element's own CSS rules inside `@media (query)`. */
    function mediaRules(query: string): CSSStyleRule[] {
      const sheets = DsModal.elementStyles.map(s => (s as { styleSheet?: CSSStyleSheet }).styleSheet!).filter(Boolean);
      return sheets.flatMap(sheet =>
        [...sheet.cssRules]
          .filter(
            (r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.replace(/\s/g, '').includes(query),
          )
          .flatMap(r => [...r.cssRules].filter((x): x is CSSStyleRule => x instanceof CSSStyleRule)),
      );
    }

    it('animates the opening panel, but not under prefers-reduced-motion', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Motion">Body</ds-modal>`);
      await el.show();
      expect(getComputedStyle(panelOf(el)).animationName).to.equal('panel-in');
      const reduced = mediaRules('(prefers-reduced-motion:reduce)');
      const panelRule = reduced.find(r => r.selectorText.includes('.panel'));
      expect(panelRule, 'a reduced-motion rule for the panel').to.exist;
      expect(panelRule!.style.animationName || panelRule!.style.getPropertyValue('animation')).to.equal('none');
      el.close();
    });

    it('draws a visible panel border in forced colours', () => {
      const forced = mediaRules('(forced-colors:active)');
      const panelRule = forced.find(r => r.selectorText.trim() === '.panel');
      expect(panelRule, 'a forced-colors rule for the panel').to.exist;
      expect(panelRule!.style.borderColor.toLowerCase()).to.equal('canvastext');
    });
  });

  describe('removal and layout', () => {
    it('removing it while open cleans up', async () => {
      const before = openDismissibleCount();
      const wrapper = await fixture<HTMLElement>(html`<div>
        <button id="opener" type="button">Open</button>
        <ds-modal label="Basic"><input aria-label="Name" /></ds-modal>
      </div>`);
      const el = wrapper.querySelector('ds-modal')!;
      const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
      opener.focus();
      await openModal(el);
      expect(openDismissibleCount()).to.equal(before + 1);
      let hides = 0;
      el.addEventListener('ds-hide', () => hides++);
      el.remove();
      expect(openDismissibleCount()).to.equal(before);
      expect(dialogOf(el).open).to.be.false;
      expect(document.activeElement, 'focus returns to the opener').to.equal(opener);
      await sleep(50);
      expect(hides).to.equal(0);
      // the page is usable again: Escape and methods do nothing harmful
      await sendKeys({ press: 'Escape' });
      await el.hide();
      expect(el.open).to.be.false;
    });

    it('re-inserting an element removed while open shows it again', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div><ds-modal label="Basic">Body</ds-modal></div>`);
      const el = wrapper.querySelector('ds-modal')!;
      await openModal(el);
      el.remove();
      const shown = oneEvent(el, 'ds-show');
      wrapper.append(el);
      await shown;
      expect(dialogOf(el).matches(':modal')).to.be.true;
      el.close();
    });

    it('spacing="none" removes the body padding; bad values mean normal', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Spacing">Body</ds-modal>`);
      await openModal(el);
      const body = partOrNull(el, 'body')!;
      expect(parseFloat(getComputedStyle(body).paddingTop)).to.be.greaterThan(0);
      el.spacing = 'none';
      await el.updateComplete;
      expect(getComputedStyle(body).paddingTop).to.equal('0px');
      el.setAttribute('spacing', 'bogus');
      await el.updateComplete;
      expect(parseFloat(getComputedStyle(body).paddingTop)).to.be.greaterThan(0);
      el.close();
    });

    it('wraps a long title between words in a narrow panel (320 px wide at 200 % text)', async () => {
      const root = document.documentElement;
      const fontSize = root.style.fontSize;
      root.style.fontSize = '26px'; // the 13 px setting at a 32 px browser default
      try {
        // the panel of a 320 px screen: 8 px margins at this text size
        const el = await fixture<DsModal>(
          html`<ds-modal label="Customized Popup" style="--ds-modal-width: 304px">Body</ds-modal>`,
        );
        await openModal(el);
        const title = partOrNull(el, 'title')!;
        const text = [...title.childNodes].find(n => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
        const lineBoxes = (start: number, end: number) => {
          const range = document.createRange();
          range.setStart(text, start);
          range.setEnd(text, end);
          return new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top))).size;
        };
        const label = text.textContent!;
        expect(lineBoxes(0, label.length), 'the title takes two lines').to.equal(2);
        for (const word of ['Customized', 'Popup']) {
          const start = label.indexOf(word);
          expect(lineBoxes(start, start + word.length), `"${word}" stays on one line`).to.equal(1);
        }
        el.close();
      } finally {
        root.style.fontSize = fontSize;
      }
    });

    it('keeps less room around the content in a panel narrower than 24rem', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Narrow" style="--ds-modal-width: 20rem">Body</ds-modal>`);
      await openModal(el);
      const header = partOrNull(el, 'header')!;
      const body = partOrNull(el, 'body')!;
      const px = (token: string) => tokenValue(token, 'width');
      expect(getComputedStyle(header).paddingInlineStart).to.equal(px('--ds-space-l'));
      expect(getComputedStyle(body).paddingTop).to.equal(px('--ds-space-l'));
      el.style.setProperty('--ds-modal-width', '30rem');
      await waitUntil(() => getComputedStyle(header).paddingInlineStart === px('--ds-space-xl'), 'wide again');
      expect(getComputedStyle(body).paddingTop).to.equal(px('--ds-space-xl'));
      el.close();
    });

    it('scrolls inside the body when the content is taller than the viewport', async () => {
      const el = await fixture<DsModal>(html`<ds-modal label="Long">
        <div style="height: 3000px">Tall</div>
        <ds-button slot="footer" data-modal-close>OK</ds-button>
      </ds-modal>`);
      await openModal(el);
      const panel = panelOf(el).getBoundingClientRect();
      expect(panel.top).to.be.at.least(0);
      expect(panel.bottom).to.be.at.most(window.innerHeight + 1);
      const body = partOrNull(el, 'body')!;
      expect(body.scrollHeight).to.be.greaterThan(body.clientHeight);
      expect(getComputedStyle(body).overflowY).to.equal('auto');
      // the header and the toolbar stay visible
      expect(partOrNull(el, 'footer')!.getBoundingClientRect().bottom).to.be.at.most(window.innerHeight + 1);
      el.close();
    });
  });
});

describe('inline (a picture of the open modal)', () => {
  it('draws the titled panel in the page flow, with no dialog, dim or focus trap; open does nothing', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div><ds-modal inline label="Preview"><p>Body text</p></ds-modal><button>After</button></div>`,
    );
    const el = wrapper.querySelector('ds-modal')!;
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(root.querySelector('dialog')).to.equal(null);
    const panel = root.querySelector<HTMLElement>('[part="panel"]')!;
    expect(root.querySelector('[part="title"]')!.textContent).to.equal('Preview');
    expect(panel.hasAttribute('tabindex')).to.equal(false);
    // in the flow: the host has the panel's height, and the button after it sits below it
    const box = el.getBoundingClientRect();
    expect(box.height).to.be.greaterThan(40);
    expect(Math.round(panel.getBoundingClientRect().height)).to.equal(Math.round(box.height));
    expect(wrapper.querySelector('button')!.getBoundingClientRect().top).to.be.at.least(box.bottom - 1);
    expect(getComputedStyle(root.querySelector('[part="dialog"]')!).position).to.equal('static');

    el.open = true;
    await el.updateComplete;
    await sleep(100);
    expect(root.querySelector('dialog')).to.equal(null);
    expect(openDismissibleCount()).to.equal(0);
    expect(deepActive()).to.not.equal(panel);
  });
});
