import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { runFormControlSuite } from '../test/form-control.suite.js';
import { loadTokens, partOrNull, record, types, expectSoon, tokenValue } from '../test/test-helpers.js';
import { DsSlider } from './ds-slider.js';

before(loadTokens);

afterEach(async () => {
  await resetMouse();
});

const thumbs = (el: DsSlider) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="slider"]')];
const thumb = (el: DsSlider, index = 0) => thumbs(el)[index]!;

// The filled part is a band of the rail's background: linear-gradient(<direction>, track <from>%,
// fill 0, fill <to>%, track 0), as every engine computes it.
const railGradient = (el: DsSlider) => getComputedStyle(partOrNull(el, 'rail')!).backgroundImage;
const railStops = (el: DsSlider) => [...railGradient(el).matchAll(/(rgba?\([^)]*\)) ([\d.]+)(%|px)/g)];

/** Where the filled part starts and ends on the rail, in percent, and which way the gradient runs. */
function filledPart(el: DsSlider): { direction: string; from: number; to: number } {
  const stops = railStops(el);
  expect(stops, railGradient(el)).to.have.length(4);
  return {
    direction: /linear-gradient\((to \w+)/.exec(railGradient(el))?.[1] ?? '',
    from: Number(stops[0]![2]),
    to: Number(stops[2]![2]),
  };
}

/** The rail's [track, fill] colours. */
function railColours(el: DsSlider): [string, string] {
  const stops = railStops(el);
  return [stops[0]![1]!, stops[1]![1]!];
}

/** Viewport point at `fraction` of the rail (0 = the start edge in the text direction). */
function pointAt(el: DsSlider, fraction: number): [number, number] {
  const r = partOrNull(el, 'rail')!.getBoundingClientRect();
  const rtl = getComputedStyle(el).direction === 'rtl';
  const x = rtl ? r.right - fraction * r.width : r.left + fraction * r.width;
  return [Math.round(x), Math.round(r.top + r.height / 2)];
}

async function press(el: DsSlider, key: string, index = 0): Promise<void> {
  const t = thumb(el, index);
  if (el.shadowRoot!.activeElement !== t) t.focus();
  await sendKeys({ press: key });
  await el.updateComplete;
}

async function clickAt(el: DsSlider, fraction: number): Promise<void> {
  await sendMouse({ type: 'click', position: pointAt(el, fraction) });
  await el.updateComplete;
}

/** Drags with the real mouse from one fraction of the rail to others, then releases. */
async function drag(el: DsSlider, from: number, ...to: number[]): Promise<void> {
  await sendMouse({ type: 'move', position: pointAt(el, from) });
  await sendMouse({ type: 'down' });
  for (const f of to) await sendMouse({ type: 'move', position: pointAt(el, f) });
  await sendMouse({ type: 'up' });
  await el.updateComplete;
}

// A fixed width keeps pointer maths exact: the rail is 400 px (the width minus one thumb).
const WIDTH = 'width: calc(400px + var(--ds-slider-thumb-size, 1.25rem))';

runFormControlSuite({
  tagName: 'ds-slider',
  render: ({ name, disabled }) =>
    html`<ds-slider label="Volume" name=${name} value="40" ?disabled=${disabled}></ds-slider>`,
  setValueAsUser: async el => {
    el.focus();
    await sendKeys({ press: 'ArrowRight' });
  },
  defaultFormValue: '40',
  userFormValue: '41',
  userEvents: ['input', 'change'],
});

runFormControlSuite({
  tagName: 'ds-slider',
  render: ({ name, disabled }) =>
    html`<ds-slider label="Price" range name=${name} value-start="20" value-end="80" ?disabled=${disabled}></ds-slider>`,
  setValueAsUser: async el => {
    el.focus(); // the start thumb, the first focusable one
    await sendKeys({ press: 'ArrowRight' });
  },
  setValueAsScript: el => {
    (el as DsSlider).valueStart = 21;
  },
  defaultFormValue: ['20', '80'],
  userFormValue: ['21', '80'],
  userEvents: ['input', 'change'],
});

describe('<ds-slider>', () => {
  it('is registered and upgrades', async () => {
    const el = await fixture<DsSlider>(html`<ds-slider label="Volume"></ds-slider>`);
    expect(el).to.be.instanceOf(DsSlider);
    expect(customElements.get('ds-slider')).to.equal(DsSlider);
    expect(document.createElement('ds-slider')).to.be.instanceOf(DsSlider);
  });

  it('has the documented defaults (not written back as attributes)', async () => {
    const el = await fixture<DsSlider>(html`<ds-slider label="Volume"></ds-slider>`);
    expect(el.min).to.equal(0);
    expect(el.max).to.equal(100);
    expect(el.step).to.equal(1);
    expect(el.value).to.equal(50);
    expect(el.range).to.be.false;
    expect(el.disabled).to.be.false;
    expect(el.showValue).to.be.false;
    expect(el.hideLabel).to.be.false;
    expect(el.ticks).to.equal(null);
    expect(el.valueText).to.equal('');
    expect(el.name).to.equal('');
    // defaults stay off the element: three attribute writes fewer per slider (bench/)
    for (const name of ['min', 'max', 'step', 'range', 'show-value', 'hide-label', 'ticks', 'disabled']) {
      expect(el.hasAttribute(name), name).to.be.false;
    }
    expect(el.hasAttribute('value'), 'value is not reflected: the attribute is the default').to.be.false;
    expect(thumbs(el)).to.have.length(1);
    const t = thumb(el);
    expect(t.getAttribute('aria-valuemin')).to.equal('0');
    expect(t.getAttribute('aria-valuemax')).to.equal('100');
    expect(t.getAttribute('aria-valuenow')).to.equal('50');
    expect(t.getAttribute('aria-orientation')).to.equal('horizontal');
    expect(t.hasAttribute('aria-valuetext')).to.be.false;
    expect(t.getAttribute('tabindex')).to.equal('0');
    expect(partOrNull(el, 'value')).to.equal(null);
    expect(partOrNull(el, 'ticks')).to.equal(null);
  });

  it('reflects properties to attributes and attributes to properties', async () => {
    const el = await fixture<DsSlider>(html`<ds-slider label="Volume"></ds-slider>`);
    el.min = 10;
    el.max = 26;
    el.step = 2;
    el.range = true;
    el.showValue = true;
    el.hideLabel = true;
    el.ticks = '5';
    el.disabled = true;
    el.name = 'v';
    await el.updateComplete;
    expect(el.getAttribute('min')).to.equal('10');
    expect(el.getAttribute('max')).to.equal('26');
    expect(el.getAttribute('step')).to.equal('2');
    expect(el.hasAttribute('range')).to.be.true;
    expect(el.hasAttribute('show-value')).to.be.true;
    expect(el.hasAttribute('hide-label')).to.be.true;
    expect(el.getAttribute('ticks')).to.equal('5');
    expect(el.hasAttribute('disabled')).to.be.true;
    expect(el.getAttribute('name')).to.equal('v');

    el.setAttribute('min', '-5');
    el.setAttribute('max', '5');
    el.setAttribute('step', '0.5');
    el.setAttribute('value', '2.5');
    el.setAttribute('value-start', '-1');
    el.setAttribute('value-end', '3');
    el.setAttribute('label', 'Offset');
    el.setAttribute('value-text', '{value} mm');
    el.removeAttribute('range');
    el.removeAttribute('show-value');
    el.removeAttribute('disabled');
    el.removeAttribute('ticks');
    await el.updateComplete;
    expect(el.min).to.equal(-5);
    expect(el.max).to.equal(5);
    expect(el.step).to.equal(0.5);
    expect(el.value).to.equal(2.5);
    expect(el.valueStart).to.equal(-1);
    expect(el.valueEnd).to.equal(3);
    expect(el.label).to.equal('Offset');
    expect(el.valueText).to.equal('{value} mm');
    expect(el.range).to.be.false;
    expect(el.showValue).to.be.false;
    expect(el.disabled).to.be.false;
    expect(el.ticks).to.equal(null);
  });

  describe('accessibility', () => {
    it('is accessible, named by its visible label', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="Volume" value="30"></ds-slider>`);
      await expect(el).to.be.accessible();
      const t = thumb(el);
      const labelId = t.getAttribute('aria-labelledby')!;
      expect(el.shadowRoot!.getElementById(labelId)!.textContent).to.equal('Volume');
      expect(partOrNull(el, 'label')!.textContent).to.equal('Volume');
    });

    it('is accessible as a range, with ticks, a shown value, disabled, and with a hidden label', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <ds-slider label="Price" range value-start="20" value-end="80" show-value ticks="5"></ds-slider>
        <ds-slider label="Angle" min="0" max="360" step="5" ticks show-value value-text="{value} degrees"></ds-slider>
        <ds-slider label="Disabled" disabled value="10"></ds-slider>
        <ds-slider label="Seek" hide-label value="10"></ds-slider>
      </div>`);
      await Promise.all([...wrap.querySelectorAll('ds-slider')].map(s => s.updateComplete));
      await expect(wrap).to.be.accessible();
    });

    it('names the two thumbs of a range "<label> start" and "<label> end"', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Price" range value-start="20" value-end="80"></ds-slider>`,
      );
      const [start, end] = thumbs(el);
      expect(start!.getAttribute('aria-label')).to.equal('Price start');
      expect(end!.getAttribute('aria-label')).to.equal('Price end');
      el.strings = { rangeStart: 'Mindest-{label}', rangeEnd: 5 as never };
      await el.updateComplete;
      expect(start!.getAttribute('aria-label')).to.equal('Mindest-Price');
      expect(end!.getAttribute('aria-label')).to.equal('Price end');
      el.strings = {};
      await el.updateComplete;
      // each thumb's bounds are limited by the other (WAI-ARIA multi-thumb slider)
      expect(start!.getAttribute('aria-valuemin')).to.equal('0');
      expect(start!.getAttribute('aria-valuemax')).to.equal('80');
      expect(start!.getAttribute('aria-valuenow')).to.equal('20');
      expect(end!.getAttribute('aria-valuemin')).to.equal('20');
      expect(end!.getAttribute('aria-valuemax')).to.equal('100');
      expect(end!.getAttribute('aria-valuenow')).to.equal('80');
      expect(partOrNull(el, 'thumb-start')).to.equal(start);
      expect(partOrNull(el, 'thumb-end')).to.equal(end);
    });

    it('sets aria-valuetext from value-text and from valueFormatter', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Size" value="12" value-text="{value} px" show-value></ds-slider>`,
      );
      expect(thumb(el).getAttribute('aria-valuetext')).to.equal('12 px');
      expect(partOrNull(el, 'value')!.textContent).to.equal('12 px');
      expect(partOrNull(el, 'value')!.getAttribute('aria-hidden')).to.equal('true');

      el.valueFormatter = v => `${v} pixels`;
      await el.updateComplete;
      expect(thumb(el).getAttribute('aria-valuetext')).to.equal('12 pixels');
      expect(partOrNull(el, 'value')!.textContent).to.equal('12 pixels');

      el.valueFormatter = () => {
        throw new Error('a broken formatter');
      };
      await el.updateComplete;
      expect(thumb(el).getAttribute('aria-valuetext')).to.equal('12 px');

      el.valueFormatter = undefined;
      el.valueText = '';
      await el.updateComplete;
      expect(thumb(el).hasAttribute('aria-valuetext')).to.be.false;
      expect(partOrNull(el, 'value')!.textContent).to.equal('12');
    });

    it('shows both values of a range', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Price" range value-start="20" value-end="80" show-value></ds-slider>`,
      );
      expect(partOrNull(el, 'value')!.textContent).to.equal('20 – 80');
    });

    it('hides the label visually but keeps it as the name', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="Seek" hide-label></ds-slider>`);
      const label = partOrNull(el, 'label')!;
      expect(label.getBoundingClientRect().width).to.be.at.most(1);
      expect(thumb(el).getAttribute('aria-labelledby')).to.equal(label.id);
    });
  });

  describe('keyboard', () => {
    it('is reached with Tab; a range has two tab stops', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <button id="before">Before</button>
        <ds-slider label="Price" range></ds-slider>
      </div>`);
      const el = wrap.querySelector('ds-slider')!;
      wrap.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      await expectSoon(() => document.activeElement, el);
      await expectSoon(() => el.shadowRoot!.activeElement, thumb(el, 0));
      await sendKeys({ press: 'Tab' });
      await expectSoon(() => el.shadowRoot!.activeElement, thumb(el, 1));
    });

    const cases: [string, number][] = [
      ['ArrowRight', 51],
      ['ArrowUp', 51],
      ['ArrowLeft', 49],
      ['ArrowDown', 49],
      ['PageUp', 60],
      ['PageDown', 40],
      ['Home', 0],
      ['End', 100],
    ];
    for (const [key, expected] of cases) {
      it(`${key} sets ${expected} (from 50) and fires input then change`, async () => {
        const el = await fixture<DsSlider>(html`<ds-slider label="Volume" value="50"></ds-slider>`);
        const seen = record(el, 'input', 'change');
        await press(el, key);
        expect(el.value).to.equal(expected);
        expect(thumb(el).getAttribute('aria-valuenow')).to.equal(String(expected));
        expect(types(seen)).to.deep.equal(['input', 'change']);
        expect(seen[0]!.bubbles && seen[0]!.composed, 'input bubbles and is composed').to.be.true;
        expect(seen[1]!.bubbles, 'change bubbles').to.be.true;
      });
    }

    it('fires nothing when a key cannot move the value', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="Volume" value="100"></ds-slider>`);
      const seen = record(el, 'input', 'change');
      await press(el, 'ArrowRight');
      await press(el, 'End');
      await press(el, 'PageUp');
      expect(el.value).to.equal(100);
      expect(seen).to.have.length(0);
    });

    it('follows the visual direction in right-to-left text', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div dir="rtl"><ds-slider label="Volume" value="50"></ds-slider></div>`,
      );
      const el = wrap.querySelector('ds-slider')!;
      await press(el, 'ArrowRight');
      expect(el.value).to.equal(49);
      await press(el, 'ArrowLeft');
      await press(el, 'ArrowLeft');
      expect(el.value).to.equal(51);
      await press(el, 'ArrowUp');
      expect(el.value).to.equal(52);
      // the thumb is drawn from the right: value 52 sits left of the middle... of the mirrored rail
      const rail = partOrNull(el, 'rail')!.getBoundingClientRect();
      const t = thumb(el).getBoundingClientRect();
      expect(t.left + t.width / 2).to.be.below(rail.left + rail.width / 2);
    });

    it('moves each thumb of a range, which cannot cross', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Price" range value-start="48" value-end="50"></ds-slider>`,
      );
      await press(el, 'ArrowRight', 0);
      await press(el, 'ArrowRight', 0);
      await press(el, 'ArrowRight', 0);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([50, 50]);
      await press(el, 'ArrowLeft', 1);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([50, 50]);
      await press(el, 'Home', 1);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([50, 50]);
      await press(el, 'End', 1);
      await press(el, 'Home', 0);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([0, 100]);
      expect(thumb(el, 0).getAttribute('aria-valuemax')).to.equal('100');
    });

    it('steps decimals without float noise', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Stroke" min="0.5" max="3" step="0.1" value="0.5"></ds-slider>`,
      );
      for (let i = 0; i < 3; i++) await press(el, 'ArrowRight');
      expect(el.value).to.equal(0.8);
      expect(thumb(el).getAttribute('aria-valuenow')).to.equal('0.8');
      const tiny = await fixture<DsSlider>(
        html`<ds-slider label="Mix" min="0" max="1" step="0.1" value="0.2"></ds-slider>`,
      );
      await press(tiny, 'ArrowRight');
      expect(tiny.value).to.equal(0.3);
      expect(thumb(tiny).getAttribute('aria-valuenow')).to.equal('0.3');
    });
  });

  describe('pointer', () => {
    it('uses touch-action: none on the track', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="Volume"></ds-slider>`);
      expect(getComputedStyle(partOrNull(el, 'track')!).touchAction).to.equal('none');
    });

    it('jumps to a click on the track, focuses the thumb, and fires input then change', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Volume" step="5" value="50" style=${WIDTH}></ds-slider>`,
      );
      const seen = record(el, 'input', 'change');
      await clickAt(el, 0.25);
      expect(el.value).to.equal(25);
      expect(types(seen)).to.deep.equal(['input', 'change']);
      expect(el.shadowRoot!.activeElement).to.equal(thumb(el));
      await clickAt(el, 1);
      expect(el.value).to.equal(100);
      // a click before the start of the rail clamps to min
      const r = partOrNull(el, 'track')!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(r.left + 2), Math.round(r.top + r.height / 2)] });
      await el.updateComplete;
      expect(el.value).to.equal(0);
    });

    it('drags the thumb with pointer capture: input while moving, one change on release', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Volume" step="5" value="50" style=${WIDTH}></ds-slider>`,
      );
      const seen = record(el, 'input', 'change');
      const values: number[] = [];
      el.addEventListener('input', () => values.push(el.value));
      await drag(el, 0.5, 0.6, 0.7, 0.8);
      expect(el.value).to.equal(80);
      expect(values).to.deep.equal([60, 70, 80]);
      expect(types(seen).filter(t => t === 'change')).to.have.length(1);
      expect(types(seen).at(-1)).to.equal('change');
    });

    it('keeps following the pointer outside the element while pressed (capture)', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Volume" step="5" value="50" style=${WIDTH}></ds-slider>`,
      );
      const r = partOrNull(el, 'rail')!.getBoundingClientRect();
      await sendMouse({ type: 'move', position: pointAt(el, 0.5) });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [Math.round(r.right + 40), Math.round(r.bottom + 60)] });
      await el.updateComplete;
      expect(el.value).to.equal(100);
      await sendMouse({ type: 'up' });
    });

    it('fires no change when a drag ends where it began', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Volume" step="5" value="50" style=${WIDTH}></ds-slider>`,
      );
      const seen = record(el, 'input', 'change');
      await drag(el, 0.5, 0.7, 0.5);
      expect(el.value).to.equal(50);
      expect(types(seen)).to.deep.equal(['input', 'input']);
    });

    it('mirrors pointer positions in right-to-left text', async () => {
      const wrap = await fixture<HTMLElement>(html`<div dir="rtl">
        <ds-slider label="Volume" step="5" value="50" style=${WIDTH}></ds-slider>
      </div>`);
      const el = wrap.querySelector('ds-slider')!;
      const r = partOrNull(el, 'rail')!.getBoundingClientRect();
      await sendMouse({
        type: 'click',
        position: [Math.round(r.left + r.width / 4), Math.round(r.top + r.height / 2)],
      });
      await el.updateComplete;
      expect(el.value).to.equal(75);
    });

    it('moves the nearer thumb of a range, and thumbs cannot cross', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Price" range step="5" value-start="20" value-end="60" style=${WIDTH}></ds-slider>`,
      );
      await clickAt(el, 0.75);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([20, 75]);
      expect(el.shadowRoot!.activeElement).to.equal(thumb(el, 1));
      await clickAt(el, 0.3);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([30, 75]);
      expect(el.shadowRoot!.activeElement).to.equal(thumb(el, 0));
      // drag the start thumb past the end one: it stops there
      await drag(el, 0.3, 0.6, 0.9);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([75, 75]);
      // both thumbs on one spot: the drag direction picks the thumb
      await drag(el, 0.75, 0.85);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([75, 85]);
      await drag(el, 0.85, 0.75);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([75, 75]);
      await drag(el, 0.75, 0.5);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([50, 75]);
    });

    it('does not jump when a thumb is grabbed off-centre', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="Volume" value="50" style=${WIDTH}></ds-slider>`);
      const t = thumb(el).getBoundingClientRect();
      const seen = record(el, 'input', 'change');
      await sendMouse({
        type: 'click',
        position: [Math.round(t.left + t.width * 0.8), Math.round(t.top + t.height / 2)],
      });
      await el.updateComplete;
      expect(el.value).to.equal(50);
      expect(seen).to.have.length(0);
    });

    it('ignores the pointer when disabled', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Volume" value="50" disabled style=${WIDTH}></ds-slider>`,
      );
      const seen = record(el, 'input', 'change');
      await clickAt(el, 0.9);
      await drag(el, 0.5, 0.1);
      expect(el.value).to.equal(50);
      expect(seen).to.have.length(0);
      expect(thumb(el).hasAttribute('tabindex')).to.be.false;
      expect(thumb(el).getAttribute('aria-disabled')).to.equal('true');
    });
  });

  describe('placing the parts (cssVars, no style queries after render)', () => {
    it('positions thumbs, the filled part and ticks in the first render, and follows changes', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Volume" range value-start="20" value-end="80" ticks="5"></ds-slider>`,
      );
      const rail = partOrNull(el, 'rail')!;
      expect(rail.style.getPropertyValue('--_from')).to.equal('0.2');
      expect(rail.style.getPropertyValue('--_to')).to.equal('0.8');
      // the thumbs are placed by the rail's --_from and --_to: no style of their own
      const centreAt = (t: HTMLElement) => {
        const box = t.getBoundingClientRect();
        const railBox = rail.getBoundingClientRect();
        return (box.left + box.width / 2 - railBox.left) / railBox.width;
      };
      expect(thumbs(el).map(t => Math.round(centreAt(t) * 100))).to.deep.equal([20, 80]);
      expect(thumbs(el).map(t => t.getAttribute('style'))).to.deep.equal([null, null]);
      const ticks = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="tick"]')];
      expect(ticks.map(t => t.style.getPropertyValue('--_at'))).to.deep.equal(['0', '0.25', '0.5', '0.75', '1']);
      el.valueEnd = 60;
      await el.updateComplete;
      expect(rail.style.getPropertyValue('--_to')).to.equal('0.6');
      expect(Math.abs(centreAt(thumb(el, 1)) - 0.6) * rail.getBoundingClientRect().width).to.be.below(1.5);
    });

    it('a plain slider (its own template) and one with a shown value or ticks have the same parts and thumb', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="Volume" value="30" style=${WIDTH}></ds-slider>`);
      const parts = () => [...el.shadowRoot!.querySelectorAll('[part]')].map(p => p.getAttribute('part'));
      const plain = parts();
      expect(plain).to.deep.equal(['header label', 'track', 'rail', 'thumb']);
      const described = () => {
        const t = thumb(el);
        return [t.getAttribute('aria-valuenow'), t.getAttribute('aria-labelledby'), t.tabIndex, filledPart(el).to];
      };
      const before = described();
      el.showValue = true;
      el.ticks = '3';
      await el.updateComplete;
      expect(parts()).to.deep.equal([
        'header',
        'label',
        'value',
        'track',
        'rail',
        'ticks',
        'tick tick-active',
        'tick',
        'tick',
        'thumb',
      ]);
      expect(described()).to.deep.equal(before);
      expect(partOrNull(el, 'value')!.textContent).to.equal('30');
      el.showValue = false;
      el.ticks = null;
      el.value = 60;
      await el.updateComplete;
      expect(parts()).to.deep.equal(plain);
      expect(described()).to.deep.equal(['60', 'label', 0, 60]);
    });
  });

  describe('set by script', () => {
    it('a label set to null or undefined, or a removed label attribute, is no label', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider range label="Price"></ds-slider>`);
      const header = () => el.shadowRoot!.querySelector<HTMLElement>('[part~="header"]')!;
      const names = () => thumbs(el).map(t => t.getAttribute('aria-label'));
      expect(header().hidden).to.be.false;
      const named = names();
      for (const none of [null, undefined]) {
        el.label = none as unknown as string;
        await el.updateComplete;
        expect(header().hidden, String(none)).to.be.true;
        expect(names().join(' '), String(none)).to.not.match(/null|undefined|Price/);
        el.label = 'Price';
        await el.updateComplete;
        expect(names()).to.deep.equal(named);
      }
      el.removeAttribute('label');
      await el.updateComplete;
      expect(el.label).to.equal('');
      expect(header().hidden).to.be.true;
    });

    it('fires no event and updates the thumb', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="Volume" value="50"></ds-slider>`);
      const seen = record(el, 'input', 'change');
      el.value = 70;
      await el.updateComplete;
      el.setAttribute('value', '20');
      await el.updateComplete;
      expect(el.value).to.equal(20);
      el.min = 30;
      await el.updateComplete;
      expect(el.value, 'clamped to a new min').to.equal(30);
      expect(thumb(el).getAttribute('aria-valuenow')).to.equal('30');
      const range = await fixture<DsSlider>(html`<ds-slider label="Price" range></ds-slider>`);
      const seenRange = record(range, 'input', 'change');
      range.valueStart = 10;
      range.valueEnd = 90;
      await range.updateComplete;
      expect(thumb(range, 1).getAttribute('aria-valuenow')).to.equal('90');
      await nextFrame();
      expect(seen).to.have.length(0);
      expect(seenRange).to.have.length(0);
    });

    it('places the thumb and the filled part at the value', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="Volume" value="25" style=${WIDTH}></ds-slider>`);
      const rail = partOrNull(el, 'rail')!.getBoundingClientRect();
      const t = thumb(el).getBoundingClientRect();
      expect(Math.abs(t.left + t.width / 2 - (rail.left + rail.width * 0.25))).to.be.below(1);
      expect(filledPart(el)).to.deep.equal({ direction: 'to right', from: 0, to: 25 });
      el.range = true;
      el.valueStart = 50;
      el.valueEnd = 75;
      await el.updateComplete;
      expect(filledPart(el)).to.deep.equal({ direction: 'to right', from: 50, to: 75 });
      el.dir = 'rtl';
      expect(filledPart(el)).to.deep.equal({ direction: 'to left', from: 50, to: 75 });
    });

    it('draws the filled part in the indicator colour on the track colour, both overridable', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="Volume" value="40" style=${WIDTH}></ds-slider>`);
      const [track, fill] = railColours(el);
      expect(fill).to.equal(tokenValue('--ds-color-accent'));
      expect(track).to.equal(tokenValue('--ds-color-border'));
      el.style.setProperty('--ds-slider-indicator-color', 'rgb(10, 20, 30)');
      el.style.setProperty('--ds-slider-track-color', 'rgb(40, 50, 60)');
      expect(railColours(el)).to.deep.equal(['rgb(40, 50, 60)', 'rgb(10, 20, 30)']);
    });
  });

  describe('bad values', () => {
    it('valueText and valueFormatter of the wrong type do not throw; the number is shown', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="L" value="40" show-value></ds-slider>`);
      for (const bad of [{}, [], 5, NaN, null, undefined, Symbol('x')]) {
        el.valueText = bad as never;
        el.valueFormatter = bad as never;
        await el.updateComplete;
        expect(partOrNull(el, 'value')!.textContent).to.equal('40');
      }
      el.valueText = '{value} %';
      await el.updateComplete;
      expect(partOrNull(el, 'value')!.textContent).to.equal('40 %');
    });
  });

  describe('bad values', () => {
    it('swaps min > max', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="X" min="100" max="0" value="30"></ds-slider>`);
      expect(el.value).to.equal(30);
      expect(el.bounds).to.deep.equal({ min: 0, max: 100, step: 1 });
      expect(thumb(el).getAttribute('aria-valuemin')).to.equal('0');
      expect(thumb(el).getAttribute('aria-valuemax')).to.equal('100');
    });

    it('falls back to step 1 for step 0, negative or not a number', async () => {
      for (const step of ['0', '-5', 'abc', '']) {
        const el = await fixture<DsSlider>(html`<ds-slider label="X" step=${step} value="10"></ds-slider>`);
        await press(el, 'ArrowRight');
        expect(el.value, `step="${step}"`).to.equal(11);
      }
    });

    it('clamps and snaps out-of-range and off-grid values; an invalid value is the middle', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="X" value="150"></ds-slider>`);
      expect(el.value).to.equal(100);
      el.value = -3;
      expect(el.value).to.equal(0);
      el.value = NaN;
      expect(el.value).to.equal(50);
      el.value = 'abc' as unknown as number;
      expect(el.value).to.equal(50);
      el.setAttribute('value', '');
      expect(el.value).to.equal(50);
      const grid = await fixture<DsSlider>(
        html`<ds-slider label="X" min="0" max="360" step="5" value="93"></ds-slider>`,
      );
      expect(grid.value).to.equal(95);
      const bad = await fixture<DsSlider>(html`<ds-slider label="X" min="abc" max="NaN" value="x"></ds-slider>`);
      expect(bad.bounds).to.deep.equal({ min: 0, max: 100, step: 1 });
      expect(bad.value).to.equal(50);
      expect(thumb(bad).getAttribute('aria-valuenow')).to.equal('50');
    });

    it('orders a reversed range and fills in missing ends', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="X" range value-start="80" value-end="20"></ds-slider>`);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([20, 80]);
      const open = await fixture<DsSlider>(html`<ds-slider label="X" range min="10" max="26"></ds-slider>`);
      expect([open.valueStart, open.valueEnd]).to.deep.equal([10, 26]);
      // a user move keeps the other end where it is shown
      await press(el, 'ArrowLeft', 0);
      expect([el.valueStart, el.valueEnd]).to.deep.equal([19, 80]);
    });

    it('handles an empty range (min = max)', async () => {
      const el = await fixture<DsSlider>(html`<ds-slider label="X" min="5" max="5"></ds-slider>`);
      expect(el.value).to.equal(5);
      await press(el, 'ArrowRight');
      expect(el.value).to.equal(5);
      await expect(el).to.be.accessible();
    });
  });

  describe('ticks', () => {
    it('draws one tick per step, or a given count, and marks those on the filled part', async () => {
      const el = await fixture<DsSlider>(
        html`<ds-slider label="Gap" min="5" max="20" step="5" value="10" ticks></ds-slider>`,
      );
      const ticks = () => [...el.shadowRoot!.querySelectorAll('[part~="tick"]')];
      expect(ticks()).to.have.length(4);
      expect(el.shadowRoot!.querySelectorAll('[part~="tick-active"]')).to.have.length(2);
      el.ticks = '3';
      await el.updateComplete;
      expect(ticks()).to.have.length(3);
      el.ticks = 'nonsense';
      await el.updateComplete;
      expect(ticks()).to.have.length(4);
      el.ticks = null;
      await el.updateComplete;
      expect(ticks()).to.have.length(0);
    });
  });

  describe('in a form', () => {
    it('looks disabled by its attribute or a disabled fieldset (:disabled), and enabled again', async () => {
      const form = await fixture<HTMLFormElement>(html`<form><fieldset>
        <ds-slider label="Own" disabled value="30"></ds-slider>
        <ds-slider label="Fieldset" value="30"></ds-slider>
      </fieldset></form>`);
      const [own, inFieldset] = [...form.querySelectorAll('ds-slider')];
      const faded = (el: DsSlider) => getComputedStyle(partOrNull(el, 'track')!).opacity;
      await expectSoon(() => faded(own!), '0.5');
      expect(faded(inFieldset!)).to.equal('1');
      form.querySelector('fieldset')!.disabled = true;
      await expectSoon(() => faded(inFieldset!), '0.5');
      form.querySelector('fieldset')!.disabled = false;
      own!.disabled = false;
      await expectSoon(() => [faded(own!), faded(inFieldset!)].join(), '1,1');
    });

    it('submits a range as two entries under its name, start then end', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <ds-slider label="Price" name="price" range value-start="10" value-end="30"></ds-slider>
        <ds-slider label="Volume" name="volume" value="7"></ds-slider>
      </form>`);
      await Promise.all([...form.querySelectorAll('ds-slider')].map(s => s.updateComplete));
      const data = new FormData(form);
      expect(data.getAll('price')).to.deep.equal(['10', '30']);
      expect(data.getAll('volume')).to.deep.equal(['7']);
    });

    it('submits a range without a name as nothing', async () => {
      const form = await fixture<HTMLFormElement>(html`<form><ds-slider label="Price" range></ds-slider></form>`);
      await form.querySelector('ds-slider')!.updateComplete;
      expect([...new FormData(form).keys()]).to.deep.equal([]);
    });

    it('form.reset() restores the attribute values after a drag', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <ds-slider label="Price" name="price" range step="5" value-start="20" value-end="60" style=${WIDTH}></ds-slider>
      </form>`);
      const el = form.querySelector('ds-slider')!;
      await el.updateComplete;
      await clickAt(el, 0.9);
      expect(el.valueEnd).to.equal(90);
      form.reset();
      await el.updateComplete;
      expect([el.valueStart, el.valueEnd]).to.deep.equal([20, 60]);
      expect(new FormData(form).getAll('price')).to.deep.equal(['20', '60']);
    });
  });

  describe('the Range Slider page demos (0-100, 10-26, 0-120, 0-360 step 5)', () => {
    for (const [min, max, step] of [
      [0, 100, 1],
      [10, 26, 1],
      [0, 120, 1],
      [0, 360, 5],
    ] as const) {
      it(`${min}-${max} step ${step}`, async () => {
        const el = await fixture<DsSlider>(
          html`<ds-slider label="Demo" min=${min} max=${max} step=${step} show-value style=${WIDTH}></ds-slider>`,
        );
        expect(el.value).to.equal(min + Math.round((max - min) / 2 / step) * step);
        await press(el, 'End');
        expect(el.value).to.equal(max);
        await press(el, 'Home');
        expect(el.value).to.equal(min);
        await press(el, 'ArrowRight');
        expect(el.value).to.equal(min + step);
        await clickAt(el, 1);
        expect(el.value).to.equal(max);
        expect(partOrNull(el, 'value')!.textContent).to.equal(String(max));
      });
    }
  });
});
