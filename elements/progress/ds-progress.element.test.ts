import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, executeServerCommand } from '@web/test-runner-commands';
import { expectSoon, hostAria, loadTokens, part, partOrNull } from '../test/test-helpers.js';
import { mediaRules, ruleOf } from '../test/media-rules.js';
import { registerTranslation } from '../internal/i18n/localize.js';
import de from '../translations/de.js';
import { DsProgress } from './ds-progress.js';

before(loadTokens);

const bar = (el: DsProgress) => part(el, 'base');
// the host is the progressbar: its own ARIA, else the default semantics from its ElementInternals
const aria = (el: DsProgress, name: Parameters<typeof hostAria>[1]) => hostAria(el, name);
const VALUES = ['aria-valuenow', 'aria-valuemin', 'aria-valuemax', 'aria-valuetext'] as const;

interface AxNode {
  role: string;
  name: string;
  value?: unknown;
  properties: Record<string, unknown>;
  children: AxNode[];
}
const flatten = (nodes: AxNode[]): AxNode[] => nodes.flatMap(n => [n, ...flatten(n.children)]);

describe('<ds-progress>', () => {
  it('is a named progress bar with its value, range and percentage', async () => {
    const el = await fixture<DsProgress>(html`<ds-progress lang="en"></ds-progress>`);
    expect([el.value, el.max, el.indeterminate, el.label, el.variant, el.showValue]).to.deep.equal([
      0,
      100,
      false,
      '',
      'bar',
      false,
    ]);
    expect(aria(el, 'role')).to.equal('progressbar');
    expect(aria(el, 'aria-label')).to.equal('Progress');
    el.label = 'Upload';
    el.value = 3;
    el.max = 4;
    await el.updateComplete;
    expect((['aria-label', ...VALUES] as const).map(n => aria(el, n))).to.deep.equal(['Upload', '3', '0', '4', null]);
    expect(bar(el).getAttribute('role'), 'no inner progressbar').to.be.null;
    expect(partOrNull(el, 'value'), 'no value shown by default').to.be.null;
    el.showValue = true;
    await el.updateComplete;
    expect(part(el, 'value').textContent).to.equal('75%');
    expect(aria(el, 'aria-valuetext'), 'what is shown is what is said').to.equal('75%');
  });

  it('is one progressbar node in the accessibility tree, named by the host’s aria-labelledby (Chromium)', async () => {
    await fixture(
      html`<div id="ax"><span id="ax-name">Copying files</span><ds-progress aria-labelledby="ax-name" value="20" show-value></ds-progress></div>`,
    );
    const { tree } = (await executeServerCommand('ax-tree', { selector: '#ax' })) as { tree: AxNode[] | null };
    if (!tree) return; // Firefox, WebKit: the host ARIA suite checks the attributes
    let bars: AxNode[] = [];
    await waitUntil(async () => {
      const { tree: t } = (await executeServerCommand('ax-tree', { selector: '#ax' })) as { tree: AxNode[] };
      bars = flatten(t).filter(n => n.name === 'Copying files' && n.role !== 'StaticText');
      return bars.length === 1;
    }, 'one node named "Copying files"');
    expect(bars[0]!.role).to.equal('progressbar');
    expect([bars[0]!.value, bars[0]!.properties.valuemax]).to.deep.equal([20, 100]);
  });

  it('is a progressbar without a value while indeterminate, named by its label or the host’s aria-label (Chromium)', async () => {
    registerTranslation(de);
    await fixture(
      html`<div id="ax-i"><ds-progress indeterminate label="Loading"></ds-progress><ds-progress aria-label="Saving" label="Ignored" value="5"></ds-progress><ds-progress lang="de" value="5"></ds-progress></div>`,
    );
    const { tree } = (await executeServerCommand('ax-tree', { selector: '#ax-i' })) as { tree: AxNode[] | null };
    if (!tree) return; // Firefox, WebKit: the tests above read the host's ElementInternals
    let bars: AxNode[] = [];
    await waitUntil(async () => {
      const { tree: t } = (await executeServerCommand('ax-tree', { selector: '#ax-i' })) as { tree: AxNode[] };
      bars = flatten(t).filter(n => n.role === 'progressbar');
      return bars.length === 3;
    }, 'three progressbar nodes');
    const [loading, saving, german] = bars;
    expect(loading!.name).to.equal('Loading');
    expect(loading!.value, 'no value').to.be.undefined;
    expect(saving!.name, 'the author’s aria-label wins over label').to.equal('Saving');
    expect(saving!.value).to.equal(5);
    expect(german!.name, 'the default name in the host’s language').to.equal('Fortschritt');
  });

  it('has no value while indeterminate, even with show-value', async () => {
    const el = await fixture<DsProgress>(
      html`<ds-progress indeterminate show-value value="40" label="Loading the page"></ds-progress>`,
    );
    for (const name of VALUES) expect(aria(el, name), name).to.be.null;
    expect(aria(el, 'role')).to.equal('progressbar');
    expect(aria(el, 'aria-label')).to.equal('Loading the page');
    expect(partOrNull(el, 'value')).to.be.null;
    expect(getComputedStyle(part(el, 'indicator')).animationName).to.match(/slide|none/);
    el.indeterminate = false;
    await el.updateComplete;
    expect(aria(el, 'aria-valuenow')).to.equal('40');
    expect(part(el, 'value').textContent).to.equal('40%');
  });

  it('fills the bar from the start side, the right one in right-to-left text', async () => {
    const el = await fixture<DsProgress>(html`<ds-progress value="25" style="inline-size: 400px"></ds-progress>`);
    const track = part(el, 'track').getBoundingClientRect();
    await expectSoon(() => Math.round(part(el, 'indicator').getBoundingClientRect().width), 100);
    expect(Math.round(part(el, 'indicator').getBoundingClientRect().left - track.left)).to.equal(0);
    el.dir = 'rtl';
    await expectSoon(() => Math.round(track.right - part(el, 'indicator').getBoundingClientRect().right), 0);
  });

  it('draws a ring with the percentage inside, formatted in the locale', async () => {
    const el = await fixture<DsProgress>(
      html`<ds-progress variant="ring" locale="de-DE" value="70" show-value></ds-progress>`,
    );
    expect(part(el, 'base').querySelector('svg')).to.exist;
    expect(
      part(el, 'indicator').style.getPropertyValue('--_fraction') || bar(el).style.getPropertyValue('--_fraction'),
    ).to.equal('0.7');
    const seventy = new Intl.NumberFormat('de-DE', { style: 'percent' }).format(0.7); // "70 %" with a no-break space
    expect(part(el, 'value').textContent).to.equal(seventy);
    expect(aria(el, 'aria-valuetext')).to.equal(seventy);
    // a round cap would draw a dot at 0 %: the arc is hidden then
    expect(getComputedStyle(part(el, 'indicator')).opacity).to.equal('1');
    el.value = 0;
    await expectSoon(() => getComputedStyle(part(el, 'indicator')).opacity, '0');
  });

  it('clamps bad values with a warning and never breaks', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const el = await fixture<DsProgress>(html`<ds-progress value="150" max="-2"></ds-progress>`);
      expect(aria(el, 'aria-valuemax')).to.equal('100');
      expect(aria(el, 'aria-valuenow')).to.equal('100');
      await waitUntil(() => warnings.length >= 2, 'both warned');
      expect(warnings.join('\n')).to.contain('max=-2').and.contain('value=150');
      for (const bad of [NaN, -5, 'x', null, undefined]) {
        Object.assign(el, { value: bad, max: 100, variant: 'pie', strings: bad, label: '' });
        await el.updateComplete;
        expect(aria(el, 'aria-valuenow'), String(bad)).to.equal('0');
        expect(aria(el, 'aria-label')).to.equal('Progress');
      }
      expect(warnings.some(w => w.includes('value=-5') && w.includes('below 0'))).to.be.true;
    } finally {
      console.warn = warn;
    }
  });

  it('stops moving under reduced motion: still stripes on the bar, a dashed still ring', async function () {
    const reduced = mediaRules(DsProgress, '(prefers-reduced-motion:reduce)');
    const stripes = ruleOf(reduced, ':host([indeterminate]) .base--bar .indicator')!;
    expect(stripes.style.animationName).to.equal('none');
    expect(stripes.style.getPropertyValue('background')).to.contain('repeating-linear-gradient');
    expect(ruleOf(reduced, ':host([indeterminate]) .ring')!.style.animationName).to.equal('none');
    expect(
      ruleOf(
        mediaRules(DsProgress, '(forced-colors:active)'),
        '.base--bar .indicator',
      )!.style.backgroundColor.toLowerCase(),
    ).to.equal('highlight');
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
    } catch {
      return; // the engine's driver cannot emulate media: the rules above are the check
    }
    try {
      const el = await fixture<DsProgress>(html`<ds-progress indeterminate></ds-progress>`);
      await expectSoon(() => getComputedStyle(part(el, 'indicator')).animationName, 'none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
