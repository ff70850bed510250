import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { clickCenter, expectSoon, loadTokens, part, record } from '../test/test-helpers.js';
import { DsButton, buttonVariants } from './ds-button.js';
import { DsButtonGroup } from './ds-button-group.js';

before(loadTokens);

afterEach(async () => {
  await resetMouse();
});

const base = (el: DsButton) => el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;

/** Waits for the transitions of the inner control (colours change over --ds-duration-fast). */
async function settled(el: DsButton): Promise<void> {
  await el.updateComplete;
  await Promise.all(
    base(el)
      .getAnimations()
      .map(a => a.finished),
  );
}

/** The box of a button's label text (its light DOM text nodes). */
function textRect(el: DsButton): DOMRect {
  const range = document.createRange();
  const textNode = Array.from(el.childNodes).find(n => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
  range.selectNodeContents(textNode);
  return range.getBoundingClientRect();
}

describe('<ds-button>', () => {
  it('is registered and upgrades', async () => {
    const el = await fixture<DsButton>(html`<ds-button>Save</ds-button>`);
    expect(el).to.be.instanceOf(DsButton);
    expect(customElements.get('ds-button')).to.equal(DsButton);
    expect(document.createElement('ds-button')).to.be.instanceOf(DsButton);
  });

  it('has the documented defaults, reflected to attributes', async () => {
    const el = await fixture<DsButton>(html`<ds-button>Save</ds-button>`);
    expect(el.variant).to.equal('primary');
    expect(el.size).to.equal('medium');
    expect(el.type).to.equal('button');
    expect(el.disabled).to.be.false;
    expect(el.toggle).to.be.false;
    expect(el.pressed).to.be.false;
    expect(el.iconOnly).to.be.false;
    expect(el.label).to.equal('');
    // defaults are not written back as attributes: three attribute writes fewer per button (bench/)
    expect(el.hasAttribute('variant')).to.be.false;
    expect(el.hasAttribute('size')).to.be.false;
    expect(el.hasAttribute('type')).to.be.false;
    const inner = base(el);
    expect(inner.localName).to.equal('button');
    expect(inner.getAttribute('type')).to.equal('button');
    expect(inner.hasAttribute('aria-pressed')).to.be.false;
    expect(inner.hasAttribute('aria-label')).to.be.false;
  });

  it('reflects properties to attributes and attributes to properties', async () => {
    const el = await fixture<DsButton>(html`<ds-button>Save</ds-button>`);
    el.variant = 'outline';
    el.size = 'large';
    el.disabled = true;
    el.toggle = true;
    el.pressed = true;
    el.iconOnly = true;
    el.type = 'submit';
    el.name = 'action';
    await el.updateComplete;
    expect(el.getAttribute('variant')).to.equal('outline');
    expect(el.getAttribute('size')).to.equal('large');
    expect(el.hasAttribute('disabled')).to.be.true;
    expect(el.hasAttribute('toggle')).to.be.true;
    expect(el.hasAttribute('pressed')).to.be.true;
    expect(el.hasAttribute('icon-only')).to.be.true;
    expect(el.getAttribute('type')).to.equal('submit');
    expect(el.getAttribute('name')).to.equal('action');

    el.setAttribute('variant', 'plain');
    el.setAttribute('size', 'small');
    el.removeAttribute('disabled');
    el.removeAttribute('pressed');
    el.removeAttribute('icon-only');
    el.setAttribute('label', 'Save the file');
    await el.updateComplete;
    expect(el.variant).to.equal('plain');
    expect(el.size).to.equal('small');
    expect(el.disabled).to.be.false;
    expect(el.pressed).to.be.false;
    expect(el.iconOnly).to.be.false;
    expect(el.label).to.equal('Save the file');
    expect(base(el).getAttribute('aria-label')).to.equal('Save the file');
  });

  // The slots are the parts themselves (no wrapper elements: fewer nodes per button, see bench/).
  it('renders the slots as its parts', async () => {
    const el = await fixture<DsButton>(html`<ds-button
      ><svg slot="start" viewBox="0 0 1 1" aria-hidden="true"></svg>Save<svg slot="end" viewBox="0 0 1 1" aria-hidden="true"></svg
    ></ds-button>`);
    const root = el.shadowRoot!;
    for (const part of ['base', 'start', 'label', 'end']) {
      expect(root.querySelector(`[part~="${part}"]`), part).to.exist;
    }
    expect(root.querySelector('[part~="base"] > slot[name="start"][part~="start"]')).to.exist;
    expect(root.querySelector('[part~="base"] > slot:not([name])[part~="label"]')).to.exist;
    expect(root.querySelector('[part~="base"] > slot[name="end"][part~="end"]')).to.exist;
    // The slots keep the browser's `display: contents` (no box of their own: three layout boxes
    // fewer per button, see bench/), so their content is laid out as items of the base.
    for (const part of ['start', 'label', 'end']) {
      expect(getComputedStyle(root.querySelector(`[part~="${part}"]`)!).display, part).to.equal('contents');
    }
    const box = base(el).getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(base(el)).paddingInlineStart);
    const [startIcon, endIcon] = Array.from(el.querySelectorAll('svg'), svg => svg.getBoundingClientRect()) as [
      DOMRect,
      DOMRect,
    ];
    const text = textRect(el);
    // the icons sit at the padding, with the gap between them and the label
    expect(startIcon.left - box.left).to.be.closeTo(padding + 1, 1); // + the 1px border
    expect(box.right - endIcon.right).to.be.closeTo(padding + 1, 1);
    expect(text.left - startIcon.right).to.be.greaterThan(2);
    expect(endIcon.left - text.right).to.be.greaterThan(2);
    // one line, centred: the label and the icons share the middle of the box
    const middle = (r: DOMRect) => r.top + r.height / 2;
    for (const [what, rect] of [
      ['label', text],
      ['start icon', startIcon],
      ['end icon', endIcon],
    ] as const) {
      expect(middle(rect), what).to.be.closeTo(middle(box), 1.5);
    }

    // empty start and end slots take no room: the label is centred
    const bare = await fixture<DsButton>(html`<ds-button>Save</ds-button>`);
    const bareBox = base(bare).getBoundingClientRect();
    const bareText = textRect(bare);
    expect(bareText.left - bareBox.left).to.be.closeTo(bareBox.right - bareText.right, 1);
  });

  describe('variants', () => {
    for (const variant of buttonVariants) {
      it(`renders variant="${variant}" and is accessible`, async () => {
        const el = await fixture<DsButton>(html`<ds-button variant=${variant}>Save</ds-button>`);
        expect(el.variant).to.equal(variant);
        expect(el.getAttribute('variant')).to.equal(variant);
        await expect(el).to.be.accessible();
      });

      it(`keeps contrast as a pressed toggle, variant="${variant}"`, async () => {
        const el = await fixture<DsButton>(html`<ds-button variant=${variant} toggle>Bold</ds-button>`);
        const before = getComputedStyle(base(el)).backgroundColor;
        el.pressed = true;
        await settled(el);
        expect(getComputedStyle(base(el)).backgroundColor, 'pressed looks different').to.not.equal(before);
        await expect(el).to.be.accessible();
      });
    }

    it('gives each filled variant its own colours, from the tokens', async () => {
      const backgrounds = new Map<string, string>();
      for (const variant of buttonVariants) {
        const el = await fixture<DsButton>(html`<ds-button variant=${variant}>Save</ds-button>`);
        backgrounds.set(variant, getComputedStyle(base(el)).backgroundColor);
      }
      const filled = ['primary', 'secondary', 'accent', 'highlighted'].map(v => backgrounds.get(v));
      expect(new Set(filled).size, JSON.stringify([...backgrounds])).to.equal(4);
      const transparent = (c: string | undefined) => c === 'transparent' || /rgba\(0, 0, 0, 0\)/.test(c ?? '');
      expect(transparent(backgrounds.get('outline'))).to.be.true;
      expect(transparent(backgrounds.get('plain'))).to.be.true;

      const probe = document.createElement('div');
      probe.style.backgroundColor = 'var(--ds-color-accent)';
      document.body.append(probe);
      const accent = getComputedStyle(probe).backgroundColor;
      probe.remove();
      expect(backgrounds.get('primary')).to.equal(accent);
    });

    it('lets component tokens override the variant', async () => {
      const el = await fixture<DsButton>(
        html`<ds-button style="--ds-button-background: var(--ds-palette-red)">Save</ds-button>`,
      );
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'var(--ds-palette-red)';
      document.body.append(probe);
      expect(getComputedStyle(base(el)).backgroundColor).to.equal(getComputedStyle(probe).backgroundColor);
      probe.remove();
    });

    it('sizes change the height', async () => {
      const heights: number[] = [];
      for (const size of ['small', 'medium', 'large'] as const) {
        const el = await fixture<DsButton>(html`<ds-button size=${size}>Save</ds-button>`);
        heights.push(base(el).getBoundingClientRect().height);
      }
      expect(heights[0]).to.be.below(heights[1]!);
      expect(heights[1]).to.be.below(heights[2]!);
    });
  });

  describe('accessibility', () => {
    it('names an icon-only button by its label, and makes it square', async () => {
      const el = await fixture<DsButton>(html`<ds-button icon-only label="Close"
        ><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" /></svg
      ></ds-button>`);
      expect(base(el).getAttribute('aria-label')).to.equal('Close');
      const box = base(el).getBoundingClientRect();
      expect(Math.abs(box.width - box.height)).to.be.below(1);
      await expect(el).to.be.accessible();
    });

    it('is accessible when disabled, as a toggle and as a link', async () => {
      const el = await fixture<HTMLElement>(html`<div>
        <ds-button disabled>Disabled</ds-button>
        <ds-button toggle pressed>Bold</ds-button>
        <ds-button href="#somewhere">Link</ds-button>
        <ds-button href="#somewhere" disabled>Disabled link</ds-button>
      </div>`);
      await expect(el).to.be.accessible();
    });
  });

  describe('keyboard', () => {
    it('is reached with Tab', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <button id="before">Before</button>
        <ds-button>Save</ds-button>
      </div>`);
      const el = wrap.querySelector('ds-button')!;
      wrap.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(el);
      expect(el.shadowRoot!.activeElement).to.equal(base(el));
    });

    it('focus() and blur() move focus to the inner button', async () => {
      const el = await fixture<DsButton>(html`<ds-button>Save</ds-button>`);
      el.focus();
      expect(el.shadowRoot!.activeElement).to.equal(base(el));
      el.blur();
      expect(el.shadowRoot!.activeElement).to.equal(null);
    });

    // ' ' rather than 'Space': Firefox (WebDriver BiDi) knows no key named "Space"
    for (const [name, key] of [
      ['Enter', 'Enter'],
      ['Space', ' '],
    ] as const) {
      it(`activates with ${name}`, async () => {
        const el = await fixture<DsButton>(html`<ds-button>Save</ds-button>`);
        const clicks = record(el, 'click');
        el.focus();
        await sendKeys({ press: key });
        // Space activates on key up; give the engine a frame
        await new Promise(r => requestAnimationFrame(r));
        expect(clicks.length).to.equal(1);
      });
    }
  });

  describe('toggle', () => {
    it('flips pressed and aria-pressed, and fires change, on a click', async () => {
      const el = await fixture<DsButton>(html`<ds-button toggle>Bold</ds-button>`);
      expect(base(el).getAttribute('aria-pressed')).to.equal('false');
      const changes = record(el, 'change');
      await clickCenter(el);
      await el.updateComplete;
      expect(el.pressed).to.be.true;
      expect(el.hasAttribute('pressed')).to.be.true;
      expect(base(el).getAttribute('aria-pressed')).to.equal('true');
      expect(changes.length).to.equal(1);
      expect(changes[0]!.bubbles).to.be.true;
      expect(changes[0]!.target).to.equal(el);

      await clickCenter(el);
      await el.updateComplete;
      expect(el.pressed).to.be.false;
      expect(base(el).getAttribute('aria-pressed')).to.equal('false');
      expect(changes.length).to.equal(2);
    });

    it('flips with Space and fires change', async () => {
      const el = await fixture<DsButton>(html`<ds-button toggle>Bold</ds-button>`);
      const changes = record(el, 'change');
      el.focus();
      await sendKeys({ press: ' ' });
      await new Promise(r => requestAnimationFrame(r));
      expect(changes.length).to.equal(1);
      expect(el.pressed).to.be.true;
    });

    it('does not fire change when pressed is set by script', async () => {
      const el = await fixture<DsButton>(html`<ds-button toggle>Bold</ds-button>`);
      const changes = record(el, 'change');
      el.pressed = true;
      await el.updateComplete;
      el.setAttribute('pressed', '');
      el.removeAttribute('pressed');
      await el.updateComplete;
      expect(base(el).getAttribute('aria-pressed')).to.equal('false');
      expect(changes.length).to.equal(0);
    });

    it('click() activates like a user click', async () => {
      const el = await fixture<DsButton>(html`<ds-button toggle>Bold</ds-button>`);
      const changes = record(el, 'change');
      el.click();
      expect(el.pressed).to.be.true;
      expect(changes.length).to.equal(1);
    });
  });

  describe('disabled', () => {
    it('keeps clicks from reaching listeners', async () => {
      const wrap = await fixture<HTMLElement>(html`<div><ds-button disabled toggle>Save</ds-button></div>`);
      const el = wrap.querySelector('ds-button')!;
      const onHost = record(el, 'click');
      const onParent = record(wrap, 'click');
      const changes = record(el, 'change');
      await clickCenter(el);
      el.click();
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      base(el).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      expect(onHost.length).to.equal(0);
      expect(onParent.length).to.equal(0);
      expect(changes.length).to.equal(0);
      expect(el.pressed).to.be.false;
      expect((base(el) as HTMLButtonElement).disabled).to.be.true;
    });

    it('is skipped by Tab', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <button id="before">Before</button>
        <ds-button disabled>Save</ds-button>
        <button id="after">After</button>
      </div>`);
      wrap.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement?.id).to.equal('after');
    });

    it('is disabled by a disabled fieldset', async () => {
      const form = await fixture<HTMLFormElement>(
        html`<form><fieldset disabled><ds-button>Save</ds-button></fieldset></form>`,
      );
      const el = form.querySelector('ds-button')!;
      await el.updateComplete;
      expect((base(el) as HTMLButtonElement).disabled).to.be.true;
      form.querySelector('fieldset')!.disabled = false;
      await el.updateComplete;
      expect((base(el) as HTMLButtonElement).disabled).to.be.false;
    });

    it('renders a disabled link without href', async () => {
      const el = await fixture<DsButton>(html`<ds-button href="/somewhere" disabled>Go</ds-button>`);
      const a = base(el);
      expect(a.localName).to.equal('a');
      expect(a.hasAttribute('href')).to.be.false;
      expect(a.getAttribute('aria-disabled')).to.equal('true');
      expect(a.getAttribute('role')).to.equal('link');
    });
  });

  describe('link', () => {
    it('renders an <a> with href, target and a safe rel', async () => {
      const el = await fixture<DsButton>(html`<ds-button href="https://example.com/" target="_blank">Go</ds-button>`);
      const a = base(el) as HTMLAnchorElement;
      expect(a.localName).to.equal('a');
      expect(a.getAttribute('href')).to.equal('https://example.com/');
      expect(a.target).to.equal('_blank');
      expect(a.rel).to.equal('noreferrer noopener');
      expect(a.hasAttribute('aria-pressed')).to.be.false;
    });
  });

  describe('in a form', () => {
    it('type="submit" submits the owning form, after validation', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <input name="q" required />
        <ds-button type="submit">Search</ds-button>
      </form>`);
      const el = form.querySelector('ds-button')!;
      const submits: SubmitEvent[] = [];
      form.addEventListener('submit', e => {
        e.preventDefault();
        submits.push(e as SubmitEvent);
      });
      // silence the invalid bubble's focus move by listening for invalid
      const invalid = record(form.querySelector('input')!, 'invalid');
      el.click();
      expect(invalid.length).to.equal(1);
      expect(submits.length).to.equal(0);
      expect(el.form).to.equal(form);

      form.querySelector('input')!.value = 'lit';
      el.click();
      expect(submits.length).to.equal(1);
      expect(new FormData(form).get('q')).to.equal('lit');
    });

    it('submits its name and value when it has a name', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <input name="q" value="lit" />
        <ds-button type="submit" name="action" value="save">Save</ds-button>
      </form>`);
      const el = form.querySelector('ds-button')!;
      let data: FormData | undefined;
      form.addEventListener('submit', e => {
        e.preventDefault();
        data = new FormData(form, (e as SubmitEvent).submitter);
      });
      el.click();
      if (!data) throw new Error('no submit event');
      expect(data.get('q')).to.equal('lit');
      expect(data.get('action')).to.equal('save');
      // the stand-in submitter is gone afterwards
      await new Promise(r => setTimeout(r));
      expect(form.querySelectorAll('button').length).to.equal(0);
    });

    it('works with form="id" outside the form, and with Enter', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <form id="f1"><input name="q" value="x" /></form>
        <ds-button type="submit" form="f1">Send</ds-button>
      </div>`);
      const form = wrap.querySelector('form')!;
      const el = wrap.querySelector('ds-button')!;
      expect(el.form).to.equal(form);
      const submits = record(form, 'submit');
      form.addEventListener('submit', e => e.preventDefault());
      el.focus();
      await sendKeys({ press: 'Enter' });
      await new Promise(r => requestAnimationFrame(r));
      expect(submits.length).to.equal(1);
    });

    it('type="reset" resets the owning form', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <input name="q" value="initial" />
        <ds-button type="reset">Reset</ds-button>
      </form>`);
      const input = form.querySelector('input')!;
      input.value = 'changed';
      const resets = record(form, 'reset');
      await clickCenter(form.querySelector('ds-button')!);
      expect(resets.length).to.equal(1);
      expect(input.value).to.equal('initial');
    });

    it('type="button" does nothing to the form, and adds nothing to FormData', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <input name="q" value="x" />
        <ds-button name="b" value="v">Nothing</ds-button>
      </form>`);
      const submits = record(form, 'submit');
      form.addEventListener('submit', e => e.preventDefault());
      form.querySelector('ds-button')!.click();
      expect(submits.length).to.equal(0);
      expect([...new FormData(form).keys()]).to.deep.equal(['q']);
    });

    it('takes part in constraint validation like a native control', async () => {
      const el = await fixture<DsButton>(html`<ds-button>Save</ds-button>`);
      expect(el.checkValidity()).to.be.true;
      expect(el.validity.valid).to.be.true;
      el.setCustomValidity('Not now');
      expect(el.validity.customError).to.be.true;
      expect(el.validationMessage).to.equal('Not now');
      expect(el.checkValidity()).to.be.false;
      el.setCustomValidity('');
      expect(el.checkValidity()).to.be.true;
    });
  });
});

describe('<ds-button> with bad values', () => {
  const bad: unknown[] = [undefined, null, NaN, 0, 5, '', {}, [], 'nonsense'];
  const junk = /^(undefined|null|NaN|\[object Object\])$/;

  /** Attribute values no one should see: on the host, on the inner control, or in the label. */
  function junkAttributes(el: DsButton): string[] {
    const found: string[] = [];
    for (const node of [el, base(el)]) {
      for (const { name, value } of node.attributes)
        if (junk.test(value)) found.push(`${node.localName}[${name}="${value}"]`);
    }
    return found;
  }

  it('keeps aria-pressed "true" or "false" whatever pressed is set to', async () => {
    const el = await fixture<DsButton>(html`<ds-button toggle>Bold</ds-button>`);
    for (const value of [undefined, null, NaN]) {
      (el as unknown as Record<string, unknown>)['pressed'] = value;
      await el.updateComplete;
      expect(base(el).getAttribute('aria-pressed'), String(value)).to.equal('false');
      expect(el.pressed, String(value)).to.equal(false);
    }
    (el as unknown as Record<string, unknown>)['pressed'] = 1;
    await el.updateComplete;
    expect(base(el).getAttribute('aria-pressed')).to.equal('true');
    expect(el.pressed).to.equal(true);
  });

  const properties = [
    'variant',
    'size',
    'toggle',
    'pressed',
    'iconOnly',
    'label',
    'type',
    'value',
    'href',
    'target',
    'rel',
    'download',
    'name',
    'disabled',
  ];
  for (const property of properties) {
    it(`tolerates null, undefined and wrong types in ${property}`, async () => {
      for (const variant of ['button', 'link'] as const) {
        const el = await fixture<DsButton>(
          variant === 'link'
            ? html`<ds-button toggle href="#x">Go</ds-button>`
            : html`<ds-button toggle>Go</ds-button>`,
        );
        for (const value of bad) {
          (el as unknown as Record<string, unknown>)[property] = value;
          await el.updateComplete;
          const label = `${variant} ${property} = ${Array.isArray(value) ? '[]' : String(value)}`;
          expect(base(el), label).to.exist;
          expect(junkAttributes(el), label).to.deep.equal([]);
          expect(getComputedStyle(base(el)).display, label).to.not.equal('none');
        }
      }
    });
  }

  it('falls back to the defaults for unknown variant, size and type', async () => {
    const el = await fixture<DsButton>(html`<ds-button>Save</ds-button>`);
    (el as unknown as Record<string, unknown>)['variant'] = 5;
    (el as unknown as Record<string, unknown>)['size'] = null;
    (el as unknown as Record<string, unknown>)['type'] = 'nonsense';
    await el.updateComplete;
    expect(el.variant).to.equal('primary');
    expect(el.size).to.equal('medium');
    expect(el.type).to.equal('button');
    expect(el.getAttribute('variant')).to.equal('primary');
  });
});

describe('<ds-button-group>', () => {
  it('is a labelled group of joined buttons', async () => {
    const el = await fixture<DsButtonGroup>(html`<ds-button-group label="Alignment">
      <ds-button variant="outline" toggle pressed>Left</ds-button>
      <ds-button variant="outline" toggle>Center</ds-button>
      <ds-button variant="outline" toggle>Right</ds-button>
    </ds-button-group>`);
    expect(el).to.be.instanceOf(DsButtonGroup);
    const group = el.shadowRoot!.querySelector('[part~="base"]')!;
    expect(group.getAttribute('role')).to.equal('group');
    expect(group.getAttribute('aria-label')).to.equal('Alignment');

    const [first, middle, last] = [...el.querySelectorAll('ds-button')].map(b => getComputedStyle(base(b)));
    expect(first!.borderStartStartRadius).to.not.equal('0px');
    expect(first!.borderStartEndRadius).to.equal('0px');
    expect(middle!.borderStartStartRadius).to.equal('0px');
    expect(middle!.borderEndEndRadius).to.equal('0px');
    expect(last!.borderEndEndRadius).to.not.equal('0px');
    await expect(el).to.be.accessible();
  });

  it('updates its accessible name', async () => {
    const el = await fixture<DsButtonGroup>(html`<ds-button-group><ds-button>A</ds-button></ds-button-group>`);
    const group = el.shadowRoot!.querySelector('[part~="base"]')!;
    expect(group.hasAttribute('aria-label')).to.be.false;
    el.label = 'Actions';
    await el.updateComplete;
    expect(group.getAttribute('aria-label')).to.equal('Actions');
  });

  describe('in too little space', () => {
    const views = ['Day', 'Week', 'Month', 'Quarter', 'Year', 'Decade', 'Agenda'];
    /** A group of seven toggles (`pressed` the one at `pressed`) in a box `width` px wide. */
    const group = async (width: number, pressed = 0) => {
      const wrap = await fixture<HTMLElement>(html`<div style="width: ${width}px">
        <button id="before">Before</button>
        <ds-button-group label="Calendar view">
          ${views.map((v, i) => html`<ds-button variant="outline" toggle ?pressed=${i === pressed}>${v}</ds-button>`)}
        </ds-button-group>
      </div>`);
      const el = wrap.querySelector('ds-button-group')!;
      for (const b of buttons(el)) await b.updateComplete;
      return el;
    };
    const buttons = (el: DsButtonGroup) => [...el.querySelectorAll('ds-button')];
    const row = (el: DsButtonGroup) => part(el, 'base');
    const overflow = (el: DsButtonGroup) => row(el).getAttribute('data-overflow');
    const maxScroll = (el: DsButtonGroup) => row(el).scrollWidth - row(el).clientWidth;
    const FADE = 24; // --ds-space-xl
    /** In view and clear of the fade on each side that has one. */
    const clearOfFade = (el: DsButtonGroup, button: Element) => {
      const box = row(el).getBoundingClientRect();
      const rect = button.getBoundingClientRect();
      const sides = overflow(el) ?? '';
      return (
        rect.left >= box.left + (sides.includes('start') ? FADE : 0) - 1 &&
        rect.right <= box.right - (sides.includes('end') ? FADE : 0) + 1
      );
    };

    it('stays one row as tall as a button, joined, scrolls, and fades the hidden sides', async () => {
      const el = await group(240);
      const all = buttons(el);
      expect(new Set(all.map(b => b.offsetTop)).size, 'one row').to.equal(1);
      expect(el.offsetHeight, 'one button tall').to.equal(all[0]!.offsetHeight);
      expect(el.getBoundingClientRect().width, 'within its box').to.be.at.most(240);
      for (let i = 1; i < all.length; i++) {
        const gap = all[i]!.getBoundingClientRect().left - all[i - 1]!.getBoundingClientRect().right;
        expect(gap, 'borders overlap: one outline').to.be.closeTo(-1, 0.5);
      }
      expect(maxScroll(el), 'it scrolls').to.be.above(100);
      await expectSoon(() => overflow(el), 'end', 'at the start');
      expect(getComputedStyle(row(el)).maskImage).to.not.equal('none');
      row(el).scrollTo({ left: 50, behavior: 'instant' });
      await expectSoon(() => overflow(el), 'start end', 'in the middle');
      row(el).scrollTo({ left: maxScroll(el), behavior: 'instant' });
      await expectSoon(() => overflow(el), 'start', 'at the end');
      if (CSS.supports('selector(:state(a))')) {
        expect(el.matches(':state(overflow-start)')).to.be.true;
        expect(el.matches(':state(overflow-end)')).to.be.false;
      }
      await expect(el).to.be.accessible();
    });

    it('brings each button Tab focuses into view, clear of the fade', async () => {
      const el = await group(240);
      await expectSoon(() => overflow(el), 'end');
      el.parentElement!.querySelector<HTMLButtonElement>('#before')!.focus();
      for (const button of buttons(el)) {
        await sendKeys({ press: 'Tab' });
        await expectSoon(() => document.activeElement === button, true, `Tab focuses ${button.textContent}`);
        await expectSoon(() => clearOfFade(el, button), true, `${button.textContent} in view`);
      }
      expect(Math.round(row(el).scrollLeft)).to.equal(maxScroll(el));
    });

    it('shows the pressed toggle when it first overflows', async () => {
      const el = await group(240, 6);
      await expectSoon(() => overflow(el), 'start');
      expect(clearOfFade(el, buttons(el)[6]!)).to.be.true;
    });

    it('has no fade where the row fits', async () => {
      const el = await group(900);
      await nextFrame();
      expect(maxScroll(el)).to.equal(0);
      expect(overflow(el)).to.equal(null);
      expect(getComputedStyle(row(el)).maskImage).to.equal('none');
    });

    it('needs no width of its own: an auto-sized grid and flex row around it keep to their box', async () => {
      const box = await fixture<HTMLElement>(html`<div style="width: 200px">
        <div style="display: grid">
          <div style="display: flex; gap: 8px">
            <ds-button-group label="Calendar view">
              ${views.map(v => html`<ds-button variant="outline" toggle>${v}</ds-button>`)}
            </ds-button-group>
          </div>
        </div>
      </div>`);
      const el = box.querySelector('ds-button-group')!;
      await expectSoon(() => overflow(el), 'end');
      expect(el.getBoundingClientRect().width).to.be.at.most(200);
      expect(box.scrollWidth, 'nothing sticks out').to.be.at.most(200);
      const fits = await group(900);
      const all = buttons(fits).map(b => b.getBoundingClientRect());
      const naturalWidth = all.at(-1)!.right - all[0]!.left;
      // plus the room kept at the end for a focus ring
      expect(fits.getBoundingClientRect().width, 'as wide as its buttons where they fit').to.be.within(
        naturalWidth - 1,
        naturalWidth + 5,
      );
    });

    it('keeps 44 px buttons on a touch screen', () => {
      const coarse = DsButtonGroup.elementStyles
        .map(s => (s as { styleSheet?: CSSStyleSheet }).styleSheet!)
        .flatMap(sheet => [...sheet.cssRules])
        .filter(
          (r): r is CSSMediaRule =>
            r instanceof CSSMediaRule && r.conditionText.replace(/\s/g, '') === '(pointer:coarse)',
        )
        .flatMap(r => [...r.cssRules] as CSSStyleRule[])
        .find(r => r.selectorText.includes('::slotted'));
      expect(coarse?.style.getPropertyValue('--ds-button-height').trim()).to.match(/^max\(44px,/);
    });
  });
});
