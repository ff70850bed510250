import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { DsToggleEvent } from '../events/ds-toggle.js';
import { clickCenter, expectSoon, loadTokens, part, record, resetMouseAndFocus, SPACE } from '../test/test-helpers.js';
import { DsSidePanel } from './ds-side-panel.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

const toggleOf = (el: DsSidePanel) => part(el, 'toggle');
const widthOf = (el: DsSidePanel) => part(el, 'panel').getBoundingClientRect().width;

/** A panel inside a container `width` px wide, with an icon link whose label hides when collapsed. */
async function panelIn(width: number, attributes = ''): Promise<{ wrap: HTMLElement; el: DsSidePanel }> {
  const wrap = await fixture<HTMLElement>(html`<div style="width: ${width}px; height: 300px; display: flex">
    <style>
      ds-side-panel:not([open]) [data-label] {
        position: absolute;
        inline-size: 1px;
        block-size: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }
    </style>
  </div>`);
  wrap.insertAdjacentHTML(
    'beforeend',
    `<ds-side-panel ${attributes}>
      <strong slot="header" data-label>Workspace</strong>
      <nav aria-label="Workspace"><a href="#home"><ds-icon name="home"></ds-icon><span data-label>Home</span></a></nav>
      <small slot="footer" data-label>v1.0</small>
    </ds-side-panel>`,
  );
  const el = wrap.querySelector('ds-side-panel')!;
  await el.updateComplete;
  return { wrap, el };
}

describe('<ds-side-panel>', () => {
  it('is 90 px collapsed and 240 px open by default, with the aria state on its toggle', async () => {
    const { el } = await panelIn(800);
    expect(el).to.be.instanceOf(DsSidePanel);
    expect([el.open, el.collapsedWidth, el.openWidth, el.collapseBelow]).to.deep.equal([false, 90, 240, 0]);
    await expectSoon(() => widthOf(el), 90);
    const toggle = toggleOf(el);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-label')).to.equal('Expand panel');
    expect(el.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!)).to.equal(part(el, 'content'));
    el.open = true;
    await el.updateComplete;
    await expectSoon(() => widthOf(el), 240);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.getAttribute('aria-label')).to.equal('Collapse panel');
  });

  it('toggles by click and fires ds-toggle', async () => {
    const { el } = await panelIn(800, 'open');
    const events = record<DsToggleEvent>(el, 'ds-toggle');
    await clickCenter(toggleOf(el));
    await expectSoon(() => el.open, false);
    expect(el.hasAttribute('open')).to.be.false;
    await expectSoon(() => widthOf(el), 90);
    await clickCenter(toggleOf(el));
    await expectSoon(() => el.open, true);
    expect(events.map(e => [e.detail.open, e.detail.reason])).to.deep.equal([
      [false, 'user'],
      [true, 'user'],
    ]);
    expect(events[0]!.bubbles && events[0]!.composed).to.be.true;
  });

  it('toggles with Enter and Space on its focused button', async () => {
    const { el } = await panelIn(800, 'open');
    toggleOf(el).focus();
    await sendKeys({ press: 'Enter' });
    await expectSoon(() => el.open, false);
    await sendKeys({ press: SPACE });
    await expectSoon(() => el.open, true);
    expect(el.shadowRoot!.activeElement).to.equal(toggleOf(el));
  });

  it('does not fire ds-toggle when open is set by script', async () => {
    const { el } = await panelIn(800);
    const events = record(el, 'ds-toggle');
    el.open = true;
    await el.updateComplete;
    expect(events).to.have.length(0);
  });

  it('collapses under collapse-below and reopens above it, until toggled by hand', async () => {
    const { wrap, el } = await panelIn(500, 'open collapse-below="600"');
    const events = record<DsToggleEvent>(el, 'ds-toggle');
    await expectSoon(() => el.open, false, 'collapsed under 600 px');
    wrap.style.width = '700px';
    await expectSoon(() => el.open, true, 'reopened above 600 px');
    const last = events[events.length - 1]!;
    expect([last.detail.open, last.detail.reason]).to.deep.equal([true, 'width']);
    wrap.style.width = '400px';
    await expectSoon(() => el.open, false);
    await expectSoon(() => widthOf(el), 90, 'the toggle stops moving before the click');
    // the visitor opens it by hand: now narrow widths leave it alone
    await clickCenter(toggleOf(el));
    await expectSoon(() => el.open, true);
    expect(el.userToggled).to.be.true;
    wrap.style.width = '300px';
    await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
    await el.updateComplete;
    expect(el.open, 'the manual choice wins').to.be.true;
    await expectSoon(() => widthOf(el), 240);
  });

  it('honours custom widths and strings', async () => {
    const { el } = await panelIn(800, 'collapsed-width="60" open-width="300"');
    await expectSoon(() => widthOf(el), 60);
    el.open = true;
    el.strings = { collapse: 'Einklappen' };
    await el.updateComplete;
    await expectSoon(() => widthOf(el), 300);
    expect(toggleOf(el).getAttribute('aria-label')).to.equal('Einklappen');
  });

  it('sits at the end with side="end": border and arrow mirrored', async () => {
    const { el } = await panelIn(800, 'open side="end"');
    const panel = getComputedStyle(part(el, 'panel'));
    expect(panel.borderInlineStartWidth).to.equal('1px');
    expect(panel.borderInlineEndWidth).to.equal('0px');
    const icon = el.shadowRoot!.querySelector('.toggle ds-icon')!;
    await expectSoon(() => getComputedStyle(icon).transform, 'matrix(-1, 0, 0, 1, 0, 0)');
    el.side = 'up' as never;
    await el.updateComplete;
    expect(getComputedStyle(part(el, 'panel')).borderInlineEndWidth).to.equal('1px');
  });

  it('falls back on bad attribute and property values', async () => {
    const { el } = await panelIn(800, 'collapsed-width="wide" open-width="-5" collapse-below="soon"');
    await expectSoon(() => widthOf(el), 90);
    expect(el.open).to.be.false;
    for (const bad of [null, undefined, NaN, {}, '', -1, 1e9]) {
      Object.assign(el, { collapsedWidth: bad, openWidth: bad, collapseBelow: bad, strings: bad });
      await el.updateComplete;
      expect(toggleOf(el).getAttribute('aria-label')).to.equal('Expand panel');
    }
    el.setAttribute('open', '');
    Object.assign(el, { collapsedWidth: 100, openWidth: 50 });
    await el.updateComplete;
    await expectSoon(() => widthOf(el), 100, 'open is never narrower than collapsed');
  });

  it('is accessible open and collapsed', async () => {
    const { wrap, el } = await panelIn(800, 'open');
    await expect(wrap).to.be.accessible();
    el.open = false;
    await el.updateComplete;
    await expect(wrap).to.be.accessible();
    // the hidden label still names the link
    const link = el.querySelector('a')!;
    expect(link.textContent).to.contain('Home');
    expect(el.querySelector<HTMLElement>('[data-label]')!.getBoundingClientRect().width).to.be.at.most(1);
  });

  it('matches :state(collapsed) while collapsed', async function () {
    const { el } = await panelIn(800);
    try {
      el.matches(':state(collapsed)');
    } catch {
      this.skip(); // the engine has no :state() selector
    }
    expect(el.matches(':state(collapsed)')).to.be.true;
    el.open = true;
    await el.updateComplete;
    expect(el.matches(':state(collapsed)')).to.be.false;
  });
});
