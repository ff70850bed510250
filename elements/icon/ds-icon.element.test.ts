import { expect, fixture, html } from '@open-wc/testing';
import { loadTokens } from '../test/test-helpers.js';
import { DsIcon, customIconNames, iconNames, standardIconNames } from './ds-icon.js';

before(loadTokens);

const svgOf = (el: DsIcon) => el.shadowRoot!.querySelector<SVGSVGElement>('svg');
/** The drawing (the group after the mask, if any). */
const drawing = (el: DsIcon) => el.shadowRoot!.querySelector<SVGGElement>('svg > g')!;

describe('<ds-icon>', () => {
  it('is registered and upgrades', async () => {
    const el = await fixture<DsIcon>(html`<ds-icon name="home"></ds-icon>`);
    expect(el).to.be.instanceOf(DsIcon);
    expect(customElements.get('ds-icon')).to.equal(DsIcon);
  });

  it('has the documented defaults and is decorative', async () => {
    const el = await fixture<DsIcon>(html`<ds-icon name="home"></ds-icon>`);
    expect(el.set).to.equal('standard');
    expect(el.size).to.equal(24);
    expect(el.stroke).to.equal(2);
    expect(el.variant).to.equal('outline');
    expect(el.label).to.equal('');
    expect(el.getAttribute('aria-hidden')).to.equal('true');
    expect(el.hasAttribute('role')).to.be.false;
    const svg = svgOf(el)!;
    expect(svg.getAttribute('part')).to.equal('svg');
    expect(svg.getAttribute('viewBox')).to.equal('0 0 24 24');
    expect(svg.getAttribute('width')).to.equal('24');
    expect(svg.getAttribute('aria-hidden')).to.equal('true');
    expect(el.getBoundingClientRect().width).to.equal(24);
  });

  it('exports the names of each set', () => {
    expect(iconNames.standard).to.equal(standardIconNames);
    expect(iconNames.custom).to.equal(customIconNames);
    expect(standardIconNames.length).to.be.greaterThanOrEqual(40);
    expect(customIconNames.length).to.be.greaterThanOrEqual(12);
  });

  describe('every icon renders', () => {
    for (const variant of ['outline', 'filled'] as const) {
      it(`draws every standard icon (${variant}) inside its 24 × 24 grid`, async () => {
        const wrap = await fixture<HTMLElement>(html`<div>
          ${standardIconNames.map(name => html`<ds-icon name=${name} variant=${variant}></ds-icon>`)}
        </div>`);
        const icons = [...wrap.querySelectorAll('ds-icon')];
        await Promise.all(icons.map(i => i.updateComplete));
        for (const el of icons) {
          const svg = svgOf(el);
          expect(svg, el.name).to.exist;
          const box = drawing(el).getBBox();
          expect(box.width + box.height, `${el.name} draws something`).to.be.greaterThan(0);
          expect(box.x, `${el.name} left`).to.be.at.least(0);
          expect(box.y, `${el.name} top`).to.be.at.least(0);
          expect(box.x + box.width, `${el.name} right`).to.be.at.most(24);
          expect(box.y + box.height, `${el.name} bottom`).to.be.at.most(24);
        }
      });
    }

    it('draws every custom (Dotline) icon as dots; filled has at least as many', async () => {
      for (const name of customIconNames) {
        const outline = await fixture<DsIcon>(html`<ds-icon set="custom" name=${name}></ds-icon>`);
        const filled = await fixture<DsIcon>(html`<ds-icon set="custom" name=${name} variant="filled"></ds-icon>`);
        const count = (el: DsIcon) => el.shadowRoot!.querySelectorAll('svg circle').length;
        expect(count(outline), name).to.be.greaterThan(0);
        expect(count(filled), name).to.be.at.least(count(outline));
      }
    });
  });

  describe('size, stroke and variant', () => {
    it('sizes the svg in px and reflects size', async () => {
      const el = await fixture<DsIcon>(html`<ds-icon name="star" size="64"></ds-icon>`);
      expect(el.size).to.equal(64);
      expect(svgOf(el)!.getBoundingClientRect().width).to.equal(64);
      el.size = 18;
      await el.updateComplete;
      expect(el.getAttribute('size')).to.equal('18');
      expect(svgOf(el)!.getBoundingClientRect().height).to.equal(18);
    });

    it('falls back to 24 px for a bad size', async () => {
      for (const bad of ['-5', '0', 'abc', '']) {
        const el = await fixture<DsIcon>(html`<ds-icon name="star" size=${bad}></ds-icon>`);
        expect(svgOf(el)!.getAttribute('width'), bad).to.equal('24');
      }
    });

    it('sets the stroke width, clamped to 0.5–3, and reflects stroke', async () => {
      const el = await fixture<DsIcon>(html`<ds-icon name="search" stroke="1.5"></ds-icon>`);
      expect(drawing(el).getAttribute('stroke-width')).to.equal('1.5');
      el.stroke = 10;
      await el.updateComplete;
      expect(el.getAttribute('stroke')).to.equal('10');
      expect(drawing(el).getAttribute('stroke-width')).to.equal('3');
      el.stroke = 0;
      await el.updateComplete;
      expect(drawing(el).getAttribute('stroke-width')).to.equal('0.5');
      el.setAttribute('stroke', 'abc');
      await el.updateComplete;
      expect(drawing(el).getAttribute('stroke-width')).to.equal('2');
    });

    it('makes dot icons bigger with a bigger stroke', async () => {
      const thin = await fixture<DsIcon>(html`<ds-icon set="custom" name="heart" stroke="0.5"></ds-icon>`);
      const thick = await fixture<DsIcon>(html`<ds-icon set="custom" name="heart" stroke="3"></ds-icon>`);
      const r = (el: DsIcon) => Number(el.shadowRoot!.querySelector('circle')!.getAttribute('r'));
      expect(r(thick)).to.be.greaterThan(r(thin));
    });

    it('fills closed shapes with filled and reflects variant', async () => {
      const el = await fixture<DsIcon>(html`<ds-icon name="heart"></ds-icon>`);
      const shapes = () => el.shadowRoot!.querySelector('.shapes')!;
      expect(shapes().getAttribute('fill')).to.equal('none');
      el.variant = 'filled';
      await el.updateComplete;
      expect(el.getAttribute('variant')).to.equal('filled');
      expect(shapes().getAttribute('fill')).to.equal('currentColor');
      expect(getComputedStyle(shapes().querySelector('path')!).fill).to.not.equal('none');
    });

    it('cuts details out of filled shapes and draws them as lines in outline', async () => {
      const outline = await fixture<DsIcon>(html`<ds-icon name="lock"></ds-icon>`);
      expect(outline.shadowRoot!.querySelector('mask')).to.equal(null);
      expect(outline.shadowRoot!.querySelector('svg > g [data-role="cut"]')).to.exist;

      const filled = await fixture<DsIcon>(html`<ds-icon name="lock" variant="filled"></ds-icon>`);
      const mask = filled.shadowRoot!.querySelector('mask')!;
      expect(mask).to.exist;
      expect(mask.querySelector('[data-role="cut"]')).to.exist;
      expect(filled.shadowRoot!.querySelector('svg > g [data-role="cut"]'), 'not drawn').to.equal(null);
      expect(filled.shadowRoot!.querySelector(`[mask="url(#${mask.id})"]`)).to.exist;
    });

    it('keeps a gap around a slash in both variants', async () => {
      for (const variant of ['outline', 'filled']) {
        const el = await fixture<DsIcon>(html`<ds-icon name="eye-off" variant=${variant}></ds-icon>`);
        const cutter = el.shadowRoot!.querySelector('mask [data-role="slash"]')!;
        expect(cutter, variant).to.exist;
        expect(Number(cutter.getAttribute('stroke-width'))).to.equal(6);
        expect(el.shadowRoot!.querySelector('svg > g [data-role="slash"]'), 'and drawn').to.exist;
      }
    });

    it('treats an unknown variant as outline', async () => {
      const el = await fixture<DsIcon>(html`<ds-icon name="heart" variant="bold"></ds-icon>`);
      expect(el.shadowRoot!.querySelector('.shapes')!.getAttribute('fill')).to.equal('none');
    });

    it('draws in currentColor, or --ds-icon-color', async () => {
      const wrap = await fixture<HTMLElement>(html`<div style="color: rgb(200, 10, 20)">
        <ds-icon name="search"></ds-icon>
        <ds-icon name="search" style="--ds-icon-color: rgb(1, 2, 3)"></ds-icon>
      </div>`);
      const [a, b] = [...wrap.querySelectorAll('ds-icon')] as [DsIcon, DsIcon];
      const stroke = (el: DsIcon) => getComputedStyle(el.shadowRoot!.querySelector('path')!).stroke;
      expect(stroke(a)).to.equal('rgb(200, 10, 20)');
      expect(stroke(b)).to.equal('rgb(1, 2, 3)');
    });
  });

  describe('accessibility', () => {
    it('is hidden from assistive technology without a label', async () => {
      const wrap = await fixture<HTMLElement>(html`<p>Search <ds-icon name="search"></ds-icon></p>`);
      const el = wrap.querySelector('ds-icon')!;
      expect(el.getAttribute('aria-hidden')).to.equal('true');
      await expect(wrap).to.be.accessible();
    });

    it('becomes an image named by its label, and decorative again without it', async () => {
      const el = await fixture<DsIcon>(html`<ds-icon name="warning" label="Warning"></ds-icon>`);
      expect(el.getAttribute('role')).to.equal('img');
      expect(el.getAttribute('aria-label')).to.equal('Warning');
      expect(el.hasAttribute('aria-hidden')).to.be.false;
      await expect(el).to.be.accessible();

      el.label = '';
      await el.updateComplete;
      expect(el.hasAttribute('role')).to.be.false;
      expect(el.hasAttribute('aria-label')).to.be.false;
      expect(el.getAttribute('aria-hidden')).to.equal('true');
    });

    it('is accessible in every variant and set', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <ds-icon name="heart" variant="filled" label="Liked"></ds-icon>
        <ds-icon name="smile" set="custom" label="Happy"></ds-icon>
        <ds-icon name="smile" set="custom" variant="filled"></ds-icon>
      </div>`);
      await expect(wrap).to.be.accessible();
    });
  });

  describe('unknown names', () => {
    it('renders nothing and warns the author once per element and value', async () => {
      const calls: string[] = [];
      const original = { warn: console.warn, error: console.error, log: console.log };
      console.warn = (...args: unknown[]) => void calls.push(`warn ${String(args[0])}`);
      console.error = (...args: unknown[]) => void calls.push(`error ${args.join(' ')}`);
      console.log = (...args: unknown[]) => void calls.push(`log ${args.join(' ')}`);
      try {
        const wrap = await fixture<HTMLElement>(html`<div>
          <ds-icon name="no-such-icon"></ds-icon>
          <ds-icon name="search" set="custom"></ds-icon>
          <ds-icon></ds-icon>
          <ds-icon name="smile" set="nope"></ds-icon>
        </div>`);
        const icons = [...wrap.querySelectorAll('ds-icon')];
        await Promise.all(icons.map(i => i.updateComplete));
        for (const el of icons) expect(svgOf(el), el.outerHTML).to.equal(null);
        expect(icons[0]!.getBoundingClientRect().width).to.equal(0);
        icons[0]!.size = 32; // a new render, the same bad name: no second warning
        await icons[0]!.updateComplete;
      } finally {
        Object.assign(console, original);
      }
      expect(calls).to.deep.equal([
        'warn <ds-icon> name="no-such-icon" is not an icon of the standard set, so nothing is drawn: use a name of `iconNames.standard` (e.g. "' +
          standardIconNames[0] +
          '"), listed on the Icons page.',
        'warn <ds-icon> name="search" is not an icon of the custom set, so nothing is drawn: use a name of `iconNames.custom` (e.g. "' +
          customIconNames[0] +
          '"), listed on the Icons page.',
        'warn <ds-icon> set="nope" is not an icon set: use "standard" (the default) or "custom".',
        'warn <ds-icon> name="smile" is not an icon of the standard set, so nothing is drawn: use a name of `iconNames.standard` (e.g. "' +
          standardIconNames[0] +
          '"), listed on the Icons page.',
      ]);
    });

    it('draws once the name becomes known', async () => {
      const el = await fixture<DsIcon>(html`<ds-icon name="nope"></ds-icon>`);
      expect(svgOf(el)).to.equal(null);
      el.name = 'bell';
      await el.updateComplete;
      expect(svgOf(el)).to.exist;
      el.set = 'custom';
      await el.updateComplete;
      expect(svgOf(el), 'bell is not a Dotline icon').to.equal(null);
      el.name = 'bolt';
      await el.updateComplete;
      expect(svgOf(el)).to.exist;
      expect(el.getAttribute('set')).to.equal('custom');
      expect(el.getAttribute('name')).to.equal('bolt');
    });
  });
});
