import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  clickCenter,
  expectSoon,
  loadTokens,
  part,
  partOrNull,
  record,
  resetMouseAndFocus,
} from '../test/test-helpers.js';
import '../translations/fr.js';
import { DsTag } from './ds-tag.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

const name = (el: DsTag) => el.removeButton?.getAttribute('aria-label') ?? null;

describe('ds-tag', () => {
  it('is plain text without removable; variants and sizes fall back with a warning', async () => {
    const el = await fixture<DsTag>(html`<ds-tag variant="accent" size="small">Design</ds-tag>`);
    expect(partOrNull(el, 'remove-button')).to.equal(null);
    const small = part(el, 'base').getBoundingClientRect().height;
    el.size = 'large';
    await el.updateComplete;
    expect(part(el, 'base').getBoundingClientRect().height).to.be.greaterThan(small);
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      el.setAttribute('variant', 'shiny');
      await waitUntil(() => el.variant === 'neutral', 'falls back to neutral');
    } finally {
      console.warn = warn;
    }
    expect(warnings.length).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('removable: the button is named "Remove {text}" (following the text and the language), and click, Backspace and Delete fire ds-remove', async () => {
    const wrap = await fixture<HTMLElement>(html`<div><ds-tag removable>Colour: blue</ds-tag></div>`);
    const el = wrap.querySelector('ds-tag')!;
    await expectSoon(() => name(el), 'Remove Colour: blue');
    const events = record(el, 'ds-remove');
    await clickCenter(part(el, 'remove-button'));
    await expectSoon(() => events.length, 1);
    expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
    part(el, 'remove-button').focus();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Delete' });
    await sendKeys({ press: 'Enter' });
    await expectSoon(() => events.length, 4, 'Backspace and Delete remove; Enter clicks');
    el.firstChild!.nodeValue = 'Size: L';
    await expectSoon(() => name(el), 'Remove Size: L', 'a text node changed in place');
    wrap.lang = 'fr';
    await expectSoon(() => name(el), 'Retirer Size: L');
    el.disabled = true;
    await el.updateComplete;
    await clickCenter(part(el, 'remove-button'));
    expect(events.length).to.equal(4);
    await expect(el).to.be.accessible();
  });
});
