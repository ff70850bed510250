import { expect, fixture, html } from '@open-wc/testing';
import { loadTokens, part } from '../test/test-helpers.js';
import { DsDivider } from './ds-divider.js';

before(loadTokens);

const lineStyle = (el: DsDivider) => getComputedStyle(part(el, 'line'));
const baseStyle = (el: DsDivider) => getComputedStyle(part(el, 'base'));

describe('<ds-divider>', () => {
  it('is a horizontal separator with the documented defaults', async () => {
    const el = await fixture<DsDivider>(html`<ds-divider></ds-divider>`);
    expect(el).to.be.instanceOf(DsDivider);
    expect(el.getAttribute('role')).to.equal('separator');
    expect(el.getAttribute('aria-orientation')).to.equal('horizontal');
    expect([el.variant, el.spacing, el.opacity, el.inverted, el.orientation]).to.deep.equal([
      'solid',
      16,
      100,
      false,
      'horizontal',
    ]);
    expect(baseStyle(el).paddingTop).to.equal('16px');
    expect(baseStyle(el).paddingBottom).to.equal('16px');
    const line = lineStyle(el);
    expect(line.borderTopStyle).to.equal('solid');
    expect(line.borderTopWidth).to.equal('1px');
    expect(line.opacity).to.equal('1');
    expect(el.getBoundingClientRect().height).to.equal(33);
    await expect(el).to.be.accessible();
  });

  it('follows spacing, opacity, variant and inverted', async () => {
    const el = await fixture<DsDivider>(
      html`<ds-divider spacing="35" opacity="40" variant="dotted" inverted></ds-divider>`,
    );
    expect(baseStyle(el).paddingTop).to.equal('35px');
    const line = lineStyle(el);
    expect(line.opacity).to.equal('0.4');
    expect(line.borderTopStyle).to.equal('dotted');
    expect(line.borderTopWidth).to.equal('2px');
    const inverted = line.borderTopColor;
    el.inverted = false;
    await el.updateComplete;
    expect(lineStyle(el).borderTopColor, 'inverted uses the contrasting colour').to.not.equal(inverted);
    el.opacity = 0;
    await el.updateComplete;
    expect(lineStyle(el).opacity, 'fully transparent at 0').to.equal('0');
    el.spacing = 0;
    await el.updateComplete;
    expect(el.getBoundingClientRect().height).to.equal(2);
  });

  it('draws in the themed colours', async () => {
    const el = await fixture<DsDivider>(html`<ds-divider style="--ds-divider-color: rgb(1, 2, 3)"></ds-divider>`);
    expect(lineStyle(el).borderTopColor).to.equal('rgb(1, 2, 3)');
    el.style.setProperty('--ds-divider-inverted-color', 'rgb(4, 5, 6)');
    el.inverted = true;
    await el.updateComplete;
    expect(lineStyle(el).borderTopColor).to.equal('rgb(4, 5, 6)');
  });

  it('is vertical in a row, stretched to its height', async () => {
    const row = await fixture<HTMLElement>(
      html`<div style="display: flex; height: 60px">
        <span>Left</span><ds-divider orientation="vertical" spacing="10"></ds-divider><span>Right</span>
      </div>`,
    );
    const el = row.querySelector('ds-divider')!;
    await el.updateComplete;
    expect(el.getAttribute('aria-orientation')).to.equal('vertical');
    const box = el.getBoundingClientRect();
    expect(box.height).to.equal(60);
    expect(box.width).to.equal(21);
    expect(lineStyle(el).borderLeftWidth).to.equal('1px');
    expect(lineStyle(el).borderTopWidth).to.equal('0px');
    await expect(row).to.be.accessible();
  });

  it('keeps an author role', async () => {
    const el = await fixture<DsDivider>(html`<ds-divider role="presentation"></ds-divider>`);
    expect(el.getAttribute('role')).to.equal('presentation');
  });

  it('falls back on bad attribute and property values', async () => {
    const el = await fixture<DsDivider>(
      html`<ds-divider spacing="wide" opacity="-20" variant="dashed" orientation="diagonal"></ds-divider>`,
    );
    expect(baseStyle(el).paddingTop).to.equal('16px');
    expect(lineStyle(el).opacity).to.equal('0');
    expect(lineStyle(el).borderTopStyle).to.equal('solid');
    expect(el.getAttribute('aria-orientation')).to.equal('horizontal');
    for (const bad of [null, undefined, NaN, {}, '']) {
      Object.assign(el, { spacing: bad, opacity: bad, variant: bad, orientation: bad });
      await el.updateComplete;
      expect(baseStyle(el).paddingTop).to.equal('16px');
      expect(lineStyle(el).opacity).to.equal('1');
      expect(el.getAttribute('aria-orientation')).to.equal('horizontal');
    }
    el.spacing = 500;
    await el.updateComplete;
    expect(baseStyle(el).paddingTop).to.equal('50px');
  });
});
