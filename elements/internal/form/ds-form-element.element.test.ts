import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { DsElement } from '../core/ds-element.js';
import { DsEvent } from '../../events/ds-event.js';
import { DsFormElement, type DsFormValue, type DsValidationResult } from './ds-form-element.js';

/** A minimal control built on the base, as a future ds-text-field or ds-switch would be. */
@customElement('test-form-control')
class TestFormControl extends DsFormElement {
  @property() value = '';
  @property({ attribute: 'default-value' }) defaultValue = '';
  @property({ type: Boolean }) required = false;
  restored: DsFormValue = null;

  protected override formValue(): DsFormValue {
    return this.value || null;
  }

  protected override validate(): DsValidationResult {
    return this.required && !this.value
      ? { flags: { valueMissing: true }, message: 'Please fill in this field.' }
      : { flags: {}, message: '' };
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.shadowRoot?.querySelector('input') ?? undefined;
  }

  protected override resetValue(): void {
    this.value = this.defaultValue;
  }

  protected override restoreValue(state: DsFormValue): void {
    this.restored = state;
  }

  override render(): TemplateResult {
    return html`<input .value=${this.value} ?disabled=${this.isDisabled} />`;
  }
}

/** A cancelable event of the ds-* kind, for `emit()`. */
class PokeEvent extends DsEvent {
  constructor() {
    super('poke', { cancelable: true });
  }
}

@customElement('test-plain-element')
class TestPlainElement extends DsElement {
  fire(): boolean {
    return this.emit(new PokeEvent());
  }

  setState(name: string, on: boolean): void {
    this.toggleState(name, on);
  }

  override render(): TemplateResult {
    return html`<span>plain</span>`;
  }
}

@customElement('test-default-element')
class TestDefaultElement extends DsElement {
  @property({ reflect: true, useDefault: true }) variant = 'primary';
  @property({ type: Boolean, reflect: true, useDefault: true }) open = false;
  updates = 0;

  protected override updated(): void {
    this.updates++;
  }

  override render(): TemplateResult {
    return html`<span>${this.variant} ${this.open}</span>`;
  }
}

// The contract the ds-* elements' defaults rely on (Lit's `useDefault`): a default is never
// written as an attribute, a removed attribute returns to it, and a value set on purpose shows.
describe('DsElement', () => {
  describe('@property({ useDefault: true })', () => {
    it('starts from the default and does not reflect it', async () => {
      const el = await fixture<TestDefaultElement>(testHtml`<test-default-element></test-default-element>`);
      expect(el.variant).to.equal('primary');
      expect(el.open).to.equal(false);
      expect(el.hasAttribute('variant')).to.be.false;
      expect(el.hasAttribute('open')).to.be.false;
      expect(el.shadowRoot!.textContent).to.equal('primary false');
    });

    it('sets and reflects a value, and returns to the default when the attribute is removed', async () => {
      const el = await fixture<TestDefaultElement>(
        testHtml`<test-default-element variant="quiet" open></test-default-element>`,
      );
      expect(el.variant).to.equal('quiet');
      expect(el.open).to.be.true;
      el.removeAttribute('variant');
      el.removeAttribute('open');
      await el.updateComplete;
      expect(el.variant).to.equal('primary');
      expect(el.open).to.be.false;
      expect(el.shadowRoot!.textContent).to.equal('primary false');
      el.variant = 'loud';
      el.open = true;
      await el.updateComplete;
      expect(el.getAttribute('variant')).to.equal('loud');
      expect(el.hasAttribute('open')).to.be.true;
      el.removeAttribute('variant');
      await el.updateComplete;
      expect(el.variant).to.equal('primary');
      expect(el.hasAttribute('variant')).to.be.false;
      // A second element of the class still starts from the defaults.
      const other = await fixture<TestDefaultElement>(testHtml`<test-default-element></test-default-element>`);
      expect(other.variant).to.equal('primary');
      expect(other.open).to.be.false;
    });

    it('set to the default, it is reflected once; setting it again does not update the element', async () => {
      const el = await fixture<TestDefaultElement>(testHtml`<test-default-element></test-default-element>`);
      el.variant = 'primary';
      await el.updateComplete;
      expect(el.getAttribute('variant')).to.equal('primary');
      const before = el.updates;
      el.variant = 'primary';
      await el.updateComplete;
      expect(el.updates).to.equal(before);
    });
  });

  it('hides with the hidden attribute', async () => {
    const el = await fixture<TestPlainElement>(
      testHtml`<test-plain-element style="display: flex"></test-plain-element>`,
    );
    expect(getComputedStyle(el).display).to.equal('flex');
    el.hidden = true;
    expect(getComputedStyle(el).display).to.equal('none');
  });

  it('emit() dispatches and reports cancellation', async () => {
    const el = await fixture<TestPlainElement>(testHtml`<test-plain-element></test-plain-element>`);
    expect(el.fire()).to.be.true;
    el.addEventListener('poke', e => e.preventDefault());
    expect(el.fire()).to.be.false;
  });

  it('toggles custom states where the engine has them', async () => {
    const el = await fixture<TestPlainElement>(testHtml`<test-plain-element></test-plain-element>`);
    el.setState('busy', true);
    let matches = false;
    try {
      matches = el.matches(':state(busy)');
    } catch {
      return; // no :state() in this engine
    }
    expect(matches).to.be.true;
    el.setState('busy', false);
    expect(el.matches(':state(busy)')).to.be.false;
  });
});

describe('DsFormElement', () => {
  it('puts its value in FormData under its name', async () => {
    const form = await fixture<HTMLFormElement>(testHtml`<form>
      <test-form-control name="city" value="Yerevan"></test-form-control>
    </form>`);
    const control = form.querySelector<TestFormControl>('test-form-control')!;
    expect(control.form).to.equal(form);
    expect(new FormData(form).get('city')).to.equal('Yerevan');
    control.value = 'Tokyo';
    await control.updateComplete;
    expect(new FormData(form).get('city')).to.equal('Tokyo');
    control.value = '';
    await control.updateComplete;
    expect(new FormData(form).has('city')).to.be.false;
  });

  it('writes no form value while it has no name; once named it submits and stays current', async () => {
    const native = ElementInternals.prototype.setFormValue;
    let writes = 0;
    ElementInternals.prototype.setFormValue = function (...args: Parameters<typeof native>) {
      writes += 1;
      return native.apply(this, args);
    };
    try {
      const form = await fixture<HTMLFormElement>(
        testHtml`<form><test-form-control value="Oslo"></test-form-control></form>`,
      );
      const control = form.querySelector<TestFormControl>('test-form-control')!;
      control.value = 'Lima';
      await control.updateComplete;
      expect(writes, 'unnamed: nothing to submit, no call').to.equal(0);
      control.name = 'city';
      await control.updateComplete;
      expect(new FormData(form).get('city')).to.equal('Lima');
      control.value = 'Quito';
      await control.updateComplete;
      expect(new FormData(form).get('city')).to.equal('Quito');
      // named once, it keeps writing: renamed, the new name submits the current value
      control.name = 'town';
      await control.updateComplete;
      expect([...new FormData(form).keys()]).to.deep.equal(['town']);
      expect(writes).to.be.at.least(3);
    } finally {
      ElementInternals.prototype.setFormValue = native;
    }
  });

  it('is reset by form.reset()', async () => {
    const form = await fixture<HTMLFormElement>(testHtml`<form>
      <test-form-control name="city" value="Paris" default-value="Paris"></test-form-control>
    </form>`);
    const control = form.querySelector<TestFormControl>('test-form-control')!;
    control.value = 'Sydney';
    await control.updateComplete;
    form.reset();
    await control.updateComplete;
    expect(control.value).to.equal('Paris');
    expect(new FormData(form).get('city')).to.equal('Paris');
  });

  it('validates: required, custom errors, checkValidity and reportValidity', async () => {
    const form = await fixture<HTMLFormElement>(testHtml`<form>
      <test-form-control name="city" required></test-form-control>
    </form>`);
    const control = form.querySelector<TestFormControl>('test-form-control')!;
    await control.updateComplete;
    expect(control.willValidate).to.be.true;
    expect(control.validity.valueMissing).to.be.true;
    expect(control.validationMessage).to.equal('Please fill in this field.');
    expect(control.checkValidity()).to.be.false;
    expect(form.checkValidity()).to.be.false;
    expect(control.matches(':invalid')).to.be.true;

    control.value = 'Tokyo';
    await control.updateComplete;
    expect(control.checkValidity()).to.be.true;
    expect(control.reportValidity()).to.be.true;

    control.setCustomValidity('Not this city');
    expect(control.validity.customError).to.be.true;
    expect(control.validationMessage).to.equal('Not this city');
    control.setCustomValidity('');
    expect(control.validity.valid).to.be.true;
  });

  it('is disabled by its attribute or a disabled fieldset, and then not submitted nor validated', async () => {
    const form = await fixture<HTMLFormElement>(testHtml`<form>
      <fieldset disabled><test-form-control name="city" value="Paris" required></test-form-control></fieldset>
    </form>`);
    const control = form.querySelector<TestFormControl>('test-form-control')!;
    await control.updateComplete;
    expect(control.shadowRoot!.querySelector('input')!.disabled).to.be.true;
    expect(control.willValidate).to.be.false;
    expect(new FormData(form).has('city')).to.be.false;

    form.querySelector('fieldset')!.disabled = false;
    await control.updateComplete;
    expect(control.shadowRoot!.querySelector('input')!.disabled).to.be.false;
    expect(new FormData(form).get('city')).to.equal('Paris');

    control.disabled = true;
    await control.updateComplete;
    expect(control.hasAttribute('disabled')).to.be.true;
    expect(new FormData(form).has('city')).to.be.false;
  });

  it('is labelled by <label for>', async () => {
    const wrap = await fixture<HTMLElement>(testHtml`<div>
      <label for="c">City</label><test-form-control id="c"></test-form-control>
    </div>`);
    const control = wrap.querySelector<TestFormControl>('test-form-control')!;
    expect(control.labels.length).to.equal(1);
  });
});
