import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendMouse } from '@web/test-runner-commands';
import { center, expectSoon, loadTokens, part, WAIT } from '../test/test-helpers.js';
import { DsMarquee } from './ds-marquee.js';

before(loadTokens);
afterEach(() => resetMouse());

const track = (el: DsMarquee) => getComputedStyle(part(el, 'track'));
const copyOf = (el: DsMarquee) => el.querySelector<HTMLElement>(':scope > [slot="copy"]')!;
const offset = (el: DsMarquee) => new DOMMatrix(track(el).transform).m41;

/** A 300 px strip holding two items 200 px wide: one copy is 2 × 200 + 2 × 48 (gaps) = 496 px. */
async function strip(attributes: Record<string, string> = {}): Promise<DsMarquee> {
  const wrap = await fixture<HTMLElement>(html`<div style="width: 300px">
    <ds-marquee
      ><span id="a" style="display: inline-block; width: 200px">Alpha</span
      ><a href="#b" style="display: inline-block; width: 200px">Beta</a></ds-marquee
    >
  </div>`);
  const el = wrap.querySelector('ds-marquee')!;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await waitUntil(() => !part(el, 'track').classList.contains('track--measuring'), 'measured', WAIT);
  await el.updateComplete;
  return el;
}

describe('<ds-marquee>', () => {
  it('has the documented defaults and moves at 90 px/s', async () => {
    const el = await strip();
    expect(el).to.be.instanceOf(DsMarquee);
    expect([el.direction, el.paused, el.speed]).to.deep.equal(['rtl', false, 90]);
    expect(part(el, 'content').offsetWidth).to.equal(496);
    expect(el.duration).to.be.closeTo(496 / 90, 0.001);
    expect(parseFloat(track(el).animationDuration)).to.be.closeTo(496 / 90, 0.001);
    expect(track(el).animationPlayState).to.equal('running');
    expect(track(el).animationDirection).to.equal('normal');
    // it really moves, leftwards
    const start = offset(el);
    await waitUntil(() => offset(el) < start - 5, 'moves left', WAIT);
  });

  it('is not a live region and hides its copy from assistive technology', async () => {
    const el = await strip();
    expect(el.hasAttribute('role')).to.be.false;
    expect(el.hasAttribute('aria-live')).to.be.false;
    const copy = copyOf(el);
    expect(copy.getAttribute('aria-hidden')).to.equal('true');
    expect(copy.inert).to.be.true;
    expect(copy.textContent).to.equal('AlphaBeta');
    expect(copy.querySelector('[id]'), 'ids are not duplicated').to.equal(null);
    expect(el.shadowRoot!.querySelector('.group--copy')!.getAttribute('aria-hidden')).to.equal('true');
    await expect(el.parentElement).to.be.accessible();
  });

  it('keeps the copy equal to the content', async () => {
    const el = await strip();
    el.querySelector('span')!.textContent = 'Gamma';
    await expectSoon(() => copyOf(el).textContent, 'GammaBeta');
    el.append(document.createTextNode('!'));
    await expectSoon(() => copyOf(el).textContent, 'GammaBeta!');
    expect(el.lastChild, 'the copy stays last').to.equal(copyOf(el));
    el.textContent = 'Only text';
    await expectSoon(() => copyOf(el)?.textContent, 'Only text');
  });

  it('runs the other way with direction="ltr"', async () => {
    const el = await strip({ direction: 'ltr' });
    expect(track(el).animationDirection).to.equal('reverse');
    el.direction = 'rtl';
    await el.updateComplete;
    expect(track(el).animationDirection).to.equal('normal');
  });

  it('stops while paused, hovered or focused', async () => {
    const el = await strip();
    el.paused = true;
    await el.updateComplete;
    expect(track(el).animationPlayState).to.equal('paused');
    el.paused = false;
    await el.updateComplete;
    expect(track(el).animationPlayState).to.equal('running');
    await sendMouse({ type: 'move', position: center(el) });
    await expectSoon(() => track(el).animationPlayState, 'paused', 'hover pauses');
    const box = el.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.right + 100), Math.round(box.bottom + 100)] });
    await expectSoon(() => track(el).animationPlayState, 'running');
    el.querySelector('a')!.focus();
    await expectSoon(() => track(el).animationPlayState, 'paused', 'focus pauses');
    // the copy's link is inert: it takes no focus (so Tab never visits it)
    const copiedLink = copyOf(el).querySelector('a')!;
    copiedLink.focus();
    expect(document.activeElement).to.not.equal(copiedLink);
  });

  it('never loops faster than once a second, and follows speed', async () => {
    const el = await strip({ speed: '992' });
    expect(el.duration).to.equal(1);
    el.speed = 248;
    await el.updateComplete;
    expect(el.duration).to.equal(2);
  });

  it('falls back on bad attribute and property values', async () => {
    const el = await strip({ direction: 'up', speed: 'fast' });
    expect(track(el).animationDirection).to.equal('normal');
    expect(el.duration).to.be.closeTo(496 / 90, 0.001);
    for (const bad of [null, undefined, NaN, {}, '']) {
      Object.assign(el, { direction: bad, speed: bad });
      await el.updateComplete;
      expect(el.duration).to.be.closeTo(496 / 90, 0.001);
      expect(track(el).animationDirection).to.equal('normal');
    }
  });

  it('removes its copy when disconnected and adds it back', async () => {
    const el = await strip();
    const parent = el.parentElement!;
    el.remove();
    expect(el.querySelector('[slot="copy"]')).to.equal(null);
    parent.append(el);
    await expectSoon(() => copyOf(el)?.textContent, 'AlphaBeta');
  });

  it('does not move under reduced motion and shows the content once', async function () {
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
    } catch {
      this.skip(); // the engine's driver cannot emulate media (WebKit over WebDriver, Firefox over BiDi)
    }
    try {
      const el = await strip();
      await expectSoon(() => track(el).animationName, 'none');
      expect(getComputedStyle(el.shadowRoot!.querySelector('.group--copy')!).display).to.equal('none');
      expect(part(el, 'content').offsetWidth, 'wraps inside the strip').to.be.at.most(300);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
