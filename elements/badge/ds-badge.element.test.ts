import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { loadTokens, part, partOrNull } from '../test/test-helpers.js';
import { DsBadge } from './ds-badge.js';
import '../button/ds-button.js';

before(loadTokens);

const shown = (el: DsBadge) => part(el, 'base').querySelector('.content')!.textContent!.trim();
const spoken = (el: DsBadge) => part(el, 'base').querySelector('.visually-hidden')?.textContent ?? null;

describe('<ds-badge>', () => {
  it('shows its text, or a count formatted in the locale, "99+" over max and nothing at 0', async function () {
    this.timeout(20_000); // axe's first scan is slow on a busy machine
    const el = await fixture<DsBadge>(html`<ds-badge variant="success">Active</ds-badge>`);
    expect(part(el, 'base').classList.contains('badge--success')).to.be.true;
    expect(el.shadowRoot!.querySelector<HTMLSlotElement>('.content slot')!.assignedNodes()[0]!.textContent).to.equal(
      'Active',
    );
    await expect(el).to.be.accessible();
    el.count = 1234;
    el.max = 9999;
    el.locale = 'de-DE';
    await el.updateComplete;
    expect(shown(el)).to.equal('1.234');
    el.locale = 'ar-EG';
    el.max = 99;
    await el.updateComplete;
    expect(shown(el)).to.equal('٩٩+');
    el.count = 0;
    await el.updateComplete;
    expect(partOrNull(el, 'base'), 'no badge at 0').to.be.null;
  });

  it('reads its label in place of its text, with the count in it', async () => {
    const el = await fixture<DsBadge>(html`<ds-badge count="3" label="{count} unread messages"></ds-badge>`);
    expect(shown(el)).to.equal('3');
    expect(part(el, 'base').querySelector('.content')!.getAttribute('aria-hidden')).to.equal('true');
    expect(spoken(el)).to.equal('3 unread messages');
  });

  it('gives a dot a text: its label, else "New"', async () => {
    const el = await fixture<DsBadge>(html`<ds-badge dot variant="danger"></ds-badge>`);
    expect(shown(el)).to.equal('');
    expect(spoken(el)).to.equal('New');
    el.label = 'New release';
    await el.updateComplete;
    expect(spoken(el)).to.equal('New release');
    const box = part(el, 'base').getBoundingClientRect();
    expect(Math.round(box.width)).to.equal(Math.round(box.height));
  });

  it('sits on its anchor’s top-end corner, the top left in right-to-left text', async () => {
    const el = await fixture<DsBadge>(
      html`<ds-badge count="5" label="5 new"><ds-button slot="anchor" label="Inbox" icon-only>✉</ds-button></ds-badge>`,
    );
    await waitUntil(() => part(el, 'base').classList.contains('badge--anchored'), 'anchored');
    const anchor = el.querySelector('ds-button')!.getBoundingClientRect();
    const centre = () => {
      const r = part(el, 'base').getBoundingClientRect();
      return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
    };
    expect(centre()).to.deep.equal([Math.round(anchor.right), Math.round(anchor.top)]);
    el.dir = 'rtl';
    await waitUntil(() => centre()[0] === Math.round(anchor.left), `top left in RTL: ${centre()}`);
  });

  it('warns about a bad count or max and shows no count', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const el = await fixture<DsBadge>(html`<ds-badge count="-2" max="0"></ds-badge>`);
      await waitUntil(() => warnings.length >= 2, 'both warned');
      expect(warnings.join('\n')).to.contain('count=-2').and.contain('max=0');
      expect(partOrNull(el, 'base')).to.be.null;
      for (const bad of ['x', NaN, undefined, null]) {
        Object.assign(el, { count: bad, max: bad, variant: bad, strings: bad, label: bad });
        await el.updateComplete;
      }
      expect(part(el, 'base').classList.contains('badge--neutral')).to.be.true;
    } finally {
      console.warn = warn;
    }
  });
});
