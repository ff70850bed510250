/**
 * The shared test suite of form controls: every form-associated ds-* control runs it from its
 * own `*.element.test.ts`, so all of them behave like native controls in a real `<form>`.
 *
 * ```ts
 * import { html } from '@open-wc/testing';
 * import { runFormControlSuite } from './form-control.suite.js';
 *
 * runFormControlSuite({
 *   tagName: 'ds-switch',
 *   render: ({ name, required, disabled }) =>
 *     html`<ds-switch name=${name} ?required=${required} ?disabled=${disabled}>Wi-Fi</ds-switch>`,
 *   setValueAsUser: async el => { el.focus(); await sendKeys({ press: 'Space' }); },
 *   defaultFormValue: null,
 *   userFormValue: 'on',
 *   supportsRequired: true,
 * });
 * ```
 *
 * It checks, each time inside a real `<form>`:
 * - the value is in `new FormData(form)` under the name (`null`: absent; an array: `getAll()`);
 * - after `setValueAsUser` the new value is there, and the user action fired `change` (see `userEvents`);
 * - `form.reset()` restores the default;
 * - a `<fieldset disabled>` ancestor, and the `disabled` attribute, make the control `:disabled`,
 *   unfocusable (by `focus()` and by Tab) and absent from `FormData`, until enabled again;
 * - with `supportsRequired`: a required empty control matches `:invalid`, `checkValidity()` and
 *   `reportValidity()` return false, a failed `form.requestSubmit()` does not submit and puts focus
 *   in the first invalid control (of two, the first), and the form submits once the user has set a value;
 * - a value set by script fires no `input` or `change`.
 */
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { blurActiveElement, eventually, record, settle, expectSoon } from './test-helpers.js';

export interface FormControlSuiteOptions {
  /** The control's tag, e.g. `ds-text-field`; the suite finds the control in the form by it. */
  tagName: string;
  /**
   * Renders ONE control with its default value, named `name`. With `required: true`, render it
   * required AND empty (no value, unchecked), so that it is invalid. With `disabled: true`, render
   * it with the `disabled` attribute.
   */
  render: (attrs: { name: string; required?: boolean; disabled?: boolean }) => TemplateResult;
  /** Changes the value like a user (keys, mouse); the control is connected, enabled and in a form. */
  setValueAsUser: (el: HTMLElement) => Promise<void>;
  /** What `FormData` holds for the rendered default: a string, a list (`getAll()`), or `null` for nothing. */
  defaultFormValue: string | string[] | null;
  /** What `FormData` holds after `setValueAsUser`. */
  userFormValue: string | string[] | null;
  /** The control has a `required` attribute (runs the validity and submit tests). */
  supportsRequired?: boolean;
  /**
   * Sets the value by script to what `setValueAsUser` sets (after it, `FormData` must hold
   * `userFormValue`). Default: flips a boolean `checked` property if the control has one,
   * otherwise sets `value` to `userFormValue` (a string). Required when `userFormValue` is a list.
   */
  setValueAsScript?: (el: HTMLElement) => void | Promise<void>;
  /** Events a user change must fire on the control (bubbling, reaching the form). Default `['change']`; `[]` to skip. */
  userEvents?: string[];
}

type Updatable = HTMLElement & { updateComplete?: Promise<unknown> };

const NAME = 'field';

function describeValue(value: string | string[] | null): string {
  return value === null ? 'nothing' : JSON.stringify(value);
}

/** Asserts what `FormData` holds under `name`. */
export function expectFormValue(form: HTMLFormElement, name: string, expected: string | string[] | null): void {
  const data = new FormData(form);
  const all = data.getAll(name).map(v => (typeof v === 'string' ? v : `[file ${v.name}]`));
  if (expected === null) {
    expect(all, `FormData should hold nothing under "${name}"`).to.deep.equal([]);
  } else if (Array.isArray(expected)) {
    expect(all, `FormData.getAll("${name}")`).to.deep.equal(expected);
  } else {
    expect(all, `FormData.getAll("${name}")`).to.deep.equal([expected]);
  }
}

/** Whether focus is on the control, inside its shadow tree, or on one of its children. */
export function hasFocus(el: Element): boolean {
  const active = document.activeElement;
  return el.matches(':focus-within') || active === el || (active !== null && el.contains(active));
}

export function runFormControlSuite(options: FormControlSuiteOptions): void {
  const { tagName, render, setValueAsUser, defaultFormValue, userFormValue } = options;
  const userEvents = options.userEvents ?? ['change'];

  async function mount(inner: TemplateResult): Promise<{ form: HTMLFormElement; el: Updatable }> {
    const form = await fixture<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>${inner}</form>`,
    );
    const el = form.querySelector<Updatable>(tagName);
    if (!el) throw new Error(`runFormControlSuite: render() did not produce a <${tagName}>`);
    await settle(el);
    return { form, el };
  }

  async function setAsScript(el: Updatable): Promise<void> {
    if (options.setValueAsScript) {
      await options.setValueAsScript(el);
      return;
    }
    const control = el as unknown as { checked?: unknown; value?: unknown };
    if (typeof control.checked === 'boolean') {
      control.checked = !control.checked;
    } else if (typeof userFormValue === 'string' && 'value' in el) {
      control.value = userFormValue;
    } else {
      throw new Error(
        `runFormControlSuite(${tagName}): pass setValueAsScript, the default cannot set ${describeValue(userFormValue)}`,
      );
    }
  }

  /** `:disabled`, not focusable by script or Tab, not in FormData. */
  async function expectDisabled(form: HTMLFormElement, el: Updatable): Promise<void> {
    expect(el.matches(':disabled'), 'matches :disabled').to.be.true;
    expectFormValue(form, NAME, null);

    blurActiveElement();
    el.focus();
    await nextFrame();
    expect(hasFocus(el), 'focus() does not focus a disabled control').to.be.false;

    const before = form.querySelector<HTMLButtonElement>('#before')!;
    const after = form.querySelector<HTMLButtonElement>('#after')!;
    before.focus();
    await sendKeys({ press: 'Tab' });
    await expectSoon(() => hasFocus(el), false, 'Tab skips a disabled control');
    await expectSoon(() => document.activeElement, after, 'Tab moves past the disabled control');
  }

  describe(`<${tagName}> as a form control`, () => {
    afterEach(() => blurActiveElement());

    it('submits its default value under its name', async () => {
      const { form, el } = await mount(render({ name: NAME }));
      expect(el.matches(':disabled')).to.be.false;
      expectFormValue(form, NAME, defaultFormValue);
    });

    it('submits the value the user set', async () => {
      const { form, el } = await mount(render({ name: NAME }));
      const seen = record(form, ...userEvents);
      await setValueAsUser(el);
      await settle(el);
      expectFormValue(form, NAME, userFormValue);
      for (const type of userEvents) {
        const events = seen.filter(e => e.type === type);
        expect(events.length, `the user action fired "${type}" (bubbling to the form)`).to.be.greaterThan(0);
        expect(events[0]!.target, `"${type}" is fired on the control`).to.equal(el);
      }
    });

    it('form.reset() restores the default value', async () => {
      const { form, el } = await mount(render({ name: NAME }));
      await setValueAsUser(el);
      await settle(el);
      expectFormValue(form, NAME, userFormValue);
      form.reset();
      await settle(el);
      expectFormValue(form, NAME, defaultFormValue);
    });

    it('is disabled by a disabled <fieldset> ancestor, and enabled again with it', async () => {
      const { form, el } = await mount(html`<button type="button" id="before">Before</button>
        <fieldset disabled>${render({ name: NAME })}</fieldset>
        <button type="button" id="after">After</button>`);
      await expectDisabled(form, el);

      form.querySelector('fieldset')!.disabled = false;
      await settle(el);
      expect(el.matches(':disabled'), 'enabled with its fieldset').to.be.false;
      expectFormValue(form, NAME, defaultFormValue);
      blurActiveElement();
      el.focus();
      await nextFrame();
      expect(hasFocus(el), 'focusable again').to.be.true;
    });

    it('is disabled by its disabled attribute, and enabled again without it', async () => {
      const { form, el } = await mount(html`<button type="button" id="before">Before</button>
        ${render({ name: NAME, disabled: true })}
        <button type="button" id="after">After</button>`);
      expect(el.hasAttribute('disabled'), 'render({ disabled: true }) sets the disabled attribute').to.be.true;
      await expectDisabled(form, el);

      el.removeAttribute('disabled');
      await settle(el);
      expect(el.matches(':disabled'), 'enabled without the attribute').to.be.false;
      expectFormValue(form, NAME, defaultFormValue);
      blurActiveElement();
      el.focus();
      await nextFrame();
      expect(hasFocus(el), 'focusable again').to.be.true;
    });

    it('fires no input or change when its value is set by script', async () => {
      const { form, el } = await mount(render({ name: NAME }));
      const onControl = record(el, 'input', 'change');
      const onForm = record(form, 'input', 'change');
      await setAsScript(el);
      await settle(el);
      await nextFrame();
      expect(
        onControl.map(e => e.type),
        'events on the control',
      ).to.deep.equal([]);
      expect(
        onForm.map(e => e.type),
        'events reaching the form',
      ).to.deep.equal([]);
      expectFormValue(form, NAME, userFormValue);
    });

    if (options.supportsRequired) {
      describe('required', () => {
        it('is :invalid when required and empty; checkValidity() and reportValidity() return false', async () => {
          const { form, el } = await mount(render({ name: NAME, required: true }));
          const control = el as Updatable & {
            checkValidity(): boolean;
            reportValidity(): boolean;
            validity: ValidityState;
          };
          expect(el.matches(':invalid'), 'matches :invalid').to.be.true;
          expect(el.matches(':valid')).to.be.false;
          expect(control.validity.valid, 'validity.valid').to.be.false;
          expect(control.checkValidity(), 'checkValidity()').to.be.false;
          expect(form.checkValidity(), 'form.checkValidity()').to.be.false;
          expect(control.reportValidity(), 'reportValidity()').to.be.false;
          expect(form.matches(':invalid'), 'the form matches :invalid').to.be.true;
        });

        it('a failed requestSubmit() does not submit and focuses the invalid control', async () => {
          const { form, el } = await mount(html`<button type="button" id="before">Before</button>
            ${render({ name: NAME, required: true })}`);
          const submits = record(form, 'submit');
          form.querySelector<HTMLButtonElement>('#before')!.focus();
          form.requestSubmit();
          expect(await eventually(() => hasFocus(el), 2000), 'focus moved to the invalid control').to.be.true;
          await settle(el);
          expect(submits.length, 'submit events').to.equal(0);
        });

        it('with two invalid controls, a failed submit focuses the first', async () => {
          const form = await fixture<HTMLFormElement>(html`<form @submit=${(e: Event) => e.preventDefault()}>
            <button type="button" id="before">Before</button>
            ${render({ name: 'first', required: true })} ${render({ name: 'second', required: true })}
          </form>`);
          const [first, second] = [...form.querySelectorAll<Updatable>(tagName)];
          if (!first || !second) throw new Error(`expected two <${tagName}>`);
          await settle(first);
          await settle(second);
          const submits = record(form, 'submit');
          form.querySelector<HTMLButtonElement>('#before')!.focus();
          form.requestSubmit();
          expect(await eventually(() => hasFocus(first), 2000), 'focus moved to the first invalid control').to.be.true;
          expect(hasFocus(second), 'not to the second').to.be.false;
          await settle(first);
          expect(submits.length, 'submit events').to.equal(0);
        });

        if (
          userFormValue !== null &&
          userFormValue !== '' &&
          !(Array.isArray(userFormValue) && userFormValue.length === 0)
        ) {
          it('submits once the user has set a value', async () => {
            const { form, el } = await mount(render({ name: NAME, required: true }));
            await setValueAsUser(el);
            await settle(el);
            expect(el.matches(':valid'), 'matches :valid').to.be.true;
            const submits = record(form, 'submit');
            form.requestSubmit();
            await settle(el);
            expect(submits.length, 'submit events').to.equal(1);
          });
        }
      });
    }
  });
}
