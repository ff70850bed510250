import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { runFormControlSuite } from '../test/form-control.suite.js';
import {
  clickCenter,
  loadTokens,
  part,
  record,
  resetMouseAndFocus,
  shiftTab,
  SPACE,
  hostAria,
  WAIT,
  expectSoon,
  expectReadableDisabledLabel,
  textContrast,
  tokenValue,
} from '../test/test-helpers.js';
import { DsRadio } from './ds-radio.js';
import { DsRadioGroup } from './ds-radio-group.js';

before(loadTokens);

afterEach(resetMouseAndFocus);

const radios = (group: Element) => [...group.querySelectorAll('ds-radio')];
const checkedValues = (group: Element) =>
  radios(group)
    .filter(r => hostAria(r, 'aria-checked') === 'true')
    .map(r => r.value);
const tabStops = (group: Element) =>
  radios(group)
    .filter(r => r.getAttribute('tabindex') === '0')
    .map(r => r.value);

/** The Checkbox & Radio page's demo group: a disabled option and an "Uncheck me" option. */
const demo = (
  attrs: { name?: string; value?: string; required?: boolean; disabled?: boolean } = {},
) => html`<ds-radio-group
  label="Pick one"
  name=${attrs.name ?? 'pick'}
  value=${attrs.value ?? 'b'}
  ?required=${attrs.required}
  ?disabled=${attrs.disabled}
>
  <ds-radio value="a">Option A</ds-radio>
  <ds-radio value="b">Option B</ds-radio>
  <ds-radio value="c" disabled>Disabled option</ds-radio>
  <ds-radio value="d">Option D</ds-radio>
  <ds-radio value="u" deselectable>Uncheck me</ds-radio>
</ds-radio-group>`;

/** Focuses the group's tab stop with a real Tab from a button before it. */
async function tabInto(wrap: HTMLElement): Promise<void> {
  wrap.querySelector<HTMLButtonElement>('#before')!.focus();
  await sendKeys({ press: 'Tab' });
}

describe('<ds-radio-group>', () => {
  // first, because Lit prints each warning once per page
  it('prints no Lit warnings', async () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const el = await fixture<DsRadioGroup>(demo());
      await clickCenter(radios(el)[0]!);
      el.disabled = true;
      await el.updateComplete;
      el.disabled = false;
      el.appearance = 'buttons';
      await el.updateComplete;
      await nextFrame();
    } finally {
      console.warn = original;
    }
    expect(warnings).to.deep.equal([]);
  });

  it('is a labelled radiogroup of radios, and accessible', async () => {
    const el = await fixture<DsRadioGroup>(demo());
    expect(el).to.be.instanceOf(DsRadioGroup);
    const group = part(el, 'base');
    expect(hostAria(group, 'role')).to.equal('radiogroup');
    expect(group.getAttribute('aria-labelledby')).to.equal('label');
    expect(el.shadowRoot!.getElementById('label')!.textContent!.trim()).to.equal('Pick one');
    for (const radio of radios(el)) {
      expect(radio).to.be.instanceOf(DsRadio);
      expect(hostAria(radio, 'role')).to.equal('radio');
    }
    expect(checkedValues(el)).to.deep.equal(['b']);
    expect(hostAria(radios(el)[2]!, 'aria-disabled')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('has the documented defaults', async () => {
    const el = await fixture<DsRadioGroup>(html`<ds-radio-group><ds-radio value="a">A</ds-radio></ds-radio-group>`);
    expect(el.value).to.equal('');
    expect(el.defaultValue).to.equal('');
    expect(el.label).to.equal('');
    expect(el.name).to.equal('');
    expect(el.appearance).to.equal('default');
    expect(el.required).to.be.false;
    expect(el.disabled).to.be.false;
    expect(el.hideLabel).to.be.false;
    const radio = radios(el)[0]!;
    expect(radio.value).to.equal('a');
    expect(radio.disabled).to.be.false;
    expect(radio.deselectable).to.be.false;
    expect(radio.checked).to.be.false;
    expect(hostAria(radio, 'aria-checked')).to.equal('false');
    expect(radio.getAttribute('tabindex')).to.equal('0');
    for (const name of ['base', 'control', 'dot', 'icon', 'label']) expect(part(radio, name), name).to.exist;
  });

  it('reflects attributes, and the value attribute drives the value until it is set', async () => {
    const el = await fixture<DsRadioGroup>(demo());
    expect(el.value).to.equal('b');
    expect(el.defaultValue).to.equal('b');
    el.setAttribute('value', 'd');
    await el.updateComplete;
    expect(el.value).to.equal('d');
    expect(checkedValues(el)).to.deep.equal(['d']);

    el.value = 'a';
    await el.updateComplete;
    expect(el.getAttribute('value'), 'the property does not write the attribute').to.equal('d');
    el.setAttribute('value', 'b');
    await el.updateComplete;
    expect(el.value, 'a value set by script wins over the attribute').to.equal('a');

    el.required = true;
    el.appearance = 'buttons';
    el.hideLabel = true;
    const radio = radios(el)[0]!;
    radio.deselectable = true;
    await el.updateComplete;
    await radio.updateComplete;
    expect(el.hasAttribute('required')).to.be.true;
    expect(el.getAttribute('appearance')).to.equal('buttons');
    expect(el.hasAttribute('hide-label')).to.be.true;
    expect(hostAria(part(el, 'base'), 'aria-required')).to.equal('true');
    expect(radio.hasAttribute('deselectable')).to.be.true;
  });

  describe('keyboard (APG radio group)', () => {
    const page = (group = demo()) =>
      html`<div><button id="before">Before</button>${group}<button id="after">After</button></div>`;

    it('Tab lands on the checked radio, and Tab again leaves the group', async () => {
      const wrap = await fixture<HTMLElement>(page());
      const el = wrap.querySelector('ds-radio-group')!;
      expect(tabStops(el)).to.deep.equal(['b']);
      await tabInto(wrap);
      expect(document.activeElement).to.equal(radios(el)[1]);
      await sendKeys({ press: 'Tab' });
      await expectSoon(() => document.activeElement!.id, 'after');
      await shiftTab();
      await expectSoon(() => document.activeElement, radios(el)[1], 'Shift+Tab comes back to the checked radio');
    });

    it('Tab lands on the first enabled radio when none is checked', async () => {
      const wrap = await fixture<HTMLElement>(
        page(html`<ds-radio-group label="L">
        <ds-radio value="x" disabled>X</ds-radio><ds-radio value="y">Y</ds-radio><ds-radio value="z">Z</ds-radio>
      </ds-radio-group>`),
      );
      const el = wrap.querySelector('ds-radio-group')!;
      expect(tabStops(el)).to.deep.equal(['y']);
      await tabInto(wrap);
      expect(document.activeElement).to.equal(radios(el)[1]);
      expect(el.value, 'focus alone does not check').to.equal('');
    });

    for (const key of ['ArrowDown', 'ArrowRight']) {
      it(`${key} moves to and checks the next radio, skipping disabled ones and wrapping`, async () => {
        const wrap = await fixture<HTMLElement>(page());
        const el = wrap.querySelector('ds-radio-group')!;
        const changes = record(el, 'change');
        await tabInto(wrap);
        const visits: string[] = [];
        for (let i = 0; i < 4; i++) {
          await sendKeys({ press: key });
          visits.push(`${(document.activeElement as DsRadio).value}:${el.value}`);
        }
        // b -> (c disabled) d -> u -> a (wrap) -> b
        expect(visits).to.deep.equal(['d:d', 'u:u', 'a:a', 'b:b']);
        expect(changes.length).to.equal(4);
        expect(tabStops(el)).to.deep.equal(['b']);
      });
    }

    for (const key of ['ArrowUp', 'ArrowLeft']) {
      it(`${key} moves to and checks the previous radio, skipping disabled ones and wrapping`, async () => {
        const wrap = await fixture<HTMLElement>(page());
        const el = wrap.querySelector('ds-radio-group')!;
        await tabInto(wrap);
        const visits: string[] = [];
        for (let i = 0; i < 4; i++) {
          await sendKeys({ press: key });
          visits.push(`${(document.activeElement as DsRadio).value}:${el.value}`);
        }
        // b -> a -> u (wrap) -> d -> (c disabled) b
        expect(visits).to.deep.equal(['a:a', 'u:u', 'd:d', 'b:b']);
      });
    }

    it('Left and Right swap in right-to-left text', async () => {
      const wrap = await fixture<HTMLElement>(html`<div dir="rtl">${page()}</div>`);
      const el = wrap.querySelector('ds-radio-group')!;
      await tabInto(wrap);
      await sendKeys({ press: 'ArrowLeft' });
      await expectSoon(() => el.value, 'd');
      await sendKeys({ press: 'ArrowRight' });
      await expectSoon(() => el.value, 'b');
    });

    it('an arrow from an unchecked group (focus on the first radio) checks the next one', async () => {
      const wrap = await fixture<HTMLElement>(page(demo({ value: '' })));
      const el = wrap.querySelector('ds-radio-group')!;
      await tabInto(wrap);
      expect(document.activeElement).to.equal(radios(el)[0]);
      await sendKeys({ press: 'ArrowDown' });
      await expectSoon(() => el.value, 'b');
      await expectSoon(() => document.activeElement, radios(el)[1]);
    });

    it('Space checks the focused radio (once), and does not scroll', async () => {
      const wrap = await fixture<HTMLElement>(page(demo({ value: '' })));
      const el = wrap.querySelector('ds-radio-group')!;
      const seen = record(el, 'input', 'change');
      let prevented: boolean | undefined;
      el.addEventListener('keydown', e => queueMicrotask(() => (prevented = e.defaultPrevented)));
      await tabInto(wrap);
      await sendKeys({ press: SPACE });
      await expectSoon(() => el.value, 'a');
      await expectSoon(() => hostAria(radios(el)[0]!, 'aria-checked'), 'true');
      await expectSoon(() => prevented, true);
      await sendKeys({ press: SPACE });
      await expectSoon(() => el.value, 'a', 'Space on a checked (non-deselectable) radio keeps it');
      await expectSoon(() => seen.map(e => e.type), ['input', 'change']);
    });

    it('other keys do nothing', async () => {
      const wrap = await fixture<HTMLElement>(page());
      const el = wrap.querySelector('ds-radio-group')!;
      const seen = record(el, 'change');
      await tabInto(wrap);
      for (const key of ['Enter', 'Home', 'End', 'x']) await sendKeys({ press: key });
      expect(el.value).to.equal('b');
      expect(seen.length).to.equal(0);
    });

    it('focus() focuses the tab stop', async () => {
      const el = await fixture<DsRadioGroup>(demo({ value: 'd' }));
      el.focus();
      expect(document.activeElement).to.equal(radios(el)[3]);
    });
  });

  describe('pointer', () => {
    it('a click checks the radio (on its circle or its label)', async () => {
      const el = await fixture<DsRadioGroup>(demo());
      const seen = record(el, 'input', 'change');
      await clickCenter(part(radios(el)[0]!, 'control'));
      await expectSoon(() => el.value, 'a');
      await clickCenter(part(radios(el)[3]!, 'label'));
      await expectSoon(() => el.value, 'd');
      await expectSoon(() => checkedValues(el), ['d']);
      await expectSoon(() => tabStops(el), ['d']);
      await expectSoon(() => seen.map(e => e.type), ['input', 'change', 'input', 'change']);
      await expectSoon(() => document.activeElement, radios(el)[3], 'the clicked radio has focus');
    });

    it('a click on the checked radio does nothing', async () => {
      const el = await fixture<DsRadioGroup>(demo());
      const seen = record(el, 'change');
      await clickCenter(radios(el)[1]!);
      await expectSoon(() => el.value, 'b');
      await expectSoon(() => seen.length, 0);
    });

    it('a disabled radio ignores clicks, and its clicks reach no listener', async () => {
      const el = await fixture<DsRadioGroup>(demo());
      const seen = record(el, 'change', 'click');
      await clickCenter(radios(el)[2]!);
      radios(el)[2]!.click();
      expect(el.value).to.equal('b');
      expect(seen.length).to.equal(0);
      expect(radios(el)[2]!.hasAttribute('tabindex')).to.be.false;
    });
  });

  describe('deselect by choosing again', () => {
    it('a deselectable radio is unchecked by a second click; the group is then empty', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>${demo()}</form>`);
      const el = form.querySelector('ds-radio-group')!;
      const uncheck = radios(el)[4]!;
      const seen = record(el, 'input', 'change');
      await clickCenter(uncheck);
      await expectSoon(() => el.value, 'u');
      await expectSoon(() => new FormData(form).get('pick'), 'u');
      await clickCenter(uncheck);
      await expectSoon(() => el.value, '');
      await expectSoon(() => checkedValues(el), []);
      await expectSoon(() => new FormData(form).has('pick'), false);
      await expectSoon(() => seen.map(e => e.type), ['input', 'change', 'input', 'change']);
      await expectSoon(() => tabStops(el), ['a'], 'with nothing checked, the first enabled radio is the tab stop');
      await expect(el).to.be.accessible();
    });

    it('Space on the checked deselectable radio unchecks it; arrows never do', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><button id="before">Before</button>${demo({ value: 'u' })}</div>`,
      );
      const el = wrap.querySelector('ds-radio-group')!;
      await tabInto(wrap);
      expect(document.activeElement).to.equal(radios(el)[4]);
      await sendKeys({ press: SPACE });
      await expectSoon(() => el.value, '');
      await expectSoon(() => document.activeElement, radios(el)[4], 'focus stays');
      await sendKeys({ press: SPACE });
      await expectSoon(() => el.value, 'u', 'Space again checks it');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowUp' });
      await expectSoon(() => el.value, 'u');
    });

    it('other radios are not deselectable', async () => {
      const el = await fixture<DsRadioGroup>(demo());
      await clickCenter(radios(el)[1]!);
      await expectSoon(() => el.value, 'b');
    });
  });

  describe('events', () => {
    it('fire on the group with the value, ARIA and form value current', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>${demo()}</form>`);
      const el = form.querySelector('ds-radio-group')!;
      const states: unknown[] = [];
      for (const type of ['input', 'change']) {
        form.addEventListener(type, e =>
          states.push([
            e.type,
            e.target === el,
            e.bubbles,
            e.composed,
            el.value,
            checkedValues(el),
            new FormData(form).get('pick'),
          ]),
        );
      }
      await clickCenter(radios(el)[0]!);
      expect(states).to.deep.equal([
        ['input', true, true, true, 'a', ['a'], 'a'],
        ['change', true, true, false, 'a', ['a'], 'a'],
      ]);
    });

    it('do not fire when the value is set by script', async () => {
      const el = await fixture<DsRadioGroup>(demo());
      const seen = record(el, 'input', 'change');
      el.value = 'a';
      await el.updateComplete;
      el.setAttribute('value', 'd');
      el.defaultValue = 'a';
      await el.updateComplete;
      await nextFrame();
      expect(seen.length).to.equal(0);
      expect(checkedValues(el)).to.deep.equal(['a']);
    });
  });

  describe('form', () => {
    it('submits the value under its name; reset restores the initially checked value', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>${demo()}</form>`);
      const el = form.querySelector('ds-radio-group')!;
      expect(new FormData(form).get('pick')).to.equal('b');
      await clickCenter(radios(el)[3]!);
      await expectSoon(() => new FormData(form).get('pick'), 'd');
      form.reset();
      await el.updateComplete;
      expect(el.value).to.equal('b');
      expect(checkedValues(el)).to.deep.equal(['b']);
      expect(tabStops(el)).to.deep.equal(['b']);
      expect(new FormData(form).get('pick')).to.equal('b');
      // after a reset the attribute drives the value again
      el.setAttribute('value', 'a');
      await el.updateComplete;
      expect(el.value).to.equal('a');
    });

    it('the required message comes from strings, English by default', async () => {
      const el = await fixture<DsRadioGroup>(demo({ value: '', required: true }));
      expect(el.validationMessage).to.equal('Please select one of these options.');
      el.strings = { valueMissing: 'Bitte eine Option wählen.' };
      await el.updateComplete;
      expect(el.validationMessage).to.equal('Bitte eine Option wählen.');
    });

    it('required: valueMissing while nothing is chosen', async () => {
      const el = await fixture<DsRadioGroup>(demo({ value: '', required: true }));
      expect(el.validity.valueMissing).to.be.true;
      expect(el.validationMessage).to.not.equal('');
      await clickCenter(radios(el)[0]!);
      await expectSoon(() => el.validity.valid, true);
      await clickCenter(radios(el)[4]!);
      await clickCenter(radios(el)[4]!);
      await expectSoon(() => el.value, '');
      await expectSoon(() => el.validity.valueMissing, true, 'deselecting makes it invalid again');
    });

    it('a disabled fieldset disables the group and every radio', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <button type="button" id="before">Before</button>
        <fieldset disabled>${demo()}</fieldset>
        <button type="button" id="after">After</button>
      </form>`);
      const el = form.querySelector('ds-radio-group')!;
      await el.updateComplete;
      expect(el.matches(':disabled')).to.be.true;
      for (const radio of radios(el)) {
        expect(hostAria(radio, 'aria-disabled')).to.equal('true');
        expect(radio.hasAttribute('tabindex')).to.be.false;
      }
      await clickCenter(radios(el)[0]!);
      await expectSoon(() => el.value, 'b');
      await expectSoon(() => new FormData(form).has('pick'), false);
      await tabInto(form);
      expect(document.activeElement!.id).to.equal('after');

      form.querySelector('fieldset')!.disabled = false;
      await el.updateComplete;
      expect(hostAria(radios(el)[0]!, 'aria-disabled')).to.equal(null);
      expect(hostAria(radios(el)[2]!, 'aria-disabled'), 'its own disabled stays').to.equal('true');
      expect(tabStops(el)).to.deep.equal(['b']);
      expect(new FormData(form).get('pick')).to.equal('b');
    });

    it('a value that names a disabled or missing radio submits nothing', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>${demo({ value: 'c', required: true })}</form>`);
      const el = form.querySelector('ds-radio-group')!;
      expect(checkedValues(el), 'the disabled radio shows as checked').to.deep.equal(['c']);
      expect(tabStops(el), 'but the tab stop is the first enabled radio').to.deep.equal(['a']);
      expect(new FormData(form).has('pick')).to.be.false;
      expect(el.validity.valueMissing).to.be.true;
      el.value = 'zzz';
      await el.updateComplete;
      expect(checkedValues(el)).to.deep.equal([]);
      expect(new FormData(form).has('pick')).to.be.false;
    });
  });

  describe('radios', () => {
    it('follow added, removed, re-valued and disabled radios, also wrapped ones', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <ds-radio-group name="g" value="b"><span><ds-radio value="a">A</ds-radio></span></ds-radio-group>
      </form>`);
      const el = form.querySelector('ds-radio-group')!;
      expect(new FormData(form).has('g')).to.be.false;
      const b = Object.assign(document.createElement('ds-radio'), { value: 'b' });
      b.textContent = 'B';
      el.append(b);
      await b.updateComplete;
      await nextFrame();
      await el.updateComplete;
      expect(checkedValues(el)).to.deep.equal(['b']);
      expect(new FormData(form).get('g')).to.equal('b');

      const a = radios(el)[0]!;
      a.value = 'b2';
      b.value = 'x';
      await a.updateComplete;
      await b.updateComplete;
      await el.updateComplete;
      expect(checkedValues(el)).to.deep.equal([]);
      b.value = 'b';
      b.disabled = true;
      await b.updateComplete;
      await el.updateComplete;
      expect(tabStops(el)).to.deep.equal(['b2']);
      expect(new FormData(form).has('g')).to.be.false;

      b.remove();
      await nextFrame();
      await el.updateComplete;
      expect(el.options).to.deep.equal([a]);
      expect(hostAria(b, 'aria-checked'), 'a removed radio forgets the group').to.equal('false');
    });

    it("removing the checked radio clears the group's value and form value", async () => {
      const form = await fixture<HTMLFormElement>(html`<form><ds-radio-group name="g" label="L" value="b">
        <ds-radio value="a">A</ds-radio><ds-radio value="b">B</ds-radio>
      </ds-radio-group></form>`);
      const el = form.querySelector('ds-radio-group')!;
      await el.updateComplete;
      expect(new FormData(form).get('g')).to.equal('b');
      radios(el)[1]!.remove();
      await waitUntil(() => el.value === '', 'the value follows the removal', WAIT);
      await el.updateComplete;
      expect(new FormData(form).has('g')).to.be.false;
      expect(tabStops(el)).to.deep.equal(['a']);
      // a new radio with the old value does not bring the old choice back
      el.append(Object.assign(document.createElement('ds-radio'), { value: 'b', textContent: 'B again' }));
      await nextFrame();
      await el.updateComplete;
      expect(el.value).to.equal('');
      expect(checkedValues(el)).to.deep.equal([]);
    });

    it('formDisabled = NaN does not make the radios re-render forever', async () => {
      const el = await fixture<DsRadioGroup>(
        html`<ds-radio-group label="L"><ds-radio value="a">A</ds-radio></ds-radio-group>`,
      );
      (el as unknown as { formDisabled: unknown }).formDisabled = NaN;
      const settled = await Promise.race([
        (async () => {
          for (let i = 0; i < 5; i++) {
            await el.updateComplete;
            await radios(el)[0]!.updateComplete;
            await nextFrame();
          }
          return !el.isUpdatePending && !radios(el)[0]!.isUpdatePending;
        })(),
        new Promise<boolean>(resolve => setTimeout(() => resolve(false), 2000)),
      ]);
      expect(settled).to.be.true;
    });

    it('a wrapped radio is still part of the group for keys and clicks', async () => {
      const el = await fixture<DsRadioGroup>(html`<ds-radio-group label="L" value="a">
        <span><ds-radio value="a">A</ds-radio></span><span><ds-radio value="b">B</ds-radio></span>
      </ds-radio-group>`);
      el.focus();
      await sendKeys({ press: 'ArrowRight' });
      await expectSoon(() => el.value, 'b');
      await clickCenter(radios(el)[0]!);
      await expectSoon(() => el.value, 'a');
    });
  });

  describe('appearance="buttons"', () => {
    const layouts = () => html`<ds-radio-group label="Layout" appearance="buttons" value="grid" hide-label>
      <ds-radio value="stream" label="Stream"><svg slot="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" /></svg></ds-radio>
      <ds-radio value="table" label="Table"><svg slot="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h16v16H4z" stroke="currentColor" fill="none" /></svg></ds-radio>
      <ds-radio value="grid"><svg slot="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h6v6H4z" stroke="currentColor" fill="none" /></svg>Grid</ds-radio>
      <ds-radio value="column" disabled><svg slot="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h4v16H4z" stroke="currentColor" fill="none" /></svg>Column</ds-radio>
    </ds-radio-group>`;

    it('draws a joined row of buttons, icon-only ones named by label, and is accessible', async () => {
      const el = await fixture<DsRadioGroup>(layouts());
      const [stream, table, grid] = radios(el);
      for (const r of radios(el)) await r.updateComplete;
      expect(hostAria(stream!, 'aria-label')).to.equal('Stream');
      expect(hostAria(grid!, 'aria-label')).to.equal(null);
      expect(getComputedStyle(part(stream!, 'control')).display).to.equal('none');
      expect(getComputedStyle(part(stream!, 'label')).display, 'an icon-only radio shows no label').to.equal('none');
      expect(getComputedStyle(part(stream!, 'icon')).display).to.not.equal('none');
      expect(getComputedStyle(part(grid!, 'label')).display).to.not.equal('none');
      const a = part(stream!, 'base').getBoundingClientRect();
      const b = part(table!, 'base').getBoundingClientRect();
      expect(Math.abs(a.top - b.top), 'one row').to.be.below(1);
      expect(Math.abs(b.left - a.right), 'joined').to.be.below(1.5);
      expect(getComputedStyle(part(stream!, 'base')).borderTopLeftRadius).to.not.equal('0px');
      expect(getComputedStyle(part(table!, 'base')).borderTopLeftRadius).to.equal('0px');
      expect(getComputedStyle(part(grid!, 'base')).backgroundColor).to.not.equal(
        getComputedStyle(part(table!, 'base')).backgroundColor,
      );
      await expect(el).to.be.accessible();
    });

    it('works with the same keys and clicks', async () => {
      const el = await fixture<DsRadioGroup>(layouts());
      el.focus();
      expect(document.activeElement).to.equal(radios(el)[2]);
      await sendKeys({ press: 'ArrowRight' });
      await expectSoon(() => el.value, 'stream', 'skips the disabled Column and wraps');
      await clickCenter(radios(el)[1]!);
      await expectSoon(() => el.value, 'table');
    });
  });

  describe('appearance="buttons" in too little space', () => {
    const units = ['Length', 'Weight', 'Temperature', 'Volume', 'Speed', 'Area', 'Time'];
    /** A labelled buttons group of seven units in a box `width` px wide. */
    const narrow = async (width: number, value = 'length', dir = 'ltr') => {
      const wrap = await fixture<HTMLElement>(html`<div style="width: ${width}px" dir=${dir}>
        <button id="before">Before</button>
        <ds-radio-group label="Unit" appearance="buttons" value=${value}>
          ${units.map(u => html`<ds-radio value=${u.toLowerCase()}>${u}</ds-radio>`)}
        </ds-radio-group>
        <button id="after">After</button>
      </div>`);
      const el = wrap.querySelector('ds-radio-group')!;
      for (const r of radios(el)) await r.updateComplete;
      return el;
    };
    const row = (el: DsRadioGroup) => part(el, 'options');
    const overflow = (el: DsRadioGroup) => row(el).getAttribute('data-overflow');
    const maxScroll = (el: DsRadioGroup) => row(el).scrollWidth - row(el).clientWidth;
    /** The custom state, where the engine has them (`null` elsewhere). */
    const hasState = (el: Element, name: string) =>
      CSS.supports('selector(:state(a))') ? el.matches(`:state(${name})`) : null;
    /** The radio's button lies inside the row's view. */
    const inView = (el: DsRadioGroup, radio: Element) => {
      const box = row(el).getBoundingClientRect();
      const rect = part(radio, 'base').getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    };
    const FADE = 24; // --ds-space-xl
    /** In view and clear of the fade on each side that has one. */
    const clearOfFade = (el: DsRadioGroup, radio: Element) => {
      const box = row(el).getBoundingClientRect();
      const rect = part(radio, 'base').getBoundingClientRect();
      const sides = overflow(el) ?? '';
      return (
        rect.left >= box.left + (sides.includes('start') ? FADE : 0) - 1 &&
        rect.right <= box.right - (sides.includes('end') ? FADE : 0) + 1
      );
    };

    it('stays one row as tall as a button, scrolls, and fades the side that hides buttons', async () => {
      const el = await narrow(260);
      const all = radios(el);
      expect(new Set(all.map(r => r.offsetTop)).size, 'one row').to.equal(1);
      const base = part(all[0]!, 'base');
      expect(
        el.offsetHeight - part(el, 'label').offsetHeight - 4,
        'one button tall (label and its gap aside)',
      ).to.be.closeTo(base.offsetHeight, 1);
      for (let i = 1; i < all.length; i++) {
        const a = part(all[i - 1]!, 'base').getBoundingClientRect();
        const b = part(all[i]!, 'base').getBoundingClientRect();
        expect(Math.abs(b.left - a.right), 'joined').to.be.below(1.5);
      }
      expect(maxScroll(el), 'it scrolls').to.be.above(100);
      expect(getComputedStyle(row(el)).scrollbarWidth, 'no visible scrollbar').to.equal('none');

      await expectSoon(() => overflow(el), 'end', 'at the start');
      expect(getComputedStyle(row(el)).maskImage).to.not.equal('none');
      if (hasState(el, 'overflow-end') !== null) {
        expect([hasState(el, 'overflow-start'), hasState(el, 'overflow-end')]).to.deep.equal([false, true]);
      }
      row(el).scrollTo({ left: maxScroll(el) / 2, behavior: 'instant' });
      await expectSoon(() => overflow(el), 'start end', 'in the middle');
      row(el).scrollTo({ left: maxScroll(el), behavior: 'instant' });
      await expectSoon(() => overflow(el), 'start', 'at the end');
      if (hasState(el, 'overflow-start') !== null) {
        expect([hasState(el, 'overflow-start'), hasState(el, 'overflow-end')]).to.deep.equal([true, false]);
      }
      await expect(el).to.be.accessible();
    });

    it('brings the button the arrow keys choose into view, and keeps the keys as they were', async () => {
      const el = await narrow(260);
      await expectSoon(() => overflow(el), 'end');
      await tabInto(el.parentElement!);
      await expectSoon(() => document.activeElement === radios(el)[0], true, 'Tab lands on the checked radio');
      await sendKeys({ press: 'Tab' });
      await expectSoon(() => document.activeElement?.id, 'after', 'the row is no tab stop of its own');
      el.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await expectSoon(() => el.value, 'time', 'wraps to the last');
      expect(document.activeElement).to.equal(radios(el)[6]);
      await expectSoon(() => Math.round(row(el).scrollLeft), maxScroll(el), 'scrolled to the end');
      await sendKeys({ press: 'ArrowRight' });
      await expectSoon(() => el.value, 'length', 'wraps to the first');
      await expectSoon(() => row(el).scrollLeft, 0, 'back at the start');
      for (const value of ['weight', 'temperature', 'volume', 'speed']) {
        await sendKeys({ press: 'ArrowRight' });
        await expectSoon(() => el.value, value);
        const radio = radios(el).find(r => r.value === value)!;
        await expectSoon(() => clearOfFade(el, radio), true, `${value} in view, clear of the fades`);
      }
    });

    it('shows the checked button when it first overflows, also in right-to-left text', async () => {
      const el = await narrow(260, 'time');
      await expectSoon(() => inView(el, radios(el)[6]!), true);
      expect(overflow(el)).to.equal('start');
      const rtl = await narrow(260, 'length', 'rtl');
      await expectSoon(() => overflow(rtl), 'end', 'the end is on the left');
      rtl.value = 'time';
      await expectSoon(() => inView(rtl, radios(rtl)[6]!), true, 'a value set by script is shown too');
      await expectSoon(() => overflow(rtl), 'start');
    });

    it('has no fade where the row fits, or in a column', async () => {
      const el = await narrow(900);
      await nextFrame();
      expect(maxScroll(el)).to.equal(0);
      expect(overflow(el)).to.equal(null);
      expect(getComputedStyle(row(el)).maskImage).to.equal('none');
      if (hasState(el, 'overflow-end') !== null) expect(hasState(el, 'overflow-end')).to.be.false;
      el.parentElement!.style.width = '200px';
      await expectSoon(() => overflow(el), 'end', 'follows its box');
      el.appearance = 'default';
      await expectSoon(() => overflow(el), null, 'a column never fades');
      expect(new Set(radios(el).map(r => r.offsetTop)).size).to.equal(units.length);
    });

    it('needs no width of its own: an auto-sized grid and flex row around it keep to their box', async () => {
      const box = await fixture<HTMLElement>(html`<div style="width: 200px">
        <div style="display: grid">
          <div style="display: flex; flex-wrap: wrap; gap: 8px">
            <ds-radio-group label="Unit" appearance="buttons" value="length">
              ${units.map(u => html`<ds-radio value=${u.toLowerCase()}>${u}</ds-radio>`)}
            </ds-radio-group>
            <button>Copy</button>
          </div>
        </div>
      </div>`);
      const el = box.querySelector('ds-radio-group')!;
      await expectSoon(() => overflow(el), 'end');
      expect(el.getBoundingClientRect().width).to.be.at.most(200);
      expect(box.scrollWidth, 'nothing sticks out').to.be.at.most(200);
      const natural = await fixture<HTMLElement>(html`<div style="width: 900px">
        <div style="display: inline-block">
          <ds-radio-group label="Unit" appearance="buttons" value="length">
            ${units.slice(0, 3).map(u => html`<ds-radio value=${u.toLowerCase()}>${u}</ds-radio>`)}
          </ds-radio-group>
        </div>
      </div>`);
      const fits = natural.querySelector('ds-radio-group')!;
      const buttons = radios(fits).map(r => part(r, 'base').getBoundingClientRect());
      const naturalWidth = buttons.at(-1)!.right - buttons[0]!.left;
      // plus the room kept at the end for a focus ring
      expect(fits.getBoundingClientRect().width, 'as wide as its buttons where they fit').to.be.within(
        naturalWidth - 1,
        naturalWidth + 5,
      );
      await nextFrame();
      expect(overflow(fits)).to.equal(null);
    });

    it('keeps 44 px buttons on a touch screen', () => {
      const coarse = DsRadio.elementStyles
        .map(s => (s as { styleSheet?: CSSStyleSheet }).styleSheet!)
        .flatMap(sheet => [...sheet.cssRules])
        .filter(
          (r): r is CSSMediaRule =>
            r instanceof CSSMediaRule && r.conditionText.replace(/\s/g, '') === '(pointer:coarse)',
        )
        .flatMap(r => [...r.cssRules] as CSSStyleRule[])
        .find(r => r.selectorText === '.button');
      expect(coarse?.style.minHeight).to.match(/^max\(44px,/);
    });
  });

  describe('disabled group', () => {
    it('disables every radio and is skipped by Tab', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><button id="before">Before</button>${demo({ disabled: true })}<button id="after">After</button></div>`,
      );
      const el = wrap.querySelector('ds-radio-group')!;
      expect(hostAria(part(el, 'base'), 'aria-disabled')).to.equal('true');
      expect(tabStops(el)).to.deep.equal([]);
      await tabInto(wrap);
      expect(document.activeElement!.id).to.equal('after');
      el.focus();
      expect(document.activeElement!.id).to.equal('after');
      await expect(el).to.be.accessible();
    });

    it('keeps its labels readable (4.5:1 on the page, light and dark): only the controls fade', async () => {
      const el = await fixture<DsRadioGroup>(demo({ disabled: true }));
      const radio = el.querySelector('ds-radio')!;
      expectReadableDisabledLabel(part(radio, 'label'), part(radio, 'control'));
      // the group's own label: muted, not faded
      expect(textContrast(part(el, 'label'), tokenValue('--ds-color-background'))).to.be.at.least(4.5);
    });
  });

  it('bad values never throw', async () => {
    const el = await fixture<DsRadioGroup>(demo());
    const loose = el as unknown as Record<string, unknown>;
    loose.value = null;
    await el.updateComplete;
    expect(el.value).to.equal('');
    loose.value = 42;
    loose.appearance = 'weird';
    await el.updateComplete;
    expect(el.value).to.equal('42');
    expect(part(radios(el)[0]!, 'base').classList.contains('button')).to.be.false;
    const empty = await fixture<DsRadioGroup>(html`<ds-radio-group label="Empty"></ds-radio-group>`);
    empty.focus();
    await sendKeys({ press: 'ArrowDown' });
    await expectSoon(() => empty.value, '');
  });
});

runFormControlSuite({
  tagName: 'ds-radio-group',
  render: ({ name, required, disabled }) => demo({ name, required, disabled, value: required ? '' : 'b' }),
  setValueAsUser: async el => {
    el.focus();
    await sendKeys({ press: 'ArrowDown' });
  },
  defaultFormValue: 'b',
  userFormValue: 'd',
  setValueAsScript: el => {
    (el as DsRadioGroup).value = 'd';
  },
  supportsRequired: true,
  userEvents: ['input', 'change'],
});
