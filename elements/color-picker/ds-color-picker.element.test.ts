import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { runFormControlSuite } from '../test/form-control.suite.js';
import {
  WAIT,
  eventually,
  isWebDriverWebKit,
  loadTokens,
  record,
  resetMouseAndFocus,
  types,
  expectSoon,
} from '../test/test-helpers.js';
import { DsColorPicker } from './ds-color-picker.js';

before(loadTokens);

afterEach(resetMouseAndFocus);

const q = <T extends Element = HTMLElement>(el: DsColorPicker, selector: string): T =>
  el.shadowRoot!.querySelector<T>(selector)!;
const area = (el: DsColorPicker) => q(el, '[part~="area"]');
const hue = (el: DsColorPicker) => q(el, '[part~="hue"]');
const alphaTrack = (el: DsColorPicker) => q(el, '[part~="alpha"]');
const hexInput = (el: DsColorPicker) => q<HTMLInputElement>(el, '[part~="hex-input"]');
const message = (el: DsColorPicker) => q(el, '[part~="message"]');
const list = (el: DsColorPicker) => q(el, '[part~="swatch-list"]');
const swatchButtons = (el: DsColorPicker) => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="swatch"]'),
];
const prev = (el: DsColorPicker) => q<HTMLButtonElement>(el, '.scroll.prev');
const next = (el: DsColorPicker) => q<HTMLButtonElement>(el, '.scroll.next');
const text = (node: Element) => node.getAttribute('aria-valuetext');

/** Waits until a scroll container has not moved for a few frames (smooth scrolling ended). */
async function settledScroll(node: HTMLElement): Promise<void> {
  let last = -1;
  let still = 0;
  const end = performance.now() + 4000;
  while (still < 5 && performance.now() < end) {
    await nextFrame();
    if (node.scrollLeft === last) still++;
    else still = 0;
    last = node.scrollLeft;
  }
}

/** A viewport point at fractions of an element's box. */
function pointAt(node: Element, fx: number, fy = 0.5): [number, number] {
  const r = node.getBoundingClientRect();
  return [Math.round(r.left + r.width * fx), Math.round(r.top + r.height * fy)];
}

/** The whole-number percentages in an area's value text: [saturation, brightness]. */
function areaPercents(el: DsColorPicker): [number, number] {
  const m = /saturation (\d+)%, brightness (\d+)%/.exec(text(area(el)) ?? '');
  if (!m) throw new Error(`unexpected area text ${text(area(el))}`);
  return [Number(m[1]), Number(m[2])];
}

/**
 * WebKit runs through web-test-runner's WebDriver bridge, which can only press and type: it
 * cannot hold a modifier ("Only press and type are supported by webdriver").
 */
const canHoldModifiers = !isWebDriverWebKit;

/**
 * Presses a key (`Shift+ArrowUp`: with Shift held) and waits for the update. Shift is held
 * with real key events where the driver can (Chromium, Firefox); in WebKit the keydown the
 * element handles is dispatched to the focused part with `shiftKey` set.
 */
async function press(el: DsColorPicker, key: string): Promise<void> {
  if (!key.startsWith('Shift+')) {
    await sendKeys({ press: key });
  } else if (canHoldModifiers) {
    await sendKeys({ down: 'Shift' });
    try {
      await sendKeys({ press: key.slice('Shift+'.length) });
    } finally {
      await sendKeys({ up: 'Shift' });
    }
  } else {
    const target = el.shadowRoot!.activeElement ?? el;
    const init = { key: key.slice('Shift+'.length), shiftKey: true, bubbles: true, composed: true, cancelable: true };
    target.dispatchEvent(new KeyboardEvent('keydown', init));
  }
  await el.updateComplete;
}

/**
 * Types text one character per key press: WebKit's WebDriver bridge sends a whole string as
 * one chord (all keys down, then all up), which drops a repeated character ("00" -> "0").
 */
async function typeText(value: string): Promise<void> {
  for (const ch of value) await sendKeys({ type: ch });
}

/** Replaces the hex field's text by typing, like a user. */
async function typeHex(el: DsColorPicker, value: string): Promise<void> {
  const input = hexInput(el);
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  await typeText(value);
  await el.updateComplete;
}

const SWATCHES = [
  { code: '#ff0000', name: 'Red' },
  { code: '#ff8800', name: 'Orange' },
  { code: '#ffee00', name: 'Yellow' },
  { code: '#00cc44', name: 'Green' },
  { code: '#0066ff', name: 'Blue' },
  { code: '#49c5b6', name: 'Teal' },
  { code: '#8844ff', name: 'Violet' },
  { code: '#ff44aa', name: 'Pink' },
  { code: '#885533', name: 'Brown' },
  { code: '#999999', name: 'Grey' },
  { code: '#123456', name: 'Navy' },
  { code: '#abcdef', name: 'Sky' },
];

/** A narrow picker whose swatch row overflows and scrolls. */
async function narrowWithSwatches(): Promise<DsColorPicker> {
  const el = await fixture<DsColorPicker>(
    html`<ds-color-picker label="Colour" style="--ds-color-picker-width: 14rem" .swatches=${SWATCHES}></ds-color-picker>`,
  );
  await el.updateComplete;
  // The row's edges are read when its resize observer reports, after the first frame's layout.
  await nextFrame();
  await nextFrame();
  await el.updateComplete;
  return el;
}

describe('<ds-color-picker>', () => {
  it('is registered and upgrades', async () => {
    const el = await fixture<DsColorPicker>(html`<ds-color-picker></ds-color-picker>`);
    expect(el).to.be.instanceOf(DsColorPicker);
    expect(customElements.get('ds-color-picker')).to.equal(DsColorPicker);
  });

  it('has the documented defaults', async () => {
    const el = await fixture<DsColorPicker>(html`<ds-color-picker></ds-color-picker>`);
    expect(el.value).to.equal('#0066ff');
    expect(el.label).to.equal('');
    expect(el.alpha).to.be.false;
    expect(el.unsupported).to.be.false;
    expect(el.hasAttribute('unsupported')).to.be.false;
    expect(el.swatches).to.deep.equal([]);
    const base = q(el, '[part~="base"]');
    expect(base.getAttribute('role')).to.equal('group');
    expect(base.getAttribute('aria-label')).to.equal('Color picker');
    expect(area(el).getAttribute('role')).to.equal('slider');
    expect(text(area(el))).to.equal('saturation 100%, brightness 100%');
    expect(area(el).getAttribute('aria-valuenow')).to.equal('100');
    expect(hue(el).getAttribute('role')).to.equal('slider');
    expect(hue(el).getAttribute('aria-valuemin')).to.equal('0');
    expect(hue(el).getAttribute('aria-valuemax')).to.equal('360');
    expect(hue(el).getAttribute('aria-valuenow')).to.equal('216');
    expect(text(hue(el))).to.equal('216 degrees');
    expect(hexInput(el).value).to.equal('0066ff');
    expect(alphaTrack(el)).to.equal(null);
    expect(q(el, '[part~="swatches"]')).to.equal(null);
    expect(message(el).getAttribute('role')).to.equal('status');
    expect(message(el).textContent!.trim()).to.equal('');
  });

  it('names the group by its visible label', async () => {
    const el = await fixture<DsColorPicker>(html`<ds-color-picker label="Primary colour"></ds-color-picker>`);
    const base = q(el, '[part~="base"]');
    const label = q(el, '[part~="label"]');
    expect(label.textContent).to.equal('Primary colour');
    expect(base.getAttribute('aria-labelledby')).to.equal(label.id);
    expect(base.hasAttribute('aria-label')).to.be.false;
  });

  describe('accessibility', () => {
    it('is accessible by default', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker label="Primary colour"></ds-color-picker>`);
      await expect(el).to.be.accessible();
    });

    it('is accessible with alpha, swatches, an unsupported colour and when disabled', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <ds-color-picker label="With alpha" alpha value="#0066ff80" .swatches=${SWATCHES}></ds-color-picker>
        <ds-color-picker label="Too light" value="#fafafa"></ds-color-picker>
        <ds-color-picker label="Disabled" disabled .swatches=${SWATCHES}></ds-color-picker>
      </div>`);
      for (const el of wrap.querySelectorAll('ds-color-picker')) await el.updateComplete;
      await expect(wrap).to.be.accessible();
    });

    it('focus() moves focus into the picker (its area)', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker></ds-color-picker>`);
      el.focus();
      expect(el.shadowRoot!.activeElement).to.equal(area(el));
    });

    it('is reached with Tab: area, hue, hex field, swatches (one stop)', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <button id="before">Before</button>
        <ds-color-picker .swatches=${SWATCHES}></ds-color-picker>
        <button id="after">After</button>
      </div>`);
      const el = wrap.querySelector('ds-color-picker')!;
      await el.updateComplete;
      wrap.querySelector<HTMLButtonElement>('#before')!.focus();
      const stops: (Element | null)[] = [];
      for (let i = 0; i < 5; i++) {
        await sendKeys({ press: 'Tab' });
        stops.push(document.activeElement === el ? el.shadowRoot!.activeElement : document.activeElement);
      }
      expect(stops).to.deep.equal([
        area(el),
        hue(el),
        hexInput(el),
        swatchButtons(el)[0],
        wrap.querySelector('#after'),
      ]);
    });
  });

  describe('value', () => {
    it('normalises any valid hex', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#ABC"></ds-color-picker>`);
      expect(el.value).to.equal('#aabbcc');
      el.value = '49C5B6';
      await el.updateComplete;
      expect(el.value).to.equal('#49c5b6');
      expect(hexInput(el).value).to.equal('49c5b6');
      el.value = '#12345680';
      expect(el.value, 'without alpha the value has 6 digits').to.equal('#123456');
    });

    it('keeps the default colour for an invalid value attribute, without throwing', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="not a colour"></ds-color-picker>`);
      expect(el.value).to.equal('#0066ff');
      expect(hexInput(el).value).to.equal('0066ff');
    });

    it('keeps the previous colour for invalid values set later', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#49c5b6"></ds-color-picker>`);
      for (const bad of ['', '#12', 'blue', '#1234567', 'rgb(0,0,0)', null, undefined, 42, {}, NaN]) {
        el.value = bad as unknown as string;
        await el.updateComplete;
        expect(el.value, String(bad)).to.equal('#49c5b6');
      }
      el.setAttribute('value', 'nope');
      await el.updateComplete;
      expect(el.value).to.equal('#49c5b6');
    });

    it('gives #rrggbbaa with alpha', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker alpha value="#0066ff80"></ds-color-picker>`);
      expect(el.value).to.equal('#0066ff80');
      expect(el.hasAttribute('alpha')).to.be.true;
      expect(hexInput(el).value).to.equal('0066ff80');
      expect(alphaTrack(el).getAttribute('role')).to.equal('slider');
      expect(text(alphaTrack(el))).to.equal('50%');
      el.value = '#f00';
      expect(el.value).to.equal('#ff0000ff');
    });

    it('keeps the hue when set to a grey, and the thumbs where they are for the same colour', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#7aa3cc"></ds-color-picker>`);
      expect(text(hue(el))).to.equal('210 degrees');
      el.value = '#808080';
      await el.updateComplete;
      expect(text(hue(el))).to.equal('210 degrees');
      el.value = '#000000';
      await el.updateComplete;
      expect(text(area(el))).to.equal('saturation 0%, brightness 0%');
      expect(text(hue(el))).to.equal('210 degrees');
    });
  });

  describe('keyboard: saturation/brightness area (5 % steps)', () => {
    it('Arrow Left/Right change saturation, Up/Down brightness, one 5 % step a key', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#7aa3cc"></ds-color-picker>`);
      expect(text(area(el))).to.equal('saturation 40%, brightness 80%');
      area(el).focus();
      const events = record(el, 'input', 'change');
      await press(el, 'ArrowRight');
      expect(text(area(el))).to.equal('saturation 45%, brightness 80%');
      expect(area(el).getAttribute('aria-valuenow')).to.equal('45');
      await press(el, 'ArrowLeft');
      await press(el, 'ArrowLeft');
      expect(text(area(el))).to.equal('saturation 35%, brightness 80%');
      await press(el, 'ArrowUp');
      expect(text(area(el))).to.equal('saturation 35%, brightness 85%');
      await press(el, 'ArrowDown');
      await press(el, 'ArrowDown');
      expect(text(area(el))).to.equal('saturation 35%, brightness 75%');
      expect(types(events)).to.deep.equal(Array(6).fill(['input', 'change']).flat());
      expect(el.value).to.not.equal('#7aa3cc');
      expect(text(hue(el)), 'hue untouched').to.equal('210 degrees');
    });

    it('Shift + arrows and Page Up/Down take 20 % steps; Home/End set saturation to 0 %/100 %', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#7aa3cc"></ds-color-picker>`);
      area(el).focus();
      await press(el, 'Shift+ArrowRight');
      expect(text(area(el))).to.equal('saturation 60%, brightness 80%');
      await press(el, 'Shift+ArrowDown');
      expect(text(area(el))).to.equal('saturation 60%, brightness 60%');
      await press(el, 'PageUp');
      expect(text(area(el))).to.equal('saturation 60%, brightness 80%');
      await press(el, 'PageDown');
      expect(text(area(el))).to.equal('saturation 60%, brightness 60%');
      await press(el, 'Home');
      expect(text(area(el))).to.equal('saturation 0%, brightness 60%');
      await press(el, 'End');
      expect(text(area(el))).to.equal('saturation 100%, brightness 60%');
    });

    it('stops at the edges without firing events', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#0066ff"></ds-color-picker>`);
      area(el).focus();
      const events = record(el, 'input', 'change');
      await press(el, 'ArrowRight');
      await press(el, 'ArrowUp');
      expect(text(area(el))).to.equal('saturation 100%, brightness 100%');
      expect(events).to.have.length(0);
    });
  });

  describe('keyboard: hue slider (5 % of 360 = 18 degrees a step)', () => {
    it('steps with the arrows, 20 % with Shift and Page keys, and jumps with Home/End', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#7aa3cc"></ds-color-picker>`);
      hue(el).focus();
      const events = record(el, 'input', 'change');
      await press(el, 'ArrowRight');
      expect(text(hue(el))).to.equal('228 degrees');
      expect(hue(el).getAttribute('aria-valuenow')).to.equal('228');
      await press(el, 'ArrowUp');
      expect(text(hue(el))).to.equal('246 degrees');
      await press(el, 'ArrowLeft');
      await press(el, 'ArrowDown');
      expect(text(hue(el))).to.equal('210 degrees');
      await press(el, 'Shift+ArrowRight');
      expect(text(hue(el))).to.equal('282 degrees');
      await press(el, 'PageDown');
      expect(text(hue(el))).to.equal('210 degrees');
      await press(el, 'PageUp');
      expect(text(hue(el))).to.equal('282 degrees');
      await press(el, 'Home');
      expect(text(hue(el))).to.equal('0 degrees');
      expect(el.value, 'red at the same saturation and brightness').to.equal('#cc7a7a');
      await press(el, 'End');
      expect(text(hue(el))).to.equal('360 degrees');
      expect(el.value).to.equal('#cc7a7a');
      expect(events.filter(e => e.type === 'change').length).to.equal(8, 'End gives the same colour as Home: no event');
      expect(text(area(el)), 'saturation and brightness untouched').to.equal('saturation 40%, brightness 80%');
    });
  });

  describe('keyboard: opacity slider', () => {
    it('steps 5 %, and Home/End go to 0 % and 100 %', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker alpha value="#0066ff80"></ds-color-picker>`);
      alphaTrack(el).focus();
      await press(el, 'ArrowRight');
      expect(text(alphaTrack(el))).to.equal('55%');
      await press(el, 'ArrowLeft');
      await press(el, 'ArrowLeft');
      expect(text(alphaTrack(el))).to.equal('45%');
      await press(el, 'Home');
      expect(el.value).to.equal('#0066ff00');
      await press(el, 'End');
      expect(el.value).to.equal('#0066ffff');
    });
  });

  describe('hex field', () => {
    it('keeps only hex characters as you type, at most 6', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker></ds-color-picker>`);
      await typeHex(el, 'zz#1g2-3');
      expect(hexInput(el).value).to.equal('123');
      await typeText('4567890');
      await el.updateComplete;
      expect(hexInput(el).value).to.equal('123456');
      expect(el.value).to.equal('#123456');
    });

    it('applies 3 or 6 digits at once (input), not 1, 2, 4 or 5', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker></ds-color-picker>`);
      const events = record(el, 'input', 'change');
      await typeHex(el, 'f');
      await sendKeys({ type: 'a' });
      await expectSoon(() => el.value, '#0066ff');
      await sendKeys({ type: 'b' });
      await el.updateComplete;
      expect(el.value).to.equal('#ffaabb');
      await sendKeys({ type: '1' });
      await sendKeys({ type: '2' });
      await el.updateComplete;
      expect(el.value, 'four and five digits are not colours without alpha').to.equal('#ffaabb');
      await sendKeys({ type: '3' });
      await el.updateComplete;
      expect(el.value).to.equal('#fab123');
      expect(types(events)).to.deep.equal(['input', 'input'], 'input per applied colour, no change before commit');
    });

    it('commits with Enter and on blur: change once per new colour', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker></ds-color-picker>`);
      const changes = record(el, 'change');
      await typeHex(el, '00ff00');
      expect(changes).to.have.length(0);
      await press(el, 'Enter');
      expect(changes).to.have.length(1);
      expect(changes[0]!.target).to.equal(el);
      hexInput(el).blur();
      await el.updateComplete;
      expect(changes, 'nothing new to commit').to.have.length(1);
      await typeHex(el, '0000ff');
      hexInput(el).blur();
      await el.updateComplete;
      expect(changes).to.have.length(2);
      expect(el.value).to.equal('#0000ff');
    });

    it('reverts to the current colour on blur when what was typed is not a colour', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#49c5b6"></ds-color-picker>`);
      const events = record(el, 'input', 'change');
      await typeHex(el, '12');
      expect(hexInput(el).value).to.equal('12');
      hexInput(el).blur();
      await el.updateComplete;
      expect(hexInput(el).value).to.equal('49c5b6');
      expect(el.value).to.equal('#49c5b6');
      await typeHex(el, '');
      await press(el, 'Enter');
      expect(hexInput(el).value, 'Enter reverts too').to.equal('49c5b6');
      expect(events).to.have.length(0);
    });

    it('undoes a colour applied on the way when the text ends invalid (12345: #112233 is not kept)', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#49c5b6"></ds-color-picker>`);
      const events = record(el, 'input', 'change');
      await typeHex(el, '12345');
      expect(hexInput(el).value).to.equal('12345');
      expect(el.value, 'three digits were applied while typing').to.equal('#112233');
      hexInput(el).blur();
      await el.updateComplete;
      expect(hexInput(el).value).to.equal('49c5b6');
      expect(el.value).to.equal('#49c5b6');
      expect(types(events), 'input there and back; nothing committed').to.deep.equal(['input', 'input']);
    });

    it('shows the normalised value after a 3-digit colour is committed', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker></ds-color-picker>`);
      await typeHex(el, 'F0A');
      expect(hexInput(el).value).to.equal('F0A');
      hexInput(el).blur();
      await el.updateComplete;
      expect(hexInput(el).value).to.equal('ff00aa');
    });

    it('with alpha keeps 8 digits and accepts 4 and 8', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker alpha></ds-color-picker>`);
      await typeHex(el, 'f00a');
      expect(el.value).to.equal('#ff0000aa');
      await typeHex(el, '0066ff8012');
      expect(hexInput(el).value).to.equal('0066ff80');
      expect(el.value).to.equal('#0066ff80');
    });

    it("does not let the inner field's own input events escape", async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker></ds-color-picker>`);
      const events = record(el, 'input');
      await typeHex(el, 'xyz');
      expect(events).to.have.length(0);
    });
  });

  describe('Unsupported Color', () => {
    for (const [colour, why] of [
      ['#fafafa', 'too light'],
      ['#dddddd', 'too light'],
      ['#101418', 'too dark'],
      ['#000', 'too dark'],
    ]) {
      it(`flags ${colour} (${why})`, async () => {
        const el = await fixture<DsColorPicker>(html`<ds-color-picker value=${colour}></ds-color-picker>`);
        expect(el.unsupported).to.be.true;
        expect(el.hasAttribute('unsupported')).to.be.true;
        expect(message(el).textContent!.trim()).to.equal('Unsupported Color');
        expect(message(el).getBoundingClientRect().height, 'visible').to.be.greaterThan(0);
      });
    }

    it('clears when the colour becomes usable, and follows user changes', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#fafafa"></ds-color-picker>`);
      el.value = '#dcdcdc';
      await el.updateComplete;
      expect(el.unsupported, 'the edge (220) is supported').to.be.false;
      expect(el.hasAttribute('unsupported')).to.be.false;
      expect(message(el).textContent!.trim()).to.equal('');

      await typeHex(el, '111');
      expect(el.unsupported).to.be.true;
      expect(el.hasAttribute('unsupported')).to.be.true;
      expect(message(el).textContent!.trim()).to.equal('Unsupported Color');
      area(el).focus();
      await press(el, 'Shift+ArrowUp');
      expect(el.unsupported).to.be.false;
      expect(message(el).textContent!.trim()).to.equal('');
    });
  });

  describe('swatches', () => {
    it('renders one named button per valid swatch', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker
        .swatches=${['#f00', { code: '#00ff00', name: 'Green' }, 'nope', { code: 'blue' }, { code: '#0000ff', separator: true }]}
      ></ds-color-picker>`);
      const buttons = swatchButtons(el);
      expect(buttons.map(b => b.getAttribute('aria-label'))).to.deep.equal(['#ff0000', 'Green', '#0000ff']);
      expect(buttons.every(b => b.localName === 'button' && b.type === 'button')).to.be.true;
      expect(list(el).getAttribute('role')).to.equal('toolbar');
      expect(buttons[2]!.classList.contains('separated')).to.be.true;
    });

    it('reads the swatches attribute as a list or JSON', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker swatches="#f00, #0f0 #00f"></ds-color-picker>`);
      expect(swatchButtons(el)).to.have.length(3);
      el.setAttribute('swatches', '[{"code":"#123456","name":"Navy"}]');
      await el.updateComplete;
      expect(swatchButtons(el).map(b => b.getAttribute('aria-label'))).to.deep.equal(['Navy']);
      el.setAttribute('swatches', '[broken');
      await el.updateComplete;
      expect(q(el, '[part~="swatches"]')).to.equal(null);
    });

    it('picks a colour on click (input + change) and marks it pressed', async () => {
      const el = await narrowWithSwatches();
      const events = record(el, 'input', 'change');
      const red = swatchButtons(el)[0]!;
      await sendMouse({ type: 'click', position: pointAt(red, 0.5) });
      await el.updateComplete;
      expect(el.value).to.equal('#ff0000');
      expect(types(events)).to.deep.equal(['input', 'change']);
      expect(red.getAttribute('aria-pressed')).to.equal('true');
      expect(swatchButtons(el)[4]!.getAttribute('aria-pressed')).to.equal('false');
      await sendMouse({ type: 'click', position: pointAt(red, 0.5) });
      await el.updateComplete;
      expect(types(events), 'the same colour again: no event').to.deep.equal(['input', 'change']);
    });

    it('moves between swatches with the arrow keys, Home and End, and picks with Enter', async () => {
      const el = await narrowWithSwatches();
      const buttons = swatchButtons(el);
      expect(buttons.map(b => b.tabIndex)).to.deep.equal([0, ...Array(11).fill(-1)]);
      buttons[0]!.focus();
      await press(el, 'ArrowRight');
      expect(el.shadowRoot!.activeElement).to.equal(buttons[1]);
      expect(buttons[1]!.tabIndex).to.equal(0);
      expect(buttons[0]!.tabIndex).to.equal(-1);
      await press(el, 'ArrowLeft');
      await press(el, 'ArrowLeft');
      expect(el.shadowRoot!.activeElement, 'stops at the first').to.equal(buttons[0]);
      await press(el, 'End');
      expect(el.shadowRoot!.activeElement).to.equal(buttons[11]);
      expect(await eventually(() => next(el).disabled), 'the last swatch scrolled into view').to.be.true;
      const events = record(el, 'input', 'change');
      await press(el, 'Enter');
      expect(el.value).to.equal('#abcdef');
      expect(types(events)).to.deep.equal(['input', 'change']);
      await press(el, 'Home');
      expect(el.shadowRoot!.activeElement).to.equal(buttons[0]);
      expect(await eventually(() => prev(el).disabled)).to.be.true;
    });

    it('updates the previous/next buttons when the swatches change but the row keeps its size', async () => {
      const el = await narrowWithSwatches();
      const width = list(el).clientWidth;
      expect(next(el).disabled).to.be.false;
      el.swatches = SWATCHES.slice(0, 2);
      expect(await eventually(() => next(el).disabled), 'two swatches fit: nothing to scroll').to.be.true;
      expect(list(el).clientWidth).to.equal(width);
      el.swatches = [...SWATCHES];
      expect(await eventually(() => !next(el).disabled), 'twelve overflow again').to.be.true;
      expect(prev(el).disabled).to.be.true;
    });

    it('scrolls with the previous/next buttons, disabled at the ends', async () => {
      const el = await narrowWithSwatches();
      const row = list(el);
      expect(row.scrollWidth).to.be.greaterThan(row.clientWidth);
      expect(prev(el).disabled, 'previous disabled at the start').to.be.true;
      expect(next(el).disabled).to.be.false;
      expect(prev(el).getAttribute('aria-label')).to.equal('Previous swatches');
      expect(next(el).getAttribute('aria-label')).to.equal('Next swatches');

      await sendMouse({ type: 'click', position: pointAt(next(el), 0.5) });
      expect(await eventually(() => row.scrollLeft > 0), 'scrolled forward').to.be.true;
      expect(await eventually(() => !prev(el).disabled), 'previous enabled').to.be.true;

      for (let clicks = 0; clicks < 10 && !next(el).disabled; clicks++) {
        await settledScroll(row);
        if (next(el).disabled) break;
        await sendMouse({ type: 'click', position: pointAt(next(el), 0.5) });
        await settledScroll(row);
        await el.updateComplete;
      }
      expect(next(el).disabled, 'next disabled at the end').to.be.true;
      expect(row.scrollLeft + row.clientWidth).to.be.closeTo(row.scrollWidth, 1);
      expect(prev(el).disabled).to.be.false;

      await sendMouse({ type: 'click', position: pointAt(prev(el), 0.5) });
      expect(await eventually(() => !next(el).disabled), 'next enabled again').to.be.true;
      expect(el.value, 'scrolling picks nothing').to.equal('#0066ff');
      expect(el.shadowRoot!.activeElement, 'the scroll buttons take no focus').to.equal(null);
    });

    it('scrolls by pointer drag without picking a swatch', async () => {
      const el = await narrowWithSwatches();
      const row = list(el);
      const events = record(el, 'input', 'change');
      const [x, y] = pointAt(swatchButtons(el)[3]!, 0.5);
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      for (const dx of [10, 30, 60, 90]) await sendMouse({ type: 'move', position: [x - dx, y] });
      await sendMouse({ type: 'up' });
      await el.updateComplete;
      expect(row.scrollLeft).to.be.greaterThan(60);
      expect(await eventually(() => !prev(el).disabled)).to.be.true;
      expect(events, 'the drag picked no swatch').to.have.length(0);
      expect(el.value).to.equal('#0066ff');

      // the next plain click picks again
      const target = swatchButtons(el).find(b => {
        const r = b.getBoundingClientRect();
        const l = row.getBoundingClientRect();
        return r.left >= l.left && r.right <= l.right;
      })!;
      await sendMouse({ type: 'click', position: pointAt(target, 0.5) });
      await el.updateComplete;
      expect(types(events)).to.deep.equal(['input', 'change']);
    });
  });

  describe('pointer', () => {
    it('drags on the area with pointer capture: input while moving, one change at the end', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#7aa3cc"></ds-color-picker>`);
      const events = record(el, 'input', 'change');
      await sendMouse({ type: 'move', position: pointAt(area(el), 0.25, 0.25) });
      await sendMouse({ type: 'down' });
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement, 'focused by the press').to.equal(area(el));
      let [s, v] = areaPercents(el);
      expect(s).to.be.within(23, 27);
      expect(v).to.be.within(73, 77);
      await sendMouse({ type: 'move', position: pointAt(area(el), 0.75, 0.5) });
      await el.updateComplete;
      // outside the area: captured, and clamped to its edge
      const box = area(el).getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.right + 40), Math.round(box.bottom + 40)] });
      await el.updateComplete;
      [s, v] = areaPercents(el);
      expect([s, v]).to.deep.equal([100, 0]);
      expect(
        types(events).filter(t => t === 'change'),
        'no change while dragging',
      ).to.deep.equal([]);
      expect(types(events).filter(t => t === 'input').length).to.be.greaterThanOrEqual(3);
      await sendMouse({ type: 'up' });
      await el.updateComplete;
      expect(types(events).filter(t => t === 'change')).to.deep.equal(['change']);
      expect(el.value).to.equal('#000000');
      expect(text(hue(el)), 'hue kept').to.equal('210 degrees');
    });

    it('sets the hue by pressing and dragging the hue track', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#ff0000"></ds-color-picker>`);
      const events = record(el, 'input', 'change');
      await sendMouse({ type: 'move', position: pointAt(hue(el), 0.5) });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: pointAt(hue(el), 1 / 3) });
      await sendMouse({ type: 'up' });
      await el.updateComplete;
      const deg = Number(hue(el).getAttribute('aria-valuenow'));
      expect(deg).to.be.within(115, 125);
      expect(el.shadowRoot!.activeElement).to.equal(hue(el));
      expect(types(events).filter(t => t === 'change')).to.deep.equal(['change']);
      expect(types(events)[0]).to.equal('input');
    });

    it('a single press (no movement) sets the colour: one input, one change', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker value="#ff0000"></ds-color-picker>`);
      const events = record(el, 'input', 'change');
      await sendMouse({ type: 'click', position: pointAt(area(el), 0.5, 0.5) });
      await el.updateComplete;
      expect(types(events)).to.deep.equal(['input', 'change']);
      const [s, v] = areaPercents(el);
      expect(s).to.be.within(48, 52);
      expect(v).to.be.within(48, 52);
    });
  });

  describe('no events on programmatic changes', () => {
    it('fires nothing when value, alpha or swatches are set by script', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker></ds-color-picker>`);
      const events = record(el, 'input', 'change');
      el.value = '#123456';
      el.alpha = true;
      el.swatches = ['#ff0000'];
      await el.updateComplete;
      el.value = '#fafafa';
      await el.updateComplete;
      expect(el.unsupported).to.be.true;
      expect(events).to.have.length(0);
    });

    it("does not report a value set by script as the user's change on the next commit", async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker alpha></ds-color-picker>`);
      const events = record(el, 'input', 'change');
      hexInput(el).focus();
      el.value = '#ff000080';
      await el.updateComplete;
      expect(hexInput(el).value).to.equal('ff000080');
      hexInput(el).blur();
      area(el).focus();
      await press(el, 'Enter'); // not a key of the area
      await el.updateComplete;
      expect(events).to.have.length(0);
      expect(el.value).to.equal('#ff000080');
    });
  });

  describe('disabled', () => {
    it('ignores keys and the pointer and takes no focus', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker disabled .swatches=${SWATCHES}></ds-color-picker>`);
      const events = record(el, 'input', 'change');
      expect(area(el).hasAttribute('tabindex')).to.be.false;
      expect(area(el).getAttribute('aria-disabled')).to.equal('true');
      expect(hue(el).getAttribute('aria-disabled')).to.equal('true');
      expect(hexInput(el).disabled).to.be.true;
      expect(swatchButtons(el).every(b => b.disabled)).to.be.true;
      await sendMouse({ type: 'click', position: pointAt(area(el), 0.1, 0.9) });
      await sendMouse({ type: 'click', position: pointAt(hue(el), 0.1) });
      area(el).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
      await el.updateComplete;
      expect(el.value).to.equal('#0066ff');
      expect(events).to.have.length(0);
    });
  });

  describe('strings', () => {
    it('names every part in English by default and takes replacements through strings', async () => {
      const el = await fixture<DsColorPicker>(
        html`<ds-color-picker alpha value="#fafafa" .swatches=${SWATCHES}></ds-color-picker>`,
      );
      const names = () => [
        q(el, '[part~="base"]').getAttribute('aria-label'),
        area(el).getAttribute('aria-label'),
        area(el).getAttribute('aria-roledescription'),
        hue(el).getAttribute('aria-label'),
        alphaTrack(el).getAttribute('aria-label'),
        hexInput(el).getAttribute('aria-label'),
        list(el).getAttribute('aria-label'),
        prev(el).getAttribute('aria-label'),
        next(el).getAttribute('aria-label'),
        message(el).textContent,
      ];
      expect(names()).to.deep.equal([
        'Color picker',
        'Saturation and brightness',
        '2D slider',
        'Hue',
        'Opacity',
        'Hex color',
        'Swatches',
        'Previous swatches',
        'Next swatches',
        'Unsupported Color',
      ]);
      el.strings = {
        picker: 'Farbwähler',
        area: 'Sättigung und Helligkeit',
        areaRole: '2D-Regler',
        hue: 'Farbton',
        alpha: 'Deckkraft',
        hexColor: 'Hex-Farbe',
        swatches: 'Farbfelder',
        previousSwatches: 'Vorherige',
        nextSwatches: 'Nächste',
        unsupported: 'Nicht unterstützt',
        hueValue: '{degrees} Grad',
        areaValue: 'S {saturation} %, H {brightness} %',
        alphaValue: '{percent} Prozent',
      };
      await el.updateComplete;
      expect(names()).to.deep.equal([
        'Farbwähler',
        'Sättigung und Helligkeit',
        '2D-Regler',
        'Farbton',
        'Deckkraft',
        'Hex-Farbe',
        'Farbfelder',
        'Vorherige',
        'Nächste',
        'Nicht unterstützt',
      ]);
      expect(text(hue(el)), 'a grey keeps the hue it had').to.equal('216 Grad');
      expect(text(area(el))).to.equal('S 0 %, H 98 %');
      expect(text(alphaTrack(el))).to.equal('100 Prozent');
    });

    it('falls back to English for bad strings values', async () => {
      const el = await fixture<DsColorPicker>(html`<ds-color-picker></ds-color-picker>`);
      for (const bad of [null, undefined, 5, 'x', { hue: 5 }, { hue: '' }]) {
        el.strings = bad as never;
        await el.updateComplete;
        expect(hue(el).getAttribute('aria-label')).to.equal('Hue');
      }
    });
  });

  describe('right-to-left (dir="rtl")', () => {
    async function rtlPicker(): Promise<DsColorPicker> {
      const wrap = await fixture<HTMLElement>(html`<div dir="rtl">
        <ds-color-picker alpha value="#60bf60" label="Colour" style="--ds-color-picker-width: 14rem" .swatches=${SWATCHES}></ds-color-picker>
      </div>`);
      const el = wrap.querySelector('ds-color-picker')!;
      await el.updateComplete;
      await nextFrame();
      return el;
    }

    it('mirrors the arrow keys of the area, hue and opacity sliders: Left raises, Right lowers', async () => {
      const el = await rtlPicker();
      area(el).focus();
      const [s0] = areaPercents(el);
      await press(el, 'ArrowLeft');
      expect(areaPercents(el)[0]).to.equal(s0 + 5);
      await press(el, 'ArrowRight');
      await press(el, 'ArrowRight');
      expect(areaPercents(el)[0]).to.equal(s0 - 5);
      await press(el, 'ArrowUp');
      expect(areaPercents(el)[1], 'up and down do not depend on direction').to.be.greaterThan(0);

      hue(el).focus();
      const h0 = Number(hue(el).getAttribute('aria-valuenow'));
      await press(el, 'ArrowLeft');
      expect(Number(hue(el).getAttribute('aria-valuenow'))).to.equal(h0 + 18);
      await press(el, 'ArrowRight');
      await press(el, 'ArrowRight');
      expect(Number(hue(el).getAttribute('aria-valuenow'))).to.equal(h0 - 18);

      alphaTrack(el).focus();
      await press(el, 'ArrowRight');
      expect(alphaTrack(el).getAttribute('aria-valuenow')).to.equal('95');
      await press(el, 'ArrowLeft');
      expect(alphaTrack(el).getAttribute('aria-valuenow')).to.equal('100');
    });

    it('draws the sliders mirrored: the pointer at the right edge means the minimum', async () => {
      const el = await rtlPicker();
      const track = hue(el);
      // the thumb of hue 0 sits at the right edge
      el.value = '#ff0000';
      await el.updateComplete;
      const thumb = track.querySelector('.thumb')!.getBoundingClientRect();
      const box = track.getBoundingClientRect();
      expect(Math.abs(thumb.left + thumb.width / 2 - box.right)).to.be.below(2);
      await sendMouse({ type: 'click', position: pointAt(track, 0.25) });
      // (whole viewport pixels: a degree or a percent off)
      const hueNow = () => Number(hue(el).getAttribute('aria-valuenow'));
      await waitUntil(() => Math.abs(hueNow() - 270) <= 2, 'a press at a quarter from the left is 3/4 of 360', WAIT);
      await sendMouse({ type: 'click', position: pointAt(area(el), 0.9, 0.5) });
      await waitUntil(() => Math.abs(areaPercents(el)[0] - 10) <= 1, 'saturation grows leftwards', WAIT);
    });

    it('mirrors the swatch toolbar keys and scroll buttons', async () => {
      const el = await rtlPicker();
      const buttons = swatchButtons(el);
      const row = list(el);
      expect(buttons[0]!.getBoundingClientRect().left).to.be.greaterThan(buttons[1]!.getBoundingClientRect().left);
      buttons[0]!.focus();
      await press(el, 'ArrowLeft');
      expect(el.shadowRoot!.activeElement, 'Left goes to the next swatch').to.equal(buttons[1]);
      await press(el, 'ArrowRight');
      expect(el.shadowRoot!.activeElement).to.equal(buttons[0]);
      expect(prev(el).disabled, 'at the start').to.be.true;
      await sendMouse({ type: 'click', position: pointAt(next(el), 0.5) });
      await waitUntil(() => row.scrollLeft < 0 && !prev(el).disabled, 'scrolled forward (leftwards)', WAIT);
      await press(el, 'End');
      await waitUntil(() => next(el).disabled, 'the last swatch scrolled into view', WAIT);
      const last = buttons[11]!.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      expect(last.left).to.be.at.least(box.left - 1);
    });
  });

  describe('form reset', () => {
    it('restores the value attribute, or #0066ff', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <ds-color-picker name="a" value="#49c5b6"></ds-color-picker>
        <ds-color-picker name="b" value="nope"></ds-color-picker>
      </form>`);
      const [a, b] = [...form.querySelectorAll('ds-color-picker')] as [DsColorPicker, DsColorPicker];
      a.value = '#111111';
      b.value = '#222222';
      await a.updateComplete;
      form.reset();
      await a.updateComplete;
      await b.updateComplete;
      expect(a.value).to.equal('#49c5b6');
      expect(b.value).to.equal('#0066ff');
      expect(new FormData(form).get('a')).to.equal('#49c5b6');
    });
  });
});

runFormControlSuite({
  tagName: 'ds-color-picker',
  render: ({ name, disabled }) =>
    html`<ds-color-picker name=${name} ?disabled=${disabled ?? false} label="Colour"></ds-color-picker>`,
  setValueAsUser: async el => {
    const input = (el as DsColorPicker).shadowRoot!.querySelector<HTMLInputElement>('[part~="hex-input"]')!;
    input.focus();
    input.select();
    await typeText('ff0000');
    await sendKeys({ press: 'Enter' });
  },
  defaultFormValue: '#0066ff',
  userFormValue: '#ff0000',
  userEvents: ['input', 'change'],
});
