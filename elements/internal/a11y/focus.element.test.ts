import { expect, fixture, html } from '@open-wc/testing';
import {
  deepActiveElement,
  firstTabbable,
  initialFocusIn,
  isTabbable,
  lastTabbable,
  nextTabStop,
  tabbables,
} from './focus.js';

/** A custom element with an open shadow root holding a button and a slot. */
class FocusTestHost extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<button id="inner">Inner</button><slot></slot>';
  }
}
customElements.define('focus-test-host', FocusTestHost);

/** The same with `delegatesFocus`: the host is no stop of its own, its inner button is. */
class FocusTestDelegating extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open', delegatesFocus: true }).innerHTML = '<button id="delegate">Inner</button>';
  }
}
customElements.define('focus-test-delegating', FocusTestDelegating);

const ids = (elements: readonly Element[]) => elements.map(el => el.id);

describe('internal/focus', () => {
  it('skips what is disabled by a <fieldset disabled>, hidden, inert or tabIndex < 0', async () => {
    const root = await fixture<HTMLElement>(html`<div>
      <fieldset disabled><button id="in-fieldset">No</button><input id="field-in-fieldset" /></fieldset>
      <button id="disabled" disabled>No</button>
      <button id="hidden" hidden>No</button>
      <div style="display: none"><button id="undisplayed">No</button></div>
      <div style="visibility: hidden"><button id="invisible">No</button></div>
      <div inert><button id="inert">No</button></div>
      <button id="minus" tabindex="-1">No</button>
      <span id="plain">No</span>
      <button id="ok">Yes</button>
      <div id="div-stop" tabindex="0">Yes</div>
    </div>`);
    expect(ids(tabbables(root))).to.deep.equal(['ok', 'div-stop']);
    expect(firstTabbable(root)?.id).to.equal('ok');
    expect(lastTabbable(root)?.id).to.equal('div-stop');
  });

  it('follows the tabIndex property, not only the attribute', async () => {
    const root = await fixture<HTMLElement>(html`<div><button id="a">A</button><span id="b">B</span></div>`);
    root.querySelector<HTMLElement>('#a')!.tabIndex = -1;
    root.querySelector<HTMLElement>('#b')!.tabIndex = 0;
    expect(ids(tabbables(root))).to.deep.equal(['b']);
  });

  it('walks open shadow roots and slots in flat-tree order', async () => {
    const root = await fixture<HTMLElement>(html`<div>
      <button id="before">Before</button>
      <focus-test-host><button id="slotted">Slotted</button></focus-test-host>
      <button id="after">After</button>
    </div>`);
    expect(ids(tabbables(root))).to.deep.equal(['before', 'inner', 'slotted', 'after']);
  });

  it('a host that delegates focus is not a stop itself; its inner control is', async () => {
    const root = await fixture<HTMLElement>(
      html`<div><focus-test-delegating tabindex="0"></focus-test-delegating></div>`,
    );
    expect(ids(tabbables(root))).to.deep.equal(['delegate']);
  });

  it('a native radio group is one stop: the checked radio, else the first', async () => {
    const root = await fixture<HTMLElement>(html`<div>
      <input type="radio" name="a" id="a1" /><input type="radio" name="a" id="a2" checked /><input type="radio" name="a" id="a3" />
      <input type="radio" name="b" id="b1" /><input type="radio" name="b" id="b2" />
    </div>`);
    expect(ids(tabbables(root))).to.deep.equal(['a2', 'b1']);
  });

  it('initialFocusIn prefers [autofocus] and counts the roots themselves', async () => {
    const root = await fixture<HTMLElement>(html`<div>
      <fieldset disabled><button id="skipped" autofocus>No</button></fieldset>
      <button id="first">First</button><input id="auto" autofocus aria-label="Auto" />
    </div>`);
    expect(initialFocusIn([root])?.id).to.equal('auto');
    const button = root.querySelector<HTMLElement>('#first')!;
    expect(initialFocusIn([button])).to.equal(button);
    expect(isTabbable(root.querySelector('#skipped')!)).to.be.false;
  });

  it('nextTabStop wraps around and finds its place from a non-stop', async () => {
    const root = await fixture<HTMLElement>(html`<div>
      <button id="a">A</button>
      <focus-test-host id="host"></focus-test-host>
      <span id="between" tabindex="-1">x</span>
      <button id="c">C</button>
    </div>`);
    const inner = root.querySelector('#host')!.shadowRoot!.querySelector('#inner')!;
    const byId = (id: string) => root.querySelector(`#${id}`)!;
    expect(nextTabStop(root, byId('a'), false)).to.equal(inner);
    expect(nextTabStop(root, inner, false)?.id).to.equal('c');
    expect(nextTabStop(root, byId('c'), false)?.id).to.equal('a');
    expect(nextTabStop(root, byId('a'), true)?.id).to.equal('c');
    expect(nextTabStop(root, byId('between'), false)?.id).to.equal('c');
    expect(nextTabStop(root, byId('between'), true)).to.equal(inner);
    expect(nextTabStop(root, null, false)?.id).to.equal('a');
    expect(nextTabStop(root, document.body, true)?.id).to.equal('c');
  });

  it('deepActiveElement looks into shadow roots', async () => {
    const host = await fixture<FocusTestHost>(html`<focus-test-host></focus-test-host>`);
    const inner = host.shadowRoot!.querySelector<HTMLElement>('#inner')!;
    inner.focus();
    expect(deepActiveElement()).to.equal(inner);
    inner.blur();
  });
});
