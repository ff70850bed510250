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
  tokenValue,
} from '../test/test-helpers.js';
import { DsCheckbox } from './ds-checkbox.js';
import '../switch/ds-switch.js';

before(loadTokens);

afterEach(resetMouseAndFocus);

/** Style that turns the element's transitions off, so computed styles are final at once. */
const NO_MOTION = '--ds-duration-fast: 0s';

describe('<ds-checkbox>', () => {
  it('is registered and upgrades', async () => {
    const el = await fixture<DsCheckbox>(html`<ds-checkbox>Accept</ds-checkbox>`);
    expect(el).to.be.instanceOf(DsCheckbox);
    expect(customElements.get('ds-checkbox')).to.equal(DsCheckbox);
  });

  it('has the documented defaults, as ARIA on the host', async () => {
    const el = await fixture<DsCheckbox>(html`<ds-checkbox>Accept</ds-checkbox>`);
    expect(el.checked).to.be.false;
    expect(el.defaultChecked).to.be.false;
    expect(el.indeterminate).to.be.false;
    expect(el.appearance).to.equal('classic');
    expect(el.hasAttribute('appearance'), 'a default is not written as an attribute').to.be.false;
    expect(el.value).to.equal('on');
    expect(el.required).to.be.false;
    expect(el.disabled).to.be.false;
    expect(hostAria(el, 'role')).to.equal('checkbox');
    expect(hostAria(el, 'aria-checked')).to.equal('false');
    expect(el.getAttribute('tabindex')).to.equal('0');
    expect(hostAria(el, 'aria-label')).to.equal(null);
    for (const name of ['base', 'control', 'checked-icon', 'indeterminate-icon', 'label'])
      expect(part(el, name), name).to.exist;
  });

  it('reflects its properties, and takes its initial state from the checked attribute', async () => {
    const el = await fixture<DsCheckbox>(html`<ds-checkbox checked>Accept</ds-checkbox>`);
    expect(el.checked).to.be.true;
    expect(hostAria(el, 'aria-checked')).to.equal('true');
    el.indeterminate = true;
    el.appearance = 'minimal';
    el.required = true;
    el.disabled = true;
    el.value = 'yes';
    el.name = 'terms';
    await el.updateComplete;
    for (const attr of ['indeterminate', 'required', 'disabled']) expect(el.hasAttribute(attr), attr).to.be.true;
    expect(el.getAttribute('appearance')).to.equal('minimal');
    expect(el.getAttribute('value')).to.equal('yes');
    expect(el.getAttribute('name')).to.equal('terms');
    expect(hostAria(el, 'aria-checked')).to.equal('mixed');
    expect(hostAria(el, 'aria-required')).to.equal('true');
    expect(hostAria(el, 'aria-disabled')).to.equal('true');

    el.removeAttribute('indeterminate');
    el.removeAttribute('checked');
    el.setAttribute('label', 'Terms');
    await el.updateComplete;
    expect(el.indeterminate).to.be.false;
    expect(el.checked, 'an untouched checkbox follows the attribute').to.be.false;
    expect(el.label).to.equal('Terms');
    expect(hostAria(el, 'aria-label')).to.equal('Terms');
  });

  describe('accessibility', () => {
    it('is accessible in every state and appearance', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <ds-checkbox>Classic</ds-checkbox>
        <ds-checkbox checked>Checked</ds-checkbox>
        <ds-checkbox indeterminate>Mixed</ds-checkbox>
        <ds-checkbox disabled>Disabled</ds-checkbox>
        <ds-checkbox disabled checked>Disabled checked</ds-checkbox>
        <ds-checkbox required>Required</ds-checkbox>
        <ds-checkbox appearance="minimal">Minimal</ds-checkbox>
        <ds-checkbox appearance="minimal" checked>Minimal checked</ds-checkbox>
      </div>`);
      await expect(wrap).to.be.accessible();
    });

    it('names a label-less checkbox from label', async () => {
      const el = await fixture<DsCheckbox>(html`<ds-checkbox label="Select row"></ds-checkbox>`);
      expect(hostAria(el, 'aria-label')).to.equal('Select row');
      expect(getComputedStyle(part(el, 'label')).display).to.equal('none');
      await expect(el).to.be.accessible();
    });

    it("states its ARIA through ElementInternals, writing no role or aria-* on the page's element", async () => {
      const form = await fixture<HTMLFormElement>(html`<form><fieldset disabled>
        <ds-checkbox label="Row" required indeterminate></ds-checkbox><ds-switch checked>Dark</ds-switch>
      </fieldset></form>`);
      const [box, toggle] = [form.querySelector('ds-checkbox')!, form.querySelector('ds-switch')!];
      await box.updateComplete;
      await toggle.updateComplete;
      for (const el of [box, toggle]) {
        expect([...el.attributes].map(a => a.name).filter(n => n === 'role' || n.startsWith('aria-'))).to.deep.equal(
          [],
        );
        expect(hostAria(el, 'aria-disabled')).to.equal('true');
        // styles follow :state(disabled), not aria-disabled
        expect(getComputedStyle(el).cursor).to.equal('not-allowed');
        expect(el.matches(':state(disabled)')).to.be.true;
      }
      expect([
        hostAria(box, 'role'),
        hostAria(box, 'aria-checked'),
        hostAria(box, 'aria-required'),
        hostAria(box, 'aria-label'),
      ]).to.deep.equal(['checkbox', 'mixed', 'true', 'Row']);
      expect([hostAria(toggle, 'role'), hostAria(toggle, 'aria-checked')]).to.deep.equal(['switch', 'true']);
    });

    it('a label-less checkbox without label states no name (the name is needed)', async () => {
      // axe reads attributes only, not the role and states set through ElementInternals: the
      // tests read that ARIA with hostAria().
      const el = await fixture<DsCheckbox>(html`<ds-checkbox></ds-checkbox>`);
      expect(hostAria(el, 'aria-label')).to.equal(null);
      expect(el.textContent).to.equal('');
    });
  });

  describe('appearance', () => {
    it('classic: a filled square box when checked', async () => {
      const el = await fixture<DsCheckbox>(html`<ds-checkbox checked style=${NO_MOTION}>Classic</ds-checkbox>`);
      await nextFrame();
      const box = getComputedStyle(part(el, 'control'));
      expect(box.backgroundColor).to.equal(tokenValue('--ds-color-accent'));
      expect(box.borderTopLeftRadius).to.not.equal('50%');
      expect(getComputedStyle(part(el, 'checked-icon')).opacity).to.equal('1');
      expect(getComputedStyle(part(el, 'indeterminate-icon')).opacity).to.equal('0');
    });

    it('minimal: a round outline with a coloured mark and no fill', async () => {
      const el = await fixture<DsCheckbox>(
        html`<ds-checkbox appearance="minimal" checked style=${NO_MOTION}>Minimal</ds-checkbox>`,
      );
      await nextFrame();
      const box = getComputedStyle(part(el, 'control'));
      expect(box.borderTopLeftRadius).to.equal('50%');
      expect(box.backgroundColor).to.match(/rgba\(0, 0, 0, 0\)|transparent/);
      expect(box.color).to.equal(tokenValue('--ds-color-accent'));
      expect(getComputedStyle(part(el, 'checked-icon')).opacity).to.equal('1');
    });

    it('an unknown appearance falls back to classic', async () => {
      const el = await fixture<DsCheckbox>(
        html`<ds-checkbox appearance="fancy" checked style=${NO_MOTION}>Fancy</ds-checkbox>`,
      );
      expect(part(el, 'base').classList.contains('classic')).to.be.true;
      await nextFrame();
      expect(getComputedStyle(part(el, 'control')).backgroundColor).to.equal(tokenValue('--ds-color-accent'));
    });

    it('component tokens override the colours', async () => {
      const el = await fixture<DsCheckbox>(
        html`<ds-checkbox checked style="--ds-checkbox-checked-background: var(--ds-palette-red); ${NO_MOTION}">Red</ds-checkbox>`,
      );
      await nextFrame();
      expect(getComputedStyle(part(el, 'control')).backgroundColor).to.equal(tokenValue('--ds-palette-red'));
    });
  });

  describe('indeterminate', () => {
    it('shows aria-checked="mixed" and the dash, whatever checked is', async () => {
      const el = await fixture<DsCheckbox>(
        html`<ds-checkbox indeterminate checked style=${NO_MOTION}>All</ds-checkbox>`,
      );
      await nextFrame();
      expect(hostAria(el, 'aria-checked')).to.equal('mixed');
      expect(getComputedStyle(part(el, 'indeterminate-icon')).opacity).to.equal('1');
      expect(getComputedStyle(part(el, 'checked-icon')).opacity).to.equal('0');
    });

    it('is cleared by a user toggle, which also flips checked', async () => {
      const el = await fixture<DsCheckbox>(html`<ds-checkbox indeterminate>All</ds-checkbox>`);
      const seen = record(el, 'input', 'change');
      await clickCenter(el);
      await expectSoon(() => el.indeterminate, false);
      await expectSoon(() => el.hasAttribute('indeterminate'), false);
      await expectSoon(() => el.checked, true);
      await expectSoon(() => hostAria(el, 'aria-checked'), 'true');
      await expectSoon(() => seen.map(e => e.type), ['input', 'change']);

      el.indeterminate = true;
      await el.updateComplete;
      el.focus();
      await sendKeys({ press: SPACE });
      await expectSoon(() => el.indeterminate, false);
      await expectSoon(() => el.checked, false);
    });

    it('is not cleared by a programmatic change of checked, nor by form.reset(), and does not change FormData', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><ds-checkbox name="all" indeterminate>All</ds-checkbox></form>`,
      );
      const el = form.querySelector('ds-checkbox')!;
      expect(new FormData(form).has('all'), 'indeterminate and unchecked: nothing').to.be.false;
      el.checked = true;
      await el.updateComplete;
      expect(el.indeterminate).to.be.true;
      expect(new FormData(form).get('all')).to.equal('on');
      form.reset();
      await el.updateComplete;
      expect(el.checked).to.be.false;
      expect(el.indeterminate).to.be.true;
    });
  });

  describe('keyboard (APG checkbox)', () => {
    it('is reached with Tab and shows a focus ring on the box', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><button id="before">Before</button><ds-checkbox>Accept</ds-checkbox></div>`,
      );
      const el = wrap.querySelector('ds-checkbox')!;
      wrap.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      await expectSoon(() => document.activeElement, el);
      await expectSoon(() => getComputedStyle(part(el, 'control')).outlineStyle, 'solid');
    });

    it('toggles with Space, firing input then change', async () => {
      const el = await fixture<DsCheckbox>(html`<ds-checkbox>Accept</ds-checkbox>`);
      const seen = record(el, 'input', 'change');
      el.focus();
      await sendKeys({ press: SPACE });
      await expectSoon(() => el.checked, true);
      await expectSoon(() => hostAria(el, 'aria-checked'), 'true');
      await sendKeys({ press: SPACE });
      await expectSoon(() => el.checked, false);
      await expectSoon(() => seen.map(e => e.type), ['input', 'change', 'input', 'change']);
    });

    it('does not toggle with Enter or other keys', async () => {
      const el = await fixture<DsCheckbox>(html`<ds-checkbox>Accept</ds-checkbox>`);
      const seen = record(el, 'input', 'change');
      el.focus();
      for (const key of ['Enter', 'ArrowDown', 'x']) await sendKeys({ press: key });
      expect(el.checked).to.be.false;
      expect(seen.length).to.equal(0);
    });
  });

  describe('pointer', () => {
    it('toggles on a click on the box or on the label', async () => {
      const el = await fixture<DsCheckbox>(html`<ds-checkbox>Accept the terms</ds-checkbox>`);
      const changes = record(el, 'change');
      await clickCenter(part(el, 'control'));
      await expectSoon(() => el.checked, true);
      await clickCenter(part(el, 'label'));
      await expectSoon(() => el.checked, false);
      await expectSoon(() => changes.length, 2);
      expect(getComputedStyle(part(el, 'control')).outlineStyle, 'no focus ring after a click').to.not.equal('solid');
    });

    it('toggles on a click on a <label for>', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><label for="cb">Newsletter</label> <ds-checkbox id="cb"></ds-checkbox></div>`,
      );
      const el = wrap.querySelector('ds-checkbox')!;
      await clickCenter(wrap.querySelector('label')!);
      await expectSoon(() => el.checked, true);
    });

    it('lets a link inside the label keep its click', async () => {
      const el = await fixture<DsCheckbox>(
        html`<ds-checkbox>I accept the <a href="#terms" @click=${(e: Event) => e.preventDefault()}>terms</a></ds-checkbox>`,
      );
      await clickCenter(el.querySelector('a')!);
      await expectSoon(() => el.checked, false);
    });
  });

  describe('events', () => {
    it('fire after the state, ARIA and form value are current', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><ds-checkbox name="terms" value="yes">Accept</ds-checkbox></form>`,
      );
      const el = form.querySelector('ds-checkbox')!;
      const states: unknown[] = [];
      for (const type of ['input', 'change']) {
        form.addEventListener(type, e =>
          states.push([
            e.type,
            e.bubbles,
            e.composed,
            el.checked,
            hostAria(el, 'aria-checked'),
            new FormData(form).get('terms'),
          ]),
        );
      }
      el.click();
      expect(states).to.deep.equal([
        ['input', true, true, true, 'true', 'yes'],
        ['change', true, false, true, 'true', 'yes'],
      ]);
    });

    it('do not fire on programmatic changes', async () => {
      const el = await fixture<DsCheckbox>(html`<ds-checkbox>Accept</ds-checkbox>`);
      const seen = record(el, 'input', 'change');
      el.checked = true;
      el.indeterminate = true;
      await el.updateComplete;
      el.setAttribute('checked', '');
      await el.updateComplete;
      await nextFrame();
      expect(seen.length).to.equal(0);
    });
  });

  describe('disabled', () => {
    it('ignores the user and keeps clicks from listeners', async () => {
      const wrap = await fixture<HTMLElement>(html`<div><ds-checkbox disabled>Accept</ds-checkbox></div>`);
      const el = wrap.querySelector('ds-checkbox')!;
      const seen = record(el, 'input', 'change');
      const clicks = record(wrap, 'click');
      await clickCenter(el);
      el.click();
      el.focus();
      await sendKeys({ press: SPACE });
      await expectSoon(() => el.checked, false);
      await expectSoon(() => seen.length, 0);
      await expectSoon(() => clicks.length, 0);
      expect(document.activeElement).to.not.equal(el);
    });

    it('keeps a readable label (4.5:1 on the page, light and dark): only the control fades', async () => {
      const el = await fixture<DsCheckbox>(html`<ds-checkbox disabled checked style=${NO_MOTION}>Accept</ds-checkbox>`);
      expectReadableDisabledLabel(part(el, 'label'), part(el, 'control'));
    });

    it('is disabled by a disabled fieldset: not focusable, not toggled, aria-disabled', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><fieldset disabled><ds-checkbox name="c" checked>C</ds-checkbox></fieldset></form>`,
      );
      const el = form.querySelector('ds-checkbox')!;
      await el.updateComplete;
      expect(hostAria(el, 'aria-disabled')).to.equal('true');
      expect(el.hasAttribute('tabindex')).to.be.false;
      el.click();
      expect(el.checked).to.be.true;
      expect(new FormData(form).has('c')).to.be.false;
      form.querySelector('fieldset')!.disabled = false;
      await el.updateComplete;
      expect(hostAria(el, 'aria-disabled')).to.equal(null);
      expect(new FormData(form).get('c')).to.equal('on');
    });
  });

  describe('validity', () => {
    it('the required message comes from strings, English by default', async () => {
      const el = await fixture<DsCheckbox>(html`<ds-checkbox required>Accept</ds-checkbox>`);
      expect(el.validationMessage).to.equal('Please check this box if you want to proceed.');
      el.strings = { valueMissing: 'Bitte ankreuzen.' };
      await el.updateComplete;
      expect(el.validationMessage).to.equal('Bitte ankreuzen.');
      el.strings = null as never;
      await el.updateComplete;
      expect(el.validationMessage).to.equal('Please check this box if you want to proceed.');
    });

    it('required: valueMissing until checked, with a message', async () => {
      const el = await fixture<DsCheckbox>(html`<ds-checkbox required>Accept</ds-checkbox>`);
      expect(el.validity.valueMissing).to.be.true;
      expect(el.validationMessage).to.not.equal('');
      el.click();
      expect(el.validity.valid).to.be.true;
      el.required = false;
      el.checked = false;
      await el.updateComplete;
      expect(el.validity.valid).to.be.true;
    });
  });

  it('bad values never throw', async () => {
    const el = await fixture<DsCheckbox>(html`<ds-checkbox>Accept</ds-checkbox>`);
    const loose = el as unknown as Record<string, unknown>;
    loose.checked = 1;
    loose.indeterminate = 'yes';
    loose.appearance = 42;
    loose.value = undefined;
    loose.label = '';
    await el.updateComplete;
    expect(el.checked).to.equal(true);
    expect(hostAria(el, 'aria-checked')).to.equal('mixed');
    expect(part(el, 'base').classList.contains('classic')).to.be.true;
  });
});

runFormControlSuite({
  tagName: 'ds-checkbox',
  render: ({ name, required, disabled }) =>
    html`<ds-checkbox name=${name} value="yes" ?required=${required} ?disabled=${disabled}>Accept</ds-checkbox>`,
  setValueAsUser: async el => {
    el.focus();
    await sendKeys({ press: SPACE });
  },
  defaultFormValue: null,
  userFormValue: 'yes',
  supportsRequired: true,
  userEvents: ['input', 'change'],
});

runFormControlSuite({
  tagName: 'ds-checkbox',
  render: ({ name, required, disabled }) =>
    html`<ds-checkbox name=${name} ?checked=${!required} ?required=${required} ?disabled=${disabled} appearance="minimal"
      >Subscribe</ds-checkbox
    >`,
  setValueAsUser: async el => {
    await clickCenter(el);
  },
  defaultFormValue: 'on',
  userFormValue: null,
  supportsRequired: true,
  userEvents: ['input', 'change'],
});
