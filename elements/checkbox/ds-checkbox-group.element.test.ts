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
} from '../test/test-helpers.js';
import { DsCheckbox } from './ds-checkbox.js';
import { DsCheckboxGroup } from './ds-checkbox-group.js';

before(loadTokens);

afterEach(resetMouseAndFocus);

const weekdays = (attrs: { name?: string; required?: boolean; disabled?: boolean } = {}) => html`<ds-checkbox-group
  label="Workdays"
  name=${attrs.name ?? 'days'}
  appearance="buttons"
  ?required=${attrs.required}
  ?disabled=${attrs.disabled}
>
  <ds-checkbox value="mo" ?checked=${!attrs.required}>Mo</ds-checkbox>
  <ds-checkbox value="tu">Tu</ds-checkbox>
  <ds-checkbox value="we" ?checked=${!attrs.required}>We</ds-checkbox>
  <ds-checkbox value="th">Th</ds-checkbox>
  <ds-checkbox value="fr">Fr</ds-checkbox>
</ds-checkbox-group>`;

const boxes = (group: DsCheckboxGroup) => [...group.querySelectorAll('ds-checkbox')];

describe('<ds-checkbox-group>', () => {
  // first, because Lit prints each warning once per page
  it('prints no Lit warnings', async () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const el = await fixture<DsCheckboxGroup>(weekdays());
      await clickCenter(boxes(el)[1]!);
      el.disabled = true;
      await el.updateComplete;
      el.disabled = false;
      el.appearance = 'default';
      await el.updateComplete;
      el.value = ['fr'];
      await el.updateComplete;
      await nextFrame();
    } finally {
      console.warn = original;
    }
    expect(warnings).to.deep.equal([]);
  });

  it('is a labelled group (role="group") of checkboxes, and accessible', async () => {
    const el = await fixture<DsCheckboxGroup>(weekdays());
    expect(el).to.be.instanceOf(DsCheckboxGroup);
    const group = part(el, 'base');
    expect(hostAria(group, 'role')).to.equal('group');
    expect(group.getAttribute('aria-labelledby')).to.equal('label');
    expect(el.shadowRoot!.getElementById('label')!.textContent!.trim()).to.equal('Workdays');
    expect(el.options.length).to.equal(5);
    for (const box of el.options) expect(hostAria(box, 'role')).to.equal('checkbox');
    await expect(el).to.be.accessible();
  });

  it('has the documented defaults', async () => {
    const el = await fixture<DsCheckboxGroup>(
      html`<ds-checkbox-group><ds-checkbox value="a">A</ds-checkbox></ds-checkbox-group>`,
    );
    expect(el.label).to.equal('');
    expect(el.appearance).to.equal('default');
    expect(el.required).to.be.false;
    expect(el.hideLabel).to.be.false;
    expect(el.value).to.deep.equal([]);
    expect(part(el, 'base').hasAttribute('aria-labelledby')).to.be.false;
    expect(getComputedStyle(part(el, 'label')).display).to.equal('none');
  });

  it('hide-label keeps the name but hides the text', async () => {
    const el = await fixture<DsCheckboxGroup>(html`<ds-checkbox-group label="Days" hide-label
      ><ds-checkbox value="a">A</ds-checkbox></ds-checkbox-group
    >`);
    expect(part(el, 'label').getBoundingClientRect().height).to.be.at.most(1);
    expect(part(el, 'base').getAttribute('aria-labelledby')).to.equal('label');
    await expect(el).to.be.accessible();
  });

  it('appearance="buttons" draws toggle buttons in a row (no box)', async () => {
    const el = await fixture<DsCheckboxGroup>(weekdays());
    const [mo, tu] = boxes(el);
    await mo!.updateComplete;
    expect(getComputedStyle(part(mo!, 'control')).display).to.equal('none');
    expect(part(mo!, 'base').classList.contains('button')).to.be.true;
    const a = mo!.getBoundingClientRect();
    const b = tu!.getBoundingClientRect();
    expect(Math.abs(a.top - b.top), 'one row').to.be.below(1);
    expect(b.left).to.be.above(a.right - 1);
    expect(getComputedStyle(part(mo!, 'base')).backgroundColor, 'checked and unchecked look different').to.not.equal(
      getComputedStyle(part(tu!, 'base')).backgroundColor,
    );

    el.appearance = 'default';
    await el.updateComplete;
    await mo!.updateComplete;
    expect(getComputedStyle(part(mo!, 'control')).display).to.not.equal('none');
  });

  it('value lists the checked, enabled values; setting it checks exactly those, without events', async () => {
    const el = await fixture<DsCheckboxGroup>(weekdays());
    expect(el.value).to.deep.equal(['mo', 'we']);
    const seen = record(el, 'input', 'change');
    el.value = ['tu', 'fr', 'nope'];
    expect(boxes(el).map(b => b.checked)).to.deep.equal([false, true, false, false, true]);
    expect(el.value).to.deep.equal(['tu', 'fr']);
    el.value = 'mo,th';
    expect(el.value).to.deep.equal(['mo', 'th']);
    (el as unknown as { value: unknown }).value = null;
    expect(el.value).to.deep.equal([]);
    await el.updateComplete;
    await nextFrame();
    expect(seen.length).to.equal(0);
  });

  describe('form', () => {
    it('submits every checked value under the group name (getAll)', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>${weekdays()}</form>`);
      const el = form.querySelector('ds-checkbox-group')!;
      await el.updateComplete;
      expect(new FormData(form).getAll('days')).to.deep.equal(['mo', 'we']);
      boxes(el)[4]!.checked = true;
      await boxes(el)[4]!.updateComplete;
      expect(new FormData(form).getAll('days')).to.deep.equal(['mo', 'we', 'fr']);
    });

    it('leaves out a disabled checkbox and submits nothing without a name', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <ds-checkbox-group name="a"><ds-checkbox value="x" checked>X</ds-checkbox><ds-checkbox value="y" checked disabled>Y</ds-checkbox></ds-checkbox-group>
        <ds-checkbox-group><ds-checkbox value="z" checked>Z</ds-checkbox></ds-checkbox-group>
      </form>`);
      await form.querySelector('ds-checkbox-group')!.updateComplete;
      expect([...new FormData(form).entries()]).to.deep.equal([['a', 'x']]);
    });

    it('the form value is current when change fires on the group', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>${weekdays()}</form>`);
      const el = form.querySelector('ds-checkbox-group')!;
      const seen: unknown[] = [];
      form.addEventListener('change', e => seen.push([e.target === el, new FormData(form).getAll('days'), el.value]));
      await clickCenter(boxes(el)[1]!);
      await expectSoon(() => seen, [[true, ['mo', 'tu', 'we'], ['mo', 'tu', 'we']]]);
    });

    it('reset restores each checkbox (and the group value)', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>${weekdays()}</form>`);
      const el = form.querySelector('ds-checkbox-group')!;
      el.value = ['th'];
      await el.updateComplete;
      expect(new FormData(form).getAll('days')).to.deep.equal(['th']);
      form.reset();
      await el.updateComplete;
      await nextFrame();
      expect(el.value).to.deep.equal(['mo', 'we']);
      expect(new FormData(form).getAll('days')).to.deep.equal(['mo', 'we']);
    });

    it('the required message comes from strings, English by default', async () => {
      const el = await fixture<DsCheckboxGroup>(weekdays({ required: true }));
      expect(el.validationMessage).to.equal('Please select at least one option.');
      el.strings = { valueMissing: 'Mindestens einen Tag wählen.' };
      await el.updateComplete;
      expect(el.validationMessage).to.equal('Mindestens einen Tag wählen.');
    });

    it('required: valueMissing while nothing is checked', async () => {
      const el = await fixture<DsCheckboxGroup>(weekdays({ required: true }));
      expect(el.validity.valueMissing).to.be.true;
      expect(el.validationMessage).to.not.equal('');
      boxes(el)[0]!.click();
      expect(el.validity.valid).to.be.true;
    });
  });

  describe('events', () => {
    it('a user toggle fires input then change on the group, once each', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>${weekdays()}</div>`);
      const el = wrap.querySelector('ds-checkbox-group')!;
      const onWrap = record(wrap, 'input', 'change');
      const onGroup = record(el, 'input', 'change');
      const onBox = record(boxes(el)[2]!, 'input', 'change');
      boxes(el)[2]!.focus();
      await sendKeys({ press: SPACE });
      expect(onWrap.map(e => [e.type, e.target === el])).to.deep.equal([
        ['input', true],
        ['change', true],
      ]);
      expect(onGroup.length).to.equal(2);
      expect(
        onBox.map(e => e.type),
        'listeners on the checkbox still see its own events',
      ).to.deep.equal(['input', 'change']);
      expect(el.value).to.deep.equal(['mo']);
    });
  });

  describe('keyboard', () => {
    it('every checkbox is a tab stop; Space toggles the focused one', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><button id="before">Before</button>${weekdays()}<button id="after">After</button></div>`,
      );
      const el = wrap.querySelector('ds-checkbox-group')!;
      wrap.querySelector<HTMLButtonElement>('#before')!.focus();
      for (const box of boxes(el)) {
        await sendKeys({ press: 'Tab' });
        await expectSoon(() => document.activeElement, box);
      }
      await sendKeys({ press: 'Tab' });
      await expectSoon(() => document.activeElement!.id, 'after');
      boxes(el)[3]!.focus();
      await sendKeys({ press: SPACE });
      await expectSoon(() => el.value, ['mo', 'we', 'th']);
    });

    it('focus() focuses the first enabled checkbox', async () => {
      const el = await fixture<DsCheckboxGroup>(html`<ds-checkbox-group label="G">
        <ds-checkbox value="a" disabled>A</ds-checkbox><ds-checkbox value="b">B</ds-checkbox>
      </ds-checkbox-group>`);
      el.focus();
      expect(document.activeElement).to.equal(boxes(el)[1]);
    });
  });

  describe('bad values', () => {
    it('formDisabled = NaN (or another non-boolean) does not loop: the group still renders and settles', async () => {
      const el = await fixture<DsCheckboxGroup>(html`<ds-checkbox-group label="L">
        <ds-checkbox value="a">A</ds-checkbox><ds-checkbox value="b">B</ds-checkbox>
      </ds-checkbox-group>`);
      for (const bad of [NaN, 'yes', {}, null, undefined, 5]) {
        (el as unknown as { formDisabled: unknown }).formDisabled = bad;
        const settled = await Promise.race([
          (async () => {
            for (let i = 0; i < 5; i++) {
              await el.updateComplete;
              for (const box of el.options) await box.updateComplete;
              await nextFrame();
            }
            return !el.isUpdatePending && el.options.every(box => !box.isUpdatePending);
          })(),
          new Promise<boolean>(resolve => setTimeout(() => resolve(false), 2000)),
        ]);
        expect(settled, `settles with formDisabled = ${String(bad)}`).to.be.true;
      }
    });
  });

  describe('disabled', () => {
    it('disables every checkbox, and enables them again', async () => {
      const el = await fixture<DsCheckboxGroup>(weekdays({ disabled: true }));
      for (const box of boxes(el)) {
        await box.updateComplete;
        expect(hostAria(box, 'aria-disabled')).to.equal('true');
        expect(box.hasAttribute('tabindex')).to.be.false;
      }
      const seen = record(el, 'change');
      await clickCenter(boxes(el)[1]!);
      await expectSoon(() => boxes(el)[1]!.checked, false);
      await expectSoon(() => seen.length, 0);
      await expect(el).to.be.accessible();

      el.disabled = false;
      await el.updateComplete;
      for (const box of boxes(el)) {
        await box.updateComplete;
        expect(hostAria(box, 'aria-disabled')).to.equal(null);
        expect(box.getAttribute('tabindex')).to.equal('0');
      }
    });

    it('a disabled fieldset disables the group and its checkboxes', async () => {
      const form = await fixture<HTMLFormElement>(html`<form><fieldset disabled>${weekdays()}</fieldset></form>`);
      const el = form.querySelector('ds-checkbox-group')!;
      await el.updateComplete;
      expect(el.matches(':disabled')).to.be.true;
      expect(new FormData(form).getAll('days')).to.deep.equal([]);
      for (const box of boxes(el)) expect(hostAria(box, 'aria-disabled')).to.equal('true');
      form.querySelector('fieldset')!.disabled = false;
      await el.updateComplete;
      for (const box of boxes(el)) await box.updateComplete;
      expect(new FormData(form).getAll('days')).to.deep.equal(['mo', 'we']);
      expect(hostAria(boxes(el)[0]!, 'aria-disabled')).to.equal(null);
    });
  });

  it('finds wrapped checkboxes and follows added and removed ones', async () => {
    const form = await fixture<HTMLFormElement>(html`<form>
      <ds-checkbox-group name="g"><span><ds-checkbox value="a" checked>A</ds-checkbox></span></ds-checkbox-group>
    </form>`);
    const el = form.querySelector('ds-checkbox-group')!;
    await el.updateComplete;
    expect(new FormData(form).getAll('g')).to.deep.equal(['a']);
    const added = Object.assign(document.createElement('ds-checkbox'), { value: 'b', defaultChecked: true });
    added.textContent = 'B';
    el.append(added);
    await added.updateComplete;
    await el.updateComplete;
    expect(new FormData(form).getAll('g')).to.deep.equal(['a', 'b']);
    expect(added).to.be.instanceOf(DsCheckbox);
    el.querySelector('span')!.remove();
    await nextFrame();
    await el.updateComplete;
    expect(new FormData(form).getAll('g')).to.deep.equal(['b']);
  });
});

runFormControlSuite({
  tagName: 'ds-checkbox-group',
  render: ({ name, required, disabled }) => weekdays({ name, required, disabled }),
  setValueAsUser: async el => {
    const tu = el.querySelector<DsCheckbox>('ds-checkbox[value="tu"]')!;
    await clickCenter(tu);
  },
  setValueAsScript: el => {
    (el as DsCheckboxGroup).value = [...(el as DsCheckboxGroup).value, 'tu'];
  },
  defaultFormValue: ['mo', 'we'],
  userFormValue: ['mo', 'tu', 'we'],
  supportsRequired: true,
  userEvents: ['input', 'change'],
});
