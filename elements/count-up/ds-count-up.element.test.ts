import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { loadTokens, part, record, WAIT } from '../test/test-helpers.js';
import { DsCountUp } from './ds-count-up.js';

before(loadTokens);

const shown = (el: DsCountUp) => part(el, 'value').textContent;
const spoken = (el: DsCountUp) => el.shadowRoot!.querySelector('.visually-hidden')!.textContent;

describe('<ds-count-up>', () => {
  it('has the documented defaults', async () => {
    const el = await fixture<DsCountUp>(html`<ds-count-up></ds-count-up>`);
    expect([el.from, el.to, el.duration, el.decimals, el.locale]).to.deep.equal([0, 0, 2000, 0, '']);
    expect(shown(el)).to.equal('0');
  });

  it('counts from `from` to `to`, easing, and fires ds-finish at the end', async () => {
    const el = await fixture<DsCountUp>(html`<ds-count-up from="128" to="256" duration="600"></ds-count-up>`);
    const seen: number[] = [];
    const finished = oneEvent(el, 'ds-finish');
    const sample = setInterval(() => seen.push(el.value), 16);
    const event = await finished;
    clearInterval(sample);
    expect(event.bubbles && event.composed).to.be.true;
    expect(shown(el)).to.equal('256');
    expect(el.value).to.equal(256);
    expect(el.running).to.be.false;
    expect(
      seen.some(v => v > 128 && v < 256),
      'in-between values',
    ).to.be.true;
    expect(
      seen.every((v, i) => i === 0 || v >= seen[i - 1]!),
      'never backwards',
    ).to.be.true;
  });

  it('counts down too', async () => {
    const el = await fixture<DsCountUp>(html`<ds-count-up from="512" to="128" duration="300"></ds-count-up>`);
    expect(el.running).to.be.true;
    await oneEvent(el, 'ds-finish');
    expect(shown(el)).to.equal('128');
  });

  it('lets assistive technology read only the final value', async () => {
    const el = await fixture<DsCountUp>(html`<ds-count-up from="0" to="1234" duration="400" lang="en"></ds-count-up>`);
    const finished = oneEvent(el, 'ds-finish');
    expect(part(el, 'value').getAttribute('aria-hidden')).to.equal('true');
    expect(spoken(el)).to.equal('1,234');
    await expect(el).to.be.accessible();
    await finished;
    expect(spoken(el)).to.equal('1,234');
  });

  it('restart() counts again from the start', async () => {
    const el = await fixture<DsCountUp>(html`<ds-count-up from="128" to="64" duration="300"></ds-count-up>`);
    await oneEvent(el, 'ds-finish');
    const finished = oneEvent(el, 'ds-finish');
    el.restart();
    await el.updateComplete;
    expect(el.running).to.be.true;
    expect(shown(el)).to.equal('128');
    await finished;
    expect(shown(el)).to.equal('64');
  });

  it('restarts when `to` changes', async () => {
    const el = await fixture<DsCountUp>(html`<ds-count-up from="0" to="10" duration="200"></ds-count-up>`);
    await oneEvent(el, 'ds-finish');
    el.to = 20;
    await el.updateComplete;
    expect(el.running).to.be.true;
    await waitUntil(() => shown(el) === '20', 'reaches the new end', WAIT);
  });

  it('formats with the locale, the nearest lang or its own', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div lang="de-DE"><ds-count-up to="12345.6" decimals="1" duration="0"></ds-count-up></div>`,
    );
    const el = wrap.querySelector('ds-count-up')!;
    await waitUntil(() => shown(el) === '12.345,6', 'German grouping', WAIT);
    el.locale = 'en-US';
    await el.updateComplete;
    expect(shown(el)).to.equal('12,345.6');
  });

  it('jumps to the end with a duration of 0, still firing ds-finish', async () => {
    const el = document.createElement('ds-count-up');
    Object.assign(el, { from: 1, to: 99, duration: 0 });
    const events = record(el, 'ds-finish');
    document.body.append(el);
    await waitUntil(() => events.length === 1, 'finished', WAIT);
    expect(shown(el)).to.equal('99');
    el.remove();
  });

  it('shows the final value at once under reduced motion', async () => {
    // The element asks matchMedia (no CSS involved): a stub works in every engine's driver.
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => {
      const real = original.call(window, query);
      if (!query.includes('prefers-reduced-motion')) return real;
      return { ...real, matches: query.includes('reduce'), media: query } as MediaQueryList;
    }) as typeof window.matchMedia;
    try {
      const el = document.createElement('ds-count-up');
      Object.assign(el, { from: 128, to: 512, duration: 8000 });
      const events = record(el, 'ds-finish');
      document.body.append(el);
      await el.updateComplete;
      expect(el.running).to.be.false;
      expect(shown(el)).to.equal('512');
      el.restart();
      await el.updateComplete;
      expect(shown(el)).to.equal('512');
      await waitUntil(() => events.length === 2, 'ds-finish after each', WAIT);
      el.remove();
    } finally {
      window.matchMedia = original;
    }
  });

  it('falls back on bad attribute and property values', async () => {
    const el = await fixture<DsCountUp>(
      html`<ds-count-up from="x" to="7" duration="soon" decimals="many" locale="??"></ds-count-up>`,
    );
    expect(el.running, 'duration junk: 2000 ms').to.be.true;
    el.duration = 0;
    await el.updateComplete;
    expect(shown(el)).to.equal('7');
    for (const bad of [null, undefined, NaN, {}, '']) {
      Object.assign(el, { from: bad, to: bad, decimals: bad, locale: bad, duration: 0 });
      await el.updateComplete;
      expect(shown(el)).to.equal('0');
    }
  });

  it('stops counting when removed and shows the end when back', async () => {
    const el = await fixture<DsCountUp>(html`<ds-count-up from="0" to="50" duration="5000"></ds-count-up>`);
    const parent = el.parentElement!;
    el.remove();
    expect(el.running).to.be.false;
    parent.append(el);
    await el.updateComplete;
    expect(shown(el)).to.equal('50');
  });
});
