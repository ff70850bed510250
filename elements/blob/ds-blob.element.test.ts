import { expect, fixture, html } from '@open-wc/testing';
import { hostAria, loadTokens } from '../test/test-helpers.js';
import { DsBlob } from './ds-blob.js';
import { blobPath } from './geometry.js';

before(loadTokens);

const svgOf = (el: DsBlob) => el.shadowRoot!.querySelector<SVGSVGElement>('svg')!;
const drawn = (el: DsBlob) => el.shadowRoot!.querySelector('path')!.getAttribute('d');

describe('<ds-blob>', () => {
  it('is registered, has the documented defaults and draws the default blob', async () => {
    const el = await fixture<DsBlob>(html`<ds-blob></ds-blob>`);
    expect(customElements.get('ds-blob')).to.equal(DsBlob);
    expect([el.edges, el.smoothness, el.seed, el.size]).to.deep.equal([6, 6, 0, 200]);
    expect(el.path).to.equal(blobPath({ edges: 6, smoothness: 6, seed: 0 }));
    expect(drawn(el)).to.equal(el.path);
    expect(svgOf(el).getAttribute('viewBox')).to.equal('0 0 100 100');
    expect(el.getBoundingClientRect().width).to.equal(200);
  });

  it('draws the path of its attributes, and the same seed always gives the same path', async () => {
    const a = await fixture<DsBlob>(html`<ds-blob edges="9" smoothness="3" seed="1234"></ds-blob>`);
    const b = await fixture<DsBlob>(html`<ds-blob edges="9" smoothness="3" seed="1234"></ds-blob>`);
    expect(a.path).to.equal(blobPath({ edges: 9, smoothness: 3, seed: 1234 }));
    expect(drawn(a)).to.equal(a.path);
    expect(b.path).to.equal(a.path);
    expect([a.edges, a.smoothness]).to.deep.equal([9, 3]);
  });

  it('redraws when a property changes and reflects it', async () => {
    const el = await fixture<DsBlob>(html`<ds-blob seed="1"></ds-blob>`);
    const first = el.path;
    el.seed = 2;
    await el.updateComplete;
    expect(el.getAttribute('seed')).to.equal('2');
    expect(el.path).to.not.equal(first);
    expect(drawn(el)).to.equal(el.path);
    el.edges = 11;
    el.smoothness = 2;
    await el.updateComplete;
    expect(el.getAttribute('edges')).to.equal('11');
    expect(el.getAttribute('smoothness')).to.equal('2');
    expect(drawn(el)).to.equal(blobPath({ edges: 11, smoothness: 2, seed: 2 }));
    expect(drawn(el)!.match(/C/g)).to.have.length(11);
  });

  it('clamps out-of-range and falls back on bad values, never drawing NaN', async () => {
    const el = await fixture<DsBlob>(html`<ds-blob edges="40" smoothness="-3" seed="x"></ds-blob>`);
    expect(drawn(el)).to.equal(blobPath({ edges: 12, smoothness: 2, seed: 'x' }));
    el.setAttribute('edges', 'abc');
    el.setAttribute('smoothness', '');
    el.removeAttribute('seed');
    await el.updateComplete;
    expect(drawn(el)).to.equal(blobPath({}));
    for (const bad of [null, undefined, NaN, {}, '']) {
      Object.assign(el, { edges: bad, smoothness: bad, seed: bad, size: bad });
      await el.updateComplete;
      expect(drawn(el), String(bad)).to.equal(blobPath({}));
      expect(drawn(el)).to.not.match(/NaN/);
      expect(svgOf(el).getAttribute('width'), String(bad)).to.equal('200');
    }
  });

  it('sizes the svg in px; a bad size gives 200', async () => {
    const el = await fixture<DsBlob>(html`<ds-blob size="64"></ds-blob>`);
    expect(svgOf(el).getBoundingClientRect().width).to.equal(64);
    expect(el.getBoundingClientRect().height).to.equal(64);
    el.size = 120;
    await el.updateComplete;
    expect(el.getAttribute('size')).to.equal('120');
    expect(svgOf(el).getBoundingClientRect().height).to.equal(120);
    for (const bad of ['-5', '0', 'abc']) {
      const b = await fixture<DsBlob>(html`<ds-blob size=${bad}></ds-blob>`);
      expect(svgOf(b).getAttribute('width'), bad).to.equal('200');
    }
  });

  it('keeps the drawn shape inside its view', async () => {
    const el = await fixture<DsBlob>(html`<ds-blob size="100"></ds-blob>`);
    for (const edges of [3, 6, 12])
      for (const smoothness of [2, 9]) {
        el.edges = edges;
        el.smoothness = smoothness;
        el.seed = edges * 31 + smoothness;
        await el.updateComplete;
        const box = el.shadowRoot!.querySelector('path')!.getBBox();
        expect(box.x).to.be.at.least(0);
        expect(box.y).to.be.at.least(0);
        expect(box.x + box.width).to.be.at.most(100);
        expect(box.y + box.height).to.be.at.most(100);
        expect(box.width).to.be.greaterThan(50);
      }
  });

  it('is an image named by label, by default "Blob", and strings rename it', async () => {
    const el = await fixture<DsBlob>(html`<ds-blob></ds-blob>`);
    expect(hostAria(el, 'role')).to.equal('img');
    expect(hostAria(el, 'aria-label')).to.equal('Blob');
    el.label = 'Preview of the blob';
    await el.updateComplete;
    expect(hostAria(el, 'aria-label')).to.equal('Preview of the blob');
    el.label = '';
    el.strings = { name: 'Klecks' };
    await el.updateComplete;
    expect(hostAria(el, 'aria-label')).to.equal('Klecks');
    await expect(el).to.be.accessible();
  });

  it('fills from the tokens, and --ds-blob-fill / --ds-blob-stroke override them', async () => {
    const el = await fixture<DsBlob>(html`<ds-blob></ds-blob>`);
    const path = el.shadowRoot!.querySelector('path')!;
    const accent = getComputedStyle(document.documentElement).getPropertyValue('--ds-primary-500').trim();
    expect(accent).to.not.equal('');
    expect(getComputedStyle(path).fill).to.not.equal('none');
    el.style.setProperty('--ds-blob-fill', 'rgb(10, 20, 30)');
    el.style.setProperty('--ds-blob-stroke', 'rgb(40, 50, 60)');
    expect(getComputedStyle(path).fill).to.equal('rgb(10, 20, 30)');
    expect(getComputedStyle(path).stroke).to.equal('rgb(40, 50, 60)');
  });
});
