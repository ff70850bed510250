import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { runFormControlSuite } from '../test/form-control.suite.js';
import { expectFormValue } from '../test/form-control.suite.js';
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
  types,
} from '../test/test-helpers.js';
import { accessibleName } from '../internal/a11y/accessible-name.js';
import { DsCombobox, type ComboboxItem } from './ds-combobox.js';
import '../select/ds-option.js';
import '../select/ds-option-group.js';
import '../translations/fr.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

/** Fruit with an accent, a disabled one and a group; `attrs` go on the combobox. */
const fruit = (attrs = '') =>
  mount(
    staticHtml`<ds-combobox label="Fruit" placeholder="Type a fruit" ${unsafeStatic(attrs)}>
      <ds-option value="apple">Apple</ds-option>
      <ds-option value="apricot">Apricot</ds-option>
      <ds-option value="banana" disabled>Banana</ds-option>
      <ds-option value="pineapple">Pineapple</ds-option>
      <ds-option-group label="Citrus">
        <ds-option value="lemon">Lemon</ds-option>
        <ds-option value="lime">Lime</ds-option>
      </ds-option-group>
      <ds-option value="creme">Crème de cassis</ds-option>
    </ds-combobox>`,
  );

async function mount(template: TemplateResult): Promise<DsCombobox> {
  const el = await fixture<DsCombobox>(template);
  await settle(el);
  return el;
}

const input = (el: DsCombobox) => part(el, 'input') as HTMLInputElement;
const popup = (el: DsCombobox) => part(el, 'popup');
const isShown = (el: DsCombobox) =>
  popup(el).matches(':popover-open') && getComputedStyle(popup(el)).display !== 'none';
const optionTexts = (el: DsCombobox) =>
  [...el.shadowRoot!.querySelectorAll('[role="option"]')].map(o => o.textContent!.trim());
/** The text of the option that is the input's active descendant ('' when none). */
const activeText = (el: DsCombobox): string => {
  const id = input(el).getAttribute('aria-activedescendant');
  return id ? (el.shadowRoot!.getElementById(id)?.textContent ?? '').trim() : '';
};
const status = (el: DsCombobox) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
/** The chosen values' remove buttons, each in its ds-tag. */
const tagButtons = (el: DsCombobox) =>
  [...el.shadowRoot!.querySelectorAll('ds-tag')].flatMap(tag => [
    ...(tag.shadowRoot?.querySelectorAll('[part="remove-button"]') ?? []),
  ]);
const tagNames = (el: DsCombobox) => tagButtons(el).map(button => accessibleName(button));

async function focusIt(el: DsCombobox): Promise<void> {
  el.focus();
  await expectSoon(() => el.shadowRoot!.activeElement, input(el), 'the input has focus');
}

async function press(el: DsCombobox, key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle(el);
}

/** Types `text` one key at a time (WebKit's WebDriver sends a string as one chord: "99" would be one 9). */
async function type(el: DsCombobox, text: string): Promise<void> {
  for (const key of text) await sendKeys({ type: key });
  await settle(el);
}

/** Alt with an arrow key: one chord in WebKit's WebDriver (it cannot hold a key), Alt held elsewhere. */
async function pressAlt(el: DsCombobox, key: 'ArrowDown' | 'ArrowUp'): Promise<void> {
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

describe('<ds-combobox>', () => {
  it('is an editable combobox named by its label, controlling a listbox in the same tree (axe closed and open)', async () => {
    const el = await fruit('help-text="In season"');
    const box = input(el);
    expect(box.getAttribute('role')).to.equal('combobox');
    expect(box.getAttribute('aria-autocomplete')).to.equal('list');
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(box.labels![0]!.textContent!.trim()).to.equal('Fruit');
    const list = el.shadowRoot!.getElementById(box.getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).to.equal('listbox');
    expect(accessibleName(list)).to.equal('Fruit');
    await expect(el).to.be.accessible();
    await focusIt(el);
    await press(el, 'ArrowDown');
    await expectSoon(() => isShown(el), true, 'ArrowDown opens');
    expect(box.getAttribute('aria-expanded')).to.equal('true');
    expect(activeText(el), 'the first option').to.equal('Apple');
    expect(list.contains(el.shadowRoot!.getElementById(box.getAttribute('aria-activedescendant')!))).to.be.true;
    const group = el.shadowRoot!.querySelector('[role="group"]')!;
    expect(accessibleName(group)).to.equal('Citrus');
    await Promise.all(
      popup(el)
        .getAnimations()
        .map(a => a.finished.catch(() => undefined)),
    );
    await expect(el).to.be.accessible();
  });

  it('filters by substring as you type, ignoring case and accents, marks the match and says how many match', async () => {
    const el = await fruit();
    await focusIt(el);
    await type(el, 'APP');
    await expectSoon(() => isShown(el), true, 'typing opens the list');
    await expectSoon(() => optionTexts(el), ['Apple', 'Pineapple']);
    expect([...el.shadowRoot!.querySelectorAll('[part="match"]')].map(m => m.textContent)).to.deep.equal([
      'App',
      'app',
    ]);
    expect(activeText(el), 'the first match is active').to.equal('Apple');
    await expectSoon(() => status(el), '2 results available.');
    const options = [...el.shadowRoot!.querySelectorAll('[role="option"]')];
    expect(options.map(o => [o.getAttribute('aria-posinset'), o.getAttribute('aria-setsize')])).to.deep.equal([
      ['1', '2'],
      ['2', '2'],
    ]);
    input(el).select();
    await type(el, 'creme');
    await expectSoon(() => optionTexts(el), ['Crème de cassis'], 'accents do not count');
    expect(part(el, 'match').textContent).to.equal('Crème');
    await expectSoon(() => status(el), '1 result available.');
    await type(el, 'x');
    await expectSoon(() => optionTexts(el), []);
    expect(part(el, 'message').textContent!.trim()).to.equal('No results');
    await expectSoon(() => status(el), 'No results');
    expect(input(el).hasAttribute('aria-activedescendant')).to.be.false;
  });

  it('ArrowDown and ArrowUp move the active option (skipping disabled ones, wrapping); Enter chooses', async () => {
    const el = await fruit();
    const events = record(el, 'input', 'change');
    await focusIt(el);
    await press(el, 'ArrowDown');
    await expectSoon(() => activeText(el), 'Apple');
    await press(el, 'ArrowDown');
    await press(el, 'ArrowDown');
    await expectSoon(() => activeText(el), 'Pineapple', 'Banana is disabled: skipped');
    await press(el, 'ArrowUp');
    await press(el, 'ArrowUp');
    await press(el, 'ArrowUp');
    await expectSoon(() => activeText(el), 'Crème de cassis', 'from the first to the last');
    await press(el, 'ArrowDown');
    await expectSoon(() => activeText(el), 'Apple', 'and back to the first');
    expect(types(events), 'moving chooses nothing').to.deep.equal([]);
    await press(el, 'ArrowDown');
    await press(el, 'Enter');
    await expectSoon(() => isShown(el), false, 'Enter closes');
    expect(el.value).to.equal('apricot');
    expect(input(el).value).to.equal('Apricot');
    expect(types(events)).to.deep.equal(['input', 'change']);
    expect(deepActive()).to.equal(input(el));
  });

  it('Escape closes; a second Escape clears the text and the value', async () => {
    const el = await fruit('value="lime"');
    expect(input(el).value).to.equal('Lime');
    const events = record(el, 'input', 'change');
    await focusIt(el);
    await press(el, 'ArrowDown');
    await expectSoon(() => activeText(el), 'Lime', 'opens on the chosen option');
    await press(el, 'Escape');
    await expectSoon(() => isShown(el), false, 'the first Escape closes');
    expect(el.value).to.equal('lime');
    await press(el, 'Escape');
    await expectSoon(() => input(el).value, '', 'the second clears');
    expect(el.value).to.equal('');
    expect(types(events)).to.deep.equal(['input', 'change']);
  });

  it('Alt+ArrowDown opens unfiltered without an active option; Alt+ArrowUp closes; Home and End move the caret', async () => {
    const el = await fruit();
    await focusIt(el);
    await type(el, 'lem');
    await expectSoon(() => optionTexts(el), ['Lemon']);
    await press(el, 'Escape');
    await expectSoon(() => isShown(el), false);
    await pressAlt(el, 'ArrowDown');
    await expectSoon(() => isShown(el), true, 'Alt+ArrowDown opens');
    expect(optionTexts(el).length, 'every option').to.equal(7);
    expect(input(el).hasAttribute('aria-activedescendant'), 'no option active').to.be.false;
    await press(el, 'ArrowDown');
    await press(el, 'Home');
    await expectSoon(() => input(el).selectionStart, 0, 'Home moves the caret to the start');
    expect(activeText(el), 'not the option').to.equal('Apple');
    await press(el, 'End');
    await expectSoon(() => input(el).selectionStart, 3, 'End moves it to the end');
    expect(activeText(el)).to.equal('Apple');
    await pressAlt(el, 'ArrowUp');
    await expectSoon(() => isShown(el), false, 'Alt+ArrowUp closes');
  });

  it('a click on an option chooses it; leaving the field takes a text that names an option, else gives it back', async () => {
    const el = await fruit();
    await focusIt(el);
    await type(el, 'lim');
    const lime = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')].find(
      o => o.textContent!.trim() === 'Lime',
    )!;
    await clickCenter(lime);
    await expectSoon(() => el.value, 'lime');
    await expectSoon(() => isShown(el), false);
    input(el).select();
    await type(el, 'LEMON');
    input(el).blur();
    await expectSoon(() => el.value, 'lemon', 'an exact label (any case) is taken on blur');
    expect(input(el).value).to.equal('Lemon');
    await focusIt(el);
    input(el).select();
    await type(el, 'lem');
    input(el).blur();
    await expectSoon(() => input(el).value, 'Lemon', 'a partial text gives way to the chosen label');
    expect(el.value).to.equal('lemon');
  });

  it('allow-custom: Enter and blur take free text as the value', async () => {
    const el = await fruit('allow-custom');
    await focusIt(el);
    await type(el, 'Durian');
    expect(input(el).hasAttribute('aria-activedescendant'), 'no option is active: Enter keeps the text').to.be.false;
    await press(el, 'Enter');
    await expectSoon(() => el.value, 'Durian');
    expect(isShown(el)).to.be.false;
    input(el).select();
    await type(el, 'Kiwi');
    input(el).blur();
    await expectSoon(() => el.value, 'Kiwi');
  });

  it('multiple: tags named "Remove {label}", the list stays open, Backspace and the button remove, FormData holds each value', async () => {
    const form = await fixture<HTMLFormElement>(html`<form>
      <ds-combobox label="Fruit" name="fruit" multiple value="lime, apple">
        <ds-option value="apple">Apple</ds-option>
        <ds-option value="lime">Lime</ds-option>
        <ds-option value="kiwi">Kiwi</ds-option>
      </ds-combobox>
    </form>`);
    const el = form.querySelector('ds-combobox')!;
    await settle(el);
    expect(el.value).to.deep.equal(['lime', 'apple']);
    await expectSoon(() => tagNames(el), ['Remove Lime', 'Remove Apple']);
    expectFormValue(form, 'fruit', ['lime', 'apple']);
    await expect(el).to.be.accessible();
    await focusIt(el);
    await type(el, 'ki');
    await press(el, 'Enter');
    await expectSoon(() => el.value, ['lime', 'apple', 'kiwi']);
    expect(isShown(el), 'the list stays open').to.be.true;
    expect(input(el).value, 'the text is cleared').to.equal('');
    expect(part(el, 'listbox').getAttribute('aria-multiselectable')).to.equal('true');
    expect(
      [...el.shadowRoot!.querySelectorAll('[role="option"]')].map(o => o.getAttribute('aria-selected')),
    ).to.deep.equal(['true', 'true', 'true']);
    await press(el, 'Escape');
    await press(el, 'Backspace');
    await expectSoon(() => el.value, ['lime', 'apple'], 'Backspace in the empty input removes the last');
    await clickCenter(tagButtons(el)[0]!);
    await expectSoon(() => el.value, ['apple']);
    expect(deepActive(), 'focus goes to the input').to.equal(input(el));
    expectFormValue(form, 'fruit', ['apple']);
    el.lang = 'fr';
    await expectSoon(() => tagNames(el), ['Retirer Apple'], 'in the page language');
  });

  it('loads remote options after a pause, with a signal, says "Loading…", and ignores stale answers', async () => {
    const el = await mount(html`<ds-combobox label="City" debounce="10"></ds-combobox>`);
    const calls: { query: string; signal: AbortSignal }[] = [];
    const answers = new Map<string, (items: ComboboxItem[]) => void>();
    el.options = (query, { signal }) => {
      calls.push({ query, signal });
      return new Promise(resolve => answers.set(query, resolve));
    };
    await focusIt(el);
    // three keys faster than the pause: one call
    for (const text of ['p', 'pa', 'par']) {
      input(el).value = text;
      input(el).dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }
    await settle(el);
    await expectSoon(() => part(el, 'message')?.textContent?.trim(), 'Loading…');
    await expectSoon(() => status(el), 'Loading…');
    await expectSoon(() => calls.map(c => c.query), ['par'], 'one call after the pause, not one per key');
    await type(el, 'i');
    await expectSoon(() => calls.map(c => c.query), ['par', 'pari']);
    expect(calls[0]!.signal.aborted, 'the older query is aborted').to.be.true;
    answers.get('pari')!([{ value: 'paris', label: 'Paris' }]);
    await expectSoon(() => optionTexts(el), ['Paris']);
    answers.get('par')!([{ value: 'parma', label: 'Parma' }]);
    await settle(el);
    await expectSoon(() => optionTexts(el), ['Paris'], 'the stale answer is ignored');
    await expectSoon(() => status(el), '1 result available.');
    await press(el, 'Enter');
    await expectSoon(() => el.value, 'paris');
    expect(input(el).value).to.equal('Paris');
    // a loader that fails: a message, no throw, the value kept
    el.options = () => Promise.reject(new Error('offline'));
    input(el).select();
    await type(el, 'x');
    await expectSoon(() => status(el), 'The options could not be loaded.');
    expect(el.value).to.equal('paris');
  });

  it('opens and filters 10,000 options at once, drawing only a window with the right positions', async () => {
    const el = await mount(html`<ds-combobox label="Item"></ds-combobox>`);
    const fragment = document.createDocumentFragment();
    for (let i = 1; i <= 10_000; i++) {
      const option = document.createElement('ds-option');
      option.setAttribute('value', String(i));
      option.textContent = `Item ${i}`;
      fragment.append(option);
    }
    el.append(fragment);
    await settle(el);
    await focusIt(el);
    let started = performance.now();
    await press(el, 'ArrowDown');
    await expectSoon(() => isShown(el), true);
    const openMs = performance.now() - started;
    const drawn = el.shadowRoot!.querySelectorAll('[role="option"]');
    expect(drawn.length, 'a window, not the whole list').to.be.within(5, 60);
    expect(drawn[0]!.getAttribute('aria-setsize')).to.equal('10000');
    await press(el, 'ArrowUp');
    await expectSoon(() => activeText(el), 'Item 10000', 'the last option, drawn when reached');
    const last = el.shadowRoot!.getElementById(input(el).getAttribute('aria-activedescendant')!)!;
    expect(last.getAttribute('aria-posinset')).to.equal('10000');
    started = performance.now();
    await type(el, '999');
    await expectSoon(() => status(el), '19 results available.');
    const filterMs = performance.now() - started;
    expect(optionTexts(el)[0]).to.equal('Item 999');
    // generous bounds (CI machines are slow): the point is no per-option cost in the DOM
    expect(openMs, 'open time').to.be.below(1500);
    expect(filterMs, 'filter time').to.be.below(1500);
  });

  it('shows the required message in the page language after a failed submit', async () => {
    const form = await fixture<HTMLFormElement>(html`<form lang="fr" @submit=${(e: Event) => e.preventDefault()}>
      <ds-combobox label="Fruit" name="fruit" required><ds-option>Apple</ds-option></ds-combobox>
    </form>`);
    const el = form.querySelector('ds-combobox')!;
    await settle(el);
    form.requestSubmit();
    await expectSoon(
      () => el.shadowRoot!.querySelector('[part="error-text"]')?.textContent?.trim(),
      'Veuillez sélectionner un élément dans la liste.',
    );
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    await focusIt(el);
    await type(el, 'zz');
    await expectSoon(() => part(el, 'message')?.textContent?.trim(), 'Aucun résultat');
  });

  it('styles: no fade under reduced motion, system colours in forced colours', () => {
    const sheets = DsCombobox.elementStyles.map(s => (s as { styleSheet?: CSSStyleSheet }).styleSheet!).filter(Boolean);
    const rules = (query: string) =>
      sheets.flatMap(sheet =>
        [...sheet.cssRules]
          .filter(
            (r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.replace(/\s/g, '').includes(query),
          )
          .flatMap(r => [...r.cssRules].filter((x): x is CSSStyleRule => x instanceof CSSStyleRule)),
      );
    const reduced = rules('(prefers-reduced-motion:reduce)').find(r => r.selectorText === '.popup[data-open]')!;
    expect(reduced.style.animationName || reduced.style.getPropertyValue('animation')).to.equal('none');
    const active = rules('(forced-colors:active)').find(r => r.selectorText === '.option.active')!;
    expect(active.style.backgroundColor.toLowerCase()).to.equal('highlight');
  });
});

runFormControlSuite({
  tagName: 'ds-combobox',
  render: ({ name, required, disabled }) =>
    html`<ds-combobox label="Fruit" name=${name} value=${required ? '' : 'apple'} ?required=${required} ?disabled=${disabled}
      ><ds-option value="apple">Apple</ds-option><ds-option value="apricot">Apricot</ds-option></ds-combobox
    >`,
  setValueAsUser: async el => {
    const combobox = el as DsCombobox;
    combobox.focus();
    await sendKeys({ press: 'ArrowDown' });
    await expectSoon(() => combobox.open, true, 'the list opened');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    await expectSoon(() => combobox.open, false, 'the list closed');
  },
  defaultFormValue: 'apple',
  userFormValue: 'apricot',
  supportsRequired: true,
  userEvents: ['input', 'change'],
});
