import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { runFormControlSuite } from '../test/form-control.suite.js';
import {
  clickCenter,
  deepActive,
  expectSoon,
  isWebDriverWebKit,
  loadTokens,
  part,
  record,
  resetMouseAndFocus,
  settle,
  sleep,
  SPACE,
  types,
} from '../test/test-helpers.js';
import { TYPEAHEAD_MS } from '../internal/interaction/type-ahead.js';
import { DsSelect } from './ds-select.js';
import { DsOption } from './ds-option.js';
import './ds-option-group.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

/** Seven options (Banana disabled, two in a group, Cherry without a value); `attrs` go on the select. */
const fruit = (attrs = '') =>
  mount(
    staticHtml`<ds-select label="Fruit" placeholder="Pick a fruit" ${unsafeStatic(attrs)}>
      <ds-option value="apple">Apple</ds-option>
      <ds-option value="apricot">Apricot</ds-option>
      <ds-option value="banana" disabled>Banana</ds-option>
      <ds-option value="blueberry">Blueberry</ds-option>
      <ds-option-group label="Citrus">
        <ds-option value="lemon">Lemon</ds-option>
        <ds-option value="lime">Lime</ds-option>
      </ds-option-group>
      <ds-option>Cherry</ds-option>
    </ds-select>`,
  );

async function mount(template: TemplateResult): Promise<DsSelect> {
  const el = await fixture<DsSelect>(template);
  await settle(el);
  return el;
}

const combobox = (el: DsSelect) => part(el, 'combobox');
const listbox = (el: DsSelect) => part(el, 'listbox');
const isShown = (el: DsSelect) =>
  listbox(el).matches(':popover-open') && getComputedStyle(listbox(el)).display !== 'none';
/** The text of the option that is the combobox's active descendant ('' when none). */
const activeText = (el: DsSelect): string => {
  const id = combobox(el).getAttribute('aria-activedescendant');
  return id ? (el.shadowRoot!.getElementById(id)?.textContent ?? '').trim() : '';
};
const optionRow = (el: DsSelect, text: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')].find(o => o.textContent!.trim() === text)!;
const displayText = (el: DsSelect) => part(el, 'display').textContent!.trim();

async function focusIt(el: DsSelect): Promise<void> {
  el.focus();
  await expectSoon(() => el.shadowRoot!.activeElement, combobox(el), 'the combobox has focus');
}

async function press(el: DsSelect, key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle(el);
}

/** Alt with an arrow key: one chord in WebKit's WebDriver (it cannot hold a key), Alt held elsewhere. */
async function pressAlt(el: DsSelect, key: 'ArrowDown' | 'ArrowUp'): Promise<void> {
  if (isWebDriverWebKit) {
    await sendKeys({ type: `\uE00A${key === 'ArrowDown' ? '\uE015' : '\uE013'}` });
  } else {
    await sendKeys({ down: 'Alt' });
    try {
      await sendKeys({ press: key });
    } finally {
      await sendKeys({ up: 'Alt' });
    }
  }
  await settle(el);
}

async function openWithKeys(el: DsSelect, key = 'ArrowDown'): Promise<void> {
  await focusIt(el);
  await press(el, key);
  await expectSoon(() => isShown(el), true, `${key} opens the list`);
}

describe('<ds-select>', () => {
  describe('ARIA', () => {
    it('is a combobox named by its label that controls a listbox, collapsed', async () => {
      const el = await fruit();
      await settle(el);
      const box = combobox(el);
      expect(box.getAttribute('role')).to.equal('combobox');
      expect(box.tabIndex).to.equal(0);
      expect(box.getAttribute('aria-expanded')).to.equal('false');
      expect(box.getAttribute('aria-haspopup')).to.equal('listbox');
      expect(box.hasAttribute('aria-activedescendant'), 'no active option while closed').to.be.false;
      const label = el.shadowRoot!.getElementById(box.getAttribute('aria-labelledby')!)!;
      expect(label.textContent!.trim()).to.equal('Fruit');
      const list = el.shadowRoot!.getElementById(box.getAttribute('aria-controls')!)!;
      expect(list).to.equal(listbox(el));
      expect(list.getAttribute('role')).to.equal('listbox');
      expect(list.getAttribute('aria-labelledby')).to.equal(label.id);
      expect(isShown(el)).to.be.false;
      expect(displayText(el), 'the placeholder while nothing is chosen').to.equal('Pick a fruit');
    });

    it('open: options with aria-selected and aria-disabled, a named group, an active descendant in the same tree', async () => {
      const el = await fruit('value="lemon"');
      await openWithKeys(el);
      const box = combobox(el);
      expect(box.getAttribute('aria-expanded')).to.equal('true');
      expect(activeText(el), 'opens on the chosen option').to.equal('Lemon');
      const options = [...el.shadowRoot!.querySelectorAll('[role="option"]')];
      expect(options.map(o => o.textContent!.trim())).to.deep.equal([
        'Apple',
        'Apricot',
        'Banana',
        'Blueberry',
        'Lemon',
        'Lime',
        'Cherry',
      ]);
      expect(options.map(o => o.getAttribute('aria-selected'))).to.deep.equal([
        'false',
        'false',
        'false',
        'false',
        'true',
        'false',
        'false',
      ]);
      expect(optionRow(el, 'Banana').getAttribute('aria-disabled')).to.equal('true');
      expect(optionRow(el, 'Apple').hasAttribute('aria-disabled')).to.be.false;
      const group = el.shadowRoot!.querySelector('[role="group"]')!;
      expect(el.shadowRoot!.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).to.equal('Citrus');
      expect([...group.querySelectorAll('[role="option"]')].map(o => o.textContent!.trim())).to.deep.equal([
        'Lemon',
        'Lime',
      ]);
      expect(listbox(el).contains(el.shadowRoot!.getElementById(box.getAttribute('aria-activedescendant')!))).to.be
        .true;
    });

    it('is accessible closed and open, with a group and a disabled option (axe)', async () => {
      const el = await fruit('value="apricot" help-text="Seasonal"');
      await expect(el).to.be.accessible();
      await openWithKeys(el);
      await Promise.all(
        listbox(el)
          .getAnimations()
          .map(a => a.finished.catch(() => undefined)),
      );
      await expect(el).to.be.accessible();
    });

    it('required, disabled and help text reach the combobox', async () => {
      const el = await mount(
        html`<ds-select label="Size" required disabled help-text="Pick the size you wear"
          ><ds-option>S</ds-option></ds-select
        >`,
      );
      const box = combobox(el);
      expect(box.getAttribute('aria-required')).to.equal('true');
      expect(box.getAttribute('aria-disabled')).to.equal('true');
      expect(box.hasAttribute('tabindex'), 'a disabled select is no tab stop').to.be.false;
      expect(el.shadowRoot!.getElementById(box.getAttribute('aria-describedby')!)!.textContent).to.equal(
        'Pick the size you wear',
      );
    });
  });

  describe('keyboard, closed', () => {
    it('ArrowDown opens on the chosen option without changing the value; Escape closes', async () => {
      const el = await fruit('value="blueberry"');
      const events = record(el, 'input', 'change');
      await openWithKeys(el, 'ArrowDown');
      expect(activeText(el)).to.equal('Blueberry');
      expect(el.value).to.equal('blueberry');
      await press(el, 'Escape');
      await expectSoon(() => isShown(el), false, 'Escape closes');
      expect(combobox(el).getAttribute('aria-expanded')).to.equal('false');
      expect(el.value).to.equal('blueberry');
      expect(deepActive(), 'focus stays on the combobox').to.equal(combobox(el));
      expect(types(events)).to.deep.equal([]);
    });

    for (const key of ['ArrowUp', 'Enter', SPACE]) {
      it(`${key === SPACE ? 'Space' : key} opens the list on the first option when none is chosen`, async () => {
        const el = await fruit();
        await openWithKeys(el, key);
        expect(activeText(el)).to.equal('Apple');
        expect(el.value).to.equal('');
      });
    }

    it('Alt+ArrowDown opens; Alt+ArrowUp chooses and closes', async () => {
      const el = await fruit();
      await focusIt(el);
      await pressAlt(el, 'ArrowDown');
      await expectSoon(() => isShown(el), true, 'Alt+ArrowDown opens');
      await press(el, 'ArrowDown');
      await pressAlt(el, 'ArrowUp');
      await expectSoon(() => isShown(el), false, 'Alt+ArrowUp closes');
      expect(el.value).to.equal('apricot');
    });

    it('Home and End open on the first and last option', async () => {
      const el = await fruit('value="lemon"');
      await openWithKeys(el, 'Home');
      expect(activeText(el)).to.equal('Apple');
      await press(el, 'Escape');
      await expectSoon(() => isShown(el), false);
      await press(el, 'End');
      await expectSoon(() => isShown(el), true, 'End opens');
      expect(activeText(el)).to.equal('Cherry');
    });

    it('a typed character opens the list on the option that starts with it', async () => {
      const el = await fruit();
      await focusIt(el);
      await press(el, 'l');
      await expectSoon(() => isShown(el), true);
      expect(activeText(el)).to.equal('Lemon');
      expect(el.value, 'typing does not choose').to.equal('');
    });
  });

  describe('keyboard, open', () => {
    it('ArrowDown and ArrowUp move one option, skip disabled ones and stop at the ends', async () => {
      const el = await fruit();
      await openWithKeys(el);
      const path: string[] = [activeText(el)];
      for (let i = 0; i < 7; i++) {
        await press(el, 'ArrowDown');
        path.push(activeText(el));
      }
      expect(path).to.deep.equal(['Apple', 'Apricot', 'Blueberry', 'Lemon', 'Lime', 'Cherry', 'Cherry', 'Cherry']);
      await press(el, 'ArrowUp');
      await press(el, 'ArrowUp');
      await press(el, 'ArrowUp');
      await press(el, 'ArrowUp');
      expect(activeText(el), 'Banana is skipped').to.equal('Apricot');
      expect(el.value, 'moving chooses nothing').to.equal('');
    });

    it('Home, End, PageDown and PageUp (ten options)', async () => {
      const numbers = Array.from({ length: 25 }, (_, i) => i + 1);
      const el = await mount(
        html`<ds-select label="Number">${numbers.map(n => html`<ds-option value=${n}>Number ${n}</ds-option>`)}</ds-select>`,
      );
      await openWithKeys(el);
      expect(activeText(el)).to.equal('Number 1');
      await press(el, 'PageDown');
      expect(activeText(el)).to.equal('Number 11');
      await press(el, 'PageDown');
      await press(el, 'PageDown');
      expect(activeText(el), 'PageDown stops at the last').to.equal('Number 25');
      await press(el, 'PageUp');
      expect(activeText(el)).to.equal('Number 15');
      await press(el, 'Home');
      expect(activeText(el)).to.equal('Number 1');
      await press(el, 'End');
      expect(activeText(el)).to.equal('Number 25');
      // the list scrolls the active option into view
      const list = listbox(el).getBoundingClientRect();
      const row = optionRow(el, 'Number 25').getBoundingClientRect();
      expect(row.bottom).to.be.at.most(list.bottom + 0.5);
      expect(row.top).to.be.at.least(list.top - 0.5);
    });

    it('Enter chooses the active option, fires input then change, and closes', async () => {
      const el = await fruit();
      const events = record(el, 'input', 'change');
      await openWithKeys(el);
      await press(el, 'ArrowDown');
      await press(el, 'Enter');
      await expectSoon(() => isShown(el), false, 'Enter closes');
      expect(el.value).to.equal('apricot');
      expect(displayText(el)).to.equal('Apricot');
      expect(types(events)).to.deep.equal(['input', 'change']);
      expect(events.every(e => e.bubbles && e.composed && e.target === el)).to.be.true;
      expect(deepActive()).to.equal(combobox(el));
    });

    it('Space chooses; choosing the chosen option again fires nothing', async () => {
      const el = await fruit('value="apple"');
      const events = record(el, 'input', 'change');
      await openWithKeys(el);
      await press(el, SPACE);
      await expectSoon(() => isShown(el), false, 'Space closes');
      expect(el.value).to.equal('apple');
      expect(types(events)).to.deep.equal([]);
    });

    it('Tab chooses the active option, closes and moves focus on', async () => {
      const form = await fixture<HTMLDivElement>(html`<div>
        <ds-select label="Fruit"><ds-option>Apple</ds-option><ds-option>Pear</ds-option></ds-select>
        <button id="after">After</button>
      </div>`);
      const el = form.querySelector('ds-select')!;
      await settle(el);
      await openWithKeys(el);
      await press(el, 'ArrowDown');
      await press(el, 'Tab');
      await expectSoon(() => document.activeElement, form.querySelector('#after'), 'focus moved on');
      expect(isShown(el)).to.be.false;
      expect(el.value).to.equal('Pear');
    });

    it('type-ahead: a character moves to the next option starting with it; typing it again cycles; words match', async () => {
      const el = await fruit();
      await openWithKeys(el);
      await press(el, 'b');
      expect(activeText(el), 'the disabled Banana is skipped').to.equal('Blueberry');
      await sleep(TYPEAHEAD_MS + 100); // a pause starts a new search
      await sendKeys({ press: 'a' });
      await settle(el);
      await sendKeys({ press: 'a' });
      await settle(el);
      expect(activeText(el), 'a, a: the second option starting with a').to.equal('Apricot');
      await sleep(TYPEAHEAD_MS + 100);
      await sendKeys({ type: 'li' });
      await settle(el);
      expect(activeText(el), 'typed quickly, "li" is one word').to.equal('Lime');
      expect(el.value).to.equal('');
    });
  });

  describe('pointer', () => {
    it('a click opens; a click on an option chooses it and keeps focus on the combobox', async () => {
      const el = await fruit();
      const events = record(el, 'input', 'change');
      await clickCenter(combobox(el));
      await expectSoon(() => isShown(el), true, 'a click opens');
      await clickCenter(optionRow(el, 'Lime'));
      await expectSoon(() => isShown(el), false, 'choosing closes');
      expect(el.value).to.equal('lime');
      expect(types(events)).to.deep.equal(['input', 'change']);
      expect(deepActive()).to.equal(combobox(el));
    });

    it('a click on a disabled option does nothing; a click on the combobox closes', async () => {
      const el = await fruit();
      await clickCenter(combobox(el));
      await expectSoon(() => isShown(el), true);
      await clickCenter(optionRow(el, 'Banana'));
      await settle(el);
      expect(isShown(el), 'still open').to.be.true;
      expect(el.value).to.equal('');
      await clickCenter(combobox(el));
      await expectSoon(() => isShown(el), false, 'the second click closes');
    });

    it('a press outside closes without choosing', async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div>
        <ds-select label="Fruit" value="b"><ds-option value="a">A</ds-option><ds-option value="b">B</ds-option></ds-select>
        <p id="outside" style="margin-top: 240px">Outside</p>
      </div>`);
      const el = wrap.querySelector('ds-select')!;
      await settle(el);
      await openWithKeys(el);
      await press(el, 'ArrowUp');
      await clickCenter(wrap.querySelector('#outside')!);
      await expectSoon(() => isShown(el), false, 'a press outside closes');
      expect(el.value).to.equal('b');
      expect(el.open).to.be.false;
    });

    it('the list is in the top layer, below the field and as wide as it', async () => {
      const el = await fruit();
      el.style.width = '300px';
      el.style.marginInline = '40px'; // away from the viewport's edge margin
      await openWithKeys(el);
      await expectSoon(() => listbox(el).dataset['side'], 'bottom');
      const field = combobox(el).getBoundingClientRect();
      const list = listbox(el).getBoundingClientRect();
      expect(Math.abs(list.width - field.width)).to.be.below(1);
      expect(list.top).to.be.at.least(field.bottom);
      expect(Math.abs(list.left - field.left)).to.be.below(1);
    });

    it('a click on the label focuses the combobox; a disabled select does not open', async () => {
      const el = await fruit();
      await clickCenter(part(el, 'label'));
      await expectSoon(() => deepActive(), combobox(el), 'the label focuses the combobox');
      expect(isShown(el)).to.be.false;
      el.disabled = true;
      await settle(el);
      await clickCenter(combobox(el));
      await settle(el);
      expect(isShown(el)).to.be.false;
      el.open = true;
      await settle(el);
      expect(el.open, 'a disabled select stays closed').to.be.false;
    });
  });

  describe('value and options', () => {
    it('a value set by script shows its option and fires nothing; an option without value uses its text', async () => {
      const el = await fruit();
      const events = record(el, 'input', 'change');
      el.value = 'lime';
      await settle(el);
      expect(displayText(el)).to.equal('Lime');
      expect((el.selectedOption as DsOption).value).to.equal('lime');
      el.value = 'Cherry';
      await settle(el);
      expect(displayText(el)).to.equal('Cherry');
      el.value = 'none of them';
      await settle(el);
      expect(displayText(el), 'no option: the placeholder').to.equal('Pick a fruit');
      expect(el.selectedOption).to.equal(null);
      expect(types(events)).to.deep.equal([]);
    });

    it('follows options added, renamed and disabled later', async () => {
      const el = await fruit('value="kiwi"');
      expect(displayText(el)).to.equal('Pick a fruit');
      const kiwi = Object.assign(document.createElement('ds-option'), { value: 'kiwi', textContent: 'Kiwi' });
      el.append(kiwi);
      await expectSoon(() => displayText(el), 'Kiwi', 'a new option is read');
      kiwi.label = 'Kiwi fruit';
      await expectSoon(() => displayText(el), 'Kiwi fruit', 'a changed label is read');
      el.querySelector<DsOption>('ds-option[value="apple"]')!.disabled = true;
      await openWithKeys(el, 'Home');
      await expectSoon(() => activeText(el), 'Apricot', 'a newly disabled option is skipped');
    });

    it('shows the required error after a failed submit, until an option is chosen; reset hides it', async () => {
      const form = await fixture<HTMLFormElement>(html`<form @submit=${(e: Event) => e.preventDefault()}>
        <ds-select label="Fruit" name="fruit" required><ds-option>Apple</ds-option></ds-select>
      </form>`);
      const el = form.querySelector('ds-select')!;
      await settle(el);
      expect(el.shadowRoot!.querySelector('[part="error-text"]'), 'no error before any attempt').to.equal(null);
      form.requestSubmit();
      await expectSoon(() => part(el, 'error-text')?.textContent?.trim(), 'Please select an item in the list.');
      expect(combobox(el).getAttribute('aria-invalid')).to.equal('true');
      expect(combobox(el).getAttribute('aria-describedby')).to.equal('error-text');
      expect(el.validationMessage).to.equal('Please select an item in the list.');
      await openWithKeys(el);
      await press(el, 'Enter');
      await expectSoon(() => el.shadowRoot!.querySelector('[part="error-text"]'), null, 'valid: no error');
      expect(el.validity.valid).to.be.true;
      el.value = '';
      await settle(el);
      expect(el.shadowRoot!.querySelector('[part="error-text"]'), 'invalid again: the error is back').to.exist;
      form.reset();
      await settle(el);
      expect(el.shadowRoot!.querySelector('[part="error-text"]'), 'reset hides it').to.equal(null);
      el.strings = { valueMissing: 'Choose a fruit.' };
      await settle(el);
      expect(el.validationMessage).to.equal('Choose a fruit.');
    });
  });

  describe('styles', () => {
    function mediaRules(query: string): CSSStyleRule[] {
      const sheets = DsSelect.elementStyles.map(s => (s as { styleSheet?: CSSStyleSheet }).styleSheet!).filter(Boolean);
      return sheets.flatMap(sheet =>
        [...sheet.cssRules]
          .filter(
            (r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.replace(/\s/g, '').includes(query),
          )
          .flatMap(r => [...r.cssRules].filter((x): x is CSSStyleRule => x instanceof CSSStyleRule)),
      );
    }

    it('fades the list in, but not under prefers-reduced-motion', async () => {
      const el = await fruit();
      await openWithKeys(el);
      expect(getComputedStyle(listbox(el)).animationName).to.equal('fade-in');
      const rule = mediaRules('(prefers-reduced-motion:reduce)').find(r => r.selectorText.includes('.listbox'));
      expect(rule, 'a reduced-motion rule for the list').to.exist;
      expect(rule!.style.animationName || rule!.style.getPropertyValue('animation')).to.equal('none');
    });

    it('uses system colours in forced colours, and 44 px rows on coarse pointers', () => {
      const forced = mediaRules('(forced-colors:active)');
      const active = forced.find(r => r.selectorText === '.option.active')!;
      expect(active.style.backgroundColor.toLowerCase()).to.equal('highlight');
      expect(forced.find(r => r.selectorText === '.listbox')!.style.borderColor.toLowerCase()).to.equal('canvastext');
      const coarse = mediaRules('(pointer:coarse)');
      expect(coarse.find(r => r.selectorText === '.option')!.style.minHeight).to.equal('44px');
      expect(coarse.find(r => r.selectorText === '.combobox')!.style.minHeight).to.contain('44px');
    });

    it('shows a focus ring on keyboard focus', async () => {
      const el = await fruit();
      const before = await fixture<HTMLButtonElement>(html`<button>Before</button>`);
      el.before(before);
      before.focus();
      await press(el, 'Tab');
      await expectSoon(() => deepActive(), combobox(el));
      expect(getComputedStyle(combobox(el)).outlineStyle).to.equal('solid');
    });
  });
});

runFormControlSuite({
  tagName: 'ds-select',
  render: ({ name, required, disabled }) =>
    html`<ds-select label="Fruit" name=${name} value=${required ? '' : 'apple'} ?required=${required} ?disabled=${disabled}
      ><ds-option value="apple">Apple</ds-option><ds-option value="apricot">Apricot</ds-option></ds-select
    >`,
  setValueAsUser: async el => {
    const select = el as DsSelect;
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await expectSoon(() => select.open, true, 'the list opened');
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Enter' });
    await expectSoon(() => select.open, false, 'the list closed');
  },
  defaultFormValue: 'apple',
  userFormValue: 'apricot',
  supportsRequired: true,
  userEvents: ['input', 'change'],
});
