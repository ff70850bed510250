import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { expectSoon, loadTokens, part } from '../test/test-helpers.js';
import { mediaRules, ruleOf } from '../test/media-rules.js';
import { registerTranslation } from '../internal/i18n/localize.js';
import de from '../translations/de.js';
import { DsSpinner } from './ds-spinner.js';

before(loadTokens);

const name = (el: DsSpinner) => part(el, 'base').getAttribute('aria-label');

describe('<ds-spinner>', () => {
  it('is an indeterminate progress bar named "Loading" in the element’s language, or by its label', async () => {
    registerTranslation(de);
    const el = await fixture<DsSpinner>(html`<ds-spinner></ds-spinner>`);
    const base = part(el, 'base');
    expect(base.getAttribute('role')).to.equal('progressbar');
    expect(base.hasAttribute('aria-valuenow')).to.be.false;
    expect(name(el)).to.equal('Loading');
    el.lang = 'de';
    await expectSoon(() => name(el), 'Wird geladen');
    el.label = 'Saving the draft';
    await el.updateComplete;
    expect(name(el)).to.equal('Saving the draft');
    el.strings = { label: 'Chargement' };
    el.label = '';
    await el.updateComplete;
    expect(name(el)).to.equal('Chargement');
  });

  it('takes aria-label written on the host, once', async () => {
    const el = await fixture<DsSpinner>(html`<ds-spinner aria-label="Fetching results"></ds-spinner>`);
    await expectSoon(() => name(el), 'Fetching results');
    expect(Element.prototype.hasAttribute.call(el, 'aria-label'), 'not left on the host').to.be.false;
  });

  it('is 1em wide and tall: sized by the font', async () => {
    const el = await fixture<DsSpinner>(html`<ds-spinner style="font-size: 40px"></ds-spinner>`);
    const box = el.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([40, 40]);
  });

  it('turns, and under reduced motion pulses slowly instead', async () => {
    const el = await fixture<DsSpinner>(html`<ds-spinner></ds-spinner>`);
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(getComputedStyle(part(el, 'base')).animationName).to.equal(reduced ? 'pulse' : 'turn');
    const rule = ruleOf(mediaRules(DsSpinner, '(prefers-reduced-motion:reduce)'), '.spinner')!;
    expect(rule.style.animationName).to.equal('pulse');
    expect(ruleOf(mediaRules(DsSpinner, '(forced-colors:active)'), '.indicator')!.style.stroke.toLowerCase()).to.equal(
      'highlight',
    );
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
    } catch {
      return; // the engine's driver cannot emulate media: the rules above are the check
    }
    try {
      await expectSoon(() => getComputedStyle(part(el, 'base')).animationName, 'pulse');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
