import { expect, fixture, html } from '@open-wc/testing';
import { loadTokens, part, partOrNull } from '../test/test-helpers.js';
import { DsGauge } from './ds-gauge.js';

before(loadTokens);

const meter = (el: DsGauge) => part(el, 'base');
const aria = (el: DsGauge, name: string) => meter(el).getAttribute(name);

describe('<ds-gauge>', () => {
  it('has the documented defaults', async () => {
    const el = await fixture<DsGauge>(html`<ds-gauge></ds-gauge>`);
    expect([el.value, el.min, el.max, el.label, el.unit, el.variant, el.showMax, el.decimals, el.locale]).to.deep.equal(
      [0, 0, 100, '', '', 'standard', false, 0, ''],
    );
    expect(meter(el).getAttribute('role')).to.equal('meter');
    expect(aria(el, 'aria-label')).to.equal('Gauge');
    expect(partOrNull(el, 'max')).to.be.null;
    expect(partOrNull(el, 'needle')).to.be.null;
  });

  it('is a named meter whose value, scale and text follow the properties', async function () {
    this.timeout(20_000); // axe's first scan is slow on a busy machine
    const el = await fixture<DsGauge>(
      html`<ds-gauge lang="en" label="Memory" value="12.84" max="32" unit="GB" decimals="1" show-max></ds-gauge>`,
    );
    expect(aria(el, 'aria-label')).to.equal('Memory');
    expect(aria(el, 'aria-valuenow')).to.equal('12.84');
    expect(aria(el, 'aria-valuemin')).to.equal('0');
    expect(aria(el, 'aria-valuemax')).to.equal('32');
    expect(aria(el, 'aria-valuetext')).to.equal('12.8 GB');
    expect(part(el, 'value').textContent).to.equal('12.8');
    expect(part(el, 'unit').textContent).to.equal('GB');
    expect(part(el, 'max').textContent).to.equal('Max 32.0 GB');
    await expect(el).to.be.accessible();

    el.value = 13.7;
    await el.updateComplete;
    expect(part(el, 'value').textContent).to.equal('13.7');
    expect(aria(el, 'aria-valuetext')).to.equal('13.7 GB');
  });

  it('fills the ring in proportion to the value', async () => {
    const el = await fixture<DsGauge>(html`<ds-gauge value="25"></ds-gauge>`);
    const offset = () => part(el, 'fill').style.getPropertyValue('--_offset');
    expect(offset()).to.equal('75');
    el.value = 100;
    await el.updateComplete;
    expect(offset()).to.equal('0');
    el.value = 500; // beyond the scale: kept at the end
    await el.updateComplete;
    expect(offset()).to.equal('0');
    expect(aria(el, 'aria-valuenow')).to.equal('100');
  });

  it('zooms on the quarter of the scale that holds the value, with a needle and the quarter’s ends as text', async function () {
    this.timeout(20_000);
    const el = await fixture<DsGauge>(html`<ds-gauge lang="en" variant="zoom" value="70" max="100"></ds-gauge>`);
    expect(
      [...part(el, 'scale').querySelectorAll('span')].map(s => s.textContent),
      'scale 50–75',
    ).to.deep.equal(['50', '75']);
    // 70 is 80 % of 50–75: the needle turns to -90 + 180 × 0.8 = 54°
    expect(part(el, 'needle').style.getPropertyValue('--_angle')).to.equal('54deg');
    expect(aria(el, 'aria-valuemax'), 'the meter still tells the whole scale').to.equal('100');
    await expect(el).to.be.accessible();
  });

  it('draws a plain half ring for simple, with no ticks or needle', async () => {
    const el = await fixture<DsGauge>(html`<ds-gauge variant="simple" value="70"></ds-gauge>`);
    expect(part(el, 'dial').getAttribute('viewBox')).to.equal('0 0 100 56');
    expect(el.shadowRoot!.querySelectorAll('.tick').length).to.equal(0);
    expect(partOrNull(el, 'needle')).to.be.null;
    const standard = await fixture<DsGauge>(html`<ds-gauge></ds-gauge>`);
    expect(standard.shadowRoot!.querySelectorAll('.tick').length).to.equal(11);
  });

  it('animates the ring, but not under reduced motion (CSS)', async () => {
    const el = await fixture<DsGauge>(html`<ds-gauge value="40"></ds-gauge>`);
    const duration = getComputedStyle(part(el, 'fill')).transitionDuration;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) expect(duration).to.equal('0s');
    else expect(parseFloat(duration)).to.be.greaterThan(0);
  });

  it('formats with the locale and takes its own words', async () => {
    const el = await fixture<DsGauge>(html`<ds-gauge locale="de-DE" value="12.5" decimals="1" unit="GB"></ds-gauge>`);
    expect(part(el, 'value').textContent).to.equal('12,5');
    el.strings = { valueText: '{value} Gigabyte', label: 'Speicher' };
    await el.updateComplete;
    expect(aria(el, 'aria-valuetext')).to.equal('12,5 Gigabyte');
    expect(aria(el, 'aria-label')).to.equal('Speicher');
  });

  it('never blanks on bad values', async () => {
    const el = await fixture<DsGauge>(
      html`<ds-gauge value="x" min="y" max="-5" variant="pie" decimals="z"></ds-gauge>`,
    );
    expect(aria(el, 'aria-valuemin')).to.equal('0');
    expect(aria(el, 'aria-valuemax')).to.equal('100', 'max not above min: min + 100');
    expect(part(el, 'value').textContent).to.equal('0');
    expect(part(el, 'dial').getAttribute('viewBox'), 'unknown variant: standard').to.equal('0 0 100 86');
    for (const bad of [null, undefined, NaN, {}, '']) {
      Object.assign(el, { value: bad, min: bad, max: bad, unit: bad, label: bad, strings: bad, locale: bad });
      await el.updateComplete;
      expect(part(el, 'value').textContent).to.equal('0');
      expect(aria(el, 'aria-label')).to.equal('Gauge');
    }
  });
});
