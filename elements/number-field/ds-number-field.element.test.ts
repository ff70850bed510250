import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { runFormControlSuite } from '../test/form-control.suite.js';
import {
  center,
  deepActive,
  expectSoon,
  loadTokens,
  part,
  record,
  resetMouseAndFocus,
  settle,
  types,
} from '../test/test-helpers.js';
import '../translations/de.js';
import { DsNumberField } from './ds-number-field.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

async function mount(template: TemplateResult): Promise<DsNumberField> {
  const el = await fixture<DsNumberField>(template);
  await settle(el);
  return el;
}

const input = (el: DsNumberField) => part(el, 'input') as HTMLInputElement;
const text = (el: DsNumberField) => input(el).value;

async function focusIt(el: DsNumberField): Promise<void> {
  el.focus();
  await expectSoon(() => deepActive(), input(el), 'the input has focus');
}

async function press(el: DsNumberField, key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle(el);
}

/** Replaces the input's text by typing `value`, as a user does. */
async function typeText(el: DsNumberField, value: string): Promise<void> {
  await focusIt(el);
  input(el).select();
  await sendKeys({ press: 'Backspace' });
  // one key at a time: WebKit's WebDriver drops the second of two equal keys in one string ("500" gives "50")
  for (const key of value) await sendKeys({ type: key });
  await expectSoon(() => text(el), value, 'the typed text');
}

interface AxNode {
  role: string;
  name: string;
  properties: Record<string, unknown>;
  children: AxNode[];
}
const flatten = (nodes: AxNode[]): AxNode[] => nodes.flatMap(n => [n, ...flatten(n.children)]);

describe('<ds-number-field>', () => {
  describe('ARIA', () => {
    it('is a spinbutton named by its label, with its value, text and bounds; buttons named and out of the Tab order', async () => {
      const el = await mount(
        html`<ds-number-field id="ax" label="Tickets" min="0" max="10" value="3" help-text="Up to ten"></ds-number-field>`,
      );
      const box = input(el);
      expect(box.getAttribute('role')).to.equal('spinbutton');
      expect(box.type, 'no native spin buttons').to.equal('text');
      expect(box.inputMode).to.equal('decimal');
      expect([box.getAttribute('aria-valuenow'), box.getAttribute('aria-valuetext')]).to.deep.equal(['3', '3']);
      expect([box.getAttribute('aria-valuemin'), box.getAttribute('aria-valuemax')]).to.deep.equal(['0', '10']);
      for (const [name, label] of [
        ['decrement', 'Decrease Tickets'],
        ['increment', 'Increase Tickets'],
      ]) {
        expect(part(el, name!).getAttribute('aria-label')).to.equal(label);
        expect(part(el, name!).tabIndex).to.equal(-1);
      }
      // Chromium's accessibility tree: one spinbutton, named and valued (the other engines: the DOM above)
      const { tree } = (await executeServerCommand('ax-tree', { selector: '#ax' })) as { tree: AxNode[] | null };
      if (tree) {
        const spin = flatten(tree).filter(n => n.role === 'spinbutton');
        expect(spin.map(n => [n.name, n.properties['valuetext']])).to.deep.equal([['Tickets', '3']]);
        expect(
          flatten(tree)
            .filter(n => n.role === 'button')
            .map(n => n.name),
        ).to.deep.equal(['Decrease Tickets', 'Increase Tickets']);
      }
      await expect(el).to.be.accessible();
      el.value = null;
      await settle(el);
      expect(box.hasAttribute('aria-valuenow'), 'empty: no value').to.be.false;
      expect(box.hasAttribute('aria-valuetext')).to.be.false;
    });
  });

  describe('keys', () => {
    it('ArrowUp/Down step, PageUp/Down make 10 steps (or large-step), Home/End go to min and max; each fires input and change', async () => {
      const el = await mount(
        html`<ds-number-field label="Volume" min="0" max="100" step="5" value="50"></ds-number-field>`,
      );
      const events = record(el, 'input', 'change');
      await focusIt(el);
      await press(el, 'ArrowUp');
      expect(el.value).to.equal(55);
      await press(el, 'ArrowDown');
      await press(el, 'ArrowDown');
      expect(el.value).to.equal(45);
      await press(el, 'PageUp');
      expect(el.value, '10 × step').to.equal(95);
      await press(el, 'PageUp');
      expect(el.value, 'stops at max').to.equal(100);
      await press(el, 'Home');
      expect(el.value).to.equal(0);
      await press(el, 'End');
      expect(el.value).to.equal(100);
      expect(text(el)).to.equal('100');
      expect(types(events).filter(t => t === 'change')).to.have.length(7);
      expect(types(events).filter(t => t === 'input')).to.have.length(7);
      await press(el, 'ArrowUp');
      expect(types(events), 'at max: no event').to.have.length(14);
      el.largeStep = 30;
      await press(el, 'PageDown');
      expect(el.value).to.equal(70);
    });

    it('steps without float noise (0.1 + 0.2 shows 0.3); Home and End move the caret without bounds', async () => {
      const el = await mount(html`<ds-number-field label="Weight" step="0.1" value="0.1"></ds-number-field>`);
      await focusIt(el);
      await press(el, 'ArrowUp');
      await press(el, 'ArrowUp');
      expect(el.value).to.equal(0.3);
      expect(text(el)).to.equal('0.3');
      await press(el, 'Home');
      expect(el.value, 'no min: Home is the caret’s').to.equal(0.3);
      expect(input(el).selectionStart).to.equal(0);
    });

    it('disabled or read-only: keys and buttons change nothing', async () => {
      const el = await mount(html`<ds-number-field label="Age" value="30" readonly></ds-number-field>`);
      await focusIt(el);
      await press(el, 'ArrowUp');
      expect(el.value).to.equal(30);
      expect(part(el, 'increment').matches(':disabled')).to.be.true;
      el.readonly = false;
      el.disabled = true;
      await settle(el);
      part(el, 'increment').click();
      await settle(el);
      expect(el.value).to.equal(30);
    });
  });

  describe('buttons and wheel', () => {
    it('a click on + or − steps once and keeps focus in the input; disabled at the limits; click() from assistive technology steps', async () => {
      const el = await mount(html`<ds-number-field label="Guests" min="1" max="3" value="2"></ds-number-field>`);
      const events = record(el, 'change');
      await focusIt(el);
      const [x, y] = center(part(el, 'increment'));
      await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
      await expectSoon(() => el.value, 3);
      expect(deepActive(), 'focus stays in the input').to.equal(input(el));
      await expectSoon(() => part(el, 'increment').matches(':disabled'), true, 'disabled at max');
      expect(part(el, 'decrement').matches(':disabled')).to.be.false;
      part(el, 'decrement').click(); // no pointer: as a screen reader activates it
      await settle(el);
      part(el, 'decrement').click();
      await settle(el);
      expect(el.value).to.equal(1);
      expect(part(el, 'decrement').matches(':disabled')).to.be.true;
      expect(types(events)).to.deep.equal(['change', 'change', 'change']);
    });

    it('a held button repeats up to the limit', async () => {
      const el = await mount(html`<ds-number-field label="Floors" min="0" max="6" value="0"></ds-number-field>`);
      const [x, y] = center(part(el, 'increment'));
      await sendMouse({ type: 'move', position: [Math.round(x), Math.round(y)] });
      await sendMouse({ type: 'down' });
      try {
        await expectSoon(() => el.value, 6, 'repeats up to max');
      } finally {
        await sendMouse({ type: 'up' });
      }
      expect(part(el, 'increment').matches(':disabled')).to.be.true;
    });

    it('the wheel does nothing without the wheel attribute, and with it only while focused', async () => {
      const el = await mount(html`<ds-number-field label="Count" value="5"></ds-number-field>`);
      const wheel = () => {
        const event = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true, composed: true });
        input(el).dispatchEvent(event);
        return event.defaultPrevented;
      };
      await focusIt(el);
      expect(wheel(), 'the page scrolls').to.be.false;
      expect(el.value).to.equal(5);
      el.wheel = true;
      await settle(el);
      expect(wheel()).to.be.true;
      expect(el.value).to.equal(6);
      input(el).blur();
      expect(wheel(), 'not focused: the page scrolls').to.be.false;
      expect(el.value).to.equal(6);
    });
  });

  describe('typing', () => {
    it('commits on blur: clamped to max with a polite message, change once; Enter commits too', async () => {
      const el = await mount(html`<ds-number-field label="Age" min="0" max="120"></ds-number-field>`);
      const events = record(el, 'change');
      await typeText(el, '150');
      expect(el.value, 'read while typing').to.equal(150);
      input(el).blur();
      await expectSoon(() => el.value, 120);
      expect(text(el)).to.equal('120');
      const message = part(el, 'message');
      expect(message.getAttribute('role')).to.equal('status');
      expect(message.textContent!.trim()).to.equal('The highest value is 120.');
      expect(types(events)).to.deep.equal(['change']);
      await typeText(el, '-4');
      expect(message.textContent!.trim(), 'an edit clears the message').to.equal('');
      expect(getComputedStyle(message).display, 'the empty live region stays rendered').to.not.equal('none');
      await press(el, 'Enter');
      await expectSoon(() => el.value, 0);
      expect(message.textContent!.trim()).to.equal('The lowest value is 0.');
      expect(types(events)).to.deep.equal(['change', 'change']);
    });

    it('Enter submits the form with the committed value, as a native input does', async () => {
      const form = await fixture<HTMLFormElement>(html`<form @submit=${(e: Event) => e.preventDefault()}>
        <ds-number-field label="Age" name="age" max="120"></ds-number-field>
        <ds-number-field label="Height" name="height"></ds-number-field>
        <button type="submit">Save</button>
      </form>`);
      const el = form.querySelector('ds-number-field')!;
      await settle(el);
      await typeText(el, '130');
      const submitted = oneEvent(form, 'submit') as Promise<SubmitEvent>;
      await sendKeys({ press: 'Enter' });
      const event = await submitted;
      expect(event.submitter).to.equal(form.querySelector('button'));
      expect(new FormData(form).get('age'), 'clamped before the submit').to.equal('120');
    });

    it('text that is not a number reverts to the last good value with a message; the value is never NaN', async () => {
      const el = await mount(html`<ds-number-field label="Price" value="12"></ds-number-field>`);
      const events = record(el, 'change');
      for (const bad of ['abc', '1.2.3', '-', '1e400']) {
        await typeText(el, bad);
        input(el).blur();
        await expectSoon(() => text(el), '12', `${bad} reverts`);
        expect(el.value, bad).to.equal(12);
        expect(part(el, 'message').textContent!.trim()).to.equal(`“${bad}” is not a number. The value stays 12.`);
      }
      expect(types(events), 'nothing changed').to.deep.equal([]);
      await typeText(el, '−5'); // a Unicode minus
      input(el).blur();
      await expectSoon(() => el.value, -5);
      await typeText(el, '');
      input(el).blur();
      await expectSoon(() => el.value, null);
      await typeText(el, 'x');
      input(el).blur();
      await expectSoon(() => part(el, 'message').textContent!.trim(), '“x” is not a number. The field stays empty.');
      expect(el.value).to.equal(null);
    });

    it('snaps a typed value to the step from min with snap', async () => {
      const el = await mount(html`<ds-number-field label="Hours" min="0.25" step="0.5" snap></ds-number-field>`);
      await typeText(el, '2.2');
      input(el).blur();
      await expectSoon(() => el.value, 2.25, 'the grid 0.25, 0.75, …, 2.25');
      el.snap = false;
      await typeText(el, '2.2');
      input(el).blur();
      await expectSoon(() => text(el), '2.2');
      expect(el.value).to.equal(2.2);
    });
  });

  describe('language and format', () => {
    it('writes and reads German numbers; the form value stays plain', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form lang="de" @submit=${(e: Event) => e.preventDefault()}><ds-number-field name="amount" label="Betrag" value="1234.5"></ds-number-field></form>`,
      );
      const el = form.querySelector('ds-number-field')!;
      await settle(el);
      await expectSoon(() => text(el), '1.234,5');
      expect(part(el, 'increment').getAttribute('aria-label')).to.equal('Betrag erhöhen');
      await typeText(el, '2.500,75');
      await press(el, 'Enter');
      await expectSoon(() => el.value, 2500.75);
      expect(text(el)).to.equal('2.500,75');
      expect(new FormData(form).get('amount')).to.equal('2500.75');
      await typeText(el, '1.5');
      input(el).blur();
      await expectSoon(
        () => part(el, 'message').textContent!.trim(),
        '„1.5“ ist keine Zahl. Der Wert bleibt 2.500,75.',
      );
    });

    it('formats currency and percent; a percent shows 100 times the value', async () => {
      const el = await mount(
        html`<ds-number-field label="Preis" lang="de" value="1234.5" .format=${{ style: 'currency', currency: 'EUR' }}></ds-number-field>`,
      );
      expect(text(el)).to.equal('1.234,50\u00a0€');
      expect(input(el).getAttribute('aria-valuetext')).to.equal('1.234,50\u00a0€');
      const rate = await mount(
        html`<ds-number-field label="Rate" lang="de" value="0.25" step="0.01" format='{"style":"percent"}'></ds-number-field>`,
      );
      expect(text(rate)).to.equal('25\u00a0%');
      await focusIt(rate);
      await press(rate, 'ArrowUp');
      expect(rate.value).to.equal(0.26);
      expect(text(rate)).to.equal('26\u00a0%');
      await typeText(rate, '12,5');
      input(rate).blur();
      await expectSoon(() => rate.value, 0.125);
      expect(text(rate)).to.equal('12,5\u00a0%');
    });
  });

  describe('values and validity', () => {
    it('is empty (null) by default; required, a script value out of range, and NaN', async () => {
      const el = await mount(html`<ds-number-field label="Qty" min="1" max="9" required></ds-number-field>`);
      expect(el.value).to.equal(null);
      expect(el.validity.valueMissing).to.be.true;
      el.value = 12;
      await settle(el);
      expect(el.validity.rangeOverflow).to.be.true;
      expect(el.validationMessage).to.equal('Enter 9 or less.');
      el.value = NaN;
      await settle(el);
      expect(el.value, 'never NaN').to.equal(null);
      el.value = '4' as unknown as number;
      expect(el.value).to.equal(4);
      el.stepUp(2);
      expect(el.value).to.equal(6);
      el.stepDown();
      expect(el.value).to.equal(5);
      await settle(el);
      expect(el.validity.valid).to.be.true;
    });

    it('mirrors under dir="rtl": − at the start (right), + at the end (left)', async () => {
      const box = await fixture<HTMLDivElement>(
        html`<div dir="rtl"><ds-number-field label="Count" value="1"></ds-number-field></div>`,
      );
      const field = box.querySelector('ds-number-field')!;
      await settle(field);
      const x = (name: string) => part(field, name).getBoundingClientRect().left;
      expect(x('decrement')).to.be.above(x('input'));
      expect(x('increment')).to.be.below(x('input'));
    });

    it('uses system colours in forced colours and no transition under reduced motion', () => {
      const rules = (query: string) =>
        DsNumberField.elementStyles
          .map(s => (s as { styleSheet?: CSSStyleSheet }).styleSheet!)
          .filter(Boolean)
          .flatMap(sheet => [...sheet.cssRules])
          .filter(
            (r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.replace(/\s/g, '').includes(query),
          )
          .flatMap(r => [...r.cssRules] as CSSStyleRule[]);
      expect(
        rules('(forced-colors:active)')
          .find(r => r.selectorText === '.stepper')!
          .style.color.toLowerCase(),
      ).to.equal('buttontext');
      expect(rules('(prefers-reduced-motion:reduce)').some(r => r.selectorText.includes('.stepper'))).to.be.true;
    });
  });
});

runFormControlSuite({
  tagName: 'ds-number-field',
  render: ({ name, required, disabled }) =>
    html`<ds-number-field label="Quantity" name=${name} value=${required ? '' : '2'} ?required=${required} ?disabled=${disabled}
    ></ds-number-field>`,
  setValueAsUser: async el => {
    (el as DsNumberField).focus();
    await sendKeys({ press: 'ArrowUp' });
  },
  setValueAsScript: el => {
    (el as DsNumberField).value = 3;
  },
  defaultFormValue: '2',
  userFormValue: '3',
  supportsRequired: true,
  userEvents: ['input', 'change'],
});
