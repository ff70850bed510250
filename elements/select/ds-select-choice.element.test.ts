import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { center, deepActive, expectSoon, loadTokens, part, resetMouseAndFocus, settle } from '../test/test-helpers.js';
import type { DsSelect } from './ds-select.js';
import './ds-select.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

// What a select chooses when its value names no option, when options come and go, and which
// option the keys commit; its everyday behaviour is in ds-select.element.test.ts.

const combobox = (el: DsSelect) => part(el, 'combobox');
const listbox = (el: DsSelect) => part(el, 'listbox');
const displayText = (el: DsSelect) => part(el, 'display').textContent!.trim();
const activeText = (el: DsSelect): string => {
  const id = combobox(el).getAttribute('aria-activedescendant');
  return id ? (el.shadowRoot!.getElementById(id)?.textContent ?? '').trim() : '';
};
const optionRow = (el: DsSelect, text: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')].find(o => o.textContent!.trim() === text)!;

async function press(el: DsSelect, key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle(el);
}

async function openWithKeys(el: DsSelect): Promise<void> {
  el.focus();
  await expectSoon(() => el.shadowRoot!.activeElement, combobox(el), 'the combobox has focus');
  await press(el, 'ArrowDown');
  await expectSoon(() => listbox(el).matches(':popover-open'), true, 'ArrowDown opens the list');
}

async function fruitForm(attrs: { value?: string; required?: boolean } = {}) {
  const form = await fixture<HTMLFormElement>(html`<form>
    <ds-select label="Fruit" name="fruit" placeholder="Pick" value=${attrs.value ?? ''} ?required=${attrs.required}>
      <ds-option value="apple">Apple</ds-option>
      <ds-option value="pear">Pear</ds-option>
      <ds-option value="plum">Plum</ds-option>
    </ds-select>
    <button id="after" type="button">After</button>
  </form>`);
  const el = form.querySelector('ds-select')!;
  await settle(el);
  return { form, el };
}

describe('<ds-select> value and options', () => {
  it('a value no option has chooses nothing: value, form value and validity agree with the placeholder', async () => {
    const { form, el } = await fruitForm({ value: 'pear', required: true });
    expect(new FormData(form).get('fruit')).to.equal('pear');
    el.value = 'zzz';
    await settle(el);
    expect(displayText(el)).to.equal('Pick');
    expect(el.value).to.equal('');
    expect(new FormData(form).has('fruit'), 'nothing is submitted').to.be.false;
    expect(el.validity.valueMissing, 'a required select is invalid').to.be.true;
    expect(el.checkValidity()).to.be.false;

    // an option with that value, added later, is chosen (as in a radio group)
    const zzz = Object.assign(document.createElement('ds-option'), { value: 'zzz', textContent: 'Zzz' });
    el.append(zzz);
    await expectSoon(() => displayText(el), 'Zzz', 'the new option is chosen');
    expect(el.value).to.equal('zzz');
    await settle(el);
    expect(new FormData(form).get('fruit')).to.equal('zzz');
    expect(el.validity.valid).to.be.true;
  });

  it('removing the chosen option chooses nothing, and it stays so when an option with that value comes back', async () => {
    const { form, el } = await fruitForm({ value: 'pear', required: true });
    const pear = el.querySelector('ds-option[value="pear"]')!;
    pear.remove();
    await expectSoon(() => el.value, '', 'the value follows the removal');
    await settle(el);
    expect(displayText(el)).to.equal('Pick');
    expect(new FormData(form).has('fruit')).to.be.false;
    expect(el.validity.valueMissing).to.be.true;
    el.append(pear);
    await expectSoon(() => el.querySelectorAll('ds-option').length, 3);
    await settle(el);
    expect(el.value, 'a removed choice is forgotten, as in a radio group').to.equal('');
    form.reset();
    await expectSoon(() => el.value, 'pear', 'reset restores the value attribute');
  });

  it('a disabled chosen option shows but is not submitted', async () => {
    const { form, el } = await fruitForm({ value: 'plum', required: true });
    el.querySelector<HTMLElement & { disabled: boolean }>('ds-option[value="plum"]')!.disabled = true;
    await expectSoon(() => new FormData(form).has('fruit'), false, 'a disabled option is not submitted');
    expect(displayText(el)).to.equal('Plum');
    expect(el.validity.valueMissing).to.be.true;
  });
});

describe('<ds-select> active option', () => {
  it('keeps the active option by identity when options are added or removed before it', async () => {
    const { el } = await fruitForm();
    await openWithKeys(el);
    await press(el, 'End');
    expect(activeText(el)).to.equal('Plum');
    const kiwi = Object.assign(document.createElement('ds-option'), { value: 'kiwi', textContent: 'Kiwi' });
    el.prepend(kiwi);
    await expectSoon(() => listbox(el).querySelectorAll('[role="option"]').length, 4, 'the new option is read');
    expect(activeText(el), 'still on Plum').to.equal('Plum');
    el.querySelector('ds-option[value="apple"]')!.remove();
    await expectSoon(() => listbox(el).querySelectorAll('[role="option"]').length, 3, 'the removal is read');
    expect(activeText(el), 'still on Plum').to.equal('Plum');
    await press(el, 'Enter');
    await expectSoon(() => el.value, 'plum', 'Enter chooses the option it showed');
  });

  it('Tab commits the option the keys moved to, never one the pointer only passed over', async () => {
    const { form, el } = await fruitForm({ value: 'apple' });
    await openWithKeys(el);
    await sendMouse({ type: 'move', position: center(optionRow(el, 'Plum')) });
    await expectSoon(() => activeText(el), 'Plum', 'a hover shows visual focus');
    await press(el, 'Tab');
    await expectSoon(() => deepActive(), form.querySelector('#after'), 'focus moved on');
    expect(el.value, 'the hover was not a choice').to.equal('apple');

    await sendMouse({ type: 'move', position: [1, 1] }); // off where the list opens again
    await openWithKeys(el);
    await press(el, 'ArrowDown');
    expect(activeText(el)).to.equal('Pear');
    await sendMouse({ type: 'move', position: center(optionRow(el, 'Plum')) });
    await expectSoon(() => activeText(el), 'Plum');
    await press(el, 'Tab');
    await expectSoon(() => el.value, 'pear', 'Tab commits the keys’ option');
  });
});

describe('<ds-select> long option text', () => {
  const long = 'A very long option label that cannot fit in a narrow field at all';

  it('a chosen option cut by the ellipsis has its full text as the title; a short one has none', async () => {
    const el = await fixture<DsSelect>(html`<ds-select label="Pick" value="long" style="width: 10rem">
      <ds-option value="long">${long}</ds-option>
      <ds-option value="short">Short</ds-option>
    </ds-select>`);
    await settle(el);
    await expectSoon(() => part(el, 'display').title, long, 'the full text on hover');
    el.value = 'short';
    await expectSoon(() => part(el, 'display').title, '', 'nothing to add when it fits');
    el.value = 'long';
    el.style.width = '60rem';
    await expectSoon(() => part(el, 'display').title, '', 'wide enough: no title');
    await nextFrame(); // the field is laid out wide (a resize and back within one frame is no resize)
    await nextFrame();
    el.style.width = '10rem';
    await expectSoon(() => part(el, 'display').title, long, 'narrowed: the title is back');

    // in the list, the option wraps and shows whole
    await openWithKeys(el);
    const label = optionRow(el, long).querySelector<HTMLElement>('.option-label')!;
    expect(label.scrollWidth).to.be.at.most(label.clientWidth + 1);
    expect(label.getBoundingClientRect().height, 'on several lines').to.be.above(30);
  });
});
