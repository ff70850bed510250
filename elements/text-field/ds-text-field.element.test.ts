import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { runFormControlSuite } from '../test/form-control.suite.js';
import {
  clickCenter,
  loadTokens,
  partOrNull,
  record,
  resetMouseAndFocus,
  settle,
  WAIT,
  expectSoon,
} from '../test/test-helpers.js';
import { BLUR_VALIDATION_DELAY_MS, DsTextField, type TextFieldValidationRule } from './ds-text-field.js';

before(loadTokens);

afterEach(resetMouseAndFocus);

runFormControlSuite({
  tagName: 'ds-text-field',
  render: ({ name, required, disabled }) =>
    html`<ds-text-field
      label="Name"
      name=${name}
      value=${required ? '' : 'Ada'}
      ?required=${required}
      ?disabled=${disabled}
    ></ds-text-field>`,
  setValueAsUser: async el => {
    el.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'x' });
    el.blur();
  },
  defaultFormValue: 'Ada',
  userFormValue: 'Adax',
  supportsRequired: true,
  userEvents: ['input', 'change'],
});

// ---- helpers ------------------------------------------------------------------------------

const root = (el: DsTextField) => el.shadowRoot!;
const control = (el: DsTextField) => root(el).querySelector<HTMLInputElement & HTMLTextAreaElement>('#control')!;
const toggle = (el: DsTextField) => partOrNull(el, 'password-toggle') as HTMLButtonElement | null;
/** The error text shown, or `null` when none is. */
const shownError = (el: DsTextField) => partOrNull(el, 'error-text')?.textContent?.trim() ?? null;

/** Waits out the field's 300 ms blur delay before errors appear. */
async function afterBlurDelay(el: DsTextField): Promise<void> {
  await new Promise(resolve => setTimeout(resolve, BLUR_VALIDATION_DELAY_MS + 80));
  await settle(el);
}

/** Renders `field` followed by a button, so that Tab leaves the field for a known place in every engine. */
async function withNext(field: ReturnType<typeof html>): Promise<{ el: DsTextField; next: HTMLButtonElement }> {
  const wrap = await fixture<HTMLElement>(html`<div>${field}<button type="button" id="next">Next</button></div>`);
  const el = wrap.querySelector('ds-text-field')!;
  await settle(el);
  return { el, next: wrap.querySelector('#next')! };
}

/** Presses Tab and checks that focus arrived on `next`. */
async function tabTo(next: HTMLElement): Promise<void> {
  await sendKeys({ press: 'Tab' });
  await expectSoon(() => document.activeElement, next, 'Tab moved focus to the next control');
}

/** Types `text` at the end of the field like a user. */
async function typeInto(el: DsTextField, text: string): Promise<void> {
  el.focus();
  await sendKeys({ press: 'End' });
  await sendKeys({ type: text });
  await settle(el);
}

/** Makes the field show its validation (as a submit attempt does) and returns the shown message. */
async function attempt(el: DsTextField): Promise<string | null> {
  el.checkValidity();
  await settle(el);
  return shownError(el);
}

// ---- tests --------------------------------------------------------------------------------

describe('<ds-text-field>', () => {
  it('is registered and upgrades', async () => {
    const el = await fixture<DsTextField>(html`<ds-text-field label="Name"></ds-text-field>`);
    expect(el).to.be.instanceOf(DsTextField);
    expect(customElements.get('ds-text-field')).to.equal(DsTextField);
    expect(document.createElement('ds-text-field')).to.be.instanceOf(DsTextField);
  });

  it('has the documented defaults', async () => {
    const el = await fixture<DsTextField>(html`<ds-text-field></ds-text-field>`);
    expect(el.label).to.equal('');
    expect(el.name).to.equal('');
    expect(el.value).to.equal('');
    expect(el.defaultValue).to.equal('');
    expect(el.type).to.equal('text');
    expect(el.placeholder).to.equal('');
    expect(el.required).to.be.false;
    expect(el.disabled).to.be.false;
    expect(el.readonly).to.be.false;
    expect(el.multiline).to.be.false;
    expect(el.rows).to.equal(3);
    expect(el.helpText).to.equal('');
    expect(el.errorText).to.equal('');
    expect(el.passwordVisible).to.be.false;
    expect(el.messages).to.deep.equal({});
    expect(el.validator).to.equal(undefined);
    expect(el.hasAttribute('type'), 'a default is not written as an attribute').to.be.false;
    const input = control(el);
    expect(input.localName).to.equal('input');
    expect(input.type).to.equal('text');
    expect(input.hasAttribute('aria-invalid')).to.be.false;
    expect(input.hasAttribute('aria-describedby')).to.be.false;
    expect(input.hasAttribute('aria-required')).to.be.false;
    expect(toggle(el)).to.equal(null);
    expect(shownError(el)).to.equal(null);
    expect(partOrNull(el, 'help-text')).to.equal(null);
  });

  it('reflects attributes to properties and properties to attributes', async () => {
    const el = await fixture<DsTextField>(html`<ds-text-field
      label="Age"
      name="age"
      type="number"
      placeholder="In years"
      required
      minlength="1"
      maxlength="3"
      min="0"
      max="150"
      pattern="\\d+"
      readonly
      help-text="Whole years"
      error-text="Too old"
      rows="5"
      autocomplete="off"
    ></ds-text-field>`);
    expect(el.label).to.equal('Age');
    expect(el.name).to.equal('age');
    expect(el.type).to.equal('number');
    expect(el.placeholder).to.equal('In years');
    expect(el.required).to.be.true;
    expect(el.minLength).to.equal(1);
    expect(el.maxLength).to.equal(3);
    expect(el.min).to.equal(0);
    expect(el.max).to.equal(150);
    expect(el.pattern).to.equal('\\d+');
    expect(el.readonly).to.be.true;
    expect(el.helpText).to.equal('Whole years');
    expect(el.errorText).to.equal('Too old');
    expect(el.rows).to.equal(5);
    expect(el.autocomplete).to.equal('off');
    const input = control(el);
    expect(input.type).to.equal('number');
    expect(input.placeholder).to.equal('In years');
    expect(input.maxLength).to.equal(3);
    expect(input.min).to.equal('0');
    expect(input.max).to.equal('150');
    expect(input.readOnly).to.be.true;
    expect(input.getAttribute('autocomplete')).to.equal('off');

    el.type = 'email';
    el.required = false;
    el.readonly = false;
    el.disabled = true;
    el.multiline = true;
    el.hideLabel = true;
    el.name = 'mail';
    await settle(el);
    expect(el.getAttribute('type')).to.equal('email');
    expect(el.hasAttribute('required')).to.be.false;
    expect(el.hasAttribute('readonly')).to.be.false;
    expect(el.hasAttribute('disabled')).to.be.true;
    expect(el.hasAttribute('multiline')).to.be.true;
    expect(el.hasAttribute('hide-label')).to.be.true;
    expect(el.getAttribute('name')).to.equal('mail');
  });

  it('draws a number field without spin buttons in every engine', async () => {
    const el = await fixture<DsTextField>(html`<ds-text-field label="Amount" type="number"></ds-text-field>`);
    const style = getComputedStyle(control(el));
    expect(style.appearance || style.getPropertyValue('-webkit-appearance')).to.equal('textfield');
    if (!/Firefox/.test(navigator.userAgent)) {
      // Chromium and WebKit draw the buttons as pseudo-elements (Firefox drops the rule: its `textfield` has none)
      const rules = DsTextField.elementStyles
        .map(s => (s as { styleSheet?: CSSStyleSheet }).styleSheet!)
        .filter(Boolean)
        .flatMap(sheet => [...sheet.cssRules])
        .filter((r): r is CSSStyleRule => r instanceof CSSStyleRule && r.selectorText.includes('spin-button'));
      expect(
        rules.map(r => r.style.getPropertyValue('appearance') || r.style.getPropertyValue('-webkit-appearance')),
      ).to.deep.equal(['none']);
      expect(rules[0]!.selectorText)
        .to.contain('::-webkit-inner-spin-button')
        .and.contain('::-webkit-outer-spin-button');
    }
  });

  describe('value', () => {
    it('takes its default from the value attribute until the value changes', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Name" value="Ada"></ds-text-field>`);
      expect(el.value).to.equal('Ada');
      expect(el.defaultValue).to.equal('Ada');
      expect(control(el).value).to.equal('Ada');

      el.setAttribute('value', 'Grace');
      await settle(el);
      expect(el.value, 'follows the attribute while unchanged').to.equal('Grace');
      expect(control(el).value).to.equal('Grace');

      el.value = 'Linus';
      await settle(el);
      expect(el.value).to.equal('Linus');
      expect(el.getAttribute('value'), 'the attribute stays the default').to.equal('Grace');
      expect(control(el).value).to.equal('Linus');

      el.setAttribute('value', 'Barbara');
      await settle(el);
      expect(el.value, 'a changed value no longer follows the attribute').to.equal('Linus');
    });

    it('form.reset() restores the default, hides errors and hides a shown password', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <ds-text-field label="Password" name="pw" type="password" value="secret" minlength="10"></ds-text-field>
      </form>`);
      const el = form.querySelector('ds-text-field')!;
      await settle(el);
      el.passwordVisible = true;
      expect(await attempt(el)).to.contain('at least 10');
      await typeInto(el, '!');
      expect(el.value).to.equal('secret!');
      form.reset();
      await settle(el);
      expect(el.value).to.equal('secret');
      expect(control(el).value).to.equal('secret');
      expect(shownError(el)).to.equal(null);
      expect(control(el).hasAttribute('aria-invalid')).to.be.false;
      expect(el.passwordVisible).to.be.false;
      expect(control(el).type).to.equal('password');
      expect(el.validity.tooShort, 'still invalid, not shown').to.be.true;
    });

    it('select() selects the text', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Name" value="Ada"></ds-text-field>`);
      el.select();
      expect(control(el).selectionStart).to.equal(0);
      expect(control(el).selectionEnd).to.equal(3);
      expect(el.matches(':focus')).to.be.true;
    });
  });

  describe('label and description', () => {
    it('labels the input with a real <label for> in the same shadow root', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Email" required help-text="We never share it"></ds-text-field>`,
      );
      const input = control(el);
      const label = partOrNull(el, 'label') as HTMLLabelElement;
      expect(label.localName).to.equal('label');
      expect(label.htmlFor).to.equal(input.id);
      expect(input.labels?.length).to.equal(1);
      expect(input.labels?.[0]).to.equal(label);
      expect(label.textContent?.trim()).to.equal('Email*');
      expect(partOrNull(el, 'required-indicator')!.getAttribute('aria-hidden')).to.equal('true');
      expect(input.getAttribute('aria-required')).to.equal('true');
      const help = partOrNull(el, 'help-text')!;
      expect(input.getAttribute('aria-describedby')).to.equal(help.id);
      expect(root(el).getElementById(help.id)).to.equal(help);
      expect(help.textContent?.trim()).to.equal('We never share it');
    });

    it('clicking the label or the box focuses the input', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Email" style="width: 300px"></ds-text-field>`);
      await clickCenter(partOrNull(el, 'label')!);
      await expectSoon(() => root(el).activeElement, control(el));
      el.blur();
      const base = partOrNull(el, 'base')!.getBoundingClientRect();
      // the padding at the start of the box, left of the input
      await sendMouse({ type: 'click', position: [Math.round(base.left + 4), Math.round(base.top + base.height / 2)] });
      await expectSoon(() => root(el).activeElement, control(el));
    });

    it('hide-label hides the label visually but keeps the name', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Search" hide-label type="search"></ds-text-field>`,
      );
      const label = partOrNull(el, 'label')!;
      expect(label.getBoundingClientRect().width).to.be.at.most(1);
      expect(control(el).labels?.[0]).to.equal(label);
      await expect(el).to.be.accessible();
    });

    it('is accessible: plain, with help text, required, read-only and disabled', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <ds-text-field label="Name"></ds-text-field>
        <ds-text-field label="Email" type="email" required help-text="For the receipt" placeholder="name@example.com"></ds-text-field>
        <ds-text-field label="Id" readonly value="42"></ds-text-field>
        <ds-text-field label="Code" disabled value="x"></ds-text-field>
        <ds-text-field label="Message" multiline rows="4"></ds-text-field>
        <ds-text-field label="Password" type="password"></ds-text-field>
      </div>`);
      await expect(wrap).to.be.accessible();
    });

    it('is accessible with an error shown', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Email" type="email" required help-text="For the receipt"></ds-text-field>`,
      );
      expect(await attempt(el)).to.equal('Fill in this field.');
      await expect(el).to.be.accessible();
      const page = await fixture<DsTextField>(
        html`<ds-text-field label="Code" error-text="This code has expired"></ds-text-field>`,
      );
      await expect(page).to.be.accessible();
    });
  });

  describe('showing validation', () => {
    it('is invalid at once but shows nothing before the user interacts', async () => {
      const { el, next } = await withNext(
        html`<ds-text-field label="Name" required help-text="Your full name"></ds-text-field>`,
      );
      expect(el.validity.valueMissing).to.be.true;
      expect(el.matches(':invalid')).to.be.true;
      expect(el.validationMessage).to.equal('Fill in this field.');
      expect(el.validationError?.rule).to.equal('required');
      expect(shownError(el)).to.equal(null);
      expect(control(el).hasAttribute('aria-invalid')).to.be.false;

      // focusing and leaving without a change is not an interaction that shows errors
      el.focus();
      await tabTo(next);
      await settle(el);
      expect(shownError(el)).to.equal(null);
    });

    it('shows the error after the user changes the field and leaves it', async () => {
      const { el, next } = await withNext(
        html`<ds-text-field label="Name" minlength="3" help-text="Your full name"></ds-text-field>`,
      );
      await typeInto(el, 'A');
      expect(shownError(el), 'not while typing the first time').to.equal(null);
      // Read right after the blur's own update: WebDriver's Tab can return after the 300 ms delay.
      let atBlur: string | null | undefined;
      el.addEventListener('focusout', () => void el.updateComplete.then(() => (atBlur ??= shownError(el))), {
        once: true,
      });
      await tabTo(next);
      await settle(el);
      await waitUntil(() => atBlur !== undefined, 'the blur was seen', WAIT);
      expect(atBlur, 'not at once: the layout must not move under a click that follows the blur').to.equal(null);
      await afterBlurDelay(el);
      expect(shownError(el)).to.equal('Use at least 3 characters (you used 1).');
      const input = control(el);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      const error = partOrNull(el, 'error-text')!;
      const help = partOrNull(el, 'help-text')!;
      expect(input.getAttribute('aria-describedby')).to.equal(`${error.id} ${help.id}`);
      expect(root(el).getElementById(error.id)).to.equal(error);
      expect(el.matches(':invalid')).to.be.true;
    });

    it('re-validates on every edit once shown', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Name" minlength="3"></ds-text-field>`);
      await typeInto(el, 'A');
      el.blur();
      await afterBlurDelay(el);
      expect(shownError(el)).to.contain('at least 3');
      await typeInto(el, 'd');
      expect(shownError(el)).to.contain('you used 2');
      await sendKeys({ type: 'a' });
      await settle(el);
      expect(shownError(el), 'valid: the error goes at once').to.equal(null);
      expect(control(el).hasAttribute('aria-invalid')).to.be.false;
      expect(control(el).hasAttribute('aria-describedby')).to.be.false;
      await sendKeys({ press: 'Backspace' });
      await settle(el);
      expect(shownError(el), 'and comes back while typing').to.contain('you used 2');
    });

    it('shows the errors of every field after a failed submit', async () => {
      const form = await fixture<HTMLFormElement>(html`<form @submit=${(e: Event) => e.preventDefault()}>
        <ds-text-field label="Name" name="name" required></ds-text-field>
        <ds-text-field label="Email" name="email" type="email" required></ds-text-field>
        <ds-text-field label="Note" name="note"></ds-text-field>
      </form>`);
      const [name, email, note] = [...form.querySelectorAll('ds-text-field')] as [
        DsTextField,
        DsTextField,
        DsTextField,
      ];
      await settle(note);
      form.requestSubmit();
      await settle(name);
      await settle(email);
      expect(shownError(name)).to.equal('Fill in this field.');
      expect(shownError(email)).to.equal('Fill in this field.');
      expect(shownError(note)).to.equal(null);
      expect(root(name).activeElement, 'the first invalid field has focus').to.equal(control(name));
    });

    it('points the browser validation message at the input', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Name" required></ds-text-field>`);
      expect(el.reportValidity()).to.be.false;
      await settle(el);
      expect(root(el).activeElement, 'reportValidity() focuses the input').to.equal(control(el));
    });
  });

  describe('rules', () => {
    interface Case {
      rule: TextFieldValidationRule;
      flag: keyof ValidityState;
      render: () => ReturnType<typeof html>;
      message: string;
      /** Makes the field valid again. */
      fix: (el: DsTextField) => void;
    }
    const cases: Case[] = [
      {
        rule: 'required',
        flag: 'valueMissing',
        render: () => html`<ds-text-field label="Name" required></ds-text-field>`,
        message: 'Fill in this field.',
        fix: el => (el.value = 'Ada'),
      },
      {
        rule: 'min',
        flag: 'rangeUnderflow',
        render: () => html`<ds-text-field label="Age" type="number" min="18" value="12"></ds-text-field>`,
        message: 'Enter 18 or more.',
        fix: el => (el.value = '18'),
      },
      {
        rule: 'max',
        flag: 'rangeOverflow',
        render: () => html`<ds-text-field label="Age" type="number" max="120" value="121.5"></ds-text-field>`,
        message: 'Enter 120 or less.',
        fix: el => (el.value = '-3'),
      },
      {
        rule: 'minLength',
        flag: 'tooShort',
        render: () =>
          html`<ds-text-field label="Password" type="password" minlength="8" value="short"></ds-text-field>`,
        message: 'Use at least 8 characters (you used 5).',
        fix: el => (el.value = 'long enough'),
      },
      {
        rule: 'maxLength',
        flag: 'tooLong',
        render: () => html`<ds-text-field label="Code" maxlength="4" value="123456"></ds-text-field>`,
        message: 'Use at most 4 characters (you used 6).',
        fix: el => (el.value = '1234'),
      },
      {
        rule: 'pattern',
        flag: 'patternMismatch',
        render: () => html`<ds-text-field label="Zip" pattern="[0-9]{5}" value="1234a"></ds-text-field>`,
        message: 'Match the requested format.',
        fix: el => (el.value = '12345'),
      },
      {
        rule: 'validate',
        flag: 'customError',
        render: () =>
          html`<ds-text-field
            label="Repeat password"
            value="abc"
            .validator=${(v: string) => (v === 'secret' ? null : 'The passwords do not match.')}
          ></ds-text-field>`,
        message: 'The passwords do not match.',
        fix: el => (el.value = 'secret'),
      },
    ];

    for (const c of cases) {
      it(`${c.rule}: ${c.flag} with the default message, valid once fixed`, async () => {
        const el = await fixture<DsTextField>(c.render());
        expect(el.validity[c.flag], c.flag).to.be.true;
        expect(el.validity.valid).to.be.false;
        expect(el.validationMessage).to.equal(c.message);
        expect(el.validationError).to.deep.include({ rule: c.rule, message: c.message });
        expect(await attempt(el)).to.equal(c.message);
        expect(control(el).getAttribute('aria-invalid')).to.equal('true');
        c.fix(el);
        await settle(el);
        expect(el.validity.valid, 'valid once fixed').to.be.true;
        expect(el.validationMessage).to.equal('');
        expect(el.validationError).to.equal(null);
        expect(shownError(el)).to.equal(null);
        expect(control(el).hasAttribute('aria-invalid')).to.be.false;
      });

      it(`${c.rule}: with a custom message`, async () => {
        const el = await fixture<DsTextField>(c.render());
        const custom = `Custom ${c.rule} message {min}/{max}/{minLength}/{maxLength}/{length}`;
        el.messages = { [c.rule]: custom };
        await settle(el);
        const expected = custom
          .replace('{min}', String(el.type === 'number' && el.min != null ? el.min : '{min}'))
          .replace('{max}', String(el.type === 'number' && el.max != null ? el.max : '{max}'))
          .replace('{minLength}', String(el.minLength ?? '{minLength}'))
          .replace('{maxLength}', String(el.maxLength ?? '{maxLength}'))
          .replace('{length}', String(el.value.length));
        expect(el.validity[c.flag]).to.be.true;
        expect(el.validationMessage).to.equal(expected);
        expect(await attempt(el)).to.equal(expected);
      });
    }

    it('checks the syntax of email and url fields as "pattern"', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Email" type="email" value="ada@"></ds-text-field>`,
      );
      expect(el.validity.typeMismatch).to.be.true;
      expect(el.validationError?.rule).to.equal('pattern');
      expect(el.validationMessage).to.equal('Enter an email address, like name@example.com.');
      el.messages = { pattern: 'Not an email' };
      await settle(el);
      expect(el.validationMessage).to.equal('Not an email');
      el.value = 'ada@example.com';
      await settle(el);
      expect(el.validity.valid).to.be.true;

      el.type = 'url';
      el.messages = {};
      await settle(el);
      expect(el.validity.typeMismatch).to.be.true;
      expect(el.validationMessage).to.equal('Enter a web address, like https://example.com.');
      el.value = 'https://example.com/';
      await settle(el);
      expect(el.validity.valid).to.be.true;
    });

    it('passes an empty optional field, but always runs the custom validator', async () => {
      const seen: string[] = [];
      const el = await fixture<DsTextField>(html`<ds-text-field
        label="Code"
        minlength="3"
        pattern="[a-z]+"
        .validator=${(v: string) => {
          seen.push(v);
          return v === '' ? 'Say something' : undefined;
        }}
      ></ds-text-field>`);
      expect(seen).to.include('');
      expect(el.validity.customError).to.be.true;
      expect(el.validationMessage).to.equal('Say something');
      await typeInto(el, 'abc');
      expect(seen).to.include('abc');
      expect(el.validity.valid).to.be.true;
    });

    it('runs the validator once per value change, not once per check', async () => {
      const calls: string[] = [];
      const el = await fixture<DsTextField>(html`<ds-text-field
        label="Code"
        .validator=${(v: string) => {
          calls.push(v);
          return v.length < 2 ? 'Too short' : undefined;
        }}
      ></ds-text-field>`);
      await settle(el);
      expect(calls, 'first render').to.deep.equal(['']);
      calls.length = 0;
      await typeInto(el, 'a');
      expect(calls, 'one keystroke').to.deep.equal(['a']);
      await typeInto(el, 'b');
      expect(calls, 'a second keystroke').to.deep.equal(['a', 'ab']);
      // Reading validity again, or re-rendering for another reason, does not re-run it.
      el.checkValidity();
      el.helpText = 'Two letters or more';
      await settle(el);
      expect(calls).to.deep.equal(['a', 'ab']);
      // A new validator is a change: it runs once on the current value.
      el.validator = v => (v ? undefined : 'Fill in');
      await settle(el);
      expect(el.validity.valid).to.be.true;
      el.value = 'abc';
      await settle(el);
      expect(calls).to.deep.equal(['a', 'ab']);
    });

    it('treats a validator that throws or answers false as failed, and "" as valid', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Code" value="x"></ds-text-field>`);
      el.validator = () => {
        throw new Error('broken validator');
      };
      await settle(el);
      expect(el.validity.customError).to.be.true;
      expect(el.validationMessage).to.equal('Enter a valid value.');
      el.messages = { validate: 'Check this value' };
      await settle(el);
      expect(el.validationMessage).to.equal('Check this value');
      el.validator = (() => false) as never;
      await settle(el);
      expect(el.validity.customError).to.be.true;
      el.validator = () => '';
      await settle(el);
      expect(el.validity.valid).to.be.true;
    });

    it('error-text is shown at once and makes the field invalid until cleared', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Current password" type="password" help-text="As set last time" error-text="Wrong password"></ds-text-field>`,
      );
      expect(shownError(el)).to.equal('Wrong password');
      expect(el.validity.customError).to.be.true;
      expect(el.validationMessage).to.equal('Wrong password');
      const input = control(el);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')).to.equal('error-text help-text');
      el.errorText = '';
      await settle(el);
      expect(shownError(el)).to.equal(null);
      expect(el.validity.valid).to.be.true;
      expect(input.hasAttribute('aria-invalid')).to.be.false;
    });

    it('setCustomValidity() makes it invalid, as on native inputs', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Name" value="Ada"></ds-text-field>`);
      el.setCustomValidity('Taken');
      expect(el.validity.customError).to.be.true;
      expect(el.validationMessage).to.equal('Taken');
      el.setCustomValidity('');
      expect(el.validity.valid).to.be.true;
    });

    it('does not validate a read-only field, and the user cannot edit it', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Id" readonly required></ds-text-field>`);
      expect(el.validity.valid).to.be.true;
      expect(await attempt(el)).to.equal(null);
      el.value = 'x';
      await settle(el);
      const inputs = record(el, 'input');
      el.focus();
      await sendKeys({ type: 'abc' });
      await settle(el);
      expect(el.value).to.equal('x');
      expect(inputs.length).to.equal(0);
    });

    it('flags text that is not a number in a number field (badInput)', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Amount" type="number"></ds-text-field>`);
      await typeInto(el, '1e');
      expect(control(el).validity.badInput, 'the native input holds a bad number').to.be.true;
      expect(el.value).to.equal('');
      expect(el.validity.badInput).to.be.true;
      expect(el.validationMessage).to.equal('Enter a number.');
      el.blur();
      await afterBlurDelay(el);
      expect(shownError(el)).to.equal('Enter a number.');
      await typeInto(el, '5');
      expect(el.value).to.equal('1e5');
      expect(el.validity.valid).to.be.true;
    });

    it('clears bad number text when the value is set or the form is reset', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><ds-text-field label="Amount" name="n" type="number" value="7"></ds-text-field></form>`,
      );
      const el = form.querySelector('ds-text-field')!;
      await settle(el);
      el.focus();
      await sendKeys({ press: 'End' });
      await sendKeys({ type: 'e' });
      await settle(el);
      expect(control(el).validity.badInput).to.be.true;
      form.reset();
      await settle(el);
      expect(control(el).validity.badInput).to.be.false;
      expect(control(el).value).to.equal('7');
      expect(el.validity.valid).to.be.true;

      el.focus();
      await sendKeys({ press: 'End' });
      await sendKeys({ type: 'e' });
      await settle(el);
      expect(el.validity.badInput).to.be.true;
      el.value = '';
      await settle(el);
      expect(control(el).validity.badInput).to.be.false;
      expect(el.validity.valid).to.be.true;
    });
  });

  describe('bad values', () => {
    it('ignores minlength above maxlength (keeps maxlength)', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Code" minlength="8" maxlength="4" value="ab"></ds-text-field>`,
      );
      expect(el.validity.valid, 'minlength 8 is ignored').to.be.true;
      expect(control(el).maxLength).to.equal(4);
      el.value = 'abcdef';
      await settle(el);
      expect(el.validity.tooLong).to.be.true;
    });

    it('ignores NaN, empty and reversed min/max, and negative lengths', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Amount" type="number" min="abc" max="" value="-1000"></ds-text-field>`,
      );
      expect(el.min).to.be.NaN;
      expect(el.validity.valid).to.be.true;
      expect(control(el).hasAttribute('min')).to.be.false;
      expect(control(el).hasAttribute('max')).to.be.false;

      el.min = 10;
      el.max = 5;
      el.value = '3';
      await settle(el);
      expect(el.validity.valid, 'min above max: min is ignored').to.be.true;
      el.value = '6';
      await settle(el);
      expect(el.validity.rangeOverflow).to.be.true;

      el.min = Infinity;
      el.max = NaN;
      el.minLength = -1;
      el.maxLength = -5;
      await settle(el);
      expect(el.validity.valid).to.be.true;
      expect(control(el).hasAttribute('maxlength')).to.be.false;
    });

    it('ignores an invalid pattern, an unknown type and bad rows', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Code" pattern="([a-z" type="nonsense" value="123"></ds-text-field>`,
      );
      expect(el.validity.valid).to.be.true;
      expect(control(el).type).to.equal('text');
      el.multiline = true;
      el.rows = NaN;
      await settle(el);
      expect(control(el).rows).to.equal(3);
      el.rows = -4;
      await settle(el);
      expect(control(el).rows).to.equal(1);
    });

    it('sanitises values like a native input, and accepts null', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><ds-text-field label="Amount" name="n" type="number"></ds-text-field></form>`,
      );
      const el = form.querySelector('ds-text-field')!;
      el.value = 'abc';
      await settle(el);
      expect(el.value).to.equal('');
      expect(new FormData(form).get('n')).to.equal('');
      el.value = '12.5';
      await settle(el);
      expect(new FormData(form).get('n')).to.equal('12.5');
      el.type = 'text';
      el.value = 'one\ntwo';
      await settle(el);
      expect(el.value).to.equal('onetwo');
      el.value = null as unknown as string;
      await settle(el);
      expect(el.value).to.equal('');
      el.messages = null as never;
      el.required = true;
      await settle(el);
      expect(el.validationMessage).to.equal('Fill in this field.');
    });
  });

  describe('events', () => {
    it('fires input on each edit (composed, value current) and change when the user leaves', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><ds-text-field label="Name"></ds-text-field><button>Next</button></div>`,
      );
      const el = wrap.querySelector('ds-text-field')!;
      await settle(el);
      const values: string[] = [];
      const seen = record(wrap, 'input', 'change');
      wrap.addEventListener('input', () => values.push(el.value));
      el.focus();
      await sendKeys({ type: 'Ada' });
      await settle(el);
      const inputs = seen.filter(e => e.type === 'input');
      expect(inputs.length).to.equal(3);
      expect(values).to.deep.equal(['A', 'Ad', 'Ada']);
      for (const e of inputs) {
        expect(e.target).to.equal(el);
        expect(e.bubbles && e.composed).to.be.true;
      }
      expect(seen.filter(e => e.type === 'change').length, 'no change while typing').to.equal(0);
      await tabTo(wrap.querySelector('button')!);
      await settle(el);
      const changes = seen.filter(e => e.type === 'change');
      expect(changes.length).to.equal(1);
      expect(changes[0]!.target).to.equal(el);
      expect(changes[0]!.bubbles && changes[0]!.composed).to.be.true;
    });

    it('fires no change when the user leaves without changing the value', async () => {
      const { el, next } = await withNext(html`<ds-text-field label="Name" value="Ada"></ds-text-field>`);
      const seen = record(el, 'input', 'change');
      el.focus();
      await tabTo(next);
      await settle(el);
      expect(seen.length).to.equal(0);
    });

    it('fires no event when value, type or default is set by script', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><ds-text-field label="Name" value="Ada"></ds-text-field></div>`,
      );
      const el = wrap.querySelector('ds-text-field')!;
      const seen = record(wrap, 'input', 'change');
      el.focus();
      el.value = 'Grace';
      el.setAttribute('value', 'Linus');
      el.type = 'search';
      await settle(el);
      el.blur();
      await settle(el);
      expect(seen.map(e => e.type)).to.deep.equal([]);
    });
  });

  describe('Enter submits the form (implicit submission)', () => {
    const onSubmit = (e: Event) => e.preventDefault();

    it('clicks the first submit button, after firing change', async () => {
      const form = await fixture<HTMLFormElement>(html`<form @submit=${onSubmit}>
        <ds-text-field label="Name" name="name"></ds-text-field>
        <ds-text-field label="City" name="city"></ds-text-field>
        <button type="submit" name="action" value="save">Save</button>
        <button type="submit" name="action" value="other">Other</button>
      </form>`);
      const el = form.querySelector('ds-text-field')!;
      await settle(el);
      const order: string[] = [];
      el.addEventListener('change', () => order.push('change'));
      form.addEventListener('submit', () => order.push('submit'));
      await typeInto(el, 'Ada');
      const submitted = oneEvent(form, 'submit') as Promise<SubmitEvent>;
      await sendKeys({ press: 'Enter' });
      const event = await submitted;
      expect(event.submitter).to.equal(form.querySelector('button'));
      expect(order).to.deep.equal(['change', 'submit']);
      expect(new FormData(form, event.submitter).get('name')).to.equal('Ada');
    });

    it('submits a form whose only field it is, but not one with two fields and no button', async () => {
      const single = await fixture<HTMLFormElement>(
        html`<form @submit=${onSubmit}><ds-text-field label="Search" name="q"></ds-text-field></form>`,
      );
      const one = single.querySelector('ds-text-field')!;
      await settle(one);
      one.focus();
      const submitted = oneEvent(single, 'submit');
      await sendKeys({ press: 'Enter' });
      expect(await submitted).to.exist;

      const double = await fixture<HTMLFormElement>(html`<form @submit=${onSubmit}>
        <ds-text-field label="First" name="a"></ds-text-field><input aria-label="Second" name="b" />
      </form>`);
      const first = double.querySelector('ds-text-field')!;
      await settle(first);
      const submits = record(double, 'submit');
      first.focus();
      await sendKeys({ press: 'Enter' });
      await aTimeout(50);
      expect(submits.length).to.equal(0);
    });

    it('does nothing when the keydown is cancelled, the submit button is disabled, or the field is multi-line', async () => {
      const form = await fixture<HTMLFormElement>(html`<form @submit=${onSubmit}>
        <ds-text-field label="Name" name="name" @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && e.preventDefault()}></ds-text-field>
        <ds-text-field label="Note" name="note" multiline></ds-text-field>
        <ds-text-field label="City" name="city"></ds-text-field>
        <button type="submit" disabled>Save</button>
      </form>`);
      const [name, note, city] = [...form.querySelectorAll('ds-text-field')] as [DsTextField, DsTextField, DsTextField];
      await settle(city);
      const submits = record(form, 'submit');
      name.focus();
      await sendKeys({ press: 'Enter' });
      note.focus();
      await sendKeys({ press: 'Enter' });
      city.focus();
      await sendKeys({ press: 'Enter' });
      await aTimeout(50);
      expect(submits.length).to.equal(0);
      expect(note.value).to.equal('\n');
    });

    it('validates first: a failed submit focuses the first invalid field', async () => {
      const form = await fixture<HTMLFormElement>(html`<form @submit=${onSubmit}>
        <ds-text-field label="Name" name="name" required></ds-text-field>
        <ds-text-field label="City" name="city"></ds-text-field>
        <button type="submit">Save</button>
      </form>`);
      const [name, city] = [...form.querySelectorAll('ds-text-field')] as [DsTextField, DsTextField];
      await settle(city);
      const submits = record(form, 'submit');
      city.focus();
      await sendKeys({ press: 'Enter' });
      await aTimeout(50);
      await settle(name);
      expect(submits.length).to.equal(0);
      expect(root(name).activeElement).to.equal(control(name));
      expect(shownError(name)).to.equal('Fill in this field.');
    });
  });

  describe('password', () => {
    it('has a show/hide toggle button, pressed while the password shows', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Password" type="password" value="secret"></ds-text-field>`,
      );
      const button = toggle(el)!;
      expect(button.localName).to.equal('button');
      expect(button.type).to.equal('button');
      expect(button.getAttribute('aria-label')).to.equal('Show password for Password');
      expect(button.getAttribute('aria-pressed')).to.equal('false');
      expect(control(el).type).to.equal('password');
      await expect(el).to.be.accessible();
    });

    it("names each field's toggle after its label, so three password fields have three names", async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <ds-text-field label="Current password" type="password"></ds-text-field>
        <ds-text-field label="New password" type="password"></ds-text-field>
        <ds-text-field label="Repeat password" type="password"></ds-text-field>
        <ds-text-field type="password" aria-label="PIN"></ds-text-field>
      </div>`);
      const fields = [...wrap.querySelectorAll('ds-text-field')];
      await Promise.all(fields.map(settle));
      const names = fields.map(f => toggle(f)!.getAttribute('aria-label'));
      expect(names).to.deep.equal([
        'Show password for Current password',
        'Show password for New password',
        'Show password for Repeat password',
        'Show password',
      ]);
      expect(new Set(names.slice(0, 3)).size).to.equal(3);
    });

    it('takes its words from strings: the toggle name and the required mark', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Passwort" type="password" required></ds-text-field>`,
      );
      expect(partOrNull(el, 'required-indicator')!.textContent).to.equal('*');
      el.strings = { showPassword: '{label} anzeigen', requiredMark: '(Pflicht)' };
      await settle(el);
      expect(toggle(el)!.getAttribute('aria-label')).to.equal('Passwort anzeigen');
      expect(partOrNull(el, 'required-indicator')!.textContent).to.equal('(Pflicht)');
      el.strings = { showPassword: 5, requiredMark: null } as never;
      await settle(el);
      expect(toggle(el)!.getAttribute('aria-label'), 'bad entries keep the default').to.equal(
        'Show password for Passwort',
      );
      expect(partOrNull(el, 'required-indicator')!.textContent).to.equal('*');
      el.strings = null as never;
      await settle(el);
      expect(toggle(el)!.getAttribute('aria-label')).to.equal('Show password for Passwort');
    });

    it('toggles with the mouse, keeping the value', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><ds-text-field label="Password" name="pw" type="password" value="secret"></ds-text-field></form>`,
      );
      const el = form.querySelector('ds-text-field')!;
      await settle(el);
      const seen = record(el, 'input', 'change');
      await clickCenter(toggle(el)!);
      await settle(el);
      expect(el.passwordVisible).to.be.true;
      expect(el.hasAttribute('password-visible')).to.be.true;
      expect(control(el).type).to.equal('text');
      expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('true');
      expect(toggle(el)!.getAttribute('aria-label'), 'the name stays; aria-pressed tells the state').to.equal(
        'Show password for Password',
      );
      expect(el.value).to.equal('secret');
      expect(new FormData(form).get('pw')).to.equal('secret');
      await clickCenter(toggle(el)!);
      await settle(el);
      expect(el.passwordVisible).to.be.false;
      expect(control(el).type).to.equal('password');
      expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('false');
      expect(seen.length, 'toggling is not an edit').to.equal(0);
      expect(el.hasAttribute('password-visible')).to.be.false;
    });

    // ' ' rather than 'Space': Firefox (WebDriver BiDi) knows no key named "Space"
    for (const [keyName, key] of [
      ['Enter', 'Enter'],
      ['Space', ' '],
    ] as const) {
      it(`toggles with ${keyName} after Tab from the input`, async () => {
        const el = await fixture<DsTextField>(
          html`<ds-text-field label="Password" type="password" value="secret"></ds-text-field>`,
        );
        el.focus();
        expect(root(el).activeElement).to.equal(control(el));
        await sendKeys({ press: 'Tab' });
        await expectSoon(() => root(el).activeElement, toggle(el), 'Tab reaches the toggle');
        await sendKeys({ press: key });
        await settle(el);
        expect(el.passwordVisible).to.be.true;
        expect(control(el).type).to.equal('text');
        expect(root(el).activeElement, 'focus stays on the toggle').to.equal(toggle(el));
        await sendKeys({ press: key });
        await settle(el);
        expect(el.passwordVisible).to.be.false;
        expect(control(el).type).to.equal('password');
      });
    }

    it('disables the toggle with the field, and drops it for other types', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Password" type="password" disabled></ds-text-field>`,
      );
      expect(toggle(el)!.disabled).to.be.true;
      el.disabled = false;
      el.passwordVisible = true;
      await settle(el);
      expect(toggle(el)!.disabled).to.be.false;
      el.type = 'text';
      await settle(el);
      expect(toggle(el)).to.equal(null);
      expect(el.passwordVisible).to.be.false;
    });
  });

  describe('multiline', () => {
    it('renders a textarea with rows; Enter adds a line; the form gets the lines', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <ds-text-field label="Message" name="msg" multiline rows="5" pattern="x" type="email" maxlength="20"></ds-text-field>
      </form>`);
      const el = form.querySelector('ds-text-field')!;
      await settle(el);
      const area = control(el);
      expect(area.localName).to.equal('textarea');
      expect(area.rows).to.equal(5);
      expect(area.maxLength).to.equal(20);
      expect(area.labels?.[0]).to.equal(partOrNull(el, 'label'));
      const seen = record(el, 'input', 'change');
      el.focus();
      await sendKeys({ type: 'Hi' });
      await sendKeys({ press: 'Enter' });
      await sendKeys({ type: 'there' });
      await settle(el);
      expect(el.value).to.equal('Hi\nthere');
      expect(new FormData(form).get('msg')).to.equal('Hi\nthere');
      expect(el.validity.valid, 'pattern and type do not apply').to.be.true;
      expect(seen.filter(e => e.type === 'input').length).to.equal(8);
      el.blur();
      await settle(el);
      expect(seen.filter(e => e.type === 'change').length).to.equal(1);
      await expect(el).to.be.accessible();
    });

    it('validates length and required rules on the text', async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Message" multiline required minlength="5"></ds-text-field>`,
      );
      expect(el.validity.valueMissing).to.be.true;
      el.value = 'a\nb';
      await settle(el);
      expect(el.validity.tooShort).to.be.true;
      expect(await attempt(el)).to.equal('Use at least 5 characters (you used 3).');
      expect(control(el).getAttribute('aria-invalid')).to.equal('true');
    });
  });

  describe('slots', () => {
    it('shows a leading icon and an action button in their parts, in Tab order after the input', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Search" type="search" value="lit">
        <svg slot="start" viewBox="0 0 24 24" aria-hidden="true"><circle cx="11" cy="11" r="7" /></svg>
        <button slot="end" type="button" aria-label="Clear" @click=${(e: Event) => {
          const field = (e.currentTarget as HTMLElement).closest('ds-text-field')!;
          field.value = '';
          field.focus();
        }}>×</button>
      </ds-text-field>`);
      await settle(el);
      const start = partOrNull(el, 'start')!;
      const end = partOrNull(el, 'end')!;
      expect(getComputedStyle(start).display).to.not.equal('none');
      expect(getComputedStyle(end).display).to.not.equal('none');
      expect(start.querySelector('slot[name="start"]')).to.exist;
      expect(end.querySelector('slot[name="end"]')).to.exist;
      const clear = el.querySelector('button')!;
      expect(clear.assignedSlot?.name).to.equal('end');

      el.focus();
      await sendKeys({ press: 'Tab' });
      await expectSoon(() => document.activeElement, clear, 'Tab goes from the input to the action');
      const seen = record(el, 'input', 'change');
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.value).to.equal('');
      expect(root(el).activeElement).to.equal(control(el));
      expect(seen.length, 'a script clearing the value fires no event').to.equal(0);

      el.value = 'lit';
      await settle(el);
      await clickCenter(clear);
      await settle(el);
      expect(el.value).to.equal('');
      await expect(el).to.be.accessible();
    });

    it('hides empty slot wrappers', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Name"></ds-text-field>`);
      expect(getComputedStyle(partOrNull(el, 'start')!).display).to.equal('none');
      expect(getComputedStyle(partOrNull(el, 'end')!).display).to.equal('none');
    });

    it("a search field with its own clear button in the end slot hides the engine's one", async () => {
      const el = await fixture<DsTextField>(
        html`<ds-text-field label="Search" type="search" value="icon"
          ><button slot="end" type="button">Clear</button></ds-text-field
        >`,
      );
      const base = partOrNull(el, 'base')!;
      expect(base.classList.contains('has-end')).to.be.true;
      // (the rule hangs on this class; getComputedStyle cannot read the engine's pseudo-element)
      el.querySelector('button')!.remove();
      await settle(el);
      expect(base.classList.contains('has-end')).to.be.false;
    });
  });

  describe('focus', () => {
    it('is disabled and enabled again by the disabled property', async () => {
      const el = await fixture<DsTextField>(html`<ds-text-field label="Name" value="Ada"></ds-text-field>`);
      el.disabled = true;
      await settle(el);
      expect(control(el).disabled).to.be.true;
      expect(el.matches(':disabled')).to.be.true;
      el.focus();
      expect(root(el).activeElement).to.equal(null);
      el.disabled = false;
      await settle(el);
      expect(control(el).disabled, 'the input is enabled again').to.be.false;
      expect(el.matches(':disabled')).to.be.false;
      el.focus();
      expect(root(el).activeElement).to.equal(control(el));
    });

    it('focus() and Tab reach the input; blur() leaves it', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><button id="before">Before</button><ds-text-field label="Name"></ds-text-field></div>`,
      );
      const el = wrap.querySelector('ds-text-field')!;
      await settle(el);
      wrap.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      await expectSoon(() => document.activeElement, el);
      await expectSoon(() => root(el).activeElement, control(el));
      el.blur();
      expect(root(el).activeElement).to.equal(null);
      el.focus();
      expect(root(el).activeElement).to.equal(control(el));
    });
  });

  it('uses the component tokens', async () => {
    const el = await fixture<DsTextField>(html`<ds-text-field
      label="Name"
      style="--ds-text-field-border-color: var(--ds-palette-red); --ds-text-field-background: var(--ds-palette-yellow)"
    ></ds-text-field>`);
    const probe = document.createElement('div');
    probe.style.borderColor = 'var(--ds-palette-red)';
    probe.style.backgroundColor = 'var(--ds-palette-yellow)';
    document.body.append(probe);
    const base = getComputedStyle(partOrNull(el, 'base')!);
    expect(base.borderTopColor).to.equal(getComputedStyle(probe).borderTopColor);
    expect(base.backgroundColor).to.equal(getComputedStyle(probe).backgroundColor);
    probe.remove();
  });
});
