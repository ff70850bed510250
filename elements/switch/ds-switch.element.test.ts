import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { runFormControlSuite } from '../test/form-control.suite.js';
import {
  clickCenter,
  loadTokens,
  part,
  record,
  resetMouseAndFocus,
  SPACE,
  hostAria,
  expectSoon,
  expectReadableDisabledLabel,
} from '../test/test-helpers.js';
import { DsSwitch } from './ds-switch.js';

before(loadTokens);

afterEach(resetMouseAndFocus);

describe('<ds-switch>', () => {
  it('is registered and upgrades', async () => {
    const el = await fixture<DsSwitch>(html`<ds-switch>Wi-Fi</ds-switch>`);
    expect(el).to.be.instanceOf(DsSwitch);
    expect(customElements.get('ds-switch')).to.equal(DsSwitch);
  });

  it('has the documented defaults, as ARIA on the host', async () => {
    const el = await fixture<DsSwitch>(html`<ds-switch>Wi-Fi</ds-switch>`);
    expect(el.checked).to.be.false;
    expect(el.defaultChecked).to.be.false;
    expect(el.value).to.equal('on');
    expect(el.name).to.equal('');
    expect(el.disabled).to.be.false;
    expect(el.required).to.be.false;
    expect(el.label).to.equal('');
    expect(hostAria(el, 'role')).to.equal('switch');
    expect(hostAria(el, 'aria-checked')).to.equal('false');
    expect(el.getAttribute('tabindex')).to.equal('0');
    expect(hostAria(el, 'aria-disabled')).to.equal(null);
    expect(hostAria(el, 'aria-required')).to.equal(null);
    expect(hostAria(el, 'aria-label')).to.equal(null);
    for (const name of ['base', 'control', 'thumb', 'label']) expect(part(el, name), name).to.exist;
    expect(part(el, 'label').querySelector('slot:not([name])')).to.exist;
  });

  it('takes its initial state from the checked attribute, and reflects the others', async () => {
    const el = await fixture<DsSwitch>(html`<ds-switch checked name="wifi" value="yes" required>Wi-Fi</ds-switch>`);
    expect(el.checked).to.be.true;
    expect(el.defaultChecked).to.be.true;
    expect(hostAria(el, 'aria-checked')).to.equal('true');
    expect(hostAria(el, 'aria-required')).to.equal('true');

    el.name = 'radio';
    el.value = 'v';
    el.disabled = true;
    el.required = false;
    await el.updateComplete;
    expect(el.getAttribute('name')).to.equal('radio');
    expect(el.getAttribute('value')).to.equal('v');
    expect(el.hasAttribute('disabled')).to.be.true;
    expect(el.hasAttribute('required')).to.be.false;
    expect(hostAria(el, 'aria-disabled')).to.equal('true');
    expect(el.hasAttribute('tabindex')).to.be.false;

    // like a native checkbox, the attribute drives the state until the state is set directly
    el.removeAttribute('checked');
    await el.updateComplete;
    expect(el.checked).to.be.false;
    el.checked = true;
    await el.updateComplete;
    expect(el.hasAttribute('checked'), 'the property does not write the attribute').to.be.false;
    el.setAttribute('checked', '');
    el.removeAttribute('checked');
    await el.updateComplete;
    expect(el.checked, 'a dirty switch ignores the attribute').to.be.true;
    expect(hostAria(el, 'aria-checked')).to.equal('true');
  });

  it('names a label-less switch from label, and keeps an author aria-label', async () => {
    const el = await fixture<DsSwitch>(html`<ds-switch label="Dark mode"></ds-switch>`);
    expect(hostAria(el, 'aria-label')).to.equal('Dark mode');
    expect(getComputedStyle(part(el, 'label')).display).to.equal('none');
    await expect(el).to.be.accessible();
    el.label = '';
    await el.updateComplete;
    expect(hostAria(el, 'aria-label')).to.equal(null);

    const own = await fixture<DsSwitch>(html`<ds-switch aria-label="Mine"></ds-switch>`);
    own.requestUpdate();
    await own.updateComplete;
    expect(hostAria(own, 'aria-label')).to.equal('Mine');
  });

  it('is accessible off, on, disabled and required', async () => {
    const wrap = await fixture<HTMLElement>(html`<div>
      <ds-switch>Off</ds-switch>
      <ds-switch checked>On</ds-switch>
      <ds-switch disabled>Disabled</ds-switch>
      <ds-switch checked disabled>Disabled on</ds-switch>
      <ds-switch required>Required</ds-switch>
    </div>`);
    await expect(wrap).to.be.accessible();
  });

  it('moves the thumb to the end when on', async () => {
    // no slide: the thumb is at its end at once
    const el = await fixture<DsSwitch>(html`<ds-switch style="--ds-switch-duration: 0s">Wi-Fi</ds-switch>`);
    const offLeft = part(el, 'thumb').getBoundingClientRect().left;
    el.checked = true;
    await el.updateComplete;
    await nextFrame();
    const onLeft = part(el, 'thumb').getBoundingClientRect().left;
    expect(onLeft - offLeft).to.be.above(8);
    const track = part(el, 'control').getBoundingClientRect();
    expect(part(el, 'thumb').getBoundingClientRect().right).to.be.at.most(track.right);
  });

  describe('keyboard (APG switch)', () => {
    it('is reached with Tab and shows a focus ring on the track', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><button id="before">Before</button><ds-switch>Wi-Fi</ds-switch></div>`,
      );
      const el = wrap.querySelector('ds-switch')!;
      wrap.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      await expectSoon(() => document.activeElement, el);
      await expectSoon(() => getComputedStyle(part(el, 'control')).outlineStyle, 'solid');
    });

    for (const [key, label] of [
      [SPACE, 'Space'],
      ['Enter', 'Enter'],
    ] as const) {
      it(`toggles with ${label}, firing input then change`, async () => {
        const el = await fixture<DsSwitch>(html`<ds-switch>Wi-Fi</ds-switch>`);
        const seen = record(el, 'input', 'change');
        el.focus();
        await sendKeys({ press: key });
        await expectSoon(() => el.checked, true);
        await expectSoon(() => hostAria(el, 'aria-checked'), 'true');
        await expectSoon(() => seen.map(e => e.type), ['input', 'change']);
        await sendKeys({ press: key });
        await expectSoon(() => el.checked, false);
        await expectSoon(() => seen.length, 4);
      });
    }

    it('ignores other keys', async () => {
      const el = await fixture<DsSwitch>(html`<ds-switch>Wi-Fi</ds-switch>`);
      const seen = record(el, 'input', 'change');
      el.focus();
      for (const key of ['ArrowRight', 'ArrowLeft', 'a', 'Escape']) await sendKeys({ press: key });
      expect(el.checked).to.be.false;
      expect(seen.length).to.equal(0);
    });

    it('keeps Space from scrolling the page', async () => {
      const el = await fixture<DsSwitch>(html`<ds-switch>Wi-Fi</ds-switch>`);
      let prevented: boolean | undefined;
      el.addEventListener('keydown', e => queueMicrotask(() => (prevented = e.defaultPrevented)));
      el.focus();
      await sendKeys({ press: SPACE });
      await expectSoon(() => prevented, true);
    });
  });

  describe('pointer', () => {
    it('toggles when the track is clicked', async () => {
      const el = await fixture<DsSwitch>(html`<ds-switch>Wi-Fi</ds-switch>`);
      const seen = record(el, 'input', 'change');
      await clickCenter(part(el, 'control'));
      await expectSoon(() => el.checked, true);
      await expectSoon(() => seen.map(e => e.type), ['input', 'change']);
      expect(getComputedStyle(part(el, 'control')).outlineStyle, 'no focus ring after a click').to.not.equal('solid');
    });

    it('toggles when its label is clicked', async () => {
      const el = await fixture<DsSwitch>(html`<ds-switch>Wi-Fi</ds-switch>`);
      await clickCenter(part(el, 'label'));
      await expectSoon(() => el.checked, true);
    });

    it('toggles when a <label for> is clicked', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><label for="sw">Bluetooth</label><ds-switch id="sw"></ds-switch></div>`,
      );
      const el = wrap.querySelector('ds-switch')!;
      const changes = record(el, 'change');
      await clickCenter(wrap.querySelector('label')!);
      await expectSoon(() => el.checked, true);
      await expectSoon(() => changes.length, 1);
    });

    it('click() toggles like a user click', async () => {
      const el = await fixture<DsSwitch>(html`<ds-switch>Wi-Fi</ds-switch>`);
      const seen = record(el, 'change');
      el.click();
      expect(el.checked).to.be.true;
      expect(seen.length).to.equal(1);
    });
  });

  describe('events', () => {
    it('bubble, input is composed, and the state is current when they fire', async () => {
      const form = await fixture<HTMLFormElement>(html`<form><ds-switch name="wifi">Wi-Fi</ds-switch></form>`);
      const el = form.querySelector('ds-switch')!;
      const states: unknown[] = [];
      for (const type of ['input', 'change']) {
        form.addEventListener(type, e => {
          states.push({
            type: e.type,
            bubbles: e.bubbles,
            composed: e.composed,
            target: e.target === el,
            checked: el.checked,
            aria: hostAria(el, 'aria-checked'),
            data: new FormData(form).get('wifi'),
          });
        });
      }
      el.click();
      expect(states).to.deep.equal([
        { type: 'input', bubbles: true, composed: true, target: true, checked: true, aria: 'true', data: 'on' },
        { type: 'change', bubbles: true, composed: false, target: true, checked: true, aria: 'true', data: 'on' },
      ]);
    });

    it('do not fire when the state is set by script or attribute', async () => {
      const el = await fixture<DsSwitch>(html`<ds-switch>Wi-Fi</ds-switch>`);
      const seen = record(el, 'input', 'change');
      el.checked = true;
      await el.updateComplete;
      el.defaultChecked = false;
      el.toggleAttribute('checked');
      await el.updateComplete;
      await nextFrame();
      expect(seen.length).to.equal(0);
      expect(hostAria(el, 'aria-checked')).to.equal('true');
    });
  });

  describe('disabled', () => {
    it('ignores clicks, keys and click(), and keeps clicks from listeners', async () => {
      const wrap = await fixture<HTMLElement>(html`<div><ds-switch disabled>Wi-Fi</ds-switch></div>`);
      const el = wrap.querySelector('ds-switch')!;
      const seen = record(el, 'input', 'change', 'click');
      const onParent = record(wrap, 'click');
      await clickCenter(el);
      el.click();
      el.focus();
      await sendKeys({ press: SPACE });
      await expectSoon(() => el.checked, false);
      await expectSoon(() => seen.length, 0);
      await expectSoon(() => onParent.length, 0);
      expect(document.activeElement).to.not.equal(el);
    });

    it('keeps a readable label (4.5:1 on the page, light and dark): only the control fades', async () => {
      const el = await fixture<DsSwitch>(html`<ds-switch disabled checked>Wi-Fi</ds-switch>`);
      expectReadableDisabledLabel(part(el, 'label'), part(el, 'control'));
    });

    it('loses focus when disabled while focused', async () => {
      const el = await fixture<DsSwitch>(html`<ds-switch>Wi-Fi</ds-switch>`);
      el.focus();
      expect(document.activeElement).to.equal(el);
      el.disabled = true;
      await el.updateComplete;
      expect(document.activeElement).to.not.equal(el);
    });
  });

  describe('bad values', () => {
    it('coerces truthy values and submits "on" for a missing value', async () => {
      const form = await fixture<HTMLFormElement>(html`<form><ds-switch name="s">S</ds-switch></form>`);
      const el = form.querySelector('ds-switch')!;
      (el as unknown as { checked: unknown }).checked = 'yes';
      (el as unknown as { value: unknown }).value = null;
      await el.updateComplete;
      expect(el.checked).to.equal(true);
      expect(new FormData(form).get('s')).to.equal('on');
      el.value = '';
      await el.updateComplete;
      expect(new FormData(form).get('s'), 'an empty value is submitted as such').to.equal('');
    });

    it('keeps an author role', async () => {
      const el = await fixture<DsSwitch>(html`<ds-switch role="checkbox" aria-checked="false">S</ds-switch>`);
      expect(hostAria(el, 'role')).to.equal('checkbox');
    });
  });
});

runFormControlSuite({
  tagName: 'ds-switch',
  render: ({ name, required, disabled }) =>
    html`<ds-switch name=${name} ?required=${required} ?disabled=${disabled}>Wi-Fi</ds-switch>`,
  setValueAsUser: async el => {
    el.focus();
    await sendKeys({ press: SPACE });
  },
  defaultFormValue: null,
  userFormValue: 'on',
  supportsRequired: true,
  userEvents: ['input', 'change'],
});

runFormControlSuite({
  tagName: 'ds-switch',
  render: ({ name, required, disabled }) =>
    html`<ds-switch name=${name} value="enabled" ?checked=${!required} ?required=${required} ?disabled=${disabled}
      >Wi-Fi</ds-switch
    >`,
  setValueAsUser: async el => {
    await clickCenter(el);
  },
  defaultFormValue: 'enabled',
  userFormValue: null,
  supportsRequired: true,
  userEvents: ['input', 'change'],
});
