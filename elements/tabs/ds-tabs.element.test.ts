import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  blurActiveElement,
  clickCenter,
  loadTokens,
  record,
  resetMouseAndFocus,
  SPACE,
  WAIT,
} from '../test/test-helpers.js';
import type { DsTabShowEvent } from '../events/ds-tab-show.js';
import type { DsTab } from './ds-tab.js';
import type { DsTabPanel } from './ds-tab-panel.js';
import { DsTabs } from './ds-tabs.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

const mailTabs = () =>
  fixture<DsTabs>(
    html`<ds-tabs label="Mailboxes">
      <ds-tab panel="inbox">Inbox</ds-tab>
      <ds-tab panel="sent">Sent</ds-tab>
      <ds-tab panel="spam" disabled>Spam</ds-tab>
      <ds-tab panel="archive">Archive</ds-tab>
      <ds-tab-panel name="inbox">Three new messages.</ds-tab-panel>
      <ds-tab-panel name="sent">Nothing sent today.</ds-tab-panel>
      <ds-tab-panel name="spam">No spam.</ds-tab-panel>
      <ds-tab-panel name="archive">Old mail.</ds-tab-panel>
    </ds-tabs>`,
  );

const tabsOf = (el: DsTabs) => [...el.querySelectorAll('ds-tab')];
const panelOf = (el: DsTabs, name: string) => el.querySelector<DsTabPanel>(`ds-tab-panel[name="${name}"]`)!;
const selected = (el: DsTabs) =>
  tabsOf(el)
    .filter(t => t.getAttribute('aria-selected') === 'true')
    .map(t => t.panel);
const shown = (el: DsTabs) => [...el.querySelectorAll('ds-tab-panel')].filter(p => !p.hidden).map(p => p.name);

/** Focuses the selected tab with the keyboard (Tab from outside). */
async function tabIn(): Promise<void> {
  blurActiveElement();
  await sendKeys({ press: 'Tab' });
}

async function press(el: DsTabs, key: string, expected: string, focusExpected = expected): Promise<void> {
  await sendKeys({ press: key });
  await waitUntil(
    () => (document.activeElement as DsTab | null)?.panel === focusExpected,
    `focus on ${focusExpected} after ${key}`,
    WAIT,
  );
  await waitUntil(() => el.value === expected && shown(el).join() === expected, `${expected} shown after ${key}`, WAIT);
}

describe('<ds-tabs>', () => {
  it('has the APG roles, states and links, and selects the first tab by default', async () => {
    const el = await mailTabs();
    expect(el).to.be.instanceOf(DsTabs);
    expect([el.appearance, el.activation, el.value]).to.deep.equal(['nav', 'auto', 'inbox']);
    const tablist = el.shadowRoot!.querySelector('[part="tablist"]')!;
    expect(tablist.getAttribute('role')).to.equal('tablist');
    expect(tablist.getAttribute('aria-label')).to.equal('Mailboxes');
    const [inbox, sent, spam] = tabsOf(el);
    expect(inbox!.getAttribute('role')).to.equal('tab');
    expect(selected(el)).to.deep.equal(['inbox']);
    expect(tabsOf(el).map(t => t.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    expect(inbox!.getAttribute('aria-controls')).to.equal(panelOf(el, 'inbox').id);
    expect(panelOf(el, 'sent').getAttribute('aria-labelledby')).to.equal(sent!.id);
    expect(panelOf(el, 'inbox').getAttribute('role')).to.equal('tabpanel');
    expect(spam!.getAttribute('aria-disabled')).to.equal('true');
    expect(shown(el)).to.deep.equal(['inbox']);
    await expect(el).to.be.accessible();
  });

  it('moves selection and focus with the arrow keys, Home and End, skipping disabled tabs', async () => {
    const el = await mailTabs();
    const events = record<DsTabShowEvent>(el, 'ds-tab-show');
    await tabIn();
    expect((document.activeElement as DsTab).panel).to.equal('inbox');
    await press(el, 'ArrowRight', 'sent');
    await press(el, 'ArrowRight', 'archive'); // spam is disabled
    await press(el, 'ArrowRight', 'inbox'); // wraps
    await press(el, 'ArrowLeft', 'archive');
    await press(el, 'Home', 'inbox');
    await press(el, 'End', 'archive');
    expect(events.map(e => e.detail.name)).to.deep.equal(['sent', 'archive', 'inbox', 'archive', 'inbox', 'archive']);
    expect(tabsOf(el).map(t => t.tabIndex)).to.deep.equal([-1, -1, -1, 0]);
    // Tab leaves the tab list for the shown panel.
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => document.activeElement === panelOf(el, 'archive'), 'panel focused', WAIT);
  });

  it('mirrors the arrow keys in right-to-left text', async () => {
    const el = await mailTabs();
    el.dir = 'rtl';
    await tabIn();
    await press(el, 'ArrowLeft', 'sent');
    await press(el, 'ArrowRight', 'inbox');
  });

  it('with manual activation, arrows move focus and Enter or Space selects', async () => {
    const el = await mailTabs();
    el.activation = 'manual';
    await el.updateComplete;
    const events = record<DsTabShowEvent>(el, 'ds-tab-show');
    await tabIn();
    await press(el, 'ArrowRight', 'inbox', 'sent');
    expect(tabsOf(el).map(t => t.tabIndex)).to.deep.equal([-1, 0, -1, -1]);
    await press(el, 'Enter', 'sent');
    await press(el, 'End', 'sent', 'archive');
    await press(el, SPACE, 'archive');
    expect(events.map(e => e.detail.name)).to.deep.equal(['sent', 'archive']);
  });

  it('selects on click, but not a disabled tab', async () => {
    const el = await mailTabs();
    const events = record<DsTabShowEvent>(el, 'ds-tab-show');
    const [, sent, spam] = tabsOf(el);
    await clickCenter(sent!);
    await waitUntil(() => shown(el).join() === 'sent', 'sent shown', WAIT);
    await clickCenter(spam!);
    await new Promise(r => setTimeout(r, 50));
    expect(el.value).to.equal('sent');
    expect(events.map(e => e.detail.name)).to.deep.equal(['sent']);
  });

  it('follows value set by code without an event, and falls back from a disabled or unknown value', async () => {
    const el = await mailTabs();
    const events = record(el, 'ds-tab-show');
    el.value = 'archive';
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['archive']);
    el.value = 'spam';
    await el.updateComplete;
    expect(el.value).to.equal('inbox');
    el.value = 'nope';
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['inbox']);
    tabsOf(el)[0]!.disabled = true;
    await waitUntil(() => el.value === 'sent', 'first enabled tab selected', WAIT);
    expect(events).to.have.length(0);
  });

  it('renders every appearance accessibly, bottom tabs under the panels', async () => {
    const el = await mailTabs();
    for (const appearance of ['nav', 'pills', 'tiles', 'bottom'] as const) {
      el.appearance = appearance;
      await el.updateComplete;
      expect(tabsOf(el)[0]!.dataset.appearance).to.equal(appearance);
      await expect(el).to.be.accessible();
    }
    const tablist = el.shadowRoot!.querySelector('[part="tablist"]')!.getBoundingClientRect();
    expect(tablist.top).to.be.greaterThan(panelOf(el, 'inbox').getBoundingClientRect().bottom - 1);
  });

  it('falls back on bad attribute and property values', async () => {
    const el = await mailTabs();
    el.setAttribute('value', '42');
    el.setAttribute('appearance', 'wobbly');
    el.setAttribute('activation', 'sometimes');
    await el.updateComplete;
    expect(tabsOf(el)[0]!.dataset.appearance).to.equal('nav');
    expect(el.value).to.equal('inbox');
    for (const bad of [null, undefined, NaN, {}, '', 5]) {
      Object.assign(el, { appearance: bad, activation: bad, value: bad, label: bad });
      await el.updateComplete;
      expect(el.value).to.equal('inbox');
      expect(shown(el)).to.deep.equal(['inbox']);
      expect(tabsOf(el)[0]!.dataset.appearance).to.equal('nav');
    }
    await tabIn();
    await press(el, 'ArrowRight', 'sent'); // bad activation: automatic
  });

  it('handles tabs and panels added later, and no tabs at all', async () => {
    const empty = await fixture<DsTabs>(html`<ds-tabs></ds-tabs>`);
    expect(empty.value).to.equal('');
    const tab = document.createElement('ds-tab');
    tab.panel = 'a';
    tab.textContent = 'A';
    const panel = document.createElement('ds-tab-panel');
    panel.name = 'a';
    empty.append(tab, panel);
    await waitUntil(
      () => empty.value === 'a' && tab.getAttribute('aria-selected') === 'true',
      'new tab selected',
      WAIT,
    );
    expect(tab.slot).to.equal('nav');
    expect(panel.hidden).to.equal(false);
  });
});
