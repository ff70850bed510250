import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { clickCenter, expectSoon, loadTokens, part, partOrNull, resetMouseAndFocus } from '../test/test-helpers.js';
import { mediaRules, ruleOf } from '../test/media-rules.js';
import { registerTranslation } from '../internal/i18n/localize.js';
import fr from '../translations/fr.js';
import { DsCallout } from './ds-callout.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

const role = (el: DsCallout) => part(el, 'base').getAttribute('role');
const dismissButton = (el: DsCallout) => part(el, 'dismiss-button');

describe('<ds-callout>', () => {
  it('has an icon and a read word per kind, a title and a body', async function () {
    this.timeout(20_000); // axe's first scan is slow on a busy machine
    const el = await fixture<DsCallout>(
      html`<ds-callout variant="warning"><span slot="title">Unsaved changes</span>Kept in this browser only.</ds-callout>`,
    );
    const icon = () => part(el, 'icon').querySelector('ds-icon')!.getAttribute('name');
    expect(icon()).to.equal('warning');
    expect(part(el, 'content').querySelector('.visually-hidden')!.textContent).to.equal('Warning: ');
    expect(part(el, 'title').hidden).to.be.false;
    await expect(el).to.be.accessible();
    const names: Record<string, [string, string]> = {
      info: ['info', 'Information: '],
      success: ['check', 'Success: '],
      danger: ['info', 'Error: '],
      pie: ['info', 'Information: '],
    };
    for (const [variant, [name, word]] of Object.entries(names)) {
      el.variant = variant as DsCallout['variant'];
      await el.updateComplete;
      expect([icon(), part(el, 'content').querySelector('.visually-hidden')!.textContent], variant).to.deep.equal([
        name,
        word,
      ]);
    }
    const plain = await fixture<DsCallout>(html`<ds-callout>No title</ds-callout>`);
    expect(part(plain, 'title').hidden, 'no title: no empty line').to.be.true;
  });

  it('is no alert when it is in the page as it loads', async () => {
    const frame = document.createElement('iframe');
    const src = new URL('./ds-callout.ts', import.meta.url).href;
    frame.srcdoc = `<script type="module" src="${src}"></script><ds-callout id="c">Read in its place</ds-callout>`;
    document.body.append(frame);
    try {
      await waitUntil(
        () =>
          frame.contentDocument?.readyState === 'complete' &&
          (frame.contentDocument.querySelector('#c') as DsCallout | null)?.hasUpdated,
        'loaded',
        { timeout: 8000 },
      );
      const el = frame.contentDocument!.querySelector('#c') as DsCallout;
      expect(el.shadowRoot!.querySelector('[part="base"]')!.hasAttribute('role')).to.be.false;
    } finally {
      frame.remove();
    }
  });

  it('is an alert when inserted after load, or shown again by show() or un-hiding; never with an author’s role', async () => {
    const el = await fixture<DsCallout>(html`<ds-callout variant="danger">Not saved</ds-callout>`);
    expect(role(el)).to.equal('alert');
    const quiet = await fixture<DsCallout>(html`<ds-callout role="note">A note</ds-callout>`);
    expect(quiet.shadowRoot!.querySelector('[part="base"]')!.hasAttribute('role')).to.be.false;
    quiet.hidden = true;
    quiet.show();
    await quiet.updateComplete;
    expect(quiet.shadowRoot!.querySelector('[part="base"]')!.hasAttribute('role'), 'the author’s role wins').to.be
      .false;
    quiet.removeAttribute('role');
    await expectSoon(() => role(quiet), 'alert');
  });

  it('dismisses with a localised button: ds-dismiss, then hidden unless cancelled; show() brings it back', async () => {
    registerTranslation(fr);
    const el = await fixture<DsCallout>(html`<ds-callout dismissible lang="fr">Mis à jour</ds-callout>`);
    await expectSoon(() => dismissButton(el).getAttribute('label'), 'Fermer');
    el.addEventListener('ds-dismiss', e => e.preventDefault(), { once: true });
    let event = oneEvent(el, 'ds-dismiss');
    await clickCenter(dismissButton(el));
    expect((await event).defaultPrevented).to.be.true;
    expect(el.hidden, 'cancelled: stays').to.be.false;
    event = oneEvent(el, 'ds-dismiss');
    await clickCenter(dismissButton(el));
    await event;
    await waitUntil(() => el.hidden && el.offsetHeight === 0, 'hidden');
    el.show();
    await waitUntil(() => el.offsetHeight > 0, 'shown again');
    expect(role(el)).to.equal('alert');
    el.dismissible = false;
    await el.updateComplete;
    expect(partOrNull(el, 'dismiss-button')).to.be.null;
  });

  it('uses system colours in forced colours', () => {
    const forced = mediaRules(DsCallout, '(forced-colors:active)');
    expect(ruleOf(forced, '.callout')!.style.borderColor.toLowerCase()).to.equal('canvastext');
  });
});
