import { expect, fixture, html } from '@open-wc/testing';
import '../../color-picker/ds-color-picker.js';
import type { DsColorPicker } from '../../color-picker/ds-color-picker.js';
import { warnAttribute } from './warn.js';

/** The first argument of each console.warn while `run` runs (errors are collected too: there must be none). */
async function consoleCalls(run: () => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const original = { warn: console.warn, error: console.error };
  console.warn = (...args: unknown[]) => void calls.push(`warn ${String(args[0])}`);
  console.error = (...args: unknown[]) => void calls.push(`error ${String(args[0])}`);
  try {
    await run();
  } finally {
    Object.assign(console, original);
  }
  return calls;
}

describe('warnAttribute', () => {
  it('warns once per element, attribute and value, naming them', async () => {
    const a = document.createElement('ds-thing');
    const b = document.createElement('ds-thing');
    const calls = await consoleCalls(async () => {
      expect(warnAttribute(a, 'size', 'huge', 'is not a size: use a number.')).to.be.true;
      expect(warnAttribute(a, 'size', 'huge', 'is not a size: use a number.')).to.be.false;
      warnAttribute(b, 'size', 'huge', 'is not a size: use a number.');
      warnAttribute(a, 'size', 'tiny', 'is not a size: use a number.');
      warnAttribute(a, 'step', 1e-300, 'is too fine.');
      warnAttribute(a, 'label', 'x'.repeat(100), 'is too long.');
    });
    expect(calls).to.deep.equal([
      'warn <ds-thing> size="huge" is not a size: use a number.',
      'warn <ds-thing> size="huge" is not a size: use a number.',
      'warn <ds-thing> size="tiny" is not a size: use a number.',
      'warn <ds-thing> step=1e-300 is too fine.',
      `warn <ds-thing> label="${'x'.repeat(57)}…" is too long.`,
    ]);
  });
});

describe('<ds-color-picker> tells the author about values it ignores', () => {
  it('a colour that is not hex keeps the colour, with one warning', async () => {
    let el!: DsColorPicker;
    const calls = await consoleCalls(async () => {
      el = await fixture<DsColorPicker>(html`<ds-color-picker value="rebeccapurple"></ds-color-picker>`);
      await el.updateComplete;
      el.setAttribute('value', 'rebeccapurple');
      el.value = '';
      el.value = '#663399';
      await el.updateComplete;
    });
    expect(el.value).to.equal('#663399');
    expect(calls).to.deep.equal([
      'warn <ds-color-picker> value="rebeccapurple" is not a hex colour, so the picker keeps #0066ff: use 3, 4, 6 or 8 hex digits, with or without "#" (e.g. "#663399").',
    ]);
  });

  it('swatches that are not JSON or not hex colours are skipped, with one warning each', async () => {
    let el!: DsColorPicker;
    const calls = await consoleCalls(async () => {
      el = await fixture<DsColorPicker>(html`<ds-color-picker swatches="not json"></ds-color-picker>`);
      await el.updateComplete;
      el.setAttribute('swatches', '[1, 2');
      await el.updateComplete;
      el.setAttribute('swatches', '#f00, #0f0');
      await el.updateComplete;
    });
    expect(el.shadowRoot!.querySelectorAll('[part~="swatch"]')).to.have.length(2);
    expect(calls).to.have.length(2);
    expect(calls[0]).to.match(
      /^warn <ds-color-picker> swatches="not json" has entries that are not hex colours \("not", "json"\), skipped: use hex colours/,
    );
    expect(calls[1]).to.match(
      /^warn <ds-color-picker> swatches="\[1, 2" is not a valid JSON array, so no swatches are shown/,
    );
  });
});
